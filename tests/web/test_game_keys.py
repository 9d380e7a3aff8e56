"""Keys always reach the row being typed when no dialog is open (issue 40), in a real headless Chromium: after closing
each dialog (How to play, Statistics, the archive, Settings, Practice) by each means (its Close button, Escape, a
click on the dimmed page around it), on a first visit (How to play opens by itself) and later, on a desktop (the
keyboard's keys, to whatever has the focus) and on a phone (the on-screen keys, tapped, and a keyboard's too); the
row is read back from its tiles each time.

The browser's clock and the server's today are fixed (``test_daily_page.BROWSER_DAY``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web.browser import viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.screen import tap, typed
from tests.web.test_daily_page import chromium_on_the_day, focused, open_fresh

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

DEVICES = {"desktop": (1280, 800), "phone": (360, 640)}
DIALOGS = {"help": "/daily", "stats": "/daily", "archive": "/daily", "settings": "/daily",
           "practice": "/play?start=cold&end=warm&metric=substitution"}
WAYS = ["button", "escape", "backdrop"]


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


def keys(browser: webdriver.Chrome, text: str) -> None:
    """Keys pressed on the keyboard: they go to whatever has the focus (nothing is clicked first)."""
    ActionChains(browser).send_keys(text).perform()


def click_at(browser: webdriver.Chrome, x: float, y: float) -> None:
    """A press and release of the mouse at (x, y) of the window, wherever that is."""
    for kind in ("mousePressed", "mouseReleased"):
        browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                              "clickCount": 1})


def close(browser: webdriver.Chrome, dialog: str, way: str) -> None:
    if way == "button":
        browser.find_element(By.ID, f"{dialog}-close").click()
    elif way == "escape":
        keys(browser, Keys.ESCAPE)
    else:  # the dimmed page around the dialog: its left edge's margin, halfway down
        box = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.bottom]",
                                     browser.find_element(By.ID, dialog))
        assert box[0] >= 4, box  # there is a margin around it to press on
        click_at(browser, box[0] / 2, (box[1] + box[2]) / 2)
    WebDriverWait(browser, 30).until(lambda d: not d.execute_script(f"return document.getElementById('{dialog}').open"))


def assert_keys_reach_the_row(browser: webdriver.Chrome, device: str) -> None:
    """Letters typed now land in the row (read from its tiles), and go again; on a phone, tapped keys too."""
    before = typed(browser)
    keys(browser, "ab")
    assert typed(browser) == before + "ab", (typed(browser), focused(browser).get_attribute("outerHTML")[:80])
    keys(browser, Keys.BACKSPACE + Keys.BACKSPACE)
    assert typed(browser) == before
    if device == "phone":
        tap(browser, "c", "d")
        assert typed(browser) == before + "cd"
        tap(browser, "Backspace", "Backspace")
        assert typed(browser) == before


def on(browser: webdriver.Chrome, server: str, path: str) -> None:
    """The page at *path*, as it is if it is there with no dialog open and an empty row; else freshly opened."""
    here = browser.execute_script("return location.pathname + location.search") == path and browser.execute_script(
        "return !document.querySelector('dialog[open]') && document.getElementById('rung').value === ''")
    if not here:
        open_fresh(browser, server + path)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "rung").is_displayed())


@pytest.mark.parametrize("device", sorted(DEVICES))
@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("dialog", sorted(DIALOGS))
def test_keys_reach_the_row_after_a_dialog_closes(server: str, browser: webdriver.Chrome, dialog: str, way: str,
                                                  device: str) -> None:
    with viewport(browser, *DEVICES[device]):
        on(browser, server, DIALOGS[dialog])
        browser.find_element(By.ID, f"{dialog}-open").click()
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, dialog).is_displayed())
        keys(browser, "z")  # a letter in a dialog is the dialog's: the row behind it never takes it
        assert typed(browser) == ""
        close(browser, dialog, way)
        assert focused(browser).get_attribute("id") == f"{dialog}-open"  # back to the button that opened it
        assert_keys_reach_the_row(browser, device)


@pytest.mark.parametrize("device", sorted(DEVICES))
@pytest.mark.parametrize("way", WAYS)
def test_keys_reach_the_row_after_how_to_play_on_a_first_visit(server: str, browser: webdriver.Chrome, way: str,
                                                               device: str) -> None:
    with viewport(browser, *DEVICES[device]):
        open_fresh(browser, server + "/daily", help_seen=False)  # How to play opens by itself
        WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "help-close")
        close(browser, "help", way)
        assert focused(browser).get_attribute("id") == "rung"  # on to the puzzle
        assert_keys_reach_the_row(browser, device)


def test_letters_typed_on_a_button_go_to_the_row_and_a_box_keeps_its_own(server: str,
                                                                         browser: webdriver.Chrome) -> None:
    on(browser, server, "/daily")
    browser.find_element(By.ID, "undo").send_keys("")  # the focus on a button of the page
    assert focused(browser).get_attribute("id") == "undo"
    keys(browser, "co")
    assert typed(browser) == "co" and focused(browser).get_attribute("id") == "rung"
    keys(browser, Keys.BACKSPACE + Keys.BACKSPACE)
    browser.find_element(By.ID, "stats-open").click()
    browser.find_element(By.ID, "import-open").click()
    assert focused(browser).get_attribute("id") == "import-code"
    keys(browser, "xy")  # a text box of a dialog keeps what is typed in it
    assert browser.find_element(By.ID, "import-code").get_attribute("value") == "xy" and typed(browser) == ""
    browser.execute_script("document.getElementById('import-code').value = ''")
    close(browser, "stats", "escape")
