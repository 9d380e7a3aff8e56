"""The embedded dictionary: SCOWL, shipped in ``ladders/words/data``, read lazily a word length at a time.

The data file is laid out by length, then by SCOWL level, behind a one-line
byte-offset index, so a query reads only the lengths it touches. Each word's
rank is its SCOWL level, then its English frequency within the level (from
wordfreq, shipped in a file of its own: :mod:`ladders.words.frequency`).

Longer than most: every reader of the shipped data's layout (the index, the words by length and level, the
ranks, the bitmaps of ends and shown words) is here, so that the layout is read in one place.
"""

from __future__ import annotations

import mmap
import os
import threading
from bisect import bisect_right
from itertools import accumulate
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set as AbstractSet
from typing import Any, Union

from .._once import once
from ..arguments import check_count
from .ends import ShownBitmaps
from .frequency import FREQUENCY_FILE, FrequencyTable, centizipf, level_rank
from .lexicon import Lexicon
from .loaders import make_lexicon
from .neighbours import TABLE_FILE, NeighbourTable

__all__ = ["default_lexicon", "resolve_lexicon", "neighbour_table", "embedded_ends", "embedded_shown", "data_stamp",
           "LexiconLike", "SCOWL_SIZES", "DEFAULT_SIZE", "DATA_FILE"]

LexiconLike = Union[Lexicon, Iterable[str], None]
"""What every function taking a word list accepts: a Lexicon, any iterable of words, or None (the embedded one)."""

SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
"""The SCOWL size levels the embedded dictionary can be cut at (10 = most common)."""


DEFAULT_SIZE = 70
"""The embedded dictionary's default size: SCOWL's 'large' standard list."""


DATA_FILE = os.path.join(os.path.dirname(__file__), "data", "scowl-words.txt")
"""The packaged word file: a header line, the levels, the per-length index, then the words."""


_defaults: dict[int, Lexicon] = {}


_defaults_lock = threading.Lock()


_tables: dict[int, NeighbourTable] = {}
"""The neighbour table of each size loaded so far (the lexicon of that size is in ``_defaults``)."""


def default_lexicon(size: int = DEFAULT_SIZE) -> Lexicon:
    """The embedded SCOWL dictionary up to *size*, loaded once per process.

    *size* is a SCOWL level (see :data:`SCOWL_SIZES`): 35 is small, 70 (the
    default, about 111,000 words) is large, 95 is everything (about 425,000).
    Each word's rank is the smallest level that lists it, then its frequency
    within that level (:func:`~ladders.words.frequency.level_rank`), and
    ``frequency(word)`` is its English Zipf frequency (None when wordfreq never counted it).

    >>> "veins" in default_lexicon(), default_lexicon().rank("cat"), default_lexicon().frequency("cat")
    (True, 10260, 4.78)
    """
    check_count("size", size, optional=False)
    if size not in SCOWL_SIZES:
        raise ValueError(f"size must be one of {', '.join(map(str, SCOWL_SIZES))}, not {size!r}")
    with _defaults_lock:
        if size not in _defaults:
            _defaults[size], _tables[size] = _open_embedded(size)
        return _defaults[size]


def neighbour_table(lexicon: Lexicon) -> NeighbourTable | None:
    """The shipped neighbour table of *lexicon* when it is the embedded dictionary (of any size), else None."""
    for size, embedded in list(_defaults.items()):
        if embedded is lexicon:
            return _tables[size]
    return None


def _read_embedded(size: int) -> Lexicon:
    """Open the packaged data file's index; each word length is read when first needed."""
    return _open_embedded(size)[0]


def _read_index(size: int) -> tuple[list[int], list[int], dict[int, int], dict[int, tuple[int, list[int]]],
                                    dict[int, tuple[int, int, int]]]:
    """The data file's index, for *size*: its SCOWL levels, and those kept that hold a word; per word length, the
    words kept, where its section starts with the words per level kept, and (first number, words in the file,
    words kept) for the neighbour table."""
    with open(DATA_FILE, "rb") as handle:
        handle.readline()
        levels = [int(level) for level in handle.readline().split()]
        entries = [entry.split(b":") for entry in handle.readline().split()]
        body_start = handle.tell()
    keep = sum(level <= size for level in levels)
    counts, sections, numbered = {}, {}, {}
    first_number = 0  # the neighbour table numbers the whole file's words, in its order
    for length, offset, level_counts in entries:
        per_level = [int(count) for count in level_counts.split(b",")]
        counts[int(length)] = sum(per_level[:keep])
        sections[int(length)] = (body_start + int(offset), per_level[:keep])
        numbered[int(length)] = (first_number, sum(per_level), counts[int(length)])
        first_number += sum(per_level)
    kept_levels = [level for k, level in enumerate(levels[:keep]) if any(kept[k] for _, kept in sections.values())]
    return levels, kept_levels, counts, sections, numbered


