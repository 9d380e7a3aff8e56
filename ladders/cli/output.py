"""How the commands print: ladders as text or JSON, errors as one line, in whatever the terminal can show."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, Any

from ..errors import describe as describe_error

if TYPE_CHECKING:
    from ..solve.ladder import Ladder

__all__ = ["emit", "printable", "complain", "is_terminal", "describe", "fail", "definition_lines",
           "definitions_json", "to_json"]


def emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:
        from ..solve.answer import ladder_json  # the one JSON form of a ladder, as every answer prints it
        print(to_json(ladder_json(ladder), ensure_ascii=printable(str(ladder)) != str(ladder)))
    else:
        print(printable(str(ladder)))


def definition_lines(words: Sequence[str], indent: str = "  ") -> list[str]:
    """One line per word: the word, then its first definition (and the base form defined), or "no definition"."""
    from ..words.definitions import NO_DEFINITION, define  # read only when definitions are asked for
    width = max(map(len, words), default=0)
    lines = []
    for word in words:
        found = define(word)
        if not found:
            text = NO_DEFINITION
        else:
            first = found[0]
            text = (f"({first.lemma}) " if first.lemma != word and not first.form else "") + str(first)
        lines.append(f"{indent}{word:<{width}}  {text}")
    return lines


def definitions_json(words: Sequence[str]) -> list[list[dict[str, str | None]]]:
    """Every definition of each word, as JSON-ready lists (an empty list: no definition)."""
    from ..words.definitions import define
    return [[definition.as_json() for definition in define(word)] for word in words]


def to_json(value: Any, ensure_ascii: bool = True) -> str:
    """*value* as one line of JSON (``json`` is imported here, for start-up time: most runs print text)."""
    import json
    return json.dumps(value, ensure_ascii=ensure_ascii)


def printable(text: str) -> str:
    """*text*, with ``→`` spelt ``->``, and other letters escaped, where the terminal cannot show them."""
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.replace("→", "->").encode("ascii", "backslashreplace").decode("ascii")
    return text


def complain(message: str) -> None:
    """Print *message* as one line on standard error (line breaks and control characters escaped).

    Where standard error cannot be written (closed, a full disk), the message
    is lost, but never the exit status: nothing is raised.
    """
    if not message.isprintable():
        message = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in message)
    if sys.stderr is None:
        return
    try:
        print(f"ladders: {printable(message)}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        try:  # nothing more can be said; keep the interpreter's last flush from failing again at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stderr.fileno())
        except (OSError, ValueError, AttributeError):
            pass


def is_terminal(stream: IO[str]) -> bool:
    """Whether *stream* is an interactive terminal (progress bars draw only there)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def describe(error: Exception) -> tuple[int, str, str, dict[str, Any]]:
    """(exit status, error code, one-line message, details) for an error a command met.

    :func:`ladders.errors.describe`, with a search limit's advice in the options' names.
    """
    status, code, message, details = describe_error(error)
    if code == "search_limit":
        message = (message.replace("raise max_expansions", "raise --max-expansions")
                   .replace("raise timeout", "raise --timeout").replace("(or pass None)", "(or give 'none')"))
    return status, code, message, dict(details)


def fail(args: list[str], status: int, code: str, message: str, details: dict[str, Any] | None = None) -> int:
    """Report a failure: one line on standard error and, when *args* ask for ``--json``, a JSON object
    (``error``, ``message`` and the details) on standard output. Returns *status*."""
    complain(message)
    if "--json" in args and sys.stdout is not None:
        print(to_json({"error": code, "message": message, **(details or {})}, ensure_ascii=False))
    return status
