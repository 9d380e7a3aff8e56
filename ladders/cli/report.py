"""``ladders report``: the word graph studied, one row per word length, as a table, JSON or an HTML page.

Imports the study (numpy and scipy, the ``graph`` extra) and the page's pictures only when it runs.
"""

from __future__ import annotations

import argparse

from ..moves.metrics import METRICS
from .options import EXIT_FOUND, Parser, UsageError, add_lexicon_options, add_metric_option, lexicon_from_args, \
    count, progress_bar, seed, workers
from .output import printable, to_json

__all__ = ["report_command", "lengths"]


def lengths(text: str) -> tuple[int, ...]:
    """Word lengths from ``5``, ``3-8`` or ``3-5,7`` (argparse type: a bad one is a one-line usage error).

    >>> lengths("3-5,7")
    (3, 4, 5, 7)
    """
    chosen: set[int] = set()
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not (low.strip().isdecimal() and (not dash or high.strip().isdecimal())):
            raise argparse.ArgumentTypeError(f"expected lengths such as 5, 3-8 or 3-5,7, got {text!r}")
        first, last = int(low), int(high) if dash else int(low)
        if first > last:
            raise argparse.ArgumentTypeError(f"the range {part.strip()!r} runs backwards: write {last}-{first}")
        if first < 1:
            raise argparse.ArgumentTypeError(f"a word has at least 1 letter, got {text!r}")
        chosen.update(range(first, last + 1))
    return tuple(sorted(chosen))


def report_command(argv: list[str]) -> int:
    """``ladders report``: the figures of the word graph per word length (and across lengths)."""
    parser = Parser(
        prog="ladders report", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="The word graph studied, one row per word length (and, when moves change the length, one "
                    "across lengths): words, edges, degrees, groups and the giant group's share, the exact "
                    "diameter with a ladder, the radius and centre, eccentricities, the mean distance and its "
                    "distribution (exact, or sampled with a 95% interval), clustering beside a random graph with "
                    "the same degrees, and the hardest pairs of common words. Any language's list (--language CODE, "
                    "accents folded or exact with --accents): a folded word shows its real spelling. Two processes "
                    "share the rows of a list of 20,000 words or more (--workers): a few seconds at the default size, "
                    "under a minute per metric at size 95.",
        epilog="examples:\n  ladders report --size 35 --lengths 3-5\n"
               "  ladders report --words sgb-words.txt --metric substitution\n"
               "  ladders report --language fr --accents exact --lengths 3-8\n"
               "  ladders report --size 70 --html report.html",
    )
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--lengths", type=lengths, metavar="RANGE",
                        help="word lengths to report, e.g. 5, 3-8 or 3-5,7 (default: every length)")
    parser.add_argument("--samples", type=_samples, default=None, metavar="N",
                        help="random sources for the distances of a graph too large for every pair (default 2048)")
    parser.add_argument("--seed", type=seed, default=0, help="the seed of that sample (default 0)")
    parser.add_argument("--workers", type=workers, default=None, metavar="N",
                        help="processes that share the rows, 1 to 64 (default 2 from 20,000 words when there are two "
                             "cores, else 1); the figures are the same")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--html", metavar="FILE.html", help="also write a page with the table and plots to FILE.html")
    args = parser.parse_args(argv)
    from ..study.figures import SAMPLES  # start-up time: only this command needs the study
    from ..study.report import format_report, graph_report
    if not isinstance(args.seed, int):
        raise UsageError(f"--seed must be a whole number here, got {args.seed!r}")
    report = graph_report(lexicon_from_args(args), METRICS[args.metric], lengths=args.lengths,
                          samples=args.samples or SAMPLES, seed=args.seed, workers=args.workers,
                          progress=progress_bar)
    if args.lengths and not report.lengths:
        raise UsageError(f"no word of the list has {', '.join(map(str, args.lengths))} letters")
    if args.html:
        from ..draw.report import report_page
        from .draw import write_output  # writes any text file, with one-line errors
        write_output(report_page(report), args.html)
    print(to_json(report.as_json(), ensure_ascii=False) if args.json else printable(format_report(report)))
    return EXIT_FOUND


def _samples(text: str) -> int:
    value = count(text)
    if value < 64:
        raise argparse.ArgumentTypeError(f"expected 64 or more (one batch of searches), got {value}")
    return value
