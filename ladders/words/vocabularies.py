"""The puzzle vocabulary of another language: the words of its installed list a ten-year-old reader knows.

English's vocabulary is judged once by a build script and shipped
(:mod:`ladders.words.vocabulary`). Another language's list is the user's own
installed data (Debian's ``wfrench``, ``wngerman``, ...: GPL and other
licences), so nothing derived from it ships: the package ships only these
rules and licence-compatible data (wordfreq's frequencies, read at load time,
CC BY-SA; the reviewed exclusions of ``data/excluded-{code}.txt``, our own),
and a list is judged when it is loaded, once, the result kept in its cache
(``lexicon.cache``, entry ``vocabulary``). A word of the list (as it keeps
words: lowercase, accents folded where the list folds them) is in the
vocabulary when it is all of these (:data:`RULES` names each):

* **familiar**: used at least :data:`LANGUAGE_ZIPF` on wordfreq's Zipf scale
  in that language (all its spellings together);
* **not an abbreviation**: it has a vowel (*Kfz*, *Pkw*, *km*, *bzw* have
  none), and the list writes it some way with at most one capital (*BMW*,
  *PCs*, Dutch *VAN* beside *van*: only the all-capitals entries are out);
* **not mainly a name**: in a language whose nouns take no capital (all but
  German), the list does not write it only with a capital (Italian *Achille*,
  Dutch *Amsterdam*); in German every noun takes one, so names are the
  reviewed ones; and none of the reviewed names of its language;
* **not struck**: none of the reviewed exclusions of its language (a word a
  school would strike: oaths, drugs, sexual and bodily words, insults, in any
  form (:func:`~ladders.words.inflections.forms`); names, English words and
  abbreviations as they are); a reviewed irregular form of a common verb
  (French *eut*, Dutch *trok*) stays in, but ends no puzzle.

Offensive words are judged apart, by :mod:`ladders.words.society`, which
asks this module after its own lists.

A puzzle's **end** must also be a base form (:func:`is_base_form`): a word the
language's endings read back to another word of the list that is used at
least as often is a form of it (French *aînés* of *aîné*, *apporta* of
*apporter*; German *Gefechte* of *Gefecht*), while an ordinary word that only
looks like a form is used far more than what it would come from (French
*table*, not a form of *tabler*). The rule errs on leaving an end out: French
*porte* reads as a form of *porter*, used nearly as often.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cache
from typing import NamedTuple

from .inflections import INFLECTIONS, bases, forms, infinitives, verb_forms
from .lexicon import Lexicon

__all__ = ["LANGUAGE_ZIPF", "RULES", "EXCLUSION_REASONS", "CAPITALISED_NOUNS", "VOWELS", "excluded_file",
           "exclusions", "vocabulary_reason", "language_vocabulary", "in_language_vocabulary", "holds_forms",
           "is_base_form", "fit_reason", "NAME_REASONS", "EVERY_FORM"]

LANGUAGE_ZIPF = 3.5
"""The least Zipf frequency of a vocabulary word of another language: about three uses per million words (common
words start at 3.0; English's vocabulary at 3.3, with SCOWL's small list besides, which other languages lack)."""

RULES: Mapping[str, str] = {
    "rare": f"used less than Zipf {LANGUAGE_ZIPF} in its language",
    "abbreviation": "an abbreviation, or written only in capitals",
    "name": "mainly a name",
    "excluded": "a word a school would strike (reviewed)",
}
"""Each reason :func:`vocabulary_reason` gives, in the order the rules are tried."""

EXCLUSION_REASONS: Mapping[str, str] = {
    "first": "mainly a first name, or a god's or a saint's",
    "surname": "mainly a surname",
    "place": "mainly a place's name (a country, a town, a river, a sea, a planet), or an institution's",
    "brand": "mainly a brand's name",
    "people": "names a people, a nation, a faith's members, or a town's people (the English rule, too)",
    "oath": "a curse or oath a school would strike",
    "drugs": "named mostly as a drug, or drugs taken",
    "sexual": "sexual, or mostly said of sex",
    "bodily": "scatological or bodily",
    "insult": "an insult",
    "grim": "death or violence a class is not set",
    "foreign": "an English word, not yet the language's own",
    "abbreviation": "an abbreviation or a clipping a class is not set",
    "form": "an irregular form of a common verb: shown as a rung, never as an end",
}
"""The reasons a reviewed exclusion gives (its file names one per word); the first five are names."""

NAME_REASONS = frozenset({"first", "surname", "place", "brand", "people"})
"""The reviewed reasons that say a word is mainly a name."""

CAPITALISED_NOUNS = frozenset({"de"})
"""Languages whose nouns take a capital: a word their list writes only with one is a noun, not a name."""

EVERY_FORM = frozenset({"oath", "drugs", "sexual", "bodily", "insult", "grim"})
"""The reasons that strike a word in every form (:func:`~ladders.words.inflections.forms`: German *Idioten* with
*Idiot*); a name, a foreign word or an abbreviation is struck as it is."""

FORMS_SHARE = 0.1
"""A list holds its words' forms (:func:`holds_forms`) when at least this share of its familiar words take the
first form of :data:`~ladders.words.inflections.INFLECTIONS`; a list of headwords only shows no forms to judge by."""

FORM_MARGIN = 0.5
"""A word read back to another used at least this much less often (in Zipf, about a third as often) is still a
form of it: French *constate* of *constater*, *enfants* of *enfant*."""

DECLENSION = ("e", "en", "er", "es")
"""The endings a German adjective takes (*dumm*: *dumme*, *dummen*, *dummer*, *dummes*): a lowercase German end
that is no infinitive shows all but one of them, so a verb's form (*wirkt*, *drang*) ends no puzzle."""


