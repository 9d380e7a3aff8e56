"""Good society: the shipped list, the kept and added words, and the two word lists: every word may be typed, only
shown words are shown (never offensive in any form, bodily, a name; for an end, never an inflected form)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from ladders import default_lexicon
from ladders.words.common import is_common
from ladders.words.society import (ADDED, BODILY, INFORMAL, KEPT, NAMES, OFFENSIVE_FILE, SHOWN_RULES, is_offensive,
                                   is_puzzle_word, is_shown_word, offensive_words, unshown_reason)

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_society.py"


def _listed() -> list[str]:
    return [line.strip() for line in Path(OFFENSIVE_FILE).read_text(encoding="utf-8").splitlines()[1:]]


def test_the_shipped_list_is_sorted_single_words_with_its_notice_beside_it() -> None:
    listed = _listed()
    assert len(listed) > 200 and listed == sorted(set(listed))
    assert all(word.isascii() and word.isalpha() and word.islower() for word in listed)
    notice = Path(OFFENSIVE_FILE).with_name("LDNOOBW-LICENSE.txt").read_text(encoding="utf-8")
    assert "CC BY 4.0" in notice and "Attribution 4.0 International" in notice


def test_the_build_keeps_single_words_only() -> None:
    spec = importlib.util.spec_from_file_location("build_society", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_society"] = module
    spec.loader.exec_module(module)
    text = module.render_words(["Two Words", "ok", "a-b", "zz", "ok", "é"])
    assert text.splitlines()[1:] == ["ok", "zz"]


def test_listed_and_added_words_are_offensive_in_any_case_and_in_the_plural() -> None:
    for word in [*_listed(), *ADDED]:
        if word not in KEPT:
            assert is_offensive(word) and is_offensive(word.upper())
            assert is_offensive(word + "s") or len(word) < 3  # the plural rule leaves two-letter stems alone


def test_kept_words_are_on_the_list_and_not_offensive_nor_their_plurals() -> None:
    assert set(KEPT) <= offensive_words(), "a kept word the list does not name is no exception"
    assert not set(ADDED) & set(_listed()), "an added word the list already names adds nothing"
    for word, reason in KEPT.items():
        assert reason and not is_offensive(word) and not is_offensive(word + "s")


@pytest.mark.parametrize("word", ["cold", "class", "bass", "pass", "assess", "scunthorpe", "cocktail", "title"])
def test_ordinary_words_that_contain_a_listed_word_are_not_offensive(word: str) -> None:
    assert not is_offensive(word)


def test_puzzle_words_are_a_subset_of_accepted_words() -> None:
    words = default_lexicon()
    accepted = [w for n in (3, 4, 5, 6) for w in words.words_of_length(n)]
    puzzle = [w for w in accepted if is_puzzle_word(w, words)]
    assert puzzle and len(puzzle) < len(accepted)
    for word in puzzle:
        assert word in words and is_common(word, words) and not is_offensive(word)
    offensive_accepted = [w for w in accepted if is_offensive(w) and is_common(w, words)]
    assert offensive_accepted, "the dictionary accepts some common offensive words: a player may type them"
    assert not set(offensive_accepted) & set(puzzle)
    assert not is_puzzle_word("qwzx", words) and not is_puzzle_word("wold", words)




@pytest.mark.parametrize("word", ["rape", "rapes", "raped", "raping", "rapist", "rapists", "fucked", "whored"])
def test_every_form_of_a_listed_word_is_offensive(word: str) -> None:
    assert is_offensive(word) and not is_shown_word(word)


ISSUE_WORDS = ("anus", "semen", "nude", "booty", "lewd", "suck", "poop", "fart", "farts", "prick", "slag", "drunk")


@pytest.mark.parametrize("word", ISSUE_WORDS)
def test_sexual_scatological_and_bodily_words_are_typable_but_never_shown(word: str) -> None:
    words = default_lexicon()
    assert word in words and unshown_reason(word, words) == "bodily"


def test_every_kept_word_is_never_shown() -> None:
    words = default_lexicon()
    for word in KEPT:
        assert unshown_reason(word, words) in ("unknown", "rare", "bodily"), word


@pytest.mark.parametrize("word", ["peter", "patty", "harry", "sally", "nick", "mike", "brad", "dons", "peters"])
def test_names_are_typable_but_never_shown(word: str) -> None:
    words = default_lexicon()
    assert word in words and unshown_reason(word, words) == "name"


@pytest.mark.parametrize("word", ["mark", "bill", "rose", "jack", "grant", "hope", "penny", "lee", "paddy", "cold"])
def test_a_word_that_is_also_a_name_is_shown(word: str) -> None:
    assert is_shown_word(word) and is_shown_word(word, end=True)


@pytest.mark.parametrize("word", ["dives", "seems", "piers", "talks", "raced", "owing", "newer"])
def test_an_end_is_never_a_plural_or_an_inflected_form(word: str) -> None:
    assert is_shown_word(word) and unshown_reason(word, end=True) == "inflected"


@pytest.mark.parametrize("word", ["bound", "wound", "fell", "news", "glass", "dive"])
def test_an_end_may_be_a_base_form_that_looks_inflected(word: str) -> None:
    assert is_shown_word(word, end=True)


def test_every_reviewed_word_has_its_reason_and_one_list() -> None:
    tables = (KEPT, BODILY, NAMES, INFORMAL)
    for table in tables:
        assert all(isinstance(reason, str) and len(reason) > 5 for reason in table.values())
        assert all(word == word.lower() and word.isalpha() for word in table)
    assert not (set(BODILY) | set(NAMES) | set(INFORMAL)) & offensive_words(), "the good-society list has it already"
    for i, first in enumerate(tables):
        for second in tables[i + 1:]:
            assert not set(first) & set(second), set(first) & set(second)


def test_shown_words_are_a_subset_of_puzzle_words_and_common_false_drops_only_rarity_and_the_vocabulary() -> None:
    words = default_lexicon()
    for word in (w for n in (4, 5) for w in words.words_of_length(n)):
        reason = unshown_reason(word, words)
        assert reason is None or reason in SHOWN_RULES
        if reason is None:
            assert is_puzzle_word(word, words)
        loose = unshown_reason(word, words, common=False)
        assert loose not in ("rare", "unfamiliar") and (loose == reason or reason in ("rare", "unfamiliar")), word
