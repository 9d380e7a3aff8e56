"""The spoiler-free share text: a heading line, then one row of squares per rung.

``ladders #123 · 6 steps (par 5) · 1 hint`` then, for each rung typed (the end
word too when solved), a square per letter: :data:`IN_PLACE` when the end word
has that letter in that place, :data:`NOT_IN_PLACE` otherwise. It names no
word of the puzzle beyond the two ends (and those only if asked).
"""

from __future__ import annotations

from collections.abc import Sequence

from .rounds import letter_marks

__all__ = ["IN_PLACE", "NOT_IN_PLACE", "share_text", "share_heading"]

IN_PLACE, NOT_IN_PLACE = "🟩", "⬜"
"""The squares of a letter the end word has in that place, and of one it has not."""


def share_heading(steps: int, par: int, hints: int, *, number: int | None = None, solved: bool = True) -> str:
    """The first line: ``ladders #N · S steps (par P) · H hints`` (practice: no number; given up: ``gave up``).

    >>> share_heading(6, 5, 1, number=123)
    'ladders #123 · 6 steps (par 5) · 1 hint'
    >>> share_heading(2, 5, 0, solved=False)
    'ladders · gave up after 2 steps (par 5) · 0 hints'
    """
    for name, value in (("steps", steps), ("par", par), ("hints", hints)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{name} must be a whole number, 0 or more, not {value!r}")
    title = "ladders" if number is None else f"ladders #{number}"
    taken = f"{steps} step{'s' * (steps != 1)} (par {par})"
    return " · ".join([title, taken if solved else f"gave up after {taken}", f"{hints} hint{'s' * (hints != 1)}"])


def share_text(rungs: Sequence[str], end: str, par: int, hints: int = 0, *, number: int | None = None,
               solved: bool | None = None) -> str:
    """The share text of a round: the heading, then one row of squares per rung of *rungs* (the words after the start).

    *solved* defaults to whether the last rung is *end*.

    >>> print(share_text(["cord", "card", "ward", "warm"], "warm", 4, number=7))
    ladders #7 · 4 steps (par 4) · 0 hints
    ⬜⬜🟩⬜
    ⬜🟩🟩⬜
    🟩🟩🟩⬜
    🟩🟩🟩🟩
    """
    done = bool(rungs) and rungs[-1] == end if solved is None else solved
    rows = ["".join(IN_PLACE if mark else NOT_IN_PLACE for mark in letter_marks(word, end)) for word in rungs]
    return "\n".join([share_heading(len(rungs), par, hints, number=number, solved=done), *rows])
