"""Every name of ``ladders.__all__``, used as a typed program would: ``mypy --strict`` must pass on this file.

CI runs ``mypy --strict`` on it (see ``.ci/run``); tests/test_typing.py checks that it names every public
name and runs :func:`use_every_public_name` on a small word list, so the types it states are the ones
the library really returns.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from ladders import (
    COSTS,
    METRICS,
    Answer,
    Components,
    CostModel,
    DistanceMetric,
    GraphStats,
    Ladder,
    Limits,
    Query,
    LadderCheck,
    Score,
    ChainScore,
    PairRating,
    LadderError,
    Lexicon,
    LongestLadders,
    NoLadderError,
    Puzzle,
    SearchLimitError,
    UnknownWordError,
    WordFileError,
    WordGraph,
    all_ladders,
    answer,
    best,
    count,
    every_shortest,
    query,
    rate,
    shortest_graph,
    alphabetic,
    astar,
    bidirectional,
    breadth_first,
    check_ladder,
    score,
    score_chain,
    rate_pair,
    lexicon_for,
    components,
    count_shortest_ladders,
    damerau,
    damerau_distance,
    default_lexicon,
    deletions,
    depth_first,
    distance_layers,
    fewest_steps,
    graph_stats,
    greedy,
    hamming_distance,
    insertions,
    ladders_of_length,
    levenshtein,
    levenshtein_distance,
    load_counted_lexicon,
    load_lexicon,
    longest_ladders,
    make_ladder,
    make_lexicon,
    puzzles,
    ranks_from_counts,
    rarity,
    shortest_ladders,
    shortest,
    solve_lines,
    substitution,
    substitutions,
    transpositions,
    weakest_rung,
    word_graph,
)
from ladders.search import SearchProblem, Strategy

WORDS = ("cold", "cord", "card", "ward", "warm", "word", "worm", "corm", "cola", "emus")


def word_lists(words_file: Path, counted_file: Path) -> list[Lexicon]:
    words: Lexicon = make_lexicon(WORDS, ranks={"cold": 1, "warm": 2})
    plain = Lexicon(WORDS)
    loaded: Lexicon = load_lexicon(words_file)
    counted: Lexicon = load_counted_lexicon(counted_file)
    ranks: dict[str, int] = ranks_from_counts({"cold": 10, "warm": 3})
    assert ranks["cold"] < ranks["warm"]
    embedded: Lexicon = default_lexicon(35)
    return [words, plain, loaded, counted, embedded]


def moves(word: str) -> dict[str, float]:
    metrics: Mapping[str, DistanceMetric] = METRICS
    chosen: list[DistanceMetric] = [substitution, levenshtein, damerau, metrics["levenshtein"]]
    edits: list[Iterator[str]] = [substitutions(word, "ab"), insertions(word, "ab"), deletions(word),
                                  transpositions(word)]
    assert all(next(edit, None) is not None for edit in edits)
    mine = DistanceMetric("mine", substitution.neighbours, hamming_distance)
    return {metric.name: metric.distance(word, "ward") for metric in [*chosen, mine]} | {
        "levenshtein_distance": levenshtein_distance(word, "ward"),
        "damerau_distance": damerau_distance(word, "ward"),
    }


def solving(words: Lexicon) -> list[Ladder]:
    ladder: Ladder = make_ladder("cold", "warm", substitution, lexicon=words)
    steps: int = ladder.steps
    assert steps == 4 and ladder.start == "cold" and ladder.end == "warm"
    strategies: list[Strategy] = [bidirectional, breadth_first, astar, greedy, depth_first]
    found = [make_ladder("cold", "warm", substitution, lexicon=words, strategy=s) for s in strategies]
    models: list[CostModel] = [fewest_steps, rarity, alphabetic, weakest_rung, COSTS["steps"]]
    found += [make_ladder("cold", "warm", substitution, lexicon=words, cost=model) for model in models]
    every: Iterator[Ladder] = all_ladders("cold", "warm", substitution, lexicon=words)
    shortest: Iterator[Ladder] = shortest_ladders("cold", "warm", substitution, lexicon=words)
    exact: Iterator[Ladder] = ladders_of_length("cold", "warm", substitution, 4, lexicon=words)
    how_many: int = count_shortest_ladders("cold", "warm", substitution, lexicon=words)
    assert how_many >= 1
    checked: LadderCheck = check_ladder(["cold", "cord", "card"], substitution, lexicon=words)
    graded: Score = score(["cold", "cord", "card"], "cold", "card", substitution, lexicon=words)
    marks: int = graded.marks
    assert graded.valid and graded.par == 2 and marks == 4
    chained: ChainScore = score_chain(["cold", "cord", "card", "cold"], "cold", substitution, lexicon=words)
    share: float = chained.share
    assert chained.length == 2 and share == 2 / 3
    rated: PairRating = rate_pair("cold", "card", substitution, lexicon=words)
    english: Lexicon = lexicon_for("en")
    assert "cold" in english
    assert rated.rating in ("easy", "medium", "hard", "fiendish") and rated.par == 2
    assert checked.valid
    layers: Iterator[tuple[int, tuple[str, ...]]] = distance_layers("cold", substitution, 2, lexicon=words)
    return [*found, next(every), next(shortest), next(exact), *(Ladder(layer) for _, layer in layers)]


def the_answer(words: Lexicon) -> list[object]:
    found: Answer = answer("cold", "warm", substitution, None, lexicon=words, commoner=True)
    first: Ladder | None = found.ladder
    why: NoLadderError | None = answer("cold", "warm", substitution, 1, lexicon=words).why
    return [first, found.shortest_count, found.common, why, found.as_json(definitions=True), bool(found)]


def questions(words: Lexicon) -> list[object]:
    """The front door: one checked query, every question a function of it."""
    pair: Query = query("cold", "warm", metric=substitution, max_depth=None, lexicon=words, avoid=["word"],
                        limits=Limits(expansions=100_000, timeout=5.0))
    plain: Query = query("cold", "warm", lexicon=words)
    one: Ladder = shortest(pair)
    every: Iterator[Ladder] = every_shortest(pair)
    how_many: int = count(pair)
    graph = shortest_graph(pair)
    chosen: Ladder = best(pair, cost=rarity, via="card", seed=None, strategy=bidirectional)
    found: Answer = answer(pair, commoner=True)
    rated: PairRating = rate(pair)
    graded: Score = score(pair, ["cold", "cord", "card", "ward", "warm"])
    assert graph.count() == how_many and graded.valid and found and plain.max_depth == 10
    return [one, next(every), how_many, chosen, found, rated, graded]


def search_directly() -> tuple[int, ...] | None:
    problem = SearchProblem(1, 6, lambda n: (n + 1, n * 2))
    return bidirectional(problem)


def whole_word_list(words: Lexicon) -> list[object]:
    graph: WordGraph = word_graph(words, substitution)
    node: int | None = graph.node("cold")
    groups: Components = components(words, substitution)
    reason: str | None = groups.reason("cold", "emus")
    stats: GraphStats = graph_stats(words, substitution)
    longest: LongestLadders = longest_ladders(words, substitution)
    pairs: tuple[tuple[str, str], ...] = longest.pairs
    drawn: list[Puzzle] = list(puzzles(words, 2, substitution, seed=1))
    batch: list[dict[str, Any]] = list(solve_lines(["cold warm", "cold"], lexicon=words, metric=substitution))
    return [node, reason, stats.as_json(), pairs, [p.as_json() for p in drawn], batch]


def errors(words: Lexicon) -> list[LadderError]:
    caught: list[LadderError] = []
    for start, end in (("cold", "xyzzy"), ("cold", "emus")):
        try:
            make_ladder(start, end, substitution, lexicon=words, max_expansions=1000)
        except UnknownWordError as error:
            suggestions: tuple[str, ...] = error.suggestions
            assert isinstance(suggestions, tuple)
            caught.append(error)
        except NoLadderError as error:
            shortest: int | None = error.shortest
            assert shortest is None or shortest > 0
            caught.append(error)
        except (SearchLimitError, WordFileError) as error:
            caught.append(error)
    return caught


def use_every_public_name(words_file: Path, counted_file: Path) -> None:
    """Call everything above (tests/test_typing.py runs it, so the types stated here are true)."""
    lexicons = word_lists(words_file, counted_file)
    words = lexicons[0]
    assert moves("word")["substitution"] == 1
    assert len(solving(words)) > 10
    assert search_directly() == (1, 2, 3, 6)
    first, count, _, why, _, found = the_answer(words)
    assert found and isinstance(first, Ladder) and isinstance(count, int) and isinstance(why, NoLadderError)
    assert len(whole_word_list(words)) == 6
    assert len(errors(words)) == 2
    assert len(questions(words)) == 7
