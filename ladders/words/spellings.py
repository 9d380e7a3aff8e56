"""The real spellings behind a :class:`~ladders.words.lexicon.Lexicon`'s folded words: a view each lexicon owns.

A lexicon that folds accents keeps French *fête* as ``fete``; its :class:`Spellings` maps the folded word back
to the spellings a reader knows, the commonest first. A lexicon that folds nothing has no variants, and every
word is its own spelling. The lexicon asks with its own fold (:meth:`Lexicon.fold
<ladders.words.lexicon.Lexicon.fold>`), so a word in any form finds its spellings.

>>> french = Spellings({"fete": ("fête", "fêté")})
>>> french.of("fete", str.lower), french.of("FETE", str.lower), french.shown("fete", str.lower)
(('fête', 'fêté'), ('fête', 'fêté'), 'fête')
>>> Spellings({}).of("cold", str.lower), Spellings({}).shown("cold", str.lower)
(('cold',), 'cold')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

__all__ = ["Spellings"]


class Spellings:
    """Each folded word's real spellings (*variants*: folded word to spellings, the commonest first; kept as given,
    so a mapping that reads a spelling when asked stays lazy)."""

    __slots__ = ("variants",)
    variants: Mapping[str, tuple[str, ...]]

    def __init__(self, variants: Mapping[str, tuple[str, ...]]) -> None:
        self.variants = variants

    def of(self, word: str, fold: Callable[[str], str]) -> tuple[str, ...]:
        """Every real spelling of *word* (in any form *fold* brings to the folded one), the commonest first;
        ``(word,)`` when it has no other."""
        variants = self.variants
        found = variants.get(word)
        if found is None and variants:
            found = variants.get(fold(word))
        return found or (word,)

    def shown(self, word: str, fold: Callable[[str], str]) -> str:
        """The spelling a reader is shown for *word*: its commonest (see :meth:`of`)."""
        return self.of(word, fold)[0] if self.variants else word
