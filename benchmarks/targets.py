"""What people wait for, in one run, each figure beside its target (issue 29), networkx beside ours where it applies.

* **Commands**: every ``ladders`` command a person types, a fresh process each, wall time medians over
  ``--runs`` interleaved runs beside ``python -c pass``; ``--define``'s extra time and peak memory over the
  plain solve (each child's own peak, from ``wait4``).
* **The web server** (``ladders serve --workers 2``, ``wrk`` with 16 connections, ``--seconds`` each, one
  after another in this run): the static ``/solver.js``, the whole answer ``/api/ladder`` (the commonest shortest
  ladder, the count and the commoner line) and ``/api/puzzle`` (3 to 6 steps, common words), over fresh
  random pairs and seeds; requests/s, p99 and any status but 200 (a 503 from the server's queue counts).
* **Batch**: ``--pairs`` fixed-seed pairs of common words (3 to 8 letters, levenshtein) through ``ladders
  batch --plain`` (any shortest ladder) and ``ladders batch`` (the commonest shortest and the count; by default
  on two processes, and with ``--workers 1`` on one), against a networkx script that builds the graph of the
  same words and moves and asks ``bidirectional_shortest_path`` for each pair, writing one JSON line per pair
  as ours does: each a fresh process, its build counted, the best of ``--rounds`` interleaved. ``--against DIR``
  (a checkout of earlier code) adds its ``batch`` and ``batch --plain`` to the same turns.

``--write docs/guide/performance.md`` rewrites that page's section between its ``targets`` markers from this
run, stamped with :func:`ladders.words.embedded.data_stamp` (a test fails when the stamp differs from the
shipped data's: data that changed must be measured again); ``--only batch`` (or ``commands``, ``web``) runs
one section and prints it::

    python benchmarks/targets.py [--runs 21] [--seconds 15] [--pairs 20000] [--write docs/guide/performance.md]

Needs ``wrk`` (``apt-get install wrk``), the web extra and networkx (``pip install -e '.[web,bench]'``).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import web_load

from ladders import default_lexicon
from ladders.words.common import is_common
from ladders.words.embedded import data_stamp

PY = sys.executable
START, END = "<!-- targets: start -->", "<!-- targets: end -->"

COMMANDS = {
    "`ladders beer wine`": ["beer", "wine"],
    "`ladders beer wine --define`": ["beer", "wine", "--define"],
    "`ladders beer wine --count`": ["beer", "wine", "--count"],
    "`ladders daily`": ["daily", "--date", "2026-11-20"],
    "`ladders define tore`": ["define", "tore"],
    "`ladders check beer bee wee were wire wine`": ["check", "beer", "bee", "wee", "were", "wire", "wine"],
    "`ladders puzzle --steps 5`": ["puzzle", "--steps", "5", "--seed", "1"],
    "`ladders draw beer wine -o FILE`": ["draw", "beer", "wine", "-o", os.path.join(tempfile.gettempdir(),
                                                                                    "targets-beer-wine.svg")],
}


def child(argv: list[str], env: dict[str, str] | None = None) -> float:
    """Wall seconds of one fresh process (*env*: variables to set for it)."""
    began = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir(),
                   env=None if env is None else {**os.environ, **env})
    return time.perf_counter() - began


PEAK = """
import os, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
_, _, usage = os.wait4(pid, 0)
print(usage.ru_maxrss)
"""
"""Runs a command from a small process that forks it and prints its peak resident KiB: Linux keeps a process's
peak across ``exec``, so a command started straight from this (larger) process would report this one's."""


def peak_mib(argv: list[str]) -> float:
    """The peak resident MiB of one fresh process running *argv*."""
    done = subprocess.run([PY, "-c", PEAK, *argv], capture_output=True, text=True, cwd=tempfile.gettempdir(),
                          check=True)
    return int(done.stdout.split()[-1]) / 1024


