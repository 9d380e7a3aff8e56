"""Word lists: the :class:`Lexicon` record, its loaders, and how words are written.

* ``lexicon``: the immutable word list, loaded and indexed one length at a time.
* ``normalise``: the folded form words are kept in, and what counts as a word.
* ``loaders``: a lexicon from an iterable of words or a word file.
* ``embedded``: the SCOWL dictionary shipped in ``data/``, read lazily.
* ``ranks``: ranks (how common a word is) from word counts.
* ``frequency``: word frequencies (Zipf scale), the ranks made from them, wordfreq for other languages.
* ``common``: what "common" means, once for the package (:func:`is_common`).

This layer knows nothing of moves, searches or ladders.
"""

from __future__ import annotations

from .common import COMMON_ZIPF, is_common
from .embedded import DEFAULT_SIZE, SCOWL_SIZES, default_lexicon
from .lexicon import WILDCARD, Lexicon
from .loaders import load_lexicon, make_lexicon
from .normalise import MAX_WORD_LENGTH, is_word, normalise_word
from .ranks import load_counted_lexicon, ranks_from_counts

__all__ = [
    "Lexicon", "WILDCARD", "make_lexicon", "load_lexicon", "default_lexicon", "SCOWL_SIZES", "DEFAULT_SIZE",
    "normalise_word", "is_word", "MAX_WORD_LENGTH", "ranks_from_counts", "load_counted_lexicon",
    "COMMON_ZIPF", "is_common",
]
