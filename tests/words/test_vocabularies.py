"""Another language's puzzle vocabulary (ladders.words.vocabularies) and the endings it reads (inflections), on word
lists made here: the list's own evidence (capitals, vowels, forms), frequency, and the reviewed exclusions.

No test here needs a system word list (tests/study/test_puzzles_vocabulary.py reads the installed ones).
"""

from __future__ import annotations

import unicodedata

import pytest

from ladders.words.accents import DEFAULT_RULES, fold_table
from ladders.words.inflections import INFLECTIONS, VERB_FORMS, bases, forms, infinitives
from ladders.words.lexicon import Lexicon
from ladders.words.society import SHOWN_RULES, is_shown_word, offensive_list, unshown_reason
from ladders.words.vocabularies import (EVERY_FORM, EXCLUSION_REASONS, LANGUAGE_ZIPF, NAME_REASONS, VOWELS,
                                        exclusions, fit_reason, holds_forms, in_language_vocabulary, is_base_form,
                                        language_vocabulary)

OTHERS = ["de", "es", "fr", "it", "nl", "pt"]


def _lexicon(code: str, spellings: dict[str, float]) -> Lexicon:
    """A list of *code* whose words are written as the keys of *spellings* (capitals kept, accents folded by the
    language's default), each used as often as its value says (Zipf)."""
    table = fold_table(code) if DEFAULT_RULES[code] == "fold" else None
    keys: dict[str, list[str]] = {}
    for written in spellings:
        lower = unicodedata.normalize("NFC", written.lower())
        keys.setdefault(lower.translate(table) if table else lower, []).append(written)
    frequencies = {key: max(spellings[written] for written in found) for key, found in keys.items()}
    return Lexicon.of_folded(keys, frequencies=frequencies, language=code, fold_table=table,
                             variants={key: tuple(found) for key, found in keys.items()})


def test_a_word_with_no_vowel_or_written_only_in_capitals_is_an_abbreviation() -> None:
    words = _lexicon("de", {"Kfz": 4.5, "BMW": 4.4, "PCs": 4.6, "Haus": 5.5, "km": 5.0})
    assert [fit_reason(word, words) for word in ("kfz", "bmw", "pcs", "km", "haus")] == [
        "abbreviation", "abbreviation", "abbreviation", "abbreviation", None]
    assert unshown_reason("BMW", words) == "abbreviation" and SHOWN_RULES["abbreviation"]
    dutch = _lexicon("nl", {"van": 6.0, "VAN": 6.0, "NAVO": 4.0})
    assert in_language_vocabulary("van", dutch), "an all-capitals entry beside a lowercase one takes nothing away"
    assert dutch.spelling("van") == "van" and not in_language_vocabulary("navo", dutch)


@pytest.mark.parametrize("code", [code for code in OTHERS if code != "de"])
def test_a_word_its_list_writes_only_with_a_capital_is_a_name_where_nouns_take_none(code: str) -> None:
    words = _lexicon(code, {"Achille": 4.0, "stella": 4.5, "Tempo": 4.0, "tempo": 4.0})
    assert fit_reason("achille", words) == "name" and unshown_reason("Achille", words) == "name"
    assert fit_reason("stella", words) is None and fit_reason("tempo", words) is None


def test_a_german_word_written_with_a_capital_is_a_noun_not_a_name() -> None:
    words = _lexicon("de", {"Haus": 5.5, "Hauses": 4.0, "Häuser": 4.6, "Maus": 4.4, "Mäuse": 3.6})
    assert words.spelling("haus") == "Haus" and in_language_vocabulary("haus", words)
    assert is_base_form("haus", words) and is_base_form("maus", words)
    assert not is_base_form(words.fold("Häuser"), words) and not is_base_form(words.fold("Mäuse"), words)


@pytest.mark.parametrize("code", OTHERS)
def test_a_word_is_familiar_from_the_language_s_threshold(code: str) -> None:
    words = _lexicon(code, {"mela": LANGUAGE_ZIPF, "pera": LANGUAGE_ZIPF - 0.01, "uva": 2.9})
    assert in_language_vocabulary("mela", words) and unshown_reason("mela", words) is None
    assert unshown_reason("pera", words) == "unfamiliar", "common, but less than the vocabulary's threshold"
    assert unshown_reason("uva", words) == "rare", "under once per million: not common"
    assert is_shown_word("pera", words, common=False), "a puzzle of any words may show it"
    assert language_vocabulary(words) == frozenset({"mela"})


