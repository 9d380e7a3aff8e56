"""A clued worksheet as one self-contained, printable HTML page: empty rungs, a clue each, the answers after.

:func:`sheet_ladders` chooses each pair's ladder for a class: the game's
(:func:`~ladders.solve.answer.answer` with ``shown_words``) when every word of
it is a word of the puzzle vocabulary
(:func:`~ladders.words.society.is_shown_word`) with a clue; otherwise the
game's choice among the ladders of such words at most :data:`LONGER_BY` steps
longer, and a note saying so. With ``any_words`` every word may be shown (a
note names each one outside the vocabulary); no ladder of vocabulary words is
no sheet.

:func:`drawn_ladders` draws pairs that always make a sheet: puzzles of a given number of steps
(:func:`~ladders.study.puzzles.puzzles`, the producer ``ladders puzzle`` asks), each kept when its sheet
ladder is the game's, that long, and clued beside the rest of the sheet.

:func:`sheet_page` takes the ladders and writes each as rows of letter
boxes: the two ends printed, every rung between them empty, with the move
into it in a player's words ("change the 3rd letter") and the box it touches
shaded (a letter taken away is crossed on the row above), and a clue from the
shipped definition that never names the answer, no two rungs of the sheet
with the same clue (:func:`~ladders.words.clues.sheet_clues`).
The answers follow on a page of their own (CSS ``break-before: page``).
No script and no external file; every word and gloss is escaped. The same
ladders give the same bytes.

Longer than most: choosing a sheet's ladders and writing its page share one rule, every rung's clue its own
(:func:`_unclued`); the choosing half would split into a module of its own, named in the how-it-works table
and the pictures' import contract.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from html import escape

from ..arguments import check_count
from ..errors import NoLadderError
from ..moves.edits import describe_change
from ..moves.metrics import DistanceMetric
from ..search.problem import limits_of
from ..solve.answer import answer
from ..solve.ladder import Ladder
from ..solve.query import query
from ..study.puzzles import puzzle_pool, puzzles
from ..words.clues import NO_CLUE, clues, sheet_clues
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.society import SHOWN_RULES, is_shown_word, unshown_reason

__all__ = ["sheet_page", "sheet_ladders", "drawn_ladders", "step_in_words", "ordinal", "DEFAULT_TITLE", "LONGER_BY",
           "DRAWN_STEPS", "DEFAULT_STEPS", "MAX_DRAWN"]

LONGER_BY = 2
"""How many steps longer than the game's ladder a sheet's ladder of vocabulary words may be."""

_ROUNDS = 4
"""How many times a pair's ladder is asked again, each time avoiding the rungs found without a clue of their own."""

DRAWN_STEPS = range(2, 9)
"""How many steps a drawn ladder may have: from 2 (one rung to fill in) to 8 (the longest ``ladders puzzle --rating``
draws; past it a draw of 3- or 4-letter ends takes tens of seconds and often finds none)."""

DEFAULT_STEPS = 4
"""How many steps a drawn ladder has when none is asked: three rungs to fill in."""

MAX_DRAWN = 30
"""The most ladders one sheet draws: some twelve printed pages, each ladder searched within its own limits."""

DEFAULT_TITLE = "Word ladders"
"""The page's heading when none is given."""

