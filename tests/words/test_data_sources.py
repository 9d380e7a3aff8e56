"""What the package ships: every data file its package-data globs take (what a wheel holds), each with its source,
and none derived from the Debian word lists of other languages (GPL and other licences: judged where installed)."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import pytest

from ladders.words.languages import LANGUAGES
from ladders.words.vocabularies import excluded_file

ROOT = Path(__file__).resolve().parents[2]

SOURCES = {
    "ladders/words/data/scowl-words.txt": "SCOWL",
    "ladders/words/data/scowl-neighbours.bin": "SCOWL",
    "ladders/words/data/shown-words.bin": "SCOWL",
    "ladders/words/data/vocabulary-en.txt": "SCOWL",
    "ladders/words/data/wordfreq-en.bin": "wordfreq",
    "ladders/words/data/wordnet-definitions.bin": "WordNet",
    "ladders/words/data/ldnoobw-*.txt": "LDNOOBW",
    "ladders/words/data/excluded-*.txt": "reviewed exclusions",
    "ladders/words/data/*-LICENSE.txt": "notice",
    "ladders/words/data/SCOWL-COPYRIGHT.txt": "notice",
    "ladders/play/data/daily.tsv": "the embedded dictionary",
}
"""Each shipped data file (a glob) and where it comes from; a new data file must be added here, with its source."""


def shipped() -> list[str]:
    """Every data file the package-data globs of pyproject.toml take, relative to the repository."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found = []
    for package, patterns in config["tool"]["setuptools"]["package-data"].items():
        folder = ROOT.joinpath(*package.split("."))
        found += [str(path.relative_to(ROOT)) for pattern in patterns for path in folder.glob(pattern)
                  if path.is_file() and not path.match("ladders/web/static/*") and path.name != "py.typed"]
    return sorted(found)


def test_every_data_file_the_package_ships_has_a_known_source() -> None:
    files = shipped()
    assert "ladders/words/data/excluded-de.txt" in files and "ladders/words/data/ldnoobw-fr.txt" in files
    unknown = [name for name in files if not any(fnmatch.fnmatch(name, pattern) for pattern in SOURCES)]
    assert not unknown, f"data files of no known source: {unknown}"
    debian = {language.package for language in LANGUAGES.values() if language.package}
    assert not any(package in source for source in SOURCES.values() for package in debian)


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_a_language_ships_only_its_reviewed_exclusions_and_its_ldnoobw_list(code: str) -> None:
    files = [name for name in shipped() if f"-{code}." in name]
    assert files == [f"ladders/words/data/excluded-{code}.txt", f"ladders/words/data/ldnoobw-{code}.txt"]
    lines = Path(excluded_file(code)).read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# ladders reviewed exclusions") and any("Our own work" in line for line in lines[:3])
    words = [word for line in lines if not line.startswith("#") for word in line.partition(":")[2].split()]
    assert 20 < len(words) < 2_000, "a short list reviewed by hand, not a copy of a word list"
