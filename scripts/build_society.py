"""Regenerate ``ladders/words/data/ldnoobw-*.txt`` and their notice from the pinned npm package ``naughty-words``.

The good-society lists (:mod:`ladders.words.society`) are the lists of
LDNOOBW, the "List of Dirty, Naughty, Obscene and Otherwise Bad Words"
(Shutterstock, CC BY 4.0), as the npm package ``naughty-words`` 1.2.0 ships
them: English (``en.json``), and French, German, Spanish, Italian, Portuguese
and Dutch (``fr.json`` ... ``nl.json``), the languages whose word lists
``ladders`` reads. We keep their single-word entries (English: plain letters
a-z; the others: letters of any alphabet, accents kept), lowercased, Unicode
NFC, one per line, sorted, in ``ldnoobw-{code}.txt``; phrases, and entries
with a hyphen, an apostrophe or a digit, cannot be one rung of a ladder.
``LDNOOBW-LICENSE.txt`` is our attribution followed by the licence text the
package carries.

The package is fetched with npm's own client (``npm pack``) and checked
against its pinned integrity hash before use; ``--source`` takes a tarball
already on disk instead. :func:`build` is also called by
``scripts/build_dictionary.py``, so its ``--check`` covers these files too::

    python scripts/build_society.py                 # writes the seven lists and the notice
    python scripts/build_society.py --check         # rebuild in a temporary folder, compare; exit 1 if stale
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import subprocess
import sys
import tarfile
import tempfile
import unicodedata
from pathlib import Path

PACKAGE, VERSION = "naughty-words", "1.2.0"
INTEGRITY = "sha512-0iadX6fN+3NsfvIRtWmmpEX9VsoIQ6n9FwyIxmew9w5yzFNqMgs/Ky0eAC/z5xXSHtqlVoByiovdROikwH9SXQ=="
"""The npm registry's integrity hash of ``naughty-words-1.2.0.tgz`` (sha512, base64)."""
OUTPUT = Path(__file__).resolve().parent.parent / "ladders" / "words" / "data"
LANGUAGES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
             "nl": "Dutch"}
"""The package's lists we ship, by their file's code: English first, then the languages ``ladders`` reads."""
WORDS_FILE, NOTICE_FILE = "ldnoobw-{code}.txt", "LDNOOBW-LICENSE.txt"
SINGLE_WORD = re.compile(r"[a-z]+")
"""An English entry we keep: plain letters a-z (another language's: any letters, :func:`is_single_word`)."""

NOTICE = f"""\
Good-society lists: ladders/words/data/ldnoobw-{{en,fr,de,es,it,pt,nl}}.txt

What they are
  The single-word entries of the English, French, German, Spanish, Italian,
  Portuguese and Dutch lists of the "List of Dirty, Naughty, Obscene and
  Otherwise Bad Words" (LDNOOBW), one list per file ({', '.join(WORDS_FILE.format(code=c) for c in LANGUAGES)}),
  one word per line, lowercased, Unicode NFC, sorted. Phrases of the lists
  are left out: a rung of a word ladder is one word. Built by
  scripts/build_society.py of the ladders project, which keeps puzzle ends,
  hints and shown solutions clear of these words (ladders.words.society; in
  English it also keeps some ordinary and medical words the list names,
  listed with reasons in the project's documentation).

Source and credit
  List of Dirty, Naughty, Obscene and Otherwise Bad Words, by Shutterstock and
  its contributors: https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words
  as packaged on npm: {PACKAGE} {VERSION} (files {', '.join(f"{c}.json" for c in LANGUAGES)}).
  Licensed under the Creative Commons Attribution 4.0 International licence
  (CC BY 4.0): https://creativecommons.org/licenses/by/4.0/
  Changes made: phrases dropped, and entries with characters other than
  letters (English: other than a-z); the rest lowercased, put in Unicode
  NFC and sorted, each language in a file of its own.

The licence text, as the package ships it, follows.

"""


