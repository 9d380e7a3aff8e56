"""Process-wide values built on first use, once: the :func:`once` decorator (the one idiom for them).

A packaged file read or mapped once per process, a list loaded once: each is
a function of no arguments decorated with :func:`once`. Its first call builds
the value under a lock (two threads never build it twice); later calls return
it without locking. Values kept per word list live in the lexicon's
:class:`~ladders.words.cache.LexiconCache`; a pure function of its arguments
is memoised with :func:`functools.cache`. This module imports nothing of ``ladders``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

__all__ = ["once"]

T = TypeVar("T")


def once(build: Callable[[], T]) -> Callable[[], T]:
    """*build*, called at most once per process; every call returns what that one call built.

    >>> calls = []
    >>> @once
    ... def answer() -> int:
    ...     calls.append(1)
    ...     return 42
    >>> answer(), answer(), len(calls)
    (42, 42, 1)
    """
    made: list[T] = []
    lock = threading.Lock()

    def value() -> T:
        if not made:
            with lock:
                if not made:
                    made.append(build())
        return made[0]

    value.__name__, value.__qualname__, value.__doc__ = build.__name__, build.__qualname__, build.__doc__
    value.__wrapped__ = build  # type: ignore[attr-defined]
    return value
