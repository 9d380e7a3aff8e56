"""The daily ladder page (/daily) in a real headless Chromium (Debian's chromium and chromium-driver, by Selenium).

A whole daily round by keyboard alone (a non-word refused and announced, a
hint, then a ladder at par that the test finds through the API and checks
against a plain breadth-first search), the share text copied and naming no
word beyond the ends, the records kept in localStorage (those stored before
the archive rule counted as played on their day), undo (counted, crossed out
in the share text), giving up ending the streak, practice (the same screen, at /play) leaving it alone,
the page agreeing with ``ladders daily --json``, markup staying text, and
the page readable 320 px wide and with text at 200%. The browser's clock and
the server's today are fixed (:data:`BROWSER_DAY`), so no test depends on the
real date. The records' rules, archive and future days, and the export code
are in ``test_daily_records.py``. Set ``LADDERS_SCREENSHOTS=docs/images`` to
save the screenshots the docs show.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import timedelta
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode

import pytest

from ladders.moves.metrics import METRICS
from ladders.play.daily import FIRST_DAY
from ladders.solve.check import check_ladder
from ladders.words.embedded import resolve_lexicon
from ladders.play.rules import HARD_MODE
from ladders.play.share import UNDONE
from tests.reference import distances_from, obvious_neighbours, shortest_steps
from tests.web.browser import chromium, shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.serving import SERVER_DAY

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webelement import WebElement  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

OUTCOMES = "ladders.daily.outcomes"

BROWSER_DAY = SERVER_DAY
"""The browser's "today", injected: its clock reads noon of this day (local time), whatever the real date; the
server's today is the same day (``LADDERS_TODAY``)."""

FIXED_CLOCK = """(() => {
  const fixed = new Date(%d, %d, %d, 12, 0, 0).getTime(), Real = Date;
  class Fixed extends Real {
    constructor(...given) { super(...(given.length ? given : [fixed])); }
    static now() { return fixed; }
  }
  window.Date = Fixed;
})();"""


def chromium_on_the_day(server: str) -> Iterator[webdriver.Chrome]:
    """A fresh headless Chromium whose pages read :data:`BROWSER_DAY` (noon, local time) as today, allowed the
    clipboard on *server*; what every page test's browser is (this module's, the records' and axe's)."""
    browsers = chromium()
    driver = next(browsers)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": FIXED_CLOCK % (BROWSER_DAY.year, BROWSER_DAY.month - 1, BROWSER_DAY.day)})
    # Let the page write to the clipboard (a person's click grants it; a headless browser must be told).
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server, "permissions": [
        "clipboardReadWrite", "clipboardSanitizedWrite"]})
    driver.set_script_timeout(60)  # axe's run is an asynchronous script
    try:
        yield driver
    finally:
        browsers.close()


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


def api(server: str, path: str, **query: Any) -> Any:
    with urllib.request.urlopen(f"{server}{path}?{urlencode(query)}", timeout=30) as reply:
        return json.load(reply)


SEEN_HELP = "ladders.daily.seen-help"


def open_fresh(browser: webdriver.Chrome, url: str, outcomes: dict[str, Any] | None = None, *,
               help_seen: bool = True) -> None:
    """Open *url* with this browser's stored stats emptied (or set to *outcomes*), and wait for the puzzle;
    "How to play" counts as seen (it opens by itself on a first visit) unless *help_seen* is false."""
    origin = urllib.parse.urlsplit(url)
    browser.get(f"{origin.scheme}://{origin.netloc}/style.css")  # the origin, without running the page
    browser.execute_script("localStorage.clear(); if (arguments[0]) localStorage.setItem(arguments[1], arguments[0]);"
                           "if (arguments[2]) localStorage.setItem(arguments[3], '1');",
                           json.dumps(outcomes) if outcomes else None, OUTCOMES, help_seen, SEEN_HELP)
    browser.get(url)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "puzzle-title").text != "Loading the puzzle…")


def wait_for(browser: webdriver.Chrome, text: str, where: str = "status") -> None:
    """Wait until *where* holds *text*, shown or only heard (the live region repeats a refusal shown by its row)."""
    WebDriverWait(browser, 30).until(lambda d: text in text_of(d.find_element(By.ID, where)))


def focused(browser: webdriver.Chrome) -> WebElement:
    return browser.switch_to.active_element


def press(browser: webdriver.Chrome, *keys: str) -> None:
    """Keys to whatever has the focus: the keyboard, and nothing else."""
    focused(browser).send_keys(*keys)


def played(browser: webdriver.Chrome) -> int:
    return len(browser.find_elements(By.CSS_SELECTOR, "#rungs li.played"))


def stored(browser: webdriver.Chrome) -> dict[str, Any]:
    return json.loads(browser.execute_script("return localStorage.getItem(arguments[0]) || '{}'", OUTCOMES))


