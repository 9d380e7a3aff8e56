"""``ladders daily`` and ``ladders play``: the daily puzzle, and a round of it (or a practice one) in the terminal.

"Today" is the player's local date (:func:`ladders.play.daily.today`); a day
that has not begun is refused, and a past day is the archive (kept, never
counted in the streak or the statistics).

``play`` prompts on a terminal, with line editing and a history when Python
has ``readline``; otherwise it reads one rung per line, so a script can play.
``?`` asks for a hint (the place, then the letter, then the rung), ``<`` takes
back the last rung (it still counts as a step), ``!`` gives up (after asking,
on a terminal). The end of input spoils nothing: it keeps the daily round in
the records database (:mod:`ladders.cli.game.store`) and the next
``ladders play`` resumes it; a round kept solved (the process stopped before
recording it) is recorded as solved by the next ``ladders play``. A finished
daily round is recorded by the record rules (:mod:`ladders.play.records`), the
day added and the round forgotten in one transaction: ``--stats`` shows them,
``--export`` and ``--import`` move them, and any number of ``ladders play`` at
once keep every day. Each rung is checked at once: a refused one costs
nothing. Letters in the end word's place are shown by a symbol and in words.
``--hard`` hides what :data:`~ladders.play.rules.HARD_MODE` says.
``--steps N --language CODE`` practises in another language
(:mod:`ladders.words.languages`: its common words that are not offensive
there nor in English); the daily puzzle is English.

Every finished round ends with its share text twice, in squares and in words
(one line a screen reader reads), and a challenge code
(:mod:`ladders.play.challenge`) that sends the puzzle and the result to a
friend (``--name`` puts a first name in it). ``--challenge CODE`` plays a
friend's code (or link): the pair unsolved, or its daily puzzle as that day's
archive round, never kept nor recorded, and the end compares both results.
"""

from __future__ import annotations

import argparse
import datetime
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from types import TracebackType
from typing import Any

from ..bounded import LongLineError, read_lines
from ..errors import LadderError, NotOpenYetError
from ..moves.metrics import METRICS
from ..play import daily
from ..play.challenge import (MAX_NAME, Challenge, check_name, comparison, ends_problem, invitation, make_code,
                              read_code)
from ..play.daily import FIRST_DAY, METRIC, daily_puzzle, not_open_yet, parse_date, puzzle_number
from ..play.hints import next_hint
from ..play.records import (MAX_CODE_LENGTH, MAX_HINTS, MAX_STEPS, OVER_PAR_BUCKETS, Outcome, Summary, export_code,
                            import_code, summary)
from ..play.rounds import MAX_TAKEN, Round, judge, start_round
from ..play.rules import HARD_MODE, as_seen, moves_in_words, player_reason
from ..play.spelling import game_rule
from ..play.share import IN_PLACE, NOT_IN_PLACE, plain_share_text, share_text
from ..solve.shortest import shortest_ladders
from ..words.embedded import default_lexicon
from ..words.languages import LANGUAGES, lexicon_for
from ..words.lexicon import Lexicon
from ..words.normalise import normalise_word
from ..words.society import is_shown_word, language_of
from .game.state import HISTORY_FILE, HISTORY_LENGTH, SavedRound, StateError, replace_atomically, state_folder
from .game.store import Store, open_store, peek
from .options import EXIT_FOUND, EXIT_OUTPUT, ClosedInput, Parser, UsageError
from .output import complain, definition_lines, is_terminal, printable, to_json

__all__ = ["daily_command", "play_command", "MAX_RUNGS", "MAX_LINE", "SHOWN_LADDERS", "DAILY_EXAMPLES", "PLAY_EXAMPLES"]

MAX_RUNGS = 40
"""A round ends (given up) after this many accepted rungs."""

MAX_LINE = 100
"""The longest line read at the prompt (a word is at most 40 letters): a longer one is refused, never echoed."""

SHOWN_LADDERS = 10
"""At the end of a round, at most this many shortest ladders are listed: those of words a puzzle may show first."""

LISTED_FROM = 200
"""The shortest ladders the listed ones are chosen from (a daily puzzle has at most 30)."""

DAILY_EXAMPLES = ("ladders daily", "ladders daily --date 2026-11-02 --json")
"""The examples ``ladders daily --help`` shows (a test runs each)."""

