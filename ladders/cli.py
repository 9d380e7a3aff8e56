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
import time
from collections.abc import Callable, Sequence
from itertools import islice

from .errors import LadderError, NoLadderError, SearchLimitError
from .check import check_ladder
from .costs import COSTS
from .ladder import Ladder, all_ladders, make_ladder
from .lexicon import DEFAULT_SIZE, SCOWL_SIZES, Lexicon, default_lexicon, load_lexicon
from .metrics import METRICS
from .search import STRATEGIES
from .shortest import count_shortest_ladders, ladders_of_length, shortest_ladders

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
    add_choice_options(parser)
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line with --all)")
    args = parser.parse_args(argv)
    lexicon = lexicon_from_args(args)
    options = dict(metric=METRICS[args.metric], max_depth=None if args.no_limit else args.max_depth,
                   lexicon=lexicon, max_expansions=args.max_expansions, timeout=args.timeout)
    if _wants_choices(args):
        return solve_with_choices(args, options)
    if args.all:
        found = 0
        for ladder in islice(all_ladders(args.start, args.end, **options), args.limit):
            found += 1
            _emit(ladder, args.json)
        if not found:
            raise NoLadderError(args.start, args.end, "none found" + (
                "" if args.no_limit else f" within {args.max_depth} steps"))
        return EXIT_FOUND
    shortest = make_ladder(args.start, args.end, strategy=STRATEGIES[args.strategy], **options)
    common = _commoner_ladder(shortest, options)
    if args.json and common is not None:
        print(json.dumps({**ladder_json(shortest), "common": ladder_json(common)}, ensure_ascii=False))
        return EXIT_FOUND
    _emit(shortest, args.json)
    if common is not None:
        print(_printable(f"{common}   (commoner words, {common.steps} steps)"))
    return EXIT_FOUND


COMMON_EXTRA_STEPS, COMMON_MAX_EXPANSIONS = 2, 500
"""The default commoner-words line: at most this many steps longer than the shortest, and this much search."""


