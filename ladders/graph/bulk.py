"""Bulk edges of the built-in metrics with numpy: every word of a length at once.

Each word becomes a row of letter codes (its letters' places in the
alphabet). Dropping column *i* from every row gives the words' substitution
patterns at position *i* (``b?er`` without its ``?``): words with equal keys
differ in that letter only, so each group of equal keys is a clique. The same
keys made from words one letter longer are their deletions, looked up among
the shorter words with a binary search; swapped columns give transpositions.
Keys are packed into one 64-bit integer when the word is short enough, and
compared as raw bytes otherwise. Used by :mod:`ladders.graph.build` only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

import numpy as np
import scipy.sparse as sparse

from ..words.lexicon import Lexicon

__all__ = ["bulk_edges"]


def bulk_edges(lexicon: Lexicon, kind: str, offsets: Mapping[int, int],
               advance: Callable[[int], object]) -> tuple[np.ndarray, np.ndarray]:
    """The edges (rows, cols) of the *kind* metric, each move once in one direction.

    *offsets* maps a word length to its first node; *advance(n)* reports n words done.
    """
    alphabet = lexicon.alphabet
    width = max(len(alphabet), 1).bit_length()
    table = np.zeros(max(map(ord, alphabet), default=0) + 1, dtype=np.uint32)
    table[[ord(c) for c in alphabet]] = np.arange(1, len(alphabet) + 1, dtype=np.uint32)
    codes = {n: _codes(lexicon.words_of_length(n), n, table) for n in offsets}
    rows: list[np.ndarray] = []
    cols: list[np.ndarray] = []
    for n, offset in offsets.items():
        letters = codes[n]
        nodes = np.arange(offset, offset + len(letters), dtype=np.int64)
        for a, b in _substitutions(letters, width):
            rows.append(nodes[a])
            cols.append(nodes[b])
        if kind != "substitution" and n - 1 in codes:
            shorter = _keys(codes[n - 1], width)
            for i in range(n):
                longer, found = _lookup(shorter, _keys(np.delete(letters, i, axis=1), width))
                rows.append(nodes[longer])
                cols.append(offsets[n - 1] + found)
        if kind == "damerau":
            same = _keys(letters, width)
            for i in range(n - 1):
                swapped = letters.copy()
                swapped[:, [i, i + 1]] = letters[:, [i + 1, i]]
                differ = np.flatnonzero(letters[:, i] != letters[:, i + 1])
                at, found = _lookup(same, _keys(swapped[differ], width))
                before = differ[at] < found  # each swap is found from both ends: keep one
                rows.append(nodes[differ[at][before]])
                cols.append(offset + found[before])
        advance(len(letters))
    if not rows:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    return np.concatenate(rows), np.concatenate(cols)


def _codes(words: tuple[str, ...], n: int, table: np.ndarray) -> np.ndarray:
    """A (words, n) array of alphabet places, 1-based."""
    if not words or n == 0:
        return np.zeros((len(words), n), dtype=np.uint32)
    points = np.frombuffer("".join(words).encode("utf-32-le"), dtype="<u4")
    return table[points].reshape(len(words), n)


def _keys(rows: np.ndarray, width: int) -> np.ndarray:
    """One sortable key per row, in the rows' lexicographic order (int64, or bytes when too long)."""
    count, n = rows.shape
    if n * width <= 63:
        keys = np.zeros(count, dtype=np.int64)
        for column in range(n):
            keys = (keys << width) | rows[:, column].astype(np.int64)
        return keys
    big = np.ascontiguousarray(rows.astype(">u4"))
    return big.view(np.dtype((np.void, 4 * n))).ravel()


def _lookup(sorted_keys: np.ndarray, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(positions in *keys*, positions in *sorted_keys*) of the keys found there."""
    if len(sorted_keys) == 0 or len(keys) == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    at = np.searchsorted(sorted_keys, keys)
    at[at == len(sorted_keys)] = 0
    hit = np.flatnonzero(sorted_keys[at] == keys)
    return hit, at[hit].astype(np.int64)


def _substitutions(letters: np.ndarray, width: int) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Yield (a, b) arrays of row pairs that differ in exactly one column, a < b, once each."""
    count, n = letters.shape
    if count < 2:
        return
    groups = []
    for i in range(n):
        _, group = np.unique(_keys(np.delete(letters, i, axis=1), width), return_inverse=True)
        groups.append(group.ravel())
    # Word x pattern incidence; x.T-product counts shared patterns (1 for neighbours, n on the diagonal).
    start = np.cumsum([0] + [int(g.max()) + 1 for g in groups])
    columns = np.concatenate([g + s for g, s in zip(groups, start, strict=False)])  # start's last entry is the total
    incidence = sparse.csr_matrix((np.ones(len(columns), dtype=np.int32), (np.tile(np.arange(count), n), columns)),
                                  shape=(count, int(start[-1])))
    # scipy-stubs types triu() of a sparse matrix as the base class, whose tocoo() it types for arrays only.
    shared = sparse.triu(incidence @ incidence.T, k=1).tocoo()  # type: ignore[misc]
    yield shared.row.astype(np.int64), shared.col.astype(np.int64)
