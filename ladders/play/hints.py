"""Progressive hints: which place changes, then the letter too, then the whole next rung.

The rung is :func:`~ladders.play.rounds.hint`'s: the next word of the
commonest shortest way from where the player stands, a shown word whenever a
shortest way of shown words exists. A level reveals that much of it and no more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..moves.edits import describe_change
from ..moves.metrics import DistanceMetric, levenshtein
from ..words.embedded import LexiconLike, resolve_lexicon
from .rounds import Round, hint
from .spelling import written_as, written_in

__all__ = ["Hint", "HINT_LEVELS", "next_hint", "describe_change"]

HINT_LEVELS = (1, 2, 3)
"""1: which place changes; 2: the letter too; 3: the whole rung."""


@dataclass(frozen=True, slots=True)
class Hint:
    """A hint at *level*: the place that changes (1-based), the letter (level 2 on), the rung (level 3); a message.

    Fields a level does not reveal are None.
    """

    level: int
    position: int | None
    letter: str | None
    word: str | None
    message: str

    def as_json(self) -> dict[str, Any]:
        return {"level": self.level, "position": self.position, "letter": self.letter, "word": self.word,
                "message": self.message}


def next_hint(played: Round, level: int = 1, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
              max_expansions: int | None = None, timeout: float | None = None) -> Hint:
    """The hint at *level* (see :data:`HINT_LEVELS`) for the rung after *played*'s last.

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> played = Round("cold", "warm", 4, ("cord",))
    >>> [next_hint(played, level, substitution, lexicon=words).message for level in (1, 2, 3)]
    ['change letter 2', "change letter 2 to 'a'", "the next rung is 'card'"]

    Raises ``ValueError`` for a level not in :data:`HINT_LEVELS` and for a solved round.
    """
    if type(level) is not int or level not in HINT_LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    rung = hint(played, metric, lexicon=lexicon, max_expansions=max_expansions, timeout=timeout)
    action, position, letter = describe_change(played.last, rung)
    words = resolve_lexicon(lexicon)
    if level == 3:
        return Hint(3, position, letter, rung, f"the next rung is {words.spelling(rung)!r}")
    # places count the word list's letters: said in its spelling where that differs (Schläge's 6th is schlaege's)
    of = f" of {played.last}" if written_in((words.spelling(played.last),), written_as(words)) else ""
    if level == 2:
        detail = {"change": f" to {letter!r}", "add": f": {letter!r}", "remove": f" ({letter!r})",
                  "swap": f" ({letter!r} first)"}[action]
        return Hint(2, position, letter, None, f"{_verb(action, position, of)}{detail}")
    return Hint(1, position, None, None, _verb(action, position, of))


def _verb(action: str, position: int, of: str = "") -> str:
    return {"change": f"change letter {position}{of}", "add": f"add a letter at place {position}{of}",
            "remove": f"remove letter {position}{of}",
            "swap": f"swap letters {position} and {position + 1}{of}"}[action]