_STYLE = (
    "body{font-family:system-ui,sans-serif;margin:24px auto;color:#111;max-width:46rem;line-height:1.4}"
    "h1{font-size:1.6rem;margin:0 0 .3rem}h2{font-size:1.2rem;margin:1.4rem 0 .3rem}"
    ".name{margin:.2rem 0 .8rem}.how{font-size:.95rem;color:#333;margin:.2rem 0 .6rem}"
    ".ladder{break-inside:avoid;page-break-inside:avoid;margin-bottom:1.2rem}"
    ".rungs{list-style:none;padding:0;margin:0}"
    ".rung{display:flex;align-items:center;margin:.35rem 0;break-inside:avoid}"
    ".tiles{display:flex;flex:none;margin-right:.9rem}.tile+.tile{margin-left:.2rem}"
    ".tile{box-sizing:border-box;width:2.2rem;height:2.2rem;border:2px solid #333;border-radius:.2rem;"
    "display:flex;align-items:center;justify-content:center;font-size:1.2rem;font-weight:700;"
    "text-transform:uppercase;position:relative;background:#fff}"
    ".tile.mark{background:#c9c9c9;-webkit-print-color-adjust:exact;print-color-adjust:exact}"
    ".tile.goes::after{content:'\\00d7';position:absolute;right:.1rem;top:-.1rem;font-size:.8rem;color:#111}"
    ".given .tile{border-color:#111;background:#eef2fa;-webkit-print-color-adjust:exact;print-color-adjust:exact}"
    ".given .tile.mark{background:#c9c9c9}"
    ".what{font-size:.95rem}.step{font-weight:600}.clue{color:#222}.end{color:#444}"
    ".answers{break-before:page;page-break-before:always}.answers li{margin:.3rem 0}"
    "@page{margin:16mm}"
)


def sheet_page(ladders: Sequence[Ladder], *, title: str = DEFAULT_TITLE) -> str:
    """The worksheet for *ladders*, in order, as the text of one HTML page (UTF-8, no external resources).

    Raises ``ValueError`` when *ladders* is empty (a worksheet needs a ladder).

    >>> page = sheet_page([Ladder(("cold", "cord", "card"), "substitution")], title="Class 3 <b>")
    >>> "Class 3 &lt;b&gt;" in page, "change the 3rd letter" in page, page.count("<li class=\\"rung")
    (True, True, 3)
    """
    if not ladders:
        raise ValueError("a worksheet needs at least one ladder")
    texts = iter(sheet_clues([word for ladder in ladders for word in ladder.words[1:-1]]))
    parts = "".join(_ladder(k, ladder, texts) for k, ladder in enumerate(ladders, 1))
    answers = "".join(f"<li>{' → '.join(escape(word) for word in ladder.words)}</li>" for ladder in ladders)
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body><main>\n"
        f"<h1>{escape(title)}</h1>\n<p class=\"name\">Name: ______________________</p>\n"
        "<p class=\"how\">Climb each ladder from the top word to the bottom word. Every rung is a word: do what "
        "its line says to the word above (the shaded box is the letter to change or add; a crossed box is the "
        "letter to take away), and use the clue to find the word.</p>\n"
        f"{parts}<section class=\"answers\"><h2>Answers</h2><ol>{answers}</ol></section>\n</main></body></html>\n")


