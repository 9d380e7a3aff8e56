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

from .edits import insertion_patterns, substitution_patterns
from .lexicon import Lexicon
from .loaders import make_lexicon

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


@dataclass(frozen=True, slots=True, eq=False)
class DistanceMetric:
    """A kind of move, as a neighbours generator plus a lower bound on distance.

    ``neighbours(word, lexicon)`` lazily yields the words of *lexicon* one move
    from *word*; ``distance(a, b)`` is a lower bound on the moves from a to b
    (0 exactly when a == b, ``math.inf`` when no ladder can join them).
    ``symmetric`` says every move can be undone by one move, which lets a
    search work from both ends at once.

    Metrics compare by identity: two records are the same metric only when
    they are one object (searches remember neighbours per metric object).
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

    Computed a column at a time with bit vectors (Myers 1999, in Hyyrö's
    formulation), a handful of integer operations per letter of *a*.

    >>> levenshtein_distance("kitten", "sitting"), levenshtein_distance("", "ab")
    (3, 2)
    """
    a, b = _trim_common_ends(a, b)
    if len(b) > len(a):
        a, b = b, a
    if not b:
        return len(a)
    match_masks: dict[str, int] = {}
    for i, letter in enumerate(b):
        match_masks[letter] = match_masks.get(letter, 0) | 1 << i
    full, top = (1 << len(b)) - 1, 1 << (len(b) - 1)
    up, down, score = full, 0, len(b)  # vertical +1 and -1 deltas of the current column
    for letter in a:
        match = match_masks.get(letter, 0)
        vertical = match | down
        horizontal = (((match & up) + up) ^ up) | match
        right_up = down | ~(horizontal | up)
        right_down = up & horizontal
        if right_up & top:
            score += 1
        elif right_down & top:
            score -= 1
        right_up = right_up << 1 | 1
        right_down <<= 1
        up = (right_down | ~(vertical | right_up)) & full
        down = right_up & vertical & full
    return score


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
    matches = lexicon.matches
    for pattern in substitution_patterns(word):
        for match in matches(pattern):
            if match != word:
                yield match


def levenshtein_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the words one deletion, substitution or insertion from *word*, once each (lazy).

    >>> list(levenshtein_neighbours("bet", make_lexicon(["be", "bat", "beet", "best", "bye"])))
    ['be', 'bat', 'beet', 'best']
    """
    yield from _deletion_neighbours(word, lexicon)
    yield from substitution_neighbours(word, lexicon)
    yield from _insertion_neighbours(word, lexicon)


def damerau_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the Levenshtein neighbours of *word*, then its adjacent swaps that are words (lazy).

    A swap changes two letters in place, so it never repeats a Levenshtein neighbour.
    """
    yield from levenshtein_neighbours(word, lexicon)
    yield from _swap_neighbours(word, lexicon)


substitution = DistanceMetric("substitution", substitution_neighbours, hamming_distance)
levenshtein = DistanceMetric("levenshtein", levenshtein_neighbours, levenshtein_distance)
damerau = DistanceMetric("damerau", damerau_neighbours, damerau_distance)

METRICS = {metric.name: metric for metric in (substitution, levenshtein, damerau)}
"""The built-in metrics by name, for command lines and configuration."""


def _deletion_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Each word one deletion away, once: deleting either letter of a double gives one word."""
    members = lexicon.members_of_length(len(word) - 1)
    for i in range(len(word)):
        if i and word[i] == word[i - 1]:
            continue
        shorter = word[:i] + word[i + 1:]
        if shorter in members:
            yield shorter


def _insertion_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Each word one insertion away, once: a letter put just after the same letter is
    the word already found by putting it just before."""
    for gap, pattern in enumerate(insertion_patterns(word)):
        for match in lexicon.matches(pattern):
            if not gap or match[gap] != word[gap - 1]:
                yield match


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
