"""The page in a real headless Chromium (Debian's chromium and chromium-driver, driven by Selenium).

Solve, an unknown word's suggestions, no ladder, a shared URL, markup in every
parameter, solving by keyboard alone, every control's label, and the page at a
phone's width; the Play tab opening the game screen (issue 40: the old list and
text box gone, an old ``/?play=1`` address opening the same puzzle there),
practice drawn by length, rating and moves, its errors in a player's words, and
a practice round by keyboard alone (Tab, Enter and typing, hints in three
levels, each counted). Set ``LADDERS_SCREENSHOTS=docs/images`` to save the
screenshots the docs show.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from urllib.parse import urlencode
from urllib.request import urlopen

import pytest

from ladders.moves.metrics import METRICS
from ladders.play.rules import GAME_METRIC, HARD_MODE, MOVES
from ladders.solve.check import check_ladder
from tests.web.browser import shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.test_daily_page import SEEN_HELP, chromium_on_the_day

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    for driver in chromium_on_the_day(server):
        driver.get(server + "/style.css")  # How to play seen: it would open by itself on the game screen's first visit
        driver.execute_script("localStorage.setItem(arguments[0], '1')", SEEN_HELP)
        yield driver


def wait_for(driver: webdriver.Chrome, text: str, where: str = "answer") -> None:
    WebDriverWait(driver, 30).until(lambda d: text in d.find_element(By.ID, where).text)


def test_solve_shows_the_ladder_definitions_and_picture(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/")
    browser.find_element(By.ID, "start").send_keys("beer")
    browser.find_element(By.ID, "end").send_keys("wine\n")  # Enter submits: usable by keyboard
    wait_for(browser, "Commoner words")
    words = [b.text for b in
             browser.find_elements(By.CSS_SELECTOR, "#answer .answer-ladder")[0].find_elements(By.TAG_NAME, "button")]
    assert words == ["beer", "bee", "wee", "were", "wire", "wine"]
    browser.find_elements(By.CSS_SELECTOR, "#answer .word")[0].click()
    assert "alcoholic" in browser.find_element(By.CSS_SELECTOR, "#answer .definition").text
    WebDriverWait(browser, 30).until(lambda d: d.execute_script(
        "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))
    assert "start=beer" in browser.current_url  # the address is the shareable one
    shot(browser, "page-solve")


def test_unknown_word_offers_clickable_suggestions(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?start=beeer&end=wine")
    wait_for(browser, "not in the dictionary")
    shot(browser, "page-unknown-word")
    suggestion = [b for b in browser.find_elements(By.CLASS_NAME, "suggestion") if b.text == "beer"][0]
    suggestion.click()
    wait_for(browser, "Shortest: 5 steps")
    assert browser.find_element(By.ID, "start").get_attribute("value") == "beer"


def test_no_ladder_says_why(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?start=cat&end=xylophone")
    wait_for(browser, "different groups")
    shot(browser, "page-no-ladder")


def test_a_shared_url_opens_solved(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?start=cold&end=warm&metric=substitution")
    wait_for(browser, "Shortest: 4 steps")
    assert browser.find_element(By.ID, "metric").get_attribute("value") == "substitution"


@pytest.mark.parametrize("name", ["start", "end", "metric"])
def test_markup_in_a_parameter_is_shown_as_text_never_run(server: str, browser: webdriver.Chrome, name: str) -> None:
    markup = '<img src=x onerror="document.title=\'owned\'"><b id=injected>x</b>'
    query = {"start": "beer", "end": "wine", name: markup}
    browser.get(server + "/?" + urlencode(query))
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "answer").text not in ("", "Searching…"))
    assert browser.title == "Word ladders"
    assert not browser.find_elements(By.ID, "injected")
    assert not browser.find_elements(By.CSS_SELECTOR, "#answer img")


def goal_of(driver: webdriver.Chrome) -> tuple[str, str, int, str]:
    """The round's start, end, par and moves, as the goal line says them ("From cold to warm, change one letter at a
    time: par 4 steps (rated easy).")."""
    found = re.fullmatch(r"From (\S+) to (\S+), (.+): par (\d+) steps?(?: \(.*\))?\.",
                         driver.find_element(By.ID, "goal").text)
    assert found, driver.find_element(By.ID, "goal").text
    return found[1], found[2], int(found[4]), found[3]


