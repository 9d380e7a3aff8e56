"""The terminal game's records and its round in progress, in one small SQLite database that cannot lose a day.

Why a database, not the JSON file of before: two ``ladders play`` (or an
import beside a finish) used to read the file, each add its day, and each
write the file back; the second write dropped the first one's day, and both
said "recorded". SQLite (Python's own ``sqlite3``; nothing to install) does
the locking, on every system Python runs on, and makes each finish one
transaction: the day is added and the round in progress forgotten together,
or neither is. A process killed at any point leaves the last transaction
whole or absent, never half of one (write-ahead logging, synced at every
commit). A JSON file under an advisory lock would need a lock of each
system's own kind (``fcntl`` is not on Windows) and a journal to be as safe.

The file is ``records.sqlite3`` in the state folder
(:func:`~ladders.cli.game.state.state_folder`). It is checked before it is
opened: a FIFO, a folder or a device in its place, or a file that is not one of
ours (another program's database, any other file), is a :class:`StoreError`,
one line that names it, and nothing waits for ever. The old ``records.json``
and ``round.json`` are read into the database once, when it is first made;
``records.json`` is then kept beside it as ``records.json.backup``.

Rules live in :mod:`ladders.play.records` (the first finish counts; what a
sound day is); this module only keeps what they decide.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager, suppress
from pathlib import Path

from ...play.records import MAX_DAYS, Outcome, outcome_from_json
from .state import RECORDS_FILE, ROUND_FILE, SavedRound, StateError, read_records, read_round, rename_aside

__all__ = ["STORE_FILE", "APPLICATION_ID", "StoreError", "Store", "open_store", "peek"]

STORE_FILE = "records.sqlite3"
"""The database's name in the state folder."""

APPLICATION_ID = 0x4C414452
"""What the database's header says it is for ("LADR"): a SQLite file that says otherwise is not ours."""

SCHEMA_VERSION = 1

WAIT_SECONDS = 30.0
"""How long a finish or an import waits for another process's transaction before it says it could not save."""

_HEADER = b"SQLite format 3\x00"

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS days (number INTEGER PRIMARY KEY CHECK (number BETWEEN 1 AND {max_days}),"
    " solved INTEGER NOT NULL, steps INTEGER NOT NULL, par INTEGER NOT NULL, hints INTEGER NOT NULL,"
    " on_day INTEGER NOT NULL)".format(max_days=MAX_DAYS),
    "CREATE TABLE IF NOT EXISTS round (slot INTEGER PRIMARY KEY CHECK (slot = 1), saved TEXT NOT NULL)",
)


class StoreError(StateError):
    """The records database cannot be used (not ours, not a file, damaged, or locked for too long): one line."""


