"""How the commands print: ladders as text or JSON, errors as one line, in whatever the terminal can show."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..solve.ladder import Ladder

__all__ = ["ladder_json", "emit", "printable", "complain", "is_terminal"]


def ladder_json(ladder: Ladder) -> dict:
    """A ladder as a JSON-ready object."""
    return {"start": ladder.start, "end": ladder.end, "steps": ladder.steps,
            "metric": ladder.metric, "words": list(ladder.words)}


def emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:
        print(json.dumps(ladder_json(ladder), ensure_ascii=printable(str(ladder)) != str(ladder)))
    else:
        print(printable(str(ladder)))


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


