"""The daily page's records in a real headless Chromium: the same rules as ``ladders.play.records``, run on the
page's own JavaScript (``stats.js``).

Every case of the shared vectors (``tests/play/record_vectors.json``, which
``tests/play/test_records.py`` runs against Python) run against the page;
a few hundred damaged, odd and hand-made codes read alike by both; an archive
day and a day not open yet leaving the streaks as they were; the export code
read back by Python's ``records.import_code`` and a code made by Python's
``records.export_code`` imported on the page, keeping every record; a bad
code changing nothing and staying text; an import that finished today's
puzzle ending today's board; and, with the browser's storage refusing every
write, an import and a finish that say so where the player looks, claim
nothing, and (the finish) still travel in the export code. The browser's clock and the server's
today are fixed (``SERVER_DAY``). ``LADDERS_SCREENSHOTS=docs/images`` saves
``daily-stats.png``, ``daily-stats-360px.png``, ``daily-archive.png`` and
``daily-future.png``.
"""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from ladders.play.daily import daily_puzzle, not_open_yet
from ladders.play.records import CODE_PREFIX, Outcome, checksum, export_code, import_code, merge, summary
from tests.web.browser import shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium
from tests.web.test_daily_page import (
    BROWSER_DAY, chromium_on_the_day, close_stats, open_fresh, open_stats, par_ladder, played, press,
    shown_distribution, stats, stored, text_of, wait_for,
)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

VECTORS = json.loads((Path(__file__).parents[1] / "play" / "record_vectors.json").read_text(encoding="utf-8"))
TODAY = daily_puzzle(BROWSER_DAY).number
"""Today's puzzle number, by the browser's (injected) calendar."""



@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


@pytest.fixture
def page(server: str, browser: webdriver.Chrome) -> webdriver.Chrome:
    """The browser on a page with the records' rules (the ES module stats.js) named ``LadderStats`` for the test's
    scripts, for the rules alone."""
    if browser.execute_script("return typeof LadderStats") != "object":
        open_fresh(browser, server + "/daily")
        browser.execute_async_script("const done = arguments[0]; "
                                     "import('/stats.js').then((rules) => { window.LadderStats = rules; done(); })")
    return browser


def days_of(rows: list[list[int]]) -> dict[int, Outcome]:
    return {row[0]: Outcome(row[0], bool(row[1]), row[2], row[3], row[4], bool(row[5])) for row in rows}


def as_rows(records: dict[str, dict[str, Any]]) -> list[list[int]]:
    """The page's records (outcomes by number, as JSON) as the vectors write days."""
    return sorted([o["number"], int(o["solved"]), o["steps"], o["par"], o["hints"], int(o["on_day"])]
                  for o in records.values())


def python_records(records: dict[int, Outcome]) -> dict[str, dict[str, Any]]:
    """Python's records as the page stores them: each outcome's JSON by its number."""
    return {str(number): outcome.as_json() for number, outcome in records.items()}


@pytest.mark.parametrize("case", VECTORS["summaries"], ids=lambda case: case["name"])
def test_the_shared_vectors_hold_in_javascript(page: webdriver.Chrome, case: dict[str, Any]) -> None:
    found = page.execute_script(
        "const days = Object.fromEntries(arguments[0].map((row) => [row[0], LadderStats.fromRow(row)]));"
        "return LadderStats.summary(days, arguments[1]);", case["days"], case["today"])
    assert found == case["expect"] == summary(days_of(case["days"]), case["today"]).as_json()


@pytest.mark.parametrize("case", VECTORS["codes"], ids=lambda case: case["name"])
def test_the_shared_codes_are_the_page_s_codes(page: webdriver.Chrome, case: dict[str, Any]) -> None:
    made = page.execute_script(
        "return LadderStats.exportCode(Object.fromEntries(arguments[0].map((row) => [row[0], "
        "LadderStats.fromRow(row)])));", case["days"])
    assert made == case["code"]
    assert as_rows(page.execute_script("return LadderStats.importCode(arguments[0], arguments[1])", case["code"],
                                       case["today"])) == \
        sorted(case["days"])


