"""The command line: ``ladders START END`` and its subcommands. Only this package prints.

``ladders solve START END`` always solves; ``ladders START END`` is its short
form whenever START is not a subcommand name. Options every command shares
may come before the command's name (``ladders --language fr puzzle --steps 3``).
Exit status: 0 found, 1 no ladder, 2 bad usage, unknown word, bad word file or
missing extra, 3 a search limit was hit, 69 ``serve``'s port is in use, 74 the
output could not be written, 130 interrupted (Ctrl-C, SIGTERM or SIGHUP).

This module dispatches; each command family lives in a module of its own
(``solve``: solve and check; ``score``: score; ``graph``: the word-graph commands; ``draw``:
draw and explain; ``sheet``: worksheets), imported
only when one of its commands runs; ``options`` and ``output`` hold what they share.

More modules than most: one module per command family, each imported only when its command runs (start-up
time), and the two they share (``options``, ``output``); the terminal game is a folder of its own (``game/``).
"""

from __future__ import annotations

import errno
import os
import signal
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from ..errors import LadderError
from .options import EXIT_FOUND, EXIT_INTERRUPTED, EXIT_OUTPUT, EXIT_USAGE, ClosedInput, Exit, UsageError
from .output import complain, describe, fail

__all__ = ["main", "run", "COMMANDS"]


def run() -> int:
    """The ``ladders`` program: :func:`main`, with what was imported so far frozen out of the garbage collector.

    A command allocates a word list's worth of objects, so the collector runs
    a full pass or two while it works; frozen, the imported modules' objects
    (long-lived by nature) are not walked again: 3 to 4 ms of ``ladders beer
    wine``'s 66 (medians of 21, interleaved). Tests call :func:`main` itself.
    """
    import gc
    gc.freeze()
    return main()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with *argv* (default: ``sys.argv[1:]``); return the exit status.

    Every failure is one line on standard error (and, with ``--json``, a JSON
    object on standard output) and a documented exit status, never a traceback.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if sys.stdout is None:  # started with standard output closed: the answer would be lost
        complain("standard output is closed: there is nowhere to write the answer")
        return EXIT_OUTPUT
    if not args:
        return _no_command()
    if sys.stdin is None:  # started with standard input closed: a command that reads it says so in one line
        sys.stdin = ClosedInput()
    if args[0] in ("-h", "--help", "--version"):
        return _help_or_version(args)
    where = _command_index(args)
    named = where is not None
    name = args.pop(where) if where is not None else "solve"
    previous = _stop_on_signals(hang_up=name != "serve")  # serve: its server stops itself
    try:
        status = COMMANDS[name][0](args)
        sys.stdout.flush()
        return status
    except Exit as stop:  # --help: what it printed must reach its reader too
        try:
            sys.stdout.flush()
        except OSError as error:
            return _stopped(args, error)
        return stop.status
    except UsageError as error:
        message = str(error) + (_solve_hint(name, args) if named else _command_hint(args))
        return fail(args, EXIT_USAGE, "usage", message)
    except (KeyboardInterrupt, BrokenPipeError, OSError) as error:
        return _stopped(args, error)
    except (LadderError, ValueError, TypeError, ImportError) as error:  # ImportError: an extra is missing
        return fail(args, *describe(error))
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _no_command() -> int:
    """``ladders`` alone: the overview, on standard error (as far as it can be written), and a usage status."""
    try:
        print(_overview(), file=sys.stderr)
    except (OSError, ValueError, AttributeError):
        pass
    return EXIT_USAGE


def _help_or_version(args: list[str]) -> int:
    """``ladders --help`` (``-h``) or ``--version``: the overview or the version, on standard output."""
    try:
        if args[0] == "--version":
            from .. import __version__  # imported here: the package imports this module's users lazily
            print(f"ladders {__version__}")
        else:
            print(_overview())
        sys.stdout.flush()
    except OSError as error:
        return _stopped(args, error)
    return EXIT_FOUND


STOPPING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
"""Signals that stop a command as Ctrl-C does: SIGTERM (``kill``) and SIGHUP (the terminal closed)."""


def _stop_on_signals(hang_up: bool = True) -> dict[int, Any]:
    """SIGTERM and (with *hang_up*) SIGHUP stop a command as Ctrl-C does: its ``with`` blocks close, so batch
    workers end with it, and it says "interrupted" in one line (exit status 130). The handlers they replace, by
    signal; none off the main thread, where no handler can be set.

    ``serve`` keeps SIGHUP's default: its server answers SIGTERM and Ctrl-C itself, and an interrupt raised
    inside its event loop would end in a traceback."""
    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    replaced = {}
    for signum in STOPPING_SIGNALS if hang_up else STOPPING_SIGNALS[:1]:
        try:
            replaced[signum] = signal.signal(signum, interrupt)
        except ValueError:
            break
    return replaced


SHARED_VALUE_OPTIONS = frozenset({"--metric", "--words", "--language", "--accents", "--size", "--max-depth",
                                  "--max-expansions", "--timeout"})
"""The options every command may share that take a value (:mod:`ladders.cli.options`): before a command's name,
each is skipped with its value to find the name."""


