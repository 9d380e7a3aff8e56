"""Word lists: the :class:`Lexicon` record, its loaders and its lazy indexes.

A lexicon is an immutable, sorted set of words. Three loaders make one:
:func:`make_lexicon` from any iterable, :func:`load_lexicon` from a word file,
and :func:`default_lexicon` from the SCOWL dictionary shipped in the package.
The indexes a search needs (words grouped by length, wildcard patterns such as
``b?er`` mapped to the words they match) are built lazily, once, the first
time they are asked for, under a lock so that threads share one build.
"""

from __future__ import annotations

import codecs
import os
import threading
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from typing import Any

from .edits import WILDCARD, deletions, insertions, substitutions, transpositions
from .errors import WordFileError

__all__ = [
    "Lexicon",
    "make_lexicon",
    "load_lexicon",
    "default_lexicon",
    "normalise_word",
    "is_word",
    "suggest_words",
    "MAX_WORD_LENGTH",
    "SCOWL_SIZES",
    "DEFAULT_SIZE",
]

SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
"""The SCOWL size levels the embedded dictionary can be cut at (10 = most common)."""

DEFAULT_SIZE = 70
"""The embedded dictionary's default size: SCOWL's 'large' standard list."""

MAX_WORD_LENGTH = 100
"""The longest entry taken as a word; longer ones are dropped (edit distances grow as its square)."""

_DATA_FILE = os.path.join(os.path.dirname(__file__), "data", "scowl-words.txt")


