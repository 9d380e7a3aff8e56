"""`ladders score`: one ladder or chain graded in words or JSON, and JSON lines in, one score per line out."""

from __future__ import annotations

import io
import json

import pytest

from ladders.cli import main

WORDS = "pig wig wag way say sty big bag bay sag".split()
CARROLL = "pig wig wag way say sty".split()


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return str(path)


def score(argv, words_file):
    return main(["score", *argv, "--words", words_file, "--metric", "substitution"])


def test_a_shortest_ladder_in_a_player_s_words(words_file, capsys):
    assert score(["pig", "sty", *CARROLL], words_file) == 0
    assert capsys.readouterr().out.splitlines() == [
        "pig → wig → wag → way → say → sty",
        "valid: 5 steps, par 5: a shortest ladder",
        "Carroll's marks: 12 (3 letters × 4 links)",
    ]


def test_a_longer_ladder_says_how_far_over_par(words_file, capsys):
    assert score(["pig", "sty", "pig", "wig", "wag", "bag", "bay", "say", "sty"], words_file) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1:] == ["valid: 6 steps, par 5: 1 step more than par",
                       "Carroll's marks: 9 (3 letters × 4 links, less 3 for each of 1 extra link)"]


def test_an_invalid_ladder_exits_1_with_its_first_problem(words_file, capsys):
    assert score(["pig", "sty", "pig", "wig", "sty"], words_file) == 1
    assert capsys.readouterr().out.splitlines()[1:] == [
        "not valid: step 2, 'wig' -> 'sty', is not one substitution move", "par 5; Carroll's marks: 0"]


def test_json_for_one_ladder(words_file, capsys):
    assert score(["pig", "sty", *CARROLL, "--json"], words_file) == 0
    record = json.loads(capsys.readouterr().out)
    assert [record[key] for key in ("valid", "par", "gap", "shortest", "marks")] == [True, 5, 0, True, 12]
    assert record["rarest"] is None  # a word file of one's own has no ranks


def test_a_chain(words_file, capsys):
    assert score(["--chain", "pig", "wig", "wag", "wig", "--json"], words_file) == 1
    record = json.loads(capsys.readouterr().out)
    assert (record["length"], record["links"], record["share"]) == (2, 3, 0.6667)
    assert record["problem"]["kind"] == "repeated word"
    assert score(["--chain", "pig", "big", "bag"], words_file) == 0
    assert capsys.readouterr().out.splitlines()[1] == "2 valid links of 2 from 'pig' (100%)"


def test_json_lines_from_a_file(words_file, tmp_path, capsys):
    answers = tmp_path / "answers.jsonl"
    answers.write_text('{"id": 1, "start": "pig", "end": "sty", "answer": "PIG -> WIG -> WAG -> WAY -> SAY -> STY"}\n'
                       '{"id": 2, "start": "pig", "end": "sty", "ladder": ["pig", "sty"]}\n'
                       '{"id": 3, "start": "pig", "chain": ["big", "bag"]}\n', encoding="utf-8")
    assert score(["--jsonl", str(answers)], words_file) == 0
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["line"], r["id"]) for r in results] == [(1, 1), (2, 2), (3, 3)]
    assert [r["valid"] for r in results] == [True, False, True]
    assert results[0]["marks"] == 12 and results[1]["marks"] == 0 and results[2]["length"] == 2


def test_bad_json_lines_are_error_objects_and_exit_1(words_file, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO('{"start": "pig", "end": "sty", "ladder": ["pig", "wig"]}\n'
                                                 "pig wig\n[]\n{\"start\": \"pig\"}\n"))
    assert score(["--jsonl", "-"], words_file) == 1
    captured = capsys.readouterr()
    results = [json.loads(line) for line in captured.out.splitlines()]
    assert [r.get("error") for r in results] == [None, "bad_input", "bad_input", "bad_input"]
    assert results[1]["message"].startswith("not a JSON object") and results[1]["input"] == "pig wig"
    assert "Traceback" not in captured.err


@pytest.mark.parametrize("argv, message", [
    (["pig", "sty"], "give START, END and the ladder"),
    (["--jsonl", "-", "pig"], "give no words with it"),
    (["--jsonl", "/no/such/file.jsonl"], "cannot read"),
    (["--jsonl", "-", "--chain", "pig"], "not allowed with argument"),
    (["--jsonl", "-", "--table", "--json"], "drop --json"),
    (["pig", "sty", "pig", "wig", "--table"], "--table goes with --jsonl"),
])
def test_bad_usage_is_one_line_and_exit_2(argv, message, words_file, capsys):
    assert score(argv, words_file) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_table_to_read(words_file, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO('{"start": "pig", "end": "sty", "answer": "pig wig wag way say sty"}\n'
                                                 '{"start": "pig", "end": "sty", "answer": "pig wig sty"}\n'
                                                 '{"start": "pig", "chain": "big bag"}\nnonsense\n'))
    assert score(["--jsonl", "-", "--table"], words_file) == 1
    assert capsys.readouterr().out.splitlines() == [
        "line  valid  steps  par  gap  marks  answer",
        "1     yes        5    5    0     12  pig → wig → wag → way → say → sty",
        "2     no         2    5    -      0  pig → wig → sty  (not one move)",
        "3     yes        2    -    -      -  pig → big → bag  (chain: 2 valid)",
        "4     error: not a JSON object: Expecting value (column 1)",
    ]


def test_the_command_is_listed(capsys):
    assert main(["--help"]) == 0
    assert "  score " in capsys.readouterr().out
