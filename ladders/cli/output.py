"""How the commands print: ladders as text or JSON, errors as one line, in whatever the terminal can show."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..solve.ladder import Ladder

__all__ = ["ladder_json", "emit", "printable", "complain", "is_terminal", "definition_lines", "definitions_json"]


def ladder_json(ladder: Ladder) -> dict:
    """A ladder as a JSON-ready object."""
    return {"start": ladder.start, "end": ladder.end, "steps": ladder.steps,
            "metric": ladder.metric, "words": list(ladder.words)}


def emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:
        print(json.dumps(ladder_json(ladder), ensure_ascii=printable(str(ladder)) != str(ladder)))
    else:
        print(printable(str(ladder)))


def definition_lines(words, indent: str = "  ") -> list[str]:
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
            text = (f"({first.lemma}) " if first.lemma != word else "") + str(first)
        lines.append(f"{indent}{word:<{width}}  {text}")
    return lines


def definitions_json(words) -> list[list[dict]]:
    """Every definition of each word, as JSON-ready lists (an empty list: no definition)."""
    from ..words.definitions import define
    return [[definition.as_json() for definition in define(word)] for word in words]


def printable(text: str) -> str:
    """*text*, with ``→`` spelt ``->``, and other letters escaped, where the terminal cannot show them."""
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.replace("→", "->").encode("ascii", "backslashreplace").decode("ascii")
    return text


def complain(message: str) -> None:
    """Print *message* as one line on standard error (line breaks and control characters escaped)."""
    if not message.isprintable():
        message = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in message)
    print(f"ladders: {printable(message)}", file=sys.stderr)


def is_terminal(stream) -> bool:
    """Whether *stream* is an interactive terminal (progress bars draw only there)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