PLAY_EXAMPLES = (
    "ladders play                                         # today's puzzle",
    "ladders play --date 2026-11-02 --hard                # a day of the archive, in hard mode",
    "printf 'guilt\\nquilt\\nquill\\n' | ladders play --date 2026-11-02 --json",
    "printf '?\\n!\\n' | ladders play --steps 4             # practice: a hint, then give up",
    "printf '!\\n' | ladders play --challenge L1nwHAg9lMyBZiz0k9cbav2nCy   # a friend's challenge",
    "ladders play --stats",
    "ladders play --export > my-records.txt",
    "ladders play --import - < my-records.txt              # on another machine",
)
"""The examples ``ladders play --help`` shows, each working as written on any day (a test runs each)."""

COMMANDS = "type a word for each rung; ? for a hint, < to take back your last word, ! to give up"
"""The commands at the prompt, as the opening line names them."""

STATE_HELP = ("Your records and the round in progress are kept in $LADDERS_STATE_DIR if set, else "
              "$XDG_STATE_HOME/ladders, else ~/.local/state/ladders (macOS: ~/Library/Application Support/ladders; "
              "Windows: %LOCALAPPDATA%\\ladders).")


def daily_command(argv: list[str]) -> int:
    """``ladders daily [--date D] [--json]``: the daily puzzle of a date (default today, the local date)."""
    parser = Parser(prog="ladders daily", formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="The daily puzzle: the same pair for everyone on a date, with its par. "
                                "Today is your local date; a day that has not begun is not shown.",
                    epilog="examples:\n" + "\n".join(f"  {example}" for example in DAILY_EXAMPLES))
    parser.add_argument("--date", type=_date, help="YYYY-MM-DD, today or earlier (default: today, your local date)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    puzzle = daily_puzzle(_open_day(args.date)[0])
    if args.json:
        print(to_json(puzzle.as_json()))
    else:
        print(printable(f"ladders #{puzzle.number} · {puzzle.date.strftime('%A')} {puzzle.date.isoformat()} "
                        f"({puzzle.level}): {puzzle.start} → {puzzle.end}, par {puzzle.par} ({puzzle.metric} moves)"))
    return EXIT_FOUND


def play_command(argv: list[str]) -> int:
    """``ladders play [--date D | --steps N | --stats | --export | --import CODE] [--hard] [--json]``."""
    parser = _play_parser()
    args = parser.parse_args(argv)
    if args.hard and (args.stats or args.export or args.code is not None):
        parser.error("--hard is for playing a round: it does not go with --stats, --export or --import")
    if args.stats:
        return _show_stats(args.json)
    if args.export:
        return _export(args.json)
    if args.code is not None:
        return _import(args.code, args.json)
    if args.language is not None and args.challenge is not None:
        raise UsageError("--language does not go with --challenge: the code names its language")
    if args.language is not None and args.steps is None:
        raise UsageError("--language is for practice (--steps N): the daily puzzle is English")
    return _play(args)


def _play_parser() -> Parser:
    parser = Parser(prog="ladders play", formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="Play a word ladder: the daily puzzle (default: today's, by your local date) or a "
                                f"practice one of N steps. At the prompt, {COMMANDS}. The end of input (Ctrl-D) "
                                "keeps the daily round for later, and `ladders play` resumes it. " + STATE_HELP,
                    epilog="examples:\n" + "\n".join(f"  {example}" for example in PLAY_EXAMPLES))
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--date", type=_date,
                       help="the daily puzzle of YYYY-MM-DD (default: today's, your local date); a past day is the "
                            "archive: it does not change your streak or statistics")
    which.add_argument("--steps", type=_steps, help="a practice puzzle of N steps (2 to 10), never kept or recorded")
    which.add_argument("--stats", action="store_true",
                       help="show your statistics: days played and solved, at par, streaks, steps over par")
    which.add_argument("--export", action="store_true",
                       help="print your records as one line of text (a code) to take to another machine or the page")
    which.add_argument("--import", dest="code", metavar="CODE",
                       help="add the days of an export code to your records ('-' reads it from standard input); "
                            "days you already have keep their first finish")
    which.add_argument("--challenge", metavar="CODE",
                       help="play a friend's challenge code (or its link): the same puzzle, unsolved, then both "
                            "results side by side; a daily puzzle's plays as that day's archive round, and no "
                            "challenge is kept or recorded")
    parser.add_argument("--name", type=_name, metavar="NAME",
                        help="your first name in the challenge code the end of a round prints (letters and spaces, "
                             f"at most {MAX_NAME})")
    parser.add_argument("--language", metavar="CODE", choices=sorted(LANGUAGES),
                        help="with --steps: practise in this language (en, fr, de, es, it, pt, nl: the system's "
                             "word list, e.g. Debian's wfrench, ranked with wordfreq: pip install 'ladders[freq]')")
    parser.add_argument("--hard", action="store_true", help=HARD_MODE.replace("Hard mode hides", "hide").rstrip("."))
    parser.add_argument("--json", action="store_true",
                        help="end with one JSON line (a round: solved, steps, par, hints, share; --stats: the figures)")
    return parser


