"""Loaders: make a :class:`~ladders.words.lexicon.Lexicon` from an iterable of words or a word file.

Every loader folds words to one form (:func:`~ladders.words.normalise.normalise_word`),
keeps only words (:func:`~ladders.words.normalise.is_word`) and counts what it
dropped. The embedded dictionary is loaded by :mod:`ladders.words.embedded`.

Longer than most: reading a word file safely (a regular file within the cap, read a chunk at a time, in one of
three encodings) and ranking what it holds (by the file's ranks, or by a language's frequencies, folded and with
its capitals) are the two halves of :func:`load_lexicon`; the reading half would split into a module of its own.
"""

from __future__ import annotations

import codecs
import io
import math
import os
import stat
import unicodedata
from collections.abc import Callable, Container, Iterable, Iterator, Mapping
from typing import BinaryIO

from ..errors import WordFileError
from .accents import check_rule, fold_table
from .lexicon import Lexicon
from .normalise import fold_words, normalise_word

__all__ = ["make_lexicon", "load_lexicon", "fold_spellings", "MAX_WORD_FILE_BYTES"]

MAX_WORD_FILE_BYTES = 64_000_000
"""The largest word file read, in bytes (64 MB): ten times the largest list we know (SCOWL's 95, Debian's
wdutch: about 5 MB each). A larger file, or one that grows past it while it is read, is refused in one line."""


def make_lexicon(
    words: Iterable[str], *, ranks: Mapping[str, int] | None = None, source: str = "<words>",
    frequencies: Mapping[str, float] | None = None,
) -> Lexicon:
    """Build a :class:`Lexicon` from an iterable of words (the same as ``Lexicon(words, ranks, source=source)``).

    Each entry is normalised (:func:`~ladders.words.normalise.normalise_word`);
    entries that are not words are dropped and counted in ``dropped``;
    repeats are merged. *ranks* (smaller is more common) and *frequencies*
    (Zipf scale, see :meth:`Lexicon.frequency`) map words to how common they are.

    >>> lexicon = make_lexicon(["Cat", "dog", "cat", "r2d2"])
    >>> lexicon.words, lexicon.dropped
    (('cat', 'dog'), 1)

    Raises ``TypeError`` when *words* is a string or holds something else than strings.
    """
    return Lexicon(words, ranks, source=source, frequencies=frequencies)


def load_lexicon(
    path: str | os.PathLike[str], *, progress: Callable[[int, int], object] | None = None,
    language: str | None = None, accents: str = "exact",
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

    *language* (a code such as ``"fr"``) ranks the words by their frequency in
    that language, from wordfreq, at load time: ``lexicon.frequency(word)`` is
    the Zipf frequency and the rank is :func:`~ladders.words.frequency.zipf_rank`
    of it (these replace ranks given in the file). It needs the ``freq`` extra
    (``pip install 'ladders[freq]'``).

    *accents* is the accent rule (:mod:`ladders.words.accents`): ``"exact"``
    keeps every accented letter as a letter of its own; ``"fold"`` keeps each
    word under its folded form (the language's fold, English's for a plain
    list), ranked by all its spellings together, and remembers the spellings
    (:meth:`~ladders.words.lexicon.Lexicon.spellings`), the commonest first.
    With *language*, the spellings also keep the capitals the list gives a
    word (German ``haus`` is *Haus*; a word the list writes both ways shows
    in lowercase first, then with the fewest capitals): a reader is shown a
    word as its list writes it.

    Only a regular file is read, of at most :data:`MAX_WORD_FILE_BYTES`: a
    named pipe, a directory or a device is refused before anything is read
    from it (a pipe would wait for a writer for ever).

    Raises :class:`~ladders.errors.WordFileError` when the file is missing,
    unreadable, not a regular file, larger than the cap, binary, or holds no
    words, and :class:`~ladders.errors.FrequencyError`
    when *language* is given but wordfreq is missing or does not know it.
    """
    table = fold_table(language or "en") if check_rule(accents) == "fold" else None
    if language is not None:
        from .frequency import language_frequencies  # checked first: no file is read for a bad language
        language_frequencies((), language)
    if not isinstance(path, (str, bytes, os.PathLike)):
        raise TypeError(f"path must be a file name, not {type(path).__name__}")
    name = os.fsdecode(path)
    kept, dropped, ranks, cased = _read_words(name, progress, capitals=language is not None)
    if not kept:
        raise WordFileError(
            f"word file {name!r} holds no words"
            + (f" ({dropped:,} entries were not words)" if dropped else "")
        )
    if language is not None:
        return _ranked_by_language(kept, dropped, name, language, table, cased)
    return _ranked_by_file(kept, dropped, name, ranks, table)


def _ranked_by_file(kept: set[str], dropped: int, name: str, ranks: Mapping[str, int],
                    table: Mapping[int, str] | None) -> Lexicon:
    """The lexicon of a list of one's own: ranked by the ranks the file gives; with *table*, each folded form
    under its spellings' best rank."""
    folded_ranks = {normalise_word(w): r for w, r in ranks.items()}
    if table is None:
        return Lexicon.of_folded(kept, {w: r for w, r in folded_ranks.items() if w in kept}, dropped, name)
    variants = fold_spellings(kept, table, lambda word: folded_ranks.get(word, 1 << 62))
    ranked = {key: rank for key, spellings in variants.items()
              if (rank := min((folded_ranks[s] for s in spellings if s in folded_ranks), default=None)) is not None}
    return Lexicon.of_folded(variants, ranked, dropped, name, fold_table=table,
                             variants={key: found for key, found in variants.items() if found != (key,)})


def _read_words(name: str, progress: Callable[[int, int], object] | None, *,
                capitals: bool) -> tuple[set[str], int, dict[str, int], _Cased | None]:
    """The words of the word file *name*, folded; how many entries were not words; the ranks the file gives after
    a tab; and, with *capitals*, the spellings with capitals (a language's list keeps its capitals).

    UTF-16 when a byte-order mark says so, else UTF-8, else (read again from the start) Latin-1.
    """
    try:
        with _open_word_file(name) as handle:
            total = os.fstat(handle.fileno()).st_size
            head = handle.peek(4)[:4]
            utf16 = head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) and head != codecs.BOM_UTF32_LE
            try:
                return _decoded_words(handle, "utf-16" if utf16 else "utf-8-sig", name, total, progress, capitals)
            except UnicodeDecodeError:
                if utf16 or not handle.seekable():
                    raise WordFileError(f"word file {name!r} is not valid {'UTF-16' if utf16 else 'UTF-8'}") from None
                handle.seek(0)
                return _decoded_words(handle, "latin-1", name, total, progress, capitals)
    except OSError as error:
        raise WordFileError(f"cannot read word file {name!r}: {error.strerror or error}") from None


