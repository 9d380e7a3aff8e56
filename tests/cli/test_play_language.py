"""Practice in other languages: ``ladders play --steps N --language CODE`` plays a round of that language's common
words (a word typed with its accents counts), and the daily puzzle stays English.

The rounds need the system's word list of their language (Debian's wfrench, ...; CI installs them) and skip,
saying which package, where it is not installed. A practice draw is not seeded, so the tests read its words from
what it shows; nothing depends on the clock.
"""

from __future__ import annotations

import io
import os
import re
import sys

import pytest

from ladders.cli import main
from ladders.cli.game.games import Game, begin_round, practice_game
from ladders.cli.game.turns import play_rung
from ladders.moves.metrics import METRICS
from ladders.play.daily import METRIC
from ladders.solve.answer import answer
from ladders.words.common import is_common
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.lexicon import Lexicon
from ladders.words.society import is_offensive, is_shown_word

OTHERS = ["de", "es", "fr", "it", "nl", "pt"]


@pytest.fixture(autouse=True)
def _own_state_folder(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A practice round is never kept, but the state folder is the test's own all the same."""
    monkeypatch.setenv("LADDERS_STATE_DIR", str(tmp_path / "state"))


def _installed(code: str) -> Lexicon:
    language = LANGUAGES[code]
    if not os.path.exists(str(language.path)):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    pytest.importorskip("wordfreq", reason="ranking a language's list needs wordfreq (the freq extra)")
    pytest.importorskip("scipy", reason="practice draws its puzzle with the graph extra")
    return lexicon_for(code)


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str],
          *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    status = main(["play", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("code", OTHERS)
def test_a_practice_round_starts_in_each_language(code: str, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    words = _installed(code)
    status, out, err = _play(monkeypatch, capsys, ["?", "!"], "--steps", "3", "--language", code)
    assert status == 0 and err == "", err
    opening = re.match(rf"ladders \(practice, {LANGUAGES[code].name}\): (\S+) → (\S+), par 3\. ", out)
    assert opening, out.splitlines()[0]
    for shown in opening.groups():
        word = words.fold(shown)
        assert shown == words.spelling(word) and is_common(word, words) and not is_offensive(word, words)
        assert is_shown_word(word, words, end=True)
    assert "hint 1: " in out and "given up after 0 steps (par 3)" in out
    assert "the words used:" not in out, "the definitions are English: none are shown for another language"


def test_a_rung_typed_with_its_accents_counts() -> None:
    words = _installed("fr")  # French folds accents: fête is kept as fete, and typed either way
    game = Game(begin_round("fête", "bêta", words), words)
    assert (game.played.start, game.played.end, game.played.steps) == ("fete", "beta", 2)
    assert [play_rung(game, word) for word in ("BÊTE", "be\u0302ta")] == [False, True]
    assert game.played.solved and game.played.rungs == ("bete", "beta")


@pytest.mark.parametrize("code", OTHERS)
def test_a_drawn_practice_round_is_solved_by_its_shown_ladder_as_spelled(code: str) -> None:
    words = _installed(code)
    game = practice_game(3, False, words)
    assert game.lexicon is words
    ladder = answer(game.played.start, game.played.end, METRICS[METRIC], None, lexicon=words,
                    shown_words=True).ladder
    assert ladder is not None and ladder.steps == 3
    assert all(is_common(word, words) and not is_offensive(word, words) for word in ladder.words)
    spelled = [words.spelling(word) for word in ladder.words[1:]]
    typed = [word.upper() if word.upper().lower() == word else word for word in spelled]  # accents, any case (not ß)
    assert [play_rung(game, word) for word in typed] == [False, False, True]
    assert game.played.solved and game.played.rungs == ladder.words[1:]


def test_the_daily_puzzle_stays_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--language", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--language is for practice (--steps N)" in err
    assert main(["play", "--steps", "3", "--language", "xx"]) == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err
