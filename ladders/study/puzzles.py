"""Puzzles: pairs of words whose shortest ladder has exactly N steps, drawn reproducibly.

Each :class:`Puzzle` says how many shortest ladders solve it and how hard it
is. The difficulty is in bits: how much luck a blind player needs, that is
``log2(walks / solutions)`` where *walks* counts every sequence of N moves
from the start and *solutions* the shortest ladders to the end (fewer ways
in, more ways to wander: harder).

A draw walks the word list's numbered graph (:func:`~ladders.moves.memo.numbered_graph`,
the rows every search reads) from a start word, N moves in every way at once:
the words first met after N moves are the ends N steps away, and the number
of ways is the walks. Nothing whole-list is built, so no extra is needed and
``ladders puzzle`` answers in tens of milliseconds. The words a puzzle may
start and end on come, for the embedded dictionary, from the shipped bitmap
of :mod:`ladders.words.ends`; for a list of one's own they are judged once
per lexicon (:func:`puzzle_pool`).

A word list of another language (``lexicon.language``, from
:func:`~ladders.words.languages.lexicon_for`) is judged by its language's
rules (:func:`~ladders.words.society.is_shown_word`): its common words that
are offensive neither on that language's list nor on the English one. The
English-only rules (names, inflected ends, bodily words) do not apply there,
and the rating (:func:`~ladders.solve.rating.rate_pair`) reads the same
figures of any word list, with weights fitted on English puzzles.

Longer than most: a draw is one walk of the numbered graph, by one of two walkers (plain Python, or numpy's
arrays when the graph extra is there) that must count the same walks, and the pool of ends it draws from is
judged here, once per lexicon; split, the walkers would part from the only function that chooses between them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple

from .._records import Record
from ..arguments import check_count
from ..errors import BrokenInvariantError
from ..graph.bfs import bfs_distances
from ..graph.build import Progress, quiet
from ..graph.groups import components
from ..moves.memo import numbered_graph
from ..moves.metrics import METRICS, DistanceMetric, levenshtein
from ..search import PathDag, SearchProblem
from ..search.breadth import layers
from ..search.problem import check_allowance
from ..solve.rating import RATINGS, rate_pair
from ..words.embedded import LexiconLike, embedded_ends, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.society import is_shown_word, shown_first_price

__all__ = ["Puzzle", "puzzles", "puzzle_pool"]


class Puzzle(Record):
    """Two words ``steps`` moves apart, joined by ``solutions`` shortest ladders; ``difficulty`` in bits (the luck
    a blind player needs) and ``rating``, how hard a setter should call it
    (:func:`~ladders.solve.rating.rate_pair`: ``easy``, ``medium``, ``hard`` or ``fiendish``)."""

    start: str
    end: str
    steps: int
    solutions: int
    difficulty: float
    rating: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "steps": self.steps,
                "solutions": self.solutions, "difficulty": self.difficulty, "rating": self.rating}


def puzzles(lexicon: LexiconLike, steps: int, metric: DistanceMetric = levenshtein, *, count: int = 1,
            common: bool = False, max_rank: int | None = None, seed: int | str | None = None,
            max_tries: int | None = None, rating: str | None = None, length: int | None = None,
            progress: Progress = quiet) -> Iterator[Puzzle]:
    """Yield up to *count* puzzles of exactly *steps* steps, different pairs each (lazy).

    Both ends are words a puzzle may show as ends
    (:func:`~ladders.words.society.is_shown_word`: neither offensive, bodily,
    a name nor an inflected form; in another language, not offensive there
    nor in English). With ``common=True`` they are common too
    (:func:`~ladders.words.common.is_common`: used at least once per million
    words), and so is every word of the commonest solution of shown words (the
    shortest ladder of shown words whose rarest word is commonest), which must
    exist; ends ranked at most *max_rank* when it is given, else any word. The same *seed* gives the same
    puzzles, with or without the ``graph`` extra. With *rating* (``easy``, ``medium``, ``hard``,
    ``fiendish``: :func:`~ladders.solve.rating.rate_pair`), only puzzles so rated; with *length*, only ends of
    that many letters. The stream ends early when *max_tries* start words (default ``500 + 50 * count``, four
    times that with a rating) gave no more.

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> [(p.start, p.end, p.solutions) for p in puzzles(words, 4, substitution, seed=1)]
    [('cold', 'warm', 1)]

    Raises ``ValueError`` at once for a bad *steps* or *count*, and when no
    word is common or ranked within *max_rank*.
    """
    lexicon = resolve_lexicon(lexicon)
    for name, value in (("steps", steps), ("count", count)):
        check_count(name, value, minimum=1, optional=False)
    check_count("length", length, minimum=1)
    if rating is not None and rating not in RATINGS:
        raise ValueError(f"rating must be one of {', '.join(RATINGS)}, not {rating!r}")
    walker = _walker(lexicon, metric, steps, common, max_rank, progress)
    if length is not None:
        walker = walker._replace(pool=tuple(at for at in walker.pool if len(walker.word(at)) == length))
    if not walker.pool:
        if common:
            raise ValueError(f"no word of {lexicon!r} is common"
                             f"{'' if max_rank is None else f' and ranked {max_rank} or less'}"
                             " (common words are used at least once per million: a list needs frequencies)")
        raise ValueError(f"no word of {lexicon!r} has a rank of {max_rank} or less (ranks tell common words)")
    tries = (500 + 50 * count) * (4 if rating else 1) if max_tries is None else max_tries
    return _draw(lexicon, common, walker, metric, steps, count, random.Random(seed), tries, rating, progress)


ENDS_TRIED = 8
"""With ``common``, how many ends are tried per start word for one whose commonest solution is all common."""


def puzzle_pool(lexicon: Lexicon, common: bool, max_rank: int | None = None) -> tuple[str, ...]:
    """The words a puzzle may start or end on, built once per lexicon and kind of puzzle (the lexicon keeps them):
    for the embedded dictionary in its neighbour table's order (the shipped bitmap's), else by length.

    >>> from ladders import make_lexicon
    >>> puzzle_pool(make_lexicon(["cold", "cord", "cards", "warm"]), common=False)
    ('cold', 'cord', 'warm')
    """
    def build() -> tuple[str, ...]:
        if max_rank is None:
            found = embedded_ends(lexicon, common)
            if found is not None:  # the embedded dictionary: the shipped bitmap's words
                return tuple(map(numbered_graph(levenshtein, lexicon).word, found))  # in the table's order
        return tuple(w for n in lexicon.lengths for w in lexicon.words_of_length(n)
                     if (max_rank is None or ((rank := lexicon.rank(w)) is not None and rank <= max_rank))
                     and is_shown_word(w, lexicon, end=True, common=common))
    return lexicon.cache.get("puzzle_pool", build, (common, max_rank))


SHORT_WALK = 10
"""Puzzles of at most this many steps walk the rows every search reads, in Python; longer ones, when the
``graph`` extra is installed, the whole word graph's arrays (a walk of more steps meets most of its group,
which numpy searches faster once the graph is built). Measured by ``benchmarks/puzzles.py`` in fresh processes:
the rows 0.17 s against the arrays' 1.26 s at 5 steps, 0.43 against 1.81 at 9, 2.01 against 2.23 at 10, 3.49
against 2.96 at 12; and warm, in one process, 10 ms against 14 at 5 steps (medians of 40)."""


class _Walker(NamedTuple):
    """A graph to draw puzzles on: its ``pool`` of start and end nodes, each node's neighbours (``step``) and word,
    and ``away(start, steps)``: the nodes exactly *steps* moves from *start*, with a function counting the walks
    of *steps* moves from it (asked only for a puzzle kept)."""

    pool: tuple[int, ...]
    step: Callable[[int], Sequence[int]]
    word: Callable[[int], str]
    away: Callable[[int, int], tuple[list[int], Callable[[], float]]]


def _walker(lexicon: Lexicon, metric: DistanceMetric, steps: int, common: bool, max_rank: int | None,
            progress: Progress) -> _Walker:
    """The rows' walker for short puzzles (no extra, nothing whole-list built), else the arrays' when they pay."""
    if steps > SHORT_WALK and _have_arrays():
        return _arrays_walker(lexicon, metric, common, max_rank, progress)
    graph = numbered_graph(metric, lexicon)
    kinds: dict[tuple[bool, int | None], tuple[int, ...]] = lexicon.cache.for_metric(metric, "puzzle_rows", dict)
    pool = kinds.get((common, max_rank))
    if pool is None:
        found = embedded_ends(lexicon, common) if max_rank is None and METRICS.get(metric.name) is metric else None
        if found is None:  # a list of one's own, a metric of one's own, or ranks asked for: judged word by word
            words = puzzle_pool(lexicon, common, max_rank)
            found = tuple(at for word in words if (at := graph.number(word)) is not None)
        pool = kinds[(common, max_rank)] = found
    return _Walker(pool, graph.step, graph.word, lambda start, n: _rows_away(graph.step, start, n))


def _have_arrays() -> bool:
    from importlib.util import find_spec  # start-up time: only a long puzzle asks
    return find_spec("numpy") is not None and find_spec("scipy") is not None


def _rows_away(step: Callable[[int], Sequence[int]], start: int, steps: int) -> tuple[list[int], Callable[[], float]]:
    """The words exactly *steps* moves from *start*, breadth-first over the rows, and the walks' counter.

    >>> rows = {0: (1,), 1: (0, 2), 2: (1, 3), 3: (2,)}
    >>> ends, walks = _rows_away(rows.__getitem__, 0, 3)
    >>> ends, walks()
    ([3], 3.0)
    """
    away: list[int] = []
    for depth, layer in enumerate(layers(start, step)):  # its budget draws on a caller's allowance, word by word
        if depth == steps:
            away = layer
            break
    return away, lambda: _walks(step, start, steps)


def _walks(step: Callable[[int], Sequence[int]], start: int, steps: int) -> float:
    """How many walks of *steps* moves leave *start* (moves taken back and repeated words count), by counting
    the ways to each word one move at a time."""
    ways = {start: 1}
    for _ in range(steps - 1):
        check_allowance()
        after: dict[int, int] = {}
        for word, count in ways.items():
            for neighbour in step(word):
                after[neighbour] = after.get(neighbour, 0) + count
        ways = after
    return float(sum(count * len(step(word)) for word, count in ways.items()))  # the last move: any neighbour


def _arrays_walker(lexicon: Lexicon, metric: DistanceMetric, common: bool, max_rank: int | None,
                   progress: Progress) -> _Walker:
    """The word graph's arrays (the ``graph`` extra): breadth-first distances and walks counted by numpy."""
    import numpy as np  # the graph extra: imported when used
    graph = components(lexicon, metric, progress=progress).graph
    kinds: dict[tuple[bool, int | None], tuple[int, ...]] = lexicon.cache.for_metric(metric, "puzzle_nodes", dict)
    pool = kinds.get((common, max_rank))
    if pool is None:
        pool = kinds[(common, max_rank)] = tuple(
            node for word in puzzle_pool(lexicon, common, max_rank) if (node := graph.node(word)) is not None)
    adjacency, indptr, indices = graph.adjacency, graph.adjacency.indptr, graph.adjacency.indices

    def away(start: int, steps: int) -> tuple[list[int], Callable[[], float]]:
        distance = bfs_distances(indptr, indices, start)

        def walks() -> float:
            walking = np.zeros(len(graph), dtype=np.float64)  # walks of each length from start, per word
            walking[start] = 1.0
            for _ in range(steps):
                walking = adjacency @ walking
            return float(walking.sum())

        return np.flatnonzero(distance == steps).tolist(), walks

    return _Walker(pool, lambda node: indices[indptr[node]:indptr[node + 1]].tolist(), graph.word, away)


