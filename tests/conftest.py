"""Shared fixtures: word lists the tests draw from."""

from __future__ import annotations

from pathlib import Path

import pytest

from ladders import default_lexicon, load_lexicon

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
