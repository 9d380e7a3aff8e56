"""``make_ladder`` and ``all_ladders`` on real word lists, against the reference searches.

Pairs come from random walks through the word list (so a ladder of at most k
steps is known to exist) or are drawn at random (joined or not). Every ladder
goes through the checker; every length is compared with the plain BFS.
"""

from __future__ import annotations

import math
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ladders import (
    DistanceMetric,
    Ladder,
    NoLadderError,
    SearchLimitError,
    UnknownWordError,
    all_ladders,
    damerau,
    default_lexicon,
    hamming_distance,
    LadderError,
    levenshtein,
    levenshtein_distance,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders.search import SHORTEST, astar, bidirectional, breadth_first, depth_first, greedy
from tests.checks import assert_valid_ladder
from tests.reference import all_simple_ladders, shortest_steps
from tests.strategies import walks, word_pairs

METRICS = [substitution, levenshtein, damerau]
STRATEGIES = [bidirectional, breadth_first, astar, greedy, depth_first]
by_name = pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
fixture_settings = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(scope="module", params=["small_lexicon", "sgb_lexicon"])
def word_list(request):
    """Each real word list in turn: SCOWL size 35, and Knuth's SGB words (skipped when absent)."""
    return request.getfixturevalue(request.param)


# ---------------------------------------------------------------- shortest ladders


@by_name
@settings(max_examples=12, **fixture_settings)
@given(data=st.data())
def test_shortest_ladder_matches_the_reference(word_list, metric, data):
    start, end, moves = data.draw(walks(word_list, metric, max_moves=4))
    expected = shortest_steps(start, end, word_list, metric.name)
    assert expected is not None and expected <= moves
    ladder = make_ladder(start, end, metric=metric, max_depth=None, lexicon=word_list)
    assert_valid_ladder(ladder, start, end, metric, word_list)
    assert ladder.steps == expected
    back = make_ladder(end, start, metric=metric, max_depth=None, lexicon=word_list)
    assert_valid_ladder(back, end, start, metric, word_list)
    assert back.steps == expected
    for strategy in (breadth_first, astar):
        other = make_ladder(start, end, metric=metric, max_depth=None, lexicon=word_list, strategy=strategy)
        assert_valid_ladder(other, start, end, metric, word_list)
        assert other.steps == expected, f"{strategy.__name__} disagrees"


@by_name
@settings(max_examples=12, **fixture_settings)
@given(data=st.data())
def test_max_depth_is_respected_by_every_strategy(small_lexicon, metric, data):
    start, end, _ = data.draw(walks(small_lexicon, metric, max_moves=4))
    max_depth = data.draw(st.integers(0, 5), label="max_depth")
    expected = shortest_steps(start, end, small_lexicon, metric.name)
    for strategy in STRATEGIES:
        _check_capped(start, end, metric, max_depth, small_lexicon, strategy, expected)


@settings(max_examples=15, **fixture_settings)
@given(data=st.data())
def test_random_pairs_under_substitution(word_list, data):
    # Any two words of one length, joined or not; substitution never leaves that length.
    length = 5 if word_list.lengths == (5,) else data.draw(st.integers(3, 5), label="length")
    start, end = data.draw(word_pairs(word_list, length))
    max_depth = data.draw(st.none() | st.integers(0, 8), label="max_depth")
    expected = shortest_steps(start, end, word_list.words_of_length(length), "substitution")
    for strategy in (bidirectional, astar, depth_first):
        _check_capped(start, end, substitution, max_depth, word_list, strategy, expected)


def _check_capped(start, end, metric, max_depth, lexicon, strategy, expected):
    """One capped search, held to the reference length *expected* (None: not joined)."""
    name = strategy.__name__
    if expected is not None and (max_depth is None or expected <= max_depth):
        ladder = make_ladder(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, strategy=strategy)
        assert_valid_ladder(ladder, start, end, metric, lexicon)
        assert max_depth is None or ladder.steps <= max_depth, f"{name} broke max_depth={max_depth}"
        if strategy in SHORTEST:
            assert ladder.steps == expected, f"{name} is not shortest"
        return
    with pytest.raises(NoLadderError) as caught:
        make_ladder(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, strategy=strategy)
    error = caught.value
    assert (error.start, error.end) == (start, end)
    if expected is None:
        assert error.shortest is None
    else:
        assert error.shortest in (expected, None), f"{name}: shortest {error.shortest}, reference {expected}"
        if metric.distance(start, end) <= max_depth:  # the bound alone did not rule it out: a search ran
            assert error.shortest == expected, f"{name}: shortest {error.shortest}, reference {expected}"
            assert f"the shortest has {expected}" in str(error)


def test_start_equal_to_end_is_a_ladder_of_no_steps(small_lexicon):
    for metric in METRICS:
        for max_depth in (0, None):
            ladder = make_ladder("cold", "cold", metric=metric, max_depth=max_depth, lexicon=small_lexicon)
            assert_valid_ladder(ladder, "cold", "cold", metric, small_lexicon)
            assert ladder.steps == 0


def test_words_are_folded_before_the_search(small_lexicon):
    ladder = make_ladder(" Cold", "WARM ", metric=substitution, lexicon=small_lexicon)
    assert_valid_ladder(ladder, "cold", "warm", substitution, small_lexicon)


# ---------------------------------------------------------------- worked examples


CLASSICS = [("head", "tail"), ("cold", "warm"), ("black", "white"), ("milk", "wine"), ("cat", "dog"),
            ("ape", "man"), ("wheat", "bread"), ("river", "shore"), ("poor", "rich"), ("grass", "green")]


@pytest.fixture(scope="module")
def embedded():
    return default_lexicon()


@pytest.mark.parametrize(("start", "end"), CLASSICS)
def test_classic_doublets_on_the_embedded_dictionary(embedded, start, end):
    expected = shortest_steps(start, end, embedded.words_of_length(len(start)), "substitution")
    ladder = make_ladder(start, end, metric=substitution, max_depth=None, lexicon=embedded)
    assert_valid_ladder(ladder, start, end, substitution, embedded)
    assert ladder.steps == expected


@pytest.mark.parametrize(("start", "end", "metric"), [
    ("beer", "wine", levenshtein), ("cold", "warm", levenshtein), ("form", "from", damerau),
    ("cat", "dog", damerau), ("stone", "money", levenshtein),
])
def test_worked_examples_with_the_other_metrics(small_lexicon, start, end, metric):
    ladder = make_ladder(start, end, metric=metric, lexicon=small_lexicon)
    assert_valid_ladder(ladder, start, end, metric, small_lexicon)
    assert ladder.steps == shortest_steps(start, end, small_lexicon, metric.name)


def test_the_optimal_string_alignment_trap_is_avoided():
    # ca -> ac -> abc: two moves, though OSA("ca", "abc") = 3 would prune them at max_depth=2.
    lexicon = make_lexicon(["ca", "ac", "abc"])
    for strategy in STRATEGIES:
        ladder = make_ladder("ca", "abc", metric=damerau, max_depth=2, lexicon=lexicon, strategy=strategy)
        assert_valid_ladder(ladder, "ca", "abc", damerau, lexicon)
        assert ladder.steps == 2


# ---------------------------------------------------------------- all_ladders


@by_name
@settings(max_examples=20, **fixture_settings)
@given(data=st.data())
def test_all_ladders_are_every_simple_ladder(small_lexicon, metric, data):
    seed = data.draw(st.sampled_from(["cold", "beer", "wine", "cat", "ward", "form"]), label="seed")
    near = _near(small_lexicon, seed)
    words = data.draw(st.lists(st.sampled_from(near), min_size=2, max_size=14, unique=True), label="words")
    lexicon = make_lexicon(words)
    start, end = data.draw(st.sampled_from(lexicon.words)), data.draw(st.sampled_from(lexicon.words))
    max_depth = data.draw(st.integers(0, 4), label="max_depth")
    found = list(all_ladders(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon))
    for ladder in found:
        assert_valid_ladder(ladder, start, end, metric, lexicon)
    steps = [ladder.steps for ladder in found]
    assert steps == sorted(steps), "ladders must come in non-decreasing length"
    as_words = [ladder.words for ladder in found]
    assert len(as_words) == len(set(as_words)), "a ladder came twice"
    assert set(as_words) == set(all_simple_ladders(start, end, lexicon, metric.name, max_depth))


@cache
def _near(lexicon, seed: str) -> tuple[str, ...]:
    """The words of *lexicon* within two edits of *seed* (one letter longer or shorter at most)."""
    return tuple(w for n in (len(seed) - 1, len(seed), len(seed) + 1) for w in lexicon.words_of_length(n)
                 if levenshtein_distance(w, seed) <= 2)


@by_name
def test_all_ladders_on_a_mixed_length_list(metric):
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word", "cod", "cad", "cards", "wards", "old", "ord"]
    lexicon = make_lexicon(words)
    found = list(all_ladders("cold", "warm", metric=metric, max_depth=6, lexicon=lexicon))
    for ladder in found:
        assert_valid_ladder(ladder, "cold", "warm", metric, lexicon)
    assert [w.words for w in found] != []
    assert {w.words for w in found} == set(all_simple_ladders("cold", "warm", lexicon, metric.name, 6))
    assert [w.steps for w in found] == sorted(w.steps for w in found)
    uncapped = list(all_ladders("cold", "warm", metric=metric, max_depth=None, lexicon=lexicon))
    for ladder in uncapped:
        assert_valid_ladder(ladder, "cold", "warm", metric, lexicon)
    assert [w.words for w in uncapped] == sorted((w.words for w in uncapped), key=len)
    assert {w.words for w in uncapped} == set(all_simple_ladders("cold", "warm", lexicon, metric.name, len(words)))
    assert len(uncapped) == len({w.words for w in uncapped})


def test_all_ladders_checks_arguments_at_the_call():
    words = ["cold", "cord", "card", "ward", "warm"]
    with pytest.raises(ValueError, match="-1"):
        all_ladders("cold", "warm", max_depth=-1, lexicon=words)
    with pytest.raises(UnknownWordError, match="wurm"):
        all_ladders("cold", "wurm", lexicon=words)
    with pytest.raises(TypeError, match="metric"):
        all_ladders("cold", "warm", metric="substitution", lexicon=words)


def test_all_ladders_is_empty_when_nothing_joins_them():
    assert list(all_ladders("cold", "warm", metric=substitution, max_depth=3,
                            lexicon=["cold", "cord", "card", "ward", "warm"])) == []
    assert list(all_ladders("cat", "dogs", metric=substitution, lexicon=["cat", "dogs"])) == []


class _Counting:
    """A user metric (substitution, by the plain generator) whose neighbours count every pull."""

    def __init__(self):
        self.pulled = 0
        self.metric = DistanceMetric("counted", self.neighbours, hamming_distance)

    def neighbours(self, word, lexicon):
        for i in range(len(word)):
            for letter in lexicon.alphabet:
                candidate = word[:i] + letter + word[i + 1:]
                if candidate != word and candidate in lexicon:
                    self.pulled += 1
                    yield candidate


def test_all_ladders_does_no_work_before_the_first_pull():
    counting = _Counting()
    lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm", "worm", "word"])
    stream = all_ladders("cold", "warm", metric=counting.metric, lexicon=lexicon)
    assert counting.pulled == 0
    first = next(stream)
    assert_valid_ladder(first, "cold", "warm", counting.metric, lexicon)
    assert counting.pulled > 0


def test_make_ladder_pulls_only_what_it_needs():
    # A chain of words one substitution apart, beside a big clump it never touches.
    chain = ["a" * (6 - i) + "b" * i for i in range(7)]
    letters = "abcdefghijklmnopqrstuvwxyz"
    lexicon = make_lexicon(chain + [f"{x}{y}qqqq" for x in letters for y in letters])
    counting = _Counting()
    ladder = make_ladder(chain[0], chain[2], metric=counting.metric, lexicon=lexicon)
    assert_valid_ladder(ladder, chain[0], chain[2], counting.metric, lexicon)
    assert ladder.words == tuple(chain[:3])
    everything = _Counting()
    for word in lexicon:
        list(everything.neighbours(word, lexicon))
    assert 0 < counting.pulled < everything.pulled / 100


def test_all_ladders_limits_cover_the_whole_stream(small_lexicon):
    stream = all_ladders("cold", "warm", metric=substitution, max_depth=8, lexicon=small_lexicon,
                         max_expansions=50)
    with pytest.raises(SearchLimitError):
        for ladder in stream:
            assert_valid_ladder(ladder, "cold", "warm", substitution, small_lexicon)


# ---------------------------------------------------------------- user metrics and bad input


def test_a_one_way_user_metric():
    # Letters may only move forward in the alphabet: no way back, so no reverse search.
    def forward(word, lexicon):
        for i, letter in enumerate(word):
            candidate = word[:i] + chr(ord(letter) + 1) + word[i + 1:]
            if candidate in lexicon:
                yield candidate

    def gap(a, b):
        if len(a) != len(b) or any(x > y for x, y in zip(a, b, strict=True)):
            return math.inf
        return sum(ord(y) - ord(x) for x, y in zip(a, b, strict=True))

    metric = DistanceMetric("forward", forward, gap, symmetric=False)
    lexicon = make_lexicon(["aa", "ab", "ba", "bb", "bc", "cc"])
    for strategy in STRATEGIES:
        ladder = make_ladder("aa", "cc", metric=metric, lexicon=lexicon, strategy=strategy)
        assert_valid_ladder(ladder, "aa", "cc", metric, lexicon)
        assert ladder.steps == 4
    with pytest.raises(NoLadderError):
        make_ladder("cc", "aa", metric=metric, lexicon=lexicon)
    found = list(all_ladders("aa", "cc", metric=metric, lexicon=lexicon))
    for ladder in found:
        assert_valid_ladder(ladder, "aa", "cc", metric, lexicon)
    assert len(found) == 2  # aa-ab-bb-bc-cc and aa-ba-bb-bc-cc


def test_a_user_metric_that_yields_non_words_is_filtered():
    def sloppy(word, lexicon):
        yield word
        yield "zzzz"
        yield from (w for w in lexicon if hamming_distance(w, word) == 1)

    metric = DistanceMetric("sloppy", sloppy, hamming_distance)
    lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    ladder = make_ladder("cold", "warm", metric=metric, lexicon=lexicon)
    assert_valid_ladder(ladder, "cold", "warm", metric, lexicon)


def test_a_failing_user_metric_is_reported():
    def broken(word, lexicon):
        raise RuntimeError("oops")
        yield word

    metric = DistanceMetric("broken", broken, hamming_distance)
    with pytest.raises(LadderError, match="broken") as caught:
        make_ladder("cold", "warm", metric=metric, lexicon=["cold", "warm"])
    assert "oops" in str(caught.value)


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    (dict(max_depth=-1), ValueError, "-1"),
    (dict(max_depth=2.5), TypeError, "2.5"),
    (dict(max_depth=True), TypeError, "True"),
    (dict(metric="substitution"), TypeError, "metric"),
    (dict(strategy="astar"), TypeError, "strategy"),
    (dict(lexicon="cold cord"), TypeError, "lexicon"),
    (dict(max_expansions=-3), ValueError, "-3"),
    (dict(timeout=0), ValueError, "timeout"),
])
def test_bad_arguments_are_named(kwargs, error, message):
    options = dict(lexicon=["cold", "cord", "card", "ward", "warm"]) | kwargs
    with pytest.raises(error, match=message):
        make_ladder("cold", "warm", **options)


