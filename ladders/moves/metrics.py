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

from collections.abc import Callable, Iterator
from typing import Any

from .._records import Record
from ..words.lexicon import Lexicon
from .distances import damerau_distance, hamming_distance, levenshtein_distance
from .edits import insertion_patterns, substitution_patterns

__all__ = [
    "DistanceMetric",
    "substitution",
    "levenshtein",
    "damerau",
    "METRICS",
    "TABLE_KINDS",
    "table_kinds",
    "trusted_distance",
    "checked_metric",
    "substitution_neighbours",
    "levenshtein_neighbours",
    "damerau_neighbours",
]

Neighbours = Callable[[str, Lexicon], Iterator[str]]


class DistanceMetric(Record):
    """A kind of move, as a neighbours generator plus a lower bound on distance.

    ``neighbours(word, lexicon)`` lazily yields the words of *lexicon* one move
    from *word*; ``distance(a, b)`` is a lower bound on the moves from a to b
    (0 exactly when a == b, ``math.inf`` when no ladder can join them).
    ``symmetric`` says every move can be undone by one move, which lets a
    search work from both ends at once.

    Metrics compare by identity: two records are the same metric only when
    they are one object (searches remember neighbours per metric object). A
    built-in metric pickles (and copies) by name: in a worker process it is
    that process's own :data:`levenshtein`, whose neighbours come from the
    shipped table; another metric pickles by value (its functions by name).
    """

    name: str
    neighbours: Neighbours
    distance: Callable[[str, str], float]
    symmetric: bool = True

    __eq__ = object.__eq__  # a metric is itself only (searches remember neighbours per metric object)
    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return f"<DistanceMetric {self.name}>"

    def __reduce__(self) -> Any:
        if METRICS.get(self.name) is self:  # the module-level instance of that name, the same in every process
            return self.name
        return super().__reduce__()


def substitution_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the words of *lexicon* that differ from *word* in one letter (lazy)."""
    matches = lexicon.matches
    for pattern in substitution_patterns(word):
        for match in matches(pattern):
            if match != word:
                yield match


def levenshtein_neighbours(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the words one deletion, substitution or insertion from *word*, once each (lazy).

    >>> list(levenshtein_neighbours("bet", Lexicon(["be", "bat", "beet", "best", "bye"])))
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

TABLE_KINDS = {"substitution": ("sub",), "levenshtein": ("del", "sub", "ins"), "damerau": ("del", "sub", "ins", "swap")}
"""Each built-in metric's kinds of move in the shipped neighbour table (:mod:`ladders.words.neighbours`), in
the order its generator yields them: a letter fewer (``del``), changed (``sub``), more (``ins``), two swapped."""

_KINDS_OF_GENERATOR: dict[Neighbours, tuple[str, ...]] = {
    metric.neighbours: TABLE_KINDS[metric.name] for metric in METRICS.values()}
_BUILT_IN_DISTANCES = frozenset(metric.distance for metric in METRICS.values())


def table_kinds(metric: DistanceMetric) -> tuple[str, ...] | None:
    """The kinds of move of the shipped neighbour table that make *metric*'s neighbours: those of its generator
    when that is a built-in one, whichever record holds it; None for a generator of one's own.

    The generator decides, not the record: a record copied, unpickled in another process, or built anew around
    :func:`levenshtein_neighbours` makes the same moves, and reads the same table.

    >>> table_kinds(substitution), table_kinds(DistanceMetric("mine", levenshtein_neighbours, hamming_distance))
    (('sub',), ('del', 'sub', 'ins'))
    >>> table_kinds(DistanceMetric("own", lambda word, lexicon: iter(()), hamming_distance)) is None
    True
    """
    return _KINDS_OF_GENERATOR.get(metric.neighbours)


def trusted_distance(metric: DistanceMetric) -> bool:
    """Whether *metric*'s distance is a built-in one (a number, 0 or more, never an error), whichever record
    holds it.

    >>> trusted_distance(damerau), trusted_distance(DistanceMetric("own", substitution_neighbours, len))
    (True, False)
    """
    return metric.distance in _BUILT_IN_DISTANCES


def checked_metric(metric: object) -> DistanceMetric:
    """*metric*, when it is a :class:`DistanceMetric`; else a ``TypeError`` that says what a metric is.

    >>> checked_metric(substitution) is substitution
    True
    >>> checked_metric("levenshtein")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    TypeError: metric must be a DistanceMetric such as ladders.substitution, ... not 'levenshtein'
    """
    if not isinstance(metric, DistanceMetric):
        raise TypeError("metric must be a DistanceMetric such as ladders.substitution, ladders.levenshtein or "
                        f"ladders.damerau, not {metric!r}")
    return metric


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
