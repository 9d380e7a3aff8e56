"""The palettes, light and dark (issue 30): every colour a custom property of style.css, each pair of text and
what is under it at least 4.5:1 and the focus ring and tiles' edges at least 3:1 (WCAG 2's ratio, computed from
the properties); the high-contrast palette for colour-blind players, its text at least 7:1 (WCAG 1.4.6), its
edges at least 3:1, and its letters in place never told apart by red and green; in Chromium, the system's
setting followed, and the Settings dialog's choice overriding it and remembered (in ``test_daily_page.py``).
Set ``LADDERS_SCREENSHOTS=docs/images`` to save ``daily-dark.png`` and ``daily-settings.png``."""

from __future__ import annotations

import colorsys
import re

import pytest

from ladders.web.app import STATIC
from tests.web.contrast import contrast, palette

CSS = {name: (STATIC / name).read_text(encoding="utf-8") for name in ("style.css", "game.css")}
SCHEMES = palette(CSS["style.css"])

TEXT = [("fg", "bg"), ("muted", "bg"), ("faint", "bg"), ("link", "bg"), ("good", "bg"), ("bad", "bg"),
        ("fg", "surface"), ("muted", "surface"), ("link", "surface"), ("on-button", "button"), ("on-button", "hint"),
        ("on-button", "danger"), ("on-button", "bar"), ("on-button", "bar-empty"), ("fg", "place-bg"),
        ("good", "place-bg"), ("fg", "end-bg"), ("fg", "note-bg"), ("fg", "key")]
"""Text and what is under it, by property: 4.5:1 at least (WCAG 1.4.3)."""

EDGES = [("ring", "bg"), ("ring", "surface"), ("tile-line", "bg"), ("tile-line", "surface"), ("place-line", "bg"),
         ("place-line", "place-bg"), ("end-line", "bg"), ("end-line", "end-bg"), ("link", "bg"), ("hint", "bg")]
"""The focus ring, the tiles' and outlined buttons' edges (a hint's tile, too) and what is beside them: 3:1 at least
(WCAG 1.4.11)."""


def test_every_palette_names_the_same_colours() -> None:
    assert SCHEMES["light"].keys() == SCHEMES["dark"].keys() == SCHEMES["contrast"].keys()
    assert len(SCHEMES["light"]) >= 20


@pytest.mark.parametrize(("pair", "least"), [(pair, 7.0) for pair in TEXT] + [(pair, 3.0) for pair in EDGES],
                         ids=lambda value: "-".join(value) if isinstance(value, tuple) else str(value))
def test_high_contrast_text_is_at_least_seven_to_one(pair: tuple[str, str], least: float) -> None:
    colours = SCHEMES["contrast"]
    ratio = contrast(colours[pair[0]], colours[pair[1]])
    assert ratio >= least, f"contrast: --{pair[0]} on --{pair[1]} is {ratio:.2f}:1, under {least}:1"


def hue(colour: str) -> float:
    red, green, blue = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(red, green, blue)[0] * 360


def test_high_contrast_marks_letters_in_place_without_red_or_green() -> None:
    colours = SCHEMES["contrast"]
    for name in ("place-bg", "place-line", "good"):  # orange and blue, never a green (75 to 165 degrees)
        assert not 75 <= hue(colours[name]) <= 165, name
    assert 15 <= hue(colours["place-bg"]) <= 45 and 200 <= hue(colours["place-line"]) <= 240  # orange, blue
    edge = r":root\[data-theme=contrast\] \.tile\.in-place \{ box-shadow: inset 0 0 0 0\.15em var\(--place-line\); \}"
    assert re.search(edge, CSS["game.css"])  # the thick edge: a shape as well as a colour


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize(("pair", "least"), [(pair, 4.5) for pair in TEXT] + [(pair, 3.0) for pair in EDGES],
                         ids=lambda value: "-".join(value) if isinstance(value, tuple) else str(value))
def test_each_pair_is_readable(scheme: str, pair: tuple[str, str], least: float) -> None:
    colours = SCHEMES[scheme]
    ratio = contrast(colours[pair[0]], colours[pair[1]])
    assert ratio >= least, f"{scheme}: --{pair[0]} on --{pair[1]} is {ratio:.2f}:1, under {least}:1"


@pytest.mark.parametrize("sheet", sorted(CSS))
def test_every_colour_comes_from_the_palette(sheet: str) -> None:
    rules = re.sub(r":root(?:\[data-theme=contrast\])? \{ color-scheme: light(?: dark)?;.*?\}", "", CSS[sheet],
                   flags=re.DOTALL)
    colours = re.findall(r"#[0-9a-fA-F]{3,6}\b|\b(?:white|black)\b(?!-)", re.sub(r"/\*.*?\*/", "", rules, flags=re.S))
    assert colours == ["white"] * colours.count("white") and colours.count("white") <= 1, colours  # the picture's
    used = set(re.findall(r"var\(--([a-z-]+)\)", CSS[sheet]))
    assert used <= SCHEMES["light"].keys(), used - SCHEMES["light"].keys()
