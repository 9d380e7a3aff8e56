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
    assert caught.value.reason == "none within 2 steps (the shortest has more than 2)"
    assert caught.value.shortest is None
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
    assert lexicon.cache.peek_metric(substitution, "numbered") is not None


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


# --- No silent override: every combination works as documented or is a TypeError naming the conflict ----------

import itertools  # noqa: E402

from ladders import (  # noqa: E402
    all_ladders, astar, check_ladder, graph_stats, ladders_of_length, puzzles, rarity,
    weakest_rung,
)
from ladders.cli import main  # noqa: E402
from tests.checks import assert_valid_ladder  # noqa: E402
from tests.reference import shortest_steps  # noqa: E402

WORDS = make_lexicon(["cold", "cord", "card", "ward", "warm", "worm", "word", "wold", "wild", "mild", "mold", "cola"],
                     ranks={"cold": 10, "cord": 35, "card": 10, "ward": 20, "warm": 10, "worm": 20, "word": 10,
                            "wold": 70, "wild": 10, "mild": 20, "mold": 35, "cola": 50})
OPTIONS = {
    "cost": rarity, "avoid": ["worm"], "via": "word", "seed": 3, "allow_unknown_ends": True,
    "use_components": True, "strategy": astar,
}


@pytest.mark.parametrize("chosen", [combo for r in range(len(OPTIONS) + 1)
                                    for combo in itertools.combinations(sorted(OPTIONS), r)])
def test_every_combination_of_options_works_or_names_its_conflict(chosen):
    options = {name: OPTIONS[name] for name in chosen}
    conflict = "strategy" in options and ("seed" in options or "cost" in options)
    if conflict:
        with pytest.raises(TypeError, match="strategy does not go with"):
            make_ladder("cold", "warm", substitution, 6, lexicon=WORDS, **options)
        return
    ladder = make_ladder("cold", "warm", substitution, 6, lexicon=WORDS, **options)
    assert_valid_ladder(ladder, "cold", "warm", substitution, WORDS)
    assert "worm" not in ladder.words or "avoid" not in options
    assert "word" in ladder.words or "via" not in options
    if "cost" not in options and "via" not in options:  # fewest steps, by a shortest strategy
        reachable = [w for w in WORDS.words if w not in options.get("avoid", ())]
        assert ladder.steps == shortest_steps("cold", "warm", reachable, "substitution")


def test_use_components_answers_no_ladder_whatever_else_is_asked():
    words = make_lexicon(["cat", "cot", "dog", "dig"])
    for extra in ({}, {"cost": rarity}, {"avoid": ["cot"]}, {"seed": 1}, {"cost": weakest_rung}):
        with pytest.raises(NoLadderError, match="different groups"):
            make_ladder("cat", "dog", substitution, None, lexicon=words, use_components=True, **extra)


def test_all_ladders_takes_avoid_like_its_siblings():
    streamed = list(all_ladders("cold", "warm", substitution, 6, lexicon=WORDS, avoid=["worm"]))
    assert streamed and all("worm" not in ladder.words for ladder in streamed)
    for ladder in streamed:
        assert_valid_ladder(ladder, "cold", "warm", substitution, WORDS)


def test_every_word_list_argument_takes_the_same_forms():
    words = ["cat", "cot", "cog", "dog"]
    for form in (words, tuple(words), iter(words), make_lexicon(words)):
        assert graph_stats(form, substitution).words == 4
    assert check_ladder(["cat", "cot"], substitution, lexicon=words)
    with pytest.raises(TypeError, match="load_lexicon"):
        graph_stats("words.txt")


def test_old_call_forms_still_work_with_a_warning_naming_the_new_one():
    with pytest.warns(DeprecationWarning, match="lexicon=... by keyword"):
        assert check_ladder(["cold", "cord"], substitution, WORDS)
    with pytest.warns(DeprecationWarning, match=r"ladders_of_length\(start, end, metric, steps\)"):
        old = [ladder.words for ladder in ladders_of_length("cold", "warm", 4, substitution, lexicon=WORDS)]
    new = [ladder.words for ladder in ladders_of_length("cold", "warm", substitution, 4, lexicon=WORDS)]
    assert old == new and new


@pytest.mark.parametrize("call", [
    lambda: make_ladder("cold", "warm", max_depth="3", lexicon=WORDS),
    lambda: make_ladder("cold", "warm", timeout="1", lexicon=WORDS),
    lambda: make_ladder("cold", "warm", use_components="yes", lexicon=WORDS),
    lambda: list(puzzles(WORDS, "3", substitution)),
    lambda: ladders_of_length("cold", "warm", substitution, "3", lexicon=WORDS),
    lambda: graph_stats(WORDS, "substitution"),
])
def test_a_wrong_type_is_a_type_error(call):
    with pytest.raises(TypeError):
        call()


@pytest.mark.parametrize("call", [
    lambda: make_ladder("cold", "warm", max_depth=-1, lexicon=WORDS),
    lambda: make_ladder("cold", "warm", timeout=0, lexicon=WORDS),
    lambda: list(puzzles(WORDS, 0, substitution)),
    lambda: ladders_of_length("cold", "warm", substitution, -1, lexicon=WORDS),
])
def test_a_wrong_value_is_a_value_error(call):
    with pytest.raises(ValueError):
        call()


def test_the_same_seed_gives_the_same_puzzles_from_the_cli_and_the_api(capsys, tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS.words))
    assert main(["puzzle", "--steps", "2", "--count", "3", "--seed", "7", "--words", str(path), "--json",
                 "--metric", "substitution"]) in (0, 1)
    import json
    shown = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    made = [puzzle.as_json() for puzzle in puzzles(WORDS, 2, substitution, count=3, seed=7)]
    assert shown == made and made