# --- a round --------------------------------------------------------------------------------------------------------

class _Keeper:
    """The records database for one run: it saves, and says once (one line) when it cannot."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.failed = False
        self.round_kept = False  # the database holds this round in progress
        self.why: str | None = None  # why the last save failed, in a player's words

    def save(self, write: Callable[[Store], object], loss: str) -> bool:
        """Run *write* on the records database; on failure, say (the first time) what is lost, *loss*. Whether it
        wrote."""
        try:
            with _store(self.folder) as store:
                write(store)
        except (OSError, StateError) as error:
            self.why = str(error) if isinstance(error, StateError) else \
                f"cannot save to {self.folder}: {error.strerror or error}"
            if not self.failed:
                complain(f"{self.why}; {loss}")
            self.failed = True
            return False
        return True


@dataclass
class _Game:
    """A round being played: the daily puzzle's (*number*, *date*; *keeper* saves it) or a practice one (in the
    language of *lexicon*)."""

    played: Round
    lexicon: Lexicon
    hard: bool = False
    number: int | None = None
    date: datetime.date | None = None
    today: datetime.date | None = None
    keeper: _Keeper | None = None
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


def _play(args: argparse.Namespace) -> int:
    """A round: the daily puzzle's (resumed when one was left) or a practice one, until solved, given up or left."""
    if isinstance(sys.stdin, ClosedInput):  # say so before anything is shown
        sys.stdin.read()
    if args.challenge is not None:
        game = _challenge_game(args.challenge, args.hard)
    elif args.steps is None:
        game = _daily_game(args.date, args.hard)
    else:
        game = _practice_game(args.steps, args.hard, lexicon_for(args.language or "en"))
    game.sender = args.name
    if game.played.solved:  # kept solved, and stopped before it was recorded: it is recorded now, as solved
        _say(f"your round of #{game.number} was solved: recording it now")
        return _ended(game, True, args.json)
    with _Prompt(state_folder()) as prompt:
        for line in _opening(game, prompt.terminal):
            _say(line)
        ended = _run(game, prompt)
    if ended == "stopped":
        return _stopped(game, args.json)
    return _ended(game, ended == "solved", args.json)


def _open_day(given: datetime.date | None) -> tuple[datetime.date, datetime.date]:
    """(the day to play, today): *given* or today (the local date); a day not begun is a usage error."""
    now = daily.today()
    date = now if given is None else given
    refusal = not_open_yet(date, now)
    if refusal is not None:  # exit 2, and --json's error code is the web's: not_open_yet
        raise NotOpenYetError(refusal, number=daily.puzzle_number(date), date=date.isoformat())
    return date, now


def _daily_game(given: datetime.date | None, hard: bool) -> _Game:
    date, now = _open_day(given)
    puzzle = daily_puzzle(date)
    game = _Game(_start(puzzle.start, puzzle.end, default_lexicon()), default_lexicon(), hard, puzzle.number,
                 puzzle.date, now, _Keeper(state_folder()))
    _resume(game)
    _read_records_first(game)
    return game


