"""Argument checks shared by every layer: a wrong type is a ``TypeError``, a wrong value a ``ValueError``.

This module imports nothing of ``ladders``: any layer may use it.
"""

from __future__ import annotations

from typing import Final

__all__ = ["check_count", "check_seconds", "NotGiven", "NOT_GIVEN"]


class NotGiven:
    """The type of :data:`NOT_GIVEN`, an argument left out, told apart from every value it may take (None too).

    A parameter whose None means something (``max_depth=None``: no cap) takes
    ``int | None | NotGiven = NOT_GIVEN``, and ``isinstance(value, NotGiven)``
    tells "not given" from None; type checkers narrow on it. There is one
    instance (as httpx's ``USE_CLIENT_DEFAULT``), and it is never true.

    >>> NOT_GIVEN, NotGiven() is NOT_GIVEN, bool(NOT_GIVEN)
    (NOT_GIVEN, True, False)
    """

    __slots__ = ()
    _instance: NotGiven | None = None

    def __new__(cls) -> NotGiven:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "NOT_GIVEN"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "NOT_GIVEN"  # unpickled as the one instance


NOT_GIVEN: Final = NotGiven()
"""An argument left out (see :class:`NotGiven`)."""


def check_count(name: str, value: object, *, minimum: int = 0, optional: bool = True) -> None:
    """Raise unless *value* is a whole number of at least *minimum* (or None, when *optional*).

    >>> check_count("max_depth", 3), check_count("max_depth", None)
    (None, None)
    >>> check_count("max_depth", "3")
    Traceback (most recent call last):
    ...
    TypeError: max_depth must be a whole number or None, not '3'
    >>> check_count("steps", 0, minimum=1, optional=False)
    Traceback (most recent call last):
    ...
    ValueError: steps must be 1 or more, not 0
    """
    if value is None and optional:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number{' or None' if optional else ''}, not {value!r}")
    if value < minimum:
        raise ValueError(f"{name} must be {minimum} or more, not {value}")


def check_seconds(name: str, value: object) -> None:
    """Raise unless *value* is None or a positive, finite number of seconds.

    >>> check_seconds("timeout", 0)
    Traceback (most recent call last):
    ...
    ValueError: timeout must be a positive number of seconds or None, not 0
    """
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number of seconds or None, not {value!r}")
    if not 0 < value < float("inf"):
        raise ValueError(f"{name} must be a positive number of seconds or None, not {value!r}")
