"""The worksheet page (``ladders.draw.sheet``): empty rungs, marked boxes, clues, the answers on their own page."""

from __future__ import annotations

import re
from html import unescape

import pytest

from ladders.draw.sheet import ordinal, sheet_page, step_in_words
from ladders.solve.ladder import Ladder
from ladders.words.clues import clue

BEER_WINE = Ladder(("beer", "bee", "wee", "were", "wire", "wine"), "levenshtein")
COLD_WARM = Ladder(("cold", "cord", "word", "ward", "warm"), "substitution")


def rows(page: str) -> list[str]:
    return re.findall(r'<li class="rung[^"]*">.*?</li>', page)


def boxes(row: str) -> list[tuple[str, str]]:
    """(classes, letter) of each box of a row."""
    return re.findall(r'<span class="(tile[^"]*)">([^<]*)</span>', row)


def test_ends_are_printed_and_the_rungs_between_are_empty() -> None:
    page = sheet_page([COLD_WARM])
    found = rows(page)
    assert len(found) == 5
    assert "".join(letter for _, letter in boxes(found[0])) == "cold"
    assert "".join(letter for _, letter in boxes(found[-1])) == "warm"
    for row in found[1:-1]:
        assert [letter for _, letter in boxes(row)] == ["", "", "", ""]


def test_each_rung_marks_the_box_its_move_touches_and_says_the_move() -> None:
    found = rows(sheet_page([BEER_WINE]))
    marked = [[k for k, (kinds, _) in enumerate(boxes(row)) if "mark" in kinds.split()] for row in found]
    assert marked == [[], [], [0], [2], [1], [2]]  # bee: a letter taken away (no new box), wee: the 1st changes...
    crossed = [[k for k, (kinds, _) in enumerate(boxes(row)) if "goes" in kinds.split()] for row in found]
    assert crossed[0] == [3]  # beer's r is the letter to take away
    steps = [unescape(m) for m in re.findall(r'<span class="step">([^<]*)</span>', "".join(found))]
    assert steps == ["take away the 4th letter", "change the 1st letter", "add a letter: the 3rd",
                     "change the 2nd letter", "change the 3rd letter"]


def test_inner_rungs_carry_their_clue_and_never_their_word() -> None:
    page = sheet_page([BEER_WINE, COLD_WARM])
    body, answers = page.split('<section class="answers">')
    shown = [unescape(m) for m in re.findall(r'<span class="clue">([^<]*)</span>', body)]
    inner = list(BEER_WINE.words[1:-1] + COLD_WARM.words[1:-1])
    assert shown == [clue(word) for word in inner]
    for word, text in zip(inner, shown, strict=True):
        assert word not in re.findall(r"[a-z]+", text.lower())
    ladders = re.sub(r"<[^>]*>", " ", body.split('<section class="ladder">', 1)[1])
    for word in inner:  # an inner word is nowhere in the ladders, only among the answers
        assert not re.search(rf"\b{word}\b", ladders), word
        assert word in answers


def test_the_answers_follow_on_a_page_of_their_own() -> None:
    page = sheet_page([BEER_WINE, COLD_WARM])
    assert ".answers{break-before:page" in page
    answers = page.split('<section class="answers">')[1]
    assert re.findall(r"<li>([^<]*)</li>", answers) == ["beer → bee → wee → were → wire → wine",
                                                         "cold → cord → word → ward → warm"]


def test_everything_is_escaped_and_the_page_is_self_contained() -> None:
    page = sheet_page([Ladder(("a<b", "a<c"), "substitution")], title='<script>alert("x")</script>')
    assert "<script" not in page and "a&lt;b" in page and "&lt;script&gt;" in page
    assert "http" not in page and "src=" not in page  # no external file
    assert page == sheet_page([Ladder(("a<b", "a<c"), "substitution")], title='<script>alert("x")</script>')


def test_a_swap_marks_both_boxes() -> None:
    assert step_in_words("form", "from") == "swap the 2nd and 3rd letters"
    found = rows(sheet_page([Ladder(("form", "from", "frog"), "damerau")]))
    assert [k for k, (kinds, _) in enumerate(boxes(found[1])) if "mark" in kinds] == [1, 2]


def test_no_ladder_no_sheet() -> None:
    with pytest.raises(ValueError, match="at least one ladder"):
        sheet_page([])


def test_ordinals() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "14th", "21st", "22nd", "23rd", "101st", "111th"]