@pytest.mark.parametrize("case", VECTORS["bad_codes"], ids=lambda case: case["name"])
def test_the_shared_bad_codes_are_refused_by_the_page_saying_why(page: webdriver.Chrome,
                                                                 case: dict[str, Any]) -> None:
    said = page.execute_script("try { LadderStats.importCode(arguments[0], arguments[1]); return null; } "
                               "catch (refused) { return refused.message; }", case["code"], case["today"])
    with pytest.raises(ValueError) as python:
        import_code(case["code"], today=case["today"])
    assert said == str(python.value) and case["error"] in said


def _encoded(body: str) -> str:
    text = base64.urlsafe_b64encode(body.encode("latin-1")).decode("ascii").rstrip("=")
    return f"{CODE_PREFIX}{checksum(text)}:{text}"


ODD_BODIES = [
    "[[1,1,5,4,0,1]]", "[[1.0,1,5,4,0,1]]", "[[1e2,1,5,4,0,1]]", "[[NaN,1,5,4,0,1]]", "[[-Infinity,1,5,4,0,1]]",
    "[[1,1,5,4,0,1],[1,0,5,4,0,1]]", '{"a":1}', '"x"', "[[1,2,5,4,0,1]]", "[[0,1,5,4,0,1]]", "[[20001,1,5,4,0,1]]",
    "[[1,1,201,4,0,1]]", "[[1,1,5,21,0,1]]", "[[1,1,5,4,201,1]]", "[[1,true,5,4,0,1]]", "[[1,1,5,4,0]]",
    " [ [1 ,1,5,4,0,1] ] ", "[[-0,1,5,4,0,1]]", "[[1,-0,5,4,0,-0]]", "[[99999999999999999999,1,5,4,0,1]]",
    '[["1.5",1,5,4,0,1]]', "[[1,1,5,4,0,1]", "", "[[01,1,5,4,0,1]]", "[[1,1,5,4,0,1]]x", "[]", "[[1,1,5,4,0,1],]",
    '[[1,1,5,4,0,"\\u0001123"]]', "[[1.5.3,1,5,4,0,1]]", "null", "[[1,1,5,4,0,1,7]]", "[[1E+2,1,5,4,0,1]]",
    "[[3,1,5,4,0,1],[2,0,0,1,0,0]]", "[[1,1,5,4,0,1]]\n", "[[1,1,5,4,0,1]]\x00", "[[1,1,5,4,0,1]]\xe9",
]


def odd_codes() -> list[str]:
    """Hand-made bodies (floats, names, huge numbers, bad shapes) and a valid code damaged at random (fixed seed)."""
    rng = random.Random(27)
    good = export_code({n: Outcome(n, n % 3 > 0, 4 + n % 4, 4, n % 2, n % 5 > 0) for n in range(1, 30, 3)})
    codes = [_encoded(body) for body in ODD_BODIES]
    for _ in range(200):
        text = list(good)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(text))
            roll = rng.random()
            if roll < 0.4:
                text[at] = rng.choice("abcdef0123456789:-_=+/ \n\x1c\ufeffAZz<")
            elif roll < 0.7:
                del text[at]
            else:
                text.insert(at, rng.choice("Aa0:- \t\x1c\xa0\u2003"))
        codes.append("".join(text))
    codes += [f"{CODE_PREFIX}{checksum(body)}:{body}" for body in ("A", "AB", "W1", "W10", "____", "gA")]
    return codes + [good, good[:40] + "\n  " + good[40:], CODE_PREFIX, "ladders-records-2:" + good[18:]]


