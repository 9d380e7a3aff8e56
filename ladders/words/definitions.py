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

__all__ = ["Definition", "define", "base_words", "senses", "read_definitions", "Data", "NO_DEFINITION",
           "DEFINITIONS_FILE"]

DEFINITIONS_FILE = os.path.join(os.path.dirname(__file__), "data", "wordnet-definitions.txt.xz")
"""The packaged definitions (WordNet 3.0, see ``data/WORDNET-LICENSE.txt``), xz-compressed text."""

NO_DEFINITION = "no definition"
"""What is shown for a word without a definition."""

PARTS_OF_SPEECH = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}


@dataclass(frozen=True, slots=True)
class Definition:
    """One sense of a word: its part of speech, a gloss, the base form defined (*vein* for *veins*), and for an
    irregular inflection read as one, what form of the base it is (``form``: "past of tear")."""

    pos: str
    gloss: str
    lemma: str
    form: str | None = None

    def __str__(self) -> str:
        return f"{self.pos} ({self.form}): {self.gloss}" if self.form else f"{self.pos}: {self.gloss}"

    def as_json(self) -> dict[str, str | None]:
        return {"pos": self.pos, "gloss": self.gloss, "lemma": self.lemma, "form": self.form}


def define(word: str) -> tuple[Definition, ...]:
    """The definitions of *word*, in the order readers meet them (empty: no definition).

    Its own senses and its irregular inflections' (*tore*: past of *tear*) by
    how often SemCor met each reading, then the base forms of a regular
    inflection (*veins*: *vein*).

    >>> [str(d) for d in define("wold")]
    ['noun: a tract of open rolling country (especially upland)']
    >>> str(define("tore")[0])
    'verb (past of tear): separate or cause to separate abruptly'
    >>> define("geese")[0].lemma, define("veins")[0].lemma, define("walked")[0].lemma
    ('goose', 'vein', 'walk')
    >>> define("she")[0].pos, define("qzxv")
    ('pronoun', ())
    """
    if not isinstance(word, str):
        raise TypeError(f"define takes a word (a string), not {type(word).__name__}")
    return senses(normalise_word(word), _data())


def senses(word: str, data: Data) -> tuple[Definition, ...]:
    """:func:`define` over *data* (:func:`read_definitions`'s), for a folded *word*: what the data build asks too."""
    entries, exceptions, proper = data
    found: list[Definition] = []
    own = OWN_GLOSSES.get(word)
    if own is not None:
        found.append(Definition(own[0], own[1], word))
    # A function word of our own (us) shows no sense WordNet writes only with a capital (US, the country).
    mine = [] if own is not None and word in proper else [(pos, word) for pos in entries.get(word, {})]
    based = _based(word, data)
    irregular = [(pos, lemma) for pos, lemma in based if (word, pos) in exceptions]
    met = {(pos, lemma): entries[lemma][pos][0] for pos, lemma in mine + irregular}
    readings = sorted(dict.fromkeys(mine + irregular), key=lambda reading: -met[reading])  # stable: own first on a tie
    for pos, lemma in dict.fromkeys(readings + based):
        form = _form_of(word, pos, lemma) if (pos, lemma) in irregular else None
        found.append(Definition(PARTS_OF_SPEECH[pos], entries[lemma][pos][1], lemma, form))
    return tuple(found)


def _form_of(word: str, pos: str, lemma: str) -> str:
    """What form of *lemma* the irregular *word* is, in a reader's words (WordNet's lists do not say which).

    >>> _form_of("tore", "v", "tear"), _form_of("geese", "n", "goose"), _form_of("better", "a", "good")
    ('past of tear', 'plural of goose', 'comparative of good')
    """
    if pos == "n":
        kind = "plural"
    elif pos == "v":
        kind = "-ing form" if word.endswith("ing") else "form" if word.endswith("s") or word in ("am", "are") \
            else "past"
    else:
        kind = "comparative" if word.endswith("er") else "superlative" if word.endswith("est") else "form"
    return f"{kind} of {lemma}"


def base_words(word: str) -> tuple[str, ...]:
    """The base forms WordNet's morphology finds for *word*, other than the word itself (empty: it inflects nothing).

    >>> base_words("raped"), base_words("geese"), base_words("talks"), base_words("cat")
    (('rape', 'rap'), ('goose',), ('talk',), ())
    """
    word = normalise_word(word)
    if not word.endswith(_ENDINGS) and word not in _irregular_forms():  # no rule or exception applies: no base
        return ()
    return tuple(dict.fromkeys(lemma for _, lemma in _based(word, _data())))


_ENDINGS = tuple({ending for rules in SUFFIX_RULES.values() for ending, _ in rules})
"""Every ending a suffix rule strips: a word ending in none of them has a base form only by an exception list."""


@once
def _irregular_forms() -> frozenset[str]:
    """The forms WordNet's exception lists name (irregular inflections: *geese*, *bound*), read once."""
    return frozenset(form for form, _ in _data()[1])


def _based(word: str, data: Data) -> list[tuple[str, str]]:
    """``(pos, lemma)`` for each base form of *word* other than itself, irregular forms first."""
    entries, exceptions, proper = data

    def is_lemma(form: str, pos: str) -> bool:  # a name or an abbreviation (WA, HA) is no word's base form
        return pos in entries.get(form, {}) and form not in proper

    return sorted(((pos, base) for pos in PARTS_OF_SPEECH for base in base_forms(word, pos, is_lemma, exceptions)
                   if base != word), key=lambda found: (word, found[0]) not in exceptions)


Data = tuple[dict[str, dict[str, tuple[int, str]]], dict[tuple[str, str], tuple[str, ...]], frozenset[str]]
"""What the definitions file holds: lemma → pos → (times SemCor met it, gloss), the exceptions, and the lemmas
written only with a capital."""


@once
def _data() -> Data:
    """The packaged definitions, read once per process."""
    return read_definitions(DEFINITIONS_FILE)


def read_definitions(path: str) -> Data:
    """The lemmas (lemma → pos → (count, gloss), commonest pos first), the exceptions, and the lemmas WordNet
    writes only with a capital (their parts of speech are in capitals in the file) of the definitions file *path*."""
    with open(path, "rb") as handle:
        text = lzma.decompress(handle.read()).decode("utf-8")
    body, _, irregular = text.partition("\n%exceptions\n")
    entries, proper = {}, set()
    for line in body.splitlines():
        if not line.startswith("#"):
            fields = line.split("\t")
            if fields[1][0].isupper():
                proper.add(fields[0])
            entries[fields[0]] = {pos[0].lower(): (int(pos[1:] or 0), gloss)
                                  for pos, gloss in zip(fields[1::2], fields[2::2], strict=True)}
    exceptions = {}
    for line in irregular.splitlines():
        form, pos, bases = line.split("\t")
        exceptions[(form, pos)] = tuple(bases.split())
    return entries, exceptions, frozenset(proper)
