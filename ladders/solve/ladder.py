"""The :class:`Ladder` record: the words from start to end, and the metric whose moves join them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .._records import Record
from ..words.lexicon import Lexicon

__all__ = ["Ladder", "spelled", "parse_words"]

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

    ``words`` are the words as the word list keeps them; ``spelled``, when
    not None, is each rung's real spelling, which a reader is shown (a word
    list that folds accents keeps French *fête* as ``fete``; see
    :func:`spelled`).
    """

    words: tuple[str, ...]
    metric: str = "levenshtein"
    spelled: tuple[str, ...] | None = None

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

    @property
    def shown(self) -> tuple[str, ...]:
        """The words as a reader is shown them: their real spellings."""
        return self.words if self.spelled is None else self.spelled

    def __str__(self) -> str:
        return " → ".join(self.shown)

    def as_json(self) -> dict[str, Any]:
        """The ladder as a JSON-ready object, the one JSON form of a ladder: ``start``, ``end``, ``steps``,
        ``metric``, ``words`` and, when set, ``spelled``. The command line's ``--json`` prints it; the web API's
        ladder is built on it (the same fields but the ends, which its reply names, and each word's entry).

        >>> Ladder(("cold", "cord"), "substitution").as_json()
        {'start': 'cold', 'end': 'cord', 'steps': 1, 'metric': 'substitution', 'words': ['cold', 'cord']}
        >>> Ladder(("ete", "fete"), spelled=("été", "fête")).as_json()["spelled"]
        ['été', 'fête']
        """
        record: dict[str, Any] = {"start": self.start, "end": self.end, "steps": self.steps, "metric": self.metric,
                                  "words": list(self.words)}
        if self.spelled is not None:
            record["spelled"] = list(self.spelled)
        return record


def spelled(ladder: Ladder, lexicon: Lexicon) -> Ladder:
    """*ladder* with the real spelling of each rung from *lexicon* (the same ladder when nothing differs).

    >>> from ladders.words.accents import fold_table
    >>> french = Lexicon.of_folded(["ete", "fete"], fold_table=fold_table("fr"),
    ...                            variants={"ete": ("été",), "fete": ("fête",)})
    >>> print(spelled(Ladder(("ete", "fete")), french))
    été → fête
    """
    shown = tuple(lexicon.spelling(word) for word in ladder.words)
    return ladder if shown == ladder.words else ladder.replace(spelled=shown)


