"""Good society in other languages: each language's shipped LDNOOBW list, read and folded as the word list folds
words; a word there is offensive on its language's list (in an inflected form too) or on the English one, and the
English tables of shown words (names, bodily words, clippings) judge no other language's words.

No test here needs a system word list: the lexicons are made in the test, with their language and accent fold.
"""

from __future__ import annotations

import importlib.util
import sys
import unicodedata
from pathlib import Path
from types import ModuleType

import pytest

from ladders import make_lexicon
from ladders.words.accents import DEFAULT_RULES, fold_table
from ladders.words.lexicon import Lexicon
from ladders.words.vocabularies import exclusions
from ladders.words.society import (INFLECTIONS, OFFENSIVE_LANGUAGES, SHOWN_RULES, is_offensive, is_shown_word,
                                   language_of, offensive_file, offensive_list, unshown_reason)

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_society.py"
OTHERS = [code for code in OFFENSIVE_LANGUAGES if code != "en"]
NAMES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
         "nl": "Dutch"}


def _lexicon(code: str, words: list[str], *, folded: bool | None = None) -> Lexicon:
    """A lexicon of *words* in the language *code*, every word common (Zipf 5), accents folded by the language's
    default rule unless *folded* says."""
    fold = DEFAULT_RULES[code] == "fold" if folded is None else folded
    table = fold_table(code) if fold else None
    keys = {(word.translate(table) if table else word): word for word in words}
    return Lexicon.of_folded(keys, frequencies=dict.fromkeys(keys, 5.0), language=code, fold_table=table,
                             variants={key: (word,) for key, word in keys.items()})


def _lines(code: str) -> list[str]:
    return Path(offensive_file(code)).read_text(encoding="utf-8").splitlines()


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_society", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_society"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("code", OFFENSIVE_LANGUAGES)
def test_each_language_s_list_ships_sorted_single_words_under_its_header(code: str) -> None:
    header, *listed = _lines(code)
    assert header.startswith(f"# ladders good-society list: LDNOOBW ({NAMES[code]}) single words")
    assert "CC BY 4.0" in header and "LDNOOBW-LICENSE.txt" in header
    assert len(listed) > 40 and listed == sorted(set(listed))
    assert all(word.isalpha() and word == unicodedata.normalize("NFC", word.lower()) for word in listed)
    assert offensive_list(code) == frozenset(listed)


def test_the_notice_names_every_list_and_its_licence() -> None:
    notice = Path(offensive_file("en")).with_name("LDNOOBW-LICENSE.txt").read_text(encoding="utf-8")
    assert "CC BY 4.0" in notice and "Attribution 4.0 International" in notice
    for code in OFFENSIVE_LANGUAGES:
        assert f"ldnoobw-{code}.txt" in notice and f"{code}.json" in notice


def test_the_build_keeps_letters_of_any_alphabet_outside_english_and_a_to_z_in_english() -> None:
    module = _script()
    entries = ["Enculé", "pousse-crotte", "deux mots", "Coño", "standje-69", "e\u0301tron"]
    assert module.render_words(entries, "fr").splitlines()[1:] == ["coño", "enculé", "étron"]
    assert module.render_words(entries, "en").splitlines()[1:] == []
    assert set(module.LANGUAGES) == set(OFFENSIVE_LANGUAGES)


@pytest.mark.parametrize("code", OTHERS)
def test_every_listed_word_is_offensive_as_the_language_s_word_list_keeps_it(code: str) -> None:
    listed = sorted(offensive_list(code))
    for folded in (True, False):
        words = _lexicon(code, listed, folded=folded)
        assert all(is_offensive(word, words) for word in listed)
        assert all(is_offensive(word.upper(), words) for word in listed if word.upper().lower() == word)  # not ß
        assert all(is_offensive(key, words) for key in words.words), "each key, accents folded or not"
        assert all(unshown_reason(word, words) == "offensive" for word in listed)


