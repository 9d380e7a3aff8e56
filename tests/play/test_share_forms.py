"""Both share texts (squares and words) over a thousand drawn rounds: each read back whole by a parser that knows only
the template's words and numbers, so that neither can hold a rung; the words form is ASCII, no emoji; both say the
same figures and the same letters in place."""

from __future__ import annotations

import random
import re

from ladders import default_lexicon
from ladders.play.rounds import letter_marks
from ladders.play.share import IN_PLACE, NOT_IN_PLACE, UNDONE, plain_share_text, share_text

SQUARES_HEADING = re.compile(r"ladders(?: #(\d+))? · (gave up after )?(\d+) steps? \(par (\d+)\) · (\d+) hints?")
SQUARES_ROW = re.compile(f"[{IN_PLACE}{NOT_IN_PLACE}]+(?:{re.escape(UNDONE)})?")
WORDS = re.compile(r"ladders(?: #(\d+))?: (gave up after )?(\d+) steps?, par (\d+), (\d+) hints?; "
                   r"(?:letters in place by rung: ((?:\d+(?: \(taken back\))?)(?: \d+(?: \(taken back\))?)*)"
                   r"|no rung played)")
TEMPLATE = {"ladders", "gave", "up", "after", "step", "steps", "par", "hint", "hints", "letters", "in", "place", "by",
            "rung", "taken", "back", "no", "played"}


def rounds(count: int) -> list[dict[str, object]]:
    """Rounds of every kind (seeded): real words of one length as rungs, some solved, some taken back, numbered or
    not."""
    rng = random.Random(41)
    words = default_lexicon()
    found = []
    for _ in range(count):
        pool = sorted(words.words_of_length(rng.choice((3, 4, 5, 6))))
        end = rng.choice(pool)
        rungs = [rng.choice(pool) for _ in range(rng.randint(0, 9))]
        solved = bool(rungs) and rng.random() < 0.6
        if solved:
            rungs.append(end)
        undone = sorted(((rng.randrange(len(rungs) + 1), rng.choice(pool)) for _ in range(rng.randint(0, 3))),
                        key=lambda taken: taken[0]) if rng.random() < 0.4 else []
        found.append({"rungs": rungs, "end": end, "par": rng.randint(1, 9), "hints": rng.randint(0, 12),
                      "number": rng.choice((None, rng.randint(1, 3650))), "solved": solved, "undone": undone})
    return found


def test_neither_form_holds_a_rung_and_both_say_the_same() -> None:
    for played in rounds(1000):
        rungs, end = played["rungs"], played["end"]
        assert isinstance(rungs, list) and isinstance(end, str)
        kwargs = {"number": played["number"], "solved": played["solved"], "undone": played["undone"]}
        squares = share_text(rungs, end, played["par"], played["hints"], **kwargs)  # type: ignore[arg-type]
        words = plain_share_text(rungs, end, played["par"], played["hints"], **kwargs)  # type: ignore[arg-type]
        heading, *rows = squares.split("\n")
        top = SQUARES_HEADING.fullmatch(heading)
        assert top is not None and all(SQUARES_ROW.fullmatch(row) for row in rows), squares
        line = WORDS.fullmatch(words)
        assert line is not None, words
        assert line.groups()[:5] == top.groups()  # the same number, ending, steps, par and hints
        counts = [row.count(IN_PLACE) for row in rows]
        said = [int(found) for found in re.findall(r"\d+", line[6] or "")]
        assert said == counts and (line[6] or "").count("taken back") == len(played["undone"])
        assert words.isascii() and not re.search(r"[\u2190-\u2bff\U0001F000-\U0001FFFF]", words)  # no emoji, no ↩
        for text in (squares, words):
            assert set(re.findall(r"[a-z]+", text)) <= TEMPLATE, text
            for word in {*rungs, end, *(taken for _, taken in played["undone"])} - TEMPLATE:  # type: ignore[misc]
                assert word not in re.findall(r"[a-z]+", text)


def test_the_issue_s_example() -> None:
    rungs = ["cord", "card", "ward", "warm"]
    assert [sum(letter_marks(word, "warm")) for word in rungs] == [1, 2, 3, 4]
    assert plain_share_text(rungs, "warm", 4, 3, number=27) == \
        "ladders #27: 4 steps, par 4, 3 hints; letters in place by rung: 1 2 3 4"
    assert plain_share_text([], "warm", 4, solved=False) == \
        "ladders: gave up after 0 steps, par 4, 0 hints; no rung played"
