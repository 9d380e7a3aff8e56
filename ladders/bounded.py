"""Reading text nobody vouches for, within bounds: JSON no deeper or larger than a cap, and text made safe to show.

This module imports nothing of ``ladders``: any layer may use it. Python's own
``json`` recurses once per level of nesting, so a line of a hundred thousand
``[`` ends in a ``RecursionError`` (or worse); :func:`loads` measures the
nesting first, in one pass that never recurses, and refuses in one line.
"""

from __future__ import annotations

import json
import re

__all__ = ["BoundError", "nesting", "loads", "printable", "MAX_JSON_DEPTH"]

MAX_JSON_DEPTH = 32
"""How deep :func:`loads` lets arrays and objects nest by default (every JSON the package reads needs 4 at most)."""


class BoundError(ValueError):
    """Text past a bound (too long, nested too deeply): the message says which bound, in one line."""


_OPENERS, _CLOSERS = frozenset("[{"), frozenset("]}")
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')


def nesting(text: str) -> int:
    """How deeply *text*'s arrays and objects nest, read as JSON (strings skipped), in one pass without recursion.

    >>> nesting('[1, [2, {"a": "]]]["}]]'), nesting('"["'), nesting("7")
    (3, 0, 0)
    """
    depth = deepest = 0
    for token in _STRING_OR_BRACKET.finditer(text):
        mark = token[0]
        if mark in _OPENERS:
            depth += 1
            deepest = max(deepest, depth)
        elif mark in _CLOSERS:
            depth -= 1
    return deepest


def loads(text: str | bytes, *, max_chars: int, max_depth: int = MAX_JSON_DEPTH, what: str = "the JSON") -> object:
    """The JSON *text* holds, once its length (at most *max_chars*) and nesting (at most *max_depth*) are checked.

    ``BoundError`` past a bound, ``ValueError`` when it is not JSON; never ``RecursionError``.

    >>> loads('{"a": [1, 2]}', max_chars=100)
    {'a': [1, 2]}
    >>> try:
    ...     loads("[" * 100_000, max_chars=10**6, what="line 3")
    ... except BoundError as error:
    ...     print(error)
    line 3 nests 100,000 deep; at most 32 levels are read
    """
    if len(text) > max_chars:
        raise BoundError(f"{what} is {len(text):,} characters long; at most {max_chars:,} are read")
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    depth = nesting(text)
    if depth > max_depth:
        raise BoundError(f"{what} nests {depth:,} deep; at most {max_depth} levels are read")
    return json.loads(text)


_UNSHOWABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]")


def printable(text: str) -> str:
    r"""*text* with every control character (escape sequences, bidirectional overrides) shown as an escape, so
    that text from a file or a player can be printed on a terminal and mean only what it says.

    >>> printable("red\x1b[31m ok\u202e")
    'red\\x1b[31m ok\\u202e'
    """
    return _UNSHOWABLE.sub(lambda found: found[0].encode("unicode_escape").decode("ascii"), text)
