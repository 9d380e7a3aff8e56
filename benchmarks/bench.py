"""Benchmark ``ladders`` against simple baselines on the same words and the same pairs.

One run loads one word list, draws fixed-seed random pairs of same-length words
(lengths 3..8) and, for each metric, times every solver on those pairs:

* ours: ``make_ladder(a, b, metric=..., max_depth=None, lexicon=lex)``, first
  pass (lazy indexes being built), warm, and once on unseen pairs;
* (a) a textbook BFS: a deque, a parents dict, and every letter of the alphabet
  tried at every position against a Python set (plus insertions and deletions
  for levenshtein), no precomputed graph;
* (b) networkx ``bidirectional_shortest_path`` on a prebuilt ``nx.Graph``;
* (c) a naive BFS whose queue holds whole paths (a list copy per push);
* (d) the PyPI package ``word-ladder`` (substitution only);
* (e) a bidirectional BFS in C over a prebuilt CSR adjacency, compiled at run
  time and called through ctypes.

Each query is repeated (warm) and the minimum is kept per pair; the table shows
the median and 95th percentile over pairs, and each solver's median divided by
ours (on the same pairs, so >1 means ours is faster). Slow solvers get a time
budget and are marked "sampled" when they stop early. Beside the warm figures it
measures a cold first answer in a fresh interpreter and the CLI's wall time and
peak RSS. It checks that all shortest-path solvers agree on every ladder length.

Run ``python benchmarks/bench.py --help``; ``--quick`` is a smoke run.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import itertools
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from array import array
from collections import defaultdict, deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
METRICS = ("substitution", "levenshtein")
PAIR_LENGTHS = range(3, 9)
SLOW_QUERY_S = 0.25  # a query slower than this is not repeated

# --------------------------------------------------------------------------
# Setup: the word list, our lexicon, the pairs
# --------------------------------------------------------------------------

def import_ladders():
    """Return the ``ladders`` module, or None when it cannot be imported yet."""
    try:
        import ladders
    except ImportError:
        sys.path.insert(0, str(REPO_ROOT))
        try:
            import ladders
        except ImportError:
            sys.path.remove(str(REPO_ROOT))
            return None
    return ladders


def load_words(args, ladders) -> tuple[list[str], object, dict]:
    """Return (sorted words, our lexicon or None, load timings in seconds).

    Without ``ladders`` the baselines still run, on a ``--words`` file read here.
    """
    if ladders is None:
        if not args.words:
            sys.exit("bench.py: `ladders` cannot be imported; pass --words FILE to time the baselines")
        return sorted(set(Path(args.words).read_text(encoding="utf-8").split())), None, {}
    t0 = time.perf_counter()
    lex = ladders.load_lexicon(args.words) if args.words else ladders.default_lexicon(size=args.size)
    t1 = time.perf_counter()
    words = list(lex)
    t2 = time.perf_counter()
    return words, lex, {"load_seconds": t1 - t0, "list_all_words_seconds": t2 - t1}


def make_pairs(words: list[str], count: int, seed: int) -> list[tuple[str, str]]:
    """Draw *count* fixed-seed random pairs of distinct same-length words (3..8 letters)."""
    by_length = defaultdict(list)
    for word in words:
        if len(word) in PAIR_LENGTHS:
            by_length[len(word)].append(word)
    candidates = [w for w in words if len(by_length[len(w)]) > 1 and len(w) in PAIR_LENGTHS]
    rng = random.Random(seed)
    pairs = []
    for _ in range(count):
        start = rng.choice(candidates)
        end = start
        while end == start:
            end = rng.choice(by_length[len(start)])
        pairs.append((start, end))
    return pairs


# --------------------------------------------------------------------------
# Checking answers
# --------------------------------------------------------------------------

def one_move_apart(a: str, b: str, metric: str) -> bool:
    """True when *b* is one substitution (or, for levenshtein, one insert/delete) from *a*."""
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if metric != "levenshtein" or abs(len(a) - len(b)) != 1:
        return False
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def is_valid_ladder(ladder, start: str, end: str, wordset: set, metric: str) -> bool:
    """True when *ladder* runs start..end through known words, one legal move per step."""
    return (
        len(ladder) >= 1
        and ladder[0] == start
        and ladder[-1] == end
        and all(word in wordset for word in ladder)
        and len(set(ladder)) == len(ladder)
        and all(one_move_apart(a, b, metric) for a, b in zip(ladder, ladder[1:]))
    )


def steps_of(answer) -> int | None:
    """Number of steps of a ladder, or None for "no ladder"."""
    return None if answer is None else len(answer) - 1


# --------------------------------------------------------------------------
# Baselines (a) and (c): breadth-first searches over a Python set
# --------------------------------------------------------------------------

def letter_candidates(word: str, alphabet: str, indels: bool) -> Iterator[str]:
    """Yield every string one substitution (and, with *indels*, one insert/delete) away."""
    for i in range(len(word)):
        prefix, suffix = word[:i], word[i + 1:]
        for letter in alphabet:
            yield prefix + letter + suffix
    if indels:
        for i in range(len(word) + 1):
            prefix, suffix = word[:i], word[i:]
            for letter in alphabet:
                yield prefix + letter + suffix
        for i in range(len(word)):
            yield word[:i] + word[i + 1:]


def textbook_bfs(start: str, end: str, wordset: set, alphabet: str, indels: bool):
    """Baseline (a): deque BFS with a parents dict; returns a tuple of words or None."""
    parents = {start: None}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        if word == end:
            ladder = []
            while word is not None:
                ladder.append(word)
                word = parents[word]
            return tuple(reversed(ladder))
        for candidate in letter_candidates(word, alphabet, indels):
            if candidate in wordset and candidate not in parents:
                parents[candidate] = word
                queue.append(candidate)
    return None


def path_queue_bfs(start: str, end: str, wordset: set, alphabet: str, indels: bool):
    """Baseline (c): BFS whose queue holds whole paths, copied on every push."""
    visited = {start}
    queue = deque([[start]])
    while queue:
        path = queue.popleft()
        if path[-1] == end:
            return tuple(path)
        for candidate in letter_candidates(path[-1], alphabet, indels):
            if candidate in wordset and candidate not in visited:
                visited.add(candidate)
                queue.append(path + [candidate])
    return None


# --------------------------------------------------------------------------
# Graph edges shared by (b) networkx and (e) C
# --------------------------------------------------------------------------

def graph_edges(words: list[str], metric: str) -> Iterator[tuple[str, str]]:
    """Yield each edge of the word graph once, using wildcard buckets such as ``c?ld``.

    Two same-length words one substitution apart share exactly one bucket. For
    levenshtein, a word is also joined to each of its deletions that is a word.
    """
    buckets = defaultdict(list)
    for word in words:
        for i in range(len(word)):
            buckets[word[:i] + "?" + word[i + 1:]].append(word)
    for group in buckets.values():
        yield from itertools.combinations(group, 2)
    if metric == "levenshtein":
        wordset = set(words)
        for word in words:
            for shorter in {word[:i] + word[i + 1:] for i in range(len(word))}:
                if shorter in wordset:
                    yield word, shorter


def traced_peak(build: Callable[[], object]) -> int:
    """Peak bytes Python allocates while *build* runs (tracemalloc; the result is dropped)."""
    gc.collect()
    tracemalloc.start()
    try:
        build()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        gc.collect()


# --------------------------------------------------------------------------
# Baseline (b): networkx
# --------------------------------------------------------------------------

def build_networkx_graph(words: list[str], metric: str):
    """Baseline (b) graph: every word a node, every one-move pair an edge."""
    import networkx as nx

    graph = nx.Graph()
    graph.add_nodes_from(words)
    graph.add_edges_from(graph_edges(words, metric))
    return graph


def networkx_query(graph) -> Callable:
    """Return query(a, b) -> ladder or None over *graph*."""
    import networkx as nx

    def query(start, end):
        try:
            return tuple(nx.bidirectional_shortest_path(graph, start, end))
        except nx.NetworkXNoPath:
            return None

    return query


# --------------------------------------------------------------------------
# Baseline (d): the PyPI package word-ladder
# --------------------------------------------------------------------------

def build_word_ladder(words: list[str], pair: tuple[str, str], cache_dir: str):
    """Baseline (d): build word-ladder's same-length graph (it also pickles it to *cache_dir*)."""
    from word_ladder import WordLadder

    solver = WordLadder(list(words))
    solver.tmp = cache_dir  # it caches graphs as pickles in a temp dir keyed by a hash
    solver.start, solver.end = pair  # same length: the substitution-only graph
    solver.graph  # noqa: B018 -- the property builds the graph on first access
    return solver


