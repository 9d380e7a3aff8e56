"""A language's word list, built once per machine: kept in the user's cache folder as plain arrays, memory-mapped.

Reading Debian's French list, ranking its 346,205 words by wordfreq and
folding their accents takes about 2 s of CPU. :func:`stored_lexicon` does it
once and keeps the result in :func:`cache_folder` (``$XDG_CACHE_HOME/ladders``,
else ``~/.cache/ladders``; ``~/Library/Caches/ladders`` on macOS,
``%LOCALAPPDATA%\\ladders\\Cache`` on Windows), one file per list and accent
rule. Later processes map the file and read a word length only when a query
touches it, as the embedded dictionary does: no pickle, nothing parsed up
front but a one-line header.

A stored list is keyed by the word file's SHA-256, wordfreq's version (the
frequency data) and the accent rule (and the file's format and the machine's
byte order): when any key changes, it is built again (the word file is hashed
again only when its size, time or inode changed). It is checked on open
(its size, and a CRC-32 of its body); a damaged one is built again, and the
caller is told in one line. A new file is written beside the old one and
renamed over it, so a reader never sees half a file; two processes building
at once each write a whole file and the last rename wins.

Layout: a first line naming the file, a JSON line (keys, counts, and where
each length's arrays lie), padding to a multiple of 8 bytes, then per length,
each at a multiple of 8: the words, sorted, each ended by a newline (UTF-8);
each word's rank (``H``, 0: none); its Zipf frequency (``d``, NaN: none); and
its real spellings, as offsets (``I``, one more than the words) into their
tab-joined text (UTF-8; nothing for a word spelt only one way).

Longer than most: the layout is written and read here, in one place, so that the writer and the reader
cannot drift apart.
"""

from __future__ import annotations

import json
import math
import mmap
import os
import sys
import tempfile
import threading
import zlib
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence, Set as AbstractSet
from typing import Any

from .accents import fold_table
from .lexicon import Lexicon
from .loaders import load_lexicon

__all__ = ["cache_folder", "stored_lexicon", "stored_lists", "clear_stored_lists", "FORMAT"]

FORMAT = 2
"""The version of the layout and of what the loader keeps in it (2: a language's list keeps the capitals it gives a
word): a stored list of another is built again."""

_MAGIC = b"ladders stored word list\n"

Progress = Callable[[int, int], object]
"""``progress(bytes_read, bytes_total)`` while a list is built (as :func:`~ladders.words.loaders.load_lexicon`)."""


def cache_folder() -> str:
    """The folder where ladders keeps what it builds once per machine (created when first written).

    ``$XDG_CACHE_HOME/ladders`` when that variable holds an absolute path, else the platform's cache folder:
    ``~/.cache/ladders`` (Linux and other Unix), ``~/Library/Caches/ladders`` (macOS),
    ``%LOCALAPPDATA%\\ladders\\Cache`` (Windows).
    """
    chosen = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(chosen):
        return os.path.join(chosen, "ladders")
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA") or os.path.join(os.path.expanduser("~"), "AppData", "Local")
        return os.path.join(local, "ladders", "Cache")
    if sys.platform == "darwin":
        return os.path.join(os.path.expanduser("~"), "Library", "Caches", "ladders")
    return os.path.join(os.path.expanduser("~"), ".cache", "ladders")


def stored_lexicon(path: str, language: str, accents: str, *,
                   pickled_as: tuple[Callable[..., Lexicon], tuple[object, ...]] | None = None,
                   progress: Progress | None = None, notice: Callable[[str], object] | None = None) -> Lexicon:
    """The lexicon ``load_lexicon(path, language=language, accents=accents)`` makes, from the stored copy in
    :func:`cache_folder` when its keys are this list's, else built, stored and opened.

    *pickled_as* is how a pickle names the lexicon (a worker process opens the stored copy again); *progress* is
    called as the list is read when it is built; *notice* is told, in one line, why a damaged stored copy or one
    that could not be written is built again (never called otherwise).

    Raises what :func:`~ladders.words.loaders.load_lexicon` raises when the list is built.
    """
    stored = os.path.join(cache_folder(), f"{language}-{accents}.list")
    keys = _Keys(path, language, accents)
    try:
        found = _opened(stored, keys, language, accents, pickled_as)
        if found is not None:
            return found
    except _Damaged as damage:
        _tell(notice, f"the stored {language} word list {stored} was damaged ({damage}): building it again")
    lexicon = load_lexicon(path, progress=progress, language=language, accents=accents)
    try:
        _write(stored, keys, lexicon)
        found = _opened(stored, keys, language, accents, pickled_as)
    except (OSError, _Damaged) as error:
        _tell(notice, f"could not keep the {language} word list in {stored} ({_reason(error)}): it is built "
                      "again next time")
        return lexicon
    return lexicon if found is None else found  # None: another process stored another list there meanwhile