def add_choice_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that go beyond one shortest ladder (costs, every shortest, constraints, seed)."""
    group = parser.add_argument_group("beyond one shortest ladder")
    group.add_argument("--cost", choices=sorted(COSTS), help=(
        "what 'best' means: steps (fewest, the default), rarity (the most common words), alphabet "
        "(Knuth's -a: letters changed as little as possible), weakest_rung (a shortest ladder whose rarest word "
        "is as common as can be)"))
    group.add_argument("--common", action="store_true", help="the ladder of the most common words (--cost rarity)")
    group.add_argument("--every-shortest", action="store_true",
                       help="list every shortest ladder (at most --limit of them)")
    group.add_argument("--count", action="store_true", help="count the shortest ladders without listing them")
    group.add_argument("--steps", type=_count, metavar="N", help="list ladders of exactly N steps (at most --limit)")
    group.add_argument("--avoid", action="append", metavar="WORD[,WORD...]", help="never use these words")
    group.add_argument("--via", metavar="WORD", help="pass through WORD")
    group.add_argument("--seed", metavar="SEED",
                       help="choose at random among equally good ladders, the same way for the same SEED")
    group.add_argument("--allow-unknown-ends", action="store_true",
                       help="START and END may be missing from the word list (added for this query only)")


def _wants_choices(args: argparse.Namespace) -> bool:
    return bool(args.cost or args.common or args.every_shortest or args.count or args.steps is not None
                or args.avoid or args.via or args.seed is not None or args.allow_unknown_ends)


def solve_with_choices(args: argparse.Namespace, options: dict) -> int:
    """Solve with the options of :func:`add_choice_options`; print as ``solve`` does."""
    modes = [flag for flag, on in (("--all", args.all), ("--every-shortest", args.every_shortest),
                                   ("--count", args.count), ("--steps", args.steps is not None)) if on]
    if len(modes) > 1:
        raise UsageError(f"choose one of {', '.join(modes)}")
    if args.common and args.cost not in (None, "rarity"):
        raise UsageError(f"--common means --cost rarity, not --cost {args.cost}")
    if (args.cost or args.common or args.via or args.seed is not None) and modes:
        raise UsageError(f"--cost, --common, --via and --seed choose one ladder; they do not go with {modes[0]}")
    avoid = sorted({word.strip() for text in args.avoid or () for word in text.split(",") if word.strip()})
    shared = dict(options, avoid=avoid or None, allow_unknown_ends=args.allow_unknown_ends)
    if args.count:
        number = count_shortest_ladders(args.start, args.end, **shared)
        first = next(shortest_ladders(args.start, args.end, **shared), None) if number else None
        if args.json:
            print(json.dumps({"start": args.start, "end": args.end, "count": number,
                              "steps": None if first is None else first.steps}, ensure_ascii=False))
        else:
            print(f"{number} shortest ladder{'s' if number != 1 else ''}"
                  + ("" if first is None else f" of {first.steps} steps"))
        return EXIT_FOUND if number else EXIT_NO_LADDER
    if args.every_shortest or args.steps is not None or args.all:
        if args.all:
            raise UsageError("--all does not take --avoid or --allow-unknown-ends (--steps N does)")
        if args.steps is not None:
            shared.pop("max_depth")
            stream = ladders_of_length(args.start, args.end, args.steps, **shared)
        else:
            stream = shortest_ladders(args.start, args.end, **shared)
        found = 0
        for ladder in islice(stream, args.limit):
            found += 1
            _emit(ladder, args.json)
        if not found:
            within = f" of exactly {args.steps} step{'s' * (args.steps != 1)}" if args.steps is not None else (
                "" if shared["max_depth"] is None else f" within {shared['max_depth']} steps")
            raise NoLadderError(args.start, args.end, "none found" + within
                                + (f" avoiding {', '.join(avoid)}" if avoid else ""))
        return EXIT_FOUND
    cost = COSTS["rarity" if args.common else args.cost or "steps"]
    seed = None if args.seed is None else int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    ladder = make_ladder(args.start, args.end, strategy=STRATEGIES[args.strategy], cost=cost, via=args.via,
                         seed=seed, **shared)
    if args.json:
        print(json.dumps({**ladder_json(ladder), "cost": cost.name}, ensure_ascii=False))
    else:
        print(_printable(str(ladder)))
    return EXIT_FOUND


def _commoner_ladder(shortest: Ladder, options: dict) -> Ladder | None:
    """The commonest-words ladder when it differs from *shortest*, found by a small bounded search, or None."""
    lexicon = options["lexicon"]
    if shortest.steps < 2 or all(lexicon.rank(word) is None for word in shortest.words):
        return None
    cap = shortest.steps + COMMON_EXTRA_STEPS
    limit = options["max_depth"]
    try:
        common = make_ladder(shortest.start, shortest.end, options["metric"],
                             cap if limit is None else min(cap, limit), lexicon=lexicon, cost=COSTS["rarity"],
                             max_expansions=COMMON_MAX_EXPANSIONS, timeout=options["timeout"])
    except (SearchLimitError, NoLadderError):
        return None  # an extra line, never worth a long wait
    return None if common.words == shortest.words else common


def check_command(argv: list[str]) -> int:
    """``ladders check WORD WORD ...``: is this a valid ladder, and a shortest one?"""
    parser = _Parser(
        prog="ladders check",
        description="Check a ladder: every rung a word, every step one move, no word twice; and is it shortest?",
        epilog="examples:\n  ladders check beer bear bead\n  ladders check cold cord card ward warm "
               "--metric substitution --json\n\nexit status: 0 valid, 1 not valid",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("ladder", nargs="+", metavar="WORD", help="the ladder, first word to last")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    args = parser.parse_args(argv)
    report = check_ladder(args.ladder, METRICS[args.metric], lexicon_from_args(args))
    if args.json:
        print(json.dumps({"valid": report.valid, "words": list(report.words), "metric": report.metric,
                          "steps": report.steps, "shortest": report.shortest, "is_shortest": report.is_shortest,
                          "problems": [{"index": p.index, "kind": p.kind, "message": p.message}
                                       for p in report.problems]}, ensure_ascii=False))
    else:
        print(_printable(str(report)))
    return EXIT_FOUND if report else EXIT_NO_LADDER


COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {
    "solve": (solve_command, "find a ladder between two words (the default command)"),
    "check": (check_command, "check a ladder you wrote: valid? shortest?"),
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
    """The lexicon the options name: ``--words FILE`` or the embedded one of ``--size``.

    A word file that takes more than a second to read draws a progress bar on
    standard error, when standard error is a terminal.
    """
    if not args.words:
        return default_lexicon(args.size)
    bar = ProgressBar(f"reading {args.words}")
    try:
        return load_lexicon(args.words, progress=bar)
    finally:
        bar.close()


class ProgressBar:
    """A progress callback, ``bar(done, total)``, drawn on *stream* once *delay* seconds have passed.

    Draws only when *stream* is a terminal; :meth:`close` erases the bar.
    """

    def __init__(self, label: str, *, stream=None, delay: float = 1.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.label, self.stream, self.delay, self.clock = label, stream or sys.stderr, delay, clock
        self.started = clock()
        self.width = 0

    def __call__(self, done: int, total: int) -> None:
        if not self.width and (self.clock() - self.started < self.delay or not _is_terminal(self.stream)):
            return
        if total > 0:
            filled = min(30, 30 * done // total)
            line = f"{self.label} [{'#' * filled}{' ' * (30 - filled)}] {min(100, 100 * done // total)}%"
        else:
            line = f"{self.label}: {done / 1e6:.1f} MB"
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()

    def close(self) -> None:
        """Erase the bar, if it was drawn."""
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0


def _is_terminal(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def ladder_json(ladder: Ladder) -> dict:
    """A ladder as a JSON-ready object."""
    return {"start": ladder.start, "end": ladder.end, "steps": ladder.steps,
            "metric": ladder.metric, "words": list(ladder.words)}


def _emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:
        print(json.dumps(ladder_json(ladder), ensure_ascii=_printable(str(ladder)) != str(ladder)))
    else:
        print(_printable(str(ladder)))


def _printable(text: str) -> str:
    """*text*, with ``→`` spelt ``->``, and other letters escaped, where the terminal cannot show them."""
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.replace("→", "->").encode("ascii", "backslashreplace").decode("ascii")
    return text


def _complain(message: str) -> None:
    """Print *message* as one line on standard error (line breaks and control characters escaped)."""
    if not message.isprintable():
        message = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in message)
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


# --- The word graph: stats, longest, puzzle, batch, from (heavy modules imported when run) ---

def stats_command(argv: list[str]) -> int:
    """``ladders stats``: figures of the word graph."""
    parser = _Parser(
        prog="ladders stats", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Figures of the word graph (a word per node, a move per edge): words, edges, groups "
                    "of words joined by ladders, isolated words, the most-connected words, degrees.",
        epilog="examples:\n  ladders stats --words sgb-words.txt --metric substitution\n  ladders stats --size 35 --json",
    )
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--top", type=_count, default=3, metavar="K", help="most-connected words shown per length")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    from .graph import format_stats, graph_stats
    stats = graph_stats(lexicon_from_args(args), METRICS[args.metric], top=args.top, progress=_graph_bar)
    print(json.dumps(stats.as_json(), ensure_ascii=False) if args.json else format_stats(stats))
    return EXIT_FOUND


def longest_command(argv: list[str]) -> int:
    """``ladders longest``: the longest shortest ladders (the word graph's diameter)."""
    parser = _Parser(
        prog="ladders longest", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="The longest shortest ladders of a word list (the diameter of its word graph), exactly, "
                    "with every pair of words that needs that many steps.",
        epilog="example:\n  ladders longest --words sgb-words.txt --metric substitution    "
               "(29 steps: amigo -> highs, ...)",
    )
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--workers", type=_count, default=None, metavar="N",
                        help="processes for large groups (default: both cores when it pays)")
    parser.add_argument("--json", action="store_true", help='print {"steps": N, "pairs": [[start, end], ...]}')
    args = parser.parse_args(argv)
    from .longest import longest_ladders
    lexicon, metric = lexicon_from_args(args), METRICS[args.metric]
    found = longest_ladders(lexicon, metric, workers=args.workers or None, progress=_graph_bar)
    if args.json:
        print(json.dumps(found.as_json(), ensure_ascii=False))
        return EXIT_FOUND
    print(f"{found.steps} steps, {len(found.pairs)} pair{'s' * (len(found.pairs) != 1)}")
    for start, end in found.pairs[:10]:
        _emit(make_ladder(start, end, metric, None, lexicon=lexicon), False)
    if len(found.pairs) > 10:
        print(f"... and {len(found.pairs) - 10} more pairs (--json lists them all)")
    return EXIT_FOUND