def _practice_game(steps: int, hard: bool, lexicon: Lexicon) -> _Game:
    """A practice round of *steps* steps between common words of *lexicon* that a puzzle may show."""
    from ..study.puzzles import puzzles  # the graph extra: only practice needs it
    drawn = next(puzzles(lexicon, steps, METRICS[METRIC], common=True, max_tries=200), None)
    if drawn is None:
        raise ValueError(f"no practice puzzle of {steps} steps found: try fewer steps")
    return _Game(_start(drawn.start, drawn.end, lexicon), lexicon, hard)


def _challenge_game(given: str, hard: bool) -> _Game:
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
        played = _start(sent.start, sent.end, lexicon, metric=sent.metric)
        return _Game(played, lexicon, hard, metric=sent.metric, challenge=sent)
    date, now = _open_day(FIRST_DAY + datetime.timedelta(days=sent.day - 1))
    puzzle = daily_puzzle(date)
    return _Game(_start(puzzle.start, puzzle.end, default_lexicon()), default_lexicon(), hard, puzzle.number,
                 puzzle.date, now, challenge=sent)


def _code_in(given: str) -> str:
    """The challenge code *given* holds: itself, or a link's ``challenge`` parameter (a link pasted whole)."""
    if "challenge=" not in given:
        return given
    from urllib.parse import parse_qs, urlsplit  # only a link needs them
    found = parse_qs(urlsplit(given.strip()).query).get("challenge")
    return found[0] if found else given


def _start(start: str, end: str, lexicon: Lexicon, rungs: tuple[str, ...] = (),
           undone: tuple[tuple[int, str], ...] = (), *, metric: str = METRIC) -> Round:
    """The round from *start* to *end* in *lexicon* (with *rungs* played and *undone* taken back); a solver's
    error in a player's words (``ValueError``)."""
    try:
        return start_round(start, end, METRICS[metric], lexicon=lexicon, rungs=rungs, detours=True, undone=undone)
    except LadderError as error:
        raise ValueError(player_reason(error)) from None


def _resume(game: _Game) -> None:
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
        game.played = _start(saved.start, saved.end, game.lexicon, saved.rungs, saved.undone)
    except ValueError as error:
        complain(f"your round of #{saved.number} in progress cannot be resumed ({error}); starting afresh")
        return
    game.hints, game.level, game.keeper.round_kept = saved.hints, saved.level, True
    if game.played.solved:  # a finish is recorded as it was played: on its own day, or from the archive
        game.solved_on_day = saved.on_day
    extras = [f"{len(saved.undone)} taken back"] * bool(saved.undone) + [_plural(saved.hints, "hint")] * bool(
        saved.hints)
    game.notices.append("resuming: " + " → ".join([saved.start, *saved.rungs])
                        + (f" ({', '.join(extras)})" if extras else ""))


def _read_records_first(game: _Game) -> None:
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


def _opening(game: _Game, terminal: bool) -> list[str]:
    """The lines before the first rung: the puzzle and the commands, what hard mode hides, an archive day."""
    played = game.played
    language = language_of(game.lexicon)
    kind = "a challenge" if game.challenge is not None else "practice"
    title = f"ladders ({kind}{'' if language == 'en' else f', {LANGUAGES[language].name}'})" \
        if game.date is None else f"ladders #{game.number} · {game.date.strftime('%A')} {game.date.isoformat()}"
    if game.challenge is not None:
        stop = "challenge rounds are not kept"
    elif game.number is None:
        stop = "practice rounds are not kept"
    else:
        stop = ("Ctrl-Z then Enter" if sys.platform == "win32" else "Ctrl-D") if terminal else "the end of input"
        stop += " stops and keeps the round for later"
    spelling = game.lexicon.spelling
    moves = "" if game.metric == METRIC else f" ({moves_in_words(game.metric)})"
    lines = [f"{title}: {spelling(played.start)} → {spelling(played.end)}, par {played.steps}{moves}. "
             f"{COMMANDS.capitalize()}; {stop}."]
    if rule := game_rule(game.lexicon):  # German ß as ss: said once, before the first rung
        lines.append(rule)
    if game.hard:
        lines.append(HARD_MODE)
    if game.challenge is not None:
        lines.append(invitation(game.challenge) + (" A challenge: it does not change your streak or statistics."
                                                   if game.date is not None else ""))
    elif game.date is not None and not game.on_day:
        lines.append("archive: it does not change your streak or statistics")
    return lines + game.notices


