"""Regenerate the data files of ``ladders/words/data`` from their pinned sources.

Every file the package ships there comes from this script, never by hand:

* ``scowl-words.txt``: the embedded dictionary, from SCOWL 2020.12.07 (Kevin
  Atkinson), as Debian's ``scowl`` package installs it
  (``/usr/share/dict/scowl/*-words.NN``, size levels NN from 10, most common,
  to 95, rarest). We keep the words of the ``english`` and ``american`` lists
  that are plain lowercase a-z and that a puzzle player accepts as words
  (:func:`is_rung`), and record, for each, the smallest level listing it.
  To them we add the reviewed additions of ``additions-en.txt`` (common modern
  words SCOWL lacks: *app*, *cafe*; ``scripts/build_additions.py``), each at
  the level that file gives, unless one would change a scheduled daily
  puzzle (below).
  ``SCOWL-COPYRIGHT.txt`` is SCOWL's own copyright section, taken
  whole from the README of that release.
* ``wordfreq-en.bin``: how frequent each of those words is in English, on the
  Zipf scale (log10 of uses per billion words, two decimals), from wordfreq
  3.1.1 (Robyn Speer). wordfreq's data is CC BY-SA 4.0, so this file is an
  adaptation under that licence and stays a file of its own
  (``WORDFREQ-LICENSE.txt``, kept in the repository, gives the attribution).
* ``wordnet-definitions.bin``: short definitions from Princeton WordNet 3.0
  (Debian's ``wordnet-base``) for the words of the dictionary that are WordNet
  lemmas and for the lemmas that are base forms of dictionary words (*bot* for
  *bots*), and WordNet's exception lists of irregular inflections, so that
  ``ladders.words.definitions`` can resolve inflected forms at run time.
  ``WORDNET-LICENSE.txt`` is WordNet's licence, from the same package.
  Senses written with a capital (proper nouns such as *Tell*, symbols such
  as *He* for helium) are left out, unless a word has no other.
* ``ldnoobw-en.txt`` and ``LDNOOBW-LICENSE.txt``: the good-society list, from
  the npm package ``naughty-words`` (CC BY 4.0), written by
  ``scripts/build_society.py`` (which this script runs; it needs ``npm``).
* ``vocabulary-en.txt``: the puzzle vocabulary, the words a ten-year-old
  reader knows (``ladders.words.vocabulary``), judged by
  ``scripts/build_vocabulary.py`` from the installed word list, frequencies and
  morphology, and from WordNet's data files and SCOWL's abbreviation lists; CC
  BY-SA 4.0, as its rules read wordfreq's frequencies.
* ``shown-words.bin``: which words a puzzle may show and end on, a bit per
  word, by the package's own rules (``ladders.words.society``) over the files
  above, so that ``ladders puzzle``, hints and solutions do not judge words
  one by one at run time (``ladders.words.ends``). Its "common" bits come from
  wordfreq's frequencies, so it is CC BY-SA 4.0 too, a file of its own.

The vocabulary and the shown words are judged by the package's own rules over
the files just built: a child process imports a copy of the package whose data
folder is the build's (``build_additions.package_copy``), so one build is
enough.

**The additions change no scheduled day.** Every file is built twice, in a
temporary folder: without the additions and with them. For every day of
``ladders/play/data/daily.tsv``, the days given and the days to come, both
builds give the par, the hint walk (the rung ``ladders.play.rounds.hint``
gives, from the start to the end), the rating and the number of shortest
ladders (``build_additions.day_figures``). A word whose addition changes a
day's par, hint walk or rating, or takes it over the daily's limit of shortest
ladders, is left out, the build says which word and which day, and the files
are built again without it. Only then are the files copied into the data
folder, together.

Layout of ``scowl-words.txt`` (a reader loads only the word lengths a query
touches, and only the levels it wants)::

    # ladders word data ...                      (line 1: a comment)
    10 20 35 40 50 55 60 70 80 95                (line 2: the levels)
    1:0:26,0,0,0,0,0,0,0,0,0 2:52:...            (line 3: the index)
    a                                            (the body, from line 4)

Each index entry is ``length:offset:counts``: the section of words with that
many letters starts *offset* bytes into the body and holds, level by level,
*counts[k]* words (sorted within each level), one per line.

``scowl-neighbours.bin`` is the neighbour table of every word of
``scowl-words.txt`` (size 95). Words are numbered in that file's order (by
length, then level, then alphabetically), from 0. Each word's row lists its
neighbours' numbers by kind of move, in this order: ``del`` (one letter
deleted), ``sub`` (one changed), ``ins`` (one inserted), ``swap`` (two
adjacent letters swapped); within a kind, in the order the built-in metrics'
generators yield them (:mod:`ladders.moves.metrics`). So each built-in
metric's neighbours are one stretch of the row: substitution ``sub``;
levenshtein ``del`` to ``ins``; damerau the whole row. Line 1 is a comment,
line 2 an index of ``name:offset:count`` entries (*offset* counted in bytes
from the start of line 3; spaces end line 2 so that line 3 starts at a multiple
of four bytes), then the little-endian arrays: ``starts`` (unsigned 32-bit, one per word and one more:
where each row begins in ``ids``), ``ids`` (unsigned 32-bit word numbers) and
``sub``, ``ins``, ``swap`` and ``end`` (unsigned bytes, one per word: where
that kind begins, or the row ends, counted from the row's start).

``wordfreq-en.bin`` (CC BY-SA 4.0, a file of its own): comment lines, a line with the
largest Zipf value × 100 and the number of words, then one unsigned 16-bit value per word
in the neighbour table's numbering (:func:`render_frequencies`), memory-mapped at run time.

``wordnet-definitions.bin`` is text in zlib-compressed blocks of about 32 KB behind an index of
each block's first lemma (``ladders.words.definitions.DefinitionsFile``): one
line per lemma, ``lemma<TAB>pos<TAB>gloss[<TAB>pos<TAB>gloss...]`` (pos is
``n``, ``v``, ``a`` or ``r``, in capitals for a lemma WordNet writes only with a capital letter, a
name or an abbreviation such as *WA*, followed by how often the lemma was met in that part of
speech: the sense-tag count of the SemCor corpus that WordNet ships as ``cntlist.rev``, summed
over its senses, then ``:`` and the count of each sense kept, comma-separated; the gloss is of up to
four senses, joined by ``|``, in the order a reader meets them: written in lowercase first, then by
SemCor's count, then, among senses SemCor never met, one the word names first (:func:`sense_order`);
parts of speech in order of that count), then a line
``%exceptions`` and one line per irregular form, ``form<TAB>pos<TAB>base[ base...]``.

Run it by hand, never at install time::

    apt-get install scowl wordnet-base npm && pip install '.[build]'
    python scripts/build_dictionary.py            # builds and checks in a temporary folder, then writes the files
    python scripts/build_dictionary.py --check    # the same, but compares with the shipped files; exit 1 if stale
"""

