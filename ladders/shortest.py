"""Every shortest ladder, lazily; how many there are; ladders of an exact length.

Breadth-first search from both ends, a whole layer at a time, stops at the
first layer where the two sides meet. Remembering *every* way each word was
first reached (not just one) leaves the layered graph of all shortest ladders
(a DAG); :func:`shortest_ladders` walks it on demand, :func:`count_shortest_ladders`
counts its paths by dynamic programming, and a seeded draw picks one of them
uniformly, all without listing the others. Memory is bounded by the words the
search touched, never by the number of ladders (which can be astronomical).

:func:`ladders_of_length` streams the simple ladders of exactly N steps,
pruned by exact distances to the end. Each call accepts ``avoid`` (words
never used) and ``allow_unknown_ends`` (start and end may be missing from
the word list: they join it for this query only).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .ladder import (
    Ladder, LexiconLike, checked_distance, distances_to_goal, Query, neighbours_of, resolve_lexicon,
)
from .loaders import is_word, normalise_word
from .metrics import DistanceMetric, levenshtein
from .search import Budget, SearchProblem, distances, paths_of_length

if TYPE_CHECKING:
    import random

__all__ = ["shortest_ladders", "count_shortest_ladders", "ladders_of_length", "Plan", "make_plan", "LadderDag"]


def shortest_ladders(
    start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = None, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> Iterator[Ladder]:
    """Yield every shortest ladder from *start* to *end* once, in a fixed order (lazy).

    Arguments are checked at once; the stream is empty when no ladder exists
    within *max_depth* (None, the default: no cap) avoiding the words of *avoid*.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> for ladder in shortest_ladders("cold", "warm", lexicon=words):
    ...     print(ladder)
    cold → cord → word → ward → warm
    cold → cord → card → ward → warm
    cold → cord → word → worm → warm

    Raises :class:`~ladders.errors.UnknownWordError`, ``TypeError`` and ``ValueError`` at once.
    """
    plan = make_plan(start, end, metric, max_depth, lexicon, max_expansions, timeout,
                     avoid=avoid, allow_unknown_ends=allow_unknown_ends)
    return _stream_shortest(plan)


def count_shortest_ladders(
    start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = None, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> int:
    """How many shortest ladders join *start* and *end* (0 when none), counted without listing them.

    >>> count_shortest_ladders("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm", "worm", "word"])
    3
    """
    plan = make_plan(start, end, metric, max_depth, lexicon, max_expansions, timeout,
                     avoid=avoid, allow_unknown_ends=allow_unknown_ends)
    dag = LadderDag.build(plan.problem())
    return 0 if dag is None else dag.count()


def ladders_of_length(
    start: str, end: str, steps: int, metric: DistanceMetric = levenshtein, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> Iterator[Ladder]:
    """Yield every ladder of exactly *steps* moves with no repeated word (lazy).

    Branches that cannot reach *end* in the moves left are cut, using exact
    distances to *end* found once, up front, within *steps* moves.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> [ladder.steps for ladder in ladders_of_length("cold", "warm", 6, lexicon=words)]
    [6]
    """
    plan = make_plan(start, end, metric, steps, lexicon, max_expansions, timeout,
                     avoid=avoid, allow_unknown_ends=allow_unknown_ends)
    if steps is None:
        raise TypeError("steps must be a whole number, not None")
    return _stream_of_length(plan, steps)


@dataclass(frozen=True, slots=True)
class Plan:
    """A checked query plus the words to avoid; makes the search problems for it."""

    query: Query
    avoid: frozenset[str]

    def problem(self, start: str | None = None, goal: str | None = None, *,
                avoid: Iterable[str] = (), max_depth: int | None | bool = False) -> SearchProblem:
        """The search problem from *start* to *goal* (default: the query's), never entering avoided words."""
        query = self.query
        start = query.start if start is None else start
        goal = query.end if goal is None else goal
        blocked = self.avoid.union(avoid)
        base = neighbours_of(query.metric, query.lexicon)
        neighbours = base if not blocked else (lambda word: tuple(n for n in base(word) if n not in blocked))
        bound = checked_distance(query.metric)
        return SearchProblem(start, goal, neighbours, heuristic=lambda word: bound(word, goal),
                             max_depth=query.max_depth if max_depth is False else max_depth,
                             max_expansions=query.max_expansions, timeout=query.timeout,
                             symmetric=query.metric.symmetric)


def make_plan(start: str, end: str, metric: DistanceMetric, max_depth: int | None, lexicon: LexiconLike,
              max_expansions: int | None, timeout: float | None, *,
              avoid: Iterable[str] | None = None, allow_unknown_ends: bool = False) -> Plan:
    """Check every argument and resolve the lexicon (with unknown ends added when allowed)."""
    if not isinstance(allow_unknown_ends, bool):
        raise TypeError(f"allow_unknown_ends must be True or False, not {allow_unknown_ends!r}")
    words = resolve_lexicon(lexicon)
    if allow_unknown_ends:
        ends = {normalise_word(word) for word in (start, end) if isinstance(word, str)}
        missing = sorted(word for word in ends if is_word(word) and word not in words)
        words = words.with_words(missing)
    query = Query.make(start, end, metric, max_depth, words, max_expansions, timeout)
    blocked = normalise_words("avoid", avoid)
    for role, word in (("start", query.start), ("end", query.end)):
        if word in blocked:
            raise ValueError(f"cannot avoid {word!r}: it is the {role} word")
    return Plan(query, blocked)


def normalise_words(name: str, words: Iterable[str] | None) -> frozenset[str]:
    """The words of an ``avoid``-style argument, folded; rejects a bare string and non-strings."""
    if words is None:
        return frozenset()
    if isinstance(words, (str, bytes)) or not isinstance(words, Iterable):
        raise TypeError(f"{name} must be a collection of words such as {{'bear'}}, not {words!r}")
    folded = set()
    for word in words:
        if not isinstance(word, str):
            raise TypeError(f"{name} holds words (strings), not {word!r}")
        folded.add(normalise_word(word))
    return frozenset(folded)


@dataclass(frozen=True, slots=True)
class LadderDag:
    """Every shortest path from ``start`` to ``end``, as two layered halves meeting in ``meet``.

    ``ahead[w]`` lists the words one step nearer the start on some shortest
    path (empty for the start), ``behind[w]`` those one step nearer the end;
    every shortest path crosses exactly one word of ``meet``.
    """

    start: object
    end: object
    steps: int
    meet: tuple
    ahead: Mapping
    behind: Mapping

    @classmethod
    def build(cls, problem: SearchProblem) -> LadderDag | None:
        """Search *problem* a layer at a time from both ends; None when no path within its limits."""
        start, goal, limit = problem.start, problem.goal, problem.max_depth
        backward = problem.predecessors
        budget = Budget(problem)
        ahead: dict = {start: []}
        behind: dict = {goal: []}
        ahead_layer, behind_layer, depth = [start], [goal], 0
        meet = [start] if start == goal else []
        while not meet and ahead_layer and behind_layer and (limit is None or depth < limit):
            depth += 1
            if backward is None or len(ahead_layer) <= len(behind_layer):
                ahead_layer = _grow(ahead_layer, ahead, problem.neighbours, budget, depth)
                meet = [word for word in ahead_layer if word in behind]
            else:
                behind_layer = _grow(behind_layer, behind, backward, budget, depth)
                meet = [word for word in behind_layer if word in ahead]
        if not meet:
            return None
        return cls(start, goal, depth, tuple(meet), _prune(ahead, meet), _prune(behind, meet))

    def paths(self) -> Iterator[tuple]:
        """Yield each shortest path once, meeting word by meeting word (lazy)."""
        for word in self.meet:
            for before in _trails(word, self.ahead, reverse=True):
                for after in _trails(word, self.behind, reverse=False):
                    yield before + after[1:]

    def count(self) -> int:
        """The number of shortest paths."""
        ahead, behind = _ways(self.ahead), _ways(self.behind)
        return sum(ahead[word] * behind[word] for word in self.meet)

    def pick(self, rng: random.Random | None = None,
             edge_ok: Callable[[object, object], bool] | None = None) -> tuple:
        """One path: uniformly at random with *rng*, else the first; only *edge_ok* edges when given.

        Raises ``ValueError`` when *edge_ok* leaves no path.
        """
        ok_ahead = edge_ok  # a parent here comes before its state on the path; behind, after it
        ok_behind = None if edge_ok is None else (lambda q, w: edge_ok(w, q))
        ahead, behind = _ways(self.ahead, ok_ahead), _ways(self.behind, ok_behind)
        word = _choose(self.meet, [ahead[w] * behind[w] for w in self.meet], rng)
        before = _walk(word, self.ahead, ahead, ok_ahead, rng)
        after = _walk(word, self.behind, behind, ok_behind, rng)
        return tuple(reversed(before)) + after[1:]


def _stream_shortest(plan: Plan) -> Iterator[Ladder]:
    dag = LadderDag.build(plan.problem())
    if dag is None:
        return
    for words in dag.paths():
        yield Ladder(words, plan.query.metric.name)


def _stream_of_length(plan: Plan, steps: int) -> Iterator[Ladder]:
    problem = plan.problem()
    budget = Budget(problem)
    backward = problem.predecessors
    if backward is None:
        remaining = distances_to_goal(problem, budget)
    else:
        remaining = distances(problem.goal, backward, steps, budget=budget)
    for words in paths_of_length(problem, steps, remaining, budget):
        yield Ladder(words, plan.query.metric.name)


def _grow(layer: list, parents: dict, step, budget: Budget, depth: int) -> list:
    """The whole next layer; each new state keeps every state of *layer* that reaches it."""
    fresh: dict = {}
    for state in layer:
        budget.spend(depth - 1)
        for neighbour in step(state):
            if neighbour in fresh:
                if fresh[neighbour][-1] is not state:
                    fresh[neighbour].append(state)
            elif neighbour not in parents:
                fresh[neighbour] = [state]
    parents.update(fresh)
    return list(fresh)


def _prune(parents: dict, meet: list) -> dict:
    """Keep only the states on a way back from *meet* to the root, in the order they were found."""
    keep = set(meet)
    todo = list(meet)
    while todo:
        for parent in parents[todo.pop()]:
            if parent not in keep:
                keep.add(parent)
                todo.append(parent)
    return {state: tuple(links) for state, links in parents.items() if state in keep}


def _ways(parents: Mapping, edge_ok: Callable | None = None) -> dict:
    """The number of ways from the root to each state (through *edge_ok* edges only, when given)."""
    ways: dict = {}
    for state, links in parents.items():  # parents come before their children
        if not links:
            ways[state] = 1
        else:
            ways[state] = sum(ways[p] for p in links if edge_ok is None or edge_ok(p, state))
    return ways


def _trails(state, parents: Mapping, *, reverse: bool) -> Iterator[tuple]:
    """Yield each way from *state* back to the root (root first when *reverse*) (lazy)."""
    trail, stack = [state], [iter(parents[state])]
    if not parents[state]:
        yield (state,)
        return
    while stack:
        parent = next(stack[-1], None)
        if parent is None:
            stack.pop()
            trail.pop()
            continue
        trail.append(parent)
        if parents[parent]:
            stack.append(iter(parents[parent]))
        else:
            yield tuple(reversed(trail)) if reverse else tuple(trail)
            trail.pop()


def _walk(state, parents: Mapping, ways: Mapping, edge_ok: Callable | None, rng: random.Random | None) -> tuple:
    """A way from *state* back to the root, each step chosen in proportion to its ways."""
    trail = [state]
    while parents[state]:
        links = parents[state]
        weights = [ways[p] if edge_ok is None or edge_ok(p, state) else 0 for p in links]
        state = _choose(links, weights, rng)
        trail.append(state)
    return tuple(trail)


def _choose(options, weights, rng: random.Random | None):
    total = sum(weights)
    if not total:
        raise ValueError("no path is left to choose")
    pick = 0 if rng is None else rng.randrange(total)
    for option, weight in zip(options, weights):
        if pick < weight:
            return option
        pick -= weight
    raise AssertionError("unreachable")
