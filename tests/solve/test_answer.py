"""The product's answer for a pair (``ladders.answer``): the commonest shortest ladder, the count, the commoner
ladder, or why there is none, checked against plain reference searches."""

from __future__ import annotations

import random
from itertools import islice

import pytest

from ladders import (
    Lexicon, answer, default_lexicon, levenshtein, make_ladder, rarity, shortest_ladders, substitution, weakest_rung,
)
from ladders.solve.commoner import COMMON_EXTRA_STEPS, OUTSIDE_BAND, RANK_BAND
from ladders.solve.costs import word_rarity
from ladders.words.common import is_common
from ladders.words.embedded import NOT_SHOWN
from ladders.words.society import is_shown_word, reader_first_price, shown_first_price
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps_by

WORDS = default_lexicon()
COMMON = [word for n in (3, 4, 5) for word in WORDS.words_of_length(n) if is_common(word, WORDS)]
PAIRS = [tuple(random.Random(seed).sample(COMMON, 2)) for seed in range(8)]
LIMITS = {"max_expansions": 200_000, "timeout": 5.0}


def reference_steps(start: str, end: str) -> int | None:
    return shortest_steps_by(start, end, lambda word: levenshtein.neighbours(word, WORDS))


@pytest.mark.parametrize("start, end", PAIRS)
def test_the_first_ladder_is_the_commonest_shortest_and_the_count_is_every_shortest(start: str, end: str) -> None:
    found = answer(start, end, levenshtein, None, lexicon=WORDS, commoner=True, **LIMITS)
    if found.ladder is None:
        assert reference_steps(start, end) is None and found.why is not None and found.shortest_count == 0
        return
    assert_valid_ladder(found.ladder, start, end, levenshtein, WORDS)
    assert found.ladder.steps == reference_steps(start, end)
    every = list(islice(shortest_ladders(start, end, lexicon=WORDS), 5001))
    if len(every) <= 5000:  # a plain look at every shortest ladder: the count, and no weaker rung than the best
        assert found.shortest_count == len(every)
        rarest = [max(word_rarity(word, WORDS) for word in other.words[1:-1]) for other in every]
        assert max((word_rarity(word, WORDS) for word in found.ladder.words[1:-1]), default=0.0) == min(rarest)
    assert found.ladder == make_ladder(start, end, max_depth=None, cost=weakest_rung)
    if found.common is not None:
        assert_valid_ladder(found.common, start, end, levenshtein, WORDS)
        assert found.ladder.steps <= found.common.steps <= found.ladder.steps + COMMON_EXTRA_STEPS
        assert found.common != found.ladder
        rarest = [max(OUTSIDE_BAND if reader_first_price(w, WORDS) >= NOT_SHOWN else int(word_rarity(w, WORDS))
                      // RANK_BAND for w in one.words[1:-1]) for one in (found.common, found.ladder)]
        assert all(reader_first_price(w, WORDS) < NOT_SHOWN for w in found.common.words[1:-1]), \
            "the commoner ladder keeps to words of the puzzle vocabulary"
        assert rarest[0] < rarest[1], "the commoner ladder's rarest word is in a commoner band"


@pytest.mark.parametrize("start, end", PAIRS[:4])
def test_a_pair_and_its_reverse_give_reversed_answers(start: str, end: str) -> None:
    there, back = (answer(a, b, levenshtein, None, lexicon=WORDS, **LIMITS) for a, b in ((start, end), (end, start)))
    assert (there.ladder is None) == (back.ladder is None)
    if there.ladder is not None and back.ladder is not None:
        assert there.ladder.words == back.ladder.words[::-1] and there.shortest_count == back.shortest_count


def test_a_cap_too_short_is_an_answer_that_says_how_long_the_shortest_is() -> None:
    found = answer("beer", "wine", levenshtein, 3, lexicon=WORDS)
    assert not found and found.why is not None and found.why.shortest == 5 and "the shortest has 5" in str(found.why)
    assert found.as_json() == {"error": "no_ladder", "message": str(found.why), "start": "beer", "end": "wine",
                               "reason": found.why.reason, "max_depth": 3, "shortest": 5}


def test_a_word_list_without_ranks_gets_the_plain_search_s_ladder() -> None:
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word", "corm"]
    found = answer("cold", "warm", levenshtein, None, lexicon=Lexicon(words))
    assert found.ladder == make_ladder("cold", "warm", max_depth=None, lexicon=words)
    assert found.shortest_count == len(list(shortest_ladders("cold", "warm", lexicon=words)))
    assert found.common is None


def test_the_commoner_ladder_keeps_to_a_commoner_band_within_two_extra_steps() -> None:
    ranks = {"cold": 1, "cord": 900, "card": 900, "ward": 900, "warm": 1, "worm": 900, "word": 900,
             "bold": 2, "bald": 2, "bale": 2, "wale": 2, "ware": 2}
    words = Lexicon(list(ranks), ranks=ranks)
    found = answer("cold", "warm", substitution, None, lexicon=words, commoner=True)
    assert found.ladder is not None and found.ladder.steps == 4
    assert found.common == make_ladder("cold", "warm", substitution, 6, lexicon=words, cost=rarity)
    assert found.common is not None and found.common.steps == 6
    ranks["bold"] = 600  # the detour's rarest word now shares the first ladder's band: no line
    assert answer("cold", "warm", substitution, None, lexicon=Lexicon(list(ranks), ranks=ranks),
                  commoner=True).common is None
    assert answer("cold", "warm", substitution, None, lexicon=words).common is None, "only on request"


def test_start_equal_to_end_is_a_ladder_of_no_steps() -> None:
    found = answer("cold", "cold", lexicon=WORDS, commoner=True)
    assert found.ladder is not None and found.ladder.words == ("cold",) and found.shortest_count == 1
    assert found.common is None


def test_the_game_s_choice_puts_shown_words_first() -> None:
    for start, end in (("rabid", "rapid"), ("lewd", "raft"), ("cold", "warm")):
        shown = answer(start, end, substitution, None, lexicon=WORDS, shown_words=True, **LIMITS)
        assert shown.ladder is not None
        interior = shown.ladder.words[1:-1]
        every = list(islice(shortest_ladders(start, end, substitution, lexicon=WORDS), 2001))
        best = min(max((shown_first_price(w, WORDS) for w in other.words[1:-1]), default=0.0) for other in every)
        assert max((shown_first_price(w, WORDS) for w in interior), default=0.0) == best
        if any(all(is_shown_word(w, WORDS) for w in other.words[1:-1]) for other in every):
            assert all(is_shown_word(w, WORDS) for w in interior)


def test_bad_arguments_are_errors_at_once() -> None:
    from ladders.errors import UnknownWordError
    with pytest.raises(UnknownWordError):
        answer("beer", "xyzzq", lexicon=WORDS)
    with pytest.raises(TypeError, match="metric"):
        answer("beer", "wine", "levenshtein", lexicon=WORDS)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="max_depth"):
        answer("beer", "wine", levenshtein, -1, lexicon=WORDS)


def test_the_first_ladder_avoids_offensive_then_undefined_words_when_a_shortest_ladder_allows() -> None:
    """Against every shortest ladder, listed: the first answer has no offensive word when some shortest ladder has
    none, and no undefined word when some such ladder has none either (pairs drawn near offensive words)."""
    import random

    from ladders import default_lexicon, substitution
    from ladders.solve.shortest import shortest_ladders
    from ladders.words.definitions import define
    from ladders.words.society import is_offensive, offensive_words
    words = default_lexicon()
    rude = sorted(w for w in offensive_words() if len(w) == 4 and w in words)
    draw = random.Random(3)
    checked = 0
    for _ in range(40):
        near = draw.choice(rude)
        ends = [w for w in words.words_of_length(4) if sum(a != b for a, b in zip(w, near, strict=True)) == 1]
        if len(ends) < 2:
            continue
        start, end = draw.sample(ends, 2)
        every = [ladder.words[1:-1] for ladder in shortest_ladders(start, end, substitution, lexicon=words)]
        first = answer(start, end, substitution, lexicon=words).ladder
        assert first is not None
        clean = [rungs for rungs in every if not any(is_offensive(w) for w in rungs)]
        if clean:
            assert not any(is_offensive(w) for w in first.words[1:-1]), (start, end, first)
            if any(all(define(w) for w in rungs) for rungs in clean):
                assert all(define(w) for w in first.words[1:-1]), (start, end, first)
        checked += bool(clean) and len(clean) < len(every)
    assert checked >= 5  # pairs where an offensive way existed and was passed over


def test_the_shipped_bits_and_ranks_price_words_as_the_rules_do() -> None:
    """The first answer reads the embedded dictionary's shipped bits and ranks (vocabulary, fit to show, defined)
    without loading the rules of good society: it places every word where the rules themselves would."""
    from ladders.solve.answer import _reader_first
    from ladders.solve.query import query as pair_query
    price = _reader_first(pair_query("cold", "warm", metric=levenshtein, max_depth=None, lexicon=WORDS))
    sample = random.Random(3).sample(WORDS.words, 3000) + ["cold", "wold", "enow", "resit", "bitch", "hell"]
    wrong = [(word, price(word) // NOT_SHOWN, reader_first_price(word, WORDS) // NOT_SHOWN) for word in sample
             if price(word) // NOT_SHOWN != reader_first_price(word, WORDS) // NOT_SHOWN]
    assert not wrong, wrong[:10]
