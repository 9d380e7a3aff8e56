"""ladders: word ladders (Lewis Carroll's Doublets), solved lazily.

>>> from ladders import make_ladder, substitution
>>> print(make_ladder("cold", "warm", metric=substitution,
...                   lexicon=["cold", "cord", "card", "ward", "warm"]))
cold → cord → card → ward → warm

Every question about a pair is a function of one checked query:

>>> from ladders import count, query, shortest
>>> pair = query("cold", "warm", metric=substitution, lexicon=["cold", "cord", "card", "ward", "warm"])
>>> print(shortest(pair), count(pair))
cold → cord → card → ward → warm 1

Importing the package reads no file and loads no submodule but ``ladders._lazy``
(the lazy lookup itself): each name below is imported when first used, and the
embedded dictionary loads on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._lazy import lazy_names

_HOMES = {
    "query": "solve.query", "Query": "solve.query", "Limits": "search.problem",
    "shortest": "solve.find", "shortest_graph": "solve.find", "every_shortest": "solve.shortest",
    "count": "solve.shortest", "best": "solve.constraints", "rate": "solve.rating",
    "make_ladder": "solve.api", "all_ladders": "solve.api", "Ladder": "solve.ladder",
    "answer": "solve.answer", "Answer": "solve.answer",
    "Lexicon": "words.lexicon", "make_lexicon": "words.loaders", "load_lexicon": "words.loaders",
    "lexicon_for": "words.languages",
    "default_lexicon": "words.embedded",
    "DistanceMetric": "moves.metrics", "substitution": "moves.metrics", "levenshtein": "moves.metrics",
    "damerau": "moves.metrics", "METRICS": "moves.metrics", "hamming_distance": "moves.distances",
    "levenshtein_distance": "moves.distances", "damerau_distance": "moves.distances",
    "substitutions": "moves.edits", "insertions": "moves.edits", "deletions": "moves.edits",
    "transpositions": "moves.edits",
    "bidirectional": "search", "breadth_first": "search", "astar": "search", "greedy": "search",
    "depth_first": "search",
    "LadderError": "errors", "UnknownWordError": "errors", "NoLadderError": "errors",
    "SearchLimitError": "errors", "WordFileError": "errors",
    "CostModel": "solve.costs", "fewest_steps": "solve.costs", "rarity": "solve.costs",
    "alphabetic": "solve.costs", "weakest_rung": "solve.costs", "COSTS": "solve.costs",
    "ranks_from_counts": "words.ranks", "load_counted_lexicon": "words.ranks",
    "shortest_ladders": "solve.shortest", "count_shortest_ladders": "solve.shortest",
    "ladders_of_length": "solve.shortest",
    "check_ladder": "solve.check", "LadderCheck": "solve.check",
    "score": "solve.score", "Score": "solve.score", "score_chain": "solve.score", "ChainScore": "solve.score",
    "rate_pair": "solve.rating", "PairRating": "solve.rating",
    "word_graph": "graph.build", "components": "graph.groups", "graph_stats": "study.stats",
    "WordGraph": "graph.build", "Components": "graph.groups", "GraphStats": "study.stats",
    "longest_ladders": "study.longest", "LongestLadders": "study.longest",
    "puzzles": "study.puzzles", "Puzzle": "study.puzzles",
    "solve_lines": "solve.batch",
    "distance_layers": "solve.layers",
}
"""Where each public name lives: ``ladders.X`` imports its module on first use."""

__all__ = list(_HOMES)

__version__ = "0.1.0"


if not TYPE_CHECKING:  # hidden from type checkers, so that a name not re-exported below is an error
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .errors import (
        LadderError as LadderError, NoLadderError as NoLadderError, SearchLimitError as SearchLimitError,
        UnknownWordError as UnknownWordError, WordFileError as WordFileError,
    )
    from .graph.build import WordGraph as WordGraph, word_graph as word_graph
    from .graph.groups import Components as Components, components as components
    from .moves.distances import (
        damerau_distance as damerau_distance, hamming_distance as hamming_distance,
        levenshtein_distance as levenshtein_distance,
    )
    from .moves.edits import (
        deletions as deletions, insertions as insertions, substitutions as substitutions,
        transpositions as transpositions,
    )
    from .moves.metrics import (
        METRICS as METRICS, DistanceMetric as DistanceMetric, damerau as damerau, levenshtein as levenshtein,
        substitution as substitution,
    )
    from .search.problem import Limits as Limits
    from .search import (
        astar as astar, bidirectional as bidirectional, breadth_first as breadth_first, depth_first as depth_first,
        greedy as greedy,
    )
    from .solve.answer import Answer as Answer, answer as answer
    from .solve.api import all_ladders as all_ladders, make_ladder as make_ladder
    from .solve.constraints import best as best
    from .solve.find import shortest as shortest, shortest_graph as shortest_graph
    from .solve.query import Query as Query, query as query
    from .solve.batch import solve_lines as solve_lines
    from .solve.check import LadderCheck as LadderCheck, check_ladder as check_ladder
    from .solve.score import ChainScore as ChainScore, score_chain as score_chain
    from .solve.score import Score as Score, score as score
    from .solve.rating import PairRating as PairRating, rate as rate, rate_pair as rate_pair
    from .solve.costs import (
        COSTS as COSTS, CostModel as CostModel, alphabetic as alphabetic, fewest_steps as fewest_steps,
        rarity as rarity, weakest_rung as weakest_rung,
    )
    from .solve.ladder import Ladder as Ladder
    from .solve.layers import distance_layers as distance_layers
    from .solve.shortest import (
        count as count, count_shortest_ladders as count_shortest_ladders, every_shortest as every_shortest,
        ladders_of_length as ladders_of_length,
        shortest_ladders as shortest_ladders,
    )
    from .study.longest import LongestLadders as LongestLadders, longest_ladders as longest_ladders
    from .study.puzzles import Puzzle as Puzzle, puzzles as puzzles
    from .study.stats import GraphStats as GraphStats, graph_stats as graph_stats
    from .words.embedded import default_lexicon as default_lexicon
    from .words.lexicon import Lexicon as Lexicon
    from .words.loaders import load_lexicon as load_lexicon, make_lexicon as make_lexicon
    from .words.languages import lexicon_for as lexicon_for
    from .words.ranks import load_counted_lexicon as load_counted_lexicon, ranks_from_counts as ranks_from_counts
