"""Word frequencies: the packaged file round-trips, the lexicon reads it, ranks order levels then frequency."""

from __future__ import annotations

import importlib.util
import pickle
import random
from itertools import pairwise
from pathlib import Path

import pytest

from ladders.words import default_lexicon, make_lexicon
from ladders.words.common import COMMON_ZIPF, is_common
from ladders.words.definitions import define
from ladders.words.embedded import SCOWL_SIZES
from ladders.words.frequency import FREQUENCY_FILE, FrequencyTable, level_rank, zipf_rank

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_dictionary.py"


def _build_script():
    spec = importlib.util.spec_from_file_location("build_dictionary", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _plain_reading() -> dict[str, int]:
    with open(FREQUENCY_FILE, encoding="ascii") as handle:
        return {word: int(value) for word, _, value in
                (line.partition("\t") for line in handle.read().splitlines() if "\t" in line)}


def test_the_frequency_file_round_trips_through_the_build_scripts_renderer():
    values = _plain_reading()
    assert len(values) > 100_000
    with open(FREQUENCY_FILE, encoding="ascii") as handle:
        assert _build_script().render_frequencies(values) == handle.read()


def test_the_table_reads_each_length_as_the_plain_reading_does():
    values = _plain_reading()
    table = FrequencyTable()
    by_length: dict[int, dict[str, int]] = {}
    for word, value in values.items():
        by_length.setdefault(len(word), {})[word] = value
    for length, expected in by_length.items():
        assert table.of_length(length) == expected
    assert table.of_length(99) == {}
    assert table.top == max(value % 1000 for value in values.values())


def test_the_embedded_lexicon_gives_each_words_frequency_and_none_when_unknown():
    values = _plain_reading()
    lexicon = default_lexicon(SCOWL_SIZES[-1])
    rng = random.Random(13)
    for word in rng.sample(lexicon.words, 2000):
        expected = values.get(word)
        assert lexicon.frequency(word) == (expected % 1000 / 100 if expected and expected % 1000 else None)
    assert lexicon.frequency("qzxv") is None and lexicon.frequency("") is None


def test_ranks_order_levels_then_defined_words_then_frequency():
    lexicon = default_lexicon()
    words = random.Random(5).sample(lexicon.words, 3000)
    for a, b in pairwise(words):
        level_a, level_b = lexicon.rank(a) // 1000, lexicon.rank(b) // 1000
        key_a = (not define(a), -(lexicon.frequency(a) or 0))  # a reader can look it up, then commoner
        key_b = (not define(b), -(lexicon.frequency(b) or 0))
        if level_a != level_b:
            assert (lexicon.rank(a) < lexicon.rank(b)) == (level_a < level_b)
        elif key_a[0] != key_b[0]:
            assert (lexicon.rank(a) < lexicon.rank(b)) == (key_a < key_b), (a, b)
        elif key_a < key_b:  # within a half of the level, two centi-Zipf share a rank
            assert lexicon.rank(a) <= lexicon.rank(b), (a, b)
    assert lexicon.lowest_rank <= min(lexicon.rank(w) for w in lexicon.words_of_length(3))
    assert zipf_rank(0) == 1000 and zipf_rank(999) == 1 and level_rank(95, 0) // 1000 == 95


def test_a_made_lexicon_keeps_its_frequencies_through_pickling_and_overlays():
    lexicon = make_lexicon(["Cat", "cot", "dog"], frequencies={"CAT": 4.5, "dog": 2.0, "zebra": 3.0})
    assert (lexicon.frequency("cat"), lexicon.frequency("cot"), lexicon.frequency("zebra")) == (4.5, None, None)
    again = pickle.loads(pickle.dumps(lexicon))
    assert again.frequency("cat") == 4.5 and again.frequency("dog") == 2.0
    bigger = lexicon.with_words(["cut"])
    assert bigger.frequency("cat") == 4.5 and bigger.frequency("cut") is None
    assert is_common("cat", lexicon) and not is_common("dog", lexicon) and not is_common("cot", lexicon)


def test_common_means_the_threshold_on_frequency():
    lexicon = default_lexicon()
    sample = random.Random(2).sample(lexicon.words, 3000)
    for word in sample:
        assert is_common(word, lexicon) == ((lexicon.frequency(word) or 0) >= COMMON_ZIPF)
    assert not is_common("cat", make_lexicon(["cat"]))  # no frequencies, no common words


def test_the_file_matches_wordfreq_itself_when_the_pinned_release_is_installed():
    wordfreq = pytest.importorskip("wordfreq", reason="wordfreq (the build extra) is not installed")
    from importlib.metadata import version
    build = _build_script()
    if version("wordfreq") != build.WORDFREQ_VERSION:
        pytest.skip(f"wordfreq {version('wordfreq')} is installed; the data is pinned to {build.WORDFREQ_VERSION}")
    values = _plain_reading()
    lexicon = default_lexicon(SCOWL_SIZES[-1])
    for word in random.Random(7).sample(lexicon.words, 300):
        assert values.get(word, 0) % 1000 == round(wordfreq.zipf_frequency(word, "en", wordlist="large") * 100)


def test_the_file_marks_exactly_the_words_define_cannot_define():
    values = _plain_reading()
    lexicon = default_lexicon(SCOWL_SIZES[-1])
    for word in random.Random(11).sample(lexicon.words, 3000):
        marked = values.get(word, 1000) >= 1000
        assert marked == (not define(word)), (word, values.get(word), define(word))
