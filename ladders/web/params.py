"""Query parameters, checked before any search: lengths, characters, ranges. Each failure is a ``ValueError``."""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections.abc import Mapping

from ..moves.metrics import METRICS, DistanceMetric
from ..play.daily import parse_date
from ..play.rounds import MAX_TAKEN
from ..words.lexicon import Lexicon

__all__ = ["MAX_WORD_LENGTH", "MAX_WORDS", "MAX_DEPTH", "MAX_STEPS", "MAX_UNDONE", "word", "words", "metric",
           "number", "flag", "seed", "date", "undone", "language", "WordProblem"]

MAX_WORD_LENGTH = 40
"""The longest word a request may name (the embedded dictionary's longest word is shorter)."""

MAX_WORDS = 40
"""The most words one ``/api/check`` or play request may carry."""

MAX_DEPTH = 60
"""The largest ``max_depth`` accepted."""

MAX_STEPS = 12
"""The largest ``steps`` a puzzle may ask for."""

MAX_UNDONE = MAX_TAKEN
"""The most rungs ``undone`` may name (a round's own cap: :data:`ladders.play.rounds.MAX_TAKEN`)."""


class WordProblem(ValueError):
    """A word parameter that is no word: the precise reason (its ``str``), and ``player``, the same in a player's
    words (what the game's routes answer: no character names, no parameter names)."""

    def __init__(self, message: str, player: str) -> None:
        super().__init__(message)
        self.player = player


def _text(query: Mapping[str, str], name: str, *, required: bool = True) -> str | None:
    value = query.get(name)
    if value is None or not value.strip():
        if required:
            raise ValueError(f"missing parameter {name!r}")
        return None
    return value.strip()


def word(query: Mapping[str, str], name: str) -> str:
    """Parameter *name* as one word: letters (any alphabet), apostrophes and hyphens, at most 40 of them."""
    text = _text(query, name)
    assert text is not None
    return _word(text, name)


def _word(text: str, name: str) -> str:
    if len(text) > MAX_WORD_LENGTH:
        raise WordProblem(f"{name} is {len(text)} characters long: at most {MAX_WORD_LENGTH}",
                          f"a word has at most {MAX_WORD_LENGTH} letters")
    bad = [c for c in text if not (c.isalpha() or c in "'-")]
    if bad:
        shown = unicodedata.name(bad[0], f"U+{ord(bad[0]):04X}").lower()
        raise WordProblem(f"{name} holds {shown}: a word has letters, apostrophes and hyphens only",
                          f"{text[:MAX_WORD_LENGTH]!r} is not a word: type letters only")
    return text


def words(query: Mapping[str, str], name: str) -> list[str]:
    """Parameter *name* as comma-separated words, at least one and at most :data:`MAX_WORDS`."""
    text = _text(query, name)
    assert text is not None
    parts = [part.strip() for part in text.split(",")]
    if len(parts) > MAX_WORDS:
        raise ValueError(f"{name} has {len(parts)} words: at most {MAX_WORDS}")
    return [_word(part, f"{name} word {index + 1}") for index, part in enumerate(parts) if part or _empty(name, index)]


def _empty(name: str, index: int) -> bool:
    raise ValueError(f"{name} word {index + 1} is empty")


def language(query: Mapping[str, str], served: Mapping[str, Lexicon]) -> Lexicon | None:
    """The word list parameter ``lang`` names among *served* (None when the request names none).

    >>> language({}, {"en": None}) is None
    True
    >>> language({"lang": "fr"}, {"en": None})
    Traceback (most recent call last):
    ...
    ValueError: this server has no French word list (it has en); start it with: ladders serve --language fr
    """
    code = _text(query, "lang", required=False)
    if code is None:
        return None
    if code in served:
        return served[code]
    from ..words.languages import LANGUAGES
    known = LANGUAGES.get(code)
    have = ", ".join(served)
    if known is None:
        raise ValueError(f"unknown language {code[:10]!r}: this server has {have}")
    raise ValueError(f"this server has no {known.name} word list (it has {have}); start it with: "
                     f"ladders serve --language {code}")


def metric(query: Mapping[str, str]) -> DistanceMetric:
    """``metric``: one of :data:`~ladders.moves.metrics.METRICS` (default levenshtein)."""
    name = _text(query, "metric", required=False) or "levenshtein"
    if name not in METRICS:
        raise ValueError(f"metric must be one of {', '.join(sorted(METRICS))}, not {name[:20]!r}")
    return METRICS[name]


def number(query: Mapping[str, str], name: str, *, low: int, high: int, required: bool = False) -> int | None:
    """Parameter *name* as a whole number from *low* to *high*; None when absent (an error when *required*)."""
    text = _text(query, name, required=required)
    if text is None:
        return None
    if not (text.isascii() and text.isdigit()) or len(text) > 6:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {text[:20]!r}")
    value = int(text)
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low} to {high}, not {value}")
    return value


def flag(query: Mapping[str, str], name: str) -> bool:
    """Parameter *name* as yes or no: ``1``/``true``/``yes``/``on`` or ``0``/``false``/``no``/``off`` (absent: no)."""
    text = (_text(query, name, required=False) or "0").lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name} must be 1 or 0, not {text[:20]!r}")


def seed(query: Mapping[str, str]) -> int | str | None:
    """``seed``: up to 40 letters or digits (a number when all digits), or None."""
    text = _text(query, "seed", required=False)
    if text is None:
        return None
    if len(text) > 40 or not text.isascii() or not text.isalnum():
        raise ValueError("seed must be up to 40 letters or digits")
    return int(text) if text.isdigit() else text


def date(query: Mapping[str, str], name: str) -> datetime.date | None:
    """Parameter *name* as a date written ``YYYY-MM-DD``; None when absent."""
    text = _text(query, name, required=False)
    if text is None:
        return None
    try:
        return parse_date(text)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None


_UNDONE = re.compile(r"([0-9]{1,2}):(.*)", re.DOTALL)


def undone(query: Mapping[str, str]) -> list[tuple[int, str]]:
    """``undone``: the rungs taken back, ``index:word`` each, comma-separated, in the order they were undone
    (at most :data:`MAX_UNDONE`; each index 0 to ``MAX_UNDONE - 1``, each word a word); empty when absent."""
    text = _text(query, "undone", required=False)
    if text is None:
        return []
    parts = text.split(",")
    if len(parts) > MAX_UNDONE:
        raise ValueError(f"undone has {len(parts)} rungs: at most {MAX_UNDONE}")
    taken = []
    for place, part in enumerate(parts, 1):
        found = _UNDONE.fullmatch(part.strip())
        if found is None or not found[2].strip():
            raise ValueError(f"undone rung {place} is written place:word (such as 2:cord), not {part[:20]!r}")
        taken.append((int(found[1]), _word(found[2].strip(), f"undone rung {place}")))
    return taken
