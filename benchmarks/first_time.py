"""First-time questions on the embedded dictionary: what a person at a terminal or a web page asks.

One run, in fresh child processes (the repository's ``ladders`` on the path):

* first-time / repeat: random pairs of common words (SCOWL size 35, 3 to 8
  letters, fixed seed) solved with levenshtein on the default dictionary, each
  pair timed the first time it is asked, then again (median and p95);
* first-time / networkx: networkx's ``bidirectional_shortest_path`` on a graph of
  the same words and moves, built before timing (skipped without networkx);
* warm / networkx: the repeat times over networkx's on the same pairs;
* weakest-rung / plain: ``cost=weakest_rung`` (the commonest shortest ladder,
  the command line's first line) over the plain shortest search, both warm;
* resident memory (RSS) after 200 and after 5,000 first-time pairs;
* the CLI: ``python -m ladders beer wine`` wall time minus ``python -c pass``
  (medians, interleaved; the package byte-compiled first, as an install does).

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

CHILD = r"""
import json, random, resource, sys, time
pairs_wanted, memory_pairs, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])

def rss_mib():
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / 2**20

import ladders
from ladders import NoLadderError, default_lexicon, levenshtein, make_ladder, weakest_rung

common = [w for w in default_lexicon(35) if 3 <= len(w) <= 8]
by_length = {}
for word in common:
    by_length.setdefault(len(word), []).append(word)
rng = random.Random(seed)
def draw(count):
    found = []
    for _ in range(count):
        start = rng.choice(common)
        end = start
        while end == start:
            end = rng.choice(by_length[len(start)])
        found.append((start, end))
    return found
pairs = draw(max(pairs_wanted, memory_pairs))

def ask(start, end, **options):
    t0 = time.perf_counter()
    try:
        make_ladder(start, end, metric=levenshtein, max_depth=None, **options)
    except NoLadderError:
        pass
    return time.perf_counter() - t0

out = {}
out["first"] = [ask(*pair) for pair in pairs[:pairs_wanted]]
out["rss_after_first"] = rss_mib()
out["repeat"] = [ask(*pair) for pair in pairs[:pairs_wanted]]
for pair in pairs[:pairs_wanted]:
    ask(*pair, cost=weakest_rung)  # warm: its ranks loaded, its neighbours remembered
out["weakest"] = [ask(*pair, cost=weakest_rung) for pair in pairs[:pairs_wanted]]
out["plain"] = [ask(*pair) for pair in pairs[:pairs_wanted]]
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
        t0 = time.perf_counter()
        try:
            networkx.bidirectional_shortest_path(graph, start, end)
        except networkx.NetworkXNoPath:
            pass
        return time.perf_counter() - t0
    out["networkx"] = [nx_ask(*pair) for pair in pairs[:pairs_wanted]]
print(json.dumps(out))
"""

MEMORY_CHILD = r"""
import json, random, resource, sys
from ladders import NoLadderError, default_lexicon, levenshtein, make_ladder
count, seed = int(sys.argv[1]), int(sys.argv[2])
def rss_mib():
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / 2**20
common = [w for w in default_lexicon(35) if 3 <= len(w) <= 8]
by_length = {}
for word in common:
    by_length.setdefault(len(word), []).append(word)
rng = random.Random(seed)
marks = {}
for done in range(1, count + 1):
    start = rng.choice(common)
    end = start
    while end == start:
        end = rng.choice(by_length[len(start)])
    try:
        make_ladder(start, end, metric=levenshtein, max_depth=None)
    except NoLadderError:
        pass
    if done in (200, count):
        marks[done] = rss_mib()
print(json.dumps(marks))
"""


def child_env() -> dict:
    """Environment for children: the repository importable even when not installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    return env


def run_child(code: str, *args: object) -> dict:
    shown = subprocess.run([sys.executable, "-c", code, *map(str, args)], env=child_env(), capture_output=True,
                           text=True, check=True).stdout
    return json.loads(shown)


def median(seconds: list[float]) -> float:
    return statistics.median(seconds)


def p95(seconds: list[float]) -> float:
    ordered = sorted(seconds)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)]


def cli_over_python(runs: int) -> tuple[float, float, float]:
    """Median wall seconds of ``python -m ladders beer wine`` and of ``python -c pass``, interleaved."""
    # Compiled first, as pip does when it installs: this environment may set PYTHONDONTWRITEBYTECODE,
    # and compiling every module from source on each run is not what a user's command pays.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO_ROOT / "ladders")], check=True)
    ours, bare = [], []
    for _ in range(runs):
        for command, into in (([sys.executable, "-m", "ladders", "beer", "wine"], ours),
                              ([sys.executable, "-c", "pass"], bare)):
            t0 = time.perf_counter()
            subprocess.run(command, env=child_env(), stdout=subprocess.DEVNULL, check=True, cwd="/tmp")
            into.append(time.perf_counter() - t0)
    return median(ours), median(bare), median(ours) - median(bare)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--memory-pairs", type=int, default=5000)
    parser.add_argument("--cli-runs", type=int, default=21)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="a smoke run: 30 pairs, 500 for memory, 5 CLI runs")
    args = parser.parse_args(argv)
    if args.quick:
        args.pairs, args.memory_pairs, args.cli_runs = 30, 500, 5
    load = os.getloadavg()[0]
    found = run_child(CHILD, args.pairs, 0, args.seed)
    memory = run_child(MEMORY_CHILD, args.memory_pairs, args.seed)
    cli, bare, above = cli_over_python(args.cli_runs)
    first, repeat = found["first"], found["repeat"]
    ms = lambda s: f"{1000 * s:.3f} ms"  # noqa: E731
    print(f"first-time questions: {args.pairs} pairs of common words, levenshtein, embedded dictionary "
          f"(seed {args.seed}; load average {load:.1f} on {os.cpu_count()} cores)")
    print(f"first-time: median {ms(median(first))}, p95 {ms(p95(first))}, total {sum(first):.3f} s")
    print(f"repeat:     median {ms(median(repeat))}, p95 {ms(p95(repeat))}, total {sum(repeat):.3f} s")
    print(f"first-time / repeat: median {median(first) / median(repeat):.2f}, p95 {p95(first) / p95(repeat):.2f}")
    if "networkx" in found:
        nx = found["networkx"]
        print(f"networkx (graph prebuilt): median {ms(median(nx))}, p95 {ms(p95(nx))}")
        print(f"first-time / networkx: median {median(first) / median(nx):.2f}, p95 {p95(first) / p95(nx):.2f}")
        print(f"warm / networkx: median {median(repeat) / median(nx):.2f}, p95 {p95(repeat) / p95(nx):.2f}")
    weakest, plain = found["weakest"], found["plain"]
    print(f"weakest-rung / plain (warm): median {median(weakest) / median(plain):.2f}, "
          f"p95 {p95(weakest) / p95(plain):.2f}")
    print(f"CLI: ladders beer wine {1000 * cli:.1f} ms, python -c pass {1000 * bare:.1f} ms, "
          f"difference {1000 * above:.1f} ms (medians of {args.cli_runs})")
    marks = sorted(memory.items(), key=lambda item: int(item[0]))
    print("RSS after first-time pairs: " + ", ".join(f"{int(n):,} pairs {mib:.0f} MiB" for n, mib in marks))
    return 0


if __name__ == "__main__":
    sys.exit(main())
