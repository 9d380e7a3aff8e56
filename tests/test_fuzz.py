"""Fuzzing the API and the command line with Hypothesis: nothing but documented outcomes.

The API may return a ladder (valid, and shortest when the strategy promises
it) or raise a :class:`~ladders.errors.LadderError`, ``TypeError`` or
``ValueError``; the CLI may only return 0, 1, 2 or 3, with one ``ladders:``
line on standard error for each failure. Inputs: words of any text (Unicode,
whitespace, control characters, 10,000 characters, not strings at all),
metrics built in, broken or not metrics at all, depths and limits of any
type, word files of random bytes or lines in random encodings, and random
command lines for every command in ``ladders.cli.COMMANDS``.

CI runs a bounded number of examples; run longer with, for example::

    LADDERS_FUZZ_EXAMPLES=20000 python -m pytest tests/test_fuzz.py
"""

from __future__ import annotations

import contextlib
import inspect
import io
import itertools
import math
import os
import re
import sys
from unittest import mock
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ladders import (
    DistanceMetric,
    LadderError,
    WordFileError,
    all_ladders,
    damerau,
    levenshtein,
    levenshtein_distance,
    load_lexicon,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders.cli import COMMANDS, main
from ladders.words.normalise import is_word, normalise_word
from ladders.search import SHORTEST, STRATEGIES
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps

EXAMPLES = int(os.environ.get("LADDERS_FUZZ_EXAMPLES", "60"))
fuzz_settings = settings(max_examples=EXAMPLES, deadline=None, database=None,
                         suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

WORDS = ["cat", "cot", "dot", "dog", "cog", "coat", "cost", "most", "mist", "cold", "cord", "card", "ward",
         "warm", "worm", "word", "a", "at", "ta", "tea", "eat", "ate", "café", "cafe", "safe", "été", "straße",
         "strasse", "ǆungla", "हिन्दी", "हिन्द", "χάος", "χάρη"]
LEXICON = make_lexicon(WORDS)
BUILT_IN = [substitution, levenshtein, damerau]
ALLOWED = (LadderError, TypeError, ValueError)

# ---------------------------------------------------------------- inputs

known = st.sampled_from(LEXICON.words)
words = st.one_of(
    known,
    known.map(str.upper),
    known.map(lambda w: unicodedata.normalize("NFD", w)),
    known.map(lambda w: f"  {w}\t\n"),
    st.text(max_size=8),
    st.text(st.characters(codec="utf-8", categories=["L", "M", "Zs", "Cc", "P"]), max_size=6),
    st.sampled_from(["", " ", "\0", "\ud800", "İ", "ß", "ﬁ", "\u0301", "a" * 10_000, "a" * 101, "?", "c?t"]),
    st.none(), st.integers(), st.binary(max_size=4), st.lists(known, max_size=2),
)


def _raising(word, lexicon):
    raise RuntimeError("boom")


def _yielding_numbers(word, lexicon):
    yield from (1, 2)


def _endless(word, lexicon):
    return itertools.repeat("zz")


def _partly_wrong(word, lexicon):
    yield from levenshtein.neighbours(word, lexicon)
    yield word.upper()
    yield "not a word"


BROKEN = [
    DistanceMetric("raising", _raising, levenshtein_distance),
    DistanceMetric("numbers", _yielding_numbers, levenshtein_distance),
    DistanceMetric("endless", _endless, levenshtein_distance),
    DistanceMetric("not-iterable", lambda word, lexicon: 42, levenshtein_distance),
    DistanceMetric("bad-distance", levenshtein.neighbours, lambda a, b: 1 / 0),
    DistanceMetric("text-distance", levenshtein.neighbours, lambda a, b: "far"),
    DistanceMetric("nan-distance", levenshtein.neighbours, lambda a, b: math.nan),
    DistanceMetric("partly-wrong", _partly_wrong, levenshtein_distance),
    DistanceMetric("one-way", levenshtein.neighbours, levenshtein_distance, symmetric=False),
]
metrics = st.one_of(st.sampled_from(BUILT_IN), st.sampled_from(BROKEN),
                    st.sampled_from(["levenshtein", None, 3, levenshtein_distance]))
counts = st.one_of(st.none(), st.integers(-3, 12), st.integers(10**6, 10**30), st.floats(allow_nan=True),
                   st.text(max_size=3), st.booleans())
expansions = st.one_of(st.none(), st.integers(0, 3_000), st.sampled_from([-1, 2.5, "9", True]))
timeouts = st.one_of(st.none(), st.floats(0.5, 10), st.sampled_from([0, -1, math.nan, math.inf, "1", False]))
strategies_ = st.one_of(st.sampled_from(sorted(STRATEGIES)).map(STRATEGIES.get), st.sampled_from(["astar", None]))


def _check_ladder(ladder, start, end, metric) -> None:
    start, end = normalise_word(start), normalise_word(end)
    if metric in BUILT_IN:
        assert_valid_ladder(ladder, start, end, metric, LEXICON)
    else:
        assert ladder.start == start and ladder.end == end and ladder.metric == metric.name
        assert all(word in LEXICON for word in ladder.words) and len(set(ladder.words)) == len(ladder.words)


@fuzz_settings
@given(start=words, end=words, metric=metrics, max_depth=counts, max_expansions=expansions, timeout=timeouts,
       strategy=strategies_)
def test_fuzz_make_ladder(start, end, metric, max_depth, max_expansions, timeout, strategy):
    try:
        ladder = make_ladder(start, end, metric=metric, max_depth=max_depth, lexicon=LEXICON, strategy=strategy,
                             max_expansions=max_expansions, timeout=timeout)
    except ALLOWED as error:
        assert str(error), f"{type(error).__name__} without a message"
        return
    _check_ladder(ladder, start, end, metric)
    if metric in BUILT_IN and strategy in SHORTEST:
        assert ladder.steps == shortest_steps(ladder.start, ladder.end, LEXICON, metric.name)
    if isinstance(max_depth, int) and not isinstance(max_depth, bool):
        assert ladder.steps <= max_depth


def _choice_options():
    """Hypothesis strategies for the keyword options of make_ladder beyond the limits, where they exist."""
    import ladders

    offered = inspect.signature(make_ladder).parameters
    costs = list(getattr(ladders, "COSTS", {}).values())
    pool = {
        "cost": st.one_of(st.none(), st.sampled_from(costs or [None]), st.sampled_from(["rarity", 1])),
        "avoid": st.one_of(st.none(), st.lists(words, max_size=3), st.sets(known, max_size=3),
                           st.sampled_from(["cat", 3])),
        "via": st.one_of(st.none(), words),
        "seed": st.one_of(st.none(), st.integers(), st.text(max_size=4), st.sampled_from([1.5, [1]])),
        "allow_unknown_ends": st.one_of(st.booleans(), st.sampled_from([None, "yes"])),
    }
    return st.fixed_dictionaries({name: value for name, value in pool.items() if name in offered})


@fuzz_settings
@given(start=words, end=words, metric=metrics, max_depth=counts, options=_choice_options(),
       max_expansions=expansions)
def test_fuzz_make_ladder_with_choices(start, end, metric, max_depth, options, max_expansions):
    try:
        ladder = make_ladder(start, end, metric=metric, max_depth=max_depth, lexicon=LEXICON,
                             max_expansions=max_expansions, timeout=10, **options)
    except ALLOWED as error:
        assert str(error), f"{type(error).__name__} without a message"
        return
    start, end = normalise_word(start), normalise_word(end)
    lexicon = make_lexicon([*LEXICON.words, start, end]) if options.get("allow_unknown_ends") else LEXICON
    if metric in BUILT_IN:
        assert_valid_ladder(ladder, start, end, metric, lexicon)
    if isinstance(options.get("via"), str):
        assert normalise_word(options["via"]) in ladder.words
    avoided = options.get("avoid")
    if isinstance(avoided, (list, set)):
        assert not {normalise_word(w) for w in avoided if isinstance(w, str)} & set(ladder.words[1:-1])


@fuzz_settings
@given(start=words, end=words, metric=metrics, max_depth=counts, max_expansions=expansions, timeout=timeouts,
       pulled=st.integers(0, 6))
def test_fuzz_all_ladders(start, end, metric, max_depth, max_expansions, timeout, pulled):
    try:
        stream = all_ladders(start, end, metric=metric, max_depth=max_depth, lexicon=LEXICON,
                             max_expansions=max_expansions, timeout=timeout)
        found = list(itertools.islice(stream, pulled))
    except ALLOWED as error:
        assert str(error)
        return
    for ladder in found:
        _check_ladder(ladder, start, end, metric)
    assert [ladder.steps for ladder in found] == sorted(ladder.steps for ladder in found)


# ---------------------------------------------------------------- word files

file_lines = st.one_of(known, st.text(max_size=12), st.sampled_from(["# comment", "", "\r", "cat\t3", "\ufeff"]))
file_bytes = st.one_of(
    st.binary(max_size=200),
    st.tuples(st.lists(file_lines, max_size=12), st.sampled_from(["\n", "\r\n", "\r"]),
              st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "latin-1"]))
    .map(lambda t: t[1].join(t[0]).encode(t[2], errors="replace")),
)


