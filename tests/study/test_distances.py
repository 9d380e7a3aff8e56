"""The batched searches of ladders.study.distances: pushing from the frontier, pulling into every word, and both
mixed, each against one breadth-first search at a time."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest

from ladders.graph.bfs import bfs_distances
from ladders.study import distances
from ladders.study.distances import _Rows, distances_from


def csr(graph: nx.Graph):
    return nx.to_scipy_sparse_array(graph, nodelist=sorted(graph), format="csr", dtype=np.int8)


def one_at_a_time(adjacency, sources) -> tuple[list[int], list[int]]:
    """(pairs at each distance from 1, eccentricities), from one search per source."""
    found = [bfs_distances(adjacency.indptr, adjacency.indices, int(s)) for s in sources]
    reached = np.concatenate([d[d > 0] for d in found])
    return np.bincount(reached).tolist()[1:] if len(reached) else [], [int(d.max()) for d in found]


GRAPHS = {
    "small world": lambda: nx.connected_watts_strogatz_graph(1500, 4, 0.05, seed=1),  # frontiers grow then shrink
    "long path and a star": lambda: nx.union(nx.path_graph(300), nx.star_graph(200), rename=("p", "s")),
    "random, with isolated words": lambda: nx.gnp_random_graph(400, 1.5 / 400, seed=3),
    "no edges": lambda: nx.empty_graph(70),
}


@pytest.mark.parametrize("share", [0.0, 2.0, distances.PULL_SHARE], ids=["always pull", "always push", "mixed"])
@pytest.mark.parametrize("name", GRAPHS)
def test_each_way_finds_what_one_search_at_a_time_finds(name, share, monkeypatch):
    monkeypatch.setattr(distances, "PULL_SHARE", share)
    graph = nx.convert_node_labels_to_integers(GRAPHS[name]())
    adjacency = csr(graph)
    sources = np.random.default_rng(0).permutation(len(graph))[:150]  # three batches, the last partial
    found = distances_from(adjacency.indptr, adjacency.indices, sources)
    pairs, eccentricities = one_at_a_time(adjacency, sources)
    assert found.eccentricities.tolist() == eccentricities
    assert found.histogram[1:].tolist() == pairs + [0] * (len(found.histogram) - 1 - len(pairs))
    assert found.batch_pairs.sum() == sum(pairs)
    assert found.batch_sums.sum() == sum(d * c for d, c in enumerate(pairs, 1))


def test_the_mixed_search_pushes_small_frontiers_and_pulls_large_ones(monkeypatch):
    calls = {"push": 0, "pull": 0}
    for way in calls:
        method = getattr(_Rows, f"_{way}")

        def counted(self, *args, way=way, method=method):
            calls[way] += 1
            return method(self, *args)

        monkeypatch.setattr(_Rows, f"_{way}", counted)
    adjacency = csr(nx.connected_watts_strogatz_graph(1500, 4, 0.05, seed=1))
    distances_from(adjacency.indptr, adjacency.indices, np.arange(64))
    assert calls["push"] >= 3 and calls["pull"] >= 3


def test_a_push_reads_only_its_frontier_s_rows():
    # Two words joined, and a group of 60 elsewhere whose every arc is made to lead to the first of the two: a
    # search that read the group's rows (as a pull does) would reach the 60 words in one step.
    graph = nx.union(nx.path_graph(2), nx.complete_graph(60), rename=("a", "b"))
    adjacency = csr(nx.convert_node_labels_to_integers(graph, ordering="sorted"))
    rows = _Rows(adjacency.indptr, adjacency.indices)
    pair = rows.renumbered[[0, 1]]
    others = np.setdiff1d(np.arange(62), pair)
    for word in others:
        rows.neighbours[rows.starts[word]: rows.starts[word] + rows.degree[word]] = pair[0]
    counts, eccentricities = rows.search(pair)
    assert counts == [2] and eccentricities.tolist() == [1, 1]
