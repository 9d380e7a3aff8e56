"""Checking a ladder someone wrote: every rung a word, every step one move, no word twice, and shortest?

:func:`check_ladder` returns a :class:`LadderCheck` report, truthy when the
ladder is valid, listing each problem found (a :class:`Problem`), and the
length of the shortest ladder between its ends when one exists.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import NoLadderError
from ..moves.memo import neighbours_of
from ..moves.metrics import DistanceMetric, checked_metric, levenshtein
from ..words.lexicon import Lexicon
from .find import shortest
from .query import LexiconLike, query, resolve_lexicon

__all__ = ["check_ladder", "LadderCheck", "Problem", "NOT_A_WORD", "NOT_ONE_MOVE", "REPEATED_WORD"]

NOT_A_WORD, NOT_ONE_MOVE, REPEATED_WORD = "not a word", "not one move", "repeated word"


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a ladder: at ``index`` (the word, or the second word of the step), its ``kind``."""

    index: int
    kind: str
    message: str

    def __str__(self) -> str:
        return self.message

    def as_json(self) -> dict[str, int | str]:
        """The problem as every JSON report prints it: ``index``, ``kind``, ``message``."""
        return {"index": self.index, "kind": self.kind, "message": self.message}


@dataclass(frozen=True, slots=True)
class LadderCheck:
    """The verdict on a ladder: ``problems`` (empty when valid) and ``shortest`` (steps, or None).

    ``shortest`` is the length of the shortest ladder between the ends (None
    when an end is not a word or no ladder joins them). The report is truthy
    exactly when the ladder is valid.
    """

    words: tuple[str, ...]
    metric: str
    problems: tuple[Problem, ...]
    shortest: int | None

    @property
    def valid(self) -> bool:
        return not self.problems

    @property
    def steps(self) -> int:
        return len(self.words) - 1

    @property
    def is_shortest(self) -> bool:
        """Valid and no ladder between the ends is shorter."""
        return self.valid and self.shortest == self.steps

    def __bool__(self) -> bool:
        return self.valid

    def __str__(self) -> str:
        if self.problems:
            lines = [f"not a valid {self.metric} ladder:"] + [f"  {problem}" for problem in self.problems]
            if self.shortest is not None and self.words[0] != self.words[-1]:
                lines.append(f"  (a shortest ladder from {self.words[0]!r} to {self.words[-1]!r} "
                             f"has {_steps(self.shortest)})")
            return "\n".join(lines)
        if self.is_shortest:
            return f"valid: {_steps(self.steps)}, and shortest"
        return f"valid: {_steps(self.steps)}, but not shortest (the shortest has {self.shortest})"


def check_ladder(
    words: Sequence[str], metric: DistanceMetric = levenshtein, *old: LexiconLike, lexicon: LexiconLike = None
) -> LadderCheck:
    """Check *words* as a ladder under *metric* over *lexicon* (default: the embedded dictionary).

    Words are folded to lowercase NFC first. Each word not in the lexicon,
    each step that is not one move, and each word met again is a problem.

    >>> lexicon = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> report = check_ladder(["cold", "cord", "word", "worm", "warm"], lexicon=lexicon)
    >>> bool(report), report.steps, report.is_shortest
    (True, 4, True)
    >>> for problem in check_ladder(["cold", "cord", "cxrd", "ward", "cord"], lexicon=lexicon).problems:
    ...     print(problem)
    word 3, 'cxrd', is not in the word list
    step 3, 'cxrd' -> 'ward', is not one levenshtein move
    word 5, 'cord', repeats word 2
    step 4, 'ward' -> 'cord', is not one levenshtein move

    *lexicon* is keyword-only, as in every call that takes a word list
    (passing it third, by position, still works until 0.3, with a ``DeprecationWarning``).

    Raises ``TypeError`` when *words* is not a sequence of strings, ``ValueError`` when it is empty.
    """
    if old:
        lexicon = _positional_lexicon(old, lexicon)
    known = resolve_lexicon(lexicon)
    folded = checked_words(words, metric, "ladder", "['beer', 'bear']", known)
    if not words:
        raise ValueError("a ladder has at least one word; got none")
    problems = ladder_problems(folded, metric, known)
    return LadderCheck(folded, metric.name, tuple(problems), _shortest(folded, metric, known, not problems))


def _positional_lexicon(old: tuple[LexiconLike, ...], lexicon: LexiconLike) -> LexiconLike:
    """The lexicon of the 0.1 call form ``check_ladder(words, metric, lexicon)``, with its warning."""
    if len(old) > 1 or lexicon is not None:
        raise TypeError("check_ladder takes words, metric and lexicon=...; got more than that")
    warnings.warn("check_ladder(words, metric, lexicon) is deprecated; pass lexicon=... by keyword "
                  "(the positional form goes away in 0.3)", DeprecationWarning, stacklevel=3)
    return old[0]


def _steps(number: int) -> str:
    return f"{number} step{'' if number == 1 else 's'}"


def checked_words(words: object, metric: DistanceMetric, what: str, example: str, lexicon: Lexicon) -> tuple[str, ...]:
    """*words* folded as *lexicon* folds them, once they prove a sequence of strings (*what*: a ``ladder`` or a
    ``chain``; *example* shows one) and *metric* a metric; ``TypeError`` otherwise."""
    if isinstance(words, (str, bytes)) or not isinstance(words, Sequence):
        raise TypeError(f"words must be a sequence of words such as {example}, not {words!r}")
    checked_metric(metric)
    for word in words:
        if not isinstance(word, str):
            raise TypeError(f"a {what} holds words (strings), not {word!r}")
    return tuple(lexicon.fold(word) for word in words)


def ladder_problems(words: tuple[str, ...], metric: DistanceMetric, lexicon: Lexicon) -> list[Problem]:
    """Every problem of *words* (folded), word by word: not a word, a repeat, a step that is not one move."""
    neighbours = neighbours_of(metric, lexicon)
    first_seen: dict[str, int] = {}
    problems = []
    for index, word in enumerate(words):
        if word not in lexicon:
            problems.append(Problem(index, NOT_A_WORD, f"word {index + 1}, {word!r}, is not in the word list"))
        if word in first_seen:
            problems.append(Problem(index, REPEATED_WORD,
                                    f"word {index + 1}, {word!r}, repeats word {first_seen[word] + 1}"))
        first_seen.setdefault(word, index)
        if index and not _one_move(words[index - 1], word, metric, lexicon, neighbours):
            problems.append(Problem(index, NOT_ONE_MOVE, f"step {index}, {words[index - 1]!r} -> {word!r}, "
                                                         f"is not one {metric.name} move"))
    return problems


def _one_move(a: str, b: str, metric: DistanceMetric, lexicon: Lexicon,
              neighbours: Callable[[str], tuple[str, ...]]) -> bool:
    if a == b:
        return False
    if a in lexicon and b in lexicon:
        return b in neighbours(a)
    # An unknown word: ask the metric about a word list holding just *b*.
    return b in tuple(metric.neighbours(a, Lexicon((b,), source="<check>")))


def _shortest(words: tuple[str, ...], metric: DistanceMetric, lexicon: Lexicon, valid: bool) -> int | None:
    start, end = words[0], words[-1]
    if start not in lexicon or end not in lexicon:
        return None
    try:
        found = shortest(query(start, end, metric=metric, max_depth=len(words) - 1 if valid else None,
                               lexicon=lexicon))
    except NoLadderError:
        return None
    return found.steps
