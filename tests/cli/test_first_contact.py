"""First contact: no traceback anywhere, --json errors as JSON, messages that tell the truth, the answer however
long."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from ladders import (
    SearchLimitError, UnknownWordError, make_ladder, make_lexicon, shortest_ladders, substitution,
)
from ladders.cli import COMMANDS, main
from tests.checks import assert_valid_ladder
from tests.reference import all_simple_ladders, shortest_steps

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, shell: str | None = None) -> subprocess.CompletedProcess:
    """The command line in a fresh interpreter, as a user runs it."""
    command = shell or " ".join([sys.executable, "-m", "ladders", *args])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)


def test_bare_ladders_shows_what_the_tool_does_and_exits_2(capsys):
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "usage: ladders" in err and "commands:" in err and "ladders beer wine" in err


def test_a_mistyped_command_is_asked_about(capsys):
    assert main(["solv", "beer", "wine"]) == 2
    assert "did you mean 'solve'?" in capsys.readouterr().err


def test_json_errors_are_json_on_standard_output(capsys):
    assert main(["beer", "xyzzq", "--json"]) == 2
    shown = json.loads(capsys.readouterr().out)
    assert shown["error"] == "unknown_word" and shown["word"] == "xyzzq" and shown["suggestions"]
    assert main(["beer", "wine", "--max-depth", "3", "--json"]) == 1
    shown = json.loads(capsys.readouterr().out)
    assert shown["error"] == "no_ladder" and shown["shortest"] == make_ladder("beer", "wine", max_depth=None).steps
    assert main(["beer", "wine", "--max-expansions", "1", "--json"]) == 3
    shown = json.loads(capsys.readouterr().out)
    assert shown["error"] == "search_limit" and shown["limit"] == "max_expansions"


def test_a_depth_cap_message_says_how_long_the_shortest_ladder_is(capsys):
    shortest = make_ladder("beer", "wine", max_depth=None).steps
    assert main(["beer", "wine", "--max-depth", "3"]) == 1
    err = capsys.readouterr().err
    assert f"none within 3 steps (the shortest has {shortest})" in err
    assert "at least" not in err


def test_the_command_line_gives_the_answer_however_long(capsys):
    expected = shortest_steps("chaos", "order", make_ladder("chaos", "order", substitution, None).words, "substitution")
    assert main(["chaos", "order", "--metric", "substitution"]) == 0
    words = tuple(capsys.readouterr().out.splitlines()[0].split(" → "))
    assert len(words) - 1 > 10 and len(words) - 1 == make_ladder("chaos", "order", substitution, None).steps
    assert expected is not None


def test_output_errors_are_one_line_and_a_documented_status():
    full = run(shell=f"{sys.executable} -m ladders beer wine > /dev/full")
    assert full.returncode == 74 and "Traceback" not in full.stderr
    assert full.stderr.strip().count("\n") == 0 and "cannot write the output" in full.stderr
    closed = run(shell=f"{sys.executable} -m ladders beer wine >&-")
    assert closed.returncode == 74 and "standard output is closed" in closed.stderr and "Traceback" not in closed.stderr
    piped = run(shell=f"{sys.executable} -m ladders cold warm --all --limit 50 | head -1")
    assert piped.returncode == 0 and "Traceback" not in piped.stderr


def test_messages_use_plurals_and_command_line_words(capsys):
    words = make_lexicon(["aaa", "aab", "abb", "bbb"])
    with pytest.raises(SearchLimitError) as caught:
        make_ladder("aaa", "bbb", substitution, lexicon=words, max_expansions=1)
    assert "1 step deep" in str(caught.value) and "1 steps" not in str(caught.value)
    assert main(["check", "cold", "cord"]) == 0
    assert capsys.readouterr().out.strip() == "valid: 1 step, and shortest"
    assert main(["beer", "wine", "--max-expansions", "1"]) == 3
    err = capsys.readouterr().err
    assert "(or give 'none')" in err and "None" not in err


LIST = ["beer", "bee", "fee", "fie", "fine", "wine"]


@pytest.mark.parametrize("allowed, start, end", [("start", "zwine", "beer"), ("end", "beer", "zwine"),
                                                 ("both", "zwine", "zbeer"), (True, "beer", "zwine")])
def test_allow_unknown_ends_names_which_end(allowed, start, end):
    ladder = make_ladder(start, end, lexicon=LIST, allow_unknown_ends=allowed, max_depth=None)
    assert ladder.start == start and ladder.end == end
    assert_valid_ladder(ladder, start, end, ladder_metric(ladder), make_lexicon([*LIST, start, end]))


@pytest.mark.parametrize("allowed, start, end", [("start", "beer", "zwine"), ("end", "zwine", "beer")])
def test_the_other_end_must_still_be_a_word(allowed, start, end):
    with pytest.raises(UnknownWordError, match="zwine"):
        make_ladder(start, end, lexicon=LIST, allow_unknown_ends=allowed)


def ladder_metric(ladder):
    from ladders import METRICS
    return METRICS[ladder.metric]


def test_shortest_ladders_come_in_lexicographic_order(small_lexicon):
    for start, end in [("cold", "warm"), ("head", "tail"), ("lead", "gold"), ("love", "hate")]:
        streamed = [ladder.words for ladder in shortest_ladders(start, end, substitution, lexicon=small_lexicon)]
        steps = len(streamed[0]) - 1
        words = small_lexicon.words_of_length(len(start))
        reference = sorted(found for found in all_simple_ladders(start, end, words, "substitution", steps)
                           if len(found) - 1 == steps)
        assert streamed == reference  # every shortest ladder, once each, in sorted order


@pytest.fixture(scope="session")
def base_install(tmp_path_factory):
    """A real virtual environment with only the base install: no extras, no numpy, no scipy."""
    where = tmp_path_factory.mktemp("base") / "venv"
    venv.EnvBuilder(with_pip=True).create(where)
    python = where / "bin" / "python"
    installed = subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(ROOT)],
                               capture_output=True, text=True, timeout=600)
    assert installed.returncode == 0, installed.stderr[-2000:]
    missing = subprocess.run([str(python), "-c", "import numpy"], capture_output=True)
    assert missing.returncode != 0, "the base install must not bring numpy"
    return where / "bin" / "ladders"


def test_puzzles_need_no_extra(base_install, tmp_path):
    """A puzzle walks the rows every search reads, so a base install draws one (and checks it)."""
    done = subprocess.run([str(base_install), "puzzle", "--steps", "4", "--json", "--seed", "3"], capture_output=True,
                          text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    drawn = json.loads(done.stdout)
    checked = subprocess.run([str(base_install), "check", drawn["start"], drawn["end"], "--json"], capture_output=True,
                             text=True, cwd=tmp_path, timeout=120)
    assert drawn["steps"] == 4 and json.loads(checked.stdout)["shortest"] == 4, checked.stdout


@pytest.mark.parametrize("args", [
    ["beer", "wine"], ["puzzle", "--steps", "4"], ["stats"], ["longest"], ["check", "cat", "cot"],
    ["from", "cat", "--max-depth", "1"], ["batch", "-"], ["beer", "xyzzq"], ["nosuchcommand", "a", "b"],
    ["beer", "wine", "--words", "/no/such/file"], ["stats", "--json"],
])
def test_every_subcommand_in_a_base_install_ends_without_a_traceback(base_install, args, tmp_path):
    done = subprocess.run([str(base_install), *args], capture_output=True, text=True, input="beer wine\n",
                          cwd=tmp_path, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode in (0, 1, 2, 3)
    if done.returncode:
        assert done.stderr.startswith("ladders: ") and done.stderr.count("\n") == 1, done.stderr
    if args[0] in ("stats", "longest"):
        assert "pip install 'ladders[graph]'" in done.stderr
        if "--json" in args:
            assert json.loads(done.stdout)["error"] == "missing_extra"


# ---------------------------------------------------------------- what a new user reads first


README = (ROOT / "README.md").read_text(encoding="utf-8")
CLI_PAGE = (ROOT / "docs" / "guide" / "cli.md").read_text(encoding="utf-8")


def test_the_command_page_s_table_lists_every_command():
    table = CLI_PAGE[CLI_PAGE.index("| command |"):].split("\n\n")[0]
    listed = [row.split("`")[1].split()[1] for row in table.splitlines()[2:]]
    assert sorted(listed) == sorted(COMMANDS)


def test_the_readme_s_exit_status_sentence_names_every_status_the_command_line_uses():
    from ladders.cli import options
    sentence = README[README.index("Exit status: "):].split("\n\n")[0]
    for name in options.__all__:
        if name.startswith("EXIT_"):
            assert f" {getattr(options, name)} " in sentence, name
    assert "SIGHUP" in sentence and "SIGTERM" in sentence


@pytest.mark.parametrize("named", ["--language", "'.[freq]'", "wfrench", "wngerman", "wspanish", "witalian",
                                   "wportuguese", "wdutch", "`ladders report", "`ladders play --stats`",
                                   "`ladders play --export`"])
def test_the_readme_names_what_a_new_user_needs_first(named):
    assert named in README