def rest_of_the_way(server: str, start: str, end: str, metric: str = "substitution") -> list[str]:
    query = urlencode({"start": start, "end": end, "common": "0", "metric": metric})
    with urlopen(f"{server}/api/ladder?{query}", timeout=30) as reply:
        return list(json.load(reply)["ladder"]["words"])


def played(driver: webdriver.Chrome) -> int:
    return len(driver.find_elements(By.CSS_SELECTOR, "#rungs li.played"))


def test_the_play_tab_opens_the_game_screen(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/")
    browser.find_element(By.ID, "play-tab").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    assert browser.execute_script("return location.pathname") == "/play"
    assert browser.find_element(By.ID, "puzzle-title").text == "Practice ladder (not counted)"
    assert browser.find_element(By.ID, "play-tab").get_attribute("aria-current") == "page"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#keyboard button")) == 28  # the game's tiles and keys
    start, end, par, moves = goal_of(browser)
    assert moves == MOVES[GAME_METRIC] and 3 <= par <= 6
    assert f"start={start}" in browser.current_url and f"end={end}" in browser.current_url  # shareable
    browser.get(server + "/")  # the old Play (a numbered list and a text box) is gone from the main page
    assert not browser.find_elements(By.ID, "puzzle-form") and not browser.find_elements(By.ID, "round")


def test_an_old_play_address_opens_the_same_puzzle_on_the_game_screen(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?play=1&start=cold&end=warm&metric=levenshtein")
    WebDriverWait(browser, 30).until(lambda d: "/play" in d.current_url and d.find_element(By.ID, "goal").text)
    assert browser.current_url.endswith("/play?start=cold&end=warm&metric=levenshtein&lang=en")  # lang kept
    assert goal_of(browser) == ("cold", "warm", 4, MOVES["levenshtein"])
    WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    press(browser, "cod", Keys.ENTER)  # a letter removed: one move here
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    wait_for(browser, "Accepted, off the shortest way: cod", "status")  # a detour, but a word one move on


@pytest.mark.parametrize(("metric", "length", "rating"), [("damerau", "4", "easy"), ("substitution", "5", "")])
def test_practice_is_drawn_by_length_rating_and_moves(server: str, browser: webdriver.Chrome, metric: str,
                                                      length: str, rating: str) -> None:
    browser.get(server + "/play")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    browser.find_element(By.ID, "practice-open").click()
    options = {o.get_attribute("value"): o.text
               for o in browser.find_elements(By.CSS_SELECTOR, "#practice-metric option")}
    assert options == MOVES  # every kind of move the game offers, by name, from the rules
    assert browser.find_element(By.ID, "hard-note").get_attribute("textContent") == HARD_MODE
    Select(browser.find_element(By.ID, "practice-metric")).select_by_value(metric)
    Select(browser.find_element(By.ID, "practice-length")).select_by_value(length)
    Select(browser.find_element(By.ID, "practice-rating")).select_by_value(rating)
    Select(browser.find_element(By.ID, "practice-steps")).select_by_value("4")
    browser.find_element(By.ID, "practice-go").click()
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "practice").is_displayed())
    assert f"metric={metric}" in browser.current_url and browser.switch_to.active_element.get_attribute("id") == "rung"
    start, end, par, moves = goal_of(browser)
    assert (len(start), len(end), par, moves) == (int(length), int(length), 4, MOVES[metric])
    if rating:
        assert browser.find_element(By.ID, "goal").text.endswith(f"(rated {rating}).")
    words = rest_of_the_way(server, start, end, metric)
    assert check_ladder(words, METRICS[metric]).valid and len(words) == 5


