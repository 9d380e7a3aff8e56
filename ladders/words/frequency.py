"""Word frequencies on the Zipf scale, and the integer ranks made from them.

The Zipf scale is ``log10`` of a word's uses per billion words: 7.7 for *the*,
about 6 for *said*, 4 for *sail*, 3 for once per million words, 0 for words
never counted. Frequencies are kept as integers, Zipf × 100 (*centi-Zipf*),
so ranks and searches compare integers.

* The embedded dictionary's frequencies come from wordfreq (English), computed
  when ``scripts/build_dictionary.py`` rebuilds the data and shipped in
  ``data/wordfreq-en.bin`` (CC BY-SA 4.0, a file of its own, with its
  attribution in ``data/WORDFREQ-LICENSE.txt``): nothing to install.
* A user's word list in another language is ranked at load time with
  wordfreq itself, the optional ``freq`` extra (:func:`language_frequencies`).

Ranks (smaller is more common): the embedded dictionary ranks a word by its
SCOWL level first, then, within the level, the words a reader can look up
(``ladders define``) before those with no definition, each by frequency
(:func:`level_rank`); a list ranked by frequency alone uses :func:`zipf_rank`.
"""

from __future__ import annotations

import math
import os
import sys
from array import array
from collections.abc import Iterable, Sequence

from .._mapped import mapped_file
from ..errors import FrequencyError

__all__ = ["level_rank", "zipf_rank", "FREQUENCY_FILE", "FrequencyTable", "language_frequencies", "UNDEFINED",
           "centizipf"]

FREQUENCY_FILE = os.path.join(os.path.dirname(__file__), "data", "wordfreq-en.bin")
"""The packaged English frequencies: comment lines, the top value and the count, then one 16-bit value per word."""


UNDEFINED = 1000
"""Added to a word's value in the frequency file when the word has no definition; a word the file leaves out
reads as this (no definition, never counted)."""


def centizipf(value: int) -> int:
    """The Zipf × 100 of a frequency file's *value* (:data:`UNDEFINED` taken off).

    >>> centizipf(512), centizipf(1512)
    (512, 512)
    """
    return value % UNDEFINED


def level_rank(level: int, value: int) -> int:
    """The embedded dictionary's rank: the SCOWL level, then defined words before undefined, then frequency.

    *value* is the frequency file's: Zipf × 100, plus :data:`UNDEFINED` for a
    word with no definition. ``rank // 1000`` is the level, so every word of a
    level ranks below every word of the next; within a level, the words a
    reader can look up take the first half of the thousand (``(999 − Zipf ×
    100) // 2``) and the others the second, commoner words lower in each.

    >>> level_rank(10, 773), level_rank(10, 0), level_rank(10, 1773), level_rank(10, UNDEFINED), level_rank(20, 773)
    (10113, 10499, 10613, 10999, 20113)
    """
    undefined = value >= UNDEFINED
    return 1000 * level + 500 * undefined + (999 - max(0, min(centizipf(value), 999))) // 2


def undefined_at(rank: int) -> bool:
    """Whether an embedded dictionary's *rank* (:func:`level_rank`) is an undefined word's: the second half of its
    level's thousand.

    >>> undefined_at(level_rank(10, 773)), undefined_at(level_rank(10, 1773)), undefined_at(level_rank(70, 0))
    (False, True, False)
    """
    return rank % 1000 >= 500


def zipf_rank(centizipf: int) -> int:
    """A rank from frequency alone: ``1000 − Zipf × 100``, from 1 (Zipf 9.99) to 1000 (never counted).

    >>> zipf_rank(773), zipf_rank(0)
    (227, 1000)
    """
    return 1000 - max(0, min(centizipf, 999))


class FrequencyTable:
    """The packaged frequency file: one value per word of the embedded dictionary, by its number, memory-mapped.

    ``table.value(number)`` is the frequency file's value of the word the
    neighbour table numbers *number* (Zipf × 100, plus :data:`UNDEFINED` for a
    word with no definition); ``top`` is the largest Zipf × 100. Nothing is
    parsed: a value is read where it lies.

    >>> from ladders import default_lexicon
    >>> table = FrequencyTable()
    >>> table.top, table.value(table.count - 1) >= 0
    (773, True)
    """

    __slots__ = ("path", "top", "count", "_values")

    def __init__(self, path: str = FREQUENCY_FILE) -> None:
        self.path = path
        header, body = mapped_file(path)
        top, count = header.split()
        self.top, self.count = int(top), int(count)
        values = body[: 2 * self.count]
        if sys.byteorder == "little":
            self._values: Sequence[int] = values.cast("H")
        else:  # the file is little-endian: a swapped copy
            swapped = array("H", values.tobytes())
            swapped.byteswap()
            self._values = swapped

    def value(self, number: int) -> int:
        """The value of the word numbered *number*."""
        return self._values[number]


def language_frequencies(words: Iterable[str], language: str) -> dict[str, float]:
    """The Zipf frequency in *language* of each word wordfreq counts (those it never saw are left out).

    Needs the ``freq`` extra (``pip install 'ladders[freq]'``). Raises
    :class:`~ladders.errors.FrequencyError` when wordfreq is not installed or
    does not know *language*.
    """
    try:
        import wordfreq
    except ImportError:
        raise FrequencyError(f"ranking words in {language!r} needs wordfreq: pip install 'ladders[freq]'",
                             language) from None
    if not isinstance(language, str) or language not in wordfreq.available_languages():
        known = ", ".join(sorted(wordfreq.available_languages()))
        raise FrequencyError(f"wordfreq has no word frequencies for language {language!r} (it knows {known})",
                             language)
    # wordfreq's own table, looked up directly: what zipf_frequency answers for a one-token word (its text
    # case-folded, log10 of the share plus 9, to two places), without tokenising each word (14 times faster on
    # the 341,727 French words, the same figures: tests/words/test_languages.py)
    table = wordfreq.get_frequency_dict(language)
    found = {}
    for word in words:
        share = table.get(word.casefold())
        if share:
            value = round(math.log10(share) + 9, 2)
            if value > 0:
                found[word] = value
    return found
