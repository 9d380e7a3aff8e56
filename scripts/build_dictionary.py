"""Regenerate ``ladders/words/data/scowl-words.txt``, the embedded dictionary.

The source is SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson), as
Debian's ``scowl`` package installs it: ``/usr/share/dict/scowl/*-words.NN``
with size levels NN from 10 (most common) to 95 (rarest).

We keep the words of the ``english`` and ``american`` lists that are plain
lowercase a-z (no capitals, apostrophes or accents) and record, for each
word, the smallest level it appears at: that level is the word's rank.

The output is laid out so that a reader loads only the word lengths a query
touches, and only the levels it wants::

    # ladders word data ...                      (line 1: a comment)
    10 20 35 40 50 55 60 70 80 95                (line 2: the levels)
    1:0:26,0,0,0,0,0,0,0,0,0 2:52:...            (line 3: the index)
    a                                            (the body, from line 4)
    ...

Each index entry is ``length:offset:counts``: the section of words with that
many letters starts *offset* bytes into the body and holds, level by level,
*counts[k]* words (sorted within each level), one per line. Words of size L
and below are then the first ``sum(counts up to L)`` lines of each section.

Run it by hand, never at install time::

    apt-get install scowl
    python scripts/build_dictionary.py            # writes the data file
    python scripts/build_dictionary.py --check    # exit 1 if the file is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

SCOWL_DIR = Path("/usr/share/dict/scowl")
OUTPUT = Path(__file__).resolve().parent.parent / "ladders" / "words" / "data" / "scowl-words.txt"
CATEGORIES = ("english", "american")
PLAIN_WORD = re.compile(r"[a-z]+")


def smallest_levels(scowl_dir: Path) -> dict[str, int]:
    """Map each plain lowercase word to the smallest SCOWL level listing it."""
    levels: dict[str, int] = {}
    for category in CATEGORIES:
        for path in sorted(scowl_dir.glob(f"{category}-words.*")):
            level = int(path.suffix[1:])
            raw = path.read_bytes()
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:  # older SCOWL releases are Latin-1
                text = raw.decode("latin-1")
            for line in text.splitlines():
                word = line.strip()
                if PLAIN_WORD.fullmatch(word) and level < levels.get(word, 1000):
                    levels[word] = level
    return levels


def render(levels: dict[str, int]) -> str:
    """The data file's text: a header, an index, then one section per word length."""
    all_levels = sorted(set(levels.values()))
    sections: dict[int, dict[int, list[str]]] = {}
    for word, level in levels.items():
        sections.setdefault(len(word), {}).setdefault(level, []).append(word)
    body: list[str] = []
    index: list[str] = []
    offset = 0
    for length in sorted(sections):
        by_level = sections[length]
        counts = [len(by_level.get(level, ())) for level in all_levels]
        index.append(f"{length}:{offset}:{','.join(map(str, counts))}")
        for level in all_levels:
            for word in sorted(by_level.get(level, ())):
                body.append(word)
                offset += len(word) + 1
    header = [
        "# ladders word data: SCOWL english+american words by length, then level (scripts/build_dictionary.py)",
        " ".join(map(str, all_levels)),
        " ".join(index),
    ]
    return "\n".join(header + body) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl-dir", type=Path, default=SCOWL_DIR)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true", help="only compare with the committed file")
    args = parser.parse_args(argv)
    if not any(args.scowl_dir.glob("english-words.*")):
        print(f"no SCOWL lists in {args.scowl_dir}: apt-get install scowl", file=sys.stderr)
        return 2
    text = render(smallest_levels(args.scowl_dir))
    if args.check:
        same = args.output.exists() and args.output.read_text(encoding="ascii") == text
        print("up to date" if same else f"{args.output} is stale")
        return 0 if same else 1
    args.output.write_text(text, encoding="ascii")
    print(f"wrote {text.count(chr(10)) - 3} words to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
