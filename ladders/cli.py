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
from importlib import import_module
from typing import TYPE_CHECKING

from .errors import LadderError, NoLadderError, SearchLimitError
from .lexicon import Lexicon
from .loaders import DEFAULT_SIZE, SCOWL_SIZES, default_lexicon, load_lexicon
from .metrics import METRICS

if TYPE_CHECKING:
    from .ladder import Ladder

__all__ = [
    "main", "COMMANDS", "UsageError", "Parser", "add_metric_option", "add_lexicon_options", "add_limit_options",
    "lexicon_from_args", "progress_bar", "is_terminal", "ladder_json", "emit", "printable", "complain",
    "count", "seconds", "optional",
]

EXIT_FOUND, EXIT_NO_LADDER, EXIT_USAGE, EXIT_LIMIT, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_EXPANSIONS = 5_000_000


class UsageError(Exception):
    """Bad command-line usage: one line of explanation, exit status 2."""


class Parser(argparse.ArgumentParser):
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
        complain(str(error) + _solve_hint(name, args))
        return EXIT_USAGE
    except NoLadderError as error:
        complain(str(error))
        return EXIT_NO_LADDER
    except SearchLimitError as error:
        complain(str(error).replace("raise max_expansions", "raise --max-expansions")
                  .replace("raise timeout", "raise --timeout"))
        return EXIT_LIMIT
    except (LadderError, ValueError, TypeError) as error:
        complain(str(error))
        return EXIT_USAGE
    except KeyboardInterrupt:
        complain("interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (e.g. `| head`): nothing more to say
        return EXIT_FOUND


COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {}
"""Subcommands by name: (function taking the remaining arguments, one-line summary).

Each command lives in :mod:`ladders.cli_solve` or :mod:`ladders.cli_graph`,
imported only when that command runs.
"""


def _register(name: str, module: str, function: str, summary: str) -> None:
    def run(argv: list[str]) -> int:
        return getattr(import_module(f".{module}", __package__), function)(argv)
    run.__name__ = function
    COMMANDS[name] = (run, summary)


for _name, _module, _function, _summary in (
    ("solve", "cli_solve", "solve_command", "find a ladder between two words (the default command)"),
    ("check", "cli_solve", "check_command", "check a ladder you wrote: valid? shortest?"),
    ("stats", "cli_graph", "stats_command", "figures of the word graph: edges, groups, hubs, degrees"),
    ("longest", "cli_graph", "longest_command", "the longest shortest ladders of a word list"),
    ("puzzle", "cli_graph", "puzzle_command", "pairs of words exactly N steps apart, to solve"),
    ("batch", "cli_graph", "batch_command", "solve one pair per line, one JSON result per line"),
    ("from", "cli_graph", "from_command", "every word reachable from one word, by steps"),
):
    _register(_name, _module, _function, _summary)


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
    parser.add_argument("--max-expansions", type=optional(count), default=DEFAULT_MAX_EXPANSIONS, metavar="N",
                        help=f"give up after expanding N words (default {DEFAULT_MAX_EXPANSIONS:,}; 'none' lifts it)")
    parser.add_argument("--timeout", type=optional(seconds), default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"give up after this long (default {DEFAULT_TIMEOUT:g}; 'none' lifts it)")


def lexicon_from_args(args: argparse.Namespace) -> Lexicon:
    """The lexicon the options name: ``--words FILE`` or the embedded one of ``--size``.

    A word file that takes more than a second to read draws a progress bar on
    standard error, when standard error is a terminal.
    """
    if not args.words:
        return default_lexicon(args.size)
    bar = progress_bar(f"reading {args.words}", 0, unit="B")
    try:
        return load_lexicon(args.words, progress=lambda done, total: bar.update(done - bar.n, total))
    finally:
        bar.close()


class _Bar:
    """A tqdm bar that learns its total as it goes: ``update(steps, total)``."""

    def __init__(self, bar) -> None:
        self.bar = bar

    @property
    def n(self) -> int:
        return self.bar.n

    def update(self, steps: int, total: int | None = None) -> None:
        self.bar.update(steps)
        if total and self.bar.total != total:
            self.bar.total = total
            self.bar.refresh()

    def close(self) -> None:
        self.bar.close()


def progress_bar(description: str, total: int, *, unit: str = "it", stream=None, delay: float = 1.0) -> _Bar:
    """A tqdm progress bar on standard error: drawn after *delay* seconds, only on a terminal, erased when closed."""
    from tqdm import tqdm
    stream = stream or sys.stderr
    return _Bar(tqdm(desc=description, total=total or None, unit=unit, unit_scale=unit == "B", delay=delay,
                     leave=False, file=stream, disable=not is_terminal(stream)))


def is_terminal(stream) -> bool:
    """Whether *stream* is an interactive terminal (progress bars draw only there)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def ladder_json(ladder: Ladder) -> dict:
    """A ladder as a JSON-ready object."""
    return {"start": ladder.start, "end": ladder.end, "steps": ladder.steps,
            "metric": ladder.metric, "words": list(ladder.words)}


def emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:
        print(json.dumps(ladder_json(ladder), ensure_ascii=printable(str(ladder)) != str(ladder)))
    else:
        print(printable(str(ladder)))


def printable(text: str) -> str:
    """*text*, with ``→`` spelt ``->``, and other letters escaped, where the terminal cannot show them."""
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.replace("→", "->").encode("ascii", "backslashreplace").decode("ascii")
    return text


def complain(message: str) -> None:
    """Print *message* as one line on standard error (line breaks and control characters escaped)."""
    if not message.isprintable():
        message = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in message)
    print(f"ladders: {printable(message)}", file=sys.stderr)


def _solve_hint(name: str, args: list[str]) -> str:
    """When ``ladders stats batch`` fails as a command, say how to solve stats → batch instead."""
    if name == "solve" or len(args) != 1 or args[0].startswith("-"):
        return ""
    return f"; to find a ladder from {name!r} to {args[0]!r}, use: ladders solve {name} {args[0]}"


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


def count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return value


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def optional(convert: Callable[[str], object]) -> Callable[[str], object]:
    def parse(text: str):
        return None if text.lower() == "none" else convert(text)
    parse.__name__ = convert.__name__.strip("_")
    return parse



