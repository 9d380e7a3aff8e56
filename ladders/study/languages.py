"""The figures of each language's word list: per word length, its words, its common words, and their giant groups.

:func:`length_shares` measures a lexicon: for each word length, how many
words it has and how many of them the giant group holds (the largest group
of words joined by ladders that keep the length), and the same for its
common words alone (:func:`~ladders.words.common.is_common`: their own
graph, the rarer words taken out). Within one length, a levenshtein move is
a substitution, so these are the ``words`` and ``share`` of the per-length
rows of ``ladders report`` under its default metric.
:func:`language_figures` measures the list of a language
(:func:`~ladders.words.languages.lexicon_for`), with its accents exact or
folded; :func:`figures_table` lays the figures of several out as Markdown,
and :func:`read_figures_table` reads such a table back (the docs page's
figures are checked against the package so).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..graph.build import graph_libraries, word_graph
from ..moves.metrics import substitution
from ..words.accents import check_rule
from ..words.common import is_common
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.languages import LANGUAGES, LanguageListMissing, lexicon_for
from ..words.lexicon import Lexicon  # noqa: F401  (the doctests build one)

__all__ = ["FIGURE_LENGTHS", "LengthShares", "LanguageFigures", "length_shares",
           "language_figures", "figures_table", "read_figures_table", "list_stamp"]

FIGURE_LENGTHS = tuple(range(3, 9))
"""The word lengths of the figures: 3 to 8 letters, where word ladders are played."""

@dataclass(frozen=True, slots=True)
class LengthShares:
    """The words of one *length*, the giant group's words, the common words, and the common words' giant group."""

    length: int
    words: int
    giant: int
    common: int
    common_giant: int

    @property
    def share(self) -> float:
        """The giant group's share of the words (0 when there are none)."""
        return self.giant / self.words if self.words else 0.0

    @property
    def common_share(self) -> float:
        """The common words' giant group's share of the common words (0 when there are none)."""
        return self.common_giant / self.common if self.common else 0.0


@dataclass(frozen=True, slots=True)
class LanguageFigures:
    """The figures of a language's list (*code*) under one accent rule (*accents*: ``"exact"`` or ``"fold"``)."""

    code: str
    accents: str
    words: int
    rows: tuple[LengthShares, ...]

    def row(self, length: int) -> LengthShares | None:
        """The row of *length* (None when the list has no word of it)."""
        return next((row for row in self.rows if row.length == length), None)


def length_shares(lexicon: LexiconLike, lengths: Iterable[int] = FIGURE_LENGTHS) -> tuple[LengthShares, ...]:
    """For each of *lengths* the lexicon has words of, its words and common words and their giant groups.

    >>> rows = length_shares(Lexicon(["cat", "cot", "cog", "emu", "ewe"]), [3])
    >>> rows[0].words, rows[0].giant, f"{rows[0].share:.0%}"
    (5, 3, '60%')

    Raises :class:`~ladders.graph.build.GraphLibraryMissing` when numpy or scipy is missing.
    """
    lexicon = resolve_lexicon(lexicon)
    graph = word_graph(lexicon, substitution)
    rows = []
    for length in sorted(set(lengths)):
        if length not in graph.lengths:
            continue
        start = graph.offsets[graph.lengths.index(length)]
        words = lexicon.words_of_length(length)
        block = graph.adjacency[start:start + len(words), start:start + len(words)]
        common = [i for i, word in enumerate(words) if is_common(word, lexicon)] if lexicon.has_frequencies else []
        rows.append(LengthShares(length, len(words), _giant(block), len(common),
                                 _giant(block[common][:, common]) if common else 0))
    return tuple(rows)


def _giant(adjacency: Any) -> int:
    """The number of nodes in the largest connected group of an undirected sparse adjacency."""
    np, _, csgraph = graph_libraries()
    if adjacency.shape[0] == 0:
        return 0
    _, labels = csgraph.connected_components(adjacency, directed=False)
    return int(np.bincount(labels).max())


def language_figures(code: str, accents: str | None = None,
                     lengths: Iterable[int] = FIGURE_LENGTHS) -> LanguageFigures:
    """The figures of the word list of language *code* with its accents *accents* (``"exact"`` or ``"fold"``;
    None: the language's default rule).

    English is the embedded dictionary, which has no accents: its figures are the same under both rules.
    Raises :class:`~ladders.words.languages.LanguageListMissing` when the list is not installed and
    ``ValueError`` for an unknown code or rule.
    """
    lexicon = lexicon_for(code, accents=None if accents is None else check_rule(accents))
    return LanguageFigures(code, accents or lexicon.accents, len(lexicon), length_shares(lexicon, lengths))


_COLUMNS = ("words", "giant", "common", "common giant")


def figures_table(figures: Sequence[LanguageFigures]) -> list[str]:
    """The Markdown table of one language's *figures* (one per accent rule, in the order given): a row per
    length, and per rule the words, the giant group's share, the common words and their giant group's share.

    >>> rows = length_shares(Lexicon(["cat", "cot", "cog", "emu"]), [3])
    >>> print("\\n".join(figures_table([LanguageFigures("xx", "exact", 4, rows)])))
    | length | words | giant | common | common giant |
    |---|---|---|---|---|
    | 3 | 4 | 75.0% | 0 | - |
    """
    many = len(figures) > 1
    head = ["length"] + [f"{column} ({f.accents})" if many else column for column in _COLUMNS for f in figures]
    lengths = sorted({row.length for f in figures for row in f.rows})
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for length in lengths:
        found = [f.row(length) for f in figures]
        cells = [str(length)]
        for column in _COLUMNS:
            cells += [_cell(column, row) for row in found]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _cell(column: str, row: LengthShares | None) -> str:
    if row is None:
        return "-"
    if column == "words":
        return f"{row.words:,}"
    if column == "common":
        return f"{row.common:,}"
    share, total = (row.share, row.words) if column == "giant" else (row.common_share, row.common)
    return f"{share:.1%}" if total else "-"


_ROW = re.compile(r"^\| (\d+) \|(.*)\|$")


def read_figures_table(lines: Iterable[str]) -> dict[int, dict[str, str]]:
    """A table of :func:`figures_table` read back: length -> column heading -> cell, as written.

    >>> read_figures_table(["| length | words | giant |", "|---|---|---|", "| 3 | 4 | 75.0% |"])
    {3: {'words': '4', 'giant': '75.0%'}}
    """
    head: list[str] = []
    table: dict[int, dict[str, str]] = {}
    for line in lines:
        if line.startswith("| length |"):
            head = [cell.strip() for cell in line.strip().strip("|").split("|")][1:]
            continue
        found = _ROW.match(line.strip())
        if found and head:
            cells = [cell.strip() for cell in found.group(2).split("|")]
            table[int(found.group(1))] = dict(zip(head, cells, strict=True))
    return table


def list_stamp(code: str) -> str:
    """A short hash of what the figures of language *code* measure: its installed word list's bytes (English:
    the embedded dictionary's :func:`~ladders.words.embedded.data_stamp`).

    Raises :class:`~ladders.words.languages.LanguageListMissing` when the list is not installed.
    """
    from hashlib import sha256  # only the figures' script and test ask

    from ..words.embedded import data_stamp
    path = LANGUAGES[code].path
    if path is None:
        return data_stamp()
    try:
        with open(path, "rb") as handle:
            return sha256(handle.read()).hexdigest()[:12]
    except OSError:
        raise LanguageListMissing(f"no {LANGUAGES[code].name} word list is installed ({path})") from None