STAT_NAMES = {"Played": "played", "Solved": "solved", "At par (no hints)": "at_par", "Solved with hints": "hinted",
              "Given up": "gave_up", "Current streak": "current_streak", "Best streak": "best_streak",
              "Archive days (not counted)": "archive"}
"""The statistics the page shows, by the name ``records.Summary.as_json`` gives each."""


def stats(browser: webdriver.Chrome) -> dict[str, int]:
    """The statistics the page shows, named as ``records.Summary.as_json`` names them (the distribution apart).

    Read in one script, so a dialog the page draws again meanwhile is never read half old, half new."""
    names, values = browser.execute_script(
        "const text = (q) => [...document.querySelectorAll(q)].map((e) => e.textContent.trim());"
        "return [text('#stats-list dt'), text('#stats-list dd')];")
    return {STAT_NAMES[name]: int(value) for name, value in zip(names, values, strict=True)}


def shown_distribution(browser: webdriver.Chrome) -> dict[str, int]:
    """The distribution's bars: each row's label and the count it shows (read in one script, as :func:`stats`)."""
    rows = browser.execute_script(
        "return [...document.querySelectorAll('#distribution li')].map((row) => ["
        "row.querySelector('.bar-label').textContent.trim(), row.querySelector('.bar').textContent.trim()]);")
    return {label: int(count) for label, count in rows}


def text_of(element: WebElement) -> str:
    """An element's text, shown or not (the statistics live in a dialog, closed until asked for)."""
    return str(element.get_attribute("textContent")).strip()


def open_stats(browser: webdriver.Chrome) -> None:
    """Open the statistics dialog (by its button in the header) unless it is open."""
    if not browser.execute_script("return document.getElementById('stats').open"):
        browser.find_element(By.ID, "stats-open").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats-list").is_displayed())


def close_stats(browser: webdriver.Chrome) -> None:
    """Close the statistics dialog by keyboard (Escape), if it is open."""
    if browser.execute_script("return document.getElementById('stats').open"):
        press(browser, Keys.ESCAPE)
    WebDriverWait(browser, 30).until(lambda d: not d.execute_script("return document.getElementById('stats').open"))


def counts(played: int, solved: int, at_par: int, current: int, best: int, *, hinted: int = 0,
           archive: int = 0) -> dict[str, int]:
    return {"played": played, "solved": solved, "at_par": at_par, "hinted": hinted, "gave_up": played - solved,
            "current_streak": current, "best_streak": best, "archive": archive}


def today_number(browser: webdriver.Chrome) -> int:
    return int(re.findall(r"#(\d+)", browser.find_element(By.ID, "puzzle-title").text)[0])


def par_ladder(server: str, start: str, end: str, par: int, metric: str) -> list[str]:
    """A shortest ladder from the API, checked by the checker and against a plain breadth-first search."""
    words = api(server, "/api/ladder", start=start, end=end, metric=metric, common=0)["ladder"]["words"]
    report = check_ladder(words, METRICS[metric])
    assert report.valid and report.steps == par, report
    assert shortest_steps(start, end, resolve_lexicon(None).words_of_length(len(start)), metric) == par
    return list(words)


def browser_date(browser: webdriver.Chrome) -> str:
    return str(browser.execute_script(
        "const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]"
        ".map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');"))


