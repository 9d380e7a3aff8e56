"""The page in a real headless Chromium (Debian's chromium and chromium-driver, driven by Selenium).

Solve, an unknown word's suggestions, no ladder, a shared URL, markup in every
parameter, one whole play round by the daily game's rules (one letter at a
time unless another kind of move is chosen by name, detours, hints in three
levels, each counted), play's errors in a player's words, solving and playing
by keyboard alone (Tab, Enter and typing), every control's label, and the
page at a phone's width. Set ``LADDERS_SCREENSHOTS=docs/images`` to save the
screenshots the docs show.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from urllib.parse import urlencode
from urllib.request import urlopen

import pytest

from ladders.play.rules import GAME_METRIC, HARD_MODE, MOVES
from tests.web.browser import chromium, shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    yield from chromium()


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


def goal_of(driver: webdriver.Chrome) -> tuple[str, str, int]:
    """The round's start, end and par, as the goal line says them ("From cold to warm: par 4 steps, ...")."""
    found = re.fullmatch(r"From (\S+) to (\S+): par (\d+) steps?, (.+)\.", driver.find_element(By.ID, "goal").text)
    assert found, driver.find_element(By.ID, "goal").text
    return found[1], found[2], int(found[3])


def rest_of_the_way(server: str, start: str, end: str) -> list[str]:
    query = urlencode({"start": start, "end": end, "common": "0", "metric": "substitution"})
    with urlopen(f"{server}/api/ladder?{query}", timeout=30) as reply:
        return list(json.load(reply)["ladder"]["words"])


def test_one_whole_play_round_by_the_daily_game_s_rules(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?play=1")
    WebDriverWait(browser, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#play-metric option"))
    options = browser.find_elements(By.CSS_SELECTOR, "#play-metric option")
    assert {o.get_attribute("value"): o.text for o in options} == MOVES  # offered by name, from the rules
    assert browser.find_element(By.ID, "play-metric").get_attribute("value") == GAME_METRIC
    assert browser.find_element(By.ID, "play-hard-note").text == HARD_MODE
    browser.find_element(By.ID, "new-puzzle").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    start, end, steps = goal_of(browser)
    assert browser.find_element(By.ID, "goal").text.endswith(MOVES[GAME_METRIC] + ".")
    assert "play=1" in browser.current_url and f"start={start}" in browser.current_url
    rung = browser.find_element(By.ID, "rung")
    rung.send_keys("qqqq\n")
    wait_for(browser, "not in the word list", "verdict")
    for level in (1, 2, 3):  # the daily game's hints: the place, the letter, then the word, each one counted
        browser.find_element(By.ID, "hint").click()
        wait_for(browser, f"Hint {level} of 3", "verdict")
        assert browser.find_element(By.ID, "hints-used").text == f"Hints asked: {level}."
    hinted = rung.get_attribute("value")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#rungs li")) == 1  # a hint never plays the rung itself
    shot(browser, "page-play")
    rung.send_keys(Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rungs li")) == 2)
    for done, word in enumerate(rest_of_the_way(server, hinted, end)[1:], start=3):
        rung.send_keys(word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rungs li")) == done)
    wait_for(browser, "Solved", "verdict")
    said = browser.find_element(By.ID, "verdict").text
    assert said == f"Solved in {steps} steps (par {steps}) with 3 hints."  # never "at par" without its hints
    assert browser.find_elements(By.CSS_SELECTOR, "#rungs li")[-1].text == end
    assert browser.find_element(By.ID, "rung").get_attribute("disabled")
    focus = browser.switch_to.active_element  # the box is disabled: the focus goes to the result, not to <body>
    assert focus.get_attribute("id") == "solved-title" and focus.tag_name == "h3"
    shot(browser, "page-play-solved")


def test_play_changes_one_letter_at_a_time_unless_asked_otherwise(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?play=1&start=cold&end=warm")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    assert goal_of(browser) == ("cold", "warm", 4)
    rung = browser.find_element(By.ID, "rung")
    rung.send_keys("cod\n")  # a word, but a letter removed
    wait_for(browser, "change one letter at a time", "verdict")
    rung.clear()
    rung.send_keys("bold\n")  # one letter changed, off every shortest way: a detour
    wait_for(browser, "off the shortest way", "verdict")
    browser.get(server + "/?play=1&start=cold&end=warm&metric=levenshtein")  # another kind of move, by name
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    assert browser.find_element(By.ID, "goal").text.endswith(MOVES["levenshtein"] + ".")
    browser.find_element(By.ID, "rung").send_keys("cod\n")
    wait_for(browser, "'cod': a word", "verdict")  # accepted: removing a letter is one move here


def test_play_errors_are_in_a_player_s_words(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?play=1&start=cat&end=xylophone")
    wait_for(browser, "no ladder joins cat and xylophone", "verdict")
    assert "group" not in browser.find_element(By.ID, "verdict").text
    browser.get(server + "/?play=1&start=cold&end=warm")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    browser.find_element(By.ID, "rung").send_keys("c<ld\n")
    wait_for(browser, "is not a word", "verdict")
    assert "sign" not in browser.find_element(By.ID, "verdict").text


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


def test_a_play_round_by_keyboard_alone(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/")
    tab_to(browser, "play-tab")
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(
        lambda d: "play=1" in d.current_url and d.find_element(By.ID, "play").is_displayed())
    tab_to(browser, "new-puzzle")
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
    WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    start, end, steps = goal_of(browser)
    press(browser, "qqqq", Keys.ENTER)
    wait_for(browser, "not in the word list", "verdict")
    press(browser, Keys.CONTROL, "a", Keys.NULL, Keys.DELETE)
    for level in (1, 2, 3):  # one rung by hints, asked from the keyboard; the rest typed
        tab_to(browser, "hint", most=3)
        press(browser, Keys.ENTER)
        wait_for(browser, f"Hint {level} of 3", "verdict")
        WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    press(browser, Keys.ENTER)  # the hinted word is in the box: Enter plays it
    WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rungs li")) == 2)
    played = browser.find_elements(By.CSS_SELECTOR, "#rungs li")[1].text
    # The hint is the next word of a shortest ladder (of words a puzzle may show, where one serves): the rest from it.
    rest = rest_of_the_way(server, played, end)
    assert len(rest) - 1 == steps - 1, (played, rest, steps)
    WebDriverWait(browser, 30).until(lambda d: d.switch_to.active_element.get_attribute("id") == "rung")
    for done, word in enumerate(rest[1:], start=3):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rungs li")) == done)
    wait_for(browser, "with 3 hints", "verdict")


def test_every_control_is_labelled(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?start=beer&end=wine")
    wait_for(browser, "Commoner words")
    browser.execute_script("document.getElementById('play').hidden = false; "
                           "document.getElementById('round').hidden = false; "
                           "document.getElementById('language-field').hidden = false")  # shown with 2+ languages
    controls = browser.find_elements(By.CSS_SELECTOR, "input, select, button, a")
    assert len(controls) > 15
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


def test_play_fits_a_phone(server: str, browser: webdriver.Chrome) -> None:
    with viewport(browser, 360, 800):
        browser.get(server + "/?play=1&start=cold&end=warm")
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text.startswith("From"))
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360  # the moves' long names too
        for control in browser.find_elements(By.CSS_SELECTOR, "#puzzle-form select, #puzzle-form button, #rung"):
            right = control.rect["x"] + control.rect["width"]
            assert control.rect["x"] >= 0 and right <= 360, control.get_attribute("id")
