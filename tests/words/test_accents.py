"""Accent rules (``ladders.words.accents``): folded or exact, the lexicon owning its fold, real spellings shown,
NFC and NFD the same word; on small lists built here, then on each installed system list."""

from __future__ import annotations

import os
import pickle
import unicodedata

import pytest

from ladders import check_ladder, levenshtein, make_ladder
from ladders.solve.score import score_ladder
from ladders.cli import main
from ladders.solve.answer import answer
from ladders.words.accents import ACCENT_RULES, DEFAULT_RULES, FOLDS, check_rule, fold_table
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.loaders import load_lexicon
from tests.checks import assert_valid_ladder

FRENCH = ["été", "fête", "fêter", "fete", "tête", "tété", "tâte", "tâté", "pâte", "pâté", "pate", "mère", "mare",
          "cœur"]


@pytest.fixture
def french_file(tmp_path):
    path = tmp_path / "french.txt"
    # ranks in the file: the commoner spelling has the smaller rank
    path.write_text("".join(f"{word}\t{rank}\n" for rank, word in enumerate(FRENCH, 1)), encoding="utf-8")
    return path


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


def test_every_language_has_a_fold_and_a_default_rule() -> None:
    assert set(FOLDS) == set(DEFAULT_RULES) == set(LANGUAGES)
    assert all(rule in ACCENT_RULES for rule in DEFAULT_RULES.values())
    assert all(len(letter) == 1 and letter != plain for fold in FOLDS.values() for letter, plain in fold.items())
    with pytest.raises(ValueError, match="accents must be 'fold' or 'exact'"):
        check_rule("FOLD")


def test_letters_of_an_alphabet_stay_and_german_folds_as_its_crosswords_write() -> None:
    assert "ñ" not in FOLDS["es"], "ñ is a letter of the Spanish alphabet"
    assert "niño".translate(fold_table("es")) == "niño" and "canción".translate(fold_table("es")) == "cancion"
    assert [word.translate(fold_table("de")) for word in ("schön", "Straße".lower(), "über")] == \
        ["schoen", "strasse", "ueber"]
    assert "cœur".translate(fold_table("fr")) == "coeur"


def test_a_folded_list_keeps_one_word_per_folded_form_with_its_spellings(french_file) -> None:
    folded = load_lexicon(french_file, accents="fold")
    exact = load_lexicon(french_file)
    assert exact.accents == "exact" and folded.accents == "fold"
    assert len(exact) == len(FRENCH)
    assert "fete" in folded.words and "fête" not in folded.words
    assert folded.spellings("fete") == ("fête", "fete"), "the commoner spelling (smaller rank) first"
    assert folded.spellings("fête") == folded.spellings("FÊTE") == ("fête", "fete")
    assert folded.spelling("ete") == "été" and folded.spelling("coeur") == "cœur"
    assert folded.rank("fête") == folded.rank("fete") == 2, "a folded word takes its commonest spelling's rank"
    assert "tete" in folded and "tête" in folded and "Tête" in folded
    assert "tete" not in exact and "tête" in exact


def test_nfc_and_nfd_are_the_same_word_under_both_rules(french_file) -> None:
    for rule in ACCENT_RULES:
        words = load_lexicon(french_file, accents=rule)
        for word in FRENCH:
            assert nfd(word) in words and words.fold(nfd(word)) == words.fold(word)
        ladder = make_ladder(nfd("été"), nfd("fêter"), lexicon=words)
        assert ladder == make_ladder("été", "fêter", lexicon=words)


def test_the_answer_shows_real_spellings_and_checks_moves_on_folded_forms(french_file) -> None:
    folded = load_lexicon(french_file, accents="fold")
    ladder = make_ladder("été", "fêter", lexicon=folded)
    assert ladder.words == ("ete", "fete", "feter") and ladder.spelled == ("été", "fête", "fêter")
    assert str(ladder) == "été → fête → fêter"
    assert_valid_ladder(ladder, "ete", "feter", levenshtein, folded)
    # a ladder written in real spellings checks: its moves are counted on the folded forms
    assert check_ladder(["été", "fête", "fêter"], lexicon=folded).valid
    assert score_ladder(["été", "fête", "fêter"], "ÉTÉ", nfd("fêter"), lexicon=folded).valid
    # with exact accents the same words are farther apart: é to ê is a change of letter
    exact = load_lexicon(french_file)
    far = make_ladder("été", "fêter", lexicon=exact)
    assert far.steps > ladder.steps and far.spelled is None
    assert_valid_ladder(far, "été", "fêter", levenshtein, exact)
    shown = answer("été", "fêter", lexicon=folded, commoner=True).as_json()
    assert shown["words"] == ["ete", "fete", "feter"] and shown["spelled"] == ["été", "fête", "fêter"]


def test_a_folded_list_pickles_with_its_fold_and_spellings(french_file) -> None:
    folded = load_lexicon(french_file, accents="fold")
    again = pickle.loads(pickle.dumps(folded))
    assert again.accents == "fold" and again.words == folded.words
    assert again.spellings("fete") == ("fête", "fete") and "tête" in again
    bigger = folded.with_words(["Fêtes"])
    assert "fetes" in bigger and bigger.accents == "fold" and bigger.spelling("fete") == "fête"


def test_the_command_line_takes_accents(french_file, capsys) -> None:
    assert main(["été", "fêter", "--words", str(french_file), "--accents", "fold"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "été → fête → fêter"
    assert main(["été", "fêter", "--words", str(french_file)]) == 0
    assert capsys.readouterr().out.splitlines()[0].count("→") > 2
    assert main(["check", "été", "fête", "fêter", "--words", str(french_file), "--accents", "fold"]) == 0
    checked = capsys.readouterr().out
    assert "été → fêter is rated" in checked and checked.rstrip().endswith("needs fête")
    assert main(["été", "fêter", "--words", str(french_file), "--accents", "loose"]) == 2
    assert "invalid choice: 'loose'" in capsys.readouterr().err


SAMPLES = {"fr": ("fête", "fete", "été"), "de": ("schön", "schoen", "über"), "es": ("canción", "cancion", "niño"),
           "it": ("città", "citta", "perché"), "pt": ("coração", "coracao", "irmã"), "nl": ("ruïne", "ruine", "café")}
"""Per language: an accented word, its folded form, and another accented word of the list."""


@pytest.mark.parametrize("code", sorted(SAMPLES))
def test_each_installed_language_folds_and_keeps_accents(code: str) -> None:
    language = LANGUAGES[code]
    if not os.path.exists(str(language.path)):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    accented, key, other = SAMPLES[code]
    folded, exact = lexicon_for(code, accents="fold"), lexicon_for(code, accents="exact")
    assert lexicon_for(code) is (folded if DEFAULT_RULES[code] == "fold" else exact)
    assert accented in exact and nfd(accented) in exact and other in exact
    assert accented in folded and key in folded.words and folded.spelling(key) == accented
    assert folded.fold(nfd(other)) == folded.fold(other) and nfd(other) in folded
    assert len(folded) < len(exact), "folding merges spellings"
    assert folded.frequency(key) >= exact.frequency(accented), "a folded word counts the uses of all its spellings"
