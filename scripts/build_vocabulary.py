"""Judge the puzzle vocabulary (``ladders/words/data/vocabulary-en.txt``) from its sources; say why a word is out.

Run by ``scripts/build_dictionary.py`` (which writes and checks the file); on
its own it prints what each rule leaves out, to review::

    python scripts/build_vocabulary.py                 # counts per rule and length
    python scripts/build_vocabulary.py --why shag goa  # the rule that leaves each word out, if any

The rules are :mod:`ladders.words.vocabulary`'s (its docstring says each, and
why). The judge reads the package's own data as installed (the word list's
SCOWL levels, wordfreq's frequencies, WordNet's morphology, the good-society
lists) and two raw sources only a build has: WordNet's data files (which
senses are written with a capital, which are filed under slang) and SCOWL's
lists of abbreviations.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from ladders.words.definitions import base_words
from ladders.words.embedded import default_lexicon
from ladders.words.society import BODILY, INFORMAL, KEPT, NAMES, is_offensive
from ladders.words.vocabulary import (CLOSED_CLASS_SIZE, EXCLUDED, KEPT_SHORTENINGS, VOCABULARY_SIZE, VOCABULARY_ZIPF)

WORDNET_DIR = Path("/usr/share/wordnet")
SCOWL_DIR = Path("/usr/share/dict/scowl")

SLANG_DOMAINS = {"07157273": "slang", "07159467": "slang", "07124340": "a vulgarism", "06718862": "an ethnic slur",
                 "06717170": "disparagement"}
"""WordNet's usage domains (noun synsets, by offset) that mark a sense as slang."""

RULES = {
    "beyond": f"not in SCOWL's size-{VOCABULARY_SIZE} list",
    "rare": f"used less than Zipf {VOCABULARY_ZIPF}",
    "unfit": "offensive, bodily, a name or an informal clipping (ladders.words.society)",
    "excluded": "a word a school would strike (ladders.words.vocabulary.EXCLUDED)",
    "abbreviation": "a common abbreviation",
    "name": "written only with a capital in WordNet",
    "not a word": "neither a WordNet lemma nor an inflection of one, nor in SCOWL's commonest list",
    "slang": "filed under slang in every sense",
}
"""Each reason :func:`Judge.reason` gives, in the order the rules are tried."""


class Judge:
    """The vocabulary's rules over the installed data and the raw WordNet and SCOWL files."""

    def __init__(self, wordnet_dir: Path = WORDNET_DIR, scowl_dir: Path = SCOWL_DIR) -> None:
        self.words = default_lexicon(VOCABULARY_SIZE)
        self.everything = default_lexicon()
        self.closed = default_lexicon(CLOSED_CLASS_SIZE)
        self.lowercase, self.capitalised, self.slang = _wordnet_senses(wordnet_dir)
        self.abbreviations = _abbreviations(scowl_dir) - KEPT_SHORTENINGS

    def reason(self, word: str) -> str | None:
        """Why *word* is not in the vocabulary (a key of :data:`RULES`), or None when it is."""
        if word not in self.words:
            return "beyond"
        frequency = self.everything.frequency(word)
        if frequency is None or frequency < VOCABULARY_ZIPF:
            return "rare"
        bases = tuple(base for base in base_words(word) if base != word)
        forms = (word, *bases) if not self.lowercase.get(word) else (word,)  # butcher is a word, not butch + er
        if is_offensive(word) or any(form in table for form in forms for table in (BODILY, KEPT, NAMES, INFORMAL)):
            return "unfit"
        if any(form in EXCLUDED for form in (word, *bases)):  # in every inflection
            return "excluded"
        if word in self.abbreviations:
            return "abbreviation"
        own = self.lowercase.get(word, 0)
        lemma_bases = [base for base in bases if self.lowercase.get(base)]
        if not own and not lemma_bases:
            if word in self.closed:  # a function word WordNet knows only as an abbreviation (it: IT, or: OR)
                return None
            return "name" if word in self.capitalised else "not a word"
        if own and not lemma_bases and self.slang.get(word, 0) == own:
            return "slang"
        return None

    def vocabulary(self) -> list[str]:
        """Every word of the vocabulary, by length, then alphabetically."""
        found = [word for length in range(1, 40) for word in self.words.words_of_length(length)
                 if self.reason(word) is None]
        return sorted(found, key=lambda word: (len(word), word))


