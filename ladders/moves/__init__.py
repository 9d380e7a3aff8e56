"""What one step of a ladder may be: edits, distances, metrics, and each word's neighbours remembered.

* ``edits``: pure string edits as lazy generators (and wildcard patterns).
* ``distances``: Hamming, bit-parallel Levenshtein, unrestricted Damerau-Levenshtein.
* ``metrics``: :class:`DistanceMetric` (a neighbours generator plus a lower
  bound) and the built-in ``substitution``, ``levenshtein`` and ``damerau``.
* ``memo``: :func:`neighbours_of`, each word's neighbours generated once per
  lexicon and metric (a user's metric checked as it runs).
* ``near``: :func:`suggest_words`, what a user may have meant by an unknown word.

A metric's neighbours are words of a lexicon, so this layer sits on ``words``.
"""

from __future__ import annotations

from .distances import damerau_distance, hamming_distance, levenshtein_distance
from .edits import deletions, insertion_patterns, insertions, substitution_patterns, substitutions, transpositions
from .memo import checked_distance, neighbours_of
from .metrics import (
    METRICS, DistanceMetric, damerau, damerau_neighbours, levenshtein, levenshtein_neighbours, substitution,
    substitution_neighbours,
)
from .near import suggest_words

__all__ = [
    "DistanceMetric", "substitution", "levenshtein", "damerau", "METRICS",
    "substitution_neighbours", "levenshtein_neighbours", "damerau_neighbours",
    "hamming_distance", "levenshtein_distance", "damerau_distance",
    "substitutions", "insertions", "deletions", "transpositions", "substitution_patterns", "insertion_patterns",
    "neighbours_of", "checked_distance", "suggest_words",
]
