"""What "common" means, once for the whole package: a word used at least once per million words.

The default answer of the command line, ``puzzle --common``, the suggestions
for a misspelt word and the game's puzzle words all ask :func:`is_common`.
A word is common when its frequency (``lexicon.frequency``, the Zipf scale:
log10 of uses per billion words) is at least :data:`COMMON_ZIPF`. In the
embedded dictionary at its default size that is about 22,000 words: *cat*,
*cord*, *sail* and *worm* are common; *wold*, *ail* and *chine* are not.
A word list without frequencies has no common words.
"""

from __future__ import annotations

from .lexicon import Lexicon

__all__ = ["COMMON_ZIPF", "is_common"]

COMMON_ZIPF = 3.0
"""The smallest Zipf frequency of a common word: 3.0 is once per million words."""


def is_common(word: str, lexicon: Lexicon) -> bool:
    """Whether *word* is in *lexicon* and used at least once per million words (:data:`COMMON_ZIPF`).

    >>> from ladders.words import default_lexicon
    >>> [is_common(word, default_lexicon()) for word in ("sail", "wold", "qwzx")]
    [True, False, False]
    """
    frequency = lexicon.frequency(word)
    return frequency is not None and frequency >= COMMON_ZIPF
