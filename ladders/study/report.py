"""The word graph, studied: every published figure, one row per word length (and one across lengths).

:func:`graph_report` gives, for each word length, the figures of
:func:`~ladders.study.figures.graph_figures` for the graph of the words of
that length (their moves that keep the length); when the metric also joins
words of different lengths (levenshtein, damerau), one more row for the
graph across the lengths chosen. :func:`format_report` lays them out as a
table and a few lines per row. The report for Knuth's 5,757 SGB words under
substitution gives his figures: 14,135 edges, 853 groups, the largest of
4,493 words.

The rows are independent: with *workers*, other processes take the largest
rows while this one works through the smallest, and the figures are the same
whichever process makes them.
"""

from __future__ import annotations

import math
import os
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..arguments import check_count
from ..errors import BrokenInvariantError
from ..graph.build import Progress, graph_libraries, quiet, word_graph
from ..moves.metrics import DistanceMetric, checked_metric, levenshtein
from ..words.common import is_common
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from .figures import EXACT_WORK, MAX_SEARCHES, SAMPLES, Figures, HardPair, graph_figures

__all__ = ["GraphReport", "ReportRow", "graph_report", "format_report", "PARALLEL_FROM"]

PARALLEL_FROM = 20_000
"""Word lists of at least this many words are reported by two processes when ``workers`` is None (measured by
``benchmarks/report_speed.py``: at size 20, 10,901 words, a second process cost 0.5 s more than it saved; at size
35, 39,092 words, it saved a fifth of the wall time)."""


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
                 max_searches: int = MAX_SEARCHES, workers: int | None = None,
                 progress: Progress = quiet) -> GraphReport:
    """The figures of the word graph of *lexicon* under *metric*, per word length and across lengths.

    Parameters
    ----------
    lexicon: the words (a Lexicon, an iterable of words, or None for the embedded dictionary).
    metric: a symmetric metric (the moves).
    lengths: the word lengths to report (default: every length of the lexicon; absent ones are skipped).
    samples, seed, exact_work, max_searches: see :func:`~ladders.study.figures.graph_figures`.
    workers: processes that share the rows (None: two from :data:`PARALLEL_FROM` words when there are two
        cores, else one; 1: this one alone). The figures do not depend on it.
    progress: a progress bar factory (tqdm's shape): one bar advanced once per row, and one per long step
        of a row made in this process (see :func:`~ladders.study.figures.graph_figures`).

    >>> from ladders.moves.metrics import substitution
    >>> report = graph_report(Lexicon(["cat", "cot", "cog", "dog", "emu"]), substitution)
    >>> row = report.rows[0]
    >>> row.length, row.figures.diameter, row.figures.radius, row.figures.centre
    (3, 3, 2, ('cog', 'cot'))

    Raises ``ValueError`` for a one-way metric and ``TypeError``/``ValueError`` for bad *samples*, *lengths* or
    *workers*.
    """
    lexicon = resolve_lexicon(lexicon)
    chosen = _checked_lengths(lexicon, metric, samples, workers, lengths)
    np = graph_libraries()[0]
    graph = word_graph(lexicon, metric, progress=progress)
    present = tuple(n for n in chosen if n in graph.lengths)
    rows, everything = _rows(np, graph, lexicon, present)
    if workers is None:
        workers = min(2, os.cpu_count() or 1) if len(everything) >= PARALLEL_FROM else 1
    options = {"samples": samples, "seed": seed, "exact_work": exact_work, "max_searches": max_searches}
    found = _figures_of(rows, lexicon, options, workers, progress, f"graph report ({metric.name})")
    return GraphReport(metric.name, len(graph), present,
                       tuple(ReportRow(row.length, figures) for row, figures in zip(rows, found, strict=True)),
                       seed, lexicon.accents)


def _checked_lengths(lexicon: Lexicon, metric: DistanceMetric, samples: int, workers: int | None,
                     lengths: Iterable[int] | None) -> tuple[int, ...]:
    """The lengths :func:`graph_report` reports, sorted, once its arguments are checked (the errors it raises)."""
    checked_metric(metric)
    if not metric.symmetric:
        raise ValueError(f"a graph report needs a symmetric metric such as ladders.levenshtein, not {metric!r}")
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 64:
        raise ValueError(f"samples must be a whole number of at least 64, not {samples!r}")
    check_count("workers", workers, minimum=1)
    chosen = tuple(sorted(set(lexicon.lengths if lengths is None else lengths)))
    if any(isinstance(n, bool) or not isinstance(n, int) for n in chosen):
        raise TypeError(f"lengths must be whole numbers, not {chosen!r}")
    return chosen


