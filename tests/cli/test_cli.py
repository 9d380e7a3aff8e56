"""The command line, through ``ladders.cli.main([...])``: output, exit statuses, one-line errors."""

from __future__ import annotations

import io
import json
import re
import sys

import pytest

from ladders import Ladder, default_lexicon, load_lexicon, make_ladder
from ladders.cli import COMMANDS, main
from ladders.moves.metrics import METRICS, levenshtein_neighbours
from ladders.search import SHORTEST, STRATEGIES
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps

ARROW = re.compile(r"\s*(?:→|->)\s*")


def _ladder_lines(text: str) -> list[tuple[str, ...]]:
    """The ladders printed in *text*: every line with an arrow, minus any trailing note in brackets."""
    found = []
    for line in text.splitlines():
        if "→" in line or "->" in line:
            found.append(tuple(ARROW.split(line.split("(")[0].strip())))
    return found


def _check_printed(words, start, end, metric_name="levenshtein", lexicon=None):
    lexicon = lexicon if lexicon is not None else default_lexicon()
    ladder = Ladder(tuple(words), metric_name)
    assert_valid_ladder(ladder, start, end, METRICS[metric_name], lexicon)
    return ladder


def _one_line_error(err: str) -> str:
    assert err.endswith("\n") and err.count("\n") == 1, f"not one line: {err!r}"
    assert err.startswith("ladders: ")
    assert "Traceback" not in err
    return err


