"""Every script in ``examples/`` runs, exits 0, and prints valid (and, where promised, shortest) ladders."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from collections import deque
from functools import cache
from pathlib import Path

import pytest

from ladders import METRICS, DistanceMetric, Ladder, default_lexicon
from tests.checks import assert_valid_ladder
from tests.conftest import SGB_WORDS
from tests.reference import shortest_steps, shortest_steps_by

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
ARROW = re.compile(r"\s*(?:→|->)\s*")

# What each example promises: start, end, metric name (None: the example's own metric), how many ladders
# it prints, whether they are all shortest (or only the first), and its word list.
PROMISES = {
    "beer_wine.py": ("beer", "wine", "levenshtein", 1, "first", "default"),
    "head_tail.py": ("head", "tail", "substitution", 1, "first", "default"),
    "cold_warm.py": ("cold", "warm", "substitution", 1, "first", "default"),
    "black_white.py": ("black", "white", "substitution", 1, "first", "default"),
    "milk_wine.py": ("milk", "wine", "substitution", 1, "first", "default"),
    "cat_dog.py": ("cat", "dog", "substitution", 1, "first", "default"),
    "custom_metric.py": ("fold", "gone", None, 1, "first", "default"),
    "take_first_ladders.py": ("cold", "warm", "substitution", 5, "first", "default"),
    "common_vs_shortest.py": ("beer", "wine", "levenshtein", 3, "first", "default"),
    "chaos_order_all.py": ("chaos", "order", "substitution", 37, "all", "sgb"),
}
CHECKERS = {"check_puzzle.py"}  # prints wrong ladders on purpose, each with a verdict (tested below)

SCRIPTS = sorted(path.name for path in EXAMPLES.glob("*.py"))


@pytest.fixture(scope="module")
def runs():
    """Run every example side by side in a fresh interpreter; map its name to (status, stdout, stderr)."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    started = {name: subprocess.Popen([sys.executable, str(EXAMPLES / name)], env=env, cwd=EXAMPLES.parent,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
               for name in SCRIPTS}
    finished = {}
    for name, process in started.items():
        out, err = process.communicate(timeout=120)
        finished[name] = (process.returncode, out, err)
    return finished


def _printed_ladders(text: str) -> list[tuple[str, ...]]:
    """The ladders in *text*: each line with an arrow, less any numbering and any note in brackets."""
    found = []
    for line in text.splitlines():
        if "→" in line or "->" in line:
            words = re.sub(r"^\s*\d+\.\s*", "", line).split("(")[0].strip()
            found.append(tuple(ARROW.split(words)))
    return found


def test_every_example_is_known():
    unknown = set(SCRIPTS) - set(PROMISES) - CHECKERS
    assert not unknown, f"say what {sorted(unknown)} print: add them to PROMISES in tests/test_examples.py"


@pytest.mark.parametrize("name", sorted(PROMISES))
def test_example_prints_valid_ladders(runs, request, name):
    assert name in runs, f"examples/{name} is missing"
    status, out, err = runs[name]
    start, end, metric_name, count, shortest, source = PROMISES[name]
    if source == "sgb" and not SGB_WORDS.exists():
        assert status != 0 and "sgb" in err.lower(), "without the SGB words the example should say so and fail"
        pytest.skip(f"Knuth's SGB word list is not here ({SGB_WORDS})")
    assert status == 0, f"{name} failed:\n{err}"
    assert "Traceback" not in err
    metric = METRICS[metric_name] if metric_name else _own_metric(name)
    lexicon = request.getfixturevalue("sgb_lexicon") if source == "sgb" else default_lexicon()
    printed = _printed_ladders(out)
    assert len(printed) == count, f"{name} printed {len(printed)} ladders, not {count}:\n{out}"
    assert len(set(printed)) == len(printed)
    ladders = [Ladder(words, metric.name) for words in printed]
    for ladder in ladders:
        assert_valid_ladder(ladder, start, end, metric, lexicon)
    steps = [ladder.steps for ladder in ladders]
    expected = _shortest(start, end, metric, lexicon)
    assert min(steps) == steps[0] == expected, f"{name}: {steps[0]} steps, the reference says {expected}"
    if shortest == "all":
        assert set(steps) == {expected}


def test_check_puzzle_verdicts_agree_with_the_checker(runs):
    status, out, err = runs["check_puzzle.py"]
    assert status == 0, err
    lines = out.splitlines()
    lexicon = default_lexicon()
    judged = 0
    for i, line in enumerate(lines):
        if "→" not in line:
            continue
        words = tuple(ARROW.split(line.strip()))
        verdict = lines[i + 1].strip()
        start, end = words[0], ("tail" if words[0] == "head" else "warm")
        try:
            assert_valid_ladder(Ladder(words, "substitution"), start, end, METRICS["substitution"], lexicon)
            valid = True
        except AssertionError:
            valid = False
        assert verdict.startswith("valid") == valid, f"{words}: {verdict}"
        if valid:
            shortest = shortest_steps(start, end, lexicon.words_of_length(len(start)), "substitution")
            assert ("and shortest" in verdict) == (len(words) - 1 == shortest), verdict
        judged += 1
    assert judged == 4


def _own_metric(name: str) -> DistanceMetric:
    """The DistanceMetric an example defines (imported; its main() is not run)."""
    spec = importlib.util.spec_from_file_location(f"example_{name[:-3]}", EXAMPLES / name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found = [value for value in vars(module).values() if isinstance(value, DistanceMetric)]
    assert len(found) == 1, f"{name} should define one DistanceMetric"
    return found[0]


@cache
def _shortest(start, end, metric, lexicon):
    if metric.name == "substitution":
        return shortest_steps(start, end, lexicon.words_of_length(len(start)), "substitution")
    if metric.name in METRICS:
        return shortest_steps(start, end, lexicon, metric.name)
    return shortest_steps_by(start, end, lambda word: metric.neighbours(word, lexicon))


def test_custom_metric_bound_is_admissible_on_its_words():
    # The example's bound never exceeds the moves its own generator needs, from each word that reaches 'gone'.
    metric = _own_metric("custom_metric.py")
    lexicon = default_lexicon()
    seen = {"gone": 0}
    queue = deque(["gone"])
    while queue:
        word = queue.popleft()
        for other in metric.neighbours(word, lexicon):
            if other not in seen:
                seen[other] = seen[word] + 1
                queue.append(other)
    assert "fold" in seen
    for word, moves in seen.items():
        assert metric.distance(word, "gone") <= moves
        assert metric.distance(word, "gone") == metric.distance("gone", word)
        assert (metric.distance(word, "gone") == 0) == (word == "gone")
