"""The player's lines: prompted on a terminal (line editing and a history, where Python has ``readline``), else read
from standard input one rung per line, so that a script can play.

A line longer than :data:`MAX_LINE` is refused in one line, never echoed back
and never held whole. The history is kept in the state folder
(:data:`~ladders.cli.game.state.HISTORY_FILE`), written atomically; a folder
that cannot keep it loses it quietly.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

from ...bounded import LongLineError, read_lines
from ...words.normalise import normalise_word
from ..output import is_terminal
from .messages import say
from .state import HISTORY_FILE, HISTORY_LENGTH, replace_atomically

__all__ = ["MAX_LINE", "Prompt"]

MAX_LINE = 100
"""The longest line read at the prompt (a word is at most 40 letters): a longer one is refused, never echoed."""


class Prompt:
    """The player's lines: on a terminal, prompted, with line editing and a history (``readline``, where Python
    has it); otherwise read from standard input, one per line."""

    def __init__(self, folder: Path) -> None:
        self.terminal = is_terminal(sys.stdin)
        self.history = folder / HISTORY_FILE
        self.editing = False

    def __enter__(self) -> Prompt:
        if self.terminal:
            self.editing = _line_editing(self.history)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self.editing:
            import readline
            try:  # the history is a convenience: a folder that cannot keep it loses it quietly
                replace_atomically(self.history, readline.write_history_file)
            except OSError:
                pass

    def lines(self) -> Iterator[str]:
        """The lines typed, until the end of input (Ctrl-D on a terminal); a line over :data:`MAX_LINE` characters is
        refused in one line (never echoed back) and never held whole."""
        if not self.terminal:
            for line in read_lines(sys.stdin, max_chars=MAX_LINE):
                if isinstance(line, LongLineError):
                    say(f"✗ that line is {line.length:,} characters long; a word has at most {MAX_LINE} "
                        "(refused: costs nothing)")
                    continue
                yield line
            return
        while True:
            try:
                line = input("rung> ")
            except EOFError:
                print(flush=True)  # the next line starts on a line of its own, not after the prompt
                return
            if len(line) > MAX_LINE:
                say(f"✗ that line is {len(line):,} characters long; a word has at most {MAX_LINE} "
                    "(refused: costs nothing)")
                continue
            yield line

    def confirm(self, question: str) -> bool | None:
        """The player's yes or no to *question* (piped input: yes, the command was meant); None at the end of input."""
        if not self.terminal:
            return True
        try:
            answer = input(question)
        except EOFError:
            print(flush=True)
            return None
        if self.editing and answer.strip():  # the history keeps words, not answers
            import readline
            readline.remove_history_item(readline.get_current_history_length() - 1)
        return normalise_word(answer) in ("y", "yes")


def _line_editing(history: Path) -> bool:
    """Turn on line editing for ``input()`` (arrow keys, and the words typed before, from *history*): whether it is on
    (Python without ``readline``, as on Windows, prompts without it)."""
    try:
        import readline
    except ImportError:
        return False
    readline.set_history_length(HISTORY_LENGTH)
    try:
        readline.read_history_file(history)
    except (OSError, UnicodeDecodeError):  # none yet, or unreadable: start a new one
        pass
    return True
