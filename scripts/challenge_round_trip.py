"""Challenge codes round trip: random pairs of shown words in every language, each made into a code and read back.

For each language (English and the six with accents, whose word lists are the system's: Debian's wfrench and the
others; each list is loaded once), the words a puzzle may show as ends (``is_shown_word(word, lexicon, end=True)``,
3 to 8 letters) are the pool, and each pair draws its ends from it (each end, half the time, from those written
with an accent where the language has some), with random moves, steps, hints, solved or not, and a name (none, or
up to 12 letters and spaces, accented ones among them). Each code must read back as the same challenge, be
accepted for that language's word list (``ends_problem``), name its ends as that list spells them, be at most 40
characters when both ends have at most 5 letters, and refuse a copy with one character changed. Printed per
language: the pairs, the ends with accents, the longest code for 5-letter ends and overall, the mean length, the
damaged copies refused, and how often an end of 4 or more letters could be read in a code (any case)::

    python scripts/challenge_round_trip.py                   # 10,000 pairs in each language
    python scripts/challenge_round_trip.py --pairs 500 --languages fr,de

``tests/play/test_challenge_round_trip.py`` imports this file and runs 500 pairs in each language.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass

from ladders.play.challenge import MAX_NAME, METRIC_NAMES, Challenge, ends_problem, make_code, read_code
from ladders.play.records import MAX_HINTS, MAX_STEPS
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.lexicon import Lexicon
from ladders.words.society import is_shown_word

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
NAME_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèüöäßñçåøÉÅÆØ"


@dataclass
class Figures:
    """What one language's round trip found (every count a pair or a code)."""

    language: str
    words: int = 0
    accented_words: int = 0
    pairs: int = 0
    accented_ends: int = 0
    read_back: int = 0
    accepted: int = 0
    spelled: int = 0
    longest_five: int = 0
    longest: int = 0
    total_length: int = 0
    damaged_refused: int = 0
    ends_seen: int = 0
    seconds: float = 0.0
    failures: list[str] | None = None

    def line(self) -> str:
        mean = self.total_length / self.pairs if self.pairs else 0
        return (f"{self.language}: {self.pairs:,} pairs from {self.words:,} shown ends ({self.accented_words:,} "
                f"with accents; {self.accented_ends:,} such ends drawn); read back {self.read_back:,}, accepted "
                f"{self.accepted:,}, spelt as the list spells them {self.spelled:,}; longest code {self.longest} "
                f"(5-letter ends: {self.longest_five}), mean {mean:.1f}; damaged copies refused "
                f"{self.damaged_refused:,}; an end readable in its code {self.ends_seen}; {self.seconds:.1f} s")


def shown_ends(lexicon: Lexicon) -> list[str]:
    """The words *lexicon* may show as ends, 3 to 8 letters, as it spells them, sorted."""
    return sorted(lexicon.spelling(word) for length in range(3, 9) for word in lexicon.words_of_length(length)
                  if is_shown_word(word, lexicon, end=True))


def random_name(rng: random.Random) -> str | None:
    if rng.random() < 0.3:
        return None
    words = [("".join(rng.choice(NAME_LETTERS) for _ in range(rng.randint(1, 6)))) for _ in range(rng.randint(1, 2))]
    return " ".join(words)[:MAX_NAME].strip() or None


def round_trip(code: str, pairs: int, seed: int = 41) -> Figures:
    """*pairs* challenges of the language *code*, made and read back (see the module's docstring)."""
    began = time.perf_counter()
    lexicon = lexicon_for(code)
    pool = shown_ends(lexicon)
    accented = [word for word in pool if not word.isascii()]
    found = Figures(code, words=len(pool), accented_words=len(accented), failures=[])
    rng = random.Random(f"{seed} {code}")

    def end() -> str:
        return rng.choice(accented if accented and rng.random() < 0.5 else pool)

    while found.pairs < pairs:
        start, finish = end(), end()
        if start == finish:
            continue
        solved = rng.random() < 0.8
        sent = Challenge(code, rng.choice(METRIC_NAMES), start, finish, rng.randint(int(solved), MAX_STEPS),
                         rng.randint(0, MAX_HINTS) if rng.random() < 0.3 else rng.randint(0, 3), solved,
                         name=random_name(rng))
        check(sent, lexicon, found, rng)
    found.seconds = time.perf_counter() - began
    return found


def check(sent: Challenge, lexicon: Lexicon, found: Figures, rng: random.Random) -> None:
    """One challenge's round trip, counted in *found* (a failure described in ``found.failures``)."""
    assert found.failures is not None
    found.pairs += 1
    found.accented_ends += (not sent.start.isascii()) + (not sent.end.isascii())
    code = make_code(sent)
    back = read_code(code)
    found.read_back += back == sent
    problem = ends_problem(back, lexicon)
    found.accepted += problem is None
    keys = [lexicon.fold(word) for word in (back.start, back.end)]
    spelled = all(key in lexicon for key in keys) and [lexicon.spelling(key) for key in keys] == [back.start, back.end]
    found.spelled += spelled
    found.longest = max(found.longest, len(code))
    five = max(len(sent.start), len(sent.end)) <= 5
    if five:
        found.longest_five = max(found.longest_five, len(code))
    found.total_length += len(code)
    at = rng.randrange(2, len(code))
    try:
        read_code(code[:at] + rng.choice([d for d in DIGITS if d != code[at]]) + code[at + 1:])
    except ValueError:
        found.damaged_refused += 1
    found.ends_seen += any(len(word) >= 4 and word.lower() in code.lower() for word in (sent.start, sent.end))
    if back != sent or problem is not None or not spelled or (five and len(code) > 40):
        found.failures.append(f"{sent!r}: {code} read {back!r}, {problem}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=10_000, help="pairs in each language (default 10,000)")
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="codes, comma-separated (default: all)")
    parser.add_argument("--seed", type=int, default=41)
    args = parser.parse_args(argv)
    failed = False
    for code in args.languages.split(","):
        found = round_trip(code, args.pairs, args.seed)
        print(found.line(), flush=True)
        for failure in (found.failures or [])[:5]:
            print("  FAILED", failure)
        failed |= bool(found.failures) or found.damaged_refused != found.pairs
    print("every code read back, accepted and spelt right" if not failed else "FAILURES above")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
