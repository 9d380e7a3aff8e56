"""Definitions of words: a short gloss and a part of speech, from Princeton WordNet 3.0 and a few of our own.

``define(word)`` reads ``data/wordnet-definitions.txt.xz`` the first time it
is called (never on import): the commonest sense of each part of speech of
every dictionary word that is a WordNet lemma, with WordNet's exception lists.
An inflected form resolves to its base form as WordNet's morphology does
(:mod:`ladders.words.morphology`: *veins* → *vein*, *walked* → *walk*, *geese*
→ *goose*). Function words WordNet lacks (*the*, *of*, *she*) have short
glosses of our own (:mod:`ladders.words.glosses`). A word with neither has
no definition: ``define`` returns an empty tuple, never an invented gloss.
"""

from __future__ import annotations

import lzma
import os
from dataclasses import dataclass

from .._once import once
from .glosses import OWN_GLOSSES
from .morphology import SUFFIX_RULES, base_forms
from .normalise import normalise_word

__all__ = ["Definition", "define", "base_words", "NO_DEFINITION", "DEFINITIONS_FILE"]

DEFINITIONS_FILE = os.path.join(os.path.dirname(__file__), "data", "wordnet-definitions.txt.xz")
"""The packaged definitions (WordNet 3.0, see ``data/WORDNET-LICENSE.txt``), xz-compressed text."""

NO_DEFINITION = "no definition"
"""What is shown for a word without a definition."""

PARTS_OF_SPEECH = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}


@dataclass(frozen=True, slots=True)
class Definition:
    """One sense of a word: its part of speech, a gloss, and the base form defined (*vein* for *veins*)."""

    pos: str
    gloss: str
    lemma: str

    def __str__(self) -> str:
        return f"{self.pos}: {self.gloss}"

    def as_json(self) -> dict[str, str]:
        return {"pos": self.pos, "gloss": self.gloss, "lemma": self.lemma}


def define(word: str) -> tuple[Definition, ...]:
    """The definitions of *word*, commonest first: its own senses, then its base forms' (empty: no definition).

    >>> [str(d) for d in define("wold")]
    ['noun: a tract of open rolling country (especially upland)']
    >>> define("geese")[0].lemma, define("veins")[0].lemma, define("walked")[0].lemma
    ('goose', 'vein', 'walk')
    >>> define("she")[0].pos, define("qzxv")
    ('pronoun', ())
    """
    if not isinstance(word, str):
        raise TypeError(f"define takes a word (a string), not {type(word).__name__}")
    word = normalise_word(word)
    entries, exceptions, proper = _data()
    found: list[Definition] = []
    own = OWN_GLOSSES.get(word)
    if own is not None:
        found.append(Definition(own[0], own[1], word))

    # A function word of our own (us) shows no sense WordNet writes only with a capital (US, the country).
    own_senses = [] if own is not None and word in proper else [(pos, word) for pos in entries.get(word, {})]
    for pos, lemma in dict.fromkeys(own_senses + _based(word)):
        found.append(Definition(PARTS_OF_SPEECH[pos], entries[lemma][pos], lemma))
    return tuple(found)


def base_words(word: str) -> tuple[str, ...]:
    """The base forms WordNet's morphology finds for *word*, other than the word itself (empty: it inflects nothing).

    >>> base_words("raped"), base_words("geese"), base_words("talks"), base_words("cat")
    (('rape', 'rap'), ('goose',), ('talk',), ())
    """
    word = normalise_word(word)
    if not word.endswith(_ENDINGS) and word not in _irregular_forms():  # no rule or exception applies: no base
        return ()
    return tuple(dict.fromkeys(lemma for _, lemma in _based(word)))


_ENDINGS = tuple({ending for rules in SUFFIX_RULES.values() for ending, _ in rules})
"""Every ending a suffix rule strips: a word ending in none of them has a base form only by an exception list."""


@once
def _irregular_forms() -> frozenset[str]:
    """The forms WordNet's exception lists name (irregular inflections: *geese*, *bound*), read once."""
    return frozenset(form for form, _ in _data()[1])


def _based(word: str) -> list[tuple[str, str]]:
    """``(pos, lemma)`` for each base form of *word* other than itself, irregular forms first."""
    entries, exceptions, proper = _data()

    def is_lemma(form: str, pos: str) -> bool:  # a name or an abbreviation (WA, HA) is no word's base form
        return pos in entries.get(form, {}) and form not in proper

    return sorted(((pos, base) for pos in PARTS_OF_SPEECH for base in base_forms(word, pos, is_lemma, exceptions)
                   if base != word), key=lambda found: (word, found[0]) not in exceptions)


_Data = tuple[dict[str, dict[str, str]], dict[tuple[str, str], tuple[str, ...]], frozenset[str]]


@once
def _data() -> _Data:
    """The lemmas (lemma → pos → gloss, commonest pos first), the exceptions, and the lemmas WordNet
    writes only with a capital (their parts of speech are in capitals in the file), read once per process."""
    with open(DEFINITIONS_FILE, "rb") as handle:
        text = lzma.decompress(handle.read()).decode("utf-8")
    body, _, irregular = text.partition("\n%exceptions\n")
    entries, proper = {}, set()
    for line in body.splitlines():
        if not line.startswith("#"):
            fields = line.split("\t")
            if fields[1].isupper():
                proper.add(fields[0])
            entries[fields[0]] = dict(zip((pos.lower() for pos in fields[1::2]), fields[2::2], strict=True))
    exceptions = {}
    for line in irregular.splitlines():
        form, pos, bases = line.split("\t")
        exceptions[(form, pos)] = tuple(bases.split())
    return entries, exceptions, frozenset(proper)
