"""The graph report: Knuth's SGB figures, and every figure against networkx on seeded random graphs."""

from __future__ import annotations

import random
from collections import Counter

import networkx as nx
import numpy as np
import pytest

from ladders import DistanceMetric, levenshtein, load_lexicon, make_lexicon, substitution
from ladders.draw.report import report_page
from ladders.study.bounds import Bounds, diameter_or_radius_needed, tighten
from ladders.graph.bfs import bfs_distances
from ladders.study.distances import distances_from
from ladders.study.figures import graph_figures
from ladders.study.report import format_report, graph_report
from tests.conftest import SGB_WORDS


def random_graph(seed: int) -> nx.Graph:
    """A seeded random graph of 2 to 60 nodes: sparse enough to have several groups, dense enough for triangles."""
    rng = random.Random(seed)
    n = rng.randint(2, 60)
    graph = nx.gnp_random_graph(n, rng.uniform(0.5, 3.0) / n, seed=seed)
    if seed % 5 == 0:  # some with a long path, to stretch the diameter
        nx.add_path(graph, range(0, n, 2))
    return graph


def csr(graph: nx.Graph):
    return nx.to_scipy_sparse_array(graph, nodelist=sorted(graph), format="csr", dtype=np.int8)


def giant_of(graph: nx.Graph) -> nx.Graph:
    """The largest group; among equals, the one holding the lowest node (the report's rule)."""
    groups = sorted(nx.connected_components(graph), key=lambda group: (-len(group), min(group)))
    return graph.subgraph(groups[0])


def name(node: int) -> str:
    return f"w{node:03d}"


def distance_histogram(graph: nx.Graph) -> Counter:
    found: Counter = Counter()
    for source, far in nx.all_pairs_shortest_path_length(graph):
        found.update(d for target, d in far.items() if source < target)
    return found


def assert_ladder(graph: nx.Graph, words: tuple[str, ...], steps: int) -> None:
    nodes = [int(word[1:]) for word in words]
    assert len(nodes) == steps + 1
    assert all(graph.has_edge(a, b) for a, b in zip(nodes, nodes[1:], strict=False))
    assert nx.shortest_path_length(graph, nodes[0], nodes[-1]) == steps


@pytest.mark.parametrize("seed", range(50))
def test_figures_equal_networkx_on_random_graphs(seed):
    graph = random_graph(seed)
    found = graph_figures(csr(graph), name)
    giant = giant_of(graph)
    groups = [graph.subgraph(group) for group in nx.connected_components(graph)]
    assert (found.words, found.edges, found.components, found.giant) == (
        len(graph), graph.number_of_edges(), len(groups), len(giant))
    assert found.degrees == dict(Counter(d for _, d in graph.degree()))
    assert found.group_sizes == dict(Counter(len(group) for group in groups))
    diameter = max(nx.diameter(group) for group in groups)
    assert found.diameter == diameter
    far_pairs = sum(1 for group in groups for a, far in nx.all_pairs_shortest_path_length(group)
                    for b, d in far.items() if a < b and d == diameter)
    assert found.diametral_pairs == (far_pairs if diameter else 0)
    if diameter:
        assert_ladder(graph, found.witness.ladder, diameter)
    eccentricity = nx.eccentricity(giant)
    assert found.radius == nx.radius(giant)
    assert found.centre == tuple(sorted(name(v) for v in nx.center(giant)))
    assert found.eccentricities == dict(Counter(eccentricity.values()))
    assert found.eccentricities_exact == 1.0
    if len(giant) > 1:
        assert found.mean_distance.exact
        assert found.mean_distance.value == pytest.approx(nx.average_shortest_path_length(giant))
        assert found.distances == dict(distance_histogram(giant))
    assert found.clustering == pytest.approx(nx.average_clustering(giant))
    assert found.transitivity == pytest.approx(nx.transitivity(giant))


@pytest.mark.parametrize("seed", range(10))
def test_bounds_hold_and_settled_values_are_exact(seed):
    graph = giant_of(random_graph(seed + 100))
    order = sorted(graph)
    adjacency = csr(graph.subgraph(order))
    truth = nx.eccentricity(graph)
    bounds = Bounds.unknown(len(order))

    def search(sources):
        return [bfs_distances(adjacency.indptr, adjacency.indices, s) for s in sources]

    tighten(bounds, np.arange(len(order)), np.diff(adjacency.indptr), search, diameter_or_radius_needed)
    exact = np.array([truth[v] for v in order])
    assert (bounds.low <= exact).all() and (exact <= bounds.high).all()
    assert (bounds.low[bounds.settled] == exact[bounds.settled]).all()
    assert bounds.low.max() == exact.max() and bounds.high.min() == exact.min()


