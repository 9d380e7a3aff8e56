"""The commoner ladder, side by side with the A* search over word ranks it replaced, in one run.

For 300 fixed-seed random pairs of common words (3 to 6 letters, levenshtein, the embedded dictionary),
after the first ladder each pair is given to:

* ``bands``: :func:`ladders.solve.commoner.commoner_ladder`, the product's commoner ladder;
* ``A*``: the search it replaced, ``best_ladder(cost=rarity)`` within two extra steps and 500 expansions.

Prints each one's mean and worst time per pair (best of two rounds, interleaved), the ratio, how many pairs
each gives a line for, and how often the A* search's line keeps to a commoner band than the first ladder
while the bands' line does not (it should be never)::

    python benchmarks/commoner.py [SEED]
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from ladders import Ladder, default_lexicon, levenshtein, rarity
from ladders.errors import NoLadderError, SearchLimitError
from ladders.solve.answer import answer_query
from ladders.solve.commoner import RANK_BAND, commoner_ladder
from ladders.solve.constraints import best_ladder
from ladders.solve.costs import word_rarity
from ladders.solve.query import Query
from ladders.words.common import is_common

WORDS = default_lexicon()


def a_star(first: Ladder, query: Query) -> Ladder | None:
    """The commoner ladder as it was: the A* search over word ranks, two extra steps, 500 expansions."""
    bounded = query.replace(max_depth=first.steps + 2, max_expansions=500)
    try:
        found = best_ladder(bounded, cost=rarity)
    except (SearchLimitError, NoLadderError):
        return None
    return None if found.words == first.words else found


def rarest_band(ladder: Ladder) -> int:
    return max(int(word_rarity(word, WORDS)) // RANK_BAND for word in ladder.words[1:-1])


def timed(way: Callable[[Ladder, Query], Ladder | None], cases: list[tuple[Query, Ladder]]) -> tuple[
        list[float], list[Ladder | None]]:
    times, lines = [], []
    for query, first in cases:
        began = time.perf_counter()
        lines.append(way(first, query))
        times.append(time.perf_counter() - began)
    return times, lines


def main(seed: int = 1) -> None:
    common = [word for n in (3, 4, 5, 6) for word in WORDS.words_of_length(n) if is_common(word, WORDS)]
    rng = random.Random(seed)
    cases = []
    for _ in range(300):
        start, end = rng.sample(common, 2)
        query = Query.make(start, end, levenshtein, None, WORDS, None, None)
        first = answer_query(query).ladder
        if first is not None and first.steps >= 2:
            cases.append((query, first))
    best: dict[str, list[float]] = {}
    lines: dict[str, list[Ladder | None]] = {}
    for _ in range(2):  # interleaved rounds; each pair's best time of the two
        for name, way in (("A*", a_star), ("bands", commoner_ladder)):
            times, lines[name] = timed(way, cases)
            best[name] = [min(pair) for pair in zip(best[name], times, strict=True)] if name in best else times
    print(f"{len(cases)} pairs with a ladder of 2 steps or more (seed {seed})")
    for name in ("bands", "A*"):
        times = best[name]
        print(f"{name:>6}: mean {sum(times) / len(times) * 1000:6.2f} ms, worst {max(times) * 1000:6.1f} ms, "
              f"a line for {sum(line is not None for line in lines[name])}")
    print(f"A* / bands, mean time: {sum(best['A*']) / sum(best['bands']):.1f}")
    missed = sum(1 for (_, first), old, new in zip(cases, lines["A*"], lines["bands"], strict=True)
                 if old is not None and rarest_band(old) < rarest_band(first)
                 and (new is None or rarest_band(new) > rarest_band(old)))
    print(f"pairs where the A* line keeps to a commoner band and the bands' line does not: {missed}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
