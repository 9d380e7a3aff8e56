"""The graph of every shortest ladder, grown over the table's word numbers, is the one grown over words.

On the embedded dictionary, :meth:`~ladders.solve.query.Query.shortest_graph`
grows the layered graph over the neighbour table's numbers and names its words
afterwards. Named, it must be the graph the same growth over words gives: the
same meeting words, the same ways in the same order, so every answer drawn
from it (the commonest shortest ladder, the count, the list) is unchanged.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import default_lexicon, weakest_rung
from ladders.moves.metrics import METRICS
from ladders.search.dag import PathDag
from ladders.solve.query import query as pair_query

COMMON = [word for word in default_lexicon(35).words if 3 <= len(word) <= 6]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(COMMON), st.sampled_from(COMMON), st.sampled_from(sorted(METRICS)),
       st.sampled_from([None, 3, 6]))
def test_the_numbered_graph_named_is_the_graph_over_words(start, end, name, max_depth):
    query = pair_query(start, end, metric=METRICS[name], max_depth=max_depth)
    numbered = query.shortest_graph(query.budget())
    over_words = PathDag.build(query.problem(query.budget()))
    if over_words is None:
        assert numbered is None
        return
    assert numbered is not None
    assert (numbered.start, numbered.end, numbered.steps, numbered.meet) == \
        (over_words.start, over_words.end, over_words.steps, over_words.meet)
    assert list(numbered.ahead.items()) == list(over_words.ahead.items())
    assert list(numbered.behind.items()) == list(over_words.behind.items())
    lexicon = query.lexicon
    price = lambda a, b: float(weakest_rung.step_cost(a, b, lexicon))  # noqa: E731
    assert numbered.weakest(price) == over_words.weakest(price)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(COMMON), st.sampled_from(COMMON), st.lists(st.sampled_from(COMMON), max_size=30))
def test_avoided_words_are_left_out_of_the_numbered_graph_as_out_of_the_words(start, end, avoid):
    avoid = [word for word in avoid if word not in (start, end)]
    query = pair_query(start, end, metric=METRICS["levenshtein"], max_depth=8, avoid=avoid)
    numbered = query.shortest_graph(query.budget())
    over_words = PathDag.build(query.problem(query.budget()))
    assert (numbered is None) == (over_words is None)
    if numbered is not None and over_words is not None:
        assert list(numbered.paths()) == list(over_words.paths())
        assert all(set(avoid).isdisjoint(path) for path in numbered.paths())
