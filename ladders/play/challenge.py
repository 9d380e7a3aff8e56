"""Challenge codes: a finished round sent to a friend as a short code, and read back by any front end.

A code holds the language, the kind of move, the two ends (as the word list
spells them: *fête*, not *fete*), the sender's steps and hints, whether the
sender solved it or gave up, the daily puzzle's number when it was one, and,
if the sender gave one, a first name; never a rung. The page reads and makes
the same codes (``challenge.js``, checked against the same test vectors,
``tests/play/challenge_vectors.json``); nothing is stored on a server.

The format, version 1: ``L1``, then four check characters, then the payload,
all in base 62 (``0-9 A-Z a-z``). The payload is every field as one whole
number (mixed radix, :func:`_digits`), written in base 62 and then shifted
letter by letter by a stream drawn from the check, so that the ends cannot be
read in it and a change anywhere changes the whole code. That is an
*encoding*, not encryption: anyone with this module reads a code. The check is
32-bit FNV-1a of the payload (``records.checksum``) modulo 62⁴: a character
mistyped, lost or added is refused, saying so. Two 5-letter ends make a code
of at most 27 characters; with a name of 12 letters, at most 40.

>>> sent = Challenge("en", "substitution", "cold", "warm", steps=5, hints=1, name="Sam")
>>> code = make_code(sent)
>>> code.startswith(PREFIX), "cold" in code, read_code(code) == sent
(True, False, True)
>>> comparison(sent, steps=4, hints=0, solved=True, par=4)
'you 4 steps (par 4) · Sam 5 steps, 1 hint'

Longer than most: the code's writer and reader (the fields, the mixed radix, base 62, the shift and the check)
are one format, kept in one place so that they cannot drift apart; the page's ``challenge.js`` reads the same
codes, checked against the same test vectors.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.society import is_shown_word
from .daily import FIRST_DAY, METRIC, schedule
from .records import MAX_DAYS, MAX_HINTS, MAX_STEPS, checksum

__all__ = ["Challenge", "make_code", "read_code", "check_name", "comparison", "invitation", "ends_problem",
           "PREFIX", "LANGUAGE_CODES", "METRIC_NAMES", "LOWER", "LETTERS", "MAX_NAME", "MAX_WORD",
           "MAX_CODE_LENGTH"]

PREFIX = "L1"
"""How a code starts: the format's letter and its version."""

LANGUAGE_CODES = ("en", "fr", "de", "es", "it", "pt", "nl")
"""The languages a code can name, in the order the format numbers them (a new one goes at the end)."""

METRIC_NAMES = ("substitution", "levenshtein", "damerau")
"""The kinds of move a code can name, in the order the format numbers them."""

LOWER = "abcdefghijklmnopqrstuvwxyzßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ"
"""The letters of a word written in lower case: a to z and Latin-1's small letters (every accent of the seven
languages' word lists)."""

LETTERS = LOWER + "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"
"""Every letter a code can carry, in a word or a name: Latin-1's letters, small and capital."""

MAX_NAME = 12
"""The most letters and spaces a sender's name may have."""

MAX_WORD = 40
"""The longest end a code can carry (the longest word the game's row takes)."""

MAX_CODE_LENGTH = 128
"""The longest text :func:`read_code` reads (the longest code, two 40-letter ends and a name, is 121 characters);
anything longer is refused unread."""

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
"""Base 62, the code's characters after its prefix."""

CHECK_LENGTH = 4
"""The check's characters: FNV-1a of the payload modulo 62⁴ (an error slips through once in 14.8 million)."""

RECORDS_PREFIX = "ladders-records-"
"""How a records code starts (``records.CODE_PREFIX`` of any version): pasted here by mistake, it is named."""


@dataclass(frozen=True, slots=True)
class Challenge:
    """A round sent to a friend: from *start* to *end* (spelt as the word list of *language* spells them) with
    moves of *metric*; the sender's *steps* (undone ones included) and *hints*, *solved* or given up; *day*, the
    daily puzzle's number (None for any other pair); *name*, the sender's first name (None: "your friend").

    ``ValueError`` for a field a code cannot hold, saying which and why.
    """

    language: str
    metric: str
    start: str
    end: str
    steps: int
    hints: int = 0
    solved: bool = True
    day: int | None = None
    name: str | None = None

    def __post_init__(self) -> None:
        problem = _problem(self)
        if problem is not None:
            raise ValueError(problem)

    def as_json(self) -> dict[str, Any]:
        return {"language": self.language, "metric": self.metric, "start": self.start, "end": self.end,
                "steps": self.steps, "hints": self.hints, "solved": self.solved, "day": self.day,
                "name": self.name}