def _draw(lexicon: Lexicon, common: bool, walker: _Walker, metric: DistanceMetric, steps: int, count: int,
          rng: random.Random, tries: int, rating: str | None, progress: Progress) -> Iterator[Puzzle]:
    pool = walker.pool
    in_pool = frozenset(pool)
    order = rng.sample(range(len(pool)), min(len(pool), tries))
    seen: set[tuple[str, str]] = set()
    made = 0
    bar = progress(f"{steps}-step puzzles", count)
    try:
        for i in order:
            check_allowance()  # each try expands no word through a budget: a caller's allowance is checked here
            start = pool[i]
            found, walks = walker.away(start, steps)
            # Ends in the order of their words, so that a seed draws the same puzzles from either walker.
            first = walker.word(start)
            ends = sorted((walker.word(end), end) for end in found if end in in_pool)
            ends = [(word, end) for word, end in ends if (min(first, word), max(first, word)) not in seen]
            if not ends:
                continue
            tried = rng.sample(ends, min(len(ends), ENDS_TRIED)) if common else [rng.choice(ends)]
            for word, end in tried:
                seen.add((min(first, word), max(first, word)))
                puzzle = _puzzle(walker, metric, start, end, walks, lexicon, common, rating)
                if puzzle is not None:
                    break
            else:
                continue
            yield puzzle
            bar.update(1)
            made += 1
            if made == count:
                return
    finally:
        bar.close()