@pytest.mark.parametrize("code, word, base", [
    ("fr", "putes", "pute"), ("fr", "Enculés", "enculé"), ("es", "putas", "puta"), ("pt", "merdas", "merda"),
    ("it", "cazzi", "cazzo"), ("it", "puttane", "puttana"), ("de", "nackte", "nackt"), ("de", "huren", "hure"),
    ("nl", "hoeren", "hoer"), ("nl", "klootzakken", "klootzak"),
])
def test_an_inflected_form_of_a_listed_word_is_offensive(code: str, word: str, base: str) -> None:
    assert base in offensive_list(code)
    assert is_offensive(word, _lexicon(code, [word]))
    assert not is_offensive(word, make_lexicon([word])), "the other language's rules are not English's"


@pytest.mark.parametrize("code", OTHERS)
def test_the_english_list_counts_in_every_language(code: str) -> None:
    words = _lexicon(code, ["fuck", "bitches", "sex", "casa"])
    assert [is_offensive(word, words) for word in ("fuck", "bitches", "sex", "casa")] == [True, True, True, False]


@pytest.mark.parametrize("code", OTHERS)
def test_the_english_tables_do_not_judge_another_language(code: str) -> None:
    tables = ["harry", "vomit", "talks", "mater"]
    english = make_lexicon(tables, frequencies=dict.fromkeys(tables, 5.0))
    assert [unshown_reason(word, english, end=True) for word in english.words] == [
        "name", "informal", "inflected", "bodily"]
    other = _lexicon(code, [word for word in tables if word not in exclusions(code)])
    assert other.words and [unshown_reason(word, other) for word in other.words] == [None] * len(other.words)
    assert all(is_shown_word(word, other) for word in other.words)


def test_the_first_three_rules_come_first_in_another_language() -> None:
    words = Lexicon.of_folded(["chat", "chien", "pute"], frequencies={"chat": 5.0, "pute": 4.0}, language="fr")
    assert [unshown_reason(word, words) for word in ("chat", "chien", "pute", "loup")] == [
        None, "rare", "offensive", "unknown"]
    assert list(SHOWN_RULES)[:3] == ["unknown", "rare", "offensive"]


def test_a_list_without_a_language_is_judged_as_english() -> None:
    assert language_of(None) == "en" and language_of(make_lexicon(["chat"])) == "en"
    assert language_of(_lexicon("fr", ["chat"])) == "fr"
    assert not is_offensive("putes", make_lexicon(["putes"])) and is_offensive("putes", _lexicon("fr", ["putes"]))


def test_a_language_without_a_list_still_checks_the_english_one() -> None:
    swedish = Lexicon.of_folded(["fuck", "katt"], language="sv")
    assert offensive_list("sv") == frozenset()
    assert is_offensive("fuck", swedish) and not is_offensive("katt", swedish)


@pytest.mark.parametrize("code", OTHERS)
def test_each_inflection_reads_back_to_a_base_of_three_letters_or_more(code: str) -> None:
    assert INFLECTIONS[code], f"{code} has inflections"
    short = _lexicon(code, ["xs", "xes", "xi", "xe", "xen", "xer"])
    assert not any(is_offensive(word, short) for word in short.words)


@pytest.mark.parametrize(("code", "listed", "form"), [
    ("fr", "foutre", "foutent"), ("fr", "chier", "chient"), ("es", "follar", "follando"),
    ("it", "scopare", "scopato"), ("pt", "foder", "fodido"), ("de", "ficken", "fickt"), ("nl", "neuken", "neukte"),
])
def test_a_listed_verb_is_offensive_in_its_conjugated_forms(code: str, listed: str, form: str) -> None:
    words = Lexicon.of_folded([listed, form, "maison"], language=code)
    assert listed in offensive_list(code), f"{listed!r} is on the {code} list (the case needs a listed verb)"
    assert is_offensive(form, words) and not is_offensive("maison", words)
