"""The page tests' server: ``ladders serve`` in a child process, one per test module, stopped by Ctrl-C; and the
in-process app's today."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest

from ladders.play import daily
from tests.web.serving import SERVER_DAY, Server


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """The base URL of a fresh ``ladders serve`` (no trailing slash), whose today is :data:`SERVER_DAY`."""
    with Server() as served:
        yield served.url
        served.stop()


@pytest.fixture
def server_today(monkeypatch: pytest.MonkeyPatch) -> datetime.date:
    """The in-process app's today (``daily.today``), injected: :data:`SERVER_DAY`, one fixed day."""
    monkeypatch.setattr(daily, "today", lambda: SERVER_DAY)
    return SERVER_DAY
