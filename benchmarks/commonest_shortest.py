"""The commonest shortest ladder (``cost=weakest_rung``, the CLI's first answer) against the plain shortest search.

Both on the warm embedded dictionary (size 70, levenshtein), on the same random
pairs of common words; the issue's floor is a median within 10x the plain search.

Run ``python benchmarks/commonest_shortest.py`` (``--pairs N``, ``--seed S``); exit 1 above the floor.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from ladders import make_ladder, weakest_rung
from ladders.errors import LadderError
from ladders.words import default_lexicon, is_common

FLOOR = 10.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    lexicon = default_lexicon()
    rng = random.Random(args.seed)
    common = [w for n in (3, 4, 5) for w in lexicon.words_of_length(n) if is_common(w, lexicon)]
    plain, best = [], []
    for n in range(2, 8):  # warm: every length these pairs touch is read and indexed once
        for word in lexicon.words_of_length(n)[:50]:
            lexicon.matches(word[:-1] + "?")
    make_ladder("cat", "horse", lexicon=lexicon, cost=weakest_rung)
    for index in range(args.pairs):
        start, end = rng.choice(common), rng.choice(common)
        order = ((plain, None), (best, weakest_rung))
        timed = []
        try:
            for times, cost in order if index % 2 else order[::-1]:  # alternate which runs first
                began = time.perf_counter()
                make_ladder(start, end, lexicon=lexicon, cost=cost)
                timed.append((times, time.perf_counter() - began))
        except LadderError:
            continue
        for times, seconds in timed:
            times.append(seconds)
    ratio = statistics.median(best) / statistics.median(plain)
    print(f"{len(plain)} pairs: plain shortest median {statistics.median(plain) * 1000:.2f} ms, "
          f"commonest shortest median {statistics.median(best) * 1000:.2f} ms, ratio {ratio:.1f}x (floor {FLOOR:g}x)")
    return 0 if ratio <= FLOOR else 1


if __name__ == "__main__":
    sys.exit(main())
