"""The :class:`Lexicon` record: an immutable word list with lazily built search indexes.

Words are kept per length and each length is loaded, indexed and searched
only when first touched, under a lock so that threads share one build. The
indexes a search needs (words of one length as a set, wildcard patterns such
as ``b?er`` mapped to the words they match) are built once, when they pay,
and kept in the lexicon's :class:`~ladders.words.cache.LexiconCache`.
The lexicon is the core a search asks (membership, ranks, words of a length,
folding, the cache); what it owns beside the core lives in small modules of its
own: the words of one length (:class:`~ladders.words.shelf.Shelf`) and the real
spellings behind folded words (:class:`~ladders.words.spellings.Spellings`).

Longer than most: one class, because its members are a search's hot path
(membership, ``rank``, ``fold``, ``words_of_length``, ``matches``, the cache):
each reads the lexicon's own slots with no call between, and the ways of making
a lexicon (from words, folded words, a lazy fetch, another lexicon plus words,
a pickle) fill the same slots.
However a lexicon is made, its words are folded and checked the same way.
Loaders that make lexicons (from an iterable, a word file, or the embedded
dictionary) live in :mod:`ladders.words.loaders` and :mod:`ladders.words.embedded`.
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence, Set as AbstractSet
from typing import Any, Union

from .cache import LexiconCache
from .normalise import fold_words, normalise_word
from .shelf import WILDCARD, Shelf
from .spellings import Spellings

Fetch = Callable[[int], Union[tuple[Sequence[str], Mapping[str, int]],
                              tuple[Sequence[str], Mapping[str, int], AbstractSet[str]]]]
"""What a lazy lexicon reads a word length with: its words (in any order), their ranks and, optionally, a set
of the same words to answer membership with (else one is made)."""

__all__ = ["Lexicon", "WILDCARD"]

class Lexicon:
    """An immutable word list, loaded and indexed lazily, one word length at a time.

    Build one with :func:`~ladders.words.loaders.make_lexicon`,
    :func:`~ladders.words.loaders.load_lexicon` or :func:`~ladders.words.embedded.default_lexicon`,
    or the constructor itself: every way folds the words (lowercase, NFC) and
    drops entries that are not words (empty, spaces, digits, the ``?``
    wildcard), counting them in ``dropped``. ``words`` is every word, sorted;
    ``ranks`` maps a word to how common it is (smaller is more common; empty
    when unknown); :meth:`frequency` gives a word's Zipf frequency when the
    list has frequencies (*frequencies*, word to Zipf); ``source`` names where
    the words came from; ``cache`` holds what searches learnt about this word
    list (see :meth:`clear_cache`).

    Work is done per word length, when a length is first touched: the embedded
    dictionary reads only the lengths a query needs, so memory grows with what
    a query touches, not with the whole dictionary.

    >>> lexicon = Lexicon(["cold", "Cord", "card", "ward", "warm", "b?rd", ""])
    >>> len(lexicon), "cord" in lexicon, list(lexicon)[:2], lexicon.dropped
    (5, True, ['card', 'cold'], 1)
    >>> lexicon.matches("c?rd")
    ('card', 'cord')
    """

    __slots__ = ("source", "dropped", "language", "_counts", "_fetch", "_floor", "_shelves", "_cache", "_lock",
                 "_frequency", "_pickled_as", "_fold_table", "_spellings")
    source: str
    dropped: int
    language: str | None
    _counts: dict[int, int]
    _fetch: Fetch
    _floor: Callable[[], int | None] | None
    _shelves: dict[int, Shelf]
    _cache: LexiconCache
    _lock: threading.RLock
    _frequency: Callable[[str], float | None]
    _pickled_as: tuple[Callable[..., Lexicon], tuple[object, ...]] | None
    _fold_table: dict[int, str] | None
    _spellings: Spellings

    def __init__(self, words: Iterable[str] = (), ranks: Mapping[str, int] | None = None,
                 dropped: int = 0, source: str = "<words>", frequencies: Mapping[str, float] | None = None) -> None:
        if isinstance(words, (str, bytes)) or not isinstance(words, Iterable):
            raise TypeError(f"a Lexicon takes an iterable of words (load_lexicon reads a file), "
                            f"not {type(words).__name__}")
        kept, refused = fold_words(words)
        self._fill(kept, _folded(ranks, kept), dropped + refused, source, _folded(frequencies, kept))
        self._speak(None, None, None)

    @classmethod
    def of_folded(cls, words: Iterable[str], ranks: Mapping[str, int] | None = None, dropped: int = 0,
                  source: str = "<words>", frequencies: Mapping[str, float] | None = None, *,
                  language: str | None = None, fold_table: Mapping[int, str] | None = None,
                  variants: Mapping[str, tuple[str, ...]] | None = None) -> Lexicon:
        """A lexicon of words already folded and checked (loaders that fold as they read use this).

        *language* is the words' language code; *fold_table* (a ``str.translate`` table, see
        :mod:`ladders.words.accents`) folds accents in every word asked about, and *variants* maps a folded
        word to its real spellings, the commonest first.
        """
        lexicon = cls.__new__(cls)
        lexicon._fill(words, ranks or {}, dropped, source, frequencies or {})
        lexicon._speak(language, fold_table, variants)
        return lexicon

    def _speak(self, language: str | None, fold_table: Mapping[int, str] | None,
               variants: Mapping[str, tuple[str, ...]] | None, *, copy: bool = True) -> None:
        """Set the language, the accent fold and the real spellings (once, as the lexicon is made; *variants* is
        copied unless *copy* is False)."""
        object.__setattr__(self, "language", language)
        object.__setattr__(self, "_fold_table", dict(fold_table) if fold_table else None)
        object.__setattr__(self, "_spellings", Spellings((dict(variants) if copy else variants) if variants else {}))

    def _fill(self, words: Iterable[str], ranks: Mapping[str, int], dropped: int, source: str,
              frequencies: Mapping[str, float]) -> None:
        groups: dict[int, list[str]] = {}
        for word in dict.fromkeys(words):
            groups.setdefault(len(word), []).append(word)
        ranks = dict(ranks)

        def fetch(length: int) -> tuple[tuple[str, ...], dict[str, int]]:
            chosen = tuple(sorted(groups.get(length, ())))
            return chosen, {word: ranks[word] for word in chosen if word in ranks}

        self._setup({length: len(group) for length, group in groups.items()}, fetch, dropped, source,
                    lambda: min(ranks.values(), default=None), dict(frequencies).get if frequencies else None)

    @classmethod
    def lazy(cls, counts: Mapping[int, int], fetch: Fetch,
             *, dropped: int = 0, source: str = "<words>",
             lowest_rank: Callable[[], int | None] | None = None,
             frequency: Callable[[str], float | None] | None = None,
             pickled_as: tuple[Callable[..., Lexicon], tuple[object, ...]] | None = None,
             language: str | None = None, fold_table: Mapping[int, str] | None = None,
             variants: Mapping[str, tuple[str, ...]] | None = None) -> Lexicon:
        """A lexicon whose words of each length come from ``fetch(length)`` when first needed.

        *counts* maps each length to its number of words; ``fetch`` returns the
        words of a length (in any order) and their ranks, and may add a set of
        the same words to answer ``in`` with (see :data:`Fetch`). *lowest_rank*, when given,
        tells the smallest rank without loading every length; *frequency*, when
        given, answers :meth:`frequency`. *pickled_as*, ``(function, arguments)``,
        is how a pickle names this lexicon (by reference: the embedded dictionary
        is opened again, with its neighbour table, where it is unpickled), instead
        of its words. *language* is the words' language code; *fold_table* and
        *variants* are as :meth:`of_folded` takes them, but *variants* is kept as
        given, not copied: a mapping that reads a spelling when asked stays lazy.
        """
        lexicon = cls.__new__(cls)
        lexicon._setup(dict(counts), fetch, dropped, source, lowest_rank, frequency)
        object.__setattr__(lexicon, "_pickled_as", pickled_as)
        lexicon._speak(language, fold_table, variants, copy=False)
        return lexicon

    def with_words(self, extra: Iterable[str]) -> Lexicon:
        """A lexicon of these words and the words of *extra*; this one is left as it is.

        The new lexicon reads each length from this one when first touched, so
        adding a word or two to the embedded dictionary costs nothing up front.

        >>> bigger = Lexicon(["cat", "cot"]).with_words(["cut", "cat"])
        >>> bigger.words, len(bigger)
        (('cat', 'cot', 'cut'), 3)
        """
        added: dict[int, list[str]] = {}
        for word in sorted({self.fold(word) for word in fold_words(extra)[0]}):
            if word not in self:
                added.setdefault(len(word), []).append(word)
        if not added:
            return self
        counts = dict(self._counts)
        for length, words in added.items():
            counts[length] = counts.get(length, 0) + len(words)

        def fetch(length: int) -> tuple[tuple[str, ...], Mapping[str, int]]:
            base = self._shelf(length) if length in self._counts else Shelf((), {})
            return tuple(sorted((*base.words, *added.get(length, ())))), base.ranks

        names = ", ".join(word for words in added.values() for word in words)
        bigger = Lexicon.lazy(counts, fetch, dropped=self.dropped, source=f"{self.source} + {names}",
                              lowest_rank=lambda: self.lowest_rank, frequency=self._frequency)
        bigger._speak(self.language, self._fold_table, self._spellings.variants, copy=False)  # never changed: shared
        return bigger

    def _setup(self, counts: Mapping[int, int], fetch: Fetch,
               dropped: int, source: str, lowest_rank: Callable[[], int | None] | None = None,
               frequency: Callable[[str], float | None] | None = None) -> None:
        lock = threading.RLock()
        for name, value in (("source", source), ("dropped", dropped),
                            ("_counts", {n: c for n, c in sorted(counts.items()) if c}),
                            ("_fetch", fetch), ("_floor", lowest_rank), ("_shelves", {}),
                            ("_cache", LexiconCache(lock)), ("_lock", lock),
                            ("_frequency", frequency or _no_frequency), ("_pickled_as", None)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Lexicon is immutable; cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Lexicon is immutable; cannot delete {name!r}")

    def __len__(self) -> int:
        return sum(self._counts.values())

    def __contains__(self, word: object) -> bool:
        """Whether the list has *word*, folded as every query folds it (``"ÉTÉ" in make_lexicon(["été"])``)."""
        if not isinstance(word, str):
            return False
        if self._has(word):
            return True
        if _folded_already(word):  # the searches' misses end here, without folding
            return False
        folded = self.fold(word)
        return folded != word and self._has(folded)

    def _has(self, word: str) -> bool:
        shelf = self._shelves.get(len(word))
        if shelf is None:
            if len(word) not in self._counts:
                return False
            shelf = self._shelf(len(word))
        return word in shelf.members

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __repr__(self) -> str:
        return f"<Lexicon {self.source}: {len(self):,} words>"

    def __reduce__(self) -> tuple[Callable[..., Lexicon], tuple[object, ...]]:
        if self._pickled_as is not None:
            return self._pickled_as
        frequencies = {word: found for word in self.words if (found := self.frequency(word)) is not None}
        return (_unpickle, (self.words, self.ranks, self.dropped, self.source, frequencies, self.language,
                            self._fold_table, self._spellings.variants))

    def fold(self, text: str) -> str:
        """*text* in the form this lexicon keeps words in: stripped, lowercase, NFC, and its accents folded when
        the lexicon folds them (see :mod:`ladders.words.accents`). Every query folds the words it is given so.

        >>> from ladders.words.accents import fold_table
        >>> french = Lexicon.of_folded(["fete"], fold_table=fold_table("fr"), variants={"fete": ("fête",)})
        >>> french.fold(" FÊTE"), french.fold("fe\u0302te"), "Fête" in french, french.spelling("fete")
        ('fete', 'fete', True, 'fête')
        """
        word = normalise_word(text)
        table = self._fold_table
        return word if table is None or word.isascii() else word.translate(table)

    @property
    def accents(self) -> str:
        """The accent rule: ``"fold"`` when accented letters fold into plain ones, else ``"exact"``."""
        return "exact" if self._fold_table is None else "fold"

    def spellings(self, word: str) -> tuple[str, ...]:
        """Every real spelling of *word* (a word of this lexicon, in any form), the commonest first:
        ``("fête", "fêté", "fete")`` for French ``fete`` with accents folded; ``(word,)`` when it has no other."""
        return self._spellings.of(word, self.fold)

    def spelling(self, word: str) -> str:
        """The real spelling a reader is shown for *word*: its commonest (see :meth:`spellings`)."""
        spellings = self._spellings
        return spellings.of(word, self.fold)[0] if spellings.variants else word

    @property
    def cache(self) -> LexiconCache:
        """What searches learnt about this word list (indexes, neighbours, the word graph)."""
        return self._cache

    def clear_cache(self) -> None:
        """Forget what searches learnt about this word list (the words stay loaded)."""
        self._cache.clear()

    @property
    def words(self) -> tuple[str, ...]:
        """Every word, sorted (loads every length)."""
        return self._cache.get("words", lambda: tuple(sorted(
            word for length in self._counts for word in self.words_of_length(length))))

    @property
    def ranks(self) -> Mapping[str, int]:
        """Each ranked word's rank (loads every length; prefer :meth:`rank`)."""
        return self._cache.get("ranks", lambda: {
            word: rank for length in self._counts for word, rank in self._shelf(length).ranks.items()})

    @property
    def loaded_lengths(self) -> tuple[int, ...]:
        """The word lengths read into memory so far (work is done a length at a time)."""
        return tuple(sorted(self._shelves))

    @property
    def lowest_rank(self) -> int | None:
        """The smallest rank of any word (None when no word has one): a floor for rank-based costs."""
        if self._floor is not None:
            return self._cache.get("lowest_rank", self._floor)
        return self._cache.get("lowest_rank", lambda: min(self.ranks.values(), default=None))

    @property
    def lengths(self) -> tuple[int, ...]:
        """The word lengths present, ascending."""
        return tuple(self._counts)

    @property
    def alphabet(self) -> str:
        """Every letter used by the words, sorted (so any language works)."""
        return self._cache.get("alphabet", lambda: "".join(sorted(set().union(
            *(self._shelf(length).alphabet for length in self._counts)))))

    def rank(self, word: str) -> int | None:
        """How common *word* is (smaller is more common), or None when unknown; *word* is folded as queries fold it."""
        found = self._rank(word)
        if found is None and not _folded_already(word):
            folded = self.fold(word)
            if folded != word:
                return self._rank(folded)
        return found

    def _rank(self, word: str) -> int | None:
        shelf = self._shelves.get(len(word))
        if shelf is None:
            if len(word) not in self._counts:
                return None
            shelf = self._shelf(len(word))
        known = shelf.known_ranks  # a costed search asks the same words' ranks again and again
        if word in known:
            return known[word]
        found = known[word] = shelf.ranks.get(word)
        return found

    def frequency(self, word: str) -> float | None:
        """How often *word* is used, on the Zipf scale (log10 of uses per billion words), or None when unknown.

        The embedded dictionary's come from wordfreq (see :mod:`ladders.words.frequency`).
        """
        if not isinstance(word, str):
            return None
        if not self._has(word):
            if _folded_already(word):
                return None
            word = self.fold(word)
            if not self._has(word):
                return None
        return self._frequency(word)

    @property
    def has_frequencies(self) -> bool:
        """Whether the lexicon knows how often its words are used (the embedded dictionary does; a plain list not)."""
        return self._frequency is not _no_frequency

    def words_of_length(self, length: int) -> tuple[str, ...]:
        """The words with *length* letters, sorted."""
        if length not in self._counts:
            return ()
        return self._shelf(length).words

    def members_of_length(self, length: int) -> AbstractSet[str]:
        """The words with *length* letters, as a set (for fast membership tests)."""
        if length not in self._counts:
            return frozenset()
        return self._shelf(length).members

    def matches(self, pattern: str) -> tuple[str, ...]:
        """The words matching *pattern*, whose one ``?`` stands for any letter, sorted.

        A length's first patterns are resolved by trying each of its letters;
        once a length has been asked often enough to repay it, an index from
        pattern to words is built for it (once) and answers from then on.
        """
        length = len(pattern)
        if length not in self._counts:
            return ()
        shelf = self._shelves.get(length) or self._shelf(length)
        index = shelf.index
        if index is not None:
            return index.get(pattern, ())
        shelf.lookups += 1
        if shelf.lookups > shelf.build_after:
            return self.pattern_index(length).get(pattern, ())
        at = pattern.index(WILDCARD)
        head, tail, members = pattern[:at], pattern[at + 1:], shelf.members
        return tuple(word for letter in shelf.alphabet if (word := head + letter + tail) in members)

    def pattern_index(self, length: int) -> Mapping[str, tuple[str, ...]]:
        """Every substitution pattern of the *length*-letter words, mapped to the words matching it.

        Built once per length (whole-graph work wants it; single queries rarely do).
        """
        if length not in self._counts:
            return {}
        shelf = self._shelf(length)
        return self._cache.get("patterns", shelf.build_index, part=length)

    def memo(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """Deprecated (goes away in 0.3): searches keep what they learn in :attr:`cache`'s named entries."""
        warnings.warn("Lexicon.memo is deprecated; the lexicon's cache has named entries (Lexicon.cache)",
                      DeprecationWarning, stacklevel=2)
        return self._cache.keep(key, build)

    def cached(self, key: Hashable) -> Any:
        """Deprecated (goes away in 0.3): see :meth:`LexiconCache.peek <ladders.words.cache.LexiconCache.peek>`."""
        warnings.warn("Lexicon.cached is deprecated; the lexicon's cache has named entries (Lexicon.cache)",
                      DeprecationWarning, stacklevel=2)
        return self._cache.kept(key)

    def _shelf(self, length: int) -> Shelf:
        shelf = self._shelves.get(length)
        if shelf is None:
            with self._lock:
                shelf = self._shelves.get(length)
                if shelf is None:
                    shelf = self._shelves[length] = Shelf(*self._fetch(length))
        return shelf


def _folded(values: Mapping[str, Any] | None, kept: set[str]) -> dict[str, Any]:
    """*values* keyed by folded words, for the words of *kept* only."""
    folded = {normalise_word(word): value for word, value in (values or {}).items() if isinstance(word, str)}
    return {word: value for word, value in folded.items() if word in kept}


def _unpickle(words: tuple[str, ...], ranks: Mapping[str, int], dropped: int, source: str,
              frequencies: Mapping[str, float], language: str | None, fold_table: Mapping[int, str] | None,
              variants: Mapping[str, tuple[str, ...]]) -> Lexicon:
    """A pickled lexicon made again (see :meth:`Lexicon.__reduce__`)."""
    return Lexicon.of_folded(words, ranks, dropped, source, frequencies, language=language, fold_table=fold_table,
                             variants=variants)


def _no_frequency(word: str) -> None:
    return None


def _folded_already(word: str) -> bool:
    """Whether *word* is surely in folded form without folding it: lowercase ASCII letters only (a quick test).

    >>> _folded_already("cold"), _folded_already("Cold"), _folded_already(" cold"), _folded_already("été")
    (True, False, False, False)
    """
    return word.isascii() and word.isalpha() and word.islower()
