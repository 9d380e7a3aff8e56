"""The lexicon's laziness: one word length at a time, overlays, and indexes that change nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import make_ladder, make_lexicon, substitution
from ladders.words.lexicon import WILDCARD
from ladders.words.embedded import DATA_FILE, DEFAULT_SIZE, SCOWL_SIZES, _read_embedded
from tests.checks import assert_valid_ladder


def _embedded_by_hand(size: int) -> dict[str, int]:
    """Every word of the data files up to *size* with its rank, read the plain way (no offsets)."""
    with open(DATA_FILE, encoding="ascii") as handle:
        lines = handle.read().split("\n")
    from tests.words.test_frequency import _plain_reading
    frequencies = _plain_reading()
    levels = [int(level) for level in lines[1].split()]
    body = iter(lines[3:])
    found = {}
    for entry in lines[2].split():
        _length, _offset, counts = entry.split(":")
        for level, count in zip(levels, map(int, counts.split(",")), strict=True):
            for _ in range(count):
                word = next(body)
                if level <= size:  # the words with a definition first in their level, then the others
                    value = frequencies.get(word, 1000)
                    found[word] = 1000 * level + (500 if value >= 1000 else 0) + (999 - value % 1000) // 2
    return found


def test_a_substitution_query_reads_only_its_own_length():
    lexicon = _read_embedded(DEFAULT_SIZE)
    assert lexicon.loaded_lengths == ()
    ladder = make_ladder("cold", "warm", metric=substitution, lexicon=lexicon)
    assert_valid_ladder(ladder, "cold", "warm", substitution, lexicon)
    assert lexicon.loaded_lengths == (4,)


def test_the_embedded_words_and_ranks_match_a_plain_reading_of_the_file():
    for size in (SCOWL_SIZES[0], 50):
        expected = _embedded_by_hand(size)
        lexicon = _read_embedded(size)
        assert len(lexicon) == len(expected)
        assert lexicon.words == tuple(sorted(expected))
        assert dict(lexicon.ranks) == expected
        assert lexicon.lowest_rank == min(expected.values())


def test_with_words_adds_for_one_lexicon_and_leaves_the_other_alone():
    base = make_lexicon(["cat", "cot", "dog"], ranks={"cat": 20, "cot": 40})
    bigger = base.with_words(["cut", "zebra", "cat"])
    assert bigger.words == ("cat", "cot", "cut", "dog", "zebra")
    assert base.words == ("cat", "cot", "dog") and "cut" not in base
    assert bigger.rank("cat") == 20 and bigger.rank("cut") is None
    assert bigger.lowest_rank == base.lowest_rank == 20
    assert bigger.matches("c?t") == ("cat", "cot", "cut")
    assert base.with_words(["cat"]) is base


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_patterns_answer_the_same_before_and_after_the_index_is_built(rng: random.Random):
    words = sorted({"".join(rng.choice("abcd") for _ in range(rng.randint(1, 4))) for _ in range(60)})
    scanning, indexed = make_lexicon(words), make_lexicon(words)
    for length in indexed.lengths:
        indexed.pattern_index(length)
    for word in words:
        for i in range(len(word)):
            pattern = word[:i] + WILDCARD + word[i + 1:]
            expected = tuple(w for w in words if len(w) == len(pattern)
                             and all(p in (WILDCARD, c) for p, c in zip(pattern, w, strict=True)))
            assert scanning.matches(pattern) == indexed.matches(pattern) == expected


def test_each_words_rank_asked_alone_is_its_rank_in_a_plain_reading_of_the_file():
    for size in (SCOWL_SIZES[0], 50):
        expected = _embedded_by_hand(size)
        lexicon = _read_embedded(size)  # fresh: no length's ranks worked out yet, so each is asked alone
        assert {word: lexicon.rank(word) for word in expected} == expected
        assert lexicon.rank("qzxv") is None


def test_the_embedded_dictionary_pickles_by_reference_and_a_list_by_value():
    import pickle

    from ladders import default_lexicon
    embedded = default_lexicon()
    data = pickle.dumps(embedded)
    assert len(data) < 200 and pickle.loads(data) is embedded  # a worker opens it, with its neighbour table
    own = make_lexicon(["cold", "cord", "card"])
    again = pickle.loads(pickle.dumps(own))
    assert again is not own and again.words == own.words
    bigger = embedded.with_words(["qzxv"])  # a dictionary with a word added is no longer the shipped one
    assert "qzxv" in pickle.loads(pickle.dumps(bigger))