def word_ladder_query(solver) -> Callable:
    """Return query(a, b) -> ladder or None using word-ladder's ``find_path``."""

    def query(start, end):
        path = solver.find_path(start, end)
        return None if path is None else tuple(path)

    return query


# --------------------------------------------------------------------------
# Baseline (e): bidirectional BFS in C on a CSR adjacency
# --------------------------------------------------------------------------

C_SOURCE = r"""
/* Bidirectional BFS over a CSR graph; level by level, smaller frontier first. */
#include <stdlib.h>

static int n_nodes;
static const int *offsets, *targets;
static int *seen[2], *parent[2], *dist[2], *queue[2];
static int stamp;

int bfs_init(int n, const int *off, const int *tgt)
{
    n_nodes = n; offsets = off; targets = tgt; stamp = 0;
    for (int s = 0; s < 2; s++) {
        seen[s] = calloc(n, sizeof(int));
        parent[s] = malloc(n * sizeof(int));
        dist[s] = malloc(n * sizeof(int));
        queue[s] = malloc(n * sizeof(int));
        if (!seen[s] || !parent[s] || !dist[s] || !queue[s]) return -1;
    }
    return 0;
}

/* Expand one whole level of side s; return the best meeting node or -1. */
static int expand_level(int s, int *head, int *tail, int *best_len)
{
    int o = 1 - s, meet = -1, level_end = *tail;
    while (*head < level_end) {
        int u = queue[s][(*head)++];
        for (int k = offsets[u]; k < offsets[u + 1]; k++) {
            int v = targets[k];
            if (seen[s][v] == stamp) continue;
            seen[s][v] = stamp;
            parent[s][v] = u;
            dist[s][v] = dist[s][u] + 1;
            queue[s][(*tail)++] = v;
            if (seen[o][v] == stamp && dist[s][v] + dist[o][v] < *best_len) {
                *best_len = dist[s][v] + dist[o][v];
                meet = v;
            }
        }
    }
    return meet;
}

/* Write the ladder's node ids to out; return its length, or 0 when there is none. */
int bfs_query(int start, int end, int *out)
{
    if (start == end) { out[0] = start; return 1; }
    stamp++;
    int ends[2] = {start, end}, head[2] = {0, 0}, tail[2] = {1, 1};
    for (int s = 0; s < 2; s++) {
        seen[s][ends[s]] = stamp; parent[s][ends[s]] = -1;
        dist[s][ends[s]] = 0; queue[s][0] = ends[s];
    }
    int best_len = n_nodes + 1, meet = -1;
    while (meet < 0 && head[0] < tail[0] && head[1] < tail[1]) {
        int s = (tail[0] - head[0] <= tail[1] - head[1]) ? 0 : 1;
        meet = expand_level(s, &head[s], &tail[s], &best_len);
    }
    if (meet < 0) return 0;
    int len = 0;
    for (int v = meet; v >= 0; v = parent[0][v]) out[len++] = v;
    for (int i = 0, j = len - 1; i < j; i++, j--) { int t = out[i]; out[i] = out[j]; out[j] = t; }
    for (int v = parent[1][meet]; v >= 0; v = parent[1][v]) out[len++] = v;
    return len;
}
"""


