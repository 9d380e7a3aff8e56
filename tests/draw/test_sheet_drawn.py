"""Drawn ladders for a class sheet (``ladders.draw.sheet.drawn_ladders``): N ladders of exactly K steps, each a
shortest one, every word a vocabulary word, every rung of the sheet clued; seeded, bounded, and checked on the spot."""

from __future__ import annotations

import pytest

from ladders import Lexicon
from ladders.draw.sheet import DRAWN_STEPS, MAX_DRAWN, drawn_ladders, sheet_ladders
from ladders.errors import SearchLimitError
from ladders.moves.metrics import levenshtein, substitution
from ladders.words.clues import sheet_clues
from ladders.words.embedded import default_lexicon
from ladders.words.society import is_offensive, is_shown_word
from tests.checks import assert_valid_ladder
from tests.reference import distances_from, shortest_steps_near


def assert_fit_for_a_class(ladders, words, metric, steps) -> None:
    """Each ladder valid, of *steps* steps and a shortest one, every word a vocabulary word (ends fit to end a
    ladder), none offensive, no word ending two ladders, and every rung of the sheet with a clue of its own."""
    for ladder in ladders:
        assert_valid_ladder(ladder, ladder.start, ladder.end, metric, words)
        assert ladder.steps == steps, ladder
        assert shortest_steps_near(ladder.start, ladder.end, words, metric.name, steps) == steps, ladder
        assert all(is_shown_word(word, words, end=True) for word in (ladder.start, ladder.end)), ladder
        assert all(is_shown_word(word, words) and not is_offensive(word, words) for word in ladder.words), ladder
    ends = [word for ladder in ladders for word in (ladder.start, ladder.end)]
    assert len(set(ends)) == len(ends), ends
    assert None not in sheet_clues([word for ladder in ladders for word in ladder.words[1:-1]])


@pytest.mark.parametrize("count, steps, length, seed", [(4, 3, 4, 0), (3, 4, 4, 7), (2, 2, 5, "class 4b")])
def test_n_ladders_of_k_steps_each_shortest_and_fit_for_a_class(count, steps, length, seed) -> None:
    words = default_lexicon()
    ladders = drawn_ladders(count, substitution, steps=steps, length=length, seed=seed, lexicon=words)
    assert len(ladders) == count
    assert all(len(ladder.start) == len(ladder.end) == length for ladder in ladders)
    assert_fit_for_a_class(ladders, words, substitution, steps)


def test_levenshtein_ladders_and_ends_of_any_length() -> None:
    words = default_lexicon()
    ladders = drawn_ladders(3, levenshtein, steps=3, seed=11, lexicon=words)
    assert len(ladders) == 3
    assert_fit_for_a_class(ladders, words, levenshtein, 3)


def test_each_is_the_sheet_s_own_ladder_for_its_pair() -> None:
    """A drawn ladder is what the sheet gives its pair when a setter names it: the game's, with no note."""
    words = default_lexicon()
    for ladder in drawn_ladders(3, levenshtein, steps=4, length=4, seed=3, lexicon=words):
        assert sheet_ladders([(ladder.start, ladder.end)], levenshtein, lexicon=words) == ([ladder], [])


def test_the_same_seed_draws_the_same_ladders() -> None:
    words = default_lexicon()
    first = drawn_ladders(4, levenshtein, steps=4, length=4, seed=21, lexicon=words)
    assert drawn_ladders(4, levenshtein, steps=4, length=4, seed=21, lexicon=words) == first
    assert drawn_ladders(4, levenshtein, steps=4, length=4, seed=22, lexicon=words) != first


def test_drawn_ladders_follow_the_setter_s_own_and_share_no_end_or_clue_with_them() -> None:
    words = default_lexicon()
    given, _ = sheet_ladders([("cold", "warm"), ("beer", "wine")], levenshtein, lexicon=words)
    drawn = drawn_ladders(4, levenshtein, steps=3, length=4, seed=5, lexicon=words, beside=given)
    assert len(drawn) == 4
    sheet = [*given, *drawn]
    ends = [word for ladder in sheet for word in (ladder.start, ladder.end)]
    assert len(set(ends)) == len(ends)
    assert None not in sheet_clues([word for ladder in sheet for word in ladder.words[1:-1]])


CHAIN = Lexicon(["cold", "cord", "card", "ward", "warm"])
"""A word list without frequencies (its vocabulary: every word fit to show), one chain: cold → warm is its only pair
4 steps apart."""


def test_a_draw_that_finds_fewer_gives_fewer_and_stops() -> None:
    apart = {frozenset((a, b)) for a in CHAIN for b, steps in distances_from(a, CHAIN, "substitution").items()
             if steps == 4}
    assert apart == {frozenset(("cold", "warm"))}
    ladders = drawn_ladders(3, substitution, steps=4, seed=0, lexicon=CHAIN)
    assert [set(ladder.words) for ladder in ladders] == [set(CHAIN)]
    assert_valid_ladder(ladders[0], ladders[0].start, ladders[0].end, substitution, CHAIN)
    assert drawn_ladders(2, substitution, steps=5, seed=0, lexicon=CHAIN) == []


def test_every_search_is_bounded_by_the_limits_given() -> None:
    with pytest.raises(SearchLimitError):
        drawn_ladders(1, levenshtein, steps=5, length=5, seed=0, max_expansions=1)


@pytest.mark.parametrize("options, error, message", [
    (dict(count=0), ValueError, "count must be 1 or more, not 0"),
    (dict(count=-3), ValueError, "count must be 1 or more"),
    (dict(count=MAX_DRAWN + 1), ValueError, f"count must be from 1 to {MAX_DRAWN}"),
    (dict(count=10 ** 12), ValueError, "not 1,000,000,000,000"),
    (dict(count="3"), TypeError, "count must be a whole number"),
    (dict(steps=DRAWN_STEPS[0] - 1), ValueError, "steps must be from 2 to 8"),
    (dict(steps=DRAWN_STEPS[-1] + 1), ValueError, "steps must be from 2 to 8"),
    (dict(steps=-1), ValueError, "steps must be 1 or more"),
    (dict(length=0), ValueError, "length must be 1 or more"),
    (dict(length=40), ValueError, "no vocabulary word of 40 letters"),
])
def test_bad_values_fail_on_the_spot(options, error, message) -> None:
    arguments = {"count": 2, "steps": 3, **options}
    count = arguments.pop("count")
    with pytest.raises(error, match=message):
        drawn_ladders(count, levenshtein, **arguments)
