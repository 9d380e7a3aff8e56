"""The record rules (ladders.play.records): the shared vectors, a naive reference for streaks, the export code."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ladders.play.records import (
    CODE_PREFIX, MAX_CODE_LENGTH, OVER_PAR_BUCKETS, Outcome, checksum, export_code, import_code, merge,
    outcome_from_json, record, summary,
)

VECTORS = json.loads((Path(__file__).parent / "record_vectors.json").read_text(encoding="utf-8"))


def days_of(rows: list[list[int]]) -> dict[int, Outcome]:
    return {row[0]: Outcome(row[0], bool(row[1]), row[2], row[3], row[4], bool(row[5])) for row in rows}


@pytest.mark.parametrize("case", VECTORS["summaries"], ids=lambda case: case["name"])
def test_the_shared_vectors_hold_in_python(case):
    assert summary(days_of(case["days"]), case["today"]).as_json() == case["expect"]


@pytest.mark.parametrize("case", VECTORS["codes"], ids=lambda case: case["name"])
def test_the_shared_codes_are_python_s_codes(case):
    assert export_code(days_of(case["days"])) == case["code"]
    assert import_code(case["code"], today=case["today"]) == days_of(case["days"])


@pytest.mark.parametrize("case", VECTORS["bad_codes"], ids=lambda case: case["name"])
def test_the_shared_bad_codes_are_refused_saying_why(case):
    with pytest.raises(ValueError, match=re.escape(case["error"])):
        import_code(case["code"], today=case["today"])


outcomes = st.builds(lambda number, solved, extra, par, hints, on_day: Outcome(number, solved, par + extra if solved
                                                                              else extra, par, hints, on_day),
                     st.integers(1, 60), st.booleans(), st.integers(0, 8), st.integers(3, 7), st.integers(0, 3),
                     st.booleans())
records = st.lists(outcomes, max_size=40).map(lambda found: merge({}, found))


def reference_streaks(days: dict[int, Outcome], today: int) -> tuple[int, int]:
    """The current and best streak, the slow way: every run of days solved on their own day, one day at a time."""
    won = [n for n in range(1, today + 1) if n in days and days[n].solved and days[n].on_day]
    runs, best = [], 0
    for n in range(1, today + 1):
        runs.append(runs[-1] + 1 if runs and n in won else (1 if n in won else 0))
        best = max(best, runs[-1])
    today_played = today in days and days[today].on_day
    current = runs[-1] if today_played else (runs[-2] if len(runs) > 1 else 0)
    return current, best


@given(records, st.integers(1, 70))
def test_streaks_agree_with_a_day_by_day_reference(days, today):
    days = {n: outcome for n, outcome in days.items() if n <= today}  # no day after today is ever played
    found = summary(days, today)
    assert (found.current_streak, found.best_streak) == reference_streaks(days, today)
    counted = [o for o in days.values() if o.on_day]
    assert found.played == len(counted) and found.archive == len(days) - len(counted)
    assert sum(found.distribution.values()) == found.solved == sum(o.solved for o in counted)
    assert found.at_par == sum(o.solved and o.steps == o.par and o.hints == 0 for o in counted)
    assert list(found.distribution) == list(OVER_PAR_BUCKETS)


@given(records)
def test_a_code_carries_every_record_and_nothing_else(days):
    code = export_code(days)
    today = max(days, default=1)
    assert import_code(code, today=today) == days
    assert import_code(code[:30] + "\n " + code[30:], today=today - 1) == days  # pasted across lines; a day ahead
    if days:
        with pytest.raises(ValueError, match=f"day #{today}, which has not begun yet|puzzles there have been"):
            import_code(code, today=today - 2)
    assert len(code) <= MAX_CODE_LENGTH


@given(st.text(max_size=300))
def test_any_text_is_a_code_or_a_value_error(text):
    try:
        found = import_code("ladders-records-1:" + text, today=60)
    except ValueError as error:
        assert str(error)
    else:
        assert all(isinstance(outcome, Outcome) for outcome in found.values())


def test_the_first_finish_counts_and_a_merge_keeps_it():
    first = Outcome(4, True, 4, 4)
    kept = record({}, first)
    assert record(kept, Outcome(4, False, 1, 4)) == {4: first}
    assert merge(kept, [Outcome(4, False, 1, 4), Outcome(5, True, 6, 4)]) == {4: first, 5: Outcome(5, True, 6, 4)}


@pytest.mark.parametrize("bad, words", [
    ({"number": 0}, "number must be a whole number from 1"), ({"steps": -1}, "steps"), ({"par": True}, "par"),
    ({"hints": "2"}, "hints"), ({"solved": 1}, "solved must be true or false"), ({"extra": 1}, "unknown field"),
])
def test_a_bad_record_says_what_is_wrong(bad, words):
    data = {**Outcome(3, True, 4, 4).as_json(), **bad}
    with pytest.raises(ValueError, match=words):
        outcome_from_json(data)


def test_an_oversized_code_is_refused_unread():
    with pytest.raises(ValueError, match="characters long"):
        import_code("ladders-records-1:" + "A" * MAX_CODE_LENGTH, today=60)


def test_a_code_nested_a_hundred_thousand_deep_gets_one_line():
    body = base64.urlsafe_b64encode(b"[" * 100_000).decode("ascii").rstrip("=")
    with pytest.raises(ValueError, match=r"^the code is damaged \(its days are not a list of days\)"):
        import_code(f"{CODE_PREFIX}{checksum(body)}:{body}", today=60)


@given(st.lists(st.integers(1, 80), min_size=1, max_size=20, unique=True), st.integers(1, 80))
def test_an_import_never_adds_a_day_after_tomorrow(numbers, today):
    days = {n: Outcome(n, True, 4, 4) for n in numbers}
    future = [n for n in sorted(numbers) if n > today + 1]
    if len(numbers) > today + 1:
        with pytest.raises(ValueError, match="puzzles there have been"):
            import_code(export_code(days), today=today)
    elif future:
        with pytest.raises(ValueError, match=f"day #{future[0]}, which has not begun yet"):
            import_code(export_code(days), today=today)
    else:
        assert import_code(export_code(days), today=today) == days
