"""A clued worksheet as one self-contained, printable HTML page: empty rungs, a clue each, the answers after.

:func:`sheet_page` takes ladders (the product's answers: the caller asks
:func:`~ladders.solve.answer.answer`) and writes each as rows of letter
boxes: the two ends printed, every rung between them empty, with the move
into it in a player's words ("change the 3rd letter") and the box it touches
shaded (a letter taken away is crossed on the row above), and a clue from the
shipped definition that never names the answer (:func:`~ladders.words.clues.clue`).
The answers follow on a page of their own (CSS ``break-before: page``).
No script and no external file; every word and gloss is escaped. The same
ladders give the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..moves.edits import describe_change
from ..solve.ladder import Ladder
from ..words.clues import clue

__all__ = ["sheet_page", "step_in_words", "ordinal", "DEFAULT_TITLE"]

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
    parts = "".join(_ladder(k, ladder) for k, ladder in enumerate(ladders, 1))
    answers = "".join(f"<li>{' → '.join(escape(word) for word in ladder.words)}</li>" for ladder in ladders)
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body><main>\n"
        f"<h1>{escape(title)}</h1>\n<p class=\"name\">Name: ______________________</p>\n"
        "<p class=\"how\">Climb each ladder from the top word to the bottom word. Every rung is a word: do what "
        "its line says to the word above (the shaded box is the letter to change or add; a crossed box is the "
        "letter to take away), and use the clue to find the word.</p>\n"
        f"{parts}<section class=\"answers\"><h2>Answers</h2><ol>{answers}</ol></section>\n</main></body></html>\n")


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


def _ladder(k: int, ladder: Ladder) -> str:
    """One ladder's section: a heading, then a row per word."""
    words = ladder.words
    marks: list[set[int]] = [set() for _ in words]  # boxes shaded per row: the letter the move into it sets
    gone: list[set[int]] = [set() for _ in words]  # boxes crossed per row: the letter the next move takes away
    for i in range(1, len(words)):
        action, place, _ = describe_change(words[i - 1], words[i])
        if action == "remove":
            gone[i - 1].add(place - 1)
        else:
            marks[i].update({place - 1, place} if action == "swap" else {place - 1})
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
            what.append(f"<span class=\"clue\">{escape(clue(word))}</span>")
        rows.append(f"<li class=\"rung{' given' if given else ''}\"><span class=\"tiles\" style=\"width:{width}\" "
                    f"role=\"img\" aria-label=\"{escape(label)}\">{boxes}</span>"
                    f"<span class=\"what\">{'<br>'.join(what)}</span></li>")
    steps = f"{ladder.steps} step" + ("" if ladder.steps == 1 else "s")
    return (f"<section class=\"ladder\"><h2>{k}. {escape(ladder.start)} → {escape(ladder.end)}</h2>"
            f"<p class=\"how\">{steps}: {_to_fill(len(words) - 2)}.</p>"
            f"<ol class=\"rungs\">{''.join(rows)}</ol></section>\n")


def _to_fill(inner: int) -> str:
    return "one move, no rung to fill in" if inner == 0 else f"fill in {inner} word{'' if inner == 1 else 's'}"


def _tile(letter: str, mark: bool, goes: bool) -> str:
    kinds = "tile" + (" mark" if mark else "") + (" goes" if goes else "")
    return f"<span class=\"{kinds}\">{escape(letter)}</span>"