def test_practice_says_errors_in_a_player_s_words(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/play?start=cat&end=xylophone")
    wait_for(browser, "No ladder joins cat and xylophone", "status")
    assert browser.find_element(By.ID, "puzzle-title").text == "No practice puzzle"
    assert "group" not in browser.find_element(By.ID, "status").text
    browser.get(server + "/play?start=cold&end=warm&metric=substitution")
    WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    press(browser, "c<ld", Keys.ENTER)
    wait_for(browser, "is not a word", "refusal")
    assert "sign" not in browser.find_element(By.ID, "refusal").text
    assert browser.find_element(By.ID, "refusal").find_elements(By.TAG_NAME, "*") == []  # text, never markup


def press(driver: webdriver.Chrome, *keys: str) -> None:
    ActionChains(driver).send_keys(*keys).perform()


def tab_to(driver: webdriver.Chrome, element_id: str, most: int = 8) -> None:
    """Press Tab until the element *element_id* has the focus (at most *most* presses)."""
    for _ in range(most):
        press(driver, Keys.TAB)
        if driver.switch_to.active_element.get_attribute("id") == element_id:
            return
    raise AssertionError(f"{most} presses of Tab never reached #{element_id}")


def test_solving_by_keyboard_alone(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/")
    tab_to(browser, "start")
    press(browser, "cold", Keys.TAB)
    assert browser.switch_to.active_element.get_attribute("id") == "end"
    press(browser, "warm")
    tab_to(browser, "solve-button", most=2)
    press(browser, Keys.ENTER)
    wait_for(browser, "Shortest: 4 steps")
    press(browser, Keys.TAB)  # on to the ladder's first word: Enter opens its definition, under its row
    focused = browser.switch_to.active_element
    assert focused.get_attribute("class") == "word" and focused.text == "cold"
    assert focused.get_attribute("aria-expanded") == "false"
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "#answer .definition").is_displayed())
    assert browser.find_element(By.CSS_SELECTOR, "#answer .definition").text.startswith("cold")
    assert focused.get_attribute("aria-expanded") == "true"


def test_a_practice_round_by_keyboard_alone(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/")
    tab_to(browser, "play-tab")
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    start, end, steps, _ = goal_of(browser)
    press(browser, "qqqq", Keys.ENTER)
    wait_for(browser, "not in the word list", "refusal")
    press(browser, *[Keys.BACKSPACE] * 4)
    for level in (1, 2, 3):  # one rung by hints, asked from the keyboard; the rest typed
        tab_to(browser, "hint", most=4)
        press(browser, Keys.ENTER)
        wait_for(browser, f"Hint {level} of 3", "status")
        WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    press(browser, Keys.ENTER)  # the hinted word is in the row: Enter plays it
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    hinted = browser.find_element(By.CSS_SELECTOR, "#rungs li.played .sr-only").get_attribute("textContent")
    rest = rest_of_the_way(server, hinted.split(",")[0], end)
    assert len(rest) - 1 == steps - 1, (hinted, rest, steps)
    for done, word in enumerate(rest[1:], start=2):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    wait_for(browser, f"Solved in {steps} steps (par {steps}) with 3 hints", "summary")


def test_every_control_is_labelled(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?start=beer&end=wine")
    wait_for(browser, "Commoner words")
    browser.execute_script("document.getElementById('language-field').hidden = false")  # shown with 2+ languages
    controls = browser.find_elements(By.CSS_SELECTOR, "input, select, button, a")
    assert len(controls) > 10
    for control in controls:
        assert control.accessible_name.strip(), control.get_attribute("outerHTML")


def test_the_page_fits_a_phone(server: str, browser: webdriver.Chrome) -> None:
    with viewport(browser, 360, 800):
        browser.get(server + "/?start=beer&end=wine")
        wait_for(browser, "Commoner words")
        WebDriverWait(browser, 30).until(lambda d: d.execute_script(
            "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360  # no sideways scrolling
        for control in browser.find_elements(By.CSS_SELECTOR,
                                             "#solve-form input, #solve-form select, #solve-form button"):
            assert (control.rect["x"] >= 0
                    and control.rect["x"] + control.rect["width"] <= 360), control.get_attribute("id")
        shot(browser, "page-phone")
