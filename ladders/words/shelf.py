"""A :class:`~ladders.words.lexicon.Lexicon`'s words of one length, with the indexes a search of them needs.

A lexicon keeps one :class:`Shelf` per word length it has read (see :meth:`Lexicon.words_of_length
<ladders.words.lexicon.Lexicon.words_of_length>`): the words as a set for membership, sorted when first asked,
their ranks (each looked up once), the letters they use, and the index from a pattern such as ``b?er`` to the
words it matches, built once the lookups have cost about as much as building it would.

>>> shelf = Shelf(["cord", "card", "cold"], {"cold": 3})
>>> shelf.words, shelf.alphabet, "card" in shelf.members
(('card', 'cold', 'cord'), 'acdlor', True)
>>> shelf.build_index()["c?rd"]
('card', 'cord')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set as AbstractSet

__all__ = ["Shelf", "WILDCARD"]

WILDCARD = "?"
"""Stands for any one letter in a pattern such as ``b?er``; never part of a word."""


class Shelf:
    """The words of one length: as a set, sorted (when first asked), their ranks (each looked up once), letters
    (worked out when first asked: a search of the embedded dictionary reads its neighbour table and never
    asks), and a lazy pattern index. *members*, when the fetch gives it, is a set of the same words that
    serves as this one's (the embedded dictionary's numbers of a length, so it is built once)."""

    __slots__ = ("_given", "_words", "members", "ranks", "known_ranks", "_alphabet", "index", "lookups",
                 "_build_after")

    def __init__(self, words: Sequence[str], ranks: Mapping[str, int], members: AbstractSet[str] | None = None) -> None:
        self._given: Sequence[str] | None = words
        self._words: tuple[str, ...] = ()
        self.members: AbstractSet[str] = frozenset(words) if members is None else members
        self.ranks = ranks
        self.known_ranks: dict[str, int | None] = {}
        self._alphabet: str | None = None
        self.index: dict[str, tuple[str, ...]] | None = None
        self.lookups = 0
        self._build_after: int | None = None

    @property
    def words(self) -> tuple[str, ...]:
        """The words, sorted."""
        given = self._given
        if given is not None:
            self._words, self._given = tuple(sorted(given)), None
        return self._words

    @property
    def alphabet(self) -> str:
        """The letters the words use, sorted."""
        if self._alphabet is None:
            self._alphabet = "".join(sorted(set("".join(self.words))))
        return self._alphabet

    @property
    def build_after(self) -> int:
        """How many pattern lookups repay building the index."""
        if self._build_after is None:
            # Trying every letter costs about len(alphabet) set lookups a pattern; the
            # index costs about one insertion per letter of every word: build it once
            # the lookups have cost about as much as building would.
            words = self.words
            self._build_after = (len(words) * (len(words[0]) if words else 1)) // max(len(self.alphabet), 1)
        return self._build_after

    def build_index(self) -> dict[str, tuple[str, ...]]:
        """Every substitution pattern of the words, mapped to the words matching it (kept as :attr:`index`)."""
        index: dict[str, list[str]] = {}
        for word in self.words:
            for i in range(len(word)):
                index.setdefault(word[:i] + WILDCARD + word[i + 1:], []).append(word)
        self.index = {pattern: tuple(words) for pattern, words in index.items()}
        return self.index
