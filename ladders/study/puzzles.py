"""Puzzles: pairs of words whose shortest ladder has exactly N steps, drawn reproducibly.

Each :class:`Puzzle` says how many shortest ladders solve it and how hard it
is. The difficulty is in bits: how much luck a blind player needs, that is
``log2(walks / solutions)`` where *walks* counts every sequence of N moves
from the start and *solutions* the shortest ladders to the end (fewer ways
in, more ways to wander: harder).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..arguments import check_count
from ..graph.bfs import bfs_distances
from ..graph.build import Progress, WordGraph, graph_libraries, quiet
from ..graph.groups import components
from ..moves.metrics import DistanceMetric, levenshtein
from ..search import PathDag, SearchProblem
from ..search.problem import check_allowance
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.society import is_shown_word, shown_first_price
from ..words.lexicon import Lexicon

__all__ = ["Puzzle", "puzzles", "puzzle_pool"]


@dataclass(frozen=True, slots=True)
class Puzzle:
    """Two words ``steps`` moves apart, joined by ``solutions`` shortest ladders; ``difficulty`` in bits."""

    start: str
    end: str
    steps: int
    solutions: int
    difficulty: float

    def as_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "steps": self.steps,
                "solutions": self.solutions, "difficulty": self.difficulty}


def puzzles(lexicon: LexiconLike, steps: int, metric: DistanceMetric = levenshtein, *, count: int = 1,
            common: bool = False, max_rank: int | None = None, seed: int | str | None = None,
            max_tries: int | None = None, progress: Progress = quiet) -> Iterator[Puzzle]:
    """Yield up to *count* puzzles of exactly *steps* steps, different pairs each (lazy).

    Both ends are words a puzzle may show as ends
    (:func:`~ladders.words.society.is_shown_word`: neither offensive, bodily,
    a name nor an inflected form). With ``common=True`` they are common too
    (:func:`~ladders.words.common.is_common`: used at least once per million
    words), and so is every word of the commonest solution of shown words (the
    shortest ladder of shown words whose rarest word is commonest), which must
    exist; ends ranked at most *max_rank* when it is given, else any word. The same *seed* gives the same
    puzzles. The stream ends early when *max_tries* start words (default
    ``500 + 50 * count``) gave no more.

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> [(p.start, p.end, p.solutions) for p in puzzles(words, 4, substitution, seed=1)]
    [('cold', 'warm', 1)]

    Raises ``ValueError`` at once for a bad *steps* or *count*, and when no
    word is common or ranked within *max_rank*; :class:`~ladders.graph.build.GraphLibraryMissing`
    when numpy or scipy is not installed.
    """
    lexicon = resolve_lexicon(lexicon)
    for name, value in (("steps", steps), ("count", count)):
        check_count(name, value, minimum=1, optional=False)
    pool = puzzle_pool(lexicon, common, max_rank)
    if not pool:
        if common:
            raise ValueError(f"no word of {lexicon!r} is common"
                             f"{'' if max_rank is None else f' and ranked {max_rank} or less'}"
                             " (common words are used at least once per million: a list needs frequencies)")
        raise ValueError(f"no word of {lexicon!r} has a rank of {max_rank} or less (ranks tell common words)")
    tries = 500 + 50 * count if max_tries is None else max_tries
    graph_libraries()  # raises GraphLibraryMissing now, not when the first puzzle is pulled
    return _draw(lexicon, metric, steps, count, pool, random.Random(seed), tries, progress, common, max_rank)


ENDS_TRIED = 8
"""With ``common``, how many ends are tried per start word for one whose commonest solution is all common."""

def puzzle_pool(lexicon: Lexicon, common: bool, max_rank: int | None = None) -> tuple[str, ...]:
    """The words a puzzle may start or end on, built once per lexicon and kind of puzzle (the lexicon keeps them).

    >>> from ladders import make_lexicon
    >>> puzzle_pool(make_lexicon(["cold", "cord", "cards", "warm"]), common=False)
    ('cold', 'cord', 'warm')
    """
    def build() -> tuple[str, ...]:
        return tuple(w for n in lexicon.lengths for w in lexicon.words_of_length(n)
                     if (max_rank is None or ((rank := lexicon.rank(w)) is not None and rank <= max_rank))
                     and is_shown_word(w, lexicon, end=True, common=common))
    return lexicon.cache.get("puzzle_pool", build, (common, max_rank))


def _draw(lexicon: Lexicon, metric: DistanceMetric, steps: int, count: int, pool: tuple[str, ...],
          rng: random.Random, tries: int, progress: Progress, common: bool, max_rank: int | None) -> Iterator[Puzzle]:
    import numpy as np  # the graph extra: imported when used
    groups = components(lexicon, metric, progress=progress)
    graph = groups.graph
    kinds: dict[tuple[bool, int | None], Any] = lexicon.cache.for_metric(metric, "puzzle_nodes", dict)
    nodes = kinds.get((common, max_rank))  # the pool's node numbers, kept per kind of pool as the pool is
    if nodes is None:
        nodes = kinds[(common, max_rank)] = np.array([graph.node(w) for w in pool], dtype=np.int64)
    # Only words in groups of more than *steps* words can start one.
    starts = nodes[groups.sizes[groups.labels[nodes]] > steps]
    in_pool = np.zeros(len(graph), dtype=bool)
    in_pool[nodes] = True
    order = rng.sample(range(len(starts)), min(len(starts), tries))
    seen: set[tuple[int, int]] = set()
    made = 0
    bar = progress(f"{steps}-step puzzles", count)
    try:
        for i in order:
            check_allowance()  # each try expands no word: a caller's allowance is checked here
            start = int(starts[i])
            distance = bfs_distances(graph.adjacency.indptr, graph.adjacency.indices, start)
            ends = [int(e) for e in np.flatnonzero((distance == steps) & in_pool)
                    if (min(start, int(e)), max(start, int(e))) not in seen]
            if not ends:
                continue
            for end in rng.sample(ends, min(len(ends), ENDS_TRIED)) if common else [rng.choice(ends)]:
                seen.add((min(start, end), max(start, end)))
                puzzle = _puzzle(graph, start, end, lexicon if common else None)
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


def _puzzle(graph: WordGraph, start: int, end: int, common_in: Lexicon | None = None) -> Puzzle | None:
    """Count the shortest ladders (exactly, without listing them) and weigh the puzzle.

    With *common_in*, None unless every word of the commonest solution of shown words (the weakest-rung
    shortest ladder, shown words first) is a shown word there.
    """
    import numpy as np  # the graph extra: imported when used
    indptr, indices = graph.adjacency.indptr, graph.adjacency.indices
    dag = PathDag.build(SearchProblem(start, end, lambda v: indices[indptr[v]:indptr[v + 1]].tolist(),
                                      symmetric=graph.metric.symmetric))
    assert dag is not None, "a puzzle's ends are joined"
    if common_in is not None:
        words = common_in

        def price(a: int, b: int) -> float:
            return shown_first_price(graph.word(b), words)

        if not all(is_shown_word(graph.word(node), words) for node in dag.weakest(price)):
            return None
    solutions, steps = dag.count(), dag.steps
    walking = np.zeros(len(graph), dtype=np.float64)  # walks of each length from start, per word
    walking[start] = 1.0
    for _ in range(steps):
        walking = graph.adjacency @ walking
    walks = float(walking.sum())
    difficulty = round(max(0.0, math.log2(walks) - math.log2(solutions)), 1)
    return Puzzle(graph.word(start), graph.word(end), steps, solutions, difficulty)
