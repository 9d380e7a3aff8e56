"""Word lists: the :class:`Lexicon` record, its loaders and its lazy indexes.

A lexicon is an immutable, sorted set of words. Three loaders make one:
:func:`make_lexicon` from any iterable, :func:`load_lexicon` from a word file,
and :func:`default_lexicon` from the SCOWL dictionary shipped in the package.
The indexes a search needs (words grouped by length, wildcard patterns such as
``b?er`` mapped to the words they match) are built lazily, once, the first
time they are asked for, under a lock so that threads share one build.
"""

from __future__ import annotations

import os
import threading
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
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
    "SCOWL_SIZES",
    "DEFAULT_SIZE",
]

SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
"""The SCOWL size levels the embedded dictionary can be cut at (10 = most common)."""

DEFAULT_SIZE = 70
"""The embedded dictionary's default size: SCOWL's 'large' standard list."""

_DATA_FILE = os.path.join(os.path.dirname(__file__), "data", "scowl-words.txt")


@dataclass(frozen=True, slots=True, eq=False)
class Lexicon:
    """An immutable word list with lazily built search indexes.

    Build one with :func:`make_lexicon`, :func:`load_lexicon` or
    :func:`default_lexicon`; they normalise and sort the words.

    ``words`` is sorted and free of repeats; ``ranks`` maps a word to how
    common it is (smaller is more common; empty when unknown); ``dropped``
    counts the entries the loader refused as not words; ``source`` names
    where the words came from.

    >>> lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> len(lexicon), "cord" in lexicon, list(lexicon)[:2]
    (5, True, ['card', 'cold'])
    >>> lexicon.matches("c?rd")
    ('card', 'cord')
    """

    words: tuple[str, ...]
    ranks: Mapping[str, int] = field(default_factory=dict, repr=False)
    dropped: int = 0
    source: str = "<words>"
    _members: frozenset = field(init=False, repr=False)
    _memos: dict = field(init=False, repr=False)
    _lock: Any = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_members", frozenset(self.words))
        object.__setattr__(self, "_memos", {})
        object.__setattr__(self, "_lock", threading.RLock())

    def __len__(self) -> int:
        return len(self.words)

    def __contains__(self, word: object) -> bool:
        return word in self._members

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __repr__(self) -> str:
        return f"<Lexicon {self.source}: {len(self.words):,} words>"

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

    @property
    def alphabet(self) -> str:
        """Every letter used by the words, sorted (so any language works)."""
        return self.memo("alphabet", lambda: "".join(sorted(set("".join(self.words)))))

    def words_of_length(self, length: int) -> tuple[str, ...]:
        """The words with *length* letters, sorted."""
        return self.memo("by_length", self._group_by_length).get(length, ())

    @property
    def lengths(self) -> tuple[int, ...]:
        """The word lengths present, ascending."""
        return tuple(sorted(self.memo("by_length", self._group_by_length)))

    def matches(self, pattern: str) -> tuple[str, ...]:
        """The words matching *pattern*, whose one ``?`` stands for any letter.

        Resolved through an index built once per word length, the first time
        that length is asked for.
        """
        index = self.memo(("patterns", len(pattern)), lambda: self._pattern_index(len(pattern)))
        return index.get(pattern, ())

    def rank(self, word: str) -> int | None:
        """How common *word* is (smaller is more common), or None when unknown."""
        return self.ranks.get(word)

    def _group_by_length(self) -> dict[int, tuple[str, ...]]:
        groups: dict[int, list[str]] = {}
        for word in self.words:
            groups.setdefault(len(word), []).append(word)
        return {length: tuple(words) for length, words in groups.items()}

    def _pattern_index(self, length: int) -> dict[str, tuple[str, ...]]:
        index: dict[str, list[str]] = {}
        for word in self.words_of_length(length):
            for i in range(length):
                index.setdefault(word[:i] + WILDCARD + word[i + 1:], []).append(word)
        return {pattern: tuple(words) for pattern, words in index.items()}


