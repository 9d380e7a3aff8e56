"""The default search walks the numbered graph (the table's numbers, or a word list's, numbered as touched).

:func:`~ladders.solve.find.find_ladder` runs the bidirectional search over
the numbers. Their rows come in the generators' order, so it must return
exactly the ladder the same search over words returns (same tie-breaks), and
say "no ladder" exactly when that does, on the embedded dictionary and on a
word list of one's own alike.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import pytest

from ladders import DistanceMetric, Lexicon, NoLadderError, default_lexicon, make_ladder, make_lexicon
from ladders.moves.memo import neighbours_of, numbered_graph
from ladders.moves.metrics import METRICS
from ladders.search import Budget
from ladders.search.breadth import meet_between
from ladders.solve.check import check_ladder

COMMON = [word for word in default_lexicon(35).words if 3 <= len(word) <= 6]
OWN = make_lexicon(COMMON)
"""A word list of one's own (no shipped table): its graph is numbered lazily."""


def over_words(start: str, end: str, name: str, max_depth: int | None,
               lexicon: Lexicon | None = None) -> tuple[str, ...] | None:
    """The same search over words, in the orientation the default search takes (from the alphabetically first end)."""
    step = neighbours_of(METRICS[name], default_lexicon() if lexicon is None else lexicon)
    if end < start:
        found = meet_between(end, start, step, step, max_depth, Budget())
        return None if found is None else found[::-1]
    return meet_between(start, end, step, step, max_depth, Budget())


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(COMMON), st.sampled_from(COMMON), st.sampled_from(sorted(METRICS)),
       st.sampled_from([None, 3, 6]))
def test_the_numbered_search_finds_the_ladder_the_word_search_finds(start, end, name, max_depth):
    expected = over_words(start, end, name, max_depth)
    try:
        found = make_ladder(start, end, metric=METRICS[name], max_depth=max_depth)
    except NoLadderError:
        assert expected is None
        return
    assert found.words == expected
    report = check_ladder(found.words, METRICS[name], lexicon=default_lexicon())
    assert report and report.is_shortest


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(COMMON), st.sampled_from(COMMON), st.sampled_from(sorted(METRICS)),
       st.sampled_from([None, 3, 6]))
def test_a_word_list_of_ones_own_is_searched_over_numbers_with_the_same_ladders(start, end, name, max_depth):
    expected = over_words(start, end, name, max_depth, OWN)
    try:
        found = make_ladder(start, end, metric=METRICS[name], max_depth=max_depth, lexicon=OWN)
    except NoLadderError:
        assert expected is None
        return
    assert found.words == expected


def test_a_word_list_is_numbered_only_as_far_as_a_search_touches_it():
    generated = []
    levenshtein = METRICS["levenshtein"]

    def counted(word, lexicon):
        generated.append(word)
        return levenshtein.neighbours(word, lexicon)

    metric = DistanceMetric("counted", counted, levenshtein.distance)
    lexicon = make_lexicon(COMMON)
    assert make_ladder("cold", "warm", metric, lexicon=lexicon).steps == 4
    assert 0 < len(generated) < len(lexicon) // 10, "rows are generated for the words the search touched only"
    graph = numbered_graph(metric, lexicon)
    assert graph.word(graph.number("cold")) == "cold" and graph.number("xyzzy") is None
    touched = len(generated)
    make_ladder("warm", "cold", metric, lexicon=lexicon)
    assert len(generated) == touched, "a second search reads the rows the first one generated"


def test_the_old_public_door_to_the_engine_still_works_and_warns():
    from ladders.search import bidirectional_path
    step = {"a": "b", "b": "ac", "c": "b"}.get
    with pytest.warns(DeprecationWarning, match="bidirectional_path is deprecated"):
        assert bidirectional_path("a", "c", step, step, None, Budget()) == ("a", "b", "c")
