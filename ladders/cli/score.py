"""``ladders score``: grade a proposed ladder for a pair (or an open chain), one at a time or as JSON lines."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from ..bounded import MAX_JSON_DEPTH, printable as escaped
from ..moves.metrics import METRICS
from ..solve.score_lines import MAX_LINE_CHARS, score_lines
from .options import (
    EXIT_FOUND, EXIT_NO_LADDER, Parser, UsageError, add_lexicon_options, add_metric_option, input_lines,
    lexicon_from_args,
)
from .output import printable, to_json

if TYPE_CHECKING:
    from ..solve.score import ChainScore, Score

__all__ = ["score_command", "table_row", "TABLE_HEADER"]


def score_command(argv: list[str]) -> int:
    """``ladders score START END WORD...``, ``--chain START WORD...`` or ``--jsonl FILE``: grade answers."""
    parser = Parser(
        prog="ladders score", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Grade a proposed ladder for START -> END: valid (or its first bad step and why), steps, par "
                    "(the shortest ladder's steps), the gap to par, the rarest word used, and Lewis Carroll's "
                    "1880 marks (letters x the shortest chain's links, less the letters of each extra link). "
                    "With --chain, grade an open chain from START: its longest valid prefix and that prefix's "
                    "share of the links. With --jsonl, grade one JSON object per line, printing one per line.",
        epilog="examples:\n  ladders score pig sty pig wig wag way say sty --metric substitution\n"
               "  ladders score --chain hat hat bat bit sit --json\n"
               "  echo '{\"start\": \"pig\", \"end\": \"sty\", \"answer\": \"pig wig wag way say sty\"}' | "
               "ladders score --jsonl -\n\n"
               "JSON lines: {\"start\", \"end\", \"ladder\": [words]} or {\"start\", \"end\", \"answer\": \"text\"} "
               "or {\"start\", \"chain\": [words]}; any \"id\" is copied. A line holds at most "
               f"{MAX_LINE_CHARS:,} characters, its JSON nested at most {MAX_JSON_DEPTH} deep: a line past "
               "either is that line's error, and the lines after it are graded.\n\n"
               "exit status: one answer: 0 valid, 1 not valid; --jsonl: 0 every line was scored, 1 some line "
               "could not be (its error object says why); 2 bad usage",
    )
    parser.add_argument("given", nargs="*", metavar="WORD",
                        help="START END, then the ladder, first word to last (with --chain: the chain)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--chain", metavar="START", help="grade the words as an open chain from START")
    mode.add_argument("--jsonl", metavar="FILE", help="grade one JSON object per line of FILE ('-' reads standard "
                                                     "input), printing one JSON result per line")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help="print the score as one JSON object")
    parser.add_argument("--table", action="store_true",
                        help="with --jsonl: print a table to read, one row per line, instead of JSON lines")
    args = parser.parse_args(argv)
    if args.jsonl is not None:
        if args.given:
            raise UsageError("--jsonl reads the answers from FILE: give no words with it")
        if args.json and args.table:
            raise UsageError("--table prints a table instead of JSON lines: drop --json")
        return _lines(args)
    if args.table:
        raise UsageError("--table goes with --jsonl (one row per line of answers)")
    metric, lexicon = METRICS[args.metric], lexicon_from_args(args)
    graded: Score | ChainScore
    if args.chain is not None:
        from ..solve.score import score_chain  # start-up time: only this command needs it
        graded = score_chain(args.given, args.chain, metric, lexicon=lexicon)
    else:
        if len(args.given) < 3:
            raise UsageError("give START, END and the ladder, first word to last: "
                             "ladders score pig sty pig wig wag way say sty")
        from ..solve.score import score_ladder
        start, end, *ladder = args.given
        graded = score_ladder(ladder, start, end, metric, lexicon=lexicon)
    if args.json:
        print(to_json(graded.as_json(), ensure_ascii=False))
    else:
        print(printable(str(graded)))
    return EXIT_FOUND if graded else EXIT_NO_LADDER


def _lines(args: argparse.Namespace) -> int:
    """--jsonl: one result per line, printed as soon as it is scored (a harness may be reading)."""
    lexicon, metric = lexicon_from_args(args), METRICS[args.metric]
    failed = 0
    if args.table:
        print(TABLE_HEADER)
    lines = input_lines(args.jsonl, max_chars=MAX_LINE_CHARS)
    for result in score_lines(lines, metric=metric, lexicon=lexicon):
        failed += "error" in result
        print(printable(table_row(result)) if args.table else to_json(result, ensure_ascii=False), flush=True)
    return EXIT_NO_LADDER if failed else EXIT_FOUND


TABLE_HEADER = "line  valid  steps  par  gap  marks  answer"


def table_row(result: dict[str, Any]) -> str:
    r"""One result of :func:`~ladders.solve.score_lines.score_lines` as a row under :data:`TABLE_HEADER`: one line,
    whatever the answer held (its control characters and line breaks escaped).

    >>> table_row({"line": 2, "valid": True, "words": ["pig", "wig"], "steps": 1, "par": 1, "gap": 0, "marks": 0})
    '2     yes        1    1    0      0  pig → wig'
    >>> table_row({"line": 3, "valid": False, "words": ["pig", "\x1b[2J"], "steps": 1, "par": 1, "gap": 0,
    ...            "marks": 0, "problem": {"kind": "not a word"}})
    '3     no         1    1    0      0  pig → \\x1b[2J  (not a word)'
    """
    if "error" in result:
        return f"{result['line']:<4}  error: {escaped(result['message'])}"
    valid = "yes" if result["valid"] else "no"
    words = escaped(" → ".join(result["words"]))
    if "length" in result:  # a chain: its valid links of those proposed
        return (f"{result['line']:<4}  {valid:<5}  {result['links']:>5}  {'-':>3}  {'-':>3}  {'-':>5}  "
                f"{words}  (chain: {result['length']} valid)")
    why = "" if result["valid"] else f"  ({escaped(result['problem']['kind'])})"
    return (f"{result['line']:<4}  {valid:<5}  {result['steps']:>5}  {_cell(result['par']):>3}  "
            f"{_cell(result['gap']):>3}  {result['marks']:>5}  {words}{why}")


def _cell(value: int | None) -> str:
    return "-" if value is None else str(value)

