"""A metric of your own: change one letter to its neighbour in the alphabet (c -> b or d).

A metric is a record of three things: a name, a generator of the words one
move away, and a distance that never overestimates the moves needed. Here a
move shifts one letter by one place, so the distance is the total shift over
all positions (each move lowers it by at most one), and infinite between words
of different lengths.

Run: python examples/custom_metric.py
"""

import math
from collections.abc import Iterator

from ladders import DistanceMetric, Lexicon, make_ladder


def alphabet_steps(word: str, lexicon: Lexicon) -> Iterator[str]:
    """Yield the words of *lexicon* made by shifting one letter of *word* one place (lazy)."""
    for i, letter in enumerate(word):
        for shifted in (chr(ord(letter) - 1), chr(ord(letter) + 1)):
            candidate = word[:i] + shifted + word[i + 1:]
            if shifted.isalpha() and candidate in lexicon:
                yield candidate


def total_shift(a: str, b: str) -> float:
    """How far every letter of *a* must move to spell *b*: a lower bound on the moves."""
    if len(a) != len(b):
        return math.inf
    return sum(abs(ord(x) - ord(y)) for x, y in zip(a, b))


alphabet_step = DistanceMetric("alphabet-step", alphabet_steps, total_shift)


def main() -> None:
    ladder = make_ladder("fold", "gone", metric=alphabet_step, max_depth=None)
    print(ladder)
    print(f"{ladder.steps} steps; the bound promised at least {total_shift('fold', 'gone'):g}")


if __name__ == "__main__":
    main()
