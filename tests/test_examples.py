"""Every script in ``examples/`` runs, exits 0, and prints valid (and, where promised, shortest) ladders.

Each example runs once, in a fresh interpreter; each test reads what it printed
back, checks every ladder with ``tests.checks.assert_valid_ladder`` and compares
step counts with the plain breadth-first searches of ``tests.reference``.
"""

from __future__ import annotations

import ast
import importlib.util
import inspect
import os
import re
import subprocess
import sys
from collections import deque
from functools import cache
from pathlib import Path

import pytest

from ladders import METRICS, DistanceMetric, Ladder, default_lexicon, rarity
from tests.checks import assert_valid_ladder
from tests.conftest import SGB_WORDS
from tests.reference import distances_from, obvious_neighbours, shortest_steps, shortest_steps_by

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
ARROW = re.compile(r"\s*(?:→|->)\s*")
SCRIPTS = sorted(path.name for path in EXAMPLES.glob("*.py"))
TESTED = {"classic_pairs.py", "take_first_ladders.py", "common_vs_shortest.py", "custom_metric.py",
          "chaos_order_all.py", "check_puzzle.py"}


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


def _output(runs, name: str) -> str:
    """What *name* printed, once it is known to have run cleanly."""
    assert name in runs, f"examples/{name} is missing"
    status, out, err = runs[name]
    assert status == 0, f"{name} failed:\n{err}"
    assert "Traceback" not in err, err
    return out


def _words(line: str) -> tuple[str, ...]:
    """The words of a printed ladder line, less any numbering, indent and note in brackets."""
    words = re.sub(r"^\s*\d+\.\s*", "", line).split("(")[0].strip()
    return tuple(ARROW.split(words))


def _printed_ladders(text: str) -> list[tuple[str, ...]]:
    """The ladders in *text*: each line with an arrow."""
    return [_words(line) for line in text.splitlines() if "→" in line or "->" in line]