def puzzle_command(argv: list[str]) -> int:
    """``ladders puzzle --steps N``: pairs whose shortest ladder has exactly N steps."""
    parser = _Parser(
        prog="ladders puzzle", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Draw puzzles: pairs of words whose shortest ladder has exactly N steps, each with its "
                    "number of shortest solutions and a difficulty (bits of luck a blind guesser needs).",
        epilog="examples:\n  ladders puzzle --steps 5 --common --seed 7\n"
               "  ladders puzzle --steps 8 --count 3 --metric substitution --json",
    )
    parser.add_argument("--steps", type=_count, required=True, metavar="N", help="exact length of the shortest ladder")
    parser.add_argument("--count", type=_count, default=1, metavar="K", help="how many puzzles (default 1)")
    parser.add_argument("--common", action="store_true", help="both words common (SCOWL size 35 or less)")
    parser.add_argument("--seed", help="the same seed gives the same puzzles")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle")
    args = parser.parse_args(argv)
    from .puzzle import puzzles
    made = 0
    for puzzle in puzzles(lexicon_from_args(args), args.steps, METRICS[args.metric], count=args.count,
                          common=args.common, seed=args.seed, progress=_graph_bar):
        made += 1
        print(json.dumps(puzzle.as_json(), ensure_ascii=False) if args.json else _printable(
            f"{puzzle.start} → {puzzle.end}: {puzzle.steps} steps, {puzzle.solutions:,} shortest "
            f"ladder{'s' * (puzzle.solutions != 1)}, difficulty {puzzle.difficulty:g}"))
    if made < args.count:
        _complain(f"found {made} of {args.count} puzzles of exactly {args.steps} steps"
                  + (" among common words" if args.common else ""))
        return EXIT_NO_LADDER
    return EXIT_FOUND


