"""No generated puzzle shows a word it may not: the `puzzle` command, /api/puzzle, the play hints and the picture."""

from __future__ import annotations

import json

import pytest

from ladders import default_lexicon, substitution
from ladders.cli import main
from ladders.play.rounds import Round, hint
from ladders.solve.shortest import shortest_ladders
from ladders.words.society import is_offensive, is_puzzle_word, is_shown_word

pytest.importorskip("scipy", reason="puzzles need the graph extra (numpy, scipy)")
from ladders.study.puzzles import puzzles  # noqa: E402


@pytest.mark.parametrize("common", [True, False])
def test_drawn_puzzles_never_end_on_an_offensive_word(common: bool) -> None:
    words = default_lexicon()
    for steps in (3, 5):
        drawn = list(puzzles(words, steps, substitution, count=8, common=common, seed=f"society{steps}"))
        assert drawn
        for puzzle in drawn:
            for end in (puzzle.start, puzzle.end):
                assert is_shown_word(end, words, end=True, common=common), end
            if common:
                played = Round(puzzle.start, puzzle.end, puzzle.steps)
                while not played.solved:  # the hints: the shown solution
                    rung = hint(played, substitution, lexicon=words)
                    assert is_shown_word(rung, words), rung
                    played = played.with_rung(rung)


def test_the_puzzle_command_never_ends_on_an_offensive_word(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puzzle", "--steps", "3", "--count", "6", "--metric", "substitution", "--seed", "9", "--json"]) == 0
    for line in capsys.readouterr().out.splitlines():
        puzzle = json.loads(line)
        assert is_shown_word(puzzle["start"], end=True, common=False) and is_shown_word(puzzle["end"], end=True,
                                                                                           common=False)


def test_the_web_puzzle_and_hints_never_show_an_offensive_word() -> None:
    pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
    from starlette.testclient import TestClient

    from ladders.web import create_app
    with TestClient(create_app()) as client:
        for seed in range(4):
            body = client.get("/api/puzzle", params={"steps": 4, "common": 1, "seed": seed,
                                                     "metric": "substitution"}).json()
            assert body["found"] and is_shown_word(body["start"], end=True) and is_shown_word(body["end"], end=True)
            rungs: list[str] = []
            for _ in range(body["steps"] - 1):
                answer = client.get("/api/play/hint", params={"start": body["start"], "end": body["end"],
                                                              "rungs": ",".join(rungs), "level": 3,
                                                              "metric": "substitution"}).json()
                word = answer["hint"]["word"]
                assert is_shown_word(word)
                rungs.append(word)


def test_a_hint_takes_a_clean_way_round_an_offensive_word() -> None:
    words = default_lexicon()
    ways = list(shortest_ladders("pick", "dice", substitution, lexicon=words))
    assert any(is_offensive(w) for way in ways for w in way.words), ways  # the test needs a dirty way
    assert any(not any(is_offensive(w) for w in way.words) for way in ways), ways  # and a clean one
    assert not any(is_puzzle_word(way.words[1], words) for way in ways)  # neither through a puzzle word
    rung = hint(Round("pick", "dice", ways[0].steps), substitution, lexicon=words)
    assert not is_offensive(rung) and rung in {way.words[1] for way in ways}
