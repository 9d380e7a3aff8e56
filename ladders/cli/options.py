"""What the commands share: the parser that reports instead of exiting, the common options, their types.

Every command builds a :class:`Parser` and adds the options it takes from
here (``--metric``, ``--words``/``--size``, ``--max-depth``/``--no-limit``,
``--max-expansions``/``--timeout``), so each option means the same in every command.

Longer than most: it is every option the commands share, with the types that parse them; split, an option and
its type would live apart, while one place is what keeps an option meaning the same in every command.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING, NoReturn

from ..bounded import LongLineError, read_lines
from ..moves.metrics import METRICS
from ..words.embedded import DEFAULT_SIZE, SCOWL_SIZES, default_lexicon
from ..words.lexicon import Lexicon
from ..words.loaders import load_lexicon
from .output import complain, is_terminal

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from ..search.problem import Limits
    from tqdm import tqdm

__all__ = [
    "ClosedInput",
    "EXIT_FOUND", "EXIT_NO_LADDER", "EXIT_USAGE", "EXIT_LIMIT", "EXIT_OUTPUT", "EXIT_INTERRUPTED", "EXIT_IN_USE",
    "Exit",
    "UsageError", "Parser", "add_metric_option", "add_lexicon_options", "add_depth_options", "add_limit_options",
    "limits_from_args",
    "max_depth_of", "lexicon_from_args", "served_lexicons", "progress_bar", "count", "seconds", "optional", "seed",
    "workers", "input_lines", "DEFAULT_MAX_DEPTH", "MAX_WORKERS",
]

EXIT_FOUND, EXIT_NO_LADDER, EXIT_USAGE, EXIT_LIMIT, EXIT_OUTPUT, EXIT_INTERRUPTED = 0, 1, 2, 3, 74, 130
"""Exit status: found, no ladder, bad usage (or unknown word, bad word file, missing extra), search limit
hit, the output could not be written (74, sysexits' EX_IOERR), interrupted."""

EXIT_IN_USE = 69
"""Exit status of ``serve`` when its port is taken (sysexits' EX_UNAVAILABLE): try another port."""

DEFAULT_MAX_DEPTH = None
"""The step cap of ``--max-depth`` when none is given: none. The command line is where people ask for
the answer, however long; the expansion limit still bounds every search. (The API's ``make_ladder``
keeps ``max_depth=10``: a program asks many questions and wants each answered quickly.)"""

DEFAULT_TIMEOUT = 60.0

MAX_WORKERS = 64
"""The most processes ``--workers`` starts, in every command that takes it (more only queue for the cores)."""


DEFAULT_MAX_EXPANSIONS = 5_000_000


class UsageError(Exception):
    """Bad command-line usage: one line of explanation, exit status 2."""


class ClosedInput:
    """Standard input when the process was started with it closed: reading it is a one-line usage error.

    >>> ClosedInput().isatty(), list(ClosedInput.__dict__).count("read")
    (False, 1)
    """

    def _closed(self, *args: object) -> str:
        raise UsageError("standard input is closed: there is nothing to read (give a file, or pipe the lines in)")

    read = readline = _closed

    def __iter__(self) -> ClosedInput:
        return self

    def __next__(self) -> str:
        return self._closed()

    def isatty(self) -> bool:
        return False


class Parser(argparse.ArgumentParser):
    """An argument parser that reports errors instead of exiting the process, and whose help, when it cannot be
    written (``--help > /dev/full``), fails as any output does instead of being dropped (argparse drops it)."""

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        if file is not None:
            super().print_help(file)
            return
        sys.stdout.write(self.format_help())
        sys.stdout.flush()

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        raise Exit(status)


class Exit(Exception):
    """Raised by :class:`Parser` instead of exiting the process (``--help``): carries the exit status."""

    def __init__(self, status: int) -> None:
        self.status = status


def add_metric_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--metric`` (the kinds of move allowed)."""
    parser.add_argument("--metric", choices=sorted(METRICS), default="levenshtein",
                        help="moves allowed: substitution (change a letter), levenshtein (also add or "
                             "remove one; the default), damerau (also swap two neighbours)")


def add_lexicon_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--words FILE`` and ``--size N`` (which word list to use)."""
    parser.add_argument("--words", metavar="FILE", help="word file, one word per line (default: embedded SCOWL)")
    parser.add_argument("--language", metavar="CODE",
                        help="the word list of this language (en, fr, de, es, it, pt, nl: the system's, e.g. "
                             "Debian's wfrench; en is the embedded one), ranked by its frequencies with wordfreq "
                             "(pip install 'ladders[freq]'); with --words, rank that list in this language")
    parser.add_argument("--accents", choices=("fold", "exact"), default=None,
                        help="fold: an accented letter counts as its plain one (fête is fete); exact: it is a "
                             "letter of its own (default: the language's rule; exact for a list without "
                             "--language)")
    parser.add_argument("--size", type=int, choices=SCOWL_SIZES, default=DEFAULT_SIZE, metavar="N",
                        help=f"size of the embedded dictionary, a SCOWL level {SCOWL_SIZES[0]}-{SCOWL_SIZES[-1]} "
                             f"(default {DEFAULT_SIZE})")


def add_depth_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--max-depth N`` and ``--no-limit`` (how many steps a ladder may take); read them with
    :func:`max_depth_of`."""
    depth = parser.add_mutually_exclusive_group()
    depth.add_argument("--max-depth", type=optional(count), default=DEFAULT_MAX_DEPTH, metavar="N",
                       help="at most N steps (default: no cap; the expansion limit still bounds the search)")
    depth.add_argument("--no-limit", action="store_true", help="no cap on the number of steps (the default)")


def max_depth_of(args: argparse.Namespace) -> int | None:
    """The step cap the options of :func:`add_depth_options` name (None: no cap)."""
    return None if args.no_limit else args.max_depth


def add_limit_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--max-expansions N`` and ``--timeout SECONDS`` (each accepts 'none')."""
    parser.add_argument("--max-expansions", type=optional(count), default=DEFAULT_MAX_EXPANSIONS, metavar="N",
                        help=f"give up after expanding N words (default {DEFAULT_MAX_EXPANSIONS:,}; 'none' lifts it)")
    parser.add_argument("--timeout", type=optional(seconds), default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"give up after this long (default {DEFAULT_TIMEOUT:g}; 'none' lifts it)")


def limits_from_args(args: argparse.Namespace) -> Limits:
    """The :class:`~ladders.search.problem.Limits` of ``--max-expansions`` and ``--timeout``."""
    from ..search.problem import limits_of  # start-up time: only the commands that search need it
    return limits_of(args.max_expansions, args.timeout)


def lexicon_from_args(args: argparse.Namespace) -> Lexicon:
    """The lexicon the options name: ``--words FILE``, ``--language CODE``'s list, or the embedded one of ``--size``.

    A word file that takes more than a second to read draws a progress bar on
    standard error, when standard error is a terminal, as does a language's
    list the first time it is built on this machine. ``--accents`` chooses
    the accent rule (:mod:`ladders.words.accents`).
    """
    accents = getattr(args, "accents", None)
    if not args.words:
        if args.language is not None:
            from ..words.languages import lexicon_for  # start-up time: only a language's list needs it
            bar = progress_bar(f"building the {args.language} word list (once per machine)", 0, unit="B")
            try:  # a bar, and a line when a damaged copy is built again: the list is kept in the cache folder
                return lexicon_for(args.language, size=args.size, accents=accents, notice=complain,
                                   progress=lambda done, total: bar.update(done - bar.n, total))
            finally:
                bar.close()
        return default_lexicon(args.size)
    if accents is None:
        from ..words.accents import DEFAULT_RULES
        accents = DEFAULT_RULES.get(args.language, "exact") if args.language else "exact"
    bar = progress_bar(f"reading {args.words}", 0, unit="B")
    try:
        return load_lexicon(args.words, progress=lambda done, total: bar.update(done - bar.n, total),
                            language=args.language, accents=accents)
    finally:
        bar.close()


def served_lexicons(args: argparse.Namespace) -> tuple[Lexicon, dict[str, Lexicon]]:
    """``ladders serve``'s word lists: the one the options name, and with ``--language fr,de`` (no ``--words``)
    the embedded English dictionary and each language's list, loaded now (a server never loads one inside a
    request). A language named twice is loaded once."""
    if args.words or not args.language:
        return lexicon_from_args(args), {}
    from ..words.languages import LANGUAGES, lexicon_for  # start-up time: only a language's list needs it
    codes = list(dict.fromkeys(code.strip() for code in args.language.split(",") if code.strip()))
    unknown = [code for code in codes if code not in LANGUAGES]
    if not codes or unknown:
        raise UsageError(f"--language takes codes such as fr,de ({', '.join(sorted(LANGUAGES))}), not "
                         f"{', '.join(map(repr, unknown)) or repr(args.language)}")
    languages = {code: lexicon_for(code, size=args.size, accents=getattr(args, "accents", None)) for code in codes}
    return default_lexicon(args.size), languages


def input_lines(name: str, *, max_chars: int) -> Iterator[str | LongLineError]:
    """The lines of the file *name* ('-': standard input), read as they come, each within *max_chars* characters:
    a longer line is read past and yields its :class:`~ladders.bounded.LongLineError` instead
    (:func:`~ladders.bounded.read_lines`). A file that cannot be opened is a one-line :class:`UsageError`."""
    if name == "-":
        yield from read_lines(sys.stdin, max_chars=max_chars)
        return
    try:
        handle = open(name, encoding="utf-8", errors="replace")
    except OSError as error:
        raise UsageError(f"cannot read {name!r}: {error.strerror or error}") from None
    with handle:
        try:
            yield from read_lines(handle, max_chars=max_chars)
        except OSError as error:  # a read that fails half-way (a disk error): the input's fault, not the output's
            raise UsageError(f"cannot read {name!r}: {error.strerror or error}") from None


class _Bar:
    """A progress bar that learns its total as it goes (``update(steps, total)``), drawn by tqdm only once the
    work has taken *delay* seconds, on a terminal: tqdm is imported then, not before (its import is about 30 ms,
    more than most commands take)."""

    def __init__(self, description: str, total: int, unit: str, stream: IO[str], delay: float) -> None:
        self.description, self.total, self.unit, self.stream, self.delay = description, total, unit, stream, delay
        self.n = 0
        self.bar: tqdm[NoReturn] | None = None
        self.started = time.monotonic() if is_terminal(stream) else None

    def update(self, steps: int, total: int | None = None) -> None:
        self.n += steps
        if total:
            self.total = total
        if self.bar is None:
            if self.started is None or time.monotonic() - self.started < self.delay:
                return
            from tqdm import tqdm  # the work is long enough to draw for: imported now
            self.bar = tqdm(desc=self.description, total=self.total or None, initial=self.n, unit=self.unit,
                            unit_scale=self.unit == "B", leave=False, file=self.stream)
            return
        self.bar.update(steps)
        if total and self.bar.total != total:
            self.bar.total = total
            self.bar.refresh()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def progress_bar(description: str, total: int, *, unit: str = "it", stream: IO[str] | None = None,
                 delay: float = 1.0) -> _Bar:
    """A tqdm progress bar on standard error: drawn after *delay* seconds, only on a terminal, erased when closed."""
    return _Bar(description, total, unit, stream or sys.stderr, delay)


def seed(text: str) -> int | str:
    """A seed as the API takes it: a whole number when the text is one (``7`` is 7), else the text itself."""
    stripped = text.strip()
    return int(stripped) if stripped.lstrip("-").isdecimal() else text


def count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text[:20]!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return value


def workers(text: str) -> int:
    """``--workers N``: how many processes, a whole number from 1 to :data:`MAX_WORKERS` (the argparse type of
    every command that takes it).

    >>> workers("2")
    2
    """
    value = count(text)
    if not 1 <= value <= MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"expected a number of processes from 1 to {MAX_WORKERS}, got {value}")
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
    def parse(text: str) -> object:
        return None if text.lower() == "none" else convert(text)
    parse.__name__ = convert.__name__.strip("_")
    return parse


