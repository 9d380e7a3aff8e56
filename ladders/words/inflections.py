"""How the words of the other languages inflect: each language's regular endings, read forwards and backwards.

A rule of endings, per language, with no dictionary behind it: :data:`INFLECTIONS`
(plurals, genders, the cases of German adjectives, Dutch diminutives),
:data:`VERB_FORMS` (the tenses of each kind of infinitive), German plurals
that take an umlaut (*Arsch*, *Ärsche*) and the participles of German and
Dutch (*gefickt*, *geneukt*). :func:`forms` reads them forwards, from a word
to the forms it takes (what makes an offensive word offensive in every
form); :func:`bases` reads them backwards, from a form to the words it may
come from (what tells an end that is an inflected form). Crude on purpose:
forwards it also makes forms no one writes, which match no word of a list;
backwards it may read an ordinary word back to another (French *porte* to
*porter*), which a caller weighs (:mod:`ladders.words.vocabularies` compares
how often each is used).

A stem, the word with its ending taken off, keeps three letters or more, so
short words never read back (*xs* is not a form of *x*).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache

__all__ = ["INFLECTIONS", "VERB_FORMS", "PARTICIPLES", "UMLAUTS", "MIN_STEM", "forms", "verb_forms", "bases",
           "infinitives"]

MIN_STEM = 3
"""The fewest letters a stem keeps: a shorter word neither takes nor gives forms by a rule of endings."""

INFLECTIONS: Mapping[str, tuple[tuple[str, str], ...]] = {
    "fr": (("s", ""), ("x", ""), ("e", ""), ("es", ""), ("euse", "eur"), ("euses", "eur"), ("euse", "eux"),
           ("euses", "eux"), ("aux", "al"), ("le", "l"), ("les", "l"), ("ne", "n"), ("nes", "n")),
    "es": (("s", ""), ("es", ""), ("ces", "z")),
    "pt": (("s", ""), ("es", ""), ("ões", "ão"), ("ães", "ão"), ("is", "l")),
    "it": (("i", "o"), ("e", "a"), ("i", "a"), ("i", "e"), ("e", "o")),
    "de": (("e", ""), ("n", ""), ("en", ""), ("er", ""), ("es", ""), ("s", ""), ("em", ""), ("ern", ""),
           ("in", ""), ("innen", "")),
    "nl": (("s", ""), ("en", ""), ("e", ""), ("je", ""), ("jes", ""), ("tje", ""), ("tjes", ""),
           *((f"{c}{c}en", c) for c in "bdfgklmnprst"), *((f"{c}{c}e", c) for c in "bdfgklmnprst"),
           ("ven", "f"), ("ve", "f"), ("zen", "s"), ("ze", "s")),
}
"""Each language's plurals, genders and declensions, as (the form's ending, the word's ending) pairs: French *putes*
of *pute* and *branleuse* of *branleur*, Italian *cazzi* of *cazzo*, German *nackte* of *nackt*, Dutch
*klootzakken* of *klootzak*, and *wijven* of *wijf* (a Dutch f or s between vowels is written v or z)."""


_FR_ER = ("e", "es", "ent", "ons", "ez", "ais", "ait", "ions", "iez", "aient", "ai", "as", "a", "âmes", "âtes",
          "èrent", "é", "ée", "és", "ées", "ant", "erai", "eras", "era", "erons", "erez", "eront", "erais", "erait",
          "erions", "eriez", "eraient", "asse", "asses", "ât", "assent")
_FR_IR = ("is", "it", "issons", "issez", "issent", "issais", "issait", "issions", "issiez", "issaient", "i", "ie",
          "ies", "irai", "iras", "ira", "irons", "irez", "iront", "irais", "irait", "iraient", "issant", "isse",
          "isses", "ît", "e", "es", "ent", "ons", "ez", "ant", "", "s", "u", "ue", "us", "ues")
_FR_RE = ("", "s", "t", "ons", "ez", "ent", "ais", "ait", "aient", "u", "ue", "us", "ues", "rai", "ras", "ra", "rons",
          "rez", "ront", "rais", "rait", "raient", "ant", "e", "es")
_ES_AR = ("o", "as", "a", "amos", "áis", "an", "é", "aste", "ó", "asteis", "aron", "aba", "abas", "ábamos", "aban",
          "ado", "ada", "ados", "adas", "ando", "e", "es", "emos", "en", "ará", "arán", "aría", "arían")
_ES_ER = ("o", "es", "e", "emos", "éis", "en", "í", "iste", "ió", "imos", "ieron", "ía", "ías", "íamos", "ían",
          "ido", "ida", "idos", "idas", "iendo", "a", "as", "amos", "an", "erá", "erán", "ería", "erían")
_ES_IR = ("o", "es", "e", "ís", "en", "í", "iste", "ió", "imos", "ieron", "ía", "ías", "íamos", "ían", "ido",
          "ida", "idos", "idas", "iendo", "a", "as", "amos", "an", "irá", "irán", "iría", "irían")
_PT_AR = ("o", "as", "a", "amos", "ais", "am", "ei", "aste", "ou", "aram", "ava", "avas", "ávamos", "avam", "ado",
          "ada", "ados", "adas", "ando", "e", "es", "em", "emos", "ará", "arão", "aria", "ariam")
_PT_ER = ("o", "es", "e", "emos", "eis", "em", "i", "este", "eu", "eram", "ia", "ias", "íamos", "iam", "ido",
          "ida", "idos", "idas", "endo", "a", "as", "am", "amos", "erá", "erão", "eria", "eriam")
_PT_IR = ("o", "es", "e", "imos", "is", "em", "i", "iste", "iu", "iram", "ia", "ias", "íamos", "iam", "ido", "ida",
          "idos", "idas", "indo", "a", "as", "am", "amos", "irá", "irão", "iria", "iriam")
_IT_ARE = ("o", "i", "a", "iamo", "ate", "ano", "avo", "avi", "ava", "avamo", "avate", "avano", "ai", "ò", "ammo",
           "aste", "arono", "ato", "ata", "ati", "ando", "erò", "erà", "eranno", "erei", "erebbe", "ino")
_IT_ERE = ("o", "i", "e", "iamo", "ete", "ono", "evo", "evi", "eva", "evano", "ei", "é", "emmo", "este", "erono",
           "uto", "uta", "uti", "ute", "endo", "erò", "erà", "eranno", "erei", "erebbe", "a", "ano")
_IT_IRE = ("o", "i", "e", "iamo", "ite", "ono", "ivo", "iva", "ivano", "ii", "ì", "immo", "iste", "irono", "ito",
           "ita", "iti", "endo", "irò", "irà", "iranno", "isco", "isci", "isce", "iscono", "a", "ano")
_DE = ("", "e", "st", "t", "et", "te", "test", "ten", "tet", "end")
_NL = ("", "t", "de", "den", "te", "ten", "d", "end", "ende")
VERB_FORMS: Mapping[str, Mapping[str, tuple[str, ...]]] = {
    "fr": {"er": _FR_ER, "ir": _FR_IR, "re": _FR_RE},
    "es": {"ar": _ES_AR, "er": _ES_ER, "ir": _ES_IR},
    "pt": {"ar": _PT_AR, "er": _PT_ER, "ir": _PT_IR},
    "it": {"are": _IT_ARE, "ere": _IT_ERE, "ire": _IT_IRE},
    "de": {"en": _DE, "ln": ("le", "lst", "lt", "lte", "lten", "ln", "l"), "rn": ("re", "rst", "rt", "rte", "rten",
                                                                                   "rn", "r")},
    "nl": {"en": _NL},
}
"""Each language's verbs: per ending of an infinitive, the endings of its forms, put on the stem (the infinitive
without its ending): French *chient* and *chié* of *chier*, Spanish *jodido* of *joder*, German *fickt* of *ficken*
and *vögelt* of *vögeln*, Dutch *neukte* of *neuken*. Present, past, future and conditional, participles and
gerunds; the irregular forms of a few common verbs are not made (French *fous* of *foutre*)."""

PARTICIPLES: Mapping[str, tuple[str, tuple[str, ...]]] = {
    "de": ("ge", ("t", "en", "te", "ten", "tes", "ter", "tem")),
    "nl": ("ge", ("t", "d", "en", "te", "de")),
}
"""Languages whose past participles take a prefix: the prefix, and the endings put on the stem after it (German
*gefickt*, *gefickte*; Dutch *geneukt*)."""

UMLAUTS: Mapping[str, tuple[str, ...]] = {"de": ("e", "er", "en", "ern")}
"""Languages whose plurals may put an umlaut on the last of *a*, *o*, *u* (*au* becomes *äu*), with these endings:
German *Ärsche* of *Arsch*, *Arschlöcher* of *Arschloch*."""

_UMLAUT = {"a": "ä", "o": "ö", "u": "ü"}


def forms(word: str, language: str) -> tuple[str, ...]:
    """*word* (lowercase, as written) and every form the rules of *language* make of it, without repeats.

    >>> forms("pute", "fr")[:4], "chient" in forms("chier", "fr"), "ärsche" in forms("arsch", "de")
    (('pute', 'putes', 'putex', 'putee'), True, True)
    >>> forms("cul", "sv")
    ('cul',)
    """
    found = [word]
    found += (word[:len(word) - len(tail)] + ending for ending, tail in INFLECTIONS.get(language, ())
              if word.endswith(tail) and len(word) - len(tail) >= MIN_STEM)
    found += verb_forms(word, language)
    umlauted = _umlauted(word) if language in UMLAUTS and len(word) >= MIN_STEM else None
    if umlauted is not None:
        found += (umlauted + ending for ending in ("", *UMLAUTS[language]))
    return tuple(dict.fromkeys(found))


def verb_forms(word: str, language: str, *, distinct: bool = False) -> list[str]:
    """The forms of *word* read as an infinitive of *language* (none when it ends as none does); with *distinct*,
    only those a noun or an adjective of the same stem never takes (no ending of :data:`INFLECTIONS`, nor none:
    German *dumme* may be an adjective's, *dummt* only a verb's).

    >>> verb_forms("ficken", "de")[:3], "gefickt" in verb_forms("ficken", "de"), verb_forms("fick", "de")
    (['fick', 'ficke', 'fickst'], True, [])
    >>> verb_forms("ficken", "de", distinct=True)[:3]
    ['fickst', 'fickt', 'ficket']
    """
    found: list[str] = []
    shared = {"", *(ending for ending, _ in INFLECTIONS.get(language, ()))} if distinct else set()
    for infinitive, endings in VERB_FORMS.get(language, {}).items():
        stem = word[:len(word) - len(infinitive)]
        if word.endswith(infinitive) and len(stem) >= MIN_STEM:
            stem = _dutch_stem(stem) if language == "nl" else stem
            found += (stem + ending for ending in endings if ending not in shared)
            if language in PARTICIPLES:
                prefix, tails = PARTICIPLES[language]
                found += (prefix + stem + ending for ending in tails)
    return found


def bases(word: str, language: str, fold: Callable[[str], str] = str) -> Iterator[str]:
    """The words *word* may be a form of by the rules of *language*, read backwards (lazy; repeats possible).

    *fold* is how the word list folds words (``lexicon.fold``): each ending is folded so before it is compared,
    so a folded word reads back as its spelling would (German ``aersche``, folded *Ärsche*, to ``arsch``).

    >>> {"pute", "puter"} <= set(bases("putes", "fr")), "chier" in set(bases("chient", "fr"))
    (True, True)
    >>> "haus" in set(bases("haeuser", "de", lambda s: s.replace("ä", "ae")))
    True
    """
    pairs, _, _, umlauts = _folded(language, fold)
    for ending, tail in pairs:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            yield word[:len(word) - len(ending)] + tail
    yield from infinitives(word, language, fold)
    for ending in umlauts:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            plain = _plain(word[:len(word) - len(ending)], fold)
            if plain is not None:
                yield plain


def infinitives(word: str, language: str, fold: Callable[[str], str] = str) -> Iterator[str]:
    """The infinitives *word* may be a form of by the verbs of *language*, read backwards (lazy; repeats possible),
    its participles' too; *fold* as :func:`bases` takes it.

    >>> "ficken" in set(infinitives("gefickt", "de")), "neuken" in set(infinitives("neukte", "nl"))
    (True, True)
    """
    _, verbs, participles, _ = _folded(language, fold)
    stems = _dutch_infinitive_stems if language == "nl" else _same
    for infinitive, endings in verbs:
        for ending in endings:
            stem = word[:len(word) - len(ending)] if ending else word
            if word.endswith(ending) and len(stem) >= MIN_STEM:
                yield from (found + infinitive for found in stems(stem))
        for prefix, ending in participles:
            stem = word[len(prefix):len(word) - len(ending)]
            if word.startswith(prefix) and word.endswith(ending) and len(stem) >= MIN_STEM:
                yield from (found + infinitive for found in stems(stem))


_Folded = tuple[tuple[tuple[str, str], ...], tuple[tuple[str, tuple[str, ...]], ...], tuple[tuple[str, str], ...],
                tuple[str, ...]]


@lru_cache(maxsize=16)
def _folded(language: str, fold: Callable[[str], str]) -> _Folded:
    """*language*'s endings, folded by *fold* once (a word list reads back every word it judges)."""
    prefix, tails = PARTICIPLES.get(language, ("", ()))
    return (tuple((fold(ending), fold(tail)) for ending, tail in INFLECTIONS.get(language, ())),
            tuple((fold(infinitive), tuple(map(fold, endings)))
                  for infinitive, endings in VERB_FORMS.get(language, {}).items()),
            tuple((fold(prefix), fold(tail)) for tail in tails),
            ("", *map(fold, UMLAUTS[language])) if language in UMLAUTS else ())


