"""The solving commands: ``ladders solve START END`` (and its short form) and ``ladders check``."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable
from itertools import islice
from typing import Any

from ..errors import NoLadderError
from ..moves.metrics import METRICS
from ..search import STRATEGIES
from ..solve.api import make_ladder
from ..solve.costs import COSTS
from ..solve.ladder import Ladder
from ..solve.query import Query
from .options import (
    EXIT_FOUND, EXIT_NO_LADDER, Parser, UsageError, add_depth_options, add_lexicon_options, add_limit_options,
    add_metric_option, count, lexicon_from_args, max_depth_of, seed,
)
from ..solve.answer import ladder_json
from .output import definition_lines, definitions_json, emit, printable, to_json

__all__ = ["solve_command", "check_command"]


def solve_command(argv: list[str]) -> int:
    """``ladders solve START END``: print a shortest ladder (or several with --all)."""
    parser = Parser(
        prog="ladders solve",
        description="Find a word ladder from START to END, one move at a time, every rung a word.",
        epilog="examples:\n  ladders beer wine\n  ladders head tail --metric substitution\n"
               "  ladders cold warm --all --limit 5 --json\n"
               "  ladders solve stats batch    (use 'solve' when START is a command name)",
        formatter_class=_Formatter,
    )
    parser.add_argument("start", help="the first word")
    parser.add_argument("end", help="the last word")
    add_metric_option(parser)
    add_depth_options(parser)
    parser.add_argument("--strategy", choices=sorted(STRATEGIES), default="bidirectional",
                        help="search strategy (default bidirectional; greedy and dfs are not always shortest)")
    add_many_options(parser)
    add_lexicon_options(parser)
    add_limit_options(parser)
    add_choice_options(parser)
    parser.add_argument("--define", action="store_true",
                        help="print each rung's definition under the ladder (WordNet 3.0 and our own glosses)")
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line with --all)")
    args = parser.parse_args(argv)
    lexicon = lexicon_from_args(args)
    options = dict(metric=METRICS[args.metric], max_depth=max_depth_of(args),
                   lexicon=lexicon, max_expansions=args.max_expansions, timeout=args.timeout)
    if args.define and (args.all or args.every_shortest or args.count or args.steps is not None):
        raise UsageError("--define goes with one ladder, not with --all, --every-shortest, --count or --steps")
    if _wants_choices(args):
        return solve_with_choices(args, options)
    query = Query.make(args.start, args.end, options["metric"], options["max_depth"], lexicon,
                       args.max_expansions, args.timeout)  # one checked query per question
    if args.all:
        from ..solve.streams import ladders_by_length  # start-up time: only --all needs the stream
        if not _print_ladders(ladders_by_length(query), args):
            query.check_quick_answers()  # the plainest reason first, else what the search learnt
            raise query.no_ladder(searched_all=True)
        return EXIT_FOUND
    from ..solve.answer import answer_query  # the product's answer
    found = answer_query(query, commoner=True)
    if found.ladder is None:
        assert found.why is not None
        raise found.why
    if args.json:
        shown = str(found.ladder)
        print(to_json(found.as_json(definitions=args.define), ensure_ascii=printable(shown) != shown))
        return EXIT_FOUND
    emit(found.ladder, False)
    if found.common is not None:
        print(printable(f"{found.common}   (commoner words, {found.common.steps} steps)"))
    if args.define:
        print(printable("\n".join(definition_lines(found.ladder.words))))
    return EXIT_FOUND


class _Formatter(argparse.RawDescriptionHelpFormatter):
    """argparse's formatter of raw descriptions, told the terminal's width.

    Left to find it, argparse imports ``shutil`` (and with it ``bz2``, ``lzma``
    and more) each time a command starts, since every option added makes a
    formatter; this asks the terminal the way ``shutil`` would.
    """

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)


def _columns() -> int:
    """The terminal's width: ``$COLUMNS``, else standard output's terminal, else 80 (as ``shutil`` finds it)."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def add_many_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that list or count many ladders: one of --all, --every-shortest, --count, --steps N."""
    group = parser.add_argument_group("many ladders (choose one)")
    mode = group.add_mutually_exclusive_group()
    mode.add_argument("--all", action="store_true", help="list every ladder without repeated words, shortest first")
    mode.add_argument("--every-shortest", action="store_true",
                      help="list every shortest ladder (at most --limit of them)")
    mode.add_argument("--count", action="store_true", help="count the shortest ladders without listing them")
    mode.add_argument("--steps", type=count, metavar="N", help="list ladders of exactly N steps (at most --limit)")
    group.add_argument("--limit", type=count, default=10, metavar="K",
                       help="stop after K ladders (default 10)")