@pytest.mark.parametrize("code", OTHERS)
def test_every_reviewed_exclusion_is_out_of_its_language_s_vocabulary(code: str) -> None:
    reviewed = exclusions(code)
    assert len(reviewed) > 20 and set(reviewed.values()) <= set(EXCLUSION_REASONS)
    assert all(word == unicodedata.normalize("NFC", word.lower()) and word.isalpha() for word in reviewed)
    words = _lexicon(code, dict.fromkeys(reviewed, 5.0))
    forms_only = {words.fold(word) for word, reason in reviewed.items() if reason == "form"}
    assert forms_only and language_vocabulary(words) <= forms_only
    for word, reason in reviewed.items():
        if reason == "form":  # a rung, never an end
            assert unshown_reason(word, words, end=True) in ("inflected", "offensive"), word
            continue
        judged = unshown_reason(word, words)
        assert judged in ("offensive", "name" if reason in NAME_REASONS else "bodily" if reason in ("sexual", "bodily")
                          else "abbreviation" if reason == "abbreviation" else "unfamiliar"), (word, judged)


@pytest.mark.parametrize("code", OTHERS)
def test_a_struck_word_is_struck_in_every_form_and_a_name_only_as_it_is(code: str) -> None:
    reviewed = exclusions(code)
    struck = sorted(word for word, reason in reviewed.items() if reason in EVERY_FORM and len(forms(word, code)) > 1)
    named = sorted(word for word, reason in reviewed.items() if reason in NAME_REASONS)
    assert struck and named
    for word in struck[:20]:
        form = next(form for form in forms(word, code)[1:] if form not in reviewed)
        words = _lexicon(code, {form: 5.0})
        assert fit_reason(words.fold(form), words) == reviewed[word], (word, form)
    for word in named[:20]:
        plural = word + "s"
        words = _lexicon(code, {plural: 5.0})
        assert plural in reviewed or fit_reason(plural, words) is None, (word, plural)


def test_an_end_is_a_base_form_a_form_of_a_commoner_word_is_not() -> None:
    french = _lexicon("fr", {"chien": 5.0, "chiens": 4.4, "table": 5.0, "tables": 4.3, "tabler": 2.5, "porte": 5.0,
                             "portes": 4.3, "porter": 4.8, "portent": 3.6, "porté": 4.2, "aîné": 3.9, "aînés": 3.6,
                             "apporter": 4.5, "apporta": 3.6, "apporte": 4.0, "apportent": 3.5, "jamais": 6.0})
    assert holds_forms(french)
    shown = {word: is_base_form(french.fold(word), french)
             for word in ("chien", "chiens", "table", "porte", "porter", "aîné", "aînés", "apporter", "apporta",
                          "jamais")}
    assert shown == {"chien": True, "chiens": False, "table": True, "porte": False, "porter": True, "aîné": True,
                     "aînés": False, "apporter": True, "apporta": False, "jamais": False}, (
        "porte is read as a form of porter (used nearly as often); jamais takes no form of its own")
    assert unshown_reason("aînés", french, end=True) == "inflected" and unshown_reason("aînés", french) is None


def test_a_list_of_headwords_only_shows_no_forms_so_each_familiar_word_may_end() -> None:
    spanish = _lexicon("es", {"casa": 5.9, "caso": 5.6, "perro": 5.0, "siempre": 6.0, "hablar": 5.0, "tío": 4.8,
                              "tía": 4.9})
    assert not holds_forms(spanish)
    assert all(is_base_form(word, spanish) for word in ("casa", "caso", "perro", "siempre", "hablar", "tio"))


def test_a_german_verb_s_form_and_participle_end_no_puzzle() -> None:
    words = _lexicon("de", {"sagen": 5.2, "sagt": 5.3, "sagte": 4.9, "sage": 4.5, "gesagt": 5.0, "genommen": 4.6,
                            "dumm": 4.6, "dumme": 3.8, "dummen": 3.8, "dummer": 3.7, "dummes": 3.5})
    assert is_base_form("sagen", words) and is_base_form("dumm", words)
    assert not any(is_base_form(word, words) for word in ("sagt", "sagte", "sage", "gesagt", "genommen"))


@pytest.mark.parametrize("code", OTHERS)
def test_every_form_of_a_listed_offensive_word_reads_back_to_it(code: str) -> None:
    """Forwards and backwards are one rule: each form made of a listed word reads back to that word."""
    for listed in sorted(offensive_list(code)):
        for form in forms(listed, code)[1:]:
            assert listed in set(bases(form, code)), (listed, form)


@pytest.mark.parametrize("code", OTHERS)
def test_a_stem_keeps_three_letters_and_every_table_has_each_language(code: str) -> None:
    assert INFLECTIONS[code] and VERB_FORMS[code]
    assert forms("xo", code) == ("xo",) and not list(bases("xs", code)) and not list(infinitives("xt", code))
    assert VOWELS.issuperset("aeiou")