HEADER = ("# ladders puzzle vocabulary (English): the words a puzzle shows, one a line, by length, then A to Z.\n"
          "# Judged by scripts/build_vocabulary.py from SCOWL 2020.12.07 (SCOWL-COPYRIGHT.txt), wordfreq 3.1.1 "
          "(CC BY-SA 4.0, WORDFREQ-LICENSE.txt: this file is an adaptation under that licence) and Princeton WordNet "
          "3.0 (WORDNET-LICENSE.txt); the rules are ladders.words.vocabulary's.\n")


def render_vocabulary(wordnet_dir: Path = WORDNET_DIR, scowl_dir: Path = SCOWL_DIR) -> str:
    """The text of ``vocabulary-en.txt``."""
    return HEADER + "".join(f"{word}\n" for word in Judge(wordnet_dir, scowl_dir).vocabulary())


def _wordnet_senses(folder: Path) -> tuple[Counter[str], set[str], Counter[str]]:
    """Per lowercase lemma: its senses written in lowercase, whether any is written with a capital, and how many of
    its lowercase senses WordNet files under a slang domain (:data:`SLANG_DOMAINS`)."""
    lowercase: Counter[str] = Counter()
    capitalised: set[str] = set()
    slang: Counter[str] = Counter()
    for name in ("noun", "verb", "adj", "adv"):
        for line in (folder / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            fields = line.split(" | ")[0].split()
            count = int(fields[3], 16)
            words = [re.sub(r"\(.*\)$", "", word) for word in fields[4:4 + 2 * count:2]]
            pointers_at = 4 + 2 * count
            pointers = fields[pointers_at + 1:pointers_at + 1 + 4 * int(fields[pointers_at])]
            marked = any(pointers[k] == ";u" and pointers[k + 1] in SLANG_DOMAINS for k in range(0, len(pointers), 4))
            for word in words:
                if word == word.lower():
                    lowercase[word] += 1
                    slang[word] += marked
                else:
                    capitalised.add(word.lower())
    return lowercase, capitalised, slang


def _abbreviations(folder: Path) -> set[str]:
    """SCOWL's common abbreviations (size 35 and under), in lowercase."""
    found: set[str] = set()
    for path in sorted(folder.glob("*-abbreviations.*")):
        if path.suffix.lstrip(".").isdigit() and int(path.suffix.lstrip(".")) <= VOCABULARY_SIZE:
            found.update(line.strip().lower() for line in path.read_text(encoding="latin-1").splitlines())
    return {word for word in found if word.isalpha() and word.isascii()}


def _counts(judge: Judge, words: Iterable[str]) -> Counter[tuple[int, str]]:
    return Counter((len(word), judge.reason(word) or "kept") for word in words)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--why", nargs="+", metavar="WORD", help="say the rule that leaves each word out")
    args = parser.parse_args(argv)
    judge = Judge()
    if args.why:
        for word in args.why:
            reason = judge.reason(word)
            print(f"{word}: {'in the vocabulary' if reason is None else RULES[reason]}")
        return 0
    counts = _counts(judge, (w for n in range(3, 9) for w in default_lexicon().words_of_length(n)
                             if (default_lexicon().frequency(w) or 0) >= 3.0))
    for length in range(3, 9):
        row = {reason: counts[length, reason] for reason in ("kept", *RULES) if counts[length, reason]}
        print(f"{length} letters, common words: " + ", ".join(f"{reason} {n:,}" for reason, n in row.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
