"""The reviewed additions to the English dictionary, and the check that they change no scheduled daily puzzle.

``ladders/words/data/additions-en.txt`` lists common modern words SCOWL's
lists lack (*app*, *cafe*), each with the SCOWL level it joins at and why,
reviewed by hand from the commonest words of wordfreq (CC BY-SA 4.0) that the
dictionary lacks. ``scripts/build_dictionary.py`` adds them to the word list,
builds the data files twice (with them and without) and asks both, in child
processes that import a copy of the package reading each build
(:func:`package_copy`), for every scheduled day's par, hint walk and
rating (:func:`day_figures`, the library's own functions, as the daily
tests ask them). An addition that changes any day is left out, and the build
says which word and which day (:func:`changed_days`)::

    python scripts/build_additions.py --missing         # the commonest words the dictionary lacks, to review
    python scripts/build_additions.py --missing 10000   # the 10,000 commonest
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Collection, Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ladders"
ADDITIONS_FILE = PACKAGE / "words" / "data" / "additions-en.txt"
REVIEWED = 5000
"""How many of wordfreq's commonest English words the review compares with the dictionary."""

LINE = re.compile(r"([a-z]+)\t(\d+)\t(\S.*)")


def read_additions(path: Path = ADDITIONS_FILE) -> dict[str, tuple[int, str]]:
    """The additions of *path*: each word, the SCOWL level it joins at, and why (comment lines skipped).

    Raises ``ValueError`` naming the line for a line that is not ``word<TAB>level<TAB>why`` or a word given twice.
    """
    found: dict[str, tuple[int, str]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        matched = LINE.fullmatch(line)
        if matched is None:
            raise ValueError(f"{path.name}:{number}: not word<TAB>level<TAB>why (lowercase a-z): {line!r}")
        word, level, why = matched.groups()
        if word in found:
            raise ValueError(f"{path.name}:{number}: {word!r} is given twice")
        found[word] = (int(level), why)
    return found


def missing_common_words(known: Iterable[str], count: int = REVIEWED) -> list[str]:
    """The words of wordfreq's *count* commonest English ones that are not in *known*, commonest first."""
    import wordfreq
    have = set(known)
    return [word for word in wordfreq.top_n_list("en", count) if word not in have]


Runner = Callable[..., str]
"""``run(folder, built, script, *args)``: run ``python script args`` with the package reading the build in *folder*
(whose files are named in *built*), and return its output (:func:`package_copy`)."""


@contextlib.contextmanager
def package_copy() -> Iterator[Runner]:
    """A copy of the package, taken once, and a runner of child Pythons that import it, reading a build's files.

    The package finds its data beside its modules, so a build's files are read by the package's own code only from
    a copy of it. The code and the data folder's files are copied when this opens, so that every child of one build
    (and both builds of a check) reads the same code, however the working tree changes meanwhile; for each child,
    the copy's data folder links to the build's files and to the copied files no build writes (a file named in
    *built* that the build has not written yet is missing, never read stale).
    """
    with tempfile.TemporaryDirectory(prefix="ladders-package-") as scratch:
        shutil.copytree(PACKAGE, Path(scratch) / "ladders", ignore=lambda directory, names: {
            "__pycache__", *(["data"] if Path(directory) == PACKAGE / "words" else [])} & set(names))
        sources = shutil.copytree(PACKAGE / "words" / "data", Path(scratch) / "sources")
        data = Path(scratch) / "ladders" / "words" / "data"

        def run(folder: Path, built: Collection[str], script: Path, *args: str) -> str:
            shutil.rmtree(data, ignore_errors=True)
            data.mkdir()
            for path in sorted(folder.iterdir()):
                (data / path.name).symlink_to(path.resolve())
            for path in sorted(sources.iterdir()):
                if path.name not in built and not (data / path.name).exists():
                    (data / path.name).symlink_to(path)
            env = {**os.environ, "PYTHONPATH": scratch, "LADDERS_BUILD_DATA": str(folder.resolve())}
            done = subprocess.run([sys.executable, str(script), *args], env=env, capture_output=True, text=True,
                                  cwd=tempfile.gettempdir())
            if done.returncode:
                raise SystemExit(f"{script.name} {' '.join(args)} failed over {folder}:\n{done.stderr}")
            return done.stdout

        yield run


def check_reading_build() -> None:
    """In a child of :func:`package_copy`'s runner: fail unless the package imported reads the build's folder."""
    from ladders.words import embedded
    wanted = os.environ.get("LADDERS_BUILD_DATA")
    if wanted is None or Path(embedded.DATA_FILE).resolve().parent != Path(wanted):
        raise SystemExit(f"the package imported reads {embedded.DATA_FILE}, not the build in {wanted}")


def day_figures(added: Iterable[str]) -> list[dict[str, object]]:
    """Every scheduled day's ends, par, hint walk, rating and number of shortest ladders on the embedded dictionary,
    and which of the *added* words lie on a shortest ladder or one move from the start (the words that could move
    the day's figures).

    The hint walk is what the daily's tests walk: from the start, the rung :func:`~ladders.play.rounds.hint` gives,
    until the end.
    """
    from ladders.moves.memo import neighbours_of
    from ladders.moves.metrics import METRICS
    from ladders.play.daily import METRIC, schedule
    from ladders.play.rounds import Round, hint
    from ladders.solve.rating import rate_pair
    from ladders.solve.shortest import shortest_ladder_graph
    from ladders.words.embedded import default_lexicon
    words, metric, added = default_lexicon(), METRICS[METRIC], set(added)
    figures = []
    for start, end, par in schedule():
        played = Round(start, end, par)
        while not played.solved:
            played = played.with_rung(hint(played, metric, lexicon=words))
        rating = rate_pair(start, end, metric, lexicon=words)
        dag = shortest_ladder_graph(start, end, metric, lexicon=words)
        near = (set(dag.ahead) | set(dag.behind) | set(neighbours_of(metric, words)(start))) & added
        figures.append({"start": start, "end": end, "par": rating.par, "walk": list(played.rungs),
                        "rating": rating.rating, "ladders": rating.solutions, "near": sorted(near)})
    return figures


def changed_days(without: list[dict[str, object]], added: list[dict[str, object]],
                 first_day: datetime.date, most_ladders: int) -> tuple[list[tuple[int, str, list[str]]], list[str]]:
    """What the additions change, day by day: the changes that leave words out, each as (day number, what changed,
    the added words that could have changed it), and notes on the rest.

    A day changes when its par, its hint walk or its rating does, or when it has more than *most_ladders* shortest
    ladders and had not (the daily's rule). More shortest ladders within the limit is noted, not a change: the
    puzzle, its hints and its label stay.
    """
    if len(without) != len(added):
        raise SystemExit(f"the two builds read schedules of {len(without)} and {len(added)} days")
    changes, notes = [], []
    for number, (old, new) in enumerate(zip(without, added, strict=True), 1):
        date = first_day + datetime.timedelta(days=number - 1)
        day = f"#{number} ({date.isoformat()}, {old['start']} -> {old['end']})"
        what = [f"{name} {old[name]} -> {new[name]}" for name in ("par", "walk", "rating") if old[name] != new[name]]
        if int(new["ladders"]) > most_ladders >= int(old["ladders"]):
            what.append(f"{new['ladders']} shortest ladders, over {most_ladders}")
        if what:
            changes.append((number, f"{day}: {'; '.join(what)}", list(new["near"])))
        elif old["ladders"] != new["ladders"]:
            notes.append(f"{day}: {old['ladders']} -> {new['ladders']} shortest ladders (par, hint walk and rating "
                         f"unchanged; near {', '.join(new['near'])})")
    return changes, notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--missing", type=int, nargs="?", const=REVIEWED, metavar="N",
                        help=f"list wordfreq's N commonest English words the dictionary lacks (default {REVIEWED})")
    parser.add_argument("--days", nargs="*", metavar="WORD", help=argparse.SUPPRESS)  # a build's child: JSON figures
    args = parser.parse_args(argv)
    if args.days is not None:
        check_reading_build()
        json.dump(day_figures(args.days), sys.stdout)
        return 0
    from ladders.words.embedded import default_lexicon
    everything = default_lexicon(95)
    count = args.missing or REVIEWED
    missing = missing_common_words((word for n in range(1, 40) for word in everything.words_of_length(n)), count)
    print(f"{len(missing)} of wordfreq's {count:,} commonest English words are not in the dictionary:")
    print(" ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
