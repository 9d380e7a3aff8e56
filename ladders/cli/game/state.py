"""Where the terminal game keeps a player's things between runs: the state folder, its files, and safe writes.

The folder (:func:`state_folder`) is ``$LADDERS_STATE_DIR`` when set, else
``$XDG_STATE_HOME/ladders``, else the platform's place for such files:
``~/.local/state/ladders`` on Linux, ``~/Library/Application Support/ladders``
on macOS, ``%LOCALAPPDATA%\\ladders`` on Windows. It holds:

* ``records.json``: every daily round finished, one
  :meth:`~ladders.play.records.Outcome.as_json` per day, under
  ``{"format": "ladders-records", "version": 1, "days": [...]}``
  (:func:`read_records`, :func:`write_records`);
* ``round.json``: the daily round in progress, so that a round left at the end
  of input is resumed (:class:`SavedRound`, :func:`read_round`, :func:`write_round`);
* ``history``: the words typed at the prompt, for line editing (:data:`HISTORY_FILE`).

Every write is atomic: a temporary file in the same folder, flushed and synced,
then renamed over the old one, so a crash leaves the old file or the new one,
never half of one. Reading never fails on what a file holds: a missing file is
empty; a file that cannot be read as one of ours is renamed aside
(``records.json.damaged``, then ``.damaged-2``, ...: an earlier one is never
overwritten) and the player is told in one line; a records file with some bad
days keeps every good one. Nothing here prints: each reader returns the one
line to show, and a front end shows it.

Longer than most: every file of the state folder is written and read here, through the same atomic write and
the same setting aside of a damaged file, so that the records, the round in progress and the history cannot
differ in how a file is kept; split by file, each part would need the shared write, read and rename helpers,
which are most of the module.
"""

from __future__ import annotations

import datetime
import errno
import json
import os
import stat
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from ...play.records import MAX_DAYS, MAX_HINTS, Outcome, outcome_from_json, record

__all__ = ["STATE_DIR_VARIABLE", "RECORDS_FILE", "ROUND_FILE", "HISTORY_FILE", "HISTORY_LENGTH", "RECORDS_FORMAT",
           "ROUND_FORMAT", "StateError", "SavedRound", "state_folder", "read_records", "write_records", "read_round",
           "write_round", "forget_round", "write_atomically", "replace_atomically", "rename_aside"]

STATE_DIR_VARIABLE = "LADDERS_STATE_DIR"
"""The environment variable naming the state folder outright (what tests, and a player keeping two, set)."""

RECORDS_FILE, ROUND_FILE, HISTORY_FILE = "records.json", "round.json", "history"
"""The files of the state folder: the records, the daily round in progress, the words typed at the prompt."""

HISTORY_LENGTH = 500
"""The most lines the prompt's history keeps."""

RECORDS_FORMAT, ROUND_FORMAT = "ladders-records", "ladders-round"
"""The ``format`` each file names (with ``"version": 1``); a file naming another is not read as one of ours."""

VERSION = 1

MAX_FILE_BYTES = 8_000_000
"""A state file larger than this is not read (a full records file is well under a megabyte)."""

MAX_ROUND_WORDS = 200
"""The most rungs, or rungs taken back, a saved round may list."""


class StateError(Exception):
    """A state file exists but cannot be read (no permission, not a file): the message is one line for the player."""


