"""The page shows a German word as the game counts its letters: one tile a letter of the word list's spelling (Fuß
on four tiles, F U S S; Schläge on eight), the rule said once as a round starts, and under a solved ladder the same
note the command line prints. In a real headless Chromium, at a phone's 390 × 844 (and the goal, the row being typed
and the rule seen at 360 × 640 and 1280 × 800 too), on ``ladders serve`` of a small German list written here (no
system word list needed; wordfreq ranks it).
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import urlencode

import pytest

from tests.web.browser import chromium, shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.screen import in_view
from tests.web.serving import Server

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

pytest.importorskip("wordfreq", reason="a language's list is ranked with wordfreq (the freq extra)")

GERMAN = ["Schlange", "Schläge", "schlage", "Fuß", "Kuss", "muss", "Maß", "Maus", "Haus", "Straße"]
RULE = "In this game ä is written ae, ö oe, ü ue and ß ss, as in crosswords: two letters each."


@pytest.fixture(scope="module")
def german_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    path = tmp_path_factory.mktemp("german") / "deutsch.txt"
    path.write_text("".join(f"{word}\n" for word in GERMAN), encoding="utf-8")
    with Server("--words", str(path), "--language", "de", "--default-language", "de") as served:
        yield served.url
        served.stop()


@pytest.fixture(scope="module")
def browser(german_server: str) -> Iterator[webdriver.Chrome]:
    for driver in chromium():
        driver.get(german_server + "/style.css")
        driver.execute_script("localStorage.setItem('ladders.daily.seen-help', '1')")  # How to play seen already
        yield driver


@pytest.fixture(autouse=True)
def phone(browser: webdriver.Chrome) -> Iterator[None]:
    """Each test at a phone's 390 × 844 (one that sizes the window itself leaves it so)."""
    with viewport(browser, 390, 844):
        yield


def faces(driver: webdriver.Chrome, selector: str) -> list[str]:
    """Each tile's letter as drawn (in capitals, as the tiles' style sets them)."""
    return [tile.text for tile in driver.find_elements(By.CSS_SELECTOR, selector + " .tile .letter")]


def practise(driver: webdriver.Chrome, url: str, start: str, end: str) -> None:
    driver.get(url + "/play?" + urlencode({"start": start, "end": end, "metric": "substitution", "lang": "de"}))
    WebDriverWait(driver, 30).until(lambda d: f"From {start} to {end}" in d.find_element(By.ID, "goal").text)


def test_sharp_s_is_two_tiles_and_the_rule_is_said_once(german_server: str, browser: webdriver.Chrome) -> None:
    practise(browser, german_server, "Fuß", "Haus")
    goal = browser.find_element(By.ID, "goal").text
    assert goal.count(RULE) == 1, goal
    assert faces(browser, "#rungs li.start") == ["F", "U", "S", "S"], "ß on two tiles, never SS on one"
    assert browser.find_element(By.CSS_SELECTOR, "#rungs li.start .sr-only").get_attribute("textContent") \
        == "start: Fuß", "a screen reader hears the word as it is spelt"
    browser.find_element(By.ID, "rung").send_keys("muß")
    typed = faces(browser, "#typed")
    assert typed == ["M", "U", "S", "S"], "a ß typed shows as the two letters it counts as"
    shot(browser, "game-german-sharp-s")
    browser.find_element(By.ID, "rung").send_keys("\n")
    WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rungs li.played")) == 1)
    assert faces(browser, "#rungs li.played") == ["M", "U", "S", "S"]
    WebDriverWait(browser, 30).until(lambda d: "Accepted: muss" in d.find_element(By.ID, "status").text)


def test_an_umlaut_is_two_tiles_so_one_move_changes_one_tile(german_server: str, browser: webdriver.Chrome) -> None:
    practise(browser, german_server, "Schlange", "Schläge")
    start, goal = faces(browser, "#rungs li.start"), faces(browser, "#ahead li.goal")
    assert "".join(goal) == "SCHLAEGE" and "".join(start) == "SCHLANGE"
    assert sum(a != b for a, b in zip(start, goal, strict=True)) == 1, "one move: one tile changes"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#typed .tile")) == 8, "the row as long as the list's spelling"
    shot(browser, "game-german-umlaut")


def test_the_solver_shows_the_clis_note_under_the_tiles(german_server: str, browser: webdriver.Chrome) -> None:
    browser.get(german_server + "/?" + urlencode({"start": "Fuß", "end": "Haus", "metric": "substitution",
                                                   "lang": "de"}))
    WebDriverWait(browser, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#answer .spelling-note"))
    note = browser.find_element(By.CSS_SELECTOR, "#answer .spelling-note").text
    assert note.startswith("(ß is written ss in these ladders: Fuß → muss is fuss → muss, f changed to m")
    rows = browser.find_elements(By.CSS_SELECTOR, "#answer .answer-ladder li")
    assert [tile.text for tile in rows[0].find_elements(By.CSS_SELECTOR, ".tile .letter")] == ["F", "U", "S", "S"]
    assert len(browser.find_elements(By.CSS_SELECTOR, "#answer .spelling-note")) == 1, "said once"
    shot(browser, "page-german-sharp-s", whole=True)


@pytest.mark.parametrize(("width", "height"), [(360, 640), (390, 844), (1280, 800)], ids=lambda n: str(n))
def test_the_goal_the_row_and_the_rule_stay_in_view_at_every_size(german_server: str, browser: webdriver.Chrome,
                                                                  width: int, height: int) -> None:
    """Eight tiles a row and the rule's sentence in the goal line still leave the goal, the row being typed and
    the rule on the screen, by geometry, from the smallest phone up."""
    with viewport(browser, width, height):
        practise(browser, german_server, "Schlange", "Schläge")
        for selector in ("#goal", "#ahead .goal", "#rung-form .entry"):
            seen = in_view(browser, browser.find_element(By.CSS_SELECTOR, selector))
            assert seen["ok"], (width, height, selector, seen)
        shot(browser, f"game-german-umlaut-{width}x{height}")
