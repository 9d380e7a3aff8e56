"""The neighbour memo: each word's neighbours under a metric, generated once and kept with the lexicon.

Every search over a word list asks for the same words' neighbours again and
again (both ends of a bidirectional search, every query of a session, the
word graph of a user metric). :func:`neighbours_of` generates a word's
neighbours the first time they are asked for and keeps them with the lexicon,
per metric. A user's metric is checked as it runs (strings of the lexicon,
a bounded number of them, errors named); the built-in ones are trusted.
:func:`checked_distance` does the same for a metric's distance.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Literal

from ..errors import LadderError
from ..words.embedded import neighbour_table
from ..words.lexicon import Lexicon
from ..words.neighbours import KINDS, NumberedGraph
from .metrics import METRICS, DistanceMetric

__all__ = ["neighbours_of", "numbered_graph", "checked_distance"]


def neighbours_of(metric: DistanceMetric, lexicon: Lexicon) -> Callable[[str], tuple[str, ...]]:
    """A function giving each word's neighbours, remembered per lexicon and metric.

    >>> from ladders.moves.metrics import substitution
    >>> neighbours = neighbours_of(substitution, Lexicon(["cat", "cot", "cog"]))
    >>> neighbours("cot"), neighbours("cot") is neighbours("cot")
    (('cat', 'cog'), True)

    Each word's neighbours are generated the first time they are asked for
    (checking that the metric yields strings of the lexicon) and kept with
    the lexicon, so later searches on the same Lexicon object reuse them (a plain list becomes a
    new lexicon each call, with nothing to reuse).
    """
    found: Callable[[str], tuple[str, ...]] | None = lexicon.cache.peek_metric(metric, "neighbours")
    if found is not None:  # the common case, first: this is on every query's path
        return found
    trusted = METRICS.get(metric.name) is metric  # built-in metrics yield words of the lexicon; kept for good
    return lexicon.cache.for_metric(metric, "neighbours", lambda: _remembering_neighbours(metric, lexicon, trusted),
                                    pin=trusted)


def numbered_graph(metric: DistanceMetric, lexicon: Lexicon) -> NumberedGraph | None:
    """The embedded dictionary's words as numbers with their neighbours under a built-in *metric*, else None.

    A search over the numbers reads each row from the shipped table once
    (:meth:`~ladders.words.neighbours.NeighbourTable.numbered`) and decodes no
    word on the way. Asked on every query, so a word list without a table
    remembers that too (per built-in metric).
    """
    found: NumberedGraph | Literal[False] | None = lexicon.cache.peek_metric(metric, "numbered")
    if found is None:  # first asked (every query asks: a word list without a table remembers False)
        if METRICS.get(metric.name) is not metric:
            return None
        table = neighbour_table(lexicon)
        found = lexicon.cache.for_metric(
            metric, "numbered", lambda: False if table is None else table.numbered(KINDS[metric.name]), pin=True)
    return found or None


def _remembering_neighbours(metric: DistanceMetric, lexicon: Lexicon,
                            trusted: bool) -> Callable[[str], tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    generate = metric.neighbours
    shipped = neighbour_table(lexicon) if trusted else None
    if shipped is not None:  # the embedded dictionary: read each row from its shipped table
        read = shipped.reader(KINDS[metric.name])

        def from_table(word: str) -> tuple[str, ...]:
            found = table.get(word)
            if found is None:
                found = read(word)
                if found is None:  # not a word of the dictionary: the generator says what it can
                    found = tuple(generate(word, lexicon))
                table[word] = found
            return found

        return from_table

    def neighbours(word: str) -> tuple[str, ...]:
        found = table.get(word)
        if found is None:
            found = tuple(generate(word, lexicon)) if trusted else _checked_neighbours(metric, word, lexicon)
            table[word] = found
        return found

    return neighbours


def _checked_neighbours(metric: DistanceMetric, word: str, lexicon: Lexicon) -> tuple[str, ...]:
    most = _MOST_CANDIDATES + 2 * len(lexicon)
    try:
        found = tuple(islice(metric.neighbours(word, lexicon), most + 1))
    except LadderError:
        raise
    except Exception as error:
        raise LadderError(f"metric {metric.name!r} failed on {word!r}: {type(error).__name__}: {error}") from error
    if len(found) > most:
        raise LadderError(f"metric {metric.name!r} yielded over {most:,} neighbours for {word!r}; does it ever stop?")
    for neighbour in found:
        if not isinstance(neighbour, str):
            raise LadderError(f"metric {metric.name!r} yielded {neighbour!r} for {word!r}, not a string")
    if all(neighbour in lexicon and neighbour != word for neighbour in found):
        return found
    return tuple(n for n in found if n in lexicon and n != word)


_MOST_CANDIDATES = 1_000_000
"""Candidates a metric may yield for one word (beyond twice the lexicon's size) before it is called runaway."""


def checked_distance(metric: DistanceMetric) -> Callable[[str, str], float]:
    """The metric's distance, checked to be a number 0 or more (built-in metrics are trusted)."""
    if METRICS.get(metric.name) is metric:
        return metric.distance

    def distance(a: str, b: str) -> float:
        try:
            value = metric.distance(a, b)
        except LadderError:
            raise
        except Exception as error:
            raise LadderError(f"metric {metric.name!r} failed to measure {a!r} to {b!r}: "
                              f"{type(error).__name__}: {error}") from error
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
            raise LadderError(f"metric {metric.name!r} measured {a!r} to {b!r} as {value!r}; "
                              "a distance is a number, 0 or more (math.inf when no ladder joins them)")
        return value

    return distance


