"""The :class:`Ladder` record: the words from start to end, and the metric whose moves join them."""

from __future__ import annotations

from collections.abc import Iterator

from .._records import Record

__all__ = ["Ladder", "parse_words"]

_ARROWS = ("->", "→", "=>", ",")


def parse_words(text: str) -> list[str]:
    """The words of a ladder written as text: split on spaces, commas and arrows (a batch's pair, a scored answer).

    >>> parse_words("PIG -> WIG → wag, way  say sty")
    ['PIG', 'WIG', 'wag', 'way', 'say', 'sty']
    """
    for arrow in _ARROWS:
        text = text.replace(arrow, " ")
    return text.split()


class Ladder(Record):
    """A word ladder: the words from start to end, and the metric whose moves join them.

    >>> ladder = Ladder(("cold", "cord", "card", "ward", "warm"), "substitution")
    >>> ladder.start, ladder.end, ladder.steps
    ('cold', 'warm', 4)
    >>> print(ladder)
    cold → cord → card → ward → warm
    """

    __slots__ = ("words", "metric")
    words: tuple[str, ...]
    metric: str

    def __init__(self, words: tuple[str, ...], metric: str = "levenshtein") -> None:
        object.__setattr__(self, "words", words)
        object.__setattr__(self, "metric", metric)

    @property
    def start(self) -> str:
        return self.words[0]

    @property
    def end(self) -> str:
        return self.words[-1]

    @property
    def steps(self) -> int:
        """The number of moves: one fewer than the words."""
        return len(self.words) - 1

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __str__(self) -> str:
        return " → ".join(self.words)


