"""Grading an open chain from a word, as LisanBench does: :func:`score_chain` returns a :class:`ChainScore`.

LisanBench asks for the longest chain of distinct words, each one move from
the one before, from a start word, with no end in view. A chain scores the
length of its longest valid prefix (in links from the start) and that
prefix's share of the links proposed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import plural
from ..moves.metrics import DistanceMetric, levenshtein
from .check import Problem, checked_words, ladder_problems
from .query import LexiconLike, resolve_lexicon

__all__ = ["score_chain", "ChainScore"]


@dataclass(frozen=True, slots=True)
class ChainScore:
    """The grade of an open chain from *start*: ``length`` links of ``words`` are valid, from the start.

    ``words`` begins with the start word; ``problem`` is what ended the valid
    prefix (None when the whole chain is valid). ``share`` is the valid
    prefix's share of the links proposed (1.0 for a chain of no links).
    """

    start: str
    metric: str
    words: tuple[str, ...]
    length: int
    problem: Problem | None

    @property
    def links(self) -> int:
        """Links proposed: the words after the start."""
        return len(self.words) - 1

    @property
    def share(self) -> float:
        return self.length / self.links if self.links else 1.0

    @property
    def valid(self) -> bool:
        return self.problem is None

    def __bool__(self) -> bool:
        return self.valid

    def as_json(self) -> dict[str, Any]:
        """The score as ``ladders score --chain --json`` and every ``--jsonl`` chain line print it."""
        return {"start": self.start, "metric": self.metric, "words": list(self.words), "valid": self.valid,
                "length": self.length, "links": self.links, "share": round(self.share, 4),
                "problem": None if self.problem is None else self.problem.as_json()}

    def __str__(self) -> str:
        lines = [" → ".join(self.words),
                 f"{plural(self.length, 'valid link')} of {self.links} from {self.start!r} ({self.share:.0%})"]
        if self.problem is not None:
            lines.append(f"stopped at {self.problem}")
        return "\n".join(lines)


def score_chain(words: Sequence[str], start: str, metric: DistanceMetric = levenshtein, *,
                lexicon: LexiconLike = None) -> ChainScore:
    """Grade *words* as an open chain from *start*: the longest valid prefix of distinct words one move apart.

    The chain may begin with *start* or leave it out (it is put in front).
    A link is valid when its word is in *lexicon*, was not used before, and
    is one *metric* move from the word before; the prefix ends at the first
    link that is not.

    >>> graded = score_chain(["hat", "bat", "bit", "bat", "bot"], "hat", lexicon=["hat", "bat", "bit", "bot"])
    >>> graded.length, graded.links, graded.share
    (2, 4, 0.5)
    >>> print(graded.problem)
    word 4, 'bat', repeats word 2

    Raises ``TypeError`` when *words* is not a sequence of strings or *start* not a string.
    """
    known = resolve_lexicon(lexicon)
    folded = checked_words(words, metric, "chain", "['hat', 'bat']", known)
    if not isinstance(start, str):
        raise TypeError(f"start must be a word (a string), not {start!r}")
    first = known.fold(start)
    chain = folded if folded[:1] == (first,) else (first, *folded)
    problem = next(iter(ladder_problems(chain, metric, known)), None)
    length = len(chain) - 1 if problem is None else problem.index - 1
    return ChainScore(first, metric.name, chain, max(length, 0), problem)

