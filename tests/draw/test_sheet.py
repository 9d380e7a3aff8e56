"""The worksheet (``ladders.draw.sheet``): the ladders a class sheet shows (vocabulary words with clues), and the page:
empty rungs, marked boxes, clues no two rungs share, the answers on their own page."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

from ladders import Lexicon
from ladders.draw.sheet import LONGER_BY, ordinal, sheet_ladders, sheet_page, step_in_words
from ladders.errors import NoLadderError
from ladders.moves.metrics import levenshtein, substitution
from ladders.solve.answer import answer
from ladders.solve.ladder import Ladder
from ladders.words.clues import NO_CLUE, clues, gives_away, sheet_clues
from ladders.words.definitions import define
from ladders.words.embedded import default_lexicon
from ladders.words.society import is_shown_word
from tests.checks import assert_valid_ladder

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
    assert shown == list(sheet_clues(inner))
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


def clue_texts(page: str) -> list[str]:
    body = page.split('<section class="answers">')[0]
    return [unescape(m) for m in re.findall(r'<span class="clue">([^<]*)</span>', body)]


def test_twenty_class_sheets_show_vocabulary_words_and_never_one_clue_twice() -> None:
    """Seeded pairs of 3-5 letter vocabulary words, three a sheet: each sheet is made of vocabulary words, each
    rung with a clue of its own that does not name it, or is refused with the reason."""
    words = default_lexicon()
    ends = sorted(word for length in (3, 4, 5) for word in words.words_of_length(length)
                  if is_shown_word(word, words, end=True))
    rng = random.Random(42)
    made = 0
    for _ in range(20):
        pairs = []
        while len(pairs) < 3:
            start = rng.choice(ends)
            end = rng.choice([word for word in ends if len(word) == len(start) and word != start])
            pairs.append((start, end))
        try:
            ladders, notes = sheet_ladders(pairs, levenshtein, lexicon=words)
        except NoLadderError as why:  # no ladder, or none of vocabulary words: the sheet says why, in one line
            assert "\n" not in str(why) and ("--any-words" in why.reason or "not connected" in why.reason
                                             or "no neighbours" in why.reason), why
            continue
        made += 1
        for (start, end), ladder in zip(pairs, ladders, strict=True):
            assert_valid_ladder(ladder, start, end, levenshtein, words)
            assert all(is_shown_word(word, words) for word in ladder.words), ladder
            first = answer(start, end, levenshtein, None, lexicon=words, shown_words=True).ladder
            assert first is not None and ladder.steps <= first.steps + LONGER_BY
            assert (ladder == first) == (not any(note.startswith(f"{start} → {end}:") for note in notes)), notes
        inner = [word for ladder in ladders for word in ladder.words[1:-1]]
        texts = clue_texts(sheet_page(ladders))
        assert len(texts) == len(inner) and NO_CLUE not in texts
        glosses: dict[str, set[str]] = {}
        for word, text in zip(inner, texts, strict=True):
            assert text in clues(word) and not gives_away(text.replace("___", ""), word), (word, text)
            glosses.setdefault(text.split(": ", 1)[-1], set()).add(word)
        assert all(len(held) == 1 for held in glosses.values()), glosses
    assert made >= 5, made


TINY = Lexicon(["hit", "tit", "tat", "hot", "tot"])
"""A word list without frequencies: every word fit to show is its vocabulary; *tit* is offensive."""


def test_a_game_ladder_through_an_unfit_word_is_replaced_and_said() -> None:
    assert answer("hit", "tat", substitution, None, lexicon=TINY, shown_words=True).ladder.words == ("hit", "tit",
                                                                                                     "tat")
    ladders, notes = sheet_ladders([("hit", "tat")], substitution, lexicon=TINY)
    assert ladders[0].words == ("hit", "hot", "tot", "tat")
    assert len(notes) == 1 and "'tit' is offensive" in notes[0] and str(ladders[0]) in notes[0]


def test_any_words_keeps_the_game_s_ladder_and_names_the_words_outside_the_vocabulary() -> None:
    ladders, notes = sheet_ladders([("hit", "tat")], substitution, lexicon=TINY, any_words=True)
    assert ladders[0].words == ("hit", "tit", "tat") and notes == ["hit → tat: 'tit' is not a vocabulary word "
                                                                   "(offensive, in this or another form)"]
    ladders, notes = sheet_ladders([("tit", "tat")], substitution, lexicon=TINY, any_words=True)
    assert ladders[0].words == ("tit", "tat") and "'tit' is not a vocabulary word" in notes[0]


def test_an_end_outside_the_vocabulary_or_no_ladder_of_it_is_no_sheet() -> None:
    with pytest.raises(ValueError, match="'tit' is not a word for a class sheet .*--any-words"):
        sheet_ladders([("hit", "hot"), ("tit", "tat")], substitution, lexicon=TINY)
    bare = Lexicon(["hit", "tit", "tat"])
    with pytest.raises(NoLadderError, match="none of vocabulary words with clues within 4 steps .*'tit' is offensive"):
        sheet_ladders([("hit", "tat")], substitution, lexicon=bare)


def test_a_rung_without_a_definition_is_avoided() -> None:
    words = Lexicon(["bins", "bios", "boos", "bias", "boas"])
    assert not define("bios") and all(define(word) for word in ("bins", "boos", "bias", "boas"))
    ladders, notes = sheet_ladders([("bins", "boos")], substitution, lexicon=words)
    assert ladders[0].words == ("bins", "bias", "boas", "boos") and "'bios' has no clue" in notes[0]
