"""The answer never shows a bare offensive word between its ends (issue 43, item 2): when every shortest ladder
needs one, the shortest ladder that needs none; when none is found, the word masked (*ch••r*), and the command line
says why. Checked against plain searches that leave every offensive word out."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from ladders import default_lexicon, levenshtein, make_ladder, shortest_ladders, substitution
from ladders.cli import main
from ladders.errors import NoLadderError
from ladders.solve.answer import answer
from ladders.words.languages import LANGUAGES, lexicon_for
from ladders.words.lexicon import Lexicon
from ladders.words.society import is_offensive, masked, offensive_words
from tests.checks import assert_valid_ladder

FRENCH = ["chat", "char", "cher", "chier", "chie", "chien"]
"""Every ladder from chat to chien passes through a form of chier, as in Debian's French list."""


def _french() -> Lexicon:
    return Lexicon.of_folded(FRENCH, frequencies=dict.fromkeys(FRENCH, 5.0), language="fr")


def test_when_every_ladder_needs_an_offensive_word_it_is_shown_masked() -> None:
    words = _french()
    found = answer("chat", "chien", lexicon=words)
    assert found.ladder is not None and found.offensive == "masked"
    assert_valid_ladder(found.ladder, "chat", "chien", levenshtein, words)
    hidden = [word for word in found.ladder.words[1:-1] if is_offensive(word, words)]
    assert hidden and all(masked(word) in found.ladder.shown and word not in found.ladder.shown for word in hidden)
    assert str(found.ladder) == "chat → char → cher → ch••r → chien"
    assert found.as_json()["offensive"] == "masked" and "ch••r" in found.as_json()["spelled"]


def test_a_typed_end_is_never_masked() -> None:
    found = answer("chier", "chat", lexicon=_french())
    assert found.ladder is not None and found.ladder.shown[0] == "chier" and found.offensive is None


def test_when_every_shortest_ladder_needs_one_the_shortest_that_needs_none_is_shown() -> None:
    words = Lexicon(["hit", "tit", "tat", "hot", "tot"], {"hit": 1, "tit": 1, "tat": 1, "hot": 2, "tot": 2})
    found = answer("hit", "tat", substitution, lexicon=words)
    assert found.ladder is not None and found.offensive == "longer" and found.shortest_count == 1
    assert found.ladder.words == ("hit", "hot", "tot", "tat")
    assert found.ladder.steps == make_ladder("hit", "tat", substitution, lexicon=words, avoid=["tit"]).steps


def test_the_command_line_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    listed = tmp_path / "words.txt"
    listed.write_text("hit\ntit\ntat\nhot\ntot\n", encoding="utf-8")
    assert main(["hit", "tat", "--metric", "substitution", "--words", str(listed)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "hit → hot → tot → tat",
        "(every shortest ladder from hit to tat passes through an offensive word: this one, 3 steps, needs none)"]


@pytest.mark.parametrize("seed", range(3))
def test_no_answer_shows_a_bare_offensive_word_between_its_ends(seed: int) -> None:
    """Pairs drawn beside the offensive words of four letters: the first ladder has no bare offensive rung; it is
    longer only when every shortest ladder needs one, and then as short as a search leaving them all out finds."""
    words = default_lexicon()
    rude = sorted(word for word in offensive_words() if len(word) == 4 and word in words and is_offensive(word))
    draw = random.Random(seed)
    for _ in range(12):
        near = draw.choice(rude)
        ends = [word for word in words.words_of_length(4) if sum(a != b for a, b in zip(word, near, strict=True)) == 1
                and not is_offensive(word)]
        if len(ends) < 2:
            continue
        start, end = draw.sample(ends, 2)
        found = answer(start, end, substitution, lexicon=words)
        assert found.ladder is not None
        bare = [word for word, shown in zip(found.ladder.words[1:-1], found.ladder.shown[1:-1], strict=True)
                if is_offensive(word) and shown == word]
        assert not bare, (start, end, str(found.ladder))
        every = [ladder.words[1:-1] for ladder in shortest_ladders(start, end, substitution, lexicon=words)]
        needed = all(any(is_offensive(word) for word in rungs) for rungs in every)
        assert (found.offensive is not None) == needed, (start, end, found.offensive)
        if found.offensive == "longer":
            avoid = [word for word in words.words_of_length(4) if is_offensive(word) and word not in (start, end)]
            assert found.ladder.steps == make_ladder(start, end, substitution, None, lexicon=words,
                                                     avoid=avoid).steps


def test_ladders_chat_chien_in_french_shows_no_form_of_chier_and_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    if not os.path.exists(str(LANGUAGES["fr"].path)):
        pytest.skip("the French word list is not installed here (apt-get install wfrench)")
    pytest.importorskip("wordfreq", reason="a language's list is ranked with wordfreq (the freq extra)")
    words = lexicon_for("fr")
    assert main(["chat", "chien", "--language", "fr"]) == 0
    ladder, why = capsys.readouterr().out.splitlines()
    shown = ladder.split(" → ")
    assert shown[0] == "chat" and shown[-1] == "chien"
    assert not any(word in words and is_offensive(word, words) for word in shown), ladder
    assert any("•" in word for word in shown) and "without an offensive word" in why
    avoid = [word for length in words.lengths for word in words.words_of_length(length)
             if word not in ("chat", "chien") and is_offensive(word, words)]
    with pytest.raises(NoLadderError):  # the command's claim, checked: no ladder of any length leaves them all out
        make_ladder("chat", "chien", levenshtein, None, lexicon=words, avoid=avoid)
