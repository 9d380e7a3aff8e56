"""The web edge tells a client's error from a fault of the server's own: 4xx with its code, or a logged 500."""

from __future__ import annotations

import logging

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.web import create_app, game_answers  # noqa: E402


def test_an_injected_fault_is_a_500_with_an_id_logged_with_its_traceback_and_never_sent(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def broken(*given: object) -> dict[str, object]:
        raise KeyError("secret internal detail")

    monkeypatch.setattr(game_answers, "daily_answer", broken)
    with caplog.at_level(logging.ERROR, logger="uvicorn.error"):
        with TestClient(create_app(warm=False), raise_server_exceptions=False) as client:
            reply = client.get("/api/daily", params={"date": "2026-12-01"})
            bad = client.get("/api/daily", params={"date": "tomorrow"})
    body = reply.json()
    assert reply.status_code == 500 and body["error"] == "server_error" and len(body["id"]) == 12
    assert "secret" not in reply.text and "KeyError" not in reply.text
    assert reply.headers["x-content-type-options"] == "nosniff"
    logged = "\n".join(record.getMessage() + "\n" + (logging.Formatter().formatException(record.exc_info)
                                                      if record.exc_info else "") for record in caplog.records)
    assert body["id"] in logged and "KeyError: 'secret internal detail'" in logged and "Traceback" in logged
    assert bad.status_code == 500  # the same broken answer: a fault whatever the input


def test_a_client_s_error_is_still_a_4xx_with_its_code() -> None:
    with TestClient(create_app(warm=False)) as client:
        assert client.get("/api/daily", params={"date": "tomorrow"}).json()["error"] == "bad_input"
        assert client.get("/api/ladder", params={"start": "qzxq", "end": "cold"}).status_code == 404