def test_any_code_is_read_alike_by_the_page_and_by_python(page: webdriver.Chrome) -> None:
    codes = odd_codes()
    said = page.execute_script(
        "return arguments[0].map((code) => { try { return [true, Object.values("
        "LadderStats.importCode(code, arguments[1])).map("
        "(o) => [o.number, o.solved ? 1 : 0, o.steps, o.par, o.hints, o.on_day ? 1 : 0])]; }"
        " catch (refused) { return [false, refused.message]; } });", codes, TODAY)
    for code, (accepted, found) in zip(codes, said, strict=True):
        try:
            expected: Any = sorted([o.number, int(o.solved), o.steps, o.par, o.hints, int(o.on_day)]
                                   for o in import_code(code, today=TODAY).values())
        except ValueError as error:
            assert (accepted, found) == (False, str(error)), code
        else:
            assert accepted and sorted(found) == expected, code
    assert sum(accepted for accepted, _ in said) >= 3  # the good codes were read


def _shown_day(browser: webdriver.Chrome) -> None:
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats-list").get_attribute("textContent"))


def test_an_archive_day_and_a_future_day_leave_the_streaks_as_they_were(server: str,
                                                                        browser: webdriver.Chrome) -> None:
    before = {TODAY - 2: Outcome(TODAY - 2, True, 5, 5), TODAY - 1: Outcome(TODAY - 1, True, 6, 5, 1)}
    shown = {key: value for key, value in summary(before, TODAY).as_json().items() if key != "distribution"}
    past = BROWSER_DAY - timedelta(days=6)
    open_fresh(browser, server + "/daily?" + urlencode({"date": past.isoformat()}), python_records(before))
    note = browser.find_element(By.ID, "day-note")
    assert note.is_displayed() and note.text == "Archive day: not counted in your statistics."
    assert stats(browser) == shown and shown["current_streak"] == 2
    puzzle = daily_puzzle(past)
    for done, word in enumerate(par_ladder(server, puzzle.start, puzzle.end, puzzle.par, puzzle.metric)[1:], 1):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())  # after the hop
    kept = stored(browser)[str(puzzle.number)]
    assert kept["solved"] is True and kept["on_day"] is False  # kept, shown solved, never counted
    assert stats(browser) == {**shown, "archive": 1}
    close_stats(browser)
    browser.execute_script("document.getElementById('puzzle-title').scrollIntoView()")
    shot(browser, "daily-archive")

    future = BROWSER_DAY + timedelta(days=1)
    browser.get(server + "/daily?" + urlencode({"date": future.isoformat()}))
    wait_for(browser, "come back then", "day-note")
    said = not_open_yet(future, BROWSER_DAY)
    assert said is not None
    assert browser.find_element(By.ID, "day-note").text == said[0].upper() + said[1:] + "."
    assert browser.find_element(By.ID, "puzzle-title").text == f"Daily ladder #{TODAY + 1} · {future.isoformat()}"
    assert not browser.find_element(By.ID, "rung-form").is_displayed()  # not playable: no puzzle at all
    assert not browser.find_elements(By.CSS_SELECTOR, "#rungs li") and not browser.find_element(By.ID, "goal").text
    assert daily_puzzle(future).start not in browser.find_element(By.TAG_NAME, "main").text
    _shown_day(browser)
    assert stats(browser) == {**shown, "archive": 1}
    shot(browser, "daily-future")


def test_the_page_s_export_code_is_read_back_by_python(server: str, browser: webdriver.Chrome) -> None:
    records = {TODAY - 9: Outcome(TODAY - 9, True, 7, 4, 2, False), TODAY - 3: Outcome(TODAY - 3, False, 2, 5, 1),
               TODAY - 1: Outcome(TODAY - 1, True, 4, 4)}
    old = {str(TODAY - 2): {"solved": True, "steps": 6, "par": 5, "hints": 0}}  # stored before the archive rule
    open_fresh(browser, server + "/daily", {**python_records(records), **old})
    open_stats(browser)
    browser.find_element(By.ID, "export").click()
    code = browser.find_element(By.ID, "export-code")
    WebDriverWait(browser, 30).until(lambda d: code.get_attribute("value"))
    assert browser.switch_to.active_element == code and code.get_attribute("readonly") is not None
    expected = {**records, TODAY - 2: Outcome(TODAY - 2, True, 6, 5)}
    assert import_code(code.get_attribute("value"), today=TODAY) == expected  # every record, the old one on its day
    assert code.get_attribute("value") == export_code(expected)
    browser.find_element(By.ID, "copy-code").click()
    wait_for(browser, "Copied", "code-copied")
    copied = browser.execute_async_script(
        "navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")
    assert copied == export_code(expected)


