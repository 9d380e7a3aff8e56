"""Loaded only by scripts/faketime-suite: Python's sleep under libfaketime 0.9.10.

With ``FAKETIME_DONT_FAKE_MONOTONIC=1`` (needed: a faked monotonic clock
overflows or hangs Python's timed waits), libfaketime still rewrites the
absolute deadline of ``clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME)``,
which ``time.sleep`` uses, and every sleep fails with EINVAL. This sleeps
with ``select`` instead, whose relative timeout libfaketime leaves alone.
Nothing of the package is changed: only the test run's interpreter.
"""

import os
import select
import time

if os.environ.get("FAKETIME") or "faketime" in os.environ.get("LD_PRELOAD", ""):
    def _sleep(seconds: float) -> None:
        if seconds < 0:
            raise ValueError("sleep length must be non-negative")
        select.select([], [], [], seconds)

    time.sleep = _sleep
