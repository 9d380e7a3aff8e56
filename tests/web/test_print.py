"""Printing, in a real headless Chromium: a worksheet (``ladders sheet``) renders and prints to PDF with its answers
on a page of their own, and the solver page's "Print this ladder" prints the answer without the forms.

Set ``LADDERS_SCREENSHOTS=docs/images`` to save the worksheet's screenshot the docs show.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from ladders.cli import main
from tests.cli.test_sheet import pdf_pages
from tests.web.browser import chromium, shot, viewport, webdriver  # before selenium: skips without Selenium or Chromium

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    yield from chromium()


def test_a_sheet_renders_and_prints_its_answers_on_a_page_of_their_own(tmp_path: Path,
                                                                        browser: webdriver.Chrome) -> None:
    sheet = tmp_path / "sheet.html"
    assert main(["sheet", "beer-wine", "-o", str(sheet)]) == 0
    browser.get(sheet.as_uri())
    rungs = browser.find_elements(By.CSS_SELECTOR, ".ladder .rung")
    assert len(rungs) == 6
    tiles = rungs[1].find_elements(By.CLASS_NAME, "tile")
    assert len(tiles) == 3 and all(tile.size["width"] > 20 and tile.size["height"] > 20 for tile in tiles)
    assert [tile.text for tile in rungs[0].find_elements(By.CLASS_NAME, "tile")] == list("BEER")  # shown in capitals
    clues = [clue.text for clue in browser.find_elements(By.CLASS_NAME, "clue")]
    assert len(clues) == 4 and all(clues)
    marked = browser.find_elements(By.CSS_SELECTOR, ".rung .tile.mark")
    assert marked and marked[0].value_of_css_property("background-color") != tiles[1].value_of_css_property(
        "background-color")
    with viewport(browser, 860, 760):  # the whole sheet on screen, the answers' list at its foot
        shot(browser, "sheet-beer-wine")
    printed = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": True, "preferCSSPageSize": True})
    pdf = base64.b64decode(printed["data"])
    assert pdf.startswith(b"%PDF")
    assert pdf_pages(pdf) == 2  # one ladder fits one page: the second is the answers'


def test_print_this_ladder_prints_the_answer_without_the_forms(server: str, browser: webdriver.Chrome) -> None:
    browser.get(server + "/?start=beer&end=wine")
    WebDriverWait(browser, 30).until(lambda d: d.find_elements(By.ID, "print"))
    button = browser.find_element(By.ID, "print")
    assert button.text == "Print this ladder" and button.is_displayed()
    browser.execute_script("window.printed = 0; window.print = () => { window.printed += 1; };")
    button.click()
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return window.printed") == 1)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert browser.execute_script("return matchMedia('print').matches")
        for hidden in ("solve-form", "print", "picture-box"):
            assert not browser.find_element(By.ID, hidden).is_displayed(), hidden
        assert not browser.find_element(By.TAG_NAME, "header").is_displayed()
        ladder = browser.find_elements(By.CSS_SELECTOR, "#answer .answer-ladder")[0]
        assert ladder.is_displayed()
        assert all(tile.is_displayed() for tile in ladder.find_elements(By.CLASS_NAME, "tile"))
        definitions = ladder.find_elements(By.CLASS_NAME, "definition")
        assert len(definitions) == 6 and all(d.is_displayed() for d in definitions)
        assert "alcoholic" in definitions[0].text
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert browser.find_element(By.ID, "solve-form").is_displayed()  # back on screen: the form again
    assert not browser.find_elements(By.CSS_SELECTOR, "#answer .definition")[0].is_displayed()  # still closed


@pytest.mark.skipif(not os.environ.get("LADDERS_AXE"), reason="LADDERS_AXE does not name axe-core's axe.min.js")
def test_a_sheet_has_no_accessibility_violation(tmp_path: Path, browser: webdriver.Chrome) -> None:
    from tests.web.test_axe import violations  # only with axe-core: that module skips itself without it
    sheet = tmp_path / "sheet.html"
    assert main(["sheet", "beer-wine", "form,from", "--metric", "damerau", "-o", str(sheet)]) == 0
    browser.get(sheet.as_uri())
    found = violations(browser)
    assert found == [], "\n".join(f"{v['rule']}: {v['help']}\n  " + "\n  ".join(v["where"]) for v in found)
