"""The daily puzzle: one ladder a day for everyone, read from a shipped schedule.

Puzzle number 1 is :data:`FIRST_DAY`; puzzle *N* is the day *N - 1* days
later. The schedule (``data/daily.tsv``, read by :mod:`ladders.daily_inputs`:
this module does no I/O) was drawn once by
``scripts/build_schedule.py`` from :mod:`hashlib` digests of the puzzle
numbers (:func:`~ladders.play.schedule.draw_schedule`), so every machine,
process, hash seed and Python version reads the same puzzle, and a puzzle once
given never changes, even when the dictionary is rebuilt: the file is the
truth, and a test checks it still obeys the rules (:data:`RULES`).

The week varies in difficulty: Monday is the shortest ladder, Sunday the
longest (:data:`PAR_OF_WEEKDAY`), and from :data:`CUTOVER` on each day's
*rating* (:mod:`ladders.solve.rating`, the one scale of difficulty) keeps the
weekday's promise too (:data:`LEVEL_OF_WEEKDAY`): easy early in the week, hard
at the weekend. A day's label (:attr:`DailyPuzzle.level`) is always its rating,
on every day, so the header and the end screen say the same.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .._once import once
from ..daily_inputs import SCHEDULE_FILE, read_schedule_text, today_stand_in

__all__ = ["FIRST_DAY", "SCHEDULE_FILE", "CUTOVER", "KEPT_DAYS_SHA256", "kept_days_sha256", "METRIC", "PAR_OF_WEEKDAY",
           "LEVEL_OF_WEEKDAY", "MAX_SOLUTIONS", "LENGTHS", "END_LEVEL", "DailyPuzzle", "daily_puzzle", "pair_rating",
           "schedule", "parse_schedule", "puzzle_number", "parse_date", "today", "not_open_yet"]

FIRST_DAY = datetime.date(2026, 11, 1)
"""The date of puzzle number 1."""

CUTOVER = 37
"""The first puzzle drawn under today's rules (Monday 2026-12-07): every word a puzzle shows is a word of the puzzle
vocabulary (:func:`~ladders.words.society.is_shown_word`: words a ten-year-old reader knows), and the day's rating is
the weekday's (:data:`LEVEL_OF_WEEKDAY`). The days before it were given as drawn and never change (a test pins their
hash): #26 to #36 under the shown words of 26 November 2026, the days before under the older rules; all of them are
checked against the older rules (puzzle words, no offensive hint), which both kept."""

KEPT_DAYS_SHA256 = "56f474ef42f52c344078e7eb796ade8c7adf5e6d503a88ca46de54e0cdc39273"
"""SHA-256 of the schedule's rows before :data:`CUTOVER`, written ``start<TAB>end<TAB>par`` and a newline each."""

METRIC = "substitution"
"""Classic rules: change one letter at a time."""

LENGTHS = (4, 5)
"""The word lengths of the daily puzzles."""

PAR_OF_WEEKDAY = (3, 4, 4, 5, 5, 6, 7)
"""The par of each weekday, Monday (0) to Sunday (6): easy at the start of the week, hard at the weekend."""

LEVEL_OF_WEEKDAY = ("easy", "easy", "easy", "medium", "medium", "hard", "fiendish")
"""The rating each weekday promises, Monday to Sunday (from :data:`CUTOVER` on, every day's rating is its weekday's;
par rises by weekday too, :data:`PAR_OF_WEEKDAY`)."""

END_LEVEL = 35
"""The ends are words of SCOWL's small list (size 35, :data:`~ladders.words.embedded.SCOWL_SIZES`): frequent names
(*bach*, *hong*) and rare words that corpora count often (*lakh*, *kami*) are left to the players.
"""

MAX_SOLUTIONS = 30
"""At most this many shortest ladders: more, and any wander finds one."""


@dataclass(frozen=True, slots=True)
class DailyPuzzle:
    """Puzzle *number*, of *date*: from *start* to *end* in *par* moves of *metric*."""

    number: int
    date: datetime.date
    start: str
    end: str
    par: int
    metric: str = METRIC

    @property
    def level(self) -> str:
        """The pair's rating (``easy``, ``medium``, ``hard`` or ``fiendish``; :func:`~ladders.solve.rating.rate_pair`
        on the embedded dictionary), the one scale: the label the header and the end screen show alike. From
        :data:`CUTOVER` on it is the weekday's (:data:`LEVEL_OF_WEEKDAY`)."""
        return pair_rating(self.start, self.end)

    def as_json(self) -> dict[str, Any]:
        return {"number": self.number, "date": self.date.isoformat(), "start": self.start, "end": self.end,
                "par": self.par, "metric": self.metric, "weekday": self.date.strftime("%A"), "level": self.level}


