"""The base of the records on the solving path: frozen, slotted classes whose fields are declared once.

A record's fields are its annotations, in order, with their defaults::

    class Ladder(Record):
        words: tuple[str, ...]
        metric: str = "levenshtein"

and the base (its metaclass, as attrs' ``define`` and ``dataclasses`` do with a
decorator) makes the rest when the class is made: the ``__slots__``, and an
``__init__`` compiled once per class that sets each slot through its
descriptor, so making a record costs what a hand-written initialiser does.
Records behave as the frozen dataclasses they replace (fields set once,
compared and hashed by their fields, printed as ``Name(field=value, ...)``,
pickled by value, copied with changes by :meth:`Record.replace`) without
importing :mod:`dataclasses`, which with :mod:`inspect` cost ``ladders beer
wine`` about 6 ms of its start (``python -X importtime``), and about 0.5 ms
more for each class it made. Type checkers see the generated ``__init__``
through :func:`typing.dataclass_transform` (imported only when type checking:
Python 3.10 has none, and the package adds no run-time dependency).

A record that checks its fields defines ``__post_init__``, which the generated
``__init__`` calls last; one that computes fields writes its own ``__init__``
and sets the fields with :meth:`Record._init_fields`, the generated
initialiser. A cache the record keeps of its own fields is declared with
:func:`cache`: no parameter, None at first. A record that compares by identity (a metric, a search
node) says so by setting ``__eq__ = object.__eq__`` and ``__hash__ = object.__hash__``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar

if TYPE_CHECKING:
    from typing import dataclass_transform
else:
    def dataclass_transform(**_: object) -> Callable[[type], type]:
        """At run time, nothing: only type checkers read the marker (``typing`` has it from Python 3.11)."""
        return lambda cls: cls

__all__ = ["Record", "cache", "field_setters"]

R = TypeVar("R", bound="Record")

_FIELDS: dict[type, tuple[str, ...]] = {}


def field_setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """The setters of *cls*'s own fields, in ``__slots__`` order: the slots' descriptors (about 60 ns a field,
    against 95 for ``object.__setattr__``), which a generated ``__init__`` calls and a cache is filled by.

    >>> class Pair(Record):
    ...     a: int
    ...     b: int
    >>> set_a, set_b = field_setters(Pair)
    >>> pair = Pair(1, 2)
    >>> set_b(pair, 3)
    >>> pair
    Pair(a=1, b=3)
    """
    return tuple(cls.__dict__[name].__set__ for name in cls.__dict__["__slots__"])


class _Cache:
    """What :func:`cache` declares: a field that is no parameter and starts as None."""

    __slots__ = ()


_CACHE = _Cache()


def cache(*, init: Literal[False] = False) -> Any:
    """Declare a cache the record keeps of its own fields (``_graph: Graph | None = cache()``): no parameter of
    ``__init__``, None until the record fills it through the slot's setter (:func:`field_setters`), and, named
    with a leading underscore, never compared, printed or pickled."""
    return _CACHE


def _declared(namespace: dict[str, Any]) -> tuple[tuple[str, ...], dict[str, Any]]:
    """The fields a class body declares (its annotations, a ``ClassVar`` aside) and their defaults, taken out of
    *namespace* (a default left there would clash with the field's slot)."""
    annotations = namespace.get("__annotations__", {})
    names = tuple(name for name, kind in annotations.items() if not str(kind).startswith("ClassVar"))
    defaults = {name: namespace.pop(name) for name in names if name in namespace}
    for name, default in defaults.items():
        if default is _CACHE and not name.startswith("_"):
            raise TypeError(f"cache {name!r} must be named with a leading underscore (it is not compared or printed)")
    return names, defaults


def _initialiser(cls: type, fields: tuple[str, ...], defaults: dict[str, Any]) -> Callable[..., None]:
    """An ``__init__`` taking *fields* in order (each with its default, if any; a cache is none), compiled once for
    *cls*: it sets each slot through the slot's own setter (a cache to None), then calls ``__post_init__`` when the
    class has one."""
    params, lines, given = ["self"], [], {}
    for name in fields:
        owner = next(klass for klass in cls.__mro__ if name in klass.__dict__.get("__slots__", ()))
        given[f"_set_{name}"] = owner.__dict__[name].__set__
        if defaults.get(name) is _CACHE:
            lines.append(f"        _set_{name}(self, None)")
            continue
        if name in defaults:
            given[f"_default_{name}"] = defaults[name]
            params.append(f"{name}=_default_{name}")
        elif len(params) > 1 and "=" in params[-1]:
            raise TypeError(f"{cls.__name__}: field {name!r} without a default follows a field with one")
        else:
            params.append(name)
        lines.append(f"        _set_{name}(self, {name})")
    if hasattr(cls, "__post_init__"):
        lines.append("        self.__post_init__()")
    source = (f"def _make({', '.join(given)}):\n"
              f"    def __init__({', '.join(params)}) -> None:\n" + "\n".join(lines or ["        pass"]) + "\n"
              "    return __init__\n")
    namespace: dict[str, Any] = {}
    exec(source, {}, namespace)  # the source holds only the class's field names, checked as names by the class body
    init: Callable[..., None] = namespace["_make"](**given)
    init.__qualname__, init.__module__ = f"{cls.__qualname__}.__init__", cls.__module__
    return init


@dataclass_transform(frozen_default=True, field_specifiers=(cache,))
class _RecordType(type):
    """Makes a record class: slots from its annotations, defaults kept aside, an ``__init__`` compiled for it."""

    def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any) -> _RecordType:
        if "__slots__" in namespace:
            raise TypeError(f"{name}: a record's fields are its annotations; it declares no __slots__")
        namespace["__slots__"], namespace["_field_defaults"] = _declared(namespace)
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        fields: list[str] = []
        defaults: dict[str, Any] = {}
        for klass in reversed(cls.__mro__):  # base classes' fields first, as Record._fields reads them
            if isinstance(klass, _RecordType):
                fields.extend(klass.__dict__["__slots__"])
                defaults.update(klass.__dict__["_field_defaults"])
        init = _initialiser(cls, tuple(fields), defaults)
        cls._init_fields = init  # type: ignore[attr-defined]
        if "__init__" not in namespace:
            cls.__init__ = init  # type: ignore[misc]
        return cls


class Record(metaclass=_RecordType):
    """A frozen record: its annotated fields become its ``__slots__``, set once by the ``__init__`` made for it.

    >>> class Point(Record):
    ...     x: int
    ...     y: int = 0
    >>> point = Point(1)
    >>> point, point == Point(1, 0), point.replace(y=2)
    (Point(x=1, y=0), True, Point(x=1, y=2))
    >>> point.x = 3
    Traceback (most recent call last):
    ...
    AttributeError: cannot assign to field 'x': a Point is frozen
    """

    _init_fields: ClassVar[Callable[..., None]]
    """The initialiser made for the class, which sets every field in order; a record's own ``__init__`` calls it."""

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
