"""Shared fixtures: word lists the tests draw from, the clock guard with its fixed week, and Hypothesis's profile."""

from __future__ import annotations

import datetime
import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

# The same examples on every run and every machine (a property test that failed once fails again, and a run never
# fails by luck); no example database, so a failure found elsewhere is not replayed here. HYPOTHESIS_PROFILE=explore
# draws new examples each run, to look for bugs on purpose.
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

from ladders import default_lexicon, load_lexicon
from ladders.play import daily

WEEK = tuple(datetime.date(2026, 12, 7) + datetime.timedelta(days=k) for k in range(7))
"""A fixed Monday-to-Sunday week after the cutover: the tests that depend on the date run on each of its days."""


@pytest.fixture(autouse=True, scope="session")
def _a_cache_folder_of_its_own(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The word lists a language is built into once per machine (:mod:`ladders.words.machine_cache`) go to this
    run's own folder, for every test and every process a test starts: no test reads, fills or clears the
    machine's cache (the folder of XDG_CACHE_HOME)."""
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if before is None:
        del os.environ["XDG_CACHE_HOME"]
    else:
        os.environ["XDG_CACHE_HOME"] = before


@pytest.fixture(autouse=True)
def _no_real_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard: library code that reads today's date in a test, where a date can be injected, fails the test.

    A test that needs "today" takes the ``today`` fixture (each day of :data:`WEEK`) or passes a date.
    """
    def refuse() -> datetime.date:
        pytest.fail("library code read the real clock: pass a date (a parameter, --date, ?date=) "
                    "or take the `today` fixture")

    monkeypatch.setattr(daily, "today", refuse)


@pytest.fixture(autouse=True)
def _own_state_folder(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """No test touches the player's real state folder (records, a round in progress): each test, and each process it
    starts, keeps its own (``LADDERS_STATE_DIR``, made only when something is saved), so no test sees another's."""
    monkeypatch.setenv("LADDERS_STATE_DIR", str(tmp_path_factory.getbasetemp() / "state" / f"{next(_STATE_FOLDERS)}"))


_STATE_FOLDERS = itertools.count(1)


@pytest.fixture(params=WEEK, ids=lambda day: day.strftime("%a"))
def today(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> datetime.date:
    """Today, injected: each day of the fixed :data:`WEEK` in turn (Monday to Sunday)."""
    day: datetime.date = request.param
    monkeypatch.setattr(daily, "today", lambda: day)
    return day

SHARED_DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
SGB_WORDS = SHARED_DATA / "sgb-words.txt"


@pytest.fixture(scope="session")
def sgb_lexicon():
    """Knuth's 5,757 five-letter SGB words; skips when the shared data folder is absent."""
    if not SGB_WORDS.exists():
        pytest.skip(f"Knuth's SGB word list is not here ({SGB_WORDS}): it lives in the team's shared data folder")
    return load_lexicon(SGB_WORDS)


@pytest.fixture(scope="session")
def small_lexicon():
    """The embedded dictionary at SCOWL size 35: real words, quick to search exhaustively."""
    return default_lexicon(35)
