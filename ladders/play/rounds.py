"""One round of play: judge a typed rung (a word? one move? still on a shortest way?) and give a hint."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import NoLadderError, UnknownWordError
from ..moves.metrics import DistanceMetric, levenshtein
from ..solve.api import make_ladder
from ..solve.check import NOT_A_WORD, check_ladder
from ..solve.costs import weakest_rung
from ..words.embedded import LexiconLike, resolve_lexicon

__all__ = ["Round", "Verdict", "start_round", "judge", "hint", "VERDICTS"]

VERDICTS = ("solved", "good", "not_a_word", "not_one_move", "repeated", "off_course")
"""What :func:`judge` can say of a rung: the first two accept it, the others refuse it."""


@dataclass(frozen=True, slots=True)
class Round:
    """A puzzle in play: from ``start`` to ``end`` in ``steps`` moves (the shortest), ``rungs`` typed so far.

    ``rungs`` are the accepted words after ``start`` (the end not among them
    until the round is solved).
    """

    start: str
    end: str
    steps: int
    rungs: tuple[str, ...] = ()

    @property
    def last(self) -> str:
        """The word the next rung must be one move from."""
        return self.rungs[-1] if self.rungs else self.start

    @property
    def solved(self) -> bool:
        return bool(self.rungs) and self.rungs[-1] == self.end

    @property
    def steps_left(self) -> int:
        """Moves left on a shortest way from the last rung to the end."""
        return self.steps - len(self.rungs)

    def with_rung(self, word: str) -> Round:
        return Round(self.start, self.end, self.steps, self.rungs + (word,))


@dataclass(frozen=True, slots=True)
class Verdict:
    """What :func:`judge` says of one rung: its ``kind`` (one of :data:`VERDICTS`), a message, the round after."""

    word: str
    kind: str
    message: str
    round: Round

    @property
    def accepted(self) -> bool:
        return self.kind in ("solved", "good")

    def as_json(self) -> dict[str, Any]:
        return {"word": self.word, "kind": self.kind, "accepted": self.accepted, "message": self.message,
                "rungs": list(self.round.rungs), "steps_left": self.round.steps_left, "solved": self.round.solved}


def start_round(start: str, end: str, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
                rungs: Sequence[str] = (), max_expansions: int | None = None,
                timeout: float | None = None) -> Round:
    """The round from *start* to *end* with *rungs* already typed (each checked: ``ValueError`` if one is wrong).

    Raises :class:`~ladders.errors.UnknownWordError` for an end not in the
    word list and :class:`~ladders.errors.NoLadderError` when no ladder joins the ends.
    """
    words = resolve_lexicon(lexicon)
    shortest = make_ladder(start, end, metric, None, lexicon=words, max_expansions=max_expansions, timeout=timeout)
    played = Round(shortest.start, shortest.end, shortest.steps)
    for word in rungs:
        verdict = judge(played, word, metric, lexicon=words, max_expansions=max_expansions, timeout=timeout)
        if not verdict.accepted:
            raise ValueError(f"rung {len(played.rungs) + 1}: {verdict.message}")
        played = verdict.round
    return played


def judge(played: Round, word: str, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
          max_expansions: int | None = None, timeout: float | None = None) -> Verdict:
    """Judge *word* as the next rung of *played*: accepted only if it keeps a shortest way to the end open.

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm", "wold"])
    >>> played = Round("cold", "warm", 4)
    >>> judge(played, "wold", substitution, lexicon=words).kind
    'off_course'
    >>> judge(played, "cord", substitution, lexicon=words).round.rungs
    ('cord',)
    """
    words = resolve_lexicon(lexicon)
    word = word.strip().lower()
    if played.solved:
        raise ValueError("the round is solved: no more rungs")
    problems = [p for p in check_ladder([played.last, word], metric, lexicon=words).problems if p.index == 1]
    if word in (played.start, *played.rungs):
        return Verdict(word, "repeated", f"{word!r} is already on the ladder", played)
    if any(p.kind == NOT_A_WORD for p in problems):
        return Verdict(word, "not_a_word", f"{word!r} is not in the word list", played)
    if problems:
        return Verdict(word, "not_one_move", f"{played.last!r} -> {word!r} is not one {metric.name} move", played)
    after = played.with_rung(word)
    if word == played.end:
        return Verdict(word, "solved", f"solved in {len(after.rungs)} steps, the shortest", after)
    try:
        make_ladder(word, played.end, metric, after.steps_left, lexicon=words, max_expansions=max_expansions,
                    timeout=timeout)
    except NoLadderError:
        return Verdict(word, "off_course", f"{word!r} is a word one move on, but no shortest way goes through it: "
                                           f"{played.end!r} is more than {after.steps_left} steps from it", played)
    left = after.steps_left
    return Verdict(word, "good", f"{word!r}: good, {left} step{'s' * (left != 1)} to go", after)


def hint(played: Round, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
         max_expansions: int | None = None, timeout: float | None = None) -> str:
    """The next rung of the commonest shortest way from the last rung to the end (the weakest-rung ladder).

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> hint(Round("cold", "warm", 4, ("cord",)), substitution, lexicon=words)
    'card'
    """
    if played.solved:
        raise ValueError("the round is solved: no hint left")
    try:
        rest = make_ladder(played.last, played.end, metric, played.steps_left, lexicon=lexicon, cost=weakest_rung,
                           max_expansions=max_expansions, timeout=timeout)
    except UnknownWordError as error:  # a lexicon without the rung: the round was not started from it
        raise ValueError(str(error)) from None
    return rest.words[1]