def check_name(text: str) -> str | None:
    """A sender's name as a code carries it: composed (NFC), spaces at the ends dropped and runs of them made one;
    None when nothing is left. ``ValueError`` for anything but letters (:data:`LETTERS`) and spaces, or more than
    :data:`MAX_NAME` of them.

    >>> check_name("  Anne  Marie "), check_name(""), check_name("Zoe\\u0308")
    ('Anne Marie', None, 'Zoë')
    >>> check_name("<b>Sam</b>")
    Traceback (most recent call last):
    ...
    ValueError: a name has letters and spaces only, not < (U+003C)
    """
    name = " ".join(part for part in unicodedata.normalize("NFC", text).split(" ") if part)
    for char in name:
        if char != " " and char not in LETTERS:
            shown = f"{char} (U+{ord(char):04X})" if unicodedata.category(char)[0] in "LNPS" else f"U+{ord(char):04X}"
            raise ValueError(f"a name has letters and spaces only, not {shown}")
    if len(name) > MAX_NAME:
        raise ValueError(f"a name has at most {MAX_NAME} letters and spaces, not {len(name)}")
    return name or None


def make_code(challenge: Challenge) -> str:
    """The code of *challenge*: :data:`PREFIX`, the check, then the payload shifted by the check's stream."""
    payload = _payload(challenge)
    check = int(checksum(payload), 16) % len(DIGITS) ** CHECK_LENGTH
    return PREFIX + _base62(check).rjust(CHECK_LENGTH, "0") + _shifted(payload, check, 1)


def read_code(code: object) -> Challenge:
    """The challenge *code* holds (spaces and line breaks in it ignored); ``ValueError`` saying what is wrong.

    >>> read_code("L1" + "0" * 20)
    Traceback (most recent call last):
    ...
    ValueError: the code is damaged (its check does not match): copy it again, whole
    """
    if not isinstance(code, str):
        raise ValueError("a challenge code is text")
    text = "".join(code.split())
    if len(text) > MAX_CODE_LENGTH:
        raise ValueError(f"the code is {len(text)} characters long; a challenge code has at most {MAX_CODE_LENGTH}")
    if not text:
        raise ValueError("the code is empty: paste the whole code")
    if text.startswith(RECORDS_PREFIX):
        raise ValueError("this is a records code: import it under Statistics (or ladders play --import), "
                         "not as a challenge")
    if not text.startswith(PREFIX):
        if re.fullmatch(r"L[0-9]", text[:2]):
            raise ValueError(f"this challenge code is of a newer kind ({text[:2]}): this version of ladders reads "
                             f"{PREFIX} codes")
        raise ValueError(f"this is not a ladders challenge code (one starts {PREFIX})")
    body = text[len(PREFIX):]
    if any(char not in DIGITS for char in body):
        raise ValueError("the code is damaged (it holds characters a code never has): copy it again, whole")
    if len(body) <= CHECK_LENGTH:
        raise ValueError("the code is damaged (it is cut short): copy it again, whole")
    check = _number(body[:CHECK_LENGTH])
    payload = _shifted(body[CHECK_LENGTH:], check, -1)
    if int(checksum(payload), 16) % len(DIGITS) ** CHECK_LENGTH != check:
        raise ValueError("the code is damaged (its check does not match): copy it again, whole")
    return _fields(payload)


def ends_problem(challenge: Challenge, lexicon: LexiconLike = None) -> str | None:
    """Why *challenge* cannot be played on *lexicon* (its language's word list), or None when it can.

    A daily puzzle's ends must be the schedule's for its day (the schedule gave them to every player); any other
    pair's ends must both be words a puzzle may show as ends
    (:func:`~ladders.words.society.is_shown_word` with ``end=True``): a code never puts another word before a
    player. The reasons never name the ends, which the code keeps out of sight.

    >>> ends_problem(Challenge("en", "substitution", "cold", "warm", 5)) is None
    True
    >>> ends_problem(Challenge("en", "substitution", "cold", "damn", 5))
    'one of its words is not one our puzzles use'
    """
    if challenge.day is not None:
        days = schedule()
        if challenge.day > len(days):
            last = FIRST_DAY.toordinal() + len(days) - 1
            return f"it names daily puzzle #{challenge.day}, after the last one (#{len(days)}, {_iso(last)})"
        start, end, _ = days[challenge.day - 1]
        if (start, end) != (challenge.start, challenge.end):
            return f"it names daily puzzle #{challenge.day}, whose words are not these"
        return None
    words = resolve_lexicon(lexicon)
    for word in (challenge.start, challenge.end):
        if not is_shown_word(words.fold(word), words, end=True):
            return "one of its words is not one our puzzles use"
    return None