def find_c_compiler() -> str | None:
    """Return the path of cc, gcc or clang, or None."""
    for name in ("cc", "gcc", "clang"):
        path = shutil.which(name)
        if path:
            return path
    return None


def compile_c_library(compiler: str, work_dir: str) -> ctypes.CDLL:
    """Write C_SOURCE to *work_dir*, compile it as a shared library and load it."""
    source = Path(work_dir) / "bibfs.c"
    library = Path(work_dir) / "bibfs.so"
    source.write_text(C_SOURCE)
    subprocess.run([compiler, "-O2", "-shared", "-fPIC", "-o", str(library), str(source)],
                   check=True, capture_output=True)
    lib = ctypes.CDLL(str(library))
    int_p = ctypes.POINTER(ctypes.c_int)
    lib.bfs_init.argtypes = [ctypes.c_int, int_p, int_p]
    lib.bfs_init.restype = ctypes.c_int
    lib.bfs_query.argtypes = [ctypes.c_int, ctypes.c_int, int_p]
    lib.bfs_query.restype = ctypes.c_int
    return lib


def build_csr(words: list[str], metric: str) -> tuple[dict, array, array]:
    """Return (word -> id, offsets, targets): the word graph in compressed sparse rows."""
    ids = {word: i for i, word in enumerate(words)}
    neighbours = [[] for _ in words]
    for a, b in graph_edges(words, metric):
        neighbours[ids[a]].append(ids[b])
        neighbours[ids[b]].append(ids[a])
    offsets = array("i", [0])
    targets = array("i")
    for row in neighbours:
        targets.extend(row)
        offsets.append(len(targets))
    return ids, offsets, targets


