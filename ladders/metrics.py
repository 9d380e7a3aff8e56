"""Distance metrics: which moves a ladder may make, and how far apart two words are.

A :class:`DistanceMetric` joins a neighbours generator (the real words one
move away) to a distance that never overestimates the moves a ladder needs.
That lower bound is what makes depth pruning and A* exact. Three are built in:

* :data:`substitution`: change one letter (Carroll's Doublets); Hamming distance.
* :data:`levenshtein`: also insert or delete a letter; Levenshtein distance.
* :data:`damerau`: also swap two adjacent letters; the *unrestricted*
  Damerau-Levenshtein distance. (The "optimal string alignment" variant is not
  a lower bound: OSA("ca", "abc") is 3, yet ca -> ac -> abc takes 2 moves.)

Plug in your own by building a record::

    DistanceMetric("vowel-swap", my_neighbours, my_distance)

where ``my_neighbours(word, lexicon)`` yields words of the lexicon and
``my_distance(a, b)`` is 0 only when a == b and never more than the moves needed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import chain

from toolz import unique

from .edits import insertion_patterns, substitution_patterns
from .lexicon import Lexicon

__all__ = [
    "DistanceMetric",
    "substitution",
    "levenshtein",
    "damerau",
    "METRICS",
    "hamming_distance",
    "levenshtein_distance",
    "damerau_distance",
    "substitution_neighbours",
    "levenshtein_neighbours",
    "damerau_neighbours",
]

Neighbours = Callable[[str, Lexicon], Iterator[str]]


@dataclass(frozen=True, slots=True)
class DistanceMetric:
    """A kind of move, as a neighbours generator plus a lower bound on distance.

    ``neighbours(word, lexicon)`` lazily yields the words of *lexicon* one move
    from *word*; ``distance(a, b)`` is a lower bound on the moves from a to b
    (0 exactly when a == b, ``math.inf`` when no ladder can join them).
    ``symmetric`` says every move can be undone by one move, which lets a
    search work from both ends at once.
    """

    name: str
    neighbours: Neighbours
    distance: Callable[[str, str], float]
    symmetric: bool = True

    def __repr__(self) -> str:
        return f"<DistanceMetric {self.name}>"


def hamming_distance(a: str, b: str) -> float:
    """Positions where *a* and *b* differ; infinite when their lengths differ.

    >>> hamming_distance("cold", "warm"), hamming_distance("cat", "cats")
    (4, inf)
    """
    if len(a) != len(b):
        return math.inf
    return sum(x != y for x, y in zip(a, b))


def levenshtein_distance(a: str, b: str) -> int:
    """The fewest insertions, deletions and substitutions turning *a* into *b*.

    >>> levenshtein_distance("kitten", "sitting")
    3
    """
    a, b = _trim_common_ends(a, b)
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def damerau_distance(a: str, b: str) -> int:
    """The unrestricted Damerau-Levenshtein distance (adjacent swaps count as one move).

    Unlike the optimal-string-alignment variant, a substring may be edited
    again after a swap, so this is a true lower bound for ladders:

    >>> damerau_distance("ca", "abc"), damerau_distance("form", "from")
    (2, 1)
    """
    far = len(a) + len(b)
    # d[i + 1][j + 1] is the distance between a[:i] and b[:j]; row and column 0 are sentinels.
    d = [[far] * (len(b) + 2) for _ in range(len(a) + 2)]
    for i in range(len(a) + 1):
        d[i + 1][1] = i
    for j in range(len(b) + 1):
        d[1][j + 1] = j
    last_row: dict[str, int] = {}
    for i in range(1, len(a) + 1):
        last_match_column = 0
        for j in range(1, len(b) + 1):
            k = last_row.get(b[j - 1], 0)
            m = last_match_column
            if a[i - 1] == b[j - 1]:
                cost, last_match_column = 0, j
            else:
                cost = 1
            d[i + 1][j + 1] = min(
                d[i][j] + cost,
                d[i + 1][j] + 1,
                d[i][j + 1] + 1,
                d[k][m] + (i - k - 1) + 1 + (j - m - 1),
            )
        last_row[a[i - 1]] = i
    return d[len(a) + 1][len(b) + 1]


def substitution_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the words of *lexicon* that differ from *word* in one letter (lazy)."""
    for pattern in substitution_patterns(word):
        for match in lexicon.matches(pattern):
            if match != word:
                yield match


def levenshtein_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the words one deletion, substitution or insertion from *word*, once each (lazy)."""
    return unique(chain(
        _deletion_neighbours(word, lexicon),
        substitution_neighbours(word, lexicon),
        _insertion_neighbours(word, lexicon),
    ))


def damerau_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the Levenshtein neighbours of *word*, then its adjacent swaps that are words (lazy)."""
    return unique(chain(levenshtein_neighbours(word, lexicon), _swap_neighbours(word, lexicon)))


substitution = DistanceMetric("substitution", substitution_neighbours, hamming_distance)
levenshtein = DistanceMetric("levenshtein", levenshtein_neighbours, levenshtein_distance)
damerau = DistanceMetric("damerau", damerau_neighbours, damerau_distance)

METRICS = {metric.name: metric for metric in (substitution, levenshtein, damerau)}
"""The built-in metrics by name, for command lines and configuration."""


def _deletion_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    for i in range(len(word)):
        shorter = word[:i] + word[i + 1:]
        if shorter in lexicon:
            yield shorter


def _insertion_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    for pattern in insertion_patterns(word):
        yield from lexicon.matches(pattern)


def _swap_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    for i in range(len(word) - 1):
        if word[i] != word[i + 1]:
            swapped = word[:i] + word[i + 1] + word[i] + word[i + 2:]
            if swapped in lexicon:
                yield swapped


def _trim_common_ends(a: str, b: str) -> tuple[str, str]:
    """Drop the prefix and suffix *a* and *b* share; edit distances ignore them."""
    start = 0
    while start < len(a) and start < len(b) and a[start] == b[start]:
        start += 1
    end = 0
    while end < len(a) - start and end < len(b) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    return a[start:len(a) - end], b[start:len(b) - end]