def normalise_word(text: str) -> str:
    """Fold *text* to the form words are kept in: stripped, lowercase, Unicode NFC.

    Lowercasing (not ``str.casefold``) keeps letters such as German ``ß``.

    >>> normalise_word("  Straße ")
    'straße'
    """
    return unicodedata.normalize("NFC", text.strip().lower())


def is_word(text: str) -> bool:
    """True when *text* is made of letters only (in any alphabet).

    >>> is_word("veins"), is_word("don't"), is_word("r2d2"), is_word("")
    (True, False, False, False)
    """
    return text.isalpha()


def make_lexicon(
    words: Iterable[str], *, ranks: Mapping[str, int] | None = None, source: str = "<words>"
) -> Lexicon:
    """Build a :class:`Lexicon` from an iterable of words.

    Each entry is normalised (:func:`normalise_word`); entries that are not
    words are dropped and counted in ``dropped``; repeats are merged.

    >>> lexicon = make_lexicon(["Cat", "dog", "cat", "r2d2"])
    >>> lexicon.words, lexicon.dropped
    (('cat', 'dog'), 1)
    """
    kept: set[str] = set()
    dropped = 0
    for entry in words:
        if not isinstance(entry, str):
            raise TypeError(f"a word list holds strings, not {type(entry).__name__}: {entry!r}")
        word = normalise_word(entry)
        if is_word(word):
            kept.add(word)
        elif word:
            dropped += 1
    folded_ranks = {normalise_word(w): r for w, r in (ranks or {}).items()}
    return Lexicon(tuple(sorted(kept)), {w: r for w, r in folded_ranks.items() if w in kept}, dropped, source)


def load_lexicon(path: str | os.PathLike[str]) -> Lexicon:
    """Load a word file: one word per line, optionally ``word<TAB>rank``.

    Blank lines and lines starting with ``#`` are skipped; UTF-8 (with or
    without a byte-order mark) is read, and Latin-1 when the file is not UTF-8;
    CRLF line ends are fine. Entries that are not words are dropped and counted.

    Raises :class:`~ladders.errors.WordFileError` when the file is missing,
    unreadable, binary, or holds no words.
    """
    name = os.fspath(path)
    try:
        with open(name, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise WordFileError(f"cannot read word file {name!r}: {error.strerror or error}") from None
    if b"\0" in data:
        raise WordFileError(f"word file {name!r} looks binary (it contains NUL bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    entries: list[str] = []
    ranks: dict[str, int] = {}
    for line in text.splitlines():
        entry, _, rank = line.strip().partition("\t")
        if not entry or entry.startswith("#"):
            continue
        entries.append(entry)
        if rank.strip().isdigit():
            ranks[entry] = int(rank)
    lexicon = make_lexicon(entries, ranks=ranks, source=name)
    if not lexicon.words:
        raise WordFileError(
            f"word file {name!r} holds no words"
            + (f" ({lexicon.dropped:,} entries were not words)" if lexicon.dropped else "")
        )
    return lexicon


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
    at = bisect_left(lexicon.words, word)
    nearby = lexicon.words[max(0, at - limit // 2): at + limit - limit // 2]
    return tuple(w for w in nearby if w[:2] == word[:2])


def _read_embedded(size: int) -> Lexicon:
    """Read the SCOWL blocks up to *size* from the packaged data file."""
    with open(_DATA_FILE, "rb") as handle:
        data = handle.read()
    larger = [s for s in SCOWL_SIZES if s > size]
    if larger:
        data = data[: data.index(b"@%d\n" % larger[0])]
    words: list[str] = []
    ranks: dict[str, int] = {}
    for block in data.decode("ascii").split("@")[1:]:
        level, *block_words = block.split()
        ranks.update(dict.fromkeys(block_words, int(level)))
        words += block_words
    words.sort()
    return Lexicon(tuple(words), ranks, 0, f"SCOWL size {size}")
