"""Good society: which words a generated puzzle never shows, and the puzzle words built on that.

Lewis Carroll asked for words "such as might be used in good society".
:func:`is_offensive` says whether a word is on the shipped good-society list:
the single words of LDNOOBW, the "List of Dirty, Naughty, Obscene and Otherwise
Bad Words" (CC BY 4.0, ``data/ldnoobw-en.txt``, notice in
``data/LDNOOBW-LICENSE.txt``), the few slurs and vulgar words it misses that
our dictionary calls common (:data:`ADDED`), and the plural in ``-s`` of each
of them, but never a word of :data:`KEPT`: ordinary and medical words that
crude lists drop (*bondage*, *escort*, *snatch*, *anus*).

*Puzzle words* are the words a generated puzzle may show as an end, a hint or
a solution: in the word list, common (:func:`~ladders.words.common.is_common`)
and not offensive. Every dictionary word is still *accepted*: a player may
type any of them as a rung.
"""

from __future__ import annotations

import os
from functools import cache

from .common import is_common
from .embedded import LexiconLike, resolve_lexicon

__all__ = ["OFFENSIVE_FILE", "KEPT", "ADDED", "offensive_words", "is_offensive", "is_puzzle_word"]

OFFENSIVE_FILE = os.path.join(os.path.dirname(__file__), "data", "ldnoobw-en.txt")
"""The shipped list: a comment line, then one word per line (built by ``scripts/build_society.py``)."""

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
"""Words of the shipped list that stay puzzle words, each with the reason (the docs list them too)."""


_SLUR = "an ethnic or sexual slur"
_VULGAR = "a vulgar word"
ADDED: dict[str, str] = {
    **dict.fromkeys(("dago", "dyke", "gook", "homo", "honky", "jap", "kraut", "mick", "retard", "spick", "wog",
                     "wop", "yid"), _SLUR),
    **dict.fromkeys(("arse", "crap", "dong", "jism", "piss", "turd"), _VULGAR),
}
"""Words the shipped list misses, each with the reason: our own additions, found among the dictionary's common words."""


@cache
def offensive_words() -> frozenset[str]:
    """The shipped list's words and :data:`ADDED` (before :data:`KEPT` is taken out), read once."""
    with open(OFFENSIVE_FILE, encoding="utf-8") as lines:
        listed = {line.strip() for line in lines if line.strip() and not line.startswith("#")}
    return frozenset(listed | ADDED.keys())


def is_offensive(word: str) -> bool:
    """Whether *word* (any case) is on the good-society list, or the plural in -s of a word on it, and not kept.

    >>> [is_offensive(word) for word in ("bitch", "Whores", "escort", "escorts", "cat")]
    [True, True, False, False, False]
    """
    word = word.lower()
    if word in KEPT:
        return False
    listed = offensive_words()
    return word in listed or (len(word) > 3 and word.endswith("s") and word[:-1] in listed and word[:-1] not in KEPT)


def is_puzzle_word(word: str, lexicon: LexiconLike = None) -> bool:
    """Whether a generated puzzle may show *word*: in *lexicon* (default: the embedded one), common, not offensive.

    >>> [is_puzzle_word(word) for word in ("cold", "wold", "bitch")]
    [True, False, False]
    """
    words = resolve_lexicon(lexicon)
    return word in words and is_common(word, words) and not is_offensive(word)