def test_a_whole_daily_round_by_keyboard_alone(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    assert browser_date(browser) == BROWSER_DAY.isoformat()  # the injected clock holds
    puzzle = api(server, "/api/daily", date=browser_date(browser))  # today, by the browser's own calendar
    assert browser.find_element(By.ID, "puzzle-title").text.startswith(f"Daily ladder #{puzzle['number']}")
    ladder = par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])
    assert focused(browser).get_attribute("id") == "rung"  # the round starts where the typing goes

    press(browser, "qqqq", Keys.ENTER)  # a non-word: refused, said aloud, costs nothing
    wait_for(browser, "Refused")
    assert "not in the word list" in text_of(browser.find_element(By.ID, "status"))
    assert browser.find_element(By.ID, "refusal").is_displayed()  # shown once, under the row; the live region says it
    assert browser.find_element(By.ID, "status").get_attribute("aria-live") == "polite"
    assert played(browser) == 0

    order = []
    for _ in range(4):  # the focus order after the box: Try, Undo, Hint, Give up
        press(browser, Keys.TAB)
        order.append(focused(browser).get_attribute("id"))
    assert order == ["try", "undo", "hint", "give-up"]
    press(browser, Keys.SHIFT, Keys.TAB)
    press(browser, Keys.ENTER)  # a first hint: which letter changes
    wait_for(browser, "Hint 1 of 3")
    assert focused(browser).get_attribute("id") == "rung"

    for done, word in enumerate(ladder[1:], start=1):
        press(browser, Keys.CONTROL, "a")
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
        if done == 1:
            wait_for(browser, "Accepted")
            marks = browser.find_elements(By.CSS_SELECTOR, "#rungs li.played .marks-text")[0].text
            assert "in place" in marks  # the marks are words as well as colours
            shot(browser, "daily-round")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())  # after the result
    assert focused(browser).get_attribute("id") == "stats-close"
    assert browser.find_element(By.ID, "stats").get_attribute("aria-describedby") == "summary"  # the result first
    shot(browser, "daily-stats-dialog")
    press(browser, Keys.ESCAPE)
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "stats").is_displayed())
    assert focused(browser).get_attribute("id") == "result-title"
    assert not browser.find_element(By.ID, "status").text  # the result is shown once, in its heading
    skip = browser.find_element(By.CLASS_NAME, "skip").get_attribute("href").split("#")[1]
    assert browser.find_element(By.ID, skip).is_displayed()  # the skip link still leads somewhere
    summary = browser.find_element(By.ID, "summary").text
    assert f"Solved in {puzzle['par']} steps (par {puzzle['par']})" in summary and "1 hint" in summary

    share = browser.find_element(By.ID, "share-text").text
    assert f"#{puzzle['number']}" in share and "1 hint" in share
    assert len(share.splitlines()) == 1 + puzzle["par"]  # a heading and a row per rung
    said = set(re.findall(r"[a-z]+", share.lower()))
    assert not said & set(ladder[1:-1]), share  # no word beyond the two ends
    press(browser, Keys.TAB)
    assert focused(browser).get_attribute("id") == "copy"
    press(browser, Keys.ENTER)
    wait_for(browser, "Copied", "copied")
    clipboard = browser.execute_async_script(
        "navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")
    assert clipboard == share or clipboard.replace("\r", "") == share

    assert browser.find_element(By.ID, "picture").get_attribute("src").split("?")[0].endswith("/api/draw")
    assert "mask=1" in browser.find_element(By.ID, "picture").get_attribute("src")
    used = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#definitions dt")]
    assert used == ladder
    outcome = stored(browser)[str(puzzle["number"])]
    assert outcome == {"number": puzzle["number"], "solved": True, "steps": puzzle["par"], "par": puzzle["par"],
                       "hints": 1, "on_day": True}
    assert stats(browser) == counts(1, 1, 0, 1, 1, hinted=1)  # a hinted solve is never at par
    assert shown_distribution(browser) == {"par": 1, "+1": 0, "+2": 0, "+3": 0, "+4 or more": 0}
    shot(browser, "daily-result", whole=True)

    browser.refresh()  # the day is over: the page shows the result again and counts nothing twice
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    assert stats(browser)["played"] == 1
    assert not browser.find_element(By.ID, "stats").is_displayed()  # a day reopened: the dialog waits to be asked


def test_the_statistics_open_in_a_dialog_by_keyboard(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    for _ in range(8):  # back from the box, through the mode links, to the header's button
        press(browser, Keys.SHIFT, Keys.TAB)
        if focused(browser).get_attribute("id") == "stats-open":
            break
    assert focused(browser).get_attribute("id") == "stats-open"
    for how in (Keys.ESCAPE, Keys.ENTER):  # Escape, then the Close button (Enter on it: it has the focus)
        press(browser, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())
        assert focused(browser).get_attribute("id") == "stats-close"
        assert browser.execute_script("return document.querySelector('#stats:modal') !== null")  # showModal
        assert stats(browser) == counts(0, 0, 0, 0, 0)
        assert browser.find_element(By.ID, "stats-list").is_displayed()
        assert browser.find_element(By.ID, "export").is_displayed()
        for _ in range(4):  # the focus stays in the dialog (or leaves for the browser's own controls, never the page)
            press(browser, Keys.TAB)
            assert browser.execute_script("const at = document.activeElement, box = document.getElementById('stats'); "
                                          "return at === document.body || box.contains(at)")
        for _ in range(6):
            if focused(browser).get_attribute("id") == "stats-close":
                break
            press(browser, Keys.TAB)
        press(browser, how)
        WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "stats").is_displayed())
        assert focused(browser).get_attribute("id") == "stats-open"  # back to the button that opened it