def _command_index(args: list[str]) -> int | None:
    """Where the command's name is: first, or after options every command shares (``ladders --language fr puzzle``);
    None when no command is named (``ladders beer wine``: solve).

    >>> _command_index(["puzzle", "--steps", "3"]), _command_index(["--language", "fr", "--json", "puzzle"])
    (0, 3)
    >>> _command_index(["--words", "stats", "beer", "wine"]), _command_index(["beer", "stats"])
    (None, None)
    """
    index = 0
    while index < len(args) and args[index].startswith("-") and args[index] not in ("-", "--"):
        index += 2 if args[index] in SHARED_VALUE_OPTIONS else 1
    return index if index < len(args) and args[index] in COMMANDS else None


COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {}
"""Subcommands by name: (function taking the remaining arguments, one-line summary).

Each command lives in :mod:`ladders.cli.solve`, :mod:`ladders.cli.graph` or :mod:`ladders.cli.draw`,
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
    ("rate", "solve", "rate_command", "how hard a pair is: easy, medium, hard or fiendish, and why"),
    ("score", "score", "score_command", "grade a proposed ladder: valid, par, gap, Carroll's marks (JSON lines too)"),
    ("stats", "graph", "stats_command", "figures of the word graph: edges, groups, hubs, degrees"),
    ("longest", "graph", "longest_command", "the longest shortest ladders of a word list"),
    ("report", "report", "report_command", "the word graph studied per word length: a table, JSON or a page"),
    ("puzzle", "graph", "puzzle_command", "pairs of words exactly N steps apart, to solve"),
    ("batch", "graph", "batch_command", "solve one pair per line, one JSON result per line"),
    ("from", "graph", "from_command", "every word reachable from one word, by steps"),
    ("draw", "draw", "draw_command", "every shortest ladder as one picture (SVG)"),
    ("explain", "draw", "explain_command", "how each search strategy went: a table, and their trees (SVG)"),
    ("sheet", "sheet", "sheet_command", "a printable worksheet: clued, empty ladders and the answers (HTML)"),
    ("define", "define", "define_command", "what words mean: part of speech and a short definition"),
    ("cache", "cache", "cache_command", "the word lists this machine keeps, built once each; --clear deletes them"),
    ("serve", "serve", "serve_command", "the web page and JSON API on this machine (the web extra)"),
    ("daily", "play", "daily_command", "the daily puzzle: one pair a day for everyone, with its par"),
    ("play", "play", "play_command", "play the daily puzzle (or a practice one) in the terminal"),
):
    _register(_name, _module, _function, _summary)


def _solve_hint(name: str, args: list[str]) -> str:
    """When ``ladders stats batch`` fails as a command, say how to solve stats → batch instead."""
    if name == "solve" or len(args) != 1 or not args[0].isalpha():  # a file's name or an option: no word was meant
        return ""
    return f"; to find a ladder from {name!r} to {args[0]!r}, use: ladders solve {name} {args[0]}"


def _command_hint(args: list[str]) -> str:
    """When ``ladders solv beer wine`` fails as a solve, ask whether a command was meant."""
    positional = [arg for arg in args if not arg.startswith("-")]
    if len(positional) < 3:
        return ""
    from difflib import get_close_matches  # start-up time: only a mistyped command needs it
    close = get_close_matches(positional[0], COMMANDS, n=1, cutoff=0.7)
    return f"; {positional[0]!r} is not a command: did you mean {close[0]!r}?" if close else ""


def _stopped(args: list[str], error: KeyboardInterrupt | OSError) -> int:
    """An interrupt, or the output could not be written: say so in one line (stdout may be gone)."""
    _silence_stdout()
    if isinstance(error, KeyboardInterrupt):
        complain("interrupted")
        return EXIT_INTERRUPTED
    if isinstance(error, BrokenPipeError):
        return EXIT_FOUND  # the reader went away (e.g. `| head`): it chose to read no more
    if error.errno in (errno.ENOSPC, errno.EIO, errno.EBADF, errno.EFBIG, errno.EDQUOT):
        complain(f"cannot write the output: {error.strerror or error}")
        return EXIT_OUTPUT
    return fail(args, EXIT_USAGE, "error", str(error.strerror or error))


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so the interpreter's last flush cannot fail again at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _overview() -> str:
    lines = ["usage: ladders [solve] START END [options]", "       ladders COMMAND [options]", "",
             "Word ladders (Lewis Carroll's Doublets): turn START into END one move at a time.", "",
             "commands:"]
    lines += [f"  {name:<10} {summary}" for name, (_, summary) in COMMANDS.items()]
    lines += ["", "'ladders COMMAND --help' explains each; 'ladders solve --help' lists the solver's options.",
              "examples:", "  ladders beer wine", "  ladders cat dog --metric substitution --json",
              "", "exit status: 0 found, 1 no ladder, 2 bad usage, unknown word, word file or missing extra, "
              "3 search limit hit, 69 serve's port in use, 74 output not written, 130 interrupted (Ctrl-C, "
              "SIGTERM, SIGHUP)"]
    return "\n".join(lines)