def commands(runs: int) -> list[tuple[str, str, str, bool]]:
    """(figure, ours, target, met) rows for every command, interleaved runs."""
    wall: dict[str, list[float]] = {"pass": []}
    peak: dict[str, list[float]] = {}
    for run in range(runs):
        wall["pass"].append(child([PY, "-c", "pass"]))
        for name, argv in COMMANDS.items():
            wall.setdefault(name, []).append(child([PY, "-m", "ladders", *argv]))
            if name in ("`ladders beer wine`", "`ladders beer wine --define`") and run < 7:
                peak.setdefault(name, []).append(peak_mib([PY, "-m", "ladders", *argv]))
    ms = {name: statistics.median(times) * 1000 for name, times in wall.items()}
    rows = [(f"{name}, wall", f"{ms[name]:.0f} ms", "≤ 100 ms", ms[name] <= 100) for name in COMMANDS]
    over = ms["`ladders beer wine`"] - ms["pass"]
    rows.append(("`ladders beer wine` above `python -c pass`", f"{over:.0f} ms ({ms['pass']:.0f} ms for pass)",
                 "≤ 40 ms", over <= 40))
    extra = ms["`ladders beer wine --define`"] - ms["`ladders beer wine`"]
    rows.append(("`--define` adds, wall", f"{extra:.1f} ms", "≤ 10 ms", extra <= 10))
    plain, define = (statistics.median(peak[name]) for name in ("`ladders beer wine`", "`ladders beer wine --define`"))
    rows.append(("`--define` adds, peak memory", f"{define - plain:.1f} MiB ({plain:.1f} MiB without)", "≤ 10 MB",
                 define - plain <= 10))
    return rows


