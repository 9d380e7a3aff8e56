"""What each shown-word rule removes: counts per rule over the dictionary's common words, and over a schedule file.

    python scripts/shown_words.py                                  # words of 3 to 6 letters, ends and rungs
    python scripts/shown_words.py --schedule old-daily.tsv         # also an (older) schedule's days from the cutover

For a schedule, every end and every rung its hints show is judged, day by
day from ``CUTOVER``, and the words each rule refuses are listed.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

from ladders import default_lexicon, substitution
from ladders.play.daily import CUTOVER
from ladders.play.rounds import Round, hint
from ladders.words.society import SHOWN_RULES, is_common, unshown_reason


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[3, 4, 5, 6])
    parser.add_argument("--schedule", type=Path, help="a schedule file (start<TAB>end<TAB>par lines) to judge")
    args = parser.parse_args(argv)
    words = default_lexicon()
    common = [w for n in args.lengths for w in words.words_of_length(n) if is_common(w, words)]
    for end in (False, True):
        counts = Counter(unshown_reason(w, words, end=end) for w in common)
        print(f"{len(common):,} common words of {args.lengths} letters, as {'ends' if end else 'rungs'}: "
              + ", ".join(f"{rule} {counts[rule]:,}" for rule in SHOWN_RULES if counts[rule]))
    if args.schedule:
        rows = [line.split("\t") for line in args.schedule.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")]
        ends: dict[str, Counter[str]] = defaultdict(Counter)
        rungs: dict[str, Counter[str]] = defaultdict(Counter)
        for start, end, par in rows[CUTOVER - 1:]:
            for word in (start, end):
                if (reason := unshown_reason(word, words, end=True)) is not None:
                    ends[reason][word] += 1
            played = Round(start, end, int(par))
            while not played.solved:
                rung = hint(played, substitution, lexicon=words)
                if rung != end and (reason := unshown_reason(rung, words)) is not None:
                    rungs[reason][rung] += 1
                played = played.with_rung(rung)
        for name, found in (("ends", ends), ("hint rungs", rungs)):
            for rule in SHOWN_RULES:
                if found[rule]:
                    listed = ", ".join(f"{w} ×{n}" if n > 1 else w for w, n in found[rule].most_common())
                    print(f"{args.schedule} from #{CUTOVER}, {name} refused as {rule} "
                          f"({sum(found[rule].values())}): {listed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
