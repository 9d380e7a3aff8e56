"""The shortest ladder from beer to wine, and the ladder of the most common words.

Run: python examples/common_vs_shortest.py
"""

from ladders import default_lexicon, make_ladder, rarity, weakest_rung


def main() -> None:
    lexicon = default_lexicon()
    shortest = make_ladder("beer", "wine", lexicon=lexicon)
    common = make_ladder("beer", "wine", lexicon=lexicon, cost=rarity)
    sturdy = make_ladder("beer", "wine", lexicon=lexicon, cost=weakest_rung)
    for label, ladder in (("shortest", shortest), ("most common words", common),
                          ("shortest, commonest rarest word", sturdy)):
        levels = ", ".join(str(lexicon.rank(word)) for word in ladder.words)
        print(f"{label}:\n  {ladder}\n  {ladder.steps} steps, rarity {rarity.ladder_cost(ladder.words, lexicon):g}"
              f" (SCOWL levels {levels})")


if __name__ == "__main__":
    main()
