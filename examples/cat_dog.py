"""Lewis Carroll's Doublets: turn CAT into DOG, changing one letter a move.

Every rung is a word of the embedded dictionary; the ladder is a shortest one.
Run: python examples/cat_dog.py
"""

from ladders import make_ladder, substitution


def main() -> None:
    ladder = make_ladder("cat", "dog", metric=substitution, max_depth=None)
    print(ladder)
    print(f"{ladder.steps} steps")


if __name__ == "__main__":
    main()
