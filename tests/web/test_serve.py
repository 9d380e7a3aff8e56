"""``ladders serve`` as a person runs it: prints its URL, serves the page, stops cleanly on Ctrl-C or SIGTERM with
exit status 0, in one process or several."""

from __future__ import annotations

import signal
import subprocess
import sys
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (CI installs it: see .ci/run)")
from tests.web.serving import Server  # noqa: E402


def test_serve_prints_its_url_serves_and_stops_cleanly_on_ctrl_c() -> None:
    with Server("--size", "35") as server:
        with urllib.request.urlopen(server.url + "/api/ladder?start=cold&end=warm", timeout=30) as reply:
            assert reply.status == 200 and b'"found":true' in reply.read()
        with urllib.request.urlopen(server.url + "/", timeout=30) as reply:
            assert b"<title>Word ladders</title>" in reply.read()
        status, errors = server.stop()
    assert status == 0, errors
    assert "Traceback" not in errors and "interrupted" not in errors, errors


def test_the_solve_path_does_not_import_the_web_framework() -> None:
    code = ("import sys; from ladders.cli import main; main(['beer', 'wine']); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'ladders')"
            " and (m.startswith(('starlette', 'uvicorn', 'ladders.web', 'ladders.play')))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.splitlines()[-1] == "[]"


def test_serve_with_two_workers_answers_and_stops_cleanly() -> None:
    with Server("--size", "35", "--workers", "2") as server:
        assert "2 workers" in server.line, server.line
        for _ in range(4):  # each answer comes from whichever worker took the connection: all are the same app
            with urllib.request.urlopen(server.url + "/api/ladder?start=cold&end=warm&common=0", timeout=60) as reply:
                assert reply.status == 200 and b'"found":true' in reply.read()
        status, errors = server.stop(timeout=60)
    assert status == 0, errors
    assert "Traceback" not in errors


@pytest.mark.parametrize("workers", ["1", "2"])
def test_serve_exits_0_on_sigterm_as_on_ctrl_c(workers: str) -> None:
    with Server("--size", "35", "--workers", workers) as server:
        server.process.send_signal(signal.SIGTERM)
        server.process.wait(timeout=60)
        errors = server.logged()
    assert server.process.returncode == 0, errors
    assert "Traceback" not in errors and "interrupted" not in errors, errors


def test_serve_refuses_a_bad_worker_count() -> None:
    done = subprocess.run([sys.executable, "-m", "ladders", "serve", "--workers", "0"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and "workers is a number from 1 to 64" in done.stderr


def test_the_default_language_holds_in_every_worker(tmp_path) -> None:
    import json
    import urllib.request
    french = tmp_path / "mots.txt"  # a small list of one's own, ranked as French: no system list to build
    french.write_text("chat\nchar\ncher\nchien\nfête\nété\n", encoding="utf-8")
    with Server("--words", str(french), "--language", "fr", "--workers", "2", "--default-language", "fr") as server:
        seen = set()
        for _ in range(6):  # the kernel spreads connections over the workers
            with urllib.request.urlopen(server.url + "/api/languages", timeout=60) as reply:
                seen.add(json.loads(reply.read())["default"])
        status, errors = server.stop(timeout=60)
    assert seen == {"fr"} and status == 0, errors
