"""Many players at once: do the terminal game's records keep every day? Prints the days kept against the days added.

PROCESSES copies of ``ladders play --import CODE`` run at once, each importing
ROUNDS codes of one day each (every day a different one); then the records are
read back with ``ladders play --export --json``. Every process says "1 day
added" for each of its codes, so every day should be kept. Runs the ``ladders``
found on PYTHONPATH (point it at another checkout to measure older code).

    python scripts/records_race.py [--processes 8] [--rounds 50]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ladders.play.records import Outcome, export_code

TODAY = "2028-06-01"
"""The importer's today (``LADDERS_TODAY``, puzzle #579): every day imported is at or before it."""

PLAYER = """
import subprocess, sys, time
from pathlib import Path
go, codes = Path(sys.argv[1]), sys.argv[2:]
while not go.exists():
    time.sleep(0.001)
said = 0
for code in codes:
    done = subprocess.run([sys.executable, "-m", "ladders", "play", "--import", code], capture_output=True, text=True)
    said += "1 day added" in done.stdout
print(said)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        environment = {**os.environ, "LADDERS_STATE_DIR": str(Path(folder) / "state"), "LADDERS_TODAY": TODAY}
        go = Path(folder) / "go"
        players = []
        for player in range(args.processes):
            numbers = [1 + player * args.rounds + k for k in range(args.rounds)]
            codes = [export_code({n: Outcome(n, True, 5, 4)}) for n in numbers]
            players.append(subprocess.Popen([sys.executable, "-c", PLAYER, str(go), *codes], env=environment,
                                            stdout=subprocess.PIPE, text=True))
        started = time.perf_counter()
        go.touch()
        said = sum(int(player.communicate()[0] or 0) for player in players)
        seconds = time.perf_counter() - started
        export = subprocess.run([sys.executable, "-m", "ladders", "play", "--export", "--json"], env=environment,
                                capture_output=True, text=True, check=True)
        kept = int(export.stdout.rsplit('"days": ', 1)[1].split("}")[0])
    added = args.processes * args.rounds
    print(f"{args.processes} processes x {args.rounds} imports at once: {said} of {added} said 'added', {kept} days "
          f"kept, {said - kept} lost ({seconds:.1f} s)")


if __name__ == "__main__":
    main()
