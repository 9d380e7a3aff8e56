"""The shipped bitmaps of shown words and puzzle ends (``data/shown-words.bin``) say what the rules say."""

from __future__ import annotations

import random

import pytest

from ladders import default_lexicon, levenshtein, make_lexicon
from ladders.moves.memo import numbered_graph
from ladders.words.embedded import embedded_ends, embedded_shown
from ladders.words.ends import KINDS, ShownBitmaps
from ladders.words.society import is_shown_word, unshown_reason


@pytest.mark.parametrize("end, common", KINDS)
def test_each_bitmap_agrees_with_the_rules_on_a_sample_of_every_word(end: bool, common: bool) -> None:
    everything = default_lexicon(95)
    word = numbered_graph(levenshtein, everything).word
    bitmaps = ShownBitmaps()
    assert bitmaps.count == len(everything)
    sample = random.Random(f"{end}{common}").sample(range(bitmaps.count), 2000)
    disagree = [word(n) for n in sample
                if bitmaps.is_shown(n, end, common) != (unshown_reason(word(n), everything, end=end, common=common)
                                                         is None)]
    assert disagree == []
    assert sum(bitmaps.is_shown(n, end, common) for n in sample) > 20, "a bitmap of words, not of nothing"


def test_the_common_pool_is_the_rules_common_ends_of_the_size() -> None:
    words = default_lexicon()
    graph = numbered_graph(levenshtein, words)
    common, any_words = embedded_ends(words, True), embedded_ends(words, False)
    assert common is not None and any_words is not None and set(common) < set(any_words)
    assert all(graph.word(n) in words for n in any_words)
    kept = set(common)
    for word in random.Random(30).sample(words.words, 2000):
        assert (graph.number(word) in kept) == (unshown_reason(word, words, end=True) is None), word
    assert embedded_ends(default_lexicon(35), True) == tuple(n for n in common if graph.word(n) in default_lexicon(35))


def test_is_shown_word_reads_the_bitmaps_on_the_embedded_dictionary_and_judges_elsewhere() -> None:
    words = default_lexicon()
    assert embedded_shown("cold", words, True, True) is True and embedded_shown("qzx", words, True, True) is None
    own = make_lexicon(["cold", "colds", "bitch"])
    assert embedded_shown("cold", own, True, True) is None
    for word in ("cold", "colds", "bitch", "harry", "talks", "wound"):
        for end, common in KINDS:
            rule = unshown_reason(word, words, end=end, common=common) is None
            assert is_shown_word(word, words, end=end, common=common) == rule
            assert is_shown_word(word, own, end=end, common=False) == (
                unshown_reason(word, own, end=end, common=False) is None)
