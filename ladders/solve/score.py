"""Grading an answer: a ladder for a pair (``score(query, words)`` and :func:`score_ladder` return a
:class:`Score`) or an open chain from a word (:func:`score_chain` returns a :class:`ChainScore`).

A ladder's :class:`Score` says whether it is valid (else its first bad step and why), its steps, par (the shortest
ladder's steps, as the answer every front end shows finds it), the gap to par, whether it is shortest, its rarest
word, and Lewis Carroll's marks (*Vanity Fair*, 1880, "A New Method of Scoring"): the links of a chain are the words
between its ends (steps − 1); a chain as short as the shortest scores letters × the shortest chain's links, and each
extra link costs its letters, never below 0. *Letters* is the length of the start word (the ends may differ in
length under levenshtein and damerau); an invalid ladder scores 0.

An open chain (LisanBench's: distinct words, each one move from the one before, from a start word, no end in
view) scores its longest valid prefix, in links, and that prefix's share of the links proposed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, overload

from ..errors import NoLadderError, UnknownWordError, plural
from ..moves.metrics import DistanceMetric, levenshtein
from ..words.lexicon import Lexicon
from .check import Problem, check_ladder, checked_words, ladder_problems
from .find import shortest
from .query import LexiconLike, Query, query, resolve_lexicon

__all__ = ["score", "score_ladder", "Score", "score_chain", "ChainScore", "WRONG_START", "WRONG_END", "carroll_marks"]

WRONG_START, WRONG_END = "wrong start", "wrong end"


def carroll_marks(letters: int, par: int, steps: int) -> int:
    """Carroll's marks for a valid chain of *steps* whose shortest has *par* steps, words of *letters* letters.

    Links are the words between the ends (steps − 1): letters × the shortest
    chain's links, less *letters* for each link beyond them, never below 0.

    >>> carroll_marks(3, 5, 5), carroll_marks(3, 5, 7), carroll_marks(3, 5, 12)
    (12, 6, 0)

    Raises ``ValueError`` when *steps* is below *par* (no valid chain is shorter than the shortest).
    """
    if steps < par:
        raise ValueError(f"a valid chain of {plural(steps, 'step')} cannot be shorter than the shortest ({par})")
    return max(0, letters * max(par - 1, 0) - letters * (steps - par))


@dataclass(frozen=True, slots=True)
class Score:
    """The grade of a ladder for the pair *start* → *end*.

    ``problems`` lists everything wrong, in the order of the words (the first
    is the first bad step); ``par`` is the shortest ladder's steps (None when
    an end is not a word or no ladder joins them); ``rarest`` is the rarest
    word between the ends (the largest rank; an unranked word counts as
    rarest), with ``rarest_rank``; both None when the word list has no ranks
    or the ladder has no word between its ends. A score is truthy when the
    ladder is valid.
    """

    start: str
    end: str
    metric: str
    words: tuple[str, ...]
    problems: tuple[Problem, ...]
    par: int | None
    rarest: str | None
    rarest_rank: int | None

    @property
    def valid(self) -> bool:
        return not self.problems

    @property
    def problem(self) -> Problem | None:
        """The first bad step (or word), or None when the ladder is valid."""
        return self.problems[0] if self.problems else None

    @property
    def steps(self) -> int:
        return len(self.words) - 1

    @property
    def gap(self) -> int | None:
        """Steps beyond par, for a valid ladder (None otherwise)."""
        return self.steps - self.par if self.valid and self.par is not None else None

    @property
    def is_shortest(self) -> bool:
        return self.gap == 0

    @property
    def letters(self) -> int:
        """The letters of Carroll's marks: the start word's."""
        return len(self.start)

    @property
    def marks(self) -> int:
        """Carroll's marks (:func:`carroll_marks`); 0 for an invalid ladder."""
        return carroll_marks(self.letters, self.par, self.steps) if self.valid and self.par is not None else 0

    def __bool__(self) -> bool:
        return self.valid

    def as_json(self) -> dict[str, Any]:
        """The score as ``ladders score --json`` and every ``--jsonl`` line print it."""
        problem = self.problem
        return {"start": self.start, "end": self.end, "metric": self.metric, "words": list(self.words),
                "valid": self.valid, "problem": None if problem is None else problem.as_json(),
                "steps": self.steps, "par": self.par, "gap": self.gap, "shortest": self.is_shortest,
                "rarest": self.rarest, "rarest_rank": self.rarest_rank, "letters": self.letters,
                "marks": self.marks}

    def __str__(self) -> str:
        lines = [" → ".join(self.words)]
        par = "" if self.par is None else f"par {self.par}"
        if self.problem is not None:
            lines.append(f"not valid: {self.problem}")
            lines.append(f"{par + '; ' if par else ''}Carroll's marks: 0")
            return "\n".join(lines)
        if self.par is None or self.gap is None:  # par unknown (the shortest was not found): nothing to mark
            lines.append(f"valid: {plural(self.steps, 'step')}, par unknown")
            return "\n".join(lines)
        beyond = "a shortest ladder" if not self.gap else f"{plural(self.gap, 'step')} more than par"
        lines.append(f"valid: {plural(self.steps, 'step')}, {par}: {beyond}")
        sum_ = f"{self.letters} letters × {plural(max(self.par - 1, 0), 'link')}"
        extra = f", less {self.letters} for each of {plural(self.gap, 'extra link')}" if self.gap else ""
        lines.append(f"Carroll's marks: {self.marks} ({sum_}{extra})")
        if self.rarest is not None:
            rank = "no rank" if self.rarest_rank is None else f"rank {self.rarest_rank:,}"
            lines.append(f"rarest word: {self.rarest} ({rank})")
        return "\n".join(lines)


