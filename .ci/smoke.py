"""Smoke test of an installed wheel: every module imports, every data file ships and loads.

Run from outside the source tree, with the wheel's interpreter, so that what is
tested is what users install: ``python .ci/smoke.py`` (it changes directory itself).
"""

import importlib
import os
import pkgutil
import sys
import tempfile
import warnings

os.chdir(tempfile.gettempdir())
sys.path = [entry for entry in sys.path if os.path.abspath(entry or ".") != os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))]

import ladders  # noqa: E402
from ladders.words.embedded import DATA_FILE, SCOWL_SIZES, default_lexicon  # noqa: E402

root = os.path.dirname(ladders.__file__)
assert "site-packages" in root, f"ladders was imported from {root}, not from the installed wheel"

modules = [info.name for info in pkgutil.walk_packages(ladders.__path__, "ladders.")]
with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)  # the old module paths warn on purpose
    for name in modules:
        importlib.import_module(name)
for name in ladders.__all__:
    getattr(ladders, name)

data = os.path.join(root, "words", "data")
shipped = sorted(os.listdir(data))
assert shipped == ["LDNOOBW-LICENSE.txt", "SCOWL-COPYRIGHT.txt", "WORDFREQ-LICENSE.txt", "WORDNET-LICENSE.txt",
                   "additions-en.txt", "excluded-de.txt", "excluded-es.txt", "excluded-fr.txt", "excluded-it.txt",
                   "excluded-nl.txt", "excluded-pt.txt",
                   "ldnoobw-de.txt", "ldnoobw-en.txt", "ldnoobw-es.txt", "ldnoobw-fr.txt", "ldnoobw-it.txt",
                   "ldnoobw-nl.txt", "ldnoobw-pt.txt", "own-glosses.tsv", "scowl-neighbours.bin", "scowl-words.txt",
                   "shown-words.bin", "vocabulary-en.txt", "wordfreq-en.bin", "wordnet-definitions.bin"], shipped
for notice, says in (("SCOWL-COPYRIGHT.txt", "Kevin Atkinson"), ("WORDNET-LICENSE.txt", "WordNet 3.0 Copyright"),
                     ("WORDFREQ-LICENSE.txt", "CC BY-SA 4.0"), ("LDNOOBW-LICENSE.txt", "Attribution 4.0")):
    with open(os.path.join(data, notice), encoding="utf-8") as handle:
        assert says in handle.read(), f"{notice} does not say {says!r}"
assert os.path.exists(os.path.join(root, "py.typed"))
static = sorted(os.listdir(os.path.join(root, "web", "static")))
assert static == ["archive.js", "challenge.js", "client.js", "dialogs.js", "favicon.svg", "friend.js", "game.css",
                  "game.html", "game.js", "index.html", "practice.js", "result.js", "round.js", "solver.js",
                  "statistics.js", "stats.js", "style.css", "theme.js", "tiles.js"], static
from ladders.play.daily import daily_puzzle  # noqa: E402  (the daily schedule ships in the wheel)
assert daily_puzzle("2026-11-01").number == 1 and daily_puzzle("2036-10-31").number == 3653
sizes = {size: len(default_lexicon(size)) for size in SCOWL_SIZES}
assert all(sizes[a] < sizes[b] for a, b in zip(SCOWL_SIZES, SCOWL_SIZES[1:])), sizes
assert len(default_lexicon(95).words) == sizes[95]  # every length of the data file reads
assert DATA_FILE.startswith(root)
from ladders.words.definitions import define  # noqa: E402
assert default_lexicon().frequency("cat") > 4 and default_lexicon().frequency("qzxv") is None
from ladders import make_ladder, substitution  # noqa: E402  (on the embedded dictionary: the neighbour table)
assert make_ladder("cold", "warm", substitution).steps == 4
assert define("wold")[0].pos == "noun" and define("geese")[0].lemma == "goose" and define("qzxv") == ()
from ladders.words.ends import ShownBitmaps  # noqa: E402  (which words a puzzle may show: bitmaps in the wheel)
from ladders.words.society import is_shown_word  # noqa: E402
assert ShownBitmaps().count == sizes[95] and is_shown_word("cold", end=True) and not is_shown_word("colds", end=True)
from ladders.words.society import OFFENSIVE_LANGUAGES, offensive_list  # noqa: E402  (each language's list ships)
assert all(len(offensive_list(code)) > 40 for code in OFFENSIVE_LANGUAGES)
print(f"smoke: {len(modules)} modules import, {len(ladders.__all__)} public names resolve, "
      f"data files {shipped} load ({sizes[95]:,} words at size 95)")
