"""The search trees the strategies grew on one pair, side by side.

:func:`draw_search_trees` takes an :class:`~ladders.solve.explain.Explanation`
and returns SVG text: one panel per strategy, each word it expanded a dot
(darker for earlier), joined to the word it was first reached from, in a
column per step from the start (and, for the words a bidirectional search
reached from the end, per step back from the end). The ladder each one
found is drawn over its tree; above each panel, the figures of its run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..search.trace import GOAL_SIDE, SearchTrace
from ..solve.explain import Explanation, StrategyRun
from .svg import document, element, number

__all__ = ["draw_search_trees"]

_PANEL_W, _PANEL_H, _GUTTER, _MARGIN, _HEAD, _FOOT = 300, 420, 28, 24, 92, 96

_STYLE = (
    "text{fill:#111;font-size:12px}.caption{font-size:14px}.name{font-size:15px;font-weight:bold}"
    ".figure{fill:#333}.ladder{fill:#333;font-size:11px}.end{font-size:11px;font-weight:bold}"
    ".tree{fill:none;stroke:#8a94a6;stroke-width:.6}.path{fill:none;stroke:#e8590c;stroke-width:2.5}"
    ".frame{fill:#fafbfc;stroke:#d5dae3}"
)


def draw_search_trees(explanation: Explanation) -> str:
    """SVG of each strategy's search tree on the explanation's pair, side by side."""
    runs = explanation.runs
    width = 2 * _MARGIN + len(runs) * _PANEL_W + (len(runs) - 1) * _GUTTER
    height = _MARGIN + 46 + _HEAD + _PANEL_H + _FOOT
    body = [element("text", f"How each search went from {explanation.start} to {explanation.end} "
                            f"({explanation.metric}): a shortest ladder has {explanation.shortest_steps} steps",
                    class_="caption", x=_MARGIN, y=_MARGIN + 4),
            element("text", "Each dot is a word expanded, darker ones first, joined to the word it was first "
                            "reached from; in orange, the ladder found.", class_="figure", x=_MARGIN, y=_MARGIN + 22),
            element("text", "A column per step from the start (from the end, for the words a bidirectional "
                            "search reached backwards).", class_="figure", x=_MARGIN, y=_MARGIN + 38)]
    for i, run in enumerate(runs):
        left = _MARGIN + i * (_PANEL_W + _GUTTER)
        columns = 1 + max(_reach(run.trace, explanation.shortest_steps))
        body.extend(_panel(run, left, _MARGIN + 46, columns, explanation.shortest_steps))
    return document(width, height, body, title=f"Search trees from {explanation.start} to {explanation.end}",
                    style=_STYLE)


def _reach(trace: SearchTrace, steps: int) -> list[int]:
    """The columns a trace's dots fall in (the goal side's counted back from *steps*)."""
    found = [len(trace.path) - 1] if trace.path else [steps]
    found += [e.depth for e in trace.expansions if e.side != GOAL_SIDE]
    return found


def _panel(run: StrategyRun, left: float, top: float, columns: int, shortest_steps: int) -> list[str]:
    trace = run.trace
    steps = trace.steps
    if steps is None:
        verdict = "found no ladder"
    else:
        verdict = f"a ladder of {steps} step{'s' * (steps != 1)}, " + ("shortest" if run.shortest else "not shortest")
    out = [element("text", run.label, class_="name", x=left, y=top + 18),
           element("text", f"{trace.expanded:,} words expanded", class_="figure", x=left, y=top + 40),
           element("text", f"largest frontier {trace.largest_frontier:,} words", class_="figure", x=left, y=top + 58),
           element("text", verdict, class_="figure", x=left, y=top + 76)]
    area_top = top + _HEAD
    out.append(element("rect", class_="frame", x=left, y=area_top, width=_PANEL_W, height=_PANEL_H))
    spots, order = _place(trace, columns, shortest_steps, left, area_top)
    tree = []
    for key, (parent_key, _) in order.items():
        if parent_key is not None and parent_key in spots:
            (x1, y1), (x2, y2) = spots[parent_key], spots[key]
            tree.append(f"M{number(x1)},{number(y1)}L{number(x2)},{number(y2)}")
    if tree:
        out.append(element("path", class_="tree", d="".join(tree)))
    out.extend(_dots(trace, spots))
    if trace.path:
        out.extend(_found_ladder(trace.path, spots))
        out.extend(_ladder_lines(trace.path, left, area_top + _PANEL_H + 18))
    return out


def _dots(trace: SearchTrace, spots: dict[Any, Any]) -> list[str]:
    """A dot per word expanded, where it was first expanded, lighter the later it was."""
    out = []
    count = max(len(trace.expansions), 1)
    radius = 3.2 if count <= 60 else 2.2 if count <= 600 else 1.4
    first_seen: dict[Any, Any] = {}
    for index, expansion in enumerate(trace.expansions):
        first_seen.setdefault((expansion.side, expansion.state), index)
    for (side, state), index in first_seen.items():
        x, y = spots[(side, state)]
        lightness = 25 + 55 * index / count
        out.append(element("circle", [element("title", f"#{index + 1}: {state}")], cx=x, cy=y, r=radius,
                           fill=f"hsl(212, 70%, {number(lightness)}%)"))
    return out


def _found_ladder(path: tuple[Any, ...], spots: dict[Any, Any]) -> list[str]:
    """The ladder found, drawn along the trees' spine, its two ends named."""
    line = "".join(("M" if i == 0 else "L") + f"{number(x)},{number(y)}"
                   for i, (x, y) in enumerate(spots[("path", i)] for i in range(len(path))))
    out = [element("path", class_="path", d=line)]
    for end, anchor in ((0, "start"), (len(path) - 1, "end")):
        x, y = spots[("path", end)]
        out.append(element("text", str(path[end]), class_="end", x=x + (6 if anchor == "start" else -6),
                           y=y - 7, text_anchor=anchor))
    return out


