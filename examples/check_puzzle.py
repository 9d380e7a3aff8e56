"""Check the answers to a word-ladder puzzle: valid? shortest? what is wrong?

Run: python examples/check_puzzle.py
"""

from ladders import check_ladder, substitution

ANSWERS = [
    ["head", "heal", "teal", "tell", "tall", "tail"],  # Lewis Carroll's own answer
    ["head", "held", "hell", "hall", "fall", "fail", "tail"],  # valid, one step longer
    ["head", "held", "hold", "hood", "head"],  # repeats a word and never reaches tail
    ["cold", "cord", "cxrd", "ward", "warm"],  # a typo
]


def main() -> None:
    for words in ANSWERS:
        report = check_ladder(words, metric=substitution)
        print(" → ".join(words))
        print("  " + str(report).replace("\n", "\n  "))


if __name__ == "__main__":
    main()
