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

__all__ = [
    "make_ladder", "all_ladders", "Ladder",
    "Lexicon", "make_lexicon", "load_lexicon", "default_lexicon",
    "DistanceMetric", "substitution", "levenshtein", "damerau", "METRICS",
    "hamming_distance", "levenshtein_distance", "damerau_distance",
    "substitutions", "insertions", "deletions", "transpositions",
    "bidirectional", "breadth_first", "astar", "greedy", "depth_first",
    "LadderError", "UnknownWordError", "NoLadderError", "SearchLimitError", "WordFileError",
]

__version__ = "0.1.0"
