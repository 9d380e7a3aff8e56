"""One round of play: judge a typed rung (a word? one move? letters in place? still on a shortest way?) and give a hint.

Two ways to play: *strict* (the default), where only a rung on a shortest way
is accepted, so every solved round is at par; and with *detours*, as the daily
game plays, where any word one move on is accepted and the verdict says how
far the end now is (a round may then take more steps than par).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..errors import NoLadderError, UnknownWordError
from ..moves.metrics import DistanceMetric, levenshtein
from ..solve.answer import answer
from ..solve.api import make_ladder
from ..solve.check import NOT_A_WORD, check_ladder
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.normalise import normalise_word
from .spelling import rule_text, written_as, written_in

__all__ = ["Round", "Verdict", "start_round", "judge", "hint", "letter_marks", "VERDICTS", "ACCEPTED"]

VERDICTS = ("solved", "good", "detour", "not_a_word", "not_one_move", "repeated", "off_course")
"""What :func:`judge` can say of a rung: the first three (:data:`ACCEPTED`) accept it, the others refuse it.

``detour`` (a word one move on, but off every shortest way) is said only with
``detours=True``; without, such a rung is ``off_course`` and refused.
"""

ACCEPTED = ("solved", "good", "detour")
"""The verdicts that accept a rung."""

MAX_TAKEN = 100
"""The most rungs a round may have undone (a round ends after 40 on the ladder)."""


@dataclass(frozen=True, slots=True)
class Round:
    """A puzzle in play: from ``start`` to ``end`` in ``steps`` moves (the shortest), ``rungs`` typed so far.

    ``rungs`` are the accepted words after ``start`` (the end not among them
    until the round is solved). ``undone`` lists the rungs taken back, each
    with the place it held (``(index, word)``): they still count as steps
    taken, and the share text shows them crossed out, so undo never flatters
    the score. ``before`` is the round as it was before the last rung.
    """

    start: str
    end: str
    steps: int
    rungs: tuple[str, ...] = ()
    left: int | None = None
    """Moves from the last rung to the end, when a detour made it differ from ``steps - len(rungs)``."""
    undone: tuple[tuple[int, str], ...] = ()
    before: Round | None = None

    @property
    def last(self) -> str:
        """The word the next rung must be one move from."""
        return self.rungs[-1] if self.rungs else self.start

    @property
    def solved(self) -> bool:
        return bool(self.rungs) and self.rungs[-1] == self.end

    @property
    def taken(self) -> int:
        """The steps taken: the rungs on the ladder and those undone."""
        return len(self.rungs) + len(self.undone)

    @property
    def steps_left(self) -> int:
        """Moves left on a shortest way from the last rung to the end."""
        return self.steps - len(self.rungs) if self.left is None else self.left

    def with_rung(self, word: str, left: int | None = None) -> Round:
        """The round after *word*, *left* moves from the end (default: one fewer than now)."""
        after = self.steps_left - 1 if left is None else left
        return Round(self.start, self.end, self.steps, self.rungs + (word,),
                     None if after == self.steps - len(self.rungs) - 1 else after, self.undone, self)

    def undo(self) -> Round:
        """The round with its last rung taken back (counted, in ``undone``); ``ValueError`` when there is none.

        >>> played = Round("cold", "warm", 4).with_rung("cord").with_rung("word")
        >>> back = played.undo()
        >>> back.rungs, back.undone, back.taken, back.steps_left
        (('cord',), ((1, 'word'),), 2, 3)
        """
        if not self.rungs or self.before is None:
            raise ValueError("no rung to undo")
        if self.solved:
            raise ValueError("the round is solved: no rung to undo")
        earlier = self.before
        return Round(earlier.start, earlier.end, earlier.steps, earlier.rungs, earlier.left,
                     self.undone + ((len(self.rungs) - 1, self.rungs[-1]),), earlier.before)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What :func:`judge` says of one rung: its ``kind`` (one of :data:`VERDICTS`), a message, the round after.

    ``marks`` says, for each letter of the word, whether the end word has that
    letter in that place (:func:`letter_marks`).
    """

    word: str
    kind: str
    message: str
    round: Round
    marks: tuple[bool, ...] = ()

    @property
    def accepted(self) -> bool:
        return self.kind in ACCEPTED

    def as_json(self) -> dict[str, Any]:
        return {"word": self.word, "kind": self.kind, "accepted": self.accepted, "message": self.message,
                "rungs": list(self.round.rungs), "steps_left": self.round.steps_left, "solved": self.round.solved,
                "marks": list(self.marks)}


