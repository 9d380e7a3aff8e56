"""The one list of the data files the package ships, each with its source and licence: the table "Every data file
the package ships" of ``docs/guide/dictionary.md``, read here for the tests that check the wheel and the
package-data against it."""

from __future__ import annotations

import re
from pathlib import Path

from ladders.words.languages import LANGUAGES

__all__ = ["MANIFEST_PAGE", "manifest", "from_debian_list"]

ROOT = Path(__file__).resolve().parents[1]
MANIFEST_PAGE = ROOT / "docs" / "guide" / "dictionary.md"
_HEADING = "### Every data file the package ships"


def manifest() -> dict[str, tuple[str, str]]:
    """Each shipped data file (a glob, relative to the repository) and its (source, licence), as the page's table
    gives them. Raises ``AssertionError`` when the page has no such table."""
    text = MANIFEST_PAGE.read_text(encoding="utf-8")
    assert _HEADING in text, f"{MANIFEST_PAGE} has no section {_HEADING!r}"
    rows = {}
    for line in text.split(_HEADING, 1)[1].splitlines():
        if line.startswith("## "):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("| `") else []
        if len(cells) == 3:
            name = re.fullmatch(r"`([^`]+)`", cells[0])
            assert name, f"a row's file is one name in backquotes, not {cells[0]!r}"
            rows[name.group(1)] = (cells[1], cells[2])
    return rows


def from_debian_list(source: str) -> bool:
    """Whether *source* names one of the Debian word lists of other languages (their package or their path).

    >>> from_debian_list("wngerman, reviewed"), from_debian_list("SCOWL 2020.12.07")
    (True, False)
    """
    lists = [text for language in LANGUAGES.values() for text in (language.package, language.path) if text]
    return any(text in source for text in lists) or "/usr/share/dict" in source
