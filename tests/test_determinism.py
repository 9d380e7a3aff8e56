"""The same inputs give the same ladders in every process, whatever the string hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from ladders import METRICS, Ladder, default_lexicon
from tests.checks import assert_valid_ladder

PAIRS = [("beer", "wine"), ("head", "tail"), ("cat", "dog"), ("black", "white")]
SEEDS = ["0", "1", "4242"]

# Run in a fresh interpreter: every metric and strategy on a few pairs, and the start of a stream.
PROGRAM = """
import json
from itertools import islice
from ladders import METRICS, all_ladders, default_lexicon, make_ladder
from ladders.search import STRATEGIES
lexicon = default_lexicon(35)
answers = {}
for start, end in %r:
    for name, metric in sorted(METRICS.items()):
        for strategy_name, strategy in sorted(STRATEGIES.items()):
            ladder = make_ladder(start, end, metric=metric, max_depth=8, lexicon=lexicon, strategy=strategy)
            answers[f"{start}-{end}-{name}-{strategy_name}"] = list(ladder.words)
stream = all_ladders("cold", "warm", metric=METRICS["substitution"], max_depth=6, lexicon=lexicon)
answers["stream"] = [list(ladder.words) for ladder in islice(stream, 12)]
print(json.dumps(answers, sort_keys=True))
""" % (PAIRS,)


def _run(seed: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=seed)
    return subprocess.Popen([sys.executable, "-c", PROGRAM], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _answers(process: subprocess.Popen) -> dict:
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    return json.loads(out)


@pytest.fixture(scope="module")
def answers_by_seed():
    running = {seed: _run(seed) for seed in SEEDS}  # side by side
    return {seed: _answers(process) for seed, process in running.items()}


def test_answers_do_not_depend_on_the_hash_seed(answers_by_seed):
    first = answers_by_seed[SEEDS[0]]
    for seed in SEEDS[1:]:
        differ = sorted(key for key in first if first[key] != answers_by_seed[seed].get(key))
        assert not differ, f"PYTHONHASHSEED={seed} changed {differ}"


def test_the_answers_are_valid_ladders(answers_by_seed):
    lexicon = default_lexicon(35)
    answers = answers_by_seed[SEEDS[0]]
    assert len(answers) == len(PAIRS) * len(METRICS) * 5 + 1
    for key, words in answers.items():
        if key == "stream":
            continue
        start, end, name, _ = key.split("-")
        assert_valid_ladder(Ladder(tuple(words), name), start, end, METRICS[name], lexicon)
    assert answers["stream"]
    for words in answers["stream"]:
        assert_valid_ladder(Ladder(tuple(words), "substitution"), "cold", "warm", METRICS["substitution"], lexicon)
