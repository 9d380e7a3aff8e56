"""The word-graph commands: ``stats``, ``longest``, ``puzzle``, ``batch`` and ``from``.

Each imports what it needs when it runs: the word-graph modules (numpy and scipy, the ``graph``
extra) and the batch and layer solvers are not needed by the others.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..bounded import LongLineError
from ..moves.metrics import METRICS
from ..solve.api import make_ladder
from ..solve.rating import RATINGS
from .options import (
    EXIT_FOUND, EXIT_NO_LADDER, Parser, UsageError, add_depth_options, add_lexicon_options, add_limit_options,
    add_metric_option, count, input_lines, lexicon_from_args, max_depth_of, progress_bar, seed, workers,
)
from .output import complain, emit, printable, to_json

if TYPE_CHECKING:
    from ..study.puzzles import Puzzle
    from ..words.lexicon import Lexicon

__all__ = ["stats_command", "longest_command", "puzzle_command", "batch_command", "from_command"]


def stats_command(argv: list[str]) -> int:
    """``ladders stats``: figures of the word graph."""
    parser = Parser(
        prog="ladders stats", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Figures of the word graph (a word per node, a move per edge): words, edges, groups "
                    "of words joined by ladders, isolated words, the most-connected words, degrees.",
        epilog="examples:\n  ladders stats --words sgb-words.txt --metric substitution\n"
               "  ladders stats --size 35 --json\n  ladders stats --plot graph.svg",
    )
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--top", type=count, default=3, metavar="K", help="most-connected words shown per length")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--plot", metavar="FILE.svg", help="also draw group sizes and degrees (log scales) to FILE.svg")
    args = parser.parse_args(argv)
    from ..study.stats import format_stats, graph_stats  # start-up time: only this command needs it
    stats = graph_stats(lexicon_from_args(args), METRICS[args.metric], top=args.top, progress=progress_bar)
    if args.plot:
        from ..draw.plots import draw_graph_stats
        from .draw import write_output
        write_output(draw_graph_stats(stats), args.plot)
    print(to_json(stats.as_json(), ensure_ascii=False) if args.json else format_stats(stats))
    return EXIT_FOUND


def longest_command(argv: list[str]) -> int:
    """``ladders longest``: the longest shortest ladders (the word graph's diameter)."""
    parser = Parser(
        prog="ladders longest", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="The longest shortest ladders of a word list (the diameter of its word graph), exactly, "
                    "with every pair of words that needs that many steps.",
        epilog="example:\n  ladders longest --words sgb-words.txt --metric substitution    "
               "(29 steps: amigo -> highs, ...)",
    )
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--workers", type=workers, default=None, metavar="N",
                        help="processes for large groups, 1 to 64 (default 1: measured faster than 2)")
    parser.add_argument("--json", action="store_true", help='print {"steps": N, "pairs": [[start, end], ...]}')
    args = parser.parse_args(argv)
    from ..study.longest import longest_ladders  # start-up time: only this command needs it
    lexicon, metric = lexicon_from_args(args), METRICS[args.metric]
    found = longest_ladders(lexicon, metric, workers=args.workers, progress=progress_bar)
    if args.json:
        print(to_json(found.as_json(), ensure_ascii=False))
        return EXIT_FOUND
    print(f"{found.steps} steps, {len(found.pairs)} pair{'s' * (len(found.pairs) != 1)}")
    for start, end in found.pairs[:10]:
        emit(make_ladder(start, end, metric, None, lexicon=lexicon), False)
    if len(found.pairs) > 10:
        print(f"... and {len(found.pairs) - 10} more pairs (--json lists them all)")
    return EXIT_FOUND


