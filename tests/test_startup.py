"""Start-up: solving a pair from the command line imports only what it uses.

Later features must not slow ``ladders beer wine`` unnoticed: these tests run the command in a fresh
interpreter and look at ``sys.modules`` afterwards. How long start-up takes is measured in the
benchmarks (benchmarks/cold_start.py), not here.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PROBE = """
import json, sys
from ladders.cli import main
try:
    main({argv!r})
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)))
"""

# Never needed to solve a pair: the graph extra's libraries, a web framework, and the subpackages that
# draw pictures, build or study the whole word graph, or serve pages.
NEVER = ("numpy", "scipy", "networkx", "starlette", "fastapi", "flask", "aiohttp", "uvicorn",
         "ladders.draw", "ladders.graph", "ladders.study", "ladders.web")

# Used only on other paths: suggestions for an unknown word, the stream of every ladder, the ladder
# checker, definitions, counting shortest ladders, and a mistyped command's hint.
NOT_FOR_A_PLAIN_PAIR = ("ladders.moves.near", "ladders.solve.streams", "ladders.solve.check",
                        "ladders.words.definitions", "ladders.solve.shortest", "difflib")


def modules_after(argv: list[str]) -> list[str]:
    """The modules loaded once ``ladders`` has run *argv* in a fresh interpreter (its output discarded)."""
    shown = subprocess.run([sys.executable, "-c", PROBE.format(argv=argv)], capture_output=True, text=True,
                           check=True).stdout
    return json.loads(shown.strip().splitlines()[-1])


def loaded(modules: list[str], names: tuple[str, ...]) -> list[str]:
    """The modules of *modules* that are one of *names* or inside one of them."""
    return [m for m in modules if any(m == name or m.startswith(name + ".") for name in names)]


@pytest.mark.parametrize("argv", [["beer", "wine"], ["solve", "cold", "warm", "--metric", "substitution"],
                                  ["beer", "wine", "--cost", "weakest_rung"]])
def test_solving_a_pair_imports_no_graph_drawing_or_web_code(argv):
    assert loaded(modules_after(argv), NEVER) == []


def test_the_plain_pair_imports_nothing_it_does_not_use():
    modules = modules_after(["beer", "wine"])
    assert "ladders.solve.answer" in modules  # the probe did solve
    assert loaded(modules, NOT_FOR_A_PLAIN_PAIR) == []
    # argparse imports shutil (and bz2, lzma...) to learn the terminal's width unless told it: the solve
    # command's formatter tells it
    assert loaded(modules, ("shutil", "bz2", "lzma")) == []
    # the records on this path are hand-written (ladders._records): dataclasses and inspect cost ~6 ms
    assert loaded(modules, ("dataclasses", "inspect")) == []


def test_an_unknown_word_still_gets_its_suggestions():
    modules = modules_after(["beer", "wnie"])
    assert "ladders.moves.near" in modules


def test_a_subpackage_loads_only_the_module_a_name_lives_in():
    probe = ("import sys\nfrom ladders.search import bidirectional\nfrom ladders.words import Lexicon\n"
             "from ladders.moves import levenshtein\n"
             "print(' '.join(sorted(m for m in sys.modules if m.startswith('ladders.'))))")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split()
    assert loaded(shown, ("ladders.search.dag", "ladders.search.depth", "ladders.search.named",
                          "ladders.words.embedded", "ladders.words.ranks", "ladders.moves.near",
                          "ladders.moves.memo")) == []
