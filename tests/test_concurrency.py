"""Threads and processes: a shared lexicon answers as serial use does, builds each index once,
and the same call prints the same ladders in processes with different string hashes.
"""

from __future__ import annotations

import collections
import json
import os
import random
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from ladders import (
    Ladder,
    LadderError,
    Lexicon,
    all_ladders,
    damerau,
    levenshtein,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders.search import STRATEGIES
from ladders.words.cache import LexiconCache
from tests.checks import assert_valid_ladder

METRICS = [substitution, levenshtein, damerau]
REPO = Path(__file__).resolve().parents[1]


def _answer(start, end, metric, lexicon, strategy="bidirectional"):
    """A ladder's words, or the error's type and message: what a caller would see."""
    try:
        ladder = make_ladder(start, end, metric=metric, lexicon=lexicon, max_depth=6,
                             strategy=STRATEGIES[strategy], max_expansions=3_000)
    except LadderError as error:
        return type(error).__name__, str(error)
    assert_valid_ladder(ladder, start, end, metric, lexicon)
    return ladder.words


def _queries(lexicon, count, seed):
    chooser = random.Random(seed)
    words = [w for w in lexicon.words if 3 <= len(w) <= 5]
    return [(chooser.choice(words), chooser.choice(words), chooser.choice(METRICS), chooser.choice(sorted(STRATEGIES)))
            for _ in range(count)]


def test_threads_sharing_a_fresh_lexicon_answer_as_serial_use_does(small_lexicon):
    queries = _queries(small_lexicon, 40, seed=4)
    serial = [_answer(s, e, m, small_lexicon, k) for s, e, m, k in queries]
    shared = make_lexicon(small_lexicon.words)
    with ThreadPoolExecutor(max_workers=8) as pool:
        threaded = list(pool.map(lambda q: _answer(q[0], q[1], q[2], shared, q[3]), queries))
    assert threaded == serial
    assert sum(len(answer) != 2 or answer[0] not in ("NoLadderError", "SearchLimitError")
               for answer in serial) >= 10  # plenty of ladders among the answers, not only errors


def test_threads_reading_streams_get_the_serial_order():
    lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm", "worm", "word", "wood", "wold", "weld"])
    expected = [ladder.words for ladder in all_ladders("cold", "warm", lexicon=lexicon, max_depth=None)]
    assert len(expected) > 3

    def read(_):
        found = []
        for ladder in all_ladders("cold", "warm", lexicon=lexicon, max_depth=None):
            assert_valid_ladder(ladder, "cold", "warm", levenshtein, lexicon)
            found.append(ladder.words)
        return found

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert list(pool.map(read, range(32))) == [expected] * 32


def test_lazy_builds_happen_once_when_threads_race(monkeypatch, small_lexicon):
    builds = collections.Counter()
    fetches = collections.Counter()
    lock = threading.Lock()
    real_get, real_for_metric = LexiconCache.get, LexiconCache.for_metric

    def counting(key, build):
        def counted():
            with lock:
                builds[repr(key)] += 1
            time.sleep(0.001)  # widen the window in which a racing thread could build too
            return build()
        return counted

    def counting_get(self, name, build, part=None):
        return real_get(self, name, counting((id(self), name, part), build), part)

    def counting_for_metric(self, metric, name, build, *, pin=False):
        return real_for_metric(self, metric, name, counting((id(self), metric, name), build), pin=pin)

    monkeypatch.setattr(LexiconCache, "get", counting_get)
    monkeypatch.setattr(LexiconCache, "for_metric", counting_for_metric)
    source = {length: small_lexicon.words_of_length(length) for length in small_lexicon.lengths}

    def fetch(length):
        with lock:
            fetches[length] += 1
        time.sleep(0.001)
        return source[length], {}

    lexicon = Lexicon.lazy({length: len(words) for length, words in source.items()}, fetch)
    gate = threading.Barrier(8)
    queries = _queries(small_lexicon, 64, seed=9)

    def first_use(numbered):
        number, (start, end, metric, _) = numbered
        if number < 8:
            gate.wait()  # the first eight start together, on a lexicon nothing has touched yet
        lexicon.pattern_index(len(start))
        return _answer(start, end, metric, lexicon)

    with ThreadPoolExecutor(max_workers=8) as pool:
        threaded = list(pool.map(first_use, enumerate(queries)))
    assert builds and fetches
    assert max(builds.values()) == 1, {key: n for key, n in builds.items() if n > 1}
    assert max(fetches.values()) == 1, {key: n for key, n in fetches.items() if n > 1}
    monkeypatch.undo()
    assert threaded == [_answer(s, e, m, small_lexicon) for s, e, m, _ in queries]


# ---------------------------------------------------------------- determinism across processes


WORDS = ["cold", "cord", "card", "ward", "warm", "worm", "word", "wood", "wold", "weld", "corm", "form",
         "farm", "harm", "hard", "herd", "head", "heal", "teal", "tell", "tall", "tail", "hail", "hall"]


def _run_seeds(seeds, argv: list[str], *, code: str | None = None, args: list[str] = ()) -> dict:
    """``{seed: (stdout, status, stderr)}`` of one command run once per hash seed, side by side."""
    command = [sys.executable, "-c", code, *args] if code else [sys.executable, "-m", "ladders", *argv]

    def run(seed):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONIOENCODING": "utf-8"}
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO, timeout=120, check=False)
        assert done.returncode in (0, 1), done.stderr
        return done.stdout, done.returncode, done.stderr

    with ThreadPoolExecutor(max_workers=len(seeds)) as pool:
        return dict(zip(seeds, pool.map(run, seeds), strict=True))