@pytest.mark.parametrize("seed", range(10))
def test_batched_searches_agree_with_one_at_a_time(seed):
    graph = giant_of(random_graph(seed + 200))
    adjacency = csr(graph.subgraph(sorted(graph)))
    sources = np.random.default_rng(seed).permutation(len(graph))[:70]  # two batches, the second partial
    found = distances_from(adjacency.indptr, adjacency.indices, sources)
    one = [bfs_distances(adjacency.indptr, adjacency.indices, int(s)) for s in sources]
    assert found.eccentricities.tolist() == [int(d.max()) for d in one]
    expected = np.bincount(np.concatenate(one), minlength=len(found.histogram))
    assert found.histogram[1:].tolist() == expected[1:len(found.histogram)].tolist()


def test_sampled_figures_hold_the_truth():
    # Forced to sample: the 95% interval should hold the true mean (on nearly every graph: a few misses are
    # chance), and every estimate must count the right words.
    held = 0
    for seed in range(12):
        rng = random.Random(seed)
        graph = nx.connected_watts_strogatz_graph(rng.randint(300, 600), 4, 0.1, seed=seed)
        found = graph_figures(csr(graph), name, samples=128, seed=seed, exact_work=0, max_searches=0)
        truth = nx.average_shortest_path_length(graph)
        assert not found.mean_distance.exact and found.sources == 128
        assert found.mean_distance.low < found.mean_distance.value < found.mean_distance.high
        held += found.mean_distance.low <= truth <= found.mean_distance.high
        assert abs(sum(found.eccentricities.values()) - len(graph)) <= len(found.eccentricities)
        assert found.diameter == nx.diameter(graph) and found.radius == nx.radius(graph)
        assert 0 < found.eccentricities_exact <= 1
    assert held >= 10


