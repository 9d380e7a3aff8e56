"""The how-it-works page's module tables say what the code is: every module of each package, and the layers
the import contracts hold (``pyproject.toml``), so that the page cannot go stale unnoticed."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "guide" / "how-it-works.md").read_text(encoding="utf-8")
CONTRACTS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]


def table(heading: str) -> dict[str, str]:
    """The rows of the table whose header row starts with *heading*: first cell's name -> second cell."""
    rows = PAGE[PAGE.index(f"| {heading} |"):].split("\n\n")[0].splitlines()[2:]
    cells = [row.strip("|").split(" | ") for row in rows]
    return {first.strip().strip("`"): second for first, second, *_ in cells}


def names(cell: str) -> list[str]:
    """The module names a cell lists in backticks, leaving out what parentheses say about them."""
    return re.findall(r"`([a-z_]+)`", re.sub(r"\([^)]*\)", "", cell))


MODULES = table("layer")
LAYERS = table("subpackage")


@pytest.mark.parametrize("package", sorted(path.name for path in (ROOT / "ladders").iterdir()
                                           if (path / "__init__.py").exists()))
def test_every_package_is_a_row_listing_all_its_modules(package):
    assert package in MODULES, f"how-it-works has no row for ladders.{package}"
    on_disk = {path.stem for path in (ROOT / "ladders" / package).glob("*.py")}
    assert set(names(MODULES[package])) | {"__init__"} == on_disk


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_every_package_s_layers_are_its_import_contract(package):
    contract = next(contract for contract in CONTRACTS if contract.get("containers") == [f"ladders.{package}"])
    expected = [sorted(name.strip() for name in layer.split("|")) for layer in contract["layers"]]
    shown = [sorted(names(layer)) for layer in LAYERS[package].split("→")]
    assert shown == expected
