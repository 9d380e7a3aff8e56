"""Hypothesis strategies: word pairs that are known to be joined by a ladder."""

from __future__ import annotations

from hypothesis import strategies as st

from ladders import DistanceMetric, Lexicon
from ladders.moves.memo import neighbours_of


@st.composite
def walks(draw, lexicon: Lexicon, metric: DistanceMetric, max_moves: int = 6, length: int | None = None):
    """A (start, end, moves) triple from a random walk: a ladder of at most *moves* steps exists."""
    pool = lexicon.words_of_length(length) if length else lexicon.words
    start = draw(st.sampled_from(pool))
    neighbours = neighbours_of(metric, lexicon)
    word, moves = start, draw(st.integers(0, max_moves))
    for taken in range(moves):
        options = neighbours(word)
        if not options:
            return start, word, taken
        word = draw(st.sampled_from(options))
    return start, word, moves


def word_pairs(lexicon: Lexicon, length: int | None = None):
    """Any two words of *lexicon* (of one *length* when given): joined or not."""
    pool = lexicon.words_of_length(length) if length else lexicon.words
    return st.tuples(st.sampled_from(pool), st.sampled_from(pool))


@st.composite
def trails(draw, lexicon: Lexicon, metric: DistanceMetric, max_moves: int = 8):
    """A random walk that never returns to a word, as a tuple of words: a valid ladder between its ends."""
    neighbours = neighbours_of(metric, lexicon)
    trail = [draw(st.sampled_from(lexicon.words))]
    for _ in range(draw(st.integers(0, max_moves))):
        options = [word for word in neighbours(trail[-1]) if word not in trail]
        if not options:
            break
        trail.append(draw(st.sampled_from(options)))
    return tuple(trail)
