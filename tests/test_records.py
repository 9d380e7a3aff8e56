"""The records on the solving path are hand-written slotted classes (``ladders._records.Record``), not
dataclasses (start-up time): they must still behave as the frozen dataclasses they replaced."""

from __future__ import annotations

import pickle

import pytest

from ladders import Ladder, levenshtein, rarity
from ladders._records import Record
from ladders.moves.metrics import METRICS, DistanceMetric
from ladders.search import PathDag, SearchProblem
from ladders.search.tree import Node
from ladders.solve.costs import CostModel


def _records():
    return [
        Ladder(("cold", "cord"), "substitution"),
        CostModel("flat", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0, "max"),
        SearchProblem("a", "b", str.split, max_depth=3),
        PathDag("a", "b", 1, ("b",), {"a": (), "b": ("a",)}, {"b": ()}),
    ]


@pytest.mark.parametrize("record", _records(), ids=lambda record: type(record).__name__)
def test_a_record_is_frozen_equal_by_its_fields_and_copied_with_changes(record):
    field = type(record).__slots__[0]
    with pytest.raises(AttributeError, match="frozen"):
        setattr(record, field, None)
    with pytest.raises(AttributeError):
        record.extra = 1  # slotted: no other attribute either
    twin = record.replace()
    assert twin == record and twin is not record and repr(twin) == repr(record)
    changed = record.replace(**{field: "other"})
    assert getattr(changed, field) == "other" and changed != record
    with pytest.raises(TypeError):
        record.replace(no_such_field=1)
    if type(record).__repr__ is Record.__repr__:  # a cost model names itself: <CostModel flat>
        assert repr(record).startswith(type(record).__name__ + "(" + field + "=")


def test_records_hash_and_pickle_by_value():
    ladder = Ladder(("cold", "cord"))
    assert ladder.metric == "levenshtein" and hash(ladder) == hash(Ladder(("cold", "cord"), "levenshtein"))
    assert pickle.loads(pickle.dumps(ladder)) == ladder
    problem = SearchProblem("a", "b", str.split)
    assert pickle.loads(pickle.dumps(problem)) == problem


def test_metrics_and_search_nodes_compare_by_identity():
    again = DistanceMetric(levenshtein.name, levenshtein.neighbours, levenshtein.distance)
    assert again != levenshtein and levenshtein == METRICS["levenshtein"] and len({again, levenshtein}) == 2
    assert repr(levenshtein) == "<DistanceMetric levenshtein>" and repr(rarity) == "<CostModel rarity>"
    assert Node("a") != Node("a")


def test_a_cost_model_checks_its_aggregate():
    with pytest.raises(ValueError, match="aggregate"):
        CostModel("odd", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0, "mean")