class Lexicon:
    """An immutable word list, loaded and indexed lazily, one word length at a time.

    Build one with :func:`make_lexicon`, :func:`load_lexicon` or
    :func:`default_lexicon`; they normalise the words. ``words`` is every word,
    sorted; ``ranks`` maps a word to how common it is (smaller is more common;
    empty when unknown); ``dropped`` counts the entries a loader refused as not
    words; ``source`` names where the words came from.

    Work is done per word length, when a length is first touched: the embedded
    dictionary reads only the lengths a query needs, so memory grows with what
    a query touches, not with the whole dictionary.

    >>> lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> len(lexicon), "cord" in lexicon, list(lexicon)[:2]
    (5, True, ['card', 'cold'])
    >>> lexicon.matches("c?rd")
    ('card', 'cord')
    """

    __slots__ = ("source", "dropped", "_counts", "_fetch", "_floor", "_shelves", "_memos", "_lock")

    def __init__(self, words: Iterable[str] = (), ranks: Mapping[str, int] | None = None,
                 dropped: int = 0, source: str = "<words>") -> None:
        groups: dict[int, list[str]] = {}
        for word in dict.fromkeys(words):
            groups.setdefault(len(word), []).append(word)
        ranks = dict(ranks or {})

        def fetch(length: int) -> tuple[tuple[str, ...], dict[str, int]]:
            chosen = tuple(sorted(groups.get(length, ())))
            return chosen, {word: ranks[word] for word in chosen if word in ranks}

        self._setup({length: len(group) for length, group in groups.items()}, fetch, dropped, source,
                    lambda: min(ranks.values(), default=None))

    @classmethod
    def lazy(cls, counts: Mapping[int, int], fetch: Callable[[int], tuple[tuple[str, ...], dict[str, int]]],
             *, dropped: int = 0, source: str = "<words>",
             lowest_rank: Callable[[], int | None] | None = None) -> Lexicon:
        """A lexicon whose words of each length come from ``fetch(length)`` when first needed.

        *counts* maps each length to its number of words; ``fetch`` returns the
        sorted words of a length and their ranks. *lowest_rank*, when given,
        tells the smallest rank without loading every length.
        """
        lexicon = cls.__new__(cls)
        lexicon._setup(dict(counts), fetch, dropped, source, lowest_rank)
        return lexicon

    def with_words(self, extra: Iterable[str]) -> Lexicon:
        """A lexicon of these words and the words of *extra*; this one is left as it is.

        The new lexicon reads each length from this one when first touched, so
        adding a word or two to the embedded dictionary costs nothing up front.

        >>> bigger = make_lexicon(["cat", "cot"]).with_words(["cut", "cat"])
        >>> bigger.words, len(bigger)
        (('cat', 'cot', 'cut'), 3)
        """
        added: dict[int, list[str]] = {}
        for word in sorted(set(extra)):
            if word not in self:
                added.setdefault(len(word), []).append(word)
        if not added:
            return self
        counts = dict(self._counts)
        for length, words in added.items():
            counts[length] = counts.get(length, 0) + len(words)

        def fetch(length: int) -> tuple[tuple[str, ...], dict[str, int]]:
            base = self._shelf(length) if length in self._counts else _Shelf((), {})
            return tuple(sorted((*base.words, *added.get(length, ())))), base.ranks

        names = ", ".join(word for words in added.values() for word in words)
        return Lexicon.lazy(counts, fetch, dropped=self.dropped, source=f"{self.source} + {names}",
                            lowest_rank=lambda: self.lowest_rank)

    def _setup(self, counts, fetch, dropped, source, lowest_rank=None) -> None:
        for name, value in (("source", source), ("dropped", dropped),
                            ("_counts", {n: c for n, c in sorted(counts.items()) if c}),
                            ("_fetch", fetch), ("_floor", lowest_rank), ("_shelves", {}), ("_memos", {}),
                            ("_lock", threading.RLock())):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Lexicon is immutable; cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Lexicon is immutable; cannot delete {name!r}")

    def __len__(self) -> int:
        return sum(self._counts.values())

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
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

    def __reduce__(self):
        return (Lexicon, (self.words, self.ranks, self.dropped, self.source))

    @property
    def words(self) -> tuple[str, ...]:
        """Every word, sorted (loads every length)."""
        return self.memo("words", lambda: tuple(sorted(
            word for length in self._counts for word in self.words_of_length(length))))

    @property
    def ranks(self) -> Mapping[str, int]:
        """Each ranked word's rank (loads every length; prefer :meth:`rank`)."""
        return self.memo("ranks", lambda: {
            word: rank for length in self._counts for word, rank in self._shelf(length).ranks.items()})

    @property
    def loaded_lengths(self) -> tuple[int, ...]:
        """The word lengths read into memory so far (work is done a length at a time)."""
        return tuple(sorted(self._shelves))

    @property
    def lowest_rank(self) -> int | None:
        """The smallest rank of any word (None when no word has one): a floor for rank-based costs."""
        if self._floor is not None:
            return self.memo("lowest_rank", self._floor)
        return self.memo("lowest_rank", lambda: min(self.ranks.values(), default=None))

    @property
    def lengths(self) -> tuple[int, ...]:
        """The word lengths present, ascending."""
        return tuple(self._counts)

    @property
    def alphabet(self) -> str:
        """Every letter used by the words, sorted (so any language works)."""
        return self.memo("alphabet", lambda: "".join(sorted(set().union(
            *(self._shelf(length).alphabet for length in self._counts)))))

    def rank(self, word: str) -> int | None:
        """How common *word* is (smaller is more common), or None when unknown."""
        if len(word) not in self._counts:
            return None
        return self._shelf(len(word)).ranks.get(word)

    def words_of_length(self, length: int) -> tuple[str, ...]:
        """The words with *length* letters, sorted."""
        if length not in self._counts:
            return ()
        return self._shelf(length).words

    def members_of_length(self, length: int) -> frozenset[str]:
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
        return self.memo(("patterns", length), shelf.build_index)

    def memo(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """Return the value cached under *key*, calling ``build()`` once to make it.

        Searches keep what they learn about this word list here (indexes,
        neighbour tables). Thread-safe: concurrent first calls build once.
        """
        try:
            return self._memos[key]
        except KeyError:
            with self._lock:
                if key not in self._memos:
                    self._memos[key] = build()
                return self._memos[key]

    def cached(self, key: Hashable) -> Any:
        """The value :meth:`memo` keeps under *key*, or None when nothing has built it yet."""
        return self._memos.get(key)

    def _shelf(self, length: int) -> _Shelf:
        shelf = self._shelves.get(length)
        if shelf is None:
            with self._lock:
                shelf = self._shelves.get(length)
                if shelf is None:
                    shelf = self._shelves[length] = _Shelf(*self._fetch(length))
        return shelf


class _Shelf:
    """The words of one length: sorted, as a set, their ranks, letters, and a lazy pattern index."""

    __slots__ = ("words", "members", "ranks", "alphabet", "index", "lookups", "build_after")

    def __init__(self, words: tuple[str, ...], ranks: dict[str, int]) -> None:
        self.words, self.members, self.ranks = words, frozenset(words), ranks
        self.alphabet = "".join(sorted(set("".join(words))))
        self.index: dict[str, tuple[str, ...]] | None = None
        self.lookups = 0
        # Trying every letter costs about len(alphabet) set lookups a pattern; the
        # index costs about one insertion per letter of every word: build it once
        # the lookups have cost about as much as building would.
        self.build_after = (len(words) * (len(words[0]) if words else 1)) // max(len(self.alphabet), 1)

    def build_index(self) -> dict[str, tuple[str, ...]]:
        index: dict[str, list[str]] = {}
        for word in self.words:
            for i in range(len(word)):
                index.setdefault(word[:i] + WILDCARD + word[i + 1:], []).append(word)
        self.index = {pattern: tuple(words) for pattern, words in index.items()}
        return self.index


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


def make_lexicon(
    words: Iterable[str], *, ranks: Mapping[str, int] | None = None, source: str = "<words>"
) -> Lexicon:
    """Build a :class:`Lexicon` from an iterable of words.

    Each entry is normalised (:func:`normalise_word`); entries that are not
    words are dropped and counted in ``dropped``; repeats are merged.

    >>> lexicon = make_lexicon(["Cat", "dog", "cat", "r2d2"])
    >>> lexicon.words, lexicon.dropped
    (('cat', 'dog'), 1)

    Raises ``TypeError`` when *words* is a string or holds something else than strings.
    """
    if isinstance(words, (str, bytes)) or not isinstance(words, Iterable):
        raise TypeError(f"make_lexicon takes an iterable of words (load_lexicon reads a file), "
                        f"not {type(words).__name__}")
    kept, dropped = _fold(words)
    folded_ranks = {normalise_word(w): r for w, r in (ranks or {}).items()}
    return Lexicon(tuple(sorted(kept)), {w: r for w, r in folded_ranks.items() if w in kept}, dropped, source)


def _fold(entries: Iterable[str]) -> tuple[set[str], int]:
    """The words among *entries*, normalised, and how many entries were not words."""
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


def load_lexicon(
    path: str | os.PathLike[str], *, progress: Callable[[int, int], object] | None = None
) -> Lexicon:
    """Load a word file: one word per line, optionally ``word<TAB>rank``.

    Blank lines and lines starting with ``#`` are skipped; UTF-8 (with or
    without a byte-order mark) is read, UTF-16 when a byte-order mark says so,
    and Latin-1 when the file is not UTF-8; CRLF and CR line ends are fine.
    Entries that are not words are dropped and counted in ``dropped``;
    repeats are merged. The file is read a chunk at a time, so memory grows
    with the distinct words kept, not with the file's size.

    *progress*, when given, is called as ``progress(bytes_read, bytes_total)``
    after each chunk (``bytes_total`` is 0 when the size is unknown); this
    function never prints.

    Raises :class:`~ladders.errors.WordFileError` when the file is missing,
    unreadable, binary, or holds no words.
    """
    if not isinstance(path, (str, bytes, os.PathLike)):
        raise TypeError(f"path must be a file name, not {type(path).__name__}")
    name = os.fsdecode(path)
    ranks: dict[str, int] = {}
    try:
        with open(name, "rb") as handle:
            total = os.fstat(handle.fileno()).st_size
            head = handle.peek(4)[:4]
            utf16 = head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) and head != codecs.BOM_UTF32_LE
            try:
                encoding = "utf-16" if utf16 else "utf-8-sig"
                kept, dropped = _fold(_entries(_file_lines(handle, encoding, name, total, progress), ranks))
            except UnicodeDecodeError:
                if utf16 or not handle.seekable():
                    raise WordFileError(f"word file {name!r} is not valid {'UTF-16' if utf16 else 'UTF-8'}") from None
                handle.seek(0)
                ranks.clear()
                kept, dropped = _fold(_entries(_file_lines(handle, "latin-1", name, total, progress), ranks))
    except OSError as error:
        raise WordFileError(f"cannot read word file {name!r}: {error.strerror or error}") from None
    if not kept:
        raise WordFileError(
            f"word file {name!r} holds no words"
            + (f" ({dropped:,} entries were not words)" if dropped else "")
        )
    folded_ranks = {normalise_word(w): r for w, r in ranks.items()}
    return Lexicon(tuple(sorted(kept)), {w: r for w, r in folded_ranks.items() if w in kept}, dropped, name)


