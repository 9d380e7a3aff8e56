"""The daily page's archive (issue 30) in a real headless Chromium: a month of days in a dialog, opened and closed
by keyboard with the focus returned; each day since the first ladder a link to its puzzle, those solved or given
up in this browser marked (from the records in localStorage), the days after the player's today and before the
first ladder locked; the arrow keys move a day or a week, across months; "Newest day not solved" goes there.

The browser's clock and the server's today are fixed (``test_daily_page.BROWSER_DAY``), so no test depends on
the real date.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from typing import Any

import pytest

from ladders.play.daily import FIRST_DAY
from tests.web.browser import shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.test_daily_page import (
    BROWSER_DAY, chromium_on_the_day, focused, open_fresh, press, text_of, today_number,
)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


def outcome(number: int, solved: bool) -> dict[str, Any]:
    return {"number": number, "solved": solved, "steps": 5, "par": 4, "hints": 0, "on_day": False}


def open_archive(browser: webdriver.Chrome) -> None:
    """Tab back from the row being typed to the header's Archive button, and press Enter on it."""
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    for _ in range(10):
        press(browser, Keys.SHIFT, Keys.TAB)
        if focused(browser).get_attribute("id") == "archive-open":
            break
    assert focused(browser).accessible_name == "Archive"
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "archive").is_displayed())
    assert browser.execute_script("return document.querySelector('#archive:modal') !== null")


def days(browser: webdriver.Chrome) -> dict[str, str]:
    """Each day link of the month shown: its date and the classes that mark it."""
    return {str(link.get_attribute("data-date")): str(link.get_attribute("class"))
            for link in browser.find_elements(By.CSS_SELECTOR, "#calendar a.day")}


def month_title(day: datetime.date) -> str:
    return f"{MONTHS[day.month - 1]} {day.year}"


def test_the_archive_marks_the_days_and_locks_the_future(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    today = today_number(browser)
    solved_day, given_up_day = BROWSER_DAY - datetime.timedelta(days=1), BROWSER_DAY - datetime.timedelta(days=3)
    records = {str(today - 1): outcome(today - 1, True), str(today - 3): outcome(today - 3, False)}
    with viewport(browser, 360, 640):
        open_fresh(browser, server + "/daily", records)
        open_archive(browser)
        assert focused(browser).get_attribute("id") == "archive-close"
        assert browser.find_element(By.ID, "month-title").text == month_title(BROWSER_DAY)
        shown = days(browser)
        first_of_month = max(BROWSER_DAY.replace(day=1), FIRST_DAY)
        assert sorted(shown) == [str(first_of_month + datetime.timedelta(days=n))
                                 for n in range((BROWSER_DAY - first_of_month).days + 1)]  # nothing after today
        later = browser.find_elements(By.CSS_SELECTOR, "#calendar .day.locked")
        assert len(later) >= 1 and not browser.find_elements(By.CSS_SELECTOR, "#calendar .locked a, a.locked")
        if solved_day.month == BROWSER_DAY.month:
            assert "solved" in shown[str(solved_day)]
        link = browser.find_element(By.CSS_SELECTOR, f"#calendar a[data-date='{BROWSER_DAY}']")
        assert link.get_attribute("aria-current") == "page" and link.get_attribute("tabindex") == "0"
        assert "today" in text_of(link) and link.get_attribute("href").endswith("/daily")
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
        for day in browser.find_elements(By.CSS_SELECTOR, "#calendar .day"):
            assert day.rect["height"] >= 44, day.rect
        shot(browser, "archive-360px")

        for _ in range(12):  # by Tab from Close: the month's one day in the tab order, and the arrow keys from it
            if focused(browser).get_attribute("data-date"):
                break
            press(browser, Keys.TAB)
        assert focused(browser) == link
        press(browser, Keys.ARROW_LEFT)
        assert focused(browser).get_attribute("data-date") == str(BROWSER_DAY - datetime.timedelta(days=1))
        press(browser, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)  # not past today
        assert focused(browser).get_attribute("data-date") == str(BROWSER_DAY)
        for _ in range(8):  # back a week at a time, across the month's start
            press(browser, Keys.ARROW_UP)
        back = focused(browser).get_attribute("data-date")
        assert back == str(max(FIRST_DAY, BROWSER_DAY - datetime.timedelta(weeks=8)))  # never before the first
        assert browser.find_element(By.ID, "month-title").text == month_title(datetime.date.fromisoformat(back))
        marks = days(browser)
        assert str(given_up_day)[:7] != back[:7] or "given-up" in marks[str(given_up_day)]  # when that month shows
        assert browser.find_element(By.ID, "month-prev").get_attribute("aria-disabled") == "true"  # the first month
        press(browser, Keys.ESCAPE)
        WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "archive").is_displayed())
        assert focused(browser).get_attribute("id") == "archive-open"  # back to the button that opened it


def test_the_newest_day_not_solved_opens_its_puzzle(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    today = today_number(browser)
    records = {str(today - 1): outcome(today - 1, True), str(today - 2): outcome(today - 2, False)}
    open_fresh(browser, server + "/daily", records)  # today on screen, yesterday solved, the day before given up
    open_archive(browser)
    button = browser.find_element(By.ID, "next-unsolved")
    wanted = BROWSER_DAY - datetime.timedelta(days=2)
    assert f"#{today - 2}" in button.text and str(wanted) in button.text
    for _ in range(12):  # by keyboard: from Close to the button
        if focused(browser).get_attribute("id") == "next-unsolved":
            break
        press(browser, Keys.TAB)
    press(browser, Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: f"#{today - 2}" in d.find_element(By.ID, "puzzle-title").text)
    assert browser.current_url.endswith(f"/daily?date={wanted}")
    assert "Archive" in browser.find_element(By.ID, "day-note").text


def test_the_month_buttons_turn_the_page(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    open_archive(browser)
    assert browser.find_element(By.ID, "month-next").get_attribute("aria-disabled") == "true"  # today's month
    earlier = BROWSER_DAY.replace(day=1) - datetime.timedelta(days=1)
    browser.find_element(By.ID, "month-prev").send_keys(Keys.ENTER)
    if earlier < FIRST_DAY:
        assert browser.find_element(By.ID, "month-title").text == month_title(BROWSER_DAY)
        return
    assert browser.find_element(By.ID, "month-title").text == month_title(earlier)
    assert focused(browser).get_attribute("id") == "month-prev"  # the focus stays, whatever the month
    assert str(earlier) in days(browser)
    browser.find_element(By.ID, "month-next").send_keys(Keys.ENTER)
    assert browser.find_element(By.ID, "month-title").text == month_title(BROWSER_DAY)
