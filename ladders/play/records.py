"""A player's records of the daily game, and their rules, once for every front end: streaks, statistics, a code.

The page keeps the records in the browser and the terminal in the user's
state folder; both follow these rules (the page in JavaScript, checked
against the same test vectors, ``tests/play/record_vectors.json``):

* **The first finish of a day counts.** A replay changes nothing.
* **A day counts only on its own day** (the player's local date). A day
  played from the archive is kept, and shown solved, but never changes the
  streaks or the statistics, as the New York Times' archive does.
* **The streak** is the run of consecutive days solved on their own day,
  ending today or yesterday (today's puzzle may still be played). Giving
  up, or missing a day, ends it.
* **At par** means solved in par steps with no hint; a hinted solve is
  counted, and named, with its hints.
* **The distribution** counts the days solved by steps over par (as
  Wordle's guess distribution counts guesses), and the days given up.

A player moves records between front ends with an export code
(:func:`export_code`, :func:`import_code`): a short line of text, checked
strictly on import (its own checksum, types, ranges, a size cap), which
changes nothing when it is bad and says why. **An import keeps the rules of
play:** a code naming a day after the importer's today plus one (local dates on
Earth differ by up to 26 hours) is refused whole, as is one holding more days
than there have been puzzles; its size and nesting are checked before it is
parsed.

Longer than most: the rules of the records and the export code that carries them check the same days in the
same way (an import keeps the rules of play), so the rules and the code live together.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..bounded import nesting

__all__ = ["Outcome", "Summary", "record", "summary", "export_code", "import_code", "merge", "outcome_from_json",
           "OVER_PAR_BUCKETS", "CODE_PREFIX", "MAX_CODE_LENGTH", "MAX_DAYS", "MAX_STEPS", "MAX_HINTS"]

OVER_PAR_BUCKETS = ("par", "+1", "+2", "+3", "+4 or more")
"""The distribution's rows: days solved in par steps, one more, ... four or more over."""

CODE_PREFIX = "ladders-records-1:"
"""How an export code starts: the name and the version of its format."""

MAX_DAYS = 20_000
"""Days a code or a records file may hold (the schedule runs ten years: 3,650)."""

MAX_CODE_LENGTH = 40 + 24 * MAX_DAYS
"""The longest code :func:`import_code` reads (every day at its widest); anything longer is refused unread."""

MAX_STEPS = 200
"""The most steps a day's outcome may record (a round ends after 40 rungs; undone ones count too)."""

MAX_HINTS = 200
"""The most hints a day's outcome may record."""

MAX_PAR = 20
"""The highest par a day may have."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How daily puzzle *number* ended: *solved* (else given up) in *steps* (undone ones included) against *par*,
    with *hints*; *on_day*: played on its own day (else from the archive, which never changes the statistics)."""

    number: int
    solved: bool
    steps: int
    par: int
    hints: int = 0
    on_day: bool = True

    def __post_init__(self) -> None:
        checked = outcome_problem(self.as_json())
        if checked is not None:
            raise ValueError(checked)

    @property
    def at_par(self) -> bool:
        """Solved in par steps (or fewer, which the rules never allow) with no hint."""
        return self.solved and self.steps <= self.par and self.hints == 0

    @property
    def over_par(self) -> str | None:
        """The distribution's row of a solved day (:data:`OVER_PAR_BUCKETS`); None for a day given up."""
        if not self.solved:
            return None
        return OVER_PAR_BUCKETS[min(max(self.steps - self.par, 0), len(OVER_PAR_BUCKETS) - 1)]

    def as_json(self) -> dict[str, Any]:
        return {"number": self.number, "solved": self.solved, "steps": self.steps, "par": self.par,
                "hints": self.hints, "on_day": self.on_day}