def test_a_python_code_imported_on_the_page_keeps_every_record(server: str, browser: webdriver.Chrome) -> None:
    mine = {TODAY - 1: Outcome(TODAY - 1, True, 5, 5), TODAY - 4: Outcome(TODAY - 4, False, 3, 4)}
    theirs = {TODAY - 4: Outcome(TODAY - 4, True, 4, 4), TODAY - 3: Outcome(TODAY - 3, True, 8, 5),
              TODAY - 2: Outcome(TODAY - 2, True, 5, 5, 2), TODAY - 20: Outcome(TODAY - 20, True, 3, 3, 0, False),
              TODAY - 5: Outcome(TODAY - 5, True, 6, 5)}
    open_fresh(browser, server + "/daily", python_records(mine))
    _import(browser, "ladders-records-1:ee5ca091:<b id=injected>x</b>")  # refused, shown as text, nothing changed
    refused = browser.find_element(By.ID, "records-status").text
    assert refused.startswith("That code was refused, and nothing changed: the code is damaged")
    assert not browser.find_elements(By.ID, "injected") and stored(browser) == python_records(mine)

    _import(browser, export_code(theirs))
    wait_for(browser, "Added 4 days", "records-status")
    assert "1 day was already here: it keeps its first finish" in browser.find_element(By.ID, "records-status").text
    merged = merge(mine, theirs.values())
    assert {int(n): o for n, o in stored(browser).items()} == {n: o.as_json() for n, o in merged.items()}
    assert merged[TODAY - 4] == mine[TODAY - 4]  # a day both hold keeps its first finish
    expected = summary(merged, TODAY).as_json()
    assert stats(browser) == {key: value for key, value in expected.items() if key != "distribution"}
    assert shown_distribution(browser) == expected["distribution"]
    browser.find_element(By.ID, "export").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "export-code").get_attribute("value"))
    browser.execute_script("document.getElementById('stats-title').scrollIntoView()")
    shot(browser, "daily-stats")
    _at_a_phone_s_width(browser, "daily-stats-360px")


def _import(browser: webdriver.Chrome, code: str) -> None:
    open_stats(browser)
    box = browser.find_element(By.ID, "import-code")
    if not browser.find_element(By.ID, "import-form").is_displayed():
        browser.find_element(By.ID, "import-open").click()
        assert browser.switch_to.active_element == box  # straight to where the code goes
    browser.execute_script("document.getElementById('records-status').textContent = ''")
    browser.execute_script("arguments[0].value = arguments[1]", box, code)  # a paste
    browser.find_element(By.ID, "import").click()
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "records-status").text)


def _at_a_phone_s_width(browser: webdriver.Chrome, name: str) -> None:
    with viewport(browser, 360, 900):
        browser.execute_script("document.getElementById('stats-title').scrollIntoView()")
        wide = browser.execute_script("return document.documentElement.scrollWidth")
        assert wide <= 360, f"the page is {wide} px wide in a 360 px window"
        for box in ("export-code", "import-code", "copy-code", "import", "distribution"):
            rect = browser.find_element(By.ID, box).rect
            assert rect["x"] >= 0 and rect["x"] + rect["width"] <= 360, (box, rect)
        shot(browser, name)


REFUSE_WRITES = ("Storage.prototype.setItem = function () { "
                 "throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };")
"""This browser's storage full: every write refused, as Chromium refuses one past the quota."""

