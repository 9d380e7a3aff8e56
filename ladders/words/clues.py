"""Clues for a worksheet: a word's shipped definition that never gives the word away.

:func:`clue` reads :func:`~ladders.words.definitions.define` and keeps the
first sense whose gloss names none of the answer's *forms*
(:func:`answer_forms`): the word, its base forms (*tore* → *tear*), the bases
its senses define, and every inflection of each of those, regular (plural,
-ed, -ing, -er, -est, spelt each usual way) and irregular (WordNet's
exception lists: *tear* → *tore*, *torn*; *run* → *ran*). A gloss word also
gives the answer away when WordNet's morphology reads it as one of those bases
(*runs*, *tearing*), or when it is made from the answer or an inflection of it
and an affix (:data:`SUFFIXES`, :data:`PREFIXES`: *coldness*, *unsure*) or
another word of three letters or more (*wildcats*, *beerhouse*). When every sense gives the answer away,
the first gloss is used with those words blanked out (``___``); a word with
no definition gets :data:`NO_CLUE`. An inflected answer's clue says which
form it is ("past: separate or cause to separate abruptly" for *tore*).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .definitions import Definition, base_words, define, irregular_forms
from .normalise import normalise_word

__all__ = ["clue", "answer_forms", "gives_away", "NO_CLUE", "BLANK", "SUFFIXES", "PREFIXES"]

NO_CLUE = "(no clue in the dictionary)"
"""The clue of a word the dictionary does not define."""

BLANK = "___"
"""What stands in a gloss for a word that would give the answer away."""

SUFFIXES = ("ness", "ly", "ful", "less", "ish", "y", "ie", "ment", "ist", "ery", "ry", "dom", "hood", "ship",
            "like", "able", "ible", "al", "ic", "ity", "ive", "ous", "ion", "ation", "ance", "ence", "en")
"""Endings that make a word from the answer (coldness): a gloss word that is the answer and one of them gives it
away."""

PREFIXES = ("un", "re", "dis", "mis", "non", "pre", "over", "under", "out", "in", "im", "de")
"""Beginnings that make a word from the answer (unsure, rewrite)."""

_TOKEN = re.compile(r"[a-z]+")
_WORD = re.compile(r"[A-Za-z]+")


def clue(word: str) -> str:
    """A clue for *word*: its first definition whose gloss does not give it away, in a reader's words.

    >>> clue("wine")
    'fermented juice (of grapes especially)'
    >>> clue("tore")
    'past: separate or cause to separate abruptly'
    >>> clue("cold")
    'a mild viral infection involving the nose and respiratory passages (but not the lungs)'
    >>> clue("qzxv")
    '(no clue in the dictionary)'

    Raises ``TypeError`` for a word that is not a string.
    """
    if not isinstance(word, str):
        raise TypeError(f"clue takes a word (a string), not {type(word).__name__}")
    return _clue(normalise_word(word))


def answer_forms(word: str) -> frozenset[str]:
    """Every form a clue for *word* must not name: the word, its bases and their inflections (see the module).

    >>> sorted(answer_forms("tore") & {"tear", "tore", "torn", "tears", "tearing", "wine"})
    ['tear', 'tearing', 'tears', 'tore', 'torn']
    >>> {"run", "ran", "runs", "running"} <= answer_forms("ran")
    True
    """
    return _forms(normalise_word(word))[1]


def gives_away(text: str, word: str) -> bool:
    """Whether *text* names *word* in any form a clue must not (see the module).

    >>> gives_away("move fast by using one's feet", "ran"), gives_away("the act of running", "ran")
    (False, True)
    >>> gives_away("having edges that are jagged", "tore"), gives_away("pulled apart; torn", "tore")
    (False, True)
    """
    word = normalise_word(word)
    return any(_names(token, word) for token in _TOKEN.findall(text.lower()))


@lru_cache(maxsize=1 << 12)
def _clue(word: str) -> str:
    senses = define(word)
    if not senses:
        return NO_CLUE
    kept = next((sense for sense in senses if not gives_away(sense.gloss, word)), None)
    if kept is not None:
        return _said(kept, kept.gloss, word)
    first = senses[0]
    blanked = _WORD.sub(lambda found: BLANK if _names(found.group().lower(), word) else found.group(), first.gloss)
    if not re.search(r"[A-Za-z]{3}", blanked):  # nothing left but the blanks: no clue to give
        return NO_CLUE
    return _said(first, blanked, word)


def _said(sense: Definition, gloss: str, word: str) -> str:
    """The clue's text: which form an inflected answer is, then the gloss."""
    if sense.lemma == word:
        return gloss
    if sense.form is not None:
        kind = sense.form.split(" of ")[0]
    elif sense.pos == "noun":
        kind = "plural"
    elif sense.pos == "verb":
        kind = "-ing form" if word.endswith("ing") else "past" if word.endswith("ed") else "present"
    else:
        kind = "comparative" if word.endswith("er") else "superlative" if word.endswith("est") else "form"
    return f"{kind}: {gloss}"


def _names(token: str, word: str) -> bool:
    """Whether the lower-case gloss word *token* gives *word* (folded) away."""
    roots, forms = _forms(word)
    if token in forms or any(base in roots for base in base_words(token)):
        return True
    for form in _own_forms(word):  # a word made from the answer: coldness, beerhouse, wildcats, unsure
        if token.startswith(form) and _adds_a_part(token[len(form):], SUFFIXES):
            return True
        if token.endswith(form) and _adds_a_part(token[:-len(form)], PREFIXES):
            return True
    return False


def _adds_a_part(rest: str, affixes: tuple[str, ...]) -> bool:
    """Whether *rest*, what a gloss word holds beside the answer, is an affix or a word of 3 letters or more."""
    return rest in affixes or (len(rest) >= 3 and bool(define(rest)))


@lru_cache(maxsize=1 << 12)
def _forms(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the roots: *word*, its bases and the bases its senses define; every form of every root)."""
    roots = {word, *base_words(word), *(sense.lemma for sense in define(word))}
    forms = set(roots)
    for root in roots:
        forms.update(_inflections(root))
        forms.update(irregular_forms(root))
    return frozenset(roots), frozenset(forms)


@lru_cache(maxsize=1 << 12)
def _own_forms(word: str) -> frozenset[str]:
    """*word* and its own inflections (not its bases'): what a compound ending in them gives away."""
    return frozenset({word, *_inflections(word), *irregular_forms(word)})


def _inflections(root: str) -> set[str]:
    """The regular inflections of *root*, spelt every usual way (some are not words; no matter).

    >>> sorted(form for form in _inflections("run") if form.startswith("runn"))
    ['runned', 'runner', 'runnest', 'running']
    """
    found = {root + ending for ending in ("s", "es", "d", "ed", "ing", "er", "est", "r", "st")}
    if root.endswith("e"):
        found.update(root[:-1] + ending for ending in ("ing", "ed", "er", "est"))  # bake → baking, baked
    if root.endswith("y"):
        found.update(root[:-1] + ending for ending in ("ies", "ied", "ier", "iest"))  # carry → carries, carried
    if len(root) >= 2 and root[-1] not in "aeiouwxy":
        found.update(root + root[-1] + ending for ending in ("ing", "ed", "er", "est"))  # run → running, hot → hotter
    return found