def outcome_problem(data: object) -> str | None:
    """What is wrong with *data* as an outcome's JSON (its fields, types and ranges), or None when it is sound."""
    if not isinstance(data, Mapping):
        return f"a day's record is an object, not {type(data).__name__}"
    expected = {"number", "solved", "steps", "par", "hints", "on_day"}
    if set(data) != expected:
        unknown, missing = sorted(set(data) - expected), sorted(expected - set(data))
        return f"a day's record has {'unknown field ' + repr(unknown[0]) if unknown else 'no ' + repr(missing[0])}"
    for name, low, high in (("number", 1, MAX_DAYS), ("steps", 0, MAX_STEPS), ("par", 1, MAX_PAR),
                            ("hints", 0, MAX_HINTS)):
        value = data[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            return f"a day's {name} must be a whole number from {low} to {high}, not {str(value)[:20]!r}"
    for name in ("solved", "on_day"):
        if not isinstance(data[name], bool):
            return f"a day's {name} must be true or false, not {str(data[name])[:20]!r}"
    return None


def outcome_from_json(data: object) -> Outcome:
    """The outcome *data* describes (``Outcome.as_json``'s form); ``ValueError`` saying what is wrong otherwise."""
    problem = outcome_problem(data)
    if problem is not None:
        raise ValueError(problem)
    assert isinstance(data, Mapping)
    return Outcome(data["number"], data["solved"], data["steps"], data["par"], data["hints"], data["on_day"])


def record(records: Mapping[int, Outcome], outcome: Outcome) -> dict[int, Outcome]:
    """*records* with *outcome* added, unless its day already has one: the first finish counts.

    >>> kept = record({}, Outcome(5, True, 4, 4))
    >>> record(kept, Outcome(5, False, 2, 4)) == kept
    True
    """
    if outcome.number in records:
        return dict(records)
    return {**records, outcome.number: outcome}


def merge(records: Mapping[int, Outcome], other: Iterable[Outcome]) -> dict[int, Outcome]:
    """*records* with every day of *other* they do not have (the days they have keep their first finish)."""
    merged = dict(records)
    for outcome in other:
        merged.setdefault(outcome.number, outcome)
    return merged


@dataclass(frozen=True, slots=True)
class Summary:
    """The statistics of the days played on their own day (archive days are counted apart, in ``archive``)."""

    played: int
    solved: int
    at_par: int
    hinted: int
    current_streak: int
    best_streak: int
    distribution: dict[str, int]
    gave_up: int
    archive: int

    def as_json(self) -> dict[str, Any]:
        return {"played": self.played, "solved": self.solved, "at_par": self.at_par, "hinted": self.hinted,
                "current_streak": self.current_streak, "best_streak": self.best_streak,
                "distribution": dict(self.distribution), "gave_up": self.gave_up, "archive": self.archive}


def summary(records: Mapping[int, Outcome], today: int) -> Summary:
    """The statistics of *records* on the day whose puzzle number is *today* (the player's local date).

    >>> days = {n: Outcome(n, True, 4, 4) for n in (3, 4, 5)}
    >>> summary(days, 6).current_streak, summary(days, 7).current_streak
    (3, 0)
    >>> summary({**days, 6: Outcome(6, False, 2, 4)}, 6).current_streak
    0
    """
    counted = {number: outcome for number, outcome in records.items() if outcome.on_day}
    won = {number for number, outcome in counted.items() if outcome.solved}
    best = run = 0
    for number in sorted(won):
        run = run + 1 if number - 1 in won else 1
        best = max(best, run)
    current = 0
    last = today if today in counted else today - 1  # today's puzzle may still be played: yesterday's run stands
    while last in won:
        current += 1
        last -= 1
    distribution = dict.fromkeys(OVER_PAR_BUCKETS, 0)
    for outcome in counted.values():
        if outcome.over_par is not None:
            distribution[outcome.over_par] += 1
    return Summary(
        played=len(counted), solved=len(won), at_par=sum(outcome.at_par for outcome in counted.values()),
        hinted=sum(outcome.solved and outcome.hints > 0 for outcome in counted.values()),
        current_streak=current, best_streak=best, distribution=distribution,
        gave_up=len(counted) - len(won), archive=len(records) - len(counted))


def export_code(records: Mapping[int, Outcome]) -> str:
    """The records as one line a player copies: :data:`CODE_PREFIX`, a checksum, then the days (base64url).

    >>> code = export_code({7: Outcome(7, True, 5, 4, 1)})
    >>> code.startswith(CODE_PREFIX), import_code(code, today=7) == {7: Outcome(7, True, 5, 4, 1)}
    (True, True)
    """
    days = [[o.number, int(o.solved), o.steps, o.par, o.hints, int(o.on_day)]
            for o in sorted(records.values(), key=lambda outcome: outcome.number)]
    body = base64.urlsafe_b64encode(json.dumps(days, separators=(",", ":")).encode("ascii")).decode("ascii")
    body = body.rstrip("=")
    return f"{CODE_PREFIX}{checksum(body)}:{body}"


_CODE = re.compile(r"([0-9a-f]{8}):([A-Za-z0-9_-]*)")


def import_code(code: object, *, today: int) -> dict[int, Outcome]:
    """The records an export code carries, imported on the day whose puzzle number is *today* (the importer's local
    date); ``ValueError`` saying what is wrong (nothing is changed by a bad code).

    >>> import_code("ladders-records-1:00000000:W10", today=30)
    Traceback (most recent call last):
    ...
    ValueError: the code is damaged (its checksum does not match): copy it again, whole
    >>> import_code(export_code({40: Outcome(40, True, 5, 4)}), today=30)
    Traceback (most recent call last):
    ...
    ValueError: the code holds day #40, which has not begun yet (today is #30): nothing was added
    """
    if not isinstance(code, str):
        raise ValueError(f"a code is text, not {type(code).__name__}")
    text = "".join(code.split())  # a code pasted across lines, or with spaces, is the same code
    if len(text) > MAX_CODE_LENGTH:
        raise ValueError(f"the code is {len(text):,} characters long; a code has at most {MAX_CODE_LENGTH:,}")
    if not text.startswith(CODE_PREFIX):
        raise ValueError(f"this is not a ladders records code (one starts {CODE_PREFIX!r})")
    found = _CODE.fullmatch(text[len(CODE_PREFIX):])
    if found is None:
        raise ValueError("the code is damaged (it holds characters a code never has): copy it again, whole")
    if checksum(found[2]) != found[1]:
        raise ValueError("the code is damaged (its checksum does not match): copy it again, whole")
    days = _days_of(found[2])
    if len(days) > today + 1:
        raise ValueError(f"the code holds {len(days):,} days, more than the {today + 1:,} puzzles there have been")
    found_days: dict[int, Outcome] = {}
    for place, day in enumerate(days, 1):
        outcome = _day_of(day, place)
        if outcome.number > today + 1:
            raise ValueError(f"the code holds day #{outcome.number}, which has not begun yet (today is #{today}): "
                             "nothing was added")
        if outcome.number in found_days:
            raise ValueError(f"the code holds day #{outcome.number} twice")
        found_days[outcome.number] = outcome
    return found_days


def _days_of(body: str) -> list[object]:
    """The list of days a code's *body* (base64url of JSON) holds, its nesting checked before it is parsed."""
    try:
        text = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        raise ValueError("the code is damaged (its days cannot be read): copy it again, whole") from None
    if nesting(text) > 2:  # a list of lists of numbers, never deeper: checked in one pass before the parser recurses
        raise ValueError("the code is damaged (its days are not a list of days): copy it again, whole")
    try:
        days = json.loads(text)
    except ValueError:
        raise ValueError("the code is damaged (its days cannot be read): copy it again, whole") from None
    if not isinstance(days, list) or len(days) > MAX_DAYS:
        raise ValueError(f"the code must hold a list of at most {MAX_DAYS:,} days")
    return days


def _day_of(day: object, place: int) -> Outcome:
    """The outcome the code's *place*-th *day* (six whole numbers) holds; ``ValueError`` naming *place* otherwise."""
    if not isinstance(day, list) or len(day) != 6 or any(isinstance(v, bool) or not isinstance(v, int)
                                                        for v in day):
        raise ValueError(f"day {place} of the code is not six whole numbers")
    number, solved, steps, par, hints, on_day = day
    if solved not in (0, 1) or on_day not in (0, 1):
        raise ValueError(f"day {place} of the code says neither 0 nor 1 where it must")
    data = {"number": number, "solved": bool(solved), "steps": steps, "par": par, "hints": hints,
            "on_day": bool(on_day)}
    problem = outcome_problem(data)
    if problem is not None:
        raise ValueError(f"day {place} of the code: {problem.removeprefix(DAY_PREFIX)}")
    return outcome_from_json(data)


DAY_PREFIX = "a day's "
"""How :func:`outcome_problem` starts a field's problem (left out where the code names the day)."""


def checksum(text: str) -> str:
    """32-bit FNV-1a of *text*'s ASCII bytes, as 8 hex digits: catches a code cut short or mistyped.

    The page computes the same (``stats.js``), so a code moves both ways.

    >>> checksum(""), checksum("a")
    ('811c9dc5', 'e40c292c')
    """
    value = 0x811C9DC5
    for byte in text.encode("ascii"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}"
