"""``ladders play`` at a real terminal: a pseudo-terminal drives the process as a player's keyboard would.

readline edits the line (a left arrow moves back into a word typed wrong), Ctrl-D at an empty prompt keeps the
round and leaves, the next run resumes it, and the records outlive both runs. Every read has a deadline: a test
that waits for text that never comes fails with what the terminal showed, and never hangs.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ladders.cli.game.store import peek
from ladders.play.daily import daily_puzzle

pty = pytest.importorskip("pty", reason="pseudo-terminals are POSIX's: this platform has none")
if not sys.platform.startswith("linux"):
    pytest.skip("the terminal test runs on Linux (its pseudo-terminals and GNU readline)", allow_module_level=True)
pytest.importorskip("readline", reason="this Python has no readline: `ladders play` prompts without line editing")

import fcntl  # noqa: E402  (POSIX only: after the skips)
import select  # noqa: E402
import struct  # noqa: E402
import termios  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DATE = "2026-11-02"  # guild → quill, par 3: guilt, quilt, quill
LEFT, CTRL_D = "\x1b[D", "\x04"
DEADLINE = 60.0
"""Seconds a step may wait for the terminal to show what it expects (the first start-up reads the dictionary)."""


class Terminal:
    """``ladders play`` run in a pseudo-terminal: type into it, and wait for what it shows."""

    def __init__(self, state: Path, *args: str) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 200, 0, 0))
        env = {**os.environ, "PYTHONPATH": str(ROOT), "LADDERS_TODAY": DATE, "LADDERS_STATE_DIR": str(state),
               "TERM": "xterm", "INPUTRC": os.devnull, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}
        env.pop("PYTHONSTARTUP", None)
        self.process = subprocess.Popen([sys.executable, "-m", "ladders", "play", *args], stdin=slave, stdout=slave,
                                        stderr=slave, env=env, start_new_session=True, close_fds=True)
        os.close(slave)
        self.shown = ""

    def expect(self, pattern: str, timeout: float = DEADLINE) -> re.Match[str]:
        """Wait until the terminal has shown *pattern* (a regular expression) since the start; fail at the deadline."""
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(pattern, self.shown)
            if found is not None:
                return found
            left = deadline - time.monotonic()
            if left <= 0 or not self._read(left):
                pytest.fail(f"the terminal never showed {pattern!r}; it showed:\n{self.shown}")

    def type(self, keys: str) -> None:
        os.write(self.master, keys.encode("utf-8"))

    def finish(self, timeout: float = DEADLINE) -> int:
        """Read to the end, and the exit status (the process is killed at the deadline)."""
        deadline = time.monotonic() + timeout
        while self._read(max(deadline - time.monotonic(), 0)):
            pass
        try:
            return self.process.wait(timeout=max(deadline - time.monotonic(), 1))
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
            pytest.fail(f"`ladders play` did not end; the terminal showed:\n{self.shown}")

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        os.close(self.master)

    def _read(self, timeout: float) -> bool:
        """Read what is there within *timeout* seconds: whether anything came (False: the deadline, or the end)."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: the process ended and closed the terminal
            return False
        self.shown += chunk.decode("utf-8", "replace").replace("\r\n", "\n")
        return bool(chunk)


@pytest.fixture
def state(tmp_path: Path) -> Path:
    return tmp_path / "state"


def _run(state: Path, *args: str) -> Terminal:
    return Terminal(state, *args)


def test_readline_edits_ctrl_d_keeps_the_round_and_the_next_run_resumes_it(state: Path) -> None:
    puzzle = daily_puzzle(DATE)
    assert (puzzle.start, puzzle.end, puzzle.par) == ("guild", "quill", 3)
    first = _run(state)
    try:
        first.expect(r"rung> ")
        first.type("gilt" + LEFT * 3 + "u\r")  # 'gilt', then back three places and an 'u': 'guilt'
        first.expect(r"✓ guilt  ")
        assert "'gilt" not in first.shown and "not in the word list" not in first.shown
        first.expect(r"rung> .*\Z")
        first.type(CTRL_D)
        first.expect(r"round saved; `ladders play` resumes it")
        assert first.finish() == 0
    finally:
        first.close()
    assert "quilt" not in first.shown and "the shortest ladder" not in first.shown  # nothing spoilt
    saved = peek(state)[1]
    assert saved is not None and saved.rungs == ("guilt",) and saved.number == puzzle.number
    assert "guilt" in (state / "history").read_text(encoding="utf-8")

    second = _run(state)
    try:
        second.expect(r"resuming: guild → guilt")
        second.expect(r"rung> ")
        second.type("\x1b[A")  # up: the word typed in the first run, from the history
        second.expect(r"guilt")
        second.type("\x15quilt\r")  # Ctrl-U clears the line, then the next rung
        second.expect(r"✓ quilt  ")
        second.type("quill\r")
        second.expect(r"solved at par: 3 steps")
        second.expect(r"recorded: 1 day played, streak 1")
        assert second.finish() == 0
    finally:
        second.close()
    assert peek(state)[1] is None  # forgotten, in the transaction that recorded it
    stats = subprocess.run([sys.executable, "-m", "ladders", "play", "--stats", "--json"], capture_output=True,
                           text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT), "LADDERS_TODAY": DATE,
                                                        "LADDERS_STATE_DIR": str(state)})
    figures = json.loads(stats.stdout)
    assert stats.returncode == 0 and figures["played"] == figures["solved"] == figures["at_par"] == 1
    assert figures["current_streak"] == 1


def test_give_up_asks_first_and_no_plays_on(state: Path) -> None:
    terminal = _run(state)
    try:
        terminal.expect(r"rung> ")
        terminal.type("!\r")
        terminal.expect(r"give up and see the answers\? \(y/n\) ")
        terminal.type("n\r")
        terminal.expect(r"playing on")
        terminal.expect(r"rung> .*\Z")
        terminal.type("!\r")
        terminal.expect(r"\(y/n\) .*\Z")
        terminal.type(CTRL_D)  # the end of input at the question: nothing is given up, nothing spoilt
        terminal.expect(r"nothing played yet")
        assert terminal.finish() == 0
    finally:
        terminal.close()
    assert "the shortest ladder" not in terminal.shown and peek(state)[0] == {}
    terminal = _run(state)
    try:
        terminal.expect(r"rung> ")
        terminal.type("!\r")
        terminal.expect(r"\(y/n\) ")
        terminal.type("y\r")
        terminal.expect(r"given up after 0 steps")
        assert terminal.finish() == 0
    finally:
        terminal.close()
    assert "quilt" in terminal.shown  # the answers, once given up
    history = (state / "history").read_text(encoding="utf-8").split()
    assert "y" not in history and "n" not in history  # the history keeps what was typed at the prompt alone
