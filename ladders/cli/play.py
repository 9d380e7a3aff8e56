"""``ladders daily`` and ``ladders play``: the daily puzzle, and a round of it (or a practice one) in the terminal.

This module is the command family: the two commands, their arguments, and
which part of the game (:mod:`ladders.cli.game`) each asks. The game itself
lives in that folder, one job a module: a round and how it begins
(:mod:`~ladders.cli.game.games`), the prompt (:mod:`~ladders.cli.game.prompt`),
the turns (:mod:`~ladders.cli.game.turns`), the end
(:mod:`~ladders.cli.game.ending`), the lines said
(:mod:`~ladders.cli.game.messages`), the records' commands
(:mod:`~ladders.cli.game.records_io`), and the things on disk
(:mod:`~ladders.cli.game.state`, :mod:`~ladders.cli.game.store`).

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

from ..play.challenge import MAX_NAME, check_name
from ..play.daily import daily_puzzle, parse_date
from ..play.rules import HARD_MODE
from ..words.languages import LANGUAGES, lexicon_for
from .game.ending import ended, stopped
from .game.games import challenge_game, daily_game, open_day, practice_game
from .game.messages import COMMANDS, say
from .game.prompt import Prompt
from .game.records_io import export_records, import_records, show_stats
from .game.state import state_folder
from .game.turns import opening_lines, play_lines
from .options import EXIT_FOUND, ClosedInput, Parser, UsageError
from .output import printable, to_json

__all__ = ["daily_command", "play_command", "DAILY_EXAMPLES", "PLAY_EXAMPLES", "STATE_HELP"]

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
    puzzle = daily_puzzle(open_day(args.date)[0])
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
        return show_stats(args.json)
    if args.export:
        return export_records(args.json)
    if args.code is not None:
        return import_records(args.code, args.json)
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


def _play(args: argparse.Namespace) -> int:
    """A round: the daily puzzle's (resumed when one was left) or a practice one, until solved, given up or left."""
    if isinstance(sys.stdin, ClosedInput):  # say so before anything is shown
        sys.stdin.read()
    if args.challenge is not None:
        game = challenge_game(args.challenge, args.hard)
    elif args.steps is None:
        game = daily_game(args.date, args.hard)
    else:
        game = practice_game(args.steps, args.hard, lexicon_for(args.language or "en"))
    game.sender = args.name
    if game.played.solved:  # kept solved, and stopped before it was recorded: it is recorded now, as solved
        say(f"your round of #{game.number} was solved: recording it now")
        return ended(game, True, args.json)
    with Prompt(state_folder()) as prompt:
        for line in opening_lines(game, prompt.terminal):
            say(line)
        how = play_lines(game, prompt)
    if how == "stopped":
        return stopped(game, args.json)
    return ended(game, how == "solved", args.json)


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

