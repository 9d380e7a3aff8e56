"""The server under abuse, on loopback only: every request bounded, the game never starved, a prompt clean stop.

Each test starts ``ladders serve`` in a child process and stops it; every
loop is bounded in count and time, and every bound is generous (these check
behaviour, not speed: the benchmarks time it, ``benchmarks/web_load.py
--abuse``).
"""

from __future__ import annotations

import asyncio
import socket
import time
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (CI installs it: see .ci/run)")
import httpx  # noqa: E402

from tests.web.serving import Server  # noqa: E402

DEAR = "/api/puzzle?steps=12&common=1&metric=damerau&seed={seed}"
GAME = ["/api/daily?date=2026-12-01", "/api/play/hint?start=cold&end=warm&metric=substitution&level=1",
        "/api/play/move?start=cold&end=warm&word=cord&metric=substitution"]
TICKS = 100  # os.sysconf("SC_CLK_TCK") on Linux


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def wait_until_idle(pid: int, limit: float) -> float:
    """Seconds until *pid* used under a tenth of a core over half a second (inf if not within *limit*)."""
    began = time.monotonic()
    while time.monotonic() - began < limit:
        before = cpu_seconds(pid)
        time.sleep(0.5)
        if cpu_seconds(pid) - before < 0.05:
            return time.monotonic() - began
    return float("inf")


async def _flood(url: str, clients: int, seconds: float) -> tuple[list[tuple[str, int, float]], Counter[str]]:
    game: list[tuple[str, int, float]] = []
    dear: Counter[str] = Counter()
    stop = time.monotonic() + seconds

    async def abandon(first: int) -> None:
        seed = first
        while time.monotonic() < stop:
            seed += clients
            try:
                async with httpx.AsyncClient(base_url=url, timeout=1.0) as session:
                    dear[str((await session.get(DEAR.format(seed=seed))).status_code)] += 1
            except httpx.TimeoutException:
                dear["abandoned"] += 1

    async def play() -> None:
        async with httpx.AsyncClient(base_url=url, timeout=60) as session:
            at = 0
            while time.monotonic() < stop:
                began = time.monotonic()
                reply = await session.get(GAME[at % len(GAME)])
                game.append((GAME[at % len(GAME)], reply.status_code, time.monotonic() - began))
                at += 1

    await asyncio.gather(play(), *(abandon(n) for n in range(clients)))
    return game, dear


def test_a_flood_of_abandoned_dear_requests_never_starves_the_game_and_the_server_returns_to_idle() -> None:
    with Server() as server:
        game, dear = asyncio.run(_flood(server.url, 16, 6.0))
        idle = wait_until_idle(server.process.pid, 30.0)
        assert dear["abandoned"] >= 16, dear  # the flood did flood: its requests were dear enough to abandon
        assert len(game) >= 6 and all(status == 200 for _, status, _ in game), game[:5]
        assert max(seconds for _, _, seconds in game) < 10.0, sorted(game, key=lambda g: -g[2])[:3]
        assert idle < 30.0, "the abandoned requests' work went on after their clients left"
        with httpx.Client(base_url=server.url, timeout=30) as session:
            assert session.get(GAME[0]).status_code == 200
        status, errors = server.stop()
    assert status in (0, 130) and "Traceback" not in errors


def test_a_stop_under_load_is_prompt_and_answers_no_500_and_prints_no_traceback() -> None:
    answers: Counter[str] = Counter()
    with Server() as server:
        async def hold(seed: int) -> None:
            try:
                async with httpx.AsyncClient(base_url=server.url, timeout=60) as session:
                    answers[str((await session.get(DEAR.format(seed=seed))).status_code)] += 1
            except httpx.HTTPError as error:  # a connection closed by the stopping server
                answers[type(error).__name__] += 1

        async def load_then_stop() -> float:
            tasks = [asyncio.create_task(hold(seed)) for seed in range(30)]
            await asyncio.sleep(1.0)
            began = time.monotonic()
            server.process.send_signal(2)  # SIGINT, as Ctrl-C
            while server.process.poll() is None and time.monotonic() - began < 30:
                await asyncio.sleep(0.05)
            await asyncio.gather(*tasks)
            return time.monotonic() - began

        took = asyncio.run(load_then_stop())
        server.process.wait(timeout=30)
        errors = server.logged()
    assert took < 15.0, f"the stop took {took:.1f} s with 30 requests in hand"
    assert server.process.returncode in (0, 130), server.process.returncode
    assert "Traceback" not in errors and "500" not in answers, (answers, errors[-2000:])
    assert sum(answers.values()) == 30 and answers.keys() <= {"200", "503", "422", "RemoteProtocolError",
                                                              "ReadError", "ConnectError"}, answers


