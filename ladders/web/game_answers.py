"""The game's answers: plain functions from checked parameters and a word list to JSON-ready objects (a practice
puzzle, the rules, a round's start, each rung judged, hints, the daily puzzle, the round's end, a friend's challenge).

Every search here is bounded by :data:`~ladders.web.solver_answers.LIMITS`; errors are raised (the app turns them
into JSON and a status, said in a player's words). A word at the round's end is shown as the solver shows it
(:func:`~ladders.web.solver_answers.word_entry`).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlencode

from ..errors import NotOpenYetError, SearchLimitError
from ..moves.metrics import METRICS, DistanceMetric
from ..play import daily
from ..play.challenge import ends_problem, read_code
from ..play.daily import FIRST_DAY, daily_puzzle, not_open_yet, parse_date, puzzle_number
from ..play.hints import next_hint
from ..play.rounds import hint, judge, start_round
from ..play.rules import GAME_METRIC, HARD_HIDES, HARD_MODE, MOVES, as_seen, moves_in_words
from ..play.share import plain_share_text, share_text
from ..solve.answer import answer
from ..solve.rating import rate_pair
from ..solve.shortest import shortest_ladders
from ..study.puzzles import puzzles
from ..words.lexicon import Lexicon
from ..words.normalise import normalise_word
from ..words.society import is_shown_word, language_of
from .solver_answers import LIMITS, word_entry

__all__ = ["TODAY_SLACK", "SHORTEST_SHOWN", "puzzle_answer", "rules_answer", "start_answer", "move_answer",
           "hint_answer", "player_today", "daily_answer", "result_answer", "challenge_answer", "shortest_as_text"]

TODAY_SLACK = 1
"""How many days the player's own date (the page's ``today``) may differ from the server's: time zones."""


def puzzle_answer(steps: int, common: bool, seed: int | str | None, metric: DistanceMetric,
                  lexicon: Lexicon, *, length: int | None = None, rating: str | None = None) -> dict[str, Any]:
    """A puzzle of exactly *steps* steps with its number of solutions (``found: false`` when none was drawn); with
    *length*, of words that long; with *rating*, only one so rated (``ValueError`` for a rating not in
    :data:`~ladders.solve.rating.RATINGS`)."""
    drawn = next(puzzles(lexicon, steps, metric, common=common, seed=seed, max_tries=200, length=length,
                         rating=rating), None)
    if drawn is None:
        if length is None and rating is None:
            return {"found": False, "steps": steps, "message": f"no puzzle of {steps} steps found: try fewer steps"}
        kind = f"{rating} " if rating else ""
        words = f" with {length}-letter words" if length else ""
        return {"found": False, "steps": steps,
                "message": f"no {kind}puzzle of {steps} steps{words} found: try other steps, length or rating"}
    return {"found": True, "metric": metric.name, **drawn.as_json()}


def rules_answer() -> dict[str, Any]:
    """The game's one rule set (:mod:`ladders.play.rules`), in a player's words: the default moves, every kind of
    move by its metric, and what hard mode hides."""
    return {"metric": GAME_METRIC, "moves": dict(MOVES), "hard_mode": HARD_MODE, "hard_hides": list(HARD_HIDES)}


