"""`via` is exact: a ladder through a word is found whenever one exists, and it is the shortest.

Checked against brute force (every simple ladder of a small word list, by the definition of a
move) on thousands of random small word lists, under every built-in metric and a one-way metric.
"""

from __future__ import annotations

import itertools
import math
import os
import random

import pytest

from ladders import DistanceMetric, NoLadderError, damerau, levenshtein, make_ladder, make_lexicon, substitution
from ladders.search import Budget
from ladders.search.through import shortest_through, shortest_through_one_way
from tests.checks import assert_valid_ladder
from tests.reference import obvious_neighbours


def rising_neighbours(word, lexicon):
    """One-way moves: change one letter to a later letter of the alphabet."""
    for i, old in enumerate(word):
        for letter in lexicon.alphabet:
            if letter > old and (changed := word[:i] + letter + word[i + 1:]) in lexicon:
                yield changed


def rising_distance(a: str, b: str) -> float:
    if len(a) != len(b) or any(y < x for x, y in zip(a, b, strict=True)):
        return math.inf
    return sum(x != y for x, y in zip(a, b, strict=True))


rising = DistanceMetric("rising", rising_neighbours, rising_distance, symmetric=False)
METRICS = [substitution, levenshtein, damerau, rising]


def brute_force_through(start, via, end, lexicon, metric, cap):
    """The length of the shortest simple ladder start → via → end within *cap* steps, by trying every one."""
    words = frozenset(lexicon.words)
    if metric is rising:
        step = lambda word: list(rising_neighbours(word, lexicon))  # noqa: E731
    else:
        step = lambda word: list(obvious_neighbours(word, words, lexicon.alphabet, metric.name))  # noqa: E731
    best = math.inf

    def extend(trail):
        nonlocal best
        if trail[-1] == end:
            if via in trail:
                best = min(best, len(trail) - 1)
            return
        if len(trail) - 1 >= min(best, len(words) if cap is None else cap):
            return
        for neighbour in step(trail[-1]):
            if neighbour not in trail:
                extend(trail + [neighbour])

    extend([start])
    return None if best == math.inf else best


CASES = int(os.environ.get("LADDERS_VIA_CASES", "1500"))
"""Random word lists per metric (LADDERS_VIA_CASES=20000 runs longer; 24,000 found no mismatch)."""


def random_case(rng: random.Random, same_length: bool = False):
    """A dense random word list over 'abc' (dense lists are where best halves overlap), three of its words, a cap."""
    lengths = [rng.choice([2, 3])] if same_length else [1, 2, 3]
    pool = sorted("".join(letters) for n in lengths for letters in itertools.product("abc", repeat=n))
    words = rng.sample(pool, min(len(pool), rng.randint(8, 18)))
    start, via, end = rng.sample(sorted(words), 3)
    return make_lexicon(words), start, via, end, rng.choice([None, None, 3, 4, 5, 6, 8])


@pytest.mark.parametrize("metric", METRICS, ids=lambda metric: metric.name)
def test_via_agrees_with_brute_force_on_small_random_word_lists(metric):
    rng = random.Random(f"via {metric.name}")
    checked = found = 0
    while checked < CASES:
        lexicon, start, via, end, cap = random_case(rng, same_length=metric in (substitution, rising))
        checked += 1
        expected = brute_force_through(start, via, end, lexicon, metric, cap)
        try:
            ladder = make_ladder(start, end, metric, cap, lexicon=lexicon, via=via)
        except NoLadderError:
            assert expected is None, f"{start} → {via} → {end} in {lexicon.words} (cap {cap}): {expected} steps"
            continue
        found += 1
        assert_valid_ladder(ladder, start, end, metric, lexicon)
        assert via in ladder.words
        assert ladder.steps == expected, f"{ladder} in {lexicon.words} (cap {cap}): {expected} steps"
    assert found > checked // 40  # the random lists do exercise ladders, not only "none"


def test_the_example_from_the_report_is_a_ladder_through_its_word():
    words = ["aa", "aaa", "aba", "ac", "ba", "bac", "bb", "bbc", "bc", "bcb", "ca", "cbc", "cca", "ccc"]
    ladder = make_ladder("bc", "cbc", levenshtein, None, lexicon=words, via="aaa")
    assert_valid_ladder(ladder, "bc", "cbc", levenshtein, make_lexicon(words))
    assert "aaa" in ladder.words and ladder.steps == 8


def test_the_flow_and_the_exhaustive_search_agree_where_both_apply():
    rng = random.Random(11)
    for _ in range(300):
        lexicon, start, via, end, cap = random_case(rng)
        step = lambda word: tuple(levenshtein.neighbours(word, lexicon))  # noqa: E731
        flow = shortest_through(start, via, end, step, cap, Budget())
        exhaustive = shortest_through_one_way(start, via, end, step, cap, Budget())
        assert (flow is None) == (exhaustive is None)
        if flow is not None:
            assert len(flow) == len(exhaustive) and via in flow and len(set(flow)) == len(flow)


def test_a_limit_not_the_graph_ends_an_exhaustive_search():
    from ladders import SearchLimitError
    words = make_lexicon(["".join(letters) for letters in
                          ((a, b, c) for a in "abcd" for b in "abcd" for c in "abcd")])
    with pytest.raises(SearchLimitError):
        make_ladder("aaa", "ddd", rising, None, lexicon=words, via="bbb", max_expansions=3)
