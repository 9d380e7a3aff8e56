"""Fit and judge the puzzle rating (``ladders.solve.rating``) against a simulated player, in one run.

Draws ``--puzzles`` common-word puzzles of 3 to 7 steps (levenshtein, the embedded dictionary) twice, with two
seeds: one set to fit the score's weights on, one to judge them on. The player shares none of the rating's
figures: from each word it moves at random among the common words one move away that it has not visited,
preferring those the metric's distance puts nearest the end (a one-step look-ahead on the distance, not on
letters in place), taking the end as soon as it is one move away, and giving up at four times par. Its extra
steps over par (the mean of ``--plays`` plays) are what the score is fitted to (least squares).

Prints the Spearman rank correlation between the fitted score and the player's extra steps on the judging set,
the same with each figure held out (refitted without it), the weights and the quartile thresholds to ship::

    python benchmarks/difficulty.py [--puzzles 1000] [--plays 8]
"""

from __future__ import annotations

import argparse
import math
import random
import time

import numpy as np
from scipy.stats import spearmanr

from ladders import default_lexicon, levenshtein
from ladders.moves.memo import neighbours_of
from ladders.solve.rating import rate_pair
from ladders.study.puzzles import puzzles
from ladders.words.common import is_common

WORDS = default_lexicon()
FIGURES = ("par", "log_solutions", "good_share", "traps", "detour", "rarest_zipf")


def draw(count: int, seed: int) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for steps in (3, 4, 5, 6, 7):
        pairs += [(p.start, p.end) for p in puzzles(WORDS, steps, levenshtein, count=count // 5, common=True,
                                                     seed=f"{seed}-{steps}")]
    return pairs


def extra_steps(start: str, end: str, par: int, plays: int, rng: random.Random) -> float:
    """The simulated player's mean steps over par (see the module's docstring)."""
    near = neighbours_of(levenshtein, WORDS)
    distance = levenshtein.distance
    cap = 4 * par
    taken = []
    for _ in range(plays):
        here, seen, steps = start, {start}, 0
        while here != end and steps < cap:
            options = [word for word in near(here) if word not in seen]
            if end in options:
                here = end
            else:
                options = [word for word in options if is_common(word, WORDS)]
                if not options:
                    steps = cap
                    break
                scored = [(distance(word, end), word) for word in options]
                best = min(score for score, _ in scored)
                here = rng.choice([word for score, word in scored if score == best])
                seen.add(here)
            steps += 1
        taken.append(steps if here == end else cap)
    return sum(taken) / plays - par


def figures(pairs: list[tuple[str, str]], plays: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = random.Random(seed)
    rows, extra = [], []
    for start, end in pairs:
        rating = rate_pair(start, end, levenshtein, lexicon=WORDS)
        rows.append([rating.par, math.log2(max(rating.solutions, 1)),
                     rating.good_moves / rating.moves if rating.moves else 1.0, rating.traps, rating.detour,
                     rating.rarest_zipf or 0.0])
        extra.append(extra_steps(start, end, rating.par, plays, rng))
    return np.array(rows, dtype=float), np.array(extra)


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    design = np.column_stack([np.ones(len(x)), x])
    weights, *_ = np.linalg.lstsq(design, y, rcond=None)
    return weights


def score(weights: np.ndarray, x: np.ndarray) -> np.ndarray:
    return weights[0] + x @ weights[1:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=1000, help="puzzles in each of the two sets")
    parser.add_argument("--plays", type=int, default=8, help="simulated plays per puzzle")
    args = parser.parse_args()
    began = time.perf_counter()
    fitting, judging = draw(args.puzzles, 1), draw(args.puzzles, 2)
    x_fit, y_fit = figures(fitting, args.plays, 1)
    x_judge, y_judge = figures(judging, args.plays, 2)
    weights = fit(x_fit, y_fit)
    rho = spearmanr(score(weights, x_judge), y_judge).statistic
    print(f"{len(fitting)} puzzles to fit, {len(judging)} to judge, {args.plays} plays each "
          f"({time.perf_counter() - began:.0f} s); the player's mean extra steps {y_judge.mean():.2f}")
    print(f"Spearman rank correlation, score against extra steps (judging set): {rho:.3f}")
    for k, name in enumerate(FIGURES):
        keep = [j for j in range(len(FIGURES)) if j != k]
        held = fit(x_fit[:, keep], y_fit)
        print(f"  without {name:>13}: {spearmanr(score(held, x_judge[:, keep]), y_judge).statistic:.3f}")
    for k, name in enumerate(FIGURES):
        alone = fit(x_fit[:, [k]], y_fit)
        print(f"  {name:>13} alone: {spearmanr(score(alone, x_judge[:, [k]]), y_judge).statistic:.3f}")
    quartiles = np.percentile(score(weights, x_fit), [25, 50, 75])
    shipped = {"intercept": weights[0], **dict(zip(FIGURES, weights[1:], strict=True))}
    print("WEIGHTS = {" + ", ".join(f'"{name}": {value:.3f}' for name, value in shipped.items()) + "}")
    print("THRESHOLDS = (" + ", ".join(f"{value:.2f}" for value in quartiles) + ")")
    judged = np.searchsorted(quartiles, score(weights, x_judge), side="left")
    for k, name in enumerate(("easy", "medium", "hard", "fiendish")):
        chosen = y_judge[judged == k]
        print(f"  {name:>8}: {len(chosen)} puzzles, the player's mean extra steps {chosen.mean():.2f}")


if __name__ == "__main__":
    main()
