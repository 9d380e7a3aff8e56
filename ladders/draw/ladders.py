"""Every shortest ladder between two words as one picture: the layered graph, a column per step.

:func:`draw_ladder_graph` takes the graph of every shortest ladder (a
:class:`~ladders.search.dag.PathDag`) and the word list, and returns SVG
text: each word a box shaded by how common it is (darker is commoner),
with its definition as a tooltip where ``define`` knows one, each move an
edge, one ladder highlighted, and a caption with the number of ladders.
Within a column, words are ordered by the mean place of their neighbours in
the next and previous columns, a few sweeps each way, keeping the order
with the fewest crossing edges.

A graph of more than ``max_words`` words is cut down to the words of its
commonest ladders (lowest total rank), whole ladders only, and the caption
says how many words and ladders were left out.

:func:`shortest_ladders_picture` does it all from two words.

Longer than most: the layout (the commonest ladders kept, each column ordered to cut crossings) and the SVG
writer read the same layered graph and the same order of words; the writer (:func:`_render`) is the part that
would split next, into a module of its own.
"""

from __future__ import annotations

from typing import Any

import math
from bisect import bisect_right, insort
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from ..moves.metrics import DistanceMetric, levenshtein
from ..search.dag import PathDag
from ..solve.api import make_ladder
from ..solve.costs import weakest_rung, word_rarity
from ..solve.query import LexiconLike, resolve_lexicon
from ..solve.shortest import shortest_ladder_graph
from ..words.lexicon import Lexicon
from .svg import document, element, number, text_width

__all__ = ["Mask", "draw_ladder_graph", "shortest_ladders_picture", "LadderLayout", "lay_out", "MAX_WORDS"]

MAX_WORDS = 300
"""Past this many words a picture keeps only its commonest ladders' words."""

Define = Callable[[str], "str | None"]

Mask = Callable[[str], bool]
"""Whether a word is to be hidden (drawn as bullets) in a picture."""

_FONT, _BOX_H, _ROW, _GAP, _PAD, _MARGIN = 13, 22, 30, 56, 8, 24


@dataclass(frozen=True, slots=True)
class LadderLayout:
    """Where each word goes: ``columns[k]`` lists the words *k* steps from the start, top to bottom.

    ``edges`` are the moves drawn, ``(earlier, later)``, sorted; ``words`` and
    ``ladders`` count the whole graph, ``drawn_ladders`` the ladders left in the picture.
    """

    columns: tuple[tuple[str, ...], ...]
    edges: tuple[tuple[str, str], ...]
    words: int
    ladders: int
    drawn_ladders: int


def shortest_ladders_picture(
    start: str, end: str, metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None,
    define: Define | None = None, max_words: int = MAX_WORDS, mask: Mask | None = None,
    max_expansions: int | None = None, timeout: float | None = None,
) -> str:
    """SVG of every shortest ladder from *start* to *end*, the commonest one (weakest rung) highlighted.

    Each word for which *mask* says True (say, :func:`~ladders.words.society.is_shown_word`'s refusals)
    is drawn as a row of bullets, with no definition.

    Raises :class:`~ladders.errors.UnknownWordError` and
    :class:`~ladders.errors.NoLadderError` (saying why) as the solver does.
    """
    words = resolve_lexicon(lexicon)
    graph = shortest_ladder_graph(start, end, metric, None, lexicon=words, max_expansions=max_expansions,
                                  timeout=timeout)
    commonest = make_ladder(start, end, metric, max_depth=None, cost=weakest_rung, lexicon=words,
                            max_expansions=max_expansions, timeout=timeout)
    label = ("highlighted, the commonest (its rarest word as common as can be)" if words.lowest_rank is not None
             else "highlighted, one of them (the word list ranks no word)")
    return draw_ladder_graph(graph, words, highlight=commonest.words, define=define, metric=metric.name,
                             max_words=max_words, label=label, mask=mask)


def draw_ladder_graph(graph: PathDag[str], lexicon: Lexicon, *, highlight: Sequence[str] | None = None,
                      define: Define | None = None, metric: str = "", max_words: int = MAX_WORDS,
                      label: str = "highlighted", mask: Mask | None = None) -> str:
    """The SVG of *graph*'s shortest ladders; *highlight* is one of them (default: the lowest total rank).

    *define* gives a word's definition for its tooltip (None: "no definition");
    *metric* names the moves in the caption; *label* introduces the highlighted ladder;
    words *mask* says True of are drawn as bullets, with no definition.
    ``ValueError`` when *highlight* is not one of *graph*'s ladders.
    """
    links = _Links.of(graph)
    if highlight is None:
        highlight = _best_ladders(graph.start, links, lexicon)[graph.end][1]
    highlight = tuple(highlight)
    if not (len(highlight) == graph.steps + 1 and highlight[0] == graph.start
            and all(pair in links.edges for pair in pairwise(highlight))):
        raise ValueError(f"{' -> '.join(map(str, highlight))} is not one of the shortest ladders")
    layout = lay_out(graph, lexicon, keep=highlight, max_words=max_words)
    return _render(graph, layout, lexicon, highlight, define, metric, label, mask)