PROGRAM = """
import sys
from ladders import all_ladders, make_lexicon, METRICS
from ladders.cli import main
words_file, *runs = sys.argv[1:]
for argv in runs:
    print("$", argv, flush=True)
    print("status", main([*argv.split(), "--words", words_file]), flush=True)
words = make_lexicon(open(words_file).read().split())
for name in sorted(METRICS):
    for start, end in (("cold", "warm"), ("head", "tail"), ("cold", "hall")):
        for ladder in all_ladders(start, end, metric=METRICS[name], lexicon=words, max_depth=9):
            print(name, ladder)
"""

RUNS = ["cold warm --all --limit 50", "head tail --strategy greedy --metric substitution --json",
        "cold tall --strategy dfs --metric damerau", "cold hall --all --limit 30 --json --metric substitution",
        "head tail --strategy astar", "cold nowhere"]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory):
    """What one program printed under each of three hash seeds: CLI runs, then every ladder stream."""
    path = tmp_path_factory.mktemp("determinism") / "words.txt"
    path.write_text("\n".join(reversed(WORDS)) + "\n")
    return _run_seeds(("0", "1", "4242"), [], code=PROGRAM, args=[str(path), *RUNS])


def test_cli_output_and_stream_order_are_the_same_under_every_hash_seed(outputs):
    assert len(set(outputs.values())) == 1, outputs
    out, status, err = outputs["0"]
    assert status == 0 and err.count("\n") == 1 and "'nowhere' is not in the word list" in err
    assert out.count("$ ") == len(RUNS) and out.count("status 0") == len(RUNS) - 1


def test_the_cli_ladders_printed_are_valid(outputs):
    lexicon = make_lexicon(WORDS)
    out = outputs["0"][0]
    for block in out.split("$ ")[1:]:
        argv, *lines = block.splitlines()
        lines = lines[:next(i for i, line in enumerate(lines) if line.startswith("status "))]
        metric = next((m for m in METRICS if f"--metric {m.name}" in argv), levenshtein)
        start, end = argv.split()[:2]
        for line in lines:
            words = json.loads(line)["words"] if line.startswith("{") else line.split(" → ")
            assert_valid_ladder(Ladder(tuple(words), metric.name), start, end, metric, lexicon)


def test_the_stream_order_matches_this_process(outputs):
    lexicon = make_lexicon(WORDS)
    in_process = [f"{metric.name} {ladder}" for metric in sorted(METRICS, key=lambda m: m.name)
                  for start, end in (("cold", "warm"), ("head", "tail"), ("cold", "hall"))
                  for ladder in all_ladders(start, end, metric=metric, lexicon=lexicon, max_depth=9)]
    printed = [line for line in outputs["0"][0].splitlines()
               if line.split(" ", 1)[0] in ("substitution", "levenshtein", "damerau")]
    assert len(printed) > 20
    assert printed == in_process