class CSolver:
    """Baseline (e): holds the CSR arrays alive and answers queries through ctypes."""

    def __init__(self, lib, words, ids, offsets, targets):
        self.lib, self.words, self.ids = lib, words, ids
        int_array = ctypes.c_int * len(words)
        self._offsets = (ctypes.c_int * len(offsets)).from_buffer(offsets)
        self._targets = (ctypes.c_int * max(1, len(targets))).from_buffer(
            targets if len(targets) else array("i", [0]))
        self._out = int_array()
        if lib.bfs_init(len(words), self._offsets, self._targets) != 0:
            raise MemoryError("bfs_init failed")
        self.bytes = 4 * (len(offsets) + len(targets)) + 4 * 8 * len(words)

    def query(self, start, end):
        length = self.lib.bfs_query(self.ids[start], self.ids[end], self._out)
        return tuple(self.words[i] for i in self._out[:length]) if length else None


# --------------------------------------------------------------------------
# Timing
# --------------------------------------------------------------------------

@dataclass
class Run:
    """One solver's results on one metric: per-pair seconds and answers."""

    label: str
    pairs: list = field(default_factory=list)     # the pairs it was asked
    seconds: dict = field(default_factory=dict)   # pair index -> best seconds
    answers: dict = field(default_factory=dict)   # pair index -> tuple or None
    errors: dict = field(default_factory=dict)    # pair index -> error text
    notes: list = field(default_factory=list)
    build: dict = field(default_factory=dict)     # e.g. {"seconds": .., "bytes": ..}
    skipped: str | None = None
    sampled: bool = False
    other_pairs: bool = False  # timed on a second set of pairs, not the shared one


def time_solver(label, query, pairs, *, repeats=1, max_pairs=None, budget_s=None) -> Run:
    """Time *query* on each pair: best of *repeats*, stopping at *max_pairs* or *budget_s*."""
    run = Run(label, pairs)
    limit = len(pairs) if max_pairs is None else min(max_pairs, len(pairs))
    gc.collect()
    began = time.perf_counter()
    for index, (start, end) in enumerate(pairs[:limit]):
        if budget_s is not None and time.perf_counter() - began > budget_s:
            break
        best = math.inf
        for _ in range(repeats):
            t0 = time.perf_counter()
            try:
                answer = query(start, end)
            except Exception as error:  # a solver's own failure is a result, not a crash
                answer, run.errors[index] = None, f"{type(error).__name__}: {error}"
            best = min(best, time.perf_counter() - t0)
            if best > SLOW_QUERY_S:
                break
        run.seconds[index], run.answers[index] = best, answer
    if len(run.seconds) < len(pairs):
        run.sampled = True
        run.notes.append(f"sampled {len(run.seconds)}/{len(pairs)} pairs")
    return run


def median_ms(seconds: Iterable[float]) -> float:
    return 1000 * statistics.median(seconds)


def p95_ms(seconds: Iterable[float]) -> float:
    """95th percentile by nearest rank, in milliseconds."""
    ordered = sorted(seconds)
    return 1000 * ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def ratio_to(run: Run, ours: Run) -> float | None:
    """Median of *run* over median of *ours*, both on the pairs *run* answered."""
    if ours is None:
        return None
    if run.other_pairs:  # different pairs from the same distribution: compare medians
        return statistics.median(run.seconds.values()) / statistics.median(ours.seconds.values())
    shared = [i for i in run.seconds if i in ours.seconds]
    if not shared:
        return None
    ours_median = statistics.median(ours.seconds[i] for i in shared)
    return statistics.median(run.seconds[i] for i in shared) / ours_median if ours_median else None


# --------------------------------------------------------------------------
# Subprocess measurements: cold first answer, CLI
# --------------------------------------------------------------------------