from __future__ import annotations

import argparse
import array
import gzip
import json
import lzma
import os
import re
import shutil
import sys
import tempfile
import zlib
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the build's helper scripts, beside this one
import build_additions  # noqa: E402

SCOWL_DIR = Path("/usr/share/dict/scowl")
SCOWL_README = Path("/usr/share/doc/scowl/README.gz")
SCOWL_VERSION = "2020.12.07"
WORDNET_DIR = Path("/usr/share/wordnet")
WORDNET_COPYRIGHT = Path("/usr/share/doc/wordnet-base/copyright")
WORDFREQ_VERSION = "3.1.1"
OUTPUT = Path(__file__).resolve().parent.parent / "ladders" / "words" / "data"
CATEGORIES = ("english", "american")
PLAIN_WORD = re.compile(r"[a-z]+")
SINGLE_LETTER_WORDS = frozenset({"a", "i", "o"})
"""The one-letter entries that are words: the article, the pronoun I, the vocative O."""
VOWELLESS_WORDS = frozenset({"hm", "hmm", "mm", "sh", "shh", "brr", "grr", "pst", "psst", "tsk", "nth", "cwm", "zzz"})
"""Words with no vowel that people write as words (interjections, nth, the Welsh-English cwm)."""
VOWEL = re.compile(r"[aeiouy]")


def is_rung(word: str) -> bool:
    """Whether a puzzle player accepts *word* as a rung: not a single letter (but a, I, O), and with a vowel.

    SCOWL lists every letter of the alphabet, letters' plurals (``cs``, ``ms``),
    units and abbreviations (``kb``, ``lm``, ``mph``, ``ghz``): a ladder through
    ``b`` or ``kb`` is no ladder a player accepts. Words with no vowel but a few
    written interjections are such entries.
    """
    if len(word) == 1:
        return word in SINGLE_LETTER_WORDS
    return bool(VOWEL.search(word)) or word in VOWELLESS_WORDS
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}


def smallest_levels(scowl_dir: Path) -> dict[str, int]:
    """Map each plain lowercase word to the smallest SCOWL level listing it."""
    levels: dict[str, int] = {}
    for category in CATEGORIES:
        for path in sorted(scowl_dir.glob(f"{category}-words.*")):
            level = int(path.suffix[1:])
            raw = path.read_bytes()
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:  # older SCOWL releases are Latin-1
                text = raw.decode("latin-1")
            for line in text.splitlines():
                word = line.strip()
                if PLAIN_WORD.fullmatch(word) and is_rung(word) and level < levels.get(word, 1000):
                    levels[word] = level
    return levels


