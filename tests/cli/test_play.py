"""``ladders daily`` and ``ladders play``: the same puzzle as the API, a round through standard input, clean errors."""

from __future__ import annotations

import datetime
import io
import json
import re
import subprocess
import sys

import pytest

from ladders import Ladder, default_lexicon, substitution
from ladders.cli import main
from ladders.play.daily import daily_puzzle
from ladders.solve.shortest import shortest_ladders
from tests.checks import assert_valid_ladder
from tests.play.test_share import parse

DATE = "2026-12-24"


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str],
          *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    status = main(["play", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_daily_prints_the_puzzle_of_a_date(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--date", DATE, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == daily_puzzle(DATE).as_json()
    assert main(["daily", "--date", DATE]) == 0
    puzzle = daily_puzzle(DATE)
    out = capsys.readouterr().out
    assert f"#{puzzle.number}" in out and puzzle.start in out and puzzle.end in out and f"par {puzzle.par}" in out


def test_daily_is_the_api_s_daily() -> None:
    pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
    from starlette.testclient import TestClient

    from ladders.web import create_app
    with TestClient(create_app()) as client:
        answer = client.get("/api/daily", params={"date": DATE})
    run = subprocess.run([sys.executable, "-m", "ladders", "daily", "--date", DATE, "--json"], capture_output=True,
                         text=True, check=True)
    assert answer.status_code == 200 and answer.json() == json.loads(run.stdout)


def test_a_round_through_standard_input_refuses_a_non_word_then_solves_at_par(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = daily_puzzle(DATE)
    ladder = next(shortest_ladders(puzzle.start, puzzle.end, substitution))
    assert_valid_ladder(Ladder(ladder.words, "substitution"), puzzle.start, puzzle.end, substitution,
                        default_lexicon())
    status, out, err = _play(monkeypatch, capsys, ["qzqz", *ladder.words[1:]], "--date", DATE, "--json")
    assert status == 0 and err == ""
    assert re.search(r"✗ 'qzqz' is not in the word list \(refused: costs nothing\)", out)
    result = json.loads(out.strip().splitlines()[-1])
    assert result["solved"] and result["steps"] == result["par"] == puzzle.par and result["hints"] == 0
    fields, grid = parse(result["share"])
    assert fields["number"] == str(puzzle.number) and fields["steps"] == fields["par"] == str(puzzle.par)
    assert len(grid) == puzzle.par and grid[-1] == [True] * len(puzzle.end)
    for word in ladder.words[1:-1]:
        assert word not in result["share"]
    for word in ladder.words[1:]:  # each rung checked, with its marks as symbols and as text
        assert re.search(rf"✓ {word}  [🟩⬜]+  ", out)
    assert "in place" in out and "to go" in out


def test_hints_count_and_hard_hides_the_moves_left(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = daily_puzzle(DATE)
    status, out, _ = _play(monkeypatch, capsys, ["?", "?", "?"], "--date", DATE, "--json", "--hard")
    assert status == 0 and "hint 1: change letter" in out and "hint 3: the next rung is" in out
    rung = re.search(r"the next rung is '(\w+)'", out)
    assert rung is not None
    status, out, _ = _play(monkeypatch, capsys, ["?", rung.group(1), "!"], "--date", DATE, "--json", "--hard")
    result = json.loads(out.strip().splitlines()[-1])
    assert not result["solved"] and result["gave_up"] and result["hints"] == 1 and result["steps"] == 1
    assert "to go" not in out and "shortest way" not in out
    assert parse(result["share"])[0]["gave_up"] and puzzle.end in out


def test_end_of_input_gives_up_cleanly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _play(monkeypatch, capsys, [], "--date", DATE)
    assert status == 0 and err == "" and "given up after 0 steps" in out and "Traceback" not in out


@pytest.mark.parametrize("args", [["daily", "--date", "2026-02-30"], ["daily", "--date", "soon"],
                                  ["daily", "--date", "1999-01-01"], ["play", "--date", "x"],
                                  ["play", "--steps", "0"], ["play", "--steps", "eleven"],
                                  ["play", "--steps", "4", "--date", DATE], ["daily", "--bogus"]])
def test_bad_flags_are_one_line_errors_with_status_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("ladders: ") and err.count("\n") == 1


def test_a_practice_round_has_puzzle_word_ends_and_no_number(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("scipy", reason="practice puzzles need the graph extra (numpy, scipy)")
    from ladders.words.society import is_puzzle_word
    status, out, _ = _play(monkeypatch, capsys, ["!"], "--steps", "4", "--json")
    result = json.loads(out.strip().splitlines()[-1])
    assert status == 0 and result["number"] is None and result["par"] == 4
    assert is_puzzle_word(result["start"]) and is_puzzle_word(result["end"])
    assert parse(result["share"])[0]["number"] is None


class _Interrupted:
    """A standard input whose reading is interrupted, as Ctrl-C does."""

    def __iter__(self) -> _Interrupted:
        return self

    def __next__(self) -> str:
        raise KeyboardInterrupt

    def isatty(self) -> bool:
        return False


def test_ctrl_c_ends_cleanly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", _Interrupted())
    assert main(["play", "--date", DATE]) == 130
    err = capsys.readouterr().err
    assert err == "ladders: interrupted\n"


def test_each_hint_level_counts_once(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _play(monkeypatch, capsys, ["?", "?", "?", "?", "!"], "--date", DATE, "--json")
    result = json.loads(out.strip().splitlines()[-1])
    assert status == 0 and result["hints"] == 3 and out.count("hint 3:") == 2


def test_the_shortest_ladders_listed_at_the_end_hide_every_word_a_puzzle_may_not_show(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from itertools import islice

    from ladders.play.daily import CUTOVER, FIRST_DAY
    from ladders.words.society import is_shown_word
    words = default_lexicon()
    for number in range(CUTOVER, CUTOVER + 400):  # a fixed window: the first day with an unfit word on a way
        puzzle = daily_puzzle(FIRST_DAY + datetime.timedelta(days=number - 1))
        listed = list(islice(shortest_ladders(puzzle.start, puzzle.end, substitution, lexicon=words), 10))
        unfit = {w for ladder in listed for w in ladder.words if not is_shown_word(w, words, common=False)}
        if unfit:
            break
    else:
        pytest.fail("no day of the window has a shortest ladder through a word a puzzle may not show")
    status, out, _ = _play(monkeypatch, capsys, ["!"], "--date", puzzle.date.isoformat())
    shown = out.split("the shortest ladder")[1].split("the words used:")[0]
    assert status == 0 and all(word not in shown.split() for word in unfit), (unfit, shown)
    assert "•" in shown and puzzle.start in shown and puzzle.end in shown
    first = shown.splitlines()[1]  # the first ladder listed: one of shown words, where one exists
    fit = [ladder for ladder in shortest_ladders(puzzle.start, puzzle.end, substitution, lexicon=words)
           if all(is_shown_word(w, words, common=False) for w in ladder.words)]
    assert fit and "•" not in first and tuple(first.strip().split(" → ")) in {ladder.words for ladder in fit}