def lay_out(graph: PathDag[str], lexicon: Lexicon, *, keep: Sequence[str] = (),
            max_words: int = MAX_WORDS) -> LadderLayout:
    """Columns and order for *graph* (past *max_words*, only its commonest ladders' words, and *keep*'s)."""
    links = _Links.of(graph)
    kept = set(links.column)
    if len(kept) > max_words:
        kept = _commonest_words(graph, links, lexicon, max_words, keep)
    columns: list[list[str]] = [[] for _ in range(graph.steps + 1)]
    for word in sorted(kept, key=lambda w: (word_rarity(w, lexicon), w)):
        columns[links.column[word]].append(word)
    edges = sorted((a, b) for a, b in links.edges if a in kept and b in kept)
    ordered = _order(columns, edges)
    return LadderLayout(tuple(map(tuple, ordered)), tuple(edges), len(links.column), graph.count(),
                        _count(graph, links, kept))


@dataclass(frozen=True, slots=True)
class _Links:
    """The graph as columns and moves: each word's column, and every edge (earlier word, later word)."""

    column: Mapping[str, int]
    edges: frozenset[tuple[str, str]]
    after: Mapping[str, tuple[str, ...]]
    before: Mapping[str, tuple[str, ...]]

    @classmethod
    def of(cls, graph: PathDag[str]) -> _Links:
        column: dict[Any, Any] = {}
        for word, links in graph.ahead.items():  # parents come before their children
            column[word] = column[links[0]] + 1 if links else 0
        back: dict[Any, Any] = {}
        for word, links in graph.behind.items():
            back[word] = back[links[0]] + 1 if links else 0
            column.setdefault(word, graph.steps - back[word])
        edges = {(p, w) for w, links in graph.ahead.items() for p in links}
        edges |= {(w, q) for w, links in graph.behind.items() for q in links}
        after: dict[Any, Any] = {}
        before: dict[Any, Any] = {}
        for a, b in sorted(edges):
            after.setdefault(a, []).append(b)
            before.setdefault(b, []).append(a)
        return cls(column, frozenset(edges), {w: tuple(v) for w, v in after.items()},
                   {w: tuple(v) for w, v in before.items()})


def _best_ladders(origin: str, links: _Links, lexicon: Lexicon, *, backward: bool = False) -> dict[Any, Any]:
    """Each word's commonest way from *origin* (the start, or the end when *backward*): (total rarity, words)."""
    best: dict[Any, Any] = {origin: (word_rarity(origin, lexicon), (origin,))}
    step = links.after if backward else links.before
    for word in sorted(links.column, key=lambda w: (-links.column[w] if backward else links.column[w], w)):
        ways = [best[w] for w in step.get(word, ()) if w in best]
        if word != origin and ways:
            cost, words = min(ways)
            best[word] = (cost + word_rarity(word, lexicon), words + (word,))
    return best


def _commonest_words(graph: PathDag[str], links: _Links, lexicon: Lexicon, max_words: int,
                     keep: Sequence[str]) -> set[str]:
    """The words of the commonest ladders (lowest total rarity), whole ladders only, at most *max_words*
    (but one ladder at least).

    Words are taken in order of the commonest ladder through each: all the
    words of that ladder are as early or earlier, so whole ladders come in.
    """
    ahead = _best_ladders(graph.start, links, lexicon)
    behind = _best_ladders(graph.end, links, lexicon, backward=True)

    def through(word: str) -> float:
        return float(ahead[word][0] + behind[word][0] - word_rarity(word, lexicon))

    chosen = set(keep)
    for word in sorted(links.column, key=lambda w: (through(w), links.column[w], w)):
        fresh = {*ahead[word][1], *behind[word][1]} - chosen
        if chosen and len(chosen) + len(fresh) > max_words:
            break
        chosen |= fresh
    return chosen


def _count(graph: PathDag[str], links: _Links, kept: set[str]) -> int:
    """How many shortest ladders use only *kept* words."""
    ways = {graph.start: 1}
    for word in sorted(kept, key=lambda w: (links.column[w], w)):
        if word != graph.start:
            ways[word] = sum(ways.get(p, 0) for p in links.before.get(word, ()) if p in kept)
    return ways.get(graph.end, 0)


