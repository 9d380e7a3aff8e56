"""Cost models: weighted answers equal a brute-force reference; the built-in prices; counts to ranks."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    COSTS, CostModel, LadderError, NoLadderError, alphabetic, answer, damerau, default_lexicon, fewest_steps,
    levenshtein, load_counted_lexicon, make_ladder, make_lexicon, ranks_from_counts, rarity, substitution,
    weakest_rung,
)
from ladders.cli import main
from ladders.search import cheapest_path
from ladders.solve.costs import word_rarity
from ladders.search import SearchProblem
from tests.checks import assert_valid_ladder
from tests.reference import all_simple_ladders, shortest_steps

METRIC_NAMES = {"substitution": substitution, "levenshtein": levenshtein, "damerau": damerau}


SMALL_WORDS = sorted({a + b + c for a in "abc" for b in "abc" for c in ("", *"abc")} | set("abc"))


@st.composite
def ranked_word_lists(draw, max_words: int = 16):
    """A small random word list over 'abc' with random ranks (some words unranked), and two of its words."""
    words = sorted(draw(st.sets(st.sampled_from(SMALL_WORDS), min_size=10, max_size=max_words)))
    ranks = {word: draw(st.integers(1, 20)) for word in words if draw(st.integers(0, 4))}
    start, end = draw(st.permutations(words))[:2]
    return make_lexicon(words, ranks=ranks), start, end


def reference_rarity(words, lexicon) -> float:
    """Sum of the ranks of the words entered; unranked words cost the largest rank (1 without ranks)."""
    rarest = max(lexicon.ranks.values(), default=1)
    return float(sum(lexicon.ranks.get(word, rarest) for word in words[1:]))


def reference_letters(words, lexicon) -> float:
    """Alphabet distance by definition: letter gaps for a change, the letter's place for an insert/delete."""
    place = {letter: i for i, letter in enumerate(lexicon.alphabet, 1)}
    total = 0
    for a, b in pairwise(words):
        if len(a) == len(b):
            total += sum(abs(place[x] - place[y]) for x, y in zip(a, b, strict=True))
        else:
            long_, short = (a, b) if len(a) > len(b) else (b, a)
            total += next(place[long_[i]] for i in range(len(long_)) if long_[:i] + long_[i + 1:] == short)
    return float(total)


REFERENCE_COSTS = {"rarity": reference_rarity, "alphabet": reference_letters}
BRUTE_FORCE_STEPS = 6
"""The longest ladders the brute force lists (the searches are capped the same way)."""


@settings(max_examples=60, deadline=None)
@given(ranked_word_lists(), st.sampled_from(sorted(METRIC_NAMES)), st.sampled_from(["rarity", "alphabet"]),
       st.sampled_from([None, 2, 4]))
def test_weighted_answer_is_cheapest_by_brute_force(case, kind, cost_name, max_depth):
    lexicon, start, end = case
    metric, cost, price = METRIC_NAMES[kind], COSTS[cost_name], REFERENCE_COSTS[cost_name]
    cap = BRUTE_FORCE_STEPS if max_depth is None else max_depth
    every = all_simple_ladders(start, end, lexicon.words, kind, cap)
    max_depth = cap
    if not every:
        with pytest.raises(NoLadderError):
            make_ladder(start, end, metric, max_depth, lexicon=lexicon, cost=cost)
        return
    ladder = make_ladder(start, end, metric, max_depth, lexicon=lexicon, cost=cost)
    assert_valid_ladder(ladder, start, end, metric, lexicon)
    assert max_depth is None or ladder.steps <= max_depth
    assert price(ladder.words, lexicon) == min(price(words, lexicon) for words in every)
    assert cost.ladder_cost(ladder.words, lexicon) == price(ladder.words, lexicon)


