"""The share text, read back by a parser: the heading's numbers, one row per rung, no word but the ends."""

from __future__ import annotations

import re

import pytest

from ladders import default_lexicon, substitution
from ladders.play.daily import daily_puzzle
from ladders.play.rounds import judge, letter_marks, start_round
from ladders.play.share import IN_PLACE, NOT_IN_PLACE, share_heading, share_text
from ladders.solve.shortest import shortest_ladders

HEADING = re.compile(r"ladders(?: #(?P<number>\d+))? · (?P<gave_up>gave up after )?(?P<steps>\d+) steps? "
                     r"\(par (?P<par>\d+)\) · (?P<hints>\d+) hints?")


def parse(text: str) -> tuple[dict[str, str | None], list[list[bool]]]:
    heading, *rows = text.split("\n")
    match = HEADING.fullmatch(heading)
    assert match is not None, heading
    grid = [[{IN_PLACE: True, NOT_IN_PLACE: False}[square] for square in row] for row in rows]
    return match.groupdict(), grid


def test_a_daily_round_at_par_shares_its_numbers_and_its_grid() -> None:
    puzzle = daily_puzzle("2026-12-24")
    ladder = next(shortest_ladders(puzzle.start, puzzle.end, substitution))
    text = share_text(ladder.words[1:], puzzle.end, puzzle.par, 2, number=puzzle.number)
    fields, grid = parse(text)
    assert fields == {"number": str(puzzle.number), "gave_up": None, "steps": str(puzzle.par),
                      "par": str(puzzle.par), "hints": "2"}
    assert grid == [list(letter_marks(word, puzzle.end)) for word in ladder.words[1:]]
    assert grid[-1] == [True] * len(puzzle.end)
    for word in ladder.words[1:-1]:
        assert word not in text
    assert share_heading(6, 5, 1, number=123) == "ladders #123 · 6 steps (par 5) · 1 hint"


def test_a_practice_round_given_up_after_a_detour() -> None:
    played = start_round("cold", "warm", substitution, rungs=["bold"], detours=True)
    assert played.steps_left == played.steps
    text = share_text(played.rungs, played.end, played.steps, 0)
    fields, grid = parse(text)
    assert fields["number"] is None and fields["gave_up"] and fields["steps"] == "1" and len(grid) == 1
    verdict = judge(played, "bolt", substitution, detours=True)
    assert verdict.accepted and verdict.marks == letter_marks("bolt", "warm")


@pytest.mark.parametrize("bad", [-1, True, 1.5, "2"])
def test_bad_counts_are_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        share_heading(bad, 5, 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        share_heading(3, 5, bad)  # type: ignore[arg-type]
    assert "bold" in default_lexicon()