def puzzle_command(argv: list[str]) -> int:
    """``ladders puzzle --steps N``: pairs whose shortest ladder has exactly N steps."""
    parser = Parser(
        prog="ladders puzzle", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Draw puzzles: pairs of words whose shortest ladder has exactly N steps, each with its "
                    "number of shortest solutions and its rating (easy, medium, hard, fiendish: the one scale; "
                    "'ladders rate START END' rates any pair and says why). A set with --rating draws from 3 to 8 "
                    "steps unless --steps says how many; no pair twice. The ends are words of the puzzle "
                    "vocabulary (words a ten-year-old reader knows) unless --any-words.",
        epilog="examples:\n  ladders puzzle --steps 5 --seed 7\n"
               "  ladders puzzle --steps 8 --count 3 --metric substitution --json\n"
               "  ladders puzzle --count 10 --rating hard --length 4 --seed 1 --json",
    )
    parser.add_argument("--steps", type=count, metavar="N", help="exact length of the shortest ladder "
                        "(needed unless --rating is given)")
    parser.add_argument("--count", type=count, default=1, metavar="K", help="how many puzzles (default 1)")
    parser.add_argument("--rating", "--difficulty", choices=RATINGS, dest="rating",
                        help="only puzzles so rated")
    parser.add_argument("--length", type=count, metavar="L", help="only ends of L letters")
    words = parser.add_mutually_exclusive_group()
    words.add_argument("--common", action="store_true",
                       help="common words only, as a puzzle shows them (used at least once per million words; "
                            "the default on a word list that knows how often words are used)")
    words.add_argument("--any-words", action="store_true",
                       help="any word of the list a puzzle may show, however rare")
    parser.add_argument("--seed", type=seed, help="the same seed gives the same puzzles (as puzzles(seed=...) does)")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle")
    args = parser.parse_args(argv)
    if args.steps is None and args.rating is None:
        raise UsageError("say how many steps (--steps N), or a rating (--rating easy|medium|hard|fiendish)")
    lexicon = lexicon_from_args(args)
    common = args.common or (not args.any_words and lexicon.has_frequencies)
    if args.common and not lexicon.has_frequencies:
        raise UsageError("--common needs a word list that knows how often words are used: the embedded dictionary, "
                         "or a list ranked with --language CODE; use --any-words")
    made = 0
    for puzzle in _puzzle_set(args, lexicon, common):
        made += 1
        ends = (lexicon.spelling(puzzle.start), lexicon.spelling(puzzle.end))  # real spellings: fête for fete
        if args.json:
            spelled = {"spelled": list(ends)} if ends != (puzzle.start, puzzle.end) else {}
            print(to_json({**puzzle.as_json(), **spelled}, ensure_ascii=False))
            continue
        print(printable(f"{ends[0]} → {ends[1]}: {puzzle.steps} steps, {puzzle.solutions:,} shortest "
                        f"ladder{'s' * (puzzle.solutions != 1)}, rated {puzzle.rating}"))
    if made < args.count:
        kind = f"of exactly {args.steps} steps" if args.steps else f"rated {args.rating}"
        complain(f"found {made} of {args.count} puzzles {kind}"
                  + (" among common words (--any-words looks further)" if common else ""))
        return EXIT_NO_LADDER
    return EXIT_FOUND


TYPICAL_STEPS = {"easy": 3, "medium": 4, "hard": 5, "fiendish": 7}
"""Where a set of each rating looks first: the par most of its puzzles had when the rating was fitted."""


def _puzzle_set(args: argparse.Namespace, lexicon: Lexicon, common: bool) -> Iterator[Puzzle]:
    """The puzzles the options ask for: of --steps steps, or of 3 to 8 steps (nearest the rating's typical par
    first, ties in an order drawn from the seed, a bounded number of tries each) until --count are found; no
    pair twice."""
    from ..study.puzzles import puzzles  # start-up time: only this command needs it
    options = dict(count=args.count, common=common, rating=args.rating, length=args.length, progress=progress_bar)
    if args.steps is not None:
        yield from puzzles(lexicon, args.steps, METRICS[args.metric], seed=args.seed, **options)
        return
    base = args.seed if args.seed is not None else random.randrange(1 << 62)  # no seed: a new set each time
    lengths = list(range(3, 9))
    random.Random(base).shuffle(lengths)
    lengths.sort(key=lambda steps: abs(steps - TYPICAL_STEPS[args.rating]))
    seen: set[frozenset[str]] = set()
    for rounds in range(4):  # each length drawn again with a new seed while the set is short
        for steps in lengths:
            options["count"] = args.count - len(seen)
            for puzzle in puzzles(lexicon, steps, METRICS[args.metric], seed=f"{base}:{steps}:{rounds}",
                                  max_tries=100 + 20 * options["count"], **options):
                pair = frozenset((puzzle.start, puzzle.end))
                if pair not in seen:
                    seen.add(pair)
                    yield puzzle
                    if len(seen) == args.count:
                        return