_CHUNK = 1 << 18
"""Bytes a word file is read in at a time."""

_LONGEST_LINE = 1 << 12
"""Characters kept of an unending line (it is not a word anyway; this bounds memory)."""


def _file_lines(handle, encoding: str, name: str, total: int,
                progress: Callable[[int, int], object] | None) -> Iterator[str]:
    """The lines of a binary file, decoded a chunk at a time (lazy)."""
    decoder = codecs.getincrementaldecoder(encoding)()
    done, tail = 0, ""
    while True:
        chunk = handle.read(_CHUNK)
        text = tail + decoder.decode(chunk, final=not chunk)
        if "\0" in text:
            raise WordFileError(f"word file {name!r} looks binary (it contains NUL bytes)")
        lines = text.splitlines(keepends=True)
        tail = ""
        if chunk and lines and lines[-1].splitlines()[0] == lines[-1]:
            tail = lines.pop()[:_LONGEST_LINE]
        yield from lines
        if not chunk:
            return
        done += len(chunk)
        if progress is not None:
            progress(done, max(total, done))


def _entries(lines: Iterable[str], ranks: dict[str, int]) -> Iterator[str]:
    """The entries of a word file's lines (no blanks or comments), noting ranks after a tab."""
    for line in lines:
        entry, _, rank = line.strip().partition("\t")
        if not entry or entry.startswith("#"):
            continue
        rank = rank.strip()
        if rank.isdecimal() and len(rank) < 19:
            ranks[entry] = int(rank)
        yield entry


