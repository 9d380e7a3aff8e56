"""The page tests' server: ``ladders serve`` in a child process, one per test module, stopped by Ctrl-C."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web.serving import Server


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """The base URL of a fresh ``ladders serve`` (no trailing slash)."""
    with Server() as served:
        yield served.url
        served.stop()
