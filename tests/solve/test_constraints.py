"""Constraints: words to avoid, a word to pass through, ends outside the word list."""

from __future__ import annotations

import json
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import (
    NoLadderError, UnknownWordError, all_ladders, count_shortest_ladders, damerau, default_lexicon, ladders_of_length,
    levenshtein, make_ladder, make_lexicon, rarity, shortest_ladders, substitution,
)
from ladders.cli import main
from tests.checks import assert_valid_ladder
from tests.reference import all_simple_ladders, shortest_steps
from tests.solve.test_costs import SMALL_WORDS

METRIC_NAMES = {"substitution": substitution, "levenshtein": levenshtein, "damerau": damerau}
CAP = 6
"""Brute force lists ladders up to this many steps; searches are capped the same way."""


@st.composite
def cases(draw):
    words = sorted(draw(st.sets(st.sampled_from(SMALL_WORDS), min_size=8, max_size=16)))
    start, end, other = draw(st.permutations(words))[:3]
    ranks = {word: draw(st.integers(1, 9)) for word in words}
    return make_lexicon(words, ranks=ranks), start, end, other, draw(st.sampled_from(sorted(METRIC_NAMES)))


@settings(max_examples=60, deadline=None)
@given(cases(), st.data())
def test_avoided_words_are_never_used_and_the_answer_is_still_best(case, data):
    lexicon, start, end, _, kind = case
    metric = METRIC_NAMES[kind]
    avoid = set(data.draw(st.lists(st.sampled_from([w for w in lexicon.words if w not in (start, end)]),
                                   max_size=4)))
    allowed = [words for words in all_simple_ladders(start, end, lexicon.words, kind, CAP) if not avoid & set(words)]
    if not allowed:
        with pytest.raises(NoLadderError):
            make_ladder(start, end, metric, CAP, lexicon=lexicon, avoid=avoid)
        assert count_shortest_ladders(start, end, metric, CAP, lexicon=lexicon, avoid=avoid) == 0
        return
    fewest = min(len(words) for words in allowed) - 1
    for cost in (None, rarity):
        ladder = make_ladder(start, end, metric, CAP, lexicon=lexicon, avoid=avoid, cost=cost)
        assert_valid_ladder(ladder, start, end, metric, lexicon)
        assert not avoid & set(ladder.words)
        if cost is None:
            assert ladder.steps == fewest
        else:
            assert rarity.ladder_cost(ladder.words, lexicon) == min(rarity.ladder_cost(w, lexicon) for w in allowed)
    every = {ladder.words for ladder in shortest_ladders(start, end, metric, CAP, lexicon=lexicon, avoid=avoid)}
    assert every == {words for words in allowed if len(words) == fewest + 1}
    longer = min(fewest + 1, CAP)
    exact = {ladder.words for ladder in ladders_of_length(start, end, metric, longer, lexicon=lexicon, avoid=avoid)}
    assert exact == {words for words in allowed if len(words) == longer + 1}


def best_steps(ladders) -> int | None:
    return min((len(words) - 1 for words in ladders), default=None)


@settings(max_examples=80, deadline=None)
@given(cases())
def test_via_passes_through_and_is_best_when_the_halves_are_free(case):
    lexicon, start, end, via, kind = case
    metric = METRIC_NAMES[kind]
    every = all_simple_ladders(start, end, lexicon.words, kind, CAP)
    through = [words for words in every if via in words]
    firsts = [w for w in all_simple_ladders(start, via, lexicon.words, kind, CAP) if end not in w]
    seconds = [w for w in all_simple_ladders(via, end, lexicon.words, kind, CAP) if start not in w]
    try:
        ladder = make_ladder(start, end, metric, CAP, lexicon=lexicon, via=via)
    except NoLadderError:
        ladder = None
    if ladder is not None:
        assert_valid_ladder(ladder, start, end, metric, lexicon)
        assert via in ladder.words and ladder.steps >= best_steps(through)
    if not firsts or not seconds:
        assert ladder is None and not through  # no half, no ladder through via: exact
        return
    h1, h2 = best_steps(firsts), best_steps(seconds)
    best_firsts = [w for w in firsts if len(w) - 1 == h1]
    best_seconds = [w for w in seconds if len(w) - 1 == h2]
    if h1 + h2 <= CAP and all(set(a).isdisjoint(b[1:]) for a in best_firsts for b in best_seconds):
        assert ladder is not None and ladder.steps == h1 + h2 == best_steps(through)


