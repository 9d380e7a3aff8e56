"""The distance bounds of ``ladders.moves.metrics``: checked by brute force over every short string.

A bound is what makes pruning and A* exact, so it must never exceed the true
number of moves. The true numbers come from a breadth-first search over *all*
strings of a tiny alphabet (not only words), built here from first principles.
"""

from __future__ import annotations

import math
from collections import deque
from functools import cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    DistanceMetric,
    Lexicon,
    damerau,
    damerau_distance,
    hamming_distance,
    levenshtein,
    levenshtein_distance,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders.moves.metrics import METRICS, damerau_neighbours, levenshtein_neighbours, substitution_neighbours
from tests.checks import assert_valid_ladder
from tests.reference import levenshtein_by_table, obvious_neighbours

ALPHABET = "abc"
LONGEST = 4  # strings compared have 0..LONGEST letters
ROOM = LONGEST + 1  # the search may pass through strings one letter longer

DISTANCES = {"substitution": hamming_distance, "levenshtein": levenshtein_distance, "damerau": damerau_distance}


def _strings(longest: int) -> tuple[str, ...]:
    return tuple("".join(letters) for n in range(longest + 1) for letters in product(ALPHABET, repeat=n))


def _moves(word: str, kind: str) -> set[str]:
    """Every string one move of *kind* from *word*, over ALPHABET, by definition."""
    found = {word[:i] + c + word[i + 1:] for i in range(len(word)) for c in ALPHABET}
    if kind != "substitution":
        found |= {word[:i] + c + word[i:] for i in range(len(word) + 1) for c in ALPHABET}
        found |= {word[:i] + word[i + 1:] for i in range(len(word))}
    if kind == "damerau":
        found |= {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    found.discard(word)
    return found


@cache
def _true_moves(kind: str) -> dict[tuple[str, str], float]:
    """The fewest moves between every two strings of 0..LONGEST letters, searching strings up to ROOM letters."""
    space = set(_strings(ROOM))
    graph = {word: sorted(m for m in _moves(word, kind) if m in space) for word in sorted(space)}
    table = {}
    for source in _strings(LONGEST):
        seen = {source: 0}
        queue = deque([source])
        while queue:
            word = queue.popleft()
            for neighbour in graph[word]:
                if neighbour not in seen:
                    seen[neighbour] = seen[word] + 1
                    queue.append(neighbour)
        for target in _strings(LONGEST):
            table[source, target] = seen.get(target, math.inf)
    return table


@pytest.mark.parametrize("kind", sorted(DISTANCES))
def test_bound_never_exceeds_true_moves(kind):
    distance = DISTANCES[kind]
    too_big = [(a, b, distance(a, b), moves) for (a, b), moves in _true_moves(kind).items()
               if distance(a, b) > moves]
    assert not too_big, f"{kind} overestimates: {too_big[:5]}"


@pytest.mark.parametrize("kind", sorted(DISTANCES))
def test_bound_is_exact_on_short_strings(kind):
    # All three are true edit distances for their moves; the brute force sees every string,
    # so each bound must meet the true count (the substitution bound is infinite across lengths).
    distance = DISTANCES[kind]
    wrong = [(a, b, distance(a, b), moves) for (a, b), moves in _true_moves(kind).items()
             if distance(a, b) != moves]
    assert not wrong, f"{kind} differs from the true move count: {wrong[:5]}"


def test_damerau_is_not_the_optimal_string_alignment_variant():
    # OSA("ca", "abc") is 3; ca -> ac -> abc takes two moves.
    assert damerau_distance("ca", "abc") == 2
    assert _true_moves("damerau")["ca", "abc"] == 2
    assert damerau_distance("abc", "ca") == 2


@pytest.mark.parametrize(("a", "b", "expected"), [
    ("kitten", "sitting", 3), ("", "abc", 3), ("flaw", "lawn", 2), ("cold", "warm", 4), ("beer", "beer", 0),
])
def test_levenshtein_distance_classics(a, b, expected):
    assert levenshtein_distance(a, b) == expected


def test_hamming_distance_is_infinite_across_lengths():
    assert hamming_distance("cat", "cats") == math.inf
    assert hamming_distance("", "") == 0


texts = st.text(alphabet="abcdeéß", max_size=9)


@settings(max_examples=120, deadline=None)
@given(texts, texts)
@pytest.mark.parametrize("kind", sorted(DISTANCES))
def test_distance_is_zero_exactly_when_equal_and_symmetric(kind, a, b):
    distance = DISTANCES[kind]
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, b) == distance(b, a)
    assert distance(a, a) == 0


