"""Progressive hints: each level reveals more of the same rung, a shown word whenever a shortest way of them exists."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from ladders import default_lexicon, levenshtein, make_lexicon, substitution
from ladders.play.hints import HINT_LEVELS, describe_change, next_hint
from ladders.play.rounds import Round, judge, start_round
from ladders.solve.shortest import shortest_ladders
from ladders.words.society import is_shown_word
from tests.checks import is_one_move

PAIRS = [("cold", "warm"), ("beer", "wine"), ("head", "tail"), ("black", "white"), ("stone", "bread")]


@pytest.mark.parametrize(("start", "end"), PAIRS)
def test_levels_reveal_more_of_the_same_rung(start: str, end: str) -> None:
    played = start_round(start, end, substitution)
    one, two, three = (next_hint(played, level, substitution) for level in HINT_LEVELS)
    assert (one.level, two.level, three.level) == (1, 2, 3)
    assert one.letter is None and one.word is None and two.word is None and three.word is not None
    assert one.position == two.position == three.position and two.letter == three.letter
    rung = three.word
    assert rung[: one.position - 1] + two.letter + rung[one.position:] == rung
    assert played.start[: one.position - 1] + two.letter + played.start[one.position:] == rung
    assert judge(played, rung, substitution).kind in ("good", "solved")
    assert all(hint.as_json()["level"] == hint.level for hint in (one, two, three))


@pytest.mark.parametrize(("start", "end"), PAIRS)
def test_the_rung_is_a_shown_word_whenever_a_shortest_way_of_shown_words_exists(start: str, end: str) -> None:
    words = default_lexicon()
    played = start_round(start, end, substitution)
    while not played.solved:
        ways = list(shortest_ladders(played.last, end, substitution, lexicon=words))
        clean = [w for w in ways if all(is_shown_word(x, words) for x in w.words[1:-1])]
        rung = next_hint(played, 3, substitution).word
        assert rung in {w.words[1] for w in ways}
        if clean:
            assert is_shown_word(rung, words) or rung == end
        played = judge(played, rung, substitution).round
    assert len(played.rungs) == played.steps


def test_a_hint_after_a_detour_starts_from_where_the_player_stands() -> None:
    played = start_round("cold", "warm", substitution)
    detour = judge(played, "bold", substitution, detours=True)
    assert detour.kind == "detour" and detour.round.steps_left == played.steps
    hint = next_hint(detour.round, 3, substitution)
    assert hint.word is not None and is_one_move(substitution, "bold", hint.word, default_lexicon())


@pytest.mark.parametrize("level", [0, 4, -1, True, 2.0, "1"])
def test_bad_levels_and_solved_rounds_are_refused(level: object) -> None:
    with pytest.raises(ValueError, match="level"):
        next_hint(Round("cold", "warm", 4), level, substitution)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="solved"):
        next_hint(Round("cold", "warm", 1, ("warm",)), 1, substitution, lexicon=make_lexicon(["cold", "warm"]))


@settings(max_examples=60, deadline=None)
@given(st.text("abcdefgh", min_size=1, max_size=6), st.integers(0, 6), st.sampled_from("abcdefghz"),
       st.sampled_from(["change", "add", "remove"]))
def test_describe_change_names_the_move(word: str, place: int, letter: str, action: str) -> None:
    place = min(place, len(word) - (action != "add"))
    if action == "change":
        if word[place] == letter:
            return
        after = word[:place] + letter + word[place + 1:]
    elif action == "add":
        after = word[:place] + letter + word[place:]
    else:
        if len(word) == 1:
            return
        after = word[:place] + word[place + 1:]
    kind, position, shown = describe_change(word, after)
    assert kind == action
    if action == "change":
        assert (position, shown) == (place + 1, letter)
    elif action == "add":  # an added letter next to the same letter may be named at the first place
        assert after[:position - 1] + after[position:] == word and shown == after[position - 1]
    else:
        assert word[:position - 1] + word[position:] == after and shown == word[position - 1]


def test_levenshtein_hints_name_added_and_removed_letters() -> None:
    played = start_round("beer", "wine", levenshtein)
    hint = next_hint(played, 2, levenshtein)
    assert hint.message and hint.position is not None
