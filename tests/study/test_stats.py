"""The word graph in figures: words, edges, groups, hubs and degrees, and the stats command."""

from __future__ import annotations

import json

import pytest

from ladders import load_lexicon, make_lexicon, substitution
from ladders.cli import main
from ladders.study import graph_stats
from tests.conftest import SGB_WORDS
from tests.reference import obvious_neighbours


@pytest.fixture(scope="module")
def sgb(sgb_lexicon):
    """A private copy of the SGB words: graphs built here must not change the session's shared lexicon."""
    return load_lexicon(SGB_WORDS)


# --- Knuth's SGB words -------------------------------------------------------------------

def test_sgb_figures(sgb):
    stats = graph_stats(sgb, substitution)
    assert (stats.words, stats.edges, stats.components, stats.largest_component, stats.isolated) == (
        5757, 14135, 853, 4493, 671)
    assert sum(stats.degree_histogram.values()) == 5757
    assert stats.degree_histogram[0] == 671
    assert sum(d * c for d, c in stats.degree_histogram.items()) == 2 * 14135


def test_sgb_hubs_have_the_most_neighbours(sgb):
    stats = graph_stats(sgb, substitution, top=2)
    words = frozenset(sgb)
    degree = {w: len(list(obvious_neighbours(w, words, sgb.alphabet, "substitution"))) for w in words}
    top = max(degree.values())
    assert [d for _, d in stats.hubs[5]] == sorted(degree.values(), reverse=True)[:2]
    assert stats.hubs[5][0] == (min(w for w in words if degree[w] == top), top)


def test_stats_command_json(sgb, capsys):
    assert main(["stats", "--words", str(SGB_WORDS), "--metric", "substitution", "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == "", "no progress bar when standard error is not a terminal"
    report = json.loads(captured.out)
    assert {k: report[k] for k in ("words", "edges", "components", "largest_component", "isolated")} == {
        "words": 5757, "edges": 14135, "components": 853, "largest_component": 4493, "isolated": 671}


def test_stats_command_text(sgb, capsys):
    assert main(["stats", "--words", str(SGB_WORDS), "--metric", "substitution"]) == 0
    out = capsys.readouterr().out
    assert "14,135" in out and "4,493" in out


def test_one_word_and_no_edges():
    stats = graph_stats(make_lexicon(["solo"]), substitution)
    assert (stats.words, stats.edges, stats.components, stats.largest_component, stats.isolated) == (1, 0, 1, 1, 1)
    assert stats.hubs == {} and stats.degree_histogram == {0: 1}
