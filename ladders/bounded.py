"""Reading text nobody vouches for, within bounds: JSON no deeper or larger than a cap, lines no longer than a
cap, and text made safe to show.

This module imports nothing of ``ladders``: any layer may use it. Python's own
``json`` recurses once per level of nesting, so a line of a hundred thousand
``[`` ends in a ``RecursionError`` (or worse); :func:`loads` measures the
nesting first, in one pass that never recurses, and refuses in one line.
:func:`read_lines` reads a stream line by line without ever holding more than
a cap's worth of one line, so a file of one endless line costs no memory.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Protocol

__all__ = ["BoundError", "LongLineError", "nesting", "loads", "read_lines", "printable", "printable_json",
           "MAX_JSON_DEPTH"]

MAX_JSON_DEPTH = 32
"""How deep :func:`loads` lets arrays and objects nest by default (every JSON the package reads needs 4 at most)."""


class BoundError(ValueError):
    """Text past a bound (too long, nested too deeply): the message says which bound, in one line."""


class LongLineError(BoundError):
    """A line longer than :func:`read_lines` reads: its 1-based *number*, its *length* in characters (its line
    end left out), the cap, and its first characters (*head*, at most :data:`HEAD_CHARS`)."""

    def __init__(self, number: int, length: int, max_chars: int, head: str) -> None:
        super().__init__(f"line {number:,} is {length:,} characters long; at most {max_chars:,} are read")
        self.number, self.length, self.max_chars, self.head = number, length, max_chars, head


HEAD_CHARS = 80
"""How many of a long line's first characters :class:`LongLineError` keeps, to say which line it was."""


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
    import json  # imported here: the command line reaches this module on every run, and most runs read no JSON
    if len(text) > max_chars:
        raise BoundError(f"{what} is {len(text):,} characters long; at most {max_chars:,} are read")
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    depth = nesting(text)
    if depth > max_depth:
        raise BoundError(f"{what} nests {depth:,} deep; at most {max_depth} levels are read")
    return json.loads(text)


class Readable(Protocol):
    """What :func:`read_lines` reads: anything with a text ``readline(size)``, as open files and ``sys.stdin`` have."""

    def readline(self, size: int = -1, /) -> str: ...


def read_lines(stream: Readable, *, max_chars: int) -> Iterator[str | LongLineError]:
    r"""Each line of *stream*, its line end kept, or in place of a line longer than *max_chars* characters a
    :class:`LongLineError` naming its number and length (lazy).

    At most *max_chars* + 1 characters are read at a time: the rest of a long
    line is read past, a piece at a time, and never held, so memory stays
    bounded however long a line is; the lines after it are read as usual.

    >>> import io
    >>> for line in read_lines(io.StringIO("pig sty\n" + "x" * 50 + "\ncold warm"), max_chars=20):
    ...     print(repr(line))
    'pig sty\n'
    LongLineError('line 2 is 50 characters long; at most 20 are read')
    'cold warm'
    """
    if max_chars < 1:
        raise ValueError(f"max_chars must be 1 or more, not {max_chars!r}")
    number = 0
    while line := stream.readline(max_chars + 1):
        number += 1
        if line.endswith("\n") or len(line) <= max_chars:
            yield line
            continue
        length, head = len(line), line[:HEAD_CHARS]
        while line and not line.endswith("\n"):
            line = stream.readline(max_chars + 1)
            length += len(line)
        yield LongLineError(number, length - line.endswith("\n"), max_chars, head)


_UNSHOWABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]")


def printable(text: str, *, keep: str = "") -> str:
    r"""*text* with every control character (escape sequences, bidirectional overrides) shown as an escape, so
    that text from a file or a player can be printed on a terminal and mean only what it says; the characters
    of *keep* (say, line breaks and tabs in text made of lines) are left as they are.

    >>> printable("red\x1b[31m ok\u202e")
    'red\\x1b[31m ok\\u202e'
    >>> printable("pig\tsty\n\x9b2J", keep="\n\t")
    'pig\tsty\n\\x9b2J'
    """
    return _UNSHOWABLE.sub(lambda found: found[0] if found[0] in keep else
                           found[0].encode("unicode_escape").decode("ascii"), text)


def printable_json(text: str) -> str:
    r"""JSON *text* with the control characters ``json`` leaves as they are (C1 controls, bidirectional overrides)
    written as ``\u`` escapes: the same JSON, safe to print on a terminal.

    >>> printable_json('{"word": "ok\u202e\x9b"}')
    '{"word": "ok\\u202e\\u009b"}'
    """
    return _UNSHOWABLE.sub(lambda found: f"\\u{ord(found[0]):04x}", text)
