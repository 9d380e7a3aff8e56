"""The puzzle vocabulary (ladders.words.vocabulary): every word in it obeys each rule, checked against the data."""

from __future__ import annotations

import pytest

from ladders.words.definitions import base_words
from ladders.words.embedded import default_lexicon
from ladders.words.society import BODILY, INFORMAL, KEPT, NAMES, is_offensive, is_shown_word, unshown_reason
from ladders.words.vocabulary import (CLOSED_CLASS_SIZE, EXCLUDED, VOCABULARY_SIZE, VOCABULARY_ZIPF, in_vocabulary,
                                      vocabulary)


def test_every_vocabulary_word_is_familiar_and_fit_for_a_class() -> None:
    small, everything = default_lexicon(VOCABULARY_SIZE), default_lexicon()
    words = vocabulary()
    assert 10_000 < len(words) < 40_000
    for word in words:
        assert word in small and (everything.frequency(word) or 0) >= VOCABULARY_ZIPF, word
        forms = (word, *base_words(word))
        assert not is_offensive(word) and not any(form in EXCLUDED for form in forms), word
        assert not any(word in table for table in (BODILY, KEPT, NAMES, INFORMAL)), word


def test_a_word_outside_wordnet_is_kept_only_from_scowl_s_commonest_list() -> None:
    commonest = default_lexicon(CLOSED_CLASS_SIZE)
    assert {"the", "and", "which", "without", "that"} <= vocabulary()
    assert all(word in commonest or base_words(word) or len(word) > 1 for word in vocabulary())


def test_every_excluded_word_has_its_reason() -> None:
    assert all(word == word.lower() and word.isalpha() and len(reason) > 10 for word, reason in EXCLUDED.items())


@pytest.mark.parametrize("word", ["hell", "damn", "coke", "weed", "crack", "drug", "babe", "laid", "shag", "bugger",
                                  "sod", "knob", "git", "goa", "lis", "ala", "conn", "baba", "yum", "aga", "eyre",
                                  "fer", "sorta", "nah", "tum", "shay", "emir", "id", "hells", "drugs"])
def test_the_words_players_met_that_a_child_would_not_are_out(word: str) -> None:
    assert not in_vocabulary(word) and not is_shown_word(word)
    assert unshown_reason(word) is not None and unshown_reason(word, common=False) in (None, "offensive")


@pytest.mark.parametrize("word", ["cat", "dog", "sip", "peek", "dug", "cold", "warm", "house", "jumped", "cats",
                                  "butcher"])
def test_words_a_child_knows_are_in(word: str) -> None:
    assert in_vocabulary(word) and is_shown_word(word)
