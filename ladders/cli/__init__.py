"""The command line: ``ladders START END`` and its subcommands. Only this package prints.

``ladders solve START END`` always solves; ``ladders START END`` is its short
form whenever START is not a subcommand name. Exit status: 0 found, 1 no
ladder, 2 bad usage, unknown word or bad word file, 3 a search limit was hit,
130 interrupted.

This module dispatches; each command family lives in a module of its own
(``solve``: solve and check; ``graph``: the word-graph commands), imported
only when one of its commands runs; ``options`` and ``output`` hold what they share.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from importlib import import_module

from ..errors import LadderError, NoLadderError, SearchLimitError
from .options import EXIT_FOUND, EXIT_INTERRUPTED, EXIT_LIMIT, EXIT_NO_LADDER, EXIT_USAGE, Exit, UsageError
from .output import complain

__all__ = ["main", "COMMANDS"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with *argv* (default: ``sys.argv[1:]``); return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(_overview())
        return EXIT_FOUND
    if args and args[0] == "--version":
        from .. import __version__
        print(f"ladders {__version__}")
        return EXIT_FOUND
    name = args.pop(0) if args and args[0] in COMMANDS else "solve"
    try:
        return COMMANDS[name][0](args)
    except Exit as stop:
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

Each command lives in :mod:`ladders.cli.solve` or :mod:`ladders.cli.graph`,
imported only when that command runs.
"""


def _register(name: str, module: str, function: str, summary: str) -> None:
    def run(argv: list[str]) -> int:  # the command's module is imported when it runs: start-up time
        return getattr(import_module(f".{module}", __package__), function)(argv)
    run.__name__ = function
    COMMANDS[name] = (run, summary)


for _name, _module, _function, _summary in (
    ("solve", "solve", "solve_command", "find a ladder between two words (the default command)"),
    ("check", "solve", "check_command", "check a ladder you wrote: valid? shortest?"),
    ("stats", "graph", "stats_command", "figures of the word graph: edges, groups, hubs, degrees"),
    ("longest", "graph", "longest_command", "the longest shortest ladders of a word list"),
    ("puzzle", "graph", "puzzle_command", "pairs of words exactly N steps apart, to solve"),
    ("batch", "graph", "batch_command", "solve one pair per line, one JSON result per line"),
    ("from", "graph", "from_command", "every word reachable from one word, by steps"),
    ("define", "define", "define_command", "what words mean: part of speech and a short definition"),
):
    _register(_name, _module, _function, _summary)


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