def score_ladder(words: Sequence[str], start: str | None = None, end: str | None = None,
                 metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None) -> Score:
    """Grade *words* as a ladder from *start* to *end* (default: its own ends) under *metric* over *lexicon*.

    >>> words = ["pig", "wig", "wag", "way", "say", "sty", "big", "bag", "bay", "sag"]
    >>> graded = score_ladder(["pig", "wig", "wag", "way", "say", "sty"], lexicon=words)
    >>> graded.valid, graded.steps, graded.par, graded.marks
    (True, 5, 5, 12)
    >>> longer = score_ladder(["pig", "wig", "wag", "bag", "bay", "say", "sty"], "pig", "sty", lexicon=words)
    >>> longer.steps, longer.gap, longer.marks
    (6, 1, 9)
    >>> print(score_ladder(["pig", "wig", "sty"], "pig", "sty", lexicon=words).problem)
    step 2, 'wig' -> 'sty', is not one levenshtein move

    The words are checked as :func:`~ladders.solve.check.check_ladder` checks
    them (each a word, each step one move, none twice), then against the pair:
    a ladder that starts or ends elsewhere is invalid. Words and ends are
    folded to lowercase NFC. An end that is not a word leaves ``par`` None.

    Raises ``TypeError`` when *words* is not a sequence of strings or an end
    not a string, ``ValueError`` when *words* is empty.
    """
    known = resolve_lexicon(lexicon)
    report = check_ladder(words, metric, lexicon=known)
    folded = report.words
    start = folded[0] if start is None else _folded_end("start", start, known)
    end = folded[-1] if end is None else _folded_end("end", end, known)
    problems = list(report.problems)
    if folded[0] != start:
        problems.append(Problem(0, WRONG_START, f"the ladder starts at {folded[0]!r}, not {start!r}"))
    if folded[-1] != end:
        problems.append(Problem(len(folded) - 1, WRONG_END, f"the ladder ends at {folded[-1]!r}, not {end!r}"))
    problems.sort(key=lambda problem: (problem.index, problem.kind not in (WRONG_START, WRONG_END)))
    own_ends = (folded[0], folded[-1]) == (start, end)
    par = report.shortest if own_ends else _shortest(start, end, metric, known)
    rarest, rank = _rarest(folded[1:-1], known)
    return Score(start, end, metric.name, folded, tuple(problems), par, rarest, rank)


@overload
def score(query: Query, words: Sequence[str], /) -> Score: ...


@overload
def score(words: Sequence[str], start: str | None = None, end: str | None = None,
          metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None) -> Score: ...


def score(words: Query | Sequence[str], start: Sequence[str] | str | None = None, end: str | None = None,
          metric: DistanceMetric = levenshtein, *, lexicon: LexiconLike = None) -> Score:
    """``ladders.score``: *words* graded as a ladder for a query's pair, ``score(query, words)``, under its
    metric over its word list (par is the shortest ladder's steps, whatever the query's cap); or
    :func:`score_ladder`'s arguments, ``score(words, start, end, metric, lexicon=...)``.

    >>> words = ["pig", "wig", "wag", "way", "say", "sty", "big", "bag", "bay", "sag"]
    >>> graded = score(query("pig", "sty", lexicon=words), ["pig", "wig", "wag", "bag", "bay", "say", "sty"])
    >>> graded.steps, graded.par, graded.marks
    (6, 5, 9)

    Raises what :func:`score_ladder` raises, and ``TypeError`` for a query with other arguments beside its words.
    """
    if isinstance(words, Query):
        if isinstance(start, str) or start is None or end is not None or metric is not levenshtein \
                or lexicon is not None:
            raise TypeError("score(query, words) takes the pair from the query: pass the words and nothing else")
        return score_ladder(start, words.start, words.end, words.metric, lexicon=words.lexicon)
    if start is not None and not isinstance(start, str):
        raise TypeError(f"start must be a word (a string), not {start!r}")
    return score_ladder(words, start, end, metric, lexicon=lexicon)


