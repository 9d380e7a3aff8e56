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

from typing import TYPE_CHECKING

from .._lazy import lazy_names

_HOMES = {
    "damerau_distance": "distances", "hamming_distance": "distances", "levenshtein_distance": "distances",
    "deletions": "edits", "insertion_patterns": "edits", "insertions": "edits", "substitution_patterns": "edits",
    "substitutions": "edits", "transpositions": "edits", "checked_distance": "memo", "neighbours_of": "memo",
    "METRICS": "metrics", "DistanceMetric": "metrics", "damerau": "metrics", "damerau_neighbours": "metrics",
    "levenshtein": "metrics", "levenshtein_neighbours": "metrics", "substitution": "metrics",
    "substitution_neighbours": "metrics", "suggest_words": "near",
}
"""Where each name lives: its module is imported when the name is first used (start-up time)."""


__all__ = [
    "DistanceMetric", "substitution", "levenshtein", "damerau", "METRICS",
    "substitution_neighbours", "levenshtein_neighbours", "damerau_neighbours",
    "hamming_distance", "levenshtein_distance", "damerau_distance",
    "substitutions", "insertions", "deletions", "transpositions", "substitution_patterns", "insertion_patterns",
    "neighbours_of", "checked_distance", "suggest_words",
]


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-exports below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .distances import (
        damerau_distance as damerau_distance,
        hamming_distance as hamming_distance,
        levenshtein_distance as levenshtein_distance,
    )
    from .edits import (
        deletions as deletions,
        insertion_patterns as insertion_patterns,
        insertions as insertions,
        substitution_patterns as substitution_patterns,
        substitutions as substitutions,
        transpositions as transpositions,
    )
    from .memo import (
        checked_distance as checked_distance,
        neighbours_of as neighbours_of,
    )
    from .metrics import (
        METRICS as METRICS,
        DistanceMetric as DistanceMetric,
        damerau as damerau,
        damerau_neighbours as damerau_neighbours,
        levenshtein as levenshtein,
        levenshtein_neighbours as levenshtein_neighbours,
        substitution as substitution,
        substitution_neighbours as substitution_neighbours,
    )
    from .near import (
        suggest_words as suggest_words,
    )
