"""One allowance per call: all its searches draw on one time and expansion budget, and a cancel stops them all."""

from __future__ import annotations

import threading
import time

import pytest

from ladders import default_lexicon, make_ladder, substitution
from ladders.errors import SearchCancelledError, SearchLimitError
from ladders.search.problem import Allowance, allowance, check_allowance, current_allowance


def test_a_cancelled_allowance_stops_a_search_that_has_no_limits_of_its_own() -> None:
    with allowance(None, None) as spent:
        spent.cancel("the caller left")
        with pytest.raises(SearchCancelledError, match="the caller left"):
            make_ladder("chaos", "order", substitution, None, max_expansions=None, timeout=None)
    assert current_allowance() is None


def test_the_expansions_are_shared_by_every_search_of_the_call() -> None:
    first = make_ladder("chaos", "order", substitution, None, max_expansions=None)
    with allowance(None, None) as probe:  # how many expansions one such search takes
        probe.expansions = 10**9
        make_ladder("chaos", "order", substitution, None, strategy=_plain())
        used = 10**9 - probe.expansions
    assert used > 10
    with allowance(None, used + used // 2):  # room for one search, not two
        assert make_ladder("chaos", "order", substitution, None, strategy=_plain()).steps == first.steps
        with pytest.raises(SearchLimitError, match="whole request"):
            make_ladder("chaos", "order", substitution, None, strategy=_plain())


def _plain():  # type: ignore[no-untyped-def]
    from ladders import breadth_first
    return breadth_first


def test_the_time_is_the_whole_call_s() -> None:
    with allowance(0.0, None):
        time.sleep(0.01)
        with pytest.raises(SearchLimitError, match="timeout"):
            make_ladder("chaos", "order", substitution, None, strategy=_plain())


def test_a_cancel_from_another_thread_stops_a_running_search() -> None:
    spent = Allowance(None, None)
    outcome: list[BaseException] = []

    def search() -> None:
        with allowance(None, None, spent):
            try:
                words = default_lexicon(95)
                for _ in range(100_000):  # searches until called off (bounded: it never gets that far)
                    make_ladder("chaos", "order", substitution, None, lexicon=words, strategy=_plain())
            except SearchCancelledError as error:
                outcome.append(error)

    worker = threading.Thread(target=search)
    worker.start()
    time.sleep(0.2)
    spent.cancel("the server is stopping")
    worker.join(timeout=30)
    assert not worker.is_alive() and outcome and "stopping" in str(outcome[0])


def test_loops_that_expand_no_word_check_the_allowance_too() -> None:
    check_allowance()  # no allowance: nothing to check
    pytest.importorskip("scipy", reason="puzzles need the graph extra (numpy, scipy)")
    from ladders.study.puzzles import puzzles
    with allowance(None, None) as spent:
        spent.cancel("the caller left")
        with pytest.raises(SearchCancelledError):
            list(puzzles(default_lexicon(), 5, substitution, count=3, seed=1))