def test_via_repairs_overlapping_halves():
    # Best halves: aa-ab-bb (aa to via bb) and bb-ab-ac (bb to ac) share 'ab'.
    words = ["aa", "ab", "bb", "ac", "cb", "cc"]
    lexicon = make_lexicon(words)
    ladder = make_ladder("aa", "ac", substitution, None, lexicon=lexicon, via="bb")
    assert_valid_ladder(ladder, "aa", "ac", substitution, lexicon)
    through = [w for w in all_simple_ladders("aa", "ac", words, "substitution", 6) if "bb" in w]
    assert "bb" in ladder.words and ladder.steps == best_steps(through)
    assert make_ladder("aa", "ac", substitution, None, lexicon=lexicon, via="aa") == make_ladder(
        "aa", "ac", substitution, None, lexicon=lexicon, avoid=())


def test_via_with_rarity_passes_through(small_lexicon):
    ladder = make_ladder("cold", "warm", lexicon=small_lexicon, via="wood", cost=rarity)
    assert_valid_ladder(ladder, "cold", "warm", levenshtein, small_lexicon)
    assert "wood" in ladder.words


def test_unknown_ends_join_for_one_query_only():
    lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    with pytest.raises(UnknownWordError):
        make_ladder("colt", "warms", lexicon=lexicon)
    ladder = make_ladder("colt", "warms", lexicon=lexicon, allow_unknown_ends=True)
    extended = make_lexicon([*lexicon.words, "colt", "warms"])
    assert_valid_ladder(ladder, "colt", "warms", levenshtein, extended)
    assert ladder.steps == shortest_steps("colt", "warms", extended.words, "levenshtein")
    assert "colt" not in lexicon and "warms" not in lexicon and len(lexicon) == 5
    assert count_shortest_ladders("colt", "warms", lexicon=lexicon, allow_unknown_ends=True) == 1
    assert [x.words for x in shortest_ladders("colt", "warms", lexicon=lexicon, allow_unknown_ends=True)] == [
        ladder.words]
    assert "colt" not in lexicon
    with pytest.raises(ValueError, match="not letters"):
        make_ladder("c0lt", "warm", lexicon=lexicon, allow_unknown_ends=True)


def test_unknown_ends_on_the_embedded_dictionary():
    lexicon = default_lexicon()
    assert "beerz" not in lexicon
    ladder = make_ladder("beerz", "wine", allow_unknown_ends=True)
    assert ladder.start == "beerz" and ladder.words[1] in lexicon
    assert "beerz" not in default_lexicon()


@pytest.mark.parametrize(("options", "error", "match"), [
    ({"avoid": "bear"}, TypeError, "avoid must be a collection"),
    ({"avoid": [3]}, TypeError, "avoid holds words"),
    ({"avoid": {"cold"}}, ValueError, "cannot avoid 'cold'"),
    ({"via": "cxld"}, UnknownWordError, "cxld"),
    ({"via": "cord", "avoid": {"cord"}}, ValueError, "cannot pass through 'cord' and avoid it"),
    ({"via": 3}, TypeError, "via must be a word"),
    ({"seed": 1.5}, TypeError, "seed must be"),
    ({"allow_unknown_ends": 1}, TypeError, "allow_unknown_ends"),
    ({"allow_unknown_ends": "yes"}, ValueError, "allow_unknown_ends"),
])
def test_bad_constraints_are_named(options, error, match):
    with pytest.raises(error, match=match):
        make_ladder("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm"], **options)


def test_cli_constraints(capsys):
    assert main(["beer", "wine", "--avoid", "bee,fee", "--avoid", "fie", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert not {"bee", "fee", "fie"} & set(record["words"])
    assert record["words"] == list(make_ladder("beer", "wine", avoid={"bee", "fee", "fie"}).words)
    assert main(["beer", "wine", "--via", "bear"]) == 0
    assert capsys.readouterr().out.strip() == str(make_ladder("beer", "wine", via="bear"))
    assert main(["beer", "wine", "--seed", "5"]) == 0
    assert capsys.readouterr().out.strip() == str(make_ladder("beer", "wine", seed=5))
    assert main(["beerz", "wine", "--allow-unknown-ends"]) == 0
    assert capsys.readouterr().out.strip() == str(make_ladder("beerz", "wine", allow_unknown_ends=True))
    assert main(["beer", "wine", "--avoid", "beer"]) == 2
    assert "cannot avoid 'beer'" in capsys.readouterr().err
    assert main(["beer", "wine", "--all", "--avoid", "bee", "--limit", "30", "--json"]) == 0  # one query: --all avoids
    listed = [json.loads(line)["words"] for line in capsys.readouterr().out.splitlines()]
    assert len(listed) == 30 and all("bee" not in words for words in listed)
    assert listed == [list(ladder.words) for ladder in islice(all_ladders("beer", "wine", avoid={"bee"}), 30)]
