"""Ours against a bidirectional BFS in C over a CSR graph, called through ctypes, same pairs.

The C code below is compiled at run time (``cc -O2 -shared -fPIC``, or gcc or
clang) and loaded with ctypes; it searches level by level from both ends,
smaller frontier first, over the same edges as the networkx baseline held as
compressed sparse rows. Building the graph and compiling are timed apart.
Needs a C compiler.

Run ``python benchmarks/vs_c.py`` (``--quick`` for a smoke run, ``--help``).
"""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import sys
import tempfile
import time
from array import array
from contextlib import contextmanager
from pathlib import Path

import harness
from vs_networkx import graph_edges

LABEL = "C bidirectional BFS (ctypes)"

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
    """Holds the CSR arrays alive and answers queries through ctypes."""

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
        """The ladder from *start* to *end* as a tuple of words, or None."""
        length = self.lib.bfs_query(self.ids[start], self.ids[end], self._out)
        return tuple(self.words[i] for i in self._out[:length]) if length else None


@contextmanager
def c_bfs(setup: harness.Setup, metric: str):
    """Baseline: graph and compile time apart, then one ctypes call per query."""
    compiler = find_c_compiler()
    if compiler is None:
        yield [harness.Run(LABEL, skipped="no C compiler")]
        return
    with tempfile.TemporaryDirectory() as work_dir:
        t0 = time.perf_counter()
        ids, offsets, targets = build_csr(setup.words, metric)
        graph_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        try:
            lib = compile_c_library(compiler, work_dir)
        except (subprocess.CalledProcessError, OSError) as error:
            yield [harness.Run(LABEL, skipped=f"compile failed: {error}")]
            return
        compile_s = time.perf_counter() - t0
        solver = CSolver(lib, setup.words, ids, offsets, targets)
        yield [harness.Run(LABEL, solver.query, repeats=setup.args.repeats, judge=True, headline="C",
                           build={"seconds": graph_s + compile_s, "graph_seconds": graph_s,
                                  "compile_seconds": compile_s, "bytes": solver.bytes})]


if __name__ == "__main__":
    sys.exit(harness.run_script(__doc__, [c_bfs], sys.argv[1:]))
