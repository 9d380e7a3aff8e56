"""Worksheet clues (``ladders.words.clues``): a clue never names its own answer, in any form.

The checks here are written apart from the module's own: a clue's words are
compared with the answer, the answer's base forms (WordNet's morphology, read
by ``base_words``), every regular inflection spelt out by hand, and a table
of irregular forms written here, over hand cases and over every rung of the
answers to 200 pairs of common words drawn with a fixed seed.
"""

from __future__ import annotations

import random
import re

import pytest

from ladders.moves.metrics import levenshtein, substitution
from ladders.solve.answer import answer
from ladders.words.clues import BLANK, NO_CLUE, answer_forms, clue, gives_away
from ladders.words.definitions import base_words, define
from ladders.words.embedded import default_lexicon
from ladders.words.society import is_shown_word

IRREGULAR = {  # base: its irregular forms, written by hand (not read from WordNet)
    "tear": {"tore", "torn"}, "run": {"ran"}, "goose": {"geese"}, "be": {"was", "were", "been", "is", "am", "are"},
    "go": {"went", "gone"}, "mouse": {"mice"}, "see": {"saw", "seen"}, "eat": {"ate", "eaten"},
    "give": {"gave", "given"}, "good": {"better", "best"}, "foot": {"feet"}, "tooth": {"teeth"},
    "man": {"men"}, "woman": {"women"}, "child": {"children"}, "ride": {"rode", "ridden"},
    "write": {"wrote", "written"}, "sing": {"sang", "sung"}, "swim": {"swam", "swum"}, "lie": {"lay", "lain"},
}


def forms_by_hand(word: str) -> set[str]:
    """The answer's forms as a teacher would list them: word, bases, every inflection of each, irregular too."""
    roots = {word, *base_words(word)}
    roots |= {base for base, irregular in IRREGULAR.items() if word in irregular}
    found = set()
    for root in roots:
        found |= {root, root + "s", root + "es", root + "ed", root + "d", root + "ing", root + "er", root + "est"}
        if root.endswith("e"):
            found |= {root[:-1] + "ing", root + "r", root + "st"}
        if root.endswith("y"):
            found |= {root[:-1] + "ies", root[:-1] + "ied", root[:-1] + "ier", root[:-1] + "iest"}
        if root[-1] not in "aeiouwxy":
            found |= {root + root[-1] + ending for ending in ("ing", "ed", "er", "est")}
        found |= IRREGULAR.get(root, set())
    return found


def assert_clean(word: str, text: str) -> None:
    """No word of *text* is *word* in any form, nor read by WordNet's morphology as one of its bases, nor *word* and a
    plain ending (coldness)."""
    forms = forms_by_hand(word)
    roots = {word, *base_words(word)}
    for token in re.findall(r"[a-z]+", text.lower()):
        assert token not in forms, (word, token, text)
        assert not set(base_words(token)) & roots, (word, token, text)
        assert not (token.startswith(word) and token[len(word):] in ("ness", "ly", "ful", "less", "y")), (word, text)


@pytest.mark.parametrize("word, banned", [
    ("tore", {"tear", "tore", "torn", "tears", "tearing"}),
    ("tear", {"tear", "tore", "torn", "tears", "tearing"}),
    ("torn", {"tear", "tore", "torn"}),
    ("run", {"run", "running", "runs", "ran", "runner"}),
    ("ran", {"run", "running", "runs", "ran"}),
    ("running", {"run", "running", "runs", "ran"}),
    ("geese", {"goose", "geese"}),
    ("goose", {"goose", "geese"}),
    ("were", {"be", "being", "were", "was", "been"}),
    ("cat", {"cat", "cats", "wildcats"}),
    ("cold", {"cold", "coldness", "colder"}),
])
def test_a_clue_never_names_its_answer(word: str, banned: set[str]) -> None:
    text = clue(word)
    tokens = set(re.findall(r"[a-z]+", text.lower()))
    assert not tokens & banned, (word, text)
    assert_clean(word, text)
    assert banned <= answer_forms(word) | {"wildcats", "coldness", "runner"}


def test_hand_clues_read_as_a_reader_expects() -> None:
    assert clue("wine") == "fermented juice (of grapes especially)"
    assert clue("tore") == "past: separate or cause to separate abruptly"  # the noun sense (a molding) comes later
    assert clue("geese").startswith("plural: web-footed")
    assert "cold" not in clue("cold") and clue("cold").startswith("a mild viral infection")  # the 2nd sense
    assert clue("qzxv") == NO_CLUE


def test_a_gloss_that_names_the_answer_is_blanked_when_no_sense_is_clean() -> None:
    text = clue("cat")  # WordNet's only cat sense names "domestic cat; wildcats"
    assert BLANK in text and "feline mammal" in text
    assert_clean("cat", text)


def test_gives_away_reads_forms_and_compounds() -> None:
    assert gives_away("the act of running", "run") and gives_away("Running fast", "ran")
    assert gives_away("pulled apart; torn", "tore") and gives_away("a flock of geese", "goose")
    assert gives_away("beer-drinking people", "beer") and gives_away("feeling of coldness", "cold")
    assert not gives_away("move fast by using one's feet", "run")
    assert not gives_away("having edges that are jagged", "tear")


def test_clue_refuses_a_non_string() -> None:
    with pytest.raises(TypeError, match="string"):
        clue(3)  # type: ignore[arg-type]


def _sample_pairs(count: int) -> list[tuple[str, str]]:
    words = default_lexicon()
    ends = sorted(word for length in (3, 4, 5) for word in words.words_of_length(length)
                  if is_shown_word(word, end=True))
    chosen = random.Random(32).sample(ends, 2 * count)  # a fixed seed: the same pairs on every run
    return list(zip(chosen[::2], chosen[1::2], strict=True))


def test_no_clue_names_its_answer_over_200_common_pairs() -> None:
    checked = set()
    found = 0
    for k, (start, end) in enumerate(_sample_pairs(200)):
        metric = substitution if k % 2 and len(start) == len(end) else levenshtein
        ladder = answer(start, end, metric, None, shown_words=True).ladder
        if ladder is None:
            continue
        found += 1
        checked.update(ladder.words)
    assert found >= 150 and len(checked) >= 500
    defined = 0
    for word in sorted(checked):
        text = clue(word)
        assert_clean(word, text)
        defined += text != NO_CLUE
        if text != NO_CLUE and BLANK not in text:  # a clean sense was kept: its gloss is one of the word's own
            assert any(text.endswith(sense.gloss) for sense in define(word, every_sense=True)), (word, text)
    assert defined >= 0.9 * len(checked)  # 963 of 1019: the rest are words WordNet lacks (argol, bah, boart)