def start_answer(start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """Play: a round from *start* to *end*, checked: its ends as the word list writes them, par (``steps``), and
    its moves in words."""
    played = start_round(start, end, metric, lexicon=lexicon, **LIMITS)
    return {"start": played.start, "end": played.end, "steps": played.steps, "metric": metric.name,
            "moves": moves_in_words(metric.name)}


def move_answer(start: str, end: str, rungs: Sequence[str], word: str, metric: DistanceMetric,
                lexicon: Lexicon, *, detours: bool = False, hard: bool = False) -> dict[str, Any]:
    """Play: judge *word* as the rung after *rungs* on the way from *start* to *end* (with its letter marks).

    With *detours* (the daily game), a rung off every shortest way is accepted as a ``detour``. With *hard*,
    the verdict leaves out what hard mode hides (:func:`ladders.play.rules.as_seen`).
    """
    played = start_round(start, end, metric, lexicon=lexicon, rungs=rungs, detours=detours, **LIMITS)
    verdict = judge(played, word, metric, lexicon=lexicon, detours=detours, **LIMITS)
    return {"start": played.start, "end": played.end, "steps": played.steps, **as_seen(verdict.as_json(), hard=hard)}


def hint_answer(start: str, end: str, rungs: Sequence[str], metric: DistanceMetric,
                lexicon: Lexicon, level: int | None = None, *, hard: bool = False) -> dict[str, Any]:
    """Play: the next rung on the commonest shortest way from the last of *rungs* to *end*.

    Without *level*, ``hint`` is the rung itself; with a level (1, 2 or 3), it
    is that much of it (:meth:`~ladders.play.hints.Hint.as_json`). With *hard*, ``steps_left`` is left out.
    """
    played = start_round(start, end, metric, lexicon=lexicon, rungs=rungs, detours=True, **LIMITS)
    answer: dict[str, Any] = {"start": played.start, "end": played.end, "steps": played.steps,
                              "rungs": list(played.rungs), "steps_left": played.steps_left}
    if hard:
        answer = {name: value for name, value in answer.items() if name not in HARD_HIDES}
    if level is None:
        return {**answer, "hint": hint(played, metric, lexicon=lexicon, **LIMITS)}
    return {**answer, "hint": next_hint(played, level, metric, lexicon=lexicon, **LIMITS).as_json()}


def player_today(given: datetime.date | None) -> datetime.date:
    """The player's today: *given* (the page's own local date), which must lie within :data:`TODAY_SLACK` days
    of the server's :func:`ladders.play.daily.today`; the server's own date when None."""
    server = daily.today()
    if given is None:
        return server
    if abs((given - server).days) > TODAY_SLACK:
        raise ValueError(f"today must be your own date, within {TODAY_SLACK} day of the server's "
                         f"({server.isoformat()}), not {given.isoformat()}")
    return given


def _open(date: datetime.date, now: datetime.date) -> None:
    """Refuse the daily puzzle of *date* when its day has not begun for the player (*now*: their today)."""
    reason = not_open_yet(date, now)
    if reason is not None:
        raise NotOpenYetError(reason, number=puzzle_number(date), date=date.isoformat())


def daily_answer(date: str | None, today: datetime.date | None = None) -> dict[str, Any]:
    """The daily puzzle of *date* (``YYYY-MM-DD``; None: the player's today), refused before its day has begun for
    the player.

    *today* is the player's own date (:func:`player_today`; None: the server's). ``ValueError`` for a date
    badly written or outside the schedule; :class:`~ladders.errors.NotOpenYetError` for one after *today*.
    """
    asked = None if date is None else parse_date(date)
    now = player_today(today)
    puzzle = daily_puzzle(now if asked is None else asked)
    _open(puzzle.date, now)
    return puzzle.as_json()


def result_answer(start: str, end: str, rungs: Sequence[str], hints: int, metric: DistanceMetric, lexicon: Lexicon,
                  *, number: int | None = None, gave_up: bool = False, today: datetime.date | None = None,
                  undone: Sequence[tuple[int, str]] = ()) -> dict[str, Any]:
    """The end of a round: steps against par, the share text, the words used with their definitions, the picture,
    and the first shortest ladder (``shortest``: the commonest, of shown words, as the picture masks the rest).

    *number* names a daily puzzle (its ends must be these; refused, as by :func:`daily_answer`, before its day
    has begun for the player, *today*); *undone* are the rungs taken back (``(index, word)``), counted as
    steps and crossed out in the share text. ``ValueError`` when the round is neither solved nor given up.
    """
    if number is not None:
        puzzle = daily_puzzle(FIRST_DAY + datetime.timedelta(days=number - 1))
        _open(puzzle.date, player_today(today))
        if (puzzle.start, puzzle.end) != (normalise_word(start), normalise_word(end)) or puzzle.metric != metric.name:
            raise ValueError(f"daily puzzle #{number} is {puzzle.start} -> {puzzle.end} ({puzzle.metric}), "
                             "not this round")
    played = start_round(start, end, metric, lexicon=lexicon, rungs=rungs, detours=True, undone=undone, **LIMITS)
    if not (played.solved or gave_up):
        raise ValueError(f"the round is not over: the last rung is not {played.end!r} (say gave_up=1 to give up)")
    used = [played.start, *played.rungs] + ([] if played.solved else [played.end])
    solution = answer(played.start, played.end, metric, None, lexicon=lexicon, shown_words=True, **LIMITS)
    picture = "/api/draw?" + urlencode({"start": played.start, "end": played.end, "metric": metric.name, "mask": 1})
    share = share_text(played.rungs, played.end, played.steps, hints, number=number, solved=played.solved,
                       undone=played.undone)
    plain = plain_share_text(played.rungs, played.end, played.steps, hints, number=number, solved=played.solved,
                             undone=played.undone)
    first = () if solution.ladder is None else solution.ladder.words
    return {"start": played.start, "end": played.end, "metric": metric.name, "number": number,
            "steps": played.taken, "par": played.steps, "solved": played.solved, "hints": hints,
            "undone": [list(taken) for taken in played.undone], "share": share, "share_plain": plain,
            "challengeable": number is not None or all(is_shown_word(word, lexicon, end=True)
                                                       for word in (played.start, played.end)),
            "words": [word_entry(word, lexicon) for word in used], "shortest_count": solution.shortest_count,
            "shortest": list(first), "shortest_ladders": shortest_as_text(played.start, played.end, first, metric,
                                                                          lexicon),
            "picture": picture, "rating": _rating(played.start, played.end, metric, lexicon)}


def challenge_answer(code: str, lexicon: Lexicon, today: datetime.date | None = None) -> dict[str, Any]:
    """A friend's challenge (:func:`~ladders.play.challenge.read_code`), to be played on *lexicon*, which must be its
    language's: the puzzle (its ends as *lexicon* keeps them, par in ``steps``, the moves in words; a daily puzzle's
    number, date and rating too) and the challenge itself. ``ValueError`` for a code refused, or ends a puzzle may not
    show (:func:`~ladders.play.challenge.ends_problem`); :class:`~ladders.errors.NotOpenYetError` for a daily puzzle
    whose day has not begun for the player (*today*, as :func:`player_today` takes it)."""
    sent = read_code(code)
    if sent.language != language_of(lexicon):
        raise ValueError(f"this challenge is in another language ({sent.language}): ask with lang={sent.language}")
    problem = ends_problem(sent, lexicon)
    if problem is not None:
        raise ValueError(f"this challenge cannot be played: {problem}")
    found: dict[str, Any] = {}
    if sent.day is not None:
        puzzle = daily_puzzle(FIRST_DAY + datetime.timedelta(days=sent.day - 1))
        _open(puzzle.date, player_today(today))
        found = puzzle.as_json()
    started = start_answer(sent.start, sent.end, METRICS[sent.metric], lexicon)
    return {**found, **started, "challenge": sent.as_json()}


def _rating(start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """The pair's rating and its figures (:func:`~ladders.solve.rating.rate_pair`), without the rarest word, which
    a puzzle may not show."""
    figures = rate_pair(start, end, metric, lexicon=lexicon, **LIMITS).as_json()
    return {name: figures[name] for name in ("rating", "score", "par", "solutions", "moves", "good_moves", "traps",
                                             "detour")}


SHORTEST_SHOWN = 20
"""The round's end lists at most this many shortest ladders as text (``shortest_count`` says how many there are)."""


def shortest_as_text(start: str, end: str, first: Sequence[str], metric: DistanceMetric,
                     lexicon: Lexicon) -> list[list[str]]:
    """Up to :data:`SHORTEST_SHOWN` shortest ladders from *start* to *end*: *first* (the commonest), then the
    others in alphabetical order (``ladders.solve``'s every-shortest stream). A word a puzzle may not show is
    masked as the picture masks it (a bullet per letter), the round's own ends never."""
    if not first:
        return []
    def shown(word: str) -> str:
        visible = word in (start, end) or is_shown_word(word, lexicon, common=False)
        return word if visible else "\u2022" * len(word)
    found = [tuple(first)]
    try:
        for ladder in shortest_ladders(start, end, metric, lexicon=lexicon, **LIMITS):
            if len(found) == SHORTEST_SHOWN:
                break
            if ladder.words != found[0]:
                found.append(ladder.words)
    except SearchLimitError:  # the ones found in time: the count and the picture say the rest
        pass
    return [[shown(word) for word in words] for words in found]
