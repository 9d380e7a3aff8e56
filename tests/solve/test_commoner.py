"""The commoner ladder (:func:`ladders.solve.commoner.commoner_ladder`): brute force on small lists, the old
A* rarity search on the embedded dictionary, a pair and its reverse, and its bound."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import Lexicon, answer, default_lexicon, levenshtein, rarity, substitution
from ladders.errors import NoLadderError, SearchLimitError
from ladders.solve import commoner
from ladders.solve.commoner import COMMON_EXTRA_STEPS, OUTSIDE_BAND, RANK_BAND, commoner_ladder
from ladders.solve.constraints import best
from ladders.solve.costs import word_rarity
from ladders.search.problem import Limits
from ladders.solve.query import query as pair_query
from ladders.words.common import is_common
from ladders.words.embedded import NOT_SHOWN
from ladders.words.society import is_shown_word, reader_first_price
from tests.checks import assert_valid_ladder
from tests.reference import all_simple_ladders

WORDS = default_lexicon()


def band(word: str, lexicon: Lexicon) -> int:
    """*word*'s band of ranks; on the embedded dictionary, the rarest band for a word outside the puzzle vocabulary
    (by the rules themselves), however common."""
    if lexicon is WORDS and int(reader_first_price(word, lexicon) // NOT_SHOWN) > 0:
        return OUTSIDE_BAND
    return int(word_rarity(word, lexicon)) // RANK_BAND


def rarest_band(words: tuple[str, ...], lexicon: Lexicon) -> int:
    return max(band(word, lexicon) for word in words[1:-1])


def brute_key(words: tuple[str, ...], lexicon: Lexicon) -> tuple[float, ...]:
    """What the commoner ladder minimises, in order: the rarest band, the steps, the rarest rank, the total."""
    inner = [word_rarity(word, lexicon) for word in words[1:-1]]
    return (rarest_band(words, lexicon), len(words) - 1, max(inner), sum(inner) + word_rarity(words[-1], lexicon))


@st.composite
def ranked_lists(draw):
    """A small list over a two- or three-letter alphabet, each word ranked in one of six bands."""
    alphabet = draw(st.sampled_from(["ab", "abc"]))
    kind = draw(st.sampled_from(["substitution", "levenshtein"]))
    lengths = (3,) if kind == "substitution" else (2, 3)
    every = sorted({"".join(random.Random(seed).choices(alphabet, k=n)) for seed in range(200) for n in lengths})
    words = draw(st.lists(st.sampled_from(every), min_size=4, max_size=len(every), unique=True))
    ranks = {word: draw(st.integers(1, 6 * RANK_BAND - 1)) for word in words}
    start, end = draw(st.lists(st.sampled_from(words), min_size=2, max_size=2, unique=True))
    return Lexicon(words, ranks=ranks), kind, start, end


@settings(max_examples=150, deadline=None)
@given(ranked_lists())
def test_the_commoner_ladder_equals_brute_force_on_small_lists(case) -> None:
    lexicon, kind, start, end = case
    metric = substitution if kind == "substitution" else levenshtein
    first = answer(start, end, metric, None, lexicon=lexicon).ladder
    if first is None or first.steps < 2:
        return
    query = pair_query(start, end, metric=metric, max_depth=None, lexicon=lexicon)
    found = commoner_ladder(first, query)
    every = all_simple_ladders(start, end, lexicon.words, kind, first.steps + COMMON_EXTRA_STEPS)
    best = min(brute_key(words, lexicon) for words in every)
    if best[0] >= rarest_band(first.words, lexicon):
        assert found is None, "no ladder within two extra steps keeps to a commoner band"
        return
    assert found is not None
    assert_valid_ladder(found, start, end, metric, lexicon)
    assert brute_key(found.words, lexicon) == best


COMMON = [word for n in (3, 4, 5, 6) for word in WORDS.words_of_length(n) if is_common(word, WORDS)]
PAIRS = [tuple(random.Random(seed).sample(COMMON, 2)) for seed in range(40)]


@pytest.mark.parametrize("start, end", PAIRS)
def test_the_commoner_ladder_is_never_rarer_than_the_rarity_search_s_and_reverses(start: str, end: str) -> None:
    """Today's commoner ladder against the A* search over rarity it replaced, given the same step cap: when that
    one keeps to a commoner band than the first ladder, this one does too, at least as common."""
    query = pair_query(start, end, metric=levenshtein, max_depth=None, lexicon=WORDS)
    first = answer(start, end, levenshtein, None, lexicon=WORDS).ladder
    if first is None or first.steps < 2:
        return
    found = commoner_ladder(first, query)
    cap = first.steps + COMMON_EXTRA_STEPS
    try:
        old = best(query.replace(max_depth=cap, limits=Limits(20_000)), cost=rarity)
    except (SearchLimitError, NoLadderError):
        old = None
    if old is not None and rarest_band(old.words, WORDS) < rarest_band(first.words, WORDS):
        assert found is not None and rarest_band(found.words, WORDS) <= rarest_band(old.words, WORDS)
    if found is not None:
        assert_valid_ladder(found, start, end, levenshtein, WORDS)
        assert found.steps <= cap and rarest_band(found.words, WORDS) < rarest_band(first.words, WORDS)
    back = answer(end, start, levenshtein, None, lexicon=WORDS).ladder
    assert back is not None
    again = commoner_ladder(back, pair_query(end, start, metric=levenshtein, max_depth=None, lexicon=WORDS))
    assert (again is None) == (found is None)
    if found is not None and again is not None:
        assert again.words == found.words[::-1]


@pytest.mark.parametrize("tries", [0, 1, 100])
def test_climbing_the_bands_and_bisecting_them_find_the_same_line(monkeypatch, tries: int) -> None:
    """The least band is found by trying the commonest bands one by one, then by bisection: either way alone (no
    tries, or a try for every band) gives the very same line, ties and all."""
    lines = []
    for start, end in PAIRS[:20]:
        first = answer(start, end, levenshtein, None, lexicon=WORDS).ladder
        if first is not None:
            lines.append((first, pair_query(start, end, metric=levenshtein, max_depth=None, lexicon=WORDS)))
    shipped = [commoner_ladder(first, query) for first, query in lines]
    monkeypatch.setattr(commoner, "CLIMB_TRIES", tries)
    assert [commoner_ladder(first, query) for first, query in lines] == shipped
    assert any(line is not None for line in shipped)


def test_the_searches_are_bounded_and_a_spent_bound_is_no_line(monkeypatch) -> None:
    query = pair_query("beer", "wine", metric=levenshtein, max_depth=None, lexicon=WORDS)
    first = answer("beer", "wine", lexicon=WORDS).ladder
    assert first is not None and commoner_ladder(first, query) is not None
    monkeypatch.setattr(commoner, "COMMON_MAX_EXPANSIONS", 3)
    assert commoner_ladder(first, query) is None


def test_the_query_s_cap_and_avoided_words_hold() -> None:
    first = answer("beer", "wine", lexicon=WORDS).ladder
    assert first is not None
    found = commoner_ladder(first, pair_query("beer", "wine", metric=levenshtein, max_depth=None, lexicon=WORDS))
    assert found is not None and found.steps > first.steps
    capped = pair_query("beer", "wine", metric=levenshtein, max_depth=first.steps, lexicon=WORDS)
    assert commoner_ladder(first, capped) is None, "no room for a longer ladder under the query's cap"
    avoided = found.words[len(found.words) // 2]
    query = pair_query("beer", "wine", metric=levenshtein, max_depth=None,
                       lexicon=WORDS).replace(avoid=frozenset({avoided}))
    other = commoner_ladder(first, query)
    assert other is None or avoided not in other.words


def test_no_ranks_no_line() -> None:
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    first = answer("cold", "warm", lexicon=words).ladder
    assert first is not None
    assert commoner_ladder(first, pair_query("cold", "warm", metric=levenshtein, max_depth=None, lexicon=words)) is None


def test_a_metric_declared_one_way_gets_the_same_commoner_ladder() -> None:
    """A one-way metric is searched forward only (no backward rows), ends included in every row: the same key."""
    from ladders import DistanceMetric
    one_way = DistanceMetric("one-way substitution", substitution.neighbours, substitution.distance, symmetric=False)
    ranks = {"cold": 1, "cord": 900, "card": 900, "ward": 900, "warm": 1,
             "bold": 2, "bald": 2, "bale": 2, "wale": 2, "ware": 2}
    words = Lexicon(list(ranks), ranks=ranks)
    both = answer("cold", "warm", substitution, None, lexicon=words, commoner=True)
    forward = answer("cold", "warm", one_way, None, lexicon=words, commoner=True)
    assert forward.common is not None and both.common is not None
    assert brute_key(forward.common.words, words) == brute_key(both.common.words, words)


@pytest.mark.parametrize("start, end", [("just", "lane"), ("priest", "margin"), ("head", "tail"), *PAIRS[:12]])
def test_the_commoner_ladder_keeps_to_words_a_reader_knows(start: str, end: str) -> None:
    """The commoner line is never shown for a word outside the puzzle vocabulary, however common: just → lane's
    first ladder needs *lust* (commoner than *mist* by rank), and a commoner line through *hell* or a name would read
    as a worse ladder, not a commoner one."""
    found = answer(start, end, levenshtein, None, lexicon=WORDS, commoner=True)
    if found.common is None:
        return
    assert_valid_ladder(found.common, start, end, levenshtein, WORDS)
    outside = [word for word in found.common.words[1:-1] if not is_shown_word(word, WORDS)]
    assert not outside, f"{found.common} shows words outside the vocabulary: {outside}"