def _run(game: _Game, prompt: _Prompt) -> str:
    """Play lines until the round is ``solved``, ``gave_up``, or ``stopped`` by the end of input."""
    for line in prompt.lines():
        text = normalise_word(line)
        if not text:
            continue
        if text == "!":
            sure = prompt.confirm("give up and see the answers? (y/n) ")
            if sure is None:
                return "stopped"
            if sure:
                return "gave_up"
            _say("playing on")
        elif text == "?":
            _hint(game)
        elif text == "<":
            _undo(game)
        elif _rung(game, text):
            return "solved"
        elif len(game.played.rungs) >= MAX_RUNGS:
            _say(f"{MAX_RUNGS} rungs: the round ends here")
            return "gave_up"
    return "stopped"


def _hint(game: _Game) -> None:
    """The next hint: each new level is one more hint; asking again at the last level repeats it for free."""
    level = min(game.level + 1, 3)
    try:
        message = next_hint(game.played, level, METRICS[game.metric], lexicon=game.lexicon).message
    except LadderError as error:
        _say(f"no hint: {player_reason(error)}")
        return
    game.hints += int(game.level < 3)
    game.level = level
    game.keep()
    _say(f"hint {level}: {message}")


def _undo(game: _Game) -> None:
    """Take back the last rung: it still counts as a step (and shows, crossed out, in the share text)."""
    played = game.played
    if not played.rungs:
        _say("nothing to take back yet")
        return
    if len(played.undone) >= MAX_TAKEN:
        _say(f"no more taking back: {MAX_TAKEN} words are taken back already")
        return
    game.played, game.level = played.undo(), 0
    game.keep()
    _say(f"took back {played.rungs[-1]!r}: it still counts as a step; the next word follows {game.played.last!r}")


def _rung(game: _Game, word: str) -> bool:
    """Judge *word* as the next rung (folded as the word list keeps words: French *tête* as ``tete``) and say so;
    whether it solved the round."""
    try:
        verdict = judge(game.played, game.lexicon.fold(word), METRICS[game.metric], lexicon=game.lexicon,
                        detours=True)
    except LadderError as error:
        _say(f"✗ {player_reason(error)} (refused: costs nothing)")
        return False
    if not verdict.accepted:
        _say(f"✗ {verdict.message} (refused: costs nothing)")
        return False
    game.played, game.level = verdict.round, 0
    game.keep()  # kept before it is said: a rung the player saw accepted is never lost
    _say(_checked(as_seen(verdict.as_json(), hard=game.hard), game.lexicon.spelling))
    return game.played.solved


def _checked(seen: dict[str, Any], spelling: Callable[[str], str] = str) -> str:
    """An accepted rung's line, from what the player may see of its verdict (:func:`~ladders.play.rules.as_seen`),
    the word shown in its real *spelling* (the letters in place are the word list's own)."""
    word, marks = seen["word"], seen["marks"]
    squares = "".join(IN_PLACE if m else NOT_IN_PLACE for m in marks)
    if seen["solved"]:
        return f"✓ {spelling(word)}  {squares}  solved"
    places = [f"{word[i]} at {i + 1}" for i, m in enumerate(marks) if m]
    text = f"in place: {', '.join(places)}" if places else "no letter in place"
    if "on_shortest_way" in seen:
        text += "; " + ("on a shortest way" if seen["on_shortest_way"] else "off the shortest way")
    if "steps_left" in seen:
        text += f", {seen['steps_left']} to go"
    return f"✓ {spelling(word)}  {squares}  {text}"


def _stopped(game: _Game, as_json: bool) -> int:
    """The end of input: keep the round for later, say so, and show nothing of the answers."""
    keeper = game.keeper
    saved = keeper is not None and keeper.round_kept and not keeper.failed
    if game.challenge is not None:
        _say("challenge round left unfinished (challenge rounds are not kept: the same code plays it again)")
    elif game.number is None:
        _say("practice round left unfinished (practice rounds are not kept)")
    elif not game.touched:
        _say(f"nothing played yet; `{game.resume_command}` starts {'today' if game.on_day else 'this day'}'s puzzle")
    elif saved:
        _say(f"round saved; `{game.resume_command}` resumes it")
    else:
        _say("round not saved (see above): it cannot be resumed")
    if as_json:
        played = game.played
        print(to_json({"saved": saved, "number": game.number, "date": game.date and game.date.isoformat(),
                       "start": played.start, "end": played.end, "rungs": list(played.rungs),
                       "undone": [list(pair) for pair in played.undone], "steps": played.taken,
                       "par": played.steps, "hints": game.hints}))
    return EXIT_FOUND


