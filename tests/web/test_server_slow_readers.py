"""Slow readers at the connection cap (issue 39): clients that pipeline requests for the biggest of the page's files
and never read cannot pin ``ladders serve``; a normal client keeps being answered, and the server resets them
within its write deadline, with a quiet log and no traceback.

The run is ``scripts/hostile_clients.py``'s (imported from the file), shortened for the suite: 200 slow readers and
40 canaries over 10 s against a server whose file limit is 352 (so its connection cap is 128) and whose write
deadline is 2 s. The full-size run (40 canaries over 30 s, the deadline 10 s) is the script's own::

    python scripts/hostile_clients.py --part readers
"""

from __future__ import annotations

import importlib.util
import socket
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (CI installs it: see .ci/run)")
from ladders.web.server import connection_cap  # noqa: E402

if not hasattr(socket, "TCP_INFO") or not Path("/proc/net/tcp").is_file():
    pytest.skip("the slow readers watch their connections through Linux's TCP_INFO and /proc/net/tcp",
                allow_module_level=True)

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "hostile_clients.py"
FILES = 352
"""The server's file limit: its connection cap is then 128."""
WRITE_SECONDS = 2.0
SLACK = 5.0
"""Seconds past the write deadline the server may take to let go of a slow connection, from its opening: the
deadline starts once the answers fill the buffers, which takes the server a while with 200 readers on a busy
2-core machine (the readers look every 50 ms). ``test_server_protocol`` times the reset itself, one at a time."""
RUN_SECONDS = 10.0


def _hostile() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hostile_clients", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_slow_readers_at_the_cap_are_reset_within_the_write_deadline_and_every_canary_is_answered(
        record_property: Callable[[str, object], None]) -> None:
    hostile = _hostile()
    assert connection_cap(FILES) == 128
    with hostile.Served(files=FILES, write_seconds=WRITE_SECONDS) as served:
        run = hostile.slow_readers(served.port, readers=200, canaries=40, seconds=RUN_SECONDS,
                                   wait=WRITE_SECONDS + SLACK)
        errors = served.stop()
    p99 = run.quantile(0.99)
    record_property("canary_p99_seconds", round(p99, 3))  # a figure, not a bound: it depends on the machine
    print(f"canaries: {run.answered} of 40 answered 200, p99 {p99 * 1000:.0f} ms; slow connections: {run.opened} "
          f"opened, {len(run.let_go)} let go by the server, the last {max(run.let_go, default=0):.1f} s after it "
          "opened")
    assert run.answered == 40, Counter(status for status, _ in run.canaries)
    assert run.opened >= 200 and len(run.let_go) == run.opened, (run.opened, len(run.let_go))  # none still held
    assert max(run.let_go) <= WRITE_SECONDS + SLACK, sorted(run.let_go)[-5:]
    assert all(run.still_open), run.still_open  # read at last, every one ends: the server closed or reset it
    assert hostile.tracebacks(errors) == 0 and served.status == 0, errors[-3000:]
    lines = errors.splitlines()
    assert all(line.startswith("WARNING:  ladders: ") for line in lines), [line for line in lines
                                                                           if "ladders: " not in line][:5]
    assert len(lines) <= 5 * (RUN_SECONDS + WRITE_SECONDS + SLACK + 5), len(lines)  # a line a second for each kind
