"""Definitions of words: a short gloss and a part of speech, from Princeton WordNet 3.0 and a few of our own.

``define(word)`` reads ``data/wordnet-definitions.bin`` a block at a time
(never on import): the commonest sense of each part of speech of every
dictionary word that is a WordNet lemma, with WordNet's exception lists. The
lemmas are sorted and cut into blocks of about 32 KB, each compressed on its
own, behind an index of each block's first lemma, so a look-up decompresses
one block (a tenth of a millisecond), not the whole file.
An inflected form resolves to its base form as WordNet's morphology does
(:mod:`ladders.words.morphology`: *veins* → *vein*, *walked* → *walk*, *geese*
→ *goose*). Function words WordNet lacks (*the*, *of*, *she*) have short
glosses of our own, and so do the rare dictionary words it lacks that ladders
need (*resit*, *wist*: :mod:`ladders.words.glosses`). A word with none of
these has no definition: ``define`` returns an empty tuple.

The file keeps up to four senses per part of speech, in the order a reader
meets them (by SemCor's count, see ``scripts/build_dictionary.py``);
``define`` gives the first of each part of speech, ``define(word,
every_sense=True)`` all of them (a worksheet gives a second sense to a rung
whose first another rung has).

Longer than most: the look-up (:func:`define`, an inflected form to its base form) and the reader of the file
(:class:`DefinitionsFile`) meet at one block layout, written by ``scripts/build_dictionary.py`` and read only
here.
"""

from __future__ import annotations

import os
import threading
import zlib
from bisect import bisect_right
from functools import lru_cache
from collections.abc import Iterator, Mapping

from .._once import once
from .._records import Record
from .glosses import OWN_GLOSSES, rare_gloss
from .morphology import SUFFIX_RULES, base_forms
from .normalise import normalise_word

__all__ = ["Definition", "define", "definitions_available", "base_words", "irregular_forms", "senses",
           "DefinitionsFile", "NO_DEFINITION", "DEFINITIONS_FILE"]

DEFINITIONS_FILE = os.path.join(os.path.dirname(__file__), "data", "wordnet-definitions.bin")
"""The packaged definitions (WordNet 3.0, see ``data/WORDNET-LICENSE.txt``), in compressed blocks
(:class:`DefinitionsFile`)."""

NO_DEFINITION = "no definition"
"""What is shown for a word without a definition."""

PARTS_OF_SPEECH = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}


class Definition(Record):
    """One sense of a word: its part of speech, a gloss, the base form defined (*vein* for *veins*), for an
    inflection read as one, what form of the base it is (``form``: "past of tear", "plural of vein"), and how often
    the SemCor corpus met the sense (``met``; 0 for a sense it never met and for our own glosses)."""

    pos: str
    gloss: str
    lemma: str
    form: str | None = None
    met: int = 0

    def __str__(self) -> str:
        return f"{self.pos} ({self.form}): {self.gloss}" if self.form else f"{self.pos}: {self.gloss}"

    def as_json(self) -> dict[str, str | None]:
        return {"pos": self.pos, "gloss": self.gloss, "lemma": self.lemma, "form": self.form}


def define(word: str, *, every_sense: bool = False) -> tuple[Definition, ...]:
    """The definitions of *word*, in the order readers meet them (empty: no definition).

    Its own senses and its irregular inflections' (*tore*: past of *tear*) by
    how often SemCor met each reading, then the base forms of a regular
    inflection (*veins*: plural of *vein*). A word with none of these, whose
    base form WordNet writes only with a capital (*pekes*: *Peke*), is read
    from that base when it has three letters or more (*was* is not the plural
    of *WA*, Washington). One sense per part of speech, the first a reader
    meets; with *every_sense*, each part of speech's further senses follow its
    first.

    >>> [str(d) for d in define("wold")]
    ['noun: a tract of open rolling country (especially upland)']
    >>> str(define("tore")[0])
    'verb (past of tear): separate or cause to separate abruptly'
    >>> print(*define("walked"))
    verb (past of walk): use one's feet to advance; advance by steps
    >>> define("geese")[0].lemma, define("veins")[0].form, define("pekes")[0].form
    ('goose', 'plural of vein', 'plural of peke')
    >>> define("she")[0].pos, define("qzxv")
    ('pronoun', ())
    >>> [d.gloss for d in define("tell", every_sense=True)][:2]
    ['express in words', 'let something be known']

    Raises ``TypeError`` for a word that is not a string.
    """
    if not isinstance(word, str):
        raise TypeError(f"define takes a word (a string), not {type(word).__name__}")
    return _defined(normalise_word(word), every_sense)


