"""How hard a pair is to solve, in figures a setter can read, and a rating built from them.

For a query, :func:`rate` (for a pair of words, :func:`rate_pair`) reads the layered graph of every shortest ladder
(one search) and gives:

* ``par``: the steps of a shortest ladder;
* ``solutions``: how many shortest ladders there are;
* ``moves`` and ``good_moves``: how many first moves the start allows, and
  how many of them lie on a shortest ladder;
* ``traps``: first moves that put more letters in place (a letter equal to the
  end's at the same position) yet lie on no shortest ladder, the greedy
  player's mistakes;
* ``detour``: par above the fewest moves the metric's distance allows (the
  letters that differ, for a change of one letter at a time): steps a player
  must spend going away from the end;
* ``rarest``: the rarest word the commonest way needs (the rarest word of the
  shortest ladder whose rarest word is commonest), with its Zipf frequency when
  known, and ``needed``: whether every shortest ladder goes through it (the
  sentence names it as needed by every shortest ladder only then).

The ``rating`` (``easy``, ``medium``, ``hard``, ``fiendish``) comes from a
score, a weighted sum of these figures, whose weights were fitted by
``benchmarks/difficulty.py`` to how many steps over par a simulated player
takes (one who moves at random among common words, preferring those the
metric's distance puts nearest the end: it shares none of the features), on
puzzles drawn apart from the ones the fit is judged on; the thresholds are the
score's quartiles over those puzzles. The name is the *rating*, never the
daily game's weekday *level*.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .._records import Record
from ..moves.memo import checked_distance, neighbours_of
from ..moves.metrics import DistanceMetric, levenshtein
from .costs import word_rarity
from ..search.dag import PathDag
from ..search.problem import limits_of
from .find import shortest_graph
from .query import LexiconLike, Query, query

__all__ = ["PairRating", "rate", "rate_pair", "RATINGS", "WEIGHTS", "THRESHOLDS", "letters_in_place"]

RATINGS = ("easy", "medium", "hard", "fiendish")
"""The ratings, from the easiest."""

WEIGHTS = {"intercept": -6.236, "par": 2.437, "log_solutions": 0.097, "good_share": -5.699, "traps": 0.898,
           "detour": 1.993, "rarest_zipf": -0.347}
"""The score's weights, fitted by ``python benchmarks/difficulty.py`` (1,000 puzzles to fit, 1,000 others to judge,
8 plays each): the score's Spearman rank correlation with the simulated player's extra steps was 0.834 on the
judging set; held out one at a time, par (0.767 without it) and the detour (0.804) carry most of it, the good
first moves' share a little (0.819), the rest next to nothing (0.833 to 0.835): they are there to be read."""

THRESHOLDS = (1.28, 4.91, 8.91)
"""The scores that part easy from medium, medium from hard, hard from fiendish: the fitting set's quartiles (the
player's mean extra steps in each quarter of the judging set: 0.30, 1.75, 5.79, 13.23)."""


class PairRating(Record):
    """The figures of a pair (see the module's docstring), its ``score`` and its ``rating``."""

    start: str
    end: str
    metric: str
    par: int
    solutions: int
    moves: int
    good_moves: int
    traps: int
    detour: int
    rarest: str | None
    rarest_zipf: float | None
    needed: bool
    score: float
    rating: str

    def __init__(self, start: str, end: str, metric: str, par: int, solutions: int, moves: int, good_moves: int,
                 traps: int, detour: int, rarest: str | None, rarest_zipf: float | None, needed: bool = False) -> None:
        figures = {"par": par, "log_solutions": math.log2(max(solutions, 1)),
                   "good_share": good_moves / moves if moves else 1.0, "traps": traps, "detour": detour,
                   "rarest_zipf": rarest_zipf or 0.0}
        score = round(WEIGHTS["intercept"] + sum(WEIGHTS[name] * value for name, value in figures.items()), 2)
        self._init_fields(start, end, metric, par, solutions, moves, good_moves, traps, detour, rarest, rarest_zipf,
                          needed, score, RATINGS[sum(score > limit for limit in THRESHOLDS)])

    def as_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._fields()}

    def __str__(self) -> str:
        """The rating and its figures in a setter's words.

        >>> print(rate_pair("cold", "card", lexicon=["cold", "cord", "card"]))  # doctest: +NORMALIZE_WHITESPACE
        rated easy: par 2, 1 shortest ladder, 1 of 1 first moves on it, no traps, no detour;
        it needs cord
        """
        return self.text()

    def rarest_words(self, spell: Callable[[str], str] = str) -> str:
        """What the sentence says of the rarest word: needed by every shortest ladder, or by the commonest way."""
        if self.rarest is None:
            return ""
        if self.solutions == 1:
            return f"it needs {spell(self.rarest)}"
        if self.needed:
            return f"every shortest ladder needs {spell(self.rarest)}"
        return f"the commonest way needs {spell(self.rarest)}"

    def text(self, spell: Callable[[str], str] = str) -> str:
        """:meth:`__str__`, with the rarest word as *spell* writes it (a word list's ``spelling``: *fête*, not
        *fete*, where it folds accents)."""
        one = "it" if self.solutions == 1 else "one"
        traps = f"{self.traps} trap{'s' * (self.traps != 1)}" if self.traps else "no traps"
        detour = f"{self.detour} step{'s' * (self.detour != 1)} of detour" if self.detour else "no detour"
        rarest = "" if self.rarest is None else f"; {self.rarest_words(spell)}"
        ladders = f"{self.solutions:,} shortest ladder{'s' * (self.solutions != 1)}"
        return (f"rated {self.rating}: par {self.par}, {ladders}, {self.good_moves} of {self.moves} first moves on "
                f"{one}, {traps}, {detour}{rarest}")


