"""Ours against two plain Python breadth-first searches, on the same pairs.

* textbook BFS: a deque, a parents dict, and every letter of the alphabet tried
  at every position against a Python set (plus insertions and deletions for
  levenshtein), no precomputed graph; it has a time budget per metric;
* path-copying BFS (naive): the same search, but the queue holds whole paths,
  copied on every push; it is asked a few pairs only.

Run ``python benchmarks/vs_textbook.py`` (``--quick`` for a smoke run, ``--help``).
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager

import harness


def letter_candidates(word: str, alphabet: str, indels: bool) -> Iterator[str]:
    """Yield every string one substitution (and, with *indels*, one insert/delete) away."""
    for i in range(len(word)):
        prefix, suffix = word[:i], word[i + 1:]
        for letter in alphabet:
            yield prefix + letter + suffix
    if indels:
        for i in range(len(word) + 1):
            prefix, suffix = word[:i], word[i:]
            for letter in alphabet:
                yield prefix + letter + suffix
        for i in range(len(word)):
            yield word[:i] + word[i + 1:]


def textbook_bfs(start: str, end: str, wordset: set, alphabet: str, indels: bool):
    """Deque BFS with a parents dict; returns a tuple of words or None."""
    parents = {start: None}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        if word == end:
            ladder = []
            while word is not None:
                ladder.append(word)
                word = parents[word]
            return tuple(reversed(ladder))
        for candidate in letter_candidates(word, alphabet, indels):
            if candidate in wordset and candidate not in parents:
                parents[candidate] = word
                queue.append(candidate)
    return None


def path_queue_bfs(start: str, end: str, wordset: set, alphabet: str, indels: bool):
    """BFS whose queue holds whole paths, copied on every push."""
    visited = {start}
    queue = deque([[start]])
    while queue:
        path = queue.popleft()
        if path[-1] == end:
            return tuple(path)
        for candidate in letter_candidates(path[-1], alphabet, indels):
            if candidate in wordset and candidate not in visited:
                visited.add(candidate)
                queue.append(path + [candidate])
    return None


@contextmanager
def textbook(setup: harness.Setup, metric: str):
    """Baseline: the textbook BFS, best of the repeats, within ``args.budget`` seconds."""
    wordset, alphabet, indels = setup.wordset, setup.alphabet, metric == "levenshtein"
    yield [harness.Run(f"textbook BFS ({len(alphabet)} letters)",
                       lambda a, b: textbook_bfs(a, b, wordset, alphabet, indels),
                       repeats=setup.args.repeats, budget_s=setup.args.budget, judge=True)]


@contextmanager
def path_copying(setup: harness.Setup, metric: str):
    """Baseline: the path-copying BFS, once per pair, on at most ``args.naive_pairs`` pairs."""
    wordset, alphabet, indels = setup.wordset, setup.alphabet, metric == "levenshtein"
    yield [harness.Run("path-copying BFS (naive)",
                       lambda a, b: path_queue_bfs(a, b, wordset, alphabet, indels),
                       max_pairs=setup.args.naive_pairs, budget_s=setup.args.budget / 2)]


if __name__ == "__main__":
    sys.exit(harness.run_script(__doc__, [textbook, path_copying], sys.argv[1:]))
