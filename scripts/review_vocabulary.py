"""List the words of another language's puzzle vocabulary a person should judge, or say why a word is out.

``ladders/words/data/excluded-{code}.txt`` is written by hand: no rule tells a
name from a word in a list written all in lowercase (French, Spanish), nor in
German, where every noun takes a capital. This script shows the candidates the
exclusions were judged from, commonest first:

* ``name?``: a vocabulary word that SCOWL's name lists hold (Debian's
  ``scowl`` package: *Laura*, *Carlos*, *Madrid*), or that another language's
  installed list writes only with a capital; in German also a capitalised
  word the list gives no form of but one in *-s* (*Peter*, *Peters*);
* ``unfit?``: a vocabulary word that English judges unfit as it is written
  (``sex``, ``porno``), or that starts as a word of :data:`ROOTS` does;
* ``foreign?``: a vocabulary word used at least ten times as often in English
  (``without`` in Dutch, ``have`` in French).

With ``--offensive`` it lists instead, for each word of the language's LDNOOBW
list, the forms of it (:func:`~ladders.words.inflections.forms`) the installed
list holds: what a puzzle never shows, to read for ordinary words caught.

Each needs the language's installed list and wordfreq::

    python scripts/review_vocabulary.py de             # the candidates, commonest first
    python scripts/review_vocabulary.py fr --why chien violer   # the rule that leaves each word out, if any
    python scripts/review_vocabulary.py fr --offensive          # each listed word's forms in the list
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ladders.words.inflections import forms
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.lexicon import Lexicon
from ladders.words.society import SHOWN_RULES, offensive_list, unshown_reason
from ladders.words.vocabularies import CAPITALISED_NOUNS, exclusions, language_vocabulary

SCOWL = Path("/usr/share/dict/scowl")
NAME_LISTS = ("english-proper-names", "american-proper-names", "english-upper", "american-upper")
ROOTS = ("sex", "porn", "drog", "droga", "orgas", "pene", "penis", "vagin", "anal", "prostitu", "erotic", "erotis",
         "eroti", "viol", "cocai", "kokai", "hero", "marihu", "cannab", "suicid", "suizid", "nazi", "fasc", "idiot",
         "imbec", "stupid", "merd", "caca", "pipi", "kak", "lesb", "gay", "homo")
"""The starts of words a review looks at: sex, drugs, violence, insults and the body, in the six languages."""


def capitalised_elsewhere(code: str) -> set[str]:
    """The words, in lowercase, that SCOWL's name lists hold or another language's installed list writes only with a
    capital."""
    found: set[str] = set()
    for stem in NAME_LISTS:
        for path in SCOWL.glob(f"{stem}.*"):
            found.update(line.strip().lower() for line in path.read_text(encoding="latin-1").splitlines()
                         if line[:1].isupper())
    for language in LANGUAGES.values():
        if language.path is None or language.code == code or not Path(language.path).exists():
            continue
        entries = Path(language.path).read_text(encoding="utf-8").split()
        lowercase = {entry for entry in entries if entry.islower()}
        found.update(entry.lower() for entry in entries if entry[:1].isupper() and entry.lower() not in lowercase)
    return found


def name_candidates(words: Lexicon, vocabulary: frozenset[str]) -> list[str]:
    """The words of *vocabulary* to judge as names, commonest first."""
    code = words.language or ""
    elsewhere = capitalised_elsewhere(code)
    reviewed = exclusions(code)

    def suspect(word: str) -> bool:
        if word in elsewhere:
            return True
        if code in CAPITALISED_NOUNS and words.spelling(word)[:1].isupper():
            made = {words.fold(form) for form in forms(word, code)[1:]} & set(words.words_of_length(len(word) + 1))
            return made <= {word + "s"}
        return False
    return sorted((word for word in vocabulary if word not in reviewed and suspect(word)),
                  key=lambda word: -(words.frequency(word) or 0.0))


def unfit_candidates(words: Lexicon, vocabulary: frozenset[str]) -> list[str]:
    """The words of *vocabulary* English judges unfit as written, or that start as a root of :data:`ROOTS` does."""
    from ladders.words.embedded import default_lexicon
    english = default_lexicon()
    reviewed = exclusions(words.language or "")
    found = [word for word in vocabulary if word not in reviewed
             and (word.startswith(ROOTS) or (word in english and unshown_reason(word, english) not in
                                             (None, "rare", "unfamiliar", "name")))]
    return sorted(found, key=lambda word: -(words.frequency(word) or 0.0))


def foreign_candidates(words: Lexicon, vocabulary: frozenset[str]) -> list[str]:
    """The words of *vocabulary* used at least ten times as often in English (wordfreq), most so first."""
    from ladders.words.frequency import language_frequencies
    english = language_frequencies(vocabulary, "en")
    reviewed = exclusions(words.language or "")
    gap = {word: english[word] - (words.frequency(word) or 0.0) for word in vocabulary
           if word in english and word not in reviewed}
    return sorted((word for word, more in gap.items() if more >= 1.0), key=lambda word: -gap[word])


def offensive_forms_held(words: Lexicon) -> dict[str, list[str]]:
    """Each word of the language's LDNOOBW list and its forms the installed list holds (as the list spells them)."""
    code = words.language or ""
    return {listed: held for listed in sorted(offensive_list(code))
            if (held := sorted({words.spelling(words.fold(form)) for form in forms(listed, code)
                                if words.fold(form) in words}))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language", choices=sorted(code for code in LANGUAGES if code != "en"))
    parser.add_argument("--why", nargs="+", metavar="WORD", help="say the rule that leaves each word out")
    parser.add_argument("--offensive", action="store_true", help="list the forms of each listed offensive word")
    args = parser.parse_args(argv)
    words = lexicon_for(args.language)
    if args.offensive:
        for listed, held in offensive_forms_held(words).items():
            print(f"{listed}: {' '.join(held)}")
        return 0
    if args.why:
        for word in args.why:
            reason = unshown_reason(word, words, end=True)
            print(f"{word}: {'shown, as an end too' if reason is None else SHOWN_RULES[reason]}")
        return 0
    vocabulary = language_vocabulary(words)
    for kind, found in (("name?", name_candidates(words, vocabulary)), ("unfit?", unfit_candidates(words, vocabulary)),
                        ("foreign?", foreign_candidates(words, vocabulary))):
        print(f"{kind} ({len(found)}): " + " ".join(words.spelling(word) for word in found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
