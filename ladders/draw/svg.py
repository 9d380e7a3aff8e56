"""A small SVG writer: elements as text, numbers and escapes written one fixed way.

Every picture is built from :func:`element` and :func:`document`; attribute
order is the order given and numbers go through :func:`number`, so the same
picture is the same bytes on every run (no hash order, no float noise).
Text is measured by :func:`text_width` for a monospace font, the one the
pictures use, so boxes fit their words without a renderer.
"""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape

__all__ = ["element", "document", "number", "text_width", "FONT", "CHAR_WIDTH"]

FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"
"""The pictures' font family: monospace, so a word's width is known from its length."""

CHAR_WIDTH = 0.62
"""A monospace character's advance, as a fraction of the font size (a little over the usual 0.6)."""

_ATTRIBUTE = {'"': "&quot;", "\n": "&#10;"}


def number(value: float) -> str:
    """*value* with at most one decimal, no trailing zero, no "-0".

    >>> number(3.0), number(2.25), number(-0.01), number(1e6 / 3)
    ('3', '2.2', '0', '333333.3')
    """
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def element(name: str, content: str | Iterable[str] | None = None, /, **attributes: object) -> str:
    """One element: ``element("rect", x=1, class_="box")`` gives ``<rect x="1" class="box"/>``.

    Attribute names lose a trailing ``_`` and turn ``_`` into ``-``
    (``font_size`` is ``font-size``); None values are left out; numbers go
    through :func:`number`. A string *content* is escaped; an iterable of
    strings is taken as elements already written.

    >>> element("text", "a < b", x=2.0, font_size=12)
    '<text x="2" font-size="12">a &lt; b</text>'
    >>> element("g", [element("title", "hi")], class_="node")
    '<g class="node"><title>hi</title></g>'
    """
    parts = [name]
    for key, value in attributes.items():
        if value is None:
            continue
        key = key.rstrip("_").replace("_", "-")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = number(value)
        parts.append(f'{key}="{escape(str(value), _ATTRIBUTE)}"')
    opening = " ".join(parts)
    if content is None:
        return f"<{opening}/>"
    body = escape(content) if isinstance(content, str) else "".join(content)
    return f"<{opening}>{body}</{name}>"


def document(width: float, height: float, body: Iterable[str], *, title: str, style: str = "") -> str:
    """A whole SVG file: *title* for readers and screen readers, *style* as a CSS block, then *body*."""
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width)}" height="{number(height)}" '
            f'viewBox="0 0 {number(width)} {number(height)}" role="img" font-family="{escape(FONT, _ATTRIBUTE)}">')
    lines = [head, element("title", title)]
    if style:
        lines.append(element("style", style))
    lines.extend(body)
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def text_width(text: str, size: float) -> float:
    """How wide *text* is in the pictures' monospace font at *size* pixels.

    >>> text_width("beer", 10)
    24.8
    """
    return round(len(text) * size * CHAR_WIDTH, 1)
