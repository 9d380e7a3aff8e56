"""axe-core's rules, run in Chromium on both pages (issues 30 and 40): the game screen at its start, with letters
typed on the on-screen keyboard, after a refused word, with the statistics dialog open, with "How to play" open, with
the archive or the settings open and with a round's result, and the solver page with an answer and a definition
open, 360 and 1280 px wide, light, dark and high contrast; and the game screen's states issue 40 added (a hint's
place marked, a practice round, the practice dialog, a day finished in another browser, a finish this browser would
not keep), light and dark. Every case must have no violation at all.

axe-core is not part of this repository: ``.ci/run`` fetches a pinned version with ``npm pack`` into
``.ci/axe/`` and sets ``LADDERS_AXE`` to its ``axe.min.js``. Without it the module is skipped, saying why.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

AXE = os.environ.get("LADDERS_AXE", "")
if not AXE or not Path(AXE).is_file():
    pytest.skip("LADDERS_AXE does not name axe-core's axe.min.js (.ci/run fetches it with npm pack: see there)",
                allow_module_level=True)

from ladders.play.records import Outcome, export_code  # noqa: E402
from tests.web.browser import viewport, webdriver  # noqa: E402 - skips without Selenium or Chromium
from tests.web.test_daily_page import (  # noqa: E402
    chromium_on_the_day, focused, open_fresh, open_stats, press, system_scheme, wait_for,
)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

RUN = """const done = arguments[arguments.length - 1];
axe.run(document, { resultTypes: ["violations"] }).then(
  (found) => done(found.violations.map((v) => ({
    rule: v.id, help: v.help, where: v.nodes.map((n) => n.target.join(" ") + ": " + n.failureSummary) }))),
  (failure) => done([{ rule: "axe failed", help: String(failure), where: [] }]));"""


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


def violations(browser: webdriver.Chrome) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (the library injected, as the test's own script)."""
    browser.execute_script(Path(AXE).read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = browser.execute_async_script(RUN)
    return found


def daily_start(browser: webdriver.Chrome, server: str) -> None:
    open_fresh(browser, server + "/daily")
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")


def daily_refused(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    press(browser, "qqqq", Keys.ENTER)
    wait_for(browser, "not in the word list", "refusal")
    WebDriverWait(browser, 30).until(lambda d: "shake" not in d.find_element(By.ID, "rung-form").get_attribute("class"))


def daily_statistics(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    open_stats(browser)


def daily_result(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
    wait_for(browser, "Press Give up again")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())
    press(browser, Keys.ESCAPE)  # the statistics, opened by the round's end, closed: the result itself
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "stats").is_displayed())
    browser.execute_script("document.getElementById('shortest-box').open = true")


def solver(browser: webdriver.Chrome, server: str) -> None:
    browser.get(server + "/?start=beer&end=wine")
    WebDriverWait(browser, 30).until(lambda d: "Commoner words" in d.find_element(By.ID, "answer").text)
    browser.find_element(By.CSS_SELECTOR, "#answer .word").click()  # a definition open
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "#answer .definition").is_displayed())


def daily_archive(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    browser.find_element(By.ID, "archive-open").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "archive").is_displayed())


def daily_settings(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    browser.find_element(By.ID, "settings-open").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "settings").is_displayed())


def daily_typing(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    for key in "ab":  # on the on-screen keyboard: the row's tiles show them
        browser.find_element(By.CSS_SELECTOR, f"#keyboard [data-key='{key}']").click()


def daily_help(browser: webdriver.Chrome, server: str) -> None:
    open_fresh(browser, server + "/daily", help_seen=False)
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "help-close")


def daily_hinted(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    browser.find_element(By.ID, "hint").click()
    wait_for(browser, "Hint 1 of 3")


def practice_round(browser: webdriver.Chrome, server: str) -> None:
    open_fresh(browser, server + "/play?start=cold&end=warm&metric=levenshtein")
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")


def practice_dialog(browser: webdriver.Chrome, server: str) -> None:
    practice_round(browser, server)
    browser.find_element(By.ID, "practice-open").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "practice").is_displayed())


def daily_recorded(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    today = int(browser.find_element(By.ID, "puzzle-title").text.split("#")[1].split()[0])
    open_stats(browser)
    browser.find_element(By.ID, "import-open").click()
    browser.execute_script("arguments[0].value = arguments[1]", browser.find_element(By.ID, "import-code"),
                           export_code({today: Outcome(today, True, 9, 4, 2)}))
    browser.find_element(By.ID, "import").click()
    wait_for(browser, "Added 1 day", "records-status")
    press(browser, Keys.ESCAPE)
    wait_for(browser, "in another browser", "summary")


def daily_not_kept(browser: webdriver.Chrome, server: str) -> None:
    daily_start(browser, server)
    browser.execute_script("Storage.prototype.setItem = () => { "
                           "throw new DOMException('full', 'QuotaExceededError'); }")  # this browser's storage full
    browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
    wait_for(browser, "Press Give up again")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats-warning").is_displayed())


SCREENS = {"daily-start": daily_start, "daily-help": daily_help, "daily-refused": daily_refused,
           "daily-statistics": daily_statistics, "daily-result": daily_result, "daily-archive": daily_archive,
           "daily-settings": daily_settings, "daily-typing": daily_typing, "solver": solver}


NEW_SCREENS = {"daily-hinted": daily_hinted, "practice-round": practice_round, "practice-dialog": practice_dialog,
               "daily-recorded": daily_recorded, "daily-not-kept": daily_not_kept}
"""The game screen's states issue 40 added: run light and dark (the palettes they could break)."""

CASES = ([(screen, width, scheme) for screen in sorted(SCREENS) for width in (360, 1280)
          for scheme in ("light", "dark", "contrast")]
         + [(screen, width, scheme) for screen in sorted(NEW_SCREENS) for width in (360, 1280)
            for scheme in ("light", "dark")])


@pytest.mark.parametrize(("screen", "width", "scheme"), CASES, ids=lambda value: str(value))
def test_no_violation(server: str, browser: webdriver.Chrome, screen: str, width: int, scheme: str) -> None:
    system_scheme(browser, "light" if scheme == "contrast" else scheme)
    try:
        with viewport(browser, width, 800):
            {**SCREENS, **NEW_SCREENS}[screen](browser, server)
            if scheme == "contrast":  # Settings' High contrast, as theme.js puts it on the page
                browser.execute_script("document.documentElement.dataset.theme = 'contrast'")
            found = violations(browser)
            assert found == [], "\n".join(f"{v['rule']}: {v['help']}\n  " + "\n  ".join(v["where"])
                                          for v in found)
    finally:
        system_scheme(browser, "")