def _order(columns: list[list[str]], edges: list[tuple[str, str]]) -> list[list[str]]:
    """Order each column by the mean place of its words' neighbours; keep the sweep with fewest crossings."""
    after: dict[Any, Any] = {}
    before: dict[Any, Any] = {}
    for a, b in edges:
        after.setdefault(a, []).append(b)
        before.setdefault(b, []).append(a)
    best = [list(c) for c in columns]
    fewest = _crossings(best, edges)
    current = [list(c) for c in columns]
    for sweep in range(8):
        downward = sweep % 2 == 0
        indices = range(1, len(current)) if downward else range(len(current) - 2, -1, -1)
        for k in indices:
            near = current[k - 1] if downward else current[k + 1]
            place = {word: i for i, word in enumerate(near)}
            links = before if downward else after
            old = {word: i for i, word in enumerate(current[k])}

            def mean(word: str) -> float:
                spots = [place[w] for w in links.get(word, ()) if w in place]
                return sum(spots) / len(spots) if spots else old[word]
            current[k] = sorted(current[k], key=lambda w: (mean(w), old[w]))
        crossings = _crossings(current, edges)
        if crossings < fewest:
            best, fewest = [list(c) for c in current], crossings
    return best


def _crossings(columns: list[list[str]], edges: list[tuple[str, str]]) -> int:
    """How many pairs of edges cross between neighbouring columns."""
    place = {word: i for column in columns for i, word in enumerate(column)}
    total = 0
    by_column: dict[Any, Any] = {}
    for a, b in edges:
        by_column.setdefault(a, []).append(b)
    for k in range(len(columns) - 1):
        pairs = sorted((place[a], place[b]) for a in columns[k] for b in by_column.get(a, ()))
        seen: list[int] = []
        for _, lower in pairs:  # count earlier edges that end below this one (an inversion)
            total += len(seen) - bisect_right(seen, lower)
            insort(seen, lower)
    return total


def _shade(rank: int | None, low: int, high: int) -> str:
    """A blue, darker for commoner words (log scale between *low* and *high*); white when unranked."""
    if rank is None:
        return "#ffffff"
    spread = math.log(high) - math.log(low) if high > low else 0.0
    t = (math.log(max(rank, 1)) - math.log(low)) / spread if spread else 0.0
    lightness = 60 + 36 * min(max(t, 0.0), 1.0)
    return f"hsl(212, 65%, {number(lightness)}%)"


_STYLE = (
    ".edge{fill:none;stroke:#8a94a6;stroke-width:1.2;opacity:.75}"
    ".edge.on{stroke:#e8590c;stroke-width:3.2;opacity:1}"
    ".box{stroke:#44516a;stroke-width:1}.box.on{stroke:#e8590c;stroke-width:3}"
    ".box.unranked{stroke-dasharray:3 2}"
    "text{fill:#111;font-size:13px}.word{text-anchor:middle;dominant-baseline:central}"
    ".caption{font-size:14px}.note{font-size:12px;fill:#444}.step{font-size:11px;fill:#666;text-anchor:middle}"
)


def _render(graph: PathDag[str], layout: LadderLayout, lexicon: Lexicon, highlight: tuple[str, ...],
            define: Define | None, metric: str, label: str, mask: Mask | None = None) -> str:
    def shown(word: str) -> str:  # the real spelling (a word list may fold accents), or bullets for a hidden word
        return "•" * len(word) if mask is not None and mask(word) else lexicon.spelling(word)

    drawn = [w for column in layout.columns for w in column]
    box_w = max(text_width(shown(w), _FONT) for w in drawn) + 2 * _PAD
    tallest = max(len(c) for c in layout.columns)
    top = _MARGIN + 34
    width = 2 * _MARGIN + len(layout.columns) * box_w + (len(layout.columns) - 1) * _GAP
    ranks = [r for r in (lexicon.rank(w) for w in drawn) if r is not None]
    low, high = (min(ranks), max(ranks)) if ranks else (1, 1)
    spot = _spots(layout.columns, box_w, tallest, top)
    body = [element("text", f"step {k}", class_="step", x=_MARGIN + k * (box_w + _GAP) + box_w / 2, y=top - 12)
            for k in range(len(layout.columns))]
    body += _edges(layout.edges, spot, box_w, set(pairwise(highlight)), shown)
    chosen = set(highlight)
    body += [_box(shown(word), spot[word], box_w, lexicon.rank(word), (low, high), on=word in chosen,
                  dashed=bool(ranks), what=_meaning(word, define, mask)) for word in drawn]
    caption = _caption(graph, layout.ladders, metric, shown)
    body.append(element("text", caption, class_="caption", x=_MARGIN, y=_MARGIN + 4))
    notes = _notes(layout, len(drawn), ranks, label, " → ".join(map(shown, highlight)))
    notes_top = top + tallest * _ROW + 22
    height = notes_top + 17 * len(notes) + 8
    width = max(width, 2 * _MARGIN + text_width(caption, 14), 2 * _MARGIN + 16 + max(text_width(n, 12) for n in notes))
    for i, note in enumerate(notes):
        body.append(element("text", note, class_="note", x=_MARGIN + (16 if i == 1 else 0), y=notes_top + 17 * i))
    title = f"Every shortest ladder from {shown(graph.start)} to {shown(graph.end)}"
    return document(width, height, body, title=title, style=_STYLE)


