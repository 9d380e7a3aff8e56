"""The commoner ladder: a step or two longer than the first, when that keeps every word in a commoner band.

The first ladder a person sees is a shortest one, its rarest word as common as
any shortest ladder's. A ladder a step or two longer may do without that word:
``beer → bee → wee → were → wire → wine`` needs "bee", while ``beer → bear →
bar → ban → an → in → win → wine`` takes only words of the commonest band.

Words are grouped in bands of :data:`RANK_BAND` ranks (on the embedded
dictionary a band is a SCOWL level's defined words, or its undefined ones; on
a list ranked by counts, the 500 commonest words, the next 500, …), so that a
ladder is never made longer for a word only slightly commoner.
:func:`commoner_ladder` finds, among the ladders at most
:data:`COMMON_EXTRA_STEPS` longer than the first, those whose rarest word is
in the commonest band; then the shortest of them; then, as for the first
ladder, the least rarest word and the lowest total rarity (one fixed choice,
the same for a pair and its reverse). It is shown only when its band is
commoner than the first ladder's.

How: whether some ladder within the step cap keeps to bands up to *b* is a
breadth-first search over the numbered graph with the rarer words left out,
and the answer is monotone in *b*; so the least such *b* is found by
bisection (about 8 searches on the embedded dictionary, the early ones over a
handful of common words), each ladder found lowering the upper end to its own
rarest band. The layered graph of every shortest ladder within that band then
gives the fixed choice. No word is priced twice, and the rows walked are the
first answer's, already read.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

from ..errors import SearchLimitError
from ..search.breadth import bidirectional
from ..search.dag import PathDag
from ..search.problem import Budget, SearchProblem
from .costs import word_rarity
from .ladder import Ladder
from .query import Query, searched_backwards

__all__ = ["commoner_ladder", "COMMON_EXTRA_STEPS", "COMMON_MAX_EXPANSIONS", "RANK_BAND"]

COMMON_EXTRA_STEPS = 2
"""The commoner ladder is at most this many steps longer than the first."""

COMMON_MAX_EXPANSIONS = 50_000
"""The commoner ladder's searches together expand at most this many words (an extra line is never worth a wait):
the most among 400 random common pairs of 3 to 8 letters was 20,754."""

RANK_BAND = 500
"""Ranks in bands of this many: the commoner ladder compares its rarest word's band with the first ladder's."""


def commoner_ladder(first: Ladder, query: Query) -> Ladder | None:
    """The shortest ladder whose rarest word is in the commonest band reachable within ``first.steps +
    COMMON_EXTRA_STEPS`` steps (and the query's cap), when that band is commoner than *first*'s; else None.
    Also None when the lexicon has no ranks, and when the searches pass :data:`COMMON_MAX_EXPANSIONS` (or the
    query's timeout).

    >>> from ladders import Lexicon, substitution
    >>> ranks = {"cold": 1, "cord": 900, "card": 900, "ward": 900, "warm": 1,
    ...          "bold": 2, "bald": 2, "bale": 2, "wale": 2, "ware": 2}
    >>> query = Query.make("cold", "warm", substitution, None, Lexicon(list(ranks), ranks=ranks), None, None)
    >>> first = Ladder(("cold", "cord", "card", "ward", "warm"), "substitution")
    >>> print(commoner_ladder(first, query))
    cold → bold → bald → bale → wale → ware → warm
    """
    lexicon = query.lexicon
    if first.steps < 2 or lexicon.lowest_rank is None:
        return None
    flip = searched_backwards(query.metric, query.start, query.end)
    start, end = (query.end, query.start) if flip else (query.start, query.end)
    graph, source, goal, step = query._numbered(start, end)
    prices: dict[int, float] = {source: 0.0, goal: 0.0}  # the ends are given, not chosen: they never count
    banded: dict[int, tuple[tuple[int, ...], list[int]]] = lexicon.cache.for_metric(query.metric, "bands", dict)
    one_way = not query.metric.symmetric

    def price(at: int) -> float:
        found = prices.get(at)
        if found is None:
            found = prices[at] = word_rarity(graph.word(at), lexicon)
        return found

    def band(at: int) -> int:
        return 0 if at == source or at == goal else int(word_rarity(graph.word(at), lexicon)) // RANK_BAND

    def row(at: int) -> tuple[tuple[int, ...], list[int]]:
        """*at*'s neighbours, commonest band first (each band in the row's order), and their bands: kept with
        the lexicon for every query, so that a row within a band is a slice."""
        found = banded.get(at)
        if found is None:
            ranked = sorted((int(word_rarity(graph.word(n), lexicon)) // RANK_BAND, k, n)
                            for k, n in enumerate(graph.step(at)))  # every neighbour: avoided words go below
            found = banded[at] = (tuple(n for _, _, n in ranked), [b for b, _, _ in ranked])
        return found

    near_ends = None if one_way else frozenset(step(source)) | frozenset(step(goal))  # rows that hold an end
    avoided = frozenset(at for word in query.avoid if (at := graph.number(word)) is not None)

    def within(ceiling: int) -> Callable[[int], Sequence[int]]:
        def keep(at: int) -> Sequence[int]:
            neighbours, bands = row(at)
            kept = neighbours[:bisect_right(bands, ceiling)]
            if near_ends is None or at in near_ends:  # an end is never left out, however rare
                kept += tuple(end for end in (source, goal) if end in neighbours and end not in kept)
            return tuple(n for n in kept if n not in avoided) if avoided else kept
        return keep

    def ladder_within(ceiling: int) -> tuple[int, ...] | None:
        return bidirectional(SearchProblem(source, goal, within(ceiling), max_depth=cap, symmetric=not one_way,
                                           budget=budget))

    rarest = max(int(word_rarity(word, lexicon)) // RANK_BAND for word in first.words[1:-1])
    cap = first.steps + COMMON_EXTRA_STEPS
    cap = cap if query.max_depth is None else min(cap, query.max_depth)
    budget = Budget(max_expansions=COMMON_MAX_EXPANSIONS, timeout=query.timeout)
    try:
        found = ladder_within(rarest - 1)
        if found is None:
            return None
        low, high = int(lexicon.lowest_rank) // RANK_BAND, max(map(band, found))  # the least band is in [low, high]
        while low < high:
            middle = (low + high) // 2
            found = ladder_within(middle)
            if found is None:
                low = middle + 1
            else:
                high = max(map(band, found))
        dag = PathDag.build(SearchProblem(source, goal, within(high), max_depth=cap, symmetric=not one_way,
                                          budget=budget))
    except SearchLimitError:
        return None
    assert dag is not None, "a ladder within the threshold was found, so the layered graph holds one"
    path = tuple(map(graph.word, dag.weakest(lambda a, b: price(b))))
    return Ladder(path[::-1] if flip else path, query.metric.name)
