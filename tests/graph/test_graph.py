"""The word graph: bulk build, components, and make_ladder's "no ladder" shortcut."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import METRICS, DistanceMetric, NoLadderError, load_lexicon, make_ladder, make_lexicon, substitution
from ladders.cli import main
from ladders.graph import GraphLibraryMissing, components, known_components, word_graph
from ladders.study import graph_stats
from tests.checks import assert_valid_ladder
from tests.conftest import SGB_WORDS
from tests.reference import distances_from, obvious_neighbours

small_word_lists = st.lists(st.text(alphabet="abé", min_size=1, max_size=5), min_size=1, max_size=40)


@pytest.fixture(scope="module")
def sgb(sgb_lexicon):
    """A private copy of the SGB words: graphs built here must not change the session's shared lexicon."""
    return load_lexicon(SGB_WORDS)


def reference_groups(lexicon, kind: str) -> set[frozenset[str]]:
    """The groups of words joined by ladders, by plain breadth-first search from each unseen word."""
    seen: set[str] = set()
    groups = set()
    for origin in sorted(lexicon):
        if origin not in seen:
            group = frozenset(distances_from(origin, lexicon, kind))
            seen |= group
            groups.add(group)
    return groups


def reference_edges(lexicon, kind: str) -> set[frozenset[str]]:
    words = frozenset(lexicon)
    alphabet = "".join(sorted(set("".join(words))))
    return {frozenset((w, n)) for w in words for n in obvious_neighbours(w, words, alphabet, kind)}


def graph_edges(graph) -> set[frozenset[str]]:
    rows, cols = graph.adjacency.nonzero()
    return {frozenset((graph.word(int(a)), graph.word(int(b)))) for a, b in zip(rows, cols, strict=True)}


# --- Knuth's SGB words -------------------------------------------------------------------

def test_groups_explain_why_no_ladder_exists(sgb):
    groups = components(sgb, substitution)
    assert known_components(sgb, substitution) is groups
    pound = next(g for g in reference_groups_of(sgb, "pound"))
    assert groups.size("pound") == len(pound) and groups.size("chaos") == 4493
    with pytest.raises(NoLadderError) as caught:
        make_ladder("chaos", "pound", substitution, None, lexicon=sgb)
    assert caught.value.reason == (
        f"'chaos' and 'pound' lie in different groups (4,493 and {len(pound):,} words): they are not connected")
    with pytest.raises(NoLadderError, match="'aloof' has no neighbours"):
        make_ladder("aloof", "chaos", substitution, None, lexicon=sgb)
    ladder = make_ladder("chaos", "order", substitution, None, lexicon=sgb)
    assert_valid_ladder(ladder, "chaos", "order", substitution, sgb)


def reference_groups_of(lexicon, word):
    group = set(distances_from(word, lexicon, "substitution"))
    yield group


# --- make_ladder's hook ------------------------------------------------------------------

def test_groups_are_used_only_once_built_or_asked():
    lexicon = make_lexicon(["cat", "cot", "cog", "dog", "emu", "emo"])
    assert known_components(lexicon, substitution) is None
    with pytest.raises(NoLadderError) as caught:
        make_ladder("cat", "emu", substitution, None, lexicon=lexicon)
    assert known_components(lexicon, substitution) is None, "a plain query must not build the graph"
    assert "different groups" not in str(caught.value)
    with pytest.raises(NoLadderError, match=r"'cat' and 'emu' lie in different groups \(4 and 2 words\)"):
        make_ladder("cat", "emu", substitution, None, lexicon=lexicon, use_components=True)
    assert known_components(lexicon, substitution) is not None
    with pytest.raises(NoLadderError, match="different groups"):  # now built: used without asking
        make_ladder("emo", "dog", substitution, None, lexicon=lexicon)
    ladder = make_ladder("cat", "dog", substitution, None, lexicon=lexicon)
    assert_valid_ladder(ladder, "cat", "dog", substitution, lexicon)


