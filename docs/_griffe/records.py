"""A griffe extension that shows the ``__init__`` which ``ladders._records.Record`` makes for each record.

griffe reads the source and finds no ``__init__`` in a record's class body:
this extension writes the one the base makes (the fields of the record and of
its base records, in order, each with its annotation and default), as
griffe's own dataclasses extension does for ``@dataclass``, so the reference
pages show ``Ladder(words, metric='levenshtein', spelled=None)``. A record
that writes its own ``__init__`` keeps it. The fields are then shown as the
instance attributes they are: a default is the ``__init__``'s, not a class
attribute (the base takes it out of the class body).

Configured in mkdocs.yml under the python handler's ``extensions``.
"""

from __future__ import annotations

from typing import Any

import griffe

RECORD = "ladders._records.Record"


def _fields(class_: griffe.Class) -> list[griffe.Parameter]:
    """The parameters of the fields *class_*'s own body declares: its annotated attributes, a ``ClassVar`` and a
    cache (``= cache()``, no parameter) aside."""
    return [griffe.Parameter(member.name, annotation=member.annotation, default=member.value,
                             kind=griffe.ParameterKind.positional_or_keyword, docstring=member.docstring)
            for member in class_.members.values()
            if isinstance(member, griffe.Attribute) and member.annotation is not None
            and "instance-attribute" in member.labels and str(member.value) != "cache()"]


def _is_record(class_: griffe.Class) -> bool:
    try:
        return any(parent.path == RECORD for parent in class_.mro())
    except ValueError:  # a base griffe cannot resolve: not a record it can read
        return False


def _add_init(class_: griffe.Class) -> None:
    if "__init__" in class_.members:
        return
    fields = [field for parent in reversed(class_.mro()) if parent.path != RECORD for field in _fields(parent)]
    self = griffe.Parameter("self", kind=griffe.ParameterKind.positional_or_keyword)
    class_.set_member("__init__", griffe.Function("__init__", lineno=0, endlineno=0, parent=class_,
                                                  parameters=griffe.Parameters(self, *fields, *_fields(class_)),
                                                  returns="None"))


def _as_instance_attributes(class_: griffe.Class) -> None:
    for member in class_.members.values():
        if isinstance(member, griffe.Attribute) and "instance-attribute" in member.labels:
            member.labels.discard("class-attribute")
            member.value = None


def _classes(obj: griffe.Module | griffe.Class) -> list[griffe.Class]:
    found = []
    for member in obj.members.values():
        if not member.is_alias and isinstance(member, (griffe.Class, griffe.Module)):
            found.extend([member, *_classes(member)] if isinstance(member, griffe.Class) else _classes(member))
    return found


class RecordInits(griffe.Extension):
    """Gives each record class the ``__init__`` its base makes (see the module's docstring)."""

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        records = [class_ for class_ in _classes(pkg) if _is_record(class_)]
        for class_ in records:  # every __init__ first: a record's reads its base records' defaults
            _add_init(class_)
        for class_ in records:
            _as_instance_attributes(class_)
