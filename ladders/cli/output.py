"""How the commands print: ladders as text or JSON, errors as one line, in whatever the terminal can show, and
files written whole or not at all.

Text a command prints may hold what a user or a file gave it (a graded answer
file is anyone's), so :func:`printable` and :func:`to_json` show every control
character escaped: an escape sequence or a bidirectional override from input
is printed as ``\\x1b[31m`` or ``\\u202e``, never acted on by the terminal.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, Any

from .. import bounded
from ..errors import describe as describe_error

if TYPE_CHECKING:
    from ..solve.ladder import Ladder

__all__ = ["emit", "printable", "complain", "is_terminal", "describe", "fail", "definition_lines",
           "definitions_json", "to_json", "write_file", "size_of"]


def emit(ladder: Ladder, as_json: bool) -> None:
    if as_json:  # the one JSON form of a ladder, as every answer prints it
        print(to_json(ladder.as_json(), ensure_ascii=printable(str(ladder)) != str(ladder)))
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
    """*value* as one line of JSON, every control character in it written as a ``\\u`` escape (the same JSON).

    ``json`` escapes those below space itself; the others (C1 controls,
    bidirectional overrides) would reach the terminal as they are. ``json`` is
    imported here, for start-up time: most runs print text.

    >>> print(to_json({"word": "pig\x9b2J\u202e"}, ensure_ascii=False))
    {"word": "pig\\u009b2J\\u202e"}
    """
    import json
    return bounded.printable_json(json.dumps(value, ensure_ascii=ensure_ascii))


def printable(text: str) -> str:
    r"""*text* as it can be shown: control characters escaped (line breaks and tabs kept), and where the terminal
    cannot show a letter, ``→`` spelt ``->`` and the letter escaped.

    >>> printable("pig\x1b[2J\tsty")
    'pig\\x1b[2J\tsty'
    """
    text = bounded.printable(text, keep="\n\t")
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


def write_file(path: str, content: str | bytes) -> int:
    """Write *content* (text as UTF-8) to the file *path*, whole or not at all; return the bytes written.

    The content goes to a temporary file beside *path*, renamed over it once
    written; when anything fails (a full disk, Ctrl-C) the temporary file is
    removed, so neither a half-written file nor a stray one is left. A new
    file gets the usual permissions (the umask's), a replaced one keeps its
    own. A path that is not a regular file (``/dev/stdout``, a named pipe) is
    written straight into: renaming over it would replace it. Raises ``OSError``.
    """
    import stat
    import tempfile
    data = content.encode("utf-8") if isinstance(content, str) else content
    target = os.path.realpath(path)  # a link's file is replaced, not the link
    try:
        found: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        found = None
    if found is not None and not stat.S_ISREG(found.st_mode):
        with open(target, "wb") as handle:
            handle.write(data)
        return len(data)
    if found is None:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    else:
        mode = stat.S_IMODE(found.st_mode)
    folder, name = os.path.split(target)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".part", dir=folder)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    return len(data)


def size_of(count: int) -> str:
    """A number of bytes as a person reads it.

    >>> size_of(812), size_of(12_345), size_of(3_400_000)
    ('812 bytes', '12 KB', '3.4 MB')
    """
    if count < 1000:
        return f"{count} byte{'s' * (count != 1)}"
    return f"{count / 1000:.0f} KB" if count < 999_500 else f"{count / 1_000_000:.1f} MB"
