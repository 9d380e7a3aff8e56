"""Loaders: make a :class:`~ladders.lexicon.Lexicon` from an iterable, a word file, or the embedded dictionary.

Every loader folds words to one form (:func:`normalise_word`), keeps only
words (:func:`is_word`) and counts what it dropped. The embedded dictionary
is SCOWL, shipped in ``ladders/data``; it is read lazily, a word length at a
time, once per process.
"""

from __future__ import annotations

import codecs
import os
import threading
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Mapping

from .edits import deletions, insertions, substitutions, transpositions
from .errors import WordFileError
from .lexicon import Lexicon

__all__ = [
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
    """Up to *limit* words of *lexicon* near *word*, commonest first: one edit away, else two.

    An edit is a change, insertion, deletion or swap of letters. Failing
    those, the words sharing the longest prefix (two letters at least) with *word*.

    >>> words = make_lexicon(["bear", "beer", "deer", "wine", "bead"])
    >>> suggest_words(words, "beor"), suggest_words(words, "wnue")
    (('bear', 'beer'), ('wine',))
    """
    from .metrics import damerau_neighbours  # imported on use: the metrics build on this module

    near: set[str] = set()
    if len(word) <= MAX_WORD_LENGTH:
        near = set(damerau_neighbours(word, lexicon))
    if not near and len(word) <= 12:
        alphabet = lexicon.alphabet
        steps = {*deletions(word), *transpositions(word), *substitutions(word, alphabet), *insertions(word, alphabet)}
        near = {found for step in steps for found in damerau_neighbours(step, lexicon)}
    if near:
        return tuple(sorted(near, key=lambda w: (lexicon.rank(w) or 10**9, w))[:limit])
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