def _decoded_words(handle: BinaryIO, encoding: str, name: str, total: int,
                   progress: Callable[[int, int], object] | None,
                   capitals: bool) -> tuple[set[str], int, dict[str, int], _Cased | None]:
    """One reading of the word file as *encoding*: what :func:`_read_words` returns."""
    ranks: dict[str, int] = {}
    cased: _Cased | None = ({}, set()) if capitals else None
    kept, dropped = fold_words(_entries(_file_lines(handle, encoding, name, total, progress), ranks, cased))
    return kept, dropped, ranks, cased


def _ranked_by_language(kept: set[str], dropped: int, name: str, language: str, table: Mapping[int, str] | None,
                        cased: _Cased | None) -> Lexicon:
    """The lexicon of a language's list: ranked by wordfreq's frequencies, its spellings (folded under *table*
    when it is given) with the capitals the list gives them."""
    from .frequency import language_frequencies, zipf_rank  # the freq extra's wordfreq, imported on use
    frequencies = language_frequencies(kept, language)
    variants: dict[str, tuple[str, ...]] = {}
    if table is not None:
        variants = fold_spellings(kept, table, lambda word: -frequencies.get(word, 0.0))
        frequencies = _summed(frequencies, variants)
        kept = set(variants)
    if cased is not None:
        variants = _with_capitals(variants, kept, table, cased)
    ranks = {word: zipf_rank(round(frequencies.get(word, 0) * 100)) for word in kept}
    return Lexicon.of_folded(kept, ranks, dropped, name, frequencies, language=language, fold_table=table,
                             variants={key: found for key, found in variants.items() if found != (key,)})


