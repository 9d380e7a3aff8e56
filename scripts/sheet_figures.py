"""How well the product's ladders are defined and its class worksheets clued (issue 42), measured on seeded pairs.

Three figures, on pairs of vocabulary words (``is_shown_word(word, end=True)``),
drawn with a fixed seed:

* **Undefined rungs**: of the first ladders of ``--pairs`` pairs of 3 to 6
  letters (levenshtein, seed ``--seed``), the rungs between the ends that
  ``ladders define`` cannot define, for three ladders of each pair: the one
  ``ladders START END`` prints first, the game's (words a puzzle may show
  first), and a class sheet's (:func:`ladders.draw.sheet.sheet_ladders`:
  vocabulary words with clues; a pair with none is counted apart).
* **Class sheets, as a teacher makes them**: ``--sheets`` sheets of
  ``--per-sheet`` drawn pairs each (``ladders sheet --puzzles N --steps K
  --length L --seed S``, :func:`ladders.draw.sheet.drawn_ladders`), ends of 3
  to 5 letters and 3 to 5 steps in turn: how many were made, whether each
  ladder is a shortest one of the steps asked, and, over every sheet made, the
  rungs, the ends and rungs outside the vocabulary, the offensive words, the
  rungs of different words sharing a clue, the clues that name their answer,
  and the rungs left without a clue (each should be 0).
* **Class sheets of random pairs**: as many sheets of random pairs of 3 to 5
  letters (both ends of one length) given as a setter's own PAIRs: how many were made and how many
  refused (and why: most random pairs have no ladder of clued vocabulary
  words), the pairs whose ladder is not the game's, and the same checks over
  the sheets made.

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
from ladders.draw.sheet import drawn_ladders, sheet_ladders, sheet_page
from ladders.errors import LadderError
from ladders.moves.metrics import levenshtein
from ladders.solve.answer import answer
from ladders.solve.ladder import Ladder
from ladders.words.clues import NO_CLUE, gives_away
from ladders.words.definitions import define
from ladders.words.lexicon import Lexicon
from ladders.words.society import is_offensive, is_shown_word


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


def teacher_sheets(words: Lexicon, sheets: int, per_sheet: int, seed: int) -> None:
    """Print the figures of *sheets* class sheets of *per_sheet* drawn pairs each, made as a teacher makes them:
    ``ladders sheet --puzzles N --steps K --length L --seed S`` (:func:`ladders.draw.sheet.drawn_ladders`),
    ends of 3, 4 and 5 letters and 3, 4 and 5 steps in turn, seeds ``seed * sheets`` on."""
    started = time.perf_counter()
    made = not_shortest = 0
    faults: Counter[str] = Counter()
    short: list[str] = []
    kinds: Counter[tuple[int, int]] = Counter()
    for k in range(sheets):
        length, steps, sheet_seed = 3 + k % 3, 3 + k // 3 % 3, seed * sheets + k
        ladders = drawn_ladders(per_sheet, levenshtein, steps=steps, length=length, seed=sheet_seed, lexicon=words)
        if len(ladders) < per_sheet:
            short.append(f"--steps {steps} --length {length} --seed {sheet_seed}: {len(ladders)}")
            continue
        made += 1
        kinds[(steps, length)] += 1
        faults += sheet_faults(words, ladders)
        for ladder in ladders:
            game = answer(ladder.start, ladder.end, levenshtein, None, lexicon=words).ladder
            not_shortest += ladder.steps != steps or game is None or game.steps != steps
    print(f"{sheets} class sheets of {per_sheet} drawn pairs, as a teacher makes them (ladders sheet --puzzles "
          f"{per_sheet} --steps 3|4|5 --length 3|4|5 --seed {seed * sheets}..{seed * sheets + sheets - 1}, "
          f"levenshtein): {made} made, {sheets - made} short of pairs{': ' + '; '.join(short) if short else ''}; "
          f"{not_shortest} ladders not a shortest one of the steps asked; over the sheets made: "
          f"{format_faults(faults)}  [{time.perf_counter() - started:.1f} s]")


def random_pair_sheets(words: Lexicon, sheets: int, per_sheet: int, seed: int) -> None:
    """Print the figures of *sheets* class sheets of *per_sheet* random pairs of vocabulary words each, given as a
    setter's own PAIRs (``ladders sheet PAIR...``): most are refused, since most such pairs have no ladder of
    clued vocabulary words; the sheets made are checked as the drawn ones are."""
    started = time.perf_counter()
    pairs = vocabulary_pairs(words, sheets * per_sheet, range(3, 6), seed)
    made = replaced = 0
    faults: Counter[str] = Counter()
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
        faults += sheet_faults(words, ladders)
    why = " (" + "; ".join(f"{n}x {reason}" for reason, n in refusals.most_common()) + ")" if refusals else ""
    print(f"{sheets} class sheets of {per_sheet} random pairs given as PAIRs (3-5 letters, levenshtein, seed {seed}): "
          f"{made} made, {sheets - made} refused ({(sheets - made) / sheets:.0%}){why}; {replaced} pairs given a "
          f"ladder other than the game's; over the sheets made: {format_faults(faults)}  "
          f"[{time.perf_counter() - started:.1f} s]")


FAULTS = ("rungs", "ends or rungs outside the vocabulary", "offensive words", "rungs sharing a clue with another word",
          "clues naming their answer", "rungs without a clue")
"""What :func:`sheet_faults` counts, in the order printed: the rungs, then each fault (every fault should be 0)."""


def sheet_faults(words: Lexicon, ladders: list[Ladder]) -> Counter[str]:
    """The rungs of the page :func:`~ladders.draw.sheet.sheet_page` writes for *ladders*, and its faults
    (:data:`FAULTS`), read back from the page's clues."""
    page = sheet_page(ladders)
    body = page.split('<section class="answers">')[0]
    texts = [unescape(text) for text in re.findall(r'<span class="clue">([^<]*)</span>', body)]
    inner = [word for ladder in ladders for word in ladder.words[1:-1]]
    assert len(texts) == len(inner)
    shown = [word for ladder in ladders for word in ladder.words]
    holders: dict[str, set[str]] = {}
    for word, text in zip(inner, texts, strict=True):
        holders.setdefault(gloss_of(text), set()).add(word)
    counts = (len(inner), sum(not is_shown_word(word, words) for word in shown),
              sum(is_offensive(word, words) for word in shown), sum(len(held) - 1 for held in holders.values()),
              sum(gives_away(text, word) for word, text in zip(inner, texts, strict=True)), texts.count(NO_CLUE))
    return Counter(dict(zip(FAULTS, counts, strict=True)))


def format_faults(faults: Counter[str]) -> str:
    return ", ".join(f"{faults[name]} {name}" for name in FAULTS)


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
    teacher_sheets(words, args.sheets, args.per_sheet, args.seed)
    random_pair_sheets(words, args.sheets, args.per_sheet, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