def _place(trace: SearchTrace, columns: int, shortest_steps: int,
           left: float, top: float) -> tuple[dict[Any, Any], dict[Any, Any]]:
    """Each dot's (x, y) by (side, state), and the tree's links: key -> (parent key, column).

    The ladder found is the trees' spine, along the middle: its words sit in
    the column of their place on it; every other word follows the word it
    was first reached from (a depth-first reading of the trees), so few links cross.
    """
    on_path = {state: ("path", i) for i, state in enumerate(trace.path or ())}

    def alias(side: str, state: object) -> tuple[Any, ...]:
        return on_path.get(state, (side, state))

    links = _links(trace, on_path, alias, shortest_steps)
    order = {key: n for n, key in enumerate(links)}
    rank: dict[Any, Any] = {}

    def rank_of(key: tuple[Any, ...]) -> tuple[Any, ...]:  # a depth-first reading of the trees, spine first
        if key not in rank:
            parent = links[key][0]
            mine = order[key]
            base = rank_of(parent) if parent in links else ((1,) if key[0] == GOAL_SIDE else (0,))
            rank[key] = base + (mine,)
        found: tuple[Any, ...] = rank[key]
        return found

    by_column: dict[Any, Any] = {}
    for key, (_, column) in links.items():
        by_column.setdefault(column, []).append(key)
    spots = {}
    step = (_PANEL_W - 40) / max(columns - 1, 1)
    for column, keys in by_column.items():
        spine = [key for key in keys if key[0] == "path"]
        others = sorted((key for key in keys if key[0] != "path"), key=rank_of)
        spots.update(_column_spots(left + 20 + column * step, top, spine, others))
    for expansion in trace.expansions:
        spots[(expansion.side, expansion.state)] = spots[alias(expansion.side, expansion.state)]
    return spots, links


def _links(trace: SearchTrace, on_path: dict[Any, tuple[str, int]], alias: Callable[[str, object], tuple[Any, ...]],
           shortest_steps: int) -> dict[Any, Any]:
    """The trees' links, key -> (parent key, column): the ladder's words first, then each word as first reached."""
    links: dict[Any, Any] = {key: (("path", key[1] - 1) if key[1] else None, key[1]) for key in on_path.values()}
    for expansion in trace.expansions:
        key = alias(expansion.side, expansion.state)
        if key in links:
            continue
        parent = None if expansion.parent is None else alias(expansion.side, expansion.parent)
        column = shortest_steps - expansion.depth if expansion.side == GOAL_SIDE else expansion.depth
        links[key] = (parent, column)
    return links


def _column_spots(x: float, top: float, spine: list[Any], others: list[Any]) -> dict[Any, tuple[float, float]]:
    """The dots of one column at *x*: spread down the panel, or, where the ladder (*spine*) passes, the ladder's
    word in the middle and the *others* (in order) halved above and below it."""
    spots = {}
    if not spine:
        for i, key in enumerate(others):
            spots[key] = (x, top + _PANEL_H * (i + 0.5) / len(others))
        return spots
    middle = top + _PANEL_H / 2
    spots[spine[0]] = (x, middle)  # the ladder runs along the middle, its tree's halves above and below
    above, below = others[:len(others) // 2], others[len(others) // 2:]
    for i, key in enumerate(above):
        spots[key] = (x, top + (middle - top - 8) * (i + 0.5) / len(above))
    for i, key in enumerate(below):
        spots[key] = (x, middle + 8 + (top + _PANEL_H - middle - 8) * (i + 0.5) / len(below))
    return spots


def _ladder_lines(path: tuple[Any, ...], left: float, top: float) -> list[str]:
    """The ladder under its panel, a few words a line."""
    words = [str(w) for w in path]
    lines, line = [], ""
    for word in words:
        piece = word if not line else f"{line} → {word}"
        if len(piece) > 44 and line:
            lines.append(line + " →")
            line = word
        else:
            line = piece
    lines.append(line)
    return [element("text", text, class_="ladder", x=left, y=top + 15 * i) for i, text in enumerate(lines[:5])]