def sheet_ladders(pairs: Sequence[tuple[str, str]], metric: DistanceMetric, *, lexicon: LexiconLike = None,
                  any_words: bool = False, max_expansions: int | None = None,
                  timeout: float | None = None) -> tuple[list[Ladder], list[str]]:
    """The ladder of each pair for a class worksheet, and notes, in a setter's words, on what it had to change.

    Parameters
    ----------
    pairs : the (start, end) of each ladder, in the sheet's order.
    metric : what one step may be.
    lexicon : the word list (default: the embedded one). One without frequencies has no common words: its
        vocabulary is every word of it that is fit to show (``is_shown_word(..., common=False)``).
    any_words : every word may be shown; a note names each one outside the vocabulary.
    max_expansions, timeout : each search's limits, as :func:`~ladders.solve.answer.answer` takes them.

    Returns
    -------
    The ladders, in order, and the notes (empty when every ladder is the game's, of vocabulary words, each rung
    with a clue of its own).

    Raises
    ------
    ValueError : an end is not a vocabulary word (without *any_words*).
    NoLadderError : a pair has no ladder, or none of vocabulary words with clues within :data:`LONGER_BY` steps
        more than the game's (without *any_words*).
    UnknownWordError, SearchLimitError : as :func:`~ladders.solve.answer.answer` raises them.

    Examples
    --------
    >>> from ladders.moves.metrics import substitution
    >>> ladders, notes = sheet_ladders([("cold", "warm")], substitution)
    >>> print(ladders[0], notes)
    cold → cord → word → ward → warm []
    >>> words = Lexicon(["hit", "tit", "tat", "hot", "tot"])  # no frequencies: every word fit to show
    >>> ladders, notes = sheet_ladders([("hit", "tat")], substitution, lexicon=words)
    >>> print(ladders[0]); print(*notes)
    hit → hot → tot → tat
    hit → tat: the game's ladder passes through words a class sheet does not show ('tit' is offensive, in this or \
another form); this sheet's ladder is hit → hot → tot → tat (3 steps)
    >>> sheet_ladders([("tit", "tat")], substitution, lexicon=words)
    Traceback (most recent call last):
    ...
    ValueError: 'tit' is not a word for a class sheet (offensive, in this or another form); --any-words allows every \
word
    """
    words = resolve_lexicon(lexicon)
    common = words.has_frequencies
    unfit: dict[int, frozenset[str]] = {}  # the words of each length that are not vocabulary words, as needed
    ladders: list[Ladder] = []
    notes: list[str] = []
    avoided: list[set[str]] = []
    for start, end in pairs:
        ladder, avoid = _sheet_ladder(start, end, metric, words, notes, unfit, any_words=any_words,
                                      max_expansions=max_expansions, timeout=timeout)
        ladders.append(ladder)
        avoided.append(avoid)
    notes += _share_clues(ladders, avoided, metric, words, max_expansions, timeout)
    for at, word in _unclued(ladders):
        notes.append(f"{_pair(ladders[at])}: {word!r} has no clue of its own ({NO_CLUE})")
    if any_words:
        notes += [f"{_pair(ladder)}: {word!r} is not a vocabulary word ({_why(word, words)})" for ladder in ladders
                  for word in ladder.words[1:-1] if not is_shown_word(word, words, common=common)]
    return ladders, notes


def _sheet_ladder(start: str, end: str, metric: DistanceMetric, words: Lexicon, notes: list[str],
                  unfit: dict[int, frozenset[str]], *, any_words: bool, max_expansions: int | None,
                  timeout: float | None) -> tuple[Ladder, set[str]]:
    """One pair's ladder for :func:`sheet_ladders`, and the words it avoids; what it had to change is added to
    *notes* (and the unfit words of a length looked at, to *unfit*)."""
    common = words.has_frequencies
    found = answer(start, end, metric, None, lexicon=words, shown_words=True, max_expansions=max_expansions,
                   timeout=timeout)
    if found.ladder is None:
        raise found.why if found.why is not None else NoLadderError(start, end, "none was found")
    first = found.ladder
    for word in (first.start, first.end):
        if not is_shown_word(word, words, common=common):
            if not any_words:
                raise ValueError(f"{word!r} is not a word for a class sheet ({_why(word, words)}); "
                                 "--any-words allows every word")
            notes.append(f"{_pair(first)}: {word!r} is not a vocabulary word ({_why(word, words)})")
    outside = [] if any_words else [word for word in first.words[1:-1] if not is_shown_word(word, words,
                                                                                           common=common)]
    avoid = _unfit_within(first, words, unfit) if outside else set()
    ladder = _clued(first, avoid, metric, words, max_expansions, timeout)
    if ladder is None and not any_words:
        raise NoLadderError(first.start, first.end, _refusal(first, outside, words))
    ladder = ladder or first  # any words: a rung left without a clue is noted below
    if ladder != first:
        notes.append(_replaced(first, ladder, outside, words))
    return ladder, avoid


