"""The game screen keeps in view what the player needs (issue 40), in a real headless Chromium: the goal row, the
row being typed and the latest message (a hint, a refusal, a verdict) stay inside the window and above the keyboard,
the board scrolling (not the page), on a par-7 puzzle after each rung and each hint, at 360 × 640, 390 × 844 and
1280 × 800; the board and the keyboard on one axis; a hint's place marked on its tile; a short celebration on a solve
(none under reduced motion); dialog heads that nothing shows through; the picture drawn dark in the dark palette.

The browser's clock and the server's today are fixed (``test_daily_page.BROWSER_DAY``); the par-7 puzzle is found
through the API and its ladder checked against a plain breadth-first search. ``LADDERS_SCREENSHOTS=docs/images``
saves ``game-hint-360x640.png``, ``game-rung-6-390x844.png``, ``game-result-1280x800.png`` and
``game-picture-dark.png``.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode
from urllib.request import urlopen

import pytest

from ladders.web.solver_answers import DARK_COLOURS
from ladders.web.app import STATIC
from tests.web.browser import shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.contrast import contrast, palette
from tests.web.screen import centre_x, in_view, luminance_of, puzzle_of_par, screenshot_of, typed
from tests.web.test_daily_page import (
    api, chromium_on_the_day, close_stats, focused, open_fresh, par_ladder, played, press, system_scheme, text_of,
    wait_for,
)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

SIZES = [(360, 640), (390, 844), (1280, 800)]
"""A small phone, a common phone, a laptop: the sizes every rung is swept at."""

SHOTS = {(360, 640): "game-hint-360x640", (390, 844): "game-rung-6-390x844", (1280, 800): "game-result-1280x800"}


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


@pytest.fixture(scope="module")
def par_seven(server: str) -> tuple[dict[str, Any], list[str]]:
    puzzle = puzzle_of_par(server, 7)
    return puzzle, par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])


def assert_in_view(browser: webdriver.Chrome, *ids: str, when: str) -> None:
    for name in ids:
        element = browser.find_element(By.CSS_SELECTOR, name) if name[0] in "#." else browser.find_element(By.ID, name)
        seen = in_view(browser, element)
        assert seen["ok"], (when, name, seen)


def assert_on_one_axis(browser: webdriver.Chrome) -> None:
    """The tiles of every row and the keyboard share one vertical middle line."""
    middle = centre_x(browser, "#keyboard")
    for rows in ("#rungs .start .tiles", "#typed", "#ahead .goal .tiles"):
        assert abs(centre_x(browser, rows) - middle) <= 1.5, (rows, centre_x(browser, rows), middle)


@pytest.mark.parametrize(("width", "height"), SIZES, ids=lambda n: str(n))
def test_the_goal_the_row_and_the_message_stay_in_view(server: str, browser: webdriver.Chrome,
                                                       par_seven: tuple[dict[str, Any], list[str]], width: int,
                                                       height: int) -> None:
    puzzle, ladder = par_seven
    essentials = ("#ahead .goal", "#rung-form .entry")
    with viewport(browser, width, height):
        open_fresh(browser, server + "/daily?date=" + puzzle["date"])
        WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
        assert browser.execute_script("return document.documentElement.scrollHeight") <= height  # one screen
        assert_in_view(browser, *essentials, when="at the start")
        assert_on_one_axis(browser)
        for done, word in enumerate(ladder[1:], start=1):
            browser.find_element(By.ID, "hint").click()  # a hint before each rung: the place that changes
            wait_for(browser, f"(hints so far: {done})")
            assert_in_view(browser, *essentials, "status", when=f"hint {done}")
            hinted = in_view(browser, browser.find_element(By.CSS_SELECTOR, "#typed .tile.hinted"))
            assert hinted["inside"] and hinted["under"] == "rung", hinted  # the box lies over its tiles
            if width == 360:  # the tile the hint names is the place the judge names
                hint = api(server, "/api/play/hint", start=puzzle["start"], end=puzzle["end"],
                           rungs=",".join(ladder[1:done]), metric=puzzle["metric"], level=1)["hint"]
                marked = browser.execute_script("return [...document.querySelectorAll('#typed .tile')]"
                                                ".findIndex((t) => t.classList.contains('hinted'))")
                assert marked == hint["position"] - 1, (hint, marked)
                if done == 3:
                    shot(browser, SHOTS[width, height])
            if done == 4:  # a word refused: said under its row, in view too
                press(browser, "q" * len(word), Keys.ENTER)
                wait_for(browser, "not in the word list", "refusal")
                assert_in_view(browser, *essentials, "refusal", when="refused")
                press(browser, *[Keys.BACKSPACE] * len(word))
            press(browser, word, Keys.ENTER)
            WebDriverWait(browser, 30).until(lambda d: played(d) == done)
            if done < len(ladder) - 1:
                wait_for(browser, "Accepted: " + word)
                assert_in_view(browser, *essentials, "status", when=f"rung {done}")
                assert browser.execute_script("return document.documentElement.scrollTop") == 0  # the board scrolled
                if done == 6 and width == 390:
                    shot(browser, SHOTS[width, height])
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())
        if width == 1280:
            close_stats(browser)
            shot(browser, SHOTS[width, height])


def test_a_solve_is_celebrated_unless_the_system_asks_for_less_motion(server: str, browser: webdriver.Chrome) -> None:
    ladder = par_ladder(server, "cold", "warm", 4, "substitution")
    hops = ("const row = document.querySelector('#rungs .celebrate'); if (!row) return null; "
            "return [row.getAnimations({subtree: true}).length, getComputedStyle(row.querySelector('.tile'))"
            ".animationName, row.querySelector('.tile').textContent]")
    try:
        for motion, expected in (("no-preference", "hop"), ("reduce", "none")):
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-reduced-motion", "value": motion}]})
            open_fresh(browser, server + "/play?start=cold&end=warm&metric=substitution")
            WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
            for done, word in enumerate(ladder[1:], start=1):
                press(browser, word, Keys.ENTER)
                WebDriverWait(browser, 30).until(lambda d: played(d) == done)
            WebDriverWait(browser, 30).until(lambda d: d.execute_script(hops) is not None)
            running, name, letter = browser.execute_script(hops)
            assert name == expected and letter.lower().startswith("w"), (motion, name, letter)  # the goal's row
            assert (running > 0) == (motion == "no-preference"), (motion, running)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_hint_that_names_a_place_marks_its_tile_until_the_rung_is_played(server: str,
                                                                           browser: webdriver.Chrome) -> None:
    ladder = par_ladder(server, "cold", "warm", 4, "substitution")
    open_fresh(browser, server + "/play?start=cold&end=warm&metric=substitution")
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    marked = "return [...document.querySelectorAll('#typed .tile')].map((t) => t.classList.contains('hinted'))"
    assert not any(browser.execute_script(marked))
    for level in (1, 2):
        browser.find_element(By.ID, "hint").click()
        wait_for(browser, f"Hint {level} of 3")
        position = api(server, "/api/play/hint", start="cold", end="warm", rungs="", metric="substitution",
                       level=level)["hint"]["position"]
        assert browser.execute_script(marked) == [i == position - 1 for i in range(4)]
    press(browser, "co")  # typing keeps the mark where the hint put it
    assert typed(browser) == "co" and browser.execute_script(marked)[position - 1]
    press(browser, Keys.BACKSPACE, Keys.BACKSPACE, ladder[1], Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    assert not any(browser.execute_script(marked))  # a new rung: no place named yet


OPAQUE = """const dialog = arguments[0], head = dialog.querySelector('.dialog-head');
dialog.scrollTop = 240;
const box = dialog.getBoundingClientRect(), top = head.getBoundingClientRect();
const seen = [];
for (let y = box.top + 2; y < top.bottom - 1; y += 3) {
  for (const x of [box.left + 6, (box.left + box.right) / 2, box.right - 8]) {
    const hit = document.elementFromPoint(x, y);
    if (hit !== dialog && !head.contains(hit)) seen.push([Math.round(y - box.top), hit.tagName, hit.id]);
  }
}
return [dialog.scrollTop, Math.round(top.top - box.top), seen];"""


@pytest.mark.parametrize("dialog", ["help", "stats", "settings", "archive"])
def test_nothing_shows_through_above_or_in_a_dialog_s_head(server: str, browser: webdriver.Chrome, dialog: str) -> None:
    with viewport(browser, 360, 640):
        if not browser.current_url.endswith("/daily") or browser.execute_script("return !!document.querySelector("
                                                                                 "'dialog[open]')"):
            open_fresh(browser, server + "/daily")
        browser.find_element(By.ID, f"{dialog}-open").click()
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, dialog).is_displayed())
        scrolled, head_top, through = browser.execute_script(OPAQUE, browser.find_element(By.ID, dialog))
        assert head_top <= 1  # the head at the dialog's very top: no gap for the content above it
        assert through == [], through  # every point of the head is the head (or the dialog's own edge)
        if dialog in ("help", "stats"):
            assert scrolled > 0  # these are long enough at 360 × 640 to scroll under the head
        press(browser, Keys.ESCAPE)
        WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, dialog).is_displayed())


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_picture_is_drawn_in_the_palette(server: str, browser: webdriver.Chrome, scheme: str) -> None:
    system_scheme(browser, scheme)
    try:
        open_fresh(browser, server + "/play?start=cold&end=warm&metric=substitution")
        WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
        browser.find_element(By.ID, "give-up").click()
        wait_for(browser, "Press Give up again")
        browser.find_element(By.ID, "give-up").click()
        WebDriverWait(browser, 30).until(lambda d: d.execute_script(
            "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))
        picture = browser.find_element(By.ID, "picture")
        browser.execute_script("arguments[0].scrollIntoView()", picture)
        light = luminance_of(screenshot_of(picture))
        assert text_of(browser.find_element(By.ID, "picture-title")) == "Every shortest ladder"
        assert ("dark=1" in str(picture.get_attribute("src"))) == (scheme == "dark")  # drawn so by the server
        if scheme == "dark":
            assert light < 0.3, f"the picture is a light panel in the dark palette (mean luminance {light:.2f})"
            with viewport(browser, 700, 420):
                browser.execute_script("document.getElementById('picture-title').scrollIntoView()")
                shot(browser, "game-picture-dark")
        else:
            assert light > 0.6, f"the picture is dark in the light palette (mean luminance {light:.2f})"
    finally:
        system_scheme(browser, "")


def hex_of(shade: str) -> str:
    """``hsl(h, s%, l%)`` as ``#rrggbb``."""
    hue, saturation, lightness = (float(n) for n in re.findall(r"[0-9.]+", shade))
    red, green, blue = colorsys.hls_to_rgb(hue / 360, lightness / 100, saturation / 100)
    return "#" + "".join(f"{round(channel * 255):02x}" for channel in (red, green, blue))


