"""The records on the solving path are slotted classes (``ladders._records.Record``) whose ``__init__`` is compiled
from their annotations, not dataclasses (start-up time): they must still behave as the frozen dataclasses they
replaced."""

from __future__ import annotations

import pickle

import pytest

from ladders import Answer, Ladder, Limits, levenshtein, rarity
from ladders._records import Record, cache, field_setters
from ladders.moves.metrics import METRICS, DistanceMetric
from ladders.search import PathDag, SearchProblem
from ladders.search.tree import Node
from ladders.solve.costs import CostModel
from ladders.study.puzzles import Puzzle
from ladders.words.definitions import Definition, Entry
from ladders.words.languages import LANGUAGES


def _records():
    return [
        Ladder(("cold", "cord"), "substitution"),
        CostModel("flat", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0, "max"),
        SearchProblem("a", "b", str.split, max_depth=3),
        PathDag("a", "b", 1, ("b",), {"a": (), "b": ("a",)}, {"b": ()}),
        Answer("cold", "cord", "substitution", Ladder(("cold", "cord")), 1),
        Puzzle("cold", "warm", 4, 2, 1.5),
        Definition("n", "a gloss", "cold"),
        Entry({"n": (1, ((1, "a gloss"),))}, False),
        LANGUAGES["fr"],
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
    for record in _records()[4:]:
        assert pickle.loads(pickle.dumps(record)) == record
        if not isinstance(record, Entry):  # an entry holds a dict: equal, but never hashed
            assert hash(record.replace()) == hash(record)


def test_metrics_and_search_nodes_compare_by_identity():
    again = DistanceMetric(levenshtein.name, levenshtein.neighbours, levenshtein.distance)
    assert again != levenshtein and levenshtein == METRICS["levenshtein"] and len({again, levenshtein}) == 2
    assert repr(levenshtein) == "<DistanceMetric levenshtein>" and repr(rarity) == "<CostModel rarity>"
    assert Node("a") != Node("a")


def test_a_cost_model_checks_its_aggregate():
    with pytest.raises(ValueError, match="aggregate"):
        CostModel("odd", lambda a, b, lexicon: 1.0, lambda lexicon: 1.0, "mean")


def test_a_record_is_made_from_its_annotations_with_their_defaults():
    class Pair(Record):
        first: str
        second: int = 2

    assert Pair.__slots__ == ("first", "second") and type(Pair.__dict__["second"]).__name__ == "member_descriptor"
    assert Pair("a") == Pair("a", 2) == Pair(second=2, first="a") and Pair("a", 3).second == 3
    assert Node("a", None, 2).depth == 2 and Node("a").cost == 0.0
    with pytest.raises(TypeError, match="first"):
        Pair()
    with pytest.raises(TypeError):
        Pair("a", 2, 3)


def test_a_record_extends_its_base_records_fields_and_checks_them_in_post_init():
    class Base(Record):
        name: str

    class Checked(Base):
        size: int = 0

        def __post_init__(self) -> None:
            if self.size < 0:
                raise ValueError("size must be 0 or more")

    assert repr(Checked("a", 1)).endswith(".Checked(name='a', size=1)") and Checked("a").replace(size=2).size == 2
    with pytest.raises(ValueError, match="size"):
        Checked("a", -1)
    with pytest.raises(ValueError, match="expansions"):
        Limits(expansions=-1)
    limits = Limits(10, 2.0)
    assert pickle.loads(pickle.dumps(limits)) == limits and limits.replace(timeout=None) == Limits(10)


def test_a_record_declares_its_fields_one_way_in_an_order_python_can_call():
    with pytest.raises(TypeError, match="'second' without a default"):
        class Odd(Record):
            first: int = 0
            second: int
    with pytest.raises(TypeError, match="__slots__"):
        class Slotted(Record):
            __slots__ = ("x",)
            x: int


class Squared(Record):
    """A record with a cache (module-level, so that it pickles)."""

    number: int
    _square: int | None = cache()


def test_a_cache_is_no_parameter_and_never_compared_printed_or_pickled():
    squared = Squared(3)
    assert squared._square is None and Squared.__slots__ == ("number", "_square")
    field_setters(Squared)[-1](squared, 9)
    assert squared._square == 9 and squared == Squared(3) and repr(squared) == "Squared(number=3)"
    assert pickle.loads(pickle.dumps(squared))._square is None
    with pytest.raises(TypeError):
        Squared(3, 9)
    with pytest.raises(TypeError, match="leading underscore"):
        class Shown(Record):
            square: int | None = cache()
