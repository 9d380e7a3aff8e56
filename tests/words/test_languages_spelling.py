"""Spelling as the player sees it: a language's list keeps the capitals it gives a word (German *Haus*), accents
folded or not, and a ladder shows them.

The small lists are written here; one test reads Debian's German list (skipped, naming the package, where it is
not installed).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ladders import levenshtein, load_lexicon
from ladders.solve.answer import answer
from ladders.words.languages import LANGUAGES, lexicon_for

pytest.importorskip("wordfreq", reason="a language's list is ranked with wordfreq (the freq extra)")


def _list(tmp_path: Path, *entries: str) -> Path:
    path = tmp_path / "words.txt"
    path.write_text("".join(f"{entry}\n" for entry in entries), encoding="utf-8")
    return path


@pytest.mark.parametrize("accents", ["fold", "exact"])
def test_a_word_the_list_writes_with_a_capital_is_shown_with_it(tmp_path: Path, accents: str) -> None:
    words = load_lexicon(_list(tmp_path, "Haus", "Maus", "Bär", "Straße", "kalt"), language="de", accents=accents)
    assert "haus" in words and "Haus" in words and "HAUS" in words, "kept and found as every word is, in lowercase"
    shown = {word: words.spelling(word) for word in words.words}
    assert set(shown.values()) == {"Haus", "Maus", "Bär", "Straße", "kalt"}
    assert str(answer("Haus", "Maus", levenshtein, lexicon=words).ladder) == "Haus → Maus"


def test_a_word_written_both_ways_shows_in_lowercase_first_then_the_fewest_capitals(tmp_path: Path) -> None:
    words = load_lexicon(_list(tmp_path, "VAN", "van", "LaTeX", "Latex", "dag"), language="nl")
    assert words.spellings("van") == ("van", "VAN")
    assert words.spellings("latex") == ("Latex", "LaTeX")
    assert words.spelling("dag") == "dag"
    portuguese = load_lexicon(_list(tmp_path, "SOS", "sós", "som"), language="pt", accents="fold")
    assert portuguese.spellings("sos") == ("sós", "SOS"), "a word in capitals is never the one shown first"


def test_a_list_of_no_language_is_read_as_before(tmp_path: Path) -> None:
    words = load_lexicon(_list(tmp_path, "Haus", "Maus"))
    assert words.spelling("haus") == "haus"


def test_ladders_haus_maus_prints_the_german_capitals(capsys: pytest.CaptureFixture[str]) -> None:
    from ladders.cli import main
    if not os.path.exists(str(LANGUAGES["de"].path)):
        pytest.skip("the German word list is not installed here (apt-get install wngerman)")
    assert lexicon_for("de").spelling("haus") == "Haus"
    assert main(["Haus", "Maus", "--language", "de"]) == 0
    assert capsys.readouterr().out.strip() == "Haus → Maus"
