"""Cost models: what "best" means for a ladder, and the cheapest-ladder search.

A :class:`CostModel` prices each move ``a -> b`` (``step_cost(a, b, lexicon)``)
and promises a floor no move in that lexicon goes below
(``min_step_cost(lexicon)``, which must be positive). A ladder's cost is the
sum of its step costs (``aggregate="sum"``), or, with ``aggregate="max"``,
ladders are ranked by (steps, largest step cost, total step cost). Four are
built in (their ``name`` in brackets, as the command line spells it):

* :data:`fewest_steps` (``steps``): every move costs 1, the plain shortest ladder.
* :data:`rarity` (``rarity``): each move costs the rank of the word it enters
  (``lexicon.rank``: for the embedded dictionary, its SCOWL level then its
  frequency, :func:`~ladders.words.frequency.level_rank`; a word without a
  rank costs as much as the rarest ranked word, and when the lexicon has no
  ranks at all every word costs 1). The ladder of the most common words.
* :data:`alphabetic` (``alphabet``, Knuth's ``ladders -a``): each letter has
  a number, ``a`` = 1 … ``z`` = 26 whatever letters the word list uses (other
  letters follow ``z``, in the list's own alphabet order: 27, 28, …); a
  substitution costs the distance between the two letters' numbers (``a ->
  e`` costs 4); inserting or deleting a letter costs its number; an adjacent
  swap costs twice the distance of the swapped letters.
* :data:`weakest_rung` (``weakest_rung``): among the shortest ladders, the one
  whose least common word between the ends is most common (ties: the lowest
  total rarity between the ends; both ends are given, not chosen, so neither
  counts).

Every built-in cost gives a pair and its reverse reversed ladders, ties
included (:func:`ladders.solve.constraints.best` breaks every tie in
one orientation of the pair, alphabetical first, for moves that can be
undone). A cost model of one's own may be one-way: then so may its answers.

Sum models are searched by A* (:func:`~ladders.search.best_first.cheapest_path`)
with the bound ``min_step_cost × metric distance``, which never
overestimates, so answers are cheapest; :func:`ladders.solve.constraints.best`
chooses the search. Ranks come from the lexicon (see :mod:`ladders.words.ranks`
to make them from word counts).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise

from .._records import Record
from ..words.lexicon import Lexicon

__all__ = [
    "CostModel",
    "fewest_steps",
    "rarity",
    "alphabetic",
    "weakest_rung",
    "COSTS",
    "word_rarity",
    "letter_numbers",
]


class CostModel(Record):
    """What a move costs: ``step_cost(a, b, lexicon)``, never below ``min_step_cost(lexicon) > 0``.

    ``aggregate`` is ``"sum"`` (a ladder costs the sum of its moves) or
    ``"max"`` (shortest first, then the smallest largest move, then the sum).

    >>> model = CostModel("vowels", lambda a, b, lexicon: 2.0 if b[1] in "aeiou" else 1.0,
    ...                   lambda lexicon: 1.0)
    >>> model.ladder_cost(["cat", "cot", "cog"], Lexicon(["cat", "cot", "cog"]))
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
        costs = [float(self.step_cost(a, b, lexicon)) for a, b in pairwise(words)]
        if self.aggregate == "max":
            return max(costs, default=0.0)
        return sum(costs)

    def key(self, words: Sequence[str], lexicon: Lexicon) -> tuple[float, ...]:
        """How ladders compare under this model, smaller first: (sum,), or (steps, largest, sum) for ``"max"``."""
        costs = [float(self.step_cost(a, b, lexicon)) for a, b in pairwise(words)]
        if self.aggregate == "max":
            return (len(costs), max(costs, default=0.0), sum(costs))
        return (sum(costs),)


def word_rarity(word: str, lexicon: Lexicon) -> float:
    """How rare *word* is: its rank (at least 1); unranked words count as the rarest rank (1 with no ranks).

    >>> lexicon = Lexicon(["cat", "cot", "cog"], ranks={"cat": 10, "cot": 50})
    >>> word_rarity("cat", lexicon), word_rarity("cog", lexicon)
    (10.0, 50.0)
    """
    rank = lexicon.rank(word)
    if rank is None:
        return lexicon.cache.get("highest_rank", lambda: float(max(lexicon.ranks.values(), default=1)) or 1.0)
    return float(max(rank, 1))


def _least_rank(lexicon: Lexicon) -> float:
    """The smallest word cost under :func:`word_rarity`: the lexicon's lowest rank (known without loading it all)."""
    return float(max(1, lexicon.lowest_rank or 1))


LATIN = "abcdefghijklmnopqrstuvwxyz"


def letter_numbers(alphabet: str) -> dict[str, int]:
    """Each letter's number for :data:`alphabetic`: a = 1 … z = 26, then the other letters of *alphabet* in order.

    >>> numbers = letter_numbers("acgéz")
    >>> numbers["a"], numbers["c"], numbers["g"], numbers["z"], numbers["é"]
    (1, 3, 7, 26, 27)
    """
    numbers = {letter: n for n, letter in enumerate(LATIN, 1)}
    for letter in alphabet:
        if letter not in numbers:
            numbers[letter] = len(numbers) + 1
    return numbers


def _letter_cost(a: str, b: str, lexicon: Lexicon) -> float:
    place = lexicon.cache.get("alphabet_places", lambda: letter_numbers(lexicon.alphabet))
    total = 0
    if len(a) == len(b):
        for x, y in zip(a, b, strict=True):
            if x != y:
                total += abs(place.get(x, 0) - place.get(y, 0))
        return float(total)
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    if len(long_) == len(short) + 1:
        for i in range(len(long_)):
            if long_[:i] + long_[i + 1:] == short:
                return float(place.get(long_[i], 0) or 1)
    # Not one of the built-in moves: price position by position, extra letters as insertions.
    total = sum(abs(place.get(x, 0) - place.get(y, 0)) for x, y in zip(short, long_, strict=False))
    total += sum(place.get(c, 0) for c in long_[len(short):])
    return float(max(total, 1))


fewest_steps = CostModel("steps", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0)
rarity = CostModel("rarity", lambda a, b, lexicon: word_rarity(b, lexicon), lambda lexicon: _least_rank(lexicon))
alphabetic = CostModel("alphabet", _letter_cost, lambda lexicon: 1.0)
weakest_rung = CostModel("weakest_rung", lambda a, b, lexicon: word_rarity(b, lexicon),
                         lambda lexicon: _least_rank(lexicon), aggregate="max")

COSTS: Mapping[str, CostModel] = {model.name: model for model in (fewest_steps, rarity, alphabetic, weakest_rung)}
"""The built-in cost models by name, for command lines."""