def _ended(game: _Game, solved: bool, as_json: bool) -> int:
    """A finished round: record it (a daily one), then the result, the answers, the words used and the share."""
    played = game.played
    outcome = Outcome(game.number or 1, solved, played.taken, played.steps, min(game.hints, MAX_HINTS), game.on_day)
    recorded, closing = _record(game, outcome) if game.keeper is not None else (False, None)
    share = share_text(played.rungs, played.end, played.steps, game.hints, number=game.number, solved=solved,
                       undone=played.undone)
    plain = plain_share_text(played.rungs, played.end, played.steps, game.hints, number=game.number, solved=solved,
                             undone=played.undone)
    _say(_result(outcome, len(played.undone)))
    compared = None if game.challenge is None else comparison(game.challenge, steps=played.taken, hints=game.hints,
                                                               solved=solved, par=played.steps)
    if compared is not None:
        _say(compared)
    _answers(played, game.lexicon, game.metric)
    _say("share:")
    _say(share)
    _say("in words: " + plain)
    code, why = _challenge_code(game, solved)
    if code is not None:
        _say(f"challenge a friend: ladders play --challenge {code}")
        _say(f"  or on a ladders site: {'/daily' if game.number else '/play'}?challenge={code}"
             f"&lang={language_of(game.lexicon) if game.number is None else 'en'}")
    else:
        _say(f"no challenge code: {why}")
    if closing is not None:
        _say(closing)
    if as_json:
        found = {"solved": solved, "gave_up": not solved, "steps": played.taken, "par": played.steps,
                 "hints": game.hints, "share": share, "share_plain": plain, "challenge": code,
                 "number": game.number, "start": played.start, "end": played.end, "rungs": list(played.rungs),
                 "undone": [list(pair) for pair in played.undone], "recorded": recorded}
        print(to_json({**found, "comparison": compared} if compared is not None else found))
    return EXIT_FOUND


def _challenge_code(game: _Game, solved: bool) -> tuple[str | None, str]:
    """The code that sends this finished round to a friend (the ends as the word list spells them, the steps, the
    hints, the daily puzzle's number, ``--name``), or None and why none can be made."""
    played, spelling = game.played, game.lexicon.spelling
    try:
        sent = Challenge(language_of(game.lexicon), game.metric, spelling(played.start), spelling(played.end),
                         min(played.taken, MAX_STEPS), min(game.hints, MAX_HINTS), solved, game.number, game.sender)
    except ValueError as error:
        return None, str(error)
    problem = ends_problem(sent, game.lexicon)
    return (make_code(sent), "") if problem is None else (None, f"this pair cannot be sent as a challenge: {problem}")


def _record(game: _Game, outcome: Outcome) -> tuple[bool, str | None]:
    """Record *outcome* by the record rules (the first finish counts) and forget the round in progress, in one
    transaction: whether it was recorded, and the line that closes the round (what was recorded, or why not)."""
    keeper = game.keeper
    assert keeper is not None
    if game.records_unreadable:
        return False, "not recorded: your records could not be read (see above)"
    finished: list[tuple[bool, dict[int, Outcome]]] = []
    if not keeper.save(lambda store: finished.append(store.finish(outcome)), "this round is not recorded"):
        return False, f"not recorded: {keeper.why}"
    added, after = finished[0]
    if not added:
        return False, f"you finished #{outcome.number} before: your first finish stands"
    if not game.on_day:
        return True, "recorded from the archive: it does not change your streak or statistics"
    assert game.today is not None
    figures = summary(after, puzzle_number(game.today))
    return True, (f"recorded: {_plural(figures.played, 'day')} played, streak {figures.current_streak} "
                  f"(best {figures.best_streak}); `ladders play --stats` shows more")


