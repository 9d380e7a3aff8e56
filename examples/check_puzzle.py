"""Check answers to word-ladder puzzles: does each solve its puzzle? Is it shortest? What is wrong?

``check_ladder`` judges the words it is given (every word known, one move a
step, no repeats, and how far from shortest); whether the answer joins the
puzzle's two words is checked here.

Run: python examples/check_puzzle.py
"""

from ladders import check_ladder, substitution

PUZZLES = {
    ("head", "tail"): [
        ["head", "heal", "teal", "tell", "tall", "tail"],  # Lewis Carroll's own answer
        ["head", "held", "hell", "hall", "fall", "fail", "tail"],  # valid, one step longer
        ["head", "held", "hold", "hood", "head"],  # repeats a word and never reaches tail
    ],
    ("cold", "warm"): [
        ["cold", "cord", "cxrd", "ward", "warm"],  # a typo
    ],
}


def main() -> None:
    for (start, end), answers in PUZZLES.items():
        print(f"{start.upper()} to {end.upper()}")
        for words in answers:
            print("  " + " → ".join(words))
            if words[0] != start or words[-1] != end:
                print(f"    goes from {words[0]} to {words[-1]}, not from {start} to {end}")
            report = check_ladder(words, metric=substitution)
            print("    " + str(report).replace("\n", "\n    "))


if __name__ == "__main__":
    main()
