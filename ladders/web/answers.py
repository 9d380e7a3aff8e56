"""The API's answers: plain functions from checked parameters and a word list to JSON-ready objects.

Every search here is bounded by :data:`MAX_EXPANSIONS` and :data:`TIMEOUT`;
errors are raised (the app turns them into JSON and a status).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

from ..errors import NotOpenYetError, SearchLimitError
from ..moves.metrics import METRICS, DistanceMetric
from ..play import daily
from ..play.daily import FIRST_DAY, daily_puzzle, not_open_yet, parse_date, puzzle_number
from ..play.hints import next_hint
from ..play.rounds import hint, judge, start_round
from ..play.rules import GAME_METRIC, HARD_HIDES, HARD_MODE, MOVES, as_seen, moves_in_words
from ..play.challenge import ends_problem, read_code
from ..play.share import plain_share_text, share_text
from ..play.spelling import game_rule, spelling_note, written_as
from ..search.problem import current_allowance
from ..solve.answer import answer
from ..solve.check import check_ladder
from ..solve.ladder import Ladder
from ..solve.rating import rate_pair
from ..solve.shortest import shortest_ladders
from ..study.puzzles import puzzles
from ..words.definitions import define
from ..words.lexicon import Lexicon
from ..words.normalise import MAX_WORD_LENGTH, normalise_word
from ..words.society import is_shown_word, language_of

__all__ = ["MAX_EXPANSIONS", "TIMEOUT", "ladder_answer",
           "common_answer", "check_answer", "puzzle_answer", "define_answer", "move_answer", "hint_answer",
           "word_entry", "warm_up", "daily_answer", "result_answer", "start_answer", "rules_answer", "player_today",
           "TODAY_SLACK", "shortest_as_text", "SHORTEST_SHOWN", "dark_picture", "DARK_COLOURS", "challenge_answer"]

MAX_EXPANSIONS = 200_000
"""Each search of a request stops after expanding this many words (a ``search_limit`` answer, status 422)."""

TIMEOUT = 2.0
"""Each search of a request stops after this many seconds (a ``search_limit`` answer, status 422)."""

LIMITS: dict[str, Any] = {"max_expansions": MAX_EXPANSIONS, "timeout": TIMEOUT}

TODAY_SLACK = 1
"""How many days the player's own date (the page's ``today``) may differ from the server's: time zones."""


def warm_up(lexicon: Lexicon) -> None:
    """Build, once, what every request shares: the definitions' index, the word graph's groups under every
    metric (so "no ladder" is answered at once, by no unbounded first build), and the puzzles' pools of words
    (skipped without the ``graph`` extra)."""
    define("word")
    lexicon.rank("word")
    try:
        from ..graph.groups import components  # the graph extra; the web extra brings it
        from ..study.puzzles import puzzle_pool
    except ImportError:
        return
    for metric in METRICS.values():
        components(lexicon, metric)
    for common in (False, True) if lexicon.lowest_rank is not None else (False,):
        puzzle_pool(lexicon, common)


def word_entry(word: str, lexicon: Lexicon) -> dict[str, Any]:
    """A word with its rank (1: the commonest; None: unranked) and its definitions (English words only: the
    definitions are WordNet's), and its real spelling (``spelled``) where the word list folds it."""
    entry = {"word": word, "rank": lexicon.rank(word),
             "definitions": [d.as_json() for d in define(word)] if is_english(lexicon) else []}
    if (shown := lexicon.spelling(word)) != word:
        entry["spelled"] = shown
    return entry


def is_english(lexicon: Lexicon) -> bool:
    """Whether *lexicon* is English (the embedded dictionary, or a word list of no stated language)."""
    return lexicon.language in (None, "en")


def _ladder(ladder: Ladder, lexicon: Lexicon) -> dict[str, Any]:
    found = {"words": list(ladder.words), "steps": ladder.steps, "metric": ladder.metric,
             "entries": [word_entry(word, lexicon) for word in ladder.words]}
    if ladder.spelled is not None:
        found["spelled"] = list(ladder.spelled)
    return found