_DUTCH_VOWELS = "aeiou"


def _dutch_stem(stem: str) -> str:
    """The stem of a Dutch infinitive as its forms write it: an open syllable's vowel doubled, a doubled last
    consonant single, *v* and *z* at the end as *f* and *s* (*sturen*: *stuur*; *knippen*: *knip*; *leven*: *leef*).

    >>> [_dutch_stem(stem) for stem in ("stur", "knipp", "lev", "lez", "werk")]
    ['stuur', 'knip', 'leef', 'lees', 'werk']
    """
    if len(stem) >= 2 and stem[-1] == stem[-2] and stem[-1] not in _DUTCH_VOWELS:
        return stem[:-1]
    last = {"v": "f", "z": "s"}.get(stem[-1], stem[-1])
    if len(stem) >= 3 and stem[-2] in _DUTCH_VOWELS and stem[-3] not in _DUTCH_VOWELS and stem[-1] not in _DUTCH_VOWELS:
        return stem[:-1] + stem[-2] + last
    return stem[:-1] + last


def _dutch_infinitive_stems(stem: str) -> tuple[str, ...]:
    """The stems of the Dutch infinitives a form's *stem* may come from: itself, a doubled vowel single, the last
    consonant doubled, *f* and *s* at the end as *v* and *z* (*stuur*: *stur*; *knip*: *knipp*; *leef*: *lev*)."""
    found = [stem, stem + stem[-1]]
    last = {"f": "v", "s": "z"}.get(stem[-1], stem[-1])
    if len(stem) >= 3 and stem[-2] == stem[-3] and stem[-2] in _DUTCH_VOWELS:
        found.append(stem[:-2] + last)
    if last != stem[-1]:
        found.append(stem[:-1] + last)
    return tuple(found)


def _same(stem: str) -> tuple[str, ...]:
    return (stem,)


def _umlauted(word: str) -> str | None:
    """*word* with an umlaut on its last *a*, *o* or *u* (on the *a* of a last *au*), or None when it has none."""
    at = max(word.rfind(vowel) for vowel in _UMLAUT)
    if at < 0:
        return None
    if word[at] == "u" and at > 0 and word[at - 1] == "a":
        at -= 1
    return word[:at] + _UMLAUT[word[at]] + word[at + 1:]


def _plain(stem: str, fold: Callable[[str], str]) -> str | None:
    """*stem* with the umlaut of its last umlauted vowel taken off (written *ä* or, folded, *ae*), or None."""
    written = {fold(umlaut): plain for plain, umlaut in _UMLAUT.items()}
    at, found = max((stem.rfind(umlaut), umlaut) for umlaut in written)
    if at < 0:
        return None
    return stem[:at] + written[found] + stem[at + len(found):]
