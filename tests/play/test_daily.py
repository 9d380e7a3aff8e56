"""The daily schedule: the days given before the cutover never change, every day from it obeys today's rules (a
thousand in full, the rest for every word shown), and every process reads the same puzzle.

Nothing here reads the clock: the window is fixed, and "today" is each day of a fixed week (the ``today`` fixture).
"""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys

import pytest

from ladders import default_lexicon, substitution
from ladders.play import daily
from ladders.play.daily import (CUTOVER, FIRST_DAY, KEPT_DAYS_SHA256, LEVEL_OF_WEEKDAY, MAX_SOLUTIONS, PAR_OF_WEEKDAY,
                                DailyPuzzle, daily_puzzle, kept_days_sha256, parse_date, puzzle_number, schedule)
from ladders.play.rounds import Round, hint
from ladders.play.schedule import day_problems, digest, draw_day
from ladders.cli import main
from ladders.solve.rating import rate_pair
from ladders.solve.shortest import shortest_ladder_graph, shortest_ladders
from ladders.words.society import SHOWN_RULES, is_shown_word
from tests.reference import shortest_steps

DAYS = 1000
REAL_TODAY = daily.today  # read at import, before the guard (tests/conftest.py) stands in for it
CUTOVER_DATE = FIRST_DAY + datetime.timedelta(days=CUTOVER - 1)


def _window() -> list[datetime.date]:
    """A thousand consecutive days of the schedule, fixed: from the cutover on."""
    return [CUTOVER_DATE + datetime.timedelta(days=k) for k in range(DAYS)]


def _date(number: int) -> datetime.date:
    return FIRST_DAY + datetime.timedelta(days=number - 1)


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


def test_the_days_given_before_the_cutover_never_change_and_keep_their_rules() -> None:
    assert CUTOVER_DATE == datetime.date(2026, 12, 7)
    given = schedule()[:CUTOVER - 1]
    assert len(given) == CUTOVER - 1 and kept_days_sha256(given) == KEPT_DAYS_SHA256
    assert given[0] == ("parks", "shark", 7)  # drawn under the older rules: an end in -s was allowed then
    words = default_lexicon()
    for number in range(1, CUTOVER):
        assert day_problems(daily_puzzle(_date(number)), words) == []


def test_the_redrawn_first_day_is_not_the_one_the_old_draw_gave() -> None:
    assert schedule()[CUTOVER - 1][:2] != ("theme", "whose")  # the schedule of 26 November gave that pair on #37


def test_every_day_from_the_cutover_shows_only_shown_words() -> None:
    """The rule walk: every end and every rung the hints show, of every day from the cutover to the schedule's end."""
    words = default_lexicon()
    days = schedule()
    for number in range(CUTOVER, len(days) + 1):
        start, end, par = days[number - 1]
        assert is_shown_word(start, words, end=True) and is_shown_word(end, words, end=True), (number, start, end)
        played = Round(start, end, par)
        while not played.solved:
            rung = hint(played, substitution, lexicon=words)
            assert is_shown_word(rung, words), (number, start, end, rung)
            played = played.with_rung(rung)


def test_day_problems_is_honest_about_each_rule(today: datetime.date) -> None:
    good = daily_puzzle()
    assert good.date == today and day_problems(good) == []
    wrong_par = DailyPuzzle(good.number, good.date, good.start, good.end, good.par + 1)
    assert any(f"not {good.date.strftime('%A')}'s" in p for p in day_problems(wrong_par))
    offensive = DailyPuzzle(good.number, good.date, "bitch", good.end, good.par)
    assert any("'bitch' may not be shown as an end: offensive" in p for p in day_problems(offensive))
    five = len(good.start) == 5
    for end, rule in (("semen" if five else "anus", "bodily"), ("sally" if five else "nick", "name"),
                      ("talks" if five else "cats", "inflected"), ("aegis" if five else "lakh", "unfamiliar"),
                      ("drugs" if five else "hell", "unfamiliar")):
        assert any(f"{end!r} may not be shown as an end: {SHOWN_RULES[rule]}" in p
                   for p in day_problems(DailyPuzzle(good.number, good.date, good.start, end, good.par))), end
    for days in (1, 7):  # another day, even one of the same weekday (the same par): not this pair
        other_day = DailyPuzzle(good.number + days, good.date + datetime.timedelta(days=days), good.start, good.end,
                                good.par)
        assert any("the schedule gives" in p for p in day_problems(other_day)), days


