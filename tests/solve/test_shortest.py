"""Every shortest ladder, their count, a uniform seeded pick, and ladders of an exact length."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter, deque
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    DistanceMetric, UnknownWordError, count_shortest_ladders, damerau, default_lexicon, ladders_of_length,
    levenshtein, make_ladder, make_lexicon, rarity, shortest_ladders, substitution, weakest_rung,
)
from ladders.cli import main
from tests.checks import assert_valid_ladder
from tests.reference import all_simple_ladders, obvious_neighbours
from tests.solve.test_costs import SMALL_WORDS

METRIC_NAMES = {"substitution": substitution, "levenshtein": levenshtein, "damerau": damerau}
COLD_WARM = ["cold", "cord", "card", "ward", "warm", "worm", "word"]


def reference_count(start: str, end: str, words, kind: str) -> tuple[int, int | None]:
    """(number of shortest ladders, their steps) by one-way breadth-first search counting paths."""
    vocabulary = frozenset(words)
    alphabet = "".join(sorted(set("".join(vocabulary))))
    depth, ways = {start: 0}, {start: 1}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        for neighbour in obvious_neighbours(word, vocabulary, alphabet, kind):
            if neighbour not in depth:
                depth[neighbour], ways[neighbour] = depth[word] + 1, 0
                queue.append(neighbour)
            if depth[neighbour] == depth[word] + 1:
                ways[neighbour] += ways[word]
    return ways.get(end, 0), depth.get(end)


@pytest.mark.parametrize(("start", "end", "published"), [("chaos", "order", (37, 12)), ("moron", "smart", (29, 16))])
def test_every_shortest_sgb_ladder(sgb_lexicon, start, end, published):
    expected = reference_count(start, end, sgb_lexicon.words, "substitution")
    assert expected == published
    count = count_shortest_ladders(start, end, substitution, lexicon=sgb_lexicon)
    ladders = list(shortest_ladders(start, end, substitution, lexicon=sgb_lexicon))
    assert count == len(ladders) == len({ladder.words for ladder in ladders}) == expected[0]
    for ladder in ladders:
        assert_valid_ladder(ladder, start, end, substitution, sgb_lexicon)
        assert ladder.steps == expected[1]


@st.composite
def small_cases(draw):
    words = sorted(draw(st.sets(st.sampled_from(SMALL_WORDS), min_size=8, max_size=16)))
    start, end = draw(st.permutations(words))[:2]
    return make_lexicon(words), start, end, draw(st.sampled_from(sorted(METRIC_NAMES)))


@settings(max_examples=80, deadline=None)
@given(small_cases())
def test_shortest_ladders_are_exactly_the_brute_force_shortest(case):
    lexicon, start, end, kind = case
    metric = METRIC_NAMES[kind]
    every = all_simple_ladders(start, end, lexicon.words, kind, 6)
    fewest = min((len(words) for words in every), default=None)
    expected = {words for words in every if len(words) == fewest}
    found = [ladder.words for ladder in shortest_ladders(start, end, metric, 6, lexicon=lexicon)]
    assert len(found) == len(set(found)) == count_shortest_ladders(start, end, metric, 6, lexicon=lexicon)
    assert set(found) == expected
    for ladder in shortest_ladders(start, end, metric, 6, lexicon=lexicon):
        assert_valid_ladder(ladder, start, end, metric, lexicon)


@settings(max_examples=60, deadline=None)
@given(small_cases(), st.integers(0, 5))
def test_ladders_of_length_are_exactly_the_brute_force_ones(case, steps):
    lexicon, start, end, kind = case
    metric = METRIC_NAMES[kind]
    expected = {words for words in all_simple_ladders(start, end, lexicon.words, kind, steps)
                if len(words) == steps + 1}
    found = [ladder.words for ladder in ladders_of_length(start, end, metric, steps, lexicon=lexicon)]
    assert len(found) == len(set(found))
    assert set(found) == expected
    for ladder in ladders_of_length(start, end, metric, steps, lexicon=lexicon):
        assert_valid_ladder(ladder, start, end, metric, lexicon)


@settings(max_examples=40, deadline=None)
@given(small_cases(), st.integers(0, 1000))
def test_seeded_pick_is_one_of_the_shortest(case, seed):
    lexicon, start, end, kind = case
    metric = METRIC_NAMES[kind]
    shortest = {ladder.words for ladder in shortest_ladders(start, end, metric, None, lexicon=lexicon)}
    if not shortest:
        return
    picked = make_ladder(start, end, metric, None, lexicon=lexicon, seed=seed)
    assert_valid_ladder(picked, start, end, metric, lexicon)
    assert picked.words in shortest
    assert make_ladder(start, end, metric, None, lexicon=lexicon, seed=seed) == picked


def test_seeded_pick_is_uniform_not_a_random_walk():
    # Walking at random from cold would pick cord-card-ward half the time; uniform gives each a third.
    picks = Counter(make_ladder("cold", "warm", lexicon=COLD_WARM, seed=seed).words for seed in range(300))
    assert set(picks) == {ladder.words for ladder in shortest_ladders("cold", "warm", lexicon=COLD_WARM)}
    assert all(80 <= times <= 120 for times in picks.values()), picks


def test_dag_pick_is_uniform_over_paths():
    from random import Random

    from ladders.search import SearchProblem
    from ladders.search import PathDag

    graph = {"s": ("a1", "a2"), "a1": ("b1",), "a2": ("b1", "b2"), "b1": ("g",), "b2": ("g",), "g": ()}
    dag = PathDag.build(SearchProblem("s", "g", graph.get, symmetric=False))
    paths = set(dag.paths())
    assert paths == {("s", "a1", "b1", "g"), ("s", "a2", "b1", "g"), ("s", "a2", "b2", "g")} and dag.count() == 3
    picks = Counter(dag.pick(Random(seed)) for seed in range(300))
    assert set(picks) == paths and all(80 <= times <= 120 for times in picks.values()), picks
    assert dag.pick() == next(dag.paths())


def test_without_a_seed_the_answer_is_fixed():
    assert make_ladder("cold", "warm", lexicon=COLD_WARM, avoid=()) == make_ladder("cold", "warm", lexicon=COLD_WARM,
                                                                                  avoid=())


SEEDED = ("from ladders import make_ladder, rarity, weakest_rung\n"
          "print(make_ladder('beer', 'wine', seed=42))\n"
          "print(make_ladder('beer', 'wine', seed='x', cost=rarity))\n"
          "print(make_ladder('beer', 'wine', seed=3, cost=weakest_rung))\n")


def test_seeded_choice_is_the_same_in_every_process():
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONIOENCODING="utf-8")
        done = subprocess.run([sys.executable, "-c", SEEDED], capture_output=True, text=True, env=env,
                              encoding="utf-8", check=True)
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1]
    lexicon = default_lexicon()
    lines = outputs[0].splitlines()
    assert lines[0] == str(make_ladder("beer", "wine", seed=42))
    assert lines[1] == str(make_ladder("beer", "wine", seed="x", cost=rarity))
    assert lines[2] == str(make_ladder("beer", "wine", seed=3, cost=weakest_rung))
    seeded = make_ladder("beer", "wine", seed=42)
    assert_valid_ladder(seeded, "beer", "wine", levenshtein, lexicon)
    assert seeded.steps == make_ladder("beer", "wine").steps


def test_streams_check_arguments_at_once_and_search_only_when_pulled():
    pulled = []

    def counting(word, lexicon):
        pulled.append(word)
        return levenshtein.neighbours(word, lexicon)

    metric = DistanceMetric("counting", counting, levenshtein.distance)
    stream = shortest_ladders("cold", "warm", metric, lexicon=COLD_WARM)
    assert pulled == []
    first = next(stream)
    assert pulled and first.steps == 4
    with pytest.raises(ValueError):
        shortest_ladders("cold", "warm", max_depth=-1, lexicon=COLD_WARM)
    with pytest.raises(UnknownWordError):
        ladders_of_length("cold", "wxrm", steps=4, lexicon=COLD_WARM)
    with pytest.raises(ValueError):
        ladders_of_length("cold", "warm", steps=-1, lexicon=COLD_WARM)
    with pytest.raises(TypeError):
        ladders_of_length("cold", "warm", steps=None, lexicon=COLD_WARM)


def test_no_ladder_gives_empty_streams_and_zero():
    words = ["cold", "cord", "warm", "worm"]
    assert count_shortest_ladders("cold", "warm", lexicon=words) == 0
    assert list(shortest_ladders("cold", "warm", lexicon=words)) == []
    assert list(ladders_of_length("cold", "warm", steps=3, lexicon=words)) == []
    assert count_shortest_ladders("cold", "cold", lexicon=words) == 1


def test_one_way_moves():
    # Only insertions: 'a' -> 'ab' -> 'abc', never back.
    def grow(word, lexicon):
        return (w for w in lexicon.words_of_length(len(word) + 1)
                if any(w[:i] + w[i + 1:] == word for i in range(len(w))))

    metric = DistanceMetric("grow", grow, lambda a, b: len(b) - len(a) if len(b) >= len(a) else float("inf"),
                            symmetric=False)
    words = ["a", "ab", "ba", "aba", "abc"]
    lexicon = make_lexicon(words)
    found = {ladder.words for ladder in shortest_ladders("a", "aba", metric, lexicon=lexicon)}
    assert found == {("a", "ab", "aba"), ("a", "ba", "aba")}
    assert count_shortest_ladders("aba", "a", metric, lexicon=lexicon) == 0
    assert ([ladder.words for ladder in ladders_of_length("a", "abc", metric, 2, lexicon=lexicon)]
            == [("a", "ab", "abc")])


def test_cli_count_every_shortest_and_steps(sgb_lexicon, capsys):
    from tests.conftest import SGB_WORDS

    base = ["chaos", "order", "--metric", "substitution", "--words", str(SGB_WORDS), "--no-limit"]
    assert main([*base, "--count"]) == 0
    assert capsys.readouterr().out.strip() == "37 shortest ladders of 12 steps"
    assert main([*base, "--count", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"start": "chaos", "end": "order", "count": 37, "steps": 12}
    assert main([*base, "--every-shortest", "--limit", "100", "--json"]) == 0
    listed = [json.loads(line)["words"] for line in capsys.readouterr().out.splitlines()]
    assert [tuple(w) for w in listed] == [ladder.words for ladder in shortest_ladders(
        "chaos", "order", substitution, lexicon=sgb_lexicon)]
    assert main(["cold", "warm", "--steps", "5", "--limit", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    expected = [str(ladder) for ladder in islice(ladders_of_length("cold", "warm", steps=5), 3)]
    assert lines == expected and len(lines) == 3
    assert main(["cold", "warm", "--count", "--every-shortest"]) == 2
    assert "--every-shortest: not allowed with argument --count" in capsys.readouterr().err
