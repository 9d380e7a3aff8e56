"""The ``define`` command: ``ladders define WORD...`` prints what each word means."""

from __future__ import annotations

import argparse
import json

from ..words.definitions import NO_DEFINITION, define
from .options import EXIT_FOUND, EXIT_NO_LADDER, Parser
from .output import printable

__all__ = ["define_command"]


def define_command(argv: list[str]) -> int:
    """``ladders define WORD...``: each word's definitions (WordNet 3.0 and our own glosses); exit 1 if one has none."""
    parser = Parser(
        prog="ladders define",
        description="Say what words mean: part of speech and a short definition, commonest first. Inflected "
                    "forms are defined by their base form (veins: vein). Definitions come from Princeton "
                    "WordNet 3.0, and a few glosses of our own for words WordNet lacks (the, of, she).",
        epilog="examples:\n  ladders define wold\n  ladders define head held hell --json\n\n"
               "exit status: 0 every word has a definition, 1 some word has none",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("words", nargs="+", metavar="WORD", help="the words to define")
    parser.add_argument("--json", action="store_true", help="print one JSON object per word")
    args = parser.parse_args(argv)
    missing = 0
    for word in args.words:
        found = define(word)
        missing += not found
        if args.json:
            print(json.dumps({"word": word, "definitions": [d.as_json() for d in found]}, ensure_ascii=False))
            continue
        print(printable(word))
        for definition in found:
            base = f"({definition.lemma}) " if definition.lemma != word.lower() else ""
            print(printable(f"  {base}{definition}"))
        if not found:
            print(f"  {NO_DEFINITION}")
    return EXIT_NO_LADDER if missing else EXIT_FOUND