@settings(max_examples=100, deadline=None)
@given(texts, texts, texts)
@pytest.mark.parametrize("kind", ["levenshtein", "damerau"])
def test_edit_distances_obey_the_triangle_inequality(kind, a, b, c):
    distance = DISTANCES[kind]
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@settings(max_examples=150, deadline=None)
@given(texts, texts)
def test_bounds_are_ordered_by_the_moves_they_allow(a, b):
    # More kinds of move can only shorten the way.
    assert damerau_distance(a, b) <= levenshtein_distance(a, b) <= hamming_distance(a, b)


def test_metrics_by_name():
    assert METRICS == {"substitution": substitution, "levenshtein": levenshtein, "damerau": damerau}
    for name, metric in METRICS.items():
        assert isinstance(metric, DistanceMetric)
        assert metric.name == name
        assert metric.distance is DISTANCES[name]
        assert metric.symmetric


def test_metric_record_is_frozen():
    with pytest.raises(AttributeError):
        substitution.name = "other"


NEIGHBOURS = {"substitution": substitution_neighbours, "levenshtein": levenshtein_neighbours,
              "damerau": damerau_neighbours}


@settings(max_examples=40, deadline=None)
@given(st.data())
@pytest.mark.parametrize("kind", sorted(NEIGHBOURS))
def test_neighbours_are_the_obvious_ones_once_each(small_lexicon, kind, data):
    word = data.draw(st.sampled_from(small_lexicon.words))
    found = list(NEIGHBOURS[kind](word, small_lexicon))
    assert len(found) == len(set(found)), f"{kind} neighbours of {word!r} repeat: {found}"
    assert word not in found
    expected = set(obvious_neighbours(word, frozenset(small_lexicon.words), small_lexicon.alphabet, kind))
    assert set(found) == expected


@pytest.mark.parametrize("kind", sorted(NEIGHBOURS))
def test_neighbours_of_words_over_another_alphabet(kind):
    lexicon = make_lexicon(["straße", "strasse", "strafe", "été", "ete", "ée", "thé"])
    for word in lexicon:
        found = set(NEIGHBOURS[kind](word, lexicon))
        assert found == set(obvious_neighbours(word, frozenset(lexicon.words), lexicon.alphabet, kind))


def test_bound_on_real_words_never_exceeds_the_ladder(small_lexicon):
    # A spot check on words: the bound is below each metric's real shortest ladder.
    for start, end in [("cold", "warm"), ("beer", "wine"), ("head", "tail"), ("cat", "dog")]:
        for metric in METRICS.values():
            ladder = make_ladder(start, end, metric=metric, max_depth=None, lexicon=small_lexicon)
            assert_valid_ladder(ladder, start, end, metric, small_lexicon)
            assert metric.distance(start, end) <= ladder.steps
            for i, word in enumerate(ladder.words):
                assert metric.distance(word, end) <= ladder.steps - i


_asked: list[str] = []


class _CountingLexicon(Lexicon):
    """A real lexicon that records every pattern it is asked to resolve."""

    __slots__ = ()

    def matches(self, pattern):
        _asked.append(pattern)
        return super().matches(pattern)


@pytest.mark.parametrize("kind", ["levenshtein", "damerau"])
def test_edit_neighbours_resolve_patterns_only_when_pulled(kind):
    lexicon = _CountingLexicon(["bee", "beer", "bear", "deer", "beers", "brew"])
    _asked.clear()
    found = NEIGHBOURS[kind]("beer", lexicon)
    assert _asked == []
    assert next(found) == "bee"  # a deletion: a membership test, no pattern yet
    assert _asked == []
    assert next(found) == "deer"  # the first substitution pattern
    assert _asked == ["?eer"]
    assert sorted(found) == ["bear", "beers"]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcde", max_size=70), st.text(alphabet="abcdef", max_size=70))
def test_the_bit_parallel_levenshtein_equals_the_textbook_table(a, b):
    assert levenshtein_distance(a, b) == levenshtein_by_table(a, b)
