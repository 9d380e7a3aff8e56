"""One ladder for a checked query under a cost model, through a word, drawn with a seed: :func:`best`.

What :func:`~ladders.solve.api.make_ladder` asks. It picks the search for the
cost model (the strategy's for fewest steps, the layered DAG of all shortest
ladders, or A*), joins two halves for ``via``, and draws among equally good
ladders with a seed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..errors import NoLadderError, UnknownWordError
from ..search import Budget, Strategy, bidirectional, cheapest_path
from ..search.through import shortest_through, shortest_through_one_way
from .costs import COSTS, CostModel, fewest_steps, weakest_rung
from .find import find_ladder
from .ladder import Ladder
from .query import Query, searched_backwards

if TYPE_CHECKING:
    import random

    from ..graph.groups import Components

__all__ = ["best"]

BUILT_IN = frozenset(COSTS.values())
"""The built-in cost models: each is symmetric, so its ties are broken in one orientation of the pair."""

Finder = Callable[[str, str, Iterable[str], "int | None"], "tuple[str, ...] | None"]
"""find(start, goal, avoid, max_depth) -> the best path, or None."""


def best(
    query: Query, *, cost: CostModel | None = None, via: str | None = None, seed: int | str | bytes | None = None,
    strategy: Strategy = bidirectional, groups: Components | None = None,
) -> Ladder:
    """The best ladder for *query* under *cost* (default: fewest steps), through *via*: what ``make_ladder`` asks.

    Without *cost*, *via* or *seed* it is the ladder *strategy* finds
    (:func:`~ladders.solve.find.find_ladder`).

    >>> from ladders import query, rarity
    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> print(best(query("cold", "warm", lexicon=words), via="worm"))
    cold → cord → word → worm → warm

    *seed* picks among equally good ladders at random, reproducibly: uniformly
    among the shortest ones (under :data:`fewest_steps` and the tie-break of
    :data:`weakest_rung`), by a seeded tie-break otherwise. Without a seed the
    choice is fixed. *strategy* is used only for :data:`fewest_steps` without a
    seed: with a seed or another cost it would be ignored, so it is a ``TypeError``.
    *groups* (the word graph's) answer "no ladder" at once when they put the ends apart.

    *via*: the two best halves (start→via never touching end, via→end never
    touching start) are joined when they share no word, and the result is
    then a best ladder through *via* (for :data:`weakest_rung`: best in steps
    and weakest rung). When they share words, the shortest ladder through
    *via* is found exactly (:mod:`ladders.search.through`: two disjoint paths
    out of *via* by a minimum-cost flow, or an exhaustive search for one-way
    moves); under :data:`fewest_steps` it is the answer, under another cost
    the best of it and two repairs (each half searched again avoiding the
    other's words). So a ladder through *via* is found whenever one exists
    within *max_depth*, and :class:`~ladders.errors.NoLadderError` is raised
    only when none does (or a limit says so).
    """
    if (cost is None or cost is fewest_steps) and via is None and seed is None:  # the plain request, first
        return find_ladder(query, strategy, groups)
    cost = fewest_steps if cost is None else cost
    _check_choices(cost, via, seed, strategy)
    query.check_quick_answers(groups)
    words = query.lexicon
    floor = float(cost.min_step_cost(words))
    if not floor > 0:
        raise ValueError(f"cost model {cost.name!r} has min_step_cost {floor!r}; it must be positive")
    if seed is None:
        rng = None
    else:
        from random import Random  # imported on use: importing ladders stays cheap
        rng = Random(seed)
    budget = query.budget()
    find = _finder(query, cost, floor, rng, strategy, budget)
    middle = None if via is None else _checked_via(via, query)
    if query.start == query.end:  # one rule for every cost: the word itself, no step; never a round trip
        if middle not in (None, query.start):
            raise NoLadderError(query.start, query.end, f"a ladder never repeats a word, so none goes from "
                                f"{query.start!r} through {middle!r} and back")
        return query.ladder((query.start,))
    if middle is None or middle in (query.start, query.end):
        found = find(query.start, query.end, (), query.max_depth)
    else:
        found = _through(find, query, middle, cost, lambda ladder: (cost.key(ladder, words), ladder), budget)
    if found is None:
        raise _no_ladder(query, middle)
    return query.ladder(found)


def _check_choices(cost: object, via: object, seed: object, strategy: object) -> None:
    """:func:`best`'s ``TypeError`` for a choice of the wrong type, or a *strategy* that a seed or a cost would
    ignore (*cost* already defaulted)."""
    if not callable(strategy):
        raise TypeError(f"strategy must be a search function such as ladders.search.astar, not {strategy!r}")
    if not isinstance(cost, CostModel):
        raise TypeError(f"cost must be a CostModel such as ladders.rarity, not {cost!r}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str, bytes))):
        raise TypeError(f"seed must be a whole number, a string or None, not {seed!r}")
    if via is not None and not isinstance(via, str):
        raise TypeError(f"via must be a word (a string) or None, not {via!r}")
    if strategy is not bidirectional and (seed is not None or cost is not fewest_steps):
        chosen = "seed" if seed is not None else f"cost={cost.name}"
        raise TypeError(f"strategy does not go with {chosen}: that search is chosen by the cost model "
                        "(every shortest ladder for a seeded draw, A* for a cost); leave strategy out")


def _no_ladder(query: Query, middle: str | None) -> NoLadderError:
    """The error :func:`best` raises when no ladder was found: why, in the query's terms."""
    reason = "they are not connected" if query.max_depth is None else f"none within {query.max_depth} steps"
    if query.avoid:
        reason += f" avoiding {', '.join(map(repr, sorted(query.avoid)))}"
    if middle is not None:
        reason += f" through {middle!r}"
    return NoLadderError(query.start, query.end, reason, max_depth=query.max_depth)


def _finder(query: Query, cost: CostModel, floor: float, rng: random.Random | None, strategy: Strategy,
            budget: Budget) -> Finder:
    """A function (start, goal, avoid, max_depth) -> best path or None, for this cost model."""
    words = query.lexicon

    canonical = strategy is bidirectional and cost in BUILT_IN

    def find(start: str, goal: str, avoid: Iterable[str], max_depth: int | None) -> tuple[str, ...] | None:
        if canonical and searched_backwards(query.metric, start, goal):
            found = search(goal, start, avoid, max_depth)
            return None if found is None else found[::-1]
        return search(start, goal, avoid, max_depth)

    def search(start: str, goal: str, avoid: Iterable[str], max_depth: int | None) -> tuple[str, ...] | None:
        if cost is fewest_steps and rng is None:
            return strategy(query.problem(budget, start, goal, avoid=avoid, max_depth=max_depth))
        if cost is fewest_steps or cost.aggregate == "max":
            dag = query.shortest_graph(budget, start, goal, avoid=avoid, max_depth=max_depth)
            if dag is None:
                return None
            if cost.aggregate == "sum":
                return dag.pick(rng)
            if cost is weakest_rung:  # judged over the words between the ends: the end costs nothing
                return dag.weakest(lambda a, b: 0.0 if b == goal else float(cost.step_cost(a, b, words)), rng)
            return dag.weakest(lambda a, b: float(cost.step_cost(a, b, words)), rng)
        problem = query.problem(budget, start, goal, avoid=avoid, max_depth=max_depth)
        found = cheapest_path(problem, lambda a, b: cost.step_cost(a, b, words), min_step=floor, rng=rng)
        return None if found is None else found[0]

    return find


def _through(find: Finder, query: Query, via: str, cost: CostModel,
             key: Callable[[tuple[str, ...]], Any], budget: Budget) -> tuple[str, ...] | None:
    """The best ladder start → via → end (see :func:`best`), or None when none exists."""
    start, end, max_depth = query.start, query.end, query.max_depth
    first = find(start, via, (end,), max_depth)
    second = find(via, end, (start,), max_depth)
    if first is None or second is None:
        return None  # every ladder through via holds such a half: there is none
    joined = first + second[1:]
    if set(first).isdisjoint(second[1:]) and (max_depth is None or len(joined) - 1 <= max_depth):
        return joined
    repairs = []
    left = None if max_depth is None else max_depth - (len(first) - 1)
    after = find(via, end, (start, *first[:-1]), left)
    if after is not None:
        repairs.append(first + after[1:])
    left = None if max_depth is None else max_depth - (len(second) - 1)
    before = find(start, via, (end, *second[1:]), left)
    if before is not None:
        repairs.append(before + second[1:])
    known = min((len(repair) - 1 for repair in repairs), default=None)
    if cost is fewest_steps and known == len(joined) - 1:  # a repair as short as the halves allow: shortest
        return min(repairs, key=len)
    shortest = _shortest_through(query, via, known, budget)
    if shortest is None or cost is fewest_steps:
        return shortest
    return min([shortest, *repairs], key=key)


def _shortest_through(query: Query, via: str, known: int | None, budget: Budget) -> tuple[str, ...] | None:
    """The shortest ladder through *via*, exactly (two disjoint halves by min-cost flow, or exhaustively)."""
    neighbours = query.problem(budget).neighbours
    if query.metric.symmetric:
        return shortest_through(query.start, via, query.end, neighbours, query.max_depth, budget, known)
    return shortest_through_one_way(query.start, via, query.end, neighbours, query.max_depth, budget)


def _checked_via(via: str, query: Query) -> str:
    word = query.lexicon.fold(via)
    if word not in query.lexicon:
        from ..moves.near import suggest_words  # start-up time: only an unknown word needs suggestions
        raise UnknownWordError(word, suggest_words(query.lexicon, word), where="the word list")
    if word in query.avoid:
        raise ValueError(f"cannot pass through {word!r} and avoid it")
    return word
