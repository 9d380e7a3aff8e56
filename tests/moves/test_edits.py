"""The string edits of ``ladders.moves.edits``: each generator against its definition, and laziness."""

from __future__ import annotations

import inspect

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import deletions, insertions, make_lexicon, substitutions, transpositions
from ladders.moves.edits import insertion_patterns, substitution_patterns
from ladders.words.lexicon import WILDCARD
from ladders.moves.metrics import substitution_neighbours

words = st.text(alphabet="abcé", max_size=7)
alphabets = st.text(alphabet="abcdéß", min_size=1, max_size=6).map(lambda s: "".join(dict.fromkeys(s)))


@settings(max_examples=150, deadline=None)
@given(words, alphabets)
def test_substitutions_change_exactly_one_letter(word, alphabet):
    found = list(substitutions(word, alphabet))
    expected = [word[:i] + c + word[i + 1:] for i in range(len(word)) for c in alphabet if c != word[i]]
    assert found == expected
    for candidate in found:
        assert len(candidate) == len(word)
        assert sum(x != y for x, y in zip(word, candidate, strict=True)) == 1


@settings(max_examples=150, deadline=None)
@given(words, alphabets)
def test_insertions_add_exactly_one_letter(word, alphabet):
    found = list(insertions(word, alphabet))
    assert len(found) == (len(word) + 1) * len(alphabet)
    assert set(found) == {word[:i] + c + word[i:] for i in range(len(word) + 1) for c in alphabet}
    for candidate in found:
        assert any(candidate[:i] + candidate[i + 1:] == word for i in range(len(candidate)))


@settings(max_examples=150, deadline=None)
@given(words)
def test_deletions_remove_exactly_one_letter(word):
    found = list(deletions(word))
    assert found == [word[:i] + word[i + 1:] for i in range(len(word))]


@settings(max_examples=150, deadline=None)
@given(words)
def test_transpositions_swap_two_different_neighbours(word):
    found = list(transpositions(word))
    expected = [word[:i] + word[i + 1] + word[i] + word[i + 2:]
                for i in range(len(word) - 1) if word[i] != word[i + 1]]
    assert found == expected
    assert word not in found
    for candidate in found:
        assert sorted(candidate) == sorted(word)


@settings(max_examples=150, deadline=None)
@given(words)
def test_patterns_hold_one_wildcard_where_a_letter_may_go(word):
    subs = list(substitution_patterns(word))
    ins = list(insertion_patterns(word))
    assert len(subs) == len(word) and len(ins) == len(word) + 1
    for i, pattern in enumerate(subs):
        assert pattern.count(WILDCARD) == 1 and pattern.index(WILDCARD) == i
        assert pattern.replace(WILDCARD, word[i]) == word
    for i, pattern in enumerate(ins):
        assert pattern.count(WILDCARD) == 1 and pattern.index(WILDCARD) == i
        assert pattern.replace(WILDCARD, "") == word


def test_wildcard_is_not_a_letter():
    assert not WILDCARD.isalpha()


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_patterns_resolved_by_the_lexicon_equal_plain_substitutions(small_lexicon, data):
    word = data.draw(st.sampled_from(small_lexicon.words))
    through_patterns = list(substitution_neighbours(word, small_lexicon))
    plain = [c for c in substitutions(word, small_lexicon.alphabet) if c in small_lexicon]
    assert sorted(through_patterns) == sorted(plain)


@pytest.mark.parametrize("generator", [
    lambda: substitutions("cold", "abc"), lambda: insertions("cold", "abc"),
    lambda: deletions("cold"), lambda: transpositions("cold"),
    lambda: substitution_patterns("cold"), lambda: insertion_patterns("cold"),
])
def test_edits_are_generators(generator):
    assert inspect.isgenerator(generator())


class _CountingLexicon:
    """A stand-in lexicon that counts the patterns it is asked to resolve."""

    def __init__(self, words):
        self.lexicon = make_lexicon(words)
        self.asked: list[str] = []

    def matches(self, pattern):
        self.asked.append(pattern)
        return self.lexicon.matches(pattern)

    def __contains__(self, word):
        return word in self.lexicon


def test_substitution_neighbours_resolve_patterns_only_when_pulled():
    counting = _CountingLexicon(["beer", "deer", "jeer", "bear", "bees", "beef"])
    found = substitution_neighbours("beer", counting)
    assert counting.asked == []
    assert next(found) == "deer"
    assert counting.asked == ["?eer"]
    assert next(found) == "jeer"
    assert counting.asked == ["?eer"]
    assert list(found) == ["bear", "beef", "bees"]
    assert counting.asked == ["?eer", "b?er", "be?r", "bee?"]

