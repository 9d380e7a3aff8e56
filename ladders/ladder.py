"""The public calls: :func:`make_ladder` and :func:`all_ladders`, and the :class:`Ladder` record.

Each call checks its arguments at once, then wires the metric, the lexicon
and a search strategy together. Neighbours are remembered per lexicon and
metric, so later queries on the same word list reuse what earlier ones found.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING

from .errors import LadderError, NoLadderError, UnknownWordError
from .lexicon import Lexicon
from .loaders import MAX_WORD_LENGTH, default_lexicon, is_word, make_lexicon, normalise_word, suggest_words
from .metrics import METRICS, DistanceMetric, levenshtein
if TYPE_CHECKING:
    from .costs import CostModel
from .search import (
    STRATEGIES, Budget, SearchProblem, Strategy, bidirectional, bidirectional_path, distances, layers,
    paths_of_length,
)

__all__ = [
    "Ladder", "make_ladder", "all_ladders", "neighbours_of", "resolve_lexicon",
    # shared with the modules built on this one (shortest, constraints, layers):
    "Query", "checked_distance", "distances_to_goal", "known_word", "check_count",
]

LexiconLike = Lexicon | Iterable[str] | None


@dataclass(frozen=True, slots=True)
class Ladder:
    """A word ladder: the words from start to end, and the metric whose moves join them.

    >>> ladder = Ladder(("cold", "cord", "card", "ward", "warm"), "substitution")
    >>> ladder.start, ladder.end, ladder.steps
    ('cold', 'warm', 4)
    >>> print(ladder)
    cold → cord → card → ward → warm
    """

    words: tuple[str, ...]
    metric: str = "levenshtein"

    @property
    def start(self) -> str:
        return self.words[0]

    @property
    def end(self) -> str:
        return self.words[-1]

    @property
    def steps(self) -> int:
        """The number of moves: one fewer than the words."""
        return len(self.words) - 1

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __str__(self) -> str:
        return " → ".join(self.words)


def make_ladder(
    start: str,
    end: str,
    metric: DistanceMetric = levenshtein,
    max_depth: int | None = 10,
    *,
    lexicon: LexiconLike = None,
    strategy: Strategy = bidirectional,
    max_expansions: int | None = None,
    timeout: float | None = None,
    cost: CostModel | None = None,
    avoid: Iterable[str] | None = None,
    via: str | None = None,
    seed: int | str | None = None,
    allow_unknown_ends: bool = False,
    use_components: bool = False,
) -> Ladder:
    """Find a ladder from *start* to *end*, shortest unless *strategy* says otherwise.

    *metric* decides the moves (:data:`~ladders.metrics.substitution`,
    :data:`~ladders.metrics.levenshtein`, :data:`~ladders.metrics.damerau` or
    your own); *max_depth* caps the steps (None: no cap); *lexicon* is a
    :class:`~ladders.lexicon.Lexicon` or any iterable of words (default: the
    embedded dictionary); *strategy* is a search function from
    :mod:`ladders.search`; *max_expansions* and *timeout* (seconds) bound the work.
    Words are folded to lowercase NFC first.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> print(make_ladder("cold", "warm", lexicon=words))
    cold → cord → word → ward → warm

    Raises :class:`~ladders.errors.UnknownWordError` for a word not in the
    lexicon, :class:`~ladders.errors.NoLadderError` when no ladder exists
    within *max_depth*, :class:`~ladders.errors.SearchLimitError` when a
    limit stops the search, and ``TypeError``/``ValueError`` for bad arguments.

    *cost* (a :class:`~ladders.costs.CostModel`, such as ``ladders.rarity``)
    says what "best" means; *avoid* names words never used; *via* a word the
    ladder passes through; *seed* picks at random, reproducibly, among equally
    good ladders; *allow_unknown_ends* lets start and end be missing from the
    lexicon (for this query only). These go to :func:`ladders.constraints.best_ladder`.
    *use_components* builds the word graph's groups (:mod:`ladders.graph`) to
    answer "no ladder" at once; once built they are used anyway.
    """
    if cost is not None or avoid is not None or via is not None or seed is not None or allow_unknown_ends:
        from .constraints import best_ladder  # imported here: constraints builds on this module
        return best_ladder(start, end, metric, max_depth, lexicon=lexicon, cost=cost, avoid=avoid, via=via,
                           seed=seed, allow_unknown_ends=allow_unknown_ends, strategy=strategy,
                           max_expansions=max_expansions, timeout=timeout)
    query = Query.make(start, end, metric, max_depth, lexicon, max_expansions, timeout)
    if not callable(strategy):
        raise TypeError(f"strategy must be a search function such as ladders.search.astar, not {strategy!r}")
    query.check_quick_answers()
    if use_components:
        from .graph import components  # imported here: graph builds on this module
        groups = components(query.lexicon, metric)
    else:  # the groups, when something already built them (see ladders.graph.known_components)
        groups = query.lexicon.cached(("components", metric))
    if groups is not None and (reason := groups.reason(query.start, query.end)) is not None:
        raise NoLadderError(query.start, query.end, reason, max_depth=query.max_depth)
    if strategy is bidirectional and metric.symmetric:  # the common case, without building a SearchProblem
        neighbours = neighbours_of(metric, query.lexicon)
        found = bidirectional_path(query.start, query.end, neighbours, neighbours, query.max_depth,
                                   Budget(max_expansions=max_expansions, timeout=timeout))
    else:
        found = strategy(query.problem())
    if found is None:
        raise query.no_ladder(searched_all=strategy in STRATEGIES.values() or query.max_depth is not None)
    return Ladder(tuple(found), metric.name)


def all_ladders(
    start: str,
    end: str,
    metric: DistanceMetric = levenshtein,
    max_depth: int | None = 10,
    *,
    lexicon: LexiconLike = None,
    max_expansions: int | None = None,
    timeout: float | None = None,
) -> Iterator[Ladder]:
    """Yield every ladder from *start* to *end* with no repeated word, shortest first (lazy).

    Ladders come in non-decreasing length, up to *max_depth* steps (None: up
    to the longest possible). Arguments are checked at once; a stream that
    finds nothing is simply empty. Memory stays bounded by the words within
    reach, however long the stream is read; *max_expansions* and *timeout*
    bound the work of the whole stream.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> [ladder.steps for ladder in all_ladders("cold", "warm", lexicon=words)]
    [4, 4, 4, 6]

    Raises :class:`~ladders.errors.UnknownWordError` and ``TypeError``/``ValueError`` at once.
    """
    query = Query.make(start, end, metric, max_depth, lexicon, max_expansions, timeout)
    return _stream_ladders(query)


def neighbours_of(metric: DistanceMetric, lexicon: Lexicon) -> Callable[[str], tuple[str, ...]]:
    """A function giving each word's neighbours, remembered per lexicon and metric.

    Each word's neighbours are generated the first time they are asked for
    (checking that the metric yields strings of the lexicon) and kept with
    the lexicon, so later searches on the same word list reuse them.
    """
    return lexicon.memo(("neighbours_of", metric), lambda: _remembering_neighbours(metric, lexicon))


def _remembering_neighbours(metric: DistanceMetric, lexicon: Lexicon) -> Callable[[str], tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = lexicon.memo(("neighbours", metric), dict)
    generate = metric.neighbours
    trusted = METRICS.get(metric.name) is metric  # built-in metrics yield words of the lexicon

    def neighbours(word: str) -> tuple[str, ...]:
        found = table.get(word)
        if found is None:
            found = tuple(generate(word, lexicon)) if trusted else _checked_neighbours(metric, word, lexicon)
            table[word] = found
        return found

    return neighbours


def resolve_lexicon(lexicon: LexiconLike) -> Lexicon:
    """The lexicon to use: the given one, one made from an iterable, or the embedded default."""
    if lexicon is None:
        return default_lexicon()
    if isinstance(lexicon, Lexicon):
        return lexicon
    if isinstance(lexicon, (str, bytes)) or not isinstance(lexicon, Iterable):
        raise TypeError(
            "lexicon must be a Lexicon or an iterable of words (use load_lexicon(path) for a file), "
            f"not {type(lexicon).__name__}"
        )
    return make_lexicon(lexicon)


@dataclass(slots=True)
class Query:
    """A checked request: normalised words, metric, lexicon and limits."""

    start: str
    end: str
    metric: DistanceMetric
    max_depth: int | None
    lexicon: Lexicon
    max_expansions: int | None
    timeout: float | None

    @classmethod
    def make(cls, start, end, metric, max_depth, lexicon, max_expansions, timeout) -> Query:
        if not isinstance(metric, DistanceMetric):
            raise TypeError(
                "metric must be a DistanceMetric such as ladders.substitution, "
                f"ladders.levenshtein or ladders.damerau, not {metric!r}"
            )
        check_count("max_depth", max_depth)
        check_count("max_expansions", max_expansions)
        if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, (int, float))
                                    or not timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds or None, not {timeout!r}")
        words = resolve_lexicon(lexicon)
        return cls(known_word(start, words, "start"), known_word(end, words, "end"),
                   metric, max_depth, words, max_expansions, timeout)

    def problem(self, *, max_depth: int | None | bool = False) -> SearchProblem:
        """The search problem for this query (optionally with another depth cap)."""
        bound, end = checked_distance(self.metric), self.end
        return SearchProblem(
            self.start, end, neighbours_of(self.metric, self.lexicon),
            heuristic=lambda word: bound(word, end),
            max_depth=self.max_depth if max_depth is False else max_depth,
            max_expansions=self.max_expansions, timeout=self.timeout,
            symmetric=self.metric.symmetric,
        )

    def check_quick_answers(self) -> None:
        """Raise at once when an end has no neighbours or the metric's bound rules every ladder out."""
        if self.start != self.end:
            neighbours = neighbours_of(self.metric, self.lexicon)
            for word in self._ends_that_need_neighbours():
                if not neighbours(word):
                    raise NoLadderError(self.start, self.end, f"{word!r} has no neighbours under {self.metric.name}",
                                        max_depth=self.max_depth)
        if self.max_depth is None and len(self.start) == len(self.end):
            return  # the bound is only a shortcut here: the search reaches the same answer
        bound = checked_distance(self.metric)(self.start, self.end)
        if bound == math.inf:
            reason = f"the {self.metric.name} metric cannot join them"
            if len(self.start) != len(self.end):
                reason += f" ({len(self.start)} letters against {len(self.end)}: it never changes a word's length)"
            raise NoLadderError(self.start, self.end, reason, max_depth=self.max_depth)
        if self.max_depth is not None and bound > self.max_depth:
            raise NoLadderError(
                self.start, self.end,
                f"none within {self.max_depth} steps (at least {bound:g} are needed)",
                max_depth=self.max_depth,
            )

    def _ends_that_need_neighbours(self) -> tuple[str, ...]:
        """The ends whose having no neighbours proves there is no ladder (one-way moves may end anywhere)."""
        return (self.start, self.end) if self.metric.symmetric else (self.start,)

    def no_ladder(self, *, searched_all: bool) -> NoLadderError:
        """The error to raise when the search found nothing, saying why."""
        neighbours = neighbours_of(self.metric, self.lexicon)
        for word in self._ends_that_need_neighbours():
            if not neighbours(word):
                return NoLadderError(self.start, self.end, f"{word!r} has no neighbours under {self.metric.name}",
                                     max_depth=self.max_depth)
        if self.max_depth is None:
            reason = "they are not connected" if searched_all else "the chosen strategy found none"
            return NoLadderError(self.start, self.end, reason)
        shortest = bidirectional(self.problem(max_depth=None))
        if shortest is None:
            return NoLadderError(self.start, self.end, "they are not connected", max_depth=self.max_depth)
        steps = len(shortest) - 1
        return NoLadderError(self.start, self.end,
                             f"none within {self.max_depth} steps (the shortest has {steps})",
                             max_depth=self.max_depth, shortest=steps)


