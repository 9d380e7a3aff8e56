"""``ladders.query``, the one signature that declares a pair, and the questions asked of it.

Each question over a query equals its word-level call (the word-level calls are one line over the query),
on seeded pairs of the embedded dictionary's common words; every ladder is checked and shortest ones are
held to the plain reference search.
"""

from __future__ import annotations

import random

import pytest

import ladders
from ladders import (
    Limits, NoLadderError, Query, SearchLimitError, UnknownWordError, answer, best, count, count_shortest_ladders,
    default_lexicon, every_shortest, levenshtein, make_ladder, query, rarity, rate, rate_pair, score,
    shortest, shortest_graph, shortest_ladders, substitution,
)
from ladders.solve.shortest import shortest_ladder_graph
from ladders.solve.score import score_ladder
from ladders.words.common import is_common
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps_near

WORDS = ["cold", "cord", "card", "ward", "warm", "worm", "word"]


def _pairs(metric_name: str, count_: int = 12) -> list[tuple[str, str]]:
    words = default_lexicon()
    common = sorted(word for word in words if len(word) == 4 and is_common(word, words))
    chooser = random.Random(f"query-{metric_name}")
    return [(chooser.choice(common), chooser.choice(common)) for _ in range(count_)]


@pytest.mark.parametrize(("arguments", "error", "says"), [
    ({"metric": "levenshtein"}, TypeError, "metric"),
    ({"max_depth": -1}, ValueError, "max_depth must be 0 or more, not -1"),
    ({"max_depth": 2.5}, TypeError, "max_depth must be a whole number or None, not 2.5"),
    ({"limits": {"max_expansions": 10}}, TypeError, r"limits must be a Limits such as Limits\("),
    ({"limits": 10}, TypeError, "limits must be a Limits"),
    ({"avoid": "word"}, TypeError, "avoid must be a collection of words"),
    ({"avoid": ["cold"]}, ValueError, "cannot avoid 'cold': it is the start word"),
    ({"allow_unknown_ends": "middle"}, ValueError, "allow_unknown_ends must be 'start', 'end' or 'both'"),
])
def test_query_checks_its_arguments_at_once(arguments, error, says):
    with pytest.raises(error, match=says):
        query("cold", "warm", lexicon=WORDS, **arguments)


def test_query_checks_its_words_at_once():
    with pytest.raises(UnknownWordError, match="'colt' is not in"):
        query("colt", "warm", lexicon=WORDS)
    with pytest.raises(TypeError, match="start must be a string"):
        query(3, "warm", lexicon=WORDS)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        query("cold", "warm", WORDS)  # type: ignore[misc]  # everything after the pair is by keyword
    assert query("colt", "warm", lexicon=WORDS, allow_unknown_ends="start").start == "colt"


def test_a_query_is_frozen_and_holds_its_defaults():
    pair = query("Cold", "WARM", lexicon=WORDS)
    assert isinstance(pair, Query) and (pair.start, pair.end) == ("cold", "warm")
    assert pair.metric is levenshtein and pair.max_depth == 10 and pair.avoid == frozenset()
    assert pair.limits == Limits() and pair.limits.expansions is None
    with pytest.raises(AttributeError, match="frozen"):
        pair.max_depth = 3  # type: ignore[misc]
    assert query("cold", "warm", lexicon=WORDS, limits=Limits(5, 1.0)).limits == Limits(5, 1.0)


def test_the_limits_of_a_query_bound_every_question():
    pair = query("cold", "warm", lexicon=WORDS, metric=substitution, limits=Limits(expansions=1))
    for question in (shortest, shortest_graph, count, rate, lambda q: best(q, cost=rarity)):
        with pytest.raises(SearchLimitError):
            question(pair)


@pytest.mark.parametrize("metric", [substitution, levenshtein], ids=lambda m: m.name)
def test_each_question_equals_its_word_level_call(metric):
    words = default_lexicon()
    for start, end in _pairs(metric.name):
        pair = query(start, end, metric=metric, max_depth=None, lexicon=words)
        try:
            plain = make_ladder(start, end, metric, None, lexicon=words)
        except NoLadderError as why:
            with pytest.raises(NoLadderError, match=why.reason):
                shortest(pair)
            with pytest.raises(NoLadderError, match=why.reason):
                shortest_graph(pair)
            assert count(pair) == 0 == count_shortest_ladders(start, end, metric, lexicon=words)
            assert answer(pair).why.reason == answer(start, end, metric, None, lexicon=words).why.reason
            continue
        one = shortest(pair)
        assert one == plain
        assert_valid_ladder(one, start, end, metric, words)
        assert one.steps == shortest_steps_near(start, end, words, metric.name, one.steps)
        every = list(every_shortest(pair))
        assert every == list(shortest_ladders(start, end, metric, lexicon=words))
        assert len(every) == count(pair) == count_shortest_ladders(start, end, metric, lexicon=words)
        assert {ladder.steps for ladder in every} == {one.steps}
        graph = shortest_graph(pair)
        assert (graph.steps, graph.count()) == (one.steps, len(every))
        word_graph = shortest_ladder_graph(start, end, metric, lexicon=words)
        assert sorted(graph.paths()) == sorted(word_graph.paths())
        assert best(pair, cost=rarity) == make_ladder(start, end, metric, None, lexicon=words, cost=rarity)
        assert best(pair, seed=3) == make_ladder(start, end, metric, None, lexicon=words, seed=3)
        assert answer(pair, commoner=True) == answer(start, end, metric, None, lexicon=words, commoner=True)
        if one.steps >= 1:
            assert rate(pair) == rate_pair(start, end, metric, lexicon=words)
        graded = score(pair, list(one.words))
        assert graded == score_ladder(list(one.words), start, end, metric, lexicon=words)
        assert graded.is_shortest


def test_the_questions_keep_the_cap_the_avoided_words_and_the_ends():
    capped = query("cold", "warm", lexicon=WORDS, max_depth=3)
    with pytest.raises(NoLadderError, match=r"none within 3 steps \(the shortest has 4\)"):
        shortest_graph(capped)
    assert count(capped) == 0 and list(every_shortest(capped)) == []
    assert answer(capped).why.reason == "none within 3 steps (the shortest has 4)"
    avoiding = query("cold", "warm", lexicon=WORDS, avoid=["card"])
    assert all("card" not in ladder.words for ladder in every_shortest(avoiding)) and count(avoiding) == 2
    assert str(best(avoiding, via="worm")) == "cold → cord → word → worm → warm"


def test_answer_and_score_take_a_query_or_words_never_both():
    pair = query("cold", "warm", lexicon=WORDS)
    with pytest.raises(TypeError, match="takes the pair from the query"):
        answer(pair, "warm")  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="takes the pair from the query"):
        answer(pair, max_depth=3)  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="takes the pair from the query"):
        score(pair, ["cold", "warm"], "warm")  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="takes the pair from the query"):
        score(pair)  # type: ignore[call-overload]
    assert score(["cold", "cord"], lexicon=WORDS).valid  # the word-level form is unchanged


def test_the_front_door_is_exported_lazily():
    for name in ("query", "Query", "Limits", "shortest", "every_shortest", "count", "shortest_graph", "best",
                 "rate"):
        assert name in ladders.__all__ and getattr(ladders, name) is not None
