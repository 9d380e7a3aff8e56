"""Pictures: the SVG parses, holds exactly the words and moves of every shortest ladder, and is the same every run."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import pairwise

import pytest

from ladders import Ladder, Lexicon, default_lexicon, levenshtein, make_lexicon, substitution
from ladders.draw.ladders import draw_ladder_graph, shortest_ladders_picture
from ladders.solve.shortest import shortest_ladder_graph
from tests.checks import assert_valid_ladder
from tests.conftest import SGB_WORDS
from tests.reference import distances_from, obvious_neighbours

SVG = "{http://www.w3.org/2000/svg}"


def parse(picture: str) -> ET.Element:
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG}svg"
    return root


def boxes(root: ET.Element) -> dict[str, str]:
    """Each word drawn -> its box's classes."""
    found = {}
    for group in root.iter(f"{SVG}g"):
        rect, text = group.find(f"{SVG}rect"), group.find(f"{SVG}text")
        if rect is not None and "box" in rect.get("class", "").split():
            assert text.text not in found, f"{text.text!r} has two boxes"
            found[text.text] = rect.get("class")
    return found


def edges(root: ET.Element) -> dict[tuple[str, str], str]:
    """Each move drawn (a, b) -> its classes."""
    found = {}
    for path in root.iter(f"{SVG}path"):
        if "edge" in path.get("class", "").split():
            a, b = path.find(f"{SVG}title").text.split(" → ")
            assert (a, b) not in found, f"{a} -> {b} is drawn twice"
            found[a, b] = path.get("class")
    return found


def reference_graph(start: str, end: str, words: list[str], kind: str) -> tuple[int, set, set]:
    """(steps, words, moves) of every shortest ladder, by plain breadth-first search from both ends."""
    ahead, behind = distances_from(start, words, kind), distances_from(end, words, kind)
    steps = ahead[end]
    on = {w for w in ahead if w in behind and ahead[w] + behind[w] == steps}
    vocabulary = frozenset(words)
    alphabet = "".join(sorted(set("".join(vocabulary))))
    moves = {(a, b) for a in on for b in obvious_neighbours(a, vocabulary, alphabet, kind)
             if b in on and ahead[b] == ahead[a] + 1}
    return steps, on, moves


def highlighted_ladder(root: ET.Element, start: str) -> tuple[str, ...]:
    lit = [pair for pair, classes in edges(root).items() if "on" in classes.split()]
    chain, after = [start], dict(lit)
    assert len(after) == len(lit), "the highlighted edges branch"
    while chain[-1] in after:
        chain.append(after[chain[-1]])
    assert len(chain) == len(lit) + 1, "the highlighted edges are not one ladder from the start"
    return tuple(chain)


@pytest.fixture(scope="module")
def short_words() -> list[str]:
    lexicon = default_lexicon(35)
    return [w for n in (3, 4, 5) for w in lexicon.words_of_length(n)]


@pytest.mark.parametrize("start, end", [("beer", "wine"), ("cold", "warm"), ("head", "tail")])
def test_one_box_per_word_and_one_edge_per_move(short_words, start, end):
    lexicon = make_lexicon(short_words)
    root = parse(shortest_ladders_picture(start, end, levenshtein, lexicon=lexicon))
    steps, words, moves = reference_graph(start, end, short_words, "levenshtein")
    assert set(boxes(root)) == words
    assert set(edges(root)) == moves
    ladder = highlighted_ladder(root, start)
    assert_valid_ladder(Ladder(ladder, "levenshtein"), start, end, levenshtein, lexicon)
    assert len(ladder) - 1 == steps
    assert {w for w, classes in boxes(root).items() if "on" in classes.split()} == set(ladder)


def test_every_word_of_every_shortest_chaos_order_ladder_is_drawn(sgb_lexicon):
    root = parse(shortest_ladders_picture("chaos", "order", substitution, lexicon=sgb_lexicon))
    steps, words, moves = reference_graph("chaos", "order", sgb_lexicon.words, "substitution")
    assert set(boxes(root)) == words
    assert set(edges(root)) == moves
    ladders = list(shortest_ladder_graph("chaos", "order", substitution, lexicon=sgb_lexicon).paths())
    assert {w for ladder in ladders for w in ladder} == words
    caption = " ".join(t.text for t in root.iter(f"{SVG}text") if t.get("class") == "caption")
    assert f"{len(ladders)} shortest ladders of {steps} steps" in caption
    ladder = highlighted_ladder(root, "chaos")
    assert ladder in ladders
    assert_valid_ladder(Ladder(ladder, "substitution"), "chaos", "order", substitution, sgb_lexicon)