def letters_in_place(word: str, end: str) -> int:
    """How many letters of *word* equal *end*'s at the same position (as the game marks them).

    >>> letters_in_place("cord", "warm"), letters_in_place("worm", "warm"), letters_in_place("wa", "warm")
    (1, 3, 2)
    """
    return sum(a == b for a, b in zip(word, end, strict=False))


def rate_pair(start: str, end: str, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
              max_expansions: int | None = None, timeout: float | None = None) -> PairRating:
    """The figures, score and rating of *start* → *end* (see the module's docstring).

    >>> words = ["cold", "cord", "card", "ward", "warm", "corm", "worm", "word", "wold"]
    >>> rating = rate_pair("cold", "warm", lexicon=words)
    >>> rating.par, rating.solutions, rating.moves, rating.good_moves, rating.traps, rating.detour
    (4, 6, 2, 2, 0, 0)

    Raises :class:`~ladders.errors.NoLadderError` when no ladder joins them, and
    what :func:`~ladders.solve.api.make_ladder` raises for bad arguments.
    """
    return rate(query(start, end, metric=metric, max_depth=None, lexicon=lexicon,
                      limits=limits_of(max_expansions, timeout)))


def rate(query: Query) -> PairRating:
    """The figures, score and rating of *query*'s pair (see the module's docstring), within its cap.

    >>> from ladders import query
    >>> rate(query("cold", "card", lexicon=["cold", "cord", "card"])).rating
    'easy'

    Raises :class:`~ladders.errors.NoLadderError` saying why when no ladder joins
    them (within ``max_depth``, avoiding ``avoid``), and
    :class:`~ladders.errors.SearchLimitError` when the query's limits stop the search.
    """
    dag = shortest_graph(query)
    words = query.lexicon
    on_a_shortest = set(dag.ahead) | set(dag.behind)
    first_moves = neighbours_of(query.metric, words)(query.start)
    good = [word for word in first_moves if word in on_a_shortest]
    here = letters_in_place(query.start, query.end)
    traps = [word for word in first_moves if word not in on_a_shortest and letters_in_place(word, query.end) > here]
    bound = checked_distance(query.metric)(query.start, query.end)
    rarest: str | None = None
    if dag.steps >= 2:
        goal = dag.end
        path = dag.weakest(lambda a, b: 0.0 if b == goal else word_rarity(b, words))
        rarest = max(path[1:-1], key=lambda word: word_rarity(word, words))
    zipf = None if rarest is None else words.frequency(rarest)
    return PairRating(query.start, query.end, query.metric.name, dag.steps, dag.count(), len(first_moves), len(good),
                      len(traps), dag.steps - int(bound) if math.isfinite(bound) else 0, rarest, zipf,
                      rarest is not None and _on_every_path(dag, rarest))


def _on_every_path(dag: PathDag[str], word: str) -> bool:
    """Whether every path of *dag* goes through *word*."""
    try:
        dag.pick(edge_ok=lambda a, b: word not in (a, b))
    except ValueError:
        return True
    return False