def _open_embedded(size: int) -> tuple[Lexicon, NeighbourTable]:
    """The lexicon of *size* over the packaged data file (each length read when first needed), and its table.

    The neighbour table shares the words each length's read gives, in the file's order, and numbers them
    as it does: the whole file's words in order, from 0.
    """
    levels, kept_levels, counts, sections, numbered = _read_index(size)

    in_file_order: dict[int, list[str]] = {}
    numbers: dict[int, dict[str, int]] = {}

    def words_of(length: int) -> list[str]:
        found = in_file_order.get(length)
        if found is None:
            if length not in sections:
                return []
            offset, per_level = sections[length]
            with open(DATA_FILE, "rb") as handle:
                handle.seek(offset)
                data = handle.read(sum(per_level) * (length + 1))
            found = in_file_order.setdefault(length, data.decode("ascii").split("\n", sum(per_level))[: sum(per_level)])
        return found

    def word_at(length: int, position: int) -> str:  # one word, without reading its length's section
        found = in_file_order.get(length)
        if found is not None:
            return found[position]
        start = sections[length][0] + position * (length + 1)  # every line of the section is as long
        return _mapped_words()[start: start + length].decode("ascii")

    def number_of(length: int) -> dict[str, int]:
        found = numbers.get(length)
        if found is None:
            words = words_of(length)
            first = numbered[length][0] if length in numbered else 0
            found = numbers.setdefault(length, dict(zip(words, range(first, first + len(words)), strict=True)))
        return found

    def ranks_of(length: int) -> dict[str, int]:
        first = numbered[length][0] if length in numbered else 0
        return _ranks(words_of(length), levels, sections[length][1], _frequency_table().value, first)

    def rank_of(length: int) -> Callable[[str], int | None]:
        per_level = sections[length][1]
        ends = list(accumulate(per_level, initial=numbered[length][0]))[1:]  # the number past each level's words

        def rank(word: str) -> int | None:
            at = number_of(length).get(word)
            if at is None:
                return None
            return level_rank(levels[bisect_right(ends, at)], _frequency_table().value(at))

        return rank

    def fetch(length: int) -> tuple[Sequence[str], Mapping[str, int], AbstractSet[str]]:
        # The table's numbers of the length serve as its set of words: one dictionary, built once.
        return words_of(length), _LazyRanks(lambda: ranks_of(length), rank_of(length)), number_of(length).keys()

    def lowest_rank() -> int | None:  # a floor for rank costs, known without reading the words
        return level_rank(min(kept_levels), _frequency_table().top) if kept_levels else None

    def frequency(word: str) -> float | None:  # None too for a word added to the dictionary (with_words)
        at = number_of(len(word)).get(word)
        value = 0 if at is None else centizipf(_frequency_table().value(at))
        return value / 100 if value else None

    lexicon = Lexicon.lazy(counts, fetch, source=f"SCOWL size {size}", lowest_rank=lowest_rank, frequency=frequency,
                           pickled_as=(default_lexicon, (size,)), language="en")
    return lexicon, NeighbourTable(words_of, word_at, number_of, numbered)


def _ranks(words: Sequence[str], levels: Sequence[int], per_level: Sequence[int], value: Callable[[int], int],
           first: int) -> dict[str, int]:
    """The ranks of one length's *words*, in the file's order: *per_level* words at each of *levels* in turn;
    ``value(first + i)`` is the frequency file's value of the *i*-th.

    >>> _ranks(["cat", "cog"], [10, 20], [1, 1], [700, 1000].__getitem__, 0)
    {'cat': 10149, 'cog': 20999}
    """
    ranks: dict[str, int] = {}
    at = 0
    for level, count in zip(levels, per_level, strict=False):  # only the levels kept have counts
        for offset, word in enumerate(words[at: at + count], first + at):
            ranks[word] = level_rank(level, value(offset))
        at += count
    return ranks


