"""Batch solving: one result per line, in order, on one process or two; bad lines never stop it."""

from __future__ import annotations

import io
import json
import random

import pytest

from ladders import Ladder, substitution
from ladders.solve.batch import parse_pair, solve_lines
from ladders.cli import main
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps


def sample_lines(lexicon, count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pool = lexicon.words_of_length(4)
    return [f"{rng.choice(pool)} {rng.choice(pool)}" for _ in range(count)]


def test_results_are_shortest_ladders_in_input_order(small_lexicon):
    lines = sample_lines(small_lexicon, 12, seed=1)
    results = list(solve_lines(lines, lexicon=small_lexicon, metric=substitution, max_depth=None))
    assert [r["line"] for r in results] == list(range(1, 13))
    for line, result in zip(lines, results, strict=True):
        start, end = line.split()
        expected = shortest_steps(start, end, small_lexicon.words_of_length(4), "substitution")
        if expected is None:
            assert result["error"] == "no_ladder" and (result["start"], result["end"]) == (start, end)
        else:
            assert result["steps"] == expected
            assert_valid_ladder(Ladder(tuple(result["words"]), "substitution"), start, end, substitution,
                                small_lexicon)


def test_two_processes_give_the_same_results_in_the_same_order(small_lexicon):
    lines = sample_lines(small_lexicon, 150, seed=2) + ["just-one", "", "# note", "zzzz beer"]
    options = dict(lexicon=small_lexicon, metric=substitution, max_depth=None)
    serial = list(solve_lines(lines, workers=1, **options))
    shared = list(solve_lines(lines, workers=2, **options))
    assert shared == serial
    assert len(serial) == 152, "the blank and comment lines are skipped"
    assert serial[-2]["error"] == "bad_input" and serial[-2]["line"] == 151
    assert serial[-1]["error"] == "unknown_word" and serial[-1]["line"] == 154


def test_bad_lines_are_reported_and_skipped(small_lexicon):
    lines = ["cold warm", "cold", "a b c", "cold, warm", "cold -> warm", "cold 123"]
    results = list(solve_lines(lines, lexicon=small_lexicon, metric=substitution))
    kinds = [r.get("error", "ok") for r in results]
    assert kinds == ["ok", "bad_input", "bad_input", "ok", "ok", "bad_input"]  # "123" is no word at all
    assert "expected two words, got 3" in results[2]["message"]


def test_limits_are_errors_of_their_line(small_lexicon):
    (result,) = solve_lines(["cold warm"], lexicon=small_lexicon, metric=substitution, max_expansions=1)
    assert result["error"] == "search_limit" and result["limit"] == "max_expansions"
    (result,) = solve_lines(["cold warm"], lexicon=small_lexicon, metric=substitution, max_depth=2)
    assert result["error"] == "no_ladder" and "none within 2 steps" in result["message"] and result["shortest"] == 4


def test_parse_pair():
    assert parse_pair("beer wine") == ("beer", "wine")
    assert parse_pair("beer → wine") == ("beer", "wine")
    with pytest.raises(ValueError, match="expected two words, got 0"):
        parse_pair("   ")


def test_bad_workers():
    with pytest.raises(ValueError, match="workers"):
        solve_lines([], lexicon=None, workers=0)


def test_batch_command_from_a_file(tmp_path, capsys):
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("cold warm\nhead tail\n", encoding="utf-8")
    assert main(["batch", str(pairs), "--metric", "substitution", "--size", "35"]) == 0
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["start"], r["end"], r["steps"]) for r in results] == [("cold", "warm", 4), ("head", "tail", 5)]


def test_batch_command_from_standard_input(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("cold warm\nnonsense\ncold qqqq\n"))
    assert main(["batch", "-", "--metric", "substitution", "--size", "35"]) == 1
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["line"] for r in results] == [1, 2, 3]
    assert [r.get("error") for r in results] == [None, "bad_input", "unknown_word"]


def test_batch_command_missing_file(tmp_path, capsys):
    assert main(["batch", str(tmp_path / "absent.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_command_names_are_still_words(capsys):
    # 'stats', 'batch', 'from' and 'puzzle' are commands, and words someone may want to solve.
    assert main(["solve", "stats", "batch", "--metric", "substitution", "--no-limit"]) in (0, 1)
    out = capsys.readouterr().out
    assert out.startswith("stats") and "batch" in out.splitlines()[0]
    assert main(["solve", "from", "puzzle", "--size", "95", "--no-limit"]) in (0, 1)


@pytest.mark.parametrize("workers", [1, 2])
def test_plain_gives_make_ladder_s_shortest_ladder_without_a_count(small_lexicon, workers):
    lines = sample_lines(small_lexicon, 40, seed=3) + ["just-one"]
    plain = list(solve_lines(lines, lexicon=small_lexicon, metric=substitution, max_depth=None, plain=True,
                             workers=workers))
    full = list(solve_lines(lines, lexicon=small_lexicon, metric=substitution, max_depth=None, workers=1))
    assert [r["line"] for r in plain] == [r["line"] for r in full]
    for line, fast, whole in zip(lines, plain, full, strict=True):
        assert "shortest_count" not in fast and "common" not in fast
        if "error" in whole:
            assert fast["error"] == whole["error"]
            continue
        start, end = line.split()
        assert fast["steps"] == whole["steps"]
        assert_valid_ladder(Ladder(tuple(fast["words"]), "substitution"), start, end, substitution, small_lexicon)


def test_plain_takes_neither_the_commoner_ladder_nor_definitions(small_lexicon, capsys):
    with pytest.raises(ValueError, match="plain"):
        solve_lines(["cold warm"], lexicon=small_lexicon, plain=True, commoner=True)
    assert main(["batch", "-", "--plain", "--define"]) == 2
    assert "--plain" in capsys.readouterr().err
