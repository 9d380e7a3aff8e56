"""The command line at its edges: output it cannot write, input that is closed, errors it cannot print, SIGTERM."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ladders import default_lexicon
from ladders.cli import COMMANDS
from ladders.words.common import is_common

LADDERS = [sys.executable, "-m", "ladders"]


def shell(command: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("flag", ["--help", "--version", *(f"{name} --help" for name in COMMANDS)])
def test_help_and_version_to_a_full_disk_are_one_line_and_status_74(flag: str) -> None:
    done = shell(f"{sys.executable} -m ladders {flag} > /dev/full")
    assert done.returncode == 74 and "Traceback" not in done.stderr
    assert done.stderr == "ladders: cannot write the output: No space left on device\n"


@pytest.mark.parametrize("args", ["batch -", "play --date 2026-12-01"])
def test_closed_standard_input_is_one_line_and_status_2(args: str) -> None:
    done = shell(f"{sys.executable} -m ladders {args} <&-")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr == "ladders: standard input is closed: there is nothing to read (give a file, or pipe the " \
                          "lines in)\n"
    assert done.stdout == ""  # play shows nothing of the puzzle first


@pytest.mark.parametrize("redirect", ["2>/dev/full", "2>&-"])
def test_an_unknown_word_exits_2_even_when_standard_error_cannot_be_written(redirect: str) -> None:
    done = shell(f"{sys.executable} -m ladders beer xqzw {redirect}")
    assert done.returncode == 2


@pytest.mark.parametrize(("stop", "to_the_group"), [(signal.SIGTERM, False), (signal.SIGHUP, False),
                                                    (signal.SIGHUP, True)],
                         ids=["SIGTERM", "SIGHUP", "SIGHUP to the group (the terminal closed)"])
def test_a_signal_stops_a_batch_and_its_workers_in_one_line(tmp_path: Path, stop: int, to_the_group: bool) -> None:
    words = default_lexicon()
    pool = [w for w in words.words_of_length(5) if is_common(w, words)]
    rng = random.Random(5)
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("".join(f"{a} {b}\n" for a, b in (rng.sample(pool, 2) for _ in range(40_000))), encoding="utf-8")
    process = subprocess.Popen([*LADDERS, "batch", "--workers", "2", str(pairs)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, cwd=tmp_path, start_new_session=to_the_group)
    assert process.stdout is not None and process.stdout.readline()  # the workers answer: the pool runs
    workers = _descendants(process.pid)
    assert len(workers) >= 2, "the batch started no worker"
    deadline = time.monotonic() + 10  # the first answers may come before the second worker has started
    while True:
        pool_workers = {pid for child in _children(process.pid) for pid in _children(child)}  # the forkserver's
        started = len(pool_workers) == 2 and all(_ignores(pid, signal.SIGHUP) for pid in pool_workers)
        if started or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert started, "the pool's two workers do not both ignore SIGHUP"
    if to_the_group:
        os.killpg(process.pid, stop)
    else:
        process.send_signal(stop)
    _, errors = process.communicate(timeout=30)  # the rest of the output is read (and dropped) here
    assert process.returncode == 130 and errors == "ladders: interrupted\n", errors
    deadline = time.monotonic() + 5
    while any(Path(f"/proc/{pid}").exists() and not _zombie(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists() and not _zombie(pid)], "workers outlived it"


def _descendants(pid: int) -> set[int]:
    found: set[int] = set()
    for child in _children(pid):
        found |= {child} | _descendants(child)
    return found


def _children(pid: int) -> set[int]:
    return {int(child) for task in Path(f"/proc/{pid}/task").glob("*")
            for child in (task / "children").read_text().split()}


def _ignores(pid: int, signum: int) -> bool:
    """Whether process *pid* ignores signal *signum* (the SigIgn mask of /proc/PID/status)."""
    status = Path(f"/proc/{pid}/status").read_text()
    mask = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigIgn:")), 16)
    return bool(mask & (1 << (signum - 1)))


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def test_serve_without_the_web_extra_is_one_line_and_status_2() -> None:
    code = ("import sys; sys.modules['starlette'] = None; from ladders.cli import main; "
            "sys.exit(main(['serve', '--port', '0']))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and "needs the web extra" in done.stderr and "pip install" in done.stderr


def test_a_batch_file_that_cannot_be_read_says_so_and_suggests_nothing_else(tmp_path: Path) -> None:
    done = subprocess.run([*LADDERS, "batch", str(tmp_path / "missing.txt")], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and done.stderr.startswith("ladders: cannot read ")
    assert "ladders solve" not in done.stderr and done.stderr.count("\n") == 1


def test_a_port_in_use_is_one_line_with_its_own_status_and_nothing_before_it() -> None:
    import socket
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([*LADDERS, "serve", "--port", str(port)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 69 and done.stdout == ""
    assert done.stderr == f"ladders: port {port} is in use; try --port {port + 1}\n"
