"""Clues a child can use (issue 42): the sense a reader meets first, of the part of speech the word is most used as,
and never one clue for two rungs of a sheet."""

from __future__ import annotations

import random
import re

from ladders.words.clues import BLANK, NO_CLUE, clue, clues, gives_away, sheet_clues
from ladders.words.definitions import define
from ladders.words.embedded import default_lexicon
from ladders.words.society import is_offensive


def _gloss(text: str) -> str:
    """A clue's gloss, the form of an inflected answer taken off ("past: ...")."""
    kind, _, gloss = text.partition(": ")
    return gloss if kind in ("plural", "past", "present", "-ing form", "comparative", "superlative", "form") else text


def _clean(word: str) -> list:
    """The senses of *word* whose gloss neither gives it away nor holds an offensive word."""
    return [sense for sense in define(word, every_sense=True) if not gives_away(sense.gloss, word)
            and not any(is_offensive(token) for token in re.findall(r"[a-z]+", sense.gloss.lower()))]


def test_have_is_clued_as_the_verb_it_is_most_used_as() -> None:
    senses = define("have", every_sense=True)
    assert define("have")[0].pos == "verb"
    assert _gloss(clue("have")) in {sense.gloss for sense in senses if sense.pos == "verb"}
    assert all(sense.gloss != clue("have") for sense in senses if sense.pos == "noun")  # not "a person who possesses"


def test_cot_is_clued_by_the_bed_not_the_fingerstall() -> None:
    assert clue("cot") == define("cot")[0].gloss and "finger" not in clue("cot")
    assert any("finger" in text for text in clues("cot"))  # still a clue the sheet may give a second cot


def test_a_clue_is_the_first_clean_sense_then_the_one_semcor_met_most() -> None:
    words = sorted(default_lexicon(50).words)
    checked = 0
    for word in random.Random(42).sample(words, 600):
        senses, clean = define(word, every_sense=True), _clean(word)
        if not clean:
            continue
        checked += 1
        met = [sense for sense in clean if sense.met]
        if senses[0] in clean:
            assert _gloss(clue(word)) == senses[0].gloss, (word, clue(word))
        elif met:  # not the first: the clean sense SemCor met most
            assert _gloss(clue(word)) == max(met, key=lambda sense: sense.met).gloss, (word, clue(word), met)
        else:  # the first with its giveaways blanked, before a sense SemCor never met
            assert BLANK in clue(word) or _gloss(clue(word)) in {sense.gloss for sense in clean}, (word, clue(word))
        blanked = [text for text in clues(word) if BLANK in text]
        assert all(_gloss(text) in {sense.gloss for sense in clean} for text in clues(word) if text not in blanked)
    assert checked >= 450, checked
    assert BLANK in clue("cat") and "feline" in clue("cat")  # not "a spiteful woman gossip", a sense never met


def test_say_and_tell_never_share_a_clue_on_one_sheet() -> None:
    assert clues("say")[0] == clues("tell")[0]  # the finding: both mean "express in words" first
    said, told = sheet_clues(["say", "tell"])
    assert said != told and said in clues("say") and told in clues("tell")


def test_held_and_hold_never_share_a_gloss() -> None:
    held, hold = sheet_clues(["held", "hold"])
    assert held is not None and hold is not None and _gloss(held) != _gloss(hold)


def test_no_two_words_of_a_sheet_share_a_clue() -> None:
    words = sorted(word for word in default_lexicon(35).words if 3 <= len(word) <= 5)
    rng = random.Random(7)
    for _ in range(60):
        rungs = rng.sample(words, 12)
        rungs += rng.sample(rungs, 2)  # a word twice, as two ladders of a sheet may have it
        given = sheet_clues(rungs)
        holders: dict[str, set[str]] = {}
        for word, text in zip(rungs, given, strict=True):
            if text is None:  # no clue, or every one held by another word
                assert all(any(_gloss(text) == _gloss(other) for other in given if other) for text in clues(word))
                continue
            assert text in clues(word) and text != NO_CLUE
            holders.setdefault(_gloss(text), set()).add(word)
        assert all(len(held) == 1 for held in holders.values()), holders


def test_a_word_without_a_definition_gets_none_on_a_sheet() -> None:
    assert clues("qzxv") == () and clue("qzxv") == NO_CLUE and sheet_clues(["qzxv", "cat"])[0] is None
