"""Promises at the edges: a start that is its end, a weakest rung that reads the same both ways, the alphabet's
prices as the guide gives them, and folding in `in` and `rank`."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from ladders import (COSTS, NoLadderError, alphabetic, damerau, default_lexicon, levenshtein, make_ladder,
                     make_lexicon, substitution, weakest_rung)
from ladders.solve.check import check_ladder
from tests.reference import shortest_steps

METRICS = (substitution, levenshtein, damerau)
CHOICES = [None, *COSTS.values()]


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
@pytest.mark.parametrize("cost", CHOICES, ids=lambda c: "default" if c is None else c.name)
def test_a_start_that_is_its_end_is_a_ladder_of_no_steps_under_every_cost_and_metric(metric, cost) -> None:
    words = make_lexicon(["cat", "cut", "hut", "hat", "cot", "cog", "dot"])
    for options in ({}, {"via": "cat"}, {"avoid": ["hut"]}, {"seed": 3}, {"max_depth": 0}):
        ladder = make_ladder("cat", "cat", metric, options.pop("max_depth", None), lexicon=words, cost=cost,
                             **options)
        assert ladder.words == ("cat",) and ladder.steps == 0, (options, ladder)


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
@pytest.mark.parametrize("cost", CHOICES, ids=lambda c: "default" if c is None else c.name)
def test_a_round_trip_through_another_word_is_a_clear_no_ladder(metric, cost) -> None:
    for words, via in ((["cat", "cut", "hut", "hat"], "hut"), (["cat", "cot", "cog", "dot"], "cot")):
        with pytest.raises(NoLadderError, match="never repeats a word"):
            make_ladder("cat", "cat", metric, None, lexicon=make_lexicon(words), via=via, cost=cost)


def test_the_cases_that_broke_before() -> None:
    words = make_lexicon(["cat", "cut", "hut", "hat"])
    with pytest.raises(NoLadderError):
        make_ladder("cat", "cat", substitution, None, lexicon=words, via="hut", cost=weakest_rung)
    dna = ["acg", "ag", "agc", "agg", "gc"]
    ladder = make_ladder("acg", "gc", levenshtein, None, lexicon=dna, cost=alphabetic)
    assert alphabetic.ladder_cost(ladder.words, make_lexicon(dna)) == 7.0 and check_ladder(ladder.words, levenshtein,
                                                                                            lexicon=dna).valid
    there = make_ladder("parer", "dented", cost=weakest_rung, max_depth=None)
    back = make_ladder("dented", "parer", cost=weakest_rung, max_depth=None)
    assert there.words == back.words[::-1]
    assert "ÉTÉ" in make_lexicon(["été"]) and default_lexicon().rank("Cold") == default_lexicon().rank("cold")


def test_alphabetic_prices_letters_a_1_to_z_26_on_a_list_that_skips_letters() -> None:
    words = make_lexicon(["ab", "az", "zb"])  # no c to y: a list's own alphabet would make z the 3rd letter
    assert alphabetic.step_cost("ab", "az", words) == 24.0  # b (2) to z (26)
    assert alphabetic.step_cost("ab", "a", words) == 2.0 and alphabetic.step_cost("az", "a", words) == 26.0
    assert alphabetic.step_cost("ab", "ba", words) == 2.0  # a swap: twice the distance of a and b


WORDS = st.lists(st.text("abcd", min_size=2, max_size=3), min_size=2, max_size=14, unique=True)


@settings(max_examples=80, deadline=None)
@given(WORDS, st.data())
def test_every_built_in_cost_gives_a_pair_and_its_reverse_reversed_ladders(words, data) -> None:
    start, end = data.draw(st.sampled_from(words)), data.draw(st.sampled_from(words))
    ranks = {w: data.draw(st.integers(1, 4)) for w in words}  # few ranks: many ties to break
    lexicon = make_lexicon(words, ranks=ranks)
    metric = data.draw(st.sampled_from(METRICS))
    for cost in COSTS.values():
        try:
            there = make_ladder(start, end, metric, None, lexicon=lexicon, cost=cost)
        except NoLadderError:
            with pytest.raises(NoLadderError):
                make_ladder(end, start, metric, None, lexicon=lexicon, cost=cost)
            continue
        back = make_ladder(end, start, metric, None, lexicon=lexicon, cost=cost)
        assert there.words == back.words[::-1], (cost.name, there, back)
        if cost in (weakest_rung,):
            assert there.steps == shortest_steps(start, end, list(words), metric.name)


@settings(max_examples=60, deadline=None)
@given(WORDS, st.data())
def test_the_weakest_rung_is_judged_over_the_words_between_the_ends(words, data) -> None:
    start, end = data.draw(st.sampled_from(words)), data.draw(st.sampled_from(words))
    ranks = {w: data.draw(st.integers(1, 9)) for w in words}
    lexicon = make_lexicon(words, ranks=ranks)
    try:
        ladder = make_ladder(start, end, substitution, None, lexicon=lexicon, cost=weakest_rung)
    except NoLadderError:
        return
    from ladders.solve.shortest import shortest_ladders
    best = min(max((ranks[w] for w in way.words[1:-1]), default=0)
               for way in shortest_ladders(start, end, substitution, lexicon=lexicon))
    assert max((ranks[w] for w in ladder.words[1:-1]), default=0) == best