def stored_lists() -> list[tuple[str, int]]:
    """Each stored list's file and size in bytes, by name (none when the folder does not exist)."""
    folder = cache_folder()
    try:
        names = sorted(name for name in os.listdir(folder) if name.endswith(".list"))
    except FileNotFoundError:
        return []
    found = []
    for name in names:
        try:
            found.append((os.path.join(folder, name), os.path.getsize(os.path.join(folder, name))))
        except FileNotFoundError:  # deleted meanwhile
            continue
    return found


def clear_stored_lists() -> tuple[int, int]:
    """Delete every stored list (and any a process left half-written): (files deleted, bytes freed)."""
    folder = cache_folder()
    try:
        names = [name for name in os.listdir(folder) if name.endswith(".list")
                 or name.startswith(".") and name.endswith(".part")]
    except FileNotFoundError:
        return 0, 0
    files = freed = 0
    for name in names:
        where = os.path.join(folder, name)
        try:
            size = os.path.getsize(where)
            os.remove(where)
        except FileNotFoundError:  # another process got there first
            continue
        files, freed = files + 1, freed + size
    return files, freed


class _Damaged(Exception):
    """A stored list that cannot be read as one (the message says why)."""


class _Keys:
    """What a stored list must have been built from: the word file's SHA-256, wordfreq's version, the accent rule,
    the language, the layout's version and the byte order.

    The file is hashed only when its size, modification time or inode differ from those the stored list
    recorded (a file rewritten in place with its old time put back would be missed, as ``make`` would miss it):
    a language's list is 1 to 5 MB, and hashing it took more than opening the stored list.
    """

    def __init__(self, path: str, language: str, accents: str) -> None:
        self.path = path
        found = os.stat(path)
        self.stat = [found.st_size, found.st_mtime_ns, found.st_ino]
        self.fixed = {"format": FORMAT, "frequencies": f"wordfreq {_wordfreq_version()}", "accents": accents,
                      "language": language, "byteorder": sys.byteorder}
        self._digest: str | None = None

    def digest(self) -> str:
        if self._digest is None:
            from hashlib import sha256  # imported here: only a list that changed, or a first build, asks
            with open(self.path, "rb") as handle:
                self._digest = sha256(handle.read()).hexdigest()
        return self._digest

    def match(self, header: dict[str, Any]) -> bool:
        """Whether the stored list whose header is *header* was built from these keys."""
        recorded = header.get("keys")
        if not isinstance(recorded, dict) or {k: v for k, v in recorded.items() if k != "list"} != self.fixed:
            return False
        return header.get("list_stat") == self.stat or recorded.get("list") == self.digest()

    def header(self) -> dict[str, Any]:
        """The keys and the file's size, time and inode, as a stored list's header records them."""
        return {"keys": {**self.fixed, "list": self.digest()}, "list_stat": self.stat}


def _wordfreq_version() -> str | None:
    """The installed wordfreq's version, read from its package folder's name, without importing it (its import
    costs more than the whole stored list's opening); None when it is not installed."""
    from importlib.util import find_spec
    spec = find_spec("wordfreq")
    if spec is None or not spec.submodule_search_locations:
        return None
    where = os.path.dirname(list(spec.submodule_search_locations)[0])
    for name in os.listdir(where):
        if name.startswith("wordfreq-") and name.endswith((".dist-info", ".egg-info")):
            return name[len("wordfreq-"):].rsplit(".", 1)[0].split("-py")[0]
    from importlib.metadata import version  # an unusual install: ask the slow way
    return version("wordfreq")


def _write(stored: str, keys: _Keys, lexicon: Lexicon) -> None:
    """Write *lexicon* to *stored*: a temporary file beside it, renamed over it once whole."""
    body, lengths, spelt = bytearray(), {}, 0
    for length in lexicon.lengths:
        where, spelt_here = _append_length(body, lexicon, length)
        spelt += spelt_here
        lengths[str(length)] = where
    header = json.dumps({**keys.header(), "source": lexicon.source, "dropped": lexicon.dropped,
                         "lowest_rank": lexicon.lowest_rank, "frequencies": lexicon.has_frequencies,
                         "spelt": spelt, "size": len(body),
                         "crc": zlib.crc32(body), "lengths": lengths}, ensure_ascii=True).encode("ascii")
    head = _MAGIC + header
    head += b" " * (-(len(head) + 1) % 8) + b"\n"
    _write_whole(stored, head, body)