def test_beer_wine_prints_a_shortest_ladder(capsys):
    assert main(["beer", "wine"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    printed = _ladder_lines(out)
    assert printed, f"no ladder in {out!r}"
    first = _check_printed(printed[0], "beer", "wine")
    assert first.steps == make_ladder("beer", "wine", max_depth=None).steps
    for words in printed[1:]:  # any further line is another valid ladder
        _check_printed(words, "beer", "wine")


def test_substitution_ladder_is_shortest_by_the_reference(capsys):
    assert main(["cold", "warm", "--metric", "substitution"]) == 0
    printed = _ladder_lines(capsys.readouterr().out)
    ladder = _check_printed(printed[0], "cold", "warm", "substitution")
    assert ladder.steps == shortest_steps("cold", "warm", default_lexicon().words_of_length(4), "substitution")


@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_every_strategy_prints_a_valid_ladder_within_the_cap(capsys, strategy):
    assert main(["head", "tail", "--metric", "substitution", "--strategy", strategy, "--max-depth", "7"]) == 0
    ladder = _check_printed(_ladder_lines(capsys.readouterr().out)[0], "head", "tail", "substitution")
    assert ladder.steps <= 7
    if STRATEGIES[strategy] in SHORTEST:
        assert ladder.steps == shortest_steps("head", "tail", default_lexicon().words_of_length(4), "substitution")


def test_no_limit(capsys):
    assert main(["black", "white", "--metric", "substitution", "--no-limit"]) == 0
    ladder = _check_printed(_ladder_lines(capsys.readouterr().out)[0], "black", "white", "substitution")
    assert ladder.steps == shortest_steps("black", "white", default_lexicon().words_of_length(5), "substitution")


def test_json_output_has_the_words(capsys):
    assert main(["beer", "wine", "--json"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert isinstance(record["words"], list)
    ladder = _check_printed(record["words"], "beer", "wine")
    assert record["steps"] == ladder.steps
    assert (record["start"], record["end"], record["metric"]) == ("beer", "wine", "levenshtein")


def test_all_with_limit_lists_valid_ladders_shortest_first(capsys):
    assert main(["cold", "warm", "--metric", "substitution", "--all", "--limit", "4"]) == 0
    printed = _ladder_lines(capsys.readouterr().out)
    assert len(printed) == 4
    ladders = [_check_printed(words, "cold", "warm", "substitution") for words in printed]
    assert len(set(printed)) == 4
    steps = [ladder.steps for ladder in ladders]
    assert steps == sorted(steps)
    assert steps[0] == shortest_steps("cold", "warm", default_lexicon().words_of_length(4), "substitution")


def test_all_with_json_prints_one_object_per_line(capsys):
    assert main(["cold", "warm", "--all", "--limit", "3", "--json", "--max-depth", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    for line in lines:
        _check_printed(json.loads(line)["words"], "cold", "warm")


def test_word_file_and_options(tmp_path, capsys):
    path = tmp_path / "words.txt"
    path.write_text("# a tiny list\nmère\npère\npire\ndire\n", encoding="utf-8")
    assert main(["mère", "dire", "--words", str(path), "--metric", "substitution", "--max-depth", "3"]) == 0
    lexicon = load_lexicon(path)
    printed = _ladder_lines(capsys.readouterr().out)
    ladder = _check_printed(printed[0], "mère", "dire", "substitution", lexicon)
    assert ladder.steps == shortest_steps("mère", "dire", lexicon, "substitution")


def test_solve_takes_command_names_as_words(capsys):
    lexicon = default_lexicon()
    names = [name for name in sorted(COMMANDS) if name in lexicon]
    assert "solve" in names
    for name in names:
        end = next(levenshtein_neighbours(name, lexicon))
        assert main(["solve", name, end]) == 0, name
        printed = _ladder_lines(capsys.readouterr().out)
        _check_printed(printed[0], name, end)


@pytest.mark.parametrize(("argv", "status", "message"), [
    (["cat", "dogs", "--metric", "substitution"], 1, "cannot join"),
    (["beer", "wine", "--max-depth", "2"], 1, "within 2 steps"),
    (["beer", "wine", "--max-depth", "4"], 1, "the shortest has 5"),
    (["cold", "warm", "--metric", "substitution", "--all", "--max-depth", "3"], 1, "cold"),
    (["beer", "xqzv"], 2, "xqzv"),
    (["beer"], 2, "end"),
    (["beer", "wine", "--max-depth", "-1"], 2, "-1"),
    (["beer", "wine", "--metric", "hamming"], 2, "hamming"),
    (["beer", "wine", "--frobnicate"], 2, "frobnicate"),
    (["beer", "r2d2"], 2, "r2d2"),
    (["beer", "wine", "--words", "/nonexistent/words.txt"], 2, "nonexistent"),
    (["beer", "wine", "--max-expansions", "1"], 3, "max-expansions"),
])
def test_failures_exit_with_one_clear_line(capsys, argv, status, message):
    assert main(argv) == status
    out, err = capsys.readouterr()
    assert out == ""
    assert message in _one_line_error(err)


def test_interrupt_exits_130(capsys, monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("ladders.solve.answer.answer_query", interrupted)
    assert main(["beer", "wine"]) == 130
    _one_line_error(capsys.readouterr().err)


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["solve", "--help"]])
def test_help(capsys, argv):
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "usage" in out.lower()
    assert "ladders" in out


def test_help_fits_the_terminal_width(capsys, monkeypatch):
    shown = {}
    for columns in (50, 120):
        monkeypatch.setenv("COLUMNS", str(columns))  # what the solve command's formatter reads, as shutil would
        assert main(["solve", "--help"]) == 0
        shown[columns] = capsys.readouterr().out.splitlines()
    assert len(shown[50]) > len(shown[120])  # narrower: the help wraps onto more lines
    assert max(map(len, shown[120])) > 80  # wider: the room is used, not a fixed 80 columns


def test_overview_lists_every_command(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for name in COMMANDS:
        assert name in out


def test_version(capsys):
    from ladders import __version__
    assert main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_arrows_fall_back_to_ascii(monkeypatch):
    buffer = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(buffer, encoding="ascii"))
    assert main(["cold", "warm", "--metric", "substitution"]) == 0
    sys.stdout.flush()
    text = buffer.getvalue().decode("ascii")
    assert "->" in text
    _check_printed(_ladder_lines(text)[0], "cold", "warm", "substitution")


def test_a_command_name_given_two_words_points_to_solve(capsys):
    assert main(["stats", "batch"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ladders solve stats batch" in err


def test_counting_beyond_the_depth_cap_says_how_long_the_shortest_is(sgb_lexicon, tmp_path, capsys):
    words = tmp_path / "sgb.txt"
    words.write_text("\n".join(sgb_lexicon.words))
    common = ["chaos", "order", "--words", str(words), "--metric", "substitution"]
    assert main([*common, "--count", "--max-depth", "11"]) == 1
    assert "(the shortest has 12)" in capsys.readouterr().err
    assert main([*common, "--every-shortest", "--max-depth", "11"]) == 1
    assert "(the shortest has 12)" in capsys.readouterr().err
    assert main([*common, "--count", "--no-limit"]) == 0
    assert capsys.readouterr().out.strip() == "37 shortest ladders of 12 steps"


@pytest.mark.parametrize("before", [["--size", "10"], ["--size=10", "--metric", "substitution"]])
def test_shared_options_may_come_before_the_command_s_name(before, capsys):
    argv = ["--steps", "3", "--seed", "1", "--json"]
    assert main(["puzzle", *argv, *before]) == 0
    expected = capsys.readouterr().out
    assert main([*before, "puzzle", *argv]) == 0  # read as the puzzle command, not a ladder from "puzzle"
    assert capsys.readouterr().out == expected and json.loads(expected)["steps"] == 3


def test_a_shared_option_s_value_is_never_taken_for_a_command(capsys):
    assert main(["--words", "stats", "cold", "warm"]) == 2  # a word file named "stats", not the stats command
    assert capsys.readouterr().err == "ladders: cannot read word file 'stats': No such file or directory\n"


def test_the_dispatch_knows_every_shared_option_that_takes_a_value():
    from ladders.cli import SHARED_VALUE_OPTIONS
    from ladders.cli.options import (
        Parser, add_depth_options, add_lexicon_options, add_limit_options, add_metric_option,
    )
    parser = Parser()
    for add in (add_metric_option, add_lexicon_options, add_depth_options, add_limit_options):
        add(parser)
    taking_values = {option for action in parser._actions if action.nargs != 0 for option in action.option_strings}
    assert taking_values == SHARED_VALUE_OPTIONS and "--language" in taking_values
