"""Ours against networkx's ``bidirectional_shortest_path`` on a prebuilt graph, same pairs.

networkx gets every word as a node and every one-move pair as an edge (built
with wildcard buckets); its build time and first query are timed apart, and
(without ``--quick``) the build's tracemalloc peak. Needs ``networkx``.

Run ``python benchmarks/vs_networkx.py`` (``--quick`` for a smoke run, ``--help``).
"""

from __future__ import annotations

import itertools
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import harness

LABEL = "networkx bidirectional"


def graph_edges(words: list[str], metric: str) -> Iterator[tuple[str, str]]:
    """Yield each edge of the word graph once, using wildcard buckets such as ``c?ld``.

    Two same-length words one substitution apart share exactly one bucket. For
    levenshtein, a word is also joined to each of its deletions that is a word.
    The C baseline builds its graph from these same edges.
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


def build_networkx_graph(words: list[str], metric: str):
    """Every word a node, every one-move pair an edge."""
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


def timed_build(words: list[str], metric: str, first_pair: tuple[str, str]) -> tuple[Callable, dict]:
    """Build the graph and ask *first_pair*, each timed; return (query, build figures)."""
    t0 = time.perf_counter()
    graph = build_networkx_graph(words, metric)
    build_s = time.perf_counter() - t0
    query = networkx_query(graph)
    t0 = time.perf_counter()
    query(*first_pair)
    first_query_s = time.perf_counter() - t0
    return query, {"seconds": build_s, "first_query_seconds": first_query_s,
                   "nodes": graph.number_of_nodes(), "edges": graph.number_of_edges()}


def installed() -> bool:
    """True when networkx can be imported."""
    try:
        import networkx  # noqa: F401
    except ImportError:
        return False
    return True


@contextmanager
def networkx(setup: harness.Setup, metric: str):
    """Baseline: build time apart, warm queries, then (not --quick) the build's memory."""
    if not installed():
        yield [harness.Run(LABEL, skipped="networkx not installed")]
        return
    query, build = timed_build(setup.words, metric, setup.pairs[0])
    run = harness.Run(LABEL, query, repeats=setup.args.repeats, judge=True,
                      headline="networkx", build=build)
    del query
    yield [run]
    run.query = None  # drop the graph before building another to measure it
    if not setup.args.quick:
        run.build["bytes"] = harness.traced_peak(lambda: build_networkx_graph(setup.words, metric))


if __name__ == "__main__":
    sys.exit(harness.run_script(__doc__, [networkx], sys.argv[1:]))
