"""Lewis Carroll's Doublets: turn COLD into WARM, changing one letter a move.

Every rung is a word of the embedded dictionary; the ladder is a shortest one.
Run: python examples/cold_warm.py
"""

from ladders import make_ladder, substitution


def main() -> None:
    ladder = make_ladder("cold", "warm", metric=substitution, max_depth=None)
    print(ladder)
    print(f"{ladder.steps} steps")


if __name__ == "__main__":
    main()
