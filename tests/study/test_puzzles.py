"""Puzzles: the N is the true shortest length, the counts are right, the seed repeats them."""

from __future__ import annotations

import json
import math
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import default_lexicon, levenshtein, load_lexicon, make_ladder, make_lexicon, substitution
import ladders.study.puzzles as puzzles_module
from ladders.cli import main
from ladders.words.common import is_common
from ladders.solve.shortest import count_shortest_ladders
from ladders.study.puzzles import puzzles
from tests.checks import assert_valid_ladder
from tests.conftest import SGB_WORDS
from tests.reference import all_simple_ladders, obvious_neighbours, shortest_steps


@pytest.fixture(scope="module")
def sgb(sgb_lexicon):
    """A private copy of the SGB words: graphs built here must not change the session's shared lexicon."""
    return load_lexicon(SGB_WORDS)


@pytest.mark.parametrize("steps", [3, 8, 15])
def test_sgb_puzzles_have_exactly_n_steps(sgb, steps):
    drawn = list(puzzles(sgb, steps, substitution, count=3, seed=steps))
    assert len(drawn) == 3
    assert len({frozenset((p.start, p.end)) for p in drawn}) == 3, "each pair once"
    for puzzle in drawn:
        assert puzzle.steps == steps == shortest_steps(puzzle.start, puzzle.end, sgb, "substitution")
        assert puzzle.solutions == count_shortest_ladders(puzzle.start, puzzle.end, substitution,
                                                          None, lexicon=sgb)
        assert puzzle.difficulty >= 0
        ladder = make_ladder(puzzle.start, puzzle.end, substitution, None, lexicon=sgb)
        assert_valid_ladder(ladder, puzzle.start, puzzle.end, substitution, sgb)


def brute_walks(lexicon, start: str, steps: int) -> int:
    """Every walk of *steps* moves from *start*, listed one by one."""
    walks = [[start]]
    for _ in range(steps):
        walks = [walk + [n] for walk in walks
                 for n in obvious_neighbours(walk[-1], frozenset(lexicon.words), "abc", "substitution")]
    return len(walks)


@settings(max_examples=30, deadline=None)
@given(words=st.lists(st.text(alphabet="abc", min_size=3, max_size=3), min_size=2, max_size=25),
       steps=st.integers(1, 4), seed=st.integers(0, 100), arrays=st.booleans())
def test_counts_match_brute_force(words, steps, seed, arrays):
    """Under either walker: the rows (short puzzles) and the word graph's arrays (long ones, with the extra)."""
    lexicon = make_lexicon(words)
    with patch.object(puzzles_module, "SHORT_WALK", 0 if arrays else 99):
        drawn = list(puzzles(lexicon, steps, substitution, count=2, seed=seed))
    for puzzle in drawn:
        assert shortest_steps(puzzle.start, puzzle.end, lexicon, "substitution") == steps
        shortest = [p for p in all_simple_ladders(puzzle.start, puzzle.end, lexicon, "substitution", steps)
                    if len(p) == steps + 1]
        assert puzzle.solutions == len(shortest)
        walks = brute_walks(lexicon, puzzle.start, steps)
        assert puzzle.difficulty == round(max(0.0, math.log2(walks) - math.log2(len(shortest))), 1)


@pytest.mark.parametrize("metric, steps", [(substitution, 4), (levenshtein, 5)])
def test_both_walkers_draw_the_same_puzzles_from_a_seed(metric, steps):
    """The rows (short puzzles) and the arrays (long ones) draw the same puzzles from the same seed: the pools are
    in one order, and the ends are ordered by word, on the embedded dictionary (the shipped bitmaps' pool)."""
    words = default_lexicon(35)
    try:
        rows = list(puzzles(words, steps, metric, count=3, common=True, seed="same"))
        assert len(rows) == 3 and words.cache.peek_metric(metric, "graph") is None, "no word graph for the rows"
        with patch.object(puzzles_module, "SHORT_WALK", 0):
            assert list(puzzles(words, steps, metric, count=3, common=True, seed="same")) == rows
        assert words.cache.peek_metric(metric, "graph") is not None, "the arrays' walker builds the word graph"
    finally:
        words.clear_cache()  # a shared lexicon: other tests expect no word graph built



def test_difficulty_is_bits_of_luck():
    # A path a-b-c: from "aaa", 2 moves can go aaa-baa-aaa or aaa-baa-bba; one of them solves.
    lexicon = make_lexicon(["aaa", "baa", "bba"])
    (puzzle,) = puzzles(lexicon, 2, substitution, seed=0)
    assert {puzzle.start, puzzle.end} == {"aaa", "bba"} and puzzle.solutions == 1
    assert puzzle.difficulty == round(math.log2(2), 1)


def test_the_seed_repeats_the_puzzles(small_lexicon):
    small_lexicon = make_lexicon(small_lexicon.words)  # a private copy: the graph stays with it
    first = list(puzzles(small_lexicon, 4, substitution, count=3, seed="x"))
    assert first == list(puzzles(small_lexicon, 4, substitution, count=3, seed="x"))
    assert len(first) == 3