_defaults: dict[int, Lexicon] = {}
_defaults_lock = threading.Lock()


def default_lexicon(size: int = DEFAULT_SIZE) -> Lexicon:
    """The embedded SCOWL dictionary up to *size*, loaded once per process.

    *size* is a SCOWL level (see :data:`SCOWL_SIZES`): 35 is small, 70 (the
    default, about 111,000 words) is large, 95 is everything (about 425,000).
    Each word's rank is the smallest level that lists it.

    >>> "veins" in default_lexicon(), default_lexicon().rank("cat")
    (True, 10)
    """
    if size not in SCOWL_SIZES:
        raise ValueError(f"size must be one of {', '.join(map(str, SCOWL_SIZES))}, not {size!r}")
    with _defaults_lock:
        if size not in _defaults:
            _defaults[size] = _read_embedded(size)
        return _defaults[size]


def suggest_words(lexicon: Lexicon, word: str, limit: int = 5) -> tuple[str, ...]:
    """Up to *limit* words of *lexicon* near *word*: one edit away, commonest first.

    Falls back to the words sharing the longest prefix with *word*.

    >>> suggest_words(make_lexicon(["bear", "beer", "deer", "wine"]), "beor")
    ('bear', 'beer')
    """
    if len(word) <= 40:
        alphabet = lexicon.alphabet
        candidates = (*deletions(word), *transpositions(word),
                      *substitutions(word, alphabet), *insertions(word, alphabet))
        near = sorted({c for c in candidates if c in lexicon},
                      key=lambda w: (lexicon.rank(w) or 10**9, w))
        if near:
            return tuple(near[:limit])
    words = lexicon.words
    at = bisect_left(words, word)
    around = words[max(0, at - limit): at + limit]
    shared = {w: len(os.path.commonprefix((w, word))) for w in around}
    longest = max(shared.values(), default=0)
    if longest < min(2, len(word)):
        return ()
    return tuple(w for w in around if shared[w] == longest)[:limit]


def _read_embedded(size: int) -> Lexicon:
    """Open the packaged data file's index; each word length is read when first needed."""
    with open(_DATA_FILE, "rb") as handle:
        handle.readline()
        levels = [int(level) for level in handle.readline().split()]
        entries = [entry.split(b":") for entry in handle.readline().split()]
        body_start = handle.tell()
    keep = sum(level <= size for level in levels)
    counts, sections = {}, {}
    for length, offset, level_counts in entries:
        per_level = [int(count) for count in level_counts.split(b",")]
        counts[int(length)] = sum(per_level[:keep])
        sections[int(length)] = (body_start + int(offset), per_level[:keep])

    def fetch(length: int) -> tuple[tuple[str, ...], dict[str, int]]:
        offset, per_level = sections[length]
        with open(_DATA_FILE, "rb") as handle:
            handle.seek(offset)
            data = handle.read(sum(per_level) * (length + 1))
        words = data.decode("ascii").split("\n", sum(per_level))[: sum(per_level)]
        ranks: dict[str, int] = {}
        at = 0
        for level, count in zip(levels, per_level):
            ranks.update(dict.fromkeys(words[at: at + count], level))
            at += count
        return tuple(sorted(words)), ranks

    kept_levels = [level for k, level in enumerate(levels[:keep])
                   if any(int(entry[2].split(b",")[k]) for entry in entries)]
    return Lexicon.lazy(counts, fetch, source=f"SCOWL size {size}", lowest_rank=lambda: min(kept_levels, default=None))
