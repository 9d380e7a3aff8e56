"""The figures of the seven languages' word lists (issue 33), measured by the package, and the time to load each.

For each language (:data:`ladders.words.languages.LANGUAGES`) and accent rule
(``exact`` and ``fold``; English, whose dictionary has no accents, once):
per word length from 3 to 8, the words, the giant group's share, the common
words and their own giant group's share
(:func:`ladders.study.languages.language_figures`), and the wall time of
``lexicon_for(code, accents=rule)`` in a fresh process (the best of
``--runs``, as other work on the machine only ever adds to it; wordfreq's
import is part of it). A language whose list is not
installed is left out, and said so.

``--write docs/guide/languages.md`` rewrites that page's section between its
``figures`` markers, each list stamped with the hash of the file measured
(:func:`ladders.study.languages.list_stamp`); ``tests/study/test_language_figures.py``
recomputes the figures and compares::

    python scripts/language_figures.py [--runs 5] [--write docs/guide/languages.md]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from dataclasses import asdict
from importlib.metadata import version
from pathlib import Path

from ladders.study.languages import LanguageFigures, LengthShares, figures_table, language_figures, list_stamp
from ladders.words.languages import LANGUAGES, LanguageListMissing

START, END = "<!-- figures: start -->", "<!-- figures: end -->"
RULES = ("exact", "fold")


def child(code: str, rule: str, figures: bool) -> None:
    """In a fresh process: time ``lexicon_for`` and print the load time and, when asked, the figures (JSON)."""
    from ladders.words.languages import lexicon_for
    start = time.perf_counter()
    lexicon_for(code, accents=rule)
    load = time.perf_counter() - start
    out: dict[str, object] = {"load": load}
    if figures:
        out["figures"] = asdict(language_figures(code, rule))  # the list just read, not read again
    print(json.dumps(out))


def measure(code: str, rule: str, runs: int) -> tuple[LanguageFigures, float]:
    """The figures of *code* under *rule* and the best load time of *runs* fresh processes."""
    loads, found = [], None
    for run in range(runs):
        argv = [sys.executable, __file__, "--child", code, rule] + (["--figures"] if run == 0 else [])
        done = subprocess.run(argv, capture_output=True, text=True, check=True)
        answer = json.loads(done.stdout)
        loads.append(answer["load"])
        if run == 0:
            raw = answer["figures"]
            found = LanguageFigures(raw["code"], raw["accents"], raw["words"],
                                    tuple(LengthShares(**row) for row in raw["rows"]))
    assert found is not None
    return found, min(loads)


def rules_of(code: str) -> tuple[str, ...]:
    """The rules measured for *code*: English's dictionary has no accents, so once."""
    return ("exact",) if LANGUAGES[code].path is None else RULES


def source_of(code: str) -> str:
    """Which list *code*'s figures measure, and its stamp, in words."""
    language = LANGUAGES[code]
    if language.path is None:
        return f"the embedded dictionary (SCOWL size 70), data `{list_stamp(code)}`"
    package = subprocess.run(["dpkg-query", "-W", "-f=${Version}", language.package or ""],
                             capture_output=True, text=True).stdout.strip()
    return f"`{language.path}` ({language.package} {package or 'of unknown version'}), sha256 `{list_stamp(code)}`"


def section(measured: dict[str, dict[str, tuple[LanguageFigures, float]]], missing: list[str],
            runs: int, loads: tuple[float, float]) -> list[str]:
    """The page's figures section: the summary, the headline shares, then a table per language."""
    lines = [f"Measured by `python scripts/language_figures.py` on {os.cpu_count()} cores (load average "
             f"{loads[0]:.1f} at the start, {loads[1]:.1f} at the end), wordfreq {version('wordfreq')}; each load "
             f"time is the best of {runs} fresh processes."
             + (f" Not installed, so not measured: {', '.join(missing)}." if missing else ""), "",
             "| language | words (exact) | words (fold) | load (exact) | load (fold) |", "|---|---|---|---|---|"]
    for code, by_rule in measured.items():
        cells = [f"{by_rule[r][0].words:,}" if r in by_rule else "-" for r in RULES]
        cells += [_seconds(by_rule[r][1]) if r in by_rule else "-" for r in RULES]
        lines.append(f"| {LANGUAGES[code].name} (`{code}`) | " + " | ".join(cells) + " |")
    lines += ["", "The common words' giant group, accents exact → folded, per word length:", "",
              "| language | 3 | 4 | 5 | 6 | 7 | 8 |", "|---|---|---|---|---|---|---|"]
    for code, by_rule in measured.items():
        cells = [" → ".join(_share(by_rule[r][0].row(n)) for r in rules_of(code)) for n in range(3, 9)]
        lines.append(f"| {LANGUAGES[code].name} | " + " | ".join(cells) + " |")
    for code, by_rule in measured.items():
        lines += ["", f"### {LANGUAGES[code].name} (`{code}`)", "", f"List: {source_of(code)}.", "",
                  *figures_table([by_rule[r][0] for r in rules_of(code)])]
    return lines


def _seconds(value: float) -> str:
    return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"


def _share(row: LengthShares | None) -> str:
    return "-" if row is None or not row.common else f"{row.common_share:.1%}"


def write(page: Path, lines: list[str]) -> None:
    """Rewrite *page*'s section between :data:`START` and :data:`END` with *lines*."""
    text = page.read_text(encoding="utf-8")
    before, _, rest = text.partition(START)
    _, _, after = rest.partition(END)
    if not rest:
        raise SystemExit(f"{page} has no {START} ... {END} section to write")
    page.write_text(before + START + "\n" + "\n".join(lines) + "\n" + END + after, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes timed per list and rule")
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES), metavar="CODE")
    parser.add_argument("--write", type=Path, metavar="PAGE.md", help="rewrite the page's figures section")
    parser.add_argument("--child", nargs=2, metavar=("CODE", "RULE"), help=argparse.SUPPRESS)
    parser.add_argument("--figures", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(*args.child, args.figures)
        return 0
    start_load = os.getloadavg()[0]
    measured: dict[str, dict[str, tuple[LanguageFigures, float]]] = {}
    missing = []
    for code in args.languages:
        try:
            list_stamp(code)
        except LanguageListMissing:
            missing.append(f"{LANGUAGES[code].name} ({LANGUAGES[code].package})")
            continue
        measured[code] = {}
        for rule in rules_of(code):
            measured[code][rule] = measure(code, rule, args.runs)
            print(f"{code} {rule}: {measured[code][rule][0].words:,} words, loaded in "
                  f"{measured[code][rule][1]:.2f} s", file=sys.stderr)
    lines = section(measured, missing, args.runs, (start_load, os.getloadavg()[0]))
    print(*lines, sep="\n")
    if args.write:
        write(args.write, lines)
        print(f"wrote {args.write}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