@settings(max_examples=60, deadline=None)
@given(ranked_word_lists(), st.sampled_from(sorted(METRIC_NAMES)))
def test_weakest_rung_is_best_among_shortest_by_brute_force(case, kind):
    lexicon, start, end = case
    metric = METRIC_NAMES[kind]
    every = all_simple_ladders(start, end, lexicon.words, kind, BRUTE_FORCE_STEPS)
    if not every:
        with pytest.raises(NoLadderError):
            make_ladder(start, end, metric, BRUTE_FORCE_STEPS, lexicon=lexicon, cost=weakest_rung)
        return
    shortest = min(len(words) for words in every)
    rarest = max(lexicon.ranks.values(), default=1)

    def key(words):  # the words between the ends: both ends are given, not chosen, so neither counts
        between = [lexicon.ranks.get(word, rarest) for word in words[1:-1]]
        return (len(words) - 1, max(between, default=0), sum(between))

    ladder = make_ladder(start, end, metric, BRUTE_FORCE_STEPS, lexicon=lexicon, cost=weakest_rung)
    assert_valid_ladder(ladder, start, end, metric, lexicon)
    assert ladder.steps == shortest - 1 == shortest_steps(start, end, lexicon.words, kind)
    assert key(ladder.words) == min(key(words) for words in every)


@settings(max_examples=30, deadline=None)
@given(ranked_word_lists(), st.sampled_from(sorted(METRIC_NAMES)), st.integers(0, 5))
def test_seeded_weighted_choice_is_reproducible_and_cheapest(case, kind, seed):
    lexicon, start, end = case
    metric = METRIC_NAMES[kind]
    every = all_simple_ladders(start, end, lexicon.words, kind, BRUTE_FORCE_STEPS)
    if not every:
        return
    first = make_ladder(start, end, metric, BRUTE_FORCE_STEPS, lexicon=lexicon, cost=rarity, seed=seed)
    again = make_ladder(start, end, metric, BRUTE_FORCE_STEPS, lexicon=lexicon, cost=rarity, seed=seed)
    assert first == again
    assert_valid_ladder(first, start, end, metric, lexicon)
    assert reference_rarity(first.words, lexicon) == min(reference_rarity(words, lexicon) for words in every)


def test_weakest_rung_and_rarity_differ_where_they_should():
    ranks = {"aaa": 1, "baa": 1, "bba": 7, "aab": 5, "abb": 5, "bbb": 1}
    lexicon = make_lexicon(ranks, ranks=ranks)
    by_sum = make_ladder("aaa", "bbb", substitution, lexicon=lexicon, cost=rarity)
    by_rung = make_ladder("aaa", "bbb", substitution, lexicon=lexicon, cost=weakest_rung)
    assert by_sum.words == ("aaa", "baa", "bba", "bbb")  # total 9, rarest rank 7
    assert by_rung.words == ("aaa", "aab", "abb", "bbb")  # total 11, rarest rank 5
    for ladder in (by_sum, by_rung):
        assert_valid_ladder(ladder, "aaa", "bbb", substitution, lexicon)


def test_plain_cost_goes_the_plain_way():
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    assert make_ladder("cold", "warm", lexicon=words, cost=fewest_steps) == make_ladder("cold", "warm", lexicon=words)


def test_alphabet_prices_each_kind_of_move():
    lexicon = default_lexicon()
    assert alphabetic.step_cost("beer", "bear", lexicon) == 4  # e -> a
    assert alphabetic.step_cost("bee", "beer", lexicon) == 18  # insert r, the 18th letter
    assert alphabetic.step_cost("beer", "bee", lexicon) == 18
    assert alphabetic.step_cost("form", "from", lexicon) == 6  # o <-> r, twice 3
    assert alphabetic.min_step_cost(lexicon) == 1


def test_rarity_prices_the_word_entered():
    lexicon = make_lexicon(["cat", "cot", "cog"], ranks={"cat": 3, "cot": 7})
    assert rarity.step_cost("cat", "cot", lexicon) == 7
    assert rarity.step_cost("cot", "cat", lexicon) == 3
    assert rarity.step_cost("cot", "cog", lexicon) == word_rarity("cog", lexicon) == 7  # unranked: the rarest
    assert rarity.min_step_cost(lexicon) == 3
    unranked = make_lexicon(["cat", "cot"])
    assert rarity.step_cost("cat", "cot", unranked) == 1 == rarity.min_step_cost(unranked)


def test_common_ladder_on_the_embedded_dictionary_is_commoner_than_the_shortest():
    lexicon = default_lexicon()
    shortest = make_ladder("beer", "wine", lexicon=lexicon)
    common = make_ladder("beer", "wine", lexicon=lexicon, cost=rarity)
    assert_valid_ladder(common, "beer", "wine", levenshtein, lexicon)
    assert rarity.ladder_cost(common.words, lexicon) <= rarity.ladder_cost(shortest.words, lexicon)
    assert common.steps >= shortest.steps


