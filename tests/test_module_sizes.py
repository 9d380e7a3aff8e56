"""The size rule, held: a module of ``ladders`` over 300 lines, or a subpackage over 12 modules, says why.

The reason is a paragraph of the module's docstring (the package's ``__init__`` for a subpackage) that starts
``Longer than most:`` or ``More modules than most:``, so that it can be found with grep; otherwise the module
splits. The rule is the design's (``shared/DESIGN.md``: "a module over ~300 lines or a subpackage over ~12
modules says why, or splits"); these are its numbers.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ladders"
MAX_LINES = 300
MAX_MODULES = 12
LONG_REASON = "Longer than most:"
MANY_REASON = "More modules than most:"


def says(path: Path, opening: str) -> bool:
    """Whether a paragraph of *path*'s docstring opens with *opening* and goes on to say something."""
    docstring = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return any(paragraph.strip().startswith(opening) and len(paragraph.strip()) > len(opening) + 20
               for paragraph in docstring.split("\n\n"))


MODULES = sorted(PACKAGE.rglob("*.py"))
PACKAGES = sorted(path.parent for path in PACKAGE.rglob("__init__.py"))


@pytest.mark.parametrize("path", [path for path in MODULES
                                  if len(path.read_text(encoding="utf-8").splitlines()) > MAX_LINES],
                         ids=lambda path: str(path.relative_to(PACKAGE)))
def test_a_long_module_says_why(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert says(path, LONG_REASON), (
        f"{path.relative_to(PACKAGE.parent)} has {lines} lines (over {MAX_LINES}): split it, or give its "
        f"docstring a paragraph starting {LONG_REASON!r} that says why it is one idea")


@pytest.mark.parametrize("folder", [folder for folder in PACKAGES
                                    if len([path for path in folder.glob("*.py") if path.name != "__init__.py"])
                                    > MAX_MODULES],
                         ids=lambda folder: str(folder.relative_to(PACKAGE.parent)))
def test_a_large_subpackage_says_why(folder):
    assert says(folder / "__init__.py", MANY_REASON), (
        f"{folder.relative_to(PACKAGE.parent)} holds over {MAX_MODULES} modules: split it, or give its "
        f"__init__'s docstring a paragraph starting {MANY_REASON!r} that says why")


def test_the_rule_is_checked_somewhere():
    """The rule's own guard: the package is found and most of its modules are within the limit."""
    assert len(MODULES) > 100
    assert sum(len(path.read_text(encoding="utf-8").splitlines()) <= MAX_LINES for path in MODULES) > 100
