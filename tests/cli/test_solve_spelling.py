"""The solving commands say a ladder's spelling as the player sees it (:mod:`ladders.play.spelling`): which letters
the word list writes as two (German ß as ss), once, and each step that looks like more than one move, in the
list's spelling. Most tests read a small German list written here; one reads Debian's (skipped, naming the
package, where it is not installed), and the terminal game's opening reads it too.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pytest

from ladders.cli import main
from ladders.words.languages import LANGUAGES

pytest.importorskip("wordfreq", reason="a language's list is ranked with wordfreq (the freq extra)")

GERMAN = ["Schlange", "Schläge", "schlage", "Fuß", "Kuss", "muss", "Maß", "Maus", "Haus", "Straße"]
RULE = "In this game ä is written ae, ö oe, ü ue and ß ss, as in crosswords: two letters each."


@pytest.fixture
def german(tmp_path: Path) -> list[str]:
    path = tmp_path / "deutsch.txt"
    path.write_text("".join(f"{word}\n" for word in GERMAN), encoding="utf-8")
    return ["--words", str(path), "--language", "de"]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert status in (0, 1) and not err, err
    return out.splitlines()


def test_one_move_that_looks_like_two_is_said_in_the_lists_spelling(german: list[str], capsys) -> None:
    assert _run(capsys, "schlange", "schläge", "--metric", "substitution", *german) == [
        "Schlange → Schläge",
        "(ä is written ae in these ladders: Schlange → Schläge is schlange → schlaege, n changed to e)"]


def test_sharp_s_is_said_once_under_every_ladder_printed(german: list[str], capsys) -> None:
    assert _run(capsys, "Straße", "strasse", *german) == ["Straße", "(ß is written ss in these ladders)"]
    lines = _run(capsys, "Fuß", "Maus", "--all", "--limit", "3", *german)
    assert lines[0].startswith("Fuß → ") and sum("ß is written ss" in line for line in lines) == 1
    assert lines[-1].startswith("(ß is written ss in these ladders: Fuß → ")
    assert _run(capsys, "Fuß", "Kuss", "--via", "muss", *german)[-1].startswith("(ß is written ss in these ladders")


def test_words_spelt_as_the_list_keeps_them_need_no_note(german: list[str], capsys) -> None:
    assert _run(capsys, "Haus", "Maus", *german) == ["Haus → Maus"]
    english = _run(capsys, "cold", "warm", "--metric", "substitution")
    assert english[0].startswith("cold → ") and not any("written" in line or "accents" in line for line in english)


def test_json_keeps_its_fields(german: list[str], capsys) -> None:
    lines = _run(capsys, "schlange", "schläge", "--json", *german)
    assert len(lines) == 1 and lines[0].startswith("{") and "written" not in lines[0]


def test_check_says_the_spelling_of_the_words_typed(german: list[str], capsys) -> None:
    assert _run(capsys, "check", "Schlange", "Schläge", "--metric", "substitution", *german) == [
        "valid: 1 step, and shortest",
        "(ä is written ae in these ladders: Schlange → Schläge is schlange → schlaege, n changed to e)"]
    refused = _run(capsys, "check", "Fuß", "Haus", "--metric", "substitution", *german)
    assert refused[0].startswith("not a valid") and refused.count("(ß is written ss in these ladders)") == 1


def _debian_german() -> None:
    if not os.path.exists(str(LANGUAGES["de"].path)):
        pytest.skip("the German word list is not installed here (apt-get install wngerman)")


def test_ladders_schlange_schlaege_in_debians_german(capsys) -> None:
    _debian_german()
    assert _run(capsys, "schlange", "schläge", "--language", "de") == [
        "Schlange → Schläge",
        "(ä is written ae in these ladders: Schlange → Schläge is schlange → schlaege, n changed to e)"]


def test_a_german_practice_round_says_the_rule_once_as_it_starts(capsys, monkeypatch, tmp_path: Path) -> None:
    _debian_german()
    pytest.importorskip("scipy", reason="practice draws its puzzle with the graph extra")
    monkeypatch.setenv("LADDERS_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("!\ny\n"))
    assert main(["play", "--steps", "2", "--language", "de"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("ladders (practice, German): ") and lines[1] == RULE
    assert sum(line == RULE for line in lines) == 1
