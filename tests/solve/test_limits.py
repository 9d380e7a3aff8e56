"""Bounded searches: every strategy and stream honours ``max_expansions`` and ``timeout``.

A :class:`~ladders.errors.SearchLimitError` says which limit stopped the
search, how far it got (words expanded, steps deep) and how to lift it; the
CLI's default limits stop a runaway search; a stream of ladders keeps its
memory bounded however long it is read.
"""

from __future__ import annotations

import itertools
import re
import time
import tracemalloc

import pytest

from ladders import (
    DistanceMetric,
    Ladder,
    SearchLimitError,
    all_ladders,
    damerau,
    levenshtein,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders import cli
from ladders.cli import options as cli_options
from ladders.errors import plural
from ladders.search import STRATEGIES
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps

METRICS = [substitution, levenshtein, damerau]

# Every three-letter string over four letters: a dense graph with astronomically many simple ladders.
GRID = make_lexicon("".join(letters) for letters in itertools.product("abcd", repeat=3))


# Two components of 256 words each that no move joins: a search between them must exhaust one.
APART = make_lexicon("".join(letters) for alphabet in ("abcd", "wxyz")
                     for letters in itertools.product(alphabet, repeat=4))


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_max_expansions_stops_every_strategy(metric, strategy):
    steps = shortest_steps("aaa", "ddd", GRID, metric.name)
    assert steps == 3
    with pytest.raises(SearchLimitError) as caught:
        make_ladder("aaa", "ddd", metric=metric, lexicon=GRID, strategy=STRATEGIES[strategy], max_expansions=1)
    error = caught.value
    assert (error.limit, error.value) == ("max_expansions", 1)
    assert error.expanded == 2
    assert 0 <= error.depth <= steps
    message = str(error)
    assert message.startswith("search stopped at its max_expansions limit (1) after expanding 2 words, ")
    assert plural(error.depth, "step") + " deep" in message
    assert "raise max_expansions (or pass None) to search further" in message


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_a_generous_limit_changes_nothing(metric, strategy):
    plain = make_ladder("aaa", "dcb", metric=metric, lexicon=GRID, strategy=STRATEGIES[strategy])
    limited = make_ladder("aaa", "dcb", metric=metric, lexicon=GRID, strategy=STRATEGIES[strategy],
                          max_expansions=10_000, timeout=600)
    assert_valid_ladder(plain, "aaa", "dcb", metric, GRID)
    assert limited == plain


def _slow(metric: DistanceMetric, seconds: float) -> DistanceMetric:
    """The same moves, each word's neighbours taking at least *seconds* to generate."""

    def neighbours(word, lexicon):
        time.sleep(seconds)
        return metric.neighbours(word, lexicon)

    return DistanceMetric(f"slow-{metric.name}", neighbours, metric.distance)


@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_timeout_stops_every_strategy(strategy):
    slow = _slow(levenshtein, 0.001)
    with pytest.raises(SearchLimitError) as caught:
        make_ladder("aaaa", "wwww", metric=slow, lexicon=APART, max_depth=None,
                    strategy=STRATEGIES[strategy], timeout=0.02)
    assert caught.value.limit == "timeout"
    assert re.match(r"search stopped at its timeout limit \(0\.02 s\) after expanding [\d,]+ words, \d+ steps? deep; "
                    r"raise timeout", str(caught.value))


@pytest.mark.parametrize("strategy", ["bidirectional", "astar"])
def test_timeout_is_noticed_soon_when_expansions_are_slow(strategy):
    # Each expansion sleeps 2 ms, so 0.01 s has surely passed after 5 of them.
    slow = _slow(levenshtein, 0.002)
    with pytest.raises(SearchLimitError) as caught:
        make_ladder("aaaa", "wwww", metric=slow, lexicon=APART, max_depth=None,
                    strategy=STRATEGIES[strategy], timeout=0.01)
    assert caught.value.expanded <= 8


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
def test_a_stream_honours_both_limits(metric):
    for limits in ({"max_expansions": 200}, {"timeout": 0.05}):
        stream = all_ladders("aaa", "ddd", metric=metric, max_depth=None, lexicon=GRID, **limits)
        pulled = 0
        with pytest.raises(SearchLimitError) as caught:
            for ladder in stream:
                assert_valid_ladder(ladder, "aaa", "ddd", metric, GRID)
                pulled += 1
        assert caught.value.limit == next(iter(limits))
        assert pulled > 0


def test_stream_memory_does_not_grow_with_the_ladders_read():
    def peak_after(count: int) -> int:
        stream = all_ladders("aaa", "ddd", metric=substitution, max_depth=None, lexicon=GRID)
        steps = 0
        tracemalloc.start()
        try:
            for ladder in itertools.islice(stream, count):
                assert ladder.steps >= steps  # shortest first
                steps = ladder.steps
                assert_valid_ladder(ladder, "aaa", "ddd", substitution, GRID)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    make_ladder("aaa", "ddd", metric=substitution, lexicon=GRID)  # warm the neighbour memo first
    small, large = peak_after(300), peak_after(3_000)
    assert large < 2 * small + 64_000, f"reading 10x the ladders raised the peak from {small:,} to {large:,} bytes"


# ---------------------------------------------------------------- the command line


@pytest.fixture(scope="module")
def grid_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("grid") / "grid.txt"
    path.write_text("\n".join(GRID) + "\n")
    return str(path)


def test_cli_limit_errors_say_how_to_lift_them(capsys, grid_file):
    status = cli.main(["aaa", "ddd", "--words", grid_file, "--max-expansions", "1"])
    out, err = capsys.readouterr()
    assert status == 3 and out == ""
    assert err.startswith("ladders: search stopped at its max_expansions limit (1) after expanding 2 words")
    assert "raise --max-expansions (or give 'none')" in err and err.count("\n") == 1


def test_cli_default_limits_stop_a_runaway(capsys, grid_file, monkeypatch):
    # The real defaults (5,000,000 expansions, 60 s) take too long for a test: shrink them and see them used.
    assert cli_options.DEFAULT_MAX_EXPANSIONS and cli_options.DEFAULT_TIMEOUT
    monkeypatch.setattr(cli_options, "DEFAULT_MAX_EXPANSIONS", 300)
    status = cli.main(["aaa", "ddd", "--words", grid_file, "--all", "--no-limit", "--limit", "1000000000"])
    out, err = capsys.readouterr()
    assert status == 3
    assert "max_expansions limit (300)" in err
    lines = out.splitlines()
    assert lines
    for line in lines:
        words = tuple(line.split(" → "))
        assert_valid_ladder(Ladder(words, "levenshtein"), "aaa", "ddd", levenshtein, GRID)


def test_cli_none_lifts_a_limit(capsys, grid_file):
    assert cli.main(["aaa", "ddd", "--words", grid_file, "--max-expansions", "none", "--timeout", "None",
                     "--metric", "substitution"]) == 0
    out = capsys.readouterr().out.strip()
    assert len(out.split(" → ")) == 4
