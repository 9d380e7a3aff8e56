"""The daily schedule: a thousand consecutive days obey the rules today, and every process reads the same puzzle."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys

import pytest

from ladders import default_lexicon, substitution
from ladders.play.daily import (FIRST_DAY, MAX_SOLUTIONS, PAR_OF_WEEKDAY, DailyPuzzle, daily_puzzle, parse_date,
                                puzzle_number, schedule, today)
from ladders.play.rounds import Round, hint
from ladders.play.schedule import day_problems, digest, draw_day
from ladders.solve.shortest import shortest_ladder_graph
from ladders.words.society import is_offensive, is_puzzle_word
from tests.reference import shortest_steps

DAYS = 1000


def _window() -> list[datetime.date]:
    """A thousand consecutive days of the schedule, from today's (or as near as the schedule allows)."""
    last = FIRST_DAY + datetime.timedelta(days=len(schedule()) - 1)
    first = min(max(today(), FIRST_DAY), last - datetime.timedelta(days=DAYS - 1))
    return [first + datetime.timedelta(days=k) for k in range(DAYS)]


def test_the_schedule_covers_years_ahead() -> None:
    assert len(schedule()) >= 3650
    assert len(_window()) == DAYS


def test_a_thousand_consecutive_days_obey_the_rules() -> None:
    words = default_lexicon()
    seen: dict[tuple[str, str], int] = {}
    for date in _window():
        puzzle = daily_puzzle(date)
        assert puzzle.date == date and puzzle.number == puzzle_number(date)
        assert day_problems(puzzle, words) == [], (puzzle, day_problems(puzzle, words))
        pair = (puzzle.start, puzzle.end)
        assert pair not in seen, f"{pair} is given on days {seen[pair]} and {puzzle.number}"
        seen[pair] = puzzle.number
        assert 3 <= puzzle.par <= 10 and puzzle.par == PAR_OF_WEEKDAY[date.weekday()]


def test_day_problems_is_honest_about_each_rule() -> None:
    good = daily_puzzle(_window()[0])
    assert day_problems(good) == []
    wrong_par = DailyPuzzle(good.number, good.date, good.start, good.end, good.par + 1)
    assert day_problems(wrong_par)
    offensive = DailyPuzzle(good.number, good.date, "bitch", good.end, good.par)
    assert any("not a puzzle word" in p for p in day_problems(offensive))
    rare_end = DailyPuzzle(good.number, good.date, good.start, "lakh" if len(good.start) == 4 else "lakhs", good.par)
    assert is_puzzle_word(rare_end.end) and any("size-35" in p for p in day_problems(rare_end))
    other_day = DailyPuzzle(good.number, good.date + datetime.timedelta(days=1), good.start, good.end, good.par)
    assert any("not" in p for p in day_problems(other_day))


def test_par_is_the_true_shortest_length_by_a_plain_search_on_a_sample() -> None:
    words = default_lexicon()
    for date in _window()[::50]:
        puzzle = daily_puzzle(date)
        same_length = list(words.words_of_length(len(puzzle.start)))
        assert shortest_steps(puzzle.start, puzzle.end, same_length, "substitution") == puzzle.par


def test_no_offensive_word_in_the_ends_the_hints_or_the_commonest_ladder() -> None:
    words = default_lexicon()
    for date in _window()[::10]:
        puzzle = daily_puzzle(date)
        graph = shortest_ladder_graph(puzzle.start, puzzle.end, substitution, lexicon=words)
        assert graph.count() <= MAX_SOLUTIONS
        played = Round(puzzle.start, puzzle.end, puzzle.par)
        while not played.solved:
            rung = hint(played, substitution, lexicon=words)
            assert is_puzzle_word(rung, words) and not is_offensive(rung)
            played = played.with_rung(rung)


CHILD = ("import json, sys; from ladders.play.daily import daily_puzzle; from ladders.play.schedule import draw_day; "
         "print(json.dumps([daily_puzzle(d).as_json() for d in sys.argv[1:]] + [draw_day(3)]))")


def test_every_process_and_hash_seed_reads_and_draws_the_same_puzzle() -> None:
    dates = [d.isoformat() for d in _window()[:3]]
    outputs = []
    for seed in ("0", "1", "12345"):
        run = subprocess.run([sys.executable, "-c", CHILD, *dates], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": seed})
        outputs.append(json.loads(run.stdout))
    assert outputs[0] == outputs[1] == outputs[2]
    assert outputs[0][:3] == [daily_puzzle(d).as_json() for d in dates]
    assert outputs[0][3] == list(draw_day(3))


def test_digests_are_sha256_not_hash() -> None:
    import hashlib
    expected = int.from_bytes(hashlib.sha256(b"ladders daily 7 start 0").digest()[:8], "big")
    assert digest(7, "start") == expected


@pytest.mark.parametrize("text", ["", "2026-13-01", "2026-02-30", "26-11-01", "20261101", "2026-11-01T00:00",
                                  "yesterday", "2026-11-1", "x" * 500, "٢٠٢٦-١١-٠١"])
def test_bad_dates_are_clear_value_errors(text: str) -> None:
    with pytest.raises(ValueError, match="date|calendar"):
        parse_date(text)
    with pytest.raises(ValueError):
        daily_puzzle(text)


def test_dates_outside_the_schedule_and_wrong_types() -> None:
    with pytest.raises(ValueError, match="schedule runs from"):
        daily_puzzle(FIRST_DAY - datetime.timedelta(days=1))
    with pytest.raises(ValueError, match="schedule runs from"):
        daily_puzzle(FIRST_DAY + datetime.timedelta(days=len(schedule())))
    with pytest.raises(TypeError):
        daily_puzzle(20261101)  # type: ignore[arg-type]
    assert daily_puzzle().date == today()
    assert daily_puzzle(FIRST_DAY).number == 1 and daily_puzzle(FIRST_DAY.isoformat()) == daily_puzzle(FIRST_DAY)
