"""Word lists: the :class:`Lexicon` record, its loaders, and how words are written.

* ``lexicon``: the immutable word list, loaded and indexed one length at a time.
* ``normalise``: the folded form words are kept in, and what counts as a word.
* ``loaders``: a lexicon from an iterable of words or a word file.
* ``embedded``: the SCOWL dictionary shipped in ``data/``, read lazily.
* ``ranks``: ranks (how common a word is) from word counts.
* ``frequency``: word frequencies (Zipf scale), the ranks made from them, wordfreq for other languages.
* ``common``: what "common" means, once for the package (:func:`is_common`).
* ``clues``: worksheet clues from the definitions that never name their answer (:func:`~ladders.words.clues.clue`).

This layer knows nothing of moves, searches or ladders.

More modules than most: the layer holds the word list and everything known about a word (spellings, ranks,
frequencies, definitions, inflections, vocabularies, offensive words), each read lazily from its own data;
none of it knows moves or searches, and the package's import contract keeps their order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

_HOMES = {
    "COMMON_ZIPF": "common", "is_common": "common", "DEFAULT_SIZE": "embedded", "SCOWL_SIZES": "embedded",
    "default_lexicon": "embedded", "WILDCARD": "lexicon", "Lexicon": "lexicon", "load_lexicon": "loaders",
    "make_lexicon": "loaders", "MAX_WORD_LENGTH": "normalise", "is_word": "normalise",
    "normalise_word": "normalise", "load_counted_lexicon": "ranks", "ranks_from_counts": "ranks",
}
"""Where each name lives: its module is imported when the name is first used (start-up time)."""


__all__ = [
    "Lexicon", "WILDCARD", "make_lexicon", "load_lexicon", "default_lexicon", "SCOWL_SIZES", "DEFAULT_SIZE",
    "normalise_word", "is_word", "MAX_WORD_LENGTH", "ranks_from_counts", "load_counted_lexicon",
    "COMMON_ZIPF", "is_common",
]


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-exports below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .common import (
        COMMON_ZIPF as COMMON_ZIPF,
        is_common as is_common,
    )
    from .embedded import (
        DEFAULT_SIZE as DEFAULT_SIZE,
        SCOWL_SIZES as SCOWL_SIZES,
        default_lexicon as default_lexicon,
    )
    from .lexicon import (
        WILDCARD as WILDCARD,
        Lexicon as Lexicon,
    )
    from .loaders import (
        load_lexicon as load_lexicon,
        make_lexicon as make_lexicon,
    )
    from .normalise import (
        MAX_WORD_LENGTH as MAX_WORD_LENGTH,
        is_word as is_word,
        normalise_word as normalise_word,
    )
    from .ranks import (
        load_counted_lexicon as load_counted_lexicon,
        ranks_from_counts as ranks_from_counts,
    )
