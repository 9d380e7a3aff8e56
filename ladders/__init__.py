"""ladders: word ladders (Lewis Carroll's Doublets), solved lazily.

>>> from ladders import make_ladder, substitution
>>> print(make_ladder("cold", "warm", metric=substitution,
...                   lexicon=["cold", "cord", "card", "ward", "warm"]))
cold → cord → card → ward → warm

Importing the package reads no file and loads no submodule: each name below is
imported when first used, and the embedded dictionary loads on first use.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

_HOMES = {
    "make_ladder": "ladder", "all_ladders": "ladder", "Ladder": "ladder",
    "Lexicon": "lexicon", "make_lexicon": "loaders", "load_lexicon": "loaders", "default_lexicon": "loaders",
    "DistanceMetric": "metrics", "substitution": "metrics", "levenshtein": "metrics", "damerau": "metrics",
    "METRICS": "metrics", "hamming_distance": "metrics", "levenshtein_distance": "metrics",
    "damerau_distance": "metrics",
    "substitutions": "edits", "insertions": "edits", "deletions": "edits", "transpositions": "edits",
    "bidirectional": "search", "breadth_first": "search", "astar": "search", "greedy": "search",
    "depth_first": "search",
    "LadderError": "errors", "UnknownWordError": "errors", "NoLadderError": "errors",
    "SearchLimitError": "errors", "WordFileError": "errors",
    "CostModel": "costs", "fewest_steps": "costs", "rarity": "costs", "alphabetic": "costs",
    "weakest_rung": "costs", "COSTS": "costs", "ranks_from_counts": "costs", "load_counted_lexicon": "costs",
    "shortest_ladders": "shortest", "count_shortest_ladders": "shortest", "ladders_of_length": "shortest",
    "check_ladder": "check", "LadderCheck": "check",
    "word_graph": "graph", "components": "graph", "graph_stats": "graph", "WordGraph": "graph",
    "Components": "graph", "GraphStats": "graph",
    "longest_ladders": "longest", "LongestLadders": "longest",
    "puzzles": "puzzle", "Puzzle": "puzzle",
    "solve_lines": "batch",
    "distance_layers": "layers",
}
"""Where each public name lives: ``ladders.X`` imports its module on first use."""

__all__ = list(_HOMES)

__version__ = "0.1.0"


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'ladders' has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


if TYPE_CHECKING:  # the same names, spelt out for type checkers and editors
    from .edits import deletions, insertions, substitutions, transpositions
    from .errors import LadderError, NoLadderError, SearchLimitError, UnknownWordError, WordFileError
    from .ladder import Ladder, all_ladders, make_ladder
    from .lexicon import Lexicon
    from .loaders import default_lexicon, load_lexicon, make_lexicon
    from .metrics import (
        METRICS,
        DistanceMetric,
        damerau,
        damerau_distance,
        hamming_distance,
        levenshtein,
        levenshtein_distance,
        substitution,
    )
    from .search import astar, bidirectional, breadth_first, depth_first, greedy
    from .costs import (
        COSTS, CostModel, alphabetic, fewest_steps, load_counted_lexicon, ranks_from_counts, rarity, weakest_rung,
    )
    from .shortest import count_shortest_ladders, ladders_of_length, shortest_ladders
    from .check import LadderCheck, check_ladder
    from .graph import Components, GraphStats, WordGraph, components, graph_stats, word_graph
    from .longest import LongestLadders, longest_ladders
    from .puzzle import Puzzle, puzzles
    from .batch import solve_lines
    from .layers import distance_layers
