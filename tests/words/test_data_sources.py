"""What the package ships: every data file its package-data globs take (what a wheel holds), each with its source,
and none derived from the Debian word lists of other languages (GPL and other licences: judged where installed)."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import pytest

from ladders.words.languages import LANGUAGES
from ladders.words.vocabularies import excluded_file
from tests.shipped import from_debian_list, manifest

ROOT = Path(__file__).resolve().parents[2]

SOURCES = {pattern: source for pattern, (source, _) in manifest().items()}
"""Each shipped data file (a glob) and where it comes from: the one list, in ``docs/guide/dictionary.md``."""


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
    assert not [source for source in SOURCES.values() if from_debian_list(source)]


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_a_language_ships_only_its_reviewed_exclusions_and_its_ldnoobw_list(code: str) -> None:
    files = [name for name in shipped() if f"-{code}." in name]
    assert files == [f"ladders/words/data/excluded-{code}.txt", f"ladders/words/data/ldnoobw-{code}.txt"]
    lines = Path(excluded_file(code)).read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# ladders reviewed exclusions") and any("Our own work" in line for line in lines[:3])
    words = [word for line in lines if not line.startswith("#") for word in line.partition(":")[2].split()]
    assert 20 < len(words) < 2_000, "a short list reviewed by hand, not a copy of a word list"


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_every_reviewed_exclusion_is_a_word_of_wordfreq_s_list(code: str) -> None:
    """The reviewed exclusions are our judgement of words drawn from wordfreq's frequencies (CC BY-SA), the words
    common enough to be in a vocabulary: each is used at least Zipf 2.5 in its language by wordfreq's own count, so
    no word of them is known only from a Debian list."""
    wordfreq = pytest.importorskip("wordfreq", reason="the freq extra (wordfreq) is not installed")
    lines = Path(excluded_file(code)).read_text(encoding="utf-8").splitlines()
    words = [word for line in lines if not line.startswith("#") for word in line.partition(":")[2].split()]
    rare = [word for word in words if wordfreq.zipf_frequency(word, code) < 2.5]
    assert not rare, f"reviewed exclusions wordfreq does not count as words of {code}: {rare}"
