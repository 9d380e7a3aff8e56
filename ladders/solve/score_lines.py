"""Scoring many answers: one JSON object per line in, one score per line out, in order, never stopping at a bad one.

A ladder line names its pair and the answer, as a list or as the text a model
wrote::

    {"start": "pig", "end": "sty", "ladder": ["pig", "wig", "wag", "way", "say", "sty"]}
    {"start": "pig", "end": "sty", "answer": "PIG -> WIG -> WAG -> WAY -> SAY -> STY"}

A chain line names its start word and the chain::

    {"start": "hat", "chain": ["hat", "bat", "bit"]}

Any ``id`` is copied to the result. Blank lines and lines starting with ``#``
are skipped. Each other line gives its 1-based ``line`` and the score
(:meth:`~ladders.solve.score.Score.as_json` or
:meth:`~ladders.solve.score.ChainScore.as_json`), or an error object
(``error: "bad_input"``, ``message``, ``input``) when it cannot be scored.

Answers come from anyone, so a line is read within bounds: at most
:data:`MAX_LINE_CHARS` characters, its JSON nested at most
:data:`~ladders.bounded.MAX_JSON_DEPTH` deep. A line past either is that
line's error ("line 3 nests 100,000 deep; at most 32 levels are read"), and
the lines after it are scored as usual.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from ..bounded import LongLineError, loads
from ..moves.metrics import DistanceMetric, levenshtein
from .query import LexiconLike, resolve_lexicon
from .ladder import parse_words
from .score import score_chain, score_ladder

__all__ = ["score_lines", "parse_words", "MAX_LINE_CHARS"]

MAX_LINE_CHARS = 100_000
"""The longest line of answers read, in characters: room for a ladder of over 10,000 words."""


def score_lines(lines: Iterable[str | LongLineError], *, metric: DistanceMetric = levenshtein,
                lexicon: LexiconLike = None) -> Iterator[dict[str, Any]]:
    """Yield one result dict per JSON line of *lines*, in order (lazy): its score, or why it has none.

    *lines* may hold, in place of a line too long to read, the
    :class:`~ladders.bounded.LongLineError` that
    :func:`~ladders.bounded.read_lines` yields for it: that line's result is
    the error.

    >>> words = ["pig", "wig", "wag", "way", "say", "sty"]
    >>> lines = ['{"start": "pig", "end": "sty", "answer": "pig wig wag way say sty"}', '',
    ...          '{"start": "pig", "chain": ["wig", "wag", "wig"]}', 'pig sty', "[" * 40]
    >>> for result in score_lines(lines, lexicon=words):
    ...     print(result["line"], result.get("marks", result.get("length", result.get("message"))))
    1 12
    3 2
    4 not a JSON object: Expecting value (column 1)
    5 line 5 nests 40 deep; at most 32 levels are read
    """
    known = resolve_lexicon(lexicon)
    for number, text in enumerate(lines, 1):
        if isinstance(text, LongLineError):
            yield {"line": number, "error": "bad_input", "message": str(text), "input": _shown(text.head[:77] + "...")}
            continue
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        try:
            yield {"line": number, **_score(text, number, metric, known)}
        except (ValueError, TypeError) as error:
            yield {"line": number, "error": "bad_input", "message": str(error), "input": _shown(text)}


def _shown(text: str) -> str:
    """The start of a line, to say which it was: at most 80 characters."""
    text = text.strip()
    return text if len(text) <= 80 else text[:77] + "..."


def _score(text: str, number: int, metric: DistanceMetric, lexicon: LexiconLike) -> dict[str, Any]:
    try:
        record = loads(text.rstrip("\n"), max_chars=MAX_LINE_CHARS, what=f"line {number:,}")
    except json.JSONDecodeError as error:
        raise ValueError(f"not a JSON object: {error.msg} (column {error.colno})") from None
    if not isinstance(record, dict):
        raise ValueError(f"expected a JSON object such as {{\"start\": ..., \"end\": ..., \"ladder\": [...]}}, "
                         f"got {type(record).__name__}")
    start = _word(record, "start")
    named = {"id": record["id"]} if "id" in record else {}
    if "chain" in record:
        return {**named, **score_chain(_words(record, "chain"), start, metric, lexicon=lexicon).as_json()}
    given = [key for key in ("ladder", "answer") if key in record]
    if len(given) != 1:
        raise ValueError('a line holds "ladder" (a list of words) or "answer" (text), or "chain" with a start '
                         f"word; this one has {'both' if given else 'none of them'}")
    words = _words(record, given[0])
    scored = score_ladder(words, start, _word(record, "end"), metric, lexicon=lexicon)
    return {**named, **scored.as_json()}


def _word(record: dict[str, Any], key: str) -> str:
    if key not in record:
        raise ValueError(f'the line has no "{key}" word')
    value = record[key]
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f'"{key}" must be a word, not {json.dumps(value, ensure_ascii=False)}')
    return value


def _words(record: dict[str, Any], key: str) -> list[str]:
    value = record[key]
    words = parse_words(value) if isinstance(value, str) else value
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        raise ValueError(f'"{key}" must be a list of words or a text of words, '
                         f"not {json.dumps(value, ensure_ascii=False)[:60]}")
    if not words and key != "chain":
        raise ValueError(f'"{key}" holds no word')
    return words
