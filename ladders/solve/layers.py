"""Distances from one word: every word it reaches, layer by layer, streamed.

Built on the lazy solver's neighbours (no whole-graph build): the first layers
arrive at once, however large the dictionary.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..moves.memo import neighbours_of
from ..moves.metrics import DistanceMetric, checked_metric, levenshtein
from ..search import layers
from ..arguments import check_count
from .query import LexiconLike, known_word, resolve_lexicon

__all__ = ["distance_layers"]


def distance_layers(word: str, metric: DistanceMetric = levenshtein, max_depth: int | None = None, *,
                    lexicon: LexiconLike = None) -> Iterator[tuple[int, tuple[str, ...]]]:
    """Yield ``(steps, words)`` for every distance from *word*: the words first reached in that many moves (lazy).

    Layer 0 is *word* itself; each layer's words are sorted; the stream ends
    when nothing new is reached or after *max_depth* steps.

    >>> words = ["cold", "cord", "card", "ward", "warm", "word"]
    >>> list(distance_layers("cold", max_depth=2, lexicon=words))
    [(0, ('cold',)), (1, ('cord',)), (2, ('card', 'word'))]

    Raises :class:`~ladders.errors.UnknownWordError`, ``TypeError`` and ``ValueError`` at once.
    """
    checked_metric(metric)
    check_count("max_depth", max_depth)
    words = resolve_lexicon(lexicon)
    origin = known_word(word, words, "word")
    return _layers(origin, neighbours_of(metric, words), max_depth)


def _layers(origin: str, neighbours: Callable[[str], Iterable[str]],
            max_depth: int | None) -> Iterator[tuple[int, tuple[str, ...]]]:
    for steps, layer in enumerate(layers(origin, neighbours)):
        yield steps, tuple(sorted(layer))
        if steps == max_depth:
            return
