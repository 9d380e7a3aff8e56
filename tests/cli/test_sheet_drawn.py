"""``ladders sheet --puzzles N [--steps K] [--length L] [--seed S]``: a class sheet that can always be made, of N drawn
pairs (after any PAIRs given), each a shortest ladder of K steps of clued vocabulary words; seeded; bad values one
line and exit 2."""

from __future__ import annotations

import re

import pytest

from ladders.cli import main
from ladders.draw.sheet import DEFAULT_STEPS, MAX_DRAWN, drawn_ladders, sheet_ladders
from ladders.moves.metrics import METRICS
from ladders.solve.ladder import Ladder
from ladders.words.clues import NO_CLUE
from ladders.words.embedded import default_lexicon
from ladders.words.society import is_shown_word
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps_near


def answers(page: str, metric: str) -> list[Ladder]:
    """The ladders the page's answers list, in order."""
    listed = re.findall(r"<li>([^<]*)</li>", page.split('<section class="answers">')[1])
    return [Ladder(tuple(text.split(" → ")), metric) for text in listed]


def drew(err: str) -> list[tuple[str, str]]:
    """The pairs the 'drew N pairs' line names."""
    line = one(line for line in err.splitlines() if line.startswith("ladders: drew "))
    return [tuple(pair.split(" → ")) for pair in line.split("): ", 1)[1].split(", ")]


def one(lines):
    found = list(lines)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("metric, steps, length", [("substitution", 3, 4), ("levenshtein", 4, None)])
def test_n_ladders_of_k_steps_each_shortest_of_clued_vocabulary_words(metric, steps, length, tmp_path,
                                                                      capsys) -> None:
    out = tmp_path / "sheet.html"
    sized = [] if length is None else ["--length", str(length)]
    assert main(["sheet", "--puzzles", "3", "--steps", str(steps), *sized, "--seed", "5", "--metric", metric,
                 "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    page = out.read_text(encoding="utf-8")
    ladders = answers(page, metric)
    assert len(ladders) == 3
    assert drew(captured.err) == [(ladder.start, ladder.end) for ladder in ladders]
    words = default_lexicon()
    for ladder in ladders:
        assert_valid_ladder(ladder, ladder.start, ladder.end, METRICS[metric], words)
        assert ladder.steps == steps
        assert shortest_steps_near(ladder.start, ladder.end, words, metric, steps) == steps
        assert length is None or len(ladder.start) == len(ladder.end) == length
        assert all(is_shown_word(word, words) for word in ladder.words), ladder
    assert NO_CLUE not in page and page.count('<span class="clue">') == sum(ladder.steps - 1 for ladder in ladders)
    assert ladders == drawn_ladders(3, METRICS[metric], steps=steps, length=length, seed=5, lexicon=words)


def test_the_same_seed_writes_the_same_sheet(tmp_path, capsys) -> None:
    pages = []
    for name in ("one.html", "two.html"):
        assert main(["sheet", "--puzzles", "4", "--seed", "12", "-o", str(tmp_path / name)]) == 0
        pages.append((tmp_path / name).read_bytes())
    assert pages[0] == pages[1]
    err = capsys.readouterr().err
    assert err.count(f"drew 4 pairs of {DEFAULT_STEPS} steps (--seed 12)") == 2


def test_without_a_seed_the_seed_drawn_is_said_and_draws_the_sheet_again(tmp_path, capsys) -> None:
    assert main(["sheet", "--puzzles", "2", "--length", "4", "-o", str(tmp_path / "one.html")]) == 0
    said = re.search(r"\(--seed (\d+)\)", capsys.readouterr().err)
    assert said is not None
    assert main(["sheet", "--puzzles", "2", "--length", "4", "--seed", said[1], "-o", str(tmp_path / "two.html")]) == 0
    assert (tmp_path / "one.html").read_bytes() == (tmp_path / "two.html").read_bytes()


def test_drawn_pairs_follow_the_pairs_given(capsys) -> None:
    assert main(["sheet", "beer-wine", "cold,warm", "--puzzles", "2", "--steps", "3", "--seed", "1"]) == 0
    captured = capsys.readouterr()
    ladders = answers(captured.out, "levenshtein")
    given, _ = sheet_ladders([("beer", "wine"), ("cold", "warm")], METRICS["levenshtein"])
    assert ladders[:2] == given and len(ladders) == 4
    assert drew(captured.err) == [(ladder.start, ladder.end) for ladder in ladders[2:]]
    assert all(ladder.steps == 3 for ladder in ladders[2:])


def test_a_pair_given_without_a_clued_ladder_is_refused_and_points_to_puzzles(tmp_path, capsys) -> None:
    words = tmp_path / "words.txt"
    words.write_text("hit\ntit\ntat\n")
    out = tmp_path / "sheet.html"
    assert main(["sheet", "hit-tat", "--words", str(words), "--puzzles", "1", "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert "none of vocabulary words" in err and "--puzzles N draws pairs that have one" in err and "\n" not in err
    assert not out.exists()


def test_a_draw_short_of_pairs_writes_nothing_and_exits_1(tmp_path, capsys) -> None:
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n")  # one chain: cold → warm is the only pair 4 steps apart
    out = tmp_path / "sheet.html"
    assert main(["sheet", "--puzzles", "2", "--steps", "4", "--words", str(words), "--metric", "substitution",
                 "--seed", "0", "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert "found 1 of 2 pairs of 4 steps" in err and "\n" not in err
    assert not out.exists()


@pytest.mark.parametrize("args, message", [
    (["--puzzles", "0"], f"expected a number of pairs from 1 to {MAX_DRAWN}, got 0"),
    (["--puzzles", "-2"], "expected 0 or more, got -2"),
    (["--puzzles", str(MAX_DRAWN + 1)], f"from 1 to {MAX_DRAWN}, got {MAX_DRAWN + 1}"),
    (["--puzzles", "9" * 40], "expected a number of pairs from 1 to"),
    (["--puzzles", "four"], "expected a whole number"),
    (["--puzzles", "2", "--steps", "1"], "expected 2 to 8 steps, got 1"),
    (["--puzzles", "2", "--steps", "9"], "expected 2 to 8 steps, got 9"),
    (["--puzzles", "2", "--steps", "-3"], "expected 0 or more, got -3"),
    (["--puzzles", "2", "--length", "0"], "length must be 1 or more"),
    (["--puzzles", "2", "--length", "99"], "no vocabulary word of 99 letters"),
    (["beer-wine", "--steps", "3"], "--steps says how to draw pairs: add --puzzles N"),
    (["beer-wine", "--seed", "3"], "--seed says how to draw pairs: add --puzzles N"),
    ([], "give the pairs (beer-wine cold-warm), or --puzzles N"),
])
def test_bad_values_are_one_line_and_exit_2(args, message, tmp_path, capsys) -> None:
    out = tmp_path / "sheet.html"
    assert main(["sheet", *args, "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err and "Traceback" not in err
    assert not out.exists()
