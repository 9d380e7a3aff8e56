"""A batch's worker processes get the real metric: a built-in metric travels by name, and a worker's queries read
the shipped neighbour table, as this process's do."""

from __future__ import annotations

import copy
import pickle

import pytest

from ladders import DistanceMetric, damerau, default_lexicon, levenshtein, substitution
from ladders.moves.memo import numbered_graph
from ladders.moves.metrics import TABLE_KINDS, hamming_distance, levenshtein_neighbours, table_kinds
from ladders.solve import batch
from ladders.words.embedded import neighbour_table


@pytest.mark.parametrize("metric", [substitution, levenshtein, damerau], ids=lambda metric: metric.name)
def test_a_built_in_metric_travels_by_name(metric):
    assert pickle.loads(pickle.dumps(metric)) is metric
    assert copy.copy(metric) is metric and copy.deepcopy(metric) is metric
    assert len(pickle.dumps(metric)) < 100  # a reference, not its functions


def test_a_metric_of_one_s_own_travels_by_value_and_keeps_its_generator_s_table():
    own = DistanceMetric("levenshtein", levenshtein_neighbours, hamming_distance)  # the name alone proves nothing
    again = pickle.loads(pickle.dumps(own))
    assert again is not own and again is not levenshtein and again.distance is hamming_distance
    assert table_kinds(again) == TABLE_KINDS["levenshtein"]
    words = default_lexicon()
    shipped = neighbour_table(words).numbered(TABLE_KINDS["levenshtein"])
    assert numbered_graph(again, words) is shipped  # the same generator reads the same rows


def what_the_worker_used() -> dict[str, bool]:
    """Run in the worker, after it solved its lines: what its queries read."""
    lexicon, options = batch._worker
    metric = options["metric"]
    table = neighbour_table(lexicon)
    return {
        "the module's own metric": metric is levenshtein,
        "the embedded dictionary": lexicon is default_lexicon(),
        "rows from the shipped table": table is not None and lexicon.cache.peek_metric(metric, "numbered")
        is table.numbered(TABLE_KINDS["levenshtein"]),
        "no pattern index built": lexicon.cache.peek("patterns", 4) is None,
    }


def test_a_worker_s_query_reads_the_shipped_table():
    from multiprocessing import get_all_start_methods, get_context
    start = "forkserver" if "forkserver" in get_all_start_methods() else None
    options = dict(metric=levenshtein, max_depth=10, max_expansions=None, timeout=None, commoner=False,
                   definitions=False, plain=False)
    with batch._pool(get_context(start), 1, default_lexicon(), options) as pool:
        results = pool.apply(batch._solve_chunk, ([(1, "beer wine"), (2, "cold warm"), (3, "head tail")],))
        used = pool.apply(what_the_worker_used)
    assert [result["steps"] for result in results] == [5, 4, 5]
    assert used == dict.fromkeys(used, True)