def _share_clues(ladders: list[Ladder], avoided: list[set[str]], metric: DistanceMetric, words: Lexicon,
                 max_expansions: int | None, timeout: float | None) -> list[str]:
    """A rung whose every clue another rung holds: that pair's ladder avoids it (a few rounds), in place in
    *ladders*; the notes saying so."""
    notes = []
    for _ in range(_ROUNDS):
        unclued = _unclued(ladders)
        if not unclued:
            break
        for at, word in unclued:
            avoided[at].add(word)
            other = _clued(ladders[at], avoided[at], metric, words, max_expansions, timeout)
            if other is not None:
                notes.append(f"{_pair(ladders[at])}: {word!r} has no clue another rung does not have; this sheet's "
                             f"ladder is {other} instead")
                ladders[at] = other
    return notes


def drawn_ladders(count: int, metric: DistanceMetric, *, steps: int = DEFAULT_STEPS, length: int | None = None,
                  seed: int | str | None = None, lexicon: LexiconLike = None, beside: Sequence[Ladder] = (),
                  max_expansions: int | None = None, timeout: float | None = None) -> list[Ladder]:
    """Up to *count* ladders for a class worksheet, drawn, each a shortest ladder of exactly *steps* steps.

    Each pair is a puzzle of *steps* steps (:func:`~ladders.study.puzzles.puzzles`, as ``ladders puzzle`` draws
    it: its ends vocabulary words fit to end a ladder), kept when its sheet ladder (:func:`sheet_ladders`) is
    the game's, that many steps long, every rung a vocabulary word, and every rung of the sheet (*beside*'s and
    those drawn before it) still has a clue of its own; no word ends two ladders of the sheet. Every word is a
    vocabulary word whatever the caller allows for its own pairs. The same *seed* gives the same ladders.

    Parameters
    ----------
    count : how many ladders, 1 to :data:`MAX_DRAWN`.
    metric : what one step may be.
    steps : each ladder's number of steps, in :data:`DRAWN_STEPS`.
    length : only ends of this many letters (default: any).
    seed : the same seed gives the same ladders (default: a new draw each time).
    lexicon : the word list (default: the embedded one).
    beside : the ladders already on the sheet (the setter's own pairs), which the drawn ones follow.
    max_expansions, timeout : each search's limits, as :func:`~ladders.solve.answer.answer` takes them.

    Returns
    -------
    The ladders, in the order drawn: fewer than *count* when a bounded draw (at most ``2 * count + 10``
    puzzles, from at most ``500 + 50 * count`` start words) finds no more.

    Raises
    ------
    ValueError : *count*, *steps* or *length* out of range, or no vocabulary word of *length* letters.
    SearchLimitError : a search hit *max_expansions* or *timeout*.

    Examples
    --------
    >>> from ladders.moves.metrics import substitution
    >>> words = Lexicon(["card", "cold", "cord", "hard", "held", "herd", "hold", "ward", "warm"])
    >>> print(*drawn_ladders(2, substitution, steps=3, seed=3, lexicon=words), sep="\\n")
    hard → herd → held → hold
    cord → card → ward → warm
    >>> drawn_ladders(1, substitution, steps=9, lexicon=words)
    Traceback (most recent call last):
    ...
    ValueError: steps must be from 2 to 8, not 9
    """
    words = resolve_lexicon(lexicon)
    _check_drawn(words, count, steps, length)
    common = words.has_frequencies
    drawn = puzzles(words, steps, metric, count=2 * count + 10, common=common, seed=seed, length=length,
                    max_tries=500 + 50 * count)
    sheet = list(beside)
    ends = {word for ladder in sheet for word in (ladder.start, ladder.end)}
    unclued = len(_unclued(sheet))
    for puzzle in drawn:
        if puzzle.start in ends or puzzle.end in ends:
            continue
        try:
            (ladder,), notes = sheet_ladders([(puzzle.start, puzzle.end)], metric, lexicon=words,
                                             max_expansions=max_expansions, timeout=timeout)
        except NoLadderError:
            continue
        if notes or ladder.steps != steps:
            continue
        left = _unclued([*sheet, ladder])
        if len(left) > unclued or any(at == len(sheet) for at, _ in left):
            continue
        sheet.append(ladder)
        ends |= {ladder.start, ladder.end}
        if len(sheet) - len(beside) == count:
            break
    return sheet[len(beside):]


