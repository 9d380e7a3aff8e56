"""``ladders daily`` and ``ladders play``: the daily puzzle, and a round of it (or a practice one) in the terminal.

This module is the command family the command table names: ``daily`` whole,
and the door to ``play``, whose arguments and game live in
:mod:`ladders.cli.game` (loaded only when ``play`` runs), one job a module:
the command (:mod:`~ladders.cli.game.command`), the day
(:mod:`~ladders.cli.game.days`), a round and how it begins
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

from ..play.daily import daily_puzzle
from .game.days import date_argument, open_day
from .options import EXIT_FOUND, Parser
from .output import printable, to_json

__all__ = ["daily_command", "play_command", "DAILY_EXAMPLES"]

DAILY_EXAMPLES = ("ladders daily", "ladders daily --date 2026-11-02 --json")
"""The examples ``ladders daily --help`` shows (a test runs each)."""


def daily_command(argv: list[str]) -> int:
    """``ladders daily [--date D] [--json]``: the daily puzzle of a date (default today, the local date)."""
    parser = Parser(prog="ladders daily", formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="The daily puzzle: the same pair for everyone on a date, with its par. "
                                "Today is your local date; a day that has not begun is not shown.",
                    epilog="examples:\n" + "\n".join(f"  {example}" for example in DAILY_EXAMPLES))
    parser.add_argument("--date", type=date_argument,
                        help="YYYY-MM-DD, today or earlier (default: today, your local date)")
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
    """``ladders play [--date D | --steps N | --stats | --export | --import CODE] [--hard] [--json]``: see
    :mod:`ladders.cli.game.command`."""
    from .game.command import play_command as play  # start-up time: `ladders daily` loads none of the game
    return play(argv)
