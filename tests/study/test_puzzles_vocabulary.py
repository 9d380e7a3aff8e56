"""Puzzles in each other language draw from its vocabulary (issue 43): seeded puzzles of ``ladders puzzle
--language`` and of ``ladders play --steps N --language``'s draw, as ``scripts/language_sweep.py`` judges them
(which runs over a hundred per language): every end and every rung a round's end shows is a word of the
language's vocabulary (an end a base form), offensive in no form, and written with at most one capital.

Each test needs the system's word list of its language (Debian's wfrench, wngerman, ...) and wordfreq, and skips,
saying which package, where one is missing.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from ladders.cli import main
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.society import is_offensive, is_shown_word
from ladders.words.vocabularies import language_vocabulary

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "language_sweep.py"
OTHERS = ["de", "es", "fr", "it", "nl", "pt"]


@pytest.fixture(scope="module")
def sweep() -> ModuleType:
    spec = importlib.util.spec_from_file_location("language_sweep", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["language_sweep"] = module
    spec.loader.exec_module(module)
    return module


def _installed(code: str) -> None:
    language = LANGUAGES[code]
    if not os.path.exists(str(language.path)):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    pytest.importorskip("wordfreq", reason="ranking a language's list needs wordfreq (the freq extra)")


@pytest.mark.parametrize("code", OTHERS)
def test_seeded_puzzles_show_only_vocabulary_words(code: str, sweep: ModuleType) -> None:
    _installed(code)
    total, problems, ends = sweep.sweep(code, 4)
    assert total == 8 and len(ends) == 16
    assert not problems
    words = lexicon_for(code)
    vocabulary = language_vocabulary(words)
    assert all(word in vocabulary and is_shown_word(word, words, end=True) for word in ends)


@pytest.mark.parametrize("code", ["de", "pt"])
def test_no_abbreviation_or_all_capitals_entry_is_in_the_vocabulary(code: str) -> None:
    _installed(code)
    words = lexicon_for(code)
    vocabulary = language_vocabulary(words)
    capitals = [word for word in vocabulary if sum(letter.isupper() for letter in words.spelling(word)) > 1]
    assert not capitals
    assert not {"bmw", "lkw", "pkw", "kfz", "jg", "pcs"} & vocabulary, "the abbreviations German puzzles gave"
    assert not any(is_offensive(word, words) for word in vocabulary if is_shown_word(word, words))


def test_ladders_puzzle_in_german_shows_its_capitals(capsys: pytest.CaptureFixture[str]) -> None:
    _installed("de")
    assert main(["puzzle", "--steps", "3", "--language", "de", "--seed", "7", "--count", "6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    words = lexicon_for("de")
    ends = [end for line in lines for end in line.split(":")[0].split(" → ")]
    assert len(ends) == 12 and all(end == words.spelling(words.fold(end)) for end in ends)
    assert all(is_shown_word(end, words, end=True) for end in ends)
