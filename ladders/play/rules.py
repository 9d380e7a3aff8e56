"""The game's one rule set, in a player's words: the moves, hard mode, and what a refusal says.

The daily game, practice and the main page's Play all play by these rules,
in the page and in the terminal alike. The solver commands keep their
precise wording (a metric's name, the word graph's groups); a player reads
these instead.
"""

from __future__ import annotations

from typing import Any

from ..errors import LadderError, NoLadderError, SearchLimitError, UnknownWordError

__all__ = ["GAME_METRIC", "MOVES", "HARD_MODE", "HARD_HIDES", "as_seen", "player_reason", "moves_in_words"]

GAME_METRIC = "substitution"
"""The game's moves: change one letter at a time (Lewis Carroll's rule). Other moves are offered by name."""

MOVES = {
    "substitution": "change one letter at a time",
    "levenshtein": "change, add or remove one letter at a time",
    "damerau": "change, add or remove one letter, or swap two letters side by side, at a time",
}
"""Each kind of move as a player reads it, by the metric that makes it."""

HARD_MODE = "Hard mode hides how many moves are left and whether a word is on a shortest way."
"""What hard mode does, said once for the page and the terminal."""

HARD_HIDES = ("steps_left", "on_shortest_way")
"""The fields of a judged rung (:func:`as_seen`) that hard mode leaves out."""


def moves_in_words(metric: str) -> str:
    """The moves of *metric* as a player reads them.

    >>> moves_in_words("substitution")
    'change one letter at a time'
    """
    return MOVES.get(metric, f"one {metric} move at a time")


def as_seen(verdict: dict[str, Any], *, hard: bool = False) -> dict[str, Any]:
    """A judged rung's JSON (``Verdict.as_json()``) as the player sees it: in hard mode, without
    what :data:`HARD_HIDES` names (``kind`` and ``message`` then say only whether the rung was accepted or
    solved it).

    >>> seen = as_seen({"word": "cord", "kind": "detour", "accepted": True, "steps_left": 5}, hard=True)
    >>> seen["kind"], "steps_left" in seen
    ('accepted', False)
    """
    seen = dict(verdict, on_shortest_way=verdict.get("kind") in ("good", "solved"))
    if not hard:
        return seen
    for name in HARD_HIDES:
        seen.pop(name, None)
    if seen.get("kind") in ("good", "detour"):
        seen["kind"] = "accepted"
        seen["message"] = f"{seen.get('word', '')!r}: accepted"  # the judge's message counts the steps left
    return seen


def player_reason(error: LadderError) -> str:
    """What a player reads for a solver error: no program words (metrics, groups, expansions).

    >>> player_reason(NoLadderError("tide", "cake", "they lie in different groups (29,067 and 2 words)"))
    'no ladder joins tide and cake'
    """
    if isinstance(error, UnknownWordError):
        guesses = list(error.suggestions)[:3]
        return f"{error.word!r} is not in the word list" + (f" (did you mean {', '.join(guesses)}?)" if guesses else "")
    if isinstance(error, NoLadderError):
        return f"no ladder joins {error.start} and {error.end}"
    if isinstance(error, SearchLimitError):
        return "that took too long to work out: try another word"
    return str(error)
