"""Whole-word-list studies: the graph in figures, the longest ladders, puzzles.

* ``stats``: :func:`graph_stats`, the graph in figures.
* ``longest``: :func:`longest_ladders`, the graph's diameter, exactly.
* ``puzzles``: :func:`puzzles`, pairs whose shortest ladder has exactly N steps.
* ``report``: :func:`graph_report`, every published figure of the graph, per word length; over
  ``figures`` (:func:`graph_figures`, one graph's figures), ``bounds`` (the eccentricity-bounding
  engine ``longest`` shares), ``distances`` (64 searches at once) and ``shape`` (clustering).
* ``languages``: :func:`language_figures`, a language's word list per length: its words, its common words
  and the share of each in its giant group, accents exact or folded.

These ask about the whole word list, over the word graph of
:mod:`ladders.graph`, and sit above :mod:`ladders.solve`, so that they may ask
it pair questions too. They need the ``graph`` extra (numpy and scipy),
imported when a graph is first built, never on import, and each module here
is imported when one of its names is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

_HOMES = {
    "LongestLadders": "longest", "longest_ladders": "longest",
    "Puzzle": "puzzles", "puzzles": "puzzles",
    "GraphStats": "stats", "format_stats": "stats", "graph_stats": "stats",
    "GraphReport": "report", "ReportRow": "report", "format_report": "report", "graph_report": "report",
    "Figures": "figures", "graph_figures": "figures",
    "LanguageFigures": "languages", "LengthShares": "languages", "language_figures": "languages",
    "length_shares": "languages",
}
"""Where each name lives: ``ladders.study.X`` imports its module on first use."""

__all__ = list(_HOMES)


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-exports below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .longest import LongestLadders as LongestLadders, longest_ladders as longest_ladders
    from .figures import Figures as Figures, graph_figures as graph_figures
    from .languages import (
        LanguageFigures as LanguageFigures, LengthShares as LengthShares, language_figures as language_figures,
        length_shares as length_shares,
    )
    from .puzzles import Puzzle as Puzzle, puzzles as puzzles
    from .report import (
        GraphReport as GraphReport, ReportRow as ReportRow, format_report as format_report,
        graph_report as graph_report,
    )
    from .stats import GraphStats as GraphStats, format_stats as format_stats, graph_stats as graph_stats