def _rows(np: Any, graph: Any, lexicon: Lexicon, present: tuple[int, ...]) -> tuple[list[_Row], Any]:
    """A row's work for each length of *present*, and one across lengths when some moves change the length;
    and the positions of every word of *present* in *graph* (a numpy array; *np* is numpy)."""
    spans = {n: (graph.offsets[graph.lengths.index(n)], len(lexicon.words_of_length(n))) for n in present}
    everything = np.concatenate([np.arange(s, s + c) for s, c in spans.values()]) if spans else np.zeros(0, int)
    common = _common_words(lexicon, present)  # each word asked once, for its length's row and the row across
    rows, taken = [], 0
    for n in present:
        start, count = spans[n]
        block = graph.adjacency[start:start + count, start:start + count].tocsr()
        rows.append(_Row(n, (n,), block, common[(common >= taken) & (common < taken + count)] - taken))
        taken += count
    whole = graph.adjacency if len(everything) == len(graph) else graph.adjacency[everything][:, everything].tocsr()
    if int(whole.nnz) > sum(int(row.adjacency.nnz) for row in rows):  # some moves change the length
        rows.append(_Row(None, present, whole, common))
    return rows, everything


@dataclass(frozen=True, slots=True)
class _Row:
    """One row's work: its *length* (None: across lengths), the word *lengths* its nodes are (in order), its
    *adjacency*, and the positions of its common words (a numpy array)."""

    length: int | None
    lengths: tuple[int, ...]
    adjacency: Any
    common: Any


def _common_words(lexicon: Lexicon, lengths: tuple[int, ...]) -> Any:
    """The positions of the common words among the words of *lengths*, in the graph's order (a numpy array)."""
    import numpy as np
    if not lexicon.has_frequencies:
        return np.zeros(0, dtype=np.int64)
    words = (word for n in lengths for word in lexicon.words_of_length(n))
    return np.array([k for k, word in enumerate(words) if is_common(word, lexicon)], dtype=np.int64)


def _figures_of(rows: list[_Row], lexicon: Lexicon, options: dict[str, int], workers: int, progress: Progress,
                description: str) -> list[Figures]:
    """Each row's figures, in order: with several *workers*, the others take the largest rows first while this
    process takes the smallest (its own rows show their steps' bars)."""
    from concurrent.futures import FIRST_COMPLETED, wait

    found: dict[int, Figures] = {}
    bar = progress(description, len(rows))
    helpers = max(min(workers, len(rows)) - 1, 0)
    pool = None
    try:
        by_size = deque(sorted(range(len(rows)), key=lambda k: -rows[k].adjacency.nnz - rows[k].adjacency.shape[0]))
        running: dict[Any, int] = {}
        if helpers:
            from concurrent.futures import ProcessPoolExecutor
            from multiprocessing import get_all_start_methods, get_context

            # forkserver where there is one: forking a process that runs threads is unsafe (Python 3.12 warns)
            start = "forkserver" if "forkserver" in get_all_start_methods() else None
            pool = ProcessPoolExecutor(helpers, mp_context=get_context(start), initializer=_adopt,
                                       initargs=(lexicon, options))
        while by_size or running:
            while pool is not None and by_size and len(running) < helpers:
                k = by_size.popleft()
                running[pool.submit(_figures_in_worker, rows[k])] = k
            if by_size:
                k = by_size.pop()
                found[k] = _row_figures(rows[k], lexicon, options, progress)
                bar.update(1)
                continue
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                found[running.pop(future)] = future.result()
                bar.update(1)
    finally:
        bar.close()
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return [found[k] for k in range(len(rows))]


def _row_figures(row: _Row, lexicon: Lexicon, options: dict[str, int], progress: Progress) -> Figures:
    words = [word for n in row.lengths for word in lexicon.words_of_length(n)]
    rank_of = lexicon.rank

    def rarity(node: int) -> float:
        rank = rank_of(words[node])
        return math.inf if rank is None else float(rank)

    def name(node: int) -> str:  # a folded word's real spelling: "épi", not its key "epi"
        return lexicon.spelling(words[node])

    return graph_figures(row.adjacency, name, rarity=rarity, common=row.common.tolist(), progress=progress,
                         **options)


_worker: tuple[Lexicon, dict[str, int]] | None = None


def _adopt(lexicon: Lexicon, options: dict[str, int]) -> None:
    """A worker's start: the word list (the embedded dictionary and a language's list travel by name) and the
    options; Ctrl-C is the parent's to handle."""
    global _worker
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker = (lexicon, options)


def _figures_in_worker(row: _Row) -> Figures:
    if _worker is None:
        raise BrokenInvariantError("the worker was started without a word list")
    lexicon, options = _worker
    return _row_figures(row, lexicon, options, quiet)


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
        if f.witness is not None and f.diameter is not None:
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
