"""Named classics on Knuth's 5,757 SGB five-letter words, under substitution."""

import pytest

from ladders import NoLadderError, make_ladder, substitution
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps


@pytest.mark.parametrize(("start", "end", "steps"), [
    ("chaos", "order", 12), ("nodes", "graph", 9), ("moron", "smart", 16),
    ("flies", "swims", 4), ("mango", "peach", 9),
])
def test_published_shortest_ladders(sgb_lexicon, start, end, steps):
    ladder = make_ladder(start, end, metric=substitution, max_depth=None, lexicon=sgb_lexicon)
    assert_valid_ladder(ladder, start, end, substitution, sgb_lexicon)
    assert ladder.steps == steps == shortest_steps(start, end, sgb_lexicon, "substitution")


def test_pound_to_marks_has_no_ladder(sgb_lexicon):
    # Either reason is right: the search's own, or the word graph's when another test built it.
    with pytest.raises(NoLadderError, match="not connected|lie in different groups") as caught:
        make_ladder("pound", "marks", metric=substitution, max_depth=None, lexicon=sgb_lexicon)
    assert caught.value.shortest is None
    assert shortest_steps("pound", "marks", sgb_lexicon, "substitution") is None


def test_depth_cap_names_the_shortest(sgb_lexicon):
    with pytest.raises(NoLadderError) as caught:
        make_ladder("chaos", "order", metric=substitution, max_depth=11, lexicon=sgb_lexicon)
    assert caught.value.shortest == 12
    assert "the shortest has 12" in str(caught.value)