def child_env() -> dict:
    """Environment for child interpreters: the repo importable even when not installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    return env


# Spawned by a small interpreter rather than by this big process: a child's
# ru_maxrss counts the memory of the process it was forked from.
CHILD_RUNNER = """
import os, subprocess, sys, time
t0 = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
print(time.perf_counter() - t0, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


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
        "median_ms": median_ms(r[0] for r in results),
        "peak_rss_mib": max(r[1] for r in results) / 1024,
        "exit_status": max((r[2] for r in results), key=abs),
        "runs": runs,
    }


def cold_first_answer(args, pair, metric: str, runs: int) -> dict:
    """A fresh interpreter imports ladders, loads the lexicon and answers *pair*."""
    load = (f"L.load_lexicon({args.words!r})" if args.words
            else f"L.default_lexicon(size={args.size!r})")
    code = (
        "import ladders as L\n"
        f"lex = {load}\n"
        "try:\n"
        f"    L.make_ladder({pair[0]!r}, {pair[1]!r}, metric=L.{metric}, max_depth=None,"
        " lexicon=lex)\n"
        "except L.NoLadderError:\n"
        "    pass\n"
    )
    return measure_children([sys.executable, "-c", code], runs)


# --------------------------------------------------------------------------
# One metric: every solver on the same pairs
# --------------------------------------------------------------------------

def fresh_lexicon(ladders, lex):
    """A new lexicon of the same words and ranks, with no lazy index built yet."""
    return ladders.make_lexicon(list(lex), ranks=getattr(lex, "ranks", None))


def ours_query(ladders, lex, metric: str) -> Callable:
    """Return query(a, b) -> ladder or None through ``make_ladder``."""
    metric_object = getattr(ladders, metric)

    def query(start, end):
        try:
            ladder = ladders.make_ladder(start, end, metric=metric_object,
                                         max_depth=None, lexicon=lex)
        except ladders.NoLadderError:
            return None
        return tuple(ladder.words)

    return query


def run_ours(ladders, lex, metric, pairs, unseen_pairs, repeats, measure_memory) -> list[Run]:
    """Ours: first pass on a fresh lexicon (lazy indexes being built), warm, then unseen pairs.

    The warm figure asks the same pairs again, so whatever the lexicon remembered
    about those very words helps; the unseen row asks other pairs once each.
    """
    query = ours_query(ladders, fresh_lexicon(ladders, lex), metric)
    first = time_solver("ours, first pass", query, pairs)
    warm = time_solver("ours (make_ladder, warm)", query, pairs, repeats=repeats)
    unseen = time_solver("ours, unseen pairs, once", query, unseen_pairs)
    unseen.other_pairs = True
    unseen.notes.append("other pairs (next seed) after the warm runs")
    if measure_memory:
        def answer_all():
            fresh = ours_query(ladders, fresh_lexicon(ladders, lex), metric)
            return [fresh(start, end) for start, end in pairs]
        warm.build = {"bytes": traced_peak(answer_all)}
        warm.notes.append("memory: peak while a new lexicon is made and answers every pair")
    return [warm, first, unseen]


def run_networkx(words, metric, pairs, repeats, measure_memory) -> Run:
    """Baseline (b): build time and memory apart, then warm queries."""
    try:
        import networkx  # noqa: F401
    except ImportError:
        return Run("networkx bidirectional", skipped="networkx not installed")
    t0 = time.perf_counter()
    graph = build_networkx_graph(words, metric)
    build_s = time.perf_counter() - t0
    query = networkx_query(graph)
    t0 = time.perf_counter()
    query(*pairs[0])
    first_query_s = time.perf_counter() - t0
    run = time_solver("networkx bidirectional", query, pairs, repeats=repeats)
    run.build = {"seconds": build_s, "first_query_seconds": first_query_s,
                 "nodes": graph.number_of_nodes(), "edges": graph.number_of_edges()}
    del graph, query
    if measure_memory:
        run.build["bytes"] = traced_peak(lambda: build_networkx_graph(words, metric))
    return run


def run_word_ladder(words, metric, pairs, repeats, budget_s) -> Run:
    """Baseline (d): the PyPI package, substitution only."""
    label = "word-ladder 1.1.0 (PyPI)"
    try:
        import word_ladder
    except ImportError:
        return Run(label, skipped="word-ladder not installed")
    label = f"word-ladder {word_ladder.__version__} (PyPI)"
    if metric != "substitution":
        return Run(label, skipped="substitution only")
    with tempfile.TemporaryDirectory() as cache_dir:
        t0 = time.perf_counter()
        solver = build_word_ladder(words, pairs[0], cache_dir)
        build_s = time.perf_counter() - t0
        run = time_solver(label, word_ladder_query(solver), pairs,
                          repeats=repeats, budget_s=budget_s)
    run.build = {"seconds": build_s}
    return run


