"""The day a round plays: the day given (``--date``, a challenge's day) or today, the player's local date.

A day that has not begun is refused (:class:`~ladders.errors.NotOpenYetError`,
exit 2, and ``--json``'s error code is the web's: ``not_open_yet``); a past day
is the archive. ``ladders daily`` needs no more of the game than this module.
"""

from __future__ import annotations

import argparse
import datetime

from ...errors import NotOpenYetError
from ...play import daily
from ...play.daily import not_open_yet, parse_date

__all__ = ["open_day", "date_argument"]


def open_day(given: datetime.date | None) -> tuple[datetime.date, datetime.date]:
    """(the day to play, today): *given* or today (the local date); a day not begun is a usage error."""
    now = daily.today()
    date = now if given is None else given
    refusal = not_open_yet(date, now)
    if refusal is not None:  # exit 2, and --json's error code is the web's: not_open_yet
        raise NotOpenYetError(refusal, number=daily.puzzle_number(date), date=date.isoformat())
    return date, now


def date_argument(text: str) -> datetime.date:
    """``--date``'s value, ``YYYY-MM-DD``; argparse's error (exit 2, one line) for anything else."""
    try:
        return parse_date(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
