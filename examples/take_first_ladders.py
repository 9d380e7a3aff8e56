"""Stream ladders: take the first few of ``all_ladders`` without computing the rest.

``all_ladders`` is lazy and yields shortest ladders first, so ``toolz.take``
stops the search as soon as it has enough.

Run: python examples/take_first_ladders.py
"""

from toolz import take

from ladders import all_ladders, substitution


def main(count: int = 5) -> None:
    stream = all_ladders("cold", "warm", metric=substitution, max_depth=6)
    for ladder in take(count, stream):
        print(ladder)


if __name__ == "__main__":
    main()
