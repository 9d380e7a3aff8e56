"""A round being played in the terminal (:class:`Game`) and how each kind begins: the daily puzzle's (resumed when
one was left, its records read first), a practice one, or a friend's challenge.

"Today" is the player's local date (:func:`ladders.play.daily.today`); a day
that has not begun is refused (:func:`~ladders.cli.game.days.open_day`), and a
past day is the archive. A daily round is kept in the records database as it
is played (:meth:`Game.keep`); a practice or challenge round never is.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field

from ...errors import LadderError
from ...moves.metrics import METRICS
from ...play.challenge import Challenge, ends_problem, read_code
from ...play.daily import FIRST_DAY, METRIC, daily_puzzle
from ...play.rounds import Round, start_round
from ...play.rules import player_reason
from ...words.embedded import default_lexicon
from ...words.languages import lexicon_for
from ...words.lexicon import Lexicon
from ..options import UsageError
from ..output import complain
from .days import open_day
from .messages import plural
from .records_io import Keeper
from .state import SavedRound, StateError, state_folder
from .store import peek

__all__ = ["Game", "daily_game", "practice_game", "challenge_game", "begin_round"]


@dataclass
class Game:
    """A round being played: the daily puzzle's (*number*, *date*; *keeper* saves it) or a practice one (in the
    language of *lexicon*)."""

    played: Round
    lexicon: Lexicon
    hard: bool = False
    number: int | None = None
    date: datetime.date | None = None
    today: datetime.date | None = None
    keeper: Keeper | None = None
    hints: int = 0
    level: int = 0
    records_unreadable: bool = False
    solved_on_day: bool | None = None
    """Whether a round kept solved (and recorded only now) was played on its own day; None for any other round."""
    notices: list[str] = field(default_factory=list)
    """Lines shown after the opening line: a round resumed, a day finished before."""
    metric: str = METRIC
    """The moves (a challenge may name any kind; every other round changes one letter at a time)."""
    challenge: Challenge | None = None
    """The friend's challenge this round plays (never kept nor recorded)."""
    sender: str | None = None
    """The player's first name, for the challenge code the end prints (``--name``)."""

    @property
    def on_day(self) -> bool:
        """Played on its own day (else from the archive)."""
        if self.solved_on_day is not None:
            return self.solved_on_day
        return self.date is not None and self.date == self.today

    @property
    def resume_command(self) -> str:
        return "ladders play" if self.on_day else f"ladders play --date {self.date}"

    @property
    def touched(self) -> bool:
        """Something was played: a rung, one taken back, or a hint."""
        return bool(self.played.rungs or self.played.undone or self.hints)

    def keep(self) -> None:
        """Save the daily round in progress (a practice round is never kept)."""
        if self.keeper is None or self.number is None or self.date is None:
            return
        saved = SavedRound(self.number, self.date, self.played.start, self.played.end, self.played.rungs,
                           self.played.undone, self.hints, self.level, self.on_day)
        if self.keeper.save(lambda store: store.keep_round(saved), "this round is not saved"):
            self.keeper.round_kept = True


def daily_game(given: datetime.date | None, hard: bool) -> Game:
    """The daily puzzle of *given* (default today): the round left of it resumed, the records read first."""
    date, now = open_day(given)
    puzzle = daily_puzzle(date)
    game = Game(begin_round(puzzle.start, puzzle.end, default_lexicon()), default_lexicon(), hard, puzzle.number,
                puzzle.date, now, Keeper(state_folder()))
    _resume(game)
    _read_records_first(game)
    return game


def practice_game(steps: int, hard: bool, lexicon: Lexicon) -> Game:
    """A practice round of *steps* steps between common words of *lexicon* that a puzzle may show."""
    from ...study.puzzles import puzzles  # the graph extra: only practice needs it
    drawn = next(puzzles(lexicon, steps, METRICS[METRIC], common=True, max_tries=200), None)
    if drawn is None:
        raise ValueError(f"no practice puzzle of {steps} steps found: try fewer steps")
    return Game(begin_round(drawn.start, drawn.end, lexicon), lexicon, hard)