def test_different_groups_named_with_their_sizes():
    lexicon = make_lexicon(["cat", "cot", "cog", "emu", "emo"])
    with pytest.raises(NoLadderError) as caught:
        make_ladder("cat", "emu", substitution, None, lexicon=lexicon, use_components=True)
    assert caught.value.reason == "'cat' and 'emu' lie in different groups (3 and 2 words): they are not connected"


# --- Agreement with reference searches on random word lists --------------------------------

@settings(max_examples=60, deadline=None)
@given(words=small_word_lists, kind=st.sampled_from(sorted(METRICS)))
def test_groups_agree_with_reference_bfs(words, kind):
    lexicon = make_lexicon(words)
    groups = components(lexicon, METRICS[kind])
    found: dict[int, set[str]] = {}
    for word in lexicon:
        found.setdefault(groups.group(word), set()).add(word)
    assert {frozenset(g) for g in found.values()} == reference_groups(lexicon, kind)
    assert sorted(groups.sizes.tolist(), reverse=True) == groups.sizes.tolist()
    assert all(groups.size(w) == len(found[groups.group(w)]) for w in lexicon)


@settings(max_examples=60, deadline=None)
@given(words=small_word_lists, kind=st.sampled_from(sorted(METRICS)))
def test_bulk_edges_agree_with_the_solvers_neighbours(words, kind):
    lexicon = make_lexicon(words)
    metric = METRICS[kind]
    clone = DistanceMetric(metric.name, metric.neighbours, metric.distance)  # built word by word
    bulk, one_by_one = word_graph(lexicon, metric), word_graph(lexicon, clone)
    assert graph_edges(bulk) == graph_edges(one_by_one) == reference_edges(lexicon, kind)
    assert bulk.edges == len(reference_edges(lexicon, kind))
    assert (bulk.adjacency != bulk.adjacency.T).nnz == 0


@pytest.mark.parametrize("kind", sorted(METRICS))
def test_long_words_take_the_byte_key_path(kind):
    base = "ab" * 20  # 40 letters: too long to pack into one 64-bit key
    words = [base, "b" + base[1:], base[:-1], base[:10] + "ba" + base[12:], base + "a", "a" * 40]
    lexicon = make_lexicon(words)
    assert graph_edges(word_graph(lexicon, METRICS[kind])) == reference_edges(lexicon, kind)


def test_graph_nodes_and_words_round_trip():
    lexicon = make_lexicon(["a", "at", "cat", "cot", "zebra"])
    graph = word_graph(lexicon, METRICS["levenshtein"])
    assert [graph.word(graph.node(w)) for w in lexicon] == list(lexicon)
    assert graph.node("dog") is None and graph.node("ca") is None
    assert word_graph(lexicon, METRICS["levenshtein"]) is graph, "the graph is kept with the lexicon"


def test_bad_arguments():
    lexicon = make_lexicon(["cat", "cot"])
    with pytest.raises(TypeError, match="DistanceMetric"):
        word_graph(lexicon, "substitution")
    with pytest.raises(ValueError, match="'dog' is not in"):
        components(lexicon, substitution).group("dog")


def test_missing_libraries_say_how_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "scipy", None)
    lexicon = make_lexicon(["cat", "cot"])
    with pytest.raises(GraphLibraryMissing, match=r"pip install 'ladders\[graph\]'"):
        graph_stats(lexicon, substitution)
    with pytest.raises(ImportError):
        components(lexicon, substitution)
    assert main(["stats", "--size", "10"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'ladders[graph]'" in err and len(err.strip().splitlines()) == 1


def test_progress_is_reported_to_the_callers_bar():
    events = []

    class Bar:
        def __init__(self, description, total):
            events.append(("open", description, total))

        def update(self, n=1):
            events.append(("update", n))

        def close(self):
            events.append(("close",))

    lexicon = make_lexicon(["a", "at", "cat", "cot", "cog"])
    word_graph(lexicon, METRICS["levenshtein"], progress=Bar)
    assert events[0] == ("open", "building the levenshtein graph", 5) and events[-1] == ("close",)
    assert sum(e[1] for e in events if e[0] == "update") == 5
