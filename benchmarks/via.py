"""`via` against a plain shortest search, on the embedded dictionary, in one run.

Draws fixed-seed triples of common words (start, via, end; SCOWL size 35 or
less, four letters) that a ladder joins through *via*, warms the lexicon on
them, then times ``make_ladder(start, end, via=via)`` and the plain
``make_ladder(start, end)`` interleaved, pair by pair (best of 3 each), and
prints both medians and p95s and their ratio. Also counts how often the best
halves overlapped, where the exact search (min-cost flow) answered.

Run: python benchmarks/via.py [--triples 200] [--metric levenshtein] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import ladders


def best_of(repeats: int, call) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triples", type=int, default=200)
    parser.add_argument("--metric", choices=sorted(ladders.METRICS), default="levenshtein")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    metric, lexicon = ladders.METRICS[args.metric], ladders.default_lexicon()
    common = [w for w in lexicon.words_of_length(4) if (lexicon.rank(w) or 99) <= 35]
    rng = random.Random(args.seed)
    triples = []
    while len(triples) < args.triples:
        start, via, end = rng.sample(common, 3)
        try:
            ladders.make_ladder(start, end, metric, None, lexicon=lexicon, via=via)
        except ladders.NoLadderError:
            continue
        triples.append((start, via, end))
    plain, through, ratios, overlapped = [], [], [], 0
    for start, via, end in triples:
        shortest = ladders.make_ladder(start, end, metric, None, lexicon=lexicon)
        first = ladders.make_ladder(start, via, metric, None, lexicon=lexicon, avoid=[end])
        second = ladders.make_ladder(via, end, metric, None, lexicon=lexicon, avoid=[start])
        overlapped += not set(first.words).isdisjoint(second.words[1:])
        a = best_of(3, lambda: ladders.make_ladder(start, end, metric, None, lexicon=lexicon))
        b = best_of(3, lambda: ladders.make_ladder(start, end, metric, None, lexicon=lexicon, via=via))
        plain.append(a), through.append(b), ratios.append(b / a)
        assert shortest.steps >= 1
    ms = lambda xs, q=None: 1000 * (statistics.median(xs) if q is None else statistics.quantiles(xs, n=20)[18])  # noqa: E731
    print(f"metric={args.metric} triples={len(triples)} (seed {args.seed}), common four-letter words, warm lexicon")
    print(f"plain shortest   median {ms(plain):.3f} ms  p95 {ms(plain, 95):.3f} ms")
    print(f"via              median {ms(through):.3f} ms  p95 {ms(through, 95):.3f} ms")
    print(f"via / plain      median of ratios {statistics.median(ratios):.2f}; ratio of medians "
          f"{statistics.median(through) / statistics.median(plain):.2f}")
    print(f"best halves overlapped (exact search used): {overlapped} of {len(triples)}")


if __name__ == "__main__":
    main()
