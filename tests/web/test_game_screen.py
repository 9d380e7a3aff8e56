"""The daily page's game screen in a real headless Chromium (issue 30): the ladder as rows of letter tiles, the
next row typed on the on-screen keyboard (its Enter and ⌫ keys) or the physical one, a refused word said next to
its row above the keyboard, letters in place marked by a shape and a colour, par and steps at the top.

The browser's clock and the server's today are fixed (``test_daily_page.BROWSER_DAY``); the words are found
through the API and checked against a plain breadth-first search, never written here. Set
``LADDERS_SCREENSHOTS=docs/images`` to save the game screen's screenshots for the docs.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web.browser import shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.screen import tap, typed
from tests.web.test_daily_page import (
    BROWSER_DAY, api, chromium_on_the_day, counts, focused, open_fresh, par_ladder, played, stats, system_scheme,
    text_of, wait_for,
)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webelement import WebElement  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


def score(browser: webdriver.Chrome) -> tuple[str, str]:
    return (browser.find_element(By.ID, "score-par").text, browser.find_element(By.ID, "score-steps").text)


def rect(browser: webdriver.Chrome, element: WebElement) -> dict[str, float]:
    return dict(browser.execute_script("const r = arguments[0].getBoundingClientRect(); "
                                       "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}", element))


def test_a_whole_daily_round_typed_on_the_on_screen_keyboard_at_360(server: str, browser: webdriver.Chrome) -> None:
    with viewport(browser, 360, 640):
        open_fresh(browser, server + "/daily")
        puzzle = api(server, "/api/daily", date=BROWSER_DAY.isoformat())
        ladder = par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])
        WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
        assert score(browser) == (str(puzzle["par"]), "0")  # par and steps at the top
        header = browser.find_element(By.TAG_NAME, "header").rect
        assert header["y"] + header["height"] <= 640 * 0.2, header  # the header leaves the screen to the game
        assert browser.find_element(By.ID, "score").rect["y"] < browser.find_element(By.ID, "rungs").rect["y"]
        keys = browser.find_elements(By.CSS_SELECTOR, "#keyboard button")
        assert len(keys) == 28 and {k.get_attribute("data-key") for k in keys} >= {"Enter", "Backspace", "q", "m"}
        for button in keys:  # 44 px tall, all of them on the screen
            size = button.rect
            assert size["height"] >= 44 and size["x"] >= 0 and size["x"] + size["width"] <= 360, size
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
        rows = browser.find_elements(By.CSS_SELECTOR, "#rungs li, #ahead li")
        assert text_of(browser.find_element(By.CSS_SELECTOR, "#rungs li.start .sr-only")) == "start: " + ladder[0]
        assert len(rows) == 1 + (puzzle["par"] - 2) + 1  # start, the rows still to find after this one, goal

        tap(browser, "q", "q", "x")  # a non-word, with a letter taken back on the way
        assert typed(browser) == "qqx"
        tap(browser, "Backspace", "q", *"q" * (len(ladder[0]) - 3))
        assert typed(browser) == "q" * len(ladder[0])
        tap(browser, "Enter")
        wait_for(browser, "not in the word list", "refusal")
        wait_for(browser, "not in the word list")  # said aloud too
        refusal = browser.find_element(By.ID, "refusal")
        WebDriverWait(browser, 30).until(
            lambda d: "shake" not in d.find_element(By.ID, "rung-form").get_attribute("class"))
        shown, dock = rect(browser, refusal), rect(browser, browser.find_element(By.ID, "dock"))
        assert 0 <= shown["top"] and shown["bottom"] <= dock["top"] + 1, (shown, dock)  # in sight, above the keys
        row = rect(browser, browser.find_element(By.CSS_SELECTOR, "#rung-form .entry"))
        assert row["bottom"] <= shown["top"] <= row["bottom"] + 20  # next to the row it refuses
        assert played(browser) == 0 and score(browser) == (str(puzzle["par"]), "0")  # costs nothing

        for done, word in enumerate(ladder[1:], start=1):
            tap(browser, *["Backspace"] * len(typed(browser)))  # the refused word, or nothing, taken back
            assert typed(browser) == ""
            tap(browser, *word, "Enter")
            WebDriverWait(browser, 30).until(lambda d: played(d) == done)
            if done == 1:
                assert not refusal.is_displayed()
                assert score(browser) == (str(puzzle["par"]), "1")
                row = browser.find_elements(By.CSS_SELECTOR, "#rungs li.played")[0]
                tiles = row.find_elements(By.CSS_SELECTOR, ".tile")
                assert [text_of(t).lower()[:1] for t in tiles] == list(word)
                in_place = ["in-place" in str(t.get_attribute("class")) for t in tiles]
                assert in_place == [a == b for a, b in zip(word, puzzle["end"], strict=True)]
                plain = [t for t, on in zip(tiles, in_place, strict=True) if not on]
                marked = [t for t, on in zip(tiles, in_place, strict=True) if on]
                assert marked and plain, word
                for tile in marked:  # a shape (rounded, with a dot) as well as a colour
                    assert tile.find_elements(By.CLASS_NAME, "mark")
                    assert (tile.value_of_css_property("border-top-left-radius")
                            != plain[0].value_of_css_property("border-top-left-radius"))
                    assert (tile.value_of_css_property("background-color")
                            != plain[0].value_of_css_property("background-color"))
                assert "in place" in text_of(row.find_element(By.CLASS_NAME, "marks-text"))  # in words, too
                shot(browser, "game-mid-round-360px")
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
        assert not browser.find_element(By.ID, "dock").is_displayed()  # the keyboard goes with the round
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())
        assert focused(browser).get_attribute("id") == "stats-close"
        assert f"Solved in {puzzle['par']} steps (par {puzzle['par']})" in browser.find_element(By.ID, "summary").text
        assert stats(browser) == counts(1, 1, 1, 1, 1)


def test_the_physical_keyboard_types_into_the_row(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    focused(browser).send_keys("co")
    assert typed(browser) == "co"
    focused(browser).send_keys(Keys.BACKSPACE)
    assert typed(browser) == "c"
    assert browser.execute_script("return document.querySelector('#typed .tile.next') === "
                                  "document.querySelectorAll('#typed .tile')[1]")  # where the next letter goes
    browser.execute_script("document.activeElement.blur()")  # the focus on the page: letters still go to the row
    assert focused(browser).tag_name == "body"
    browser.find_element(By.TAG_NAME, "body").send_keys("a")
    assert typed(browser) == "ca" and focused(browser).get_attribute("id") == "rung"
    browser.find_element(By.ID, "hint").click()  # a control keeps its own keys
    focused(browser).send_keys(Keys.ESCAPE)
    assert typed(browser) == "ca"
    row, box = browser.find_element(By.CSS_SELECTOR, "#rung-form .entry").rect, browser.find_element(By.ID, "rung").rect
    assert row == box  # the real input lies over its own row: a screen reader types into it, a click focuses it
    assert browser.find_element(By.ID, "rung").accessible_name == "Next rung"


def test_a_row_is_as_long_as_the_moves_allow(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    start = api(server, "/api/daily", date=BROWSER_DAY.isoformat())["start"]
    lengths = browser.execute_async_script(  # the tiles module's own rule, as the page loaded it
        "const [width, done] = arguments; import('/tiles.js').then((tiles) => done(Object.fromEntries("
        "['substitution', 'levenshtein'].map((m) => [m, ['', 'ab', 'abcdefg'].map((t) => "
        "tiles.rowLetters(t, m, width).length)]))))", len(start))
    width = len(start)  # one letter changed: the last word's length; a letter added or removed: one more than typed
    assert lengths == {"substitution": [width, width, max(width, 7)], "levenshtein": [1, 3, 8]}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize(("width", "height"), [(360, 640), (1280, 800)])
def test_a_round_on_a_phone_and_a_desktop(server: str, browser: webdriver.Chrome, width: int, height: int,
                                          scheme: str) -> None:
    system_scheme(browser, scheme)
    try:
        with viewport(browser, width, height):
            open_fresh(browser, server + "/daily")
            puzzle = api(server, "/api/daily", date=BROWSER_DAY.isoformat())
            ladder = par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])
            WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
            assert browser.execute_script("return document.documentElement.scrollWidth") <= width
            shot(browser, f"game-start-{width}px-{scheme}")
            focused(browser).send_keys(ladder[1], Keys.ENTER)
            WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
            focused(browser).send_keys("q" * len(ladder[0]), Keys.ENTER)
            wait_for(browser, "not in the word list", "refusal")
            WebDriverWait(browser, 30).until(
                lambda d: "shake" not in d.find_element(By.ID, "rung-form").get_attribute("class"))
            shown, dock = (rect(browser, browser.find_element(By.ID, name)) for name in ("refusal", "dock"))
            assert 0 <= shown["top"] and shown["bottom"] <= dock["top"] + 1  # in sight, above the keys
            shot(browser, f"game-refused-{width}px-{scheme}")
            for done, word in enumerate(ladder[2:], start=2):  # each rung judged before the next is typed
                focused(browser).send_keys(Keys.CONTROL, "a")
                focused(browser).send_keys(word, Keys.ENTER)
                WebDriverWait(browser, 30).until(lambda d: played(d) == done)
            WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())
            assert focused(browser).get_attribute("id") == "stats-close"
            shot(browser, f"game-solved-{width}px-{scheme}")
    finally:
        system_scheme(browser, "")
