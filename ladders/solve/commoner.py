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
bisection, each ladder found lowering the upper end to its own rarest band,
and each search that fails raising the lower end to the least band it left
out (no ceiling below that one searches differently): two to three searches
for most pairs on the embedded dictionary, whose bands are a SCOWL level's.
The layered graph of every shortest ladder within that band then gives the
fixed choice. Each row is sorted by band once per process and kept with the
lexicon, so a search within a band reads a slice of it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

from ..errors import SearchLimitError
from ..search.breadth import bidirectional
from ..search.dag import PathDag
from ..search.problem import Budget, SearchProblem
from ..words.lexicon import Lexicon
from .costs import word_rarity
from .ladder import Ladder
from .query import Query, searched_backwards

__all__ = ["commoner_ladder", "word_band", "COMMON_EXTRA_STEPS", "COMMON_MAX_EXPANSIONS", "RANK_BAND"]

COMMON_EXTRA_STEPS = 2
"""The commoner ladder is at most this many steps longer than the first."""

COMMON_MAX_EXPANSIONS = 50_000
"""The commoner ladder's searches together expand at most this many words (an extra line is never worth a wait):
the most among 400 random common pairs of 3 to 8 letters was 20,754."""

RANK_BAND = 500
"""Ranks in bands of this many: the commoner ladder compares its rarest word's band with the first ladder's."""


def word_band(word: str, lexicon: Lexicon) -> int:
    """*word*'s band of :data:`RANK_BAND` ranks (unranked words: the rarest rank's).

    >>> from ladders import default_lexicon
    >>> word_band("cat", default_lexicon()), word_band("bin", default_lexicon())
    (20, 40)
    """
    return int(word_rarity(word, lexicon)) // RANK_BAND


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
    rarest = max(word_band(word, lexicon) for word in first.words[1:-1])
    low = int(lexicon.lowest_rank) // RANK_BAND
    if rarest <= low:  # the first ladder keeps to the commonest band already
        return None
    cap = first.steps + COMMON_EXTRA_STEPS
    search = _BandSearch(query, cap if query.max_depth is None else min(cap, query.max_depth))
    try:
        found = search.ladder_within(rarest - 1)
        if found is None:
            return None
        high = search.rarest_band(found)  # the least band is in [low, high]
        while low < high:
            middle = (low + high) // 2
            found = search.ladder_within(middle)
            if found is None:  # a search that fails met no word of the bands between: the next try is past them
                low = max(middle + 1, search.next_band)
            else:
                high = search.rarest_band(found)
        path = search.fixed_choice(high)
    except SearchLimitError:
        return None
    return Ladder(path[::-1] if search.flip else path, query.metric.name)


class _BandSearch:
    """The searches of one commoner ladder: over the query's numbered graph, from the end the first answer searched
    from, each row read as its neighbours in bands up to a ceiling (ends always, avoided words never)."""

    def __init__(self, query: Query, cap: int) -> None:
        self.flip = searched_backwards(query.metric, query.start, query.end)
        start, end = (query.end, query.start) if self.flip else (query.start, query.end)
        graph, self.source, self.goal, step = query._numbered(start, end)
        self.graph, self.lexicon, self.cap = graph, query.lexicon, cap
        self.one_way = not query.metric.symmetric
        self.budget = Budget(max_expansions=COMMON_MAX_EXPANSIONS, timeout=query.timeout)
        self.banded: dict[int, tuple[tuple[int, ...], list[int]]] = query.lexicon.cache.for_metric(
            query.metric, "bands", dict)  # every query's rows, by number
        self.near_ends = None if self.one_way else frozenset(step(self.source)) | frozenset(step(self.goal))
        self.avoided = frozenset(at for word in query.avoid if (at := graph.number(word)) is not None)
        self.next_band = 0
        """The least band the last search left out: no ceiling below it searches differently."""

    def band(self, at: int) -> int:
        if at == self.source or at == self.goal:  # the ends are given, not chosen: they never count
            return 0
        return word_band(self.graph.word(at), self.lexicon)

    def rarest_band(self, path: Sequence[int]) -> int:
        return max(map(self.band, path))

    def row(self, at: int) -> tuple[tuple[int, ...], list[int]]:
        """*at*'s neighbours, commonest band first (each band in the row's order), and their bands."""
        found = self.banded.get(at)
        if found is None:
            ranked = sorted((word_band(self.graph.word(n), self.lexicon), k, n)
                            for k, n in enumerate(self.graph.step(at)))  # every neighbour: avoided words go below
            found = self.banded[at] = (tuple(n for _, _, n in ranked), [b for b, _, _ in ranked])
        return found

    def within(self, ceiling: int) -> Callable[[int], Sequence[int]]:
        """Each word's neighbours in bands up to *ceiling*, noting the least band left out."""
        self.next_band = ceiling + RANK_BAND * 1000  # past every band
        source, goal, near_ends, avoided, row = self.source, self.goal, self.near_ends, self.avoided, self.row

        def keep(at: int) -> Sequence[int]:
            neighbours, bands = row(at)
            cut = bisect_right(bands, ceiling)
            kept = neighbours[:cut]
            if cut < len(bands) and bands[cut] < self.next_band:
                self.next_band = bands[cut]
            if near_ends is None or at in near_ends:  # an end is never left out, however rare
                kept += tuple(end for end in (source, goal) if end in neighbours and end not in kept)
            return tuple(n for n in kept if n not in avoided) if avoided else kept
        return keep

    def problem(self, ceiling: int) -> SearchProblem[int]:
        return SearchProblem(self.source, self.goal, self.within(ceiling), max_depth=self.cap,
                             symmetric=not self.one_way, budget=self.budget)

    def ladder_within(self, ceiling: int) -> tuple[int, ...] | None:
        """A shortest ladder within the cap and bands up to *ceiling*, or None."""
        return bidirectional(self.problem(ceiling))

    def fixed_choice(self, ceiling: int) -> tuple[str, ...]:
        """Among the shortest ladders within bands up to *ceiling*: the least rarest word, then the lowest total."""
        dag = PathDag.build(self.problem(ceiling))
        assert dag is not None, "a ladder within the ceiling was found, so the layered graph holds one"
        prices: dict[int, float] = {self.source: 0.0, self.goal: 0.0}

        def price(a: int, b: int) -> float:
            found = prices.get(b)
            if found is None:
                found = prices[b] = word_rarity(self.graph.word(b), self.lexicon)
            return found

        return tuple(map(self.graph.word, dag.weakest(price)))