def definitions_available(lexicon: object) -> bool:
    """Whether the words of *lexicon* have definitions here: the one place that decides it. They are WordNet's, so
    an English list has them (the embedded dictionary, and a list of one's own that states no language) and a list
    of another language has none.

    >>> from ladders.words.lexicon import Lexicon
    >>> definitions_available(Lexicon(["cold"])), definitions_available(Lexicon.of_folded(["chat"], language="fr"))
    (True, False)
    """
    language = getattr(lexicon, "language", None)
    return not language or language == "en"


@lru_cache(maxsize=1 << 15)
def _defined(word: str, every_sense: bool) -> tuple[Definition, ...]:
    """:func:`define`'s answers, remembered: a server defines the same common words request after request
    (a fifth of the whole answer's time before), and the records are immutable."""
    return senses(word, _data(), every_sense=every_sense)


def senses(word: str, data: DefinitionsFile, *, every_sense: bool = False) -> tuple[Definition, ...]:
    """:func:`define` over the definitions file *data*, for a folded *word*: what the data build asks too."""
    found: list[Definition] = []
    own = OWN_GLOSSES.get(word)
    if own is not None:
        found.append(Definition(own[0], own[1], word))
    for pos, lemma in _readings(word, data, own_gloss=own is not None):
        form = None if lemma == word else _form_of(word, pos, lemma)
        kept = data.glosses(lemma, pos)
        found.extend(Definition(PARTS_OF_SPEECH[pos], gloss, lemma, form, met)
                     for met, gloss in (kept if every_sense else kept[:1]))
    rare = None if found else rare_gloss(word)  # a rare word WordNet lacks: our own gloss
    if rare is not None:
        found.append(Definition(*rare))
    return tuple(found)


def _readings(word: str, data: DefinitionsFile, *, own_gloss: bool) -> dict[tuple[str, str], None]:
    """The (part of speech, lemma) readings of a folded *word* in *data*, in the order :func:`senses` gives them:
    the word's own senses and its irregular forms' by their count, then its regular forms' (*own_gloss*: the word
    has a gloss of our own)."""
    entry = data.entry(word)
    # A function word of our own (us) shows no sense WordNet writes only with a capital (US, the country).
    mine = [] if entry is None or (own_gloss and entry.proper) else [(pos, word) for pos in entry.senses]
    based = _based(word, data)
    if not own_gloss and not mine and not based:  # nothing else reads it: a base WordNet writes with a capital (pekes)
        based = _based(word, data, proper=True)
    irregular = [(pos, lemma) for pos, lemma in based if (word, pos) in data.exceptions()]
    met = {(pos, lemma): data.sense(lemma, pos)[0] for pos, lemma in mine + irregular}
    readings = sorted(dict.fromkeys(mine + irregular), key=lambda reading: -met[reading])  # stable: own first on a tie
    regular = sorted(based, key=lambda reading: -data.sense(reading[1], reading[0])[0])  # walks: the verb's first
    return dict.fromkeys(readings + regular)


