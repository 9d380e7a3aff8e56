"""Near words: what a user may have meant by a word the lexicon does not hold.

Suggestions are the words one edit away (a change, insertion, deletion or
swap of letters), else two, common words first (:func:`~ladders.words.common.is_common`),
then by rank; failing those, the words sharing
the longest prefix. :class:`~ladders.errors.UnknownWordError` carries them.
"""

from __future__ import annotations

import os
from bisect import bisect_left

from ..words.common import is_common
from ..words.lexicon import Lexicon
from ..words.normalise import MAX_WORD_LENGTH
from .edits import deletions, insertions, substitutions, transpositions
from .metrics import damerau_neighbours

__all__ = ["suggest_words"]


def suggest_words(lexicon: Lexicon, word: str, limit: int = 5) -> tuple[str, ...]:
    """Up to *limit* words of *lexicon* near *word*, commonest first: one edit away, else two.

    An edit is a change, insertion, deletion or swap of letters. Failing
    those, the words sharing the longest prefix (two letters at least) with *word*.

    >>> from ladders.words import make_lexicon
    >>> words = make_lexicon(["bear", "beer", "deer", "wine", "bead"])
    >>> suggest_words(words, "beor"), suggest_words(words, "wnue")
    (('bear', 'beer'), ('wine',))
    """
    near: set[str] = set()
    if len(word) <= MAX_WORD_LENGTH:
        near = set(damerau_neighbours(word, lexicon))
    if not near and len(word) <= 12:
        alphabet = lexicon.alphabet
        steps = {*deletions(word), *transpositions(word), *substitutions(word, alphabet), *insertions(word, alphabet)}
        near = {found for step in steps for found in damerau_neighbours(step, lexicon)}
    if near:
        return tuple(sorted(near, key=lambda w: (not is_common(w, lexicon), lexicon.rank(w) or 10**9, w))[:limit])
    words = lexicon.words
    at = bisect_left(words, word)
    around = words[max(0, at - limit): at + limit]
    shared = {w: len(os.path.commonprefix((w, word))) for w in around}
    longest = max(shared.values(), default=0)
    if longest < min(2, len(word)):
        return ()
    return tuple(w for w in around if shared[w] == longest)[:limit]


