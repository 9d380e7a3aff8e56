"""The one way to a word's neighbours: a numbered graph per word list and metric, kept with the lexicon.

Every search over a word list asks for the same words' neighbours again and
again (both ends of a bidirectional search, every query of a session, the
word graph of a user metric). :func:`numbered_graph` is where they come
from: the words as numbers, each with its neighbours' numbers, every row
read or generated once and kept with the lexicon (its cache is the one
owner). On the embedded dictionary with a built-in metric the numbers are
the shipped table's (:mod:`ladders.words.neighbours`, no word generated);
on a word list of one's own, words are numbered lazily as a search touches
them, never the whole graph up front. :func:`neighbours_of` is the same
graph read as words, for the searches that work on words.

Which rows are shipped is decided by the metric's neighbours generator
(:func:`~ladders.moves.metrics.table_kinds`), never by which record holds it:
a built-in metric unpickled in a worker process, or any record built around
a built-in generator, reads the table. A user's generator is checked as it
runs (strings of the lexicon, a bounded number of them, errors named); the
built-in ones are trusted. :func:`checked_distance` does the same for a
metric's distance.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from itertools import islice

from ..errors import LadderError
from ..words.embedded import neighbour_table
from ..words.lexicon import Lexicon
from ..words.neighbours import NumberedGraph
from .metrics import METRICS, DistanceMetric, table_kinds, trusted_distance

__all__ = ["numbered_graph", "neighbours_of", "checked_distance", "NumberedGraph"]


def numbered_graph(metric: DistanceMetric, lexicon: Lexicon) -> NumberedGraph:
    """The words of *lexicon* as numbers, with their neighbours under *metric*: what every search walks.

    >>> from ladders.moves.metrics import substitution
    >>> graph = numbered_graph(substitution, Lexicon(["cat", "cot", "cog"]))
    >>> cot = graph.number("cot")
    >>> [graph.word(at) for at in graph.step(cot)], graph.number("dog")
    (['cat', 'cog'], None)

    ``number(word)`` is None for a word outside the lexicon. Each row is read
    (the shipped table) or generated (a word list of one's own) the first
    time a search asks for it, and kept with the lexicon for later searches
    on the same :class:`Lexicon` object (a plain list becomes a new lexicon
    each call, with nothing to reuse).
    """
    found: NumberedGraph | None = lexicon.cache.peek_metric(metric, "numbered")
    if found is not None:  # the common case, first: every query asks
        return found
    kinds = table_kinds(metric)  # a built-in generator yields words of the lexicon: trusted
    return lexicon.cache.for_metric(metric, "numbered", lambda: _graph(metric, lexicon, kinds),
                                    pin=_built_in(metric))


def neighbours_of(metric: DistanceMetric, lexicon: Lexicon) -> Callable[[str], tuple[str, ...]]:
    """Each word's neighbours as words: :func:`numbered_graph` read through its words (no second store of rows).

    >>> from ladders.moves.metrics import substitution
    >>> neighbours_of(substitution, Lexicon(["cat", "cot", "cog"]))("cot")
    ('cat', 'cog')

    A word outside the lexicon gets what the metric's generator yields, unkept.
    """
    found: Callable[[str], tuple[str, ...]] | None = lexicon.cache.peek_metric(metric, "neighbours")
    if found is not None:
        return found
    kinds = table_kinds(metric)
    return lexicon.cache.for_metric(metric, "neighbours", lambda: _by_words(metric, lexicon, kinds),
                                    pin=_built_in(metric))


def _built_in(metric: DistanceMetric) -> bool:
    """Whether *metric* is one of the package's own records (kept for good: a pickled copy unpickles to it), not
    a record of one's own around a built-in generator (kept among the last few, as any other metric)."""
    return METRICS.get(metric.name) is metric


def _graph(metric: DistanceMetric, lexicon: Lexicon, kinds: tuple[str, ...] | None) -> NumberedGraph:
    table = None if kinds is None else neighbour_table(lexicon)
    if kinds is not None and table is not None:  # the embedded dictionary: the shipped table's numbers and rows
        return table.numbered(kinds)
    return _numbered_lazily(lambda word: _generated(metric, word, lexicon, kinds is not None), lexicon)


def _numbered_lazily(generate: Callable[[str], tuple[str, ...]], lexicon: Lexicon) -> NumberedGraph:
    """A word list's graph, numbered as a search touches it: a word gets the next number when first seen."""
    words: list[str] = []
    numbers: dict[str, int] = {}
    rows: list[tuple[int, ...] | None] = []
    lock = threading.Lock()  # two threads touching a new word give it one number

    def number(word: str) -> int | None:
        at = numbers.get(word)
        if at is None and word in lexicon:
            with lock:
                at = numbers.get(word)
                if at is None:
                    at = numbers[word] = len(words)
                    words.append(word)
                    rows.append(None)
        return at

    def step(at: int) -> tuple[int, ...]:
        row = rows[at]
        if row is None:
            numbered = [number(word) for word in generate(words[at])]
            row = rows[at] = tuple(n for n in numbered if n is not None)  # generated words are the list's: all kept
        return row

    return NumberedGraph(number, words.__getitem__, step)


def _by_words(metric: DistanceMetric, lexicon: Lexicon,
              kinds: tuple[str, ...] | None) -> Callable[[str], tuple[str, ...]]:
    trusted = kinds is not None
    table = None if kinds is None else neighbour_table(lexicon)
    if kinds is not None and table is not None:  # the same rows, named through the table's list of words
        read = table.reader(kinds)

        def from_table(text: str) -> tuple[str, ...]:
            found = read(text)
            return _generated(metric, text, lexicon, trusted) if found is None else found

        return from_table
    number, word, step = numbered_graph(metric, lexicon)

    def neighbours(text: str) -> tuple[str, ...]:
        at = number(text)
        if at is None:  # not a word of the list (or not of the table's cut): the generator says what it can
            return _generated(metric, text, lexicon, trusted)
        return tuple(map(word, step(at)))

    return neighbours


def _generated(metric: DistanceMetric, word: str, lexicon: Lexicon, trusted: bool) -> tuple[str, ...]:
    return tuple(metric.neighbours(word, lexicon)) if trusted else _checked_neighbours(metric, word, lexicon)


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
    """The metric's distance, checked to be a number 0 or more (the built-in distances are trusted)."""
    if trusted_distance(metric):
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