def test_cost_model_checks():
    with pytest.raises(ValueError, match="aggregate"):
        CostModel("odd", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0, aggregate="mean")
    free = CostModel("free", lambda a, b, lexicon: 0.0, lambda lexicon: 0.0)
    with pytest.raises(ValueError, match="min_step_cost"):
        make_ladder("cat", "cot", lexicon=["cat", "cot"], cost=free)
    liar = CostModel("liar", lambda a, b, lexicon: 0.5, lambda lexicon: 1.0)
    with pytest.raises(LadderError, match="below the cost model's minimum"):
        make_ladder("cat", "cot", lexicon=["cat", "cot"], cost=liar)
    with pytest.raises(TypeError, match="CostModel"):
        make_ladder("cat", "cot", lexicon=["cat", "cot"], cost="rarity")


def test_cheapest_path_keeps_a_costlier_shorter_way_under_a_depth_cap():
    graph = {"s": "ab", "a": "g", "b": "c", "c": "g", "g": ""}
    price = {("s", "a"): 10.0}
    problem = SearchProblem("s", "g", graph.get, max_depth=2)
    assert cheapest_path(problem, lambda x, y: price.get((x, y), 1.0)) == (("s", "a", "g"), 11.0)
    uncapped = SearchProblem("s", "g", graph.get)
    assert cheapest_path(uncapped, lambda x, y: price.get((x, y), 1.0)) == (("s", "b", "c", "g"), 3.0)


def test_ranks_from_counts():
    assert ranks_from_counts({"the": 800, "of": 400, "cat": 100, "zax": 0}) == {"the": 1, "of": 2, "cat": 4, "zax": 5}
    with pytest.raises(ValueError, match="'cat'"):
        ranks_from_counts({"cat": -1})
    assert ranks_from_counts({}) == {}


def test_load_counted_lexicon(tmp_path):
    path = tmp_path / "counts.tsv"
    path.write_text("the\t1000\ncat\t500\ncot\t2\ncog\n", encoding="utf-8")
    lexicon = load_counted_lexicon(path)
    assert lexicon.words == ("cat", "cog", "cot", "the")
    assert (lexicon.rank("the"), lexicon.rank("cat"), lexicon.rank("cot"), lexicon.rank("cog")) == (1, 2, 9, None)
    ladder = make_ladder("cat", "cog", lexicon=lexicon, cost=rarity)
    assert_valid_ladder(ladder, "cat", "cog", levenshtein, lexicon)


def test_cli_common_and_cost(capsys):
    assert main(["beer", "wine", "--common", "--json"]) == 0
    common = json.loads(capsys.readouterr().out)
    assert common["cost"] == "rarity"
    lexicon = default_lexicon()
    expected = make_ladder("beer", "wine", lexicon=lexicon, cost=rarity)
    assert common["words"] == list(expected.words)
    assert main(["beer", "wine", "--cost", "weakest_rung"]) == 0
    assert capsys.readouterr().out.strip() == str(make_ladder("beer", "wine", cost=weakest_rung))
    assert main(["beer", "wine", "--common", "--cost", "alphabet"]) == 2
    assert "--common means --cost rarity" in capsys.readouterr().err


def test_cli_default_shows_the_commoner_ladder_beneath(capsys):
    assert main(["beer", "wine"]) == 0
    lines = capsys.readouterr().out.splitlines()
    shortest = make_ladder("beer", "wine", cost=weakest_rung)  # the commonest shortest comes first
    assert lines[0] == str(shortest)
    common = answer("beer", "wine", commoner=True).common  # the commoner ladder, from the product's answer
    assert common is not None and common.words != shortest.words
    assert lines[1].startswith(str(common))
    assert main(["beer", "wine", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["words"] == list(shortest.words) and record["common"]["words"] == list(common.words)


def test_cli_default_prints_one_line_without_ranks(tmp_path, capsys):
    path = tmp_path / "words.txt"
    path.write_text("cold\ncord\ncard\nward\nwarm\nworm\nword\ncorm\n", encoding="utf-8")
    assert main(["cold", "warm", "--words", str(path)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1
