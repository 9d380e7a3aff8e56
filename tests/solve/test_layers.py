"""Distances from one word: layers agree with a reference search, arrive lazily, and stream on the CLI."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import METRICS, DistanceMetric, UnknownWordError, make_lexicon, substitution
from ladders.cli import main
from ladders.solve.layers import distance_layers
from tests.reference import distances_from


@settings(max_examples=40, deadline=None)
@given(words=st.lists(st.text(alphabet="abc", min_size=1, max_size=4), min_size=1, max_size=30),
       kind=st.sampled_from(sorted(METRICS)), pick=st.integers(0, 1000))
def test_layers_agree_with_reference_bfs(words, kind, pick):
    lexicon = make_lexicon(words)
    origin = lexicon.words[pick % len(lexicon)]
    layers = list(distance_layers(origin, METRICS[kind], lexicon=lexicon))
    assert [steps for steps, _ in layers] == list(range(len(layers)))
    assert all(list(words) == sorted(words) and words for _, words in layers)
    found = {word: steps for steps, words in layers for word in words}
    assert found == distances_from(origin, lexicon, kind)


def test_layers_are_lazy():
    asked = []

    def counting(word, lexicon):
        asked.append(word)
        return substitution.neighbours(word, lexicon)

    metric = DistanceMetric("counting", counting, substitution.distance)
    lexicon = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    stream = distance_layers("cold", metric, lexicon=lexicon)
    assert next(stream) == (0, ("cold",)) and asked == []
    assert next(stream) == (1, ("cord",)) and asked == ["cold"]


def test_max_depth_and_errors():
    lexicon = make_lexicon(["cold", "cord", "card"])
    assert [s for s, _ in distance_layers("cold", substitution, 1, lexicon=lexicon)] == [0, 1]
    with pytest.raises(UnknownWordError):
        distance_layers("colt", substitution, lexicon=lexicon)
    with pytest.raises(ValueError, match="max_depth"):
        distance_layers("cold", substitution, -1, lexicon=lexicon)


def test_from_command(capsys):
    assert main(["from", "cold", "--metric", "substitution", "--max-depth", "1", "--size", "35"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "0\tcold" and all(line.startswith("1\t") for line in lines[1:]) and "1\tcord" in lines
    assert main(["from", "cold", "--metric", "substitution", "--max-depth", "1", "--size", "35", "--json"]) == 0
    layers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [layer["steps"] for layer in layers] == [0, 1] and "cord" in layers[1]["words"]