def _read_all(sock: socket.socket, limit: float) -> bytes:
    sock.settimeout(limit)
    data = b""
    try:
        while chunk := sock.recv(4096):
            data += chunk
    except (TimeoutError, ConnectionResetError):
        pass
    return data


def test_an_idle_connection_flood_is_capped_and_the_api_still_answers() -> None:
    from ladders.web.server import connection_cap
    cap = connection_cap(256)
    with Server(files=256) as server:  # a cap of 80 connections (connection_cap)
        host, port = server.url.removeprefix("http://").split(":")
        idle = []
        for _ in range(400):  # three times the cap, none ever sending a byte
            idle.append(socket.create_connection((host, int(port)), timeout=10))
        time.sleep(0.5)
        with httpx.Client(base_url=server.url, timeout=30) as session:
            for path in GAME:
                reply = session.get(path)
                assert reply.status_code == 200, reply.text
        for sock in idle:
            sock.setblocking(False)
        closed = [sock for sock in idle if _closed(sock)]
        assert len(closed) >= 400 - cap, "the oldest idle connections were not closed to make room"
        assert not any(_closed(sock) for sock in idle[-50:]), "the newest were closed, not the idlest"
        for sock in idle:
            sock.close()
        status, errors = server.stop()
    assert "connections open (the cap)" in errors and "Traceback" not in errors


def _closed(sock: socket.socket) -> bool:
    """Whether the server closed *sock* (it may have written a 503 first)."""
    try:
        data = sock.recv(4096)
    except BlockingIOError:
        return False
    except ConnectionResetError:
        return True
    return data == b"" or data.startswith(b"HTTP/1.1 503") or data.startswith(b"HTTP/1.1 408")


def test_a_head_that_trickles_in_is_cut_off_with_the_app_s_headers() -> None:
    with Server() as server:
        host, port = server.url.removeprefix("http://").split(":")
        sock = socket.create_connection((host, int(port)), timeout=60)
        began = time.monotonic()
        for byte in b"GET /api/daily?date=2026-12-01 HTTP/1.1\r\nHost: 127.0.0.1\r\n":
            try:
                sock.sendall(bytes([byte]))
            except OSError:
                break
            time.sleep(0.5)  # a byte every half second: uvicorn's keep-alive timer alone never fires
            if time.monotonic() - began > 25:
                break
        reply = _read_all(sock, 20.0)
        took = time.monotonic() - began
        sock.close()
        server.stop()
    assert reply.startswith(b"HTTP/1.1 408"), reply[:200]
    assert b"content-security-policy:" in reply and b'"error": "too_slow"' in reply
    assert 9.0 <= took < 40.0, took


def test_the_server_s_own_errors_carry_the_app_s_headers_and_json() -> None:
    with Server() as server:
        host, port = server.url.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port)), timeout=30) as sock:
            sock.sendall(b"NOT HTTP AT ALL\r\n\r\n")
            reply = _read_all(sock, 10.0)
        server.stop()
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400") and b"x-content-type-options: nosniff" in head
    assert b"content-security-policy:" in head and b'"error": "bad_request"' in body