def letter_marks(word: str, end: str) -> tuple[bool, ...]:
    """For each letter of *word*: whether *end* has the same letter in the same place (all False if lengths differ).

    >>> letter_marks("card", "ward")
    (False, True, True, True)
    >>> letter_marks("car", "ward")
    (False, False, False)
    """
    if len(word) != len(end):
        return (False,) * len(word)
    return tuple(a == b for a, b in zip(word, end, strict=True))


def start_round(start: str, end: str, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
                rungs: Sequence[str] = (), detours: bool = False, max_expansions: int | None = None,
                timeout: float | None = None, undone: Sequence[tuple[int, str]] = ()) -> Round:
    """The round from *start* to *end* with *rungs* already typed (each checked: ``ValueError`` if one is wrong).

    With *detours*, rungs off every shortest way are allowed (see :func:`judge`).
    *undone* are the rungs taken back so far, ``(index, word)`` each (see :class:`Round`).

    Raises :class:`~ladders.errors.UnknownWordError` for an end not in the
    word list and :class:`~ladders.errors.NoLadderError` when no ladder joins the ends.
    """
    words = resolve_lexicon(lexicon)
    shortest = make_ladder(start, end, metric, None, lexicon=words, max_expansions=max_expansions, timeout=timeout)
    played = Round(shortest.start, shortest.end, shortest.steps)
    for word in rungs:
        verdict = judge(played, word, metric, lexicon=words, detours=detours, max_expansions=max_expansions,
                        timeout=timeout)
        if not verdict.accepted:
            raise ValueError(f"rung {len(played.rungs) + 1}: {verdict.message}")
        played = verdict.round
    if undone:
        for index, word in undone:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < MAX_TAKEN \
                    or not isinstance(word, str) or not word.isalpha() or len(word) > len(played.end) + 2:
                raise ValueError(f"an undone rung is a place (0 to {MAX_TAKEN - 1}) and a word, not {index!r}:{word!r}")
        if len(undone) > MAX_TAKEN:
            raise ValueError(f"at most {MAX_TAKEN} rungs can be undone")
        played = replace(played, undone=tuple((index, normalise_word(word)) for index, word in undone))
    return played


