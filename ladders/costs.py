"""Cost models: what "best" means for a ladder, and the cheapest-ladder search.

A :class:`CostModel` prices each move ``a -> b`` (``step_cost(a, b, lexicon)``)
and promises a floor no move in that lexicon goes below
(``min_step_cost(lexicon)``, which must be positive). A ladder's cost is the
sum of its step costs (``aggregate="sum"``), or, with ``aggregate="max"``,
ladders are ranked by (steps, largest step cost, total step cost). Four are
built in (their ``name`` in brackets, as the command line spells it):

* :data:`fewest_steps` (``steps``): every move costs 1, the plain shortest ladder.
* :data:`rarity` (``rarity``): each move costs the rank of the word it enters
  (``lexicon.rank``: the embedded dictionary's SCOWL level, 10 = most common
  .. 95; a word without a rank costs as much as the rarest ranked word, and
  when the lexicon has no ranks at all every word costs 1). The ladder of the
  most common words.
* :data:`alphabetic` (``alphabet``, Knuth's ``ladders -a``): a substitution
  costs the distance between the two letters in the lexicon's alphabet
  (``a -> e`` costs 4); inserting or deleting a letter costs its position
  counted from a blank just before the first letter (``a`` costs 1, ``z``
  26); an adjacent swap costs twice the distance of the swapped letters.
* :data:`weakest_rung` (``weakest_rung``): among the shortest ladders, the one
  whose least common word is most common (ties: the lowest total rarity).

Sum models are searched by A* (:func:`cheapest_path`) with the bound
``min_step_cost × metric distance``, which never overestimates, so answers
are cheapest; :func:`ladders.constraints.best_ladder` chooses the search. :func:`ranks_from_counts` and :func:`load_counted_lexicon`
turn word counts (bigger = more common) into ranks.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from heapq import heappop, heappush
from itertools import count
from typing import TYPE_CHECKING

from .errors import LadderError
from .lexicon import Lexicon
from .loaders import load_lexicon, make_lexicon
from .search import Budget, SearchProblem
from .tree import Node, path

if TYPE_CHECKING:
    import random

__all__ = [
    "CostModel",
    "fewest_steps",
    "rarity",
    "alphabetic",
    "weakest_rung",
    "COSTS",
    "word_rarity",
    "ranks_from_counts",
    "load_counted_lexicon",
    "cheapest_path",
]


@dataclass(frozen=True, slots=True)
class CostModel:
    """What a move costs: ``step_cost(a, b, lexicon)``, never below ``min_step_cost(lexicon) > 0``.

    ``aggregate`` is ``"sum"`` (a ladder costs the sum of its moves) or
    ``"max"`` (shortest first, then the smallest largest move, then the sum).

    >>> model = CostModel("vowels", lambda a, b, lexicon: 2.0 if b[1] in "aeiou" else 1.0,
    ...                   lambda lexicon: 1.0)
    >>> model.ladder_cost(["cat", "cot", "cog"], make_lexicon(["cat", "cot", "cog"]))
    4.0
    """

    name: str
    step_cost: Callable[[str, str, Lexicon], float]
    min_step_cost: Callable[[Lexicon], float]
    aggregate: str = "sum"

    def __post_init__(self) -> None:
        if self.aggregate not in ("sum", "max"):
            raise ValueError(f"aggregate must be 'sum' or 'max', not {self.aggregate!r}")

    def __repr__(self) -> str:
        return f"<CostModel {self.name}>"

    def ladder_cost(self, words: Sequence[str], lexicon: Lexicon) -> float:
        """The sum (or, for ``"max"`` models, the largest) of the step costs along *words*."""
        costs = [float(self.step_cost(a, b, lexicon)) for a, b in zip(words, words[1:])]
        if self.aggregate == "max":
            return max(costs, default=0.0)
        return sum(costs)

    def key(self, words: Sequence[str], lexicon: Lexicon) -> tuple:
        """How ladders compare under this model, smaller first: (sum,), or (steps, largest, sum) for ``"max"``."""
        costs = [float(self.step_cost(a, b, lexicon)) for a, b in zip(words, words[1:])]
        if self.aggregate == "max":
            return (len(costs), max(costs, default=0.0), sum(costs))
        return (sum(costs),)


def word_rarity(word: str, lexicon: Lexicon) -> float:
    """How rare *word* is: its rank (at least 1); unranked words count as the rarest rank (1 with no ranks).

    >>> lexicon = make_lexicon(["cat", "cot", "cog"], ranks={"cat": 10, "cot": 50})
    >>> word_rarity("cat", lexicon), word_rarity("cog", lexicon)
    (10.0, 50.0)
    """
    rank = lexicon.rank(word)
    if rank is None:
        return lexicon.memo(("costs", "rarest"), lambda: float(max(lexicon.ranks.values(), default=1)) or 1.0)
    return float(max(rank, 1))


def _least_rank(lexicon: Lexicon) -> float:
    """The smallest word cost under :func:`word_rarity`: the lexicon's lowest rank (known without loading it all)."""
    return float(max(1, lexicon.lowest_rank or 1))


