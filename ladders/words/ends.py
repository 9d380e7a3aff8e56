"""The embedded dictionary's shown words and puzzle ends, read from shipped bitmaps instead of judged word by word.

Whether a puzzle may show a word (:func:`~ladders.words.society.unshown_reason`)
takes WordNet's morphology for every word, about 40 µs each: 4.5 s for the
111,546 words of the default dictionary on every ``ladders puzzle``, and
milliseconds for every hint and every end-of-round list. ``scripts/build_dictionary.py``
judges every word once and ships the answers in ``data/shown-words.bin``:
comment lines, a line with the number of words, then four bitmaps of one bit
per word in the neighbour table's numbering (word *n* is bit ``n % 8`` of
byte ``n // 8`` of each), in the order of :data:`KINDS`: a puzzle may show
the word (of any words; of common words), may end on it (of any words; of
common words).

Commonness is wordfreq's (used at least once per million words), so the file
is an adaptation of wordfreq's data and, like ``wordfreq-en.bin``, CC BY-SA
4.0 in a file of its own; the rules are the good-society list's and
WordNet's. ``build_dictionary.py --check`` fails when the rules or the lists
change without it, and a test compares it with the rules on a sample.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from .._mapped import mapped_file

__all__ = ["SHOWN_FILE", "KINDS", "ShownBitmaps"]

SHOWN_FILE = os.path.join(os.path.dirname(__file__), "data", "shown-words.bin")
"""The packaged bitmaps: comment lines, the number of words, then the four bitmaps of :data:`KINDS`."""

KINDS = ((False, False), (False, True), (True, False), (True, True))
"""The bitmaps' order, each ``(end, common)`` as :func:`~ladders.words.society.is_shown_word` takes them."""

_SET_BITS = tuple(tuple(bit for bit in range(8) if byte >> bit & 1) for byte in range(256))
"""The set bits of each byte value, lowest first."""


class ShownBitmaps:
    """The packaged bitmaps, memory-mapped: ``is_shown(number, end, common)``, and the set numbers within ranges.

    >>> from ladders import default_lexicon, substitution
    >>> from ladders.moves.memo import numbered_graph
    >>> number = numbered_graph(substitution, default_lexicon()).number
    >>> [ShownBitmaps().is_shown(number(word), end=True, common=True) for word in ("cold", "colds", "bitch")]
    [True, False, False]
    """

    __slots__ = ("path", "count", "_maps")

    def __init__(self, path: str = SHOWN_FILE) -> None:
        self.path = path
        header, whole = mapped_file(path)
        self.count = int(header)
        size = (self.count + 7) // 8
        self._maps = {kind: whole[k * size: (k + 1) * size] for k, kind in enumerate(KINDS)}

    def is_shown(self, number: int, end: bool, common: bool) -> bool:
        """Whether a puzzle may show the word numbered *number* (as an end, with *end*; of common words, with
        *common*)."""
        return bool(self._maps[end, common][number >> 3] >> (number & 7) & 1)

    def numbers(self, ranges: Iterable[tuple[int, int]], end: bool, common: bool) -> Iterator[int]:
        """The numbers *n* with ``first <= n < past`` for one of the ``(first, past)`` *ranges* whose bit is set,
        ascending within each range."""
        bits = self._maps[end, common]
        for first, past in ranges:
            for at in range(first >> 3, (past + 7) >> 3):
                byte = bits[at]
                if byte:
                    base = at << 3
                    for bit in _SET_BITS[byte]:
                        if first <= base + bit < past:
                            yield base + bit