def _spots(columns: Sequence[Sequence[str]], box_w: float, tallest: int, top: float) -> dict[str, tuple[float, float]]:
    """Each word's box corner: a column per step, each column centred on the tallest."""
    spot: dict[str, tuple[float, float]] = {}
    for k, column in enumerate(columns):
        x = _MARGIN + k * (box_w + _GAP)
        offset = (tallest - len(column)) * _ROW / 2
        for i, word in enumerate(column):
            spot[word] = (x, top + offset + i * _ROW)
    return spot


def _edges(edges: Iterable[tuple[str, str]], spot: dict[str, tuple[float, float]], box_w: float,
           on_path: set[tuple[str, str]], shown: Callable[[str], str]) -> list[str]:
    """Each move as a curve from box to box, the highlighted ladder's last so that they are drawn on top."""
    quiet: list[str] = []
    loud: list[str] = []
    for a, b in edges:
        (xa, ya), (xb, yb) = spot[a], spot[b]
        x1, y1, x2, y2 = xa + box_w, ya + _BOX_H / 2, xb, yb + _BOX_H / 2
        bend = _GAP / 2
        path = (f"M{number(x1)},{number(y1)} C{number(x1 + bend)},{number(y1)} "
                f"{number(x2 - bend)},{number(y2)} {number(x2)},{number(y2)}")
        lit = (a, b) in on_path
        (loud if lit else quiet).append(element("path", [element("title", f"{shown(a)} → {shown(b)}")],
                                                class_="edge on" if lit else "edge", d=path))
    return quiet + loud


def _meaning(word: str, define: Define | None, mask: Mask | None) -> str:
    """What a box's tooltip says *word* means: its definition, or why there is none."""
    if mask is not None and mask(word):
        return "a word left out of good society"
    return (define(word) if define is not None else None) or "no definition"


def _caption(graph: PathDag[str], ladders: int, metric: str, shown: Callable[[str], str]) -> str:
    """The line above the picture: how many shortest ladders, of how many steps, between which words."""
    plural = "s" if ladders != 1 else ""
    return (f"{ladders:,} shortest ladder{plural} of {graph.steps} step{'s' * (graph.steps != 1)} "
            f"from {shown(graph.start)} to {shown(graph.end)}" + (f" ({metric})" if metric else ""))


def _box(spelling: str, corner: tuple[float, float], box_w: float, rank: int | None,
         span: tuple[int, int], *, on: bool, dashed: bool, what: str) -> str:
    """One word's box: shaded by its rank within *span*, its tooltip saying *what* it means and its rank."""
    x, y = corner
    tip = f"{spelling}: {what}\n" + (f"rank {rank}" if rank is not None else "no rank")
    classes = "box" + (" on" if on else "") + (" unranked" if rank is None and dashed else "")
    return element("g", [
        element("title", tip),
        element("rect", class_=classes, x=x, y=y, width=box_w, height=_BOX_H, rx=4, fill=_shade(rank, *span)),
        element("text", spelling, class_="word", x=x + box_w / 2, y=y + _BOX_H / 2),
    ])


def _notes(layout: LadderLayout, drawn: int, ranks: list[int], label: str, ladder: str) -> list[str]:
    """The lines under the picture: the highlighted ladder, what the shades mean, what was left out."""
    notes = [f"{label}:", ladder]
    unranked = "; dashed: no rank" if ranks and len(ranks) < drawn else ""
    notes.append(f"darker boxes are commoner words (rank {min(ranks):,} to {max(ranks):,}){unranked}"
                 if ranks else "this word list ranks no word: every box is white")
    left_out = layout.words - drawn
    if left_out:
        notes.append(f"showing the commonest ladders' {drawn:,} of {layout.words:,} words "
                     f"({left_out:,} left out) and {layout.drawn_ladders:,} of {layout.ladders:,} ladders")
    return notes
