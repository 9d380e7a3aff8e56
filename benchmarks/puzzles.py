"""Drawing puzzles in a fresh process: the rows' walker against the word graph's arrays, side by side, in one run.

``ladders.study.puzzles`` walks the rows every search reads (pure Python, nothing whole-list built) for puzzles
of at most ``SHORT_WALK`` steps, and the word graph's arrays (numpy and scipy, built first) for longer ones. This
prints, for each number of steps, the median wall time of a fresh process drawing 3 common-word puzzles
(levenshtein, the embedded dictionary, seeds 1 to 3) with each walker, and the ratio: where the ratio crosses 1
is where ``SHORT_WALK`` belongs. Both draw the same puzzles from a seed (checked here too)::

    python benchmarks/puzzles.py [RUNS]
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

DRAW = """
import json, sys
import ladders.study.puzzles as module
from ladders import default_lexicon, levenshtein
module.SHORT_WALK = 10**6 if sys.argv[1] == "rows" else 0
made = [p.as_json() for p in module.puzzles(default_lexicon(), int(sys.argv[2]), levenshtein, count=3, common=True,
                                            seed=int(sys.argv[3]))]
print(json.dumps(made))
"""


def timed(walker: str, steps: int, seed: int) -> tuple[float, str]:
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", DRAW, walker, str(steps), str(seed)], capture_output=True, text=True,
                          check=True)
    return time.perf_counter() - began, done.stdout


def main(runs: int = 3) -> None:
    print("steps  rows (s)  arrays (s)  arrays / rows  same puzzles")
    for steps in (3, 4, 5, 6, 7, 8, 9, 10, 12):
        times: dict[str, list[float]] = {"rows": [], "arrays": []}
        same = True
        for run in range(runs):
            seed = run % 3 + 1
            drawn = {}
            for walker in ("rows", "arrays"):  # interleaved
                took, drawn[walker] = timed(walker, steps, seed)
                times[walker].append(took)
            same = same and json.loads(drawn["rows"]) == json.loads(drawn["arrays"])
        rows, arrays = statistics.median(times["rows"]), statistics.median(times["arrays"])
        print(f"{steps:>5}  {rows:8.2f}  {arrays:10.2f}  {arrays / rows:13.2f}  {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