VOWELS = frozenset("aeiouyäöüáàâãéèêëíìîïóòôõúùûÿœæ")
"""The vowels of the six languages: a word with none is an abbreviation (*Kfz*, *km*) or a sound (*pst*)."""


def excluded_file(language: str) -> str:
    """The path of *language*'s reviewed exclusions.

    >>> os.path.basename(excluded_file("de"))
    'excluded-de.txt'
    """
    return os.path.join(os.path.dirname(__file__), "data", f"excluded-{language}.txt")


@cache
def exclusions(language: str) -> Mapping[str, str]:
    """*language*'s reviewed exclusions: each word (lowercase, as written) and the key of its reason in
    :data:`EXCLUSION_REASONS`; empty for a language without a file. Read once.

    >>> exclusions("de")["peter"], exclusions("sv")
    ('first', {})
    """
    path = excluded_file(language)
    if not os.path.exists(path):
        return {}
    found: dict[str, str] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip() and not line.startswith("#"):
                reason, _, words = line.partition(":")
                found.update(dict.fromkeys(words.split(), reason.strip()))
    return found


def vocabulary_reason(word: str, lexicon: Lexicon) -> str | None:
    """Why *word* (a word of *lexicon*, another language's list, as the list keeps it) is not in its vocabulary (a
    key of :data:`RULES`), or None when it is. Judged by the list's frequencies, its spellings and the reviewed
    exclusions (see the module's docstring).
    """
    frequency = lexicon.frequency(word)
    if frequency is None or frequency < LANGUAGE_ZIPF:
        return "rare"
    return _fitness(word, lexicon)


def language_vocabulary(lexicon: Lexicon) -> frozenset[str]:
    """The vocabulary of *lexicon* (another language's list), judged once and kept in its cache."""
    return _judged(lexicon).words


def holds_forms(lexicon: Lexicon) -> bool:
    """Whether *lexicon* holds its words' forms, not only headwords: at least :data:`FORMS_SHARE` of its familiar
    words of 4 to 8 letters that end as its first form's word does take that form in the list (French *chien*,
    *chiens*; Italian *ragazzo*, *ragazzi*). Debian's Spanish list holds headwords only (1%); the others, 25% to 62%.
    """
    return _judged(lexicon).holds_forms


def in_language_vocabulary(word: str, lexicon: Lexicon) -> bool:
    """Whether *word* (as *lexicon* keeps words) is in the vocabulary of *lexicon*, another language's list."""
    return word in language_vocabulary(lexicon)


def fit_reason(word: str, lexicon: Lexicon) -> str | None:
    """Why *word* (as *lexicon* keeps words) is never shown, however common: ``abbreviation``, ``name`` (the
    list's own evidence) or the key of its reviewed exclusion's reason (:data:`EXCLUSION_REASONS`); None when it
    may be (frequency aside)."""
    if not VOWELS.intersection(word):
        return "abbreviation"
    spellings = lexicon.spellings(word)
    if all(sum(letter.isupper() for letter in spelling) > 1 for spelling in spellings):
        return "abbreviation"
    if lexicon.language not in CAPITALISED_NOUNS and all(spelling[:1].isupper() for spelling in spellings):
        return "name"
    reason = _struck(lexicon).get(word)
    return None if reason == "form" else reason


def is_base_form(word: str, lexicon: Lexicon) -> bool:
    """Whether *word* (as *lexicon* keeps words) may end a puzzle: a base form, not a form of another word.

    It is a form when the language's endings (:func:`~ladders.words.inflections.bases`) read it back to
    another word of the list used at least :data:`FORM_MARGIN` less often; in German, a word the list writes in
    lowercase is one too when it reads back to an infinitive at all, or looks like a participle (*genommen*,
    *abgebaut*). It is a base form when it shows forms of its own in the list: an infinitive at least two of
    its verb's forms (*décider*: *décide*, *décidé*), any other word a plural or another form of its gender or
    case (*chien*: *chiens*); in German a capitalised word is a noun, so its base form when nothing read it
    back, and an adjective shows its declension (:data:`DECLENSION`).
    """
    if _struck(lexicon).get(word) == "form":
        return False  # a reviewed irregular form (French eut, Dutch trok)
    german = (lexicon.language or "") in CAPITALISED_NOUNS
    noun = german and lexicon.spelling(word)[:1].isupper()
    least = (lexicon.frequency(word) or 0.0) - FORM_MARGIN
    found, verbs = _read_back(word, lexicon, noun=noun, german=german)
    if any((lexicon.frequency(base) or 0.0) >= least for base in found):
        return False
    if noun:
        return True  # a German noun, its plural and its cases read back above
    return _shows_forms(word, lexicon, verbs, german=german)


