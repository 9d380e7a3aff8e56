"""The solving commands: ``ladders solve START END`` (and its short form) and ``ladders check``.

Longer than most: ``solve``, ``check`` and ``rate`` share the options that choose a ladder and the way one is
printed (the choices, the columns, the notes on an offensive or respelled word); parting them would put those
helpers in a module only these commands use.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable
from itertools import islice

from ..errors import NoLadderError, plural
from ..moves.metrics import METRICS
from ..search import STRATEGIES
from ..solve.costs import COSTS
from ..solve.ladder import Ladder
from ..solve.query import Query, query
from ..words.lexicon import Lexicon
from .options import (
    EXIT_FOUND, EXIT_NO_LADDER, Parser, UsageError, add_depth_options, add_lexicon_options, add_limit_options,
    add_metric_option, count, lexicon_from_args, limits_from_args, max_depth_of, seed,
)
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
    pair = _query_of(args)  # one checked query per question: every mode below asks it
    if args.count:
        return _count(pair, args)
    if args.all or args.every_shortest or args.steps is not None:
        return _many(pair, args)
    if _wants_choices(args):
        return _chosen(pair, args)
    from ..solve.answer import answer  # the product's answer
    found = answer(pair, commoner=True)
    if found.ladder is None:
        raise found.why if found.why is not None else NoLadderError(pair.start, pair.end, "none was found")
    if args.json:
        shown = str(found.ladder)
        print(to_json(found.as_json(definitions=args.define), ensure_ascii=printable(shown) != shown))
        return EXIT_FOUND
    emit(found.ladder, False)
    if found.offensive is not None:
        print(printable(_offensive_note(found.ladder, found.offensive, pair.lexicon.spelling)))
    if found.common is not None:
        print(printable(f"{found.common}   (commoner words, {found.common.steps} steps)"))
    _say_spelling([found.ladder] + ([found.common] if found.common else []), pair)
    if args.define:  # every word printed, the commoner ladder's too, each once
        words = list(dict.fromkeys(found.ladder.words + (found.common.words if found.common else ())))
        print(printable("\n".join(definition_lines(words))))
    return EXIT_FOUND


def _offensive_note(ladder: Ladder, offensive: str, spelling: Callable[[str], str]) -> str:
    """Why the ladder printed is longer than the shortest, or masks a word (``Answer.offensive``).

    >>> print(_offensive_note(Ladder(("chat", "char", "cher", "chier", "chien"), "levenshtein",
    ...                              ("chat", "char", "cher", "ch••r", "chien")), "masked", str))
    (no ladder from chat to chien without an offensive word was found: ch••r is masked)
    """
    start, end = spelling(ladder.start), spelling(ladder.end)
    if offensive == "longer":
        return (f"(every shortest ladder from {start} to {end} passes through an offensive word: this one, "
                f"{ladder.steps} steps, needs none)")
    hidden = [word for word in ladder.shown if "•" in word]
    return (f"(no ladder from {start} to {end} without an offensive word was found: {', '.join(hidden)} "
            f"{'is' if len(hidden) == 1 else 'are'} masked)")


def _say_spelling(ladders: list[Ladder], query: Query) -> None:
    """Print, once, what a reader of *ladders* needs told of their spelling: the letters the word list writes as
    two (German *ß* as *ss*), and each step that looks like more than one move (:mod:`ladders.play.spelling`)."""
    if query.lexicon.accents != "fold" or not ladders:  # only a word list that folds accents spells otherwise
        return
    from ..play.spelling import spelling_note  # start-up time: English lists keep their accents
    note = spelling_note(((ladder.shown, ladder.words) for ladder in ladders), query.metric.name, query.lexicon)
    if note:
        print(printable(note))


def _query_of(args: argparse.Namespace) -> Query:
    """The checked query of the command line, after the options that do not go together are refused."""
    _refuse_clashes(args)
    avoid = sorted({word.strip() for text in args.avoid or () for word in text.split(",") if word.strip()})
    lexicon = lexicon_from_args(args)
    if args.define and not _definitions_available(lexicon):
        raise UsageError("--define gives English definitions (WordNet's): there are none for this word list's words")
    return query(args.start, args.end, metric=METRICS[args.metric],
                 max_depth=args.steps if args.steps is not None else max_depth_of(args), lexicon=lexicon,
                 avoid=avoid or None, allow_unknown_ends=args.allow_unknown_ends or False,
                 limits=limits_from_args(args))


def _refuse_clashes(args: argparse.Namespace) -> None:
    """A :class:`UsageError` for options that do not go together (one ladder's options with many ladders')."""
    many = next((flag for flag, on in (("--all", args.all), ("--every-shortest", args.every_shortest),
                                       ("--count", args.count), ("--steps", args.steps is not None)) if on), None)
    if args.define and many:
        raise UsageError("--define goes with one ladder, not with --all, --every-shortest, --count or --steps")
    if args.common and args.cost not in (None, "rarity"):
        raise UsageError(f"--common means --cost rarity, not --cost {args.cost}")
    if (args.cost or args.common or args.via or args.seed is not None) and many:
        raise UsageError(f"--cost, --common, --via and --seed choose one ladder; they do not go with {many}")


def _definitions_available(lexicon: Lexicon) -> bool:
    """Whether *lexicon*'s words have definitions (:func:`~ladders.words.definitions.definitions_available`)."""
    from ..words.definitions import definitions_available  # read only when --define asks: start-up loads none of it
    return definitions_available(lexicon)


