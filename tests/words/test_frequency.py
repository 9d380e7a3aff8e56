"""Word frequencies: the packaged file round-trips, the lexicon reads it, ranks order levels then frequency."""

from __future__ import annotations

import importlib.util
import pickle
import random
import struct
from itertools import pairwise
from pathlib import Path

import pytest

from ladders.words import default_lexicon, make_lexicon
from ladders.words.common import COMMON_ZIPF, is_common
from ladders.words.definitions import define
from ladders.words.embedded import DATA_FILE, SCOWL_SIZES
from ladders.words.frequency import FREQUENCY_FILE, FrequencyTable, level_rank, zipf_rank

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_dictionary.py"


def _build_script():
    spec = importlib.util.spec_from_file_location("build_dictionary", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _words_in_number_order() -> list[tuple[str, int]]:
    """Every word of the data file with its level, in the neighbour table's numbering, read the plain way."""
    with open(DATA_FILE, encoding="ascii") as handle:
        lines = handle.read().split("\n")
    levels = [int(level) for level in lines[1].split()]
    body = iter(lines[3:])
    by_length = {}
    for entry in lines[2].split():
        length, _offset, counts = entry.split(":")
        by_length[int(length)] = [(next(body), level) for level, count in zip(levels, map(int, counts.split(",")),
                                                                               strict=True) for _ in range(count)]
    return [found for length in sorted(by_length) for found in by_length[length]]


def _plain_reading() -> dict[str, int]:
    """Each word's value in the frequency file, read with struct: the header, then little-endian 16-bit values."""
    with open(FREQUENCY_FILE, "rb") as handle:
        data = handle.read()
    at = 0
    while data[at: at + 1] == b"#":
        at = data.index(b"\n", at) + 1
    end = data.index(b"\n", at)
    count = int(data[at:end].split()[1])
    values = struct.unpack(f"<{count}H", data[end + 1: end + 1 + 2 * count])
    words = _words_in_number_order()
    assert len(words) == count == len(values)
    return {word: value for (word, _), value in zip(words, values, strict=True)}


def test_the_frequency_file_round_trips_through_the_build_scripts_renderer():
    values = _plain_reading()
    assert len(values) > 400_000
    levels = dict(_words_in_number_order())
    with open(FREQUENCY_FILE, "rb") as handle:
        assert _build_script().render_frequencies({w: v for w, v in values.items() if v != 1000}, levels) == \
            handle.read()


def test_the_table_reads_each_value_where_the_plain_reading_finds_it():
    values = list(_plain_reading().values())
    table = FrequencyTable()
    assert table.count == len(values)
    assert all(table.value(number) == value for number, value in enumerate(values))
    assert table.top == max(value % 1000 for value in values)


def test_the_embedded_lexicon_gives_each_words_frequency_and_none_when_unknown():
    values = _plain_reading()
    lexicon = default_lexicon(SCOWL_SIZES[-1])
    rng = random.Random(13)
    for word in rng.sample(lexicon.words, 2000):
        expected = values.get(word)
        assert lexicon.frequency(word) == (expected % 1000 / 100 if expected % 1000 else None)
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
