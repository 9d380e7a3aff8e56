"""How many rungs of the product's answers a reader cannot look up, and how much of common English is defined.

Prints, for the classic pairs and for 500 fixed-seed random pairs of common words (SCOWL size 35, 3 to 6
letters, levenshtein, the answer ``ladders START END`` prints first): the rungs between the ends with no
definition, and the answers holding one; then the share of the 5,000 most frequent English words of 2 to 8
letters (wordfreq's list, the ``build`` extra) that ``define`` defines. Run it on two trees to compare::

    python benchmarks/defined_rungs.py
    PYTHONPATH=/path/to/old/tree python benchmarks/defined_rungs.py
"""

from __future__ import annotations

import random
import sys

from ladders import answer, default_lexicon
from ladders.words.definitions import define

CLASSIC = [("beer", "wine"), ("cold", "warm"), ("head", "tail"), ("black", "white"), ("witch", "lizard"),
           ("ape", "man"), ("cat", "dog"), ("wheat", "bread"), ("lead", "gold"), ("sleep", "dream"),
           ("hate", "love"), ("river", "shore"), ("flour", "bread"), ("five", "four"), ("eye", "lid")]


def random_pairs(count: int, seed: int = 1) -> list[tuple[str, str]]:
    common = [word for word in default_lexicon(35).words if 3 <= len(word) <= 6]
    rng = random.Random(seed)
    pairs = []
    while len(pairs) < count:
        start = rng.choice(common)
        end = rng.choice([word for word in common if len(word) == len(start)])
        if start != end:
            pairs.append((start, end))
    return pairs


def undefined_rungs(pairs: list[tuple[str, str]]) -> tuple[int, int, int, int]:
    """(answers found, rungs between the ends, rungs with no definition, answers holding one)."""
    found = rungs = undefined = holding = 0
    for start, end in pairs:
        ladder = answer(start, end, max_depth=None, max_expansions=200_000).ladder
        if ladder is None:
            continue
        found += 1
        middle = ladder.words[1:-1]
        missing = [word for word in middle if not define(word)]
        rungs, undefined, holding = rungs + len(middle), undefined + len(missing), holding + bool(missing)
    return found, rungs, undefined, holding


def main() -> int:
    for name, pairs in (("classic pairs", CLASSIC), ("500 random common pairs", random_pairs(500))):
        found, rungs, undefined, holding = undefined_rungs(pairs)
        print(f"{name}: {found} answers, {rungs} rungs, {undefined} with no definition "
              f"({undefined / max(rungs, 1):.1%}); answers holding one: {holding}")
    try:
        import wordfreq
    except ImportError:
        print("wordfreq is not installed (the build extra): the share of common English defined is not measured")
        return 0
    top = [word for word in wordfreq.top_n_list("en", 20_000) if word.isalpha() and 2 <= len(word) <= 8][:5000]
    defined = sum(bool(define(word)) for word in top)
    print(f"the 5,000 most frequent English words of 2-8 letters: {defined} defined ({defined / len(top):.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
