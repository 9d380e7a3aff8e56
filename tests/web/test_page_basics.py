"""What both pages share, served by the app (no browser): the icon (no 404), the focus ring's contrast, the date
kept on one line, and markup that asks assistive technology no question (issue 30)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra (starlette) is not installed")
pytest.importorskip("httpx", reason="Starlette's test client needs httpx (the test extra has it)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.web.app import CONTENT_SECURITY_POLICY, STATIC, create_app  # noqa: E402
from tests.web.contrast import contrast, palette  # noqa: E402


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(warm=False)) as test_client:
        yield test_client


@pytest.mark.parametrize("path", ["/favicon.svg", "/favicon.ico"])
def test_the_icon_is_served_with_the_policy(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("image/svg+xml")
    assert answer.text.startswith("<svg") and "<script" not in answer.text
    assert answer.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    assert answer.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize("page", ["index.html", "game.html"])
def test_each_page_links_the_icon(page: str) -> None:
    assert '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' in (STATIC / page).read_text(encoding="utf-8")


@pytest.mark.parametrize("sheet", ["style.css", "game.css"])
def test_the_focus_ring_stands_out_from_the_page(sheet: str) -> None:
    css = (STATIC / sheet).read_text(encoding="utf-8")
    rings = re.findall(r":focus[^{]*\{[^}]*outline:\s*3px solid var\(--([a-z-]+)\)", css)
    assert rings, f"{sheet} draws no focus ring, or not in a colour of the palette"
    for scheme, colours in palette((STATIC / "style.css").read_text(encoding="utf-8")).items():
        for ring in rings:  # WCAG 2.2's non-text contrast (1.4.11): at least 3:1 against what is around it
            ratio = contrast(colours[ring], colours["bg"])
            assert ratio >= 3, (sheet, scheme, ring, round(ratio, 2))


def test_the_date_never_breaks_at_its_hyphens() -> None:
    css = (STATIC / "game.css").read_text(encoding="utf-8")
    assert re.search(r"(^|\n)\.date\s*\{[^}]*white-space:\s*nowrap", css)
    assert 'element("span", date, "date")' in (STATIC / "game.js").read_text(encoding="utf-8")


def test_no_label_on_an_element_that_cannot_carry_one() -> None:
    html = (STATIC / "game.html").read_text(encoding="utf-8")
    assert not re.search(r"<pre\b[^>]*aria-label", html)  # a <pre> has no role a name is allowed on
    assert re.search(r'role="region" aria-labelledby="share-title"', html)


def test_the_skip_link_s_target_is_never_hidden() -> None:
    html = (STATIC / "game.html").read_text(encoding="utf-8")
    (target,) = re.findall(r'<a class="skip" href="#([^"]+)"', html)
    assert re.search(rf'<h2 id="{target}" tabindex="-1">', html)  # the puzzle's heading: there in every state
    assert f'"{target}").hidden' not in (STATIC / "game.js").read_text(encoding="utf-8")


def test_a_refused_row_shakes_and_a_solve_hops_unless_the_system_asks_for_less_motion() -> None:
    css = (STATIC / "game.css").read_text(encoding="utf-8")
    assert re.search(r"#rung-form\.shake \{ animation: shake ", css) and "@keyframes shake" in css
    assert re.search(r"\.celebrate \.tile \{ animation: hop ", css) and "@keyframes hop" in css
    assert "@media (prefers-reduced-motion: reduce) { #rung-form.shake, .celebrate .tile { animation: none; } }" in css