def run_c(words, metric, pairs, repeats) -> Run:
    """Baseline (e): graph + compile time apart, then one ctypes call per query."""
    label = "C bidirectional BFS (ctypes)"
    compiler = find_c_compiler()
    if compiler is None:
        return Run(label, skipped="no C compiler")
    with tempfile.TemporaryDirectory() as work_dir:
        t0 = time.perf_counter()
        ids, offsets, targets = build_csr(words, metric)
        graph_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        try:
            lib = compile_c_library(compiler, work_dir)
        except (subprocess.CalledProcessError, OSError) as error:
            return Run(label, skipped=f"compile failed: {error}")
        compile_s = time.perf_counter() - t0
        solver = CSolver(lib, words, ids, offsets, targets)
        run = time_solver(label, solver.query, pairs, repeats=repeats)
    run.build = {"seconds": graph_s + compile_s, "graph_seconds": graph_s,
                 "compile_seconds": compile_s, "bytes": solver.bytes}
    return run


def run_metric(metric, words, lex, ladders, pairs, args) -> dict:
    """Time every solver on *pairs* under *metric*; return the runs and checks."""
    wordset = set(words)
    alphabet = "".join(sorted(set("".join(words))))
    indels = metric == "levenshtein"
    runs = []
    ours = None
    if ladders is not None:
        unseen_pairs = make_pairs(words, len(pairs), args.seed + 1)
        runs += run_ours(ladders, lex, metric, pairs, unseen_pairs, args.repeats, not args.quick)
        ours = runs[0]
    runs.append(time_solver(
        f"textbook BFS ({len(alphabet)} letters)",
        lambda a, b: textbook_bfs(a, b, wordset, alphabet, indels),
        pairs, repeats=args.repeats, budget_s=args.budget))
    runs.append(run_networkx(words, metric, pairs, args.repeats, not args.quick))
    runs.append(time_solver(
        "path-copying BFS (naive)",
        lambda a, b: path_queue_bfs(a, b, wordset, alphabet, indels),
        pairs, repeats=1, max_pairs=args.naive_pairs, budget_s=args.budget / 2))
    runs.append(run_word_ladder(words, metric, pairs, args.repeats, args.budget / 2))
    runs.append(run_c(words, metric, pairs, args.repeats))
    ladder_pairs = check_answers(runs, pairs, wordset, metric)
    cold = None
    if ladders is not None and args.cold_runs:
        cold = cold_first_answer(args, pairs[0], metric, args.cold_runs)
    return {"metric": metric, "runs": runs, "ours": ours, "cold": cold,
            "ladder_pairs": ladder_pairs, "agreement": agreement(runs, pairs)}


def check_answers(runs: list[Run], pairs, wordset, metric) -> set[int]:
    """Note, per solver, ladders that are invalid, longer than the shortest, or missed.

    The shortest length of each pair is taken from networkx, the textbook BFS or C;
    returns the indexes of the pairs known to have a ladder.
    """
    shortest = {}
    for run in runs:
        if run.label.startswith(("networkx", "textbook", "C ")):
            for i, answer in run.answers.items():
                shortest.setdefault(i, steps_of(answer))
    for run in (r for r in runs if not r.other_pairs):
        invalid = sum(1 for i, answer in run.answers.items()
                      if answer is not None and not is_valid_ladder(answer, *pairs[i], wordset, metric))
        longer = sum(1 for i, answer in run.answers.items()
                     if answer is not None and shortest.get(i) is not None
                     and steps_of(answer) > shortest[i])
        missed = sum(1 for i, answer in run.answers.items()
                     if answer is None and shortest.get(i) is not None)
        if invalid:
            run.notes.append(f"{invalid} INVALID answers")
        if longer:
            run.notes.append(f"{longer} longer than shortest")
        if missed:
            run.notes.append(f"{missed} missed ladders")
        if run.errors:
            run.notes.append(f"{len(run.errors)} errors, e.g. {next(iter(run.errors.values()))}")
    return {i for i, steps in shortest.items() if steps is not None}


