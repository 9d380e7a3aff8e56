"""Seeded puzzles of each other language, judged against that language's puzzle vocabulary; ends to read.

Per installed language (Debian's word lists, ranked by wordfreq), two producers, each drawn from seeds 0, 1, ...
(the same puzzles on every run):

* ``puzzle``: ``ladders puzzle --steps N --language CODE`` (levenshtein, common words, 3 to 6 steps);
* ``practice``: ``ladders play --steps N --language CODE``'s draw (substitution, common words, 2 to 6 steps).

Each puzzle's ends must be words of the vocabulary that may end a puzzle (``is_shown_word(end=True)``: familiar,
no abbreviation, no name, none of the reviewed exclusions, a base form), offensive in no form, and written with at
most one capital; so must every rung of the commonest ladder of shown words a round's end shows
(``answer(shown_words=True)``). Then 50 random ends per language, as a reader sees them, to judge by eye.

    python scripts/language_sweep.py [--puzzles 60] [--languages fr de]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from ladders import levenshtein, substitution
from ladders.moves.metrics import DistanceMetric
from ladders.solve.answer import answer
from ladders.study.puzzles import puzzles
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.lexicon import Lexicon
from ladders.words.society import is_offensive, is_shown_word

PRODUCERS: dict[str, tuple[DistanceMetric, range]] = {"puzzle": (levenshtein, range(3, 7)),
                                                      "practice": (substitution, range(2, 7))}
"""Each producer's metric and numbers of steps (as the command draws them)."""


def drawn(words: Lexicon, metric: DistanceMetric, steps: range, count: int) -> Iterator[tuple[str, str, int]]:
    """*count* seeded puzzles of *words*, the numbers of steps taken in turn (lazy): start, end, steps."""
    seed = 0
    while count > 0 and seed < 20 * count:
        for n in steps:
            found = next(puzzles(words, n, metric, common=True, seed=seed, max_tries=200), None)
            seed += 1
            if found is not None and count > 0:
                count -= 1
                yield found.start, found.end, n


def faults(word: str, words: Lexicon, *, end: bool) -> list[str]:
    """What is wrong with showing *word* (an end with *end*): empty when nothing is."""
    found = []
    if not is_shown_word(word, words, end=end):
        found.append("outside the vocabulary" + (" (as an end)" if end else ""))
    if is_offensive(word, words):
        found.append("offensive")
    if sum(letter.isupper() for letter in words.spelling(word)) > 1:
        found.append("written in capitals")
    return found


def sweep(code: str, count: int) -> tuple[int, list[str], list[str]]:
    """Judge *count* puzzles of each producer in *code*: (puzzles, faults found, ends)."""
    words = lexicon_for(code)
    total, problems, ends = 0, [], []
    for name, (metric, steps) in PRODUCERS.items():
        for start, end, n in drawn(words, metric, steps, count):
            total += 1
            ends += [start, end]
            shown = answer(start, end, metric, None, lexicon=words, shown_words=True).ladder
            rungs = shown.words[1:-1] if shown is not None and shown.steps == n else ()
            if shown is None or shown.steps != n:
                problems.append(f"{name} {start} → {end}: no ladder of {n} steps")
            for word, as_end in [(start, True), (end, True), *((rung, False) for rung in rungs)]:
                problems += (f"{name} {start} → {end}: {words.spelling(word)} {fault}"
                             for fault in faults(word, words, end=as_end))
    return total, problems, ends


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=60, help="puzzles per producer and language (default 60)")
    parser.add_argument("--languages", nargs="+", default=[code for code in LANGUAGES if code != "en"])
    args = parser.parse_args(argv)
    failed = 0
    for code in args.languages:
        if not Path(str(LANGUAGES[code].path)).exists():
            print(f"{code}: not installed (apt-get install {LANGUAGES[code].package})")
            continue
        began = time.perf_counter()
        total, problems, ends = sweep(code, args.puzzles)
        words = lexicon_for(code)
        failed += len(problems)
        print(f"{LANGUAGES[code].name} ({code}): {total} puzzles in {time.perf_counter() - began:.1f} s; "
              f"{len(problems)} faults" + "".join(f"\n  {problem}" for problem in problems))
        sample = sorted(random.Random(code).sample(sorted(set(ends)), min(50, len(set(ends)))))
        print("  50 random ends:", " ".join(words.spelling(word) for word in sample))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
