"""Slow, obvious reference searches that the solver's answers are compared with."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ladders import Lexicon


def obvious_neighbours(word: str, words: frozenset[str], alphabet: str, kind: str) -> Iterator[str]:
    """Every word of *words* one move of *kind* from *word*, found by trying every letter."""
    found = []
    for i in range(len(word)):
        for letter in alphabet:
            found.append(word[:i] + letter + word[i + 1:])
    if kind in ("levenshtein", "damerau"):
        for i in range(len(word) + 1):
            for letter in alphabet:
                found.append(word[:i] + letter + word[i:])
        for i in range(len(word)):
            found.append(word[:i] + word[i + 1:])
    if kind == "damerau":
        for i in range(len(word) - 1):
            found.append(word[:i] + word[i + 1] + word[i] + word[i + 2:])
    return (w for w in dict.fromkeys(found) if w in words and w != word)


def shortest_steps(start: str, end: str, words: Iterable[str], kind: str) -> int | None:
    """Length of the shortest ladder by plain breadth-first search, or None when there is none."""
    vocabulary = frozenset(words)
    alphabet = "".join(sorted(set("".join(vocabulary))))
    return shortest_steps_by(start, end, lambda word: obvious_neighbours(word, vocabulary, alphabet, kind))


def shortest_steps_near(start: str, end: str, lexicon: Lexicon, kind: str, steps: int) -> int | None:
    """:func:`shortest_steps` over the words of *lexicon* a ladder of at most *steps* steps from *start* to *end* can
    pass through (a move changes the length by one letter at most): exact whenever the answer is *steps* or less."""
    def reachable(length: int) -> bool:
        return abs(length - len(start)) + abs(length - len(end)) <= steps

    return shortest_steps(start, end, [word for length in lexicon.lengths if reachable(length)
                                       for word in lexicon.words_of_length(length)], kind)


def distances_from(origin: str, words: Iterable[str], kind: str) -> dict[str, int]:
    """Every word reachable from *origin*, with its number of moves, by plain breadth-first search."""
    vocabulary = frozenset(words)
    alphabet = "".join(sorted(set("".join(vocabulary))))
    seen = {origin: 0}
    queue = deque([origin])
    while queue:
        word = queue.popleft()
        for neighbour in obvious_neighbours(word, vocabulary, alphabet, kind):
            if neighbour not in seen:
                seen[neighbour] = seen[word] + 1
                queue.append(neighbour)
    return seen


def shortest_steps_by(start: str, end: str, neighbours: Callable[[str], Iterable[str]]) -> int | None:
    """Fewest moves from *start* to *end* by plain breadth-first search through *neighbours*."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        if word == end:
            return seen[word]
        for neighbour in neighbours(word):
            if neighbour not in seen:
                seen[neighbour] = seen[word] + 1
                queue.append(neighbour)
    return None


def all_simple_ladders(start: str, end: str, words: Iterable[str], kind: str, max_steps: int) -> list[tuple[str, ...]]:
    """Every ladder with no repeated word and at most *max_steps* steps, by brute force."""
    vocabulary = frozenset(words)
    alphabet = "".join(sorted(set("".join(vocabulary))))
    found = []

    def extend(trail: list[str]) -> None:
        if trail[-1] == end:
            found.append(tuple(trail))
            return
        if len(trail) - 1 == max_steps:
            return
        for neighbour in obvious_neighbours(trail[-1], vocabulary, alphabet, kind):
            if neighbour not in trail:
                extend(trail + [neighbour])

    extend([start])
    return found


def levenshtein_by_table(a: str, b: str) -> int:
    """The textbook dynamic programme for Levenshtein distance: the definition, a row at a time."""
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]