def _letter_cost(a: str, b: str, lexicon: Lexicon) -> float:
    place = lexicon.memo(("costs", "alphabet_places"), lambda: {c: i for i, c in enumerate(lexicon.alphabet, 1)})
    total = 0
    if len(a) == len(b):
        for x, y in zip(a, b):
            if x != y:
                total += abs(place.get(x, 0) - place.get(y, 0))
        return float(total)
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    if len(long_) == len(short) + 1:
        for i in range(len(long_)):
            if long_[:i] + long_[i + 1:] == short:
                return float(place.get(long_[i], 0) or 1)
    # Not one of the built-in moves: price position by position, extra letters as insertions.
    total = sum(abs(place.get(x, 0) - place.get(y, 0)) for x, y in zip(short, long_))
    total += sum(place.get(c, 0) for c in long_[len(short):])
    return float(max(total, 1))


fewest_steps = CostModel("steps", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0)
rarity = CostModel("rarity", lambda a, b, lexicon: word_rarity(b, lexicon), lambda lexicon: _least_rank(lexicon))
alphabetic = CostModel("alphabet", _letter_cost, lambda lexicon: 1.0)
weakest_rung = CostModel("weakest_rung", lambda a, b, lexicon: word_rarity(b, lexicon),
                         lambda lexicon: _least_rank(lexicon), aggregate="max")

COSTS: Mapping[str, CostModel] = {model.name: model for model in (fewest_steps, rarity, alphabetic, weakest_rung)}
"""The built-in cost models by name, for command lines."""


def ranks_from_counts(counts: Mapping[str, int]) -> dict[str, int]:
    """Turn word counts (bigger = more common) into ranks: frequency classes, 1 = most common.

    A word's rank is ``1 + floor(log2(top / count))``: rank 2 is about half as
    frequent as the commonest word, rank 3 a quarter, and so on (a count of 0
    ranks one past the rarest counted word).

    >>> ranks_from_counts({"the": 1000, "cat": 400, "cog": 3, "zax": 0})
    {'the': 1, 'cat': 2, 'cog': 9, 'zax': 10}
    """
    for word, number in counts.items():
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise ValueError(f"the count of {word!r} must be a whole number, 0 or more, not {number!r}")
    top = max(counts.values(), default=0)
    ranks = {word: 1 + int(math.floor(math.log2(top / number))) for word, number in counts.items() if number}
    unseen = max(ranks.values(), default=0) + 1
    return {word: ranks.get(word, unseen) for word in counts}


def load_counted_lexicon(path: str | os.PathLike[str]) -> Lexicon:
    """Load a ``word<TAB>count`` file (bigger count = more common) as a lexicon with ranks.

    Counts become ranks by :func:`ranks_from_counts`; a word without a count
    has no rank. Raises :class:`~ladders.errors.WordFileError` as
    :func:`~ladders.loaders.load_lexicon` does.
    """
    counted = load_lexicon(path)
    return make_lexicon(counted.words, ranks=ranks_from_counts(dict(counted.ranks)), source=counted.source)


def cheapest_path(
    problem: SearchProblem,
    step_cost: Callable[[Hashable, Hashable], float],
    *,
    min_step: float = 0.0,
    rng: random.Random | None = None,
) -> tuple[tuple, float] | None:
    """The cheapest path and its cost by A*, or None; obeys the problem's limits.

    ``problem.heuristic`` bounds the moves left, so ``min_step`` times it
    bounds the cost left (A*) and it prunes against ``max_depth``. Within a
    depth cap a state is kept once per (depth, cost) that no other way beats
    on both, so the cap loses nothing. Every step must cost at least
    *min_step* (> 0 keeps paths simple). With *rng*, equally good paths are
    chosen between at random (reproducibly, not uniformly).

    >>> graph = {"a": "bc", "b": "d", "c": "d", "d": ""}
    >>> cheapest_path(SearchProblem("a", "d", graph.get), lambda s, t: 5.0 if s == "b" else 1.0)
    (('a', 'c', 'd'), 2.0)
    """
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    bounds: dict = {}

    def moves_left(state) -> float:
        if state not in bounds:
            bounds[state] = problem.heuristic(state)
        return bounds[state]

    budget = Budget(problem)
    tie: Callable[[], float] = count().__next__ if rng is None else rng.random
    root = Node(start)
    frontier = [(min_step * moves_left(start), tie(), root)]
    labels: dict = {start: [root]}
    while frontier:
        node = heappop(frontier)[2]
        if node not in labels[node.word]:
            continue  # beaten since it was pushed
        if node.word == goal:
            return path(node), node.cost
        budget.spend(node.depth)
        for state in problem.neighbours(node.word):
            price = float(step_cost(node.word, state))
            if not price >= min_step or price <= 0:
                raise LadderError(f"the cost of {node.word!r} -> {state!r} is {price!r}, "
                                  f"below the cost model's minimum {min_step!r} (or not positive)")
            child = Node(state, node, node.depth + 1, node.cost + price)
            if limit is not None and child.depth + moves_left(state) > limit:
                continue
            if not _keep(child, labels, limit is not None):
                continue
            heappush(frontier, (child.cost + min_step * moves_left(state), tie(), child))
    return None


def _keep(child: Node, labels: dict, by_depth: bool) -> bool:
    """Record *child* unless another way to its state is as cheap (and as short, under a cap)."""
    kept = labels.setdefault(child.word, [])
    for other in kept:
        if other.cost <= child.cost and (not by_depth or other.depth <= child.depth):
            return False
    kept[:] = [other for other in kept
               if not (child.cost <= other.cost and (not by_depth or child.depth <= other.depth))]
    kept.append(child)
    return True

