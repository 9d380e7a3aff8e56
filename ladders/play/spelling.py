"""What one letter is, in the spelling a player sees: the letters a word list writes as two, and the steps that look
like more than one move.

A word list that folds accents keeps each word as the language's crosswords write it (:mod:`ladders.words.accents`):
German *ä* as *ae*, *ö* as *oe*, *ü* as *ue* and *ß* as *ss*; French lets its accents go. A move changes one
letter of that spelling, so *Schlange → Schläge* is one move (``schlange → schlaege``: *n* changed to *e*), though
in the spelling shown it looks like two. These functions find such steps and say them in a player's words, and say
which letters are written as two; the CLI prints what they say, the page shows it and draws one tile a letter of the
word list's spelling (*Fuß* on four tiles, F U S S).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..moves.distances import damerau_distance, hamming_distance, levenshtein_distance
from ..moves.edits import describe_change
from ..words.accents import FOLDS
from ..words.lexicon import Lexicon

__all__ = ["written_as", "written_in", "rule_text", "game_rule", "unlike_steps", "step_text", "spelling_note"]

_ONE_MOVE = {"substitution": hamming_distance, "levenshtein": levenshtein_distance, "damerau": damerau_distance}
"""The moves whose one step a player can count in letters, by metric (a sound is no letter)."""


def written_as(lexicon: Lexicon) -> dict[str, str]:
    """Each letter *lexicon* writes as two (its accents folded), and the two, in its language's order; ``{}`` when
    it writes none so (it keeps accents, or its language folds none into two letters).

    >>> from ladders.words.accents import fold_table
    >>> german = Lexicon.of_folded(["fuss"], fold_table=fold_table("de"), language="de",
    ...                            variants={"fuss": ("Fuß",)})
    >>> written_as(german)
    {'ä': 'ae', 'ö': 'oe', 'ü': 'ue', 'ß': 'ss'}
    """
    if lexicon.accents != "fold":
        return {}
    letters = FOLDS.get(lexicon.language or "en", FOLDS["en"])
    return {letter: two for letter in letters if len(two := lexicon.fold(letter)) > 1}


def written_in(words: Iterable[str], written: Mapping[str, str]) -> dict[str, str]:
    """The letters of *written* that *words* hold (in any case), in *written*'s order.

    >>> written_in(["Fuß", "muss"], {"ä": "ae", "ß": "ss"})
    {'ß': 'ss'}
    """
    seen = set("".join(words).lower())
    return {letter: two for letter, two in written.items() if letter in seen}


def rule_text(written: Mapping[str, str]) -> str:
    """*written* in a player's words (``""`` for none).

    >>> rule_text({"ß": "ss"}), rule_text({"ä": "ae", "ö": "oe", "ß": "ss"})
    ('ß is written ss', 'ä is written ae, ö oe and ß ss')
    """
    pairs = [f"{letter} {two}" for letter, two in written.items()]
    if not pairs:
        return ""
    pairs[0] = pairs[0].replace(" ", " is written ", 1)
    return pairs[0] if len(pairs) == 1 else f"{', '.join(pairs[:-1])} and {pairs[-1]}"


def game_rule(lexicon: Lexicon) -> str:
    """The game's rule for the letters *lexicon* writes as two, said once as a round starts (``""`` for none).

    >>> from ladders.words.accents import fold_table
    >>> game_rule(Lexicon.of_folded(["fuss"], fold_table=fold_table("de"), language="de",
    ...                            variants={"fuss": ("Fuß",)}))
    'In this game ä is written ae, ö oe, ü ue and ß ss, as in crosswords: two letters each.'
    """
    written = written_as(lexicon)
    return f"In this game {rule_text(written)}, as in crosswords: two letters each." if written else ""


def unlike_steps(shown: Sequence[str], words: Sequence[str], metric: str) -> list[int]:
    """The steps (0-based: step *i* joins rungs *i* and *i* + 1) that are one move of *metric* between *words* as the
    word list keeps them but not between their *shown* spellings (in any case). None for a move that is no letter.

    >>> unlike_steps(["Schlange", "Schläge", "Schlage"], ["schlange", "schlaege", "schlage"], "levenshtein")
    [0]
    >>> unlike_steps(["Haus", "Maus"], ["haus", "maus"], "substitution")
    []
    """
    distance = _ONE_MOVE.get(metric)
    if distance is None or len(shown) != len(words):
        return []
    seen = [word.lower() for word in shown]
    return [i for i in range(len(words) - 1)
            if distance(words[i], words[i + 1]) == 1 and distance(seen[i], seen[i + 1]) != 1]


def step_text(shown: tuple[str, str], words: tuple[str, str]) -> str:
    """One step said in both spellings, and the letter its move changes in the word list's.

    >>> step_text(("Schlange", "Schläge"), ("schlange", "schlaege"))
    'Schlange → Schläge is schlange → schlaege, n changed to e'
    >>> step_text(("Fuß", "Fuss"), ("fuss", "fus"))
    'Fuß → Fuss is fuss → fus, s removed'
    """
    before, after = words
    action, place, letter = describe_change(before, after)
    change = {"change": f"{before[place - 1:place]} changed to {letter}", "add": f"{letter} added",
              "remove": f"{letter} removed", "swap": f"{before[place - 1:place + 1]} swapped"}[action]
    return f"{shown[0]} → {shown[1]} is {before} → {after}, {change}"


def spelling_note(ladders: Iterable[tuple[Sequence[str], Sequence[str]]], metric: str, lexicon: Lexicon) -> str:
    """What a player reading *ladders* (each its shown spellings and its words as *lexicon* keeps them) is told
    about their spelling, once: which letters are written as two, and each step that looks like more than one
    move, in the word list's spelling; ``""`` when nothing needs saying.

    >>> from ladders.words.accents import fold_table
    >>> german = Lexicon.of_folded(["schlange", "schlaege"], fold_table=fold_table("de"), language="de",
    ...                            variants={"schlange": ("Schlange",), "schlaege": ("Schläge",)})
    >>> spelling_note([(("Schlange", "Schläge"), ("schlange", "schlaege"))], "substitution", german)
    '(ä is written ae in these ladders: Schlange → Schläge is schlange → schlaege, n changed to e)'
    """
    if lexicon.accents != "fold":
        return ""
    chosen = [(tuple(shown), tuple(words)) for shown, words in ladders]
    written = written_as(lexicon)
    present = written_in((word for shown, _ in chosen for word in shown), written)
    steps: dict[str, bool] = {}  # each step's text, and whether a letter written as two explains it
    for shown, words in chosen:
        for i in unlike_steps(shown, words, metric):
            if lexicon.fold(shown[i]) != words[i] or lexicon.fold(shown[i + 1]) != words[i + 1]:
                continue  # a word masked (ch••r) is never spelled out
            pair = (shown[i], shown[i + 1])
            steps[step_text(pair, (words[i], words[i + 1]))] = bool(written_in(pair, written))
    said = [f"{rule_text(present)} in these ladders"] if present else []
    if not all(steps.values()):
        said.append("other accents do not count" if said else "accents do not count in these ladders")
    if not said:
        return ""
    return f"({' and '.join(said)}{': ' + '; '.join(steps) if steps else ''})"
