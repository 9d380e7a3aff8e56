"""The solver's answers: plain functions from checked parameters and a word list to JSON-ready objects (the ladder,
the commoner ladder, a check, a word's definitions, the picture's dark palette), and what every answer of the
server shares: the bounds of a request's searches, the warm-up, a word's entry and its real spellings.

Every search here is bounded by :data:`MAX_EXPANSIONS` and :data:`TIMEOUT`;
errors are raised (the app turns them into JSON and a status). The game's
answers (:mod:`ladders.web.game_answers`) build on these.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..moves.metrics import METRICS, DistanceMetric
from ..play.spelling import game_rule, spelling_note, written_as
from ..search.problem import current_allowance
from ..solve.answer import answer
from ..solve.check import check_ladder
from ..solve.ladder import Ladder
from ..words.definitions import define, definitions_available
from ..words.lexicon import Lexicon
from ..words.normalise import MAX_WORD_LENGTH

__all__ = ["MAX_EXPANSIONS", "TIMEOUT", "LIMITS", "warm_up", "word_entry", "is_english", "ladder_entry",
           "with_spellings", "languages_answer", "ladder_answer", "common_answer", "check_answer", "define_answer",
           "DARK_COLOURS", "dark_picture"]

MAX_EXPANSIONS = 200_000
"""Each search of a request stops after expanding this many words (a ``search_limit`` answer, status 422)."""

TIMEOUT = 2.0
"""Each search of a request stops after this many seconds (a ``search_limit`` answer, status 422)."""

LIMITS: dict[str, Any] = {"max_expansions": MAX_EXPANSIONS, "timeout": TIMEOUT}


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
             "definitions": [d.as_json() for d in define(word)] if definitions_available(lexicon) else []}
    if (shown := lexicon.spelling(word)) != word:
        entry["spelled"] = shown
    return entry


def is_english(lexicon: Lexicon) -> bool:
    """Whether *lexicon* is English (the embedded dictionary, or a word list of no stated language): whether its
    words have definitions (:func:`~ladders.words.definitions.definitions_available` decides)."""
    return definitions_available(lexicon)


def ladder_entry(ladder: Ladder, lexicon: Lexicon) -> dict[str, Any]:
    """*ladder* as the API shows it: its one JSON form (:meth:`~ladders.solve.ladder.Ladder.as_json`) without the
    ends, which the reply names, and with each word's entry (:func:`word_entry`) after its ``metric``."""
    form = ladder.as_json()
    shown = {name: form[name] for name in ("words", "steps", "metric")}
    shown["entries"] = [word_entry(word, lexicon) for word in ladder.words]
    if "spelled" in form:
        shown["spelled"] = form["spelled"]
    return shown


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
                             "ladder": ladder_entry(found.ladder, lexicon), "shortest_count": found.shortest_count}
    if with_common:
        reply["common"] = None if found.common is None else ladder_entry(found.common, lexicon)
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
                   "common": None if found.common is None else ladder_entry(found.common, lexicon)},
                  [found.common] if found.common else [], lexicon)


def check_answer(words: Sequence[str], metric: DistanceMetric, lexicon: Lexicon) -> dict[str, Any]:
    """Whether *words* is a valid ladder, each problem, and whether it is a shortest one."""
    report = check_ladder(list(words), metric, lexicon=lexicon)
    return {"valid": report.valid, "words": list(report.words), "metric": report.metric, "steps": report.steps,
            "shortest": report.shortest, "is_shortest": report.is_shortest, "message": str(report),
            "problems": [{"index": p.index, "kind": p.kind, "message": p.message} for p in report.problems]}


def define_answer(word: str, lexicon: Lexicon) -> dict[str, Any]:
    """A word's rank, whether the word list has it (``in_dictionary``, as ``ladders define --json`` says; the
    older ``in_word_list`` says the same), its definitions, and for a word it lacks, suggestions."""
    if not definitions_available(lexicon):
        raise ValueError("definitions are in English only (WordNet): this word list has none")
    word = lexicon.fold(word)
    known = word in lexicon
    found = {**word_entry(word, lexicon), "in_dictionary": known, "in_word_list": known}
    if not known:
        from ..moves.near import suggest_words  # only an unknown word needs them
        found["suggestions"] = list(suggest_words(lexicon, word))
    return found


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
