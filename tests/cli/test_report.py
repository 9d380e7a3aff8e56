"""``ladders report``: the table, JSON, the page, and one-line errors for bad lengths."""

from __future__ import annotations

import json

import pytest

from ladders.cli import main


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
    (["--html", "/nonexistent-folder/r.html", "--lengths", "2"], "cannot write"),
])
def test_bad_input_is_one_line_and_status_2(argv, message, capsys):
    assert main(["report", "--size", "10", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
