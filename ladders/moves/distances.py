"""Edit distances between two strings: how many moves apart two words are, at the least.

Each is the lower bound a built-in metric promises (see :mod:`ladders.moves.metrics`):

* :func:`hamming_distance`: letters changed in place; infinite across lengths.
* :func:`levenshtein_distance`: also insertions and deletions, bit-parallel.
* :func:`damerau_distance`: also adjacent swaps, the *unrestricted* variant
  (the "optimal string alignment" variant overestimates: OSA("ca", "abc") is 3,
  yet ca -> ac -> abc takes 2 moves).
"""

from __future__ import annotations

import math

__all__ = ["hamming_distance", "levenshtein_distance", "damerau_distance"]


def hamming_distance(a: str, b: str) -> float:
    """Positions where *a* and *b* differ; infinite when their lengths differ.

    >>> hamming_distance("cold", "warm"), hamming_distance("cat", "cats")
    (4, inf)
    """
    if len(a) != len(b):
        return math.inf
    return sum(x != y for x, y in zip(a, b, strict=True))


def levenshtein_distance(a: str, b: str) -> int:
    """The fewest insertions, deletions and substitutions turning *a* into *b*.

    Computed a column at a time with bit vectors (Myers 1999, in Hyyrö's
    formulation), a handful of integer operations per letter of *a*.

    >>> levenshtein_distance("kitten", "sitting"), levenshtein_distance("", "ab")
    (3, 2)
    """
    a, b = _trim_common_ends(a, b)
    if len(b) > len(a):
        a, b = b, a
    if not b:
        return len(a)
    match_masks: dict[str, int] = {}
    for i, letter in enumerate(b):
        match_masks[letter] = match_masks.get(letter, 0) | 1 << i
    full, top = (1 << len(b)) - 1, 1 << (len(b) - 1)
    up, down, score = full, 0, len(b)  # vertical +1 and -1 deltas of the current column
    for letter in a:
        match = match_masks.get(letter, 0)
        vertical = match | down
        horizontal = (((match & up) + up) ^ up) | match
        right_up = down | ~(horizontal | up)
        right_down = up & horizontal
        if right_up & top:
            score += 1
        elif right_down & top:
            score -= 1
        right_up = right_up << 1 | 1
        right_down <<= 1
        up = (right_down | ~(vertical | right_up)) & full
        down = right_up & vertical & full
    return score


def damerau_distance(a: str, b: str) -> int:
    """The unrestricted Damerau-Levenshtein distance (adjacent swaps count as one move).

    Unlike the optimal-string-alignment variant, a substring may be edited
    again after a swap, so this is a true lower bound for ladders:

    >>> damerau_distance("ca", "abc"), damerau_distance("form", "from")
    (2, 1)
    """
    far = len(a) + len(b)
    # d[i + 1][j + 1] is the distance between a[:i] and b[:j]; row and column 0 are sentinels.
    d = [[far] * (len(b) + 2) for _ in range(len(a) + 2)]
    for i in range(len(a) + 1):
        d[i + 1][1] = i
    for j in range(len(b) + 1):
        d[1][j + 1] = j
    last_row: dict[str, int] = {}
    for i in range(1, len(a) + 1):
        last_match_column = 0
        for j in range(1, len(b) + 1):
            k = last_row.get(b[j - 1], 0)
            m = last_match_column
            if a[i - 1] == b[j - 1]:
                cost, last_match_column = 0, j
            else:
                cost = 1
            d[i + 1][j + 1] = min(
                d[i][j] + cost,
                d[i + 1][j] + 1,
                d[i][j + 1] + 1,
                d[k][m] + (i - k - 1) + 1 + (j - m - 1),
            )
        last_row[a[i - 1]] = i
    return d[len(a) + 1][len(b) + 1]


def _trim_common_ends(a: str, b: str) -> tuple[str, str]:
    """Drop the prefix and suffix *a* and *b* share; edit distances ignore them."""
    start = 0
    while start < len(a) and start < len(b) and a[start] == b[start]:
        start += 1
    end = 0
    while end < len(a) - start and end < len(b) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    return a[start:len(a) - end], b[start:len(b) - end]


