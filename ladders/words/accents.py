"""Accent rules: whether a language's accented letters count as letters of their own, or fold into plain ones.

A word list read with the rule ``"fold"`` keeps each word under its folded
form, its *key*: in French *fête*, *fêté* and *fete* are one word, kept as
``fete``, and a rung may change *ê* for *e* at no cost, as the traditional
*coq-à-l'âne* ignores accents. With ``"exact"`` every accented letter is a
letter of its own (*été* and *ete* are two words). Either way the answer shows
each rung's real spelling (:meth:`~ladders.words.lexicon.Lexicon.spelling`),
and a word typed in any Unicode form (NFC or NFD, any case) is the same word.

:data:`FOLDS` says, per language, which letters fold and into what. German
folds as its crosswords write: *ä* as *ae*, *ö* as *oe*, *ü* as *ue*, *ß* as
*ss*, so *schön* (``schoen``) stays apart from *schon*. Spanish keeps *ñ*, a
letter of its alphabet, in both rules. :data:`DEFAULT_RULES` is each
language's default, chosen from the giant groups measured with each rule
(``docs/guide/languages.md`` has the figures): folded, in every language.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["ACCENT_RULES", "FOLDS", "DEFAULT_RULES", "fold_table", "check_rule"]

ACCENT_RULES = ("fold", "exact")
"""The two rules: accented letters fold into plain ones, or count as letters of their own."""

_FRENCH = {**dict.fromkeys("àâä", "a"), "ç": "c", **dict.fromkeys("éèêë", "e"), **dict.fromkeys("îï", "i"),
           **dict.fromkeys("ôö", "o"), **dict.fromkeys("ùûü", "u"), "ÿ": "y", "œ": "oe", "æ": "ae"}
_VOWELS = {**dict.fromkeys("áàâãä", "a"), **dict.fromkeys("éèêë", "e"), **dict.fromkeys("íìîï", "i"),
           **dict.fromkeys("óòôõö", "o"), **dict.fromkeys("úùûü", "u")}

FOLDS: Mapping[str, Mapping[str, str]] = {
    "en": {**_VOWELS, "ç": "c", "ñ": "n", "œ": "oe", "æ": "ae", "ß": "ss"},
    "fr": _FRENCH,
    "de": {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", **{letter: plain for letter, plain in _VOWELS.items()
                                                          if letter not in "äöü"}, "ç": "c"},
    "es": {**_VOWELS, "ç": "c"},
    "it": {**_VOWELS, "ç": "c"},
    "pt": {**_VOWELS, "ç": "c"},
    "nl": {**_VOWELS, "ç": "c"},
}
"""Per language, each letter the rule ``"fold"`` folds and what it becomes (letters not named stay as they are).
English's is also the fold of a word list of no stated language."""

DEFAULT_RULES: Mapping[str, str] = {
    "en": "exact", "fr": "fold", "de": "fold", "es": "fold", "it": "fold", "pt": "fold", "nl": "fold",
}
"""Each language's rule when none is asked for: ``"fold"`` where folding raises the giant group of the common
words of 4, 5 and 6 letters (the puzzles' lengths) on average, which it does in all six languages (French 57.7% to
65.6% at 5 letters, German 36.7% to 56.4%; ``docs/guide/languages.md`` has every figure); English's dictionary
has no accents to fold."""


def check_rule(rule: object) -> str:
    """*rule* when it is an accent rule; ``ValueError`` otherwise.

    >>> check_rule("fold")
    'fold'
    >>> check_rule("loose")
    Traceback (most recent call last):
    ...
    ValueError: accents must be 'fold' or 'exact', not 'loose'
    """
    if rule not in ACCENT_RULES:
        raise ValueError(f"accents must be 'fold' or 'exact', not {rule!r}")
    return rule


def fold_table(language: str) -> dict[int, str]:
    """The ``str.translate`` table that folds *language*'s accented letters (English's for an unknown code).

    >>> "fête".translate(fold_table("fr")), "schön".translate(fold_table("de")), "año".translate(fold_table("es"))
    ('fete', 'schoen', 'año')
    """
    return {ord(letter): plain for letter, plain in FOLDS.get(language, FOLDS["en"]).items()}