def test_how_to_play_opens_by_itself_once_then_from_its_button(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily", help_seen=False)  # a first visit: the dialog opens by itself
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "help").is_displayed())
    assert browser.execute_script("return document.querySelector('#help:modal') !== null")  # showModal
    assert focused(browser).get_attribute("id") == "help-close"
    words = text_of(browser.find_element(By.ID, "help"))
    for said in ("one letter at a time", "Par", "three levels", "Undo", "Hard mode", "archive", "Statistics"):
        assert said in words, said
    press(browser, Keys.ESCAPE)
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "help").is_displayed())
    assert focused(browser).get_attribute("id") == "rung"  # on to the puzzle
    assert browser.execute_script("return localStorage.getItem(arguments[0])", SEEN_HELP) == "1"
    browser.refresh()  # remembered: not again
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    assert not browser.find_element(By.ID, "help").is_displayed()
    for _ in range(10):  # back from the box, through the mode links and the header's buttons, to "?"
        press(browser, Keys.SHIFT, Keys.TAB)
        if focused(browser).get_attribute("id") == "help-open":
            break
    assert focused(browser).get_attribute("id") == "help-open"
    assert focused(browser).accessible_name == "How to play"
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "help").is_displayed())
    assert focused(browser).get_attribute("id") == "help-close"
    shot(browser, "daily-help")
    press(browser, Keys.ENTER)  # Close, which has the focus
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "help").is_displayed())
    assert focused(browser).get_attribute("id") == "help-open"  # back to the button that opened it


def test_a_detour_is_accepted_and_counted_against_par(server: str, browser: webdriver.Chrome) -> None:
    for days in range(5, 31):  # a past day whose start has a neighbour off every shortest way (found, not assumed)
        date = str(FIRST_DAY + timedelta(days=days))
        puzzle = api(server, "/api/daily", date=date)
        start, end, par = puzzle["start"], puzzle["end"], puzzle["par"]
        words = frozenset(resolve_lexicon(None).words_of_length(len(start)))
        far = distances_from(end, words, puzzle["metric"])
        alphabet = "".join(sorted(set("".join(words))))
        detour = next((w for w in sorted(obvious_neighbours(start, words, alphabet, puzzle["metric"]))
                       if far.get(w) == par), None)
        if detour is not None:
            break
    assert detour is not None, "no daily puzzle in five weeks has a detour one move from its start"
    rest = par_ladder(server, detour, end, par, puzzle["metric"])
    open_fresh(browser, server + "/daily?" + urlencode({"date": date}))
    press(browser, detour, Keys.ENTER)
    wait_for(browser, "off the shortest way")
    assert text_of(browser.find_element(By.ID, "moves-left")).startswith(f"{par} moves left")
    for done, word in enumerate(rest[1:], start=2):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    assert f"Solved in {par + 1} steps (par {par})" in browser.find_element(By.ID, "summary").text
    assert f"{par + 1} steps (par {par})" in browser.find_element(By.ID, "share-text").text.splitlines()[0]
    assert stored(browser)[str(puzzle["number"])] == {"number": puzzle["number"], "solved": True, "steps": par + 1,
                                                      "par": par, "hints": 0, "on_day": False}  # an archive day
    assert stats(browser) == counts(0, 0, 0, 0, 0, archive=1)