def web(seconds: float, seed: int) -> list[tuple[str, str, str, bool]]:
    """(figure, ours, target, met) rows for the server: static file, whole answer and puzzles in one run."""
    words = default_lexicon()
    pool = [w for n in (3, 4, 5) for w in words.words_of_length(n) if is_common(w, words)]
    rng = random.Random(seed)
    count = min(int(seconds * 3000), 60_000)
    asked = {
        "static": ["/solver.js"],
        "answer": web_load.pair_paths("/api/ladder", pool, {"common": "1"}, count, rng),
        "puzzle": [f"/api/puzzle?steps={rng.randrange(3, 7)}&common=1&seed={rng.randrange(10**9)}"
                   for _ in range(count)],
    }
    server = subprocess.Popen([PY, "-m", "ladders", "serve", "--host", "127.0.0.1", "--port", "0", "--workers",
                               "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    measured = {}
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[3]
        for _ in range(8):  # each worker has warmed up when it answers
            httpx.get(url + "api/define", params={"word": "beer"}, timeout=60)
        for name, paths in asked.items():
            answered, wall, _, p99, statuses = web_load.run("wrk", url, paths, 16, seconds)
            measured[name] = (answered / wall, p99 * 1000, sum(n for status, n in statuses.items() if status != 200))
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=120)
    static, answer, puzzle = measured["static"], measured["answer"], measured["puzzle"]
    ratio = answer[0] / static[0]
    return [
        ("static `/solver.js`", f"{static[0]:,.0f} requests/s, p99 {static[1]:.1f} ms, {static[2]} errors", "", True),
        ("whole answer `/api/ladder` ÷ static, throughput",
         f"{ratio:.2f} ({answer[0]:,.0f} requests/s, {answer[2]} errors)", "≥ 0.5, 0 errors",
         ratio >= 0.5 and answer[2] == 0),
        ("whole answer `/api/ladder`, p99", f"{answer[1]:.1f} ms", "≤ 50 ms", answer[1] <= 50),
        ("`/api/puzzle` (3 to 6 steps, common words)",
         f"{puzzle[0]:,.0f} requests/s, p99 {puzzle[1]:.1f} ms, {puzzle[2]} errors", "≥ 200 requests/s, 0 errors",
         puzzle[0] >= 200 and puzzle[2] == 0),
    ]


NETWORKX = """
import json, sys
sys.path.insert(0, sys.argv[2])
from vs_networkx import build_networkx_graph
import networkx as nx
from ladders import default_lexicon
graph = build_networkx_graph(list(default_lexicon().words), "levenshtein")
out = []
for line in open(sys.argv[1]):
    start, end = line.split()
    try:
        words = nx.bidirectional_shortest_path(graph, start, end)
        out.append(json.dumps({"start": start, "end": end, "steps": len(words) - 1, "words": words}))
    except nx.NetworkXNoPath:
        out.append(json.dumps({"start": start, "end": end, "error": "no_ladder"}))
print("\\n".join(out))
"""


def batch(pairs: int, rounds: int, seed: int, against: Path | None = None) -> list[tuple[str, str, str, bool]]:
    """(figure, ours, target, met) rows: ``ladders batch`` (plain, default, one process) against networkx, build
    counted; with *against*, the earlier code's batch too."""
    words = default_lexicon()
    common = [w for n in range(3, 9) for w in words.words_of_length(n) if is_common(w, words)]
    rng = random.Random(seed)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
        handle.write("".join(f"{a} {b}\n" for a, b in (rng.sample(common, 2) for _ in range(pairs))))
    here = str(Path(__file__).resolve().parent)
    ways = {"plain": [PY, "-m", "ladders", "batch", handle.name, "--plain"],
            "default": [PY, "-m", "ladders", "batch", handle.name],
            "one process": [PY, "-m", "ladders", "batch", handle.name, "--workers", "1"],
            "networkx": [PY, "-c", NETWORKX, handle.name, here]}
    earlier = {"earlier plain": ["--plain"], "earlier default": []} if against is not None else {}
    best = {name: float("inf") for name in [*ways, *earlier]}
    try:
        for _ in range(rounds):
            for name, argv in ways.items():
                best[name] = min(best[name], child(argv))
            for name, extra in earlier.items():
                best[name] = min(best[name], child([PY, "-m", "ladders", "batch", handle.name, *extra],
                                                   {"PYTHONPATH": str(against)}))
    finally:
        os.unlink(handle.name)
    rate = {name: pairs / seconds for name, seconds in best.items()}
    plain, default = rate["plain"] / rate["networkx"], rate["default"] / rate["networkx"]
    alone = rate["one process"] / rate["networkx"]
    rows = [
        (f"networkx, {pairs:,} pairs, graph built in the run", f"{rate['networkx']:,.0f} pairs/s "
         f"({best['networkx']:.1f} s)", "", True),
        ("`ladders batch --plain` ÷ networkx", f"{plain:.2f} ({rate['plain']:,.0f} pairs/s, {best['plain']:.1f} s)",
         "≥ 2.5", plain >= 2.5),
        ("`ladders batch` (commonest, counted) ÷ networkx",
         f"{default:.2f} ({rate['default']:,.0f} pairs/s, {best['default']:.1f} s)", "≥ 1.5", default >= 1.5),
        ("`ladders batch --workers 1` ÷ networkx",
         f"{alone:.2f} ({rate['one process']:,.0f} pairs/s, {best['one process']:.1f} s)", "≤ `batch`'s",
         alone <= default),
    ]
    rows += [(f"{name} `ladders batch{' --plain' if extra else ''}` ÷ networkx ({against})",
              f"{rate[name] / rate['networkx']:.2f} ({rate[name]:,.0f} pairs/s, {best[name]:.1f} s)", "", True)
             for name, extra in earlier.items()]
    return rows


def table(sections: dict[str, list[tuple[str, str, str, bool]]]) -> list[str]:
    lines = ["| figure | measured | target | met |", "|---|---|---|---|"]
    for section, rows in sections.items():
        lines.append(f"| **{section}** | | | |")
        lines += [f"| {figure} | {value} | {target} | {('yes' if met else '**no**') if target else ''} |"
                  for figure, value, target, met in rows]
    return lines


def write(page: Path, lines: list[str], header: str) -> None:
    text = page.read_text(encoding="utf-8")
    before, _, rest = text.partition(START)
    _, _, after = rest.partition(END)
    if not rest:
        raise SystemExit(f"{page} has no {START} ... {END} section to write")
    page.write_text(before + START + "\n" + header + "\n\n" + "\n".join(lines) + "\n" + END + after, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="interleaved runs of each command")
    parser.add_argument("--seconds", type=float, default=15.0, help="seconds of load for each web figure")
    parser.add_argument("--pairs", type=int, default=20_000, help="pairs for the batch figures")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds of each batch (best counts)")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--write", type=Path, metavar="PAGE.md", help="rewrite the page's targets section")
    parser.add_argument("--only", choices=["commands", "web", "batch"], help="run one section, print it (no --write)")
    parser.add_argument("--against", type=Path, metavar="DIR", help="earlier code's batch beside ours (a checkout)")
    args = parser.parse_args()
    if args.only and args.write:
        parser.error("--write rewrites the whole section: run every figure")
    if shutil.which("wrk") is None and args.only in (None, "web"):
        parser.error("the web figures need wrk (apt-get install wrk)")
    load = os.getloadavg()[0]
    runs = {"Commands (medians of interleaved fresh processes)": ("commands", lambda: commands(args.runs)),
            "Web server (2 workers, wrk, 16 connections)": ("web", lambda: web(args.seconds, args.seed)),
            "Batch, like for like with networkx": ("batch", lambda: batch(args.pairs, args.rounds, args.seed,
                                                                          args.against))}
    sections = {title: measure() for title, (name, measure) in runs.items() if args.only in (None, name)}
    lines = table(sections)
    header = (f"Measured by `python benchmarks/targets.py` on {os.cpu_count()} cores, load average {load:.1f} at "
              f"the start and {os.getloadavg()[0]:.1f} at the end, on the shipped data `{data_stamp()}` "
              f"({args.runs} runs per command, {args.seconds:g} s per web figure, {args.pairs:,} batch pairs).")
    print(header, *lines, sep="\n")
    if args.write:
        write(args.write, lines, header)
        print(f"wrote {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
