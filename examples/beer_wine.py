"""Turn BEER into WINE, adding, removing or changing one letter a move (the default metric).

Run: python examples/beer_wine.py
"""

from ladders import make_ladder


def main() -> None:
    ladder = make_ladder("beer", "wine")  # embedded dictionary, levenshtein moves, at most 10 steps
    print(ladder)
    print(f"{ladder.steps} steps")


if __name__ == "__main__":
    main()