def test_giving_up_today_ends_the_streak_and_keeps_the_best(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    number = today_number(browser)
    # Outcomes as the page stored them before the archive rule (no number, no on_day): played on their own day.
    won = {"solved": True, "steps": 5, "par": 5, "hints": 0}
    open_fresh(browser, server + "/daily", {str(number - 3): won})  # yesterday and the day before missed
    assert stats(browser) == counts(1, 1, 1, 0, 1)
    open_fresh(browser, server + "/daily", {str(number - 5): won, str(number - 2): won,
                                            str(number - 1): {**won, "steps": 6}})  # a gap, then two days
    assert stats(browser) == counts(3, 3, 2, 2, 2)
    browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
    wait_for(browser, "Press Give up again")
    assert browser.find_element(By.ID, "result").is_displayed() is False
    focused(browser).send_keys(Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    assert "Given up" in browser.find_element(By.ID, "summary").text
    assert stored(browser)[str(number)]["solved"] is False and stored(browser)[str(number)]["on_day"] is True
    assert stats(browser) == counts(4, 3, 2, 0, 2)
    assert stored(browser)[str(number - 5)] == {"number": number - 5, **won, "on_day": True}  # kept, in the new form


def test_the_result_counts_down_to_the_next_ladder_at_local_midnight(server: str, browser: webdriver.Chrome) -> None:
    evening = FIXED_CLOCK.replace("12, 0, 0", "20, 30, 0") % (BROWSER_DAY.year, BROWSER_DAY.month - 1, BROWSER_DAY.day)
    added = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": evening})
    try:
        open_fresh(browser, server + "/daily")
        assert browser_date(browser) == BROWSER_DAY.isoformat()
        assert not browser.find_element(By.ID, "countdown").is_displayed()
        browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
        wait_for(browser, "Press Give up again")
        focused(browser).send_keys(Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
        close_stats(browser)
        assert browser.find_element(By.ID, "countdown").text == "Next ladder in 3 h 30 min."  # 20:30 to midnight
        assert result_module(browser, "m.countingDown()")  # updated each minute
        assert result_module(browser, "[m.untilText(30000), m.untilText(7 * 3600000 + 12 * 60000), "
                                    "m.untilText(3600000)]") == ["1 min", "7 h 12 min", "1 h 0 min"]
        shot(browser, "daily-countdown")
        open_fresh(browser, server + "/play?start=cold&end=warm&metric=substitution")  # practice: no day to wait for
        browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
        wait_for(browser, "Press Give up again")
        focused(browser).send_keys(Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
        assert not result_module(browser, "m.countingDown()")  # no timer running
        assert not browser.find_element(By.ID, "countdown").is_displayed()
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]})


def result_module(browser: webdriver.Chrome, expression: str) -> Any:
    """*expression* of the game screen's result module ``m`` (result.js, the page's own instance of it)."""
    return browser.execute_async_script("const done = arguments[0]; "
                                        f"import('/result.js').then((m) => done({expression}))")


def test_practice_leaves_the_streak_alone(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    number = today_number(browser)
    before = {str(number - 1): {"number": number - 1, "solved": True, "steps": 4, "par": 4, "hints": 0, "on_day": True}}
    open_fresh(browser, server + "/daily", before)
    shown = stats(browser)
    browser.find_element(By.ID, "play-tab").send_keys(Keys.ENTER)  # the Play tab: a practice puzzle, the same screen
    wait_for(browser, "Practice", "puzzle-title")
    assert browser.find_element(By.ID, "play-tab").get_attribute("aria-current") == "page"
    goal = browser.find_element(By.ID, "goal").text.split()
    start, end, par = (goal[1], goal[3].rstrip(","),
                       int(re.findall(r"par (\d+)", browser.find_element(By.ID, "goal").text)[0]))
    for done, word in enumerate(par_ladder(server, start, end, par, "substitution")[1:], start=1):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    share = browser.find_element(By.ID, "share-text").text
    assert "#" not in share.splitlines()[0]  # a practice round has no number
    assert stored(browser) == before and stats(browser) == shown
    keys = browser.execute_script("return Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith("ladders.daily.round.") and not k.endswith(str(number))]


@pytest.mark.parametrize("date", [str(FIRST_DAY + timedelta(days=n)) for n in (0, 20, (BROWSER_DAY - FIRST_DAY).days)])
def test_the_page_and_the_command_line_agree_on_a_date(server: str, browser: webdriver.Chrome, date: str) -> None:
    told = subprocess.run([sys.executable, "-m", "ladders", "daily", "--date", date, "--json"], capture_output=True,
                          text=True, timeout=60, check=True, env={**os.environ, "LADDERS_TODAY": str(BROWSER_DAY)})
    puzzle = json.loads(told.stdout)
    open_fresh(browser, server + "/daily?" + urlencode({"date": date}))
    assert browser.find_element(By.ID, "puzzle-title").text == f"Daily ladder #{puzzle['number']} · {date}"
    goal = browser.find_element(By.ID, "goal").text
    assert goal.startswith(f"From {puzzle['start']} to {puzzle['end']},") and f"par {puzzle['par']} steps" in goal


@pytest.mark.parametrize("name", ["date", "word"])
def test_markup_in_a_parameter_is_shown_as_text_never_run(server: str, browser: webdriver.Chrome, name: str) -> None:
    markup = '<img src=x onerror="document.title=\'owned\'"><b id=injected>x</b>'
    open_fresh(browser, server + "/daily?" + urlencode({name: markup}))
    if name == "word":  # typed into the box instead
        press(browser, markup, Keys.ENTER)
        wait_for(browser, "Refused")
    else:
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "status").text or d.find_element(
            By.ID, "goal").text)
    if name == "date":
        assert browser.find_element(By.ID, "puzzle-title").text == "No daily ladder"
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "status").text)  # the server's reason
    assert browser.title == "The daily ladder"
    assert not browser.find_elements(By.ID, "injected")
    assert not browser.find_elements(By.CSS_SELECTOR, "main img:not(#picture)")


