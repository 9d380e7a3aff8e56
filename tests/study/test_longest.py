"""Longest shortest ladders: the SGB classic, and agreement with all-pairs reference searches."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import METRICS, DistanceMetric, load_lexicon, make_ladder, make_lexicon, substitution
from ladders.cli import main
from ladders.study.longest import longest_ladders
from tests.checks import assert_valid_ladder
from tests.conftest import SGB_WORDS
from tests.reference import distances_from, shortest_steps


@pytest.fixture(scope="module")
def sgb(sgb_lexicon):
    """A private copy of the SGB words: graphs built here must not change the session's shared lexicon."""
    return load_lexicon(SGB_WORDS)



def reference_longest(lexicon, kind: str) -> tuple[int, set[tuple[str, str]]]:
    """The longest shortest ladder and every pair with one, by a breadth-first search from every word."""
    best, pairs = 0, set()
    for origin in sorted(lexicon):
        seen = distances_from(origin, lexicon, kind)
        far = max(seen.values())
        if far > best:
            best, pairs = far, set()
        if far == best and far:
            pairs |= {tuple(sorted((origin, w))) for w, d in seen.items() if d == far}
    return best, pairs


def test_sgb_diameter_is_29(sgb):
    found = longest_ladders(sgb, substitution)
    assert found.steps == 29
    assert found.pairs == (("amigo", "highs"), ("amigo", "repro"), ("amigo", "signs"))
    for start, end in found.pairs:
        ladder = make_ladder(start, end, substitution, None, lexicon=sgb)
        assert_valid_ladder(ladder, start, end, substitution, sgb)
        assert ladder.steps == 29 == shortest_steps(start, end, sgb, "substitution")


def test_sgb_diameter_on_two_processes(sgb):
    found = longest_ladders(sgb, substitution, workers=2)
    assert found.steps == 29 and found.pairs == longest_ladders(sgb, substitution, workers=1).pairs


def test_longest_command_json(sgb, capsys):
    assert main(["longest", "--words", str(SGB_WORDS), "--metric", "substitution", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["steps"] == 29
    assert report["pairs"] == [["amigo", "highs"], ["amigo", "repro"], ["amigo", "signs"]]


def test_longest_command_text(capsys):
    assert main(["longest", "--size", "10", "--metric", "substitution"]) == 0
    first, *ladders = capsys.readouterr().out.splitlines()
    steps = int(first.split()[0])
    assert ladders and all(line.count("→") == steps for line in ladders)


@settings(max_examples=40, deadline=None)
@given(words=st.lists(st.text(alphabet="abc", min_size=1, max_size=4), min_size=1, max_size=40),
       kind=st.sampled_from(sorted(METRICS)))
def test_agrees_with_all_pairs_reference(words, kind):
    lexicon = make_lexicon(words)
    found = longest_ladders(lexicon, METRICS[kind], workers=1)
    steps, pairs = reference_longest(lexicon, kind)
    assert found.steps == steps
    assert set(found.pairs) == pairs and len(found.pairs) == len(pairs)
    assert list(found.pairs) == sorted(found.pairs)


def test_two_processes_agree_on_a_chain_and_a_cycle():
    # A chain of 8 words beside a 4-cycle: the chain's ends are the answer.
    chain = ["aaa", "baa", "bba", "bbb", "cbb", "ccb", "ccc", "dcc"]
    lexicon = make_lexicon(chain + ["xyz", "xyw", "xvw", "xvz"])
    for workers in (1, 2):
        found = longest_ladders(lexicon, substitution, workers=workers)
        assert (found.steps, found.pairs) == (7, (("aaa", "dcc"),))


def test_no_edges_no_ladders():
    found = longest_ladders(make_lexicon(["cat", "dog"]), substitution)
    assert (found.steps, found.pairs) == (0, ())


def test_bad_arguments():
    lexicon = make_lexicon(["cat", "cot"])
    one_way = DistanceMetric("one-way", substitution.neighbours, substitution.distance, symmetric=False)
    with pytest.raises(ValueError, match="symmetric"):
        longest_ladders(lexicon, one_way)
    with pytest.raises(ValueError, match="workers"):
        longest_ladders(lexicon, substitution, workers=0)