def _form_of(word: str, pos: str, lemma: str) -> str:
    """What form of *lemma* the inflected *word* is, in a reader's words (WordNet's lists do not say which).

    >>> _form_of("tore", "v", "tear"), _form_of("geese", "n", "goose"), _form_of("better", "a", "good")
    ('past of tear', 'plural of goose', 'comparative of good')
    >>> _form_of("walks", "v", "walk"), _form_of("walking", "v", "walk"), _form_of("tallest", "a", "tall")
    ('present of walk', '-ing form of walk', 'superlative of tall')
    """
    if pos == "n":
        kind = "plural"
    elif pos == "v":
        kind = "-ing form" if word.endswith("ing") else "past" if word == "was" \
            else "present" if word.endswith("s") or word in ("am", "are") else "past"
    else:
        kind = "comparative" if word.endswith("er") or word in ("worse", "less", "more") \
            else "superlative" if word.endswith("st") else "form"
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


def irregular_forms(word: str) -> tuple[str, ...]:
    """The irregular inflections WordNet's exception lists give *word* as their base, sorted (empty: none).

    >>> irregular_forms("tear"), irregular_forms("goose"), irregular_forms("run"), irregular_forms("wine")
    (('tore', 'torn'), ('geese',), ('ran', 'running'), ())
    """
    return _forms_by_base().get(normalise_word(word), ())


@once
def _forms_by_base() -> dict[str, tuple[str, ...]]:
    """WordNet's exception lists turned round: base → its irregular forms, sorted, built once."""
    found: dict[str, set[str]] = {}
    for (form, _), bases in _data().exceptions().items():
        for base in bases:
            found.setdefault(base, set()).add(form)
    return {base: tuple(sorted(forms)) for base, forms in found.items()}


_ENDINGS = tuple({ending for rules in SUFFIX_RULES.values() for ending, _ in rules})
"""Every ending a suffix rule strips: a word ending in none of them has a base form only by an exception list."""


@once
def _irregular_forms() -> frozenset[str]:
    """The forms WordNet's exception lists name (irregular inflections: *geese*, *bound*), read once."""
    return frozenset(form for form, _ in _data().exceptions())


def _based(word: str, data: DefinitionsFile, *, proper: bool = False) -> list[tuple[str, str]]:
    """``(pos, lemma)`` for each base form of *word* other than itself, irregular forms first; with *proper*, only
    the lemmas WordNet writes with a capital, of three letters or more (*Peke* for *pekes*, never *WA* for *was*)."""
    exceptions = data.exceptions()

    def is_lemma(form: str, pos: str) -> bool:  # a name or an abbreviation (WA, HA) is no word's base form
        entry = data.entry(form)
        return entry is not None and pos in entry.senses and entry.proper == proper and (not proper or len(form) >= 3)

    return sorted(((pos, base) for pos in PARTS_OF_SPEECH for base in base_forms(word, pos, is_lemma, exceptions)
                   if base != word), key=lambda found: (word, found[0]) not in exceptions)


Glosses = tuple[tuple[int, str], ...]
"""A part of speech's senses kept, in the order a reader meets them: (times SemCor met the sense, its gloss)."""


class Entry(Record):
    """A lemma's senses: part of speech → (times SemCor met it, its :data:`Glosses`), commonest first; *proper*:
    WordNet writes it only with a capital (a name, an abbreviation such as *WA*)."""

    senses: Mapping[str, tuple[int, Glosses]]
    proper: bool