def _puzzle(walker: _Walker, metric: DistanceMetric, start: int, end: int, walks: Callable[[], float],
            lexicon: Lexicon, common: bool, rating: str | None) -> Puzzle | None:
    """Count the shortest ladders (exactly, without listing them), rate the puzzle and weigh it.

    With *common*, None unless every word of the commonest solution of shown words (the weakest-rung
    shortest ladder, shown words first) is a shown word; with *rating*, None unless so rated (checked before
    the walks are counted, the dearest part of a long puzzle).
    """
    dag = PathDag.build(SearchProblem(start, end, walker.step, symmetric=metric.symmetric))
    if dag is None:
        raise BrokenInvariantError(f"a puzzle's ends are joined, yet no ladder joins {walker.word(start)!r} "
                                   f"and {walker.word(end)!r}")
    if common:
        def price(a: int, b: int) -> float:
            return shown_first_price(walker.word(b), lexicon)

        if not all(is_shown_word(walker.word(node), lexicon) for node in dag.weakest(price)):
            return None
    rated = rate_pair(walker.word(start), walker.word(end), metric, lexicon=lexicon).rating
    if rating is not None and rated != rating:
        return None
    solutions = dag.count()
    difficulty = round(max(0.0, math.log2(walks()) - math.log2(solutions)), 1)
    return Puzzle(walker.word(start), walker.word(end), dag.steps, solutions, difficulty, rated)
