"""Cold start: ours' first answer in a fresh process, and the command line's wall time and memory.

* cold first answer: a fresh ``python -c`` imports ``ladders``, loads the
  lexicon and answers the first pair (interpreter start included; median of a
  few runs), against networkx building its graph and answering the same pair
  in this process (skipped without networkx);
* the CLI: ``python -m ladders beer wine``, median wall time and peak RSS,
  beside ``python -c pass``.

Children import the repository's ``ladders`` even when it is not installed.
Run ``python benchmarks/cold_start.py`` (``--quick`` for a smoke run, ``--help``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import harness
import vs_networkx

# Spawned by a small interpreter rather than by this big process: a child's
# ru_maxrss counts the memory of the process it was forked from.
CHILD_RUNNER = """
import os, subprocess, sys, time
t0 = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
print(time.perf_counter() - t0, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def child_env() -> dict:
    """Environment for child interpreters: the repo importable even when not installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(harness.REPO_ROOT), env.get("PYTHONPATH")]))
    return env


def run_child(command: list[str]) -> tuple[float, int, int]:
    """Run *command*; return (wall seconds, peak RSS in KiB, exit status) for that child alone."""
    runner = subprocess.run([sys.executable, "-c", CHILD_RUNNER, *command], env=child_env(),
                            cwd=tempfile.gettempdir(), capture_output=True, text=True, check=True)
    wall, rss, status = runner.stdout.split()
    return float(wall), int(rss), int(status)


def measure_children(command: list[str], runs: int) -> dict:
    """Median wall ms, max peak RSS MiB and worst exit status over *runs* runs of *command*."""
    results = [run_child(command) for _ in range(runs)]
    return {
        "median_ms": harness.median_ms(r[0] for r in results),
        "peak_rss_mib": max(r[1] for r in results) / 1024,
        "exit_status": max((r[2] for r in results), key=abs),
        "runs": runs,
    }


def cold_first_answer(setup: harness.Setup, metric: str) -> dict:
    """A fresh interpreter imports ladders, loads the lexicon and answers the first pair."""
    args, (start, end) = setup.args, setup.pairs[0]
    load = (f"L.load_lexicon({args.words!r})" if args.words
            else f"L.default_lexicon(size={args.size!r})")
    code = (
        "import ladders as L\n"
        f"lex = {load}\n"
        "try:\n"
        f"    L.make_ladder({start!r}, {end!r}, metric=L.{metric}, max_depth=None,"
        " lexicon=lex)\n"
        "except L.NoLadderError:\n"
        "    pass\n"
    )
    return measure_children([sys.executable, "-c", code], args.cold_runs)


def cold_line(cold: dict, networkx_build: dict | None) -> str:
    """One line: our cold first answer, and networkx's build + first query beside it."""
    line = f"cold first answer (fresh python, import + load + 1 query): {cold['median_ms']:.0f} ms"
    if cold["exit_status"]:
        line += f" (FAILED: exit status {cold['exit_status']})"
    if networkx_build:
        nx_ms = 1000 * (networkx_build["seconds"] + networkx_build["first_query_seconds"])
        line += (f"; networkx build + first query (in-process): {nx_ms:.0f} ms;"
                 f" ours / networkx: {cold['median_ms'] / nx_ms:.2f}")
    return line


def measure_cli(args) -> dict:
    """Time ``python -m ladders beer wine`` beside ``python -c pass``; print and return both."""
    floor = measure_children([sys.executable, "-c", "pass"], args.cli_runs)
    cli = measure_children([sys.executable, "-m", "ladders", "beer", "wine"], args.cli_runs)
    print("\nCLI (fresh process, median wall over", cli["runs"], "runs)")
    print(f"{'command':<36}{'median ms':>11}{'peak RSS MiB':>14}")
    print(f"{'python -c pass':<36}{floor['median_ms']:>11.0f}{floor['peak_rss_mib']:>14.1f}")
    status = "" if cli["exit_status"] == 0 else f"   exit status {cli['exit_status']}"
    print(f"{'python -m ladders beer wine':<36}{cli['median_ms']:>11.0f}"
          f"{cli['peak_rss_mib']:>14.1f}{status}")
    return {"python -c pass": floor, "python -m ladders beer wine": cli}


def main(argv=None) -> int:
    """Per metric, the cold first answer beside networkx's build; then the CLI."""
    args = harness.parse_args(__doc__, argv)
    setup = harness.open_setup(args)
    if setup.ladders is None:
        sys.exit("cold_start.py: `ladders` cannot be imported")
    report = harness.new_report(setup)
    for metric in args.metrics:
        cold = cold_first_answer(setup, metric)
        build = None
        if vs_networkx.installed():
            build = vs_networkx.timed_build(setup.words, metric, setup.pairs[0])[1]
        print(f"\nmetric={metric} pair={setup.pairs[0]}")
        print(cold_line(cold, build))
        report["metrics"][metric] = {"cold_first_answer": cold, "networkx_build": build}
    report["cli"] = measure_cli(args)
    harness.write_json(args, report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
