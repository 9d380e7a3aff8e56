"""Word frequencies on the Zipf scale, and the integer ranks made from them.

The Zipf scale is ``log10`` of a word's uses per billion words: 7.7 for *the*,
about 6 for *said*, 4 for *sail*, 3 for once per million words, 0 for words
never counted. Frequencies are kept as integers, Zipf × 100 (*centi-Zipf*),
so ranks and searches compare integers.

* The embedded dictionary's frequencies come from wordfreq (English), computed
  when ``scripts/build_dictionary.py`` rebuilds the data and shipped in
  ``data/wordfreq-en.txt`` (CC BY-SA 4.0, a file of its own, with its
  attribution in ``data/WORDFREQ-LICENSE.txt``): nothing to install.
* A user's word list in another language is ranked at load time with
  wordfreq itself, the optional ``freq`` extra (:func:`language_frequencies`).

Ranks (smaller is more common): the embedded dictionary ranks a word by its
SCOWL level first, then, within the level, the words a reader can look up
(``ladders define``) before those with no definition, each by frequency
(:func:`level_rank`); a list ranked by frequency alone uses :func:`zipf_rank`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from ..errors import FrequencyError

__all__ = ["level_rank", "zipf_rank", "FREQUENCY_FILE", "FrequencyTable", "language_frequencies", "UNDEFINED",
           "centizipf"]

FREQUENCY_FILE = os.path.join(os.path.dirname(__file__), "data", "wordfreq-en.txt")
"""The packaged English frequencies: comment lines, the top value, an index, then ``word<TAB>centi-Zipf`` by length."""


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


def zipf_rank(centizipf: int) -> int:
    """A rank from frequency alone: ``1000 − Zipf × 100``, from 1 (Zipf 9.99) to 1000 (never counted).

    >>> zipf_rank(773), zipf_rank(0)
    (227, 1000)
    """
    return 1000 - max(0, min(centizipf, 999))


class FrequencyTable:
    """The packaged frequency file, read one word length at a time: ``table.of_length(n)`` maps words to centi-Zipf.

    >>> FrequencyTable().of_length(3)["the"] / 100
    7.73
    """

    def __init__(self, path: str = FREQUENCY_FILE) -> None:
        self.path = path
        with open(path, "rb") as handle:
            line = handle.readline()
            while line.startswith(b"#"):
                line = handle.readline()
            self.top = int(line)
            entries = [entry.split(b":") for entry in handle.readline().split()]
            start = handle.tell()
        self._sections = {int(length): (start + int(offset), int(count)) for length, offset, count in entries}
        self._ends = dict(zip(sorted(self._sections), [self._sections[n][0] for n in sorted(self._sections)][1:],
                              strict=False))  # a section ends where the next starts; the last runs to the file's end

    def of_length(self, length: int) -> dict[str, int]:
        """The centi-Zipf of each *length*-letter word the file holds."""
        if length not in self._sections:
            return {}
        offset, count = self._sections[length]
        with open(self.path, "rb") as handle:
            handle.seek(offset)
            end = self._ends.get(length)
            data = handle.read() if end is None else handle.read(end - offset)
        fields = data.decode("ascii").split(None, 2 * count)[: 2 * count]  # word, value, word, value, ...
        values = fields[1::2]
        try:  # every value is a centi-Zipf of 0 to 999: looked up, not parsed (a third of the time)
            numbers = list(map(_CENTIZIPF.__getitem__, values))
        except KeyError:
            numbers = list(map(int, values))
        return dict(zip(fields[0::2], numbers, strict=True))


_CENTIZIPF = {str(value): value for value in range(2 * UNDEFINED)}
"""The text of each value the frequency file can hold (centi-Zipf, plus :data:`UNDEFINED`), mapped to the number."""


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
    found = {}
    for word in words:
        value = wordfreq.zipf_frequency(word, language)
        if value > 0:
            found[word] = value
    return found