def _stream_ladders(query: Query) -> Iterator[Ladder]:
    if query.start == query.end:  # a ladder never repeats a word: this is the only one
        yield Ladder((query.start,), query.metric.name)
        return
    problem = query.problem()
    budget = Budget(problem)
    cap = query.max_depth
    backward = problem.predecessors
    if backward is None:
        remaining = distances_to_goal(problem, budget)
        reach = iter(())
    else:  # distances to the end, learnt a layer at a time: only as far as the ladders asked for so far
        remaining = {}
        reach = enumerate(layers(query.end, backward, budget=budget))
    learnt = -1
    for learnt, layer in reach:
        remaining.update(dict.fromkeys(layer, learnt))
        if query.start in remaining or learnt == cap:
            break
    if query.start not in remaining:
        return
    steps = remaining[query.start]
    while cap is None or steps <= cap:
        while learnt < steps and (deeper := next(reach, None)) is not None:
            learnt, layer = deeper
            remaining.update(dict.fromkeys(layer, learnt))
        if learnt < steps and steps > len(remaining) - 1:
            return  # every word within reach is known: no simple ladder is this long
        for words in paths_of_length(problem, steps, remaining, budget):
            yield Ladder(words, query.metric.name)
        steps += 1


def distances_to_goal(problem: SearchProblem, budget: Budget) -> dict:
    """Exact distances to the goal when moves are one-way: reverse the reachable graph."""
    reachable = distances(problem.start, problem.neighbours, problem.max_depth, budget=budget)
    before: dict = {}
    for state in reachable:
        for neighbour in problem.neighbours(state):
            before.setdefault(neighbour, []).append(state)
    return distances(problem.goal, lambda state: before.get(state, ()), problem.max_depth, budget=budget)


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


def known_word(text: object, lexicon: Lexicon, role: str) -> str:
    if not isinstance(text, str):
        raise TypeError(f"{role} must be a string, not {type(text).__name__}")
    if text in lexicon:  # already in the lexicon's own form: nothing to fold
        return text
    word = normalise_word(text)
    if not word:
        raise ValueError(f"{role} word is empty")
    if len(word) > MAX_WORD_LENGTH:
        raise ValueError(f"{role} word is {len(word):,} characters long; words have at most {MAX_WORD_LENGTH}")
    if not is_word(word):
        shown = word if len(word) <= 40 else word[:37] + "..."
        raise ValueError(f"{role} word {shown!r} has characters that are not letters")
    if word not in lexicon:
        raise UnknownWordError(word, suggest_words(lexicon, word), where=_where(lexicon))
    return word


def _where(lexicon: Lexicon) -> str:
    return "the dictionary" if lexicon.source.startswith("SCOWL") else f"the word list ({lexicon.source})"


def check_count(name: str, value: object) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number or None, not {value!r}")
    if value < 0:
        raise ValueError(f"{name} must be 0 or more, not {value}")
