"""``ladders report``: the table, JSON, the page, and one-line errors for bad lengths."""

from __future__ import annotations

import json
import os

import pytest

from ladders.cli import main
from ladders.study.languages import length_shares
from ladders.words.accents import DEFAULT_RULES
from ladders.words.languages import LANGUAGES, lexicon_for


def test_table_has_a_row_per_length_and_one_across(capsys):
    assert main(["report", "--size", "10", "--lengths", "3-4"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [line.split()[0] for line in out[2:5]]
    assert rows == ["3", "4", "all"]
    assert any(line.startswith("  longest (") and "→" in line for line in out)


def test_json_matches_the_lengths_asked(capsys):
    assert main(["report", "--size", "10", "--lengths", "3,5", "--metric", "substitution", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["metric"] == "substitution" and report["lengths"] == [3, 5]
    assert [row["length"] for row in report["rows"]] == [3, 5]
    for row in report["rows"]:
        assert row["radius"] <= row["diameter"] <= 2 * row["radius"]
        assert sum(row["eccentricities"].values()) == row["giant"]


def test_words_file(tmp_path, capsys):
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n")
    assert main(["report", "--words", str(words), "--metric", "substitution", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["rows"]
    assert row["diameter"] == 4 and row["witness"]["ladder"] == ["cold", "cord", "card", "ward", "warm"]
    assert row["radius"] == 2 and row["centre"] == ["card"]


def test_workers_give_the_same_report(capsys):
    outputs = []
    for workers in ("1", "2"):
        assert main(["report", "--size", "10", "--lengths", "3-5", "--json", "--workers", workers]) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] and json.loads(outputs[0])["lengths"] == [3, 4, 5]


def test_html_page(tmp_path, capsys):
    page = tmp_path / "report.html"
    assert main(["report", "--size", "10", "--lengths", "3-4", "--html", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!doctype html>") and text.count("<svg") == 4 and "http" not in text.split("<svg")[0]


@pytest.mark.parametrize("argv, message", [
    (["--lengths", "9-3"], "runs backwards"),
    (["--lengths", "x"], "expected lengths"),
    (["--lengths", "0-3"], "at least 1 letter"),
    (["--lengths", "60"], "no word of the list has 60 letters"),
    (["--samples", "10"], "64 or more"),
    (["--seed", "abc"], "whole number"),
    (["--workers", "0"], "from 1 to 64"),
    (["--html", "/nonexistent-folder/r.html", "--lengths", "2"], "cannot write"),
])
def test_bad_input_is_one_line_and_status_2(argv, message, capsys):
    assert main(["report", "--size", "10", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_language_s_list_with_accents_folded_shows_real_spellings(tmp_path, capsys):
    words = tmp_path / "french.txt"
    words.write_text("fête\nfêté\ntête\nbête\ntêtu\n", encoding="utf-8")
    argv = ["report", "--words", str(words), "--language", "fr", "--metric", "substitution"]
    assert main([*argv, "--accents", "fold"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("graph report: substitution, 4 words, accents folded;")  # fête and fêté are one word
    assert "longest (2 steps): bête → tête → têtu" in out and "centre (radius 1): tête" in out
    assert main([*argv, "--accents", "exact", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["accents"] == "exact" and report["words"] == 5
    assert report["rows"][0]["witness"]["ladder"] == ["fêté", "fête", "tête", "têtu"]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_language_s_report_has_the_figures_of_its_list(code, capsys):
    """``ladders report --language L`` works on each installed list, and its giant group is the figures page's."""
    language = LANGUAGES[code]
    if language.path is not None and not os.path.exists(language.path):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    assert main(["report", "--language", code, "--lengths", "4", "--metric", "substitution", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (row,) = report["rows"]
    (shares,) = length_shares(lexicon_for(code), [4])
    assert report["accents"] == DEFAULT_RULES[code] and (row["words"], row["giant"]) == (shares.words, shares.giant)
    assert row["common_pairs"]  # the list is ranked by the language's frequencies: it has common words