def render_words(levels: dict[str, int]) -> str:
    """``scowl-words.txt``: a header, an index, then one section per word length."""
    all_levels = sorted(set(levels.values()))
    sections: dict[int, dict[int, list[str]]] = {}
    for word, level in levels.items():
        sections.setdefault(len(word), {}).setdefault(level, []).append(word)
    body: list[str] = []
    index: list[str] = []
    offset = 0
    for length in sorted(sections):
        by_level = sections[length]
        counts = [len(by_level.get(level, ())) for level in all_levels]
        index.append(f"{length}:{offset}:{','.join(map(str, counts))}")
        for level in all_levels:
            for word in sorted(by_level.get(level, ())):
                body.append(word)
                offset += len(word) + 1
    header = [
        "# ladders word data: SCOWL english+american words by length, then level (scripts/build_dictionary.py)",
        " ".join(map(str, all_levels)),
        " ".join(index),
    ]
    return "\n".join(header + body) + "\n"


def sections_in_file_order(levels: dict[str, int]) -> dict[int, list[str]]:
    """Each length's words in the order ``scowl-words.txt`` lists them: by level, then sorted."""
    ordered: dict[int, list[str]] = {}
    for word in sorted(levels, key=lambda word: (len(word), levels[word], word)):
        ordered.setdefault(len(word), []).append(word)
    return ordered


NEIGHBOUR_KINDS = ("del", "sub", "ins", "swap")
"""The kinds of move of ``scowl-neighbours.bin``, in the order each row lists them."""

TARGET_LENGTH = {"sub": 0, "del": -1, "ins": 1, "swap": 0}
"""How a kind of move changes a word's length."""


def neighbour_rows(sections: dict[int, list[str]], kind: str, length: int) -> list[list[int]]:
    """The rows of one block: for each word of *length* (file order), its neighbours' positions.

    Built in bulk from deletion-key buckets, each row in the generators' order: by position (gap), then
    alphabetically.
    """
    words = sections[length]
    target = sections.get(length + TARGET_LENGTH[kind], [])
    position = {word: at for at, word in enumerate(target)}
    rows: list[list[int]] = []
    if kind == "sub":
        buckets: dict[tuple[int, str], list[str]] = {}
        for word in sorted(words):
            for i in range(length):
                buckets.setdefault((i, word[:i] + word[i + 1:]), []).append(word)
        for word in words:
            rows.append([position[other] for i in range(length)
                         for other in buckets[i, word[:i] + word[i + 1:]] if other != word])
    elif kind == "del":
        for word in words:
            rows.append([position[shorter] for i in range(length) if not (i and word[i] == word[i - 1])
                         if (shorter := word[:i] + word[i + 1:]) in position])
    elif kind == "ins":
        gaps: dict[tuple[int, str], list[str]] = {}
        for longer in sorted(target):
            for gap in range(length + 1):
                gaps.setdefault((gap, longer[:gap] + longer[gap + 1:]), []).append(longer)
        for word in words:
            rows.append([position[longer] for gap in range(length + 1) for longer in gaps.get((gap, word), ())
                         if not gap or longer[gap] != word[gap - 1]])
    else:
        for word in words:
            rows.append([position[swapped] for i in range(length - 1) if word[i] != word[i + 1]
                         if (swapped := word[:i] + word[i + 1] + word[i] + word[i + 2:]) in position])
    return rows


def render_neighbours(levels: dict[str, int]) -> bytes:
    """``scowl-neighbours.bin``: the index line, padding, then the arrays (one row per word, kinds in order)."""
    sections = sections_in_file_order(levels)
    first_number, count = {}, 0
    for length in sorted(sections):
        first_number[length] = count
        count += len(sections[length])
    per_kind = {kind: {length: neighbour_rows(sections, kind, length) for length in sections}
                for kind in NEIGHBOUR_KINDS}
    starts, ids = array.array("I", [0]), array.array("I")
    kind_starts: dict[str, bytearray] = {kind: bytearray() for kind in (*NEIGHBOUR_KINDS[1:], "end")}
    for length in sorted(sections):
        for at in range(len(sections[length])):
            row_start = len(ids)
            for kind in NEIGHBOUR_KINDS:
                if kind in kind_starts:
                    kind_starts[kind].append(len(ids) - row_start)  # raises past 255: the format holds a byte
                base = first_number.get(length + TARGET_LENGTH[kind], 0)
                ids.extend(base + position for position in per_kind[kind][length][at])
            kind_starts["end"].append(len(ids) - row_start)
            starts.append(len(ids))
    if sys.byteorder == "big":
        starts.byteswap()
        ids.byteswap()
    arrays = {"starts": starts.tobytes(), "ids": ids.tobytes(),
              **{kind: bytes(found) for kind, found in kind_starts.items()}}
    index, offset = [], 0
    for name, block in arrays.items():
        index.append(f"{name}:{offset}:{len(block) // (4 if name in ('starts', 'ids') else 1)}")
        offset += len(block)
    header = ("# ladders neighbour table: SCOWL words' neighbours, one row per word (scripts/build_dictionary.py)\n"
              + " ".join(index)).encode("ascii")
    header += b" " * (-(len(header) + 1) % 4) + b"\n"  # spaces end line 2 so the arrays start four-byte aligned
    return header + b"".join(arrays.values())


