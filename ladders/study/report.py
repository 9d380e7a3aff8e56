"""The word graph, studied: every published figure, one row per word length (and one across lengths).

:func:`graph_report` gives, for each word length, the figures of
:func:`~ladders.study.figures.graph_figures` for the graph of the words of
that length (their moves that keep the length); when the metric also joins
words of different lengths (levenshtein, damerau), one more row for the
graph across the lengths chosen. :func:`format_report` lays them out as a
table and a few lines per row. The report for Knuth's 5,757 SGB words under
substitution gives his figures: 14,135 edges, 853 groups, the largest of
4,493 words.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..graph.build import Progress, graph_libraries, quiet, word_graph
from ..moves.metrics import DistanceMetric, checked_metric, levenshtein
from ..words.common import is_common
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon  # noqa: F401  (the doctests build one)
from .figures import EXACT_WORK, MAX_SEARCHES, SAMPLES, Figures, HardPair, graph_figures

__all__ = ["GraphReport", "ReportRow", "graph_report", "format_report"]


@dataclass(frozen=True, slots=True)
class ReportRow:
    """The figures of the words of one *length* (None: across the lengths of the report)."""

    length: int | None
    figures: Figures

    @property
    def label(self) -> str:
        return "all" if self.length is None else str(self.length)

    def as_json(self) -> dict[str, Any]:
        return {"length": self.length, **self.figures.as_json()}


@dataclass(frozen=True, slots=True)
class GraphReport:
    """A report: the *metric*, the lengths asked for, the rows, the seed of any sampling, and the word list's
    accent rule (``"fold"``: its accented words are kept under their plain form, see :mod:`ladders.words.accents`)."""

    metric: str
    words: int
    lengths: tuple[int, ...]
    rows: tuple[ReportRow, ...]
    seed: int
    accents: str = "exact"

    def as_json(self) -> dict[str, Any]:
        return {"metric": self.metric, "words": self.words, "accents": self.accents, "lengths": list(self.lengths),
                "seed": self.seed, "rows": [row.as_json() for row in self.rows]}


def graph_report(lexicon: LexiconLike, metric: DistanceMetric = levenshtein, *, lengths: Iterable[int] | None = None,
                 samples: int = SAMPLES, seed: int = 0, exact_work: int = EXACT_WORK,
                 max_searches: int = MAX_SEARCHES, progress: Progress = quiet) -> GraphReport:
    """The figures of the word graph of *lexicon* under *metric*, per word length and across lengths.

    Parameters
    ----------
    lexicon: the words (a Lexicon, an iterable of words, or None for the embedded dictionary).
    metric: a symmetric metric (the moves).
    lengths: the word lengths to report (default: every length of the lexicon; absent ones are skipped).
    samples, seed, exact_work, max_searches: see :func:`~ladders.study.figures.graph_figures`.
    progress: a progress bar factory (tqdm's shape): one bar advanced once per row, and one per long step
        of a row (see :func:`~ladders.study.figures.graph_figures`).

    >>> from ladders.moves.metrics import substitution
    >>> report = graph_report(Lexicon(["cat", "cot", "cog", "dog", "emu"]), substitution)
    >>> row = report.rows[0]
    >>> row.length, row.figures.diameter, row.figures.radius, row.figures.centre
    (3, 3, 2, ('cog', 'cot'))

    Raises ``ValueError`` for a one-way metric and ``TypeError``/``ValueError`` for bad *samples* or *lengths*.
    """
    lexicon = resolve_lexicon(lexicon)
    checked_metric(metric)
    if not metric.symmetric:
        raise ValueError(f"a graph report needs a symmetric metric such as ladders.levenshtein, not {metric!r}")
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 64:
        raise ValueError(f"samples must be a whole number of at least 64, not {samples!r}")
    chosen = tuple(sorted(set(lexicon.lengths if lengths is None else lengths)))
    if any(isinstance(n, bool) or not isinstance(n, int) for n in chosen):
        raise TypeError(f"lengths must be whole numbers, not {chosen!r}")
    np = graph_libraries()[0]
    graph = word_graph(lexicon, metric, progress=progress)
    present = [n for n in chosen if n in graph.lengths]
    spans = {n: (graph.offsets[graph.lengths.index(n)], len(lexicon.words_of_length(n))) for n in present}
    rank_of = lexicon.rank
    options = {"samples": samples, "seed": seed, "exact_work": exact_work, "max_searches": max_searches}
    rows = []
    bar = progress(f"graph report ({metric.name})", len(present) + 1)
    try:
        blocks_edges = 0
        for n in present:
            start, count = spans[n]
            nodes = np.arange(start, start + count)
            block = graph.adjacency[start:start + count, start:start + count].tocsr()
            blocks_edges += int(block.nnz)
            rows.append(ReportRow(n, _figures(block, nodes, graph, lexicon, rank_of, options, progress)))
            bar.update(1)
        everything = np.concatenate([np.arange(s, s + c) for s, c in spans.values()]) if spans else np.zeros(0, int)
        whole = graph.adjacency if len(everything) == len(graph) else \
            graph.adjacency[everything][:, everything].tocsr()
        if int(whole.nnz) > blocks_edges:  # some moves change the length: the graph across lengths too
            rows.append(ReportRow(None, _figures(whole, everything, graph, lexicon, rank_of, options, progress)))
        bar.update(1)
    finally:
        bar.close()
    return GraphReport(metric.name, len(graph), tuple(present), tuple(rows), seed, lexicon.accents)


def _figures(adjacency: Any, nodes: Any, graph: Any, lexicon: Lexicon, rank_of: Any,
             options: dict[str, int], progress: Progress) -> Figures:
    words = [graph.word(int(v)) for v in nodes]

    def rarity(node: int) -> float:
        rank = rank_of(words[node])
        return math.inf if rank is None else float(rank)

    def name(node: int) -> str:  # a folded word's real spelling: "épi", not its key "epi"
        return lexicon.spelling(words[node])

    common = [i for i, w in enumerate(words) if is_common(w, lexicon)] if lexicon.has_frequencies else []
    return graph_figures(adjacency, name, rarity=rarity, common=common, progress=progress, **options)


def format_report(report: GraphReport, *, centre: int = 5, table: bool = True) -> str:
    """The report as a table (one line per row) and, per row, its witness ladder, centre and hardest common pairs.

    *centre* caps the centre words shown per row; ``table=False`` leaves the table out.
    """
    head = (f"{'length':>6} {'words':>8} {'edges':>9} {'degree':>6} {'groups':>7} {'giant':>8} {'share':>6} "
            f"{'diam':>4} {'pairs':>5} {'rad':>3} {'centre':>6} {'mean dist':>16} {'ecc':>5} "
            f"{'C':>6} {'C rand':>8} {'sigma':>6}")
    folded = ", accents folded" if report.accents == "fold" else ""
    lines = [f"graph report: {report.metric}, {report.words:,} words{folded}; the shape figures are the giant group's",
             head]
    for row in report.rows:
        f = row.figures
        mean = "-" if f.mean_distance is None else (
            f"{f.mean_distance.value:.3f}" if f.mean_distance.exact else
            f"{f.mean_distance.value:.2f}±{(f.mean_distance.high - f.mean_distance.low) / 2:.2f}")
        lines.append(
            f"{row.label:>6} {f.words:>8,} {f.edges:>9,} {2 * f.edges / f.words if f.words else 0:>6.2f} "
            f"{f.components:>7,} {f.giant:>8,} {f.giant_share:>6.1%} {f.diameter:>4} {f.diametral_pairs:>5} "
            f"{f.radius:>3} {len(f.centre):>6} {mean:>16} {f.eccentricities_exact:>5.0%} {f.clustering:>6.3f} "
            f"{_g(f.random_clustering):>8} {_g(f.small_world):>6}")
    if not table:
        lines = []
    for row in report.rows:
        f = row.figures
        lines.append(f"length {row.label}:" if row.length is not None else "across lengths:")
        if f.witness is not None:
            lines.append(f"  longest ({_steps(f.diameter)}): {_ladder(f.witness)}")
        shown = ", ".join(f.centre[:centre]) + (f" and {len(f.centre) - centre:,} more" if len(f.centre) > centre
                                                 else "")
        lines.append(f"  centre (radius {f.radius}): {shown}")
        for pair in f.common_pairs:
            lines.append(f"  hardest common pair ({_steps(pair.steps)}): {_ladder(pair)}")
    return "\n".join(lines)


def _ladder(pair: HardPair) -> str:
    return " → ".join(pair.ladder)


def _steps(count: int) -> str:
    return f"{count} step{'s' * (count != 1)}"


def _g(value: float | None) -> str:
    return "-" if value is None else f"{value:.3g}"
