"""explain agrees with the strategies; the trees and the graph's shape draw; the commands fail in one line, writing
nothing."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from ladders import default_lexicon, levenshtein, substitution
from ladders.cli import main
from ladders.draw.plots import draw_graph_stats
from ladders.draw.trees import draw_search_trees
from ladders.errors import SearchLimitError
from ladders.search import STRATEGIES
from ladders.solve.explain import explain_searches
from ladders.solve.query import query as pair_query
from ladders.study.stats import graph_stats
from tests.reference import shortest_steps

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("start, end", [("beer", "wine"), ("cold", "warm")])
def test_explain_counts_are_the_strategies_own(small_lexicon, start, end):
    told = explain_searches(start, end, levenshtein, lexicon=small_lexicon, strategies=list(STRATEGIES))
    problem = pair_query(start, end, metric=levenshtein, max_depth=10, lexicon=small_lexicon).problem(None)
    assert told.shortest_steps == shortest_steps(start, end, small_lexicon.words, "levenshtein")
    for run in told.runs:
        strategy = STRATEGIES[run.name]
        assert strategy(problem) == run.trace.path
        assert strategy(problem.replace(max_expansions=run.trace.expanded)) == run.trace.path
        with pytest.raises(SearchLimitError) as stopped:
            strategy(problem.replace(max_expansions=run.trace.expanded - 1))
        assert stopped.value.expanded == run.trace.expanded
        assert run.shortest == (run.trace.steps == told.shortest_steps)
        assert 1 <= run.trace.largest_frontier <= run.trace.reached


def test_the_trees_draw_one_panel_and_one_dot_per_word_expanded(small_lexicon):
    told = explain_searches("beer", "wine", levenshtein, lexicon=small_lexicon)
    root = ET.fromstring(draw_search_trees(told))
    names = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "name"]
    assert names == [run.label for run in told.runs]
    dots = [c for c in root.iter(f"{SVG}circle")]
    assert len(dots) == sum(len({(e.side, e.state) for e in run.trace.expansions}) for run in told.runs)
    ladders = [p for p in root.iter(f"{SVG}path") if p.get("class") == "path"]
    assert len(ladders) == len(told.runs)


def test_the_plot_has_a_stem_per_group_size_and_per_degree(sgb_lexicon):
    stats = graph_stats(sgb_lexicon, substitution)
    assert sum(size * many for size, many in stats.group_sizes.items()) == stats.words
    assert sum(stats.group_sizes.values()) == stats.components
    assert max(stats.group_sizes) == stats.largest_component
    root = ET.fromstring(draw_graph_stats(stats))
    stems = [line for line in root.iter(f"{SVG}line") if line.get("class") == "stem"]
    assert len(stems) == len(stats.group_sizes) + sum(1 for d in stats.degree_histogram if d > 0)
    notes = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "note"]
    assert any(f"{stats.degree_histogram[0]:,} words with no neighbour" in note for note in notes)


def test_explain_prints_the_table_and_json_agrees(capsys):
    assert main(["explain", "cold", "warm", "--size", "35", "--json"]) == 0
    told = json.loads(capsys.readouterr().out)
    again = explain_searches("cold", "warm", lexicon=default_lexicon(35))
    assert [(s["strategy"], s["expanded"], s["largest_frontier"], s["steps"]) for s in told["strategies"]] == [
        (r.name, r.trace.expanded, r.trace.largest_frontier, r.trace.steps) for r in again.runs]
    assert main(["explain", "cold", "warm", "--size", "35"]) == 0
    table = capsys.readouterr().out
    for run in again.runs:
        assert any(line.startswith(run.label) and f"{run.trace.expanded:,}" in line for line in table.splitlines())


@pytest.mark.parametrize("argv, status, message", [
    (["draw", "beer", "wyne"], 2, "'wyne' is not in the dictionary"),
    (["draw", "cat", "catamaran", "--metric", "substitution"], 1, "no ladder"),
    (["explain", "beer", "wyne"], 2, "'wyne' is not in the dictionary"),
    (["explain", "cold", "warm", "--max-depth", "2"], 1, "none within 2 steps"),
])
def test_bad_input_is_one_line_and_writes_no_file(tmp_path, capsys, argv, status, message):
    target = tmp_path / "picture.svg"
    assert main([*argv, "-o", str(target)]) == status
    error = capsys.readouterr().err
    assert message in error and error.count("\n") == 1
    assert not target.exists()


def test_pictures_go_to_the_named_file_or_standard_output(tmp_path, capsys):
    target = tmp_path / "cold-warm.svg"
    assert main(["draw", "cold", "warm", "--size", "35", "-o", str(target)]) == 0
    assert capsys.readouterr().out == ""
    assert main(["draw", "cold", "warm", "--size", "35"]) == 0
    assert capsys.readouterr().out == target.read_text(encoding="utf-8")
    assert main(["explain", "cold", "warm", "--size", "35", "-o", str(tmp_path / "trees.svg")]) == 0
    ET.parse(tmp_path / "trees.svg")
    assert main(["stats", "--size", "10", "--plot", str(tmp_path / "graph.svg")]) == 0
    ET.parse(tmp_path / "graph.svg")
    assert main(["draw", "cold", "warm", "-o", str(tmp_path / "no" / "such" / "dir.svg")]) == 2
    assert "cannot write" in capsys.readouterr().err
