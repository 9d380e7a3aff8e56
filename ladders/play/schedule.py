"""Drawing the daily schedule, and the rules each of its days obeys.

:func:`draw_schedule` is run once, by ``scripts/build_schedule.py``, and its
output shipped: every choice comes from a :mod:`hashlib` digest of the puzzle
number (never ``hash()`` or an unseeded ``random``), so a rebuild on the same
dictionary writes the same file. :func:`day_problems` checks one day against
the rules on today's dictionary, without drawing anything: the test runs it
over a thousand days.

The rules changed at :data:`~ladders.play.daily.CUTOVER`: from that day on,
every word a puzzle shows (its ends, every rung of its hints, a shortest ladder
to draw) is a word of the puzzle vocabulary
(:func:`~ladders.words.society.is_shown_word`), the ends are base forms, and
the pair's rating is the weekday's (:data:`~ladders.play.daily.LEVEL_OF_WEEKDAY`:
easy early in the week, hard at the weekend). The days before it were given
under older rules (puzzle words, no offensive hint) and are checked against
those.
"""

from __future__ import annotations

import datetime
import hashlib
from collections import deque
from collections.abc import Callable, Iterator, Sequence

from ..errors import LadderError
from ..moves.memo import neighbours_of
from ..moves.metrics import METRICS
from ..search import layers
from ..solve.rating import rate_pair
from ..solve.shortest import shortest_ladder_graph
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.society import SHOWN_RULES, is_offensive, is_puzzle_word, is_shown_word, unshown_reason
from .daily import (CUTOVER, END_LEVEL, FIRST_DAY, LENGTHS, LEVEL_OF_WEEKDAY, MAX_SOLUTIONS, METRIC, PAR_OF_WEEKDAY,
                    DailyPuzzle, schedule)
from .rounds import hint, Round

__all__ = ["RECENT_DAYS", "MAX_ATTEMPTS", "digest", "draw_day", "draw_schedule", "day_problems"]

RECENT_DAYS = 60
"""No word starts or ends a puzzle twice within this many days."""

MAX_ATTEMPTS = 4000
"""Start words tried for one day before giving up (the build fails loudly: it never happens on our dictionary)."""


def digest(number: int, purpose: str, attempt: int = 0) -> int:
    """A whole number drawn from SHA-256 of the puzzle *number*, the *purpose* and the *attempt*: the same everywhere.

    >>> digest(1, "start") == digest(1, "start") != digest(2, "start")
    True
    """
    data = f"ladders daily {number} {purpose} {attempt}".encode("ascii")
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big")


def draw_day(number: int, lexicon: LexiconLike = None, *, recent: frozenset[str] = frozenset(),
             given: frozenset[frozenset[str]] = frozenset()) -> tuple[str, str, int]:
    """Draw puzzle *number*'s ``(start, end, par)``: the first attempt whose pair obeys the rules.

    The words of *recent* are left out, and so are the pairs of *given* (either way round).

    Raises ``RuntimeError`` when :data:`MAX_ATTEMPTS` attempts find none.
    """
    words = resolve_lexicon(lexicon)
    date = FIRST_DAY + datetime.timedelta(days=number - 1)
    par = PAR_OF_WEEKDAY[date.weekday()]
    length = LENGTHS[digest(number, "length") % len(LENGTHS)]
    pool = [w for w in words.words_of_length(length) if _end_word(w, words, number) and w not in recent]
    pool.sort()
    allowed = set(pool)
    for attempt in range(MAX_ATTEMPTS):
        start = pool[digest(number, "start", attempt) % len(pool)]
        ends = sorted(w for w in _at_distance(start, par, words) if w in allowed and frozenset((start, w)) not in given)
        if not ends:
            continue
        end = ends[digest(number, "end", attempt) % len(ends)]
        if not _rule_problems(DailyPuzzle(number, date, start, end, par), words):
            return start, end, par
    raise RuntimeError(f"no puzzle found for day {number} in {MAX_ATTEMPTS} attempts")


def draw_schedule(days: int, lexicon: LexiconLike = None, *, kept: Sequence[tuple[str, str, int]] = (),
                  progress: Callable[[int], None] | None = None) -> Iterator[tuple[str, str, int]]:
    """Draw *days* days from :data:`FIRST_DAY` in order (lazy): no pair twice, no word twice in :data:`RECENT_DAYS`
    days.

    The first days are *kept* as they are given (the days already played), and
    the days after them are drawn to follow them.
    """
    words = resolve_lexicon(lexicon)
    drawn: deque[tuple[str, str, int]] = deque(maxlen=RECENT_DAYS)
    given: set[frozenset[str]] = set()
    for number in range(1, days + 1):
        if number <= len(kept):
            day = kept[number - 1]
        else:
            day = draw_day(number, words, recent=frozenset(w for start, end, _ in drawn for w in (start, end)),
                           given=frozenset(given))
        drawn.append(day)
        given.add(frozenset(day[:2]))
        if progress is not None:
            progress(number)
        yield day


