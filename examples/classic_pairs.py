"""Classic doublets, solved: Lewis Carroll's pairs and a few more, each ladder with its step count.

Carroll's rule (Doublets, 1879) changes one letter a move, so his pairs use the
substitution metric. Pairs of different lengths need levenshtein, whose moves
may also add or drop a letter. Every rung is a word of the embedded dictionary,
and every ladder is a shortest one for its metric.

Run: python examples/classic_pairs.py
"""

from ladders import levenshtein, make_ladder, substitution

PAIRS = [
    # Lewis Carroll's: one letter changed a move
    ("head", "tail", substitution),
    ("cold", "warm", substitution),
    ("pig", "sty", substitution),
    ("ape", "man", substitution),
    ("oat", "rye", substitution),
    ("eye", "lid", substitution),
    ("four", "five", substitution),
    ("poor", "rich", substitution),
    ("wheat", "bread", substitution),
    ("flour", "bread", substitution),
    ("tears", "smile", substitution),
    ("grass", "green", substitution),
    ("raven", "miser", substitution),
    ("black", "white", substitution),
    # others of the same length
    ("cat", "dog", substitution),
    ("milk", "wine", substitution),
    ("lead", "gold", substitution),
    ("love", "hate", substitution),
    # a letter may also be added or dropped
    ("beer", "wine", levenshtein),
    ("sun", "moon", levenshtein),
    ("sea", "shore", levenshtein),
    ("shoe", "horse", levenshtein),
    ("one", "three", levenshtein),
    ("seed", "flower", levenshtein),
]


def main() -> None:
    for start, end, metric in PAIRS:
        ladder = make_ladder(start, end, metric=metric, max_depth=None)
        print(f"{ladder}  ({ladder.steps} steps, {metric.name})")


if __name__ == "__main__":
    main()
