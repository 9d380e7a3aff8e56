"""check_ladder: the verdict on a ladder someone wrote, and `ladders check`."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    LadderCheck, all_ladders, check_ladder, damerau, levenshtein, make_ladder, make_lexicon, substitution,
)
from ladders.solve.check import NOT_A_WORD, NOT_ONE_MOVE, REPEATED_WORD
from ladders.cli import main
from ladders.solve.rating import rate_pair
from tests.checks import _one_edit, assert_valid_ladder
from tests.reference import shortest_steps
from tests.solve.test_costs import SMALL_WORDS

WORDS = ["cold", "cord", "card", "ward", "warm", "worm", "word", "corm"]
METRIC_NAMES = {"substitution": substitution, "levenshtein": levenshtein, "damerau": damerau}


def test_a_shortest_ladder_passes():
    ladder = make_ladder("cold", "warm", lexicon=WORDS)
    assert_valid_ladder(ladder, "cold", "warm", levenshtein, make_lexicon(WORDS))
    report = check_ladder(ladder.words, lexicon=WORDS)
    assert isinstance(report, LadderCheck) and report and report.valid and report.is_shortest
    assert report.problems == () and report.steps == report.shortest == shortest_steps("cold", "warm", WORDS,
                                                                                         "levenshtein")
    assert str(report) == f"valid: {report.steps} steps, and shortest"


def test_a_longer_valid_ladder_is_not_shortest():
    longer = max(all_ladders("cold", "warm", lexicon=WORDS), key=lambda ladder: ladder.steps)
    assert_valid_ladder(longer, "cold", "warm", levenshtein, make_lexicon(WORDS))
    report = check_ladder(list(longer), lexicon=WORDS)
    assert report and not report.is_shortest
    assert report.shortest == shortest_steps("cold", "warm", WORDS, "levenshtein") < report.steps
    assert "not shortest" in str(report)


def test_each_kind_of_problem_is_named_with_its_place():
    report = check_ladder(["Cold", "cord", "cxrd", "ward", "cord"], lexicon=WORDS)
    assert not report
    assert report.words[0] == "cold"
    assert [(p.index, p.kind) for p in report.problems] == [
        (2, NOT_A_WORD), (3, NOT_ONE_MOVE), (4, REPEATED_WORD), (4, NOT_ONE_MOVE)]
    assert "'cxrd'" in report.problems[0].message
    assert report.shortest == shortest_steps("cold", "cord", WORDS, "levenshtein")
    unknown_step = check_ladder(["cold", "colt", "cord"], lexicon=WORDS)
    assert [(p.index, p.kind) for p in unknown_step.problems] == [(1, NOT_A_WORD), (2, NOT_ONE_MOVE)]
    assert check_ladder(["cold", "cold"], lexicon=WORDS).problems[0].kind == REPEATED_WORD


def test_the_metric_decides_what_one_move_is():
    assert not check_ladder(["cold", "cord", "word", "wordy"], substitution, lexicon=["cold", "cord", "word", "wordy"])
    assert check_ladder(["form", "from"], damerau, lexicon=["form", "from"])
    assert not check_ladder(["form", "from"], levenshtein, lexicon=["form", "from"])


def test_one_word_is_a_valid_ladder_of_no_steps():
    report = check_ladder(["cold"], lexicon=WORDS)
    assert report and report.steps == 0 and report.is_shortest


@pytest.mark.parametrize(("words", "error"), [("cold cord", TypeError), ([], ValueError), (["cold", 3], TypeError)])
def test_bad_input(words, error):
    with pytest.raises(error):
        check_ladder(words, lexicon=WORDS)


@settings(max_examples=80, deadline=None)
@given(st.sets(st.sampled_from(SMALL_WORDS), min_size=6, max_size=16), st.sampled_from(sorted(METRIC_NAMES)),
       st.data())
def test_verdict_matches_the_definition(words, kind, data):
    lexicon = make_lexicon(words)
    candidate = data.draw(st.lists(st.sampled_from(sorted(SMALL_WORDS)), min_size=1, max_size=5))
    valid = (all(word in lexicon for word in candidate)
             and all(_one_edit(kind, a, b) for a, b in pairwise(candidate))
             and len(set(candidate)) == len(candidate))
    report = check_ladder(candidate, METRIC_NAMES[kind], lexicon=lexicon)
    assert bool(report) == valid
    if candidate[0] in lexicon and candidate[-1] in lexicon:
        assert report.shortest == shortest_steps(candidate[0], candidate[-1], lexicon.words, kind)
    if valid:
        assert report.is_shortest == (report.steps == report.shortest)


def test_cli_check(capsys):
    assert main(["check", "beer", "bear", "bead"]) == 0
    verdict, rated = capsys.readouterr().out.strip().splitlines()
    assert verdict == "valid: 2 steps, and shortest"
    assert rated == f"beer → bead is {rate_pair('beer', 'bead')}"  # the pair's rating beneath
    assert main(["check", "beer", "bxar", "bear", "--json"]) == 1
    record = json.loads(capsys.readouterr().out)
    assert record["valid"] is False and record["shortest"] == 1
    assert [p["kind"] for p in record["problems"]] == [NOT_A_WORD, NOT_ONE_MOVE]  # bxar -> bear is one move
    assert main(["check", "head", "heal", "teal", "tell", "tall", "tail", "--metric", "substitution"]) == 0
    assert "valid: 5 steps" in capsys.readouterr().out
    assert main(["check"]) == 2
    capsys.readouterr()