class _LazyRanks(Mapping[str, int]):
    """One length's ranks, worked out when asked: a plain search never asks, a costed one asks word by word.

    ``get`` works out one word's rank (its level from its place in the file, its frequency from the
    frequency file); listing them all works out every rank of the length once.
    """

    __slots__ = ("_make", "_ranks", "_rank")

    def __init__(self, make: Callable[[], dict[str, int]], rank: Callable[[str], int | None]) -> None:
        self._make: Callable[[], dict[str, int]] | None = make
        self._ranks: dict[str, int] = {}
        self._rank = rank

    def _made(self) -> dict[str, int]:
        make = self._make
        if make is not None:
            self._ranks = make()
            self._make = None
        return self._ranks

    def __getitem__(self, word: str) -> int:
        return self._made()[word]

    def get(self, word: str, default: Any = None) -> Any:
        if self._make is None:
            return self._ranks.get(word, default)
        found = self._rank(word)
        return default if found is None else found

    def __iter__(self) -> Iterator[str]:
        return iter(self._made())

    def __len__(self) -> int:
        return len(self._made())


@once
def _mapped_words() -> mmap.mmap:
    """The packaged word file, memory-mapped once per process (single words are read from it in place)."""
    with open(DATA_FILE, "rb") as handle:
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)


@once
def _frequency_table() -> FrequencyTable:
    """The packaged frequency table, opened once per process."""
    return FrequencyTable()


def embedded_ends(lexicon: Lexicon, common: bool) -> tuple[int, ...] | None:
    """The neighbour table's numbers of the words of *lexicon* that may end a puzzle (with *common*, of common
    words), from the shipped bitmaps (:mod:`ladders.words.ends`); None when *lexicon* is not the embedded
    dictionary."""
    table = neighbour_table(lexicon)
    if table is None:
        return None
    return tuple(_shown_bitmaps().numbers(table.kept_ranges(), True, common))


def embedded_shown(word: str, lexicon: Lexicon, end: bool, common: bool) -> bool | None:
    """Whether a puzzle may show *word* (a folded word), from the shipped bitmaps; None when *lexicon* is not the
    embedded dictionary, or does not hold *word*."""
    table = neighbour_table(lexicon)
    if table is None:
        return None
    number = table.number(word)
    return None if number is None else _shown_bitmaps().is_shown(number, end, common)


UNRANKED = 10**9
"""The rank an unranked word counts as when the answer or a puzzle prices words (:func:`reader_first_penalty`)."""

NOT_SHOWN = 10**12
"""Added to a word's price for each step down :func:`reader_first_penalty`'s order (and for a word a puzzle may not
show, twice for an offensive one): any way of better-placed words alone is cheaper than one with a worse one."""


def reader_first_penalty(word: str, lexicon: Lexicon) -> int | None:
    """How far down the first answer puts *word* (a folded word of the embedded dictionary), from the shipped bits:
    0 a word of the puzzle vocabulary, 1 a word fit to show that is not (rare, or unfamiliar), 2 one unfit to
    show (offensive, bodily, a name); None when *lexicon* is not the embedded dictionary or lacks *word*
    (:func:`~ladders.words.society.reader_first_price` judges those)."""
    table = neighbour_table(lexicon)
    number = None if table is None else table.number(word)
    if number is None:
        return None
    bitmaps = _shown_bitmaps()
    return 0 if bitmaps.is_shown(number, False, True) else 1 if bitmaps.is_shown(number, False, False) else 2


@once
def _shown_bitmaps() -> ShownBitmaps:
    """The packaged bitmaps of shown words and puzzle ends, opened once per process."""
    return ShownBitmaps()


def data_stamp() -> str:
    """A short hash of the shipped word list, its neighbour table and its frequencies: what a measurement of the
    embedded dictionary measured (``docs/guide/performance.md`` is stamped with it; a test compares).

    >>> len(data_stamp()), data_stamp() == data_stamp()
    (12, True)
    """
    from hashlib import sha256  # only a benchmark and its test ask
    digest = sha256()
    for path in (DATA_FILE, TABLE_FILE, FREQUENCY_FILE):
        with open(path, "rb") as handle:
            digest.update(handle.read())
    return digest.hexdigest()[:12]


def resolve_lexicon(lexicon: LexiconLike) -> Lexicon:
    """The lexicon to use: the given one, one made from an iterable of words, or the embedded default.

    >>> resolve_lexicon(["Cat", "cot"]).words, resolve_lexicon(None) is default_lexicon()
    (('cat', 'cot'), True)

    Raises ``TypeError`` for anything else (a string, a path: use ``load_lexicon(path)`` for a file).
    """
    if lexicon is None:
        return default_lexicon()
    if isinstance(lexicon, Lexicon):
        return lexicon
    if isinstance(lexicon, (str, bytes)) or not isinstance(lexicon, Iterable):
        raise TypeError(
            "lexicon must be a Lexicon or an iterable of words (use load_lexicon(path) for a file), "
            f"not {type(lexicon).__name__}"
        )
    return make_lexicon(lexicon)
