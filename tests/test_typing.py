"""The typed public API: every public name is re-exported for type checkers, and a typo is an error.

``ladders`` resolves its names lazily at run time (``_HOMES``) and spells them out for type checkers
under ``TYPE_CHECKING``; these tests keep the two lists equal, check that tests/typed/ uses every
public name with the types it states, and run mypy on that file and on code with typos.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import ladders
import ladders.graph
import ladders.study
import ladders.web

ROOT = Path(__file__).resolve().parents[1]
USAGE = ROOT / "tests" / "typed" / "uses_every_public_name.py"

TYPOS = """\
import ladders
from ladders import make_ladderr
from ladders import lazy_names
from ladders.graph import wordgraph
ladders.levenshtien
wrong: int = ladders.make_ladder("cold", "warm")
"""

EXPECTED = {
    2: 'Module "ladders" has no attribute "make_ladderr"',
    3: 'Module "ladders" does not explicitly export attribute "lazy_names"',
    4: 'Module "ladders.graph" has no attribute "wordgraph"',
    5: 'Module has no attribute "levenshtien"',
    6: 'Incompatible types in assignment (expression has type "Ladder", variable has type "int")',
}


def _type_checking_imports(package_init: Path) -> dict[str, str]:
    """The names imported under ``if TYPE_CHECKING:``, mapped to their module (relative, without the dot)."""
    found = {}
    for node in ast.parse(package_init.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom), ast.unparse(statement)
                for alias in statement.names:
                    assert alias.asname == alias.name, f"{alias.name} is not re-exported as itself"
                    found[alias.name] = statement.module or ""
    return found


@pytest.mark.parametrize("package", [ladders, ladders.graph, ladders.study, ladders.web], ids=lambda p: p.__name__)
def test_type_checkers_see_exactly_the_lazy_names_from_the_same_modules(package):
    assert _type_checking_imports(Path(package.__file__)) == package._HOMES
    assert sorted(package.__all__) == sorted(package._HOMES)


def test_the_usage_file_names_every_public_name():
    tree = ast.parse(USAGE.read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module == "ladders"
                for alias in node.names}
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert sorted(set(ladders.__all__) - imported) == []
    assert sorted(set(ladders.__all__) - used) == []


def test_the_usage_file_runs_and_its_types_are_true(tmp_path):
    sys.path.insert(0, str(USAGE.parent))
    try:
        import uses_every_public_name as usage
    finally:
        sys.path.remove(str(USAGE.parent))
    words_file = tmp_path / "words.txt"
    words_file.write_text("cold\ncord\ncard\n", encoding="utf-8")
    counted_file = tmp_path / "counted.txt"
    counted_file.write_text("cold\t10\ncord\t3\n", encoding="utf-8")
    usage.use_every_public_name(words_file, counted_file)


def test_mypy_strict_passes_the_usage_file_and_rejects_typos(tmp_path):
    pytest.importorskip("mypy", reason="mypy comes with the test extra")
    typos = tmp_path / "typos.py"
    typos.write_text(TYPOS, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--cache-dir", str(tmp_path / "cache"),
         str(USAGE), str(typos)],
        cwd=ROOT, capture_output=True, text=True,
    )
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    assert [line for line in errors if not line.startswith(str(typos))] == [], run.stdout
    by_line = {int(line.split(":")[1]): line.split(": error: ", 1)[1] for line in errors}
    for number, message in EXPECTED.items():
        assert message in by_line.get(number, ""), f"line {number}: {by_line.get(number)!r}\n{run.stdout}"
    assert run.returncode == 1
