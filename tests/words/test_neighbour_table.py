"""The shipped neighbour table against the metrics' own generators.

Every row the table gives must equal what the built-in metric's generator
yields for that word on the same lexicon, in the same order (searches, and so
the ladders they return, depend on the order). The generators are the
reference: they work from the word list alone, through its pattern index.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from ladders.moves.memo import neighbours_of
from ladders.moves.metrics import (
    METRICS, _deletion_neighbours, _insertion_neighbours, _swap_neighbours, substitution_neighbours,
)
from ladders.words.embedded import DEFAULT_SIZE, default_lexicon, neighbour_table
from ladders.words.lexicon import Lexicon
from ladders.moves.metrics import TABLE_KINDS as KINDS

KIND_GENERATORS = {"sub": substitution_neighbours, "del": _deletion_neighbours, "ins": _insertion_neighbours,
                   "swap": _swap_neighbours}


def test_every_word_of_the_default_dictionary_has_each_kinds_row_its_generator_gives():
    lexicon = default_lexicon(DEFAULT_SIZE)
    table = neighbour_table(lexicon)
    assert table is not None
    wrong = [(kind, word) for word in lexicon.words for kind, generate in KIND_GENERATORS.items()
             if table.neighbours((kind,), word) != tuple(generate(word, lexicon))]
    assert wrong == []


@pytest.mark.parametrize("size", [10, 35, DEFAULT_SIZE, 95])
@pytest.mark.parametrize("name", sorted(METRICS))
def test_each_metrics_row_is_its_generators_output_at_every_size(size, name):
    lexicon = default_lexicon(size)
    table = neighbour_table(lexicon)
    assert table is not None
    metric = METRICS[name]
    words = lexicon.words[::max(1, len(lexicon) // 3000)]  # about 3,000 words of every length, spread out
    wrong = [word for word in words if table.neighbours(KINDS[name], word) != tuple(metric.neighbours(word, lexicon))]
    assert wrong == []


def test_searches_on_the_embedded_dictionary_read_the_table():
    lexicon = default_lexicon()
    for metric in METRICS.values():
        neighbours = neighbours_of(metric, lexicon)
        assert neighbours("cold") == tuple(metric.neighbours("cold", lexicon))


def test_a_search_on_the_embedded_dictionary_builds_no_pattern_index():
    # In a fresh process: the tests above build pattern indexes on the shared default lexicon.
    probe = ("from ladders import make_ladder, default_lexicon\n"
             "print(make_ladder('cold', 'warm'))\n"
             "print([n for n in range(1, 12) if default_lexicon().cache.peek('patterns', n) is not None])\n")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    ladder, indexed = shown.splitlines()
    assert ladder.startswith("cold → ") and indexed == "[]"


def test_a_word_list_of_ones_own_has_no_table():
    assert neighbour_table(Lexicon(["cat", "cot"])) is None
    assert neighbour_table(default_lexicon().with_words(["zzyzx"])) is None


@pytest.mark.parametrize("size", [10, DEFAULT_SIZE, 95])
@pytest.mark.parametrize("name", sorted(METRICS))
def test_the_numbered_rows_are_the_word_rows(size, name):
    lexicon = default_lexicon(size)
    table = neighbour_table(lexicon)
    assert table is not None
    graph, read = table.numbered(KINDS[name]), table.reader(KINDS[name])
    every = (size, name) == (DEFAULT_SIZE, "levenshtein")  # all words once; about 3,000 for the others
    words = lexicon.words if every else lexicon.words[::max(1, len(lexicon) // 3000)]
    wrong = [word for word in words
             if (at := graph.number(word)) is None or graph.word(at) != word
             or tuple(map(graph.word, graph.step(at))) != read(word)]
    assert wrong == []


def test_words_outside_the_cut_have_no_number_and_are_no_ones_neighbour():
    small, whole = default_lexicon(10), default_lexicon(95)
    graph = neighbour_table(small).numbered(KINDS["levenshtein"])
    rare = next(word for word in whole.words if len(word) == 4 and word not in small)
    assert graph.number(rare) is None and graph.number("zzzzzz") is None
    near = {graph.number(word) for word in small.words if len(word) in (3, 4, 5)}  # a 4-letter word's neighbours
    rows = [graph.step(graph.number(word)) for word in small.words if len(word) == 4]
    assert None not in near and all(set(row) <= near for row in rows) and any(rows)


def test_a_run_of_kinds_out_of_the_rows_order_is_refused():
    table = neighbour_table(default_lexicon())
    with pytest.raises(ValueError, match="run of"):
        table.reader(("sub", "del"))
    with pytest.raises(ValueError, match="run of"):
        table.numbered(("del", "ins"))
