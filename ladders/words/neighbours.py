"""The embedded dictionary's neighbour table (``data/scowl-neighbours.bin``), read a row at a time.

``scripts/build_dictionary.py`` writes, for every word of the embedded
dictionary, its neighbours under each kind of move: ``sub`` (one letter
changed), ``del`` (one deleted), ``ins`` (one inserted), ``swap`` (two
adjacent letters swapped), as compressed sparse rows of 16-bit positions in
the words of the neighbour's length (the data file's order). A built-in
metric's neighbours are its kinds' rows joined (:data:`KINDS`), in the order
its own generator yields them. The file is memory-mapped and its blocks are
viewed in place (``memoryview.cast``; a byte-swapped ``array`` copy on a
big-endian machine): a row's pages are read only when a search asks for that
word, so a query touches a few pages, builds no pattern index and needs no numpy.
"""

from __future__ import annotations

import mmap
import os
import sys
import threading
from array import array
from collections.abc import Callable, Mapping, Sequence
from typing import Literal

__all__ = ["NeighbourTable", "KINDS", "TABLE_FILE"]

TABLE_FILE = os.path.join(os.path.dirname(__file__), "data", "scowl-neighbours.bin")
"""The packaged neighbour table: a comment line, an index line, then the blocks."""

KINDS: Mapping[str, tuple[str, ...]] = {
    "substitution": ("sub",),
    "levenshtein": ("del", "sub", "ins"),
    "damerau": ("del", "sub", "ins", "swap"),
}
"""Each built-in metric's kinds of move, in the order its generator yields them."""

_SHIFT = {"sub": 0, "del": -1, "ins": 1, "swap": 0}

_mapped: list[tuple[mmap.mmap, dict[tuple[str, int], tuple[int, int]]]] = []

_mapped_lock = threading.Lock()


def _table_file() -> tuple[mmap.mmap, dict[tuple[str, int], tuple[int, int]]]:
    """The mapped file and its index ``(kind, length) -> (block offset, rows)``, opened once per process."""
    with _mapped_lock:
        if not _mapped:
            with open(TABLE_FILE, "rb") as handle:
                data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
            first = data.find(b"\n") + 1
            second = data.find(b"\n", first) + 1
            blocks = {}
            for entry in data[first:second].split():
                kind, length, offset, rows = entry.decode("ascii").split(":")
                blocks[kind, int(length)] = (second + int(offset), int(rows))
            _mapped.append((data, blocks))
        return _mapped[0]


class NeighbourTable:
    """The neighbour rows of one cut of the embedded dictionary (a SCOWL size).

    *words_of(length)* gives the cut's words of that length in the data file's
    order (a prefix of the whole section: the levels come in order), and
    *position_of(length)* maps each of them to its position there. A
    neighbour whose position lies past the cut is a rarer word, left out.
    """

    __slots__ = ("_words_of", "_position_of")

    def __init__(self, words_of: Callable[[int], Sequence[str]],
                 position_of: Callable[[int], Mapping[str, int]]) -> None:
        self._words_of = words_of
        self._position_of = position_of

    def neighbours(self, kinds: Sequence[str], word: str) -> tuple[str, ...] | None:
        """The words one move of *kinds* from *word*, in the generators' order; None when *word* is not in the cut."""
        return self.reader(kinds)(word)

    def reader(self, kinds: Sequence[str]) -> Callable[[str], tuple[str, ...] | None]:
        """:meth:`neighbours` for these *kinds*, as a function of the word (what a search calls, word after word)."""
        kinds = tuple(kinds)
        by_length: dict[int, tuple[Mapping[str, int], list[tuple[Sequence[int], Sequence[int], Sequence[str]]]]] = {}

        def neighbours(word: str) -> tuple[str, ...] | None:
            parts = by_length.get(len(word))
            if parts is None:
                length = len(word)
                parts = by_length.setdefault(length, (self._position_of(length), self._plan(kinds, length)))
            at = parts[0].get(word)
            if at is None:
                return None
            found: list[str] = []
            for starts, ids, targets in parts[1]:
                start, stop = starts[at], starts[at + 1]
                if start != stop:
                    kept = len(targets)
                    found.extend([targets[i] for i in ids[start:stop] if i < kept])
            return tuple(found)

        return neighbours

    def _plan(self, kinds: Sequence[str], length: int) -> list[tuple[Sequence[int], Sequence[int], Sequence[str]]]:
        """For each kind, its block's row starts and neighbours (views of the mapped file), and the target words."""
        data, blocks = _table_file()
        plan = []
        for kind in kinds:
            block = blocks.get((kind, length))
            if block is None:
                continue
            offset, rows = block
            starts = _unsigned(data, offset, rows + 1, "I")
            ids = _unsigned(data, offset + 4 * (rows + 1), starts[rows], "H")
            plan.append((starts, ids, self._words_of(length + _SHIFT[kind])))
        return plan


def _unsigned(data: mmap.mmap, offset: int, count: int, code: Literal["I", "H"]) -> Sequence[int]:
    """*count* little-endian unsigned numbers at *offset*: a view of the mapped file (pages read when
    touched), or a byte-swapped copy on a big-endian machine."""
    size = array(code).itemsize
    if sys.byteorder == "little":
        return memoryview(data)[offset: offset + size * count].cast(code)
    numbers = array(code)
    numbers.frombytes(data[offset: offset + size * count])
    numbers.byteswap()
    return numbers
