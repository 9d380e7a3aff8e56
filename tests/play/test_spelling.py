"""What one letter is in the spelling a player sees (:mod:`ladders.play.spelling`): the letters a word list writes as
two, said once, and each step that looks like more than one move, said in the list's spelling.

The small German and French lists are written here (ranked with wordfreq, as every language's list is): no test
needs the system's word lists.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ladders import levenshtein, load_lexicon, make_lexicon, substitution
from ladders.play.hints import next_hint
from ladders.play.rounds import Round, judge
from ladders.play.spelling import (
    game_rule, rule_text, spelling_note, step_text, unlike_steps, written_as, written_in,
)
from ladders.solve.answer import answer
from ladders.words.lexicon import Lexicon

pytest.importorskip("wordfreq", reason="a language's list is ranked with wordfreq (the freq extra)")

GERMAN = ["Schlange", "Schläge", "schlage", "Fuß", "Kuss", "muss", "Maus", "Haus", "Bär", "Bar", "Straße"]


def _list(tmp_path: Path, words: list[str], language: str, accents: str = "fold") -> Lexicon:
    path = tmp_path / f"words-{language}-{accents}.txt"
    path.write_text("".join(f"{word}\n" for word in words), encoding="utf-8")
    return load_lexicon(path, language=language, accents=accents)


def _note(found_words: Lexicon, start: str, end: str, metric=levenshtein) -> str:
    ladder = answer(start, end, metric, lexicon=found_words).ladder
    assert ladder is not None
    return spelling_note([(ladder.shown, ladder.words)], metric.name, found_words)


def test_german_writes_four_letters_as_two_and_says_them_in_words(tmp_path: Path) -> None:
    german = _list(tmp_path, GERMAN, "de")
    assert written_as(german) == {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}
    assert written_in(["Fuß", "STRASSE", "Bär"], written_as(german)) == {"ä": "ae", "ß": "ss"}
    assert rule_text({"ß": "ss"}) == "ß is written ss" and rule_text({}) == ""
    assert game_rule(german) == "In this game ä is written ae, ö oe, ü ue and ß ss, as in crosswords: two letters each."


def test_a_list_that_keeps_its_letters_writes_none_as_two(tmp_path: Path) -> None:
    assert written_as(_list(tmp_path, GERMAN, "de", accents="exact")) == {}
    assert written_as(make_lexicon(["cold", "cord"])) == {} and game_rule(make_lexicon(["cold"])) == ""
    assert written_as(_list(tmp_path, ["fête", "tête", "cœur"], "fr")) == {"œ": "oe", "æ": "ae"}


def test_schlange_schlaege_is_one_move_said_in_the_lists_spelling(tmp_path: Path) -> None:
    german = _list(tmp_path, GERMAN, "de")
    assert _note(german, "schlange", "Schläge", substitution) == (
        "(ä is written ae in these ladders: Schlange → Schläge is schlange → schlaege, n changed to e)")


def test_a_word_with_sharp_s_is_said_once_even_when_every_step_looks_like_one(tmp_path: Path) -> None:
    german = _list(tmp_path, GERMAN, "de")
    assert _note(german, "Straße", "strasse") == "(ß is written ss in these ladders)"
    assert _note(german, "Haus", "Maus") == "", "nothing to say of words spelt as the list keeps them"
    fuss = _note(german, "Fuß", "Kuss")
    assert fuss == "(ß is written ss in these ladders: Fuß → Kuss is fuss → kuss, f changed to k)"
    assert fuss.count("ß is written ss") == 1


def test_a_step_that_looks_like_one_move_needs_no_word(tmp_path: Path) -> None:
    assert unlike_steps(["Haus", "Maus"], ["haus", "maus"], "substitution") == []
    assert unlike_steps(["Bär", "Bar"], ["baer", "bar"], "levenshtein") == [], "ä to a: one letter in either spelling"
    assert unlike_steps(["Fuß", "Kuss"], ["fuss", "kuss"], "substitution") == [0]
    assert unlike_steps(["Fuß", "Kuss"], ["fuss", "kuss"], "sound") == [], "a sound is no letter"
    assert step_text(("Schläge", "schlage"), ("schlaege", "schlage")) == (
        "Schläge → schlage is schlaege → schlage, e removed")


def test_french_accents_count_for_nothing_and_are_said_so_only_when_a_step_needs_it(tmp_path: Path) -> None:
    french = _list(tmp_path, ["été", "ôte", "fête", "tête"], "fr")
    assert _note(french, "été", "ôte") == (
        "(accents do not count in these ladders: été → ôte is ete → ote, e changed to o)")
    assert _note(french, "été", "ôté") == _note(french, "été", "ôte"), "a word typed in any spelling is the same"
    assert _note(french, "fête", "tête") == "", "ê stays ê: one letter changed in the spelling shown"


def test_a_masked_word_is_never_spelled_out(tmp_path: Path) -> None:
    german = _list(tmp_path, GERMAN, "de")
    note = spelling_note([(("Fuß", "K••s"), ("fuss", "kuss"))], "substitution", german)
    assert note == "(ß is written ss in these ladders)" and "kuss" not in note


def test_a_list_that_keeps_its_accents_says_nothing(tmp_path: Path) -> None:
    exact = _list(tmp_path, GERMAN, "de", accents="exact")
    assert _note(exact, "Haus", "Maus") == ""
    assert spelling_note([(("Fuß", "Kuss"), ("fuß", "kuss"))], "substitution", exact) == ""


def test_a_refusal_and_a_hint_count_letters_as_the_list_writes_them(tmp_path: Path) -> None:
    german = _list(tmp_path, GERMAN, "de")
    refused = judge(Round("baer", "haus", 3, ()), "Bar", substitution, lexicon=german)
    assert refused.kind == "not_one_move"
    assert refused.message.endswith("(ä is written ae here: baer → bar)"), refused.message
    plain = judge(Round("haus", "bar", 3, ()), "Kuss", substitution, lexicon=german)
    assert "written" not in plain.message, "words with no such letter need no word on it"
    hints = [next_hint(Round("schlaege", "schlange", 1, ()), level, substitution, lexicon=german).message
             for level in (1, 2, 3)]
    assert hints == ["change letter 6 of schlaege", "change letter 6 of schlaege to 'n'",
                     "the next rung is 'Schlange'"]
    assert next_hint(Round("haus", "maus", 1, ()), 1, substitution, lexicon=german).message == "change letter 1"
