"""The puzzle vocabulary: the English words a ten-year-old reader knows, the only words a puzzle we make shows.

Everything a puzzle shows (the daily's ends and hints, practice, ``ladders
puzzle``, a worksheet's ends and rungs, the solutions drawn at the end of a
round) is a word of this vocabulary; a player may still *type* any word of the
word list, as Wordle takes any word and shows only common ones.

The vocabulary is judged once, from data, by ``scripts/build_vocabulary.py``
(run by ``scripts/build_dictionary.py``) and shipped as ``data/vocabulary-en.txt``.
A word is in it when it is all of these:

* **familiar**: used at least :data:`VOCABULARY_ZIPF` on wordfreq's Zipf scale
  (about twice a million words), and in SCOWL's small list (size
  :data:`VOCABULARY_SIZE`), whose lower levels are the words of school
  spelling lists;
* **a dictionary word**: a lowercase WordNet lemma of its own, or a regular
  inflection of one (*cats*, *jumped*); the few words WordNet leaves out by
  design (*the*, *and*, *which*, *without*) are kept when SCOWL's commonest
  list (size 10) has them;
* **not mainly a name**: a word WordNet writes only with a capital (*Goa*,
  *Eyre*, *Aga*) is a name, as are the reviewed names of
  :data:`~ladders.words.society.NAMES`;
* **not an abbreviation**: SCOWL's common abbreviations (size 35 and under:
  *ID*, *TV*, *Mr*), but for the words that are also ordinary (*or*, *aids*);
* **not slang**: a word every sense of which WordNet files under slang, a
  vulgarism, an ethnic slur or disparagement;
* **fit for a class**: not offensive in any form, not sexual, scatological or
  bodily, not an informal clipping (:mod:`ladders.words.society`), and not
  one of :data:`EXCLUDED`, the words a school would strike, reviewed one by one
  with a reason each, in every inflection.

The sources: SCOWL (Kevin Atkinson; ``SCOWL-COPYRIGHT.txt``), wordfreq (Robyn
Speer; CC BY-SA 4.0, so the vocabulary file is an adaptation under that licence,
``WORDFREQ-LICENSE.txt``) and Princeton WordNet 3.0 (``WORDNET-LICENSE.txt``).
Word norms that would judge "known to a ten-year-old" more directly (age of
acquisition, word prevalence) are licensed for research only, so none ships.
"""

from __future__ import annotations

import os

from .._once import once

__all__ = ["VOCABULARY_FILE", "VOCABULARY_ZIPF", "VOCABULARY_SIZE", "CLOSED_CLASS_SIZE", "EXCLUDED", "KEPT_SHORTENINGS",
           "vocabulary", "in_vocabulary"]

VOCABULARY_FILE = os.path.join(os.path.dirname(__file__), "data", "vocabulary-en.txt")
"""Comment lines (``#``), then the vocabulary, one word per line, by length, then alphabetically."""

VOCABULARY_ZIPF = 3.3
"""The least Zipf frequency of a vocabulary word: about twice per million words (common words start at 3.0)."""

VOCABULARY_SIZE = 35
"""The largest SCOWL size level listing a vocabulary word (35 is SCOWL's "small" list)."""

CLOSED_CLASS_SIZE = 10
"""Words WordNet does not list (pronouns, prepositions, conjunctions) are kept when this SCOWL level lists them."""

_OATH = "a curse or oath a school would strike"
_DRUGS = "named mostly as a drug, or drugs taken"
_SLANG = "British or American slang, vulgar or rude to a child's teacher"
EXCLUDED: dict[str, str] = {
    **dict.fromkeys(("hell", "damn", "damned", "goddamn", "bloody"), _OATH),
    **dict.fromkeys(("coke", "weed", "crack", "drug", "heroin", "cocaine", "opium", "meth", "junkie", "stoner"),
                    _DRUGS),
    **dict.fromkeys(("shag", "bugger", "sod", "git", "arse", "knob", "nob", "piss", "pissed", "crap", "crappy",
                     "bollock", "tit", "twat", "wank", "naff", "prat", "pillock", "bastard", "slut", "hooker",
                     "horny", "sexy", "bonk", "babe", "laid", "idiot", "moron", "retard"), _SLANG),
}
"""Words a puzzle for children never shows, though the data would let them in, each with the reason (every
inflection of each is left out too: *hells*, *shagged*). Reviewed by hand; a word here may still be typed."""

KEPT_SHORTENINGS = frozenset({"or", "aids", "maths"})
"""Words SCOWL also lists as a common abbreviation that are ordinary words first (*or*; *aids*, plural of aid)."""


@once
def vocabulary() -> frozenset[str]:
    """The shipped vocabulary (read once per process).

    >>> {"cat", "jump", "without"} <= vocabulary(), {"goa", "id", "hell", "wold"} & vocabulary()
    (True, set())
    """
    with open(VOCABULARY_FILE, encoding="utf-8") as file:
        return frozenset(line.strip() for line in file if line.strip() and not line.startswith("#"))


def in_vocabulary(word: str) -> bool:
    """Whether *word* (lowercase, as the word lists keep it) is in the English puzzle vocabulary.

    >>> [in_vocabulary(word) for word in ("ran", "cats", "aga", "shag")]
    [True, True, False, False]
    """
    return word in vocabulary()
