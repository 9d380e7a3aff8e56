"""Regenerate ``ladders/data/scowl-words.txt``, the embedded dictionary.

The source is SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson), as
Debian's ``scowl`` package installs it: ``/usr/share/dict/scowl/*-words.NN``
with size levels NN from 10 (most common) to 95 (rarest).

We keep the words of the ``english`` and ``american`` lists that are plain
lowercase a-z (no capitals, apostrophes or accents) and record, for each
word, the smallest level it appears at: that level is the word's rank.

The output is one block per level, in increasing level order::

    @10
    a
    able
    ...
    @20
    ...

Each block holds the words whose smallest level is that level, sorted, one
per line, so a reader who wants the words up to level L stops at the first
block above L. Run it by hand, never at install time::

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
OUTPUT = Path(__file__).resolve().parent.parent / "ladders" / "data" / "scowl-words.txt"
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
    """The data file's text: one ``@LEVEL`` block per level, words sorted."""
    blocks: dict[int, list[str]] = {}
    for word, level in levels.items():
        blocks.setdefault(level, []).append(word)
    lines: list[str] = []
    for level in sorted(blocks):
        lines.append(f"@{level}")
        lines.extend(sorted(blocks[level]))
    return "\n".join(lines) + "\n"


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
    print(f"wrote {text.count(chr(10)) - text.count('@')} words to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