@fuzz_settings
@given(data=file_bytes)
def test_fuzz_word_files(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("file") / "words.txt"
    path.write_bytes(data)
    try:
        lexicon = load_lexicon(path)
    except WordFileError as error:
        assert str(path) in str(error)
        return
    assert len(lexicon) > 0 and lexicon.dropped >= 0
    assert all(is_word(word) and normalise_word(word) == word for word in lexicon.words)


# ---------------------------------------------------------------- the command line

VALUES = ["0", "1", "3", "-1", "x", "", "none", "None", "nan", "inf", "1e3", "0.01", "2.5", "99999999999999999999",
          "substitution", "levenshtein", "damerau", "cat", "dog", "cat,dog", "a" * 300, "\ud800", "--json"]
SKIPPED_OPTIONS = {"--workers"}  # spawns worker processes: not for a fuzz loop; --words is set by the test


def _options_of(command: str) -> list[str]:
    """The long options a command's --help lists (so commands added later are fuzzed too)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        main([command, "--help"])
    return sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", out.getvalue())) - SKIPPED_OPTIONS - {"--words"})


@pytest.fixture(scope="module")
def words_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return str(path)


@st.composite
def command_lines(draw):
    command = draw(st.sampled_from(sorted(COMMANDS)))
    options = _OPTIONS[command]
    argv = [] if command == "solve" and draw(st.booleans()) else [command]
    token = st.one_of(known, known.map(str.upper), st.text(max_size=6), st.sampled_from(VALUES))
    argv += draw(st.lists(token, max_size=3))
    for _ in range(draw(st.integers(0, 4))):
        argv.append(draw(st.sampled_from(options)) if options else "--json")
        if draw(st.booleans()):
            argv.append(draw(st.sampled_from(VALUES) | token))
    if draw(st.booleans()):
        argv.insert(draw(st.integers(0, len(argv))), draw(st.sampled_from(["--help", "-h", "--version", "--"])))
    return command, argv


_OPTIONS = {command: _options_of(command) for command in COMMANDS}


@fuzz_settings
@given(case=command_lines(), stdin=st.text(max_size=40))
def test_fuzz_the_command_line(words_file, case, stdin):
    command, argv = case
    here = os.getcwd()  # a fuzzed --output writes where the command runs: a scratch folder, never the tree
    # Keep every run small and quick: the fuzz word list, and low limits where the command has them.
    argv = [*argv, "--words", words_file]
    if "--max-expansions" in _OPTIONS[command]:
        argv += ["--max-expansions", "2000", "--timeout", "10"]
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    os.chdir(os.path.dirname(words_file))
    try:
        # `serve` would serve until stopped: its options are fuzzed, its server is told not to start.
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
                mock.patch("uvicorn.Server.run", lambda server, sockets=None: None):
            status = main(argv)
    finally:
        sys.stdin = old_stdin
        os.chdir(here)
    assert status in (0, 1, 2, 3), (argv, status, err.getvalue())
    assert "Traceback" not in err.getvalue()
    if status in (2, 3):
        lines = err.getvalue().splitlines()
        assert lines and lines[-1].startswith("ladders: "), (argv, err.getvalue())


def test_the_fuzz_covers_every_command():
    assert set(_OPTIONS) == set(COMMANDS)
    assert "--metric" in _OPTIONS["solve"] and "--max-expansions" in _OPTIONS["solve"]
