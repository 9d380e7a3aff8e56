"""``ladders rate START END``: the one scale of difficulty, for any pair, as the daily game and puzzles rate them."""

from __future__ import annotations

import json

import pytest

from ladders import substitution
from ladders.cli import main
from ladders.solve.rating import RATINGS, rate_pair


def test_rate_says_the_rating_and_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rate", "head", "tail", "--metric", "substitution"]) == 0
    said = capsys.readouterr().out
    assert said == f"head → tail is {rate_pair('head', 'tail', substitution)}\n"
    assert said.split(" is rated ")[1].split(":")[0] in RATINGS


def test_rate_in_json_names_the_rarest_word_and_whether_every_ladder_needs_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rate", "beer", "wine", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found == rate_pair("beer", "wine").as_json() and isinstance(found["needed"], bool)


@pytest.mark.parametrize("args, status", [(["cat", "qzqz"], 2), (["cat"], 2),
                                          (["cat", "ox", "--metric", "substitution"], 1)])
def test_rate_refuses_in_one_line(args: list[str], status: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rate", *args]) == status
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and "Traceback" not in err
