"""Ours against the PyPI package ``word-ladder`` (``WordLadder.find_path``), same pairs.

Substitution only: word-ladder builds a graph of the words as long as the
first pair's (timed apart) and answers from it. Its ladders are checked like
everyone's; version 1.1.0 is expected to show INVALID answers, as its
same-length graph also joins a word to the word with one more letter at the
end (``spat`` to ``spats``). It has a time budget per metric. Needs
``word-ladder`` (GPL-licensed; used only here).

Run ``python benchmarks/vs_word_ladder.py`` (``--quick`` for a smoke run, ``--help``).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import contextmanager

import harness


def build_word_ladder(words: list[str], pair: tuple[str, str], cache_dir: str):
    """Build word-ladder's same-length graph (it also pickles it to *cache_dir*)."""
    from word_ladder import WordLadder

    solver = WordLadder(list(words))
    solver.tmp = cache_dir  # it caches graphs as pickles in a temp dir keyed by a hash
    solver.start, solver.end = pair  # same length: the substitution-only graph
    solver.graph  # noqa: B018 -- the property builds the graph on first access
    return solver


def word_ladder_query(solver) -> Callable:
    """Return query(a, b) -> ladder or None using word-ladder's ``find_path``."""

    def query(start, end):
        path = solver.find_path(start, end)
        return None if path is None else tuple(path)

    return query


@contextmanager
def word_ladder(setup: harness.Setup, metric: str):
    """Baseline: build time apart, then best of the repeats within half ``args.budget``."""
    try:
        import word_ladder as package
    except ImportError:
        yield [harness.Run("word-ladder 1.1.0 (PyPI)", skipped="word-ladder not installed")]
        return
    label = f"word-ladder {package.__version__} (PyPI)"
    if metric != "substitution":
        yield [harness.Run(label, skipped="substitution only")]
        return
    with tempfile.TemporaryDirectory() as cache_dir:
        t0 = time.perf_counter()
        solver = build_word_ladder(setup.words, setup.pairs[0], cache_dir)
        build = {"seconds": time.perf_counter() - t0}
        yield [harness.Run(label, word_ladder_query(solver), repeats=setup.args.repeats,
                           budget_s=setup.args.budget / 2, build=build)]


if __name__ == "__main__":
    sys.exit(harness.run_script(__doc__, [word_ladder], sys.argv[1:]))