class Store:
    """An open records database: every method is one transaction, safe beside other processes doing the same."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._connection = connection
        self.path = path
        self.notes: list[str] = []
        """Lines to tell the player about the old files read in (days that could not be read, a file set aside)."""

    def records(self) -> dict[int, Outcome]:
        """Every day finished, by number (a row that breaks the rules, which only a hand edit makes, is skipped)."""
        rows = self._connection.execute(
            "SELECT number, solved, steps, par, hints, on_day FROM days ORDER BY number LIMIT ?", (MAX_DAYS,))
        return {outcome.number: outcome for outcome in filter(None, map(_outcome, rows))}

    def finish(self, outcome: Outcome) -> tuple[bool, dict[int, Outcome]]:
        """Record *outcome* unless its day has one (the first finish counts) and forget the round in progress, in one
        transaction: whether it was added, and the records after it."""
        with self._transaction() as cursor:
            cursor.execute("INSERT OR IGNORE INTO days VALUES (?, ?, ?, ?, ?, ?)", _row(outcome))
            added = cursor.rowcount == 1
            cursor.execute("DELETE FROM round")
        return added, self.records()

    def merge(self, outcomes: Iterable[Outcome]) -> int:
        """Add every day of *outcomes* not kept already (those kept keep their first finish), in one transaction:
        how many were added."""
        with self._transaction() as cursor:
            before = cursor.execute("SELECT count(*) FROM days").fetchone()[0]
            cursor.executemany("INSERT OR IGNORE INTO days VALUES (?, ?, ?, ?, ?, ?)", map(_row, outcomes))
            after = cursor.execute("SELECT count(*) FROM days").fetchone()[0]
        return int(after - before)

    def saved_round(self) -> SavedRound | None:
        """The round in progress, or None (one that cannot be read, which only a hand edit makes, is None too)."""
        row = self._connection.execute("SELECT saved FROM round").fetchone()
        if row is None:
            return None
        try:
            return SavedRound.from_json(json.loads(row[0]))
        except (ValueError, TypeError, RecursionError):
            return None

    def keep_round(self, saved: SavedRound) -> None:
        """Keep *saved* as the round in progress (it takes the place of any other)."""
        with self._transaction() as cursor:
            cursor.execute("INSERT OR REPLACE INTO round VALUES (1, ?)", (json.dumps(saved.as_json()),))

    def forget_round(self) -> None:
        """Forget the round in progress (nothing happens when there is none)."""
        with self._transaction() as cursor:
            cursor.execute("DELETE FROM round")

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Cursor]:
        """One write transaction, begun at once (so two writers queue rather than fail half-way), committed whole."""
        try:
            with closing(self._connection.cursor()) as cursor:
                cursor.execute("BEGIN IMMEDIATE")
                try:
                    yield cursor
                except BaseException:
                    cursor.execute("ROLLBACK")
                    raise
                cursor.execute("COMMIT")
        except sqlite3.Error as error:
            raise _store_error(self.path, error) from None


@contextmanager
def open_store(folder: Path) -> Iterator[Store]:
    """The records database in *folder*, made (and the old JSON files read in) when there is none yet.

    ``StoreError`` (one line) when it cannot be used; ``OSError`` when the folder cannot be made.
    """
    path = folder / STORE_FILE
    _check_is_ours(path)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        connection = sqlite3.connect(path, timeout=WAIT_SECONDS, isolation_level=None)
    except sqlite3.Error as error:
        raise _store_error(path, error) from None
    try:
        store = Store(connection, path)
        _prepare(store, connection, folder)
        yield store
    except sqlite3.Error as error:
        raise _store_error(path, error) from None
    finally:
        connection.close()


def peek(folder: Path) -> tuple[dict[int, Outcome], SavedRound | None, list[str]]:
    """The records and the round in progress kept in *folder*, and the lines to tell the player, without making
    anything when nothing is kept yet (then ``({}, None, [])``). ``StoreError`` as :func:`open_store`."""
    if not any(os.path.lexists(folder / name) for name in (STORE_FILE, RECORDS_FILE, ROUND_FILE)):
        return {}, None, []
    with open_store(folder) as store:
        return store.records(), store.saved_round(), store.notes


def _check_is_ours(path: Path) -> None:
    """Raise ``StoreError`` unless *path* is missing, empty, or a regular file that starts as SQLite's do (checked
    without opening anything that could block: a FIFO is refused by its type, before it is opened)."""
    try:
        status = path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return
    except OSError as error:
        raise StoreError(f"cannot read your records {path}: {error.strerror or error}") from None
    if not stat.S_ISREG(status.st_mode):
        kind = "a folder" if stat.S_ISDIR(status.st_mode) else "not a file"
        raise StoreError(f"your records {path} is {kind}: move it away, and `ladders play` makes a new one")
    if status.st_size == 0:
        return
    try:
        with open(path, "rb") as file:
            header = file.read(len(_HEADER))
    except OSError as error:
        raise StoreError(f"cannot read your records {path}: {error.strerror or error}") from None
    if header != _HEADER:
        raise StoreError(f"{path} is not a ladders records file: move it away, and `ladders play` makes a new one")


def _prepare(store: Store, connection: sqlite3.Connection, folder: Path) -> None:
    """Check the database is ours, or make it ours when it is new; then read in the old JSON files, if any."""
    connection.execute(f"PRAGMA busy_timeout = {int(WAIT_SECONDS * 1000)}")
    if connection.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
        with store._transaction() as cursor:  # made once, whoever else is starting at the same moment
            owner = cursor.execute("PRAGMA application_id").fetchone()[0]
            if owner not in (0, APPLICATION_ID) or (owner == 0 and _has_tables(cursor)):
                raise StoreError(f"{store.path} is not a ladders records file: move it away, and `ladders play` "
                                 "makes a new one")
            if owner == 0:
                for statement in _SCHEMA:
                    cursor.execute(statement)
                cursor.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                cursor.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.execute("PRAGMA journal_mode = WAL")  # a reader never waits for a writer; kept in the file
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version != SCHEMA_VERSION:
        raise StoreError(f"your records {store.path} were written by a newer ladders (format {version}): upgrade "
                         "to read them")
    connection.execute("PRAGMA synchronous = FULL")  # every commit synced: a finish survives a power cut too
    if (folder / RECORDS_FILE).exists() or (folder / ROUND_FILE).exists():
        _read_old_files(store, folder)


def _has_tables(cursor: sqlite3.Cursor) -> bool:
    return bool(cursor.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])


def _read_old_files(store: Store, folder: Path) -> None:
    """Add the days of the old ``records.json`` (then kept as ``records.json.backup``) and the round of the old
    ``round.json`` (then removed) to the database: safe to repeat, so a stop half-way loses nothing."""
    try:
        records, records_note = read_records(folder)
        saved, round_note = read_round(folder)
    except StateError as error:  # unreadable and cannot be set aside: left where it is, as it is, and said
        raise StoreError(str(error)) from None
    store.notes.extend(note for note in (records_note, round_note) if note is not None)
    store.merge(records.values())
    if saved is not None and store.saved_round() is None:
        store.keep_round(saved)
    with suppress(StateError):
        if (folder / RECORDS_FILE).exists():
            rename_aside(folder / RECORDS_FILE, "backup")
    with suppress(OSError):
        os.unlink(folder / ROUND_FILE)


def _row(outcome: Outcome) -> tuple[int, int, int, int, int, int]:
    return (outcome.number, int(outcome.solved), outcome.steps, outcome.par, outcome.hints, int(outcome.on_day))


def _outcome(row: tuple[object, ...]) -> Outcome | None:
    number, solved, steps, par, hints, on_day = row
    if solved not in (0, 1) or on_day not in (0, 1):
        return None
    try:
        return outcome_from_json({"number": number, "solved": solved == 1, "steps": steps, "par": par,
                                  "hints": hints, "on_day": on_day == 1})
    except ValueError:
        return None


def _store_error(path: Path, error: sqlite3.Error) -> StoreError:
    text = str(error)
    if "locked" in text or "busy" in text:
        return StoreError(f"your records {path} are busy (another `ladders play` is saving) for over "
                          f"{WAIT_SECONDS:g} s: try again")
    if isinstance(error, sqlite3.DatabaseError) and ("malformed" in text or "not a database" in text):
        return StoreError(f"your records {path} are damaged ({text}): move the file away, and `ladders play` makes "
                          "a new one")
    return StoreError(f"cannot use your records {path}: {text}")
