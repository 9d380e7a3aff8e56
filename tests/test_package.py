"""The package surface: names resolve lazily, importing does nothing, py.typed ships."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import types
import warnings
from pathlib import Path

import pytest

import ladders
import ladders.graph
import ladders.study
import ladders.web


def test_every_public_name_resolves_to_what_it_names():
    for name in ladders.__all__:
        value = getattr(ladders, name)
        assert not isinstance(value, types.ModuleType), f"ladders.{name} is a module, not the public object"
        assert name in dir(ladders)


def test_importing_the_package_loads_only_the_lazy_lookup_and_reads_no_file():
    probe = ("import builtins, sys\n"
             "opened = []\n"
             "real_open = builtins.open\n"
             "builtins.open = lambda *a, **k: (opened.append(a[0]), real_open(*a, **k))[1]\n"
             "import ladders\n"
             "print(sorted(m for m in sys.modules if m.startswith('ladders.')), opened)\n")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "['ladders._lazy'] []"


@pytest.mark.parametrize("package", [ladders, ladders.graph, ladders.study, ladders.web], ids=lambda p: p.__name__)
def test_an_unknown_name_is_an_attribute_error(package):
    with pytest.raises(AttributeError, match="no_such_name"):
        package.no_such_name  # noqa: B018


@pytest.mark.parametrize("package", [ladders.graph, ladders.study, ladders.web], ids=lambda p: p.__name__)
def test_every_name_of_a_subpackage_resolves_and_is_listed(package):
    for name in package.__all__:
        assert hasattr(package, name) and name in dir(package), f"{package.__name__}.{name}"


# Whole-list studies moved from ladders.graph to ladders.study (above ladders.solve): the names still resolve
# from ladders.graph, each use with a DeprecationWarning, until 0.3; the module paths ladders.graph.puzzles,
# .longest and .stats are gone.
MOVED_TO_STUDY = {"puzzles": "puzzles", "Puzzle": "puzzles", "longest_ladders": "longest",
                  "LongestLadders": "longest", "graph_stats": "stats", "GraphStats": "stats", "format_stats": "stats"}


@pytest.mark.parametrize("name", sorted(MOVED_TO_STUDY))
def test_a_name_moved_to_study_still_resolves_from_graph_with_a_warning(name):
    home = f"ladders.study.{MOVED_TO_STUDY[name]}"
    for _ in range(2):  # not kept in ladders.graph's namespace: every use warns
        with pytest.warns(DeprecationWarning, match=rf"ladders\.graph\.{name} is now {home}\.{name}.*0\.3"):
            value = getattr(ladders.graph, name)
        assert value is getattr(importlib.import_module(home), name)
    assert name not in vars(ladders.graph) and name not in dir(ladders.graph) and name not in ladders.graph.__all__


def test_the_deprecated_graph_puzzles_is_study_puzzles():
    with pytest.warns(DeprecationWarning, match="ladders.study.puzzles"):
        from ladders.graph import puzzles
    # ladders.study.puzzles names both a module and its function: whichever was bound last, so ask the module
    assert puzzles is importlib.import_module("ladders.study.puzzles").puzzles is ladders.puzzles
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert ladders.study.Puzzle is ladders.Puzzle  # the new homes do not warn


def test_the_moved_module_paths_are_gone():
    for module in ("puzzles", "longest", "stats"):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(f"ladders.graph.{module}")


def test_the_package_is_typed():
    assert (Path(ladders.__file__).parent / "py.typed").exists()


# The public surface as it stood before the package was laid out in subpackages (version 0.1.0):
# every name and every documented module path must keep working.
PUBLIC_NAMES_0_1 = (
    "COSTS Components CostModel DistanceMetric GraphStats Ladder LadderCheck LadderError Lexicon LongestLadders "
    "METRICS NoLadderError Puzzle SearchLimitError UnknownWordError WordFileError WordGraph all_ladders alphabetic "
    "astar bidirectional breadth_first check_ladder components count_shortest_ladders damerau damerau_distance "
    "default_lexicon deletions depth_first distance_layers fewest_steps graph_stats greedy hamming_distance "
    "insertions ladders_of_length levenshtein levenshtein_distance load_counted_lexicon load_lexicon longest_ladders "
    "make_ladder make_lexicon puzzles ranks_from_counts rarity shortest_ladders solve_lines substitution "
    "substitutions transpositions weakest_rung word_graph"
).split()

MODULE_NAMES_0_1 = {
    "ladders.search": "SearchProblem Strategy bidirectional bidirectional_path breadth_first astar greedy depth_first "
                      "best_first STRATEGIES SHORTEST distances layers paths_of_length",
    "ladders.graph": "WordGraph Components GraphStats GraphLibraryMissing Progress word_graph components "
                     "known_components graph_stats format_stats quiet",
    "ladders.metrics": "DistanceMetric substitution levenshtein damerau METRICS hamming_distance levenshtein_distance "
                       "damerau_distance substitution_neighbours levenshtein_neighbours damerau_neighbours",
    "ladders.lexicon": "Lexicon",
}


def test_every_name_of_version_0_1_is_still_public():
    missing = [name for name in PUBLIC_NAMES_0_1 if name not in ladders.__all__ or not hasattr(ladders, name)]
    assert missing == []


def test_module_paths_of_version_0_1_still_import_their_names():
    probe = ("import importlib, json, sys, warnings\n"
             "names = json.loads(sys.argv[1])\n"
             "found = {}\n"
             "for path, wanted in names.items():\n"
             "    with warnings.catch_warnings(record=True) as caught:\n"
             "        warnings.simplefilter('always')\n"
             "        module = importlib.import_module(path)\n"
             "    found[path] = [[n for n in wanted.split() if not hasattr(module, n)],\n"
             "                   [str(w.message) for w in caught if w.category is DeprecationWarning]]\n"
             "print(json.dumps(found))\n")
    shown = subprocess.run([sys.executable, "-c", probe, json.dumps(MODULE_NAMES_0_1)],
                           capture_output=True, text=True, check=True).stdout
    found = json.loads(shown)
    for path in MODULE_NAMES_0_1:
        missing, warned = found[path]
        assert missing == [], f"{path} lost {missing}"
        moved = path in ("ladders.metrics", "ladders.lexicon")
        assert bool(warned) == moved, f"{path}: {warned}"
        if moved:
            assert "goes away in 0.3" in warned[0]
