"""Word lists (``ladders.words``): loading, folding, the record's promises, its lazy indexes."""

from __future__ import annotations

import threading
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    Lexicon,
    WordFileError,
    default_lexicon,
    levenshtein,
    load_lexicon,
    make_ladder,
    make_lexicon,
    substitution,
)
from ladders.words.lexicon import WILDCARD
from ladders.moves.near import suggest_words
from ladders.words.embedded import SCOWL_SIZES
from ladders.words.normalise import normalise_word
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps


def _write(tmp_path, data: bytes, name: str = "words.txt"):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_load_skips_blank_lines_and_comments_and_folds_case(tmp_path):
    path = _write(tmp_path, b"# a comment\n\nBeer\n  wine  \n\n#wine\nBEER\nbee\n")
    lexicon = load_lexicon(path)
    assert lexicon.words == ("bee", "beer", "wine")
    assert lexicon.dropped == 0
    assert lexicon.source == str(path)


def test_load_counts_and_drops_entries_that_are_not_words(tmp_path):
    path = _write(tmp_path, "cat\ndon't\nr2d2\nice cream\nhyphen-ated\ndog\n".encode())
    lexicon = load_lexicon(path)
    assert lexicon.words == ("cat", "dog")
    assert lexicon.dropped == 4


def test_load_reads_a_byte_order_mark_and_crlf(tmp_path):
    path = _write(tmp_path, "\ufeffcold\r\ncord\r\n\r\ncard\r\n".encode("utf-8"))
    lexicon = load_lexicon(path)
    assert lexicon.words == ("card", "cold", "cord")
    assert all(word.isalpha() for word in lexicon)


def test_load_treats_nfc_and_nfd_spellings_as_one_word(tmp_path):
    composed, decomposed = unicodedata.normalize("NFC", "été"), unicodedata.normalize("NFD", "été")
    assert composed != decomposed
    path = _write(tmp_path, f"{composed}\n{decomposed}\nÉTÉ\n".encode())
    lexicon = load_lexicon(path)
    assert lexicon.words == (composed,)
    assert decomposed in lexicon and "ÉTÉ" in lexicon  # `in` folds as every query function does
    assert normalise_word(decomposed) in lexicon and decomposed not in lexicon.words


def test_load_falls_back_to_latin_1(tmp_path):
    path = _write(tmp_path, "café\nthé\n".encode("latin-1"))
    assert load_lexicon(path).words == ("café", "thé")


def test_load_reads_ranks_after_a_tab(tmp_path):
    path = _write(tmp_path, b"the\t1\ncat\t20\nzymurgy\n")
    lexicon = load_lexicon(path)
    assert (lexicon.rank("the"), lexicon.rank("cat"), lexicon.rank("zymurgy")) == (1, 20, None)


@pytest.mark.parametrize(("data", "message"), [
    (None, "cannot read"),
    (b"cat\0dog\n", "binary"),
    (b"", "no words"),
    (b"# only a comment\n\n", "no words"),
    (b"r2d2\n42\n", "not words"),
])
def test_unusable_word_files_raise_word_file_error(tmp_path, data, message):
    path = tmp_path / "words.txt" if data is None else _write(tmp_path, data)
    with pytest.raises(WordFileError, match=message) as caught:
        load_lexicon(path)
    assert str(path) in str(caught.value)


def test_iteration_is_sorted_and_len_and_in_work():
    lexicon = make_lexicon(["warm", "cold", "Cord", "card", "cold"])
    assert list(lexicon) == ["card", "cold", "cord", "warm"]
    assert len(lexicon) == 4
    assert "cord" in lexicon and "Cord" in lexicon and " CORD " in lexicon and "word" not in lexicon
    assert 42 not in lexicon


def test_make_lexicon_rejects_what_is_not_a_string():
    with pytest.raises(TypeError, match="42"):
        make_lexicon(["cat", 42])


def test_lexicon_is_immutable():
    lexicon = make_lexicon(["cat", "cot"])
    with pytest.raises(AttributeError):
        lexicon.words = ("dog",)
    with pytest.raises(AttributeError):
        lexicon.dropped = 3
    assert lexicon.words == ("cat", "cot") and lexicon.dropped == 0