def add_choice_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that choose one ladder beyond the first (costs, constraints, seed)."""
    group = parser.add_argument_group("beyond the first ladder")
    group.add_argument("--cost", choices=sorted(COSTS), help=(
        "what 'best' means: steps (fewest, the default), rarity (the most common words), alphabet "
        "(Knuth's -a: letters changed as little as possible), weakest_rung (a shortest ladder whose rarest word "
        "is as common as can be)"))
    group.add_argument("--common", action="store_true", help="the ladder of the most common words (--cost rarity)")
    group.add_argument("--avoid", action="append", metavar="WORD[,WORD...]", help="never use these words")
    group.add_argument("--via", metavar="WORD", help="pass through WORD")
    group.add_argument("--seed", metavar="SEED", type=seed,
                       help="choose at random among equally good ladders, the same way for the same SEED")
    group.add_argument("--allow-unknown-ends", nargs="?", const="both", choices=("start", "end", "both"),
                       help="START and END (or only the one named) may be missing from the word list "
                            "(added for this query only)")


def _wants_choices(args: argparse.Namespace) -> bool:
    return bool(args.strategy != "bidirectional" or args.cost or args.common or args.every_shortest or args.count
                or args.steps is not None or args.avoid or args.via or args.seed is not None or args.allow_unknown_ends)


def solve_with_choices(args: argparse.Namespace, options: dict[str, Any]) -> int:
    """Solve with the options of :func:`add_choice_options`; print as ``solve`` does."""
    # imported here for start-up time: only these modes need it
    from ..solve.shortest import count_shortest_ladders, ladders_of_length, shortest_ladders
    modes = [flag for flag, on in (("--all", args.all), ("--every-shortest", args.every_shortest),
                                   ("--count", args.count), ("--steps", args.steps is not None)) if on]
    if args.common and args.cost not in (None, "rarity"):
        raise UsageError(f"--common means --cost rarity, not --cost {args.cost}")
    if (args.cost or args.common or args.via or args.seed is not None) and modes:
        raise UsageError(f"--cost, --common, --via and --seed choose one ladder; they do not go with {modes[0]}")
    avoid = sorted({word.strip() for text in args.avoid or () for word in text.split(",") if word.strip()})
    shared = dict(options, avoid=avoid or None, allow_unknown_ends=args.allow_unknown_ends or False)
    if args.count:
        number = count_shortest_ladders(args.start, args.end, **shared)
        if not number:
            make_ladder(args.start, args.end, **shared)  # raises NoLadderError, saying why
        first = next(shortest_ladders(args.start, args.end, **shared), None) if number else None
        if args.json:
            print(to_json({"start": args.start, "end": args.end, "count": number,
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
            stream = ladders_of_length(args.start, args.end, steps=args.steps, **shared)
        else:
            stream = shortest_ladders(args.start, args.end, **shared)
        if not _print_ladders(stream, args):
            if args.steps is None:
                make_ladder(args.start, args.end, **shared)  # raises NoLadderError, saying why
            raise NoLadderError(args.start, args.end, f"none of exactly {args.steps} step{'s' * (args.steps != 1)}"
                                + (f" avoiding {', '.join(avoid)}" if avoid else ""))
        return EXIT_FOUND
    cost = COSTS["rarity" if args.common else args.cost or "steps"]
    ladder = make_ladder(args.start, args.end, strategy=STRATEGIES[args.strategy], cost=cost, via=args.via,
                         seed=args.seed, **shared)
    if args.json:
        record = {**ladder_json(ladder), "cost": cost.name}
        if args.define:
            record["definitions"] = definitions_json(ladder.words)
        print(to_json(record, ensure_ascii=False))
    else:
        print(printable(str(ladder)))
        if args.define:
            print(printable("\n".join(definition_lines(ladder.words))))
    return EXIT_FOUND


def _print_ladders(stream: Iterable[Ladder], args: argparse.Namespace) -> int:
    """Print the first ``--limit`` ladders of *stream* as they come; return how many there were."""
    printed = 0
    for ladder in islice(stream, args.limit):
        printed += 1
        emit(ladder, args.json)
    return printed


def check_command(argv: list[str]) -> int:
    """``ladders check WORD WORD ...``: is this a valid ladder, and a shortest one?"""
    parser = Parser(
        prog="ladders check",
        description="Check a ladder: every rung a word, every step one move, no word twice; and is it shortest?",
        epilog="examples:\n  ladders check beer bear bead\n  ladders check cold cord card ward warm "
               "--metric substitution --json\n\nexit status: 0 valid, 1 not valid",
        formatter_class=_Formatter,
    )
    parser.add_argument("ladder", nargs="+", metavar="WORD", help="the ladder, first word to last")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    args = parser.parse_args(argv)
    from ..solve.check import check_ladder  # imported here for start-up time: plain solving never needs it
    report = check_ladder(args.ladder, METRICS[args.metric], lexicon=lexicon_from_args(args))
    if args.json:
        print(to_json({"valid": report.valid, "words": list(report.words), "metric": report.metric,
                          "steps": report.steps, "shortest": report.shortest, "is_shortest": report.is_shortest,
                          "problems": [{"index": p.index, "kind": p.kind, "message": p.message}
                                       for p in report.problems]}, ensure_ascii=False))
    else:
        print(printable(str(report)))
    return EXIT_FOUND if report else EXIT_NO_LADDER
