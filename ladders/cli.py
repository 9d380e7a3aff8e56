"""The command line: ``ladders START END`` and its subcommands. The only module that prints.

``ladders solve START END`` always solves; ``ladders START END`` is its short
form whenever START is not a subcommand name. Exit status: 0 found, 1 no
ladder, 2 bad usage, unknown word or bad word file, 3 a search limit was hit,
130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from itertools import islice

from .errors import LadderError, NoLadderError, SearchLimitError
from .ladder import Ladder, all_ladders, make_ladder
from .lexicon import DEFAULT_SIZE, SCOWL_SIZES, Lexicon, default_lexicon, load_lexicon
from .metrics import METRICS
from .search import STRATEGIES

__all__ = ["main", "COMMANDS"]

EXIT_FOUND, EXIT_NO_LADDER, EXIT_USAGE, EXIT_LIMIT, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_EXPANSIONS = 5_000_000


class UsageError(Exception):
    """Bad command-line usage: one line of explanation, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports errors instead of exiting the process."""

    def error(self, message: str):
        raise UsageError(f"{message} (see '{self.prog} --help')")

    def exit(self, status: int = 0, message: str | None = None):
        if message:
            sys.stderr.write(message)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, status: int) -> None:
        self.status = status


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with *argv* (default: ``sys.argv[1:]``); return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(_overview())
        return EXIT_FOUND
    if args and args[0] == "--version":
        from . import __version__
        print(f"ladders {__version__}")
        return EXIT_FOUND
    name = args.pop(0) if args and args[0] in COMMANDS else "solve"
    try:
        return COMMANDS[name][0](args)
    except _Exit as stop:
        return stop.status
    except UsageError as error:
        _complain(str(error))
        return EXIT_USAGE
    except NoLadderError as error:
        _complain(str(error))
        return EXIT_NO_LADDER
    except SearchLimitError as error:
        _complain(str(error).replace("raise max_expansions", "raise --max-expansions")
                  .replace("raise timeout", "raise --timeout"))
        return EXIT_LIMIT
    except (LadderError, ValueError, TypeError) as error:
        _complain(str(error))
        return EXIT_USAGE
    except KeyboardInterrupt:
        _complain("interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (e.g. `| head`): nothing more to say
        return EXIT_FOUND


def solve_command(argv: list[str]) -> int:
    """``ladders solve START END``: print a shortest ladder (or several with --all)."""
    parser = _Parser(
        prog="ladders solve",
        description="Find a word ladder from START to END, one move at a time, every rung a word.",
        epilog="examples:\n  ladders beer wine\n  ladders head tail --metric substitution\n"
               "  ladders cold warm --all --limit 5 --json\n"
               "  ladders solve stats batch    (use 'solve' when START is a command name)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("start", help="the first word")
    parser.add_argument("end", help="the last word")
    add_metric_option(parser)
    depth = parser.add_mutually_exclusive_group()
    depth.add_argument("--max-depth", type=_count, default=10, metavar="N",
                       help="at most N steps (default 10)")
    depth.add_argument("--no-limit", action="store_true", help="no cap on the number of steps")
    parser.add_argument("--strategy", choices=sorted(STRATEGIES), default="bidirectional",
                        help="search strategy (default bidirectional; greedy and dfs are not always shortest)")
    parser.add_argument("--all", action="store_true",
                        help="list every ladder without repeated words, shortest first")
    parser.add_argument("--limit", type=_count, default=10, metavar="K",
                        help="with --all, stop after K ladders (default 10)")
    add_lexicon_options(parser)
    add_limit_options(parser)
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line with --all)")
    args = parser.parse_args(argv)
    lexicon = lexicon_from_args(args)
    options = dict(metric=METRICS[args.metric], max_depth=None if args.no_limit else args.max_depth,
                   lexicon=lexicon, max_expansions=args.max_expansions, timeout=args.timeout)
    if args.all:
        found = 0
        for ladder in islice(all_ladders(args.start, args.end, **options), args.limit):
            found += 1
            _emit(ladder, args.json)
        if not found:
            raise NoLadderError(args.start, args.end, "none found" + (
                "" if args.no_limit else f" within {args.max_depth} steps"))
        return EXIT_FOUND
    _emit(make_ladder(args.start, args.end, strategy=STRATEGIES[args.strategy], **options), args.json)
    return EXIT_FOUND


COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {
    "solve": (solve_command, "find a ladder between two words (the default command)"),
}
"""Subcommands by name: (function taking the remaining arguments, one-line summary)."""


def add_metric_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--metric`` (the kinds of move allowed)."""
    parser.add_argument("--metric", choices=sorted(METRICS), default="levenshtein",
                        help="moves allowed: substitution (change a letter), levenshtein (also add or "
                             "remove one; the default), damerau (also swap two neighbours)")


def add_lexicon_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--words FILE`` and ``--size N`` (which word list to use)."""
    parser.add_argument("--words", metavar="FILE", help="word file, one word per line (default: embedded SCOWL)")
    parser.add_argument("--size", type=int, choices=SCOWL_SIZES, default=DEFAULT_SIZE, metavar="N",
                        help=f"size of the embedded dictionary, a SCOWL level {SCOWL_SIZES[0]}-{SCOWL_SIZES[-1]} "
                             f"(default {DEFAULT_SIZE})")


def add_limit_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--max-expansions N`` and ``--timeout SECONDS`` (each accepts 'none')."""
    parser.add_argument("--max-expansions", type=_optional(_count), default=DEFAULT_MAX_EXPANSIONS, metavar="N",
                        help=f"give up after expanding N words (default {DEFAULT_MAX_EXPANSIONS:,}; 'none' lifts it)")
    parser.add_argument("--timeout", type=_optional(_seconds), default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"give up after this long (default {DEFAULT_TIMEOUT:g}; 'none' lifts it)")


def lexicon_from_args(args: argparse.Namespace) -> Lexicon:
    """The lexicon the options name: ``--words FILE`` or the embedded one of ``--size``."""
    return load_lexicon(args.words) if args.words else default_lexicon(args.size)


def ladder_json(ladder: Ladder) -> dict:
    """A ladder as a JSON-ready object."""
    return {"start": ladder.start, "end": ladder.end, "steps": ladder.steps,
            "metric": ladder.metric, "words": list(ladder.words)}


def _emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:
        print(json.dumps(ladder_json(ladder), ensure_ascii=False))
    else:
        print(_printable(str(ladder)))


def _printable(text: str) -> str:
    """*text*, with ``→`` spelt ``->`` where the terminal cannot show it."""
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        text = text.replace("→", "->")
    return text


def _complain(message: str) -> None:
    print(f"ladders: {_printable(message)}", file=sys.stderr)


def _overview() -> str:
    lines = ["usage: ladders [solve] START END [options]", "       ladders COMMAND [options]", "",
             "Word ladders (Lewis Carroll's Doublets): turn START into END one move at a time.", "",
             "commands:"]
    lines += [f"  {name:<10} {summary}" for name, (_, summary) in COMMANDS.items()]
    lines += ["", "'ladders COMMAND --help' explains each; 'ladders solve --help' lists the solver's options.",
              "examples:", "  ladders beer wine", "  ladders cat dog --metric substitution --json",
              "", "exit status: 0 found, 1 no ladder, 2 bad usage, unknown word or word file, "
              "3 search limit hit, 130 interrupted"]
    return "\n".join(lines)


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _optional(convert: Callable[[str], object]) -> Callable[[str], object]:
    def parse(text: str):
        return None if text.lower() == "none" else convert(text)
    parse.__name__ = convert.__name__.strip("_")
    return parse