def _check_drawn(words: Lexicon, count: int, steps: int, length: int | None) -> None:
    """:func:`drawn_ladders`' checks of its arguments: the errors it raises, in order."""
    check_count("count", count, minimum=1, optional=False)
    check_count("steps", steps, minimum=1, optional=False)
    check_count("length", length, minimum=1)
    if count > MAX_DRAWN:
        raise ValueError(f"count must be from 1 to {MAX_DRAWN} ladders a sheet, not {count:,}")
    if steps not in DRAWN_STEPS:
        raise ValueError(f"steps must be from {DRAWN_STEPS[0]} to {DRAWN_STEPS[-1]}, not {steps:,}")
    if length is not None and not any(len(word) == length for word in puzzle_pool(words, words.has_frequencies)):
        raise ValueError(f"no vocabulary word of {length:,} letters may end a ladder")


def step_in_words(before: str, after: str) -> str:
    """The move from *before* to *after*, in a player's words, with the place it happens.

    >>> step_in_words("cold", "cord"), step_in_words("bee", "beer"), step_in_words("beer", "bee")
    ('change the 3rd letter', 'add a letter: the 4th', 'take away the 4th letter')
    >>> step_in_words("form", "from")
    'swap the 2nd and 3rd letters'
    """
    action, place, _ = describe_change(before, after)
    return {"change": f"change the {ordinal(place)} letter", "add": f"add a letter: the {ordinal(place)}",
            "remove": f"take away the {ordinal(place)} letter",
            "swap": f"swap the {ordinal(place)} and {ordinal(place + 1)} letters"}[action]


def ordinal(n: int) -> str:
    """*n* as an ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _ladder(k: int, ladder: Ladder, texts: Iterator[str | None]) -> str:
    """One ladder's section: a heading, then a row per word (the inner rungs' clues taken from *texts*, in order)."""
    words = ladder.words
    marks, gone = _marked_boxes(words)
    rows = []
    last = len(words) - 1
    width = f"{2.4 * max(map(len, words)):.1f}rem"  # the boxes in one column, the lines beside them in another
    for i, word in enumerate(words):
        given = i in (0, last)
        boxes = "".join(_tile(word[j] if given else "", j in marks[i], j in gone[i]) for j in range(len(word)))
        label = word if given else f"{len(word)} empty boxes"
        what = [] if i == 0 else [f"<span class=\"step\">{escape(step_in_words(words[i - 1], word))}</span>"]
        if given:
            what.append(f"<span class=\"end\">{'start' if i == 0 else 'end'}: {escape(word)}</span>")
        else:
            what.append(f"<span class=\"clue\">{escape(next(texts, None) or NO_CLUE)}</span>")
        rows.append(f"<li class=\"rung{' given' if given else ''}\"><span class=\"tiles\" style=\"width:{width}\" "
                    f"role=\"img\" aria-label=\"{escape(label)}\">{boxes}</span>"
                    f"<span class=\"what\">{'<br>'.join(what)}</span></li>")
    steps = f"{ladder.steps} step" + ("" if ladder.steps == 1 else "s")
    return (f"<section class=\"ladder\"><h2>{k}. {escape(ladder.start)} → {escape(ladder.end)}</h2>"
            f"<p class=\"how\">{steps}: {_to_fill(len(words) - 2)}.</p>"
            f"<ol class=\"rungs\">{''.join(rows)}</ol></section>\n")


def _marked_boxes(words: tuple[str, ...]) -> tuple[list[set[int]], list[set[int]]]:
    """The boxes of each row shaded (the letter the move into it sets) and crossed (the letter the next move
    takes away)."""
    marks: list[set[int]] = [set() for _ in words]
    gone: list[set[int]] = [set() for _ in words]
    for i in range(1, len(words)):
        action, place, _ = describe_change(words[i - 1], words[i])
        if action == "remove":
            gone[i - 1].add(place - 1)
        else:
            marks[i].update({place - 1, place} if action == "swap" else {place - 1})
    return marks, gone


def _unfit_within(first: Ladder, words: Lexicon, unfit: dict[int, frozenset[str]]) -> set[str]:
    """The words that are not vocabulary words, of every length a ladder from *first*'s start to its end of at most
    :data:`LONGER_BY` steps more may pass through (each step changes the length by one at most); *unfit* keeps
    each length's, found once per sheet."""
    reach = first.steps + LONGER_BY
    found: set[str] = set()
    for length in words.lengths:
        if abs(length - len(first.start)) + abs(length - len(first.end)) <= reach:
            if length not in unfit:
                unfit[length] = frozenset(word for word in words.words_of_length(length)
                                          if not is_shown_word(word, words, common=words.has_frequencies))
            found |= unfit[length]
    return found