def fetch(folder: Path) -> Path:
    """Download the pinned package with ``npm pack`` into *folder*; return the tarball."""
    try:
        subprocess.run(["npm", "pack", f"{PACKAGE}@{VERSION}", "--pack-destination", str(folder)],
                       check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as error:
        raise SystemExit(f"npm pack {PACKAGE}@{VERSION} failed ({error}): install npm, or pass --source TARBALL")
    return folder / f"{PACKAGE}-{VERSION}.tgz"


def read_package(tarball: Path) -> tuple[dict[str, list[str]], str]:
    """The entries of each language of :data:`LANGUAGES` and the licence text of the package *tarball*, after
    checking its integrity."""
    raw = tarball.read_bytes()
    found = "sha512-" + base64.b64encode(hashlib.sha512(raw).digest()).decode("ascii")
    if found != INTEGRITY:
        raise SystemExit(f"{tarball} is not {PACKAGE} {VERSION}: its hash is {found}")
    with tarfile.open(tarball) as archive:
        entries = {code: json.loads(_member(archive, f"package/{code}.json")) for code in LANGUAGES}
        licence = _member(archive, "package/LICENSE")
    return entries, licence


def _member(archive: tarfile.TarFile, name: str) -> str:
    member = archive.extractfile(name)
    if member is None:
        raise SystemExit(f"the package has no {name}")
    return member.read().decode("utf-8")


def is_single_word(entry: str, code: str = "en") -> bool:
    """Whether the folded *entry* is one word we keep: letters a-z in English, letters of any alphabet otherwise.

    >>> [is_single_word(word, "fr") for word in ("enculé", "pousse-crotte", "two words")], is_single_word("é")
    ([True, False, False], False)
    """
    return bool(SINGLE_WORD.fullmatch(entry)) if code == "en" else entry.isalpha()


def render_words(entries: list[str], code: str = "en") -> str:
    """The data file of the language *code*: one comment line, then the single-word entries, lowercased, NFC,
    sorted, once each.

    >>> print(render_words(["Bad", "two words", "bad", "b4d", "awful"]), end="")  # doctest: +NORMALIZE_WHITESPACE
    # ladders good-society list: LDNOOBW (English) single words, from naughty-words 1.2.0,
    CC BY 4.0 (see LDNOOBW-LICENSE.txt)
    awful
    bad
    >>> render_words(["Cabrón", "Coño", "hijo de puta"], "es").splitlines()[1:]
    ['cabrón', 'coño']
    """
    folded = (unicodedata.normalize("NFC", entry.strip().lower()) for entry in entries)
    words = sorted({entry for entry in folded if is_single_word(entry, code)})
    header = (f"# ladders good-society list: LDNOOBW ({LANGUAGES[code]}) single words, from {PACKAGE} {VERSION}, "
              f"CC BY 4.0 (see {NOTICE_FILE})")
    return "\n".join([header, *words]) + "\n"


def build(folder: Path, source: Path | None = None) -> list[str]:
    """Write the lists and their notice into *folder* (from *source*, else a fresh ``npm pack``); return their
    names."""
    with tempfile.TemporaryDirectory() as scratch:
        entries, licence = read_package(source if source is not None else fetch(Path(scratch)))
    names = []
    for code in LANGUAGES:
        names.append(WORDS_FILE.format(code=code))
        (folder / names[-1]).write_text(render_words(entries[code], code), encoding="utf-8")
    (folder / NOTICE_FILE).write_text(NOTICE + licence, encoding="utf-8")
    return [*names, NOTICE_FILE]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help=f"the {PACKAGE}-{VERSION}.tgz to read (default: npm pack it)")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="the folder to write (default: the package's)")
    parser.add_argument("--check", action="store_true",
                        help="rebuild into a temporary folder and compare with the shipped files; exit 1 if any differ")
    args = parser.parse_args(argv)
    if not args.check:
        print(f"wrote {', '.join(build(args.output, args.source))} to {args.output}")
        return 0
    with tempfile.TemporaryDirectory() as folder:
        names = build(Path(folder), args.source)
        stale = [n for n in names if (Path(folder) / n).read_bytes() != _bytes(args.output / n)]
    for name in stale:
        print(f"{args.output / name} is stale: rebuild it with python scripts/build_society.py")
    if not stale:
        print(f"up to date: {', '.join(names)}")
    return 1 if stale else 0


def _bytes(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


if __name__ == "__main__":
    sys.exit(main())