@pytest.mark.parametrize(("start", "error", "message"), [
    ("", ValueError, "empty"), ("r2d2", ValueError, "r2d2"), (42, TypeError, "int"),
    ("cild", UnknownWordError, "cild"),
])
def test_bad_words_are_named(start, error, message):
    with pytest.raises(error, match=message):
        make_ladder(start, "warm", lexicon=["cold", "cord", "card", "ward", "warm"])


def test_unknown_word_suggests_near_words(small_lexicon):
    with pytest.raises(UnknownWordError) as caught:
        make_ladder("beerr", "wine", lexicon=small_lexicon)
    assert caught.value.word == "beerr"
    assert "beer" in caught.value.suggestions


def test_different_lengths_under_substitution_say_why(small_lexicon):
    with pytest.raises(NoLadderError, match="letters"):
        make_ladder("cat", "dogs", metric=substitution, lexicon=small_lexicon)


def test_ladder_record():
    ladder = Ladder(("cold", "cord", "card", "ward", "warm"), "substitution")
    assert (ladder.start, ladder.end, ladder.steps) == ("cold", "warm", 4)
    assert list(ladder) == ["cold", "cord", "card", "ward", "warm"]
    assert str(ladder) == "cold → cord → card → ward → warm"
    with pytest.raises(AttributeError):
        ladder.words = ()
