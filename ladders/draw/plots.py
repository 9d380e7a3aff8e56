"""The word graph's shape: how big its groups are and how many neighbours its words have, on log scales.

:func:`draw_graph_stats` takes the :class:`~ladders.study.figures.Figures` of ``graph_stats`` and
returns SVG text: two charts side by side, each a stem per value, both axes
in powers of ten. Words with no neighbours cannot sit on a log scale; the
chart says how many there are instead.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from ..study.figures import Figures
from .svg import document, element, number

__all__ = ["draw_graph_stats"]

_CHART_W, _CHART_H, _LEFT, _BOTTOM, _MARGIN, _GUTTER = 440, 300, 58, 44, 24, 40

_STYLE = (
    "text{fill:#111;font-size:12px}.caption{font-size:14px}.title{font-size:13px;font-weight:bold}"
    ".axis{stroke:#444;stroke-width:1}.grid{stroke:#e3e6ec;stroke-width:1}.tick{fill:#444;font-size:11px}"
    ".stem{stroke:#4a7fc1;stroke-width:1.5}.dot{fill:#1f4e8c}.note{fill:#444;font-size:12px}"
)


def draw_graph_stats(stats: Figures) -> str:
    """SVG of *stats*: group sizes (how many groups of each size) and degrees (how many words per degree)."""
    top = _MARGIN + 30
    width = 2 * _MARGIN + 2 * (_LEFT + _CHART_W) + _GUTTER
    height = top + 24 + _CHART_H + _BOTTOM + 30
    body = [element("text", f"The word graph ({stats.metric}): {stats.words:,} words, {stats.edges:,} moves, "
                            f"{stats.components:,} groups (the largest {stats.largest_component:,} words)",
                    class_="caption", x=_MARGIN, y=_MARGIN + 4)]
    sizes = stats.group_sizes
    body += _chart(sizes, _MARGIN, top, "Group sizes", "words in the group", "groups",
                   note="" if sizes else "no group sizes in these figures")
    degrees = {d: c for d, c in stats.degree_histogram.items() if d > 0}
    isolated = stats.degree_histogram.get(0, 0)
    body += _chart(degrees, _MARGIN + _LEFT + _CHART_W + _GUTTER, top, "Degrees", "neighbours of a word", "words",
                   note=f"{isolated:,} word{'s' * (isolated != 1)} with no neighbour (not on a log scale)")
    return document(width, height, body, title=f"The word graph's group sizes and degrees ({stats.metric})",
                    style=_STYLE)


def _chart(counts: Mapping[int, int], left: float, top: float, title: str, x_label: str, y_label: str,
           note: str = "") -> list[str]:
    """One log-log chart of *counts* (value -> how many), a stem per value, its axes and labels."""
    x0, y0 = left + _LEFT, top + 24 + _CHART_H  # the origin, at 10^0 on both axes
    out = [element("text", title, class_="title", x=x0, y=top + 10)]
    x_top = _decade_above(max(counts, default=1))
    y_top = _decade_above(max(counts.values(), default=1))

    def x_at(value: float) -> float:
        return x0 + _CHART_W * math.log10(value) / x_top

    def y_at(value: float) -> float:
        return y0 - _CHART_H * math.log10(value) / y_top

    for power in range(x_top + 1):
        x = x_at(10 ** power)
        out.append(element("line", class_="grid", x1=x, y1=y0, x2=x, y2=y0 - _CHART_H))
        out.append(element("text", f"{10 ** power:,}", class_="tick", x=x, y=y0 + 16, text_anchor="middle"))
    for power in range(y_top + 1):
        y = y_at(10 ** power)
        out.append(element("line", class_="grid", x1=x0, y1=y, x2=x0 + _CHART_W, y2=y))
        out.append(element("text", f"{10 ** power:,}", class_="tick", x=x0 - 6, y=y + 4, text_anchor="end"))
    out.append(element("path", class_="axis", fill="none",
                       d=f"M{number(x0)},{number(y0 - _CHART_H)}V{number(y0)}H{number(x0 + _CHART_W)}"))
    out.append(element("text", x_label, class_="tick", x=x0 + _CHART_W / 2, y=y0 + 34, text_anchor="middle"))
    out.append(element("text", y_label, class_="tick", x=left + 12, y=y0 - _CHART_H / 2, text_anchor="middle",
                       transform=f"rotate(-90 {number(left + 12)} {number(y0 - _CHART_H / 2)})"))
    for value, many in sorted(counts.items()):
        x, y = x_at(value), y_at(many)
        out.append(element("line", class_="stem", x1=x, y1=y0, x2=x, y2=y))
        out.append(element("circle", [element("title", f"{value:,}: {many:,}")], class_="dot", cx=x, cy=y, r=2.6))
    if note:
        out.append(element("text", note, class_="note", x=x0, y=y0 + 52))
    return out


def _decade_above(value: int) -> int:
    """The smallest power of ten (at least 10^1) at or above *value*.

    >>> _decade_above(1), _decade_above(10), _decade_above(11)
    (1, 1, 2)
    """
    return max(1, math.ceil(math.log10(max(value, 1))))
