"""The graph report as one self-contained HTML page: the figures table, each row's ladders, and four plots.

:func:`report_page` takes a :class:`~ladders.study.report.GraphReport` and
returns the page's text: no script, no external file; the plots are inline
SVG from :mod:`ladders.draw.svg` (diameter, radius and mean distance by
length; degree distributions and group sizes on log scales; distance
distributions as shares of pairs). Deterministic: the same report gives the
same bytes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape

from ..study.report import GraphReport, ReportRow, format_report
from .svg import document, element, number

__all__ = ["report_page", "report_plots"]

_W, _H, _LEFT, _TOP, _BOTTOM, _RIGHT = 390, 280, 60, 34, 46, 150

_COLOURS = ("#1f4e8c", "#c0392b", "#27864a", "#8e44ad", "#d35400", "#16a085", "#7f6000", "#2c3e50", "#b03a7a",
            "#5d6d7e")

_STYLE = (
    "text{fill:#111;font-size:12px}.title{font-size:13px;font-weight:bold}.axis{stroke:#444;stroke-width:1}"
    ".grid{stroke:#e3e6ec;stroke-width:1}.tick{fill:#444;font-size:11px}.line{fill:none;stroke-width:1.6}"
)

_PAGE_STYLE = (
    "body{font-family:system-ui,sans-serif;margin:24px;color:#111;max-width:1240px}"
    "table{border-collapse:collapse;font-size:13px;font-variant-numeric:tabular-nums}"
    "th,td{border-bottom:1px solid #dde;padding:3px 7px;text-align:right}th{background:#f2f4f8}"
    "figure{display:inline-block;margin:8px 8px 8px 0}pre{font-size:12px;white-space:pre-wrap}"
    ".note{color:#444;font-size:13px;max-width:60em}"
)


def report_page(report: GraphReport) -> str:
    """The whole page, as text (UTF-8, no external resources)."""
    rows = "".join(_table_row(row) for row in report.rows)
    head = ("<tr><th>length</th><th>words</th><th>edges</th><th>mean degree</th><th>groups</th><th>giant</th>"
            "<th>share</th><th>diameter</th><th>pairs</th><th>radius</th><th>centre</th><th>mean distance</th>"
            "<th>ecc. exact</th><th>clustering</th><th>random</th><th>sigma</th></tr>")
    plots = "".join(f"<figure>{svg}</figure>" for svg in report_plots(report))
    title = f"The word graph: {report.words:,} words, {report.metric}"
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>{_PAGE_STYLE}</style></head><body>\n"
        f"<h1>{escape(title)}</h1>\n"
        "<p class=\"note\">One row per word length (moves that keep the length), and one across lengths when moves "
        "change it. Words, edges, degrees and groups count the whole graph; the diameter is its longest shortest "
        "ladder; radius, centre, eccentricities, distances and clustering are the giant group's. A mean distance "
        "with ± is estimated from random sources (95% interval). Clustering is beside a random graph with the "
        "same degrees (the configuration model); sigma well above 1 says a small world.</p>\n"
        f"<table>{head}{rows}</table>\n{plots}\n"
        f"<h2>Ladders</h2><pre>{escape(format_report(report, table=False))}</pre>\n</body></html>\n")


def report_plots(report: GraphReport) -> list[str]:
    """The four plots, as SVG texts: by length, degrees, group sizes, distances."""
    by_length = [row for row in report.rows if row.length is not None]
    shown = [row for row in report.rows if row.figures.giant >= 10][:len(_COLOURS)]
    plots = [_chart("Steps by word length", "letters", "steps", _steps_series(by_length), logs=False)]
    plots.append(_chart("Degrees", "neighbours of a word", "words", [
        (_name(row), [(d, c) for d, c in row.figures.degrees.items() if d > 0]) for row in shown], logs=True))
    plots.append(_chart("Group sizes", "words in the group", "groups", [
        (_name(row), list(row.figures.group_sizes.items())) for row in shown], logs=True, lines=False))
    plots.append(_chart("Distances in the giant group", "steps", "share of pairs", [
        (_name(row), [(d, c / max(sum(row.figures.distances.values()), 1))
                      for d, c in row.figures.distances.items()]) for row in shown], logs=False))
    return plots


def _steps_series(by_length: list[ReportRow]) -> list[tuple[str, list[tuple[float, float]]]]:
    """The first plot's series: the diameter, radius and mean distance of each length's row (where known)."""
    return [
        ("diameter", [(row.length or 0, row.figures.diameter) for row in by_length
                      if row.figures.diameter is not None]),
        ("radius", [(row.length or 0, row.figures.radius) for row in by_length if row.figures.radius is not None]),
        ("mean distance", [(row.length or 0, row.figures.mean_distance.value) for row in by_length
                           if row.figures.mean_distance is not None])]


def _name(row: ReportRow) -> str:
    return "across lengths" if row.length is None else f"{row.length} letters"


def _table_row(row: ReportRow) -> str:
    f = row.figures
    mean = "–" if f.mean_distance is None else (
        f"{f.mean_distance.value:.3f}" if f.mean_distance.exact else
        f"{f.mean_distance.value:.2f} ± {(f.mean_distance.high - f.mean_distance.low) / 2:.2f}")
    cells = [row.label, f"{f.words:,}", f"{f.edges:,}", f"{2 * f.edges / f.words if f.words else 0:.2f}",
             f"{f.components:,}", f"{f.giant:,}", f"{f.giant_share:.1%}", str(f.diameter), f"{f.diametral_pairs:,}",
             str(f.radius), f"{len(f.centre):,}", mean, f"{f.eccentricities_exact:.0%}", f"{f.clustering:.3f}",
             "–" if f.random_clustering is None else f"{f.random_clustering:.3g}",
             "–" if f.small_world is None else f"{f.small_world:.3g}"]
    return "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"


def _chart(title: str, x_label: str, y_label: str, series: Sequence[tuple[str, list[tuple[float, float]]]], *,
           logs: bool, lines: bool = True) -> str:
    """One chart: a line per series (dots only unless *lines*), a legend on the right; both axes in powers of ten
    when *logs*."""
    points = [p for _, values in series for p in values if not logs or (p[0] > 0 and p[1] > 0)]
    x0, y0 = _LEFT, _TOP + _H
    width, height = _LEFT + _W + _RIGHT, _TOP + _H + _BOTTOM
    body = [element("text", title, class_="title", x=_LEFT, y=18)]
    if not points:
        body.append(element("text", "nothing to plot", x=_LEFT + 10, y=_TOP + 20))
        return document(width, height, body, title=title, style=_STYLE)
    scale = math.log10 if logs else (lambda value: value)
    xs, ys = [scale(x) for x, _ in points], [scale(y) for _, y in points]
    x_low, x_high = (0.0, float(max(1, math.ceil(max(xs))))) if logs else (min(xs), max(xs))
    y_low, y_high = (0.0, float(max(1, math.ceil(max(ys))))) if logs else (0.0, max(ys))
    x_span, y_span = (x_high - x_low) or 1.0, (y_high - y_low) or 1.0

    def at(x: float, y: float) -> tuple[float, float]:
        return x0 + _W * (scale(x) - x_low) / x_span, y0 - _H * (scale(y) - y_low) / y_span

    body += _axes((x_low, x_high), (y_low, y_high), logs, x_label, y_label)
    for k, (name, values) in enumerate(series):
        body += _series_marks(k, name, values, at, logs=logs, lines=lines)
    return document(width, height, body, title=title, style=_STYLE)


def _axes(xs: tuple[float, float], ys: tuple[float, float], logs: bool, x_label: str, y_label: str) -> list[str]:
    """A chart's grid, ticks, axes and axis labels, for values from ``xs[0]`` to ``xs[1]`` (scaled) across and
    ``ys[0]`` to ``ys[1]`` up."""
    (x_low, x_high), (y_low, y_high) = xs, ys
    x_span, y_span = (x_high - x_low) or 1.0, (y_high - y_low) or 1.0
    x0, y0 = _LEFT, _TOP + _H
    body = []
    for tick in _ticks(x_low, x_high, logs):
        x = x0 + _W * (tick - x_low) / x_span
        body.append(element("line", class_="grid", x1=x, y1=y0, x2=x, y2=y0 - _H))
        body.append(element("text", _label(tick, logs), class_="tick", x=x, y=y0 + 16, text_anchor="middle"))
    for tick in _ticks(y_low, y_high, logs):
        y = y0 - _H * (tick - y_low) / y_span
        body.append(element("line", class_="grid", x1=x0, y1=y, x2=x0 + _W, y2=y))
        body.append(element("text", _label(tick, logs), class_="tick", x=x0 - 6, y=y + 4, text_anchor="end"))
    body.append(element("path", class_="axis", fill="none", d=f"M{x0},{_TOP}V{y0}H{x0 + _W}"))
    body.append(element("text", x_label, class_="tick", x=x0 + _W / 2, y=y0 + 36, text_anchor="middle"))
    body.append(element("text", y_label, class_="tick", x=14, y=y0 - _H / 2, text_anchor="middle",
                        transform=f"rotate(-90 14 {number(y0 - _H / 2)})"))
    return body


def _series_marks(k: int, name: str, values: list[tuple[float, float]],
                  at: Callable[[float, float], tuple[float, float]], *, logs: bool, lines: bool) -> list[str]:
    """The *k*-th series of a chart: its line (when *lines*), a dot per value with a tooltip, its legend entry."""
    x0 = _LEFT
    colour = _COLOURS[k % len(_COLOURS)]
    kept = sorted((x, y) for x, y in values if not logs or (x > 0 and y > 0))
    spots = [at(x, y) for x, y in kept]
    body = []
    if spots and lines:
        body.append(element("path", class_="line", stroke=colour,
                            d="M" + "L".join(f"{number(x)},{number(y)}" for x, y in spots)))
    if spots:
        body += [element("circle", [element("title", f"{name}: {x:g}, {y:.4g}")], cx=sx, cy=sy, r=2.4,
                         fill=colour) for (x, y), (sx, sy) in zip(kept, spots, strict=True)]
    body.append(element("rect", x=x0 + _W + 14, y=_TOP + 16 * k, width=10, height=10, fill=colour))
    body.append(element("text", name, x=x0 + _W + 28, y=_TOP + 16 * k + 9))
    return body


def _ticks(low: float, high: float, logs: bool) -> list[float]:
    """Tick positions (in scaled units): every power of ten on a log axis, else about six round steps."""
    if logs:
        return [float(p) for p in range(int(low), int(high) + 1)]
    step = 10 ** math.floor(math.log10((high - low) or 1)) if high > low else 1.0
    while (high - low) / step > 8:
        step *= 2
    first = math.ceil(low / step) * step
    return [first + k * step for k in range(int((high - first) / step) + 1)]


def _label(tick: float, logs: bool) -> str:
    return f"{10 ** tick:,.0f}" if logs else f"{tick:g}"
