"""The play rules: each verdict, the hint, and a whole round played by hints alone."""

from __future__ import annotations

import pytest

from ladders import default_lexicon, make_ladder
from ladders.play.rounds import Round, hint, judge, start_round


def test_each_verdict() -> None:
    played = start_round("beer", "wine")
    assert played.steps == make_ladder("beer", "wine").steps
    assert judge(played, "zzzq").kind == "not_a_word"
    assert judge(played, "wine").kind == "not_one_move"
    assert judge(played, "beer").kind == "repeated"
    assert judge(played, "beet").kind == "off_course"  # a word one move on, but one step further from wine
    good = judge(played, "bee")
    assert good.accepted and good.round.rungs == ("bee",) and good.round.steps_left == played.steps - 1


def test_a_round_played_by_hints_ends_solved_in_the_shortest_steps() -> None:
    played = start_round("cold", "warm")
    while not played.solved:
        verdict = judge(played, hint(played))
        assert verdict.accepted
        played = verdict.round
    assert len(played.rungs) == played.steps and played.rungs[-1] == "warm"
    with pytest.raises(ValueError):
        hint(played)


def test_start_round_replays_rungs_and_refuses_a_wrong_one() -> None:
    assert start_round("beer", "wine", rungs=["bee"]).rungs == ("bee",)
    with pytest.raises(ValueError, match="rung 1"):
        start_round("beer", "wine", rungs=["beet"])


def test_rounds_are_records() -> None:
    played = Round("beer", "wine", 5)
    assert played.last == "beer" and not played.solved and played.with_rung("bee").last == "bee"
    assert "bee" in default_lexicon()