def test_the_older_rules_hold_only_before_the_cutover() -> None:
    first = daily_puzzle(FIRST_DAY)  # parks -> shark: an end in -s, fine then
    assert day_problems(first) == []
    same_pair_later = DailyPuzzle(1 + 6 * 7, _date(1 + 6 * 7), first.start, first.end, first.par)  # a Sunday too
    assert same_pair_later.date.weekday() == first.date.weekday()
    assert any(f"'parks' may not be shown as an end: {SHOWN_RULES['inflected']}" in p
               for p in day_problems(same_pair_later))


def test_the_label_is_the_rating_and_keeps_the_weekday_s_promise_from_the_cutover() -> None:
    for date in _window()[:140]:  # twenty weeks: every weekday twenty times
        puzzle = daily_puzzle(date)
        rated = rate_pair(puzzle.start, puzzle.end, substitution).rating
        assert puzzle.level == rated == LEVEL_OF_WEEKDAY[date.weekday()], (puzzle, rated)
        assert puzzle.as_json()["level"] == rated  # the page's header says what its end screen says
    before = daily_puzzle(CUTOVER_DATE - datetime.timedelta(days=3))  # a day given before: its label is its rating
    assert before.level == rate_pair(before.start, before.end, substitution).rating


def test_today_is_the_injected_day_everywhere(today: datetime.date, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = daily_puzzle()
    assert puzzle.date == today and puzzle.number == puzzle_number(today)
    assert puzzle.par == PAR_OF_WEEKDAY[today.weekday()] and puzzle == daily_puzzle(today.isoformat())
    assert main(["daily", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == puzzle.as_json()


def test_the_clock_guard_fails_a_test_that_reads_the_real_clock() -> None:
    with pytest.raises(pytest.fail.Exception, match="read the real clock"):
        daily_puzzle()
    with pytest.raises(pytest.fail.Exception, match="read the real clock"):
        main(["daily"])


def test_the_real_clock_is_read_as_the_utc_date() -> None:
    before = datetime.datetime.now(datetime.timezone.utc).date()
    read = REAL_TODAY()
    after = datetime.datetime.now(datetime.timezone.utc).date()
    assert before <= read <= after and isinstance(read, datetime.date)
    assert daily.today is not REAL_TODAY  # the guard is on


def test_par_is_the_true_shortest_length_by_a_plain_search_on_a_sample() -> None:
    words = default_lexicon()
    for date in _window()[::50]:
        puzzle = daily_puzzle(date)
        same_length = list(words.words_of_length(len(puzzle.start)))
        assert shortest_steps(puzzle.start, puzzle.end, same_length, "substitution") == puzzle.par


def test_the_hints_follow_the_commonest_shortest_ladder_of_shown_words() -> None:
    words = default_lexicon()
    for date in _window()[::10]:
        puzzle = daily_puzzle(date)
        graph = shortest_ladder_graph(puzzle.start, puzzle.end, substitution, lexicon=words)
        assert graph.count() <= MAX_SOLUTIONS
        shown = [ladder.words for ladder in shortest_ladders(puzzle.start, puzzle.end, substitution, lexicon=words)
                 if all(is_shown_word(w, words) for w in ladder.words)]
        played = Round(puzzle.start, puzzle.end, puzzle.par)
        while not played.solved:
            played = played.with_rung(hint(played, substitution, lexicon=words))
        walked = (puzzle.start, *played.rungs)
        assert walked in shown  # a shortest ladder, all of it shown words
        rarest = max(words.rank(w) or 10**9 for w in walked[1:-1])
        assert rarest == min(max(words.rank(w) or 10**9 for w in way[1:-1]) for way in shown)


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
    assert daily_puzzle(FIRST_DAY).number == 1 and daily_puzzle(FIRST_DAY.isoformat()) == daily_puzzle(FIRST_DAY)
