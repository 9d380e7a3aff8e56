"""The default search on the embedded dictionary walks the table's word numbers: same ladders as over words.

:func:`~ladders.solve.find.find_ladder` runs the bidirectional search over
the shipped neighbour table's numbers when it can. Its rows come in the
generators' order, so it must return exactly the ladder the same search over
words returns (same tie-breaks), and say "no ladder" exactly when that does.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import NoLadderError, default_lexicon, make_ladder
from ladders.moves.memo import neighbours_of
from ladders.moves.metrics import METRICS
from ladders.search import Budget, bidirectional_path
from ladders.solve.check import check_ladder

COMMON = [word for word in default_lexicon(35).words if 3 <= len(word) <= 6]


def over_words(start: str, end: str, name: str, max_depth: int | None) -> tuple[str, ...] | None:
    """The same search over words, in the orientation the default search takes (from the alphabetically first end)."""
    step = neighbours_of(METRICS[name], default_lexicon())
    if end < start:
        found = bidirectional_path(end, start, step, step, max_depth, Budget())
        return None if found is None else found[::-1]
    return bidirectional_path(start, end, step, step, max_depth, Budget())


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
