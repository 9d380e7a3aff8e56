"""The commoner ladder: a step or two longer than the first, when that keeps every word in a commoner band.

The first ladder a person sees is a shortest one, its rarest word as common as
any shortest ladder's. A ladder a step or two longer may do without that word:
``beer → bee → wee → were → wire → wine`` needs "bee", while ``beer → bear →
bar → ban → an → in → win → wine`` takes only words of the commonest band.

Words are grouped in bands of :data:`RANK_BAND` ranks (on the embedded
dictionary a band is a SCOWL level's defined words, or its undefined ones; on
a list ranked by counts, the 500 commonest words, the next 500, …), so that a
ladder is never made longer for a word only slightly commoner. On a word
list whose puzzle vocabulary we know (the embedded dictionary, a language's
list), a word outside it (:func:`reader_tier`: rare, unfamiliar, or unfit to
show) counts as the rarest band, however common, so the commoner ladder keeps
to words a reader knows: it is never shown for a common word a reader should
not be shown (*hell*, *lust*), nor for a rare one. A list of one's own
without a language is banded by its own ranks alone.
:func:`commoner_ladder` finds, among the ladders at most
:data:`COMMON_EXTRA_STEPS` longer than the first, those whose rarest word is
in the commonest band; then the shortest of them; then, as for the first
ladder, the least rarest word and the lowest total rarity (one fixed choice,
the same for a pair and its reverse). It is shown only when its band is
commoner than the first ladder's.

How: whether some ladder within the step cap keeps to bands up to *b* is a
breadth-first search over the numbered graph with the rarer words left out,
and the answer is monotone in *b*. A search that fails met no word of the
bands between its ceiling and the least band it left out, so no ceiling below
that one searches differently. So the commonest bands are tried first, from
the lowest up, each failure skipping to the least band it left out: the first
ceiling that has a ladder is the least band, and its search, grown as the
layered graph of every shortest ladder within it, gives the fixed choice at
once. Searches within the commonest bands are small, and on the embedded
dictionary (whose bands are a SCOWL level's) most pairs end within
:data:`CLIMB_TRIES` of them; past those, the least band is found by bisection
(each ladder found lowering the upper end to its own rarest band, each search
that fails raising the lower end as above) and its layered graph grown again.
Each row is sorted by band once per process and kept with the lexicon, so a
search within a band reads a slice of it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

from ..errors import BrokenInvariantError, SearchLimitError
from ..search.breadth import bidirectional
from ..search.dag import PathDag
from ..search.problem import Budget, SearchProblem
from ..words.embedded import NOT_SHOWN, UNRANKED, reader_first_penalty
from ..words.lexicon import Lexicon
from .costs import word_rarity
from .ladder import Ladder
from .query import Query, searched_backwards

__all__ = ["commoner_ladder", "word_band", "reader_tier", "OUTSIDE_BAND", "COMMON_EXTRA_STEPS", "COMMON_MAX_EXPANSIONS",
           "RANK_BAND"]

COMMON_EXTRA_STEPS = 2
"""The commoner ladder is at most this many steps longer than the first."""

COMMON_MAX_EXPANSIONS = 50_000
"""The commoner ladder's searches together expand at most this many words (an extra line is never worth a wait):
the most among 400 random common pairs of 3 to 8 letters was 20,754."""

RANK_BAND = 500
"""Ranks in bands of this many: the commoner ladder compares its rarest word's band with the first ladder's."""

OUTSIDE_BAND = UNRANKED // RANK_BAND + 1
"""The band of a word outside the puzzle vocabulary, on a list whose vocabulary is known: past every rank's band
(an unranked word's too), so that no ceiling below it reads one."""

CLIMB_TRIES = 4
"""The commoner ladder tries up to this many of the commonest bands one by one, from the lowest up, before it
bisects: on the embedded dictionary at least the two commonest SCOWL levels' bands, defined words and not."""


def word_band(word: str, lexicon: Lexicon) -> int:
    """*word*'s band of :data:`RANK_BAND` ranks; :data:`OUTSIDE_BAND`, past every other, for a word outside the
    puzzle vocabulary (:func:`reader_tier`), however common.

    >>> from ladders import default_lexicon
    >>> words = default_lexicon()
    >>> word_band("cat", words), word_band("bin", words)
    (20, 40)
    >>> word_band("hell", words) == word_band("wold", words) == OUTSIDE_BAND  # no vocabulary word
    True
    """
    tier = reader_first_penalty(word, lexicon)  # the shipped bits; None off the embedded dictionary
    if tier is None and lexicon.language is not None:
        tier = reader_tier(word, lexicon)
    if tier:
        return OUTSIDE_BAND
    return int(word_rarity(word, lexicon)) // RANK_BAND


def reader_tier(word: str, lexicon: Lexicon) -> int:
    """Where the first answer places *word* (:func:`~ladders.words.society.reader_first_price`): 0 a word of the
    puzzle vocabulary, 1 another word fit to show (rare or unfamiliar), 2 one unfit to show. On the embedded
    dictionary it reads the shipped bits, loading none of the rules.

    >>> from ladders import default_lexicon
    >>> [reader_tier(word, default_lexicon()) for word in ("cold", "wold", "bitch")]
    [0, 1, 2]
    """
    found = reader_first_penalty(word, lexicon)
    if found is not None:
        return found
    from ..words.society import reader_first_price  # another word list: judged by the rules themselves
    steps = int(reader_first_price(word, lexicon) // NOT_SHOWN)  # 0; 1 or 2 (undefined too); 3 unfit
    return 0 if steps == 0 else 2 if steps == 3 else 1


def commoner_ladder(first: Ladder, query: Query) -> Ladder | None:
    """The shortest ladder whose rarest word is in the commonest band reachable within ``first.steps +
    COMMON_EXTRA_STEPS`` steps (and the query's cap), when that band is commoner than *first*'s; else None.
    Also None when the lexicon has no ranks, and when the searches pass :data:`COMMON_MAX_EXPANSIONS` (or the
    query's timeout).

    >>> from ladders import Lexicon, query, substitution
    >>> ranks = {"cold": 1, "cord": 900, "card": 900, "ward": 900, "warm": 1,
    ...          "bold": 2, "bald": 2, "bale": 2, "wale": 2, "ware": 2}
    >>> pair = query("cold", "warm", metric=substitution, max_depth=None, lexicon=Lexicon(list(ranks), ranks=ranks))
    >>> first = Ladder(("cold", "cord", "card", "ward", "warm"), "substitution")
    >>> print(commoner_ladder(first, pair))
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
        least = _least_band(search, low, rarest)
        if least is None:
            return None
        path = search.fixed_choice(*least)
    except SearchLimitError:
        return None
    return query.ladder(path[::-1] if search.flip else path)


def _least_band(search: _BandSearch, low: int, rarest: int) -> tuple[int, PathDag[int] | None] | None:
    """The least band from *low* up, and below *rarest*, that some ladder within the cap keeps to, with the layered
    graph of the shortest such ladders when it was grown on the way (None: grow it); None when no band below
    *rarest* has a ladder.

    No band below *low* has one (a ladder has a word between its ends, in some band from the lowest up).
    """
    for _ in range(CLIMB_TRIES):  # the commonest bands first, each a small search: the first with a ladder is least
        if low >= rarest:
            return None
        dag = search.ladders_within(low)
        if dag is not None:
            return low, dag
        low = max(low + 1, search.next_band)
    if low >= rarest:
        return None
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
    return high, None


_Rejoin = Callable[[int, tuple[int, ...], tuple[int, ...]], tuple[int, ...]]
"""Given a word's number, its whole row and the part of the row a search keeps: that part with the ends rejoined."""


class _Banded:
    """What every commoner search over one lexicon and metric shares (kept in the lexicon's cache), by number, filled
    in as searches ask: each word's band and rarity, and each row sorted by band."""

    __slots__ = ("bands", "rarities", "rows")

    def __init__(self) -> None:
        self.bands: dict[int, int] = {}
        self.rarities: dict[int, float] = {}
        self.rows: dict[int, tuple[tuple[int, ...], list[int]]] = {}


class _BandSearch:
    """The searches of one commoner ladder: over the query's numbered graph, from the end the first answer searched
    from, each row read as its neighbours in bands up to a ceiling (ends always, avoided words never)."""

    def __init__(self, query: Query, cap: int) -> None:
        self.flip = searched_backwards(query.metric, query.start, query.end)
        start, end = (query.end, query.start) if self.flip else (query.start, query.end)
        graph, self.source, self.goal, step = query._numbered(start, end)
        self.graph, self.lexicon, self.cap = graph, query.lexicon, cap
        self.one_way = not query.metric.symmetric
        self.budget = Budget(max_expansions=COMMON_MAX_EXPANSIONS, timeout=query.limits.timeout)
        self.shared: _Banded = query.lexicon.cache.for_metric(query.metric, "bands", _Banded)
        self.step = step  # each number's neighbours, avoided words left out
        self.avoided = frozenset(at for word in query.avoid if (at := graph.number(word)) is not None)
        self.next_band = 0
        """The least band the last search left out: no ceiling below it searches differently."""

    def word_band(self, at: int) -> int:
        """The band of the word numbered *at* (:func:`word_band`), remembered."""
        bands = self.shared.bands
        found = bands.get(at)
        if found is None:
            found = bands[at] = word_band(self.graph.word(at), self.lexicon)
        return found

    def band(self, at: int) -> int:
        """*at*'s band on a ladder: the ends are given, not chosen, so they never count."""
        return 0 if at == self.source or at == self.goal else self.word_band(at)

    def rarest_band(self, path: Sequence[int]) -> int:
        return max(map(self.band, path))

    def row(self, at: int) -> tuple[tuple[int, ...], list[int]]:
        """*at*'s neighbours, commonest band first (each band in the row's order), and their bands."""
        rows = self.shared.rows
        found = rows.get(at)
        if found is None:
            ranked = sorted((self.word_band(n), k, n)
                            for k, n in enumerate(self.graph.step(at)))  # every neighbour: avoided words go below
            found = rows[at] = (tuple(n for _, _, n in ranked), [b for b, _, _ in ranked])
        return found

    def within(self, ceiling: int) -> Callable[[int], Sequence[int]]:
        """Each word's neighbours in bands up to *ceiling*, noting the least band left out."""
        self.next_band = ceiling + RANK_BAND * 1000  # past every band
        avoided, row, rows = self.avoided, self.row, self.shared.rows.get  # rows read straight: most of a search
        near, rejoin = (None, self._rejoin_ends) if self.one_way else self._ends_rejoined_above(ceiling)

        def keep(at: int) -> Sequence[int]:
            neighbours, bands = rows(at) or row(at)
            cut = bisect_right(bands, ceiling)
            kept = neighbours[:cut]
            if near is None or at in near:
                kept = rejoin(at, neighbours, kept)
            if cut < len(bands) and bands[cut] < self.next_band:
                self.next_band = bands[cut]
            return tuple(n for n in kept if n not in avoided) if avoided else kept
        return keep

    def _rejoin_ends(self, at: int, neighbours: tuple[int, ...], kept: tuple[int, ...]) -> tuple[int, ...]:
        """*kept* and then each end among *neighbours* that it left out: an end is never left out, however rare."""
        return kept + tuple(end for end in (self.source, self.goal) if end in neighbours and end not in kept)

    def _ends_rejoined_above(self, ceiling: int) -> tuple[frozenset[int], _Rejoin]:
        """For moves that can be undone: the rows an end must rejoin, and :meth:`_rejoin_ends` for them, asking only
        sets. An end is in the rows of its own neighbours, and left out of them only when its band is above
        *ceiling*."""
        source, goal, step = self.source, self.goal, self.step
        after_source = frozenset(step(source)) if self.word_band(source) > ceiling else frozenset()
        after_goal = frozenset(step(goal)) if self.word_band(goal) > ceiling else frozenset()

        def rejoin(at: int, neighbours: tuple[int, ...], kept: tuple[int, ...]) -> tuple[int, ...]:
            if at in after_source:
                kept += (source,)
            if at in after_goal:
                kept += (goal,)
            return kept
        return after_source | after_goal, rejoin

    def problem(self, ceiling: int) -> SearchProblem[int]:
        return SearchProblem(self.source, self.goal, self.within(ceiling), max_depth=self.cap,
                             symmetric=not self.one_way, budget=self.budget)

    def ladder_within(self, ceiling: int) -> tuple[int, ...] | None:
        """A shortest ladder within the cap and bands up to *ceiling*, or None."""
        return bidirectional(self.problem(ceiling))

    def ladders_within(self, ceiling: int) -> PathDag[int] | None:
        """The layered graph of every shortest ladder within the cap and bands up to *ceiling*, or None."""
        return PathDag.build(self.problem(ceiling))

    def fixed_choice(self, ceiling: int, dag: PathDag[int] | None = None) -> tuple[str, ...]:
        """Among the shortest ladders within bands up to *ceiling* (*dag*: their layered graph, when grown
        already): the least rarest word, then the lowest total."""
        dag = self.ladders_within(ceiling) if dag is None else dag
        if dag is None:
            raise BrokenInvariantError("a ladder within the ceiling was found, yet the layered graph holds none")
        rarities, source, goal, word, lexicon = (self.shared.rarities, self.source, self.goal, self.graph.word,
                                                 self.lexicon)

        def price(a: int, b: int) -> float:  # each step priced by the word it reaches: the ends cost nothing
            found = rarities.get(b)
            if found is None:
                found = rarities[b] = word_rarity(word(b), lexicon)
            return 0.0 if b == source or b == goal else found

        return tuple(map(word, dag.weakest(price)))
