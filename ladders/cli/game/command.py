"""``ladders play``: its arguments, and which part of the game each asks (the records' commands, or a round).

A round is the daily puzzle's (resumed when one was left; a past day is the
archive), a practice one (``--steps N``, ``--language CODE``), or a friend's
challenge (``--challenge CODE``); it is played at the prompt until solved,
given up or left at the end of input. ``--stats``, ``--export`` and
``--import`` are the records' (:mod:`~ladders.cli.game.records_io`).
"""

from __future__ import annotations

import argparse
import sys

from ...play.challenge import MAX_NAME, check_name
from ...play.rules import HARD_MODE
from ...words.languages import LANGUAGES, lexicon_for
from ..options import ClosedInput, Parser, UsageError
from .days import date_argument
from .ending import ended, stopped
from .games import challenge_game, daily_game, practice_game
from .messages import COMMANDS, say
from .prompt import Prompt
from .records_io import export_records, import_records, show_stats
from .state import state_folder
from .turns import opening_lines, play_lines

__all__ = ["play_command", "PLAY_EXAMPLES", "STATE_HELP"]

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
    which.add_argument("--date", type=date_argument,
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


def _name(text: str) -> str | None:
    try:
        return check_name(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _steps(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 2 <= int(text) <= 10:
        raise argparse.ArgumentTypeError(f"steps must be a whole number from 2 to 10, not {text[:20]!r}")
    return int(text)

