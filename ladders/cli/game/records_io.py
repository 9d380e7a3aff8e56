"""The player's records from the command line: ``--stats``, ``--export``, ``--import``, and the :class:`Keeper` that
saves a round as it is played.

The records database is :mod:`~ladders.cli.game.store`'s; the rules of what a
record holds, what an export code is and what an import may add are
:mod:`ladders.play.records`'. What opening the database finds to say (a file
renamed aside, a backup kept) is said first, on standard error, in one line
each; a database that cannot be read is a usage error (exit 2), a folder that
cannot be written is said once and costs the player nothing else.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from ...play import daily
from ...play.daily import puzzle_number
from ...play.records import MAX_CODE_LENGTH, Outcome, export_code, import_code, summary
from ..options import EXIT_FOUND, EXIT_OUTPUT, UsageError
from ..output import complain, is_terminal, to_json
from .messages import plural, say, stats_lines
from .state import StateError, state_folder
from .store import Store, open_store, peek

__all__ = ["Keeper", "opened_store", "kept_records", "show_stats", "export_records", "import_records"]


class Keeper:
    """The records database for one run: it saves, and says once (one line) when it cannot."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.failed = False
        self.round_kept = False  # the database holds this round in progress
        self.why: str | None = None  # why the last save failed, in a player's words

    def save(self, write: Callable[[Store], object], loss: str) -> bool:
        """Run *write* on the records database; on failure, say (the first time) what is lost, *loss*. Whether it
        wrote."""
        try:
            with opened_store(self.folder) as store:
                write(store)
        except (OSError, StateError) as error:
            self.why = str(error) if isinstance(error, StateError) else \
                f"cannot save to {self.folder}: {error.strerror or error}"
            if not self.failed:
                complain(f"{self.why}; {loss}")
            self.failed = True
            return False
        return True


@contextmanager
def opened_store(folder: Path) -> Iterator[Store]:
    """The records database in *folder*, what its opening found to say said first (on standard error)."""
    with open_store(folder) as store:
        for note in store.notes:
            complain(note)
        yield store


def kept_records() -> dict[int, Outcome]:
    """The records kept; a database that cannot be read is a usage error (one line, exit 2)."""
    try:
        records, _, notes = peek(state_folder())
    except (OSError, StateError) as error:
        raise UsageError(str(error)) from None
    for note in notes:
        complain(note)
    return records


def show_stats(as_json: bool) -> int:
    """``--stats``: the statistics of the days played on their own day, and the archive days apart."""
    records = kept_records()
    figures = summary(records, puzzle_number(daily.today()))
    if as_json:
        print(to_json(figures.as_json()))
    else:
        for line in stats_lines(figures):
            say(line)
    return EXIT_FOUND


def export_records(as_json: bool) -> int:
    """``--export``: the records as one line a player copies."""
    records = kept_records()
    code = export_code(records)
    print(to_json({"code": code, "days": len(records)}) if as_json else code)
    return EXIT_FOUND


def import_records(given: str, as_json: bool) -> int:
    """``--import CODE``: add the code's days (those already kept keep their first finish), saved atomically."""
    text = _code_from_standard_input() if given == "-" else given
    try:
        days = import_code(text, today=puzzle_number(daily.today()))
    except ValueError as error:
        raise UsageError(f"nothing was imported: {error}") from None
    folder = state_folder()
    try:
        with opened_store(folder) as store:
            added = store.merge(days.values())  # one transaction: every day, or none
            total = len(store.records())
    except StateError as error:
        raise UsageError(f"{error}; nothing was imported") from None
    except OSError as error:
        complain(f"cannot save to {folder}: {error.strerror or error}; nothing was imported")
        return EXIT_OUTPUT
    kept = len(days) - added
    say(f"{plural(added, 'day')} added"
        + (f"; {plural(kept, 'day')} you had already kept {'its' if kept == 1 else 'their'} first finish"
           if kept else "") + f"; {plural(total, 'day')} in your records")
    if as_json:
        print(to_json({"added": added, "kept": kept, "days": total}))
    return EXIT_FOUND


def _code_from_standard_input() -> str:
    """The code read from standard input: asked for on a terminal (one line), else read whole (pasted across lines)."""
    if not is_terminal(sys.stdin):
        return sys.stdin.read(2 * MAX_CODE_LENGTH + 1)
    try:
        return input("paste your code, then Enter: ")
    except EOFError:
        return ""
