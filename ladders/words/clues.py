"""Clues for a worksheet: a word's shipped definition that never gives the word away.

:func:`clue` reads every sense :func:`~ladders.words.definitions.define`
keeps, in the order a reader meets them: the word's first sense (of the part
of speech it is most used as: *have* the verb, not the noun "a person who
possesses great material wealth"), then the others by how often the SemCor
corpus met each (a sense it never met last). It keeps the first sense whose
gloss holds no offensive word and names none of the answer's *forms*
(:func:`answer_forms`): the word, its base forms (*tore* → *tear*), the bases
its senses define, and every inflection of each of those, regular (plural,
-ed, -ing, -er, -est, spelt each usual way) and irregular (WordNet's
exception lists: *tear* → *tore*, *torn*; *run* → *ran*). A gloss word also
gives the answer away when WordNet's morphology reads it as one of those bases
(*runs*, *tearing*), or when it is made from the answer or an inflection of it
and an affix (:data:`SUFFIXES`, :data:`PREFIXES`: *coldness*, *unsure*) or
another word of three letters or more (*wildcats*, *beerhouse*). When the
first sense gives the answer away and no other sense SemCor met is clean, the
first gloss is used with those words blanked out (``___``), before a sense
SemCor never met (*cat* is "feline mammal ...: domestic ___; ___", not "a
spiteful woman gossip"); a word with no definition gets :data:`NO_CLUE`. An inflected answer's clue says which
form it is ("past: separate or cause to separate abruptly" for *tore*).

A sheet never gives two rungs the same clue: :func:`sheet_clues` hands each
rung the first of its :func:`clues` no other rung holds, the rungs with
fewest clues served first (*tell* and *say* both mean "express in words"
first; *say*'s next is "report or maintain").
"""

from __future__ import annotations

import re
from functools import lru_cache

from collections.abc import Sequence

from .definitions import Definition, base_words, define, irregular_forms
from .normalise import normalise_word
from .society import is_offensive

__all__ = ["clue", "clues", "sheet_clues", "answer_forms", "gives_away", "NO_CLUE", "BLANK", "SUFFIXES", "PREFIXES"]

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
    found = _clues(normalise_word(word))
    return found[0] if found else NO_CLUE


def clues(word: str) -> tuple[str, ...]:
    """Every clue :func:`clue` may give *word*, its own first, in a reader's words (empty: no clue).

    The clean senses in the order the module describes, the blanked first gloss (``___``) before the senses
    SemCor never met when the first sense is not clean.

    >>> clues("tell")
    ('express in words', 'let something be known', 'narrate or give a detailed account of', \
'give instructions to or direct somebody to do something with authority')
    >>> clues("have")[0], clues("qzxv")
    ('go through (mental or physical states or experiences)', ())

    Raises ``TypeError`` for a word that is not a string.
    """
    if not isinstance(word, str):
        raise TypeError(f"clues takes a word (a string), not {type(word).__name__}")
    return _clues(normalise_word(word))


def sheet_clues(words: Sequence[str]) -> tuple[str | None, ...]:
    """A clue for each of *words* (a sheet's rungs, in order), no two alike: None for a word left without one.

    Each word gets the first of its :func:`clues` whose gloss no other word holds (*held*'s "past: keep in a
    certain state" has *hold*'s gloss), the words with fewest clues served first (ties: in order); a word that
    comes twice may share its own clue. A word with no clue, or whose every clue another word holds, gets None:
    the caller chooses another ladder, or says so.

    >>> sheet_clues(["say", "tell", "qzxv"])
    ('report or maintain', 'express in words', None)
    """
    options = [clues(word) for word in words]
    chosen: list[str | None] = [None] * len(words)
    held: dict[str, str] = {}  # gloss → the word holding it
    for at in sorted(range(len(words)), key=lambda at: len(options[at])):
        word = normalise_word(words[at])
        mine = [text for text in options[at] if held.get(_gloss_of(text), word) == word]
        free = next((text for text in mine if _gloss_of(text) not in held), None)
        if free is None:  # the same word twice, every clue taken: it may share its own
            free = next(iter(mine), None)
        if free is not None:
            chosen[at] = free
            held[_gloss_of(free)] = word
    return tuple(chosen)


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
def _clues(word: str) -> tuple[str, ...]:
    senses = define(word, every_sense=True)
    if not senses:
        return ()
    first = senses[0]
    ordered = [first, *sorted(senses[1:], key=lambda sense: -sense.met)]  # stable: define's order on a tie
    clean = [sense for sense in ordered if not gives_away(sense.gloss, word) and not _unfit(sense.gloss)]
    met = [sense for sense in clean if sense is first or sense.met]
    texts = [_said(sense, sense.gloss) for sense in met]
    if first not in clean and not _unfit(first.gloss):  # the first sense, its giveaways blanked, before a rare one
        blanked = _WORD.sub(lambda found: BLANK if _names(found.group().lower(), word) else found.group(), first.gloss)
        if re.search(r"[A-Za-z]{3}", blanked):  # something is left beside the blanks
            texts.append(_said(first, blanked))
    texts += [_said(sense, sense.gloss) for sense in clean if sense not in met]
    return tuple(dict.fromkeys(texts))


def _unfit(gloss: str) -> bool:
    """Whether *gloss* holds a word a class should not read (an offensive one)."""
    return any(is_offensive(token) for token in _TOKEN.findall(gloss.lower()))


def _said(sense: Definition, gloss: str) -> str:
    """The clue's text: which form an inflected answer is ("past", "plural"), then the gloss."""
    return gloss if sense.form is None else f"{sense.form.split(' of ')[0]}{_FORM}{gloss}"


_FORM = ": "
"""What stands between an inflected answer's form and its gloss in a clue."""


def _gloss_of(text: str) -> str:
    """A clue's gloss, without the form an inflected answer is (two rungs' clues differ by their glosses).

    >>> _gloss_of("past: keep in a certain state"), _gloss_of("express in words")
    ('keep in a certain state', 'express in words')
    """
    kind, _, gloss = text.partition(_FORM)
    return gloss if gloss and kind in _FORM_KINDS else text


_FORM_KINDS = frozenset({"plural", "past", "present", "-ing form", "comparative", "superlative", "form"})
"""The forms :func:`~ladders.words.definitions.define` says an inflection is, as a clue begins with them."""


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