def batch_command(argv: list[str]) -> int:
    """``ladders batch FILE|-``: one pair per line in, one JSON result per line out."""
    parser = Parser(
        prog="ladders batch", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Solve one pair per line ('beer wine', 'beer,wine' or 'beer -> wine'; blank and #-lines "
                    "skipped), printing one JSON result per line in input order, as 'ladders START END --json' "
                    "prints it: the commonest shortest ladder and the number of shortest ladders, or the error "
                    "that line met. A bad line never stops the run.",
        epilog="examples:\n  ladders batch pairs.txt --metric substitution\n  printf 'beer wine\\ncold warm\\n' | "
               f"ladders batch -\n\nA line holds at most {MAX_PAIR_LINE_CHARS:,} characters: a longer one is that "
               "line's error, and the lines after it are solved.\n\n"
               "exit status: 0 every line found a ladder, 1 some did not; 130 stopped by Ctrl-C, SIGTERM or SIGHUP "
               "(the worker processes are stopped with it)",
    )
    parser.add_argument("file", metavar="FILE", help="the pairs, one per line ('-' reads standard input)")
    add_metric_option(parser)
    add_depth_options(parser)
    parser.add_argument("--workers", type=workers, default=None, metavar="N",
                        help="processes, 1 to 64 (default: both cores for 200 lines or more, one with --plain: "
                             "measured faster)")
    parser.add_argument("--common", action="store_true",
                        help="add the commoner ladder when there is one (a small extra search per line)")
    parser.add_argument("--define", action="store_true", help="add every definition of each rung")
    parser.add_argument("--plain", action="store_true",
                        help="any shortest ladder, found fastest: no choice of the commonest, no count "
                             "(neither --common nor --define)")
    add_lexicon_options(parser)
    add_limit_options(parser)
    args = parser.parse_args(argv)
    if args.plain and (args.common or args.define):
        raise UsageError("--plain gives any shortest ladder alone: drop --common and --define")
    lines, too_long = _pair_lines(args.file)
    from ..solve.batch import solve_lines  # start-up time: only this command needs it
    failed = len(too_long)
    for result in solve_lines(lines, lexicon=lexicon_from_args(args), metric=METRICS[args.metric],
                              max_depth=max_depth_of(args),
                              max_expansions=args.max_expansions, timeout=args.timeout,
                              workers=args.workers, commoner=args.common, definitions=args.define,
                              plain=args.plain, progress=progress_bar):
        while too_long and next(iter(too_long)) < result["line"]:
            _print_result(too_long.pop(next(iter(too_long))))
        failed += "error" in result
        _print_result(result)
    for result in too_long.values():
        _print_result(result)
    return EXIT_NO_LADDER if failed else EXIT_FOUND


MAX_PAIR_LINE_CHARS = 10_000
"""The longest line of pairs ``batch`` reads, in characters (two words have at most 201, with their space)."""


def _pair_lines(name: str) -> tuple[list[str], dict[int, dict[str, Any]]]:
    """The lines of the batch file *name* ('-': standard input), each read within :data:`MAX_PAIR_LINE_CHARS`;
    a longer line is left blank in the list (the solver skips it) and its error result is kept by line number, in
    order."""
    lines: list[str] = []
    too_long: dict[int, dict[str, Any]] = {}
    for number, line in enumerate(input_lines(name, max_chars=MAX_PAIR_LINE_CHARS), 1):
        if isinstance(line, LongLineError):
            too_long[number] = {"line": number, "error": "bad_input", "message": str(line),
                                "input": line.head[:57] + "..."}
            line = ""
        lines.append(line)
    return lines, too_long


def _print_result(result: dict[str, Any]) -> None:
    print(to_json(result, ensure_ascii=False), flush=True)


def from_command(argv: list[str]) -> int:
    """``ladders from WORD``: every word reachable from WORD, by steps, streamed."""
    parser = Parser(
        prog="ladders from", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Every word reachable from WORD, nearest first: one 'STEPS<TAB>WORD' line per word "
                    "(or one JSON object per distance), streamed as each distance is reached.",
        epilog="examples:\n  ladders from cold --metric substitution --max-depth 2\n  ladders from beer --json",
    )
    parser.add_argument("word", help="the word to start from")
    add_metric_option(parser)
    parser.add_argument("--max-depth", type=count, default=None, metavar="N", help="stop after N steps")
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help='print {"steps": N, "words": [...]} per distance')
    args = parser.parse_args(argv)
    from ..solve.layers import distance_layers  # start-up time: only this command needs it
    for steps, words in distance_layers(args.word, METRICS[args.metric], args.max_depth,
                                        lexicon=lexicon_from_args(args)):
        if args.json:
            print(to_json({"steps": steps, "words": list(words)}, ensure_ascii=False), flush=True)
        else:
            print("\n".join(f"{steps}\t{word}" for word in words), flush=True)
    return EXIT_FOUND