def _load_example(name: str):
    """The example as a module (imported under a name of its own, so its main() is not run)."""
    spec = importlib.util.spec_from_file_location(f"example_{name[:-3]}", EXAMPLES / name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _own_metric(name: str) -> DistanceMetric:
    """The DistanceMetric an example defines."""
    found = [value for value in vars(_load_example(name)).values()
             if isinstance(value, DistanceMetric) and value.name not in METRICS]
    assert len(found) == 1, f"{name} should define one DistanceMetric"
    return found[0]


@cache
def _shortest(start: str, end: str, metric: DistanceMetric, lexicon) -> int | None:
    """Fewest moves from *start* to *end* by the reference search (the metric's own moves for a custom one)."""
    if metric.name == "substitution":
        return shortest_steps(start, end, lexicon.words_of_length(len(start)), "substitution")
    if metric.name in METRICS:
        return shortest_steps(start, end, lexicon, metric.name)
    return shortest_steps_by(start, end, lambda word: metric.neighbours(word, lexicon))


def _count_shortest(start: str, end: str, words, kind: str) -> int:
    """How many shortest ladders join *start* and *end*: paths counted layer by layer over reference distances."""
    vocabulary = frozenset(words)
    alphabet = "".join(sorted(set("".join(vocabulary))))
    distance = distances_from(start, vocabulary, kind)
    paths = {start: 1}
    for word in sorted((w for w in distance if 0 < distance[w] <= distance[end]), key=distance.get):
        paths[word] = sum(paths.get(other, 0) for other in obvious_neighbours(word, vocabulary, alphabet, kind)
                          if distance[other] == distance[word] - 1)
    return paths[end]


def test_every_example_is_tested():
    untested, missing = sorted(set(SCRIPTS) - TESTED), sorted(TESTED - set(SCRIPTS))
    assert not untested and not missing, f"untested: {untested}, missing: {missing} (each example needs a test here)"


@pytest.mark.parametrize("name", SCRIPTS)
def test_example_says_what_it_shows_and_how_to_run_it(name):
    docstring = ast.get_docstring(ast.parse((EXAMPLES / name).read_text(encoding="utf-8")))
    assert docstring, f"{name} has no module docstring"
    assert len(docstring.splitlines()[0]) > 20, f"{name}: the docstring's first line should say what it shows"
    assert f"Run: python examples/{name}" in docstring, f"{name}: the docstring should say how to run it"


def test_classic_pairs(runs):
    out = _output(runs, "classic_pairs.py")
    lexicon = default_lexicon()
    lines = [line for line in out.splitlines() if line.strip()]
    printed = []
    for line in lines:
        match = re.fullmatch(r"(?P<ladder>.+?)\s+\((?P<steps>\d+) steps?, (?P<metric>\w+)\)", line)
        assert match, f"not a ladder with its steps and metric: {line!r}"
        printed.append((_words(match["ladder"]), int(match["steps"]), match["metric"]))
    pairs = [(start, end, metric.name) for start, end, metric in _load_example("classic_pairs.py").PAIRS]
    assert [(words[0], words[-1], metric) for words, _, metric in printed] == pairs, "one line a pair, in order"
    assert len({(start, end) for start, end, _ in pairs}) == len(pairs) > 1
    for (words, steps, name), (start, end, _) in zip(printed, pairs, strict=True):
        metric = METRICS[name]
        ladder = Ladder(words, name)
        assert_valid_ladder(ladder, start, end, metric, lexicon)
        assert steps == ladder.steps, f"{ladder} is said to have {steps} steps"
        expected = _shortest(start, end, metric, lexicon)
        assert ladder.steps == expected, f"{ladder}: {ladder.steps} steps, the reference says {expected}"


def test_take_first_ladders(runs):
    out = _output(runs, "take_first_ladders.py")
    lexicon, metric = default_lexicon(), METRICS["substitution"]
    printed = _printed_ladders(out)
    count = inspect.signature(_load_example("take_first_ladders.py").main).parameters["count"].default
    assert len(printed) == count, f"printed {len(printed)} ladders, not {count}:\n{out}"
    assert len(set(printed)) == len(printed), "a ladder came twice"
    ladders = [Ladder(words, metric.name) for words in printed]
    for ladder in ladders:
        assert_valid_ladder(ladder, "cold", "warm", metric, lexicon)
    steps = [ladder.steps for ladder in ladders]
    assert steps == sorted(steps), f"not shortest first: {steps}"
    assert steps[0] == _shortest("cold", "warm", metric, lexicon)


def test_common_vs_shortest(runs):
    out = _output(runs, "common_vs_shortest.py")
    lexicon, metric = default_lexicon(), METRICS["levenshtein"]
    lines = out.splitlines()
    found = {}
    for i, line in enumerate(lines):
        if "→" in line:
            label, words = lines[i - 1].rstrip(":"), _words(line)
            ladder = Ladder(words, metric.name)
            assert_valid_ladder(ladder, "beer", "wine", metric, lexicon)
            steps, cost = re.match(r"\s*(\d+) steps?, rarity (\d+)", lines[i + 1]).groups()
            assert int(steps) == ladder.steps, lines[i + 1]
            assert int(cost) == rarity.ladder_cost(words, lexicon), lines[i + 1]
            found[label] = ladder
    assert len(found) == 3, out
    expected = _shortest("beer", "wine", metric, lexicon)
    promised_shortest = [label for label in found if label.startswith("shortest")]
    assert len(promised_shortest) == 2
    for label in promised_shortest:
        assert found[label].steps == expected, f"{label}: {found[label]}, the reference says {expected} steps"
    costs = {label: rarity.ladder_cost(ladder.words, lexicon) for label, ladder in found.items()}
    assert costs["most common words"] == min(costs.values()), costs
    rarest = {label: max(lexicon.rank(word) for word in found[label].words[1:]) for label in promised_shortest}
    assert rarest[promised_shortest[1]] <= rarest[promised_shortest[0]], rarest


def test_custom_metric(runs):
    out = _output(runs, "custom_metric.py")
    lexicon, metric = default_lexicon(), _own_metric("custom_metric.py")
    printed = _printed_ladders(out)
    assert len(printed) == 1, out
    ladder = Ladder(printed[0], metric.name)
    assert_valid_ladder(ladder, "fold", "gone", metric, lexicon)
    assert ladder.steps == _shortest("fold", "gone", metric, lexicon)
    assert f"{ladder.steps} steps" in out and f"at least {metric.distance('fold', 'gone'):g}" in out


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


def test_chaos_order_all(runs, request):
    status, out, err = runs["chaos_order_all.py"]
    if not SGB_WORDS.exists():
        assert status != 0 and "sgb" in err.lower(), "without the SGB words the example should say so and fail"
        pytest.skip(f"Knuth's SGB word list is not here ({SGB_WORDS}): it lives in the team's shared data folder")
    out = _output(runs, "chaos_order_all.py")
    lexicon, metric = request.getfixturevalue("sgb_lexicon"), METRICS["substitution"]
    said = int(re.match(r"(\d+) shortest ladders from chaos to order:", out)[1])
    numbers = [int(n) for n in re.findall(r"^\s*(\d+)\.", out, re.MULTILINE)]
    assert numbers == list(range(1, said + 1)), "numbered 1 to the count it gives"
    printed = _printed_ladders(out)
    assert len(printed) == said and len(set(printed)) == said
    expected = _shortest("chaos", "order", metric, lexicon)
    for words in printed:
        ladder = Ladder(words, metric.name)
        assert_valid_ladder(ladder, "chaos", "order", metric, lexicon)
        assert ladder.steps == expected, f"{ladder}: {ladder.steps} steps, the reference says {expected}"
    assert said == _count_shortest("chaos", "order", lexicon.words_of_length(5), "substitution")


def test_check_puzzle_verdicts_agree_with_the_checker(runs):
    out = _output(runs, "check_puzzle.py")
    puzzles = _load_example("check_puzzle.py").PUZZLES
    lexicon, metric = default_lexicon(), METRICS["substitution"]
    lines = out.splitlines()
    judged = []
    puzzle = None
    for i, line in enumerate(lines):
        if not line.startswith(" "):
            start, end = line.lower().split(" to ")
            puzzle = (start, end)
            continue
        if "→" not in line:
            continue
        words = _words(line)
        verdict = lines[i + 1].strip()
        try:
            assert_valid_ladder(Ladder(words, metric.name), *puzzle, metric, lexicon)
            valid = True
        except AssertionError:
            valid = False
        assert verdict.startswith("valid") == valid, f"{puzzle}, {words}: {verdict}"
        if valid:
            shortest = shortest_steps(*puzzle, lexicon.words_of_length(len(puzzle[0])), "substitution")
            assert ("and shortest" in verdict) == (len(words) - 1 == shortest), verdict
        judged.append((puzzle, list(words), valid))
    assert [(puzzle, words) for puzzle, words, _ in judged] == [
        (puzzle, words) for puzzle, answers in puzzles.items() for words in answers], "every answer, in order"
    assert {valid for _, _, valid in judged} == {True, False}, "it shows both right and wrong answers"
