"""A language's list from the machine's cache: ``ladders chat chien --language fr`` beside ``ladders beer wine``.

Fresh processes, interleaved (``--runs`` rounds after one warm-up round, which builds the stored list when the
cache folder has none): each command's median wall time and CPU time (the child's own, from ``os.wait4``), and
the French run's excess over ``ladders beer wine`` beside the issue's target (within 60 ms, wall medians).
``--against DIR`` (a checkout of earlier code) adds its French run, which read the list in every process.
``--cache DIR`` keeps the stored lists there (default: this machine's cache folder, as a user's runs do)::

    python benchmarks/language_start.py [--runs 7] [--language fr] [--against /tmp/before]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PY = sys.executable
REPO_ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 60.0


def child(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall s, CPU s) of one fresh process."""
    began = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                               cwd=tempfile.gettempdir())
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - began
    if status:
        raise SystemExit(f"{' '.join(argv)} failed (status {status})")
    return wall, usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--language", default="fr")
    parser.add_argument("--pair", nargs=2, default=["chat", "chien"])
    parser.add_argument("--against", type=Path, metavar="DIR", help="a checkout of earlier code")
    parser.add_argument("--cache", type=Path, metavar="DIR", help="the cache folder (XDG_CACHE_HOME) to use")
    args = parser.parse_args(argv)
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    if args.cache:
        env["XDG_CACHE_HOME"] = str(args.cache.resolve())
    ways = {"python -c pass": ([PY, "-c", "pass"], env),
            "ladders beer wine": ([PY, "-m", "ladders", "beer", "wine"], env),
            f"ladders {' '.join(args.pair)} --language {args.language}":
                ([PY, "-m", "ladders", *args.pair, "--language", args.language], env)}
    if args.against:
        ways[f"earlier: ladders {' '.join(args.pair)} --language {args.language}"] = (
            [PY, "-m", "ladders", *args.pair, "--language", args.language], {**env, "PYTHONPATH": str(args.against)})
    print(f"load average {os.getloadavg()[0]:.2f} at the start; one warm-up round, then {args.runs} interleaved")
    for argv_, env_ in ways.values():
        child(argv_, env_)
    walls: dict[str, list[float]] = {name: [] for name in ways}
    cpus: dict[str, list[float]] = {name: [] for name in ways}
    for _ in range(args.runs):
        for name, (argv_, env_) in ways.items():
            wall, cpu = child(argv_, env_)
            walls[name].append(wall)
            cpus[name].append(cpu)
    for name in ways:
        print(f"  {name:<48} wall {statistics.median(walls[name]) * 1000:8.1f} ms   "
              f"CPU {statistics.median(cpus[name]) * 1000:8.1f} ms")
    names = list(ways)
    over = (statistics.median(walls[names[2]]) - statistics.median(walls[names[1]])) * 1000
    print(f"  {names[2]} over {names[1]}: {over:.1f} ms wall (target: within {TARGET_MS:.0f} ms: "
          f"{'met' if over <= TARGET_MS else 'not met'})")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
