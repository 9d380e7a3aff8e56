"""The reviewed additions to the English dictionary (``data/additions-en.txt``): well formed, each with its reason,
none a word SCOWL already lists or an offensive one, and each in the shipped dictionary at its level, but the words
the build leaves out because they would change a scheduled day (``scripts/build_dictionary.py`` says which)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from ladders import default_lexicon
from ladders.words.embedded import SCOWL_SIZES
from ladders.words.society import is_offensive

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"

HELD_BACK = {
    "cafe": "one more first move from cake rates #830 (cake -> vile, a Wednesday) medium, not easy; and the hints of "
            "#1444 (safe -> base) would walk cafe, case, not sake, bake",
}
"""The additions the build leaves out while the scheduled days it names stand, and why (its output says so)."""


def script(name: str):
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(SCRIPTS))  # the build's scripts import each other
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(SCRIPTS))
    return module


@pytest.fixture(scope="module")
def additions() -> dict[str, tuple[int, str]]:
    return script("build_additions").read_additions()


def test_every_addition_is_a_lowercase_word_with_a_level_and_a_reason(additions) -> None:
    assert "app" in additions and "cafe" in additions
    build = script("build_dictionary")
    for word, (level, why) in additions.items():
        assert word.isascii() and word.isalpha() and word.islower() and build.is_rung(word), word
        assert level in SCOWL_SIZES, (word, level)
        assert len(why.split()) >= 5, (word, why)


def test_no_addition_is_offensive(additions) -> None:
    assert not [word for word in additions if is_offensive(word)]


def test_no_addition_is_a_word_scowl_already_lists(additions) -> None:
    build = script("build_dictionary")
    if not (build.SCOWL_DIR / "english-words.10").exists():
        pytest.skip("SCOWL is not installed (apt-get install scowl)")
    assert not set(additions) & set(build.smallest_levels(build.SCOWL_DIR))


def test_each_addition_is_in_the_shipped_dictionary_at_its_level_but_those_held_back(additions) -> None:
    everything = default_lexicon(95)
    missing = {word for word in additions if word not in everything}
    assert missing == set(HELD_BACK), "the build's output says which additions it leaves out, and why"
    for word in set(additions) - missing:
        assert everything.rank(word) // 1000 == additions[word][0], word


@pytest.mark.parametrize("line", ["App\t50\tcapitalised", "app\t50", "app\tfifty\ta reason", "app 50 spaces"])
def test_a_malformed_line_is_refused_naming_it(tmp_path, line: str) -> None:
    path = tmp_path / "additions.txt"
    path.write_text(f"# a comment\n{line}\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"additions.txt:2"):
        script("build_additions").read_additions(path)


def test_the_check_names_each_changed_day_and_the_added_words_near_it() -> None:
    import datetime
    day = {"start": "cake", "end": "vile", "par": 3, "walk": ["cane", "vane", "vile"], "rating": "easy", "ladders": 2,
           "near": []}
    rated = {**day, "rating": "medium", "near": ["cafe"]}
    walked = {**day, "walk": ["cafe", "vafe", "vile"], "near": ["cafe"]}
    more = {**day, "ladders": 3, "near": ["cafe"]}
    too_many = {**day, "ladders": 31, "near": ["cafe"]}
    changes, notes = script("build_additions").changed_days([day] * 5, [day, rated, walked, more, too_many],
                                                            datetime.date(2026, 11, 1), 30)
    assert [(number, near) for number, _, near in changes] == [(2, ["cafe"]), (3, ["cafe"]), (5, ["cafe"])]
    assert "#2 (2026-11-02, cake -> vile): rating easy -> medium" in changes[0][1]
    assert "walk" in changes[1][1] and "31 shortest ladders, over 30" in changes[2][1]
    assert len(notes) == 1 and notes[0].startswith("#4 (2026-11-04, cake -> vile): 2 -> 3 shortest ladders")