def test_the_hard_setting_hides_the_moves_left_and_is_remembered(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    assert "left on a shortest way from here" in text_of(browser.find_element(By.ID, "moves-left"))
    assert browser.find_elements(By.CSS_SELECTOR, "#ahead li.slot")
    browser.find_element(By.ID, "settings-open").send_keys(Keys.ENTER)  # Hard mode is a setting
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "hard").is_displayed())
    browser.find_element(By.ID, "hard").send_keys(Keys.SPACE)
    assert browser.find_element(By.CSS_SELECTOR, "#score-hard").is_displayed()  # at once, before the first rung
    browser.refresh()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text)
    assert browser.find_element(By.ID, "hard").is_selected()
    assert text_of(browser.find_element(By.ID, "moves-left")) == "Hard: moves left hidden."
    assert not browser.find_elements(By.CSS_SELECTOR, "#ahead li.slot")
    wait_for(browser, HARD_MODE, "hard-note")  # the rule's own words, from the server
    puzzle = api(server, "/api/daily", date=BROWSER_DAY.isoformat())
    ladder = par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])
    press(browser, ladder[1], Keys.ENTER)  # asked with hard=1: the answer says no count, nor does the page
    wait_for(browser, "Accepted")
    assert "left" not in browser.find_element(By.ID, "status").text
    assert not browser.find_element(By.ID, "score-left-pill").is_displayed()  # nor shown at the top
    assert browser.find_element(By.ID, "score-hard").is_displayed()
    browser.find_element(By.ID, "settings-open").click()
    assert not browser.find_element(By.ID, "hard").is_enabled()  # not switched in the middle of a round
    assert browser.find_element(By.ID, "hard-busy").is_displayed()
    press(browser, Keys.ESCAPE)


def test_undo_takes_back_a_rung_that_still_counts(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    puzzle = api(server, "/api/daily", date=BROWSER_DAY.isoformat())
    ladder = par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])
    press(browser, Keys.TAB, Keys.TAB, Keys.ENTER)  # Undo, by keyboard, with nothing to undo: said, costs nothing
    wait_for(browser, "Nothing to undo")
    press(browser, ladder[1], Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    browser.find_element(By.ID, "undo").send_keys(Keys.ENTER)
    wait_for(browser, f"Took back {ladder[1]}: it still counts as a step (1 step so far)")
    assert played(browser) == 0 and focused(browser).get_attribute("id") == "rung"
    assert f"{puzzle['par']} moves left" in text_of(browser.find_element(By.ID, "moves-left"))
    assert "1 step taken, 1 of them undone" in text_of(browser.find_element(By.ID, "moves-left"))
    browser.refresh()  # the undone rung is kept with the round
    WebDriverWait(browser, 30).until(lambda d: "undone" in text_of(d.find_element(By.ID, "moves-left")))
    for done, word in enumerate(ladder[1:], start=1):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    steps = puzzle["par"] + 1
    assert (f"Solved in {steps} steps, 1 of them undone (par {puzzle['par']})"
            in browser.find_element(By.ID, "summary").text)
    share = browser.find_element(By.ID, "share-text").text.splitlines()
    assert f"{steps} steps (par {puzzle['par']})" in share[0] and len(share) == 1 + steps
    assert [row.endswith(UNDONE.strip()) for row in share[1:]] == [True] + [False] * puzzle["par"]  # crossed out
    assert stored(browser)[str(puzzle["number"])]["steps"] == steps
    WebDriverWait(browser, 30).until(lambda d: shown_distribution(d).get("+1") == 1)  # drawn once the day is kept
    assert stats(browser)["at_par"] == 0 and shown_distribution(browser)["+1"] == 1


def background(browser: webdriver.Chrome) -> str:
    return str(browser.execute_script("return getComputedStyle(document.documentElement).backgroundColor"))


def system_scheme(browser: webdriver.Chrome, scheme: str) -> None:
    """The system's colour scheme, as the page sees it (prefers-color-scheme)."""
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme",
                                                                          "value": scheme}]})


def test_dark_mode_follows_the_system_unless_the_settings_say(server: str, browser: webdriver.Chrome) -> None:
    light, dark = "rgb(253, 252, 248)", "rgb(22, 24, 27)"  # --bg in each palette (style.css)
    try:
        system_scheme(browser, "dark")
        open_fresh(browser, server + "/daily")
        assert background(browser) == dark
        WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
        press(browser, "qqqq", Keys.ENTER)
        wait_for(browser, "not in the word list", "refusal")
        form = browser.find_element(By.ID, "rung-form")
        WebDriverWait(browser, 30).until(lambda d: "shake" not in str(form.get_attribute("class")))
        shot(browser, "daily-dark")  # the row still again
        browser.find_element(By.ID, "settings-open").send_keys(Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "settings").is_displayed())
        assert focused(browser).get_attribute("id") == "settings-close"
        assert browser.find_element(By.CSS_SELECTOR, "input[name=theme][value=system]").is_selected()
        press(browser, Keys.TAB)  # to the checked radio button; the arrows choose
        press(browser, Keys.ARROW_DOWN)
        assert focused(browser).get_attribute("value") == "light" and background(browser) == light
        shot(browser, "daily-settings")
        press(browser, Keys.ESCAPE)
        WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "settings").is_displayed())
        assert focused(browser).get_attribute("id") == "settings-open"
        browser.refresh()  # remembered in this browser, over the system's dark
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "goal").text)
        assert background(browser) == light
        browser.get(server + "/")  # the main page follows the choice too
        assert background(browser) == light
        browser.get(server + "/daily")
        browser.find_element(By.ID, "settings-open").click()
        browser.find_element(By.CSS_SELECTOR, "input[name=theme][value=light]").send_keys(Keys.ARROW_DOWN)
        assert background(browser) == dark  # Dark, chosen
        system_scheme(browser, "light")
        assert background(browser) == dark  # whatever the system says
        browser.find_element(By.CSS_SELECTOR, "input[name=theme][value=system]").click()
        assert background(browser) == light and browser.execute_script(
            "return localStorage.getItem('ladders.theme')") is None  # as the system again: nothing kept
    finally:
        system_scheme(browser, "")


