"""The terminal game's lines that need no round: a line said, a count in words, a rung's verdict, a result, statistics.

Each function but :func:`say` returns text; :func:`say` prints one line made
safe for the terminal (:func:`~ladders.cli.output.printable`) and flushes it,
so that a line the player saw is never held back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...play.records import OVER_PAR_BUCKETS, Outcome, Summary
from ...play.share import IN_PLACE, NOT_IN_PLACE
from ..output import printable

__all__ = ["COMMANDS", "say", "plural", "checked_line", "result_line", "stats_lines"]

COMMANDS = "type a word for each rung; ? for a hint, < to take back your last word, ! to give up"
"""The commands at the prompt, as the opening line names them."""


def say(text: str) -> None:
    """Print *text* as one line the terminal can show, at once."""
    print(printable(text), flush=True)


def plural(count: int, noun: str) -> str:
    """*count* and *noun*, the noun plural unless the count is one.

    >>> plural(1, "step"), plural(3, "hint")
    ('1 step', '3 hints')
    """
    return f"{count} {noun}{'s' * (count != 1)}"


def checked_line(seen: dict[str, Any], spelling: Callable[[str], str] = str) -> str:
    """An accepted rung's line, from what the player may see of its verdict (:func:`~ladders.play.rules.as_seen`),
    the word shown in its real *spelling* (the letters in place are the word list's own)."""
    word, marks = seen["word"], seen["marks"]
    squares = "".join(IN_PLACE if m else NOT_IN_PLACE for m in marks)
    if seen["solved"]:
        return f"✓ {spelling(word)}  {squares}  solved"
    places = [f"{word[i]} at {i + 1}" for i, m in enumerate(marks) if m]
    text = f"in place: {', '.join(places)}" if places else "no letter in place"
    if "on_shortest_way" in seen:
        text += "; " + ("on a shortest way" if seen["on_shortest_way"] else "off the shortest way")
    if "steps_left" in seen:
        text += f", {seen['steps_left']} to go"
    return f"✓ {spelling(word)}  {squares}  {text}"


def result_line(outcome: Outcome, undone: int) -> str:
    """How the round went, in a player's words: "at par" only in par steps with no hint."""
    taken, par = plural(outcome.steps, "step"), outcome.par
    back = f", {undone} taken back" if undone else ""
    if not outcome.solved:
        return f"given up after {taken} (par {par}{back})"
    if outcome.at_par:
        return f"solved at par: {taken}"
    hinted = f" with {plural(outcome.hints, 'hint')}" if outcome.hints else ""
    return f"solved in {taken} (par {par}{back}){hinted}"


def stats_lines(figures: Summary) -> list[str]:
    """The statistics as text, the steps over par as a small bar chart."""
    if not figures.played and not figures.archive:
        return ["no daily round finished yet: `ladders play` plays today's puzzle"]
    solved = figures.solved
    lines = [f"played {figures.played} · solved {solved} · given up {figures.gave_up}",
             f"solved at par (no hints) {figures.at_par} · solved with hints {figures.hinted}",
             f"streak {figures.current_streak} · best streak {figures.best_streak}",
             "steps over par (days solved):"]
    block = "█" if printable("█") == "█" else "#"
    top = max(figures.distribution.values(), default=0)
    width = max(map(len, OVER_PAR_BUCKETS))
    for bucket in OVER_PAR_BUCKETS:
        count = figures.distribution[bucket]
        bar = block * (-(-count * 20 // top) if count else 0)
        lines.append(f"  {bucket:<{width}}  {bar}{' ' * bool(bar)}{count}")
    lines.append(f"archive days played: {figures.archive} (apart: they never change the figures above)")
    return lines
