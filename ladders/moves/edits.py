"""Pure string edits: the moves a word ladder may make, as lazy generators.

Two families live here. The plain generators (:func:`substitutions`,
:func:`insertions`, :func:`deletions`, :func:`transpositions`) yield every
candidate string one move away, given an alphabet; they are simple and are
what a custom metric or a reference search uses. The *pattern* generators
yield wildcard patterns such as ``b?er`` that stand for every candidate at
once; a :class:`~ladders.lexicon.Lexicon` resolves a pattern to real words
through an index, which is how the built-in metrics stay fast.

Every generator yields in a fixed order, left to right.
"""

from collections.abc import Iterable, Iterator

from ..words.lexicon import WILDCARD

__all__ = [
    "substitutions",
    "insertions",
    "deletions",
    "transpositions",
    "substitution_patterns",
    "insertion_patterns",
    "describe_change",
]

def substitutions(word: str, alphabet: Iterable[str]) -> Iterator[str]:
    """Yield *word* with one letter replaced by another letter of *alphabet* (lazy).

    >>> list(substitutions("at", "abt"))
    ['bt', 'tt', 'aa', 'ab']
    """
    letters = tuple(alphabet)
    for i, old in enumerate(word):
        for letter in letters:
            if letter != old:
                yield word[:i] + letter + word[i + 1:]


def insertions(word: str, alphabet: Iterable[str]) -> Iterator[str]:
    """Yield *word* with one letter of *alphabet* inserted anywhere (lazy).

    A string reachable by two insertions is yielded twice (``a`` + ``a``...);
    callers that need each once remove repeats.

    >>> list(insertions("a", "ab"))
    ['aa', 'ba', 'aa', 'ab']
    """
    letters = tuple(alphabet)
    for i in range(len(word) + 1):
        for letter in letters:
            yield word[:i] + letter + word[i:]


def deletions(word: str) -> Iterator[str]:
    """Yield *word* with one letter removed, left to right (lazy).

    >>> list(deletions("cart"))
    ['art', 'crt', 'cat', 'car']
    """
    for i in range(len(word)):
        yield word[:i] + word[i + 1:]


def transpositions(word: str) -> Iterator[str]:
    """Yield *word* with two different adjacent letters swapped (lazy).

    >>> list(transpositions("form"))
    ['ofrm', 'from', 'fomr']
    """
    for i in range(len(word) - 1):
        if word[i] != word[i + 1]:
            yield word[:i] + word[i + 1] + word[i] + word[i + 2:]


def substitution_patterns(word: str) -> Iterator[str]:
    """Yield one wildcard pattern per position: the letter there may change (lazy).

    >>> list(substitution_patterns("beer"))
    ['?eer', 'b?er', 'be?r', 'bee?']
    """
    for i in range(len(word)):
        yield word[:i] + WILDCARD + word[i + 1:]


def insertion_patterns(word: str) -> Iterator[str]:
    """Yield one wildcard pattern per gap: a letter may be inserted there (lazy).

    >>> list(insertion_patterns("at"))
    ['?at', 'a?t', 'at?']
    """
    for i in range(len(word) + 1):
        yield word[:i] + WILDCARD + word[i:]


def describe_change(before: str, after: str) -> tuple[str, int, str]:
    """How *after* differs from *before* by one move: (action, 1-based place, letter).

    The action is ``change`` (the letter is the new one), ``add`` (the added
    letter), ``remove`` (the removed letter) or ``swap`` (the letter now first
    of the two swapped).

    >>> describe_change("cold", "cord"), describe_change("cat", "cart"), describe_change("cart", "cat")
    (('change', 3, 'r'), ('add', 3, 'r'), ('remove', 3, 'r'))
    """
    place = next((i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b),
                 min(len(before), len(after)))  # after an add or a remove, the lengths differ
    if len(after) > len(before):
        return "add", place + 1, after[place]
    if len(after) < len(before):
        return "remove", place + 1, before[place]
    if place + 1 < len(before) and before[place + 1:] != after[place + 1:]:
        return "swap", place + 1, after[place]
    return "change", place + 1, after[place]
