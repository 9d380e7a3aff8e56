"""``ladders sheet``: the worksheet file, its ladders (a class sheet's: vocabulary words with clues, or every word with
``--any-words``), notes on standard error, and one-line errors."""

from __future__ import annotations

import re

import pytest

from ladders.cli import main
from ladders.draw.sheet import sheet_ladders
from ladders.moves.metrics import levenshtein, substitution


def test_writes_the_sheet_with_the_products_ladders(tmp_path, capsys) -> None:
    out = tmp_path / "sheet.html"
    assert main(["sheet", "beer-wine", "cold,warm", "--title", "Class 4B", "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    page = out.read_text(encoding="utf-8")
    assert "<h1>Class 4B</h1>" in page
    answers = re.findall(r"<li>([^<]*)</li>", page.split('<section class="answers">')[1])
    expected, _ = sheet_ladders([("beer", "wine"), ("cold", "warm")], levenshtein)
    assert answers == [" → ".join(ladder.words) for ladder in expected]


def test_metric_and_standard_output(capsys) -> None:
    assert main(["sheet", "cold-warm", "--metric", "substitution"]) == 0
    page = capsys.readouterr().out
    ladder = sheet_ladders([("cold", "warm")], substitution)[0][0]
    assert " → ".join(ladder.words) in page
    assert page.startswith("<!doctype html>")


@pytest.mark.parametrize("args, message", [
    (["sheet", "beerwine"], "'beerwine' is not a pair of words: write START-END or START,END"),
    (["sheet", "beer-wine-gin"], "is not a pair of words"),
    (["sheet", "beeer-wine"], "'beeer' is not in the dictionary"),
    (["sheet", "beer-wine", "--metric", "hops"], "invalid choice"),
])
def test_bad_input_is_one_line_and_exit_2(args, message, tmp_path, capsys) -> None:
    out = tmp_path / "sheet.html"
    assert main([*args, "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err
    assert not out.exists()


def test_unknown_word_suggests_one(capsys) -> None:
    assert main(["sheet", "beeer-wine"]) == 2
    assert "did you mean" in capsys.readouterr().err


def test_no_ladder_writes_nothing(tmp_path, capsys) -> None:
    out = tmp_path / "sheet.html"
    assert main(["sheet", "beer-wine", "cat-xylophone", "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert "no ladder" in err and "\n" not in err
    assert not out.exists()


def test_an_unwritable_file_is_one_line_and_exit_2(tmp_path, capsys) -> None:
    assert main(["sheet", "beer-wine", "-o", str(tmp_path / "missing" / "sheet.html")]) == 2
    err = capsys.readouterr().err.strip()
    assert "cannot write" in err and "\n" not in err


def test_a_word_file_and_search_limits(tmp_path, capsys) -> None:
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n")
    assert main(["sheet", "cold-warm", "--words", str(words), "--metric", "substitution"]) == 0
    assert "cold → cord → card → ward → warm" in capsys.readouterr().out
    assert main(["sheet", "beer-wine", "--max-expansions", "1"]) == 3
    assert "\n" not in capsys.readouterr().err.strip()


@pytest.fixture
def tiny(tmp_path):
    """A word file without frequencies: its vocabulary is every word fit to show; *tit* is offensive."""
    words = tmp_path / "words.txt"
    words.write_text("hit\ntit\ntat\nhot\ntot\n")
    return ["--words", str(words), "--metric", "substitution"]


def test_a_ladder_through_an_unfit_word_is_replaced_and_said(tiny, capsys) -> None:
    assert main(["sheet", "hit-tat", *tiny]) == 0
    captured = capsys.readouterr()
    assert "hit → hot → tot → tat" in captured.out
    notes = [line for line in captured.err.splitlines() if "hit → tat:" in line]
    assert len(notes) == 1 and "'tit' is offensive" in notes[0] and "hit → hot → tot → tat (3 steps)" in notes[0]


def test_an_end_outside_the_vocabulary_is_one_line_and_exit_2_unless_any_words(tiny, tmp_path, capsys) -> None:
    out = tmp_path / "sheet.html"
    assert main(["sheet", "tit-tat", *tiny, "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert "'tit' is not a word for a class sheet" in err and "--any-words" in err and "\n" not in err
    assert not out.exists()
    assert main(["sheet", "tit-tat", *tiny, "--any-words", "-o", str(out)]) == 0
    assert "'tit' is not a vocabulary word (offensive" in capsys.readouterr().err and out.exists()


def test_no_ladder_of_vocabulary_words_writes_nothing_and_exits_1(tmp_path, capsys) -> None:
    words = tmp_path / "words.txt"
    words.write_text("hit\ntit\ntat\n")
    out = tmp_path / "sheet.html"
    assert main(["sheet", "hit-tat", "--words", str(words), "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert "none of vocabulary words" in err and "--any-words" in err and "\n" not in err
    assert not out.exists()
    assert main(["sheet", "hit-tat", "--words", str(words), "--any-words", "-o", str(out)]) == 0
    assert "hit → tit → tat" in out.read_text(encoding="utf-8")

def pdf_pages(pdf: bytes) -> int:
    """How many page objects a PDF holds (``/Type /Page``, not ``/Pages``), in its objects or compressed streams."""
    import zlib
    texts = [pdf]
    for stream in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.S):
        try:
            texts.append(zlib.decompress(stream))
        except zlib.error:
            continue  # a stream of another filter (an image, a font): it holds no page object
    return sum(len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", text)) for text in texts)


def test_pdf_puts_the_answers_on_a_page_of_their_own(tmp_path, capsys) -> None:
    pytest.importorskip("weasyprint", reason="the pdf extra (WeasyPrint) is not installed")
    pdf = tmp_path / "sheet.pdf"
    assert main(["sheet", "beer-wine", "--pdf", str(pdf)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""  # only the PDF: no page on standard output, and no note but the file written
    assert all(line.startswith("ladders: wrote ") for line in captured.err.splitlines()), captured.err
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and pdf_pages(data) == 2  # one ladder's page, then the answers'
    html = tmp_path / "sheet.html"
    assert main(["sheet", "beer-wine", "cold-warm", "--pdf", str(pdf), "-o", str(html)]) == 0
    assert html.read_text(encoding="utf-8").startswith("<!doctype html>") and pdf_pages(pdf.read_bytes()) >= 2


def test_pdf_without_the_extra_says_how_to_get_it(tmp_path, capsys, monkeypatch) -> None:
    import sys
    monkeypatch.setitem(sys.modules, "weasyprint", None)  # as if it were not installed
    assert main(["sheet", "beer-wine", "--pdf", str(tmp_path / "sheet.pdf")]) == 2
    err = capsys.readouterr().err.strip()
    assert "pip install 'ladders[pdf]'" in err and "--print-to-pdf" in err and "\n" not in err
    assert not (tmp_path / "sheet.pdf").exists()
