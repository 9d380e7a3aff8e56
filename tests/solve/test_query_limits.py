"""One :class:`~ladders.search.problem.Limits` value per query, and "not given" told apart from None."""

from __future__ import annotations

import pickle

import pytest

from ladders.arguments import NOT_GIVEN, NotGiven
from ladders.errors import BrokenInvariantError, NoLadderError
from ladders.moves.metrics import substitution
from ladders.search.problem import NO_LIMITS, Limits, limits_of
from ladders.solve.query import query

WORDS = ["cold", "cord", "card", "ward", "warm", "worm", "word"]


@pytest.mark.parametrize(("expansions", "timeout", "error", "says"), [
    (-1, None, ValueError, "expansions must be 0 or more, not -1"),
    (1.5, None, TypeError, "expansions must be a whole number or None, not 1.5"),
    (True, None, TypeError, "expansions must be a whole number or None, not True"),
    (None, 0, ValueError, "timeout must be a positive number of seconds or None, not 0"),
    (None, float("inf"), ValueError, "timeout must be a positive number"),
    (None, "2", TypeError, "timeout must be a number of seconds or None, not '2'"),
])
def test_limits_reject_bad_values(expansions, timeout, error, says):
    with pytest.raises(error, match=says):
        Limits(expansions, timeout)


def test_limits_are_a_frozen_value_that_makes_budgets():
    limits = Limits(200_000, 2.0)
    assert limits == Limits(expansions=200_000, timeout=2.0) and hash(limits) == hash(Limits(200_000, 2.0))
    with pytest.raises(AttributeError):
        limits.expansions = 3  # type: ignore[misc]
    budget = limits.budget()
    assert (budget.max_expansions, budget.timeout) == (200_000, 2.0)
    assert Limits() == NO_LIMITS and NO_LIMITS.budget().limited is False
    assert pickle.loads(pickle.dumps(limits)) == limits


def test_the_word_level_names_are_checked_under_their_own_names():
    assert limits_of(None, None) is NO_LIMITS
    assert limits_of(5, 1.5) == Limits(5, 1.5)
    with pytest.raises(ValueError, match="max_expansions must be 0 or more"):
        limits_of(-5, None)


def test_a_query_holds_one_limits_value():
    pair = query("cold", "warm", metric=substitution, lexicon=WORDS, limits=Limits(1_000, 3.0))
    assert pair.limits == Limits(1_000, 3.0)
    assert query("cold", "warm", lexicon=WORDS).limits is NO_LIMITS
    budget = pair.budget()
    assert (budget.max_expansions, budget.timeout) == (1_000, 3.0)


def test_not_given_is_one_falsy_value_of_its_own_type():
    assert NotGiven() is NOT_GIVEN and repr(NOT_GIVEN) == "NOT_GIVEN" and not NOT_GIVEN
    assert pickle.loads(pickle.dumps(NOT_GIVEN)) is NOT_GIVEN
    assert NOT_GIVEN is not None and NOT_GIVEN != False  # noqa: E712 (False meant "unset" before)


def test_not_given_keeps_the_cap_and_none_lifts_it():
    pair = query("cold", "warm", metric=substitution, max_depth=2, lexicon=WORDS)
    budget = pair.budget()
    assert pair.shortest_path(budget) is None  # the query's cap: 2 steps, the shortest has 4
    assert pair.shortest_path(budget, max_depth=NOT_GIVEN) is None
    assert len(pair.shortest_path(budget, max_depth=None)) == 5  # no cap
    assert pair.problem(None).max_depth == 2 and pair.problem(None, max_depth=None).max_depth is None
    assert pair.shortest_graph(budget) is None and pair.shortest_graph(budget, max_depth=None).steps == 4
    assert pair.problem(None, max_depth=0).max_depth == 0  # 0 is a real cap, not "not given"


def test_the_reason_past_a_cap_is_still_worded():
    pair = query("cold", "warm", metric=substitution, max_depth=3, lexicon=WORDS)
    with pytest.raises(NoLadderError, match=r"none within 3 steps \(the shortest has 4\)"):
        pair.check_quick_answers()
        raise pair.no_ladder(pair.budget(), searched_all=True)


def test_a_broken_invariant_is_a_runtime_error_that_says_so():
    error = BrokenInvariantError("the worker was started without a lexicon")
    assert isinstance(error, RuntimeError) and "a bug in ladders" in str(error)
