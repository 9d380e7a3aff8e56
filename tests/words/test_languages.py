"""Word lists by language (``ladders.lexicon_for``, ``--language CODE``): the system's list of each language, a
known pair solved and checked, and one clear line naming the package when a list is not installed."""

from __future__ import annotations

import os

import pytest

from ladders import default_lexicon, levenshtein, make_ladder
from ladders.cli import main
from ladders.words import languages
from ladders.words.languages import LANGUAGES, Language, LanguageListMissing, lexicon_for
from tests.checks import assert_valid_ladder
from tests.reference import obvious_neighbours, shortest_steps_by

PAIRS = {"fr": ("pain", "vin"), "de": ("brot", "wein"), "es": ("casa", "mesa"), "it": ("pane", "vino"),
         "pt": ("casa", "mesa"), "nl": ("huis", "muis")}
"""A pair per language, each ladder read and checked by hand once (fr pain → vain → vin, de brot → bot → bit →
bin → ein → wein, es casa → masa → mesa, it pane → vane → vano → vino, pt casa → asa → esa → mesa, nl huis →
muis); the test checks every step by the checker and the length by a plain breadth-first search."""


@pytest.mark.parametrize("code", sorted(PAIRS))
def test_a_known_pair_is_solved_in_each_language(code: str) -> None:
    language = LANGUAGES[code]
    if not os.path.exists(str(language.path)):
        pytest.skip(f"the {language.name} word list is not installed here (apt-get install {language.package})")
    words = lexicon_for(code)
    assert lexicon_for(code) is words, "a language's list is read once per process"
    assert words.has_frequencies, "ranked by the language's frequencies"
    start, end = PAIRS[code]
    ladder = make_ladder(start, end, levenshtein, None, lexicon=words)
    assert_valid_ladder(ladder, start, end, levenshtein, words)
    vocabulary, alphabet = frozenset(words.words), words.alphabet
    steps = shortest_steps_by(start, end, lambda word: obvious_neighbours(word, vocabulary, alphabet, "levenshtein"))
    assert ladder.steps == steps


def test_english_is_the_embedded_dictionary_and_an_unknown_code_says_which_there_are() -> None:
    assert lexicon_for("en") is default_lexicon() and lexicon_for("en", size=35) is default_lexicon(35)
    with pytest.raises(ValueError, match="ladders knows de, en, es, fr, it, nl, pt"):
        lexicon_for("xx")


def test_a_list_not_installed_names_its_package_in_one_line(monkeypatch, capsys, tmp_path) -> None:
    missing = Language("de", "German", "wngerman", str(tmp_path / "ngerman"))
    monkeypatch.setitem(LANGUAGES, "de", missing)  # type: ignore[index]
    monkeypatch.setattr(languages, "_loaded", {})
    with pytest.raises(LanguageListMissing, match="apt-get install wngerman"):
        lexicon_for("de")
    assert main(["haus", "maus", "--language", "de"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("ladders: no German word list is installed") and error.count("\n") == 1
    assert "apt-get install wngerman" in error and "--words FILE --language de" in error


def test_frequencies_are_wordfreqs_own_figures() -> None:
    wordfreq = pytest.importorskip("wordfreq", reason="the freq extra is not installed")
    from ladders.words.frequency import language_frequencies
    samples = {"fr": ["été", "fête", "maison", "Maison", "qwzx", "œuvre"], "de": ["straße", "schön", "haus", "über"],
               "nl": ["ruïne", "huis", "fiets"], "es": ["año", "canción", "casa"]}
    for code, words in samples.items():
        found = language_frequencies(words, code)
        assert found == {word: zipf for word in words if (zipf := wordfreq.zipf_frequency(word, code)) > 0}, code
        assert "qwzx" not in found