def _append_length(body: bytearray, lexicon: Lexicon, length: int) -> tuple[dict[str, object], int]:
    """Append the arrays of *lexicon*'s words of *length* to *body*: where each lies (and how many words), and how
    many of the words have spellings of their own."""
    words = lexicon.words_of_length(length)
    where = {}
    where["words"] = _append(body, "".join(word + "\n" for word in words).encode("utf-8"))
    ranks = [lexicon.rank(word) or 0 for word in words]
    if any(not 0 <= rank <= 0xFFFF for rank in ranks):
        raise ValueError("a stored list keeps ranks from 1 to 65,535 (a language's list ranks from 1 to 1,000)")
    where["ranks"] = _append(body, array("H", ranks).tobytes())
    where["frequencies"] = _append(body, array("d", (math.nan if (f := lexicon.frequency(word)) is None else f
                                                     for word in words)).tobytes())
    texts = [("\t".join(found) if (found := lexicon.spellings(word)) != (word,) else "").encode("utf-8")
             for word in words]
    ends = array("I", [0])
    for text in texts:
        ends.append(ends[-1] + len(text))
    where["spelling_ends"] = _append(body, ends.tobytes())
    where["spellings"] = _append(body, b"".join(texts))
    return {"count": len(words), **where}, sum(1 for text in texts if text)


def _write_whole(stored: str, head: bytes, body: bytearray) -> None:
    """Write *head* and *body* to *stored*: a temporary file beside it, synced, renamed over it once whole."""
    os.makedirs(os.path.dirname(stored), exist_ok=True)
    handle, part = tempfile.mkstemp(dir=os.path.dirname(stored), prefix=f".{os.path.basename(stored)}.",
                                    suffix=".part")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(head)
            out.write(body)
            out.flush()
            os.fsync(out.fileno())
        os.replace(part, stored)
    except BaseException:
        try:
            os.remove(part)
        except OSError:
            pass
        raise


def _append(body: bytearray, data: bytes) -> tuple[int, int]:
    """Put *data* at the end of *body*, at a multiple of 8: (where it starts, its length)."""
    body += b"\0" * (-len(body) % 8)
    start = len(body)
    body += data
    return start, len(data)


def _opened(stored: str, keys: _Keys, language: str, accents: str,
            pickled_as: tuple[Callable[..., Lexicon], tuple[object, ...]] | None) -> Lexicon | None:
    """The stored list as a lexicon; None when there is none, or it was built from other keys."""
    try:
        with open(stored, "rb") as handle:
            if handle.read(len(_MAGIC)) != _MAGIC:
                raise _Damaged("not a stored word list")
            try:
                header = json.loads(handle.readline(1 << 24))
            except ValueError:
                raise _Damaged("its header is not whole") from None
            if not isinstance(header, dict):
                raise _Damaged("its header is not whole")
            if not keys.match(header):
                return None
            start = handle.tell()
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise _Damaged(_reason(error)) from None
    body = memoryview(data)[start:]
    try:
        if len(body) != header["size"]:
            raise _Damaged(f"{len(body):,} bytes where {header['size']:,} were written")
        if zlib.crc32(body) != header["crc"]:
            raise _Damaged("its check sum differs")
        sections = _Sections(body, {int(n): where for n, where in header["lengths"].items()})
        frequency = sections.frequency if header["frequencies"] else None
        lowest = header["lowest_rank"]
        return Lexicon.lazy(sections.counts, sections.fetch, dropped=header["dropped"], source=header["source"],
                            lowest_rank=lambda: lowest, frequency=frequency, pickled_as=pickled_as,
                            language=language, fold_table=fold_table(language) if accents == "fold" else None,
                            variants=_Spellings(sections, header["spelt"]))
    except (KeyError, TypeError, ValueError) as error:
        raise _Damaged(f"its header lacks {error}") from None