def judge(played: Round, word: str, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
          detours: bool = False, max_expansions: int | None = None, timeout: float | None = None) -> Verdict:
    """Judge *word* as the next rung of *played*: accepted only if it keeps a shortest way to the end open.

    With *detours*, any word one move on from which the end can still be
    reached is accepted: ``good`` on a shortest way, ``detour`` off it (the
    round's ``steps_left`` is then the new distance to the end).
    A refused rung leaves the round as it was: it costs nothing.

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm", "wold"])
    >>> played = Round("cold", "warm", 4)
    >>> judge(played, "wold", substitution, lexicon=words).kind
    'off_course'
    >>> judge(played, "cord", substitution, lexicon=words).round.rungs
    ('cord',)
    >>> detour = judge(played, "wold", substitution, lexicon=words, detours=True)
    >>> detour.kind, detour.round.steps_left
    ('detour', 5)
    """
    words = resolve_lexicon(lexicon)
    word, say = words.fold(word), words.spelling  # judged as the word list keeps words, said as they are spelt
    if played.solved:
        raise ValueError("the round is solved: no more rungs")
    marks = letter_marks(word, played.end)
    problems = [p for p in check_ladder([played.last, word], metric, lexicon=words).problems if p.index == 1]
    if word in (played.start, *played.rungs):
        return Verdict(word, "repeated", f"{say(word)!r} is already on the ladder", played, marks)
    if any(p.kind == NOT_A_WORD for p in problems):
        return Verdict(word, "not_a_word", f"{say(word)!r} is not in the word list", played, marks)
    if problems:
        return Verdict(word, "not_one_move", _not_one_move(played.last, word, metric, say) + _written(
            played.last, word, words), played, marks)
    if word == played.end:
        after = played.with_rung(word, 0)
        taken = len(after.rungs)
        par = "the shortest" if taken == played.steps else f"par {played.steps}"
        return Verdict(word, "solved", f"solved in {taken} step{'s' * (taken != 1)}, {par}", after, marks)
    limit = None if detours else played.steps_left - 1
    try:
        rest = make_ladder(word, played.end, metric, limit, lexicon=words, max_expansions=max_expansions,
                           timeout=timeout)
    except NoLadderError:
        reason = (f"no ladder goes from {say(word)!r} to {say(played.end)!r}" if detours else
                  f"no shortest way goes through it: {say(played.end)!r} is more than "
                  f"{played.steps_left - 1} step{'s' * (played.steps_left != 2)} from it")
        return Verdict(word, "off_course", f"{say(word)!r} is a word one move on, but {reason}", played, marks)
    after = played.with_rung(word, rest.steps)
    left = rest.steps
    if left >= played.steps_left:
        return Verdict(word, "detour", f"{say(word)!r}: a word, but off the shortest way: {left} "
                                       f"step{'s' * (left != 1)} to go now", after, marks)
    return Verdict(word, "good", f"{say(word)!r}: good, {left} step{'s' * (left != 1)} to go", after, marks)


def _not_one_move(last: str, word: str, metric: DistanceMetric, say: Callable[[str], str] = str) -> str:
    """Why *word* cannot follow *last*, in a player's words: how many letters it changes, and the rule; each
    word as *say* spells it (a word list that folds accents says *fête*, not *fete*).

    >>> from ladders.moves.metrics import substitution
    >>> _not_one_move("tale", "time", substitution)
    "'time' changes 2 letters of 'tale'; change one at a time"
    >>> _not_one_move("tale", "tales", substitution)
    "'tales' is not one move from 'tale': change one letter at a time"
    """
    from .rules import moves_in_words  # the game's words for its moves
    if len(last) == len(word):  # one letter changed is always a move: a refused word of this length changes more
        changed = sum(a != b for a, b in zip(last, word, strict=True))
        return f"{say(word)!r} changes {changed} letters of {say(last)!r}; change one at a time"
    return f"{say(word)!r} is not one move from {say(last)!r}: {moves_in_words(metric.name)}"


def _written(last: str, word: str, lexicon: Lexicon) -> str:
    """How the word list writes *last* and *word*, when either holds a letter it writes as two (German *ä* as
    *ae*): a refusal's last words, since in the spelling shown the step may look like one move."""
    written = written_in((lexicon.spelling(last), lexicon.spelling(word)), written_as(lexicon))
    return f" ({rule_text(written)} here: {last} → {word})" if written else ""


def hint(played: Round, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
         max_expansions: int | None = None, timeout: float | None = None) -> str:
    """The next rung of the commonest shortest way from the last rung to the end (the weakest-rung ladder).

    Among the shortest ways, one made of shown words
    (:func:`~ladders.words.society.is_shown_word`: common, and neither
    offensive, bodily nor a name) is chosen whenever one exists, else one with
    no offensive word whenever one exists; then the one whose rarest word is
    commonest.

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> hint(Round("cold", "warm", 4, ("cord",)), substitution, lexicon=words)
    'card'
    """
    if played.solved:
        raise ValueError("the round is solved: no hint left")
    try:
        found = answer(played.last, played.end, metric, played.steps_left, lexicon=lexicon, shown_words=True,
                       max_expansions=max_expansions, timeout=timeout)
    except UnknownWordError as error:  # a lexicon without the rung: the round was not started from it
        raise ValueError(str(error)) from None
    if found.ladder is None:
        raise ValueError(f"no way from {played.last!r} to {played.end!r} in {played.steps_left} steps: "
                         "the round was not started from this word list")
    return found.ladder.words[1]
