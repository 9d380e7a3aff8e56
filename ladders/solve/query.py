"""The one request record every question about a pair of words starts from: a checked :class:`Query`.

:func:`query` is the front door, the one signature that declares a pair: it
checks every argument at once (types, counts, limits, words folded and
looked up, with suggestions for unknown ones) and resolves the word list.
Every question is a function of the query it returns (``shortest``,
``every_shortest``, ``count``, ``shortest_graph``, ``best``, ``answer``,
``rate``, ``score``). The query then makes the search problems for its pair, says
at once when no ladder can exist (an end with no neighbours, a bound beyond
``max_depth``), and words the "no ladder" error when a search found none.

Longer than most: :func:`query` checks the arguments and :class:`Query` holds them, makes the pair's searches
and words its reasons for "no ladder"; those reasons read every field of the query, and the record is on the
hot path, so it stays one class in one module.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from .._records import Record, cache, field_setters
from ..arguments import NOT_GIVEN, NotGiven, check_count
from ..errors import BrokenInvariantError, NoLadderError, SearchLimitError, UnknownWordError, plural
from ..moves.memo import NumberedGraph, checked_distance, neighbours_of, numbered_graph
from ..moves.metrics import DistanceMetric, checked_metric, levenshtein
from ..search import Budget, SearchProblem, bidirectional
from ..search.problem import NO_LIMITS, Limits
from ..search.breadth import meet_between
from .ladder import Ladder, spelled
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.normalise import MAX_WORD_LENGTH, is_word, normalise_word

if TYPE_CHECKING:
    from ..graph.groups import Components
    from ..search.dag import PathDag

__all__ = ["query", "Query", "LexiconLike", "resolve_lexicon", "known_word", "searched_backwards", "normalise_words",
           "unknown_ends"]

def query(start: str, end: str, *, metric: DistanceMetric = levenshtein, max_depth: int | None = 10,
          lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool | str = False,
          limits: Limits | None = None) -> Query:
    """The checked question about *start* → *end*, frozen: every pair question is a function of it.

    Parameters
    ----------
    start, end : str
        The ends, folded to the word list's form (lowercase NFC, and its accent rule).
    metric : DistanceMetric
        What one step may be (:data:`~ladders.moves.metrics.levenshtein`, the default, or
        ``substitution``, ``damerau``, your own).
    max_depth : int or None
        The most steps a ladder may take (None: no cap). 0 is a real cap.
    lexicon : Lexicon, iterable of words or None
        The word list (None: the embedded dictionary).
    avoid : iterable of words or None
        Words no ladder may use (never a bare string, never an end).
    allow_unknown_ends : bool or str
        Let the ends be missing from the word list (they join it for this query
        only): ``True`` or ``"both"``, ``"start"`` or ``"end"``.
    limits : Limits or None
        What each question may spend on its searches (None: no limits).

    Returns
    -------
    Query

    Raises
    ------
    UnknownWordError
        An end is not in the word list (with near words).
    TypeError, ValueError
        An argument of the wrong type or value, at once.

    Examples
    --------
    >>> from ladders import Limits, shortest
    >>> pair = query("Cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm"], limits=Limits(10_000))
    >>> pair.start, pair.max_depth, pair.limits.expansions
    ('cold', 10, 10000)
    >>> print(shortest(pair))
    cold → cord → card → ward → warm
    """
    checked_metric(metric)
    if max_depth is not None:  # the checks below are on every query's path: skip what needs no check
        check_count("max_depth", max_depth)
    if limits is None:
        limits = NO_LIMITS
    elif not isinstance(limits, Limits):
        raise TypeError(f"limits must be a Limits such as Limits(expansions=200_000, timeout=2.0) or None, "
                        f"not {limits!r}")
    roles = () if allow_unknown_ends is False else unknown_ends(allow_unknown_ends)
    words = resolve_lexicon(lexicon)
    if roles:
        ends = {words.fold(word) for role, word in (("start", start), ("end", end))
                if role in roles and isinstance(word, str)}
        words = words.with_words(sorted(word for word in ends if is_word(word) and word not in words))
    first, last = known_word(start, words, "start"), known_word(end, words, "end")
    if avoid is None:  # the common case, on every query's path
        return Query(first, last, metric, max_depth, words, _NOTHING, limits)
    avoided = normalise_words("avoid", avoid, words.fold)
    for role, word in (("start", first), ("end", last)):
        if word in avoided:
            raise ValueError(f"cannot avoid {word!r}: it is the {role} word")
    return Query(first, last, metric, max_depth, words, avoided, limits)


class Query(Record):
    """A checked request, frozen: normalised ends, metric, lexicon, step cap, words to avoid and the limits.

    Made by :func:`query`, which checks them; the class itself checks nothing.

    A query is the question; a :class:`~ladders.search.problem.Budget` is one
    call's spending on it (:meth:`budget`), passed to each search the call
    makes, so that all of them, including one that only words a "no ladder"
    message, draw on the same :class:`~ladders.search.problem.Limits`.
    """

    start: str
    end: str
    metric: DistanceMetric
    max_depth: int | None
    lexicon: Lexicon
    avoid: frozenset[str] = frozenset()
    limits: Limits = NO_LIMITS
    _graph: NumberedGraph | None = cache()  # the numbered graph, looked up when first asked

    def ladder(self, words: Iterable[str]) -> Ladder:
        """*words* as a ladder of this query's metric, each rung's real spelling shown (see :func:`spelled`)."""
        return spelled(Ladder(tuple(words), self.metric.name), self.lexicon)

    def budget(self) -> Budget:
        """A new budget from the query's limits: one call's spending, shared by every search the call makes."""
        limits = self.limits  # on every query's path: Limits.budget, inlined
        return Budget(max_expansions=limits.expansions, timeout=limits.timeout)

    def problem(self, budget: Budget | None, start: str | None = None, goal: str | None = None, *,
                avoid: Iterable[str] = (), max_depth: int | None | NotGiven = NOT_GIVEN) -> SearchProblem[str]:
        """The search problem from *start* to *goal* (default: the query's) over words, spending *budget*
        (None: each search of it spends a budget of its own from the query's limits).

        It never enters an avoided word: *avoid* adds words to the query's own;
        *max_depth* replaces the query's cap when given (None: no cap).
        """
        start = self.start if start is None else start
        goal = self.end if goal is None else goal
        blocked = self.avoid.union(avoid) if avoid else self.avoid
        base = neighbours_of(self.metric, self.lexicon)
        neighbours = base if not blocked else (lambda word: tuple(n for n in base(word) if n not in blocked))
        bound = checked_distance(self.metric)
        return SearchProblem(start, goal, neighbours, heuristic=lambda word: bound(word, goal),
                             max_depth=self.max_depth if isinstance(max_depth, NotGiven) else max_depth,
                             max_expansions=self.limits.expansions, timeout=self.limits.timeout,
                             symmetric=self.metric.symmetric, budget=budget)

    def shortest_path(self, budget: Budget, *,
                      max_depth: int | None | NotGiven = NOT_GIVEN) -> tuple[str, ...] | None:
        """A shortest ladder by the default search (bidirectional breadth-first), or None when there is none.

        *max_depth* replaces the query's cap when given (None: no cap). For moves that can be
        undone, the search runs from the alphabetically first end, so a pair and
        its reverse give reversed ladders, ties included, and it walks the
        word list's numbered graph (:func:`~ladders.moves.memo.numbered_graph`),
        naming only the ladder's words.
        """
        limit = self.max_depth if isinstance(max_depth, NotGiven) else max_depth
        if not self.metric.symmetric:  # one-way moves: from the start only, over words
            return bidirectional(self.problem(budget, max_depth=limit))
        backwards = searched_backwards(self.metric, self.start, self.end)
        start, end = (self.end, self.start) if backwards else (self.start, self.end)
        graph, first, last, step = self._numbered(start, end)
        found = meet_between(first, last, step, step, limit, budget)
        if found is None:
            return None
        words = tuple(map(graph.word, found))
        return words[::-1] if backwards else words

    def shortest_graph(self, budget: Budget, start: str | None = None, goal: str | None = None, *,
                       avoid: Iterable[str] = (),
                       max_depth: int | None | NotGiven = NOT_GIVEN) -> PathDag[str] | None:
        """The layered graph of every shortest ladder of :meth:`problem`'s search, or None when there is none.

        For moves that can be undone it is grown over the numbered graph (no
        row named as words) and its words named afterwards: the same graph, found sooner.
        """
        from ..search.dag import PathDag  # start-up time: a plain search never needs the graph of them all
        start = self.start if start is None else start
        goal = self.end if goal is None else goal
        limit = self.max_depth if isinstance(max_depth, NotGiven) else max_depth
        if not self.metric.symmetric:
            return PathDag.build(self.problem(budget, start, goal, avoid=avoid, max_depth=limit))
        graph, first, last, step = self._numbered(start, goal, avoid)
        found = PathDag.build(SearchProblem(first, last, step, max_depth=limit, symmetric=True, budget=budget))
        return None if found is None else found.relabelled(graph.word)

    def _numbered(self, start: str, goal: str, avoid: Iterable[str] = ()) -> tuple[
            NumberedGraph, int, int, Callable[[int], tuple[int, ...]]]:
        """The numbered graph, the numbers of *start* and *goal*, and each number's neighbours, avoided words left out.

        Both ends are words of the lexicon (:func:`query` checked them), so both have numbers.
        """
        graph = self.graph()
        first, last = graph.number(start), graph.number(goal)
        if first is None or last is None:
            raise BrokenInvariantError(f"{start!r} or {goal!r} has no number in the word list's graph, "
                                       "yet a query's ends are words of its lexicon")
        if not self.avoid and not avoid:  # the common case, on every query's path
            return graph, first, last, graph.step
        blocked = {at for word in self.avoid.union(avoid) if (at := graph.number(word)) is not None}
        if not blocked:
            return graph, first, last, graph.step
        step = graph.step
        return graph, first, last, lambda at: tuple(n for n in step(at) if n not in blocked)

    def graph(self) -> NumberedGraph:
        """The numbered graph the query's searches walk (:func:`~ladders.moves.memo.numbered_graph`), looked up once."""
        graph: NumberedGraph | None = self._graph
        if graph is None:
            graph = numbered_graph(self.metric, self.lexicon)
            _SET_GRAPH(self, graph)
        return graph

    def check_quick_answers(self, groups: Components | None = None) -> None:
        """Raise at once when an end has no neighbours, the metric's bound rules every ladder out, or
        the word graph's groups (*groups*, or those built already) put the ends apart.

        Asked before any search, so the error's own search (how long the shortest
        ladder is, past the cap) has a budget of its own from the query's limits.
        """
        if self.start != self.end and (word := self._end_without_neighbours()) is not None:
            raise NoLadderError(self.start, self.end, f"{word!r} has no neighbours under {self.metric.name}",
                                max_depth=self.max_depth)
        bound = None
        if self.max_depth is not None or len(self.start) != len(self.end):  # else the bound is only a shortcut
            bound = checked_distance(self.metric)(self.start, self.end)
            if bound == math.inf:  # the plainest reason first: no move of this metric ever gets there
                reason = f"the {self.metric.name} metric cannot join them"
                if len(self.start) != len(self.end):
                    reason += f" ({len(self.start)} letters against {len(self.end)}: it never changes a word's length)"
                raise NoLadderError(self.start, self.end, reason, max_depth=self.max_depth)
        if groups is None:
            groups = self.lexicon.cache.peek_metric(self.metric, "components")
        if groups is not None and (apart := groups.reason(self.start, self.end)) is not None:
            raise NoLadderError(self.start, self.end, apart, max_depth=self.max_depth)
        if self.max_depth is not None and bound is not None and bound > self.max_depth:
            raise self._none_within_cap(self.max_depth, self.budget())

    def no_ladder(self, budget: Budget, *, searched_all: bool) -> NoLadderError:
        """The error to raise when a search spending *budget* found nothing, saying why."""
        if (word := self._end_without_neighbours()) is not None:
            return NoLadderError(self.start, self.end, f"{word!r} has no neighbours under {self.metric.name}",
                                 max_depth=self.max_depth)
        if self.avoid:
            shown = ", ".join(map(repr, sorted(self.avoid)))
            cap = self.max_depth
            within = "they are not connected" if cap is None else f"none within {plural(cap, 'step')}"
            return NoLadderError(self.start, self.end, f"{within} avoiding {shown}", max_depth=self.max_depth)
        if self.max_depth is None:
            reason = "they are not connected" if searched_all else "the chosen strategy found none"
            return NoLadderError(self.start, self.end, reason)
        return self._none_within_cap(self.max_depth, budget)

    def _none_within_cap(self, cap: int, budget: Budget) -> NoLadderError:
        """No ladder within *cap* (the query's ``max_depth``): say how long the shortest is, when *budget* can
        afford to find it."""
        within = f"none within {plural(cap, 'step')}"
        try:
            shortest = self.shortest_path(budget, max_depth=None)
        except SearchLimitError:  # the call's budget cannot afford the explanation: the answer stands without it
            return NoLadderError(self.start, self.end, f"{within} (the shortest has more than {cap})", max_depth=cap)
        if shortest is None:
            return NoLadderError(self.start, self.end, "they are not connected", max_depth=cap)
        steps = len(shortest) - 1
        return NoLadderError(self.start, self.end, f"{within} (the shortest has {steps})",
                             max_depth=cap, shortest=steps)

    def _end_without_neighbours(self) -> str | None:
        """An end with no neighbours, which proves there is no ladder (one-way moves may end anywhere), or None.

        Each end's neighbours are read as the search reads them: from the numbered graph.
        """
        graph = self.graph()
        for word in (self.start, self.end) if self.metric.symmetric else (self.start,):
            at = graph.number(word)
            if at is not None and not graph.step(at):
                return word
        return None


_NOTHING: frozenset[str] = frozenset()

_SET_GRAPH = field_setters(Query)[-1]  # fills the cache of a frozen query


def searched_backwards(metric: DistanceMetric, start: str, end: str) -> bool:
    """Whether a search from *start* to *end* runs from *end* instead (and its answer is turned round).

    Every tie is broken in one orientation of a pair, from the alphabetically
    first end, so a pair and its reverse give reversed ladders; only moves
    that can be undone (a symmetric metric) allow it.

    >>> from ladders.moves.metrics import substitution
    >>> searched_backwards(substitution, "warm", "cold"), searched_backwards(substitution, "cold", "warm")
    (True, False)
    """
    return metric.symmetric and end < start


def known_word(text: object, lexicon: Lexicon, role: str) -> str:
    """*text* folded, when it is a word of *lexicon*; else the error that says what is wrong with it.

    Raises ``TypeError`` for a non-string, ``ValueError`` for an empty, overlong
    or non-letter word, and :class:`~ladders.errors.UnknownWordError` (with
    suggestions) for a word the lexicon does not hold.
    """
    if not isinstance(text, str):
        raise TypeError(f"{role} must be a string, not {type(text).__name__}")
    word = lexicon.fold(text)
    if word == text and word in lexicon:  # already in the lexicon's own form: nothing more to check
        return word
    if not word:
        raise ValueError(f"{role} word is empty")
    if len(word) > MAX_WORD_LENGTH:
        raise ValueError(f"{role} word is {len(word):,} characters long; words have at most {MAX_WORD_LENGTH}")
    if not is_word(word):
        shown = word if len(word) <= 40 else word[:37] + "..."
        raise ValueError(f"{role} word {shown!r} has characters that are not letters")
    if word not in lexicon:
        from ..moves.near import suggest_words  # start-up time: only an unknown word needs suggestions
        raise UnknownWordError(word, suggest_words(lexicon, word), where=where(lexicon))
    return word


def where(lexicon: Lexicon) -> str:
    """How an error names *lexicon*: the dictionary, or the word list and its source."""
    return "the dictionary" if lexicon.source.startswith("SCOWL") else f"the word list ({lexicon.source})"


def normalise_words(name: str, words: Iterable[str] | None,
                    fold: Callable[[str], str] = normalise_word) -> frozenset[str]:
    """The words of an ``avoid``-style argument, folded by *fold* (a lexicon's own); rejects a bare string and
    non-strings."""
    if words is None:
        return frozenset()
    if isinstance(words, (str, bytes)) or not isinstance(words, Iterable):
        raise TypeError(f"{name} must be a collection of words such as {{'bear'}}, not {words!r}")
    folded = set()
    for word in words:
        if not isinstance(word, str):
            raise TypeError(f"{name} holds words (strings), not {word!r}")
        folded.add(fold(word))
    return frozenset(folded)


def unknown_ends(allowed: object) -> tuple[str, ...]:
    """Which ends ``allow_unknown_ends`` lets be missing from the word list: "start", "end", both or neither.

    ``True`` and ``"both"`` mean both ends, ``False`` neither; ``"start"``
    alone is LeetCode 127's rule (and a puzzle setter's): the start may be any
    word, the end must be in the list.

    >>> unknown_ends(True), unknown_ends("start"), unknown_ends(False)
    (('start', 'end'), ('start',), ())
    """
    if isinstance(allowed, bool):
        return ("start", "end") if allowed else ()
    if not isinstance(allowed, str):
        raise TypeError(f"allow_unknown_ends must be True, False, 'start', 'end' or 'both', not {allowed!r}")
    if allowed not in ("start", "end", "both"):
        raise ValueError(f"allow_unknown_ends must be 'start', 'end' or 'both' (or True or False), not {allowed!r}")
    return ("start", "end") if allowed == "both" else (allowed,)
