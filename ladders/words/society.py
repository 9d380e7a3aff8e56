"""Good society: which words a generated puzzle never shows, and the puzzle words built on that.

Lewis Carroll asked for words "such as might be used in good society".
:func:`is_offensive` says whether a word is on the shipped good-society list:
the single words of LDNOOBW, the "List of Dirty, Naughty, Obscene and Otherwise
Bad Words" (CC BY 4.0, ``data/ldnoobw-en.txt``, notice in
``data/LDNOOBW-LICENSE.txt``), the few slurs and vulgar words it misses that
our dictionary calls common (:data:`ADDED`), and the plural in ``-s`` of each
of them, but never a word of :data:`KEPT`: ordinary and medical words that
crude lists drop (*bondage*, *escort*, *snatch*, *anus*).

An inflected form counts as its base form: WordNet's morphology
(:func:`~ladders.words.definitions.base_words`) reads *raped* as *rape*.

Two word lists, as Wordle has: every dictionary word may be *typed* as a rung,
but a puzzle we make *shows* only *shown words* (:func:`is_shown_word`): its
ends, every word of its hints, and the solutions drawn or listed when a round
ends. A shown word is in the word list, common
(:func:`~ladders.words.common.is_common`), not offensive in any form, not
sexual, scatological or bodily even where it is the plain medical word
(:data:`BODILY`, and every word of :data:`KEPT`), not mainly a name
(:data:`NAMES`) nor an informal clipping (:data:`INFORMAL`), a word of the
puzzle vocabulary, the words a ten-year-old reader knows
(:mod:`ladders.words.vocabulary`), and, for an end, no plural or inflected form
(:data:`SHOWN_RULES` names each rule). With ``common=False`` (``--any-words``)
only fitness is judged: any word of the list that is none of the unfit kinds.
:func:`is_puzzle_word` is the looser rule the daily puzzles before the
cutover were drawn under.

Other languages. A word list of another language (``lexicon.language``: ``fr``,
``de``, ``es``, ``it``, ``pt``, ``nl``; see :mod:`ladders.words.languages`) is
judged by its language's list of LDNOOBW (``data/ldnoobw-{code}.txt``, from
the same package, same notice) *and* the English one: English slurs and
vulgar loanwords are met in every language (Dutch *fuck*, *bitch*; French
*porno*), and for a puzzle we make, leaving out an ordinary word (Spanish
*negro*, German *dick*) costs little where showing a slur costs much. A word
of the language's list is offensive in every form the language's endings make
of it (:func:`~ladders.words.inflections.forms`: French *putes*, *chient* and
*chié* of *chier*, Italian *cazzi*, German *Ärsche* and *gefickt*). There a
shown word is in the list, common, not offensive, and a word of the language's
puzzle vocabulary (:mod:`ladders.words.vocabularies`, judged from the list when
it loads): not an abbreviation, not mainly a name, none of the reviewed
exclusions, and familiar; an end is also a base form. The English tables
(:data:`BODILY`, :data:`NAMES`, :data:`INFORMAL`, :data:`KEPT`'s exceptions) and
WordNet's morphology judge English words only. A list of one's own without a
language is judged as English.

Longer than most: which words a puzzle may show is one judgement, made of the offensive lists, the English
tables and the language's vocabulary, and :func:`unshown_reason` reads them all; split by table, each part
would answer a question asked only here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cache, lru_cache

from .._once import once
from .common import is_common
from .definitions import base_words, define, definitions_available
from .embedded import NOT_SHOWN, UNRANKED, LexiconLike, embedded_shown, resolve_lexicon
from .lexicon import Lexicon
from .inflections import INFLECTIONS, VERB_FORMS, forms as inflected_forms
from .normalise import normalise_word
from .vocabularies import LANGUAGE_ZIPF, NAME_REASONS, fit_reason, is_base_form
from .vocabulary import in_vocabulary

__all__ = ["OFFENSIVE_FILE", "OFFENSIVE_LANGUAGES", "offensive_file", "offensive_list", "language_of", "INFLECTIONS",
           "VERB_FORMS", "KEPT", "ADDED", "BODILY", "NAMES", "INFORMAL", "INFLECTED_ENDINGS", "SHOWN_RULES",
           "offensive_words", "offensive_forms", "masked", "is_offensive", "is_puzzle_word", "unshown_reason",
           "is_shown_word", "shown_first_price", "reader_first_price",
           "UNRANKED", "NOT_SHOWN"]

OFFENSIVE_LANGUAGES = ("en", "fr", "de", "es", "it", "pt", "nl")
"""The languages whose LDNOOBW list ships (``data/ldnoobw-{code}.txt``)."""


def offensive_file(language: str) -> str:
    """The path of the shipped list of *language* (a code of :data:`OFFENSIVE_LANGUAGES`).

    >>> os.path.basename(offensive_file("fr"))
    'ldnoobw-fr.txt'
    """
    return os.path.join(os.path.dirname(__file__), "data", f"ldnoobw-{language}.txt")


OFFENSIVE_FILE = offensive_file("en")
"""The shipped English list: a comment line, then one word per line (built by ``scripts/build_society.py``)."""

_MEDICAL = "the body's or medicine's plain word"
_ORDINARY = "an ordinary word whose everyday sense is not rude"
KEPT: dict[str, str] = {
    **dict.fromkeys(("anal", "anus", "clitoris", "ejaculation", "fecal", "genitals", "nipple", "nipples", "penis",
                     "pubes", "rectum", "semen", "vagina", "vulva"), _MEDICAL),
    **dict.fromkeys(("sex", "sexual", "sexually", "sexuality"), "biology's and the law's word (the sex of a cell, "
                                                                "sex discrimination)"),
    **dict.fromkeys(("nude", "nudity"), "art's word (a nude by Titian)"),
    "bondage": "slavery, servitude (Of Human Bondage)",
    "domination": "rule, control (world domination)",
    "escort": "a guard or companion on a journey",
    "eunuch": "history's word (court eunuchs of Byzantium and China)",
    "fingering": "music's word: which finger plays which note",
    "grope": "to feel one's way in the dark",
    "hardcore": "the dedicated core of a group; rubble under a road",
    "intercourse": "dealings between people or nations (social intercourse)",
    "scat": "singing without words; droppings in zoology; go away!",
    "snatch": "to grab; a fragment (a snatch of song)",
    "suck": "what a baby, a pump or a straw does",
    "sucks": "what a baby, a pump or a straw does",
    "undressing": "taking one's clothes off, as everyone does at night",
    "bastinado": "history's word for a beating on the soles",
    "strappado": "history's word for a torture by rope",
}
"""Words of the shipped list that are not offensive, each with the reason (the docs list them too): a player may type
them, but a puzzle never shows them (they are sexual or bodily)."""


_SLUR = "an ethnic or sexual slur"
_VULGAR = "a vulgar word"
ADDED: dict[str, str] = {
    **dict.fromkeys(("dago", "dyke", "gook", "homo", "honky", "jap", "kraut", "mick", "retard", "spick", "wog",
                     "wop", "yid"), _SLUR),
    **dict.fromkeys(("boong", "ofay", "gollies"), _SLUR),
    **dict.fromkeys(("arse", "crap", "dong", "jism", "piss", "turd"), _VULGAR),
    **dict.fromkeys(("crappy", "crappier", "frig", "hos"), _VULGAR),
}
"""Words the shipped list misses, each with the reason: our own additions, found among the dictionary's common words
and, the second line of each kind, among the rare words a first answer needs that we gave a gloss of our own
(:mod:`ladders.words.glosses`)."""


@cache
def offensive_list(language: str) -> frozenset[str]:
    """The words of the shipped list of *language* as written (lowercase, NFC, accents kept), read once; empty
    for a language without one.

    >>> "pute" in offensive_list("fr"), "cazzo" in offensive_list("it"), offensive_list("sv")
    (True, True, frozenset())
    """
    if language not in OFFENSIVE_LANGUAGES:
        return frozenset()
    with open(offensive_file(language), encoding="utf-8") as lines:
        return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


@once
def offensive_words() -> frozenset[str]:
    """The shipped English list's words and :data:`ADDED` (before :data:`KEPT` is taken out), read once."""
    return offensive_list("en") | ADDED.keys()


