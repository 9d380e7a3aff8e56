"""The freq extra: a word list in another language ranked by wordfreq at load time, and one clear error without it."""

from __future__ import annotations

import sys

import pytest

from ladders.cli import main
from ladders.errors import FrequencyError
from ladders.words import load_lexicon
from ladders.words.frequency import zipf_rank

FRENCH = ["chat", "char", "cher", "chez", "chef", "clef", "bien", "rien", "lien", "mien"]


@pytest.fixture
def french_file(tmp_path):
    path = tmp_path / "mots.txt"
    path.write_text("\n".join(FRENCH) + "\n", encoding="utf-8")
    return path


def test_without_wordfreq_the_language_option_says_how_to_get_it(french_file, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "wordfreq", None)  # import wordfreq now fails, as when the extra is missing
    with pytest.raises(FrequencyError, match=r"pip install 'ladders\[freq\]'") as caught:
        load_lexicon(french_file, language="fr")
    assert caught.value.language == "fr"
    assert main(["chat", "cher", "--words", str(french_file), "--language", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ladders[freq]" in err
    assert load_lexicon(french_file).frequency("chat") is None  # without a language, no frequencies needed


def test_with_wordfreq_a_french_list_is_ranked_by_french_frequencies(french_file, capsys):
    wordfreq = pytest.importorskip("wordfreq", reason="the freq extra (wordfreq) is not installed")
    lexicon = load_lexicon(french_file, language="fr")
    for word in FRENCH:
        zipf = wordfreq.zipf_frequency(word, "fr")
        assert lexicon.frequency(word) == (zipf or None)
        assert lexicon.rank(word) == zipf_rank(round(zipf * 100))
    assert lexicon.rank("bien") < lexicon.rank("mien")  # bien is far commoner in French
    assert main(["chat", "cher", "--words", str(french_file), "--language", "fr", "--metric", "substitution"]) == 0
    assert capsys.readouterr().out.split()[0] == "chat"


def test_an_unknown_language_is_one_clear_error(french_file, capsys):
    pytest.importorskip("wordfreq", reason="the freq extra (wordfreq) is not installed")
    with pytest.raises(FrequencyError, match="no word frequencies for language 'xx'"):
        load_lexicon(french_file, language="xx")
    assert main(["chat", "cher", "--words", str(french_file), "--language", "xx"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
