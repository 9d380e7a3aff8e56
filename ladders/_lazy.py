"""Lazy package namespaces: a name's module is imported when the name is first used (start-up time).

Each package that resolves its names lazily keeps a map from name to module
and gets its ``__getattr__`` and ``__dir__`` (PEP 562) from here, with the
names that moved elsewhere still answered, each use with a
``DeprecationWarning``. Type checkers read the packages' explicit re-exports
instead. This module imports nothing of ``ladders``, and only ``sys`` and
``importlib`` on import (``warnings`` when a moved name is first used).
"""

from __future__ import annotations

import sys
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = ["lazy_names"]


def lazy_names(package: str, homes: Mapping[str, str], moved: Mapping[str, str] | None = None,
               ) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for *package*, whose names live in the modules *homes* maps them to.

    *homes* gives modules relative to *package* (``"build"``). A name is looked
    up in its module once, then kept in the package's namespace.

    *moved* maps names that used to live in *package* to their new module,
    written in full (``"ladders.study.puzzles"``). Such a name still resolves,
    to the object of its new home, with a ``DeprecationWarning`` that names the
    new home. It is not kept in the namespace, so every use warns, and
    ``__dir__`` leaves it out: it is no longer one of the package's names.
    """
    namespace = vars(sys.modules[package])
    new_homes: Mapping[str, str] = moved or {}

    def __getattr__(name: str) -> object:
        home = homes.get(name)
        if home is not None:
            value = getattr(import_module(f".{home}", package), name)
            namespace[name] = value
            return value
        new_home = new_homes.get(name)
        if new_home is not None:
            import warnings  # only when a moved name is used

            warnings.warn(f"{package}.{name} is now {new_home}.{name} ({package}.{name} goes away in 0.3)",
                          DeprecationWarning, stacklevel=2)
            return getattr(import_module(new_home), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        return sorted({*namespace, *homes})

    return __getattr__, __dir__