def test_the_highlighted_ladder_is_the_commonest_by_its_rarest_word(short_words):
    lexicon = default_lexicon(35)
    root = parse(shortest_ladders_picture("beer", "wine", levenshtein, lexicon=make_lexicon(short_words)))
    shown = highlighted_ladder(root, "beer")
    graph = shortest_ladder_graph("beer", "wine", levenshtein, lexicon=lexicon)
    def rarest(ladder): return max(lexicon.rank(w) or 100 for w in ladder[1:])
    assert rarest(shown) == min(rarest(ladder) for ladder in graph.paths())


def test_a_large_graph_keeps_whole_ladders_and_says_what_it_left_out(short_words):
    lexicon = default_lexicon(35)
    graph = shortest_ladder_graph("beer", "wine", levenshtein, lexicon=make_lexicon(short_words))
    everything = {w for ladder in graph.paths() for w in ladder}
    limit = max(len(everything) // 3, graph.steps + 2)  # a ladder is always drawn whole, however small the limit
    root = parse(draw_ladder_graph(graph, lexicon, max_words=limit))
    drawn, moves = set(boxes(root)), set(edges(root))
    assert len(drawn) <= limit and drawn < everything
    for word in drawn:  # every word drawn lies on a ladder drawn whole
        assert any(word in ladder and set(ladder) <= drawn for ladder in graph.paths()), word
    assert moves == {(a, b) for ladder in graph.paths() for a, b in pairwise(ladder)
                     if a in drawn and b in drawn}
    notes = " ".join(t.text for t in root.iter(f"{SVG}text") if t.get("class") == "note")
    assert f"({len(everything) - len(drawn):,} left out)" in notes
    whole = sum(1 for ladder in graph.paths() if set(ladder) <= drawn)
    assert f"{whole:,} of {graph.count():,} ladders" in notes


def test_definitions_are_tooltips_and_missing_ones_say_so():
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    meanings = {"cold": "of a low temperature"}
    picture = shortest_ladders_picture("cold", "warm", lexicon=words, define=meanings.get)
    tips = {t.text.split(":")[0]: t.text for g in parse(picture).iter(f"{SVG}g") for t in g.findall(f"{SVG}title")}
    assert tips["cold"].startswith("cold: of a low temperature")
    assert all(tip.startswith(f"{w}: no definition") for w, tip in tips.items() if w != "cold")


def test_a_highlight_that_is_not_a_shortest_ladder_is_refused():
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    graph = shortest_ladder_graph("cold", "warm", lexicon=words)
    with pytest.raises(ValueError, match="not one of the shortest ladders"):
        draw_ladder_graph(graph, Lexicon(words), highlight=["cold", "cord", "card", "warm"])


DRAW_AND_EXPLAIN = """
import sys
from ladders.cli import main
main(sys.argv[1:])
"""


@pytest.mark.parametrize("args", [
    ["draw", "beer", "wine"],
    ["draw", "chaos", "order", "--metric", "substitution", "--words", str(SGB_WORDS)],
    ["stats", "--size", "10", "--plot", "-"],
])
def test_pictures_are_the_same_bytes_whatever_the_hash_seed(args):
    if "--words" in args and not SGB_WORDS.exists():
        pytest.skip(f"Knuth's SGB word list is not here ({SGB_WORDS})")
    outputs = set()
    for seed in ("0", "1", "4242"):
        done = subprocess.run([sys.executable, "-c", DRAW_AND_EXPLAIN, *args], capture_output=True,
                              env=dict(os.environ, PYTHONHASHSEED=seed), check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert b"<svg" in outputs.pop()


def test_solving_imports_no_drawing_and_no_tracing():
    program = ("import sys\nfrom ladders.cli import main\nmain(['beer', 'wine'])\n"
               "print(sorted(m for m in sys.modules if m.startswith(('ladders.draw', 'ladders.search.trace', "
               "'ladders.solve.explain'))))")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "[]"
