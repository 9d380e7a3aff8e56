"""Challenge codes (ladders.play.challenge): the shared vectors, a round trip of drawn challenges, the length a code
may have, the ends kept out of sight, damage refused, and which ends a receiver may be given."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ladders.play.challenge import (
    LANGUAGE_CODES, LETTERS, LOWER, MAX_NAME, METRIC_NAMES, PREFIX, Challenge, check_name, comparison, ends_problem,
    invitation, make_code, read_code,
)
from ladders.play.daily import daily_puzzle, schedule
from ladders.play.records import MAX_DAYS, MAX_HINTS, MAX_STEPS

VECTORS = json.loads((Path(__file__).parent / "challenge_vectors.json").read_text(encoding="utf-8"))


def sent(fields: dict[str, Any]) -> Challenge:
    return Challenge(**fields)


@pytest.mark.parametrize("case", VECTORS["codes"], ids=lambda case: case["name"])
def test_the_shared_codes_are_python_s_codes(case: dict[str, Any]) -> None:
    assert make_code(sent(case["challenge"])) == case["code"]
    assert read_code(case["code"]) == sent(case["challenge"])
    assert read_code(case["code"][:9] + "\n  " + case["code"][9:]) == sent(case["challenge"])  # pasted in two


@pytest.mark.parametrize("case", VECTORS["bad_codes"], ids=lambda case: case["name"])
def test_the_shared_bad_codes_are_refused_saying_why(case: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(case['error'])}$"):
        read_code(case["code"])


@pytest.mark.parametrize("case", VECTORS["names"], ids=lambda case: repr(case["given"]))
def test_the_shared_names(case: dict[str, Any]) -> None:
    if "error" in case:
        with pytest.raises(ValueError, match=f"^{re.escape(case['error'])}$"):
            check_name(case["given"])
    else:
        assert check_name(case["given"]) == case["name"]


def test_the_shared_comparisons_and_invitations() -> None:
    for case in VECTORS["comparisons"]:
        assert comparison(sent(case["challenge"]), steps=case["steps"], hints=case["hints"], solved=case["solved"],
                          par=case["par"]) == case["expect"]
    for case in VECTORS["invitations"]:
        assert invitation(sent(case["challenge"])) == case["expect"]
    assert comparison(Challenge("en", "substitution", "cold", "warm", 5), steps=6, hints=0, solved=True, par=5) == \
        "you 6 steps (par 5) · your friend 5 steps"  # the issue's own words


REASONS = ("is text", "characters long", "is empty", "records code", "newer kind", "not a ladders challenge code",
           "characters a code never has", "cut short", "check does not match", "a language this version does not know",
           "more than a challenge", "not written as a code is", "two words are the same", "a step at least",
           "a daily puzzle is English", "single spaces")
"""Every reason :func:`read_code` gives for a code it refuses (each raise in it, and each field check a read meets)."""


def test_the_vectors_hold_every_reason_a_code_is_refused() -> None:
    said = [case["error"] for case in VECTORS["bad_codes"]]
    assert [reason for reason in REASONS if not any(reason in error for error in said)] == []


words = st.text(alphabet=LOWER, min_size=1, max_size=8) | st.text(alphabet=LETTERS, min_size=1, max_size=8)
names = st.lists(st.text(alphabet=LETTERS, min_size=1, max_size=5), max_size=3).map(" ".join).filter(
    lambda name: len(name) <= MAX_NAME)


@st.composite
def challenges(draw: st.DrawFn) -> Challenge:
    daily = draw(st.booleans())
    start = draw(words)
    end = draw(words.filter(lambda word: word != start))
    solved = draw(st.booleans())
    return Challenge("en" if daily else draw(st.sampled_from(LANGUAGE_CODES)),
                     "substitution" if daily else draw(st.sampled_from(METRIC_NAMES)), start, end,
                     draw(st.integers(int(solved), MAX_STEPS)), draw(st.integers(0, MAX_HINTS)), solved,
                     draw(st.integers(1, MAX_DAYS)) if daily else None, draw(names) or None)


@given(challenges())
def test_any_challenge_round_trips_and_five_letter_ends_fit_in_40_characters(challenge: Challenge) -> None:
    code = make_code(challenge)
    assert read_code(code) == challenge
    assert code.startswith(PREFIX) and code.isascii() and code.isalnum()
    if max(len(challenge.start), len(challenge.end)) <= 5:
        assert len(code) <= 40, code
    if challenge.name is None and max(len(challenge.start), len(challenge.end)) <= 5:
        assert len(code) <= 27, code


def test_the_widest_five_letter_code_is_40_characters() -> None:
    widest = Challenge("en", "substitution", "ÞÞÞÞÞ", "ÝÝÝÝÝ", MAX_STEPS, MAX_HINTS, True, MAX_DAYS, "Þ" * MAX_NAME)
    assert len(make_code(widest)) == 40


def test_the_ends_cannot_be_read_and_one_letter_changes_the_whole_code() -> None:
    one = make_code(Challenge("en", "substitution", "cold", "warm", 5))
    other = make_code(Challenge("en", "substitution", "cold", "ward", 5))
    assert "cold" not in one.lower() and "warm" not in one.lower()
    same = sum(a == b for a, b in zip(one[2:], other[2:], strict=False))
    assert same <= 3, (one, other)  # a change anywhere shifts every character (chance agreements aside)


def test_every_single_character_damage_is_refused() -> None:
    rng = random.Random(41)
    code = make_code(Challenge("fr", "substitution", "fête", "tête", 3, 1, name="Zoë"))
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    for at in range(2, len(code)):
        for replacement in rng.sample([d for d in digits if d != code[at]], 10):
            with pytest.raises(ValueError, match="damaged"):
                read_code(code[:at] + replacement + code[at + 1:])
        with pytest.raises(ValueError, match="damaged"):
            read_code(code[:at] + code[at + 1:])


@pytest.mark.parametrize(("fields", "message"), [
    ({"language": "xx"}, "a challenge's language is one of en, fr"),
    ({"metric": "hop"}, "a challenge's moves are one of"),
    ({"steps": -1}, "a challenge's steps is a whole number from 0 to 200"),
    ({"steps": True}, "a challenge's steps"),
    ({"hints": 201}, "a challenge's hints is a whole number from 0 to 200"),
    ({"day": 0}, "a challenge's day is a whole number from 1 to 20000"),
    ({"start": "co-ld"}, "a challenge's start is a word"),
    ({"end": "x" * 41}, "a challenge's end is a word of 1 to 40 letters"),
    ({"end": "cold"}, "a challenge's two words are the same"),
    ({"steps": 0}, "a challenge solved takes a step at least"),
    ({"day": 3, "language": "fr"}, "a daily puzzle is English"),
    ({"name": "Al  Bo"}, "single spaces"),
    ({"name": "R2D2"}, "a name has letters and spaces only, not 2"),
])
def test_a_challenge_no_code_can_hold_is_refused_at_once(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        Challenge(**{"language": "en", "metric": "substitution", "start": "cold", "end": "warm", "steps": 5,
                     **fields})


def test_a_daily_challenge_needs_the_schedule_s_ends_and_a_pair_needs_shown_ends() -> None:
    puzzle = daily_puzzle("2026-12-09")
    ok = Challenge("en", "substitution", puzzle.start, puzzle.end, 5, day=puzzle.number)
    assert ends_problem(ok) is None
    early = schedule()[0]  # day 1's ends are not shown words as ends today: the schedule gave them to everyone
    assert ends_problem(Challenge("en", "substitution", early[0], early[1], 5, day=1)) is None
    swapped = Challenge("en", "substitution", puzzle.end, puzzle.start, 5, day=puzzle.number)
    assert ends_problem(swapped) == f"it names daily puzzle #{puzzle.number}, whose words are not these"
    late = Challenge("en", "substitution", "cold", "warm", 5, day=len(schedule()) + 1)
    assert ends_problem(late) is not None and "after the last one" in str(ends_problem(late))
    assert ends_problem(Challenge("en", "substitution", early[0], early[1], 5)) == \
        "one of its words is not one our puzzles use"
    for rude in ("damn", "hell"):
        problem = ends_problem(Challenge("en", "substitution", "cold", rude, 5))
        assert problem is not None and rude not in problem  # the refusal never names the hidden ends
