"""First-time questions on the embedded dictionary: what a person at a terminal or a web page asks.

One run, in fresh child processes (the repository's ``ladders`` on the path):

* first-time / repeat: random pairs of common words (SCOWL size 35, 3 to 8
  letters, fixed seed) solved with levenshtein on the default dictionary, each
  pair timed the first time it is asked, then again (median and p95), in three
  fresh processes, each pair's least time counting (``--rounds``);
* first-time / networkx: networkx's ``bidirectional_shortest_path`` on a graph of
  the same words and moves, built before timing (skipped without networkx);
* warm / networkx: the repeat times over networkx's on the same pairs;
* weakest-rung / plain: ``cost=weakest_rung`` (the commonest shortest ladder,
  the command line's first line) over the plain shortest search, both warm;
* resident memory (RSS) after 200 and after 5,000 first-time pairs;
* the CLI: ``python -m ladders beer wine`` wall time minus ``python -c pass``
  (medians, interleaved; the package byte-compiled first, as an install does),
  and the same for their CPU time, which a busy machine does not inflate.

``benchmarks/bench.py`` prints these figures too, after its tables.

Run ``python benchmarks/first_time.py`` (``--quick`` for a smoke run).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent

PRELUDE = r"""
import json, random, resource, sys, time
from ladders import NoLadderError, default_lexicon, levenshtein, make_ladder, weakest_rung
count, seed = int(sys.argv[1]), int(sys.argv[2])
clock = time.thread_time if sys.argv[3:] == ["cpu"] else time.perf_counter  # see --clock

def rss_mib():
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / 2**20

common = [w for w in default_lexicon(35) if 3 <= len(w) <= 8]
by_length = {}
for word in common:
    by_length.setdefault(len(word), []).append(word)
rng = random.Random(seed)

def pairs(count):  # drawn one by one: the first N are the same whatever the count
    for _ in range(count):
        start = rng.choice(common)
        end = start
        while end == start:
            end = rng.choice(by_length[len(start)])
        yield start, end

def ask(start, end, **options):
    t0 = clock()
    try:
        make_ladder(start, end, metric=levenshtein, max_depth=None, **options)
    except NoLadderError:
        pass
    return clock() - t0
"""
"""What both children share: the arguments, the pairs of common words, one timed query, the RSS."""

QUERIES = PRELUDE + r"""
asked = list(pairs(count))
out = {"first": [ask(*pair) for pair in asked]}
out["rss_after_first"] = rss_mib()
out["repeat"] = [ask(*pair) for pair in asked]
for pair in asked:
    ask(*pair, cost=weakest_rung)  # warm: its ranks loaded, its neighbours remembered
out["weakest"] = [ask(*pair, cost=weakest_rung) for pair in asked]
out["plain"] = [ask(*pair) for pair in asked]
try:
    import networkx
except ImportError:
    networkx = None
if networkx is not None:
    from ladders.moves.memo import neighbours_of
    lexicon = default_lexicon()
    neighbours = neighbours_of(levenshtein, lexicon)
    graph = networkx.Graph()
    graph.add_nodes_from(lexicon.words)
    graph.add_edges_from((word, other) for word in lexicon.words for other in neighbours(word) if word < other)
    def nx_ask(start, end):
        t0 = clock()
        try:
            networkx.bidirectional_shortest_path(graph, start, end)
        except networkx.NetworkXNoPath:
            pass
        return clock() - t0
    out["networkx"] = [nx_ask(*pair) for pair in asked]
print(json.dumps(out))
"""
"""The first-time, repeat, weakest-rung, plain and networkx times of *count* pairs (one fresh process)."""

MEMORY = PRELUDE + r"""
marks = {}
for done, pair in enumerate(pairs(count), 1):
    ask(*pair)
    if done in (200, count):
        marks[done] = rss_mib()
print(json.dumps(marks))
"""
"""The RSS after 200 and after *count* first-time pairs (another fresh process)."""


def child_env() -> dict:
    """Environment for children: the repository importable even when not installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    return env


def run_child(code: str, count: int, seed: int, clock: str = "wall") -> dict:
    """Run a child script with *count*, *seed* and *clock* as its arguments; return what it printed (JSON)."""
    shown = subprocess.run([sys.executable, "-c", code, str(count), str(seed), clock], env=child_env(),
                           capture_output=True, text=True, check=True).stdout
    return json.loads(shown)


def median(seconds: list[float]) -> float:
    return statistics.median(seconds)


def p95(seconds: list[float]) -> float:
    ordered = sorted(seconds)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)]


def cli_over_python(runs: int) -> dict:
    """Median wall and CPU seconds of ``python -m ladders beer wine`` and of ``python -c pass``, interleaved.

    The wall time is what a user waits (and what the target is set on); the CPU
    time (user + system, from ``wait4``) is the same work without the waits a busy
    machine adds, so it is printed beside it.
    """
    # Compiled first, as pip does when it installs: this environment may set PYTHONDONTWRITEBYTECODE,
    # and compiling every module from source on each run is not what a user's command pays.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO_ROOT / "ladders")], check=True)
    times: dict[str, list[tuple[float, float]]] = {"ours": [], "bare": []}
    for _ in range(runs):
        for command, into in (([sys.executable, "-m", "ladders", "beer", "wine"], "ours"),
                              ([sys.executable, "-c", "pass"], "bare")):
            t0 = time.perf_counter()
            child = subprocess.Popen(command, env=child_env(), stdout=subprocess.DEVNULL, cwd="/tmp")
            _, status, usage = os.wait4(child.pid, 0)
            wall = time.perf_counter() - t0
            child.returncode = os.waitstatus_to_exitcode(status)
            if child.returncode:
                raise subprocess.CalledProcessError(child.returncode, command)
            times[into].append((wall, usage.ru_utime + usage.ru_stime))
    wall = {key: median([w for w, _ in found]) for key, found in times.items()}
    cpu = {key: median([c for _, c in found]) for key, found in times.items()}
    return {"runs": runs, "ladders_beer_wine_s": wall["ours"], "python_pass_s": wall["bare"],
            "difference_s": wall["ours"] - wall["bare"], "cpu_ladders_beer_wine_s": cpu["ours"],
            "cpu_python_pass_s": cpu["bare"], "cpu_difference_s": cpu["ours"] - cpu["bare"]}


