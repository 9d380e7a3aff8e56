"""The command line's first ladder is the commonest shortest: its weakest rung is the best any shortest ladder has."""

from __future__ import annotations

import json
import random
from itertools import islice

import pytest

from ladders.cli import main
from ladders.solve.shortest import count_shortest_ladders, shortest_ladders
from ladders.words import default_lexicon, is_common, load_lexicon
from ladders.words.embedded import NOT_SHOWN
from ladders.words.society import is_offensive, reader_first_price
from tests.reference import all_simple_ladders, shortest_steps


def _first_ladder(capsys, argv: list[str]) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _weakest(words, rank) -> int:
    """The rank of a ladder's least common word after the start (larger rank: rarer)."""
    return max(rank(word) for word in words[1:])


def _tiered(rank, lexicon):
    """*rank*, after the first answer's order of words (the vocabulary, then other words fit to show, then words
    without a definition, then words unfit to show: ``reader_first_price``'s steps of ``NOT_SHOWN``)."""
    return lambda word: int(reader_first_price(word, lexicon) // NOT_SHOWN) * 10**9 + rank(word)


def test_the_first_ladder_has_the_best_weakest_rung_by_brute_force(tmp_path, capsys):
    rng = random.Random(13)
    letters = "abcde"
    pool = sorted({"".join(rng.choice(letters) for _ in range(3)) for _ in range(200)})
    checked = 0
    for trial in range(40):
        words = rng.sample(pool, 45)
        ranks = {word: rng.randint(1, 9) for word in words}
        path = tmp_path / f"words{trial}.txt"
        path.write_text("".join(f"{word}\t{rank}\n" for word, rank in ranks.items()), encoding="utf-8")
        start, end = rng.sample(words, 2)
        steps = shortest_steps(start, end, words, "substitution")
        if steps is None or steps < 2:
            continue
        every = [ladder for ladder in all_simple_ladders(start, end, words, "substitution", steps)
                 if len(ladder) == steps + 1]
        price = _tiered(ranks.get, load_lexicon(path))
        best = min(_weakest(ladder, price) for ladder in every)
        first = _first_ladder(capsys, [start, end, "--words", str(path), "--metric", "substitution"])
        assert first["steps"] == steps
        assert tuple(first["words"]) in every
        assert _weakest(first["words"], price) == best
        # ties on the weakest rung go to the lowest total rarity
        best_total = min(sum(map(price, ladder[1:])) for ladder in every if _weakest(ladder, price) == best)
        assert sum(map(price, first["words"][1:])) == best_total
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("metric", ["substitution", "levenshtein"])
def test_on_random_pairs_of_common_words_the_first_ladder_is_the_commonest_shortest(capsys, metric):
    lexicon = default_lexicon()
    rng = random.Random(f"common {metric}")
    common = {n: [w for w in lexicon.words_of_length(n) if is_common(w, lexicon)] for n in (3, 4, 5)}
    checked = 0
    for _ in range(60):
        length = rng.choice((3, 4, 5))
        start, end = rng.sample(common[length], 2)
        if metric == "levenshtein" and rng.random() < 0.5:
            end = rng.choice(common[rng.choice([n for n in (3, 4, 5) if n != length])])
        number = count_shortest_ladders(start, end, metric=_metric(metric), lexicon=lexicon, max_depth=8)
        if not 0 < number <= 3000:
            continue
        every = list(islice(shortest_ladders(start, end, metric=_metric(metric), lexicon=lexicon, max_depth=8), 3001))
        assert len(every) == number
        if all(any(is_offensive(word) for word in ladder.words[1:-1]) for ladder in every):
            continue  # the first answer is then a longer ladder that needs no offensive word (tests/solve)
        price = _tiered(lexicon.rank, lexicon)
        best = min(_weakest(ladder.words, price) for ladder in every)
        first = _first_ladder(capsys, [start, end, "--metric", metric])
        assert first["steps"] == every[0].steps
        assert _weakest(first["words"], price) == best
        checked += 1
        if checked == 12:
            break
    assert checked >= 6


def _metric(name):
    from ladders.moves.metrics import METRICS
    return METRICS[name]