def batch_command(argv: list[str]) -> int:
    """``ladders batch FILE|-``: one pair per line in, one JSON result per line out."""
    parser = _Parser(
        prog="ladders batch", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Solve one pair per line ('beer wine', 'beer,wine' or 'beer -> wine'; blank and #-lines "
                    "skipped), printing one JSON result per line in input order: the ladder, or the error "
                    "that line met. A bad line never stops the run.",
        epilog="examples:\n  ladders batch pairs.txt --metric substitution\n  printf 'beer wine\\ncold warm\\n' | "
               "ladders batch -\n\nexit status: 0 every line found a ladder, 1 some did not",
    )
    parser.add_argument("file", metavar="FILE", help="the pairs, one per line ('-' reads standard input)")
    add_metric_option(parser)
    depth = parser.add_mutually_exclusive_group()
    depth.add_argument("--max-depth", type=_count, default=10, metavar="N", help="at most N steps (default 10)")
    depth.add_argument("--no-limit", action="store_true", help="no cap on the number of steps")
    parser.add_argument("--workers", type=_count, default=None, metavar="N",
                        help="processes (default: both cores for 200 lines or more)")
    add_lexicon_options(parser)
    add_limit_options(parser)
    args = parser.parse_args(argv)
    try:
        if args.file == "-":
            lines = sys.stdin.read().splitlines()
        else:
            with open(args.file, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().splitlines()
    except OSError as error:
        raise UsageError(f"cannot read {args.file!r}: {error.strerror or error}") from None
    from .batch import solve_lines
    failed = 0
    for result in solve_lines(lines, lexicon=lexicon_from_args(args), metric=METRICS[args.metric],
                              max_depth=None if args.no_limit else args.max_depth,
                              max_expansions=args.max_expansions, timeout=args.timeout,
                              workers=args.workers or None, progress=_graph_bar):
        failed += "error" in result
        print(json.dumps(result, ensure_ascii=False), flush=True)
    return EXIT_NO_LADDER if failed else EXIT_FOUND


def from_command(argv: list[str]) -> int:
    """``ladders from WORD``: every word reachable from WORD, by steps, streamed."""
    parser = _Parser(
        prog="ladders from", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Every word reachable from WORD, nearest first: one 'STEPS<TAB>WORD' line per word "
                    "(or one JSON object per distance), streamed as each distance is reached.",
        epilog="examples:\n  ladders from cold --metric substitution --max-depth 2\n  ladders from beer --json",
    )
    parser.add_argument("word", help="the word to start from")
    add_metric_option(parser)
    parser.add_argument("--max-depth", type=_count, default=None, metavar="N", help="stop after N steps")
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help='print {"steps": N, "words": [...]} per distance')
    args = parser.parse_args(argv)
    from .layers import distance_layers
    for steps, words in distance_layers(args.word, METRICS[args.metric], args.max_depth,
                                        lexicon=lexicon_from_args(args)):
        if args.json:
            print(json.dumps({"steps": steps, "words": list(words)}, ensure_ascii=False), flush=True)
        else:
            print("\n".join(f"{steps}\t{word}" for word in words), flush=True)
    return EXIT_FOUND


def _graph_bar(description: str, total: int):
    """A tqdm progress bar on standard error, shown after a second, and only on a terminal."""
    try:
        from tqdm import tqdm
    except ImportError:
        from .graph import quiet
        return quiet(description, total)
    return tqdm(desc=description, total=total, delay=1.0, leave=False, disable=not _is_terminal(sys.stderr))


COMMANDS.update({
    "stats": (stats_command, "figures of the word graph: edges, groups, hubs, degrees"),
    "longest": (longest_command, "the longest shortest ladders of a word list"),
    "puzzle": (puzzle_command, "pairs of words exactly N steps apart, to solve"),
    "batch": (batch_command, "solve one pair per line, one JSON result per line"),
    "from": (from_command, "every word reachable from one word, by steps"),
})
