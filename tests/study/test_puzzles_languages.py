"""Puzzles in other languages: ``puzzles(lexicon_for(CODE), ...)`` and ``ladders puzzle --language CODE`` draw
from that language's common words, never from its offensive words nor from English ones.

Each test needs the system's word list of its language (Debian's wfrench, wngerman, ...; CI installs them) and
skips, saying which package, where it is not installed. Every draw is seeded: nothing depends on the clock.
"""

from __future__ import annotations

import json
import os

import pytest

from ladders import levenshtein, make_ladder, substitution
from ladders.cli import main
from ladders.moves.metrics import DistanceMetric
from ladders.solve.answer import answer
from ladders.solve.check import check_ladder
from ladders.solve.rating import RATINGS
from ladders.study.puzzles import puzzles
from ladders.words.common import is_common
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.lexicon import Lexicon
from ladders.words.society import INFLECTIONS, offensive_file
from tests.checks import assert_valid_ladder

OTHERS = ["de", "es", "fr", "it", "nl", "pt"]


def _installed(code: str) -> Lexicon:
    """The system's word list of *code*, or a skip naming the package that installs it."""
    language = LANGUAGES[code]
    if not os.path.exists(str(language.path)):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    pytest.importorskip("wordfreq", reason="ranking a language's list needs wordfreq (the freq extra)")
    return lexicon_for(code)


def _shipped(code: str, words: Lexicon) -> frozenset[str]:
    """The shipped list of *code*, read here from its file and folded as *words* folds words."""
    with open(offensive_file(code), encoding="utf-8") as lines:
        return frozenset(words.fold(line) for line in lines if line.strip() and not line.startswith("#"))


def _clean(word: str, code: str, words: Lexicon) -> bool:
    """Common, and neither on the language's list (in a form its inflections read back) nor on the English one."""
    own, english = _shipped(code, words), _shipped("en", words)
    bases = {word, *(word[:len(word) - len(end)] + swap for end, swap in INFLECTIONS[code] if word.endswith(end))}
    return is_common(word, words) and not bases & own and word not in english and word.removesuffix("s") not in english


def _check_puzzle(start: str, end: str, steps: int, code: str, words: Lexicon, metric: DistanceMetric) -> None:
    """The ends and the ladder of shown words a puzzle promises: common and clean, a legal shortest ladder."""
    assert _clean(start, code, words) and _clean(end, code, words), (start, end)
    found = answer(start, end, metric, None, lexicon=words, shown_words=True).ladder
    assert found is not None and found.steps == steps
    assert_valid_ladder(found, start, end, metric, words)
    report = check_ladder(list(found.words), metric, lexicon=words)
    assert report and report.steps == steps and report.is_shortest, [str(p) for p in report.problems]
    assert all(_clean(word, code, words) for word in found.words), f"{found}: every word common and clean"
    assert make_ladder(start, end, metric, None, lexicon=words).steps == steps


@pytest.mark.parametrize("code", OTHERS)
def test_a_puzzle_of_each_language_is_of_common_words_none_offensive(code: str) -> None:
    words = _installed(code)
    drawn = list(puzzles(words, 4, substitution, common=True, count=3, seed=33))
    assert len(drawn) == 3
    for puzzle in drawn:
        assert puzzle.rating in RATINGS and puzzle.difficulty >= 0 and puzzle.solutions >= 1
        _check_puzzle(puzzle.start, puzzle.end, 4, code, words, substitution)
    assert drawn == list(puzzles(words, 4, substitution, common=True, count=3, seed=33)), "the seed repeats them"


@pytest.mark.parametrize("code", OTHERS)
def test_ladders_puzzle_language_prints_that_language_s_puzzles(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    words = _installed(code)
    assert main(["puzzle", "--steps", "3", "--language", code, "--seed", "5", "--count", "2", "--json"]) == 0
    printed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(printed) == 2
    for puzzle in printed:
        _check_puzzle(puzzle["start"], puzzle["end"], 3, code, words, levenshtein)
        assert puzzle.get("spelled", [puzzle["start"], puzzle["end"]]) == [
            words.spelling(puzzle["start"]), words.spelling(puzzle["end"])]
    assert main(["puzzle", "--steps", "3", "--language", code, "--seed", "5", "--count", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for line, puzzle in zip(lines, printed, strict=True):
        assert line.startswith(f"{words.spelling(puzzle['start'])} → {words.spelling(puzzle['end'])}: 3 steps")
        assert f"rated {puzzle['rating']}" in line


def test_a_rating_set_in_another_language_is_rated_as_asked() -> None:
    words = _installed("es")
    drawn = list(puzzles(words, 3, substitution, common=True, count=2, seed=4, rating="easy"))
    assert drawn and all(puzzle.rating == "easy" for puzzle in drawn)
