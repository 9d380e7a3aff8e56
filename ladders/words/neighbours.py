"""The embedded dictionary's neighbour table (``data/scowl-neighbours.bin``), read a row at a time.

``scripts/build_dictionary.py`` numbers every word of the embedded dictionary
in the data file's order and writes, for each word, one row of its
neighbours' numbers: those one letter shorter (``del``), then those with one
letter changed (``sub``), one longer (``ins``), two adjacent letters swapped
(``swap``), each kind in the order its generator yields them. So a built-in
metric's neighbours are one stretch of the row (its kinds, named by
:data:`ladders.moves.metrics.TABLE_KINDS`): a slice, with
no joining. The file is memory-mapped and its arrays are viewed in place
(``memoryview.cast``; a byte-swapped ``array`` copy on a big-endian machine):
a row's pages are read only when a search asks for that word, so a query
touches a few pages, builds no pattern index and needs no numpy.

A search reads rows two ways. As numbers (:meth:`NeighbourTable.numbered`):
the default shortest search and the graph of every shortest ladder walk the
numbers themselves and name only their answer's words, so no row is decoded
into words. As words (:meth:`NeighbourTable.reader`, what the other searches
use): the same remembered rows of numbers, each named through one list of the
words read so far. Either way a row is read from the file once per process.
"""

from __future__ import annotations

import mmap
import os
import sys
import threading
from array import array
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence
from typing import Literal, NamedTuple

from .._once import once

__all__ = ["NeighbourTable", "NumberedGraph", "TABLE_FILE", "ROW_ORDER"]

TABLE_FILE = os.path.join(os.path.dirname(__file__), "data", "scowl-neighbours.bin")
"""The packaged neighbour table: a comment line, an index line, then the arrays."""

ROW_ORDER = ("del", "sub", "ins", "swap")
"""The kinds of move in the order each row lists them."""

_targets_lock = threading.Lock()


@once
def _arrays() -> dict[str, Sequence[int]]:
    """The file's arrays by name (``starts``, ``ids``, ``sub``, ``ins``, ``swap``, ``end``), mapped once per process."""
    with open(TABLE_FILE, "rb") as handle:
        data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    first = data.find(b"\n") + 1
    body = data.find(b"\n", first) + 1
    arrays = {}
    for entry in data[first:body].split():
        name, offset, count = entry.decode("ascii").split(":")
        code: Literal["I", "B"] = "I" if name in ("starts", "ids") else "B"  # "B": where a kind begins
        arrays[name] = _unsigned(data, body + int(offset), int(count), code)
    return arrays


class NumberedGraph(NamedTuple):
    """The table's words as numbers: what a search of numbers needs, and the way back to words.

    ``number(word)`` is the word's number (None when it is not in the cut),
    ``word(number)`` the word again, and ``step(number)`` its neighbours'
    numbers in the generators' order (the cut's words only).
    """

    number: Callable[[str], int | None]
    word: Callable[[int], str]
    step: Callable[[int], tuple[int, ...]]


