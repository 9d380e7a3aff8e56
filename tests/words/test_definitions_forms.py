"""Definitions of inflected forms read from their base (*pekes*: plural of *peke*), every kept sense, and the order
of a word's senses (the one a reader meets first)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ladders.cli import main
from ladders.words import default_lexicon
from ladders.words.definitions import _data, define

WORDNET = Path("/usr/share/wordnet")

REGULAR = [  # form, base, what form of it, part of speech: the gloss is checked against the base's own
    ("pekes", "peke", "plural", "noun"), ("bots", "bot", "plural", "noun"), ("veins", "vein", "plural", "noun"),
    ("walks", "walk", "present", "verb"), ("walked", "walk", "past", "verb"), ("walking", "walk", "-ing form", "verb"),
    ("hoped", "hope", "past", "verb"), ("carries", "carry", "present", "verb"), ("taller", "tall", "comparative",
                                                                                 "adjective"),
    ("tallest", "tall", "superlative", "adjective"), ("rads", "rad", "plural", "noun"),
]


@pytest.mark.parametrize(("form", "base", "kind", "pos"), REGULAR)
def test_a_regular_inflection_says_what_form_of_its_base_it_is(form, base, kind, pos):
    own = {d.gloss for d in define(base) if d.pos == pos}
    found = [d for d in define(form) if d.lemma == base and d.pos == pos]
    assert found and found[0].form == f"{kind} of {base}" and found[0].gloss in own, define(form)
    assert str(found[0]).startswith(f"{pos} ({kind} of {base}): ")


def test_define_pekes_reads_the_plural(capsys):
    assert main(["define", "pekes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["pekes", f"  noun (plural of peke): {define('peke')[0].gloss}"]
    assert define("peke") and "chinese breed" in define("peke")[0].gloss.lower()


def test_a_base_outside_the_dictionary_still_defines_its_plural():
    """SCOWL lists *bot* only as an abbreviation, so it is no dictionary word; *bots* is, and reads as its plural."""
    words = default_lexicon()
    assert "bots" in words and "bot" not in words
    assert define("bot") and define("bots")[0].lemma == "bot"


def test_every_plural_in_s_of_a_common_noun_reads_as_its_plural():
    words = default_lexicon()
    data = _data()
    checked = 0
    for noun in default_lexicon(35).words:
        plural = noun + "s"
        first = define(noun)
        if not first or first[0].lemma != noun or first[0].pos != "noun" or plural not in words \
                or (entry := data.entry(noun)) is None or entry.proper \
                or data.entry(plural) is not None or (plural, "n") in data.exceptions() \
                or plural in ("its", "ours", "hers", "yours"):
            continue  # not a plural, a lemma of its own, or irregular (ellipses: WordNet reads ellipsis only)
        checked += 1
        assert any(d.lemma == noun and d.form == f"plural of {noun}" for d in define(plural)), (plural, define(plural))
    assert checked >= 1000, checked


def test_every_sense_keeps_define_s_first_sense_of_each_part_of_speech():
    words = sorted(default_lexicon(35).words)
    for word in random.Random(5).sample(words, 400):
        first, every = define(word), define(word, every_sense=True)
        assert len(every) >= len(first)
        firsts = {}
        for d in every:
            firsts.setdefault((d.pos, d.lemma, d.form), d)
        assert list(firsts.values()) == list(first), word
        glosses = [(d.pos, d.lemma, d.gloss) for d in every]
        assert len(glosses) == len(set(glosses)), word  # no sense twice
    assert [d.gloss for d in define("tell", every_sense=True)][1:] and len(define("tell", every_sense=True)) <= 4


def _wordnet_nouns() -> tuple[dict[str, list[str]], set[str], dict[str, str]]:
    """index.noun (lemma → synset offsets), the nouns SemCor tagged, and data.noun (offset → line)."""
    index = {}
    for line in (WORDNET / "index.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith(" "):
            fields = line.split()
            index[fields[0]] = fields[6 + int(fields[3]):]
    tagged = {line.split("%")[0] for line in (WORDNET / "cntlist.rev").read_text(encoding="latin-1").splitlines()
              if line.split("%")[1].startswith("1")}
    data = {line.split(" ", 1)[0]: line for line in (WORDNET / "data.noun").read_text(encoding="latin-1").splitlines()
            if not line.startswith(" ")}
    return index, tagged, data


@pytest.mark.skipif(not (WORDNET / "data.noun").exists(), reason="Debian's wordnet-base is not installed")
def test_among_senses_semcor_never_met_the_one_the_word_names_comes_first():
    """*cot*: the camp bed (a synset cot names first), not the fingerstall (a synset where cot is a lesser name)."""
    index, tagged, data = _wordnet_nouns()

    def gloss(offset: str) -> str:
        return data[offset].split(" | ", 1)[1].strip()

    def heads(lemma: str, offset: str) -> bool:  # the synset's first word, as written (Cheddar, the village: no)
        return data[offset].split(" ")[4] == lemma

    words = default_lexicon(50)
    checked = 0
    for lemma in sorted(index):
        if lemma in tagged or lemma not in words or not define(lemma) or define(lemma)[0].pos != "noun":
            continue
        offsets = index[lemma]
        named = [offset for offset in offsets if heads(lemma, offset)]
        if not named or define(lemma)[0].lemma != lemma or _data().entry(lemma).proper:
            continue
        checked += 1
        assert gloss(named[0]).startswith(define(lemma)[0].gloss[:8]), (lemma, define(lemma)[0], gloss(named[0]))
    assert checked >= 500, checked
    assert "finger" not in define("cot")[0].gloss and any("finger" in d.gloss for d in define("cot", every_sense=True))
