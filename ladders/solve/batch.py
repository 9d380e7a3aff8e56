"""Batch solving: many pairs in, one result per pair out, in order, never stopping at a bad one.

Each line holds two words (``beer wine``, ``beer,wine`` or ``beer -> wine``);
blank lines and lines starting with ``#`` are skipped. Every other line gives
one JSON-ready dict in the schema of ``ladders START END --json``: the answer
(:meth:`~ladders.solve.answer.Answer.as_json`: the commonest shortest ladder
and the number of shortest ladders; the commoner ladder and definitions on
request, since they cost far more per line), or the error that line met in
the command line's error object (``error``: ``no_ladder``, ``unknown_word``,
``search_limit``, ``bad_input``; ``message``; its details). Large batches
are shared between processes in chunks; results keep the order of the lines.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from typing import Any

from ..arguments import check_count
from ..errors import BrokenInvariantError, LadderError, describe
from ..graph.build import Progress, quiet
from ..moves.metrics import DistanceMetric, levenshtein
from ..words.lexicon import Lexicon
from .answer import answer
from .api import make_ladder
from .ladder import parse_words

__all__ = ["solve_lines", "parse_pair", "PARALLEL_FROM", "CHUNK"]

PARALLEL_FROM = 200
"""Batches of at least this many lines use several processes when ``workers`` is None."""

CHUNK = 32
"""Lines handed to a worker process at a time."""


def parse_pair(text: str) -> tuple[str, str]:
    """The two words of a batch line (ValueError when it does not hold exactly two).

    >>> parse_pair("beer wine"), parse_pair(" cold, warm "), parse_pair("head -> tail")
    (('beer', 'wine'), ('cold', 'warm'), ('head', 'tail'))
    """
    words = parse_words(text)
    if len(words) != 2:
        shown = text.strip() if len(text.strip()) <= 60 else text.strip()[:57] + "..."
        raise ValueError(f"expected two words, got {len(words)}: {shown!r}")
    return words[0], words[1]


def solve_lines(lines: Sequence[str], *, lexicon: Lexicon, metric: DistanceMetric = levenshtein,
                max_depth: int | None = 10, max_expansions: int | None = None, timeout: float | None = None,
                workers: int | None = None, commoner: bool = False, definitions: bool = False,
                plain: bool = False, progress: Progress = quiet) -> Iterator[dict[str, Any]]:
    """Yield one result dict per pair line of *lines*, in order (lazy).

    A result has ``line`` (1-based) and either the answer, as
    ``ladders START END --json`` prints it (``steps``, ``words``,
    ``shortest_count``; ``common`` with *commoner*, ``definitions`` with
    *definitions*), or the error object the command line prints (``error``,
    its code; ``message``; details). With *plain*, any shortest ladder, as
    :func:`~ladders.solve.api.make_ladder` finds it fastest (no choice among
    them, no count: ``ladders batch --plain``). *workers* processes share a
    large batch (None: up to 2 from :data:`PARALLEL_FROM` lines, one with *plain*, as measured faster; 1: none).

    >>> from ladders import make_lexicon, substitution
    >>> words = make_lexicon(["cold", "cord", "card", "ward", "warm"])
    >>> [r.get("steps", r.get("error")) for r in solve_lines(["cold warm", "cold", "cold zzzz"],
    ...                                                         lexicon=words, metric=substitution)]
    [4, 'bad_input', 'unknown_word']
    """
    check_count("workers", workers, minimum=1)
    for name, flag in (("commoner", commoner), ("definitions", definitions), ("plain", plain)):
        if not isinstance(flag, bool):
            raise TypeError(f"{name} must be True or False, not {flag!r}")
    if plain and (commoner or definitions):
        raise ValueError("plain gives any shortest ladder alone: it takes neither commoner nor definitions")
    numbered = [(n, text) for n, text in enumerate(lines, 1) if text.strip() and not text.lstrip().startswith("#")]
    options = dict(metric=metric, max_depth=max_depth, max_expansions=max_expansions, timeout=timeout,
                   commoner=commoner, definitions=definitions, plain=plain)
    if workers is None:  # chosen by measurement: 20,000 common pairs took 4.9 s on two processes, 5.6 s on one;
        # with plain, 2.7 s on one and 3.5 s on two (a line's work is too small to pay for a second process)
        workers = min(2, os.cpu_count() or 1) if len(numbered) >= PARALLEL_FROM and not plain else 1
    return _results(numbered, lexicon, options, workers, progress)


def _results(numbered: list[tuple[int, str]], lexicon: Lexicon, options: dict[str, Any], workers: int,
             progress: Progress) -> Iterator[dict[str, Any]]:
    bar = progress("solving", len(numbered))
    try:
        if workers == 1:
            for number, text in numbered:
                yield _solve(number, text, lexicon, options)
                bar.update(1)
            return
        from multiprocessing import get_all_start_methods, get_context

        from toolz import partition_all  # imported here: only large batches pay its import
        chunks = partition_all(CHUNK, numbered)
        # forkserver where there is one: forking a process that runs threads is unsafe (Python 3.12 warns)
        start = "forkserver" if "forkserver" in get_all_start_methods() else None
        with _pool(get_context(start), workers, lexicon, options) as pool:
            for results in pool.imap(_solve_chunk, chunks):
                yield from results
                bar.update(len(results))
    finally:
        bar.close()


def _pool(context: Any, workers: int, lexicon: Lexicon, options: dict[str, Any]) -> Any:
    """The worker pool, started with Ctrl-C, SIGTERM and SIGHUP held back: an interrupt half-way through sending a
    worker its start would leave it a truncated message (and a traceback); held, it arrives once the pool can be
    ended."""
    import signal
    held = {signal.SIGINT, signal.SIGTERM, *([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])}
    if not hasattr(signal, "pthread_sigmask"):  # no signal masks on this platform
        return context.Pool(workers, initializer=_adopt, initargs=(lexicon, options))
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        return context.Pool(workers, initializer=_adopt, initargs=(lexicon, options))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _solve(number: int, text: str, lexicon: Lexicon, options: dict[str, Any]) -> dict[str, Any]:
    """One line's result: the answer's JSON, or the error object (``ladders START END --json``'s schema)."""
    try:
        start, end = parse_pair(text)
    except ValueError as error:
        return {"line": number, "error": "bad_input", "message": str(error), "input": text.strip()}
    options = dict(options)
    definitions, plain = options.pop("definitions"), options.pop("plain")
    try:
        if plain:
            del options["commoner"]
            return {"line": number, **make_ladder(start, end, lexicon=lexicon, **options).as_json()}
        found = answer(start, end, lexicon=lexicon, **options)
    except (LadderError, ValueError, TypeError) as error:
        _, code, message, details = describe(error)
        return {"line": number, "error": code, "message": message, "start": start, "end": end, **details}
    return {"line": number, **found.as_json(definitions=definitions)}


_worker: tuple[Any, dict[str, Any]] | None = None


def _adopt(lexicon: Lexicon, options: dict[str, Any]) -> None:
    """A worker's start: its word list and options; Ctrl-C and a closed terminal (SIGHUP) are the parent's to
    handle (it ends the pool)."""
    global _worker
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    _worker = (lexicon, options)


def _solve_chunk(chunk: list[tuple[int, str]]) -> list[dict[str, Any]]:
    if _worker is None:
        raise BrokenInvariantError("the worker was started without a lexicon")
    lexicon, options = _worker
    return [_solve(number, text, lexicon, options) for number, text in chunk]
