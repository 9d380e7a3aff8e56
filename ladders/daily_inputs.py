"""What the daily puzzle reads from the machine: the shipped schedule file and ``LADDERS_TODAY``, the stand-in for the
clock.

:mod:`ladders.play` holds the game's rules only and imports no file or OS
module (an import contract in ``pyproject.toml``); it asks this module, as it
asks :mod:`ladders.words.embedded` for the word list. Every front end (the
command line, the web server, the scripts) keeps calling
:func:`ladders.play.daily.daily_puzzle` and :func:`ladders.play.daily.schedule`,
which read through here. This module imports nothing of ``ladders``.
"""

from __future__ import annotations

import os

__all__ = ["SCHEDULE_FILE", "TODAY_VARIABLE", "read_schedule_text", "today_stand_in"]

SCHEDULE_FILE = os.path.join(os.path.dirname(__file__), "play", "data", "daily.tsv")
"""Comment lines, then one line per day from :data:`~ladders.play.daily.FIRST_DAY`: ``start<TAB>end<TAB>par``."""

TODAY_VARIABLE = "LADDERS_TODAY"
"""The environment variable that stands in for the clock (``YYYY-MM-DD``): what a test of a whole process, or a
player travelling back, sets."""


def read_schedule_text() -> str:
    """The shipped schedule, whole (:data:`SCHEDULE_FILE`, UTF-8); :func:`ladders.play.daily.schedule` reads it once."""
    with open(SCHEDULE_FILE, encoding="utf-8") as file:
        return file.read()


def today_stand_in() -> str | None:
    """The date :data:`TODAY_VARIABLE` gives, as written (unchecked), or None when it is unset or empty."""
    return os.environ.get(TODAY_VARIABLE) or None