def day_problems(puzzle: DailyPuzzle, lexicon: LexiconLike = None) -> list[str]:
    """What is wrong with *puzzle* on *lexicon* today (empty: it obeys every rule).

    The rules: the pair and par are the ones the schedule gives the date; both
    ends are words of a daily length in SCOWL's list of size
    :data:`~ladders.play.daily.END_LEVEL`; the par is the weekday's and is
    the true shortest ladder's length; there are at most :data:`MAX_SOLUTIONS`
    shortest ladders. From :data:`~ladders.play.daily.CUTOVER` on, the ends are
    shown words and base forms, a shortest ladder of shown words exists, and
    every rung the hints show from the start is a shown word
    (:func:`~ladders.words.society.is_shown_word`). Before it, the older
    rules: the ends and one shortest ladder are puzzle words, and the hints
    show no offensive word.
    """
    days, words = schedule(), resolve_lexicon(lexicon)
    if 1 <= puzzle.number <= len(days) and days[puzzle.number - 1] != (puzzle.start, puzzle.end, puzzle.par):
        start, end, par = days[puzzle.number - 1]
        return [f"the schedule gives {puzzle.date.isoformat()} (#{puzzle.number}) {start} -> {end}, par {par}, "
                f"not {puzzle.start} -> {puzzle.end}, par {puzzle.par}"] + _rule_problems(puzzle, words)
    return _rule_problems(puzzle, words)


def _rule_problems(puzzle: DailyPuzzle, words: Lexicon) -> list[str]:
    """What is wrong with *puzzle* under the rules of its day on *words*, the schedule aside."""
    metric = METRICS[METRIC]
    new = puzzle.number >= CUTOVER
    problems = _end_problems(puzzle, words) + _shape_problems(puzzle)
    if problems:
        return problems
    try:
        graph = shortest_ladder_graph(puzzle.start, puzzle.end, metric, lexicon=words)
    except LadderError as error:
        return [str(error)]
    if graph.steps != puzzle.par:
        return [f"the shortest ladder has {graph.steps} steps, not par {puzzle.par}"]
    if graph.count() > MAX_SOLUTIONS:
        problems.append(f"{graph.count()} shortest ladders: more than {MAX_SOLUTIONS}")
    if new and not problems:
        problems += _rating_problems(puzzle, words)
    fit = is_shown_word if new else is_puzzle_word
    try:
        graph.pick(edge_ok=lambda a, b: fit(a, words) and fit(b, words))
    except ValueError:
        problems.append(f"no shortest ladder is made of {'shown' if new else 'puzzle'} words")
    return problems + _hint_problems(puzzle, words, new=new)


def _shape_problems(puzzle: DailyPuzzle) -> list[str]:
    """What is wrong with *puzzle*'s word lengths and par, or nothing."""
    problems = []
    if len(puzzle.start) not in LENGTHS or len(puzzle.end) != len(puzzle.start):
        problems.append(f"{puzzle.start!r} and {puzzle.end!r} are not two words of "
                        f"{' or '.join(map(str, LENGTHS))} letters")
    if puzzle.par != PAR_OF_WEEKDAY[puzzle.date.weekday()]:
        problems.append(f"par {puzzle.par} is not {puzzle.date.strftime('%A')}'s")
    return problems


def _hint_problems(puzzle: DailyPuzzle, words: Lexicon, *, new: bool) -> list[str]:
    """The words the hints would show, played from the start to the end, that the puzzle's day forbids."""
    problems = []
    played = Round(puzzle.start, puzzle.end, puzzle.par)
    while not played.solved:
        rung = hint(played, METRICS[METRIC], lexicon=words)
        if new and (reason := unshown_reason(rung, words)) is not None:
            problems.append(f"the hints show {rung!r} at step {len(played.rungs) + 1}: {SHOWN_RULES[reason]}")
        elif not new and is_offensive(rung):
            problems.append(f"the hints show an offensive word at step {len(played.rungs) + 1}")
        played = played.with_rung(rung)
    return problems


def _end_problems(puzzle: DailyPuzzle, lexicon: Lexicon) -> list[str]:
    """What is wrong with the ends of *puzzle*, under the rules of its day."""
    new = puzzle.number >= CUTOVER
    problems = []
    for word in (puzzle.start, puzzle.end):
        if new and (reason := unshown_reason(word, lexicon, end=True)) is not None:
            problems.append(f"{word!r} may not be shown as an end: {SHOWN_RULES[reason]}")
        elif not new and not is_puzzle_word(word, lexicon):
            problems.append(f"{word!r} is not a puzzle word")
        elif not _end_word(word, lexicon, puzzle.number):
            problems.append(f"{word!r} is not in SCOWL's size-{END_LEVEL} list")
    return problems


def _rating_problems(puzzle: DailyPuzzle, lexicon: Lexicon) -> list[str]:
    """The day's rating, when it is not the weekday's promise (:data:`~ladders.play.daily.LEVEL_OF_WEEKDAY`)."""
    promised = LEVEL_OF_WEEKDAY[puzzle.date.weekday()]
    rated = rate_pair(puzzle.start, puzzle.end, METRICS[METRIC], lexicon=lexicon).rating
    return [] if rated == promised else [f"rated {rated}, not {puzzle.date.strftime('%A')}'s {promised}"]


def _end_word(word: str, lexicon: Lexicon, number: int = CUTOVER) -> bool:
    """Whether *word* may start or end daily puzzle *number*: a word of SCOWL's size-:data:`END_LEVEL` list, and a
    shown word and base form (a puzzle word, before :data:`~ladders.play.daily.CUTOVER`)."""
    rank = lexicon.rank(word)
    fit = is_shown_word(word, lexicon, end=True) if number >= CUTOVER else is_puzzle_word(word, lexicon)
    return fit and rank is not None and rank // 1000 <= END_LEVEL


def _at_distance(start: str, steps: int, lexicon: Lexicon) -> list[str]:
    """The words exactly *steps* substitutions from *start*, in the order breadth-first search first meets them."""
    for depth, layer in enumerate(layers(start, neighbours_of(METRICS[METRIC], lexicon))):
        if depth == steps:
            return layer
    return []
