"""How a word is written down: the one folded form words are kept in, and what counts as a word.

Every loader folds entries with :func:`normalise_word` and keeps those that
pass :func:`is_word`; the solver folds the words a user types the same way.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

__all__ = ["normalise_word", "is_word", "fold_words", "MAX_WORD_LENGTH"]

MAX_WORD_LENGTH = 100
"""The longest entry taken as a word; longer ones are dropped (edit distances grow as its square)."""


def normalise_word(text: str) -> str:
    """Fold *text* to the form words are kept in: stripped, lowercase, Unicode NFC.

    Lowercasing (not ``str.casefold``) keeps letters such as German ``ß``.

    >>> normalise_word("  Straße ")
    'straße'
    """
    return unicodedata.normalize("NFC", text.strip().lower())


def is_word(text: str) -> bool:
    """True when *text* is a word: letters of any alphabet, at most :data:`MAX_WORD_LENGTH` of them.

    A letter may carry combining marks (Devanagari vowel signs, or an accent
    that has no precomposed form), but a word starts with a letter.

    >>> is_word("veins"), is_word("don't"), is_word("r2d2"), is_word(""), is_word("हिन्दी")
    (True, False, False, False, True)
    """
    if len(text) > MAX_WORD_LENGTH:
        return False
    if text.isalpha():
        return True
    return text[:1].isalpha() and all(
        letter.isalpha() or unicodedata.category(letter).startswith("M") for letter in text)


def fold_words(entries: Iterable[str]) -> tuple[set[str], int]:
    """The words among *entries*, folded, and how many entries were not words (blanks are not counted).

    >>> sorted(fold_words(["Cat", "cat ", "r2d2", "", "b?er"])[0]), fold_words(["r2d2", "", "b?er"])[1]
    (['cat'], 2)

    Raises ``TypeError`` for an entry that is not a string.
    """
    kept: set[str] = set()
    dropped = 0
    for entry in entries:
        if not isinstance(entry, str):
            raise TypeError(f"a word list holds strings, not {type(entry).__name__}: {entry!r}")
        word = normalise_word(entry)
        if is_word(word):
            kept.add(word)
        elif word:
            dropped += 1
    return kept, dropped
