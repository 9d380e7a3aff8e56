"""The worksheet command: ``ladders sheet PAIR... -o sheet.html`` writes a clued, printable worksheet.

Each pair's ladder is the game's answer when its words are all words of the
puzzle vocabulary with a clue, else the game's choice among such ladders a
little longer (:func:`~ladders.draw.sheet.sheet_ladders`), said on standard
error; ``--any-words`` allows every word. ``--puzzles N`` draws N pairs that always
make a sheet (:func:`~ladders.draw.sheet.drawn_ladders`: puzzles of ``--steps``
steps whose ladder is of clued vocabulary words), after any pairs given, and
names them and the seed on standard error. A pair given that cannot be clued
is refused, not swapped for a drawn one: the setter chose it. Every ladder is
found before anything is written, so a bad word, a word outside the
vocabulary or a pair with no ladder writes no file. ``--pdf``
writes a PDF too, with WeasyPrint (the ``pdf`` extra); without it, Chromium
prints the page to PDF: ``chromium --headless --print-to-pdf=sheet.pdf sheet.html``.
"""

from __future__ import annotations

import argparse
import logging
import random
import shlex
from typing import TYPE_CHECKING

from ..draw.sheet import DEFAULT_STEPS, DEFAULT_TITLE, DRAWN_STEPS, MAX_DRAWN, drawn_ladders, sheet_ladders, sheet_page
from ..moves.metrics import METRICS
from .draw import write_output
from .options import (
    EXIT_FOUND, EXIT_NO_LADDER, Parser, UsageError, add_lexicon_options, add_limit_options, add_metric_option, count,
    lexicon_from_args, seed,
)
from .output import complain

if TYPE_CHECKING:
    from ..solve.ladder import Ladder
    from ..words.lexicon import Lexicon

__all__ = ["sheet_command", "parse_pair", "write_pdf", "drawn_count", "drawn_steps"]


def sheet_command(argv: list[str]) -> int:
    """``ladders sheet PAIR...``: a worksheet of clued, empty ladders, the answers on a page of their own."""
    parser = Parser(
        prog="ladders sheet", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Write a printable worksheet (one HTML page, no external files): each ladder's two ends "
                    "printed, its rungs empty, each with the move to make (the box to change shaded) and a clue "
                    "from the word's definition that never names the word; the answers on a separate page.",
        epilog="examples:\n  ladders sheet beer-wine cold-warm -o sheet.html\n"
               "  ladders sheet cat,dog --metric substitution --title 'Class 4B' -o sheet.html\n"
               "  ladders sheet --puzzles 4 --steps 3 --length 4 --seed 1 -o sheet.html    (4 drawn pairs)\n"
               "  ladders sheet beer-wine --pdf sheet.pdf\n\n"
               "--pdf needs the pdf extra (pip install 'ladders[pdf]': WeasyPrint); without it a browser prints "
               "the page:\n  chromium --headless --print-to-pdf=sheet.pdf sheet.html",
    )
    parser.add_argument("pairs", nargs="*", metavar="PAIR", help="two words as START-END or START,END")
    parser.add_argument("--puzzles", type=drawn_count, metavar="N",
                        help=f"also draw N pairs (1 to {MAX_DRAWN}) that always make a class sheet: each a shortest "
                             "ladder of exactly --steps steps, every word a vocabulary word, every rung clued; "
                             "they follow the PAIRs given, and standard error names them and the seed")
    parser.add_argument("--steps", type=drawn_steps, metavar="K",
                        help=f"with --puzzles: each drawn ladder's steps, {DRAWN_STEPS[0]} to {DRAWN_STEPS[-1]} "
                             f"(default {DEFAULT_STEPS})")
    parser.add_argument("--length", type=count, metavar="L", help="with --puzzles: only ends of L letters")
    parser.add_argument("--seed", type=seed, metavar="S",
                        help="with --puzzles: the same seed draws the same pairs (default: a new seed, said on "
                             "standard error)")
    add_metric_option(parser)
    add_lexicon_options(parser)
    add_limit_options(parser)
    parser.add_argument("--any-words", action="store_true",
                        help="allow every word of the word list, not only the puzzle vocabulary (words a "
                             "ten-year-old reader knows, never offensive); each word outside it is named")
    parser.add_argument("--title", default=None, help="the page's heading (default: 'Word ladders')")
    parser.add_argument("-o", "--output", metavar="FILE.html",
                        help="write the page here (default: standard output, unless --pdf is given)")
    parser.add_argument("--pdf", metavar="FILE.pdf",
                        help="also write the worksheet as a PDF here, the answers on their own page "
                             "(the pdf extra: WeasyPrint)")
    args = parser.parse_args(argv)
    if args.puzzles is None:
        if not args.pairs:
            raise UsageError("give the pairs (beer-wine cold-warm), or --puzzles N to draw N that make a sheet")
        drawing = [name for name in ("steps", "length", "seed") if getattr(args, name) is not None]
        if drawing:
            raise UsageError(f"--{drawing[0]} says how to draw pairs: add --puzzles N")
    pairs = [parse_pair(text) for text in args.pairs]
    lexicon = lexicon_from_args(args)
    ladders, notes = sheet_ladders(pairs, METRICS[args.metric], lexicon=lexicon, any_words=args.any_words,
                                   max_expansions=args.max_expansions, timeout=args.timeout) if pairs else ([], [])
    for note in notes:
        complain(note)
    if args.puzzles is not None:
        drawn = _drawn(args, lexicon, ladders)
        if drawn is None:
            return EXIT_NO_LADDER
        ladders += drawn
    page = sheet_page(ladders, title=DEFAULT_TITLE if args.title is None else args.title)
    if args.pdf:
        write_pdf(page, args.pdf)
    if args.output or not args.pdf:
        write_output(page, args.output)
    return EXIT_FOUND


