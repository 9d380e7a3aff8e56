"""Kill ``ladders play`` at random points of a finish, many times: is any day lost, is the database ever damaged?

Each time, a real ``ladders play --date D`` is given a shortest ladder of day
D's puzzle on standard input and killed (SIGKILL) after a random delay, seeded,
somewhere between its start and the end of its answers. The next
``ladders play --date D`` (with nothing to type) is the player coming back.
Then:

* **lost**: the player saw the last rung accepted ("solved"), yet the day is
  not recorded as solved after coming back;
* **corrupt**: SQLite's integrity check fails, or the records cannot be read.

One state folder serves every kill, each on a day of its own, so a kill during
one finish could damage the days before it too. Runs the ``ladders`` found on
PYTHONPATH.

    python scripts/records_kills.py [--kills 200] [--seed 0]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ladders.moves.metrics import substitution
from ladders.play.daily import FIRST_DAY, daily_puzzle
from ladders.solve.shortest import shortest_ladders

TODAY = datetime.date(2027, 6, 1)
"""The players' today (``LADDERS_TODAY``): every killed round is a day of the archive before it."""


def _play(date: datetime.date, lines: list[str], environment: dict[str, str], typed: Path) -> subprocess.Popen[str]:
    typed.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    with open(typed, encoding="utf-8") as given:
        return subprocess.Popen([sys.executable, "-m", "ladders", "play", "--date", date.isoformat()], stdin=given,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment)


def _records(folder: Path) -> dict[int, bool] | None:
    """Each recorded day's solved flag, or None when the records are damaged (the JSON file of older versions too)."""
    path = folder / "records.sqlite3"
    if not path.exists():
        try:
            days = json.loads((folder / "records.json").read_text(encoding="utf-8"))["days"]
        except FileNotFoundError:
            return {}
        except (ValueError, KeyError, TypeError):
            return None
        return {day["number"]: day["solved"] for day in days}
    try:
        with sqlite3.connect(path) as connection:
            if connection.execute("PRAGMA integrity_check").fetchone() != ("ok",):
                return None
            return {number: bool(solved) for number, solved in connection.execute("SELECT number, solved FROM days")}
    except sqlite3.Error:
        return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--window", type=float, default=0.3,
                        help="kill within this many seconds of the start (a whole round takes about 0.22 s here)")
    args = parser.parse_args()
    draw = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "state"
        environment = {**os.environ, "LADDERS_STATE_DIR": str(folder), "LADDERS_TODAY": TODAY.isoformat()}
        lost = corrupt = saw_solved = recorded = 0
        started = time.perf_counter()
        for kill in range(args.kills):
            date = FIRST_DAY + datetime.timedelta(days=kill % (TODAY - FIRST_DAY).days)
            puzzle = daily_puzzle(date)
            rungs = list(next(shortest_ladders(puzzle.start, puzzle.end, substitution)).words[1:])
            process = _play(date, rungs, environment, Path(scratch) / "typed")
            time.sleep(draw.uniform(0.05, args.window))
            process.send_signal(signal.SIGKILL)
            out, _ = process.communicate()
            solved_seen = f"✓ {puzzle.end} " in out
            saw_solved += solved_seen
            subprocess.run([sys.executable, "-m", "ladders", "play", "--date", date.isoformat()],
                           stdin=subprocess.DEVNULL, capture_output=True, env=environment, check=False)
            records = _records(folder)
            if records is None:
                corrupt += 1
                print(f"kill {kill + 1}: the records are damaged")
                break
            recorded += records.get(puzzle.number, False)
            if solved_seen and not records.get(puzzle.number, False):
                lost += 1
                print(f"kill {kill + 1}: day #{puzzle.number} was seen solved and is not recorded as solved")
        seconds = time.perf_counter() - started
    print(f"{args.kills} kills (seed {args.seed}): the last rung seen accepted in {saw_solved}, the day recorded "
          f"solved after coming back in {recorded}; {lost} lost, {corrupt} corrupt ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