def test_lexicon_attributes_cannot_be_deleted():
    lexicon = make_lexicon(["cat", "cot"])
    with pytest.raises(AttributeError):
        del lexicon.source
    assert isinstance(lexicon.words, tuple)


def test_alphabet_comes_from_the_words():
    lexicon = make_lexicon(["Straße", "été", "cab"])
    assert lexicon.alphabet == "".join(sorted(set("straßeétécab")))
    assert "ß" in lexicon.alphabet and "é" in lexicon.alphabet
    assert "straße" in lexicon  # lower(), not casefold(): ß is kept


@pytest.mark.parametrize(("words", "start", "end", "metric"), [
    (["mère", "père", "pire", "dire", "dore"], "mère", "dire", substitution),
    (["Fuß", "muß", "mus", "Maus", "Haus", "hase"], "fuß", "haus", levenshtein),
])
def test_a_ladder_through_accented_letters(words, start, end, metric):
    lexicon = make_lexicon(words)
    ladder = make_ladder(start, end, metric=metric, lexicon=lexicon)
    assert_valid_ladder(ladder, start, end, metric, lexicon)
    assert ladder.steps == shortest_steps(start, end, lexicon, metric.name)
    assert any(not letter.isascii() for word in ladder.words[1:-1] for letter in word)


def test_matches_and_words_of_length():
    lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm", "cat", "cot"])
    assert lexicon.matches("c?rd") == ("card", "cord")
    assert lexicon.matches("?ot") == ("cot",)
    assert lexicon.matches("x?z") == ()
    assert lexicon.matches("?????") == ()
    assert lexicon.words_of_length(3) == ("cat", "cot")
    assert lexicon.words_of_length(4) == ("card", "cold", "cord", "ward", "warm")
    assert lexicon.words_of_length(9) == ()
    assert lexicon.lengths == (3, 4)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_matches_finds_every_word_fitting_the_pattern(small_lexicon, data):
    word = data.draw(st.sampled_from(small_lexicon.words))
    i = data.draw(st.integers(0, len(word) - 1))
    pattern = word[:i] + WILDCARD + word[i + 1:]
    expected = tuple(w for w in small_lexicon.words_of_length(len(word))
                     if w[:i] == word[:i] and w[i + 1:] == word[i + 1:])
    assert small_lexicon.matches(pattern) == expected
    assert word in expected


def test_cache_entries_build_once_even_when_threads_race():
    lexicon = make_lexicon(["cat"])
    builds = []
    gate = threading.Barrier(8)

    def build():
        builds.append(1)
        return object()

    results = []

    def ask():
        gate.wait()
        results.append(lexicon.cache.get("alphabet", build))

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(builds) == 1
    assert all(result is results[0] for result in results)


def test_default_lexicon_sizes():
    small, larger = default_lexicon(10), default_lexicon(20)
    assert small is default_lexicon(10)
    assert set(small.words) < set(larger.words)
    assert list(small) == sorted(small)
    assert small.rank("cat") // 1000 == 10  # SCOWL level 10, then frequency within it
    assert all(larger.rank(word) // 1000 in (10, 20) for word in larger.words[:500])
    with pytest.raises(ValueError, match="36"):
        default_lexicon(36)
    assert SCOWL_SIZES[0] == 10


def test_suggestions_are_near_words():
    lexicon = make_lexicon(["bear", "beer", "deer", "wine"])
    suggested = suggest_words(lexicon, "beor")
    assert set(suggested) == {"bear", "beer"}
    assert suggest_words(lexicon, "zzzzzz") == ()


def test_lexicon_is_a_lexicon():
    assert isinstance(make_lexicon(["a"]), Lexicon)


def test_suggestions_reach_two_edits_when_none_is_one_edit_away():
    lexicon = make_lexicon(["wine", "wane", "bear", "winery"])
    assert suggest_words(lexicon, "wnue") == ("wane", "wine")
    assert suggest_words(lexicon, "wone") == ("wane", "wine")  # one edit away: two-edit words stay out
