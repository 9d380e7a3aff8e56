"""WCAG 2's contrast ratio, computed from the colours the page's style sheets name (shared by the page tests)."""

from __future__ import annotations

import re

__all__ = ["contrast", "luminance", "colours_of", "palette"]


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb`` or ``#rgb`` (WCAG 2: sRGB channels linearised, then weighted)."""
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    channels = [int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(one: str, other: str) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def colours_of(css: str, selector_pattern: str, property_name: str) -> list[str]:
    """The ``#hex`` colours *property_name* takes in the rules whose selector matches *selector_pattern*."""
    found = []
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        if re.search(selector_pattern, selector.strip()):
            found += re.findall(rf"(?:^|[;\s]){re.escape(property_name)}\s*:[^;]*?(#[0-9a-fA-F]{{3,6}})\b", body)
    return found


def palette(css: str) -> dict[str, dict[str, str]]:
    """The custom properties ``--name: light-dark(#light, #dark)`` of *css*, and the high-contrast palette's
    ``--name: #hex`` (``:root[data-theme=contrast]``): ``{"light": {...}, "dark": {...}, "contrast": {...}}``."""
    schemes: dict[str, dict[str, str]] = {"light": {}, "dark": {}, "contrast": {}}
    for name, light, dark in re.findall(r"--([a-z-]+):\s*light-dark\((#[0-9a-fA-F]{6}),\s*(#[0-9a-fA-F]{6})\)", css):
        schemes["light"][name], schemes["dark"][name] = light, dark
    for block in re.findall(r":root\[data-theme=contrast\] \{([^}]*)\}", css):
        schemes["contrast"].update(re.findall(r"--([a-z-]+):\s*(#[0-9a-fA-F]{6})\b", block))
    return schemes