def test_high_contrast_is_chosen_in_the_settings_and_remembered(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    puzzle = api(server, "/api/daily", date=BROWSER_DAY.isoformat())
    ladder = par_ladder(server, puzzle["start"], puzzle["end"], puzzle["par"], puzzle["metric"])
    press(browser, ladder[1], Keys.ENTER)  # a rung, so some letters are in place
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    browser.find_element(By.ID, "settings-open").send_keys(Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "settings").is_displayed())
    press(browser, Keys.TAB, Keys.ARROW_UP)  # from As the system, up round to the last: High contrast
    assert focused(browser).get_attribute("value") == "contrast"
    assert background(browser) == "rgb(255, 255, 255)"
    press(browser, Keys.ESCAPE)
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "settings").is_displayed())
    browser.refresh()  # remembered
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    assert browser.execute_script("return document.documentElement.dataset.theme") == "contrast"
    tile = browser.find_element(By.CSS_SELECTOR, "#rungs li.played .tile.in-place")
    assert tile.value_of_css_property("background-color") == "rgba(255, 180, 92, 1)"  # orange, --place-bg
    assert tile.value_of_css_property("border-top-color") == "rgba(6, 42, 102, 1)"  # dark blue, --place-line
    plain = browser.find_element(By.CSS_SELECTOR, "#rungs li.played .tile:not(.in-place)")
    assert "inset" in tile.value_of_css_property("box-shadow")  # the thick edge: a shape, not a hue alone
    assert plain.value_of_css_property("box-shadow") == "none"
    assert tile.size == plain.size  # the columns stay in line
    shot(browser, "daily-high-contrast")


def test_a_refused_word_is_said_under_its_row_on_a_phone(server: str, browser: webdriver.Chrome) -> None:
    with viewport(browser, 360, 640):
        open_fresh(browser, server + "/daily")
        WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
        press(browser, "qqqq", Keys.ENTER)
        wait_for(browser, "not in the word list", "refusal")
        wait_for(browser, "not in the word list")
        refusal = browser.find_element(By.ID, "refusal")
        assert refusal.text == text_of(browser.find_element(By.ID, "status"))  # the same words, said aloud too
        top, bottom, height = browser.execute_script(
            "const box = arguments[0].getBoundingClientRect(); return [box.top, box.bottom, innerHeight]", refusal)
        assert 0 <= top and bottom <= height + 1, (top, bottom, height)  # on the screen, not below the fold
        box, under = browser.find_element(By.ID, "rung").rect, refusal.rect
        assert box["y"] + box["height"] <= under["y"] <= box["y"] + box["height"] + 40  # right under the box
        assert focused(browser).get_attribute("aria-invalid") == "true"
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion",
                                                                              "value": "reduce"}]})
        press(browser, Keys.ENTER)  # refused again: the row would shake, but the system asks for no motion
        WebDriverWait(browser, 30).until(lambda d: "shake" in d.find_element(By.ID, "rung-form").get_attribute("class"))
        assert browser.execute_script("return getComputedStyle(document.getElementById('rung-form')).animationName") \
            == "none"
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        WebDriverWait(browser, 30).until(  # the shake over (its class goes at the animation's end)
            lambda d: "shake" not in d.find_element(By.ID, "rung-form").get_attribute("class"))
        shot(browser, "daily-refused-360px")
        browser.find_element(By.ID, "hint").click()  # the next move clears it
        wait_for(browser, "Hint 1 of 3")
        assert not refusal.is_displayed() and focused(browser).get_attribute("aria-invalid") is None