def language_of(lexicon: LexiconLike) -> str:
    """The code of the language whose rules judge the words of *lexicon*: its ``language``, else ``"en"`` (the
    embedded dictionary, and a list of one's own without a language, are judged as English).

    >>> language_of(None), language_of(["chat", "chien"])
    ('en', 'en')
    """
    language = getattr(lexicon, "language", None)
    return language if isinstance(language, str) and language else "en"


def is_offensive(word: str, lexicon: LexiconLike = None) -> bool:
    """Whether *word* (any case) is offensive in the language of *lexicon* (:func:`language_of`; default: English).

    In English: *word*, or a base form of it, is on the good-society list and not kept; or its plural in -s.
    In another language: *word* is a form of a word of that language's list
    (:func:`~ladders.words.inflections.forms`: French *chient* of *chier*), or *word* or its plural in -s is on
    the English one (with :data:`ADDED`, and no word kept); every form is folded as the lexicon folds words
    (``lexicon.fold``: French *pédé* is kept as *pede*).

    >>> [is_offensive(word) for word in ("bitch", "Whores", "raped", "escort", "escorts", "cat")]
    [True, True, True, False, False, False]
    """
    language = language_of(lexicon)
    if language == "en":
        word = normalise_word(word)
        if word in KEPT:
            return False
        listed = offensive_words()
        return (any(form in listed and form not in KEPT for form in _forms(word))
                or (len(word) > 3 and word.endswith("s") and word[:-1] in listed and word[:-1] not in KEPT))
    words = resolve_lexicon(lexicon)  # a word list with a language of its own: a Lexicon already
    word = words.fold(word)
    own, english = words.cache.get("offensive", lambda: _folded_lists(language, words.fold))
    return word in own or word in english or (len(word) > 3 and word.endswith("s") and word[:-1] in english)


