"""Word lists by language: the embedded English dictionary, or a language's word list installed on the system.

``lexicon_for("fr")`` finds the French word list Debian's ``wfrench`` package
installs (``/usr/share/dict/french``), reads it and ranks its words by their
French frequency (wordfreq, the ``freq`` extra), once per machine: the result
is kept in the user's cache folder (:mod:`ladders.words.machine_cache`) and
memory-mapped by every later process, once per process. The word lists stay
the user's installed data: they are GPL or of other licences, and the package
never ships them. A language whose list is not installed ends in one line that
names the package to install; ``--words FILE`` with ``--language CODE`` takes
any list instead. :func:`open_languages` opens several at once, every word
length read, for a server to do before it listens.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Mapping

from .._records import Record
from ..errors import WordFileError
from .accents import DEFAULT_RULES, check_rule
from .embedded import DEFAULT_SIZE, default_lexicon
from .lexicon import Lexicon
from .machine_cache import Progress, stored_lexicon

__all__ = ["Language", "LANGUAGES", "lexicon_for", "open_languages", "LanguageListMissing"]


class Language(Record):
    """A language the command line and the API know by its ``code``: its ``name``, the Debian ``package`` that
    installs its word list, and the list's ``path`` once installed (``None`` for English: the embedded dictionary)."""

    code: str
    name: str
    package: str | None
    path: str | None


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


def lexicon_for(code: str, *, size: int = DEFAULT_SIZE, accents: str | None = None, progress: Progress | None = None,
                notice: Callable[[str], object] | None = None) -> Lexicon:
    """The word list of the language *code* (``en``, ``fr``, ``de``, ``es``, ``it``, ``pt``, ``nl``), ranked by
    that language's frequencies; English is the embedded dictionary of *size*.

    *accents* is the accent rule, ``"fold"`` or ``"exact"`` (see :mod:`ladders.words.accents`); None takes the
    language's default (:data:`~ladders.words.accents.DEFAULT_RULES`). English's dictionary has no accents.

    Another language's list is built once per machine and kept in the cache folder
    (:func:`~ladders.words.machine_cache.stored_lexicon`): *progress* is called as the list is read when it is
    built (``progress(bytes_read, bytes_total)``), and *notice* is told in one line when a damaged copy is built
    again. In a process it is opened once; a pickle names it by its language, so a worker process opens the
    stored copy too.

    >>> lexicon_for("en") is default_lexicon()
    True
    >>> lexicon_for("xx")
    Traceback (most recent call last):
    ...
    ValueError: no word list for language 'xx': ladders knows de, en, es, fr, it, nl, pt (or give a list with --words)

    Raises :class:`LanguageListMissing` (a :class:`~ladders.errors.WordFileError`) when the list is not
    installed, and :class:`~ladders.errors.FrequencyError` when wordfreq is missing.
    """
    language = _known(code)
    rule = DEFAULT_RULES[code] if accents is None else check_rule(accents)
    if language.path is None:
        return default_lexicon(size)
    _check_installed(language)
    with _lock:
        found = _loaded.get((code, rule))
        if found is None:
            found = _loaded[code, rule] = stored_lexicon(language.path, code, rule, progress=progress, notice=notice,
                                                         pickled_as=(_reopened, (code, rule)))
        return found


def open_languages(codes: Iterable[str], *, size: int = DEFAULT_SIZE, accents: str | None = None,
                   progress: Callable[[str], Progress | None] | None = None,
                   notice: Callable[[str], object] | None = None) -> dict[str, Lexicon]:
    """Each language's word list, by code (a code named twice once), every word length read: what a server
    builds before it listens, so that no request reads or builds a list.

    Each list comes from the machine's cache (built there first when it is not, or no longer, the list's:
    *progress(code)* gives the reading's ``progress`` callback for that list); English is the embedded
    dictionary of *size*. *accents* and *notice* are :func:`lexicon_for`'s.

    >>> list(open_languages(["en", "en"]))
    ['en']

    Raises what :func:`lexicon_for` raises, for the first code that fails, before any list is read.
    """
    chosen = list(dict.fromkeys(codes))
    for code in chosen:  # every code checked before any list is read
        _check_installed(_known(code))
    opened = {code: lexicon_for(code, size=size, accents=accents, notice=notice,
                                progress=None if progress is None else progress(code)) for code in chosen}
    for lexicon in opened.values():
        if lexicon.language != "en":
            for length in lexicon.lengths:
                lexicon.words_of_length(length)
    return opened


def _known(code: str) -> Language:
    """The language *code*, when ladders knows it (``ValueError`` otherwise)."""
    language = LANGUAGES.get(code) if isinstance(code, str) else None
    if language is None:
        raise ValueError(f"no word list for language {code!r}: ladders knows {', '.join(sorted(LANGUAGES))} "
                         "(or give a list with --words)")
    return language


def _check_installed(language: Language) -> None:
    """Raise :class:`LanguageListMissing` unless *language*'s list is installed (English's always is)."""
    if language.path is not None and not os.path.exists(language.path):
        raise LanguageListMissing(f"no {language.name} word list is installed ({language.path}): apt-get install "
                                  f"{language.package}, or give one with --words FILE --language {language.code}")


def _reopened(code: str, accents: str) -> Lexicon:
    """A language's list as a pickle names it: :func:`lexicon_for`, in the process that unpickles it."""
    return lexicon_for(code, accents=accents)
