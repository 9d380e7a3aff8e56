"""Word ranks from counts: bigger counts (more common) become smaller ranks.

A lexicon's ranks say how common each word is (smaller is more common); rank
based cost models and the commoner-words ladder read them.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping

from ..arguments import check_count
from .lexicon import Lexicon
from .loaders import load_lexicon, make_lexicon

__all__ = ["ranks_from_counts", "load_counted_lexicon"]


def ranks_from_counts(counts: Mapping[str, int]) -> dict[str, int]:
    """Turn word counts (bigger = more common) into ranks: frequency classes, 1 = most common.

    A word's rank is ``1 + floor(log2(top / count))``: rank 2 is about half as
    frequent as the commonest word, rank 3 a quarter, and so on (a count of 0
    ranks one past the rarest counted word).

    >>> ranks_from_counts({"the": 1000, "cat": 400, "cog": 3, "zax": 0})
    {'the': 1, 'cat': 2, 'cog': 9, 'zax': 10}
    """
    for word, number in counts.items():
        check_count(f"the count of {word!r}", number, optional=False)
    top = max(counts.values(), default=0)
    ranks = {word: 1 + int(math.floor(math.log2(top / number))) for word, number in counts.items() if number}
    unseen = max(ranks.values(), default=0) + 1
    return {word: ranks.get(word, unseen) for word in counts}


def load_counted_lexicon(path: str | os.PathLike[str]) -> Lexicon:
    """Load a ``word<TAB>count`` file (bigger count = more common) as a lexicon with ranks.

    Counts become ranks by :func:`ranks_from_counts`; a word without a count
    has no rank. Raises :class:`~ladders.errors.WordFileError` as
    :func:`~ladders.words.loaders.load_lexicon` does.
    """
    counted = load_lexicon(path)
    return make_lexicon(counted.words, ranks=ranks_from_counts(dict(counted.ranks)), source=counted.source)


