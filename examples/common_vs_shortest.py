"""Three ideas of the best ladder from BEER to WINE: the shortest, the commonest, and the sturdiest.

The shortest ladder has the fewest steps. ``cost=rarity`` finds the ladder
whose words after the first add up to the lowest SCOWL levels (10 = everyday,
70 = obscure), even if it is longer. ``cost=weakest_rung`` keeps to the fewest
steps but makes the rarest word on the ladder as common as it can be.

Run: python examples/common_vs_shortest.py
"""

from ladders import default_lexicon, make_ladder, rarity, weakest_rung


def main() -> None:
    lexicon = default_lexicon()
    shortest = make_ladder("beer", "wine", lexicon=lexicon)
    common = make_ladder("beer", "wine", lexicon=lexicon, cost=rarity)
    sturdy = make_ladder("beer", "wine", lexicon=lexicon, cost=weakest_rung)
    for label, ladder in (("shortest", shortest), ("most common words", common),
                          ("shortest, rarest word as common as can be", sturdy)):
        levels = ", ".join(str(lexicon.rank(word)) for word in ladder.words)
        print(f"{label}:\n  {ladder}\n  {ladder.steps} steps, rarity {rarity.ladder_cost(ladder.words, lexicon):g}"
              f" (SCOWL levels {levels})")


if __name__ == "__main__":
    main()