def state_folder(environ: Mapping[str, str] | None = None, platform: str | None = None) -> Path:
    """The state folder (see the module's description), from *environ* (default ``os.environ``) on *platform*
    (default ``sys.platform``). It is not made here: a write makes it.

    >>> str(state_folder({"LADDERS_STATE_DIR": "/tmp/mine", "XDG_STATE_HOME": "/x"}))
    '/tmp/mine'
    >>> str(state_folder({"XDG_STATE_HOME": "/home/ann/.state"}))
    '/home/ann/.state/ladders'
    >>> str(state_folder({"HOME": "/home/ann"}, "linux")), str(state_folder({"HOME": "/Users/ann"}, "darwin"))
    ('/home/ann/.local/state/ladders', '/Users/ann/Library/Application Support/ladders')
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    given = environ.get(STATE_DIR_VARIABLE)
    if given:
        return Path(given)
    xdg = environ.get("XDG_STATE_HOME")
    if xdg and os.path.isabs(xdg):  # the XDG rules: a relative path is to be ignored
        return Path(xdg) / "ladders"
    home = Path(environ.get("HOME") or environ.get("USERPROFILE") or Path.home())
    if platform == "darwin":
        return home / "Library" / "Application Support" / "ladders"
    if platform.startswith(("win", "cygwin")):
        local = environ.get("LOCALAPPDATA")
        return (Path(local) if local else home / "AppData" / "Local") / "ladders"
    return home / ".local" / "state" / "ladders"


def read_records(folder: Path) -> tuple[dict[int, Outcome], str | None]:
    """The records kept in *folder* and one line to tell the player, or None when all went well.

    A missing file is no records. A file that is not a records file is renamed
    aside (the line says where); a file with some bad days keeps the good ones
    (the line says how many were skipped). ``StateError`` when the file is
    there but cannot be read, or cannot be set aside.
    """
    path = folder / RECORDS_FILE
    data = _read_json(path)
    if data is _MISSING:
        return {}, None
    if not _is_ours(data, RECORDS_FORMAT) or not isinstance(data.get("days"), list):
        return {}, _set_aside(path, "your records file")
    records: dict[int, Outcome] = {}
    skipped = 0
    for day in data["days"][:MAX_DAYS]:
        try:
            outcome = outcome_from_json(day)
        except ValueError:
            skipped += 1
            continue
        if outcome.number in records:  # a day twice: the first finish counts
            skipped += 1
        records = record(records, outcome)
    skipped += max(len(data["days"]) - MAX_DAYS, 0)
    if not skipped:
        return records, None
    return records, (f"{_days(skipped)} of your records file {path} could not be read and {_are(skipped)} "
                     f"skipped; the other {_days(len(records))} {_are(len(records))} kept")


def write_records(folder: Path, records: Mapping[int, Outcome]) -> None:
    """Keep *records* in *folder* (atomically; the folder is made if need be). ``OSError`` when it cannot."""
    days = [outcome.as_json() for outcome in sorted(records.values(), key=lambda outcome: outcome.number)]
    write_atomically(folder / RECORDS_FILE, _dumps({"format": RECORDS_FORMAT, "version": VERSION, "days": days}))


@dataclass(frozen=True, slots=True)
class SavedRound:
    """A daily round left unfinished: puzzle *number* of *date*, from *start* to *end*, the *rungs* typed,
    those taken back (*undone*, ``(index, word)`` each, as :class:`~ladders.play.rounds.Round` has them), the
    *hints* asked and the hint *level* reached for the next rung (0 to 3); *on_day*: played on the puzzle's own
    day (else from the archive), so that a round kept solved is recorded as it was played."""

    number: int
    date: datetime.date
    start: str
    end: str
    rungs: tuple[str, ...] = ()
    undone: tuple[tuple[int, str], ...] = ()
    hints: int = 0
    level: int = 0
    on_day: bool = True

    def as_json(self) -> dict[str, Any]:
        return {"format": ROUND_FORMAT, "version": VERSION, "number": self.number, "date": self.date.isoformat(),
                "start": self.start, "end": self.end, "rungs": list(self.rungs),
                "undone": [[index, word] for index, word in self.undone], "hints": self.hints, "level": self.level,
                "on_day": self.on_day}

    @classmethod
    def from_json(cls, data: object) -> SavedRound:
        """The round *data* describes (:meth:`as_json`'s form); ``ValueError`` saying what is wrong otherwise."""
        if not _is_ours(data, ROUND_FORMAT):
            raise ValueError(f"not a {ROUND_FORMAT} file of version {VERSION}")
        for name, low, high in (("number", 1, MAX_DAYS), ("hints", 0, MAX_HINTS), ("level", 0, 3)):
            if not _whole(data.get(name), low, high):
                raise ValueError(f"{name} must be a whole number from {low} to {high}")
        words = data.get("rungs")
        undone = data.get("undone")
        if not _words([data.get("start"), data.get("end")]) or not isinstance(words, list) or not _words(words) \
                or len(words) > MAX_ROUND_WORDS:
            raise ValueError("the ends and the rungs must be words")
        if not isinstance(undone, list) or len(undone) > MAX_ROUND_WORDS or not all(
                isinstance(pair, list) and len(pair) == 2 and _whole(pair[0], 0, MAX_ROUND_WORDS)
                and _words(pair[1:]) for pair in undone):
            raise ValueError("undone must list a place and a word for each rung taken back")
        date = data.get("date")
        try:
            day = datetime.date.fromisoformat(date) if isinstance(date, str) else None
        except ValueError:
            day = None
        if day is None:
            raise ValueError("date must be written YYYY-MM-DD")
        on_day = data.get("on_day", True)  # kept before it was: the round in progress was today's
        if not isinstance(on_day, bool):
            raise ValueError("on_day must be true or false")
        return cls(data["number"], day, data["start"], data["end"], tuple(words),
                   tuple((index, word) for index, word in undone), data["hints"], data["level"], on_day)


def read_round(folder: Path) -> tuple[SavedRound | None, str | None]:
    """The round in progress kept in *folder* (None when there is none) and one line to tell the player, or None.

    A file that is not a round of ours is renamed aside, as :func:`read_records` does.
    """
    path = folder / ROUND_FILE
    data = _read_json(path)
    if data is _MISSING:
        return None, None
    try:
        return SavedRound.from_json(data), None
    except ValueError:
        return None, _set_aside(path, "your round in progress")


def write_round(folder: Path, saved: SavedRound) -> None:
    """Keep *saved* as the round in progress in *folder* (atomically). ``OSError`` when it cannot."""
    write_atomically(folder / ROUND_FILE, _dumps(saved.as_json()))


def forget_round(folder: Path) -> None:
    """Remove the round in progress from *folder* (nothing happens when there is none). ``OSError`` when it cannot."""
    with suppress(FileNotFoundError, NotADirectoryError):
        os.unlink(folder / ROUND_FILE)


def write_atomically(path: Path, text: str) -> None:
    """Write *text* (UTF-8) to *path* atomically: a temporary file beside it, flushed and synced, then renamed
    over it. The folder is made if need be (readable by its owner only). ``OSError`` when it cannot be written."""
    def fill(temporary: str) -> None:
        with open(temporary, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())

    replace_atomically(path, fill)


def replace_atomically(path: Path, fill: Callable[[str], None]) -> None:
    """Replace *path* by the file *fill* writes at the temporary path it is given (in the same folder), then
    synced and renamed over *path*: for a writer that takes a file name (readline's history). ``OSError`` when
    it cannot."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    try:
        fill(temporary)
        with open(temporary, "rb+") as written:  # synced here too: a writer that did not sync is made safe
            os.fsync(written.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Sync *folder*'s entries (the rename) where the system allows it (not on Windows)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with suppress(OSError):
        handle = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


_MISSING, _DAMAGED = object(), object()


def _read_json(path: Path) -> object:
    """The JSON *path* holds; :data:`_MISSING` when there is no such file; :data:`_DAMAGED` when it is not JSON.
    ``StateError`` when it cannot be read, or is not a file (a named pipe would make the read wait for ever: it
    is refused by its type, before it is opened)."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise StateError(f"cannot read {path}: it is not a file (a named pipe, a folder or a device); move it "
                             "away")
        with open(path, "rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):  # no file, or no folder (its place is taken by a file)
        return _MISSING
    except OSError as error:
        raise StateError(f"cannot read {path}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:
        return _DAMAGED
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):  # not UTF-8, not JSON, or nested past the parser's depth
        return _DAMAGED


def _is_ours(data: object, name: str) -> TypeGuard[dict[str, Any]]:
    return isinstance(data, dict) and data.get("format") == name and data.get("version") == VERSION \
        and type(data.get("version")) is int


def _set_aside(path: Path, what: str) -> str:
    """Rename *path* to the first free ``NAME.damaged``, ``NAME.damaged-2``, ...; the line that says so.

    ``StateError`` when it cannot be renamed (the file is then left as it is, and nothing may overwrite it).
    """
    try:
        aside = rename_aside(path, "damaged")
    except StateError as error:
        raise StateError(f"{what} {path} could not be read, nor set aside: {error}") from None
    return f"{what} {path} could not be read; it is kept as {aside.name}; starting afresh"


def rename_aside(path: Path, suffix: str) -> Path:
    """Rename *path* to the first free ``NAME.SUFFIX``, ``NAME.SUFFIX-2``, ... (an earlier one is never
    overwritten): the new path. ``StateError`` saying why when it cannot be renamed."""
    for attempt in range(1, 1000):
        aside = path.with_name(f"{path.name}.{suffix}" + (f"-{attempt}" if attempt > 1 else ""))
        try:
            _rename_without_overwriting(path, aside)
        except FileExistsError:
            continue
        except OSError as error:
            raise StateError(error.strerror or str(error)) from None
        return aside
    raise StateError(f"a thousand copies named {path.name}.{suffix} are already kept beside it")


def _rename_without_overwriting(path: Path, aside: Path) -> None:
    """Rename *path* to *aside*; ``FileExistsError`` when *aside* exists (it is never replaced)."""
    try:
        os.link(path, aside)  # fails when aside exists, atomically
    except FileExistsError:
        raise
    except OSError as error:
        if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EMLINK, errno.ENOSYS):
            raise
        if aside.exists():  # a file system without hard links: look, then rename
            raise FileExistsError(errno.EEXIST, "exists", str(aside)) from None
        os.rename(path, aside)
        return
    os.unlink(path)


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _words(values: Sequence[object]) -> bool:
    return all(isinstance(value, str) and value.isalpha() and len(value) <= 40 for value in values)


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1) + "\n"


def _days(count: int) -> str:
    return f"{count:,} day{'s' * (count != 1)}"


def _are(count: int) -> str:
    return "is" if count == 1 else "are"