def scowl_copyright(readme: Path) -> str:
    """SCOWL's copyright, sources and credits section, whole, from the README of the release used."""
    text = gzip.decompress(readme.read_bytes()).decode("utf-8")
    lines = text.splitlines()
    if SCOWL_VERSION not in lines[1]:
        raise SystemExit(f"{readme} is not SCOWL {SCOWL_VERSION} (it says {lines[1]!r}): install Debian's "
                         f"scowl 2020.12.07")
    start = lines.index("COPYRIGHT, SOURCES, and CREDITS:")
    end = lines.index("FUTURE PLANS:")
    section = "\n".join(lines[start:end]).rstrip()
    head = ("SCOWL (Spell Checker Oriented Word Lists), by Kevin Atkinson: the copyright, sources and credits\n"
            f"section of the README of {lines[0]}, {lines[1]} ({lines[2]}),\nas Debian's scowl package "
            "ships it. The words of ladders/words/data/scowl-words.txt come from\nthis release.\n\n")
    return head + section + "\n"


UNDEFINED = 1000
"""Added to a word's value in ``wordfreq-en.bin`` when the word has no definition (ladders.words.frequency)."""


def frequencies(words: list[str], zipf: Callable[[str], float], defined: set[str]) -> dict[str, int]:
    """Each word's Zipf frequency × 100 (an integer), plus :data:`UNDEFINED` for a word with no definition.

    A word wordfreq never counted is left out when it has no definition (read as "undefined, never counted"),
    and written with 0 when it has one.
    """
    found = {}
    for word in words:
        value = min(round(zipf(word) * 100), UNDEFINED - 1)
        if word in defined:
            found[word] = value
        elif value > 0:
            found[word] = UNDEFINED + value
    return found


def render_frequencies(freqs: dict[str, int], levels: dict[str, int]) -> bytes:
    """``wordfreq-en.bin``: the attribution, the top value, then one unsigned 16-bit value per word of the data
    file, in the neighbour table's numbering (each length's words in file order, lengths in order): the word's
    Zipf × 100, plus :data:`UNDEFINED` when it has no definition; :data:`UNDEFINED` alone for a word with no
    definition that wordfreq never counted. Little-endian, two-byte aligned."""
    values = array.array("H", (freqs.get(word, UNDEFINED) for length, words in
                               sorted(sections_in_file_order(levels).items()) for word in words))
    if sys.byteorder == "big":
        values.byteswap()
    header = "\n".join([
        "# ladders word frequencies: English Zipf frequency x 100 of the SCOWL words, "
        f"from wordfreq {WORDFREQ_VERSION}",
        "# by Robyn Speer (https://github.com/rspeer/wordfreq), built by scripts/build_dictionary.py.",
        "# An adaptation of wordfreq's data, licensed under CC BY-SA 4.0",
        "# (https://creativecommons.org/licenses/by-sa/4.0/): see WORDFREQ-LICENSE.txt beside this file.",
        f"# One 16-bit value per word, in the neighbour table's numbering: {UNDEFINED} or more marks a word with no "
        f"definition (ours, from WordNet); its Zipf x 100 is the value - {UNDEFINED}.",
        f"{max(value % UNDEFINED for value in freqs.values())} {len(values)}",
    ]).encode("ascii")
    header += b" " * (-(len(header) + 1) % 2) + b"\n"  # spaces end the last line so the values start aligned
    return header + values.tobytes()


