"""How well the product's ladders are defined and its class worksheets clued (issue 42), measured on seeded pairs.

Two figures, on pairs of vocabulary words (``is_shown_word(word, end=True)``)
of the same length, drawn with a fixed seed:

* **Undefined rungs**: of the first ladders of ``--pairs`` pairs of 3 to 6
  letters (levenshtein, seed ``--seed``), the rungs between the ends that
  ``ladders define`` cannot define, for three ladders of each pair: the one
  ``ladders START END`` prints first, the game's (words a puzzle may show
  first), and a class sheet's (:func:`ladders.draw.sheet.sheet_ladders`:
  vocabulary words with clues; a pair with none is counted apart).
* **Class sheets**: ``--sheets`` sheets of ``--per-sheet`` pairs of 3 to 5
  letters each: how many were made and how many refused (and why), the pairs
  whose ladder is not the game's, and, over every sheet made, the ends and
  rungs outside the vocabulary, the rungs of different words sharing a clue,
  the clues that name their answer, and the rungs left without a clue.

    python scripts/sheet_figures.py [--pairs 150] [--sheets 20] [--per-sheet 4] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections import Counter
from html import unescape

from ladders import default_lexicon
from ladders.draw.sheet import sheet_ladders, sheet_page
from ladders.errors import LadderError
from ladders.moves.metrics import levenshtein
from ladders.solve.answer import answer
from ladders.words.clues import NO_CLUE, gives_away
from ladders.words.definitions import define
from ladders.words.lexicon import Lexicon
from ladders.words.society import is_shown_word


def vocabulary_pairs(words: Lexicon, count: int, lengths: range, seed: int) -> list[tuple[str, str]]:
    """*count* pairs of different vocabulary words (fit to be ends) of the same length in *lengths*, drawn with
    *seed*."""
    ends = [word for length in lengths for word in words.words_of_length(length)
            if is_shown_word(word, words, end=True)]
    by_length: dict[int, list[str]] = {}
    for word in ends:
        by_length.setdefault(len(word), []).append(word)
    rng = random.Random(seed)
    pairs: list[tuple[str, str]] = []
    while len(pairs) < count:
        start = rng.choice(ends)
        end = rng.choice(by_length[len(start)])
        if start != end:
            pairs.append((start, end))
    return pairs


def undefined_rungs(words: Lexicon, pairs: list[tuple[str, str]]) -> None:
    """Print, for each of the three ladders of each pair, the rungs and those with no definition."""
    kinds = {"ladders START END (first ladder)": lambda a, b: answer(a, b, levenshtein, None, lexicon=words).ladder,
             "the game's first ladder (shown words first)":
                 lambda a, b: answer(a, b, levenshtein, None, lexicon=words, shown_words=True).ladder,
             "a class sheet's ladder (vocabulary words with clues)":
                 lambda a, b: sheet_ladders([(a, b)], levenshtein, lexicon=words)[0][0]}
    for name, ladder_of in kinds.items():
        started = time.perf_counter()
        found = rungs = 0
        missing: list[str] = []
        refused = 0
        for start, end in pairs:
            try:
                ladder = ladder_of(start, end)
            except LadderError:
                refused += 1
                continue
            if ladder is None:
                refused += 1
                continue
            found += 1
            middle = ladder.words[1:-1]
            rungs += len(middle)
            missing += [word for word in middle if not define(word)]
        share = len(missing) / max(rungs, 1)
        print(f"{name}: {found} ladders ({refused} pairs without one), {rungs} rungs, {len(missing)} undefined "
              f"({share:.1%}){': ' + ' '.join(missing) if missing else ''}  [{time.perf_counter() - started:.1f} s]")


def class_sheets(words: Lexicon, sheets: int, per_sheet: int, seed: int) -> None:
    """Print the figures of *sheets* class sheets of *per_sheet* pairs each."""
    started = time.perf_counter()
    pairs = vocabulary_pairs(words, sheets * per_sheet, range(3, 6), seed)
    made = replaced = rungs = outside = shared = naming = unclued = 0
    refusals: Counter[str] = Counter()
    for k in range(sheets):
        chosen = pairs[k * per_sheet:(k + 1) * per_sheet]
        try:
            ladders, notes = sheet_ladders(chosen, levenshtein, lexicon=words)
        except (LadderError, ValueError) as error:
            refusals[re.sub(r"'[^']*'", "…", str(error))[:60]] += 1
            continue
        made += 1
        replaced += sum("this sheet's ladder is" in note for note in notes)
        page = sheet_page(ladders)
        body = page.split('<section class="answers">')[0]
        texts = [unescape(text) for text in re.findall(r'<span class="clue">([^<]*)</span>', body)]
        inner = [word for ladder in ladders for word in ladder.words[1:-1]]
        assert len(texts) == len(inner)
        rungs += len(inner)
        outside += sum(not is_shown_word(word, words) for ladder in ladders for word in ladder.words)
        holders: dict[str, set[str]] = {}
        for word, text in zip(inner, texts, strict=True):
            holders.setdefault(gloss_of(text), set()).add(word)
        shared += sum(len(held) - 1 for held in holders.values())
        naming += sum(gives_away(text, word) for word, text in zip(inner, texts, strict=True))
        unclued += texts.count(NO_CLUE)
    why = " (" + "; ".join(f"{n}x {reason}" for reason, n in refusals.most_common()) + ")" if refusals else ""
    print(f"{sheets} class sheets of {per_sheet} pairs (3-5 letters, levenshtein, seed {seed}): {made} made, "
          f"{sheets - made} refused{why}; {replaced} pairs given a ladder other than the game's; over the sheets "
          f"made: {rungs} rungs, {outside} ends or rungs outside the vocabulary, {shared} rungs sharing a clue "
          f"with another word, {naming} clues naming their answer, {unclued} rungs without a clue  "
          f"[{time.perf_counter() - started:.1f} s]")


def gloss_of(text: str) -> str:
    """A clue's gloss, without the form an inflected answer is ("past: ...")."""
    kind, _, gloss = text.partition(": ")
    return gloss if gloss and kind in ("plural", "past", "present", "-ing form", "comparative", "superlative",
                                       "form") else text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=150)
    parser.add_argument("--sheets", type=int, default=20)
    parser.add_argument("--per-sheet", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    words = default_lexicon()
    undefined_rungs(words, vocabulary_pairs(words, args.pairs, range(3, 7), args.seed))
    class_sheets(words, args.sheets, args.per_sheet, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
