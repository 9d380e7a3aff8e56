"""The terminal game's records database (ladders.cli.game.store): nothing a player earned is lost.

Real processes finish and import at once; processes are killed mid-finish; a
round kept solved is recorded on the next start; files that are not ours are
one line, never a hang. The 200-kill sweep is ``scripts/records_kills.py``.
"""

from __future__ import annotations

import datetime
import json
import os
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ladders.cli import main
from ladders.cli.game.state import RECORDS_FILE, ROUND_FILE, SavedRound, state_folder, write_records, write_round
from ladders.cli.game.store import STORE_FILE, open_store, peek
from ladders.moves.metrics import substitution
from ladders.play import daily
from ladders.play.daily import daily_puzzle
from ladders.play.records import Outcome
from ladders.solve.shortest import shortest_ladders

ROOT = Path(__file__).resolve().parents[2]
DATE = "2026-11-20"

WORKER = """
import sys, time
from pathlib import Path
from ladders.cli.game.store import open_store
from ladders.play.records import Outcome
folder, first, count, go = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
deadline = time.monotonic() + 60
while not go.exists() and time.monotonic() < deadline:
    time.sleep(0.001)
for number in range(first, first + count):
    outcome = Outcome(number, number % 3 != 0, 5, 4, number % 2, True)
    with open_store(folder) as store:
        if number % 2:
            store.finish(outcome)          # a round finished
        else:
            store.merge([outcome])         # a day imported from a code
    print(number, flush=True)
"""


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def test_eight_processes_finishing_and_importing_at_once_lose_no_day(tmp_path: Path) -> None:
    folder, go = tmp_path / "state", tmp_path / "go"
    workers = [subprocess.Popen([sys.executable, "-c", WORKER, str(folder), str(1 + 50 * i), "50", str(go)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_environment())
               for i in range(8)]
    go.touch()
    said = [worker.communicate(timeout=240) for worker in workers]
    assert all(worker.returncode == 0 for worker in workers), [err for _, err in said]
    confirmed = {int(line) for out, _ in said for line in out.split()}
    records = peek(folder)[0]
    assert len(confirmed) == 400 and set(records) == confirmed == set(range(1, 401))
    assert all(records[n].solved == (n % 3 != 0) and records[n].hints == n % 2 for n in records)


@pytest.mark.parametrize("seed", range(6))
def test_a_process_killed_mid_finish_loses_no_confirmed_day_and_corrupts_nothing(tmp_path: Path, seed: int) -> None:
    folder, go = tmp_path / "state", tmp_path / "go"
    go.touch()
    worker = subprocess.Popen([sys.executable, "-c", WORKER, str(folder), "1", "2000", str(go)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_environment())
    time.sleep(0.3 + random.Random(seed).random() * 0.5)  # seeded: the same points on every run
    worker.kill()
    out, _ = worker.communicate(timeout=60)
    confirmed = {int(line) for line in out.split()}
    with sqlite3.connect(folder / STORE_FILE) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    records = peek(folder)[0]
    assert confirmed <= set(records) and set(records) <= set(range(1, 2001))
    assert set(records) == set(range(1, len(records) + 1))  # every finish whole, in order: none half-kept


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str],
          *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("".join(f"{line}\n" for line in lines)))
    status = main(["play", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _solved_round(date: str, on_day: bool = True) -> SavedRound:
    puzzle = daily_puzzle(date)
    words = next(shortest_ladders(puzzle.start, puzzle.end, substitution)).words
    return SavedRound(puzzle.number, puzzle.date, puzzle.start, puzzle.end, tuple(words[1:]), on_day=on_day)


@pytest.mark.parametrize("days_later", [0, 1])
def test_a_round_kept_solved_is_recorded_as_solved_on_the_next_start(
        days_later: int, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    saved = _solved_round(DATE)
    with open_store(state_folder()) as store:  # a process stopped after keeping its last rung, before recording
        store.keep_round(saved)
    later = saved.date + datetime.timedelta(days=days_later)
    monkeypatch.setattr(daily, "today", lambda: later)
    status, out, err = _play(monkeypatch, capsys, [], "--date", DATE, "--json")
    assert status == 0 and err == ""
    assert f"your round of #{saved.number} was solved: recording it now" in out
    assert json.loads(out.splitlines()[-1])["solved"] is True
    records, kept, _ = peek(state_folder())
    assert kept is None and records == {saved.number: Outcome(saved.number, True, len(saved.rungs),
                                                              len(saved.rungs), 0, True)}  # on its own day
    status, out, err = _play(monkeypatch, capsys, ["!", "y"], "--date", DATE)  # giving up now changes nothing
    assert status == 0 and peek(state_folder())[0][saved.number].solved


def test_old_json_files_are_read_in_once_and_the_records_file_kept_as_a_backup(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = state_folder()
    days = {n: Outcome(n, True, 5, 4, 0, True) for n in (3, 4, 5)}
    write_records(folder, days)
    old = (folder / RECORDS_FILE).read_bytes()
    solved = _solved_round(DATE)
    unfinished = SavedRound(solved.number, solved.date, solved.start, solved.end, solved.rungs[:1])
    write_round(folder, unfinished)
    monkeypatch.setattr(daily, "today", lambda: daily.parse_date(DATE))
    status, out, err = _play(monkeypatch, capsys, [], "--stats", "--json")
    assert status == 0 and err == "" and json.loads(out)["archive"] + json.loads(out)["played"] == 3
    assert (folder / "records.json.backup").read_bytes() == old
    assert not (folder / RECORDS_FILE).exists() and not (folder / ROUND_FILE).exists()
    records, kept, _ = peek(folder)
    assert records == days and kept == unfinished
    write_records(folder, {9: Outcome(9, False, 2, 4)})  # an older ladders wrote again: read in too, nothing lost
    assert set(peek(folder)[0]) == {3, 4, 5, 9} and (folder / "records.json.backup-2").exists()


def _not_ours(kind: str, path: Path) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "text":
        path.write_text("my shopping list\n")
    else:
        with sqlite3.connect(path) as other:
            other.execute("CREATE TABLE photos (name TEXT)")


@pytest.mark.parametrize("kind", ["fifo", "folder", "text", "another program's database"])
def test_a_records_file_that_is_not_ours_is_one_line_and_exit_2_never_a_hang(kind: str, tmp_path: Path) -> None:
    folder = tmp_path / "state"
    folder.mkdir()
    _not_ours(kind, folder / STORE_FILE)
    for command in (["play", "--stats"], ["play", "--import", "ladders-records-1:38e5478f:W10"]):
        done = subprocess.run([sys.executable, "-m", "ladders", *command], capture_output=True, text=True,
                              timeout=60, env={**_environment(), "LADDERS_STATE_DIR": str(folder),
                                               "LADDERS_TODAY": DATE}, stdin=subprocess.DEVNULL)
        assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
        assert str(folder / STORE_FILE) in done.stderr and "Traceback" not in done.stderr
    if kind == "another program's database":
        with sqlite3.connect(folder / STORE_FILE) as other:  # left as it was
            assert other.execute("SELECT name FROM sqlite_master").fetchall() == [("photos",)]


def test_a_finish_that_cannot_be_recorded_says_not_recorded_where_the_player_looks(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = state_folder()
    monkeypatch.setattr(daily, "today", lambda: daily.parse_date(DATE))
    status, out, err = _play(monkeypatch, capsys, [], "--stats")  # nothing kept yet: nothing is made
    assert status == 0 and not folder.exists()
    with open_store(folder):
        pass
    monkeypatch.setattr("ladders.cli.game.store.WAIT_SECONDS", 0.2)
    holder = sqlite3.connect(folder / STORE_FILE, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process saving, for longer than a finish waits
    try:
        words = next(shortest_ladders(daily_puzzle(DATE).start, daily_puzzle(DATE).end, substitution)).words
        status, out, err = _play(monkeypatch, capsys, list(words[1:]), "--date", DATE)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert status == 0 and out.splitlines()[-1].startswith("not recorded: your records ")
    assert "busy" in out.splitlines()[-1] and peek(folder)[0] == {}


def test_a_line_of_five_megabytes_is_refused_in_one_line_never_echoed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(daily, "today", lambda: daily.parse_date(DATE))
    words = next(shortest_ladders(daily_puzzle(DATE).start, daily_puzzle(DATE).end, substitution)).words
    status, out, err = _play(monkeypatch, capsys, ["q" * 5_000_000, *words[1:]], "--date", DATE)
    assert status == 0 and err == "" and "qqqq" not in out and len(out) < 20_000
    assert "✗ that line is 5,000,000 characters long; a word has at most 100 (refused: costs nothing)" in out
    assert "solved at par" in out  # the round plays on


@pytest.mark.parametrize("name", [RECORDS_FILE, ROUND_FILE])
def test_an_old_file_that_is_a_named_pipe_is_one_line_and_exit_2_never_a_hang(name: str, tmp_path: Path) -> None:
    folder = tmp_path / "state"
    folder.mkdir()
    os.mkfifo(folder / name)
    done = subprocess.run([sys.executable, "-m", "ladders", "play", "--stats"], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL,
                          env={**_environment(), "LADDERS_STATE_DIR": str(folder), "LADDERS_TODAY": DATE})
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
    assert f"{folder / name}: it is not a file" in done.stderr and (folder / name).exists()  # left as it was
