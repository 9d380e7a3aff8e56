"""The daily ladder page's files, served by the app (no browser): types, the policy, no inline script or style."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra (starlette) is not installed")
pytest.importorskip("httpx", reason="Starlette's test client needs httpx (the test extra has it)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.web.app import STATIC, create_app  # noqa: E402

FILES = {"/daily": "text/html", "/daily.js": "text/javascript", "/stats.js": "text/javascript", "/game.css": "text/css"}


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app()) as test_client:
        yield test_client


@pytest.mark.parametrize("path", sorted(FILES))
def test_each_file_is_served_with_its_type_and_the_policy(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 200 and answer.headers["content-type"].startswith(FILES[path])
    policy = answer.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy and "unsafe-inline" not in policy


def test_the_page_needs_no_inline_script_or_style() -> None:
    html = (STATIC / "daily.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert scripts and all(" src=" in tag for tag in scripts)  # every script is a file
    assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=", html)  # no inline style, no inline handler
    for name in re.findall(r'(?:src|href)="(/[^"?#]*)"', html):
        assert name == "/" or name in FILES or (STATIC / name[1:]).is_file(), name  # every link and file exists


def test_the_scripts_insert_text_never_html() -> None:
    for name in ("daily.js", "stats.js"):
        code = (STATIC / name).read_text(encoding="utf-8")
        assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function", code), name


def test_the_main_page_links_to_the_daily_one(client: TestClient) -> None:
    assert 'href="/daily"' in client.get("/").text


PAGE_WEIGHT = 200_000
"""Issue 30: the daily page's HTML, style sheets and scripts together, in bytes, as served (not compressed)."""


def test_the_page_weighs_at_most_200_kb(client: TestClient) -> None:
    html = client.get("/daily").text
    parts = [name for name in re.findall(r'<(?:script|link)\b[^>]*(?:src|href)="(/[^"?#]*)"', html)
             if name.endswith((".css", ".js"))]
    assert {"/style.css", "/game.css", "/daily.js", "/stats.js", "/theme.js"} <= set(parts)
    weight = len(html.encode()) + sum(len(client.get(name).content) for name in parts)
    assert weight <= PAGE_WEIGHT, f"the daily page weighs {weight:,} bytes"
