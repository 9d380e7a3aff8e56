"""Write ladders/play/data/daily.tsv: the daily puzzles from FIRST_DAY, years ahead, drawn from hashlib digests.

Run by hand, never at install time; a rebuild on the same dictionary writes
the same file. A puzzle once given never changes: the days before
``CUTOVER`` (``ladders/play/daily.py``) are kept as the shipped file has them
(their hash is pinned there), and only the days from it on are drawn::

    python scripts/build_schedule.py            # writes the file (YEARS years)
    python scripts/build_schedule.py --check    # redraw in memory and compare; exit 1 if it differs
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ladders.play.daily import CUTOVER, FIRST_DAY, KEPT_DAYS_SHA256, SCHEDULE_FILE, kept_days_sha256, schedule
from ladders.play.schedule import draw_schedule

YEARS = 10
DAYS = (FIRST_DAY.replace(year=FIRST_DAY.year + YEARS) - FIRST_DAY).days
HEADER = ("# ladders daily puzzles: line N (after these comments) is puzzle N, "
          f"the day {FIRST_DAY.isoformat()} + N - 1.\n"
          "# start<TAB>end<TAB>par, substitution moves. Drawn by scripts/build_schedule.py; never edit a given day.\n")


def render(days: list[tuple[str, str, int]]) -> str:
    return HEADER + "".join(f"{start}\t{end}\t{par}\n" for start, end, par in days)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=Path(SCHEDULE_FILE))
    parser.add_argument("--check", action="store_true", help="redraw and compare with the shipped file")
    args = parser.parse_args(argv)

    def progress(number: int) -> None:
        if number % 365 == 0:
            print(f"  {number} days", file=sys.stderr)

    kept = schedule()[:CUTOVER - 1]
    if kept_days_sha256(kept) != KEPT_DAYS_SHA256:
        print(f"the shipped days before #{CUTOVER} differ from the ones given: restore {SCHEDULE_FILE}")
        return 1
    text = render(list(draw_schedule(DAYS, kept=kept, progress=progress)))
    if args.check:
        same = args.output.exists() and args.output.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{args.output} differs from a fresh draw")
        return 0 if same else 1
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {DAYS} days to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