def test_the_host_header_must_name_this_machine() -> None:
    with Server("--allow-host", "ladders.test") as server:
        port = server.url.rsplit(":", 1)[1]
        with httpx.Client(timeout=30) as session:
            for host in (f"127.0.0.1:{port}", f"localhost:{port}", "LOCALHOST", f"[::1]:{port}", "ladders.test"):
                assert session.get(server.url + GAME[0], headers={"host": host}).status_code == 200, host
            for host in ("evil.example", f"evil.example:{port}", "127.0.0.1.evil.example", "", "localhost.:80"):
                reply = session.get(server.url + GAME[0], headers={"host": host})
                assert reply.status_code == 400 and reply.json()["error"] == "bad_host", (host, reply.text)
                assert reply.headers["x-content-type-options"] == "nosniff"
        server.stop()


def test_head_is_answered_without_the_work() -> None:
    with Server() as server:
        with httpx.Client(base_url=server.url, timeout=30) as session:
            before = cpu_seconds(server.process.pid)
            for seed in range(20):  # twenty of the dearest puzzles, asked with HEAD
                reply = session.head(DEAR.format(seed=seed))
                assert reply.status_code == 200 and reply.content == b""
            assert cpu_seconds(server.process.pid) - before < 2.0  # one GET of these costs about a CPU-second
        server.stop()


def test_two_workers_restart_on_the_same_port_at_once() -> None:
    with Server("--workers", "2", "--size", "35") as first:
        port = first.url.rsplit(":", 1)[1]
        with httpx.Client(timeout=30) as session:
            assert session.get(first.url + GAME[0]).status_code == 200
        first.stop(timeout=60)
    with Server("--workers", "2", "--size", "35", port=port) as again:
        assert again.url.endswith(f":{port}")
        with httpx.Client(timeout=30) as session:
            assert session.get(again.url + GAME[0]).status_code == 200
        status, errors = again.stop(timeout=60)
    assert "Traceback" not in errors


def test_a_host_other_machines_can_reach_gets_a_warning() -> None:
    with Server("--host", "0.0.0.0", expect="http://0.0.0.0:") as server:
        status, errors = server.stop()
    assert "warning: --host 0.0.0.0 serves other machines too" in errors


@pytest.mark.usefixtures("server_today")  # the game's request, /api/daily, reads the server's today
def test_a_full_lane_answers_503_at_once_and_the_other_lanes_still_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    from ladders.web import app as web_app
    monkeypatch.setitem(web_app.LANES, "puzzle", (1, 0))  # one puzzle at a time, none waiting
    application = web_app.create_app()

    async def ask() -> list[httpx.Response]:
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1", timeout=60) as session:
            dear = [session.get(DEAR.format(seed=seed)) for seed in range(3)]
            return list(await asyncio.gather(*dear, session.get(GAME[0])))

    async def run() -> list[httpx.Response]:
        async with application.router.lifespan_context(application):
            return await ask()

    *puzzles, game = asyncio.run(run())
    busy = [reply for reply in puzzles if reply.status_code == 503]
    assert busy and all(reply.json()["error"] == "busy" and reply.headers["retry-after"] for reply in busy)
    assert busy[0].headers["x-content-type-options"] == "nosniff"
    assert game.status_code == 200


def test_running_out_of_file_handles_is_one_line_not_a_traceback(caplog: pytest.LogCaptureFixture) -> None:
    import errno

    from ladders.web import server as served

    loop = asyncio.new_event_loop()
    try:
        served._last_said.pop("files", None)
        served._unsaid.pop("files", None)
        context = {"message": "socket.accept() out of system resource", "exception": OSError(errno.EMFILE, "full")}
        with caplog.at_level("WARNING", logger="uvicorn.error"):
            served._out_of_files(loop, context)
            served._out_of_files(loop, context)  # at most once a second
        assert [r.getMessage() for r in caplog.records] == ["ladders: out of file handles: new connections wait "
                                                            "a second"]
        assert all(r.exc_info is None for r in caplog.records)
        caplog.clear()
        with caplog.at_level("ERROR", logger="asyncio"):
            served._out_of_files(loop, {"message": "something else", "exception": ValueError("other")})
        assert [r.getMessage() for r in caplog.records] == ["something else"]  # anything else: asyncio's own handler
    finally:
        loop.close()
