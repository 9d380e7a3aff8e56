"""The page's language picker in a real headless Chromium, on ``ladders serve --language fr`` (the system's French
word list: skipped, saying so, where it is not installed; CI installs it)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from urllib.parse import urlencode

import pytest

from ladders import Ladder, levenshtein
from ladders.words.languages import LANGUAGES, lexicon_for
from tests.checks import assert_valid_ladder
from tests.web.browser import chromium, shot, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.serving import Server

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

FRENCH = LANGUAGES["fr"]
if not os.path.exists(str(FRENCH.path)):
    pytest.skip(f"the French word list is not installed here (apt-get install {FRENCH.package})",
                allow_module_level=True)


@pytest.fixture(scope="module")
def french_server() -> Iterator[str]:
    with Server("--language", "fr") as served:
        yield served.url
        served.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    yield from chromium()


def shown_words(driver: webdriver.Chrome) -> list[str]:
    ladder = driver.find_elements(By.CSS_SELECTOR, "#answer .answer-ladder")[0]
    return [word.text for word in ladder.find_elements(By.CSS_SELECTOR, ".plain-word, .word")]


def test_the_picker_solves_in_french_with_real_spellings(french_server: str, browser: webdriver.Chrome) -> None:
    browser.get(french_server + "/?" + urlencode({"start": "été", "end": "fêter", "lang": "fr"}))
    WebDriverWait(browser, 60).until(lambda d: "Shortest" in d.find_element(By.ID, "answer").text)
    picker = Select(browser.find_element(By.ID, "language"))
    assert browser.find_element(By.ID, "language-field").is_displayed()
    assert [option.text for option in picker.options] == ["English", "French"]
    assert picker.first_selected_option.text == "French"
    words = shown_words(browser)
    french = lexicon_for("fr")
    keys = [french.fold(word) for word in words]
    assert words == [french.spelling(key) for key in keys], "each rung in its real spelling"
    assert words[0] == "été" and words[-1] == "fêter"
    assert_valid_ladder(Ladder(tuple(keys)), "ete", "feter", levenshtein, french)
    assert not browser.find_elements(By.CSS_SELECTOR, "#answer button.word"), "no definitions in French"
    assert "French word list" in browser.find_element(By.ID, "credits").text
    assert browser.execute_script("return document.documentElement.lang") == "fr"
    shot(browser, "page-french", whole=True)
    picker.select_by_visible_text("English")
    browser.find_element(By.ID, "start").clear()
    browser.find_element(By.ID, "start").send_keys("beer")
    browser.find_element(By.ID, "end").clear()
    browser.find_element(By.ID, "end").send_keys("wine\n")
    WebDriverWait(browser, 60).until(lambda d: "beer" in d.find_element(By.ID, "answer").text)
    assert shown_words(browser)[0] == "beer" and browser.find_elements(By.CSS_SELECTOR, "#answer button.word")
    assert "lang=en" in browser.current_url



def test_a_practice_round_in_french_shows_real_spellings(french_server: str, browser: webdriver.Chrome) -> None:
    browser.get(french_server + "/style.css")
    browser.execute_script("localStorage.setItem('ladders.daily.seen-help', '1')")  # How to play seen already
    browser.get(french_server + "/?" + urlencode({"play": "1", "start": "tête", "end": "fêter", "metric": "levenshtein",
                                                   "lang": "fr"}))  # an old Play address: the game screen, in French
    WebDriverWait(browser, 60).until(lambda d: "From tête to fêter" in d.find_element(By.ID, "goal").text)
    assert "lang=fr" in browser.current_url and browser.execute_script("return document.documentElement.lang") == "fr"
    browser.find_element(By.ID, "rung").send_keys("FÊTE\n")
    WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rungs li.played")) == 1)
    said = [item.get_attribute("textContent") for item in browser.find_elements(By.CSS_SELECTOR, "#rungs li .sr-only")]
    assert said[0] == "start: tête" and said[1].startswith("fête, "), said
    tiles = browser.find_elements(By.CSS_SELECTOR, "#rungs li.played .tile .letter")
    assert "".join(tile.get_attribute("textContent") for tile in tiles) == "fête"  # its tiles spelt as the word is
    WebDriverWait(browser, 30).until(lambda d: "Accepted: fête" in d.find_element(By.ID, "status").text)
    browser.find_element(By.ID, "rung").send_keys("fêter\n")
    WebDriverWait(browser, 30).until(lambda d: "Solved in 2 steps" in d.find_element(By.ID, "summary").text)
    words = [term.text for term in browser.find_elements(By.CSS_SELECTOR, "#definitions dt")]
    assert words == ["tête", "fête", "fêter"]