def drawn_count(text: str) -> int:
    """``--puzzles N``: how many pairs to draw, 1 to :data:`MAX_DRAWN`.

    >>> drawn_count("4")
    4
    """
    value = count(text)
    if not 1 <= value <= MAX_DRAWN:
        raise argparse.ArgumentTypeError(f"expected a number of pairs from 1 to {MAX_DRAWN}, got {value:,}")
    return value


def drawn_steps(text: str) -> int:
    """``--steps K``: each drawn ladder's steps, in :data:`DRAWN_STEPS`.

    >>> drawn_steps("3")
    3
    """
    value = count(text)
    if value not in DRAWN_STEPS:
        raise argparse.ArgumentTypeError(f"expected {DRAWN_STEPS[0]} to {DRAWN_STEPS[-1]} steps, got {value:,}")
    return value


def _drawn(args: argparse.Namespace, lexicon: Lexicon, given: list[Ladder]) -> list[Ladder] | None:
    """The ``--puzzles`` ladders, after the *given* ones, named on standard error with the seed that draws them
    again; None, with a line saying so, when the draw finds fewer than asked."""
    steps = DEFAULT_STEPS if args.steps is None else args.steps
    chosen = random.randrange(1 << 31) if args.seed is None else args.seed  # no seed: a new sheet, its seed said
    drawn = drawn_ladders(args.puzzles, METRICS[args.metric], steps=steps, length=args.length, seed=chosen,
                          lexicon=lexicon, beside=given, max_expansions=args.max_expansions, timeout=args.timeout)
    kind = f"{steps} steps" + ("" if args.length is None else f", ends of {args.length} letters")
    again = f"--seed {shlex.quote(str(chosen))}"
    if len(drawn) < args.puzzles:
        complain(f"found {len(drawn)} of {args.puzzles} pairs of {kind} whose ladder a class sheet can show "
                 f"({again}): fewer steps or another --length finds more; no sheet written")
        return None
    pairs = ", ".join(f"{ladder.start} → {ladder.end}" for ladder in drawn)
    complain(f"drew {len(drawn)} pair{'s' * (len(drawn) != 1)} of {kind} ({again}): {pairs}")
    return drawn


def write_pdf(page: str, path: str) -> None:
    """Write the HTML *page* to *path* as a PDF, with WeasyPrint (the ``pdf`` extra).

    The file is written whole or not at all, and said on standard error (:func:`~ladders.cli.draw.write_output`).
    Raises ``ImportError`` (one line: how to install it) without WeasyPrint,
    :class:`~ladders.cli.options.UsageError` when *path* cannot be written.
    """
    try:
        import weasyprint  # the pdf extra, imported only for --pdf
    except ImportError as error:
        raise ImportError(f"--pdf needs the pdf extra ({error.name or error} is missing): pip install 'ladders[pdf]'; "
                          "or print the page with chromium --headless --print-to-pdf=sheet.pdf sheet.html") from None
    quiet = logging.getLogger("weasyprint")
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # its notes on CSS it skips (print-color-adjust) are not the user's business
    try:
        pdf = weasyprint.HTML(string=page).write_pdf()
    finally:
        quiet.setLevel(level)
    write_output(pdf, path)


def parse_pair(text: str) -> tuple[str, str]:
    """``beer-wine`` or ``beer,wine`` as ``("beer", "wine")``.

    >>> parse_pair("beer-wine"), parse_pair("cold,warm")
    (('beer', 'wine'), ('cold', 'warm'))

    Raises :class:`~ladders.cli.options.UsageError` for anything else.
    """
    parts = text.split(",") if "," in text else text.split("-")
    if len(parts) != 2 or not all(part.strip() for part in parts):
        raise UsageError(f"{text!r} is not a pair of words: write START-END or START,END (beer-wine)")
    return parts[0].strip(), parts[1].strip()