def agreement(runs: list[Run], pairs) -> dict:
    """Compare ladder lengths of ours, textbook BFS, networkx and C on each pair they all ran."""
    judges = [r for r in runs if r.answers and r.label.startswith(
        ("ours (", "textbook", "networkx", "C "))]
    mismatches, compared = [], 0
    for i in range(len(pairs)):
        lengths = {r.label: steps_of(r.answers[i]) for r in judges if i in r.answers}
        if len(lengths) < 2:
            continue
        compared += 1
        if len(set(lengths.values())) > 1:
            mismatches.append({"pair": pairs[i], "steps": lengths})
    return {"solvers": [r.label for r in judges], "pairs_compared": compared,
            "mismatches": mismatches}


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

def format_bytes(n: int) -> str:
    return f"{n / 2**20:,.0f} MB" if n >= 2**20 else f"{n / 1024:,.0f} kB"


def build_note(run: Run) -> str:
    """Describe a solver's build: time, parts, memory."""
    build, parts = run.build, []
    if "seconds" in build:
        parts.append(f"build {build['seconds']:.2f} s")
    if "compile_seconds" in build:
        parts[-1] += f" (graph {build['graph_seconds']:.2f} + cc {build['compile_seconds']:.2f})"
    if "bytes" in build:
        parts.append(format_bytes(build["bytes"]))
    return ", ".join(parts)


def print_metric_table(result: dict, words, pairs, args, load: dict) -> None:
    """Print one metric's table and the lines that follow it."""
    ours, ladder_pairs = result["ours"], result["ladder_pairs"]
    print(f"\nmetric={result['metric']} words={len(words):,} pairs={len(pairs)} (seed {args.seed})")
    print(f"{'solver':<32}{'median ms':>10}{'p95 ms':>10}{'ratio(median) vs ours':>23}"
          f"{'median ms, ladder pairs':>25}   notes")
    for run in result["runs"]:
        if run.skipped or not run.seconds:
            why = f"skipped: {run.skipped}" if run.skipped else "no pair finished"
            print(f"{run.label:<32}{'-':>10}{'-':>10}{'-':>23}{'-':>25}   {why}")
            continue
        ratio = ratio_to(run, ours)
        if run.other_pairs:
            with_ladder = [s for i, s in run.seconds.items() if run.answers[i] is not None]
        else:
            with_ladder = [s for i, s in run.seconds.items() if i in ladder_pairs]
        notes = [build_note(run)] + run.notes
        if run is ours and load:
            notes.insert(0, f"lexicon load {load['load_seconds']:.2f} s"
                            f" (+{load['list_all_words_seconds']:.2f} s to list all words)")
        print(f"{run.label:<32}{median_ms(run.seconds.values()):>10.3f}"
              f"{p95_ms(run.seconds.values()):>10.3f}"
              f"{'-' if ratio is None else f'{ratio:.2f}':>23}"
              f"{f'{median_ms(with_ladder):.3f}' if with_ladder else '-':>25}   "
              + "; ".join(n for n in notes if n))
    print_summary_lines(result, pairs)


def print_summary_lines(result: dict, pairs) -> None:
    """Ours / networkx, ours / C, cold first answer, agreement, pair statistics."""
    runs = {run.label.split(" ")[0]: run for run in result["runs"] if run.seconds}
    ours = result["ours"]
    if ours is not None:
        for key, name in (("networkx", "networkx"), ("C", "C")):
            if key in runs:
                inverse = ratio_to(runs[key], ours)
                if inverse:
                    print(f"ours / {name} (median, same pairs): {1 / inverse:.2f}")
        unseen = next((r for r in result["runs"] if r.other_pairs and r.seconds), None)
        if unseen and "networkx" in runs:
            ratio = (statistics.median(unseen.seconds.values())
                     / statistics.median(runs["networkx"].seconds.values()))
            print(f"ours on unseen pairs / networkx (median): {ratio:.2f}")
    cold = result["cold"]
    nx_run = runs.get("networkx")
    if cold:
        line = f"cold first answer (fresh python, import + load + 1 query): {cold['median_ms']:.0f} ms"
        if cold["exit_status"]:
            line += f" (FAILED: exit status {cold['exit_status']})"
        if nx_run:
            nx_ms = 1000 * (nx_run.build["seconds"] + nx_run.build["first_query_seconds"])
            line += (f"; networkx build + first query (in-process): {nx_ms:.0f} ms;"
                     f" ours / networkx: {cold['median_ms'] / nx_ms:.2f}")
        print(line)
    agree = result["agreement"]
    count = len(agree["mismatches"])
    print(f"answers agree: {'yes' if count == 0 else 'no'} ({count} mismatches"
          f" over {agree['pairs_compared']} pairs; {', '.join(agree['solvers'])})")
    for mismatch in agree["mismatches"][:5]:
        print(f"  mismatch {mismatch['pair']}: {mismatch['steps']}")
    reference = runs.get("networkx") or runs.get("textbook") or ours
    if reference is not None:
        steps = [steps_of(a) for a in reference.answers.values()]
        found = [s for s in steps if s is not None]
        if found:
            print(f"pairs with a ladder: {len(found)}/{len(steps)}, steps median"
                  f" {statistics.median(found):g}, max {max(found)}")


