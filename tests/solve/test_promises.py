"""The API keeps its promises: one budget per call, no silent override, one way to pass each argument."""

from __future__ import annotations

import pytest

from ladders import NoLadderError, SearchLimitError, make_ladder, substitution
from ladders.search import Budget, SearchProblem, bidirectional


def test_the_explanation_of_no_ladder_draws_on_the_same_budget():
    # The capped search ends within 5 expansions (no ladder within 2 steps); finding the true shortest
    # length to word the message would need more: the answer stands, without that detail.
    with pytest.raises(NoLadderError) as caught:
        make_ladder("vises", "vixen", substitution, 2, max_expansions=5)
    assert caught.value.reason == "none within 2 steps" and caught.value.shortest is None
    # With room to spare, the same question says how long the shortest ladder is.
    with pytest.raises(NoLadderError) as caught:
        make_ladder("vises", "vixen", substitution, 2, max_expansions=5_000)
    assert caught.value.shortest is not None and caught.value.shortest > 2


def test_searches_sharing_a_budget_spend_it_once():
    def line(n: int) -> tuple[int, ...]:
        return tuple(m for m in (n - 1, n + 1) if 0 <= m < 100)

    budget = Budget(max_expansions=30)
    first = bidirectional(SearchProblem(0, 10, line, budget=budget))
    assert first == tuple(range(11))
    spent = budget.expanded
    assert 0 < spent <= 30
    with pytest.raises(SearchLimitError) as caught:
        bidirectional(SearchProblem(0, 40, line, budget=budget))
    assert caught.value.expanded == 31  # the second search started where the first left off


def test_a_budget_clock_starts_at_the_first_expansion():
    import time
    budget = Budget(timeout=0.05)
    time.sleep(0.1)  # a lazy stream made now and read later must not have timed out already
    budget.spend(0)
    assert budget.expanded == 1
