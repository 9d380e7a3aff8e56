"""Every bad input gets a clear answer: the API raises a named error, the CLI prints one line.

Inputs by class: blank, padded and mixed-case words; NFC and NFD spellings;
digits and punctuation; a 10,000-character word; start == end; words of
different lengths under substitution; unknown words; bad ``max_depth``;
things that are not metrics; user metrics that break in every way we could
think of. The CLI half runs ``main([...])`` and checks the exit status and
that standard error holds one ``ladders:`` line and no traceback.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import math
import unicodedata

import pytest

from ladders import bounded
from ladders import (
    DistanceMetric,
    Ladder,
    LadderError,
    NoLadderError,
    UnknownWordError,
    all_ladders,
    damerau,
    levenshtein,
    levenshtein_distance,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders.cli import COMMANDS, main
from ladders.words.normalise import MAX_WORD_LENGTH
from ladders.search import STRATEGIES
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps

WORDS = ["cold", "cord", "card", "ward", "warm", "worm", "word", "wood",
         "été", "êté", "ôté", "ôte", "cote", "côte", "côté", "coté", "cat", "cot", "dot", "dog"]
LEXICON = make_lexicon(WORDS)
METRICS = [substitution, levenshtein, damerau]


def _nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


# ---------------------------------------------------------------- words are folded, documented


@pytest.mark.parametrize(("start", "end"), [
    ("COLD", "Warm"), ("  cold ", "\twarm\n"), ("CoLd", "WARM "), ("\u3000cold", "warm\u00a0"),
])
def test_case_and_surrounding_space_are_folded(start, end):
    ladder = make_ladder(start, end, lexicon=LEXICON)
    assert_valid_ladder(ladder, "cold", "warm", levenshtein, LEXICON)
    assert ladder == make_ladder("cold", "warm", lexicon=LEXICON)
    assert ladder.steps == shortest_steps("cold", "warm", LEXICON, "levenshtein")


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
@pytest.mark.parametrize(("start", "end"), [("été", "côté"), ("ôte", "cote"), ("côte", "été")])
def test_nfc_and_nfd_spellings_give_the_same_answer(metric, start, end):
    assert _nfd(start) != start or _nfd(end) != end
    answers = []
    for a, b in [(start, end), (_nfd(start), _nfd(end)), (start, _nfd(end)), (_nfd(start).upper(), end)]:
        try:
            ladder = make_ladder(a, b, metric=metric, lexicon=LEXICON)
        except NoLadderError as error:
            answers.append(str(error))
        else:
            assert_valid_ladder(ladder, start, end, metric, LEXICON)
            assert ladder.steps == shortest_steps(start, end, LEXICON, metric.name)
            answers.append(ladder.words)
    assert answers == answers[:1] * len(answers)


def test_a_word_list_in_nfd_is_folded_to_nfc():
    lexicon = make_lexicon([_nfd(word) for word in WORDS])
    assert lexicon.words == LEXICON.words
    ladder = make_ladder(_nfd("côte"), "été", lexicon=lexicon)
    assert_valid_ladder(ladder, "côte", "été", levenshtein, lexicon)


def test_combining_marks_without_a_precomposed_letter_still_make_a_word():
    words = ["हिन्दी", "हिन्दु", "हिन्द"]
    lexicon = make_lexicon(words)
    assert lexicon.words == tuple(sorted(words)) and lexicon.dropped == 0
    ladder = make_ladder("हिन्दी", "हिन्द", lexicon=lexicon)
    assert_valid_ladder(ladder, "हिन्दी", "हिन्द", levenshtein, lexicon)
    assert ladder.steps == shortest_steps("हिन्दी", "हिन्द", lexicon, "levenshtein")


# ---------------------------------------------------------------- bad words


@pytest.mark.parametrize(("start", "error", "message"), [
    ("", ValueError, "start word is empty"),
    ("   \t\n", ValueError, "start word is empty"),
    ("r2d2", ValueError, "'r2d2' has characters that are not letters"),
    ("don't", ValueError, "\"don't\" has characters that are not letters"),
    ("co ld", ValueError, "'co ld'"),
    ("c?ld", ValueError, "'c?ld'"),
    ("\0", ValueError, "not letters"),
    ("\ud800", ValueError, "not letters"),
    ("\u0301cold", ValueError, "not letters"),
    (None, TypeError, "start must be a string, not NoneType"),
    (b"cold", TypeError, "not bytes"),
    (["cold"], TypeError, "not list"),
    ("colt", UnknownWordError, "did you mean 'cold'"),
])
@pytest.mark.parametrize("call", ["make_ladder", "all_ladders"])
def test_bad_start_words_are_named(call, start, error, message):
    with pytest.raises(error, match=message.replace("?", r"\?")):
        if call == "make_ladder":
            make_ladder(start, "warm", lexicon=LEXICON)
        else:
            all_ladders(start, "warm", lexicon=LEXICON)


def test_the_end_word_is_named_as_the_end():
    with pytest.raises(ValueError, match="end word is empty"):
        make_ladder("cold", " ", lexicon=LEXICON)
    with pytest.raises(UnknownWordError) as caught:
        make_ladder("cold", "wsrm", lexicon=LEXICON)
    assert caught.value.word == "wsrm" and "warm" in caught.value.suggestions


def test_a_huge_word_gets_a_short_clear_error():
    for text in ("a" * 10_000, "a" * (MAX_WORD_LENGTH + 1)):
        with pytest.raises(ValueError) as caught:
            make_ladder(text, "cold", lexicon=LEXICON)
        assert f"{len(text):,} characters long" in str(caught.value)
        assert len(str(caught.value)) < 200
    assert make_lexicon(["cold", "a" * 10_000]).dropped == 1


def test_unknown_word_suggestions_are_near_words():
    with pytest.raises(UnknownWordError) as caught:
        make_ladder("wird", "cold", lexicon=LEXICON)
    suggestions = caught.value.suggestions
    assert suggestions and set(suggestions) <= set(LEXICON.words)
    assert all(levenshtein_distance("wird", word) == 1 for word in suggestions)
    assert str(caught.value).startswith("'wird' is not in the word list")


def test_suggestions_fall_back_to_a_shared_prefix():
    with pytest.raises(UnknownWordError) as caught:
        make_ladder("wardrobe", "cold", lexicon=LEXICON)
    assert caught.value.suggestions == ("ward",)
    with pytest.raises(UnknownWordError) as caught:
        make_ladder("qqqq", "cold", lexicon=LEXICON)
    assert caught.value.suggestions == ()
    assert str(caught.value) == "'qqqq' is not in the word list (<words>)"


# ---------------------------------------------------------------- start == end, different lengths


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.name)
@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_start_equal_to_end_is_a_ladder_of_no_steps(metric, strategy):
    for max_depth in (0, 1, None):
        ladder = make_ladder("Cold", "cold ", metric=metric, max_depth=max_depth, lexicon=LEXICON,
                             strategy=STRATEGIES[strategy])
        assert_valid_ladder(ladder, "cold", "cold", metric, LEXICON)
        assert ladder.steps == 0
        stream = list(all_ladders("cold", "COLD", metric=metric, max_depth=max_depth, lexicon=LEXICON))
        for each in stream:
            assert_valid_ladder(each, "cold", "cold", metric, LEXICON)
        assert [each.steps for each in stream] == [0]


def test_different_lengths_under_substitution():
    with pytest.raises(NoLadderError, match="3 letters against 4") as caught:
        make_ladder("cat", "cold", metric=substitution, lexicon=LEXICON)
    assert (caught.value.start, caught.value.end) == ("cat", "cold")
    assert list(all_ladders("cat", "cold", metric=substitution, lexicon=LEXICON)) == []


# ---------------------------------------------------------------- bad max_depth, metric, lexicon


@pytest.mark.parametrize(("max_depth", "error", "message"), [
    (-1, ValueError, "max_depth must be 0 or more, not -1"),
    (-10**30, ValueError, "max_depth must be 0 or more"),
    (3.0, TypeError, "max_depth must be a whole number or None, not 3.0"),
    (math.inf, TypeError, "not inf"),
    (math.nan, TypeError, "not nan"),
    ("3", TypeError, "not '3'"),
    (True, TypeError, "not True"),
    ([3], TypeError, r"not \[3\]"),
])
@pytest.mark.parametrize("call", [make_ladder, all_ladders], ids=lambda f: f.__name__)
def test_bad_max_depth_is_named(call, max_depth, error, message):
    with pytest.raises(error, match=message):
        call("cold", "warm", max_depth=max_depth, lexicon=LEXICON)


@pytest.mark.parametrize("max_depth", [10**6, 10**100])
def test_a_huge_max_depth_is_no_cap(max_depth):
    ladder = make_ladder("cold", "warm", max_depth=max_depth, lexicon=LEXICON)
    assert_valid_ladder(ladder, "cold", "warm", levenshtein, LEXICON)
    assert ladder == make_ladder("cold", "warm", max_depth=None, lexicon=LEXICON)
    assert [each.words for each in all_ladders("cold", "warm", max_depth=max_depth, lexicon=LEXICON)] == \
        [each.words for each in all_ladders("cold", "warm", max_depth=None, lexicon=LEXICON)]


@pytest.mark.parametrize("metric", ["levenshtein", None, levenshtein_distance, 1, levenshtein.neighbours])
@pytest.mark.parametrize("call", [make_ladder, all_ladders], ids=lambda f: f.__name__)
def test_what_is_not_a_metric_is_refused(call, metric):
    with pytest.raises(TypeError, match="metric must be a DistanceMetric"):
        call("cold", "warm", metric=metric, lexicon=LEXICON)


@pytest.mark.parametrize(("lexicon", "message"), [
    ("words.txt", "use load_lexicon"), (b"cold", "not bytes"), (42, "not int"), ([1, 2], "not int"),
])
def test_what_is_not_a_word_list_is_refused(lexicon, message):
    with pytest.raises(TypeError, match=message):
        make_ladder("cold", "warm", lexicon=lexicon)
    with pytest.raises(TypeError, match="iterable of words"):
        make_lexicon("cold")


# ---------------------------------------------------------------- broken user metrics


def _raises(word, lexicon):
    raise RuntimeError("boom")


def _yields_then_raises(word, lexicon):
    yield from levenshtein.neighbours(word, lexicon)
    raise KeyError(word)


def _yields_numbers(word, lexicon):
    yield 42


def _yields_nothing_iterable(word, lexicon):
    return 42


def _never_stops(word, lexicon):
    return itertools.repeat(word + "x")


def _yields_lists(word, lexicon):
    yield [word]


BROKEN_NEIGHBOURS = {
    "raises": (_raises, "failed on 'cold': RuntimeError: boom"),
    "raises-later": (_yields_then_raises, "failed on .*: KeyError"),
    "numbers": (_yields_numbers, "yielded 42 for 'cold', not a string"),
    "not-iterable": (_yields_nothing_iterable, "failed on 'cold': TypeError"),
    "endless": (_never_stops, "yielded over .* neighbours for 'cold'; does it ever stop"),
    "lists": (_yields_lists, r"yielded \['cold'\]"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN_NEIGHBOURS))
@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_a_broken_neighbours_generator_is_named(kind, strategy):
    neighbours, message = BROKEN_NEIGHBOURS[kind]
    metric = DistanceMetric(f"broken-{kind}", neighbours, levenshtein_distance)
    with pytest.raises(LadderError, match=f"metric 'broken-{kind}' {message}"):
        make_ladder("cold", "warm", metric=metric, lexicon=LEXICON, strategy=STRATEGIES[strategy])
    with pytest.raises(LadderError, match=f"metric 'broken-{kind}'"):
        list(all_ladders("cold", "warm", metric=metric, lexicon=LEXICON))


def _distance_raises(a, b):
    raise ZeroDivisionError("no")


def _distance_raises_on_some(a, b):
    if a == "word":
        raise IndexError(a)
    return levenshtein_distance(a, b)


BROKEN_DISTANCES = {
    "raises": (_distance_raises, "failed to measure 'cold' to 'warm': ZeroDivisionError: no"),
    "text": (lambda a, b: "far", "measured 'cold' to 'warm' as 'far'; a distance is a number"),
    "nan": (lambda a, b: math.nan, ".* as nan;"),
    "negative": (lambda a, b: -1, ".* as -1;"),
    "none": (lambda a, b: None, ".* as None;"),
    "bool": (lambda a, b: True, ".* as True;"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN_DISTANCES))
@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_a_broken_distance_is_named(kind, strategy):
    distance, message = BROKEN_DISTANCES[kind]
    metric = DistanceMetric(f"bad-{kind}", levenshtein.neighbours, distance)
    with pytest.raises(LadderError, match=f"metric 'bad-{kind}' {message}"):
        make_ladder("cold", "warm", metric=metric, lexicon=LEXICON, strategy=STRATEGIES[strategy])


@pytest.mark.parametrize("strategy", ["astar", "greedy", "dfs"])
def test_a_distance_failing_mid_search_is_named(strategy):
    metric = DistanceMetric("patchy", levenshtein.neighbours, _distance_raises_on_some)
    with pytest.raises(LadderError, match="metric 'patchy' failed to measure 'word' to 'warm': IndexError"):
        make_ladder("cold", "warm", metric=metric, lexicon=LEXICON, strategy=STRATEGIES[strategy])


def test_a_working_user_metric_still_works():
    metric = DistanceMetric("plain", levenshtein.neighbours, levenshtein_distance)
    for strategy in STRATEGIES.values():
        ladder = make_ladder("cold", "warm", metric=metric, lexicon=LEXICON, strategy=strategy)
        assert_valid_ladder(ladder, "cold", "warm", metric, LEXICON)


# ---------------------------------------------------------------- the command line


@pytest.fixture(scope="module")
def words_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("words") / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("argv", "status", "message"), [
    (["", "warm"], 2, "start word is empty"),
    (["  ", "warm"], 2, "start word is empty"),
    (["r2d2", "warm"], 2, "not letters"),
    (["a" * 10_000, "warm"], 2, "10,000 characters long"),
    (["colt", "warm"], 2, "did you mean 'cold'"),
    (["cold", "warm", "--max-depth", "-1"], 2, "--max-depth: expected 0 or more"),
    (["cold", "warm", "--max-depth", "x"], 2, "expected a whole number, got 'x'"),
    (["cold", "warm", "--max-depth", "1.5"], 2, "expected a whole number"),
    (["cold", "warm", "--max-depth", "2"], 1, "none within 2 steps"),
    (["cold", "warm", "--metric", "hamming"], 2, "invalid choice: 'hamming'"),
    (["cold", "warm", "--strategy", "magic"], 2, "invalid choice: 'magic'"),
    (["cold", "warm", "--timeout", "0"], 2, "expected a positive number of seconds"),
    (["cold", "warm", "--timeout", "nan"], 2, "expected a positive number of seconds"),
    (["cold", "warm", "--max-expansions", "-5"], 2, "expected 0 or more"),
    (["cold", "warm", "--max-expansions", "0"], 3, "raise --max-expansions"),
    (["cat", "cold", "--metric", "substitution"], 1, "3 letters against 4"),
    (["cat", "cold", "--metric", "substitution", "--all"], 1, "no ladder"),
    (["cold", "warm", "--frobnicate"], 2, "unrecognized arguments"),
    (["cold"], 2, "required"),
    ([], 2, "required"),
])
def test_cli_bad_input_is_one_clear_line(capsys, words_file, argv, status, message):
    assert main([*argv, "--words", words_file]) == status
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("ladders: ") and err.count("\n") == 1, err
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("argv", "words"), [
    (["Cold", "WARM"], ("cold", "warm")),
    ([" cold", "warm "], ("cold", "warm")),
    (["côte", _nfd("été")], ("côte", "été")),
    (["cold", "cold"], ("cold", "cold")),
])
def test_cli_folds_words_like_the_api(capsys, words_file, argv, words):
    assert main([*argv, "--words", words_file, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    found = json.loads(out)
    assert (found["start"], found["end"]) == words
    ladder = make_ladder(*words, lexicon=LEXICON)
    assert_valid_ladder(ladder, *words, levenshtein, LEXICON)
    assert found["words"] == list(ladder.words)


@pytest.mark.parametrize("as_json", [False, True])
def test_cli_prints_accented_ladders_on_an_ascii_terminal(words_file, as_json):
    raw = io.BytesIO()
    stdout = io.TextIOWrapper(raw, encoding="ascii", errors="strict")
    with contextlib.redirect_stdout(stdout):
        status = main(["côte", "coté", "--words", words_file, *(["--json"] if as_json else [])])
        stdout.flush()
    assert status == 0
    text = raw.getvalue().decode("ascii")
    words = tuple(json.loads(text)["words"]) if as_json else tuple(
        word.encode().decode("unicode_escape") for word in text.strip().split(" -> "))
    assert_valid_ladder(Ladder(words, "levenshtein"), "côte", "coté", levenshtein, LEXICON)
    assert len(words) - 1 == shortest_steps("côte", "coté", LEXICON, "levenshtein")


def test_cli_runaway_example_from_the_issue_ends_at_once(capsys):
    assert main(["a", "zzzzzzzzzzzz", "--metric", "levenshtein", "--no-limit"]) == 2
    err = capsys.readouterr().err
    assert err == "ladders: 'zzzzzzzzzzzz' is not in the dictionary\n"


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_help_shows_an_example(capsys, command):
    assert main([command, "--help"]) == 0
    out = capsys.readouterr().out
    assert "example" in out.lower()
    lines = [line.strip() for line in out.splitlines()]
    examples = [line for line in lines if line.startswith("ladders ")]
    assert examples, f"'ladders {command} --help' shows no example command line"
    if command != "solve":
        assert any(line.split()[1] == command for line in examples)


EXIT_STATUSES = {"EXIT_FOUND": "0 found", "EXIT_NO_LADDER": "1 no ladder", "EXIT_USAGE": "2 bad usage",
                 "EXIT_LIMIT": "3 search limit", "EXIT_IN_USE": "69 serve's port in use",
                 "EXIT_OUTPUT": "74 output not written", "EXIT_INTERRUPTED": "130 interrupted"}


def test_the_overview_documents_every_exit_status_the_command_line_uses(capsys):
    from ladders.cli import options
    used = {name: getattr(options, name) for name in options.__all__ if name.startswith("EXIT_")}
    assert sorted(used) == sorted(EXIT_STATUSES)
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for name, status in EXIT_STATUSES.items():
        assert status in out and status.startswith(f"{used[name]} ")
    for command in COMMANDS:
        assert command in out


# ---------------------------------------------------------------- input read within bounds, shown escaped


class _Pieces(io.StringIO):
    """A text stream that remembers the most characters any one ``readline`` was asked for."""

    largest = 0

    def readline(self, size=-1):
        self.largest = max(self.largest, size if size >= 0 else 1 << 62)
        return super().readline(size)


def test_a_long_line_is_read_past_a_bounded_piece_at_a_time_and_the_next_lines_are_read():
    stream = _Pieces("beer wine\n" + "x" * 1_000_000 + "\ncold warm\n" + "y" * 21)
    lines = list(bounded.read_lines(stream, max_chars=20))
    assert lines[0] == "beer wine\n" and lines[2] == "cold warm\n"
    assert [str(lines[1]), str(lines[3])] == ["line 2 is 1,000,000 characters long; at most 20 are read",
                                              "line 4 is 21 characters long; at most 20 are read"]
    assert (lines[1].number, lines[1].length, lines[1].head) == (2, 1_000_000, "x" * 21)
    assert stream.largest == 21  # never more than the cap and one character at a time


@pytest.mark.parametrize("text", ["a" * 20, "a" * 20 + "\n", "a" * 20 + "\r\n"])
def test_a_line_of_exactly_the_cap_is_read(text):
    assert [line.rstrip("\n") for line in bounded.read_lines(io.StringIO(text, newline=None), max_chars=20)] == \
        [text.rstrip("\r\n").replace("\r", "")]


def test_printing_escapes_every_control_character_but_keeps_line_breaks_where_asked():
    hostile = "pig\x1b]0;owned\x07 \x9b2J \u202egnp\u2066\t\n"
    assert bounded.printable(hostile) == "pig\\x1b]0;owned\\x07 \\x9b2J \\u202egnp\\u2066\\t\\n"
    assert bounded.printable(hostile, keep="\n\t").endswith("\\u2066\t\n")
    shown = bounded.printable_json(json.dumps({"word": hostile}, ensure_ascii=False))
    assert json.loads(shown) == {"word": hostile}  # the same JSON
    assert shown.isprintable() and "\\u009b" in shown and "\\u202e" in shown