def with_spellings(found: dict[str, Any], lexicon: Lexicon) -> dict[str, Any]:
    """*found* with ``spellings`` added: each word named anywhere in it that *lexicon* spells otherwise (it folds
    accents: French ``fete`` is *fête*), and that spelling; and where *lexicon* writes letters as two (German *ß* as
    *ss*), ``written`` (each such letter and its two: the page's tiles show one letter of them a tile) and
    ``spelling_rule`` (the game's rule in words, :func:`~ladders.play.spelling.game_rule`). *found* itself when
    there is nothing to add."""
    spellings: dict[str, str] = {}

    def visit(value: object) -> None:
        if isinstance(value, str):
            if len(value) <= MAX_WORD_LENGTH and (shown := lexicon.spelling(value)) != value:
                spellings[value] = shown
        elif isinstance(value, dict):
            for item in value.values():
                visit(item)
        elif isinstance(value, list):
            for item in value:
                visit(item)

    visit(found)
    added: dict[str, Any] = {"spellings": spellings} if spellings else {}
    if written := written_as(lexicon):
        added.update(written=written, spelling_rule=game_rule(lexicon))
    return {**found, **added} if added else found


def languages_answer(served: Mapping[str, Lexicon], default: str) -> dict[str, Any]:
    """The languages a server answers in (``lang=CODE``), for the page's picker: each one's code, name, accent
    rule and words, and the page's default."""
    from ..words.languages import LANGUAGES
    return {"default": default, "languages": [
        {"code": code, "name": LANGUAGES[code].name if code in LANGUAGES else code, "accents": lexicon.accents,
         "words": len(lexicon)} for code, lexicon in served.items()]}


def _limits() -> dict[str, Any]:
    """:data:`LIMITS`, unless the call runs under an allowance at least as tight (the app's, for each request: its
    clock started first and it counts every search's expansions), which already stops each search first: then
    none, so a search's own count and clock do not check again at every word what the allowance checks."""
    spent = current_allowance()
    if (spent is not None and spent.limit is not None and spent.limit <= MAX_EXPANSIONS
            and spent.seconds is not None and spent.seconds <= TIMEOUT):
        return {}
    return LIMITS


def ladder_answer(start: str, end: str, metric: DistanceMetric, max_depth: int | None, lexicon: Lexicon, *,
                  with_common: bool = True) -> dict[str, Any]:
    """The product's answer (:func:`~ladders.solve.answer.answer`): the commonest shortest ladder, how many
    shortest ladders there are, and, when *with_common*, the commoner ladder when it differs; or
    ``found: false`` and why."""
    found = answer(start, end, metric, max_depth, lexicon=lexicon, commoner=with_common, **_limits())
    if found.ladder is None:
        error = found.why
        assert error is not None
        return {"found": False, "start": error.start, "end": error.end, "reason": error.reason,
                "message": str(error), "shortest": error.shortest, "max_depth": error.max_depth}
    reply: dict[str, Any] = {"found": True, "start": found.start, "end": found.end,
                             "ladder": _ladder(found.ladder, lexicon), "shortest_count": found.shortest_count}
    if with_common:
        reply["common"] = None if found.common is None else _ladder(found.common, lexicon)
    return _noted(reply, [found.ladder] + ([found.common] if with_common and found.common else []), lexicon)


def _noted(reply: dict[str, Any], ladders: Sequence[Ladder], lexicon: Lexicon) -> dict[str, Any]:
    """*reply* with ``spelling_note`` when the spelling of *ladders* needs a word (the CLI prints the same,
    :func:`~ladders.play.spelling.spelling_note`): the letters written as two, each step that looks like more."""
    if lexicon.accents == "fold" and ladders:
        note = spelling_note([(ladder.shown, ladder.words) for ladder in ladders], ladders[0].metric, lexicon)
        if note:
            return {**reply, "spelling_note": note}
    return reply


