"""Lewis Carroll's Doublets: turn BLACK into WHITE, changing one letter a move.

Every rung is a word of the embedded dictionary; the ladder is a shortest one.
Run: python examples/black_white.py
"""

from ladders import make_ladder, substitution


def main() -> None:
    ladder = make_ladder("black", "white", metric=substitution, max_depth=None)
    print(ladder)
    print(f"{ladder.steps} steps")


if __name__ == "__main__":
    main()
