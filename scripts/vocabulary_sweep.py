"""Every word each puzzle producer shows, judged against the puzzle vocabulary: counts per producer, and ends to read.

Producers, each drawn from seeds 0, 1, ... (the same puzzles on every run):

* ``web practice``: the page's practice round (``/api/puzzle``'s draw: 3 to 6 steps, each metric it offers);
* ``terminal practice``: ``ladders play --steps N`` (2 to 6 steps, one letter changed at a time);
* ``puzzle``: ``ladders puzzle --steps N`` at 3 to 8 steps;
* ``daily``: every day of the schedule from the cutover, its ends and every rung its hints show.

For each puzzle, its ends and the commonest shortest ladder of vocabulary words (what a round's end shows
first) must be vocabulary words and offensive in no form. Then a hundred random ends, for a person to read.

    python scripts/vocabulary_sweep.py [--puzzles 200]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator

from ladders import default_lexicon
from ladders.moves.metrics import METRICS
from ladders.play.daily import CUTOVER, METRIC, schedule
from ladders.play.rounds import Round, hint
from ladders.solve.shortest import shortest_ladders
from ladders.study.puzzles import puzzles
from ladders.words.society import is_offensive, is_shown_word

Shown = tuple[str, str, tuple[str, ...]]
"""A puzzle's start, end, and the words a round shows of it (the ends and the commonest shown ladder, or the hints)."""


def _drawn(steps: range, metrics: tuple[str, ...], count: int) -> Iterator[Shown]:
    words = default_lexicon()
    seed = 0
    while count > 0:
        for metric in metrics:
            for n in steps:
                drawn = next(puzzles(words, n, METRICS[metric], common=True, seed=seed, max_tries=200), None)
                seed += 1
                if drawn is None or count <= 0:
                    continue
                count -= 1
                shown = next((ladder.words for ladder in shortest_ladders(drawn.start, drawn.end, METRICS[metric],
                                                                          lexicon=words)
                              if all(is_shown_word(w, words) for w in ladder.words)), ())
                yield drawn.start, drawn.end, shown


def _daily() -> Iterator[Shown]:
    words = default_lexicon()
    for start, end, par in schedule()[CUTOVER - 1:]:
        played = Round(start, end, par)
        while not played.solved:
            played = played.with_rung(hint(played, METRICS[METRIC], lexicon=words))
        yield start, end, (start, *played.rungs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=200, help="puzzles per producer (the daily: every day)")
    args = parser.parse_args(argv)
    producers = {
        "web practice": _drawn(range(3, 7), ("substitution", "levenshtein", "damerau"), args.puzzles),
        "terminal practice": _drawn(range(2, 7), ("substitution",), args.puzzles),
        "puzzle": _drawn(range(3, 9), ("levenshtein",), args.puzzles),
        "daily": _daily(),
    }
    ends: list[str] = []
    failed = 0
    for name, drawn in producers.items():
        count = outside = offensive = missing = 0
        for start, end, shown in drawn:
            count += 1
            ends += [start, end]
            missing += not shown
            words = {start, end, *shown}
            outside += sum(not is_shown_word(w) for w in words)
            offensive += sum(is_offensive(w) for w in words)
        failed += outside + offensive + missing
        print(f"{name}: {count} puzzles; words shown outside the vocabulary {outside}, offensive {offensive}, "
              f"puzzles with no ladder of vocabulary words {missing}")
    sample = sorted(random.Random(0).sample(sorted(set(ends)), 100))
    print("100 random ends, to read:", " ".join(sample))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