class NeighbourTable:
    """The neighbour rows of one cut of the embedded dictionary (a SCOWL size).

    *words_of(length)* gives the cut's words of that length in the data file's
    order, *word_at(length, position)* one of them without reading the rest,
    and *number_of(length)* maps each of them to its number in the table.
    *sections* maps each length to its first number, how many words of that
    length the file holds, and how many of them the cut keeps. A neighbour
    past its length's cut is a rarer word, left out.
    """

    __slots__ = ("_words_of", "_word_at", "_number_of", "_sections", "_lengths", "_firsts", "_targets", "_filled",
                 "_mask", "_graphs")

    def __init__(self, words_of: Callable[[int], Sequence[str]], word_at: Callable[[int, int], str],
                 number_of: Callable[[int], Mapping[str, int]], sections: Mapping[int, tuple[int, int, int]]) -> None:
        self._words_of = words_of
        self._word_at = word_at
        self._number_of = number_of
        self._sections = dict(sections)
        self._lengths = sorted(sections)
        self._firsts = [sections[length][0] for length in self._lengths]
        self._targets: list[str] = []
        self._filled: set[int] = set()
        self._mask: bytes | None = None
        self._graphs: dict[tuple[str, ...], NumberedGraph] = {}

    def number(self, word: str) -> int | None:
        """The table's number of *word*, or None when it is not in the cut."""
        return self._number_of(len(word)).get(word) if len(word) in self._sections else None

    def kept_ranges(self) -> tuple[tuple[int, int], ...]:
        """The cut's words as ranges of numbers, ``(first, past)`` per length, ascending."""
        return tuple((first, first + kept) for first, _, kept in (self._sections[n] for n in self._lengths) if kept)

    def neighbours(self, kinds: Sequence[str], word: str) -> tuple[str, ...] | None:
        """The words one move of *kinds* from *word*, in the generators' order; None when *word* is not in the cut."""
        return self.reader(kinds)(word)

    def reader(self, kinds: Sequence[str]) -> Callable[[str], tuple[str, ...] | None]:
        """:meth:`neighbours` for these *kinds*, as a function of the word (what a search calls, word after word)."""
        step = self.numbered(kinds).step  # the rows the searches over numbers read: each read once
        targets = self._targets
        numbers_of = self._numbers_of
        by_length: dict[int, Mapping[str, int]] = {}

        def neighbours(word: str) -> tuple[str, ...] | None:
            numbers = by_length.get(len(word))
            if numbers is None:
                numbers = by_length.setdefault(len(word), numbers_of(len(word)))
            at = numbers.get(word)
            if at is None:
                return None
            return tuple(map(targets.__getitem__, step(at)))

        return neighbours

    def numbered(self, kinds: Sequence[str]) -> NumberedGraph:
        """The cut's words as numbers, with each word's neighbours by these *kinds* (see :class:`NumberedGraph`).

        ``step`` remembers each row it reads (as a tuple, the rarer words left
        out), so a word's row is read once per process, whichever search asks
        first: the same graph serves every call for the same *kinds*, and
        :meth:`reader` names its rows.
        """
        kinds = tuple(kinds)
        made = self._graphs.get(kinds)
        if made is None:
            made = self._graphs.setdefault(kinds, self._numbered(kinds))
        return made

    def _numbered(self, kinds: tuple[str, ...]) -> NumberedGraph:
        number_of, word_at = self._number_of, self._word_at
        lengths, firsts = self._lengths, self._firsts

        by_length: dict[int, Mapping[str, int]] = {}

        def number(word: str) -> int | None:
            numbers = by_length.get(len(word))
            if numbers is None:
                numbers = by_length.setdefault(len(word), number_of(len(word)))
            return numbers.get(word)

        named: dict[int, str] = {}  # the words named so far (a graph of shortest ladders names the same ones again)

        def word(at: int) -> str:
            found = named.get(at)
            if found is None:
                section = bisect_right(firsts, at) - 1
                found = named[at] = word_at(lengths[section], at - firsts[section])
            return found

        starts, ids, begin, end = self._span(kinds)
        kept = self._cut_mask().__getitem__
        remembered: dict[int, tuple[int, ...]] = {}

        if begin is None:
            def step(at: int) -> tuple[int, ...]:
                found = remembered.get(at)
                if found is None:
                    start = starts[at]
                    found = remembered[at] = tuple(filter(kept, ids[start: start + end[at]]))
                return found
        else:
            def step(at: int) -> tuple[int, ...]:
                found = remembered.get(at)
                if found is None:
                    start = starts[at]
                    found = remembered[at] = tuple(filter(kept, ids[start + begin[at]: start + end[at]]))
                return found

        return NumberedGraph(number, word, step)

    def _numbers_of(self, length: int) -> Mapping[str, int]:
        """The numbers of the words of *length*, once the cut's words of that length and the two beside it are
        in the list of targets (numbers to words) the reader names rows through."""
        targets = self._targets
        with _targets_lock:
            for near in (length - 1, length, length + 1):
                if near not in self._filled and near in self._sections:
                    first, total, _ = self._sections[near]
                    if len(targets) < first + total:  # grown as far as the longest length read so far ("": unread)
                        targets.extend([""] * (first + total - len(targets)))
                    words = self._words_of(near)
                    targets[first: first + len(words)] = words
                    self._filled.add(near)
        return self._number_of(length)

    def _cut_mask(self) -> bytes:
        """One byte per word of the table: 1 for the cut's words, 0 for the rarer."""
        if self._mask is None:
            self._mask = b"".join(b"\x01" * kept + b"\x00" * (total - kept)
                                  for _, total, kept in map(self._sections.__getitem__, self._lengths))
        return self._mask

    @staticmethod
    def _span(kinds: Sequence[str]) -> tuple[Sequence[int], Sequence[int], Sequence[int] | None, Sequence[int]]:
        """Where *kinds* (a run of :data:`ROW_ORDER`) lie in each row: the row starts, the neighbours, where the
        run begins (None: at the row's start) and where it ends, each counted from the row's start."""
        kinds = tuple(kinds)
        first = ROW_ORDER.index(kinds[0]) if kinds and kinds[0] in ROW_ORDER else -1
        if first < 0 or kinds != ROW_ORDER[first: first + len(kinds)]:
            raise ValueError(f"kinds must be a run of {ROW_ORDER}, not {kinds}")
        last = first + len(kinds)
        arrays = _arrays()
        return (arrays["starts"], arrays["ids"], arrays[ROW_ORDER[first]] if first else None,
                arrays[ROW_ORDER[last]] if last < len(ROW_ORDER) else arrays["end"])


def _unsigned(data: mmap.mmap, offset: int, count: int, code: Literal["I", "B"]) -> Sequence[int]:
    """*count* little-endian unsigned numbers at *offset*: a view of the mapped file (pages read when
    touched), or a byte-swapped copy on a big-endian machine."""
    size = array(code).itemsize
    if sys.byteorder == "little" or size == 1:
        return memoryview(data)[offset: offset + size * count].cast(code)
    numbers = array(code)
    numbers.frombytes(data[offset: offset + size * count])
    numbers.byteswap()
    return numbers
