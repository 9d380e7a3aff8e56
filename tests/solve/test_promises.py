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


# --- A Lexicon cannot be built wrong; its caches have an owner -------------------------------------------------

from ladders import DistanceMetric, Lexicon, levenshtein, make_lexicon  # noqa: E402
from ladders.words.cache import METRICS_KEPT  # noqa: E402


def test_the_constructor_folds_and_checks_words_as_the_loaders_do():
    words = ["Cat", "cot", "cog", "", "a b", "b?er", "r2d2", "  Dog "]
    built, made = Lexicon(words), make_lexicon(words)
    assert built.words == made.words == ("cat", "cog", "cot", "dog")
    assert built.dropped == made.dropped == 3
    assert str(make_ladder("cat", "cog", substitution, lexicon=built)) == "cat → cot → cog"
    assert built.matches("c?t") == ("cat", "cot")  # no stray '?' word corrupts a pattern lookup
    with pytest.raises(TypeError):
        Lexicon("cat")


def test_new_metric_objects_do_not_grow_the_cache_without_bound():
    lexicon = make_lexicon(["cat", "cot", "cog", "dog"])
    make_ladder("cat", "dog", substitution, lexicon=lexicon)
    for _ in range(3 * METRICS_KEPT):
        fresh = DistanceMetric("fresh", levenshtein.neighbours, levenshtein.distance)
        assert make_ladder("cat", "dog", fresh, lexicon=lexicon).steps == 3
    assert lexicon.cache.metrics() <= METRICS_KEPT + 1  # the built-in metric is pinned on top
    assert lexicon.cache.peek_metric(substitution, "neighbours") is not None


def test_a_cache_can_be_cleared_and_is_built_again_on_use():
    lexicon = make_lexicon(["cat", "cot", "cog", "dog"])
    make_ladder("cat", "dog", substitution, lexicon=lexicon)
    assert len(lexicon.cache) > 0
    lexicon.clear_cache()
    assert len(lexicon.cache) == 0 and lexicon.cache.peek_metric(substitution, "neighbours") is None
    assert make_ladder("cat", "dog", substitution, lexicon=lexicon).steps == 3


def test_the_old_memo_calls_still_work_and_warn():
    lexicon = make_lexicon(["cat"])
    with pytest.warns(DeprecationWarning, match="Lexicon.cache"):
        assert lexicon.memo("mine", lambda: 42) == 42
    with pytest.warns(DeprecationWarning):
        assert lexicon.cached("mine") == 42
