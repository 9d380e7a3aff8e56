"""Challenge codes round trip in every language: ``scripts/challenge_round_trip.py`` (imported from the file),
500 pairs of shown words in each language instead of its 10,000 (each language's list loaded once; a language whose
list is not installed is skipped, saying which package installs it)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from ladders.words.languages import LANGUAGES

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "challenge_round_trip.py"
PAIRS = 500


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("challenge_round_trip", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_codes_round_trip_in_every_language(code: str) -> None:
    language = LANGUAGES[code]
    if language.path is not None and not os.path.exists(language.path):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    pytest.importorskip("wordfreq", reason="the freq extra is not installed")
    found = _script().round_trip(code, PAIRS)
    assert found.failures == [], found.failures[:3]
    assert found.pairs == found.read_back == found.accepted == found.spelled == found.damaged_refused == PAIRS
    assert found.longest_five <= 40 and found.ends_seen == 0
    if found.accented_words:  # the accents were carried: half the ends drawn from the words written with one
        assert found.accented_ends > PAIRS / 2
