"""``ladders play --challenge CODE`` and the challenge code and share text in words that end every round (issue 41):
a friend's pair played unsolved and compared, a daily puzzle's challenge played as that day's archive round that
leaves the records and the day's own round as they were, a day not begun refused as --date refuses it, damaged
codes and hidden ends refused saying why, and the code printed at the end read back with the round's figures."""

from __future__ import annotations

import datetime
import io
import json
import re
import sys

import pytest

from ladders.cli import main
from ladders.cli.game.state import SavedRound, state_folder
from ladders.cli.game.store import open_store
from ladders.moves.metrics import levenshtein, substitution
from ladders.play import daily
from ladders.play.challenge import Challenge, make_code, read_code
from ladders.play.daily import daily_puzzle, not_open_yet
from ladders.play.records import Outcome, summary
from ladders.play.share import plain_share_text
from ladders.solve.shortest import shortest_ladders

DAY = datetime.date(2026, 12, 9)
PUZZLE = daily_puzzle(DAY)


@pytest.fixture(autouse=True)
def _today(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily, "today", lambda: DAY)


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str],
          *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    status = main(["play", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _ladder(start: str, end: str) -> list[str]:
    return list(next(shortest_ladders(start, end, substitution)).words[1:])


def test_a_friend_s_pair_is_played_unsolved_and_compared(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    sent = Challenge("en", "substitution", "cold", "warm", 5, 1, name="Sam")
    status, out, err = _play(monkeypatch, capsys, _ladder("cold", "warm"), "--challenge", make_code(sent), "--json",
                             "--name", "Ann")
    assert status == 0 and err == "", err
    lines = out.splitlines()
    assert lines[0].startswith("ladders (a challenge): cold → warm, par 4.") and "not kept" in lines[0]
    assert lines[1] == "Sam solved it in 5 steps, 1 hint: your turn."
    assert "you 4 steps (par 4) · Sam 5 steps, 1 hint" in lines
    result = json.loads(lines[-1])
    assert result["comparison"] == "you 4 steps (par 4) · Sam 5 steps, 1 hint" and result["recorded"] is False
    assert read_code(result["challenge"]) == Challenge("en", "substitution", "cold", "warm", 4, 0, name="Ann")
    assert f"challenge a friend: ladders play --challenge {result['challenge']}" in lines
    assert not state_folder().exists()  # nothing kept: no records database, no round in progress


def test_a_link_is_taken_whole_and_a_levenshtein_challenge_plays_by_its_moves(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    sent = Challenge("en", "levenshtein", "beer", "wine", 3, solved=False)
    link = "https://ladders.example/play?" + f"challenge={make_code(sent)}&lang=en"
    status, out, _ = _play(monkeypatch, capsys, ["bee", "wee", "!"], "--challenge", link)
    par = next(shortest_ladders("beer", "wine", levenshtein)).steps
    assert status == 0
    assert f"par {par} (change, add or remove one letter at a time)" in out.splitlines()[0]
    assert "✓ bee" in out and f"you gave up after 2 steps (par {par}) · your friend gave up after 3 steps" in out


def test_a_challenge_of_today_s_daily_leaves_the_records_and_the_day_s_round(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    number = PUZZLE.number
    before = {number - 2: Outcome(number - 2, True, 5, 5), number - 1: Outcome(number - 1, True, 6, 5, 1)}
    own = SavedRound(number, DAY, PUZZLE.start, PUZZLE.end, (), (), 2, 1, True)  # today's own round: 2 hints in
    with open_store(state_folder()) as store:
        store.merge(before.values())
        store.keep_round(own)
    sent = Challenge("en", "substitution", PUZZLE.start, PUZZLE.end, PUZZLE.par + 2, day=number)
    status, out, err = _play(monkeypatch, capsys, _ladder(PUZZLE.start, PUZZLE.end), "--challenge", make_code(sent),
                             "--json")
    assert status == 0 and err == "", err
    assert out.startswith(f"ladders #{number} · {DAY.strftime('%A')} {DAY.isoformat()}: {PUZZLE.start} → ")
    assert "A challenge: it does not change your streak or statistics." in out
    result = json.loads(out.splitlines()[-1])
    assert result["recorded"] is False and result["number"] == number
    assert result["comparison"] == f"you {PUZZLE.par} steps (par {PUZZLE.par}) · your friend {PUZZLE.par + 2} steps"
    assert result["share_plain"].startswith(f"ladders #{number}: {PUZZLE.par} steps")
    with open_store(state_folder()) as store:
        assert store.records() == before and store.saved_round() == own
    assert summary(before, number).current_streak == 2
    status, out, _ = _play(monkeypatch, capsys, [], "--stats", "--json")
    assert json.loads(out)["current_streak"] == 2 and json.loads(out)["played"] == 2


def test_a_day_not_begun_is_refused_and_a_bad_code_says_why(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    later = daily_puzzle(DAY + datetime.timedelta(days=1))
    ahead = make_code(Challenge("en", "substitution", later.start, later.end, 4, day=later.number))
    status, out, err = _play(monkeypatch, capsys, [], "--challenge", ahead)
    assert status == 2 and err.strip() == f"ladders: {not_open_yet(later.date, DAY)}"
    assert later.start not in out + err
    for code, said in [
        (make_code(Challenge("en", "substitution", "cold", "warm", 5))[:-1],
         "ladders: that challenge code was refused: the code is damaged (its check does not match): copy it again, "
         "whole"),
        ("ladders-records-1:811c9dc5:W10", "ladders: that challenge code was refused: this is a records code: import "
                                           "it under Statistics (or ladders play --import), not as a challenge"),
        (make_code(Challenge("en", "substitution", "cold", "damn", 5)),
         "ladders: this challenge cannot be played: one of its words is not one our puzzles use"),
    ]:
        status, out, err = _play(monkeypatch, capsys, [], "--challenge", code)
        assert (status, err.strip()) == (2, said) and "damn" not in out + err


@pytest.mark.parametrize(("args", "said"), [
    (["--challenge", "L1x", "--language", "fr"], "--language does not go with --challenge"),
    (["--challenge", "L1x", "--date", "2026-12-01"], "not allowed with argument"),
    (["--steps", "3", "--name", "R2 D2"], "a name has letters and spaces only, not 2 (U+0032)"),
    (["--steps", "3", "--name", "Bartholomewzz"], "a name has at most 12 letters and spaces, not 13"),
])
def test_options_that_do_not_go_together_are_refused(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str], args: list[str],
                                                     said: str) -> None:
    status, _, err = _play(monkeypatch, capsys, [], *args)
    assert status == 2 and said in err


def test_a_daily_round_ends_with_its_share_text_in_words_and_a_code_that_reads_back(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    ladder = _ladder(PUZZLE.start, PUZZLE.end)
    status, out, err = _play(monkeypatch, capsys, ["?", *ladder], "--json", "--name", "  Zoë ")
    assert status == 0 and err == "", err
    result = json.loads(out.splitlines()[-1])
    plain = plain_share_text(ladder, PUZZLE.end, PUZZLE.par, 1, number=PUZZLE.number)
    assert result["share_plain"] == plain and f"in words: {plain}" in out.splitlines()
    assert plain.isascii() and not re.search(r"[\U0001F000-\U0001FFFF\u2B1C]", plain)
    sent = read_code(result["challenge"])
    assert sent == Challenge("en", "substitution", PUZZLE.start, PUZZLE.end, PUZZLE.par, 1, True, PUZZLE.number,
                             "Zoë")
    assert f"  or on a ladders site: /daily?challenge={result['challenge']}&lang=en" in out.splitlines()
    assert out.splitlines()[-2].startswith("recorded: ")  # the records' line still closes the round