def _shows_forms(word: str, lexicon: Lexicon, verbs: set[str], *, german: bool) -> bool:
    """Whether *word*, read back to no commoner word, is a base form (for :func:`is_base_form`): an infinitive,
    or a word whose forms the list shows (in German, an adjective's declension)."""
    if _verb(word, lexicon):
        return True  # an infinitive
    if german:
        if _participle(word) or any(_lowercase(base, lexicon) for base in verbs):
            return False
        return sum(word + ending in lexicon for ending in DECLENSION) >= len(DECLENSION) - 1
    return not holds_forms(lexicon) or any(form in lexicon for form in forms(word, lexicon.language or "")[1:])


def _read_back(word: str, lexicon: Lexicon, *, noun: bool, german: bool) -> tuple[set[str], set[str]]:
    """The other words of *lexicon* that *word* may be a form of (by the language's endings), and the verbs
    among the infinitives it reads back to (for :func:`is_base_form`)."""
    language, fold = lexicon.language or "", lexicon.fold
    read = {base for base in infinitives(word, language, fold) if base != word and base in lexicon}
    verbs = {base for base in read if _verb(base, lexicon)}
    found = {base for base in bases(word, language, fold) if base != word and base in lexicon} - read
    if not noun:  # a German noun's forms are nouns, of any case the list writes them in
        found |= verbs
        if german:  # a lowercase German word is a form of a verb or an adjective, written in lowercase
            found = {base for base in found if _lowercase(base, lexicon)}
    return found, verbs


def _fitness(word: str, lexicon: Lexicon) -> str | None:
    """:func:`fit_reason` as a key of :data:`RULES`."""
    reason = fit_reason(word, lexicon)
    if reason is None or reason in ("abbreviation", "name"):
        return reason
    return "name" if reason in NAME_REASONS else "excluded"


class _Judged(NamedTuple):
    """What judging a list once finds: its vocabulary, and whether it holds its words' forms."""

    words: frozenset[str]
    holds_forms: bool


def _judged(lexicon: Lexicon) -> _Judged:
    def build() -> _Judged:
        familiar = [word for length in lexicon.lengths for word in lexicon.words_of_length(length)
                    if (lexicon.frequency(word) or 0.0) >= LANGUAGE_ZIPF]
        ending, tail = next(iter(INFLECTIONS.get(lexicon.language or "", ())), ("s", ""))
        probed = [word for word in familiar if 4 <= len(word) <= 8 and word.endswith(tail)]
        taken = sum(lexicon.fold(word[:len(word) - len(tail)] + ending) in lexicon for word in probed)
        return _Judged(frozenset(word for word in familiar if _fitness(word, lexicon) is None),
                       taken >= FORMS_SHARE * len(probed) if probed else False)
    found: _Judged = lexicon.cache.get("vocabulary", build)
    return found


def _struck(lexicon: Lexicon) -> Mapping[str, str]:
    """The reviewed exclusions of *lexicon*'s language, each in every form, folded as *lexicon* folds words."""
    def build() -> Mapping[str, str]:
        language = lexicon.language or ""
        struck: dict[str, str] = {}
        for word, reason in exclusions(language).items():
            for form in (forms(word, language) if reason in EVERY_FORM else (word,)):
                struck.setdefault(lexicon.fold(form), reason)
        return struck
    found: Mapping[str, str] = lexicon.cache.get("excluded", build)
    return found


SEPARABLE = ("ab", "an", "auf", "aus", "bei", "ein", "fest", "her", "hin", "los", "mit", "nach", "vor", "weg", "zu",
             "zurück", "zusammen", "")
"""German's separable prefixes, which come before the *ge* of a participle (*abgebaut*), and none (*genommen*)."""


def _participle(word: str) -> bool:
    """Whether a German word looks like a past participle: a separable prefix or none, *ge*, and *-t* or *-en*.

    >>> [_participle(word) for word in ("genommen", "abgebaut", "gelb", "geben")]
    [True, True, False, True]
    """
    return word.endswith(("t", "en")) and any(word.startswith(prefix + "ge") and len(word) > len(prefix) + 4
                                              for prefix in SEPARABLE)


def _lowercase(word: str, lexicon: Lexicon) -> bool:
    """Whether *lexicon* has *word* and writes it some way in lowercase (a verb, not only a noun)."""
    return word in lexicon and any(spelling[:1].islower() for spelling in lexicon.spellings(word))


def _verb(word: str, lexicon: Lexicon) -> bool:
    """Whether *word* is an infinitive of *lexicon*'s list: it has at least two of its verb's forms there that no
    noun or adjective takes (*kijken*: *kijkt*, *kijkend*; not *vrouwen*, a plural, nor *dummen*)."""
    return word in lexicon and sum(form in lexicon for form in verb_forms(word, lexicon.language or "",
                                                                          distinct=True)) >= 2