def _result(outcome: Outcome, undone: int) -> str:
    """How the round went, in a player's words: "at par" only in par steps with no hint."""
    taken, par = _plural(outcome.steps, "step"), outcome.par
    back = f", {undone} taken back" if undone else ""
    if not outcome.solved:
        return f"given up after {taken} (par {par}{back})"
    if outcome.at_par:
        return f"solved at par: {taken}"
    hinted = f" with {_plural(outcome.hints, 'hint')}" if outcome.hints else ""
    return f"solved in {taken} (par {par}{back}){hinted}"


def _answers(played: Round, lexicon: Lexicon, metric: str = METRIC) -> None:
    """The shortest ladders in *lexicon* (words a puzzle may not show are masked) and the definitions of the words
    used (English only: the definitions are WordNet's)."""
    def shown(word: str) -> bool:
        return word in (played.start, played.end) or is_shown_word(word, lexicon, common=False)

    found = list(islice(shortest_ladders(played.start, played.end, METRICS[metric], lexicon=lexicon), LISTED_FROM))
    ladders = sorted(found, key=lambda ladder: not all(shown(w) for w in ladder.words))  # all-shown ones first
    _say(f"the shortest ladder{'s' * (len(ladders) != 1)} ({played.steps} steps):")
    for ladder in ladders[:SHOWN_LADDERS]:
        _say("  " + " → ".join(lexicon.spelling(w) if shown(w) else "•" * len(w) for w in ladder.words))
    language = language_of(lexicon)
    if len(ladders) > SHOWN_LADDERS:
        _say(f"  ... and more (ladders draw {played.start} {played.end} --metric {metric}"
             f"{'' if language == 'en' else f' --language {language}'} shows them all)")
    if language != "en":
        return
    used = [played.start, *played.rungs] + ([] if played.solved else [played.end])
    _say("the words used:")
    for line in definition_lines(used):
        _say(line)


class _Prompt:
    """The player's lines: on a terminal, prompted, with line editing and a history (``readline``, where Python
    has it); otherwise read from standard input, one per line."""

    def __init__(self, folder: Path) -> None:
        self.terminal = is_terminal(sys.stdin)
        self.history = folder / HISTORY_FILE
        self.editing = False

    def __enter__(self) -> _Prompt:
        if self.terminal:
            self.editing = _line_editing(self.history)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self.editing:
            import readline
            try:  # the history is a convenience: a folder that cannot keep it loses it quietly
                replace_atomically(self.history, readline.write_history_file)
            except OSError:
                pass

    def lines(self) -> Iterator[str]:
        """The lines typed, until the end of input (Ctrl-D on a terminal); a line over :data:`MAX_LINE` characters is
        refused in one line (never echoed back) and never held whole."""
        if not self.terminal:
            for line in read_lines(sys.stdin, max_chars=MAX_LINE):
                if isinstance(line, LongLineError):
                    _say(f"✗ that line is {line.length:,} characters long; a word has at most {MAX_LINE} "
                         "(refused: costs nothing)")
                    continue
                yield line
            return
        while True:
            try:
                line = input("rung> ")
            except EOFError:
                print(flush=True)  # the next line starts on a line of its own, not after the prompt
                return
            if len(line) > MAX_LINE:
                _say(f"✗ that line is {len(line):,} characters long; a word has at most {MAX_LINE} "
                     "(refused: costs nothing)")
                continue
            yield line

    def confirm(self, question: str) -> bool | None:
        """The player's yes or no to *question* (piped input: yes, the command was meant); None at the end of input."""
        if not self.terminal:
            return True
        try:
            answer = input(question)
        except EOFError:
            print(flush=True)
            return None
        if self.editing and answer.strip():  # the history keeps words, not answers
            import readline
            readline.remove_history_item(readline.get_current_history_length() - 1)
        return normalise_word(answer) in ("y", "yes")


def _line_editing(history: Path) -> bool:
    """Turn on line editing for ``input()`` (arrow keys, and the words typed before, from *history*): whether it is on
    (Python without ``readline``, as on Windows, prompts without it)."""
    try:
        import readline
    except ImportError:
        return False
    readline.set_history_length(HISTORY_LENGTH)
    try:
        readline.read_history_file(history)
    except (OSError, UnicodeDecodeError):  # none yet, or unreadable: start a new one
        pass
    return True


