"""Challenges and the share text in words on the game screen, in a real headless Chromium (issue 41).

The shared vectors (``tests/play/challenge_vectors.json``) run on the page's own ``challenge.js``, and a few hundred
drawn and damaged codes are read alike by the page and by Python; a challenge received in a fresh profile is played
and its end screen compares both results, recording and keeping nothing; a challenge of today's daily puzzle plays
as that day's archive round and leaves the streaks, the records and the day's own round as they were; one of a day
not begun says when it opens; a damaged code, or one whose ends a puzzle may not show, is refused saying why; a
challenge made on the page (its name checked, kept as text) is read back by Python and its link keeps the language;
Settings' share text in words is the one copied; and axe finds nothing on the new states. The browser's clock and
the server's today are fixed. ``LADDERS_SCREENSHOTS=docs/images`` saves ``challenge-received-360px.png``,
``challenge-result-390px.png``, ``challenge-made-1280px.png``, ``challenge-opens-on.png`` and
``challenge-refused.png``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from ladders.play.challenge import Challenge, comparison, make_code, read_code
from ladders.play.daily import daily_puzzle, not_open_yet
from ladders.play.records import Outcome, summary
from ladders.play.share import plain_share_text
from tests.web.browser import chromium, shot, viewport, webdriver  # before selenium: skips without them
from tests.web.screen import in_view, key
from tests.web.test_daily_page import (
    BROWSER_DAY, FIXED_CLOCK, chromium_on_the_day, focused, open_fresh, par_ladder, played, press, stats, stored,
    system_scheme, text_of, wait_for,
)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

VECTORS = json.loads((Path(__file__).parents[1] / "play" / "challenge_vectors.json").read_text(encoding="utf-8"))
TODAY = daily_puzzle(BROWSER_DAY)
ROUND = "ladders.daily.round."
AXE = Path(__import__("os").environ.get("LADDERS_AXE", ""))


@pytest.fixture(scope="module")
def browser(server: str) -> Iterator[webdriver.Chrome]:
    yield from chromium_on_the_day(server)


@pytest.fixture
def rules(server: str, browser: webdriver.Chrome) -> webdriver.Chrome:
    """The browser on a page with the format (the ES module challenge.js) named ``LadderChallenge``."""
    if browser.execute_script("return typeof LadderChallenge") != "object":
        open_fresh(browser, server + "/daily")
        browser.execute_async_script("const done = arguments[0]; "
                                     "import('/challenge.js').then((m) => { window.LadderChallenge = m; done(); })")
    return browser


READ = """return arguments[0].map((code) => { try { return [true, LadderChallenge.readCode(code)]; }
          catch (refused) { return [false, refused.message]; } });"""


def test_the_shared_vectors_hold_in_javascript(rules: webdriver.Chrome) -> None:
    codes = VECTORS["codes"]
    made = rules.execute_script("return arguments[0].map((c) => LadderChallenge.makeCode(c))",
                                [case["challenge"] for case in codes])
    assert made == [case["code"] for case in codes]
    assert rules.execute_script(READ, [case["code"] for case in codes]) == [[True, case["challenge"]]
                                                                            for case in codes]
    bad = VECTORS["bad_codes"]
    assert rules.execute_script(READ, [case["code"] for case in bad]) == [[False, case["error"]] for case in bad]
    names = rules.execute_script("return arguments[0].map((given) => { try { return ['name', "
                                 "LadderChallenge.checkName(given)]; } catch (refused) { return ['error', "
                                 "refused.message]; } })", [case["given"] for case in VECTORS["names"]])
    assert names == [["error", case["error"]] if "error" in case else ["name", case["name"]]
                     for case in VECTORS["names"]]
    compared = rules.execute_script("return arguments[0].map((c) => LadderChallenge.comparison(c.challenge, c))",
                                    VECTORS["comparisons"])
    assert compared == [case["expect"] for case in VECTORS["comparisons"]]
    invited = rules.execute_script("return arguments[0].map((c) => LadderChallenge.invitation(c.challenge))",
                                   VECTORS["invitations"])
    assert invited == [case["expect"] for case in VECTORS["invitations"]]


def drawn(count: int) -> list[Challenge]:
    """Challenges of every kind (seeded): any language, moves, ends of any letters a code holds, names."""
    rng = random.Random(41)
    letters = "abcdefghijklmnopqrstuvwxyzßàéèêëîïôöüñçåøæÉÅÆØ"
    found = []
    while len(found) < count:
        start, end = ("".join(rng.choice(letters) for _ in range(rng.randint(1, 9))) for _ in range(2))
        solved = rng.random() < 0.8
        daily = rng.random() < 0.2
        name = " ".join("".join(rng.choice(letters) for _ in range(rng.randint(1, 5)))
                        for _ in range(rng.randint(0, 2)))[:12].strip() or None
        if start == end:
            continue
        found.append(Challenge("en" if daily else rng.choice(("en", "fr", "de", "es", "it", "pt", "nl")),
                               "substitution" if daily else rng.choice(("substitution", "levenshtein", "damerau")),
                               start, end, rng.randint(int(solved), 200), rng.randint(0, 200), solved,
                               rng.randint(1, 20000) if daily else None, name))
    return found


def test_any_code_is_made_and_read_alike_by_the_page_and_by_python(rules: webdriver.Chrome) -> None:
    sent = drawn(300)
    made = rules.execute_script("return arguments[0].map((c) => LadderChallenge.makeCode(c))",
                                [c.as_json() for c in sent])
    assert made == [make_code(c) for c in sent]
    rng = random.Random(7)
    damaged = []
    for code in made[:150]:
        at = rng.randrange(len(code))
        damaged.append(code[:at] + rng.choice("0aZ9-\u00e9 ") + code[at + 1:])
        damaged.append(code[:at] + code[at + 1:])
    for (accepted, found), code in zip(rules.execute_script(READ, made + damaged), made + damaged, strict=True):
        try:
            expected = read_code(code).as_json()
        except ValueError as error:
            assert (accepted, found) == (False, str(error)), code
        else:
            assert (accepted, found) == (True, expected), code


def start_round(browser: webdriver.Chrome) -> None:
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "puzzle-title").text not in (
        "", "Loading the puzzle…"))


def close_help(browser: webdriver.Chrome) -> None:
    """A first visit opens "How to play" by itself: closed by Escape, the focus back on the row."""
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "help").is_displayed())
    press(browser, Keys.ESCAPE)
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")


def climb(browser: webdriver.Chrome, words: list[str]) -> None:
    for done, word in enumerate(words, 1):
        press(browser, Keys.CONTROL, "a")
        press(browser, word, Keys.ENTER)
        WebDriverWait(browser, 30).until(lambda d: played(d) == done)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "result").is_displayed())
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "share-plain").text)


def test_a_challenge_received_in_a_fresh_profile_is_played_and_compared(server: str) -> None:
    sent = Challenge("en", "substitution", "cold", "warm", 5, 1, name="Sam")
    fresh = chromium()  # a profile of its own: nothing stored, "How to play" never seen
    driver = next(fresh)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": FIXED_CLOCK % (BROWSER_DAY.year, BROWSER_DAY.month - 1, BROWSER_DAY.day)})
        with viewport(driver, 360, 640):
            driver.get(server + "/play?" + urlencode({"challenge": make_code(sent), "lang": "en"}))
            start_round(driver)
            # a fresh profile: nothing stored but that "How to play" has now been seen (it opened by itself)
            assert driver.execute_script("return Object.keys(localStorage)") == ["ladders.daily.seen-help"]
            close_help(driver)
            assert driver.find_element(By.ID, "puzzle-title").text == "A challenge from Sam"
            assert driver.find_element(By.ID, "day-note").text == "Sam solved it in 5 steps, 1 hint: your turn."
            assert driver.find_element(By.ID, "goal").text.startswith("From cold to warm")
            assert not driver.find_elements(By.CSS_SELECTOR, "#rungs li.played")  # the pair, not solved
            WebDriverWait(driver, 30).until(lambda d: "A challenge: from cold to warm" in text_of(
                d.find_element(By.ID, "status")))
            assert in_view(driver, driver.find_element(By.ID, "rung"))["ok"]  # the row and the keys on a small phone
            for name in ("q", "Enter", "Backspace"):
                seen = in_view(driver, key(driver, name))
                assert seen["inside"] and seen["hit"], (name, seen)
            shot(driver, "challenge-received-360px")
        ladder = par_ladder(server, "cold", "warm", 4, "substitution")
        with viewport(driver, 390, 844):
            climb(driver, ladder[1:])
            said = driver.find_element(By.ID, "comparison").text
            assert said == "You 4 steps (par 4) · Sam 5 steps, 1 hint."
            assert said[0].lower() + said[1:-1] == comparison(sent, steps=4, hints=0, solved=True, par=4)
            assert driver.find_element(By.ID, "result-title").get_attribute("aria-describedby") == "comparison"
            driver.execute_script("document.getElementById('result').scrollIntoView()")
            shot(driver, "challenge-result-390px")
        kept = driver.execute_script("return Object.keys(localStorage)")
        assert [key for key in kept if key.startswith("ladders.daily.outcomes") or key.startswith(ROUND)] == []
    finally:
        fresh.close()


def test_a_challenge_of_today_s_daily_leaves_the_streaks_and_the_day_as_they_were(server: str,
                                                                                  browser: webdriver.Chrome) -> None:
    number = TODAY.number
    before = {number - 2: Outcome(number - 2, True, 5, 5), number - 1: Outcome(number - 1, True, 6, 5, 1)}
    records = {str(n): o.as_json() for n, o in before.items()}
    mine = {"start": TODAY.start, "end": TODAY.end, "rungs": [], "marks": [], "lefts": [], "undone": [],
            "left": TODAY.par, "hints": 2, "over": False, "gaveUp": False, "hard": False}  # today's own, 2 hints in
    browser.get(server + "/style.css")  # the origin, without running the page: its storage set as a player's
    browser.execute_script("localStorage.clear(); localStorage.setItem('ladders.daily.outcomes', arguments[0]); "
                           "localStorage.setItem(arguments[1], arguments[2]); "
                           "localStorage.setItem('ladders.daily.seen-help', '1')",
                           json.dumps(records), ROUND + str(number), json.dumps(mine))
    shown = {key: value for key, value in summary(before, number).as_json().items() if key != "distribution"}
    sent = Challenge("en", "substitution", TODAY.start, TODAY.end, TODAY.par + 2, 0, day=number)
    browser.get(server + "/daily?" + urlencode({"challenge": make_code(sent), "lang": "en"}))
    start_round(browser)
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    assert browser.find_element(By.ID, "puzzle-title").text == f"Daily ladder #{number} · {TODAY.date.isoformat()}"
    assert "A challenge: not counted in your statistics." in browser.find_element(By.ID, "day-note").text
    assert stats(browser) == shown and shown["current_streak"] == 2
    assert browser.find_element(By.ID, "score-steps").text == "0"  # not the day's own round, with its hints
    climb(browser, par_ladder(server, TODAY.start, TODAY.end, TODAY.par, TODAY.metric)[1:])
    assert browser.find_element(By.ID, "comparison").text == (f"You {TODAY.par} steps (par {TODAY.par}) · your "
                                                              f"friend {TODAY.par + 2} steps.")
    assert f"ladders #{number}:" in browser.find_element(By.ID, "share-plain").text
    assert not browser.find_element(By.ID, "stats").is_displayed()  # a counted finish opens it; this one is not
    assert stored(browser) == records  # nothing recorded: no day added, the streaks as they were
    assert stats(browser) == shown
    assert json.loads(browser.execute_script("return localStorage.getItem(arguments[0])",
                                             ROUND + str(number))) == mine
    browser.get(server + "/daily")  # the day's own round, as it was, still to play for the streak
    start_round(browser)
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    assert browser.find_element(By.ID, "day-note").is_displayed() is False
    assert not browser.find_element(By.ID, "result").is_displayed()


def test_a_challenge_of_a_day_not_begun_says_when_it_opens(server: str, browser: webdriver.Chrome) -> None:
    later = daily_puzzle(BROWSER_DAY + timedelta(days=2))
    sent = Challenge("en", "substitution", later.start, later.end, later.par, day=later.number)
    open_fresh(browser, server + "/daily?" + urlencode({"challenge": make_code(sent), "lang": "en"}))
    wait_for(browser, "come back then", "day-note")
    said = not_open_yet(later.date, BROWSER_DAY)
    assert said is not None and browser.find_element(By.ID, "day-note").text == (
        said[0].upper() + said[1:] + ". Open this link again then: the challenge waits for you.")
    assert not browser.find_element(By.ID, "rung-form").is_displayed()
    page = browser.find_element(By.TAG_NAME, "main").text
    assert later.start not in page and later.end not in page
    shot(browser, "challenge-opens-on")


@pytest.mark.parametrize(("code", "said"), [
    (make_code(Challenge("en", "substitution", "cold", "warm", 5))[:-2],
     "This challenge code was refused: the code is damaged (its check does not match): copy it again, whole."),
    ("<img src=x onerror=alert(1)>", "This challenge code was refused: this is not a ladders challenge code "
                                     "(one starts L1)."),
    (make_code(Challenge("en", "substitution", "cold", "hell", 5)),
     "This challenge cannot be played: one of its words is not one our puzzles use."),
])
def test_a_challenge_that_cannot_be_played_is_refused_saying_why(server: str, browser: webdriver.Chrome, code: str,
                                                                 said: str) -> None:
    open_fresh(browser, server + "/play?" + urlencode({"challenge": code, "lang": "en"}))
    wait_for(browser, said[:30], "day-note")
    assert browser.find_element(By.ID, "day-note").text == said
    assert browser.find_element(By.ID, "puzzle-title").text == "No challenge"
    assert not browser.find_elements(By.TAG_NAME, "img") or all(
        img.get_attribute("id") == "picture" for img in browser.find_elements(By.TAG_NAME, "img"))
    assert "hell" not in browser.find_element(By.TAG_NAME, "main").text
    assert not browser.find_element(By.ID, "rung-form").is_displayed()
    if "damaged" in said:
        shot(browser, "challenge-refused")


def test_a_challenge_made_on_the_page_is_python_s_and_keeps_the_language(server: str,
                                                                          browser: webdriver.Chrome) -> None:
    open_fresh(browser, server + "/play?" + urlencode({"start": "cold", "end": "warm", "metric": "substitution",
                                                       "lang": "en"}))
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    for link in ("solve-tab", "play-tab", "daily-tab"):
        assert parse_qs(urlsplit(browser.find_element(By.ID, link).get_attribute("href")).query)["lang"] == ["en"]
    browser.find_element(By.ID, "hint").click()
    wait_for(browser, "Hint 1 of 3")
    ladder = par_ladder(server, "cold", "warm", 4, "substitution")
    climb(browser, ladder[1:])
    plain = browser.find_element(By.ID, "share-plain").text
    assert plain == plain_share_text(ladder[1:], "warm", 4, 1) and plain.isascii()
    box = browser.find_element(By.ID, "challenge-box")
    assert box.is_displayed()
    name = browser.find_element(By.ID, "challenge-name")
    name.send_keys("<b>Ann</b>")
    wait_for(browser, "Your name is left out", "challenge-said")
    assert browser.find_element(By.ID, "challenge-said").text == ("Your name is left out: a name has letters and "
                                                                  "spaces only, not < (U+003C).")
    assert read_code(browser.find_element(By.ID, "challenge-code").get_attribute("value")).name is None
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys("  Ann  Marie ")
    wait_for(browser, "carry your name", "challenge-said")
    code = browser.find_element(By.ID, "challenge-code").get_attribute("value")
    assert read_code(code) == Challenge("en", "substitution", "cold", "warm", 4, 1, True, None, "Ann Marie")
    link = browser.find_element(By.ID, "challenge-link").get_attribute("value")
    assert urlsplit(link).path == "/play" and parse_qs(urlsplit(link).query) == {"challenge": [code], "lang": ["en"]}
    assert len(code) <= 40
    browser.find_element(By.ID, "copy-link").click()
    wait_for(browser, "Copied", "challenge-copied")
    assert browser.execute_async_script("navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))"
                                        ) == link
    with viewport(browser, 1280, 800):
        browser.execute_script("document.getElementById('share-box').scrollIntoView()")
        shot(browser, "challenge-made-1280px")

    browser.find_element(By.ID, "settings-open").click()  # Settings: the share text in words is the one copied
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "settings").is_displayed())
    browser.find_element(By.CSS_SELECTOR, "input[name=share][value=words]").click()
    press(browser, Keys.ESCAPE)
    WebDriverWait(browser, 30).until(lambda d: not d.find_element(By.ID, "settings").is_displayed())
    assert browser.execute_script("return localStorage.getItem('ladders.share')") == "words"
    read = "navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))"
    browser.find_element(By.ID, "copy").click()
    wait_for(browser, "Copied", "copied")
    assert browser.execute_async_script(read) == plain
    assert browser.find_element(By.ID, "copy-other").text == "Copy the squares"
    browser.find_element(By.ID, "copy-other").click()
    WebDriverWait(browser, 30).until(lambda d: d.execute_async_script(read) != plain)
    squares = browser.execute_async_script(read).replace("\r", "")
    assert squares == browser.find_element(By.ID, "share-text").text and "🟩" in squares

    browser.get(link)  # the link opens the same pair, in its language, unsolved
    start_round(browser)
    assert browser.find_element(By.ID, "puzzle-title").text == "A challenge from Ann Marie"
    assert browser.find_element(By.ID, "goal").text.startswith("From cold to warm")


def test_the_text_a_name_or_a_code_brings_stays_text(server: str, browser: webdriver.Chrome) -> None:
    sent = Challenge("en", "substitution", "cold", "warm", 5, name="Zoë")
    open_fresh(browser, server + "/play?" + urlencode({"challenge": make_code(sent), "lang": "en"}))
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")
    assert browser.find_element(By.ID, "puzzle-title").text == "A challenge from Zoë"
    assert browser.find_element(By.ID, "day-note").text == "Zoë solved it in 5 steps: your turn."


def received(browser: webdriver.Chrome, server: str) -> None:
    sent = Challenge("en", "substitution", "cold", "warm", 5, 1, name="Sam")
    open_fresh(browser, server + "/play?" + urlencode({"challenge": make_code(sent), "lang": "en"}))
    WebDriverWait(browser, 30).until(lambda d: focused(d).get_attribute("id") == "rung")


def compared(browser: webdriver.Chrome, server: str) -> None:
    received(browser, server)
    browser.find_element(By.ID, "give-up").send_keys(Keys.ENTER)
    wait_for(browser, "Press Give up again")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "comparison").is_displayed())
    browser.find_element(By.ID, "challenge-name").send_keys("R2")  # a name refused, said
    wait_for(browser, "left out", "challenge-said")


def refused(browser: webdriver.Chrome, server: str) -> None:
    open_fresh(browser, server + "/play?challenge=L1nope")
    wait_for(browser, "refused", "day-note")


def opens_on(browser: webdriver.Chrome, server: str) -> None:
    later = daily_puzzle(BROWSER_DAY + timedelta(days=1))
    sent = Challenge("en", "substitution", later.start, later.end, later.par, day=later.number)
    open_fresh(browser, server + "/daily?" + urlencode({"challenge": make_code(sent), "lang": "en"}))
    wait_for(browser, "come back then", "day-note")


STATES = {"challenge-received": received, "challenge-compared": compared, "challenge-refused": refused,
          "challenge-opens-on": opens_on}


@pytest.mark.skipif(not AXE.is_file(), reason="LADDERS_AXE does not name axe-core's axe.min.js (.ci/run fetches it)")
@pytest.mark.parametrize(("state", "scheme"), [(state, scheme) for state in STATES for scheme in ("light", "dark")])
def test_no_violation_on_the_new_states(server: str, browser: webdriver.Chrome, state: str, scheme: str) -> None:
    from tests.web.test_axe import violations
    system_scheme(browser, scheme)
    try:
        with viewport(browser, 390, 844):
            STATES[state](browser, server)
            found: list[dict[str, Any]] = violations(browser)
            assert found == [], "\n".join(f"{v['rule']}: {v['help']}\n  " + "\n  ".join(v["where"]) for v in found)
    finally:
        system_scheme(browser, "")
    assert text_of(browser.find_element(By.ID, "puzzle-title"))
