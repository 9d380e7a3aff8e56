"""The picture commands: ``ladders draw START END`` and ``ladders explain START END``.

Each computes its picture whole before it writes anything, so a bad word or
a pair with no ladder writes no file; ``-o`` names the SVG file, and
``draw`` without it writes the SVG to standard output. :func:`write_output`
is every command's file writer: whole or not at all, and it says what it wrote.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import argparse
import sys

from ..moves.metrics import METRICS
from ..search import STRATEGIES
from .options import (
    EXIT_FOUND, Parser, UsageError, add_depth_options, add_lexicon_options, add_limit_options, add_metric_option,
    count, lexicon_from_args, max_depth_of,
)
from .output import complain, printable, size_of, to_json, write_file

if TYPE_CHECKING:
    from ..solve.explain import Explanation

__all__ = ["draw_command", "explain_command", "write_output"]


def draw_command(argv: list[str]) -> int:
    """``ladders draw START END``: every shortest ladder as one SVG picture."""
    parser = Parser(
        prog="ladders draw", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Draw every shortest ladder from START to END as one picture (SVG): a column per step, "
                    "a box per word (darker: commoner), a line per move, the commonest ladder highlighted.",
        epilog="examples:\n  ladders draw beer wine -o beer-wine.svg\n"
               "  ladders draw chaos order --metric substitution --words sgb-words.txt -o chaos-order.svg",
    )
    parser.add_argument("start", help="the first word")
    parser.add_argument("end", help="the last word")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--max-words", type=count, default=None, metavar="N",
                        help="past N words, draw only the commonest ladders' words (default 300)")
    add_limit_options(parser)
    parser.add_argument("-o", "--output", metavar="FILE.svg", help="write the picture here (default: standard output)")
    args = parser.parse_args(argv)
    from ..draw.ladders import MAX_WORDS, shortest_ladders_picture  # start-up time: only this command needs it
    picture = shortest_ladders_picture(args.start, args.end, METRICS[args.metric], lexicon=lexicon_from_args(args),
                                       max_words=args.max_words or MAX_WORDS,
                                       max_expansions=args.max_expansions, timeout=args.timeout)
    write_output(picture, args.output)
    return EXIT_FOUND


def explain_command(argv: list[str]) -> int:
    """``ladders explain START END``: how each search strategy went, side by side."""
    parser = Parser(
        prog="ladders explain", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Run each search strategy from START to END and compare: words expanded, largest frontier, "
                    "the ladder's length, whether it is a shortest one, time; the first words each expanded, in "
                    "order; with -o, their search trees drawn side by side (SVG).",
        epilog="examples:\n  ladders explain beer wine\n  ladders explain cold warm --strategy astar --strategy greedy "
               "-o trees.svg\n\ntime: each strategy's own run, untraced, after its traced run has looked up the "
               "neighbours it needs",
    )
    parser.add_argument("start", help="the first word")
    parser.add_argument("end", help="the last word")
    parser.add_argument("--strategy", action="append", choices=sorted(STRATEGIES), metavar="S",
                        help=f"a strategy to run, repeatable: {', '.join(sorted(STRATEGIES))} "
                             "(default: bfs, bidirectional, astar, greedy)")
    add_metric_option(parser)
    add_depth_options(parser)
    add_lexicon_options(parser)
    add_limit_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object, with every expansion in order")
    parser.add_argument("-o", "--output", metavar="FILE.svg", help="also draw the search trees to this SVG file")
    args = parser.parse_args(argv)
    from ..solve.explain import DEFAULT_STRATEGIES, explain_searches  # start-up time: only this command
    told = explain_searches(args.start, args.end, METRICS[args.metric], max_depth_of(args),
                            lexicon=lexicon_from_args(args), strategies=args.strategy or DEFAULT_STRATEGIES,
                            max_expansions=args.max_expansions, timeout=args.timeout)
    if args.output:
        from ..draw.trees import draw_search_trees
        write_output(draw_search_trees(told), args.output)
    if args.json:
        print(to_json({"start": told.start, "end": told.end, "metric": told.metric,
                          "shortest_steps": told.shortest_steps, "strategies": [
                              {"strategy": run.name, "expanded": run.trace.expanded,
                               "largest_frontier": run.trace.largest_frontier, "steps": run.trace.steps,
                               "shortest": run.shortest, "seconds": run.seconds,
                               "ladder": None if run.trace.path is None else list(run.trace.path),
                               "expansions": [e.state for e in run.trace.expansions]} for run in told.runs]},
                         ensure_ascii=False))
        return EXIT_FOUND
    print(printable(format_table(told)))
    return EXIT_FOUND


SHOWN_EXPANSIONS = 12
"""How many of each strategy's first expansions the table's lines list."""


def format_table(told: Explanation) -> str:
    """The comparison as a text table, then each strategy's first expansions in order."""
    head = ("strategy", "expanded", "largest frontier", "steps", "shortest", "time")
    rows = [head]
    for run in told.runs:
        rows.append((run.label, f"{run.trace.expanded:,}", f"{run.trace.largest_frontier:,}",
                     "-" if run.trace.steps is None else str(run.trace.steps),
                     "yes" if run.shortest else "no", _duration(run.seconds)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = [f"{told.start} → {told.end} ({told.metric}): a shortest ladder has {told.shortest_steps} steps", ""]
    for row in rows:
        lines.append("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in
                               enumerate(zip(row, widths, strict=True))).rstrip())
    lines.append("")
    for run in told.runs:
        order = [str(e.state) for e in run.trace.expansions[:SHOWN_EXPANSIONS]]
        more = run.trace.expanded - len(order)
        lines.append(f"{run.label}: " + ", ".join(order) + (f", ... ({more:,} more)" if more > 0 else ""))
    return "\n".join(lines)


def write_output(content: str | bytes, path: str | None) -> None:
    """Write *content* to the file *path* and say so in one line on standard error ("wrote beer-wine.svg
    (12 KB)"), or to standard output when *path* is None or '-'.

    The file is written whole or not at all (:func:`~ladders.cli.output.write_file`): a failure leaves no
    partial or stray file, and is a one-line :class:`~ladders.cli.options.UsageError`.
    """
    if path is None or path == "-":
        if isinstance(content, bytes):
            sys.stdout.flush()
            sys.stdout.buffer.write(content)
        else:
            sys.stdout.write(content)
        return
    try:
        written = write_file(path, content)
    except OSError as error:
        raise UsageError(f"cannot write {path!r}: {error.strerror or error}") from None
    complain(f"wrote {path} ({size_of(written)})")


def _duration(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"