def render_shown_words(levels: dict[str, int]) -> bytes:
    """``shown-words.bin``: comment lines, the number of words, then four bitmaps of one bit per word in the
    neighbour table's numbering (word *n* is bit ``n % 8`` of byte ``n // 8``), set when a puzzle may show the word
    by ``ladders.words.society.unshown_reason`` (the rules, never the shipped bitmaps), in the order of
    ``ladders.words.ends.KINDS``: shown (any words, common words), an end (any words, common words). Judged over the
    embedded dictionary of size 95, as the package's data files read: run by a child process whose package reads the
    build's folder (:func:`build_stage`), once the other files are built."""
    from ladders.words.embedded import default_lexicon
    from ladders.words.ends import KINDS
    from ladders.words.society import unshown_reason
    everything = default_lexicon(95)
    ordered = [word for _, words in sorted(sections_in_file_order(levels).items()) for word in words]
    maps = {kind: bytearray((len(ordered) + 7) // 8) for kind in KINDS}
    for number, word in enumerate(ordered):
        for (end, common), bits in maps.items():
            if unshown_reason(word, everything, end=end, common=common) is None:
                bits[number >> 3] |= 1 << (number & 7)
    header = "\n".join([
        "# ladders shown words: which words of scowl-words.txt a puzzle may show (any words; common words) and end",
        "# on (any words; common words), a bit per word in the neighbour table's numbering for each, built by",
        "# scripts/build_dictionary.py from ladders.words.society's rules, the good-society list (naughty-words,",
        "# CC BY 4.0: LDNOOBW-LICENSE.txt), WordNet 3.0 (WORDNET-LICENSE.txt) and wordfreq's frequencies (common:",
        f"# used once per million words or more, from wordfreq {WORDFREQ_VERSION} by Robyn Speer). An adaptation of",
        "# wordfreq's data, licensed under CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/): see",
        "# WORDFREQ-LICENSE.txt beside this file.",
        str(len(ordered)),
    ])
    return header.encode("ascii") + b"\n" + b"".join(bytes(maps[kind]) for kind in KINDS)


def wordfreq_zipf() -> Callable[[str], float]:
    """wordfreq's English Zipf lookup, at the pinned version (the ``build`` extra)."""
    try:
        import wordfreq
        from importlib.metadata import version
    except ImportError:
        raise SystemExit("wordfreq is not installed: pip install '.[build]'") from None
    if version("wordfreq") != WORDFREQ_VERSION:
        raise SystemExit(f"wordfreq {version('wordfreq')} is installed; the data is pinned to {WORDFREQ_VERSION}: "
                         f"pip install '.[build]'")
    return lambda word: wordfreq.zipf_frequency(word, "en", wordlist="large")


def wordnet_licence(copyright_file: Path) -> str:
    """WordNet 3.0's licence, from the Debian package's copyright file."""
    text = copyright_file.read_text(encoding="utf-8")
    block = text.split("License: WordNet3.0\n", 1)[1].split("\n\n", 1)[0]
    lines = ["." if line.strip() == "." else line[1:] for line in block.splitlines()]
    body = "\n".join("" if line == "." else line for line in lines)
    return ("Princeton WordNet 3.0 (https://wordnet.princeton.edu/): the definitions in\n"
            "ladders/words/data/wordnet-definitions.bin are drawn from it, under this licence:\n\n"
            + body.rstrip() + "\n")


def _gloss(line: str) -> str:
    """The definition part of a WordNet data line's gloss (the text before its quoted examples)."""
    gloss = line.split(" | ", 1)[1].strip()
    parts = []
    for part in gloss.split(";"):
        part = part.strip()
        if not part or part.startswith('"'):
            break
        parts.append(part)
    return "; ".join(parts) or gloss


def _lowercase_words(line: str) -> set[str]:
    """The words of a WordNet data line's synset, as written, that are all lowercase."""
    return {word for word in _synset_words(line) if word.islower()}


def _synset_words(line: str) -> list[str]:
    """The words of a WordNet data line's synset, as written, in WordNet's order (the first names the synset)."""
    fields = line.split(" ")
    count = int(fields[3], 16)
    return [re.sub(r"\(.*\)$", "", word) for word in fields[4: 4 + 2 * count: 2]]  # drop adjective markers


SENSES_KEPT = 4
"""Glosses kept per lemma and part of speech, in the order a reader meets the senses (:func:`sense_order`): the
first is what ``ladders define`` shows; a worksheet gives a later one to a rung whose first another rung has."""


def sense_order(lemma: str, offsets: list[str], tags: dict[int, int], data: dict[str, str]) -> list[tuple[int, str]]:
    """The senses of *lemma* (their synsets' *offsets*, in the index file's order), each as its sense number and
    offset, in the order a reader meets them.

    The senses written in lowercase come first (not *Tell*, the Swiss archer, nor *He*, helium); then by how often
    SemCor tagged each sense (*tags*: sense number → count, as the index file orders them); among senses SemCor
    never met, a synset that *lemma* names first before one it is a lesser name of (*cot*: the camp bed, not a
    fingerstall); then WordNet's order.
    """
    def key(numbered: tuple[int, str]) -> tuple[bool, int, bool, int]:
        number, offset = numbered
        names = _synset_words(data[offset])
        return lemma not in {name for name in names if name.islower()}, -tags.get(number, 0), \
            names[0].lower() != lemma, number
    return sorted(enumerate(offsets, 1), key=key)


def wordnet_entries(wordnet_dir: Path, words: set[str]) -> tuple[dict[str, list[tuple[str, str]]],
                                                                 list[tuple[str, str, list[str]]]]:
    """For each WordNet lemma that is a dictionary word or the base form of one (*bot* for *bots*, though SCOWL
    lists *bot* only as an abbreviation): each part of speech, commonest first, with how often SemCor met it and
    the glosses of its first :data:`SENSES_KEPT` senses in the order a reader meets them (:func:`sense_order`),
    joined by ``|``.

    Also WordNet's exception lists, kept where the form is a dictionary word and a base is a lemma.
    """
    counts = sense_counts(wordnet_dir)
    data: dict[str, dict[str, str]] = {}
    index: dict[str, dict[str, list[str]]] = {}
    for pos, name in POS_FILES.items():
        data[pos] = {line.split(" ", 1)[0]: line for line in
                     (wordnet_dir / f"data.{name}").read_text(encoding="latin-1").splitlines()
                     if not line.startswith(" ")}
        index[pos] = {}
        for line in (wordnet_dir / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if not line.startswith(" "):
                fields = line.split()
                index[pos][fields[0]] = fields[6 + int(fields[3]):]
    irregular = {(form, pos): bases for pos, name in POS_FILES.items()
                 for form, *bases in (line.split() for line in
                                      (wordnet_dir / f"{name}.exc").read_text(encoding="latin-1").splitlines())}
    wanted = words | _base_lemmas(words, index, irregular)
    senses: dict[str, list[tuple[bool, int, int, str, str, str]]] = {}
    for order, pos in enumerate(POS_FILES):
        for lemma, offsets in index[pos].items():
            if lemma not in wanted:
                continue
            tags = counts.get((lemma, pos), {})
            ordered = sense_order(lemma, offsets, tags, data[pos])
            proper = lemma not in _lowercase_words(data[pos][ordered[0][1]])
            glosses: dict[str, int] = {}  # gloss → times SemCor met the sense, in order, each gloss once
            for number, offset in ordered:
                if proper or lemma in _lowercase_words(data[pos][offset]):
                    glosses.setdefault(_gloss(data[pos][offset]).replace("|", "/"), tags.get(number, 0))
            kept = list(glosses.items())[:SENSES_KEPT]
            met = f"{sum(tags.values())}:{','.join(str(count) for _, count in kept)}"
            senses.setdefault(lemma, []).append((proper, -sum(tags.values()), order, pos, met,
                                                 "|".join(gloss for gloss, _ in kept)))
    entries = {}
    for lemma, found in senses.items():
        # Capitalised senses only for a lemma that has no other (english: English, the language).
        # Such a lemma's parts of speech are written in capitals (N): it is a base form only of a word
        # with no other reading, and only when it has three letters or more (was is not the plural of
        # WA, Washington; has not of HA; pekes is of Peke).
        common = [sense for sense in found if not sense[0]] or found
        entries[lemma] = [((pos if not proper else pos.upper()) + met, glosses)
                          for proper, _, _, pos, met, glosses in sorted(common)]
    exceptions = []
    for (form, pos), bases in sorted(irregular.items()):
        kept = [base for base in bases if any(p[0].lower() == pos for p, _ in entries.get(base, ()))]
        if form in words and kept:
            exceptions.append((form, pos, kept))
    return entries, sorted(exceptions)


def _base_lemmas(words: set[str], index: dict[str, dict[str, list[str]]],
                 irregular: dict[tuple[str, str], list[str]]) -> set[str]:
    """The WordNet lemmas that WordNet's morphology reads a word of *words* back to (its base forms), for the words
    that are no lemma of their own (*bots*: *bot*; but *corps* is WordNet's, so *corp* is not kept for it)."""
    from ladders.words.morphology import base_forms
    found = set()
    for word in words:
        if any(word in lemmas for lemmas in index.values()):
            continue
        for pos, lemmas in index.items():
            found.update(base_forms(word, pos, lambda form, _: form in lemmas, irregular))
    return found


def sense_counts(wordnet_dir: Path) -> dict[tuple[str, str], dict[int, int]]:
    """How often SemCor tagged each sense: ``(lemma, pos) -> {sense number: count}``, from ``cntlist.rev``.

    Each line is ``lemma%ss_type:...  sense_number  tag_count``; ss_type 1 is a noun, 2 a verb, 3 an
    adjective (5 a satellite adjective), 4 an adverb.
    """
    kinds = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
    found: dict[tuple[str, str], dict[int, int]] = {}
    for line in (wordnet_dir / "cntlist.rev").read_text(encoding="latin-1").splitlines():
        key, number, count = line.split()
        lemma, _, rest = key.partition("%")
        senses = found.setdefault((lemma, kinds[rest[0]]), {})
        senses[int(number)] = senses.get(int(number), 0) + int(count)
    return found


def defined_words(definitions: Path, words: list[str]) -> set[str]:
    """The words of *words* that ``ladders define`` defines from the *definitions* file just built (the run-time
    rules: own senses, our own glosses, inflections resolved to their bases)."""
    from ladders.words.definitions import DefinitionsFile, senses
    from ladders.words.normalise import normalise_word
    data = DefinitionsFile(str(definitions))
    return {word for word in words if senses(normalise_word(word), data)}


DEFINITION_BLOCK = 32_000
"""Characters of definitions text per compressed block: one look-up decompresses one (about 0.1 ms)."""


def render_definitions(entries: dict[str, list[tuple[str, str]]],
                       exceptions: list[tuple[str, str, list[str]]]) -> bytes:
    """``wordnet-definitions.bin``: comment lines, the index line, then the zlib-compressed blocks
    (the format :class:`ladders.words.definitions.DefinitionsFile` reads)."""
    header = ["# ladders definitions: the commonest senses per part of speech of each dictionary word (or base",
              "# form of one) that is a Princeton WordNet 3.0 lemma, and WordNet's exception lists",
              "# (scripts/build_dictionary.py).",
              "# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. See WORDNET-LICENSE.txt."]
    blocks: list[tuple[str, list[str]]] = []
    size = DEFINITION_BLOCK
    for lemma in sorted(entries):
        line = "\t".join([lemma, *(field for pos, gloss in entries[lemma] for field in (pos, gloss))])
        if size >= DEFINITION_BLOCK:
            blocks.append((lemma, []))
            size = 0
        blocks[-1][1].append(line)
        size += len(line) + 1
    blocks.append(("%exceptions", [f"{form}\t{pos}\t{' '.join(bases)}" for form, pos, bases in exceptions]))
    index, body, offset = [], [], 0
    for first, lines in blocks:
        packed = zlib.compress("\n".join(lines).encode("utf-8"), 9)
        index.append(f"{first}:{offset}:{len(packed)}")
        body.append(packed)
        offset += len(packed)
    return "\n".join([*header, " ".join(index)]).encode("utf-8") + b"\n" + b"".join(body)


def build(folder: Path, args: argparse.Namespace, additions: dict[str, int], society_source: Path,
          run: build_additions.Runner) -> list[str]:
    """Write every data file into *folder*, the *additions* (word: level) among the words; return their names.

    The vocabulary and the shown words are judged by child processes whose package reads *folder* (*run*, of
    :func:`build_additions.package_copy`).
    """
    for needed, package in ((args.scowl_dir / "english-words.10", "scowl"), (SCOWL_README, "scowl"),
                            (args.wordnet_dir / "data.noun", "wordnet-base"), (WORDNET_COPYRIGHT, "wordnet-base")):
        if not needed.exists():
            raise SystemExit(f"{needed} is missing: apt-get install {package}")
    levels = {**smallest_levels(args.scowl_dir), **additions}
    words = sorted(levels)
    entries, exceptions = wordnet_entries(args.wordnet_dir, set(words))
    (folder / "wordnet-definitions.bin").write_bytes(render_definitions(entries, exceptions))
    files = {
        "scowl-words.txt": render_words(levels),
        "SCOWL-COPYRIGHT.txt": scowl_copyright(SCOWL_README),
        "WORDNET-LICENSE.txt": wordnet_licence(WORDNET_COPYRIGHT),
    }
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    defined = defined_words(folder / "wordnet-definitions.bin", words)
    (folder / "wordfreq-en.bin").write_bytes(render_frequencies(frequencies(words, wordfreq_zipf(), defined), levels))
    (folder / "scowl-neighbours.bin").write_bytes(render_neighbours(levels))
    import build_society  # scripts/build_society.py, beside this one
    society = build_society.build(folder, society_source)
    names = [*files, "wordnet-definitions.bin", "wordfreq-en.bin", "scowl-neighbours.bin", *society,
             "vocabulary-en.txt", "shown-words.bin"]
    for stage in ("vocabulary", "shown"):  # in this order: the shown words read the vocabulary
        run(folder, names, Path(__file__), "--stage", stage, "--output", str(folder),
            "--scowl-dir", str(args.scowl_dir), "--wordnet-dir", str(args.wordnet_dir))
    return names


def build_stage(stage: str, args: argparse.Namespace) -> None:
    """In a child of :func:`build`, whose package reads the build's folder: write the vocabulary or the shown words."""
    build_additions.check_reading_build()
    if stage == "vocabulary":
        import build_vocabulary  # scripts/build_vocabulary.py: the puzzle vocabulary, judged from the build's data
        text = build_vocabulary.render_vocabulary(args.wordnet_dir, args.scowl_dir)
        (args.output / "vocabulary-en.txt").write_text(text, encoding="utf-8")
    else:
        (args.output / "shown-words.bin").write_bytes(render_shown_words(read_levels(args.output / "scowl-words.txt")))


def read_levels(path: Path) -> dict[str, int]:
    """Each word of a ``scowl-words.txt`` and its level, read back (the inverse of :func:`render_words`)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    all_levels = [int(level) for level in lines[1].split()]
    body = iter(lines[3:])
    levels = {}
    for entry in lines[2].split():
        for level, count in zip(all_levels, entry.split(":")[2].split(","), strict=True):
            levels.update((next(body), level) for _ in range(int(count)))
    return levels


def checked_build(folder: Path, args: argparse.Namespace) -> list[str]:
    """Build every file into *folder* with the reviewed additions that change no scheduled day; return their names.

    The files are built without the additions too (in a folder of their own, inside *folder*'s parent), and every
    day's figures compared (:func:`build_additions.changed_days`); each word that changes a day is left out, saying
    which day, and the files built again, until no day changes.
    """
    from ladders.play.daily import FIRST_DAY, MAX_SOLUTIONS
    from ladders.words.embedded import SCOWL_SIZES
    scowl = smallest_levels(args.scowl_dir)
    reviewed = build_additions.read_additions()
    for word, (level, _) in reviewed.items():
        if word in scowl or not is_rung(word) or level not in SCOWL_SIZES:
            raise SystemExit(f"{build_additions.ADDITIONS_FILE.name}: {word!r} at level {level} is no addition: "
                             f"{'SCOWL lists it' if word in scowl else 'no level of SCOWL, or no rung'}")
    additions = {word: level for word, (level, _) in reviewed.items()}
    with tempfile.TemporaryDirectory(prefix="ladders-build-") as scratch, build_additions.package_copy() as run:
        import build_society
        society = args.society_source or build_society.fetch(Path(scratch))
        without = Path(scratch) / "without"
        without.mkdir()
        names = build(without, args, {}, society, run)
        days = Path(build_additions.__file__), "--days", *additions
        before = json.loads(run(without, names, *days))
        while True:
            names = build(folder, args, additions, society, run)
            after = json.loads(run(folder, names, *days))
            changes, notes = build_additions.changed_days(before, after, FIRST_DAY, MAX_SOLUTIONS)
            if not changes:
                break
            for number, what, near in changes:
                if not near:
                    raise SystemExit(f"day {what}, with no added word near it: the builds differ otherwise")
                for word in near:
                    print(f"left out {word!r}: it changes day {what}")
                    additions.pop(word, None)
        _report_check(before, additions, notes)
        _check_other_words(without, folder, additions)
    return names


def _report_check(days: list[dict[str, object]], additions: dict[str, int], notes: list[str]) -> None:
    from ladders.play.daily import CUTOVER
    words = ", ".join(f"{word} ({level})" for word, level in sorted(additions.items())) or "none"
    print(f"added: {words}; every scheduled day checked with and without them: {len(days):,} days "
          f"(#1 to #{len(days)}: {CUTOVER - 1} given before the cutover, {len(days) - CUTOVER + 1:,} from it), "
          "par, hint walk and rating unchanged")
    for note in notes:
        print(f"  {note}")


def _check_other_words(without: Path, added: Path, additions: dict[str, int]) -> None:
    """Fail unless the additions leave every other word's vocabulary and shown bits as they were."""
    vocabularies = [{line for line in (folder / "vocabulary-en.txt").read_text(encoding="utf-8").splitlines()
                     if not line.startswith("#")} for folder in (without, added)]
    shown = [_shown_bits(folder) for folder in (without, added)]
    moved = sorted((vocabularies[0] ^ vocabularies[1]) - set(additions)
                   | {word for word, bits in shown[0].items() if shown[1][word] != bits})
    if moved:
        raise SystemExit(f"the additions change other words' vocabulary or shown bits: {', '.join(moved[:20])}")
    print(f"  in the vocabulary: {', '.join(sorted(vocabularies[1] - vocabularies[0])) or 'none of them'}; "
          "every other word's vocabulary and shown bits as without them")


def _shown_bits(folder: Path) -> dict[str, tuple[bool, ...]]:
    """Each word's bits in a build's ``shown-words.bin`` (:func:`render_shown_words`), by word."""
    levels = read_levels(folder / "scowl-words.txt")
    ordered = [word for _, words in sorted(sections_in_file_order(levels).items()) for word in words]
    data = (folder / "shown-words.bin").read_bytes()
    at = 0
    while data[at:at + 1] == b"#":
        at = data.index(b"\n", at) + 1
    at = data.index(b"\n", at) + 1  # the count line
    size = (len(ordered) + 7) // 8
    maps = [data[at + k * size: at + (k + 1) * size] for k in range(4)]
    return {word: tuple(bool(bits[n >> 3] >> (n & 7) & 1) for bits in maps) for n, word in enumerate(ordered)}


def _content(path: Path) -> bytes | None:
    """A data file's content, decompressed when compressed (so a different xz build still compares equal)."""
    if not path.exists():
        return None
    raw = path.read_bytes()
    return lzma.decompress(raw) if path.suffix == ".xz" else raw


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl-dir", type=Path, default=SCOWL_DIR)
    parser.add_argument("--wordnet-dir", type=Path, default=WORDNET_DIR)
    parser.add_argument("--society-source", type=Path,
                        help="the naughty-words tarball for the good-society list (default: npm pack it)")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="the folder to write (default: the package's)")
    parser.add_argument("--check", action="store_true",
                        help="rebuild into a temporary folder and compare with the shipped files; exit 1 if any differ")
    parser.add_argument("--stage", choices=["vocabulary", "shown"], help=argparse.SUPPRESS)  # a child of build()
    args = parser.parse_args(argv)
    if args.stage:
        build_stage(args.stage, args)
        return 0
    with tempfile.TemporaryDirectory(prefix="ladders-data-") as folder:
        names = checked_build(Path(folder), args)
        if args.check:
            stale = [name for name in names if _content(Path(folder) / name) != _content(args.output / name)]
            for name in stale:
                print(f"{args.output / name} is stale: rebuild it with python scripts/build_dictionary.py")
            if not stale:
                print(f"up to date: {', '.join(names)}")
            return 1 if stale else 0
        for name in names:  # each file copied beside its old self, then renamed over it: all of them, one step
            shutil.copyfile(Path(folder) / name, args.output / f".{name}.new")
        for name in names:
            os.replace(args.output / f".{name}.new", args.output / name)
    print(f"wrote {', '.join(names)} to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