def common_answer(start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """The commoner ladder of the product's answer, when it differs from the first (None when there is no
    ladder at all: ``/api/ladder`` says why)."""
    found = answer(start, end, metric, None, lexicon=lexicon, commoner=True, **_limits())
    return _noted({"start": found.start, "end": found.end,
                   "common": None if found.common is None else _ladder(found.common, lexicon)},
                  [found.common] if found.common else [], lexicon)


def check_answer(words: Sequence[str], metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """Whether *words* is a valid ladder, each problem, and whether it is a shortest one."""
    report = check_ladder(list(words), metric, lexicon=lexicon)
    return {"valid": report.valid, "words": list(report.words), "metric": report.metric, "steps": report.steps,
            "shortest": report.shortest, "is_shortest": report.is_shortest, "message": str(report),
            "problems": [{"index": p.index, "kind": p.kind, "message": p.message} for p in report.problems]}


def puzzle_answer(steps: int, common: bool, seed: int | str | None, metric: DistanceMetric,
                  lexicon: Lexicon, *, length: int | None = None, rating: str | None = None) -> dict[str, Any]:
    """A puzzle of exactly *steps* steps with its number of solutions (``found: false`` when none was drawn); with
    *length*, of words that long; with *rating*, only one so rated (``ValueError`` for a rating not in
    :data:`~ladders.solve.rating.RATINGS`)."""
    drawn = next(puzzles(lexicon, steps, metric, common=common, seed=seed, max_tries=200, length=length,
                         rating=rating), None)
    if drawn is None:
        if length is None and rating is None:
            return {"found": False, "steps": steps, "message": f"no puzzle of {steps} steps found: try fewer steps"}
        kind = f"{rating} " if rating else ""
        words = f" with {length}-letter words" if length else ""
        return {"found": False, "steps": steps,
                "message": f"no {kind}puzzle of {steps} steps{words} found: try other steps, length or rating"}
    return {"found": True, "metric": metric.name, **drawn.as_json()}


def define_answer(word: str, lexicon: Lexicon) -> dict[str, Any]:
    """A word's rank, whether the word list has it (``in_dictionary``, as ``ladders define --json`` says; the
    older ``in_word_list`` says the same), its definitions, and for a word it lacks, suggestions."""
    if not is_english(lexicon):
        raise ValueError("definitions are in English only (WordNet): this word list has none")
    word = lexicon.fold(word)
    known = word in lexicon
    found = {**word_entry(word, lexicon), "in_dictionary": known, "in_word_list": known}
    if not known:
        from ..moves.near import suggest_words  # only an unknown word needs them
        found["suggestions"] = list(suggest_words(lexicon, word))
    return found


def rules_answer() -> dict[str, Any]:
    """The game's one rule set (:mod:`ladders.play.rules`), in a player's words: the default moves, every kind of
    move by its metric, and what hard mode hides."""
    return {"metric": GAME_METRIC, "moves": dict(MOVES), "hard_mode": HARD_MODE, "hard_hides": list(HARD_HIDES)}


def start_answer(start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """Play: a round from *start* to *end*, checked: its ends as the word list writes them, par (``steps``), and
    its moves in words."""
    played = start_round(start, end, metric, lexicon=lexicon, **LIMITS)
    return {"start": played.start, "end": played.end, "steps": played.steps, "metric": metric.name,
            "moves": moves_in_words(metric.name)}


def move_answer(start: str, end: str, rungs: Sequence[str], word: str, metric: DistanceMetric,
                lexicon: Lexicon, *, detours: bool = False, hard: bool = False) -> dict[str, Any]:
    """Play: judge *word* as the rung after *rungs* on the way from *start* to *end* (with its letter marks).

    With *detours* (the daily game), a rung off every shortest way is accepted as a ``detour``. With *hard*,
    the verdict leaves out what hard mode hides (:func:`ladders.play.rules.as_seen`).
    """
    played = start_round(start, end, metric, lexicon=lexicon, rungs=rungs, detours=detours, **LIMITS)
    verdict = judge(played, word, metric, lexicon=lexicon, detours=detours, **LIMITS)
    return {"start": played.start, "end": played.end, "steps": played.steps, **as_seen(verdict.as_json(), hard=hard)}


def hint_answer(start: str, end: str, rungs: Sequence[str], metric: DistanceMetric,
                lexicon: Lexicon, level: int | None = None, *, hard: bool = False) -> dict[str, Any]:
    """Play: the next rung on the commonest shortest way from the last of *rungs* to *end*.

    Without *level*, ``hint`` is the rung itself; with a level (1, 2 or 3), it
    is that much of it (:meth:`~ladders.play.hints.Hint.as_json`). With *hard*, ``steps_left`` is left out.
    """
    played = start_round(start, end, metric, lexicon=lexicon, rungs=rungs, detours=True, **LIMITS)
    answer: dict[str, Any] = {"start": played.start, "end": played.end, "steps": played.steps,
                              "rungs": list(played.rungs), "steps_left": played.steps_left}
    if hard:
        answer = {name: value for name, value in answer.items() if name not in HARD_HIDES}
    if level is None:
        return {**answer, "hint": hint(played, metric, lexicon=lexicon, **LIMITS)}
    return {**answer, "hint": next_hint(played, level, metric, lexicon=lexicon, **LIMITS).as_json()}


def player_today(given: datetime.date | None) -> datetime.date:
    """The player's today: *given* (the page's own local date), which must lie within :data:`TODAY_SLACK` days
    of the server's :func:`ladders.play.daily.today`; the server's own date when None."""
    server = daily.today()
    if given is None:
        return server
    if abs((given - server).days) > TODAY_SLACK:
        raise ValueError(f"today must be your own date, within {TODAY_SLACK} day of the server's "
                         f"({server.isoformat()}), not {given.isoformat()}")
    return given


def _open(date: datetime.date, now: datetime.date) -> None:
    """Refuse the daily puzzle of *date* when its day has not begun for the player (*now*: their today)."""
    reason = not_open_yet(date, now)
    if reason is not None:
        raise NotOpenYetError(reason, number=puzzle_number(date), date=date.isoformat())


def daily_answer(date: str | None, today: datetime.date | None = None) -> dict[str, Any]:
    """The daily puzzle of *date* (``YYYY-MM-DD``; None: the player's today), refused before its day has begun for
    the player.

    *today* is the player's own date (:func:`player_today`; None: the server's). ``ValueError`` for a date
    badly written or outside the schedule; :class:`~ladders.errors.NotOpenYetError` for one after *today*.
    """
    asked = None if date is None else parse_date(date)
    now = player_today(today)
    puzzle = daily_puzzle(now if asked is None else asked)
    _open(puzzle.date, now)
    return puzzle.as_json()


def result_answer(start: str, end: str, rungs: Sequence[str], hints: int, metric: DistanceMetric, lexicon: Lexicon,
                  *, number: int | None = None, gave_up: bool = False, today: datetime.date | None = None,
                  undone: Sequence[tuple[int, str]] = ()) -> dict[str, Any]:
    """The end of a round: steps against par, the share text, the words used with their definitions, the picture,
    and the first shortest ladder (``shortest``: the commonest, of shown words, as the picture masks the rest).

    *number* names a daily puzzle (its ends must be these; refused, as by :func:`daily_answer`, before its day
    has begun for the player, *today*); *undone* are the rungs taken back (``(index, word)``), counted as
    steps and crossed out in the share text. ``ValueError`` when the round is neither solved nor given up.
    """
    if number is not None:
        puzzle = daily_puzzle(FIRST_DAY + datetime.timedelta(days=number - 1))
        _open(puzzle.date, player_today(today))
        if (puzzle.start, puzzle.end) != (normalise_word(start), normalise_word(end)) or puzzle.metric != metric.name:
            raise ValueError(f"daily puzzle #{number} is {puzzle.start} -> {puzzle.end} ({puzzle.metric}), "
                             "not this round")
    played = start_round(start, end, metric, lexicon=lexicon, rungs=rungs, detours=True, undone=undone, **LIMITS)
    if not (played.solved or gave_up):
        raise ValueError(f"the round is not over: the last rung is not {played.end!r} (say gave_up=1 to give up)")
    used = [played.start, *played.rungs] + ([] if played.solved else [played.end])
    solution = answer(played.start, played.end, metric, None, lexicon=lexicon, shown_words=True, **LIMITS)
    picture = "/api/draw?" + urlencode({"start": played.start, "end": played.end, "metric": metric.name, "mask": 1})
    share = share_text(played.rungs, played.end, played.steps, hints, number=number, solved=played.solved,
                       undone=played.undone)
    plain = plain_share_text(played.rungs, played.end, played.steps, hints, number=number, solved=played.solved,
                             undone=played.undone)
    first = () if solution.ladder is None else solution.ladder.words
    return {"start": played.start, "end": played.end, "metric": metric.name, "number": number,
            "steps": played.taken, "par": played.steps, "solved": played.solved, "hints": hints,
            "undone": [list(taken) for taken in played.undone], "share": share, "share_plain": plain,
            "challengeable": number is not None or all(is_shown_word(word, lexicon, end=True)
                                                       for word in (played.start, played.end)),
            "words": [word_entry(word, lexicon) for word in used], "shortest_count": solution.shortest_count,
            "shortest": list(first), "shortest_ladders": shortest_as_text(played.start, played.end, first, metric,
                                                                          lexicon),
            "picture": picture, "rating": _rating(played.start, played.end, metric, lexicon)}


def challenge_answer(code: str, lexicon: Lexicon, today: datetime.date | None = None) -> dict[str, Any]:
    """A friend's challenge (:func:`~ladders.play.challenge.read_code`), to be played on *lexicon*, which must be its
    language's: the puzzle (its ends as *lexicon* keeps them, par in ``steps``, the moves in words; a daily puzzle's
    number, date and rating too) and the challenge itself. ``ValueError`` for a code refused, or ends a puzzle may not
    show (:func:`~ladders.play.challenge.ends_problem`); :class:`~ladders.errors.NotOpenYetError` for a daily puzzle
    whose day has not begun for the player (*today*, as :func:`player_today` takes it)."""
    sent = read_code(code)
    if sent.language != language_of(lexicon):
        raise ValueError(f"this challenge is in another language ({sent.language}): ask with lang={sent.language}")
    problem = ends_problem(sent, lexicon)
    if problem is not None:
        raise ValueError(f"this challenge cannot be played: {problem}")
    found: dict[str, Any] = {}
    if sent.day is not None:
        puzzle = daily_puzzle(FIRST_DAY + datetime.timedelta(days=sent.day - 1))
        _open(puzzle.date, player_today(today))
        found = puzzle.as_json()
    started = start_answer(sent.start, sent.end, METRICS[sent.metric], lexicon)
    return {**found, **started, "challenge": sent.as_json()}


def _rating(start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """The pair's rating and its figures (:func:`~ladders.solve.rating.rate_pair`), without the rarest word, which
    a puzzle may not show."""
    figures = rate_pair(start, end, metric, lexicon=lexicon, **LIMITS).as_json()
    return {name: figures[name] for name in ("rating", "score", "par", "solutions", "moves", "good_moves", "traps",
                                             "detour")}


SHORTEST_SHOWN = 20
"""The round's end lists at most this many shortest ladders as text (``shortest_count`` says how many there are)."""


def shortest_as_text(start: str, end: str, first: Sequence[str], metric: DistanceMetric,
                     lexicon: Lexicon) -> list[list[str]]:
    """Up to :data:`SHORTEST_SHOWN` shortest ladders from *start* to *end*: *first* (the commonest), then the
    others in alphabetical order (``ladders.solve``'s every-shortest stream). A word a puzzle may not show is
    masked as the picture masks it (a bullet per letter), the round's own ends never."""
    if not first:
        return []
    def shown(word: str) -> str:
        visible = word in (start, end) or is_shown_word(word, lexicon, common=False)
        return word if visible else "\u2022" * len(word)
    found = [tuple(first)]
    try:
        for ladder in shortest_ladders(start, end, metric, lexicon=lexicon, **LIMITS):
            if len(found) == SHORTEST_SHOWN:
                break
            if ladder.words != found[0]:
                found.append(ladder.words)
    except SearchLimitError:  # the ones found in time: the count and the picture say the rest
        pass
    return [[shown(word) for word in words] for words in found]


DARK_COLOURS = {"#111": "#e9e6df", "#444": "#b9b4aa", "#666": "#a7a299", "#8a94a6": "#7f8a9c", "#44516a": "#8e949c",
                "#e8590c": "#f28a4b", "#ffffff": "#56606c"}
"""The picture's colours (:mod:`ladders.draw.ladders`: text, notes, step labels, edges, box lines, the highlight, an
unranked word's box) and each one's match in the page's dark palette, for a dark ground."""

_SHADE = re.compile(r'fill="hsl\(212, 65%, ([0-9.]+)%\)"')
_COLOUR = re.compile("|".join(sorted(map(re.escape, DARK_COLOURS), key=len, reverse=True)) + r"\b")


def dark_picture(svg: str) -> str:
    """*svg*, a picture of every shortest ladder in the light palette (dark text and lines on a light ground, each
    word's box a blue the darker the commoner the word), in the page's dark palette: light text and lines for a dark
    ground, and each box a deep blue, still the darker the commoner its word, so the picture's caption ("darker
    boxes are commoner words") stays true. An inverting filter would make it false.

    >>> dark_picture('<style>text{fill:#111}</style><rect fill="hsl(212, 65%, 60%)"/><rect fill="hsl(212, 65%, 96%)"/>')
    '<style>text{fill:#e9e6df}</style><rect fill="hsl(212, 45%, 14%)"/><rect fill="hsl(212, 45%, 42%)"/>'
    """
    def shade(found: re.Match[str]) -> str:  # lightness 60% (commonest) to 96% (rarest) onto 14% to 42%
        lightness = 14 + (min(max(float(found[1]), 60.0), 96.0) - 60) * 28 / 36
        return f'fill="hsl(212, 45%, {lightness:.3g}%)"'
    return _COLOUR.sub(lambda found: DARK_COLOURS[found[0]], _SHADE.sub(shade, svg))
