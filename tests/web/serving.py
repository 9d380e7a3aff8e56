"""``ladders serve`` in a child process, and a headless Chromium to look at it: what the page and serve tests share.

Importing :mod:`tests.web.browser` skips the importing test module, saying
why, on a machine without Selenium or Debian's chromium and chromium-driver
(CI installs them: see ``.ci/run``); this module needs only the web extra.
"""

from __future__ import annotations

import fcntl
import os
import resource
import signal
import subprocess
import sys
import tempfile
import threading
from types import TracebackType

from tests.conftest import WEEK

__all__ = ["Server", "SERVER_DAY"]

SERVER_DAY = WEEK[2]
"""The served app's today (``LADDERS_TODAY``), whatever the real date: the page tests fix the browser's clock to it."""


class Server:
    """``ladders serve --port 0 [options]`` in a child process: its first line, its URL, and a Ctrl-C to stop it.

    Its today is :data:`SERVER_DAY` (``LADDERS_TODAY``), so no test depends on the real date. As a context
    manager it is killed on leaving if :meth:`stop` was not called.
    """

    def __init__(self, *options: str, files: int | None = None, port: str = "0",
                 expect: str = "http://127.0.0.1:") -> None:
        """*files*: the child's limit on open files (its connection cap follows from it); *expect*: how its URL
        starts."""
        def limit() -> None:
            if files is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

        # Standard error goes to a file, and standard output is read to its end by a thread: a server that writes
        # more than a pipe holds (64 KB) would otherwise block on a write that no one reads, and hang its test.
        self.errors = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
        flags = fcntl.fcntl(self.errors.fileno(), fcntl.F_GETFL)  # the server appends, whatever this side reads
        fcntl.fcntl(self.errors.fileno(), fcntl.F_SETFL, flags | os.O_APPEND)
        self.process = subprocess.Popen([sys.executable, "-m", "ladders", "serve", "--port", port, *options],
                                        stdout=subprocess.PIPE, stderr=self.errors, text=True,
                                        preexec_fn=limit if files is not None else None,
                                        env={**os.environ, "LADDERS_TODAY": SERVER_DAY.isoformat()})
        assert self.process.stdout is not None
        self.line = self.process.stdout.readline()
        assert self.line.startswith("ladders: serving on " + expect), (self.line, self.logged())
        self.url = self.line.split()[3].rstrip("/")
        self.output: list[str] = []
        self._reader = threading.Thread(target=self.output.extend, args=(self.process.stdout,), daemon=True)
        self._reader.start()

    def logged(self) -> str:
        """What the server has written to standard error so far."""
        self.errors.flush()
        self.errors.seek(0)
        return self.errors.read()

    def stop(self, timeout: float = 30) -> tuple[int, str]:
        """Send Ctrl-C (SIGINT) and wait: the exit status and what the server wrote to standard error."""
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=timeout)
        self._reader.join(timeout=timeout)
        return self.process.returncode, self.logged()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.process.kill()
        self.process.wait()
        self.errors.close()
