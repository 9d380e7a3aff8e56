"""score_ladder and score_chain: grading a proposed ladder (Carroll's marks) and an open chain (LisanBench's).

The two modules are tested together here: their JSON lines mix them.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    ChainScore, Score, default_lexicon, levenshtein, make_lexicon, score, score_chain, substitution,
)
from ladders.solve.check import NOT_A_WORD, NOT_ONE_MOVE, REPEATED_WORD
from ladders.solve.score import WRONG_END, WRONG_START, carroll_marks, score_ladder
from ladders.solve.score_lines import parse_words, score_lines
from tests.checks import _one_edit
from tests.reference import shortest_steps
from tests.solve.test_costs import SMALL_WORDS
from tests.strategies import trails

# Carroll's own chain for PIG -> STY, and other words of three letters around it (ranked, so a rarest word exists)
PIG_WORDS = ["pig", "wig", "wag", "way", "say", "sty", "big", "bag", "bay", "sag", "sat", "sit", "bit", "pit", "pat"]
PIG = make_lexicon(PIG_WORDS, ranks={word: rank for rank, word in enumerate(PIG_WORDS, 1)})
CARROLL = ["pig", "wig", "wag", "way", "say", "sty"]


def expected_marks(letters: int, par: int, steps: int) -> int:
    """Carroll's rule, spelt out: letters x the shortest chain's links, less letters per extra link, floored at 0."""
    shortest_links, links = par - 1, steps - 1
    return max(0, letters * shortest_links - letters * (links - shortest_links))


def test_carrolls_pig_to_sty_scores_12_on_a_hand_made_list():
    par = shortest_steps("pig", "sty", PIG_WORDS, "substitution")
    graded = score_ladder(CARROLL, "pig", "sty", substitution, lexicon=PIG)
    assert isinstance(graded, Score) and graded and graded.valid and graded.problem is None
    assert graded.par == par == 5 and graded.steps == 5 and graded.gap == 0 and graded.is_shortest
    assert graded.letters == 3 and graded.marks == expected_marks(3, par, 5) == 12


def test_carrolls_pig_to_sty_scores_12_in_the_embedded_dictionary():
    lexicon = default_lexicon()
    par = shortest_steps("pig", "sty", lexicon.words_of_length(3), "substitution")  # substitution keeps the length
    graded = score(["PIG", "WIG", "WAG", "WAY", "SAY", "STY"], "pig", "sty", substitution)
    assert graded.words == tuple(CARROLL) and graded.par == par
    assert graded.marks == expected_marks(3, par, graded.steps) == 12


def test_a_valid_longer_ladder_loses_its_letters_per_extra_link():
    longer = ["pig", "wig", "wag", "bag", "bay", "say", "sty"]
    graded = score_ladder(longer, "pig", "sty", substitution, lexicon=PIG)
    assert graded.valid and not graded.is_shortest
    assert (graded.steps, graded.par, graded.gap) == (6, 5, 1)
    assert graded.marks == 12 - 3 == expected_marks(3, 5, 6)
    assert "1 step more than par" in str(graded) and "Carroll's marks: 9" in str(graded)


def test_marks_never_fall_below_zero():
    words = [*PIG_WORDS, "bat"]
    winding = ["pig", "pit", "pat", "bat", "bit", "sit", "sat", "sag", "say", "sty"]
    par = shortest_steps("pig", "sty", words, "substitution")
    graded = score_ladder(winding, "pig", "sty", substitution, lexicon=words)
    assert graded.valid and graded.par == par == 5 and graded.gap == 4
    assert graded.marks == 0 == expected_marks(3, par, 9)
    assert carroll_marks(3, 5, 8) == 3 and carroll_marks(3, 5, 10) == 0  # one link fewer scores; more stays at 0


def test_an_invalid_step_is_the_first_problem_and_scores_nothing():
    graded = score_ladder(["pig", "wig", "wag", "sty"], "pig", "sty", substitution, lexicon=PIG)
    assert not graded and graded.marks == 0 and graded.gap is None and not graded.is_shortest
    assert graded.problem is not None and (graded.problem.index, graded.problem.kind) == (3, NOT_ONE_MOVE)
    assert graded.par == 5  # par is still the pair's
    assert str(graded).splitlines()[1] == "not valid: step 3, 'wag' -> 'sty', is not one substitution move"


def test_wrong_ends_are_problems_and_par_is_the_pairs():
    graded = score_ladder(["wig", "wag", "way", "say"], "pig", "sty", substitution, lexicon=PIG)
    assert [(p.index, p.kind) for p in graded.problems] == [(0, WRONG_START), (3, WRONG_END)]
    assert graded.problem is not None and graded.problem.message == "the ladder starts at 'wig', not 'pig'"
    assert graded.par == shortest_steps("pig", "sty", PIG_WORDS, "substitution") and graded.marks == 0
    only_end = score_ladder(["pig", "wig", "wag"], "pig", "way", substitution, lexicon=PIG)
    assert [p.kind for p in only_end.problems] == [WRONG_END] and only_end.par == 3


def test_a_wrong_end_comes_before_the_step_problem_at_the_same_word():
    graded = score_ladder(["pig", "wig", "sty"], "pig", "sag", substitution, lexicon=PIG)
    assert [p.kind for p in graded.problems] == [WRONG_END, NOT_ONE_MOVE]


def test_a_repeated_word_is_invalid():
    graded = score_ladder(["pig", "wig", "wag", "wig", "pig", "big", "bag", "bay", "say", "sty"], "pig", "sty",
                          substitution, lexicon=PIG)
    assert not graded and graded.problem is not None
    assert (graded.problem.index, graded.problem.kind) == (3, REPEATED_WORD) and graded.marks == 0


def test_a_word_outside_the_list_is_invalid_and_the_rarest():
    graded = score_ladder(["pig", "wig", "wog", "way", "say", "sty"], "pig", "sty", substitution, lexicon=PIG)
    assert graded.problem is not None and (graded.problem.index, graded.problem.kind) == (2, NOT_A_WORD)
    assert graded.marks == 0
    assert (graded.rarest, graded.rarest_rank) == ("wog", None)  # an unranked word counts as the rarest


def test_the_rarest_word_is_the_largest_rank_between_the_ends():
    graded = score_ladder(CARROLL, lexicon=PIG)
    between = CARROLL[1:-1]
    assert graded.rarest == max(between, key=PIG_WORDS.index) == "say"
    assert graded.rarest_rank == PIG_WORDS.index("say") + 1
    assert score_ladder(CARROLL, lexicon=PIG_WORDS).rarest is None  # no ranks: no rarest word
    assert score_ladder(["pig", "wig"], lexicon=PIG).rarest is None  # no word between the ends


def test_letters_are_the_start_word_s_when_the_ends_differ_in_length():
    words = ["cat", "coat", "boat", "boats", "cats", "coats"]
    par = shortest_steps("cat", "boats", words, "levenshtein")
    forth = score_ladder(["cat", "coat", "boat", "boats"], lexicon=words)
    back = score_ladder(["boats", "boat", "coat", "cat"], lexicon=words)
    assert forth.par == back.par == par == 3
    assert (forth.letters, forth.marks) == (3, 3 * (par - 1))
    assert (back.letters, back.marks) == (5, 5 * (par - 1))


def test_one_word_and_one_step_score_nothing_but_are_valid():
    assert score_ladder(["pig"], lexicon=PIG).marks == 0 and score_ladder(["pig"], lexicon=PIG).is_shortest
    adjacent = score_ladder(["pig", "wig"], lexicon=PIG)
    assert adjacent.valid and adjacent.par == 1 and adjacent.marks == 0


def test_an_end_not_in_the_list_leaves_par_unknown():
    graded = score_ladder(["pig", "wig"], "pig", "zzz", substitution, lexicon=PIG)
    assert graded.par is None and graded.marks == 0 and [p.kind for p in graded.problems] == [WRONG_END]
    for start in ("p g", "", "x" * 100):  # not even a word: a score all the same, never an error
        odd = score_ladder(["pig", "wig"], start, "wig", substitution, lexicon=PIG)
        assert odd.par is None and [p.kind for p in odd.problems] == [WRONG_START]


def test_bad_arguments_fail_at_once():
    with pytest.raises(TypeError):
        score_ladder("pig wig", lexicon=PIG)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        score_ladder(["pig"], 3, lexicon=PIG)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        score_ladder([], lexicon=PIG)
    with pytest.raises(ValueError):
        carroll_marks(3, 5, 4)


def test_json_names_every_field():
    record = score_ladder(CARROLL, lexicon=PIG).as_json()
    assert record == {"start": "pig", "end": "sty", "metric": "levenshtein", "words": CARROLL, "valid": True,
                      "problem": None, "steps": 5, "par": record["par"], "gap": record["gap"],
                      "shortest": record["shortest"], "rarest": "say", "rarest_rank": 5, "letters": 3,
                      "marks": record["marks"]}
    levenshtein_par = shortest_steps("pig", "sty", PIG_WORDS, "levenshtein")
    assert record["par"] == levenshtein_par and record["marks"] == expected_marks(3, levenshtein_par, 5)


# Open chains (LisanBench): the longest valid prefix of distinct words one move apart, and its share


def test_a_chain_stops_at_its_first_bad_link():
    graded = score_chain(["hat", "bat", "bit", "sit", "sot", "bit", "bat"], "hat",
                         lexicon=["hat", "bat", "bit", "sit", "sot"])
    assert isinstance(graded, ChainScore) and not graded
    assert (graded.length, graded.links, graded.share) == (4, 6, 4 / 6)
    assert graded.problem is not None and (graded.problem.index, graded.problem.kind) == (5, REPEATED_WORD)


def test_a_chain_may_leave_out_its_start_word():
    words = ["hat", "bat", "bit"]
    assert score_chain(["bat", "bit"], "hat", lexicon=words).words == score_chain(words, "hat", lexicon=words).words
    assert score_chain([], "hat", lexicon=words).share == 1.0


def test_a_chain_counts_nothing_after_a_word_outside_the_list():
    graded = score_chain(["hat", "hzt", "bat"], "hat", lexicon=["hat", "bat"])
    assert graded.length == 0 and graded.problem is not None and graded.problem.kind == NOT_A_WORD
    unknown_start = score_chain(["bat"], "hzt", lexicon=["hat", "bat"])
    assert unknown_start.length == 0 and unknown_start.problem is not None and unknown_start.problem.index == 0


def obvious_prefix(chain: tuple[str, ...], words: set[str], kind: str) -> int:
    """Valid links from the start, by the rules read aloud."""
    if chain[0] not in words:
        return 0
    for index, (a, b) in enumerate(pairwise(chain)):
        if b not in words or b in chain[:index + 1] or not _one_edit(kind, a, b):
            return index
    return len(chain) - 1


SMALL = make_lexicon(SMALL_WORDS)


@settings(max_examples=150, deadline=None)
@given(trail=trails(SMALL, levenshtein), extra=st.lists(st.sampled_from([*SMALL_WORDS, "abd"]), max_size=3))
def test_any_chain_s_length_is_its_longest_valid_prefix(trail, extra):
    chain = (*trail, *extra)
    graded = score_chain(chain, chain[0], lexicon=SMALL)
    assert graded.length == obvious_prefix(chain, set(SMALL_WORDS), "levenshtein")
    assert graded.valid == (graded.length == len(chain) - 1)


@settings(max_examples=150, deadline=None)
@given(trail=trails(SMALL, levenshtein))
def test_any_valid_ladder_s_marks_follow_carrolls_rule(trail):
    par = shortest_steps(trail[0], trail[-1], SMALL_WORDS, "levenshtein")
    graded = score_ladder(trail, lexicon=SMALL)
    assert graded.valid and graded.par == par is not None and graded.steps >= par
    assert graded.is_shortest == (graded.steps == par)
    assert graded.marks == expected_marks(len(trail[0]), par, len(trail) - 1)


# JSON lines


def test_parse_words_splits_on_spaces_commas_and_arrows():
    assert parse_words("pig -> wig → wag, way=>say  sty") == ["pig", "wig", "wag", "way", "say", "sty"]


def test_score_lines_scores_each_line_and_reports_bad_ones():
    lines = ['{"id": "a", "start": "pig", "end": "sty", "ladder": ["pig", "wig", "wag", "way", "say", "sty"]}',
             "", "# a comment", '{"start": "pig", "end": "sty", "answer": "PIG, WIG, WAG, STY"}',
             '{"start": "pig", "chain": "wig wag"}', "nonsense", '{"start": "pig", "end": "sty"}',
             '{"start": "pig", "end": "sty", "ladder": ["pig"], "answer": "pig"}', '{"start": 3, "chain": []}',
             '{"start": "pig", "end": "sty", "ladder": []}', '"pig"']
    results = list(score_lines(lines, metric=substitution, lexicon=PIG))
    assert [r["line"] for r in results] == [1, 4, 5, 6, 7, 8, 9, 10, 11]
    assert results[0]["id"] == "a" and results[0]["marks"] == 12 and "id" not in results[1]
    assert results[1]["valid"] is False and results[1]["problem"]["kind"] == NOT_ONE_MOVE
    assert results[2]["length"] == 2 and results[2]["words"] == ["pig", "wig", "wag"]
    assert all(r["error"] == "bad_input" and r["message"] and "input" in r for r in results[3:])