class DefinitionsFile:
    """The definitions file, read a block at a time: :meth:`entry` decompresses the one block that holds a lemma.

    The file: comment lines; an index line, ``first-lemma:offset:length`` for each block and
    ``%exceptions:offset:length``; then the blocks, each zlib-compressed text, one line per lemma
    (``lemma<TAB>pos+count:counts<TAB>gloss[|gloss...]...``; pos in capitals for a proper lemma; *count* how often
    SemCor met the part of speech, *counts* each gloss's sense, comma-separated) or, for the exceptions,
    ``form<TAB>pos<TAB>base[ base...]``. Offsets count from the end of the index line.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        with open(path, "rb") as handle:
            line = handle.readline()
            while line.startswith(b"#"):
                line = handle.readline()
            self._start = handle.tell()
        places = [entry.rsplit(":", 2) for entry in line.decode("utf-8").split()]
        self._exceptions_at = next((int(offset), int(length)) for name, offset, length in places
                                   if name == "%exceptions")
        blocks = [(name, int(offset), int(length)) for name, offset, length in places if name != "%exceptions"]
        self._firsts = [name for name, _, _ in blocks]
        self._places = [(offset, length) for _, offset, length in blocks]
        self._blocks: dict[int, dict[str, Entry]] = {}
        self._irregular: dict[tuple[str, str], tuple[str, ...]] | None = None
        self._lock = threading.Lock()

    def entry(self, lemma: str) -> Entry | None:
        """The senses of *lemma*, or None when WordNet has no such lemma."""
        at = bisect_right(self._firsts, lemma) - 1
        if at < 0:
            return None
        block = self._blocks.get(at)
        if block is None:
            block = self._read_block(at)
        return block.get(lemma)

    def sense(self, lemma: str, pos: str) -> tuple[int, str]:
        """(times SemCor met the part of speech, the first gloss) of *lemma* as part of speech *pos* (the caller knows
        it has one)."""
        met, glosses = self._senses(lemma, pos)
        return met, glosses[0][1]

    def glosses(self, lemma: str, pos: str) -> Glosses:
        """Every sense kept of *lemma* as part of speech *pos* (:data:`Glosses`), the first a reader meets first."""
        return self._senses(lemma, pos)[1]

    def _senses(self, lemma: str, pos: str) -> tuple[int, Glosses]:
        entry = self.entry(lemma)
        assert entry is not None, lemma
        return entry.senses[pos]

    def exceptions(self) -> dict[tuple[str, str], tuple[str, ...]]:
        """WordNet's exception lists: ``(form, pos) -> bases``, read once."""
        if self._irregular is None:
            found = {}
            for line in self._text(*self._exceptions_at).splitlines():
                form, pos, bases = line.split("\t")
                found[(form, pos)] = tuple(bases.split())
            self._irregular = found
        return self._irregular

    def lemmas(self) -> Iterator[tuple[str, Entry]]:
        """Every lemma with its entry, in order (reads every block)."""
        for at in range(len(self._firsts)):
            yield from (self._blocks.get(at) or self._read_block(at)).items()

    def _read_block(self, at: int) -> dict[str, Entry]:
        block = {}
        for line in self._text(*self._places[at]).splitlines():
            fields = line.split("\t")
            block[fields[0]] = Entry({pos[0].lower(): _senses_of(pos[1:], glosses)
                                      for pos, glosses in zip(fields[1::2], fields[2::2], strict=True)},
                                     fields[1][0].isupper())
        with self._lock:
            return self._blocks.setdefault(at, block)

    def _text(self, offset: int, length: int) -> str:
        with open(self.path, "rb") as handle:
            handle.seek(self._start + offset)
            return zlib.decompress(handle.read(length)).decode("utf-8")


def _senses_of(counts: str, glosses: str) -> tuple[int, Glosses]:
    """A part of speech's fields as the file writes them: ``count:count,count...`` and ``gloss|gloss...``.

    >>> _senses_of("7:5,2", "a pet|a dog")
    (7, ((5, 'a pet'), (2, 'a dog')))
    """
    total, _, each = counts.partition(":")
    texts = glosses.split("|")
    mets = [int(count) for count in each.split(",")] if each else [0] * len(texts)
    return int(total or 0), tuple(zip(mets, texts, strict=True))


@once
def _data() -> DefinitionsFile:
    """The packaged definitions file, opened once per process (its blocks are read as look-ups need them)."""
    return DefinitionsFile(DEFINITIONS_FILE)
