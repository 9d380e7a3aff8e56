"""The package surface: names resolve lazily, importing does nothing, py.typed ships."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import ladders


def test_every_public_name_resolves_to_what_it_names():
    for name in ladders.__all__:
        value = getattr(ladders, name)
        assert not isinstance(value, types.ModuleType), f"ladders.{name} is a module, not the public object"
        assert name in dir(ladders)


def test_importing_the_package_loads_no_submodule_and_reads_no_file():
    probe = ("import builtins, sys\n"
             "opened = []\n"
             "real_open = builtins.open\n"
             "builtins.open = lambda *a, **k: (opened.append(a[0]), real_open(*a, **k))[1]\n"
             "import ladders\n"
             "print(sorted(m for m in sys.modules if m.startswith('ladders.')), opened)\n")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "[] []"


def test_an_unknown_name_is_an_attribute_error():
    try:
        ladders.no_such_name  # noqa: B018
    except AttributeError as error:
        assert "no_such_name" in str(error)
    else:
        raise AssertionError("ladders.no_such_name did not raise")


def test_the_package_is_typed():
    assert (Path(ladders.__file__).parent / "py.typed").exists()
