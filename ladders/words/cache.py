"""What searches learn about one word list, kept with it: the :class:`LexiconCache`.

Each :class:`~ladders.words.lexicon.Lexicon` owns one cache with two kinds
of named entries, so nothing is stored under an ad-hoc key:

* **Lexicon entries** (:data:`LEXICON_ENTRIES`): the sorted words, the
  ranks, the alphabet, the lowest and highest rank, each length's pattern
  index, the alphabet places of the ``alphabetic`` cost model, the good-society lists folded as the
  words are, and the puzzle vocabulary judged with its reviewed exclusions (another language's word list).
* **Metric entries** (:data:`METRIC_ENTRIES`), per metric object: each
  word's neighbours (as words, and as the shipped table's numbers), the word graph and its groups, the
  puzzles' pools as the graph's or the rows' numbers, the commoner ladder's band of each word by number. At most
  :data:`METRICS_KEPT` metrics are kept besides the pinned ones (the
  built-in metrics): a program that makes a new metric object per query
  does not grow without bound; the oldest metric's entries are dropped.

Entries are built once, under the lexicon's lock, on first use; ``clear()``
drops them all (a later query builds what it needs again). The cache lives
as long as its lexicon: pass the same :class:`Lexicon` to reuse the work
across calls (a plain list makes a new lexicon, and a new cache, each call).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

__all__ = ["LexiconCache", "LEXICON_ENTRIES", "METRIC_ENTRIES", "METRICS_KEPT"]

T = TypeVar("T")

LEXICON_ENTRIES = frozenset({"words", "ranks", "alphabet", "lowest_rank", "highest_rank", "patterns",
                             "alphabet_places", "puzzle_pool", "offensive", "vocabulary", "excluded"})
"""The names of the entries kept once per lexicon (``patterns`` per word length, ``puzzle_pool`` per kind of puzzle)."""

METRIC_ENTRIES = frozenset({"neighbours", "numbered", "graph", "components", "puzzle_nodes", "puzzle_rows", "bands"})
"""The names of the entries kept per metric."""

METRICS_KEPT = 8
"""How many metrics' entries are kept besides the pinned ones; the oldest is dropped first."""


class LexiconCache:
    """The named entries one lexicon has learnt; thread-safe, built once each.

    >>> cache = LexiconCache()
    >>> cache.get("alphabet", lambda: "abc"), cache.get("alphabet", lambda: "never built")
    ('abc', 'abc')
    >>> cache.peek("alphabet"), len(cache)
    ('abc', 1)
    >>> cache.get("alphabat", lambda: "")
    Traceback (most recent call last):
    ...
    KeyError: "no lexicon entry named 'alphabat'"
    """

    __slots__ = ("_entries", "_by_metric", "_pinned", "_lock")

    def __init__(self, lock: threading.RLock | None = None) -> None:
        self._entries: dict[Hashable, Any] = {}
        self._by_metric: dict[object, dict[str, Any]] = {}
        self._pinned: set[int] = set()
        self._lock = threading.RLock() if lock is None else lock

    def get(self, name: str, build: Callable[[], T], part: Hashable = None) -> T:
        """The lexicon entry *name* (for *part*, such as a word length), built by ``build()`` on first use."""
        key = name if part is None else (name, part)
        try:
            return self._entries[key]
        except KeyError:
            _check(name, LEXICON_ENTRIES, "lexicon")
            with self._lock:
                if key not in self._entries:
                    self._entries[key] = build()
                return self._entries[key]

    def peek(self, name: str, part: Hashable = None) -> Any:
        """The lexicon entry *name* if it was built, else None (never builds)."""
        return self._entries.get(name if part is None else (name, part))

    def for_metric(self, metric: object, name: str, build: Callable[[], T], *, pin: bool = False) -> T:
        """The entry *name* kept for *metric*, built by ``build()`` on first use.

        *pin* keeps the metric's entries however many other metrics come and go.
        """
        entries = self._by_metric.get(metric)
        if entries is not None and name in entries:
            return entries[name]
        _check(name, METRIC_ENTRIES, "metric")
        with self._lock:
            entries = self._by_metric.get(metric)
            if entries is None:
                if pin:
                    self._pinned.add(id(metric))
                else:
                    self._make_room()
                entries = self._by_metric[metric] = {}
            if name not in entries:
                entries[name] = build()
            return entries[name]

    def peek_metric(self, metric: object, name: str) -> Any:
        """The entry *name* kept for *metric* if it was built, else None (never builds)."""
        entries = self._by_metric.get(metric)
        return None if entries is None else entries.get(name)

    def keep(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """A caller's own entry under *key* (the deprecated ``Lexicon.memo``), built once."""
        key = ("kept", key)
        with self._lock:
            if key not in self._entries:
                self._entries[key] = build()
            return self._entries[key]

    def kept(self, key: Hashable) -> Any:
        """A caller's own entry under *key*, or None."""
        return self._entries.get(("kept", key))

    def clear(self) -> None:
        """Drop every entry; later queries build again what they need."""
        with self._lock:
            self._entries.clear()
            self._by_metric.clear()
            self._pinned.clear()

    def metrics(self) -> int:
        """How many metrics have entries here."""
        return len(self._by_metric)

    def __len__(self) -> int:
        return len(self._entries) + sum(len(entries) for entries in self._by_metric.values())

    def _make_room(self) -> None:
        unpinned = [metric for metric in self._by_metric if id(metric) not in self._pinned]
        for metric in unpinned[: max(0, len(unpinned) - METRICS_KEPT + 1)]:  # oldest first
            del self._by_metric[metric]


def _check(name: str, known: frozenset[str], kind: str) -> None:
    if name not in known:
        raise KeyError(f"no {kind} entry named {name!r}")
