"""Word lists by language: the embedded English dictionary, or a language's word list installed on the system.

``lexicon_for("fr")`` finds the French word list Debian's ``wfrench`` package
installs (``/usr/share/dict/french``), reads it and ranks its words by their
French frequency (wordfreq, the ``freq`` extra), once per process. The word
lists stay the user's installed data: they are GPL or of other licences, and
the package never ships them. A language whose list is not installed ends in
one line that names the package to install; ``--words FILE`` with
``--language CODE`` takes any list instead.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping

from .._records import Record
from ..errors import WordFileError
from .accents import DEFAULT_RULES, check_rule
from .embedded import DEFAULT_SIZE, default_lexicon
from .lexicon import Lexicon
from .loaders import load_lexicon

__all__ = ["Language", "LANGUAGES", "lexicon_for", "LanguageListMissing"]


class Language(Record):
    """A language the command line and the API know by its ``code``: its ``name``, the Debian ``package`` that
    installs its word list, and the list's ``path`` once installed (``None`` for English: the embedded dictionary)."""

    __slots__ = ("code", "name", "package", "path")
    code: str
    name: str
    package: str | None
    path: str | None

    def __init__(self, code: str, name: str, package: str | None, path: str | None) -> None:
        for field, value in (("code", code), ("name", name), ("package", package), ("path", path)):
            object.__setattr__(self, field, value)


LANGUAGES: Mapping[str, Language] = {language.code: language for language in (
    Language("en", "English", None, None),
    Language("fr", "French", "wfrench", "/usr/share/dict/french"),
    Language("de", "German", "wngerman", "/usr/share/dict/ngerman"),
    Language("es", "Spanish", "wspanish", "/usr/share/dict/spanish"),
    Language("it", "Italian", "witalian", "/usr/share/dict/italian"),
    Language("pt", "Portuguese", "wportuguese", "/usr/share/dict/portuguese"),
    Language("nl", "Dutch", "wdutch", "/usr/share/dict/dutch"),
)}
"""The languages with a known word list: English (embedded) and six that Debian packages."""


class LanguageListMissing(WordFileError):
    """The language's word list is not installed: the message names the package that installs it."""


_loaded: dict[tuple[str, str], Lexicon] = {}
_lock = threading.Lock()


def lexicon_for(code: str, *, size: int = DEFAULT_SIZE, accents: str | None = None) -> Lexicon:
    """The word list of the language *code* (``en``, ``fr``, ``de``, ``es``, ``it``, ``pt``, ``nl``), ranked by
    that language's frequencies; English is the embedded dictionary of *size*.

    *accents* is the accent rule, ``"fold"`` or ``"exact"`` (see :mod:`ladders.words.accents`); None takes the
    language's default (:data:`~ladders.words.accents.DEFAULT_RULES`). English's dictionary has no accents.

    >>> lexicon_for("en") is default_lexicon()
    True
    >>> lexicon_for("xx")
    Traceback (most recent call last):
    ...
    ValueError: no word list for language 'xx': ladders knows de, en, es, fr, it, nl, pt (or give a list with --words)

    Raises :class:`LanguageListMissing` (a :class:`~ladders.errors.WordFileError`) when the list is not
    installed, and :class:`~ladders.errors.FrequencyError` when wordfreq is missing.
    """
    language = LANGUAGES.get(code) if isinstance(code, str) else None
    if language is None:
        raise ValueError(f"no word list for language {code!r}: ladders knows {', '.join(sorted(LANGUAGES))} "
                         "(or give a list with --words)")
    rule = DEFAULT_RULES[code] if accents is None else check_rule(accents)
    if language.path is None:
        return default_lexicon(size)
    with _lock:
        found = _loaded.get((code, rule))
        if found is None:
            if not os.path.exists(language.path):
                raise LanguageListMissing(
                    f"no {language.name} word list is installed ({language.path}): apt-get install "
                    f"{language.package}, or give one with --words FILE --language {code}")
            found = _loaded[code, rule] = load_lexicon(language.path, language=code, accents=rule)
        return found
