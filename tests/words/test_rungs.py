"""Rungs are words a player accepts: the embedded dictionary holds no stray letters, plurals of letters or units."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from ladders import default_lexicon, depth_first, make_ladder

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_dictionary.py"


def build_script():
    spec = importlib.util.spec_from_file_location("build_dictionary", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_embedded_word_obeys_the_data_build_rule():
    script = build_script()
    everything = default_lexicon(95)
    refused = [word for word in everything if not script.is_rung(word)]
    assert refused == []
    assert everything.words_of_length(1) == ("a", "i", "o")
    for stray in ("b", "c", "cs", "ms", "kb", "lm", "mph", "ghz"):
        assert stray not in everything and not script.is_rung(stray)
    for word in ("a", "i", "o", "hm", "sh", "nth", "cwm", "by", "gym", "rhythm"):
        assert script.is_rung(word)


def test_a_depth_first_ladder_no_longer_walks_the_alphabet():
    ladder = make_ladder("beer", "wine", strategy=depth_first)
    assert all(len(word) > 1 or word in ("a", "i", "o") for word in ladder.words)
    assert not {"b", "c", "e"} & set(ladder.words)
