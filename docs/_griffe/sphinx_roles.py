"""A griffe extension that lets mkdocstrings render the package's Sphinx-flavoured docstrings.

The docstrings use Sphinx roles (``:func:`make_ladder` ``,
``:class:`~ladders.words.lexicon.Lexicon` ``), ``>>>`` examples that double
as doctests, and the reST ``::`` that introduces a literal block. Rendered as
plain Markdown, a role shows its colons and ``>>>`` turns into nested
quotes. Once the package is loaded, and before any docstring is parsed, this
extension rewrites, for the site only (the package's files are left as they
are):

* each role into a cross-reference to the object it names, shown as code.
  A short name is looked up the way a reader would: in the docstring's own
  class and module, then among the package's objects with that name when
  there is exactly one. The reference is optional, so a name that is on no
  page (a private helper, say) stays plain code instead of failing the
  strict build;
* each run of ``>>>`` lines, with the output below it, into a fenced
  ``pycon`` block;
* a paragraph's closing ``::`` into ``:`` (the indented block after it is
  already a Markdown code block).

Configured in mkdocs.yml under the python handler's ``extensions``.
"""

from __future__ import annotations

import html
import re
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import griffe

_ROLE = re.compile(
    r":(?:py:)?(?:func|class|data|mod|meth|attr|exc|obj|const|type):`(?P<tilde>~?)(?P<body>[^`]+)`"
)
_EXPLICIT = re.compile(r"^(?P<title>.*?)\s*<(?P<target>[^<>]+)>$")


def _objects(obj: griffe.Object) -> Iterator[griffe.Object]:
    """*obj* and every object defined under it (aliases left out)."""
    yield obj
    for member in obj.members.values():
        if not member.is_alias:
            yield from _objects(member)


class _Names:
    """Where each name of the package is defined."""

    def __init__(self, package: griffe.Object) -> None:
        self.paths: set[str] = set()
        self.by_suffix: dict[str, set[str]] = defaultdict(set)
        for obj in _objects(package):
            self.paths.add(obj.path)
            parts = obj.path.split(".")
            for start in range(1, len(parts)):
                self.by_suffix[".".join(parts[start:])].add(obj.path)

    def resolve(self, target: str, scopes: list[str]) -> str:
        if target in self.paths:
            return target
        for scope in scopes:
            if f"{scope}.{target}" in self.paths:
                return f"{scope}.{target}"
        tail = target.split(".", 1)[1] if target.startswith("ladders.") else target
        for suffix in (tail, tail.rsplit(".", 1)[-1]):
            found = self.by_suffix.get(suffix, set())
            public = {path for path in found if not any(part.startswith("_") for part in path.split("."))}
            if len(public) == 1:
                return public.pop()
        return target


def _reference(match: re.Match[str], names: _Names, scopes: list[str]) -> str:
    body = match["body"].strip()
    explicit = _EXPLICIT.match(body)
    if explicit:
        title, target = explicit["title"], explicit["target"]
    else:
        target = body.lstrip(".")
        title = target.rsplit(".", 1)[-1] if match["tilde"] else target
    if target.endswith("()"):
        target = target[:-2]
    identifier = names.resolve(target, scopes)
    return (
        f'<autoref identifier="{html.escape(identifier)}" optional>'
        f"<code>{html.escape(title)}</code></autoref>"
    )


def _fence_examples(text: str) -> str:
    out: list[str] = []
    in_fence = False
    in_example = False
    indent = ""
    for line in text.split("\n"):
        stripped = line.strip()
        if in_example:
            if stripped == "":
                out.append(f"{indent}```")
                in_example = False
            out.append(line)
            continue
        if stripped.startswith("```"):
            in_fence = not in_fence
        elif not in_fence and stripped.startswith(">>>"):
            indent = line[: len(line) - len(line.lstrip())]
            if out and out[-1].strip():
                out.append("")
            out.append(f"{indent}```pycon")
            in_example = True
        out.append(line)
    if in_example:
        out.append(f"{indent}```")
    return "\n".join(out)


def _literal_blocks(text: str) -> str:
    return re.sub(r"(\S)::(\n[ \t]*\n)", r"\1:\2", text)


def rewrite(text: str, names: _Names, scopes: list[str]) -> str:
    """Return *text* with its roles, examples and literal-block markers made Markdown."""
    text = _literal_blocks(_fence_examples(text))
    return _ROLE.sub(lambda match: _reference(match, names, scopes), text)


class SphinxRoles(griffe.Extension):
    """Rewrite every docstring of the package once it is loaded."""

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        names = _Names(pkg)
        for obj in _objects(pkg):
            if obj.docstring is None:
                continue
            scopes = [obj.path] if obj.is_class or obj.is_module else []
            if obj.parent is not None and obj.parent.is_class:
                scopes.append(obj.parent.path)
            scopes.append(obj.module.path)
            obj.docstring.value = rewrite(obj.docstring.value, names, scopes)
