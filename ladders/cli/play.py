"""``ladders daily`` and ``ladders play``: the daily puzzle, and a round of it (or a practice one) in the terminal.

``play`` prompts on a terminal; otherwise it reads one rung per line, so a
script can play. ``?`` asks for a hint (the place, then the letter, then the
rung), ``!`` gives up; the end of input gives up too. Each rung is checked at
once: a refused one costs nothing. Letters in the end word's place are shown
by a symbol and in words. ``--hard`` hides how many moves are left.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from itertools import islice

from ..moves.metrics import METRICS
from ..play.daily import METRIC, daily_puzzle, parse_date
from ..play.hints import next_hint
from ..play.rounds import Round, judge, start_round
from ..play.share import IN_PLACE, NOT_IN_PLACE, share_text
from ..solve.shortest import shortest_ladders
from ..words.embedded import default_lexicon
from ..words.society import is_shown_word
from ..words.normalise import normalise_word
from .options import EXIT_FOUND, ClosedInput, Parser
from .output import definition_lines, is_terminal, printable, to_json

__all__ = ["daily_command", "play_command", "MAX_RUNGS", "SHOWN_LADDERS"]

MAX_RUNGS = 40
"""A round ends (given up) after this many accepted rungs."""

SHOWN_LADDERS = 10
"""At the end of a round, at most this many shortest ladders are listed: those of words a puzzle may show first."""

LISTED_FROM = 200
"""The shortest ladders the listed ones are chosen from (a daily puzzle has at most 30)."""


def daily_command(argv: list[str]) -> int:
    """``ladders daily [--date D] [--json]``: the daily puzzle of a date (default today, UTC)."""
    parser = Parser(prog="ladders daily", formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="The daily puzzle: the same pair for everyone on a date (UTC), with its par.",
                    epilog="examples:\n  ladders daily\n  ladders daily --date 2026-12-25 --json")
    parser.add_argument("--date", type=_date, help="YYYY-MM-DD (default: today, UTC)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    puzzle = daily_puzzle(args.date)
    if args.json:
        print(to_json(puzzle.as_json()))
    else:
        print(printable(f"ladders #{puzzle.number} · {puzzle.date.strftime('%A')} {puzzle.date.isoformat()} "
                        f"({puzzle.level}): {puzzle.start} → {puzzle.end}, par {puzzle.par} ({puzzle.metric} moves)"))
    return EXIT_FOUND


def play_command(argv: list[str]) -> int:
    """``ladders play [--date D | --steps N] [--hard] [--json]``: play a round in the terminal."""
    parser = Parser(prog="ladders play", formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="Play a word ladder: the daily puzzle (default: today's) or a practice one of N steps. "
                                "Type one word per rung; ? for a hint, ! to give up.",
                    epilog="examples:\n  ladders play\n  ladders play --date 2026-12-25 --hard\n"
                           "  printf 'cord\\ncard\\nward\\nwarm\\n' | ladders play --json")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--date", type=_date, help="the daily puzzle of YYYY-MM-DD (default: today's, UTC)")
    which.add_argument("--steps", type=_steps, help="a practice puzzle of N steps (2 to 10), not the daily one")
    parser.add_argument("--hard", action="store_true",
                        help="hide how many moves are left and whether a rung is on a shortest way")
    parser.add_argument("--json", action="store_true", help="end with one JSON line: solved, steps, par, hints, share")
    args = parser.parse_args(argv)
    if isinstance(sys.stdin, ClosedInput):  # say so before anything is shown
        sys.stdin.read()
    lexicon, metric = default_lexicon(), METRICS[METRIC]
    number: int | None = None
    if args.steps is None:
        daily = daily_puzzle(args.date)
        number, start, end = daily.number, daily.start, daily.end
    else:
        from ..study.puzzles import puzzles  # the graph extra: only practice needs it
        drawn = next(puzzles(lexicon, args.steps, metric, common=True, max_tries=200), None)
        if drawn is None:
            raise ValueError(f"no practice puzzle of {args.steps} steps found: try fewer steps")
        start, end = drawn.start, drawn.end
    played = start_round(start, end, metric, lexicon=lexicon)
    title = f"ladders #{number}" if number is not None else "ladders (practice)"
    _say(f"{title}: {played.start} → {played.end}, par {played.steps}. One word per line; ? hint, ! give up.")
    hints, level, gave_up = 0, 0, True
    for line in _lines():
        text = normalise_word(line)
        if not text:
            continue
        if text == "!":
            break
        if text == "?":  # each new level is one more hint; asking again at the last level repeats it for free
            hints += int(level < 3)
            level = min(level + 1, 3)
            _say(f"hint {level}: {next_hint(played, level, metric, lexicon=lexicon).message}")
            continue
        verdict = judge(played, text, metric, lexicon=lexicon, detours=True)
        if not verdict.accepted:
            _say(f"✗ {verdict.message} (refused: costs nothing)")
            continue
        played, level = verdict.round, 0
        _say(_checked(verdict.word, verdict.marks, verdict.kind, played, args.hard))
        if played.solved:
            gave_up = False
            break
        if len(played.rungs) >= MAX_RUNGS:
            _say(f"{MAX_RUNGS} rungs: the round ends here")
            break
    share = share_text(played.rungs, played.end, played.steps, hints, number=number, solved=played.solved)
    _finish(played, hints, share)
    if args.json:
        print(to_json({"solved": played.solved, "gave_up": gave_up, "steps": len(played.rungs), "par": played.steps,
                       "hints": hints, "share": share, "number": number, "start": played.start, "end": played.end,
                       "rungs": list(played.rungs)}))
    return EXIT_FOUND


def _checked(word: str, marks: tuple[bool, ...], kind: str, played: Round, hard: bool) -> str:
    squares = "".join(IN_PLACE if m else NOT_IN_PLACE for m in marks)
    places = [f"{word[i]} at {i + 1}" for i, m in enumerate(marks) if m]
    text = f"in place: {', '.join(places)}" if places else "no letter in place"
    if kind == "solved":
        return f"✓ {word}  {squares}  solved"
    if hard:
        return f"✓ {word}  {squares}  {text}"
    way = "on a shortest way" if kind == "good" else "off the shortest way"
    return f"✓ {word}  {squares}  {text}; {way}, {played.steps_left} to go"


def _finish(played: Round, hints: int, share: str) -> None:
    taken = len(played.rungs)
    if played.solved:
        _say(f"solved in {taken} step{'s' * (taken != 1)} (par {played.steps}) with {hints} hint{'s' * (hints != 1)}")
    else:
        _say(f"given up after {taken} step{'s' * (taken != 1)} (par {played.steps})")
    def shown(word: str) -> bool:
        return word in (played.start, played.end) or is_shown_word(word, common=False)

    found = list(islice(shortest_ladders(played.start, played.end, METRICS[METRIC], lexicon=default_lexicon()),
                        LISTED_FROM))
    ladders = sorted(found, key=lambda ladder: not all(shown(w) for w in ladder.words))  # all-shown ones first
    _say(f"the shortest ladder{'s' * (len(ladders) != 1)} ({played.steps} steps):")
    for ladder in ladders[:SHOWN_LADDERS]:
        _say("  " + " → ".join(w if shown(w) else "•" * len(w) for w in ladder.words))
    if len(ladders) > SHOWN_LADDERS:
        _say(f"  ... and more (ladders draw {played.start} {played.end} --metric {METRIC} shows them all)")
    used = [played.start, *played.rungs] + ([] if played.solved else [played.end])
    _say("the words used:")
    for line in definition_lines(used):
        _say(line)
    _say("share:")
    _say(share)


def _lines() -> Iterator[str]:
    """The player's lines: prompted on a terminal, else read from standard input; ends at end of input."""
    if is_terminal(sys.stdin):
        while True:
            try:
                yield input("rung> ")
            except EOFError:
                return
    yield from sys.stdin


def _say(text: str) -> None:
    print(printable(text), flush=True)


def _date(text: str) -> str:
    try:
        return parse_date(text).isoformat()
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _steps(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 2 <= int(text) <= 10:
        raise argparse.ArgumentTypeError(f"steps must be a whole number from 2 to 10, not {text[:20]!r}")
    return int(text)