def _count(query: Query, args: argparse.Namespace) -> int:
    """--count: how many shortest ladders, counted on the layered graph of them (never listed)."""
    from ..solve.find import shortest_graph
    dag = shortest_graph(query)  # raises NoLadderError, saying why
    number = dag.count()
    if args.json:
        print(to_json({"start": query.start, "end": query.end, "count": number, "steps": dag.steps},
                      ensure_ascii=False))
    else:
        print(f"{number} shortest ladder{'s' if number != 1 else ''} of {dag.steps} steps")
    return EXIT_FOUND


def _many(query: Query, args: argparse.Namespace) -> int:
    """--all, --every-shortest, --steps N: print the stream's first --limit ladders, or say why it was empty."""
    budget = query.budget()  # the stream's spending: asked again for the reason when it is empty
    if args.steps is not None:
        from ..solve.streams import ladders_of_exact_length  # start-up time: only these modes need streams
        if not _print_ladders(ladders_of_exact_length(query, args.steps, budget), args, query):
            avoiding = f" avoiding {', '.join(sorted(query.avoid))}" if query.avoid else ""
            raise NoLadderError(query.start, query.end, f"none of exactly {plural(args.steps, 'step')}{avoiding}")
        return EXIT_FOUND
    if args.all:
        from ..solve.streams import ladders_by_length
        stream = ladders_by_length(query, budget)
    else:
        from ..solve.shortest import shortest_stream
        stream = shortest_stream(query, budget)
    if not _print_ladders(stream, args, query):
        from ..solve.find import why_none
        raise why_none(query, budget)  # the plainest reason first, else what the search learnt
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
    return bool(args.strategy != "bidirectional" or args.cost or args.common or args.avoid or args.via
                or args.seed is not None or args.allow_unknown_ends)


def _chosen(query: Query, args: argparse.Namespace) -> int:
    """One ladder chosen by --cost, --common, --via, --seed, --strategy, --avoid or --allow-unknown-ends."""
    from ..solve.constraints import best  # start-up time: only these options need it
    cost = COSTS["rarity" if args.common else args.cost or "steps"]
    ladder = best(query, cost=cost, via=args.via, seed=args.seed, strategy=STRATEGIES[args.strategy])
    if args.json:
        record = {**ladder.as_json(), "cost": cost.name}
        if args.define:
            record["definitions"] = definitions_json(ladder.words)
        print(to_json(record, ensure_ascii=False))
    else:
        print(printable(str(ladder)))
        _say_spelling([ladder], query)
        if args.define:
            print(printable("\n".join(definition_lines(ladder.words))))
    return EXIT_FOUND


def _print_ladders(stream: Iterable[Ladder], args: argparse.Namespace, query: Query) -> int:
    """Print the first ``--limit`` ladders of *stream* as they come, then (as text) what their spelling needs
    said; return how many there were."""
    printed = []
    for ladder in islice(stream, args.limit):
        printed.append(ladder)
        emit(ladder, args.json)
    if not args.json:
        _say_spelling(printed, query)
    return len(printed)


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
    from ..solve.rating import rate_pair
    lexicon, metric = lexicon_from_args(args), METRICS[args.metric]
    report = check_ladder(args.ladder, metric, lexicon=lexicon)
    rating = rate_pair(report.words[0], report.words[-1], metric, lexicon=lexicon) \
        if report.shortest and report.shortest >= 2 else None  # a pair one move apart needs no rating
    if args.json:
        print(to_json({"valid": report.valid, "words": list(report.words), "metric": report.metric,
                          "steps": report.steps, "shortest": report.shortest, "is_shortest": report.is_shortest,
                          "problems": [{"index": p.index, "kind": p.kind, "message": p.message}
                                       for p in report.problems],
                          "rating": None if rating is None else rating.as_json()}, ensure_ascii=False))
    else:
        print(printable(str(report)))
        if lexicon.accents == "fold":  # the words as typed, against the word list's spelling of them
            from ..play.spelling import spelling_note
            note = spelling_note([(args.ladder, report.words)], metric.name, lexicon)
            if note:
                print(printable(note))
        if rating is not None:
            say = lexicon.spelling
            print(printable(f"{say(rating.start)} → {say(rating.end)} is {rating.text(say)}"))
    return EXIT_FOUND if report else EXIT_NO_LADDER


def rate_command(argv: list[str]) -> int:
    """``ladders rate START END``: how hard the pair is, and the figures the rating comes from."""
    parser = Parser(
        prog="ladders rate",
        description="Rate a pair: easy, medium, hard or fiendish, the one scale the daily game and `ladders puzzle` "
                    "use, and the figures it comes from (par, shortest ladders, good first moves, traps, detour, the "
                    "rarest word the commonest way needs).",
        epilog="examples:\n  ladders rate head tail --metric substitution\n  ladders rate beer wine --json\n\n"
               "exit status: 0 rated, 1 no ladder joins them",
        formatter_class=_Formatter,
    )
    parser.add_argument("start", metavar="START")
    parser.add_argument("end", metavar="END")
    add_metric_option(parser)
    add_lexicon_options(parser)
    parser.add_argument("--json", action="store_true", help="print the rating and its figures as one JSON object")
    args = parser.parse_args(argv)
    from ..solve.rating import rate_pair  # imported here for start-up time: plain solving never needs it
    lexicon, metric = lexicon_from_args(args), METRICS[args.metric]
    rating = rate_pair(args.start, args.end, metric, lexicon=lexicon)
    if args.json:
        print(to_json(rating.as_json(), ensure_ascii=False))
    else:
        say = lexicon.spelling
        print(printable(f"{say(rating.start)} → {say(rating.end)} is {rating.text(say)}"))
    return EXIT_FOUND
