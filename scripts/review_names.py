"""List the common dictionary words that SCOWL also spells with a capital, for a person to judge as names.

A name list would over-reach (*mark*, *bill*, *rose*, *jack*, *grant*), so
``ladders.words.society.NAMES`` is written by hand; this script shows the
candidates it was judged from, commonest first, with those already in
``NAMES`` marked. It reads SCOWL's name lists from Debian's ``scowl``
package (``apt-get install scowl``)::

    python scripts/review_names.py                 # lengths 3 to 6
    python scripts/review_names.py --lengths 4 5   # the daily game's lengths
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ladders import default_lexicon
from ladders.words.society import NAMES, is_puzzle_word

SCOWL = Path("/usr/share/dict/scowl")
NAME_LISTS = ("english-proper-names", "american-proper-names", "english-upper", "american-upper")


def capitalised(folder: Path = SCOWL) -> set[str]:
    """Every word SCOWL's name and capitalised-word lists hold, lower-cased."""
    found = set()
    for stem in NAME_LISTS:
        for path in folder.glob(f"{stem}.*"):
            for line in path.read_text(encoding="latin-1").splitlines():
                if line[:1].isupper():
                    found.add(line.strip().lower())
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[3, 4, 5, 6])
    args = parser.parse_args(argv)
    if not SCOWL.is_dir():
        print(f"{SCOWL} is missing: apt-get install scowl", file=sys.stderr)
        return 2
    names, words = capitalised(), default_lexicon()
    candidates = sorted((w for n in args.lengths for w in words.words_of_length(n)
                         if w in names and is_puzzle_word(w, words)), key=lambda w: words.rank(w) or 0)
    for word in candidates:
        print(f"{word}\t{'name: ' + NAMES[word] if word in NAMES else 'kept as a word'}")
    print(f"{len(candidates)} candidates, {sum(w in NAMES for w in candidates)} judged mainly a name", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
