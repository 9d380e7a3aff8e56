"""The ``define`` command: ``ladders define WORD...`` prints what each word means."""

from __future__ import annotations

import argparse

from ..moves.near import suggest_words
from ..words.definitions import NO_DEFINITION, Definition, define
from ..words.embedded import default_lexicon
from ..words.normalise import normalise_word
from .options import EXIT_FOUND, EXIT_NO_LADDER, Parser
from .output import printable, to_json

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
    lexicon = default_lexicon()
    missing = 0
    for word in args.words:
        found = define(word)
        missing += not found
        known = word in lexicon
        near = [] if known or found else list(suggest_words(lexicon, normalise_word(word)))
        if args.json:
            print(to_json({"word": word, "in_dictionary": known, "definitions": [d.as_json() for d in found],
                              **({"suggestions": near} if not known and not found else {})}, ensure_ascii=False))
            continue
        _print_definitions(word, found, known, near)
    return EXIT_NO_LADDER if missing else EXIT_FOUND


def _print_definitions(word: str, found: tuple[Definition, ...], known: bool, near: list[str]) -> None:
    """One word's lines: the word, then its definitions, or why it has none (with the words it may have meant)."""
    print(printable(word))
    for definition in found:
        base = f"({definition.lemma}) " if definition.lemma != normalise_word(word) and not definition.form else ""
        print(printable(f"  {base}{definition}"))
    if not found and known:
        print(f"  {NO_DEFINITION} known (the word is in the dictionary)")
    elif not found:
        hint = f"; did you mean {', '.join(map(repr, near))}?" if near else ""
        print(printable(f"  not in the dictionary{hint}"))
