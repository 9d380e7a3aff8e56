"""The errors ``ladders`` raises; every one is a :class:`LadderError`, but :class:`BrokenInvariantError` (a bug).

Each error carries the values it speaks of, so a caller can act on them
without parsing the message. This module imports nothing.
"""

__all__ = [
    "plural",
    "LadderError",
    "UnknownWordError",
    "NoLadderError",
    "SearchLimitError",
    "SearchCancelledError",
    "WordFileError",
    "FrequencyError",
    "NotOpenYetError",
    "BrokenInvariantError",
    "describe",
]


def plural(count: int, noun: str) -> str:
    """*count* and *noun*, the noun plural unless the count is one.

    >>> plural(1, "step"), plural(3, "step")
    ('1 step', '3 steps')
    """
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


class LadderError(Exception):
    """Base class of every error this package raises on purpose."""


class UnknownWordError(LadderError):
    """A word is not in the dictionary; ``suggestions`` holds near words."""

    def __init__(self, word: str, suggestions: tuple[str, ...] = (), *, where: str = "the dictionary") -> None:
        self.word = word
        self.suggestions = tuple(suggestions)
        shown = word if len(word) <= 40 else word[:37] + "..."
        hint = f"; did you mean {', '.join(map(repr, self.suggestions))}?" if self.suggestions else ""
        super().__init__(f"{shown!r} is not in {where}{hint}")


class NoLadderError(LadderError):
    """No ladder joins the two words (at all, or within ``max_depth`` steps).

    ``shortest`` is the length of the shortest ladder when the search learnt
    it (so ``max_depth`` was the obstacle), otherwise ``None``.
    """

    def __init__(self, start: str, end: str, reason: str, *, max_depth: int | None = None,
                 shortest: int | None = None) -> None:
        self.start, self.end = start, end
        self.max_depth, self.shortest = max_depth, shortest
        self.reason = reason
        super().__init__(f"no ladder from {start!r} to {end!r}: {reason}")


class BrokenInvariantError(RuntimeError):
    """Something the code itself guarantees did not hold: a bug in ``ladders``, never a caller's mistake.

    Raised where an ``assert`` would stand, since asserts vanish under ``python -O``.
    """

    def __init__(self, what: str) -> None:
        super().__init__(f"internal error: {what} (a bug in ladders; please report it)")


class SearchLimitError(LadderError):
    """A search hit ``max_expansions`` or ``timeout`` before it could answer."""

    def __init__(self, limit: str, value: int | str, *, expanded: int, depth: int, hint: str = "") -> None:
        self.limit, self.value = limit, value
        self.expanded, self.depth = expanded, depth
        super().__init__(
            f"search stopped at its {limit} limit ({value}) after expanding "
            f"{plural(expanded, 'word')}, {plural(depth, 'step')} deep{hint}"
        )


class SearchCancelledError(SearchLimitError):
    """A search was called off before it could answer: its caller left, or the server is stopping (``reason``)."""

    def __init__(self, reason: str, *, expanded: int = 0, depth: int = 0) -> None:
        LadderError.__init__(self, f"search called off: {reason}")
        self.limit, self.value, self.reason = "cancelled", reason, reason
        self.expanded, self.depth = expanded, depth


class WordFileError(LadderError):
    """A word file cannot be used: missing, unreadable, binary or empty."""


class FrequencyError(LadderError):
    """Word frequencies cannot be had for a language: the ``freq`` extra is missing, or wordfreq lacks the language.

    ``language`` is the language asked for.
    """

    def __init__(self, message: str, language: str) -> None:
        super().__init__(message)
        self.language = language


class NotOpenYetError(LadderError):
    """A daily puzzle asked for before its day has begun for the player: ``number`` and ``date`` (``YYYY-MM-DD``)
    name it; the message says when it opens (:func:`ladders.play.daily.not_open_yet`)."""

    def __init__(self, message: str, *, number: int, date: str) -> None:
        super().__init__(message)
        self.number, self.date = number, date


def describe(error: Exception) -> tuple[int, str, str, dict[str, object]]:
    """(exit status, error code, one-line message, details) for an error a front end met.

    The command line prints these (its exit status, ``--json``'s ``error``
    field); the web API answers with them (the code picks the HTTP status).
    Any other exception is ``bad_input``: a ``ValueError`` or ``TypeError``
    from checking the arguments.
    """
    if isinstance(error, NoLadderError):
        return 1, "no_ladder", str(error), {"start": error.start, "end": error.end, "reason": error.reason,
                                             "max_depth": error.max_depth, "shortest": error.shortest}
    if isinstance(error, SearchCancelledError):
        return 3, "unavailable", str(error), {"reason": error.reason}
    if isinstance(error, SearchLimitError):
        return 3, "search_limit", str(error), {"limit": error.limit, "value": error.value,
                                               "expanded": error.expanded, "depth": error.depth}
    if isinstance(error, UnknownWordError):
        return 2, "unknown_word", str(error), {"word": error.word, "suggestions": list(error.suggestions)}
    if isinstance(error, NotOpenYetError):
        return 2, "not_open_yet", str(error), {"number": error.number, "date": error.date}
    if isinstance(error, WordFileError):
        return 2, "word_file", str(error), {}
    if isinstance(error, ImportError):  # an optional extra is missing (the graph extra's numpy, say)
        return 2, "missing_extra", str(error), {}
    if isinstance(error, LadderError):
        return 2, "error", str(error), {}
    return 2, "bad_input", str(error), {}
