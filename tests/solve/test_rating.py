"""A pair's rating (``ladders.solve.rating``): every figure against brute force on small lists, the rating from
the score, and the errors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import Lexicon, NoLadderError, levenshtein, substitution
from ladders.solve.costs import word_rarity
from ladders.solve.rating import RATINGS, THRESHOLDS, WEIGHTS, letters_in_place, rate_pair
from tests.reference import all_simple_ladders, levenshtein_by_table, obvious_neighbours, shortest_steps


@st.composite
def ranked_pairs(draw):
    kind = draw(st.sampled_from(["substitution", "levenshtein"]))
    lengths = (3,) if kind == "substitution" else (2, 3)
    every = sorted({"".join(random.Random(seed).choices("abc", k=n)) for seed in range(200) for n in lengths})
    words = draw(st.lists(st.sampled_from(every), min_size=4, max_size=len(every), unique=True))
    ranks = {word: draw(st.integers(1, 5000)) for word in words}
    start, end = draw(st.lists(st.sampled_from(words), min_size=2, max_size=2, unique=True))
    return Lexicon(words, ranks=ranks), kind, start, end


@settings(max_examples=150, deadline=None)
@given(ranked_pairs())
def test_every_figure_equals_brute_force(case) -> None:
    lexicon, kind, start, end = case
    metric = substitution if kind == "substitution" else levenshtein
    par = shortest_steps(start, end, lexicon.words, kind)
    if par is None:
        with pytest.raises(NoLadderError):
            rate_pair(start, end, metric, lexicon=lexicon)
        return
    rating = rate_pair(start, end, metric, lexicon=lexicon)
    words = frozenset(lexicon.words)
    shortest = [ladder for ladder in all_simple_ladders(start, end, words, kind, par) if len(ladder) == par + 1]
    first_moves = list(obvious_neighbours(start, words, "abc", kind))
    good = [w for w in first_moves if shortest_steps(w, end, words, kind) == par - 1]
    traps = [w for w in first_moves if w not in good and letters_in_place(w, end) > letters_in_place(start, end)]
    bound = sum(a != b for a, b in zip(start, end, strict=True)) if kind == "substitution" else \
        levenshtein_by_table(start, end)
    assert (rating.par, rating.solutions, rating.moves, rating.good_moves, rating.traps, rating.detour) == \
        (par, len(shortest), len(first_moves), len(good), len(traps), par - bound)
    if par >= 2:  # the rarest word the commonest way needs: the least, over them, of each one's rarest
        needed = min(max(word_rarity(w, lexicon) for w in ladder[1:-1]) for ladder in shortest)
        assert rating.rarest is not None and word_rarity(rating.rarest, lexicon) == needed
        assert rating.needed == all(rating.rarest in ladder for ladder in shortest)  # named as needed only then
        said = str(rating)
        assert ("every shortest ladder needs" in said) == (rating.needed and len(shortest) > 1)
    else:
        assert rating.rarest is None


def test_the_rating_is_the_score_s_place_among_the_thresholds() -> None:
    for start, end in (("beer", "wine"), ("cold", "warm"), ("black", "white"), ("cat", "dog")):
        rating = rate_pair(start, end)
        figures = {"par": rating.par, "log_solutions": __import__("math").log2(rating.solutions),
                   "good_share": rating.good_moves / rating.moves, "traps": rating.traps, "detour": rating.detour,
                   "rarest_zipf": rating.rarest_zipf or 0.0}
        score = WEIGHTS["intercept"] + sum(WEIGHTS[name] * value for name, value in figures.items())
        assert rating.score == round(score, 2)
        assert rating.rating == RATINGS[sum(rating.score > limit for limit in THRESHOLDS)]
        assert rating.as_json()["rating"] == rating.rating and f"rated {rating.rating}" in str(rating)


def test_harder_figures_never_rate_easier() -> None:
    """The weights the fit found point the way a setter expects: a longer par and a longer detour are harder."""
    assert WEIGHTS["par"] > 0 and WEIGHTS["detour"] > 0 and WEIGHTS["good_share"] < 0
    assert list(THRESHOLDS) == sorted(THRESHOLDS)