def _clued(first: Ladder, avoid: set[str], metric: DistanceMetric, words: Lexicon, max_expansions: int | None,
           timeout: float | None) -> Ladder | None:
    """*first* when none of its rungs is in *avoid* and each has a clue; else the game's choice among the ladders
    at most :data:`LONGER_BY` steps longer that avoid those words and the rungs found without a clue (asked up
    to :data:`_ROUNDS` times); None when there is none."""
    ladder = first
    for _ in range(_ROUNDS):
        missing = {word for word in ladder.words[1:-1] if word in avoid or not clues(word)}
        if not missing:
            return ladder
        avoid |= missing
        found = answer(query(first.start, first.end, metric=metric, max_depth=first.steps + LONGER_BY,
                             lexicon=words, avoid=avoid, limits=limits_of(max_expansions, timeout)),
                       shown_words=True).ladder
        if found is None:
            return None
        ladder = found
    return None


def _unclued(ladders: Sequence[Ladder]) -> list[tuple[int, str]]:
    """(ladder's place, word) of each rung :func:`~ladders.words.clues.sheet_clues` leaves without a clue."""
    places = [(at, word) for at, ladder in enumerate(ladders) for word in ladder.words[1:-1]]
    return [place for place, text in zip(places, sheet_clues([word for _, word in places]), strict=True)
            if text is None]


def _pair(ladder: Ladder) -> str:
    return f"{ladder.start} → {ladder.end}"


def _why(word: str, words: Lexicon) -> str:
    """Why *word* is not a vocabulary word, in a reader's words."""
    reason = unshown_reason(word, words, common=words.has_frequencies)
    return SHOWN_RULES.get(reason, "not a vocabulary word") if reason is not None else "not a vocabulary word"


def _replaced(first: Ladder, ladder: Ladder, outside: Sequence[str], words: Lexicon) -> str:
    """The note for a pair whose ladder is not the game's."""
    because = "; ".join(f"{word!r} is {_why(word, words)}" for word in outside) if outside else \
        "; ".join(f"{word!r} has no clue" for word in first.words[1:-1] if not clues(word))
    return (f"{_pair(first)}: the game's ladder passes through words a class sheet does not show ({because}); "
            f"this sheet's ladder is {ladder} ({ladder.steps} steps)")


def _refusal(first: Ladder, outside: Sequence[str], words: Lexicon) -> str:
    """Why a pair has no ladder for a class sheet."""
    needs = "; ".join(f"{word!r} is {_why(word, words)}" for word in outside) or "rungs without a clue"
    return (f"none of vocabulary words with clues within {first.steps + LONGER_BY} steps (the game's ladder, "
            f"{first}, needs words a class sheet does not show: {needs}); --any-words allows every word, and "
            "--puzzles N draws pairs that have one")


def _to_fill(inner: int) -> str:
    return "one move, no rung to fill in" if inner == 0 else f"fill in {inner} word{'' if inner == 1 else 's'}"


def _tile(letter: str, mark: bool, goes: bool) -> str:
    kinds = "tile" + (" mark" if mark else "") + (" goes" if goes else "")
    return f"<span class=\"{kinds}\">{escape(letter)}</span>"
