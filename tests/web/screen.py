"""What the game screen's browser tests share: where things are on the screen, the on-screen keys, the row being
typed, a daily puzzle of par 7 found through the API, and the pixels of a screenshot (a small PNG reader: the test
extra has no imaging library)."""

from __future__ import annotations

import struct
import zlib
from datetime import date, timedelta
from typing import Any

import pytest

from ladders.play.daily import FIRST_DAY
from tests.web.browser import webdriver
from tests.web.test_daily_page import BROWSER_DAY, api, focused, text_of

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.remote.webelement import WebElement  # noqa: E402

__all__ = ["in_view", "key", "tap", "typed", "puzzle_of_par", "luminance_of", "centre_x", "screenshot_of"]

IN_VIEW = """const e = arguments[0], board = document.getElementById('board');
const r = e.getBoundingClientRect(), v = board.getBoundingClientRect();
const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2, hit = document.elementFromPoint(x, y);
const inBoard = board.contains(e) && getComputedStyle(board).overflowY !== 'visible';
return {rect: [r.left, r.top, r.right, r.bottom].map(Math.round), window: [innerWidth, innerHeight],
        board: inBoard ? [v.top, v.bottom].map(Math.round) : null,
        inside: r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5
                && r.bottom <= innerHeight + 0.5 && (!inBoard || (r.top >= v.top - 0.5 && r.bottom <= v.bottom + 0.5)),
        hit: hit === e || e.contains(hit), under: hit ? (hit.id || String(hit.className) || hit.tagName) : null,
        dock: !!(hit && hit.closest('#dock'))};"""


def in_view(browser: webdriver.Chrome, element: WebElement) -> dict[str, Any]:
    """Whether *element* is wholly in the window (and, inside the scrolling board, wholly in the board's view), and
    whether ``elementFromPoint`` at its centre finds it (or a child), not the keyboard's dock or anything else."""
    seen: dict[str, Any] = browser.execute_script(IN_VIEW, element)
    seen["ok"] = seen["inside"] and seen["hit"] and not seen["dock"]
    return seen


def centre_x(browser: webdriver.Chrome, selector: str) -> float:
    """The horizontal middle of the first element *selector* finds, in CSS pixels."""
    return float(browser.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return (r.left + r.right) / 2",
        selector))


def key(browser: webdriver.Chrome, name: str) -> WebElement:
    """An on-screen key: a letter, ``Enter`` or ``Backspace``."""
    return browser.find_element(By.CSS_SELECTOR, f"#keyboard button[data-key='{name}']")


def tap(browser: webdriver.Chrome, *names: str) -> None:
    """Click the on-screen keys, one by one, as a finger would (the focus never left on the page's body)."""
    for name in names:
        key(browser, name).click()
        assert focused(browser).tag_name != "body"


def typed(browser: webdriver.Chrome) -> str:
    """The letters the row being typed shows on its tiles."""
    return "".join(text_of(tile) for tile in browser.find_elements(By.CSS_SELECTOR, "#typed .tile:not(.empty)"))


def puzzle_of_par(server: str, par: int) -> dict[str, Any]:
    """The newest daily puzzle of *par* steps up to the browser's today, found by asking the API (never assumed)."""
    day: date = BROWSER_DAY
    while day >= FIRST_DAY:
        puzzle: dict[str, Any] = api(server, "/api/daily", date=day.isoformat())
        if puzzle["par"] == par:
            return puzzle
        day -= timedelta(days=1)
    pytest.fail(f"no daily puzzle of par {par} from {FIRST_DAY} to {BROWSER_DAY}")


def luminance_of(png: bytes) -> float:
    """The mean relative luminance (0 black to 1 white) of an 8-bit RGB or RGBA PNG, as Chromium's screenshots are."""
    assert png.startswith(b"\x89PNG\r\n\x1a\n"), "not a PNG"
    at, chunks, header = 8, [], b""
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        data = png[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = data
        elif kind == b"IDAT":
            chunks.append(data)
        at += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
    step = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(chunks)), width * step
    previous, total = bytearray(stride), 0.0
    for row in range(height):
        kind, line = raw[row * (stride + 1)], bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
        for i in range(stride):  # the PNG filters undone: none, sub, up, average, Paeth
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), left), (abs(guess - up), up), (abs(guess - corner), corner),
                           key=lambda pair: pair[0])
                line[i] = (line[i] + near[1]) & 255
        for i in range(0, stride, step):
            total += (0.2126 * line[i] + 0.7152 * line[i + 1] + 0.0722 * line[i + 2]) / 255
        previous = line
    return total / (width * height)


def screenshot_of(element: WebElement) -> bytes:
    """A PNG of *element* as the screen shows it."""
    return element.screenshot_as_png