def comparison(challenge: Challenge, *, steps: int, hints: int, solved: bool, par: int) -> str:
    """The receiver's round beside the sender's, as the end screen says it.

    >>> sent = Challenge("en", "substitution", "cold", "warm", 5)
    >>> comparison(sent, steps=6, hints=0, solved=True, par=5)
    'you 6 steps (par 5) · your friend 5 steps'
    >>> comparison(sent, steps=2, hints=1, solved=False, par=5)
    'you gave up after 2 steps, 1 hint (par 5) · your friend 5 steps'
    """
    you = _outcome("you", steps, hints, solved) + f" (par {par})"
    return f"{you} · {_outcome(challenge.name or 'your friend', challenge.steps, challenge.hints, challenge.solved)}"


def invitation(challenge: Challenge) -> str:
    """What the receiver reads before the first rung.

    >>> invitation(Challenge("en", "substitution", "cold", "warm", 5, 2, name="Sam"))
    'Sam solved it in 5 steps, 2 hints: your turn.'
    >>> invitation(Challenge("en", "substitution", "cold", "warm", 3, solved=False))
    'Your friend gave up after 3 steps: your turn.'
    """
    who = challenge.name or "Your friend"
    did = "solved it in" if challenge.solved else "gave up after"
    hints = f", {_plural(challenge.hints, 'hint')}" if challenge.hints else ""
    return f"{who} {did} {_plural(challenge.steps, 'step')}{hints}: your turn."


# --- the format -----------------------------------------------------------------------------------------------------

def _digits(challenge: Challenge) -> list[tuple[int, int]]:
    """Every field of *challenge* as ``(digit, radix)``, in the order a reader takes them (the first is the whole
    number's lowest digit): language, metric, day (0: none), solved, steps, hints, each end (its length, whether it
    has a capital, its letters), the name (its length, its characters)."""
    digits = [(LANGUAGE_CODES.index(challenge.language), len(LANGUAGE_CODES) + 1),
              (METRIC_NAMES.index(challenge.metric), len(METRIC_NAMES)),
              (challenge.day or 0, MAX_DAYS + 1), (int(challenge.solved), 2),
              (challenge.steps, MAX_STEPS + 1), (challenge.hints, MAX_HINTS + 1)]
    for word in (challenge.start, challenge.end):
        table = LOWER if all(char in LOWER for char in word) else LETTERS
        digits += [(len(word) - 1, MAX_WORD), (int(table is LETTERS), 2)]
        digits += [(table.index(char), len(table)) for char in word]
    name = challenge.name or ""
    digits.append((len(name), MAX_NAME + 1))
    digits += [((LETTERS + " ").index(char), len(LETTERS) + 1) for char in name]
    return digits


def _fields(payload: str) -> Challenge:
    """The challenge a checked *payload* holds; ``ValueError`` when its fields are not a challenge's."""
    number = _number(payload)

    def take(radix: int) -> int:
        nonlocal number
        number, digit = divmod(number, radix)
        return digit

    def word() -> str:
        length = take(MAX_WORD) + 1
        table = LETTERS if take(2) else LOWER
        return "".join(table[take(len(table))] for _ in range(length))

    language, metric, day = take(len(LANGUAGE_CODES) + 1), take(len(METRIC_NAMES)), take(MAX_DAYS + 1)
    solved, steps, hints = take(2), take(MAX_STEPS + 1), take(MAX_HINTS + 1)
    start, end = word(), word()
    name = "".join((LETTERS + " ")[take(len(LETTERS) + 1)] for _ in range(take(MAX_NAME + 1)))
    if language == len(LANGUAGE_CODES):
        raise ValueError(_unreadable("a language this version does not know"))
    if number or payload.startswith("0"):
        raise ValueError(_unreadable("more than a challenge"))
    try:
        found = Challenge(LANGUAGE_CODES[language], METRIC_NAMES[metric], start, end, steps, hints, bool(solved),
                          day or None, name or None)
    except ValueError as error:
        raise ValueError(_unreadable(str(error))) from None
    if _payload(found) != payload:  # one code for each challenge: a word's letters in the smaller table
        raise ValueError(_unreadable("it is not written as a code is"))
    return found