@dataclass(frozen=True, slots=True)
class ChainScore:
    """The grade of an open chain from *start*: ``length`` links of ``words`` (which begin with *start*) are valid.

    ``problem`` ended the valid prefix (None when none did); ``share``: its share of the links proposed (1.0 for none).
    """

    start: str
    metric: str
    words: tuple[str, ...]
    length: int
    problem: Problem | None

    @property
    def links(self) -> int:
        """Links proposed: the words after the start."""
        return len(self.words) - 1

    @property
    def share(self) -> float:
        return self.length / self.links if self.links else 1.0

    @property
    def valid(self) -> bool:
        return self.problem is None

    def __bool__(self) -> bool:
        return self.valid

    def as_json(self) -> dict[str, Any]:
        """The score as ``ladders score --chain --json`` and every ``--jsonl`` chain line print it."""
        return {"start": self.start, "metric": self.metric, "words": list(self.words), "valid": self.valid,
                "length": self.length, "links": self.links, "share": round(self.share, 4),
                "problem": None if self.problem is None else self.problem.as_json()}

    def __str__(self) -> str:
        lines = [" → ".join(self.words),
                 f"{plural(self.length, 'valid link')} of {self.links} from {self.start!r} ({self.share:.0%})"]
        if self.problem is not None:
            lines.append(f"stopped at {self.problem}")
        return "\n".join(lines)


def score_chain(words: Sequence[str], start: str, metric: DistanceMetric = levenshtein, *,
                lexicon: LexiconLike = None) -> ChainScore:
    """Grade *words* as an open chain from *start*: the longest valid prefix of distinct words one move apart.

    The chain may begin with *start* or leave it out (it is put in front). A link is valid when its word is in
    *lexicon*, was not used before, and is one *metric* move from the word before; the prefix ends at the first
    link that is not.

    >>> graded = score_chain(["hat", "bat", "bit", "bat", "bot"], "hat", lexicon=["hat", "bat", "bit", "bot"])
    >>> graded.length, graded.links, graded.share
    (2, 4, 0.5)
    >>> print(graded.problem)
    word 4, 'bat', repeats word 2

    Raises ``TypeError`` when *words* is not a sequence of strings or *start* not a string.
    """
    known = resolve_lexicon(lexicon)
    folded = checked_words(words, metric, "chain", "['hat', 'bat']", known)
    if not isinstance(start, str):
        raise TypeError(f"start must be a word (a string), not {start!r}")
    first = known.fold(start)
    chain = folded if folded[:1] == (first,) else (first, *folded)
    problem = next(iter(ladder_problems(chain, metric, known)), None)
    length = len(chain) - 1 if problem is None else problem.index - 1
    return ChainScore(first, metric.name, chain, max(length, 0), problem)


def _folded_end(name: str, word: object, lexicon: Lexicon) -> str:
    if not isinstance(word, str):
        raise TypeError(f"{name} must be a word (a string), not {word!r}")
    return lexicon.fold(word)


def _shortest(start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> int | None:
    """Par for a pair the ladder does not join: the shortest ladder's steps, or None (an end that is not a word,
    or no ladder)."""
    try:
        return shortest(query(start, end, metric=metric, max_depth=None, lexicon=lexicon)).steps
    except (NoLadderError, UnknownWordError, ValueError):  # ValueError: an end that cannot be a word ('p g')
        return None


def _rarest(words: Sequence[str], lexicon: Lexicon) -> tuple[str | None, int | None]:
    """The rarest of *words* (the largest rank; unranked is rarest; first on ties), or (None, None)."""
    if not words or lexicon.lowest_rank is None:
        return None, None
    ranked = [(lexicon.rank(word), index) for index, word in enumerate(words)]
    rank, index = max(ranked, key=lambda pair: (pair[0] is None, pair[0] or 0, -pair[1]))
    return words[index], rank