def challenge_game(given: str, hard: bool) -> Game:
    """A friend's challenge (its code, or a link holding one): its pair, or its daily puzzle as that day's archive
    round (a day not begun is refused, as ``--date`` refuses it); never kept nor recorded."""
    try:
        sent = read_code(_code_in(given))
    except ValueError as error:
        raise UsageError(f"that challenge code was refused: {error}") from None
    lexicon = lexicon_for(sent.language)
    problem = ends_problem(sent, lexicon)
    if problem is not None:
        raise UsageError(f"this challenge cannot be played: {problem}")
    if sent.day is None:
        played = begin_round(sent.start, sent.end, lexicon, metric=sent.metric)
        return Game(played, lexicon, hard, metric=sent.metric, challenge=sent)
    date, now = open_day(FIRST_DAY + datetime.timedelta(days=sent.day - 1))
    puzzle = daily_puzzle(date)
    return Game(begin_round(puzzle.start, puzzle.end, default_lexicon()), default_lexicon(), hard, puzzle.number,
                puzzle.date, now, challenge=sent)


def begin_round(start: str, end: str, lexicon: Lexicon, rungs: tuple[str, ...] = (),
                undone: tuple[tuple[int, str], ...] = (), *, metric: str = METRIC) -> Round:
    """The round from *start* to *end* in *lexicon* (with *rungs* played and *undone* taken back); a solver's
    error in a player's words (``ValueError``)."""
    try:
        return start_round(start, end, METRICS[metric], lexicon=lexicon, rungs=rungs, detours=True, undone=undone)
    except LadderError as error:
        raise ValueError(player_reason(error)) from None


def _code_in(given: str) -> str:
    """The challenge code *given* holds: itself, or a link's ``challenge`` parameter (a link pasted whole)."""
    if "challenge=" not in given:
        return given
    from urllib.parse import parse_qs, urlsplit  # only a link needs them
    found = parse_qs(urlsplit(given.strip()).query).get("challenge")
    return found[0] if found else given


def _resume(game: Game) -> None:
    """Resume the round of this puzzle left in the state folder, if there is one."""
    assert game.keeper is not None
    try:
        _, saved, notes = peek(game.keeper.folder)
    except (OSError, StateError) as error:
        complain(str(error))
        return
    for note in notes:
        complain(note)
    if saved is None:
        return
    played = game.played
    if (saved.number, saved.start, saved.end) != (game.number, played.start, played.end):
        game.notices.append(f"your round of #{saved.number} is unfinished (`ladders play --date {saved.date}` "
                            "resumes it); playing this one takes its place")
        return
    try:
        game.played = begin_round(saved.start, saved.end, game.lexicon, saved.rungs, saved.undone)
    except ValueError as error:
        complain(f"your round of #{saved.number} in progress cannot be resumed ({error}); starting afresh")
        return
    game.hints, game.level, game.keeper.round_kept = saved.hints, saved.level, True
    if game.played.solved:  # a finish is recorded as it was played: on its own day, or from the archive
        game.solved_on_day = saved.on_day
    extras = [f"{len(saved.undone)} taken back"] * bool(saved.undone) + [plural(saved.hints, "hint")] * bool(
        saved.hints)
    game.notices.append("resuming: " + " → ".join([saved.start, *saved.rungs])
                        + (f" ({', '.join(extras)})" if extras else ""))


def _read_records_first(game: Game) -> None:
    """Read the records before the round: report a damaged file now, and say when this day was finished before."""
    assert game.keeper is not None and game.number is not None
    try:
        records, _, _ = peek(game.keeper.folder)
    except (OSError, StateError) as error:
        complain(f"{error}; this round will not be recorded")
        game.records_unreadable = True
        return
    if game.number in records:
        game.notices.append(f"you finished #{game.number} before: your first finish counts, this round is for fun")