def masked(word: str) -> str:
    """*word* as a reader is shown an offensive word a ladder cannot do without: its first letters and its last,
    a bullet for each of the middle half of its letters.

    >>> masked("chier"), masked("chie"), masked("cul"), masked("Ärsche")
    ('ch••r', 'c••e', 'c•l', 'Är•••e')
    """
    hidden = max(1, len(word) // 2)
    shown = max(1, len(word) - hidden - 1)
    return word[:shown] + "•" * (len(word) - shown - 1) + word[-1:] if len(word) > 2 else "•" * len(word)


def offensive_forms(language: str) -> frozenset[str]:
    """Every form of every word of *language*'s shipped list (:func:`~ladders.words.inflections.forms`), as
    written (lowercase, accents kept): French *chie*, *chient*, *chié* of *chier*. Most match no word of any list;
    ``scripts/review_vocabulary.py --offensive CODE`` lists those an installed list holds.

    >>> {"chie", "chient", "chié", "chier"} <= offensive_forms("fr"), "chien" in offensive_forms("fr")
    (True, False)
    """
    return frozenset(form for listed in offensive_list(language) for form in inflected_forms(listed, language))


def _folded_lists(language: str, fold: Callable[[str], str]) -> tuple[frozenset[str], frozenset[str]]:
    """The forms of the shipped list of *language* and the English list (with :data:`ADDED`), folded by *fold* (a
    word list's own; kept in its cache, so built once per word list)."""
    return frozenset(map(fold, offensive_forms(language))), frozenset(map(fold, offensive_words()))


def is_puzzle_word(word: str, lexicon: LexiconLike = None) -> bool:
    """The older, looser rule: in *lexicon* (default: the embedded one), common, not offensive.

    The daily puzzles before :data:`~ladders.play.daily.CUTOVER` were drawn
    under it; everything a puzzle shows now is judged by :func:`is_shown_word`.

    >>> [is_puzzle_word(word) for word in ("cold", "wold", "bitch")]
    [True, False, False]
    """
    words = resolve_lexicon(lexicon)
    return word in words and is_common(word, words) and not is_offensive(word)


_BODY = "an intimate part of the body, or what it makes"
_SEXUAL = "sexual"
_DRINK = "drink or drugs taken to excess"
BODILY: dict[str, str] = {
    **dict.fromkeys(("barf", "booty", "bowel", "bowels", "bum", "crotch", "dung", "fart", "feces", "groin", "loins",
                     "pee", "poo", "poop", "puke", "pus", "snot", "sperm", "teat", "urine", "vomit", "womb"), _BODY),
    **dict.fromkeys(("fanny", "hickey", "lewd", "lust", "lusty", "pimp", "prick", "pubic", "randy", "slag", "thong",
                     "willy", "hots", "tarty", "tartiest", "trull"), _SEXUAL),
    **dict.fromkeys(("drunk", "booze", "boozy", "tipsy", "stoned", "bong", "dope"), _DRINK),
}
"""Typable, never shown: sexual, scatological and bodily words that are not on the good-society list (with
:data:`KEPT`, whose words are never shown either), each with the reason."""

_FIRST = "mainly a first name"
_SURNAME = "mainly a surname"
_PLACE = "mainly a place's name"
_PART = "mainly part of a name (Hong Kong, Sri Lanka, Costa Rica)"
_BRAND = "mainly a brand's name"
_PEOPLE = "names a people or a nation"
NAMES: dict[str, str] = {
    "peter": "a first name; WordNet's lowercase noun is obscene slang",
    "sally": "a first name first; a sally (a witty remark, a sortie) is rare",
    "mike": "a first name first; mike is a clipping of microphone",
    "nick": "a first name first (and the devil's nickname); a nick (a small cut) is rarer",
    "harry": "a first name first; to harry is rare",
    "patty": "a first name first; a patty (a flat cake of food) is rarer",
    "brad": "a first name first; a brad (a small nail) is rare",
    "don": "a first name first, and counted high from don't; to don is rare",
    "john": "a first name; its lowercase senses are a toilet and a prostitute's client",
    "bobby": "a first name first; a bobby (a British policeman) is rare",
    "billy": "a first name first; a billy (a club, a goat) is rarer",
    "jimmy": "a first name first; to jimmy (a lock) is rare",
    "tom": "a first name first; a tom (a male cat) is rarer",
    "tony": "a first name first; tony (stylish) is rare",
    "roger": "a first name first; roger (received) is radio talk",
    "terry": "a first name first; terry (towelling) is rarer",
    "henry": "a first name first; the henry is a unit of inductance",
    "noel": "a first name first; a noel (a carol) is rare",
    "martin": "a first name and surname first; a martin (a bird) is rarer",
    **dict.fromkeys(("abba", "anna", "ben", "benny", "bertha", "beth", "bubba", "butch", "carl", "cate", "cesar",
                     "daphne", "deb", "dexter", "donna", "dora", "eddy", "garth", "gemma", "hank", "hector", "jane",
                     "jenny", "jerry", "jess", "jill", "joey", "johnny", "kat", "kris", "kyle", "louis", "lulu",
                     "mara", "marcel", "marge", "maria", "meg", "mel", "merle", "mickey", "milo", "molly", "mort",
                     "nancy", "nelly", "otto", "patsy", "rick", "romeo", "ruth", "sal", "serena", "sheila", "shelly",
                     "sonny", "tammy", "ted", "teddy", "tod", "trey", "wally", "barney", "barbie", "dieter",
                     "fritz"), _FIRST),
    **dict.fromkeys(("bailey", "barton", "bourne", "brock", "brent", "cain", "cole", "dahl", "dell", "dow", "fitch",
                     "garvey", "graham", "harper", "heller", "hogan", "holden", "holt", "hurley", "kelly", "kent",
                     "levin", "lewis", "lister", "logan", "marc", "monte", "morris", "muller", "murphy", "nelson",
                     "palmer", "perry", "rudd", "shaw", "spence", "spicer", "tucker", "weber", "wright"), _SURNAME),
    **dict.fromkeys(("amazon", "berlin", "brazil", "derry", "geneva", "genoa", "japan", "madras", "manila", "mecca",
                     "oxford", "panama", "surrey", "troy", "ulster", "wales", "york"), _PLACE),
    **dict.fromkeys(("bora", "casa", "ching", "chico", "costa", "hong", "leone", "ness", "scotia", "sri", "terra"),
                    _PART),
    **dict.fromkeys(("chevy", "cisco", "google", "intel", "kraft", "tesla", "yahoo"), _BRAND),
    **dict.fromkeys(("afghan", "apache", "basque", "brit", "danish", "dutch", "french", "german", "gypsy", "hun", "jew",
                     "latino", "swede", "welsh"), _PEOPLE),
}
"""Typable, never shown: common dictionary words that are mainly a name, reviewed one by one, each with the reason.

A name list would over-reach (SCOWL's names hold *mark*, *bill*, *rose*,
*jack*, *grant*, *hope*, *penny*), so none is used as it is:
``scripts/review_names.py`` lists the common words of three to six letters
that SCOWL also spells with a capital, for a person to judge; these are the
ones judged mainly a name (reviewed on 2026-11-24)."""

INFORMAL: dict[str, str] = {
    "mater": "British schoolboys' Latin for mother (and half of alma mater)",
    "pater": "British schoolboys' Latin for father",
    "grad": "a clipping of graduate",
}
"""Typable, never shown: informal clippings and fragments of phrases, each with the reason."""

INFLECTED_ENDINGS = ("s", "ed", "ing", "er", "est")
"""An end that inflects another word and ends so is never a base form, even where it is a lemma (*talks*, *armed*)."""

SHOWN_RULES: dict[str, str] = {
    "unknown": "not in the word list",
    "rare": "not a common word",
    "offensive": "offensive, in this or another form",
    "bodily": "sexual, scatological or bodily",
    "name": "mainly a name",
    "informal": "an informal clipping",
    "abbreviation": "an abbreviation, or written only in capitals",
    "unfamiliar": "not a word a ten-year-old reader knows (the puzzle vocabulary)",
    "inflected": "a plural or inflected form (an end must be a base form)",
}
"""Each reason :func:`unshown_reason` can give, in the order the rules are tried (in another language:
``unknown``, ``rare``, ``offensive``, then ``abbreviation``, ``name`` and ``bodily`` as the vocabulary's reviewed
exclusions say, ``unfamiliar``, ``inflected``)."""


def unshown_reason(word: str, lexicon: LexiconLike = None, *, end: bool = False, common: bool = True) -> str | None:
    """Why a puzzle may not show *word* (a key of :data:`SHOWN_RULES`), or None when it may.

    With ``common=False`` a rare word may be shown too (a puzzle of any
    words, a picture of every shortest ladder): only its fitness is judged.

    With *end*, *word* is a puzzle's end, which must also be a base form: a
    word that inflects another (*talks*, *raced*) is one only when it is a
    WordNet lemma of its own that ends in none of :data:`INFLECTED_ENDINGS`
    (*bound*, *wound*, *fell*: a leap, an injury, a hill).

    >>> [unshown_reason(word) for word in ("cold", "wold", "raped", "semen", "peter", "grad", "talks", "hell")]
    [None, 'rare', 'offensive', 'bodily', 'name', 'informal', None, 'unfamiliar']
    >>> [unshown_reason(word, end=True) for word in ("talks", "raced", "wound")]
    ['inflected', 'inflected', None]

    On a word list of another language (:func:`language_of`) a shown word is in the list, common, not offensive
    there nor in English, and a word of the language's puzzle vocabulary (:mod:`ladders.words.vocabularies`):
    ``abbreviation``, ``name``, ``bodily`` (a reviewed exclusion, sexual or bodily) and, for the other reviewed
    exclusions and the words used less than :data:`~ladders.words.vocabularies.LANGUAGE_ZIPF`, ``unfamiliar``
    (not judged with ``common=False``); an end is also a base form
    (:func:`~ladders.words.vocabularies.is_base_form`), else ``inflected``. The English tables do not judge it.
    """
    words = resolve_lexicon(lexicon)
    english = language_of(words) == "en"
    word = words.fold(word)  # as the word list keeps words (French fête as fete, where it folds accents)
    if word not in words:
        return "unknown"
    if common and not is_common(word, words):
        return "rare"
    if is_offensive(word, words):
        return "offensive"
    if not english:
        return _language_reason(word, words, end=end, common=common)
    return _english_reason(word, end=end, common=common)


def _english_reason(word: str, *, end: bool, common: bool) -> str | None:
    """:func:`unshown_reason`'s rules after the first three, for *word* of an English list: the tables, the
    vocabulary, an end's base form."""
    for rule, listed in (("bodily", (BODILY, KEPT)), ("name", (NAMES,)), ("informal", (INFORMAL,))):
        forms = _name_forms(word) if rule == "name" else _forms(word)
        if any(form in table for form in forms for table in listed):
            return rule
    forms = _forms(word)
    if common and not in_vocabulary(word):
        return "unfamiliar"
    if end and len(forms) > 1 and (word.endswith(INFLECTED_ENDINGS) or not any(d.lemma == word for d in define(word))):
        return "inflected"
    return None


def _language_reason(word: str, words: Lexicon, *, end: bool, common: bool) -> str | None:
    """:func:`unshown_reason`'s rules after the first three, for *word* of another language's list *words*."""
    fit = fit_reason(word, words)
    if fit is not None:
        rule = ("name" if fit == "name" or fit in NAME_REASONS else "bodily" if fit in ("sexual", "bodily")
                else "abbreviation" if fit == "abbreviation" else "unfamiliar")
        if common or rule != "unfamiliar":
            return rule
    if common and (words.frequency(word) or 0.0) < LANGUAGE_ZIPF:
        return "unfamiliar"
    if end and not is_base_form(word, words):
        return "inflected"
    return None


def is_shown_word(word: str, lexicon: LexiconLike = None, *, end: bool = False, common: bool = True) -> bool:
    """Whether a puzzle we make may show *word* (as an end, with *end*): :func:`unshown_reason` finds nothing (on
    a word list of another language: in the list, not offensive there nor in English, a word of its vocabulary).

    On the embedded dictionary the answer is read from the shipped bitmaps (:mod:`ladders.words.ends`), which
    the build script made by :func:`unshown_reason`; on any other word list it is judged here.

    >>> [is_shown_word(word) for word in ("cold", "bitch", "anus", "harry")], is_shown_word("skis", end=True)
    ([True, False, False, False], False)
    """
    words = resolve_lexicon(lexicon)
    shipped = embedded_shown(normalise_word(word), words, end, common)  # the embedded dictionary: judged once, shipped
    if shipped is not None:
        return shipped
    return unshown_reason(word, words, end=end, common=common) is None




def shown_first_price(word: str, lexicon: LexiconLike = None) -> float:
    """What *word* costs when choosing the commonest way a puzzle may show (as hints and puzzles choose it): its
    rank, plus :data:`NOT_SHOWN` when a puzzle may not show it, twice that when it is offensive.

    >>> shown_first_price("cold") < shown_first_price("harry") < shown_first_price("bitch")
    True
    """
    words = resolve_lexicon(lexicon)
    rank = words.rank(word)
    penalty = 0 if is_shown_word(word, words) else 2 if is_offensive(word, words) else 1
    return float((UNRANKED if rank is None else rank) + penalty * NOT_SHOWN)


def reader_first_price(word: str, lexicon: LexiconLike = None) -> float:
    """What *word* costs when choosing the first answer a person sees (among equally short ladders): its rank,
    plus :data:`NOT_SHOWN` when it is not a word of the puzzle vocabulary (rare, or unfamiliar), twice that when it
    is not defined either (an English list: every vocabulary word has a definition), three times when it is not fit
    to show at all (offensive, bodily, a name). So the first ladder avoids offensive words, then undefined ones,
    then unfamiliar and rare ones. On the embedded dictionary the answer reads the shipped bits and ranks the same
    way (:func:`~ladders.words.embedded.reader_first_penalty`), without loading these rules.

    >>> reader_first_price("cold") < reader_first_price("wold") < reader_first_price("enow")
    True
    >>> reader_first_price("enow") < reader_first_price("bitch")
    True
    """
    words = resolve_lexicon(lexicon)
    rank = words.rank(word)
    if is_shown_word(word, words):
        penalty = 0
    elif not is_shown_word(word, words, common=False):
        penalty = 3
    else:
        penalty = 2 if definitions_available(words) and not define(word) else 1
    return float((UNRANKED if rank is None else rank) + penalty * NOT_SHOWN)


@lru_cache(maxsize=1 << 16)
def _forms(word: str) -> tuple[str, ...]:
    """*word* and the base forms WordNet's morphology finds for it."""
    return (word, *base_words(word))


@lru_cache(maxsize=1 << 16)
def _name_forms(word: str) -> tuple[str, ...]:
    """The forms of *word* the names rule reads: :func:`_forms`, but a word that is a lemma of its own is only
    itself (*butcher* is a word, not *butch* + *er*)."""
    if any(sense.lemma == word for sense in define(word)):
        return (word,)
    return _forms(word)
