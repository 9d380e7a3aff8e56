"""The base of the records on the solving path: frozen, slotted classes written out by hand.

They behave as the frozen dataclasses they replace (fields set once, compared
and hashed by their fields, printed as ``Name(field=value, ...)``, pickled by
value, copied with changes by :meth:`Record.replace`) without importing
:mod:`dataclasses`, which with :mod:`inspect` cost ``ladders beer wine`` about
6 ms of its start (``python -X importtime``), and about 0.5 ms more for each
class it made. A record that compares by identity (a metric, a search node)
says so by setting ``__eq__ = object.__eq__`` and ``__hash__ = object.__hash__``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["Record", "field_setters"]

R = TypeVar("R", bound="Record")

_FIELDS: dict[type, tuple[str, ...]] = {}


def field_setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """The setters of *cls*'s own fields, in ``__slots__`` order: the slots' descriptors, which a record's
    ``__init__`` on a hot path calls (about 60 ns a field, against 95 for ``object.__setattr__``).

    >>> class Pair(Record):
    ...     __slots__ = ("a", "b")
    ...     def __init__(self, a: int, b: int) -> None:
    ...         set_a, set_b = PAIR_FIELDS
    ...         set_a(self, a)
    ...         set_b(self, b)
    >>> PAIR_FIELDS = field_setters(Pair)
    >>> Pair(1, 2)
    Pair(a=1, b=2)
    """
    return tuple(cls.__dict__[name].__set__ for name in cls.__dict__["__slots__"])


class Record:
    """A frozen record: its ``__slots__`` are its fields, set once by ``__init__`` (``object.__setattr__``).

    >>> class Point(Record):
    ...     __slots__ = ("x", "y")
    ...     def __init__(self, x: int, y: int = 0) -> None:
    ...         object.__setattr__(self, "x", x)
    ...         object.__setattr__(self, "y", y)
    >>> point = Point(1)
    >>> point, point == Point(1, 0), point.replace(y=2)
    (Point(x=1, y=0), True, Point(x=1, y=2))
    >>> point.x = 3
    Traceback (most recent call last):
    ...
    AttributeError: cannot assign to field 'x': a Point is frozen
    """

    __slots__ = ()

    def _fields(self) -> tuple[str, ...]:
        """The record's fields: every class's ``__slots__``, base classes first, but for a slot named with a
        leading underscore, which is a cache the record keeps of its own fields (never compared or printed)."""
        cls = type(self)
        found = _FIELDS.get(cls)
        if found is None:
            found = _FIELDS[cls] = tuple(name for klass in reversed(cls.__mro__)
                                         for name in klass.__dict__.get("__slots__", ()) if not name.startswith("_"))
        return found

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a {type(self).__name__} is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a {type(self).__name__} is frozen")

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields())
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __reduce__(self) -> tuple[Any, ...]:
        return (self.__class__, self._values())

    def replace(self: R, **changes: Any) -> R:
        """A copy with the fields named in *changes* set to their new values (``dataclasses.replace``)."""
        values = dict(zip(self._fields(), self._values(), strict=True))
        unknown = set(changes) - set(values)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {sorted(unknown)[0]!r}")
        values.update(changes)
        return self.__class__(**values)