# --- the records ----------------------------------------------------------------------------------------------------

def _records() -> dict[int, Outcome]:
    """The records kept; a database that cannot be read is a usage error (one line, exit 2)."""
    try:
        records, _, notes = peek(state_folder())
    except (OSError, StateError) as error:
        raise UsageError(str(error)) from None
    for note in notes:
        complain(note)
    return records


def _show_stats(as_json: bool) -> int:
    """``--stats``: the statistics of the days played on their own day, and the archive days apart."""
    records = _records()
    figures = summary(records, puzzle_number(daily.today()))
    if as_json:
        print(to_json(figures.as_json()))
    else:
        for line in _stats_lines(figures):
            _say(line)
    return EXIT_FOUND


def _stats_lines(figures: Summary) -> list[str]:
    """The statistics as text, the steps over par as a small bar chart."""
    if not figures.played and not figures.archive:
        return ["no daily round finished yet: `ladders play` plays today's puzzle"]
    solved = figures.solved
    lines = [f"played {figures.played} · solved {solved} · given up {figures.gave_up}",
             f"solved at par (no hints) {figures.at_par} · solved with hints {figures.hinted}",
             f"streak {figures.current_streak} · best streak {figures.best_streak}",
             "steps over par (days solved):"]
    block = "█" if printable("█") == "█" else "#"
    top = max(figures.distribution.values(), default=0)
    width = max(map(len, OVER_PAR_BUCKETS))
    for bucket in OVER_PAR_BUCKETS:
        count = figures.distribution[bucket]
        bar = block * (-(-count * 20 // top) if count else 0)
        lines.append(f"  {bucket:<{width}}  {bar}{' ' * bool(bar)}{count}")
    lines.append(f"archive days played: {figures.archive} (apart: they never change the figures above)")
    return lines


def _export(as_json: bool) -> int:
    """``--export``: the records as one line a player copies."""
    records = _records()
    code = export_code(records)
    print(to_json({"code": code, "days": len(records)}) if as_json else code)
    return EXIT_FOUND


def _import(given: str, as_json: bool) -> int:
    """``--import CODE``: add the code's days (those already kept keep their first finish), saved atomically."""
    text = _code_from_standard_input() if given == "-" else given
    try:
        days = import_code(text, today=puzzle_number(daily.today()))
    except ValueError as error:
        raise UsageError(f"nothing was imported: {error}") from None
    folder = state_folder()
    try:
        with _store(folder) as store:
            added = store.merge(days.values())  # one transaction: every day, or none
            total = len(store.records())
    except StateError as error:
        raise UsageError(f"{error}; nothing was imported") from None
    except OSError as error:
        complain(f"cannot save to {folder}: {error.strerror or error}; nothing was imported")
        return EXIT_OUTPUT
    kept = len(days) - added
    _say(f"{_plural(added, 'day')} added"
         + (f"; {_plural(kept, 'day')} you had already kept {'its' if kept == 1 else 'their'} first finish"
            if kept else "") + f"; {_plural(total, 'day')} in your records")
    if as_json:
        print(to_json({"added": added, "kept": kept, "days": total}))
    return EXIT_FOUND


def _code_from_standard_input() -> str:
    """The code read from standard input: asked for on a terminal (one line), else read whole (pasted across lines)."""
    if not is_terminal(sys.stdin):
        return sys.stdin.read(2 * MAX_CODE_LENGTH + 1)
    try:
        return input("paste your code, then Enter: ")
    except EOFError:
        return ""


@contextmanager
def _store(folder: Path) -> Iterator[Store]:
    """The records database in *folder*, what its opening found to say said first (on standard error)."""
    with open_store(folder) as store:
        for note in store.notes:
            complain(note)
        yield store


# --- small things ---------------------------------------------------------------------------------------------------

def _say(text: str) -> None:
    print(printable(text), flush=True)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


def _date(text: str) -> datetime.date:
    try:
        return parse_date(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _name(text: str) -> str | None:
    try:
        return check_name(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _steps(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 2 <= int(text) <= 10:
        raise argparse.ArgumentTypeError(f"steps must be a whole number from 2 to 10, not {text[:20]!r}")
    return int(text)