def test_the_dark_picture_keeps_its_legend_true_and_its_text_readable(server: str) -> None:
    query = {"start": "cold", "end": "warm", "metric": "substitution", "mask": 1}
    light, dark = (urlopen(f"{server}/api/draw?{urlencode({**query, **extra})}", timeout=60).read().decode()
                   for extra in ({}, {"dark": 1}))
    shades = [[float(n) for n in re.findall(r'fill="hsl\(212, [0-9]+%, ([0-9.]+)%\)"', svg)] for svg in (light, dark)]
    assert len(shades[0]) == len(shades[1]) >= 5  # a box for each word, in the same order
    pairs = sorted(zip(*shades, strict=True))
    assert [dark for _, dark in pairs] == sorted(dark for _, dark in pairs)  # darker boxes: still the commoner words
    assert "darker boxes are commoner words" in dark
    used = set(re.findall(r"#[0-9a-fA-F]{3,6}\b", dark))
    assert used <= set(DARK_COLOURS.values()), used - set(DARK_COLOURS.values())  # no colour of the light palette left
    surface = palette((STATIC / "style.css").read_text(encoding="utf-8"))["dark"]["surface"]
    text = DARK_COLOURS["#111"]
    for ground in [surface, *(hex_of(shade) for shade in re.findall(r"hsl\([^)]*\)", dark))]:
        assert contrast(text, ground) >= 4.5, (text, ground)
    for line in ("#444", "#666", "#8a94a6", "#44516a", "#e8590c"):  # notes, steps, edges, box lines, the highlight
        assert contrast(DARK_COLOURS[line], surface) >= 3, line
