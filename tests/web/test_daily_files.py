"""The game screen's files, served by the app (no browser): types, the policy, no inline script or style, ES modules
with no build step (every import a file the server serves as it is), and the page's weight."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra (starlette) is not installed")
pytest.importorskip("httpx", reason="Starlette's test client needs httpx (the test extra has it)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.web.app import STATIC, create_app  # noqa: E402

MODULES = ("client", "tiles", "round", "stats", "dialogs", "archive", "statistics", "practice", "result", "game",
           "solver")
"""The pages' ES modules: asking the server, tiles and keyboard, a round, the records, the game screen's parts (its
dialogs, the archive, the statistics, the practice choices, the result, the screen itself) and the solver page."""

FILES = {"/daily": "text/html", "/play": "text/html", "/game.css": "text/css", "/theme.js": "text/javascript",
         **{f"/{name}.js": "text/javascript" for name in MODULES}}

IMPORT = re.compile(r'^import\b[^;]*?\bfrom "\./([a-z]+\.js)";', re.MULTILINE)


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


def test_daily_and_play_are_one_game_screen(client: TestClient) -> None:
    assert client.get("/daily").text == client.get("/play").text == (STATIC / "game.html").read_text(encoding="utf-8")


def test_the_page_needs_no_inline_script_or_style() -> None:
    html = (STATIC / "game.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert scripts and all(" src=" in tag for tag in scripts)  # every script is a file
    assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=", html)  # no inline style, no inline handler
    for name in re.findall(r'(?:src|href)="(/[^"?#]*)"', html):
        assert name == "/" or name in FILES or (STATIC / name[1:]).is_file(), name  # every link and file exists


@pytest.mark.parametrize("page", ["game.html", "index.html"])
def test_each_page_runs_one_module_and_the_colours_first(page: str) -> None:
    html = (STATIC / page).read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert scripts[0] == '<script src="/theme.js">'  # classic, before the page is drawn: no flash
    assert [tag for tag in scripts[1:] if 'type="module"' in tag] == scripts[1:] and len(scripts) == 2


@pytest.mark.parametrize("name", MODULES)
def test_every_import_is_a_file_the_server_serves_as_it_is(client: TestClient, name: str) -> None:
    code = (STATIC / f"{name}.js").read_text(encoding="utf-8")
    imports = IMPORT.findall(code)
    assert len(imports) == len(re.findall(r"^import\b", code, re.MULTILINE))  # each one relative, to a .js file
    for imported in imports:
        answer = client.get("/" + imported)
        assert answer.status_code == 200 and answer.text == (STATIC / imported).read_text(encoding="utf-8")


def test_the_game_s_parts_are_the_modules_the_issue_names() -> None:
    imports = {name: set(IMPORT.findall((STATIC / f"{name}.js").read_text(encoding="utf-8"))) for name in MODULES}
    assert {"client.js", "tiles.js", "round.js"} <= imports["game"]  # asking the server, tiles and keys, a round
    assert {"client.js", "tiles.js"} <= imports["solver"]  # the solver page shares them
    assert imports["client"] == imports["tiles"] == imports["round"] == set()  # each stands alone
    assert "fetch(" not in (STATIC / "round.js").read_text(encoding="utf-8")  # a round asks only its judge


def test_the_scripts_insert_text_never_html() -> None:
    for path in sorted(STATIC.glob("*.js")):
        code = path.read_text(encoding="utf-8")
        assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function", code), path


def test_the_main_page_links_to_the_daily_one_and_to_play(client: TestClient) -> None:
    html = client.get("/").text
    assert 'href="/daily"' in html and 'href="/play"' in html


PAGE_WEIGHT = 200_000
"""Issue 30: the game screen's HTML, style sheets and scripts together, in bytes, as served (not compressed)."""


def test_the_page_weighs_at_most_200_kb(client: TestClient) -> None:
    html = client.get("/daily").text
    parts = {name for name in re.findall(r'<(?:script|link)\b[^>]*(?:src|href)="(/[^"?#]*)"', html)
             if name.endswith((".css", ".js"))}
    waiting = [name for name in parts if name.endswith(".js")]
    while waiting:  # the modules each script imports, and theirs
        for imported in IMPORT.findall(client.get(waiting.pop()).text):
            if "/" + imported not in parts:
                parts.add("/" + imported)
                waiting.append("/" + imported)
    assert {"/style.css", "/game.css", "/game.js", "/stats.js", "/theme.js", "/client.js", "/round.js"} <= parts
    weight = len(html.encode()) + sum(len(client.get(name).content) for name in parts)
    assert weight <= PAGE_WEIGHT, f"the game screen weighs {weight:,} bytes"
