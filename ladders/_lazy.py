"""Lazy package namespaces: a name's module is imported when the name is first used (start-up time).

Each subpackage that resolves its names lazily keeps a map from name to
module and gets its ``__getattr__`` and ``__dir__`` (PEP 562) from here.
Type checkers read the packages' explicit re-exports instead. This module
imports nothing of ``ladders``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module

__all__ = ["lazy_names"]


def lazy_names(package: str, homes: Mapping[str, str]) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for *package*, whose names live in the modules *homes* maps them to.

    A name is looked up in its module once, then kept in the package's namespace.
    """
    namespace = vars(sys.modules[package])

    def __getattr__(name: str) -> object:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f".{home}", package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *homes})

    return __getattr__, __dir__
