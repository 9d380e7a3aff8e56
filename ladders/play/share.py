"""The spoiler-free share text, in two forms: squares, and words a screen reader reads.

The squares (:func:`share_text`): ``ladders #123 · 6 steps (par 5) · 1 hint``
then, for each rung typed (the end word too when solved), a square per letter:
:data:`IN_PLACE` when the end word has that letter in that place,
:data:`NOT_IN_PLACE` otherwise. A rung taken back is still a row, where it was
played, crossed out (:data:`UNDONE` after its squares), and still a step: undo
never flatters the score.

The words (:func:`plain_share_text`): one line, no emoji, the same figures and
the letters in place of each row as a number: ``ladders #27: 6 steps, par 5,
3 hints; letters in place by rung: 1 1 2 3 4 5`` (a screen reader reads
"white large square" fourteen times for a typical grid of squares).

Neither form names a word of the puzzle: not a rung, not an end.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rounds import letter_marks

__all__ = ["IN_PLACE", "NOT_IN_PLACE", "UNDONE", "TAKEN_BACK", "share_text", "plain_share_text", "share_heading",
           "played_rows"]

IN_PLACE, NOT_IN_PLACE = "🟩", "⬜"
"""The squares of a letter the end word has in that place, and of one it has not."""

UNDONE = " ↩"
"""After a row's squares: the rung was taken back."""

TAKEN_BACK = " (taken back)"
"""After a row's number in the words: the rung was taken back."""


def share_heading(steps: int, par: int, hints: int, *, number: int | None = None, solved: bool = True,
                  plain: bool = False) -> str:
    """The first line: ``ladders #N · S steps (par P) · H hints`` (practice: no number; given up: ``gave up``);
    *plain*: in words only, ``ladders #N: S steps, par P, H hints``.

    >>> share_heading(6, 5, 1, number=123)
    'ladders #123 · 6 steps (par 5) · 1 hint'
    >>> share_heading(2, 5, 0, solved=False)
    'ladders · gave up after 2 steps (par 5) · 0 hints'
    >>> share_heading(2, 5, 0, solved=False, plain=True)
    'ladders: gave up after 2 steps, par 5, 0 hints'
    """
    for name, value in (("steps", steps), ("par", par), ("hints", hints)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{name} must be a whole number, 0 or more, not {value!r}")
    title = "ladders" if number is None else f"ladders #{number}"
    taken = ("" if solved else "gave up after ") + f"{steps} step{'s' * (steps != 1)}"
    hinted = f"{hints} hint{'s' * (hints != 1)}"
    if plain:
        return f"{title}: {taken}, par {par}, {hinted}"
    return " · ".join([title, f"{taken} (par {par})", hinted])


def played_rows(rungs: Sequence[str], undone: Sequence[tuple[int, str]] = ()) -> list[tuple[str, bool]]:
    """Every rung in the order it was played, ``(word, taken back)``: each undone one before the rung that took
    its place (*undone* holds ``(index, word)`` in the order they were undone).

    >>> played_rows(["cord", "card"], [(1, "word"), (1, "cold")])
    [('cord', False), ('word', True), ('cold', True), ('card', False)]
    """
    rows: list[tuple[str, bool]] = []
    for index in range(max([len(rungs), *(place + 1 for place, _ in undone)])):
        rows.extend((word, True) for place, word in undone if place == index)
        if index < len(rungs):
            rows.append((rungs[index], False))
    return rows


def share_text(rungs: Sequence[str], end: str, par: int, hints: int = 0, *, number: int | None = None,
               solved: bool | None = None, undone: Sequence[tuple[int, str]] = ()) -> str:
    """The share text of a round: the heading, then one row of squares per rung of *rungs* (the words after the start).

    *solved* defaults to whether the last rung is *end*; *undone* are the rungs
    taken back (``(index, word)``), shown crossed out where they were played and counted as steps.

    >>> print(share_text(["cord", "card", "ward", "warm"], "warm", 4, number=7))
    ladders #7 · 4 steps (par 4) · 0 hints
    ⬜⬜🟩⬜
    ⬜🟩🟩⬜
    🟩🟩🟩⬜
    🟩🟩🟩🟩
    """
    done = bool(rungs) and rungs[-1] == end if solved is None else solved
    rows = ["".join(IN_PLACE if mark else NOT_IN_PLACE for mark in letter_marks(word, end)) + (UNDONE if back else "")
            for word, back in played_rows(rungs, undone)]
    return "\n".join([share_heading(len(rungs) + len(undone), par, hints, number=number, solved=done), *rows])


def plain_share_text(rungs: Sequence[str], end: str, par: int, hints: int = 0, *, number: int | None = None,
                     solved: bool | None = None, undone: Sequence[tuple[int, str]] = ()) -> str:
    """The share text in words (one line, no emoji): the heading, then the letters in place of each row, in the
    order played (a rung taken back says so). Arguments as :func:`share_text`'s.

    >>> plain_share_text(["cord", "card", "ward", "warm"], "warm", 4, 1, number=27)
    'ladders #27: 4 steps, par 4, 1 hint; letters in place by rung: 1 2 3 4'
    >>> plain_share_text(["cord", "card"], "warm", 4, undone=[(1, "word")], solved=False)
    'ladders: gave up after 3 steps, par 4, 0 hints; letters in place by rung: 1 2 (taken back) 2'
    """
    done = bool(rungs) and rungs[-1] == end if solved is None else solved
    heading = share_heading(len(rungs) + len(undone), par, hints, number=number, solved=done, plain=True)
    rows = [f"{sum(letter_marks(word, end))}{TAKEN_BACK if back else ''}" for word, back in played_rows(rungs, undone)]
    return f"{heading}; letters in place by rung: {' '.join(rows)}" if rows else f"{heading}; no rung played"
