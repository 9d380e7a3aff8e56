"""Input read within bounds and shown escaped: `score` and `batch` lines past their caps are that line's error and
the rest are read; `--workers` is 1 to 64 everywhere; control characters from input never reach the screen raw."""

from __future__ import annotations

import io
import json
import sys
import tracemalloc

import pytest

from ladders.cli import main
from ladders.cli.graph import MAX_PAIR_LINE_CHARS
from ladders.cli.options import workers
from ladders.solve.score_lines import MAX_LINE_CHARS

WORDS = "pig wig wag way say sty beer bear bee wee were wire wine".split()
GOOD = '{"start": "pig", "end": "sty", "answer": "pig wig wag way say sty"}\n'


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return str(path)


def score_lines_of(path, words_file, *extra):
    return main(["score", "--jsonl", str(path), "--words", words_file, "--metric", "substitution", *extra])


def test_the_documented_caps():
    assert (MAX_LINE_CHARS, MAX_PAIR_LINE_CHARS) == (100_000, 10_000)


def test_a_deeply_nested_answer_is_its_line_s_error_and_the_rest_are_graded(tmp_path, words_file, capsys):
    answers = tmp_path / "answers.jsonl"
    answers.write_text(GOOD + "[" * 100_000 + "\n" + GOOD, encoding="utf-8")
    assert score_lines_of(answers, words_file) == 1
    out, err = capsys.readouterr()
    results = [json.loads(line) for line in out.splitlines()]
    assert [result["line"] for result in results] == [1, 2, 3] and err == ""
    assert results[1]["message"] == "line 2 nests 100,000 deep; at most 32 levels are read"
    assert results[1]["input"] == "[" * 77 + "..."
    assert results[0]["marks"] == results[2]["marks"] == 12


def test_an_endless_answer_line_is_its_line_s_error_and_never_held_whole(tmp_path, words_file, capsys):
    answers = tmp_path / "answers.jsonl"
    endless = '{"start": "pig", "end": "sty", "answer": "' + "pig " * 2_500_000 + '"}'
    answers.write_text(GOOD + endless + "\n" + GOOD, encoding="utf-8")
    tracemalloc.start()
    try:
        status = score_lines_of(answers, words_file)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert status == 1
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert results[1] == {"line": 2, "error": "bad_input", "input": endless[:77] + "...",
                          "message": f"line 2 is {len(endless):,} characters long; at most 100,000 are read"}
    assert results[0]["marks"] == results[2]["marks"] == 12
    assert peak < 5_000_000, f"a {len(endless):,}-character line peaked at {peak:,} bytes"


def test_a_line_of_the_cap_is_graded_from_standard_input(words_file, capsys, monkeypatch):
    padded = GOOD.rstrip("\n")[:-1] + ", \"id\": \"" + "x" * (MAX_LINE_CHARS - len(GOOD) - 9) + "\"}"
    assert len(padded) == MAX_LINE_CHARS
    monkeypatch.setattr(sys, "stdin", io.StringIO(padded + "\n" + padded + "y\n"))
    assert score_lines_of("-", words_file, "--table") == 1
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].startswith("1     yes        5    5    0     12  pig → wig")
    assert rows[2] == "2     error: line 2 is 100,001 characters long; at most 100,000 are read"


@pytest.mark.parametrize("where", [0, 1, 2])
def test_a_long_pair_line_is_its_line_s_error_in_its_place_and_the_rest_are_solved(tmp_path, words_file, capsys,
                                                                                    where):
    lines = ["beer wine", "", "pig sty"]
    lines.insert(where, "beer " * 10_000)
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["batch", str(pairs), "--words", words_file]) == 1
    out, err = capsys.readouterr()
    results = [json.loads(line) for line in out.splitlines()]
    assert [result["line"] for result in results] == [n for n, line in enumerate(lines, 1) if line] and err == ""
    long_one = results[where if where < 2 else 1]
    assert long_one == {"line": where + 1, "error": "bad_input", "input": ("beer " * 12)[:57] + "...",
                        "message": f"line {where + 1} is 50,000 characters long; at most 10,000 are read"}
    solved = [result for result in results if result is not long_one]
    assert [result["words"][-1] for result in solved] == ["wine", "sty"]


@pytest.mark.parametrize("command", [["batch", "-"], ["longest"]])
@pytest.mark.parametrize(("given", "message"), [
    ("0", "expected a number of processes from 1 to 64, got 0"),
    ("65", "expected a number of processes from 1 to 64, got 65"),
    ("500", "expected a number of processes from 1 to 64, got 500"),
    ("-1", "expected 0 or more, got -1"),
    ("two", "expected a whole number, got 'two'"),
])
def test_workers_are_1_to_64_in_every_command(command, given, message, capsys):
    assert main([*command, f"--workers={given}"]) == 2  # refused before any process starts or input is read
    err = capsys.readouterr().err
    assert err == f"ladders: argument --workers: {message} (see 'ladders {command[0]} --help')\n"


def test_the_workers_type_takes_1_to_64():
    assert [workers(text) for text in ("1", "2", "64")] == [1, 2, 64]


HOSTILE = "\x1b[2J\x1b]0;owned\x07\x9b31m\u202e"


def assert_shown_escaped(text: str) -> None:
    assert all(character.isprintable() or character == "\n" for character in text), repr(text)


@pytest.mark.parametrize("argv", [
    ["score", "pig", "sty", "pig", f"w{HOSTILE}ig", "sty"],
    ["score", "pig", "sty", "pig", f"w{HOSTILE}ig", "sty", "--json"],
    ["score", "--chain", "pig", "pig", f"w{HOSTILE}ig"],
    ["check", "pig", f"w{HOSTILE}ig"],
    ["check", "pig", f"w{HOSTILE}ig", "--json"],
    ["define", f"red{HOSTILE}"],
    ["define", f"red{HOSTILE}", "--json"],
    ["pig", f"sty{HOSTILE}"],
    ["pig", f"sty{HOSTILE}", "--json"],
    ["sheet", f"pig-sty{HOSTILE}"],
    ["batch", "-"],
    ["score", "--jsonl", "-"],
    ["score", "--jsonl", "-", "--table"],
])
def test_control_characters_from_input_are_shown_escaped(argv, words_file, capsys, monkeypatch):
    answer = {"start": "pig", "end": f"sty{HOSTILE}", "ladder": ["pig", f"w{HOSTILE}ig", "sty"], "id": HOSTILE}
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"pig sty{HOSTILE}\n{HOSTILE}\n{json.dumps(answer)}\n"))
    words = [] if argv[0] == "define" else ["--words", words_file]
    main([*argv, *words])
    out, err = capsys.readouterr()
    assert out or err
    assert_shown_escaped(out)
    assert_shown_escaped(err)
    if "--json" in argv or argv[0] == "batch" or argv[-1] == "-":
        for line in out.splitlines():
            json.loads(line)  # escaped as JSON escapes: still JSON


def test_the_score_table_shows_what_an_answer_file_held_escaped(tmp_path, words_file, capsys):
    answers = tmp_path / "answers.jsonl"
    answers.write_text(json.dumps({"start": "pig", "end": "sty", "answer": f"pig w{HOSTILE}ig sty"}) + "\n")
    assert score_lines_of(answers, words_file, "--table") == 0
    row = capsys.readouterr().out.splitlines()[1]
    assert row.endswith("pig → w\\x1b[2j\\x1b]0;owned\\x07\\x9b31m\\u202eig → sty  (not a word)")
