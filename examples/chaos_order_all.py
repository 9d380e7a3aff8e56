"""Every shortest ladder from chaos to order on Knuth's 5,757 SGB words (there are 37, of 12 steps).

Run: python examples/chaos_order_all.py [PATH-TO-sgb-words.txt]
(default: ../shared/data/sgb-words.txt, next to the repository)
"""

import sys
from pathlib import Path

from ladders import count_shortest_ladders, load_lexicon, shortest_ladders, substitution

DEFAULT = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "sgb-words.txt"


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    if not path.is_file():
        print(f"Knuth's SGB word list is not at {path}; pass its path as the first argument "
              "(it is sgb-words.txt from https://www-cs-faculty.stanford.edu/~knuth/sgb.html)", file=sys.stderr)
        return 2
    lexicon = load_lexicon(path)
    total = count_shortest_ladders("chaos", "order", substitution, lexicon=lexicon)
    print(f"{total} shortest ladders from chaos to order:")
    for number, ladder in enumerate(shortest_ladders("chaos", "order", substitution, lexicon=lexicon), 1):
        print(f"{number:3}. {ladder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
