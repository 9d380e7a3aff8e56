"""How a round in the terminal ends: left at the end of input (kept for later, nothing of the answers shown), or
finished (recorded, then the result, the answers, the words used and what to share).

A finished daily round is recorded by the record rules
(:mod:`ladders.play.records`), the day added and the round forgotten in one
transaction. Every finished round ends with its share text twice, in squares
and in words (one line a screen reader reads), and a challenge code
(:mod:`ladders.play.challenge`) that sends the puzzle and the result to a
friend; a challenge round compares both results.
"""

from __future__ import annotations

from itertools import islice

from ...moves.metrics import METRICS
from ...play.challenge import Challenge, comparison, ends_problem, make_code
from ...play.daily import METRIC, puzzle_number
from ...play.records import MAX_HINTS, MAX_STEPS, Outcome, summary
from ...play.rounds import Round
from ...play.share import plain_share_text, share_text
from ...solve.shortest import shortest_ladders
from ...words.definitions import definitions_available
from ...words.lexicon import Lexicon
from ...words.society import is_shown_word, language_of
from ..options import EXIT_FOUND
from ..output import definition_lines, to_json
from .games import Game
from .messages import plural, result_line, say

__all__ = ["SHOWN_LADDERS", "LISTED_FROM", "stopped", "ended", "show_answers"]

SHOWN_LADDERS = 10
"""At the end of a round, at most this many shortest ladders are listed: those of words a puzzle may show first."""

LISTED_FROM = 200
"""The shortest ladders the listed ones are chosen from (a daily puzzle has at most 30)."""


def stopped(game: Game, as_json: bool) -> int:
    """The end of input: keep the round for later, say so, and show nothing of the answers."""
    keeper = game.keeper
    saved = keeper is not None and keeper.round_kept and not keeper.failed
    if game.challenge is not None:
        say("challenge round left unfinished (challenge rounds are not kept: the same code plays it again)")
    elif game.number is None:
        say("practice round left unfinished (practice rounds are not kept)")
    elif not game.touched:
        say(f"nothing played yet; `{game.resume_command}` starts {'today' if game.on_day else 'this day'}'s puzzle")
    elif saved:
        say(f"round saved; `{game.resume_command}` resumes it")
    else:
        say("round not saved (see above): it cannot be resumed")
    if as_json:
        played = game.played
        print(to_json({"saved": saved, "number": game.number, "date": game.date and game.date.isoformat(),
                       "start": played.start, "end": played.end, "rungs": list(played.rungs),
                       "undone": [list(pair) for pair in played.undone], "steps": played.taken,
                       "par": played.steps, "hints": game.hints}))
    return EXIT_FOUND


def ended(game: Game, solved: bool, as_json: bool) -> int:
    """A finished round: record it (a daily one), then the result, the answers, the words used and the share."""
    played = game.played
    outcome = Outcome(game.number or 1, solved, played.taken, played.steps, min(game.hints, MAX_HINTS), game.on_day)
    recorded, closing = _record(game, outcome) if game.keeper is not None else (False, None)
    share = share_text(played.rungs, played.end, played.steps, game.hints, number=game.number, solved=solved,
                       undone=played.undone)
    plain = plain_share_text(played.rungs, played.end, played.steps, game.hints, number=game.number, solved=solved,
                             undone=played.undone)
    say(result_line(outcome, len(played.undone)))
    compared = None if game.challenge is None else comparison(game.challenge, steps=played.taken, hints=game.hints,
                                                               solved=solved, par=played.steps)
    if compared is not None:
        say(compared)
    show_answers(played, game.lexicon, game.metric)
    say("share:")
    say(share)
    say("in words: " + plain)
    code, why = _challenge_code(game, solved)
    if code is not None:
        say(f"challenge a friend: ladders play --challenge {code}")
        say(f"  or on a ladders site: {'/daily' if game.number else '/play'}?challenge={code}"
            f"&lang={language_of(game.lexicon) if game.number is None else 'en'}")
    else:
        say(f"no challenge code: {why}")
    if closing is not None:
        say(closing)
    if as_json:
        found = {"solved": solved, "gave_up": not solved, "steps": played.taken, "par": played.steps,
                 "hints": game.hints, "share": share, "share_plain": plain, "challenge": code,
                 "number": game.number, "start": played.start, "end": played.end, "rungs": list(played.rungs),
                 "undone": [list(pair) for pair in played.undone], "recorded": recorded}
        print(to_json({**found, "comparison": compared} if compared is not None else found))
    return EXIT_FOUND


def show_answers(played: Round, lexicon: Lexicon, metric: str = METRIC) -> None:
    """The shortest ladders in *lexicon* (words a puzzle may not show are masked) and the definitions of the words
    used (English only: the definitions are WordNet's)."""
    def shown(word: str) -> bool:
        return word in (played.start, played.end) or is_shown_word(word, lexicon, common=False)

    found = list(islice(shortest_ladders(played.start, played.end, METRICS[metric], lexicon=lexicon), LISTED_FROM))
    ladders = sorted(found, key=lambda ladder: not all(shown(w) for w in ladder.words))  # all-shown ones first
    say(f"the shortest ladder{'s' * (len(ladders) != 1)} ({played.steps} steps):")
    for ladder in ladders[:SHOWN_LADDERS]:
        say("  " + " → ".join(lexicon.spelling(w) if shown(w) else "•" * len(w) for w in ladder.words))
    language = language_of(lexicon)
    if len(ladders) > SHOWN_LADDERS:
        say(f"  ... and more (ladders draw {played.start} {played.end} --metric {metric}"
            f"{'' if language == 'en' else f' --language {language}'} shows them all)")
    if not definitions_available(lexicon):
        return
    used = [played.start, *played.rungs] + ([] if played.solved else [played.end])
    say("the words used:")
    for line in definition_lines(used):
        say(line)


def _challenge_code(game: Game, solved: bool) -> tuple[str | None, str]:
    """The code that sends this finished round to a friend (the ends as the word list spells them, the steps, the
    hints, the daily puzzle's number, ``--name``), or None and why none can be made."""
    played, spelling = game.played, game.lexicon.spelling
    try:
        sent = Challenge(language_of(game.lexicon), game.metric, spelling(played.start), spelling(played.end),
                         min(played.taken, MAX_STEPS), min(game.hints, MAX_HINTS), solved, game.number, game.sender)
    except ValueError as error:
        return None, str(error)
    problem = ends_problem(sent, game.lexicon)
    return (make_code(sent), "") if problem is None else (None, f"this pair cannot be sent as a challenge: {problem}")


def _record(game: Game, outcome: Outcome) -> tuple[bool, str | None]:
    """Record *outcome* by the record rules (the first finish counts) and forget the round in progress, in one
    transaction: whether it was recorded, and the line that closes the round (what was recorded, or why not)."""
    keeper = game.keeper
    assert keeper is not None
    if game.records_unreadable:
        return False, "not recorded: your records could not be read (see above)"
    finished: list[tuple[bool, dict[int, Outcome]]] = []
    if not keeper.save(lambda store: finished.append(store.finish(outcome)), "this round is not recorded"):
        return False, f"not recorded: {keeper.why}"
    added, after = finished[0]
    if not added:
        return False, f"you finished #{outcome.number} before: your first finish stands"
    if not game.on_day:
        return True, "recorded from the archive: it does not change your streak or statistics"
    assert game.today is not None
    figures = summary(after, puzzle_number(game.today))
    return True, (f"recorded: {plural(figures.played, 'day')} played, streak {figures.current_streak} "
                  f"(best {figures.best_streak}); `ladders play --stats` shows more")