NOT_KEPT = "this browser would not keep it: storage is full or blocked"


def test_an_import_this_browser_would_not_keep_says_so_and_claims_nothing(server: str,
                                                                           browser: webdriver.Chrome) -> None:
    mine = {TODAY - 1: Outcome(TODAY - 1, True, 5, 5)}
    theirs = {n: Outcome(n, True, 4, 4) for n in range(TODAY - 9, TODAY - 1)}
    open_fresh(browser, server + "/daily", python_records(mine))
    browser.execute_script(REFUSE_WRITES)
    _import(browser, export_code(theirs))
    said = browser.find_element(By.ID, "records-status")
    assert said.is_displayed() and NOT_KEPT in said.text, said.text  # where the player looks: under the Import
    assert "Added" not in said.text and "Added" not in text_of(browser.find_element(By.ID, "stats"))
    assert browser.find_element(By.ID, "import-code").get_attribute("value")  # the code kept in the box, to try again
    assert stored(browser) == python_records(mine)  # nothing changed
    assert stats(browser)["played"] == 1


def test_a_finish_this_browser_would_not_keep_is_said_and_travels_in_the_export_code(server: str,
                                                                                    browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "rung").is_displayed())
    browser.execute_script(REFUSE_WRITES)
    puzzle = daily_puzzle(BROWSER_DAY)
    ladder = par_ladder(server, puzzle.start, puzzle.end, puzzle.par, puzzle.metric)
    press(browser, ladder[1], Keys.ENTER)  # the round in progress cannot be kept either: said under the title
    WebDriverWait(browser, 30).until(lambda d: played(d) == 1)
    note = browser.find_element(By.ID, "day-note")
    assert note.is_displayed() and NOT_KEPT in note.text, note.text
    for done, word in enumerate(ladder[2:], start=2):
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "stats").is_displayed())
    warning = browser.find_element(By.ID, "stats-warning")  # in the dialog the round's end opens
    assert warning.is_displayed() and NOT_KEPT in warning.text and "Export" in warning.text, warning.text
    assert stored(browser) == {} and stats(browser)["played"] == 0  # nothing claimed as kept
    browser.find_element(By.ID, "export").click()
    code = browser.find_element(By.ID, "export-code").get_attribute("value")
    assert import_code(code, today=TODAY) == {TODAY: Outcome(TODAY, True, puzzle.par, puzzle.par)}  # not lost
    close_stats(browser)
    kept = browser.find_element(By.ID, "kept-note")  # and under the result's heading
    assert kept.is_displayed() and NOT_KEPT in kept.text


def test_an_import_that_finished_today_ends_today_s_board(server: str, browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/daily")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "rung").is_displayed())
    press(browser, "ab")  # a round begun here, not finished
    elsewhere = {TODAY: Outcome(TODAY, True, 6, daily_puzzle(BROWSER_DAY).par, 1), TODAY - 1: Outcome(TODAY - 1, False,
                                                                                                     3, 4)}
    _import(browser, export_code(elsewhere))
    wait_for(browser, "Added 2 days", "records-status")
    close_stats(browser)
    assert not browser.find_element(By.ID, "dock").is_displayed()  # the keys go with the round
    assert not browser.find_element(By.ID, "rung-form").is_displayed()
    summary = browser.find_element(By.ID, "summary").text
    assert summary == (f"Solved in 6 steps (par {daily_puzzle(BROWSER_DAY).par}) with 1 hint, in another browser: "
                       "your records have it."), summary
    assert not browser.find_element(By.ID, "share-box").is_displayed()  # its rungs stayed in the other browser
    WebDriverWait(browser, 30).until(lambda d: d.execute_script(
        "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))
    assert stored(browser)[str(TODAY)]["steps"] == 6 and stats(browser)["played"] == 2
    browser.refresh()  # and so it stays: today's board shows the day as the records have it
    wait_for(browser, "in another browser", "summary")
    assert not browser.find_element(By.ID, "dock").is_displayed()