def measure(pairs: int, memory_pairs: int, cli_runs: int, seed: int, clock: str = "wall", rounds: int = 3) -> dict:
    """Every first-time figure, in one run: the timed pairs, the RSS marks, the CLI against ``python -c pass``.

    *clock* times each query: ``wall`` (``time.perf_counter``, what a user waits) or ``cpu``
    (``time.thread_time``: the same work without the waits a machine busy with other jobs adds).
    The pairs are timed in *rounds* fresh processes (each time the first time for its process),
    and each pair's figure is its least, as ``timeit`` advises: other jobs only ever add time.
    """
    found = least_of([run_child(QUERIES, pairs, seed, clock) for _ in range(rounds)])
    memory = run_child(MEMORY, memory_pairs, seed)
    return {"pairs": pairs, "seed": seed, "clock": clock, "rounds": rounds, "load_average": os.getloadavg()[0],
            **found, "rss_after": {int(n): mib for n, mib in memory.items()}, "cli": cli_over_python(cli_runs)}


def least_of(runs: list[dict]) -> dict:
    """The runs' figures joined: each pair's least time over the runs, and the median of a single number.

    >>> least_of([{"first": [3, 1], "rss": 5}, {"first": [2, 4], "rss": 9}, {"first": [5, 5], "rss": 6}])
    {'first': [2, 1], 'rss': 6}
    """
    return {key: list(map(min, *(run[key] for run in runs))) if isinstance(runs[0][key], list)
            else statistics.median(run[key] for run in runs) for key in runs[0]}


def report(figures: dict) -> list[str]:
    """The lines that print *figures*: times, the ratios the issue sets targets for (in brackets), the RSS."""
    first, repeat, weakest, plain = (figures[key] for key in ("first", "repeat", "weakest", "plain"))
    ms = lambda s: f"{1000 * s:.3f} ms"  # noqa: E731
    lines = [
        f"first-time questions: {figures['pairs']} pairs of common words, levenshtein, embedded dictionary "
        f"(seed {figures['seed']}; {figures.get('clock', 'wall')} clock; "
        f"each pair's least of {figures.get('rounds', 1)} fresh processes; "
        f"load average {figures['load_average']:.1f} on {os.cpu_count()} cores)",
        f"first-time: median {ms(median(first))}, p95 {ms(p95(first))}, total {sum(first):.3f} s",
        f"repeat:     median {ms(median(repeat))}, p95 {ms(p95(repeat))}, total {sum(repeat):.3f} s",
        f"first-time / repeat: median {median(first) / median(repeat):.2f}, p95 {p95(first) / p95(repeat):.2f}"
        " (target: 3 or less, both)",
    ]
    if "networkx" in figures:
        nx = figures["networkx"]
        lines += [f"networkx (graph prebuilt): median {ms(median(nx))}, p95 {ms(p95(nx))}",
                  f"first-time / networkx: median {median(first) / median(nx):.2f} (target: 1.0 or less), "
                  f"p95 {p95(first) / p95(nx):.2f}",
                  f"warm / networkx: median {median(repeat) / median(nx):.2f} (target: 1.0 or less), "
                  f"p95 {p95(repeat) / p95(nx):.2f}"]
    else:
        lines.append("networkx: not installed (pip install -e '.[bench]'); its ratios are left out")
    cli = figures["cli"]
    lines += [
        f"weakest-rung / plain (warm): median {median(weakest) / median(plain):.2f} (target: 2 or less), "
        f"p95 {p95(weakest) / p95(plain):.2f}",
        f"CLI: ladders beer wine {1000 * cli['ladders_beer_wine_s']:.1f} ms, python -c pass "
        f"{1000 * cli['python_pass_s']:.1f} ms, difference {1000 * cli['difference_s']:.1f} ms "
        f"(medians of {cli['runs']}; target: 50 ms or less); CPU time {1000 * cli['cpu_ladders_beer_wine_s']:.1f} "
        f"and {1000 * cli['cpu_python_pass_s']:.1f} ms, difference {1000 * cli['cpu_difference_s']:.1f} ms",
        "RSS after first-time pairs: " + ", ".join(f"{n:,} pairs {mib:.0f} MiB" for n, mib in
                                                   sorted(figures["rss_after"].items())) + " (target: 100 MB or less)",
    ]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--memory-pairs", type=int, default=5000)
    parser.add_argument("--cli-runs", type=int, default=21)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3,
                        help="fresh processes the pairs are timed in; each pair's least time counts (default 3)")
    parser.add_argument("--quick", action="store_true",
                        help="a smoke run: 30 pairs, 500 for memory, 5 CLI runs, 1 round")
    parser.add_argument("--json", metavar="FILE", help="also write the raw figures here")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="time each query by the wall clock (the default) or by the CPU time of its thread, "
                             "which a machine busy with other jobs does not inflate")
    args = parser.parse_args(argv)
    if args.quick:
        args.pairs, args.memory_pairs, args.cli_runs, args.rounds = 30, 500, 5, 1
    figures = measure(args.pairs, args.memory_pairs, args.cli_runs, args.seed, args.clock, args.rounds)
    print("\n".join(report(figures)))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