def test_a_phone_s_touch_targets_and_one_row_of_moves(server: str, browser: webdriver.Chrome) -> None:
    with viewport(browser, 360, 640):
        open_fresh(browser, server + "/daily")
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "rung").is_displayed())
        moves = [browser.find_element(By.ID, name).rect for name in ("try", "undo", "hint", "give-up")]
        assert len({round(rect["y"]) for rect in moves}) == 1, moves  # one row, not four stacked bars
        assert moves[-1]["x"] + moves[-1]["width"] <= 360
        assert browser.find_element(By.ID, "rung").rect["height"] == moves[0]["height"]  # the box as tall as a button
        targets = browser.find_elements(By.CSS_SELECTOR, "header button, nav a, #rung, #moves button")
        assert len(targets) >= 12
        for target in targets:  # WCAG 2.5.5's 44 × 44 CSS pixels
            size = target.rect
            assert size["width"] >= 44 and size["height"] >= 44, (target.get_attribute("outerHTML")[:80], size)
        shot(browser, "daily-360px")


def test_the_picture_scrolls_sideways_and_its_first_ladder_is_text(server: str, browser: webdriver.Chrome) -> None:
    with viewport(browser, 360, 800):
        open_fresh(browser, server + "/daily")
        puzzle = api(server, "/api/daily", date=BROWSER_DAY.isoformat())
        browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
        wait_for(browser, "Press Give up again")
        focused(browser).send_keys(Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
        close_stats(browser)
        WebDriverWait(browser, 30).until(lambda d: d.execute_script(
            "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))
        box = browser.find_element(By.ID, "picture-box")
        natural, shown = browser.execute_script(  # the picture's own width, and its box's, less its border
            "const p = document.getElementById('picture'), edge = getComputedStyle(p); return [p.naturalWidth, "
            "p.getBoundingClientRect().width - parseFloat(edge.borderLeftWidth) - parseFloat(edge.borderRightWidth)]")
        assert abs(shown - natural) <= 2  # at its own width, not squeezed
        assert box.get_attribute("tabindex") == "0"  # scrolled by keyboard too
        assert box.rect["x"] + box.rect["width"] <= 360
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360  # only the figure scrolls
        result = api(server, "/api/play/result", start=puzzle["start"], end=puzzle["end"], rungs="", hints=0,
                     gave_up=1, metric=puzzle["metric"])
        ladders = [[text_of(li) for li in ladder.find_elements(By.TAG_NAME, "li")]
                   for ladder in browser.find_elements(By.CSS_SELECTOR, "#shortest-list > li > ol")]
        assert ladders == result["shortest_ladders"] and ladders[0] == result["shortest"]  # every one, as text
        assert len(ladders) == min(result["shortest_count"], 20) and len({tuple(w) for w in ladders}) == len(ladders)
        for words in ladders:
            assert words[0] == puzzle["start"] and words[-1] == puzzle["end"] and len(words) == puzzle["par"] + 1
            assert check_ladder(words, METRICS[puzzle["metric"]]).valid or "•" in "".join(words)
        said = text_of(browser.find_element(By.ID, "shortest-count"))  # how hard the pair is, in figures
        assert f"This pair is rated {result['rating']['rating']}: {result['rating']['good_moves']} of " in said
        more = text_of(browser.find_element(By.ID, "shortest-more"))
        assert more.startswith("" if result["shortest_count"] <= 20 else f"And {result['shortest_count'] - 20} more")
        assert bool(more) == (result["shortest_count"] > 20)
        summary = browser.find_element(By.ID, "shortest-summary")
        assert not browser.find_element(By.ID, "shortest-list").is_displayed()  # closed, until asked for
        browser.execute_script("arguments[0].scrollIntoView()", summary)
        summary.send_keys(Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "shortest-list").is_displayed())
        browser.execute_script("document.getElementById('picture-title').scrollIntoView()")
        shot(browser, "daily-picture-360px")


@pytest.mark.parametrize(("width", "text"), [(320, "100%"), (320, "200%"), (900, "200%")])
def test_readable_narrow_and_with_large_text(server: str, browser: webdriver.Chrome, width: int, text: str) -> None:
    with viewport(browser, width, 1000):
        open_fresh(browser, server + "/daily")
        browser.execute_script("document.documentElement.style.fontSize = arguments[0]", text)
        WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "rung").is_displayed())
        wide = browser.execute_script("return document.documentElement.scrollWidth")
        lines = browser.execute_script("return document.querySelector('#puzzle-title .date').getClientRects().length")
        assert lines == 1  # the date is never broken at a hyphen
        assert wide <= width, f"the page is {wide} px wide in a {width} px window"
        for box in ("rung", "try", "hint", "give-up"):
            rect = browser.find_element(By.ID, box).rect
            assert rect["x"] >= 0 and rect["x"] + rect["width"] <= width, (box, rect)
        if text != "100%":  # the round itself, below the larger heading
            browser.execute_script("document.getElementById('goal').scrollIntoView()")
        shot(browser, f"daily-{width}px" + ("" if text == "100%" else "-text-200"))