def print_cli(cli: dict, floor: dict) -> None:
    print("\nCLI (fresh process, median wall over", cli["runs"], "runs)")
    print(f"{'command':<36}{'median ms':>11}{'peak RSS MiB':>14}")
    print(f"{'python -c pass':<36}{floor['median_ms']:>11.0f}{floor['peak_rss_mib']:>14.1f}")
    status = "" if cli["exit_status"] == 0 else f"   exit status {cli['exit_status']}"
    print(f"{'python -m ladders beer wine':<36}{cli['median_ms']:>11.0f}"
          f"{cli['peak_rss_mib']:>14.1f}{status}")


def run_to_json(run: Run) -> dict:
    """Raw figures of one run, answers included, for --json."""
    return {
        "label": run.label,
        "skipped": run.skipped,
        "sampled": run.sampled,
        "notes": run.notes,
        "build": run.build,
        "median_ms": median_ms(run.seconds.values()) if run.seconds else None,
        "p95_ms": p95_ms(run.seconds.values()) if run.seconds else None,
        "per_pair": [
            {"pair": run.pairs[i], "ms": 1000 * s, "steps": steps_of(run.answers[i]),
             "error": run.errors.get(i)}
            for i, s in run.seconds.items()
        ],
    }


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def parse_args(argv) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--words", metavar="FILE", help="word list, one per line "
                        "(default: the embedded SCOWL dictionary)")
    parser.add_argument("--size", type=int, default=70, help="SCOWL size of the embedded "
                        "dictionary (default 70)")
    parser.add_argument("--pairs", type=int, default=None, help="number of pairs (default 150)")
    parser.add_argument("--seed", type=int, default=1, help="random seed of the pairs (default 1)")
    parser.add_argument("--metric", choices=METRICS, help="one metric (default: both)")
    parser.add_argument("--quick", action="store_true", help="smoke run: fewer pairs and repeats")
    parser.add_argument("--json", metavar="FILE", help="also write the raw figures here")
    args = parser.parse_args(argv)
    # Knobs that --quick scales down; not options, to keep the command line small.
    args.pairs = args.pairs or (30 if args.quick else 150)
    args.repeats = 1 if args.quick else 3
    args.budget = 8.0 if args.quick else 40.0  # seconds for the textbook BFS per metric
    args.naive_pairs = 10 if args.quick else 30
    args.cold_runs = 3 if args.quick else 5
    args.cli_runs = 3 if args.quick else 10
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    ladders = import_ladders()
    if ladders is None:
        print("note: `ladders` cannot be imported; timing the baselines only")
    words, lex, load = load_words(args, ladders)
    pairs = make_pairs(words, args.pairs, args.seed)
    load_average = os.getloadavg()[0]
    if load_average > 0.5:
        print(f"note: load average {load_average:.1f} on {os.cpu_count()} cores: timings may be noisy")
    report = {"words": len(words), "pairs": pairs, "seed": args.seed, "python": sys.version,
              "load_average": load_average,
              "lexicon": load, "metrics": {}}
    for metric in ([args.metric] if args.metric else METRICS):
        result = run_metric(metric, words, lex, ladders, pairs, args)
        print_metric_table(result, words, pairs, args, load)
        sys.stdout.flush()
        report["metrics"][metric] = {
            "runs": [run_to_json(run) for run in result["runs"]],
            "cold_first_answer": result["cold"],
            "agreement": result["agreement"],
        }
    if ladders is not None:
        floor = measure_children([sys.executable, "-c", "pass"], args.cli_runs)
        cli = measure_children([sys.executable, "-m", "ladders", "beer", "wine"], args.cli_runs)
        print_cli(cli, floor)
        report["cli"] = {"python -c pass": floor, "python -m ladders beer wine": cli}
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1, default=str) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