class _Sections:
    """The stored arrays of each word length, read when a length is first asked for."""

    def __init__(self, body: memoryview, where: dict[int, dict[str, Any]]) -> None:
        self._body = body
        self._where = where
        self.counts = {length: int(found["count"]) for length, found in where.items()}
        for found in where.values():
            for name in ("words", "ranks", "frequencies", "spelling_ends", "spellings"):
                start, size = found[name]
                if not 0 <= start <= start + size <= len(body):
                    raise _Damaged(f"its {name} lie outside it")
        self._read: dict[int, _Length] = {}
        self._lock = threading.Lock()

    def length(self, length: int) -> _Length | None:
        """The words of *length* and their arrays (read once per process); None when the list has none."""
        found = self._read.get(length)
        if found is None:
            where = self._where.get(length)
            if where is None:
                return None
            words = str(self._part(where["words"]), "utf-8").split("\n")[:-1]
            read = _Length(dict(zip(words, range(len(words)), strict=True)), self._part(where["ranks"]).cast("H"),
                           self._part(where["frequencies"]).cast("d"), self._part(where["spelling_ends"]).cast("I"),
                           where["spellings"][0])
            with self._lock:
                found = self._read.setdefault(length, read)
        return found

    def _part(self, where: Sequence[int]) -> memoryview:
        start, size = where
        return self._body[start: start + size]

    def fetch(self, length: int) -> tuple[Sequence[str], Mapping[str, int], AbstractSet[str]]:
        """What the lexicon reads a length with: its words (sorted), their ranks, and a set of them."""
        found = self.length(length)
        if found is None:
            return [], {}, frozenset()
        return list(found.numbers), _Ranks(found.numbers, found.ranks), found.numbers.keys()

    def frequency(self, word: str) -> float | None:
        found = self.length(len(word))
        at = None if found is None else found.numbers.get(word)
        if found is None or at is None:
            return None
        value: float = found.frequencies[at]
        return None if math.isnan(value) else value

    def spellings(self, word: str) -> tuple[str, ...] | None:
        found = self.length(len(word))
        at = None if found is None else found.numbers.get(word)
        if found is None or at is None or found.ends[at] == found.ends[at + 1]:
            return None
        start = found.spellings + found.ends[at]
        return tuple(str(self._body[start: start + found.ends[at + 1] - found.ends[at]], "utf-8").split("\t"))


class _Length:
    """One length's words (each to its place) and arrays, and where its spellings start in the body."""

    __slots__ = ("numbers", "ranks", "frequencies", "ends", "spellings")

    def __init__(self, numbers: dict[str, int], ranks: Sequence[int], frequencies: Sequence[float],
                 ends: Sequence[int], spellings: int) -> None:
        self.numbers, self.ranks, self.frequencies, self.ends, self.spellings = \
            numbers, ranks, frequencies, ends, spellings


class _Ranks(Mapping[str, int]):
    """One length's ranks, read from the stored array when asked."""

    __slots__ = ("_numbers", "_ranks")

    def __init__(self, numbers: Mapping[str, int], ranks: Sequence[int]) -> None:
        self._numbers, self._ranks = numbers, ranks

    def __getitem__(self, word: str) -> int:
        rank = self._ranks[self._numbers[word]]
        if not rank:
            raise KeyError(word)
        return rank

    def __iter__(self) -> Iterator[str]:
        return (word for word, at in self._numbers.items() if self._ranks[at])

    def __len__(self) -> int:
        return sum(1 for rank in self._ranks if rank)


class _Spellings(Mapping[str, tuple[str, ...]]):
    """The real spellings of the words that have others than their folded form, read from the stored list when
    asked (the lexicon keeps this mapping as it is: building a dictionary of them all would cost more than
    opening the list)."""

    __slots__ = ("_sections", "_count")

    def __init__(self, sections: _Sections, count: int) -> None:
        self._sections, self._count = sections, count

    def __getitem__(self, word: str) -> tuple[str, ...]:
        found = self._sections.spellings(word) if isinstance(word, str) else None
        if found is None:
            raise KeyError(word)
        return found

    def __iter__(self) -> Iterator[str]:
        sections = self._sections
        return (word for length in sorted(sections.counts) for word in getattr(sections.length(length), "numbers", ())
                if sections.spellings(word) is not None)

    def __len__(self) -> int:
        return self._count


def _tell(notice: Callable[[str], object] | None, message: str) -> None:
    if notice is not None:
        notice(message)


def _reason(error: BaseException) -> str:
    return (error.strerror or str(error)) if isinstance(error, OSError) else str(error)
