"""Write ``tests/play/challenge_vectors.json``: the challenge codes' cases, run against ``ladders.play.challenge``
(Python, ``tests/play/test_challenge.py``) and the page's ``challenge.js`` (Chromium,
``tests/web/test_challenge_codes.py``) alike.

The cases are made by the Python module and then frozen: a change to the format fails both tests until this
script is run again (and the change is meant). The damaged codes are made by hand from good ones (a character
changed, lost or added), and the forged ones (a good check over fields no challenge has) by the format's own
private helpers, so that the reader's every refusal is held::

    python scripts/challenge_vectors.py            # writes the file
    python scripts/challenge_vectors.py --check    # exit 1 when the file is not what this script writes
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ladders.play import challenge as format_
from ladders.play.challenge import Challenge, check_name, comparison, invitation, make_code, read_code
from ladders.play.records import MAX_DAYS, MAX_HINTS, MAX_STEPS, checksum

OUT = Path(__file__).parents[1] / "tests" / "play" / "challenge_vectors.json"

GOOD = [
    ("a daily puzzle, solved, no name", Challenge("en", "substitution", "guild", "quill", 6, 0, True, 2)),
    ("a practice pair with a name", Challenge("en", "substitution", "cold", "warm", 5, 1, name="Sam")),
    ("given up, hints, two names", Challenge("en", "levenshtein", "beer", "wine", 3, 4, False, name="Anne Marie")),
    ("French with accents", Challenge("fr", "substitution", "fête", "tête", 1, 0, name="Zoë")),
    ("German with sharp s", Challenge("de", "levenshtein", "maß", "muß", 2, 0)),
    ("Spanish eñe", Challenge("es", "substitution", "año", "sol", 4, 2, name="Iñaki")),
    ("Portuguese tilde", Challenge("pt", "damerau", "mão", "pão", 1)),
    ("Dutch with a capital", Challenge("nl", "substitution", "Xi", "xu", 2, 0, name="Åse")),
    ("Italian grave", Challenge("it", "substitution", "città", "carta", 5, 0)),
    ("gave up at once", Challenge("en", "substitution", "head", "tail", 0, 0, False)),
    ("every field at its widest, 5-letter ends", Challenge("en", "substitution", "black", "white", MAX_STEPS,
                                                           MAX_HINTS, True, MAX_DAYS, "Maximiliana")),
    ("a twelve-letter name", Challenge("en", "substitution", "stone", "bread", 7, 3, name="Bartholomewz")),
    ("long ends", Challenge("en", "levenshtein", "unbelievable", "understandable", 9, 0)),
    ("one-letter ends", Challenge("en", "levenshtein", "a", "i", 1, 0)),
    ("the last day of a long schedule", Challenge("en", "substitution", "cold", "warm", 4, 0, True, 3653)),
]


def forged(digits: list[tuple[int, int]]) -> str:
    """A code whose check is good over *digits* (``(digit, radix)`` in the reader's order): fields no challenge
    has, made as the format makes codes."""
    number = 0
    for digit, radix in reversed(digits):
        number = number * radix + digit
    payload = format_._base62(number)
    check = int(checksum(payload), 16) % len(format_.DIGITS) ** format_.CHECK_LENGTH
    return format_.PREFIX + format_._base62(check).rjust(format_.CHECK_LENGTH, "0") + \
        format_._shifted(payload, check, 1)


def word_digits(word: str, table: str = format_.LOWER) -> list[tuple[int, int]]:
    return [(len(word) - 1, format_.MAX_WORD), (int(table == format_.LETTERS), 2)] + \
        [(table.index(char), len(table)) for char in word]


def head(language: int = 0, metric: int = 0, day: int = 0, solved: int = 1, steps: int = 5,
         hints: int = 0) -> list[tuple[int, int]]:
    return [(language, len(format_.LANGUAGE_CODES) + 1), (metric, len(format_.METRIC_NAMES)), (day, MAX_DAYS + 1),
            (solved, 2), (steps, MAX_STEPS + 1), (hints, MAX_HINTS + 1)]


def name_digits(name: str) -> list[tuple[int, int]]:
    table = format_.LETTERS + " "
    return [(len(name), format_.MAX_NAME + 1)] + [(table.index(char), len(table)) for char in name]


def bad_codes() -> list[tuple[str, object]]:
    good = make_code(GOOD[1][1])
    swap = "A" if good[9] != "A" else "B"
    return [
        ("a character changed", good[:9] + swap + good[10:]),
        ("a character lost", good[:8] + good[9:]),
        ("a character added", good[:8] + "x" + good[8:]),
        ("two characters swapped", good[:7] + good[8] + good[7] + good[9:]),
        ("cut short at the check", good[:5]),
        ("the check alone", good[:6]),
        ("a character no code has", good[:8] + "-" + good[9:]),
        ("markup", "L1<b id=x>y</b>"),
        ("empty", "   "),
        ("not a code", "hello world"),
        ("lower case prefix", "l" + good[1:]),
        ("a newer kind", "L2" + good[2:]),
        ("a records code", "ladders-records-1:811c9dc5:W10"),
        ("far too long", "L1" + "a" * 200),
        ("an unknown language", forged(head(language=len(format_.LANGUAGE_CODES)) + word_digits("cold")
                                       + word_digits("warm") + name_digits(""))),
        ("more than a challenge", forged(head() + word_digits("cold") + word_digits("warm") + name_digits("")
                                         + [(5, 9)])),
        ("the same word twice", forged(head() + word_digits("cold") + word_digits("cold") + name_digits(""))),
        ("solved in no step", forged(head(steps=0) + word_digits("cold") + word_digits("warm") + name_digits(""))),
        ("a daily puzzle in French", forged(head(language=1, day=40) + word_digits("cold") + word_digits("warm")
                                            + name_digits(""))),
        ("a name of two spaces together", forged(head() + word_digits("cold") + word_digits("warm")
                                                 + name_digits("Al  Bo"))),
        ("a name ending in a space", forged(head() + word_digits("cold") + word_digits("warm")
                                            + name_digits("Al "))),
        ("a capital table for a lower case word", forged(head() + word_digits("cold", format_.LETTERS)
                                                         + word_digits("warm") + name_digits(""))),
        ("not text", 27),
    ]


NAMES = ["Sam", "  Anne  Marie ", "", "   ", "Zoe\u0308", "Ólafur", "Bartholomewzz", "Ann-Marie", "Sam2",
         "<b>Sam</b>", "Łukasz", "Tab\there", "\u202eevil", "Ünal", "ÆSA", "x" * 12]

COMPARED = [
    (GOOD[0][1], 6, 0, True, 6), (GOOD[1][1], 6, 0, True, 5), (GOOD[1][1], 5, 2, True, 5),
    (GOOD[2][1], 1, 1, False, 2), (GOOD[9][1], 0, 0, False, 4), (GOOD[3][1], 1, 0, True, 1),
]


def vectors() -> dict[str, Any]:
    refused = []
    for name, code in bad_codes():
        try:
            read_code(code)
        except ValueError as error:
            refused.append({"name": name, "code": code, "error": str(error)})
        else:
            raise AssertionError(f"{name}: read")
    names = []
    for given in NAMES:
        try:
            names.append({"given": given, "name": check_name(given)})
        except ValueError as error:
            names.append({"given": given, "error": str(error)})
    return {
        "about": "Challenge codes (ladders.play.challenge) as cases, run against Python and the page's challenge.js "
                 "alike: each good challenge's code (made, and read back), each refused code's exact reason, each "
                 "name as a code carries it (or why not), and the end screen's comparison and the receiver's "
                 "invitation. Written by scripts/challenge_vectors.py.",
        "codes": [{"name": name, "challenge": sent.as_json(), "code": make_code(sent)} for name, sent in GOOD],
        "bad_codes": refused,
        "names": names,
        "comparisons": [{"challenge": sent.as_json(), "steps": steps, "hints": hints, "solved": solved, "par": par,
                         "expect": comparison(sent, steps=steps, hints=hints, solved=solved, par=par)}
                        for sent, steps, hints, solved, par in COMPARED],
        "invitations": [{"challenge": sent.as_json(), "expect": invitation(sent)} for _, sent in GOOD],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the file differs from what is written")
    args = parser.parse_args()
    text = json.dumps(vectors(), ensure_ascii=False, indent=1) + "\n"
    if args.check:
        same = OUT.read_text(encoding="utf-8") == text
        print(f"{OUT}: {'as written' if same else 'differs'}")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