def today() -> datetime.date:
    """Today's date where the player is (the local date): the daily puzzle changes at local midnight, as Wordle's.

    ``LADDERS_TODAY=YYYY-MM-DD`` in the environment stands in for the clock (what
    a test of a whole process, or a player travelling back, injects).
    """
    given = today_stand_in()
    return parse_date(given) if given else datetime.date.today()


def not_open_yet(date: datetime.date, now: datetime.date) -> str | None:
    """Why the puzzle of *date* cannot be played on *now* (the player's today), or None when it can.

    A day that has not begun for the player is not playable, in any front end:

    >>> not_open_yet(datetime.date(2026, 11, 25), datetime.date(2026, 11, 24))
    'puzzle #25 opens on Wednesday 25 November 2026: come back then'
    >>> not_open_yet(datetime.date(2026, 11, 20), datetime.date(2026, 11, 24)) is None
    True
    """
    if date <= now:
        return None
    return (f"puzzle #{puzzle_number(date)} opens on {date.strftime('%A')} {date.day} {date.strftime('%B %Y')}: "
            "come back then")


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def parse_date(text: str) -> datetime.date:
    """A date written ``YYYY-MM-DD``; ``ValueError`` saying so otherwise.

    >>> parse_date("2026-11-01")
    datetime.date(2026, 11, 1)
    """
    shown = repr(text[:20]) + ("..." if len(text) > 20 else "")
    if not _DATE.fullmatch(text.strip()):
        raise ValueError(f"a date is written YYYY-MM-DD (such as 2026-11-01), not {shown}")
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"{shown} is no date of the calendar") from None


def puzzle_number(date: datetime.date) -> int:
    """The puzzle number of *date* (1 on :data:`FIRST_DAY`; it may be out of the schedule).

    >>> puzzle_number(FIRST_DAY + datetime.timedelta(days=122))
    123
    """
    return (date - FIRST_DAY).days + 1


def kept_days_sha256(days: Sequence[tuple[str, str, int]]) -> str:
    """The SHA-256 (hex) of *days* written ``start<TAB>end<TAB>par`` and a newline each
    (see :data:`KEPT_DAYS_SHA256`)."""
    return hashlib.sha256("".join(f"{start}\t{end}\t{par}\n" for start, end, par in days).encode("utf-8")).hexdigest()


@lru_cache(maxsize=1024)
def pair_rating(start: str, end: str) -> str:
    """The rating of the daily pair *start* → *end* (change one letter at a time, the embedded dictionary).

    >>> pair_rating("cold", "warm")
    'medium'
    """
    from ..moves.metrics import METRICS  # the rating needs the word graph: loaded when a label is first asked
    from ..solve.rating import rate_pair
    return rate_pair(start, end, METRICS[METRIC]).rating


@once
def schedule() -> tuple[tuple[str, str, int], ...]:
    """Every scheduled day's ``(start, end, par)``, in order from :data:`FIRST_DAY`, read once (the shipped file,
    :data:`~ladders.daily_inputs.SCHEDULE_FILE`)."""
    return parse_schedule(read_schedule_text())


def parse_schedule(text: str) -> tuple[tuple[str, str, int], ...]:
    """The days of a schedule's *text*: comment lines (``#``) and blank ones skipped, then ``start<TAB>end<TAB>par``.

    >>> parse_schedule("# start, end, par\\ncold\\twarm\\t4\\n")
    (('cold', 'warm', 4),)
    """
    rows = [line.split("\t") for line in text.split("\n") if line.strip() and not line.startswith("#")]
    return tuple((start, end, int(par)) for start, end, par in rows)


def daily_puzzle(date: datetime.date | str | None = None) -> DailyPuzzle:
    """The puzzle of *date* (a date, ``YYYY-MM-DD`` text, or None for today: the local date).

    >>> puzzle = daily_puzzle("2026-11-01")
    >>> puzzle.number, puzzle.par == PAR_OF_WEEKDAY[puzzle.date.weekday()]
    (1, True)

    Raises ``ValueError`` for a date badly written or outside the schedule.
    """
    if date is None:
        date = today()
    elif isinstance(date, str):
        date = parse_date(date)
    elif not isinstance(date, datetime.date) or isinstance(date, datetime.datetime):
        raise TypeError(f"date must be a date, YYYY-MM-DD text or None, not {type(date).__name__}")
    days = schedule()
    number = puzzle_number(date)
    if not 1 <= number <= len(days):
        last = FIRST_DAY + datetime.timedelta(days=len(days) - 1)
        raise ValueError(f"no daily puzzle for {date.isoformat()}: the schedule runs from {FIRST_DAY.isoformat()} "
                         f"to {last.isoformat()}")
    start, end, par = days[number - 1]
    return DailyPuzzle(number, date, start, end, par)
