"""The worksheet command: ``ladders sheet PAIR... -o sheet.html`` writes a clued, printable worksheet.

Each pair's ladder is the game's answer when its words are all words of the
puzzle vocabulary with a clue, else the game's choice among such ladders a
little longer (:func:`~ladders.draw.sheet.sheet_ladders`), said on standard
error; ``--any-words`` allows every word. Every ladder is found before anything
is written, so a bad word, a word outside the vocabulary or a pair with no
ladder writes no file. ``--pdf``
writes a PDF too, with WeasyPrint (the ``pdf`` extra); without it, Chromium
prints the page to PDF: ``chromium --headless --print-to-pdf=sheet.pdf sheet.html``.
"""

from __future__ import annotations

import argparse
import logging

from ..moves.metrics import METRICS
from .draw import write_output
from .options import (
    EXIT_FOUND, Parser, UsageError, add_lexicon_options, add_limit_options, add_metric_option, lexicon_from_args,
)
from .output import complain

__all__ = ["sheet_command", "parse_pair", "write_pdf"]


def sheet_command(argv: list[str]) -> int:
    """``ladders sheet PAIR...``: a worksheet of clued, empty ladders, the answers on a page of their own."""
    parser = Parser(
        prog="ladders sheet", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Write a printable worksheet (one HTML page, no external files): each ladder's two ends "
                    "printed, its rungs empty, each with the move to make (the box to change shaded) and a clue "
                    "from the word's definition that never names the word; the answers on a separate page.",
        epilog="examples:\n  ladders sheet beer-wine cold-warm -o sheet.html\n"
               "  ladders sheet cat,dog --metric substitution --title 'Class 4B' -o sheet.html\n"
               "  ladders sheet beer-wine --pdf sheet.pdf\n\n"
               "--pdf needs the pdf extra (pip install 'ladders[pdf]': WeasyPrint); without it a browser prints "
               "the page:\n  chromium --headless --print-to-pdf=sheet.pdf sheet.html",
    )
    parser.add_argument("pairs", nargs="+", metavar="PAIR", help="two words as START-END or START,END")
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
    pairs = [parse_pair(text) for text in args.pairs]
    lexicon = lexicon_from_args(args)
    from ..draw.sheet import DEFAULT_TITLE, sheet_ladders, sheet_page  # start-up time: only this command needs it
    ladders, notes = sheet_ladders(pairs, METRICS[args.metric], lexicon=lexicon, any_words=args.any_words,
                                   max_expansions=args.max_expansions, timeout=args.timeout)
    for note in notes:
        complain(note)
    page = sheet_page(ladders, title=DEFAULT_TITLE if args.title is None else args.title)
    if args.pdf:
        write_pdf(page, args.pdf)
    if args.output or not args.pdf:
        write_output(page, args.output)
    return EXIT_FOUND


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