def _open_word_file(name: str) -> io.BufferedReader:
    """The word file *name* opened to read bytes, once it is known to be a regular file no larger than the cap.

    It is looked at before it is opened (opening a named pipe waits for a
    writer, and opening a device may act on it), and again once open, in case
    it was swapped in between; opened without waiting (``O_NONBLOCK``).
    """
    _check_word_file(name, os.stat(name))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(name, flags)
    try:
        _check_word_file(name, os.fstat(descriptor))
        return io.open(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def _check_word_file(name: str, found: os.stat_result) -> None:
    if not stat.S_ISREG(found.st_mode):
        kind = next((kind for test, kind in _KINDS if test(found.st_mode)), "not a regular file")
        raise WordFileError(f"cannot read word file {name!r}: it is {kind}, not a file of words")
    if found.st_size > MAX_WORD_FILE_BYTES:
        raise _too_large(name)


def _too_large(name: str) -> WordFileError:
    return WordFileError(f"word file {name!r} is over {MAX_WORD_FILE_BYTES:,} bytes, more than any word list "
                         "needs (the largest we know is 5 MB); it is not read")


def fold_spellings(words: Iterable[str], table: Mapping[int, str],
                   order: Callable[[str], float]) -> dict[str, tuple[str, ...]]:
    """Each folded form of *words* (folded by the ``str.translate`` *table*) and its spellings, in the order
    *order* gives (smallest first; ties alphabetical).

    >>> from ladders.words.accents import fold_table
    >>> sorted(fold_spellings(["fête", "fete", "été"], fold_table("fr"), lambda word: 0).items())
    [('ete', ('été',)), ('fete', ('fete', 'fête'))]
    """
    grouped: dict[str, list[str]] = {}
    for word in words:
        key = word if word.isascii() else word.translate(table)
        found = grouped.get(key)
        if found is None:
            grouped[key] = [word]
        else:
            found.append(word)
    return {key: tuple(spellings) if len(spellings) == 1 else
            tuple(sorted(spellings, key=lambda word: (order(word), word))) for key, spellings in grouped.items()}


def _summed(frequencies: Mapping[str, float], variants: Mapping[str, tuple[str, ...]]) -> dict[str, float]:
    """The Zipf frequency of each folded word: its spellings' uses added up."""
    summed = {}
    for key, spellings in variants.items():
        if len(spellings) == 1:
            if spellings[0] in frequencies:
                summed[key] = frequencies[spellings[0]]
            continue
        uses = sum(10 ** frequencies[word] for word in spellings if word in frequencies)
        if uses:
            summed[key] = math.log10(uses)
    return summed


_CHUNK = 1 << 18
"""Bytes a word file is read in at a time."""


_LONGEST_LINE = 1 << 12
"""Characters kept of an unending line (it is not a word anyway; this bounds memory)."""


def _file_lines(handle: BinaryIO, encoding: str, name: str, total: int,
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
        if done > MAX_WORD_FILE_BYTES:  # it grew while it was read, or said it was empty (as /proc's files do)
            raise _too_large(name)
        if progress is not None:
            progress(done, max(total, done))


_Cased = tuple[dict[str, list[str]], set[str]]
"""A language's list's capitals, noted as it is read: each word's spellings with a capital (``Haus``, ``VAN``) by
the word as kept (``haus``, ``van``), and the entries written all in lowercase (``van``)."""


def _entries(lines: Iterable[str], ranks: dict[str, int], cased: _Cased | None = None) -> Iterator[str]:
    """The entries of a word file's lines (no blanks or comments), noting ranks after a tab, and into *cased* the
    spellings with capitals."""
    for line in lines:
        entry, _, rank = line.strip().partition("\t")
        if not entry or entry.startswith("#"):
            continue
        rank = rank.strip()
        if rank.isdecimal() and len(rank) < 19:
            ranks[entry] = int(rank)
        if cased is not None:
            if entry.lower() == entry:
                cased[1].add(entry)
            else:
                cased[0].setdefault(normalise_word(entry), []).append(unicodedata.normalize("NFC", entry))
        yield entry


def _with_capitals(variants: dict[str, tuple[str, ...]], kept: Container[str], table: Mapping[int, str] | None,
                   cased: _Cased) -> dict[str, tuple[str, ...]]:
    """*variants* with the capitals of the list: a spelling the list gives only with capitals in their place
    (German ``haus`` is *Haus*), after it when the list has it in lowercase too (Dutch ``van``, then *VAN*), the
    fewest capitals first; a spelling in capitals comes after every other (Portuguese *sós*, then *SOS*, however
    often each is used).

    >>> _with_capitals({}, {"haus", "van", "tag"}, None, ({"haus": ["Haus"], "van": ["VAN"]}, {"van", "tag"}))
    {'haus': ('Haus',), 'van': ('van', 'VAN')}
    """
    capitals, lowercase = cased
    touched = {key for spelling in capitals
               if (key := spelling if table is None or spelling.isascii() else spelling.translate(table)) in kept}
    for key in sorted(touched):
        spelt = [shown for spelling in variants.get(key, (key,))
                 for shown in ((spelling,) if spelling in lowercase or spelling not in capitals else ())
                 + tuple(sorted(capitals.get(spelling, ()), key=_capitals))]
        variants[key] = tuple(sorted(spelt, key=lambda spelling: _capitals(spelling) > 1))  # SOS after sós
    return variants


def _capitals(spelling: str) -> int:
    """How many capitals *spelling* has: a word is shown with the fewest its list gives it (*Latex* before *LaTeX*)."""
    return sum(letter.isupper() for letter in spelling)


