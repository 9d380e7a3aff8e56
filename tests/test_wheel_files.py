"""The wheel users install ships no file derived from a Debian word list: the wheel is built once, and every data
file it holds must be a row of the one list of shipped files (``docs/guide/dictionary.md``, read by
:mod:`tests.shipped`), none of whose sources is a Debian word list of another language."""

from __future__ import annotations

import fnmatch
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shipped import ROOT, from_debian_list, manifest


@pytest.fixture(scope="module")
def wheel_files(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[str]]:
    """The file names the wheel of the working tree holds (built once, as .ci/run builds it)."""
    folder = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir",
                            str(folder), str(ROOT)], capture_output=True, text=True, timeout=300)
    if built.returncode and "No matching distribution found for setuptools" in built.stdout + built.stderr:
        pytest.skip("pip cannot fetch setuptools to build the wheel here (no package index)")
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = folder.glob("ladders-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        yield archive.namelist()


def data_files(names: list[str]) -> list[str]:
    """The data files among a wheel's *names*: not code, not the page's static files, not the wheel's metadata."""
    return sorted(name for name in names if name.startswith("ladders/") and not name.endswith((".py", "/"))
                  and Path(name).name != "py.typed" and not name.startswith("ladders/web/static/"))


def test_every_data_file_in_the_wheel_is_named_with_a_source_that_is_no_debian_list(
        wheel_files: list[str]) -> None:
    rows = manifest()
    shipped = data_files(wheel_files)
    assert "ladders/words/data/scowl-words.txt" in shipped and "ladders/play/data/daily.tsv" in shipped
    unnamed = [name for name in shipped if not any(fnmatch.fnmatch(name, pattern) for pattern in rows)]
    assert not unnamed, f"data files in the wheel that docs/guide/dictionary.md does not name: {unnamed}"
    debian = {pattern: source for pattern, (source, _) in rows.items() if from_debian_list(source)}
    assert not debian, f"shipped files derived from a Debian word list: {debian}"
    assert all(source and licence for source, licence in rows.values()), "each file names its source and licence"
    stale = [pattern for pattern in rows if not any(fnmatch.fnmatch(name, pattern) for name in shipped)]
    assert not stale, f"rows of files the wheel does not ship: {stale}"


def test_the_wheel_holds_no_word_list_of_another_language(wheel_files: list[str]) -> None:
    for code in ("fr", "de", "es", "it", "pt", "nl"):  # each language ships its LDNOOBW list and its exclusions
        assert sorted(name for name in data_files(wheel_files) if f"-{code}." in name) == [
            f"ladders/words/data/excluded-{code}.txt", f"ladders/words/data/ldnoobw-{code}.txt"]
    assert not any(name.startswith("usr/") or "/dict/" in name for name in wheel_files)
