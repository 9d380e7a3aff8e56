"""ladders: word ladders (Lewis Carroll's Doublets), solved lazily.

>>> from ladders import make_ladder, substitution
>>> print(make_ladder("cold", "warm", metric=substitution,
...                   lexicon=["cold", "cord", "card", "ward", "warm"]))
cold → cord → card → ward → warm

Importing the package reads no file; the embedded dictionary loads on first use.
"""

from .edits import deletions, insertions, substitutions, transpositions
from .errors import LadderError, NoLadderError, SearchLimitError, UnknownWordError, WordFileError
from .ladder import Ladder, all_ladders, make_ladder
from .lexicon import Lexicon, default_lexicon, load_lexicon, make_lexicon
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
from .puzzles import Puzzle, puzzles
from .batch import solve_lines
from .layers import distance_layers

__all__ = [
    "make_ladder", "all_ladders", "Ladder",
    "Lexicon", "make_lexicon", "load_lexicon", "default_lexicon",
    "DistanceMetric", "substitution", "levenshtein", "damerau", "METRICS",
    "hamming_distance", "levenshtein_distance", "damerau_distance",
    "substitutions", "insertions", "deletions", "transpositions",
    "bidirectional", "breadth_first", "astar", "greedy", "depth_first",
    "LadderError", "UnknownWordError", "NoLadderError", "SearchLimitError", "WordFileError",
    "CostModel", "fewest_steps", "rarity", "alphabetic", "weakest_rung", "COSTS",
    "ranks_from_counts", "load_counted_lexicon",
    "shortest_ladders", "count_shortest_ladders", "ladders_of_length",
    "check_ladder", "LadderCheck",
    "word_graph", "components", "graph_stats", "WordGraph", "Components", "GraphStats",
    "longest_ladders", "LongestLadders", "puzzles", "Puzzle", "solve_lines", "distance_layers",
]

__version__ = "0.1.0"