@pytest.mark.parametrize("seed", range(15))
def test_hardest_common_pairs_are_the_farthest_common_words(seed):
    graph = random_graph(seed + 300)
    giant = giant_of(graph)
    rng = random.Random(seed)
    common = sorted(rng.sample(sorted(graph), k=max(2, len(graph) // 3)))
    found = graph_figures(csr(graph), name, common=common, rarity=lambda node: float(node))
    inside = [v for v in common if v in giant]
    far = max((nx.shortest_path_length(giant, a, b) for a in inside for b in inside), default=0)
    if far == 0:
        assert found.common_pairs == ()
        return
    assert found.common_pairs and all(pair.steps == far for pair in found.common_pairs)
    for pair in found.common_pairs:
        assert int(pair.start[1:]) in inside and int(pair.end[1:]) in inside
        assert_ladder(graph, pair.ladder, far)
    # Commonest first: the rarer word of each pair (highest node here) never decreases.
    rarer = [max(int(pair.start[1:]), int(pair.end[1:])) for pair in found.common_pairs]
    assert rarer == sorted(rarer)


@pytest.fixture(scope="module")
def sgb():
    """A private copy of the SGB words: graphs built here must not change the session's shared lexicon."""
    if not SGB_WORDS.exists():
        pytest.skip(f"Knuth's SGB word list is not here ({SGB_WORDS}): it lives in the team's shared data folder")
    return load_lexicon(SGB_WORDS)


def test_knuth_s_sgb_figures(sgb):
    report = graph_report(sgb, substitution)
    (row,) = report.rows
    figures = row.figures
    assert row.length == 5
    assert (figures.words, figures.edges, figures.components, figures.giant) == (5757, 14135, 853, 4493)
    assert figures.degrees.get(0) == 671  # Knuth's 671 words with no neighbour
    assert figures.diameter == 29 and figures.witness.ladder[0] == "amigo"
    assert figures.mean_distance.exact


def test_rows_per_length_and_across_lengths():
    words = ["cat", "cot", "cog", "dog", "at", "it", "cart", "care", "core", "emu"]
    across = graph_report(make_lexicon(words), levenshtein)
    assert [row.length for row in across.rows] == [2, 3, 4, None]
    assert across.rows[-1].figures.words == len(words)
    same = graph_report(make_lexicon(words), substitution)
    assert [row.length for row in same.rows] == [2, 3, 4]
    assert [row.as_json() for row in same.rows] == [row.as_json() for row in across.rows[:-1]]
    chosen = graph_report(make_lexicon(words), levenshtein, lengths=[3, 4, 9])
    assert chosen.lengths == (3, 4) and chosen.rows[-1].figures.words == 8


def test_common_pairs_need_frequencies_and_the_report_is_repeatable():
    from ladders import default_lexicon
    report = graph_report(default_lexicon(10), levenshtein, lengths=[3, 4])
    assert all(pair.steps == row.figures.common_pairs[0].steps
               for row in report.rows for pair in row.figures.common_pairs)
    assert any(row.figures.common_pairs for row in report.rows)
    again = graph_report(default_lexicon(10), levenshtein, lengths=[3, 4])
    assert report.as_json() == again.as_json()
    assert format_report(report) == format_report(again)
    page = report_page(report)
    assert page == report_page(again) and page.count("<svg") == 4 and "<td>all</td>" in page


FOLDED = "été étés ôté ôtés fête fêté fêtes tête têtes bête bêtes têtu bêta pâte pâtes pâté hôte hôtes côte côtes"


@pytest.mark.parametrize("words", ["embedded", "a list of one's own, folded"])
def test_other_processes_take_rows_and_the_figures_stay_the_same(words, tmp_path, monkeypatch):
    from ladders import default_lexicon
    from ladders.study import report as module
    if words == "embedded":
        lexicon = default_lexicon(10)
    else:  # travels to the other process by value, with its spellings
        (tmp_path / "words.txt").write_text("\n".join(FOLDED.split()), encoding="utf-8")
        lexicon = load_lexicon(tmp_path / "words.txt", accents="fold")
    alone = graph_report(lexicon, levenshtein, workers=1)
    here = []
    made_here = module._row_figures

    def counted(row, *args):
        here.append(row.length)
        return made_here(row, *args)

    monkeypatch.setattr(module, "_row_figures", counted)
    shared = graph_report(lexicon, levenshtein, workers=2)
    assert shared.as_json() == alone.as_json() and format_report(shared) == format_report(alone)
    assert len(alone.rows) >= 3 and 1 <= len(here) < len(alone.rows)  # the largest row was made elsewhere
    assert None not in here
    if words != "embedded":  # the row across lengths, made elsewhere, names words by their real spellings
        assert shared.rows[-1].figures.witness.ladder == ("bêta", "bête", "bêtes", "étés", "ôtés", "côtes")


def test_bad_arguments():
    lexicon = make_lexicon(["cat", "cot"])
    one_way = DistanceMetric("one-way", substitution.neighbours, substitution.distance, symmetric=False)
    with pytest.raises(ValueError, match="symmetric"):
        graph_report(lexicon, one_way)
    with pytest.raises(ValueError, match="samples"):
        graph_report(lexicon, substitution, samples=10)
    with pytest.raises(TypeError, match="lengths"):
        graph_report(lexicon, substitution, lengths=["3"])
    with pytest.raises(ValueError, match="workers must be 1 or more"):
        graph_report(lexicon, substitution, workers=0)
    with pytest.raises(TypeError, match="workers"):
        graph_report(lexicon, substitution, workers=2.0)


def test_the_longest_ladder_outside_the_giant_group():
    graph = nx.complete_graph(8)  # the giant group: diameter 1
    nx.add_path(graph, range(8, 14))  # a chain of 6 words: 5 steps
    found = graph_figures(csr(graph), name)
    assert (found.giant, found.radius, found.diameter, found.diametral_pairs) == (8, 1, 5, 1)
    assert found.witness.ladder == tuple(name(v) for v in range(8, 14))


def test_progress_bars_count_to_their_totals():
    bars = []

    class Bar:
        def __init__(self, description, total):
            self.description, self.total, self.done, self.closed = description, total, 0, False
            bars.append(self)

        def update(self, n=1):
            self.done += n

        def close(self):
            self.closed = True

    words = ["cat", "cot", "cog", "dog", "at", "it", "cart", "care", "core", "emu"]
    graph_report(make_lexicon(words), levenshtein, progress=Bar)
    named = {bar.description for bar in bars}
    assert {"graph report (levenshtein)", "diameter, radius and centre", "distances"} <= named
    assert all(bar.closed for bar in bars)
    assert all(bar.done == bar.total for bar in bars if bar.description in named - {"building the levenshtein graph"})
