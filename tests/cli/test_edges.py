"""The command line at its edges: output it cannot write, input that is closed, errors it cannot print, SIGTERM."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ladders import default_lexicon
from ladders.words.common import is_common

LADDERS = [sys.executable, "-m", "ladders"]


def shell(command: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_to_a_full_disk_are_one_line_and_status_74(flag: str) -> None:
    done = shell(f"{sys.executable} -m ladders {flag} > /dev/full")
    assert done.returncode == 74 and "Traceback" not in done.stderr
    assert done.stderr.strip().count("\n") == 0 and "cannot write the output" in done.stderr


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


def test_sigterm_stops_a_batch_and_its_workers_without_a_traceback(tmp_path: Path) -> None:
    words = default_lexicon()
    pool = [w for w in words.words_of_length(5) if is_common(w, words)]
    rng = random.Random(5)
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("".join(f"{a} {b}\n" for a, b in (rng.sample(pool, 2) for _ in range(40_000))), encoding="utf-8")
    process = subprocess.Popen([*LADDERS, "batch", "--workers", "2", str(pairs)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    assert process.stdout is not None and process.stdout.readline()  # the workers answer: the pool runs
    workers = _descendants(process.pid)
    assert len(workers) >= 2, "the batch started no worker"
    process.send_signal(signal.SIGTERM)
    _, errors = process.communicate(timeout=30)  # the rest of the output is read (and dropped) here
    assert process.returncode == 130 and errors == "ladders: interrupted\n", errors
    deadline = time.monotonic() + 5
    while any(Path(f"/proc/{pid}").exists() and not _zombie(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists() and not _zombie(pid)], "workers outlived it"


def _descendants(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        for child in (task / "children").read_text().split():
            found |= {int(child)} | _descendants(int(child))
    return found


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
