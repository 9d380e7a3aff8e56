"""The web API reference in docs/guide/web.md is the app's own answers (regenerate: python -m
tests.web.api_reference)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.web import create_app  # noqa: E402
from tests.web.api_reference import ENDPOINTS, PAGE, render, section  # noqa: E402


def test_the_reference_shows_what_the_server_answers() -> None:
    with TestClient(create_app()) as client:
        fresh = render(client)
    assert section(PAGE.read_text(encoding="utf-8")) == fresh, \
        "docs/guide/web.md's API reference is stale: run python -m tests.web.api_reference"


def test_the_reference_names_every_api_route() -> None:
    routes = {route.path for route in create_app(warm=False).routes if route.path.startswith("/api/")}  # type: ignore[attr-defined]
    assert routes <= {path for path, *_ in ENDPOINTS}, routes - {path for path, *_ in ENDPOINTS}
