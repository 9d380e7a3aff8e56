"""The languages page's figures are the package's: each installed list measured again gives the page's table.

``docs/guide/languages.md`` holds, per language, a table written by ``scripts/language_figures.py``
(words, giant group's share, common words and their giant group's share, per length from 3 to 8, accents
exact and folded). Here each language's list is measured again with its default accent rule (the one its
users get; reading a list takes most of the time, 1 to 6 s, so the other rule is left to the script) and
every cell of that rule's columns must be the page's. A list that is not installed, or is not the file the
page measured (another Debian release), or another wordfreq release, is skipped with the reason.
"""

from __future__ import annotations

import re
from importlib.metadata import version
from pathlib import Path

import pytest

from ladders.study.languages import LanguageFigures, LengthShares, figures_table, language_figures, \
    length_shares, list_stamp, read_figures_table
from ladders.words.accents import DEFAULT_RULES
from ladders.words.languages import LANGUAGES, LanguageListMissing
from ladders.words.lexicon import Lexicon

PAGE = Path(__file__).resolve().parents[2] / "docs" / "guide" / "languages.md"
TEXT = PAGE.read_text(encoding="utf-8")
SECTION = TEXT.split("<!-- figures: start -->", 1)[1].split("<!-- figures: end -->", 1)[0]


def page_part(code: str) -> str:
    """The page's subsection of language *code* (its heading down to the next)."""
    found = re.search(rf"^### [^\n]*\(`{code}`\)\n(.*?)(?=^### |\Z)", SECTION, re.S | re.M)
    assert found, f"docs/guide/languages.md has no figures for {code}: run python scripts/language_figures.py --write"
    return found.group(1)


def test_the_page_was_written_by_the_script_for_every_language() -> None:
    assert "Measured by `python scripts/language_figures.py`" in SECTION
    measured = re.findall(r"^### .*\(`([a-z]{2})`\)$", SECTION, re.M)
    assert sorted(measured) == sorted(LANGUAGES)
    assert re.search(r"wordfreq (\S+);", SECTION)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_figures_of_each_language_are_measured_again(code: str) -> None:
    part = page_part(code)
    try:
        stamp = list_stamp(code)
    except LanguageListMissing:
        pytest.skip(f"the {LANGUAGES[code].name} word list is not installed here "
                    f"(apt-get install {LANGUAGES[code].package})")
    shown = re.search(r"(?:sha256|data) `([0-9a-f]{12})`", part)
    assert shown, f"the {code} figures name no stamp of the list they measured"
    if shown.group(1) != stamp:
        pytest.skip(f"the installed {LANGUAGES[code].name} list ({stamp}) is not the one the page measured "
                    f"({shown.group(1)}): another release; run python scripts/language_figures.py --write")
    page_wordfreq = re.search(r"wordfreq (\S+);", SECTION)
    if page_wordfreq is None or page_wordfreq.group(1) != version("wordfreq"):
        pytest.skip(f"the page was measured with another wordfreq release than {version('wordfreq')}")
    rule = DEFAULT_RULES[code]
    page = read_figures_table(part.splitlines())
    suffix = f" ({rule})"
    if any(heading.endswith(suffix) for row in page.values() for heading in row):  # one rule's columns
        page = {n: {h.removesuffix(suffix): cell for h, cell in row.items() if h.endswith(suffix)}
                for n, row in page.items()}
    measured = read_figures_table(figures_table([language_figures(code, rule)]))
    assert measured == page, f"the {code} figures ({rule}) differ from docs/guide/languages.md's: " \
                             "run python scripts/language_figures.py --write docs/guide/languages.md"


def test_length_shares_counts_groups_of_all_words_and_of_common_words_alone() -> None:
    # cat-cot-cog-dog join through the rare "cot"; the common words alone are split in two groups.
    ranks = {"cat": 1, "cog": 1, "dog": 1, "cot": 1}
    frequencies = {"cat": 5.0, "cog": 3.5, "dog": 5.0, "cot": 2.0, "emu": 3.0}
    lexicon = Lexicon(["cat", "cot", "cog", "dog", "emu", "gnu", "zebra"], ranks, frequencies=frequencies)
    (three,) = length_shares(lexicon, [3, 4])
    assert three == LengthShares(3, 6, 4, 4, 2)
    assert (three.share, three.common_share) == (4 / 6, 0.5)


def test_the_table_is_read_back_as_written() -> None:
    exact = LanguageFigures("xx", "exact", 9, (LengthShares(3, 1234, 1000, 10, 0), LengthShares(4, 5, 5, 0, 0)))
    folded = LanguageFigures("xx", "fold", 8, (LengthShares(3, 1200, 1000, 9, 3),))
    table = read_figures_table(figures_table([exact, folded]))
    assert table[3] == {"words (exact)": "1,234", "words (fold)": "1,200", "giant (exact)": "81.0%",
                        "giant (fold)": "83.3%", "common (exact)": "10", "common (fold)": "9",
                        "common giant (exact)": "0.0%", "common giant (fold)": "33.3%"}
    assert table[4]["words (fold)"] == "-" and table[4]["common giant (exact)"] == "-"


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_each_default_accent_rule_follows_the_page_figures(code: str) -> None:
    """The rule: fold where folding raises the common 4-6-letter words' giant group on average (the page's
    per-language table, read here); English's dictionary has no accents and stays exact."""
    page = read_figures_table(page_part(code).splitlines())
    share = {(length, rule): float(page[length][f"common giant ({rule})"].rstrip("%"))
             for length in (4, 5, 6) for rule in ("exact", "fold")}
    gain = sum(share[length, "fold"] - share[length, "exact"] for length in (4, 5, 6)) / 3
    assert DEFAULT_RULES[code] == ("fold" if gain > 0 else "exact"), (code, gain)
    assert DEFAULT_RULES["en"] == "exact"
