"""``ladders daily`` and ``ladders play``: the same puzzle as the API, a round through standard input, clean errors;
the game remembers (records, statistics, a round resumed, undo, export and import) in a state folder of the test's own.

"Today" is always injected: in-process, :func:`_pin` stands in for ``ladders.play.daily.today``; a process started
here gets ``LADDERS_TODAY``. ``LADDERS_STATE_DIR`` is each test's own (``tests/conftest.py``).
"""

from __future__ import annotations

import datetime
import io
import json
import os
import re
import shutil
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest

from ladders import Ladder, default_lexicon, substitution
from ladders.cli import main
from ladders.cli.game.command import PLAY_EXAMPLES
from ladders.cli.play import DAILY_EXAMPLES
from ladders.play import daily
from ladders.play.daily import daily_puzzle
from ladders.play.records import Outcome, summary
from ladders.play.share import IN_PLACE, NOT_IN_PLACE, UNDONE
from ladders.cli.game.state import RECORDS_FILE, state_folder
from ladders.cli.game.store import open_store
from ladders.solve.shortest import shortest_ladders
from tests.checks import assert_valid_ladder
from tests.play.test_share import parse

DATE = "2026-12-24"
DAY = datetime.date.fromisoformat(DATE)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _today_is_the_puzzle_s_day(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today is :data:`DATE` unless a test says otherwise (:func:`_pin`)."""
    _pin(monkeypatch, DAY)


def _pin(monkeypatch: pytest.MonkeyPatch, day: datetime.date) -> None:
    monkeypatch.setattr(daily, "today", lambda: day)


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str],
          *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    status = main(["play", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _last_json(out: str) -> dict[str, object]:
    result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    return result


def _solution(date: str | datetime.date) -> list[str]:
    """The words after the start of a shortest ladder of *date*'s puzzle."""
    puzzle = daily_puzzle(date)
    return list(next(shortest_ladders(puzzle.start, puzzle.end, substitution)).words[1:])


def _records() -> dict[int, Outcome]:
    with open_store(state_folder()) as store:
        assert store.notes == []
        return store.records()


def _round_kept() -> bool:
    with open_store(state_folder()) as store:
        return store.saved_round() is not None


def _stats(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    status, out, err = _play(monkeypatch, capsys, [], "--stats", "--json")
    assert status == 0 and err == "", err
    return _last_json(out)


def test_daily_prints_the_puzzle_of_a_date(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--date", DATE, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == daily_puzzle(DATE).as_json()
    assert main(["daily", "--date", DATE]) == 0
    puzzle = daily_puzzle(DATE)
    out = capsys.readouterr().out
    assert f"#{puzzle.number}" in out and puzzle.start in out and puzzle.end in out and f"par {puzzle.par}" in out


def test_daily_and_play_default_to_today_the_local_date(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["date"] == DATE
    status, out, _ = _play(monkeypatch, capsys, [])
    puzzle = daily_puzzle(DATE)
    assert status == 0 and f"#{puzzle.number}" in out and "archive" not in out
    assert "nothing played yet; `ladders play` starts today's puzzle" in out


def test_daily_is_the_api_s_daily() -> None:
    pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
    from starlette.testclient import TestClient

    from ladders.web import create_app
    with TestClient(create_app()) as client:
        answer = client.get("/api/daily", params={"date": DATE})
    run = subprocess.run([sys.executable, "-m", "ladders", "daily", "--date", DATE, "--json"], capture_output=True,
                         text=True, check=True, env={**os.environ, "LADDERS_TODAY": DATE})
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
    result = _last_json(out)
    assert result["solved"] and result["steps"] == result["par"] == puzzle.par and result["hints"] == 0
    assert f"solved at par: {puzzle.par} steps" in out and result["recorded"]
    fields, grid = parse(str(result["share"]))
    assert fields["number"] == str(puzzle.number) and fields["steps"] == fields["par"] == str(puzzle.par)
    assert len(grid) == puzzle.par and grid[-1] == [True] * len(puzzle.end)
    for word in ladder.words[1:-1]:
        assert word not in str(result["share"])
    for word in ladder.words[1:]:  # each rung checked, with its marks as symbols and as text
        assert re.search(rf"✓ {word}  [🟩⬜]+  ", out)
    assert "in place" in out and "to go" in out
    assert _records() == {puzzle.number: Outcome(puzzle.number, True, puzzle.par, puzzle.par, 0, True)}


def test_the_opening_line_names_the_commands_in_a_player_s_words(monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = _play(monkeypatch, capsys, [], "--date", DATE)
    first = out.splitlines()[0]
    assert "? for a hint" in first and "< to take back your last word" in first and "! to give up" in first
    assert "the end of input stops and keeps the round for later" in first


def test_hints_count_and_hard_hides_the_moves_left(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from ladders.play.rules import HARD_MODE
    puzzle = daily_puzzle(DATE)
    status, out, _ = _play(monkeypatch, capsys, ["?", "?", "?", "!"], "--date", DATE, "--json", "--hard")
    assert status == 0 and "hint 1: change letter" in out and "hint 3: the next rung is" in out
    assert HARD_MODE in out.splitlines()[:3]  # the opening says what hard mode hides
    rung = re.search(r"the next rung is '(\w+)'", out)
    assert rung is not None
    status, out, _ = _play(monkeypatch, capsys, ["?", rung.group(1), "!"], "--date", DATE, "--json", "--hard")
    result = _last_json(out)
    assert not result["solved"] and result["gave_up"] and result["hints"] == 1 and result["steps"] == 1
    assert f"you finished #{puzzle.number} before" in out and not result["recorded"]  # the first finish counts
    checked = [line for line in out.splitlines() if line.startswith("✓")]
    assert checked and all("to go" not in line and "shortest way" not in line for line in checked)
    assert parse(str(result["share"]))[0]["gave_up"] and puzzle.end in out
    assert _records()[puzzle.number] == Outcome(puzzle.number, False, 0, puzzle.par, 3, True)


def test_a_hinted_solve_is_never_called_at_par(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _play(monkeypatch, capsys, ["?", *_solution(DATE)], "--date", DATE)
    par = daily_puzzle(DATE).par
    assert status == 0 and "at par" not in out and f"solved in {par} steps (par {par}) with 1 hint" in out


def test_end_of_input_with_nothing_played_saves_nothing(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _play(monkeypatch, capsys, [], "--date", DATE)
    assert status == 0 and err == "" and "Traceback" not in out
    assert out.splitlines()[-1] == "nothing played yet; `ladders play` starts today's puzzle"
    assert not state_folder().exists()


def test_end_of_input_saves_the_round_spoils_nothing_and_the_next_run_resumes_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle, words = daily_puzzle(DATE), _solution(DATE)
    status, out, err = _play(monkeypatch, capsys, [words[0], "?"], "--date", DATE, "--json")
    assert status == 0 and err == ""
    assert out.splitlines()[-2] == "round saved; `ladders play` resumes it"
    saved = _last_json(out)
    assert saved == {"saved": True, "number": puzzle.number, "date": DATE, "start": puzzle.start, "end": puzzle.end,
                     "rungs": [words[0]], "undone": [], "steps": 1, "par": puzzle.par, "hints": 1}
    answers = {word for ladder in shortest_ladders(puzzle.start, puzzle.end, substitution) for word in ladder.words}
    hinted = re.search(r"hint 1: .*", out)
    assert hinted is not None and all(word not in out.replace(hinted.group(0), "")
                                      for word in answers - {puzzle.start, puzzle.end, words[0]})
    assert "share" not in out and "the shortest ladder" not in out and _round_kept()
    status, out, err = _play(monkeypatch, capsys, words[1:], "--json")  # today's puzzle: the same one
    assert status == 0 and err == "" and f"resuming: {puzzle.start} → {words[0]} (1 hint)" in out
    result = _last_json(out)
    assert result["solved"] and result["steps"] == puzzle.par and result["hints"] == 1
    assert not _round_kept()  # a finished round is forgotten, and recorded
    assert _records() == {puzzle.number: Outcome(puzzle.number, True, puzzle.par, puzzle.par, 1, True)}


def test_undo_counts_as_a_step_and_shows_crossed_out_in_the_share(monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    puzzle, words = daily_puzzle(DATE), _solution(DATE)
    status, out, _ = _play(monkeypatch, capsys, ["<", words[0], "<", *words], "--date", DATE, "--json")
    assert status == 0 and "nothing to take back yet" in out
    assert f"took back {words[0]!r}: it still counts as a step" in out
    result = _last_json(out)
    assert result["solved"] and result["steps"] == puzzle.par + 1 and result["undone"] == [[0, words[0]]]
    assert f"solved in {puzzle.par + 1} steps (par {puzzle.par}, 1 taken back)" in out and "at par" not in out
    heading, *rows = str(result["share"]).split("\n")
    assert heading.startswith(f"ladders #{puzzle.number} · {puzzle.par + 1} steps (par {puzzle.par})")
    assert rows[0].endswith(UNDONE) and all(not row.endswith(UNDONE) for row in rows[1:])
    assert len(rows) == puzzle.par + 1 and set(rows[0].removesuffix(UNDONE)) <= {IN_PLACE, NOT_IN_PLACE}
    assert _records()[puzzle.number].steps == puzzle.par + 1


def test_an_undone_rung_survives_the_end_of_input(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    words = _solution(DATE)
    _play(monkeypatch, capsys, [words[0], "<"], "--date", DATE)
    status, out, _ = _play(monkeypatch, capsys, words, "--date", DATE, "--json")
    assert status == 0 and "(1 taken back)" in out and _last_json(out)["undone"] == [[0, words[0]]]


def test_statistics_persist_across_runs(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert _stats(monkeypatch, capsys)["played"] == 0
    for offset in (0, 1):
        day = DAY + datetime.timedelta(days=offset)
        _pin(monkeypatch, day)
        status, out, _ = _play(monkeypatch, capsys, _solution(day))
        assert status == 0 and f"recorded: {offset + 1} day{'s' * offset} played, streak {offset + 1}" in out
    stats = _stats(monkeypatch, capsys)
    assert stats["played"] == stats["solved"] == stats["at_par"] == 2 and stats["current_streak"] == 2
    assert stats == summary(_records(), daily.puzzle_number(DAY) + 1).as_json()
    status, out, _ = _play(monkeypatch, capsys, [], "--stats")
    assert status == 0 and "played 2 · solved 2 · given up 0" in out and "streak 2 · best streak 2" in out
    assert re.search(r"^  par +█+ 2$", out, re.MULTILINE) and re.search(r"^  \+1 +0$", out, re.MULTILINE)


def test_an_archive_day_is_recorded_apart_and_leaves_the_streak_alone(monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    _pin(monkeypatch, DAY + datetime.timedelta(days=2))
    _play(monkeypatch, capsys, _solution(DAY + datetime.timedelta(days=2)))  # today's: a streak of one
    _pin(monkeypatch, DAY + datetime.timedelta(days=3))
    before = _stats(monkeypatch, capsys)
    status, out, _ = _play(monkeypatch, capsys, _solution(DATE), "--date", DATE)
    assert status == 0 and "archive: it does not change your streak or statistics" in out
    assert "recorded from the archive: it does not change your streak or statistics" in out
    number = daily_puzzle(DATE).number
    assert _records()[number].on_day is False
    after = _stats(monkeypatch, capsys)
    assert after["current_streak"] == before["current_streak"] == 1 and after["archive"] == 1
    assert {k: v for k, v in after.items() if k != "archive"} == {k: v for k, v in before.items() if k != "archive"}


@pytest.mark.parametrize("command", ["daily", "play"])
def test_a_day_not_begun_is_refused_in_one_line_showing_nothing(command: str, monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    tomorrow = DAY + datetime.timedelta(days=1)
    puzzle = daily_puzzle(tomorrow)
    status, out, err = _play(monkeypatch, capsys, _solution(tomorrow), "--date", tomorrow.isoformat()) \
        if command == "play" else (main([command, "--date", tomorrow.isoformat()]), *capsys.readouterr())
    assert status == 2 and out == "" and puzzle.start not in err and puzzle.end not in err
    assert err == f"ladders: {daily.not_open_yet(tomorrow, DAY)}\n"
    assert not state_folder().exists()


def test_a_records_file_that_is_not_json_is_kept_aside_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    folder = state_folder()
    folder.mkdir(parents=True)
    (folder / RECORDS_FILE).write_bytes(b"{not json")
    (folder / "history").write_text("spill\n")
    (folder / "records.json.damaged").write_text("an earlier one")
    status, out, err = _play(monkeypatch, capsys, _solution(DATE), "--date", DATE)
    assert status == 0 and "solved" in out
    assert err == (f"ladders: your records file {folder / RECORDS_FILE} could not be read; it is kept as "
                   "records.json.damaged-2; starting afresh\n")
    assert (folder / "records.json.damaged-2").read_bytes() == b"{not json"
    assert (folder / "records.json.damaged").read_text() == "an earlier one"  # never overwritten
    assert (folder / "history").read_text() == "spill\n"
    assert list(_records()) == [daily_puzzle(DATE).number]


def test_a_records_file_with_some_bad_days_keeps_the_good_ones(monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    folder = state_folder()
    folder.mkdir(parents=True)
    good = [Outcome(50, True, 4, 4).as_json(), Outcome(51, False, 2, 3).as_json()]
    bad = [{"number": 52, "solved": "yes"}, [1, 2, 3], dict(good[0], steps=3)]  # a duplicate day counts as bad
    (folder / RECORDS_FILE).write_text(json.dumps({"format": "ladders-records", "version": 1,
                                                   "days": [good[0], *bad, good[1]]}))
    status, out, err = _play(monkeypatch, capsys, [], "--stats", "--json")
    assert status == 0 and _last_json(out)["played"] == 2
    assert err == (f"ladders: 3 days of your records file {folder / RECORDS_FILE} could not be read and are "
                   "skipped; the other 2 days are kept\n")


def test_a_folder_that_cannot_be_written_is_one_line_and_the_round_plays_on(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")  # a folder under a regular file cannot be made, even by root
    monkeypatch.setenv("LADDERS_STATE_DIR", str(blocker / "state"))
    words = _solution(DATE)
    status, out, err = _play(monkeypatch, capsys, [words[0]], "--date", DATE)
    assert status == 0 and err.count("\n") == 1
    assert re.fullmatch(rf"ladders: cannot save to {re.escape(str(blocker / 'state'))}: .+; this round is not saved\n",
                        err)
    assert out.splitlines()[-1] == "round not saved (see above): it cannot be resumed"
    status, out, err = _play(monkeypatch, capsys, words, "--date", DATE)
    assert status == 0 and "solved at par" in out and err.count("\n") == 1 and "this round is not saved" in err


def test_a_folder_without_write_permission_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    if os.name != "posix" or os.geteuid() == 0:
        pytest.skip("permissions do not bind here (root, or not POSIX): the test above covers a folder that fails")
    folder = tmp_path / "state"
    folder.mkdir()
    folder.chmod(0o500)
    monkeypatch.setenv("LADDERS_STATE_DIR", str(folder))
    try:
        status, out, err = _play(monkeypatch, capsys, _solution(DATE), "--date", DATE)
    finally:
        folder.chmod(0o700)
    assert status == 0 and "solved" in out and err.count("\n") == 1 and "this round is not saved" in err


def test_export_then_import_into_a_fresh_folder_gives_the_same_records(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for offset in (0, 1, 2):
        day = DAY + datetime.timedelta(days=offset)
        _pin(monkeypatch, day)
        _play(monkeypatch, capsys, _solution(day)[:1] + ["!"])
    _play(monkeypatch, capsys, ["?", *_solution(DATE)], "--date", DATE)  # an archive day, hinted
    kept = _records()
    status, out, _ = _play(monkeypatch, capsys, [], "--export")
    code = out.strip()
    assert status == 0 and code.startswith("ladders-records-1:") and len(kept) == 3
    monkeypatch.setenv("LADDERS_STATE_DIR", str(tmp_path / "elsewhere"))
    status, out, err = _play(monkeypatch, capsys, [], "--import", code)
    assert status == 0 and err == "" and out == "3 days added; 3 days in your records\n"
    assert _records() == kept
    status, out, _ = _play(monkeypatch, capsys, [code], "--import", "-", "--json")  # again, from standard input
    assert status == 0 and _last_json(out) == {"added": 0, "kept": 3, "days": 3}
    assert _records() == kept


@pytest.mark.parametrize("code", ["ladders-records-1:00000000:W10", "hello", "ladders-records-1:zz"])
def test_a_bad_code_changes_nothing(code: str, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    _play(monkeypatch, capsys, _solution(DATE), "--date", DATE)
    before = _records()
    status, out, err = _play(monkeypatch, capsys, [], "--import", code)
    assert status == 2 and out == "" and err.startswith("ladders: nothing was imported: ") and err.count("\n") == 1
    assert _records() == before and len(before) == 1


def test_a_round_of_another_day_is_named_and_left_until_this_one_is_played(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    yesterday = DAY - datetime.timedelta(days=1)
    _play(monkeypatch, capsys, _solution(yesterday)[:1], "--date", yesterday.isoformat())
    status, out, _ = _play(monkeypatch, capsys, [])
    number = daily_puzzle(yesterday).number
    assert status == 0
    assert f"your round of #{number} is unfinished (`ladders play --date {yesterday}` resumes it)" in out
    status, out, _ = _play(monkeypatch, capsys, [], "--date", yesterday.isoformat())
    assert "resuming: " in out and "`ladders play --date 2026-12-23` resumes it" in out


@pytest.mark.parametrize("args", [["daily", "--date", "2026-02-30"], ["daily", "--date", "soon"],
                                  ["daily", "--date", "1999-01-01"], ["play", "--date", "x"],
                                  ["play", "--steps", "0"], ["play", "--steps", "eleven"],
                                  ["play", "--steps", "4", "--date", DATE], ["daily", "--bogus"],
                                  ["play", "--stats", "--hard"], ["play", "--export", "--date", DATE],
                                  ["play", "--stats", "--import", "x"], ["play", "--date", "2026-12-25"],
                                  ["daily", "--date", "2026-12-25"]])
def test_bad_flags_are_one_line_errors_with_status_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("ladders: ") and err.count("\n") == 1


def test_a_practice_round_has_puzzle_word_ends_and_no_number_and_is_never_kept(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("scipy", reason="practice puzzles need the graph extra (numpy, scipy)")
    from ladders.words.society import is_puzzle_word
    status, out, _ = _play(monkeypatch, capsys, ["!"], "--steps", "4", "--json")
    result = _last_json(out)
    assert status == 0 and result["number"] is None and result["par"] == 4 and not result["recorded"]
    assert is_puzzle_word(str(result["start"])) and is_puzzle_word(str(result["end"]))
    assert parse(str(result["share"]))[0]["number"] is None
    status, out, _ = _play(monkeypatch, capsys, ["?"], "--steps", "4")
    assert status == 0 and out.splitlines()[-1] == "practice round left unfinished (practice rounds are not kept)"
    assert not state_folder().exists()


class _Interrupted:
    """A standard input whose reading is interrupted, as Ctrl-C does."""

    def __iter__(self) -> _Interrupted:
        return self

    def __next__(self) -> str:
        raise KeyboardInterrupt

    def readline(self, size: int = -1) -> str:
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
    result = _last_json(out)
    assert status == 0 and result["hints"] == 3 and out.count("hint 3:") == 2


def test_the_shortest_ladders_listed_at_the_end_hide_every_word_a_puzzle_may_not_show(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
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
    _pin(monkeypatch, puzzle.date)
    status, out, _ = _play(monkeypatch, capsys, ["!"], "--date", puzzle.date.isoformat())
    shown = out.split("the shortest ladder")[1].split("the words used:")[0]
    assert status == 0 and all(word not in shown.split() for word in unfit), (unfit, shown)
    assert "•" in shown and puzzle.start in shown and puzzle.end in shown
    first = shown.splitlines()[1]  # the first ladder listed: one of shown words, where one exists
    fit = [ladder for ladder in shortest_ladders(puzzle.start, puzzle.end, substitution, lexicon=words)
           if all(is_shown_word(w, words, common=False) for w in ladder.words)]
    assert fit and "•" not in first and tuple(first.strip().split(" → ")) in {ladder.words for ladder in fit}


# --- whole processes: LADDERS_TODAY stands in for the clock --------------------------------------------------------

def _environment(state: Path, today: str = DATE) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8", "LADDERS_TODAY": today,
            "LADDERS_STATE_DIR": str(state)}


def test_play_with_no_input_spoils_nothing(tmp_path: Path) -> None:
    puzzle = daily_puzzle(DATE)
    done = subprocess.run([sys.executable, "-m", "ladders", "play"], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=120, env=_environment(tmp_path / "state"))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    answers = {word for ladder in shortest_ladders(puzzle.start, puzzle.end, substitution) for word in ladder.words}
    typed = set(re.findall(r"[a-z]+", done.stdout))
    assert typed & answers == {puzzle.start, puzzle.end}
    assert done.stdout.splitlines()[-1] == "nothing played yet; `ladders play` starts today's puzzle"
    assert not (tmp_path / "state").exists()


def test_every_example_of_the_help_works_as_written(tmp_path: Path) -> None:
    shim = tmp_path / "bin"
    shim.mkdir()
    (shim / "ladders").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m ladders "$@"\n')
    (shim / "ladders").chmod(0o755)
    if shutil.which("bash") is None:
        pytest.skip("the examples are shell lines: bash is not here")
    env = {**_environment(tmp_path / "state", "2026-12-06"), "PATH": f"{shim}{os.pathsep}{os.environ['PATH']}"}
    help_text = {name: subprocess.run([sys.executable, "-m", "ladders", name, "--help"], capture_output=True,
                                      text=True, env=env, check=True).stdout for name in ("daily", "play")}
    graph = subprocess.run([sys.executable, "-c", "import scipy"], capture_output=True).returncode == 0
    for name, examples in (("daily", DAILY_EXAMPLES), ("play", PLAY_EXAMPLES)):
        for example in examples:
            assert f"  {example}" in help_text[name]
            if "--steps" in example and not graph:
                continue  # practice needs the graph extra
            done = subprocess.run(["bash", "-c", example], capture_output=True, text=True, env=env, cwd=tmp_path,
                                  stdin=subprocess.DEVNULL, timeout=300)
            assert done.returncode == 0 and done.stderr == "", f"{example}\n{done.stderr}"
            if "!" not in example:  # only a player's ! gives up: an example never ends a round it did not play
                assert "given up after" not in done.stdout, example
            if "quill" in example:
                assert json.loads(done.stdout.splitlines()[-1])["solved"], example
    assert "1 day added" in done.stdout or "0 days added" in done.stdout
