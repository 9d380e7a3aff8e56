"""The clock: library code reads today's date in one place, `ladders.play.daily.today`, which every test injects.

The runtime guard is in ``tests/conftest.py`` (a test whose code under test
reads the clock fails); this is its static half: no other module, and no
script of the page but its one ``clock`` (which ``localDate`` and the
countdown to the next ladder read), reads the date.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "ladders"
READS = {("date", "today"), ("datetime", "today"), ("datetime", "now"), ("datetime", "utcnow"), ("time", "localtime"),
         ("time", "gmtime"), ("time", "time_ns")}
ALLOWED = {("play/daily.py", "today")}


def _clock_reads(path: Path) -> list[tuple[str, int]]:
    """``(function, line)`` for each call that reads the date in *path*."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for function in [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]:
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                owner = node.func.value
                name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if (name, node.func.attr) in READS:
                    found.append((function.name, node.lineno))
    return found


def test_only_today_reads_the_date_in_the_library() -> None:
    reads = {(str(path.relative_to(PACKAGE)), function, line) for path in PACKAGE.rglob("*.py")
             for function, line in _clock_reads(path)}
    assert {(path, function) for path, function, _ in reads} == ALLOWED, reads


def test_the_static_check_finds_a_clock_read(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import datetime\ndef f():\n    return datetime.datetime.now().date()\n"
                      "def g():\n    return datetime.date.today()\n", encoding="utf-8")
    assert _clock_reads(sample) == [("f", 3), ("g", 5)]


def test_the_page_reads_the_date_in_local_date_alone() -> None:
    for script in (PACKAGE / "web" / "static").glob("*.js"):
        for number, line in enumerate(script.read_text(encoding="utf-8").splitlines(), start=1):
            if re.search(r"new Date\(\s*\)|Date\.now\(", line):
                the_clock = script.name == "game.js" and line.startswith("const clock = () => new Date();")
                assert the_clock, (script, number)
