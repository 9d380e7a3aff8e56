"""Definitions: inflections resolve to WordNet's base forms, coverage of common words, the clear no-definition
answer."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from ladders import make_ladder, weakest_rung
from ladders.cli import main
from ladders.words import default_lexicon, is_common
from ladders.words.definitions import NO_DEFINITION, define
from ladders.words.glosses import OWN_GLOSSES

INFLECTIONS = [  # form, part of speech, the base WordNet's morphology gives
    ("veins", "noun", "vein"), ("walked", "verb", "walk"), ("geese", "noun", "goose"),
    ("had", "verb", "have"), ("was", "verb", "be"), ("mice", "noun", "mouse"), ("boxes", "noun", "box"),
    ("churches", "noun", "church"), ("wolves", "noun", "wolf"), ("ponies", "noun", "pony"),
    ("women", "noun", "woman"), ("hoping", "verb", "hope"), ("running", "verb", "run"), ("went", "verb", "go"),
    ("taller", "adjective", "tall"), ("larger", "adjective", "large"), ("best", "adjective", "good"),
    ("worse", "adjective", "bad"), ("carried", "verb", "carry"), ("tries", "verb", "try"),
]


@pytest.mark.parametrize(("form", "pos", "base"), INFLECTIONS)
def test_inflected_forms_resolve_to_their_base_form(form, pos, base):
    assert any(d.lemma == base and d.pos == pos for d in define(form)), define(form)


def test_a_lemma_is_defined_as_itself_first():
    for word in ("wold", "head", "vein", "goose"):
        assert define(word)[0].lemma == word
    assert define("Wold") == define("wold")


def test_a_name_or_an_abbreviation_is_no_base_form():
    """WordNet writes *WA* (Washington) and *HA* (hour angle) only with a capital: *was* and *has* are not their
    plurals."""
    from ladders.words.definitions import _data
    data = _data()
    proper = {word for word in ("wa", "ha", "us", "walk", "english") if (entry := data.entry(word)) and entry.proper}
    assert proper == {"wa", "ha", "us", "english"}
    for word in ("was", "has", "its", "is", "as", "us"):
        assert not any(d.lemma != word and data.entry(d.lemma).proper for d in define(word)), define(word)
        assert not any(len(d.lemma) == 1 and d.lemma != word for d in define(word)), define(word)
    assert [d.lemma for d in define("was")] == ["be"] and [d.lemma for d in define("us")] == ["us"]
    assert define("english")[0].lemma == "english"  # a lemma WordNet capitalises is still defined as itself
    common = [word for word in default_lexicon(35).words if len(word) <= 5]
    for word in common:  # a capitalised base only for a word nothing else reads, and never of one or two letters
        found = define(word)
        proper = [d for d in found if d.lemma != word and (entry := data.entry(d.lemma)) is not None and entry.proper]
        assert not proper or (len(proper) == len(found) and all(len(d.lemma) >= 3 for d in proper)), (word, found)


def test_function_words_get_our_own_glosses_first():
    for word in ("the", "of", "she", "we", "to", "a", "he"):
        assert define(word)[0].gloss == OWN_GLOSSES[word][1]


def test_a_word_without_a_definition_gets_the_clear_message(capsys):
    assert define("qzxv") == () and define("") == ()
    assert main(["define", "qzxv"]) == 1  # not a word at all: said so, with near words when there are any
    assert capsys.readouterr().out.splitlines()[:2] == ["qzxv", "  not in the dictionary"]
    assert main(["define", "xyzzy"]) == 1
    assert capsys.readouterr().out.splitlines()[1].startswith("  not in the dictionary; did you mean 'fuzzy'")
    assert "enow" in default_lexicon() and define("enow") == ()  # a dictionary word WordNet does not know, nor we
    assert main(["define", "enow"]) == 1
    assert capsys.readouterr().out.splitlines() == ["enow", f"  {NO_DEFINITION} known (the word is in the dictionary)"]
    with pytest.raises(TypeError):
        define(3)


def test_most_common_words_have_a_definition():
    lexicon = default_lexicon()
    common = [word for word in lexicon.words if is_common(word, lexicon)]
    defined = sum(bool(define(word)) for word in common)
    assert defined / len(common) >= 0.98, (defined, len(common))


def test_the_rungs_of_the_classic_pairs_first_ladders_are_mostly_defined():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
    try:
        from classic_pairs import PAIRS
    finally:
        sys.path.pop(0)
    rungs = [word for start, end, metric in PAIRS
             for word in make_ladder(start, end, metric, max_depth=None, cost=weakest_rung).words]
    defined = sum(bool(define(word)) for word in rungs)
    assert defined / len(rungs) >= 0.95, [word for word in rungs if not define(word)]


def test_define_command_and_the_define_option(capsys):
    assert main(["define", "wold", "veins"]) == 0
    out = capsys.readouterr().out
    assert "wold\n  noun: a tract of open rolling country" in out and "veins\n  noun (plural of vein): " in out
    assert main(["head", "tail", "--metric", "substitution", "--define"]) == 0
    lines = capsys.readouterr().out.splitlines()
    ladder = lines[0].split(" → ")
    common = lines[1].split("   (commoner")[0].split(" → ") if "(commoner words" in lines[1] else []
    defined = [line.split()[0] for line in lines if line.startswith("  ")]
    assert defined == list(dict.fromkeys(ladder + common))
    assert main(["head", "tail", "--define", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert len(record["definitions"]) == len(record["words"])
    assert record["definitions"][0][0]["lemma"] == "head"
    assert main(["head", "tail", "--json"]) == 0
    assert "definitions" not in json.loads(capsys.readouterr().out)
    assert main(["head", "tail", "--all", "--define"]) == 2


IRREGULAR = {"tore": "tear", "bore": "bear", "wore": "wear", "rang": "ring", "sang": "sing", "bled": "bleed",
             "fled": "flee", "rode": "ride", "saw": "see", "felt": "feel", "found": "find"}


@pytest.mark.parametrize("form, base", sorted(IRREGULAR.items()))
def test_an_irregular_inflection_is_read_as_one_first(form, base):
    first = define(form)[0]
    assert (first.lemma, first.pos, first.form) == (base, "verb", f"past of {base}"), define(form)
    assert str(first).startswith(f"verb (past of {base}): ")


def test_a_word_s_own_commoner_reading_stays_first():
    for word in ("head", "bare", "wold", "ground"):  # ground: its own noun is met more than grind's past
        assert define(word)[0].lemma == word and define(word)[0].form is None, define(word)


def test_no_classic_answer_shows_an_undefined_rung_where_a_defined_ladder_of_the_same_level_exists():
    from itertools import islice

    from ladders import answer, default_lexicon, shortest_ladders
    lexicon = default_lexicon()
    level = lambda words: max(lexicon.rank(word) // 1000 for word in words)  # noqa: E731
    for start, end in [("beer", "wine"), ("cold", "warm"), ("head", "tail"), ("black", "white"), ("ape", "man"),
                       ("witch", "lizard"), ("cat", "dog"), ("lead", "gold"), ("hate", "love"), ("five", "four")]:
        shown = answer(start, end, max_depth=None).ladder
        assert shown is not None
        middle = shown.words[1:-1]
        if all(define(word) for word in middle):
            continue
        for other in islice(shortest_ladders(start, end, lexicon=lexicon), 5000):
            rungs = other.words[1:-1]
            assert not (all(define(word) for word in rungs) and level(rungs) <= level(middle)), (shown, other)


def test_define_covers_every_ladder_printed_the_commoner_one_too(capsys):
    from ladders import answer
    found = answer("beer", "wine", max_depth=None, commoner=True)
    assert found.ladder is not None and found.common is not None  # the pair has a commoner ladder to define
    assert main(["beer", "wine", "--define"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split(" → ") == list(found.ladder.words) and "(commoner words" in lines[1]
    defined = [line.split()[0] for line in lines if line.startswith("  ")]
    assert defined == list(dict.fromkeys(found.ladder.words + found.common.words))