def _payload(challenge: Challenge) -> str:
    """The fields of *challenge* as one whole number (:func:`_digits`), in base 62."""
    number = 0
    for digit, radix in reversed(_digits(challenge)):
        number = number * radix + digit
    return _base62(number)


def _problem(challenge: Challenge) -> str | None:
    """What is wrong with *challenge*'s fields for a code, or None (the first of its checks that finds something)."""
    c = challenge
    if c.language not in LANGUAGE_CODES:
        return f"a challenge's language is one of {', '.join(LANGUAGE_CODES)}, not {str(c.language)[:20]}"
    if c.metric not in METRIC_NAMES:
        return f"a challenge's moves are one of {', '.join(METRIC_NAMES)}, not {str(c.metric)[:20]}"
    for check in (_numbers_problem, _words_problem, _play_problem, _name_problem):
        problem = check(c)
        if problem is not None:
            return problem
    return None


def _numbers_problem(c: Challenge) -> str | None:
    """What is wrong with the steps, hints, day and solved flag, or None."""
    for field, value, high in (("steps", c.steps, MAX_STEPS), ("hints", c.hints, MAX_HINTS),
                               ("day", 1 if c.day is None else c.day, MAX_DAYS)):
        if isinstance(value, bool) or not isinstance(value, int) or not (field != "day" or value >= 1) \
                or not 0 <= value <= high:
            return f"a challenge's {field} is a whole number from {int(field == 'day')} to {high}, not {value}"
    if not isinstance(c.solved, bool):
        return "a challenge is solved or not: true or false"
    return None


def _words_problem(c: Challenge) -> str | None:
    """What is wrong with the two words, or None."""
    for field, word in (("start", c.start), ("end", c.end)):
        if not isinstance(word, str) or not 1 <= len(word) <= MAX_WORD or any(ch not in LETTERS for ch in word):
            return f"a challenge's {field} is a word of 1 to {MAX_WORD} letters"
    if c.start == c.end:
        return "a challenge's two words are the same"
    return None


def _play_problem(c: Challenge) -> str | None:
    """What the rules of play refuse: a solve of no step, a daily puzzle of another language or other moves."""
    if c.solved and c.steps == 0:
        return "a challenge solved takes a step at least"
    if c.day is not None and (c.language, c.metric) != ("en", METRIC):
        return f"a daily puzzle is English, with {METRIC} moves"
    return None


def _name_problem(c: Challenge) -> str | None:
    """What is wrong with the sender's name, or None (no name is fine)."""
    if c.name is None:
        return None
    if not isinstance(c.name, str):
        return "a challenge's name is text"
    try:
        if check_name(c.name) != c.name:
            return "a challenge's name has single spaces between its letters"
    except ValueError as error:
        return str(error)
    return None


def _unreadable(why: str) -> str:
    return f"the code holds no challenge this version can read ({why})"


def _base62(number: int) -> str:
    text = ""
    while True:
        number, digit = divmod(number, len(DIGITS))
        text = DIGITS[digit] + text
        if not number:
            return text


def _number(text: str) -> int:
    number = 0
    for char in text:
        number = number * len(DIGITS) + DIGITS.index(char)
    return number


def _shifted(text: str, check: int, way: int) -> str:
    """*text* with each character moved *way* times along :data:`DIGITS` by the next of a stream seeded by *check*
    (a 32-bit linear congruential generator, as C's rand() once was): 1 to hide, -1 to show again."""
    state, out = check, []
    for char in text:
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        out.append(DIGITS[(DIGITS.index(char) + way * ((state >> 16) % len(DIGITS))) % len(DIGITS)])
    return "".join(out)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


def _outcome(who: str, steps: int, hints: int, solved: bool) -> str:
    hinted = f", {_plural(hints, 'hint')}" if hints else ""
    return f"{who} {'' if solved else 'gave up after '}{_plural(steps, 'step')}{hinted}"


def _iso(ordinal: int) -> str:
    from datetime import date  # the last day's date, only for a refusal
    return date.fromordinal(ordinal).isoformat()