def test_common_words_only():
    shared = default_lexicon(50)
    frequencies = {word: shared.frequency(word) for word in shared.words if shared.frequency(word) is not None}
    lexicon = make_lexicon(shared.words, ranks=shared.ranks, frequencies=frequencies)  # a private copy
    for puzzle in puzzles(lexicon, 4, substitution, count=3, common=True, seed=2):
        assert is_common(puzzle.start, lexicon) and is_common(puzzle.end, lexicon)
        assert shortest_steps(puzzle.start, puzzle.end, lexicon.words_of_length(len(puzzle.start)),
                              "substitution") == 4


def test_impossible_lengths_end_the_stream():
    assert list(puzzles(make_lexicon(["cat", "cot"]), 5, substitution)) == []


def test_bad_arguments():
    lexicon = make_lexicon(["cat", "cot"])
    with pytest.raises(ValueError, match="steps"):
        puzzles(lexicon, 0, substitution)
    with pytest.raises(ValueError, match="count"):
        puzzles(lexicon, 1, substitution, count=-1)
    with pytest.raises(ValueError, match="common"):
        puzzles(lexicon, 1, substitution, common=True)
    with pytest.raises(ValueError, match="rank"):
        puzzles(lexicon, 1, substitution, max_rank=3)


def test_puzzle_command(sgb, capsys):
    argv = ["puzzle", "--steps", "6", "--count", "2", "--seed", "3", "--words", str(SGB_WORDS),
            "--metric", "substitution", "--json"]
    assert main(argv) == 0
    drawn = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(drawn) == 2 and all(p["steps"] == 6 for p in drawn)
    assert main(argv) == 0
    assert [json.loads(line) for line in capsys.readouterr().out.splitlines()] == drawn


def test_puzzle_command_reports_too_few(capsys):
    assert main(["puzzle", "--steps", "90", "--size", "10", "--metric", "substitution"]) == 1
    assert "found 0 of 1" in capsys.readouterr().err


def test_common_puzzles_have_a_commonest_solution_of_common_words_only(small_lexicon):
    from ladders import levenshtein, make_ladder, weakest_rung
    from ladders.words.common import is_common
    try:
        made = list(puzzles(small_lexicon, 4, levenshtein, count=6, common=True, seed=11))
        assert made
        for puzzle in made:
            first = make_ladder(puzzle.start, puzzle.end, levenshtein, None, lexicon=small_lexicon,
                                cost=weakest_rung)
            assert first.steps == puzzle.steps
            assert all(is_common(word, small_lexicon) for word in first.words), first
    finally:
        small_lexicon.clear_cache()  # the session's shared lexicon: other tests expect no word graph built


def test_the_puzzle_command_draws_common_words_unless_told_otherwise(capsys, tmp_path):
    import json

    from ladders.cli import main
    from ladders.words import default_lexicon, is_common
    assert main(["puzzle", "--steps", "4", "--count", "3", "--seed", "5", "--json"]) == 0
    drawn = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(drawn) == 3 and all(is_common(p[end], default_lexicon()) for p in drawn for end in ("start", "end"))
    assert main(["puzzle", "--steps", "4", "--seed", "5", "--any-words", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["steps"] == 4
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\nworm\nword\n")
    assert main(["puzzle", "--steps", "2", "--words", str(words), "--seed", "1"]) == 0  # no counts: any words
    capsys.readouterr()
    assert main(["puzzle", "--steps", "2", "--words", str(words), "--common"]) == 2
    assert "--any-words" in capsys.readouterr().err


def test_a_rating_and_a_length_choose_the_puzzles():
    from ladders.solve.rating import rate_pair
    words = default_lexicon(35)
    drawn = list(puzzles(words, 4, levenshtein, count=3, common=True, rating="hard", length=4, seed="set"))
    assert len(drawn) == 3
    for puzzle in drawn:
        assert len(puzzle.start) == len(puzzle.end) == 4 and puzzle.rating == "hard"
        assert rate_pair(puzzle.start, puzzle.end, levenshtein, lexicon=words).rating == "hard"
    with pytest.raises(ValueError, match="rating"):
        puzzles(words, 4, rating="tricky")


def test_the_puzzle_command_makes_a_set_by_rating_seeded_and_without_repeats(capsys):
    argv = ["puzzle", "--count", "6", "--rating", "medium", "--length", "5", "--seed", "9", "--json"]
    assert main(argv) == 0
    drawn = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(drawn) == 6 and len({frozenset((p["start"], p["end"])) for p in drawn}) == 6
    assert all(p["rating"] == "medium" and len(p["start"]) == len(p["end"]) == 5 for p in drawn)
    assert all(3 <= p["steps"] <= 8 for p in drawn)
    assert main(argv) == 0
    assert [json.loads(line) for line in capsys.readouterr().out.splitlines()] == drawn, "the seed repeats the set"
    assert main(["puzzle", "--count", "2"]) == 2
    assert "--rating" in capsys.readouterr().err
