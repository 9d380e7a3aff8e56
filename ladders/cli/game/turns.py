"""A round at the prompt: the opening lines, then each line typed judged and answered until the round ends.

``?`` asks for a hint (the place, then the letter, then the rung), ``<`` takes
back the last rung (it still counts as a step), ``!`` gives up (after asking,
on a terminal); any other line is the next rung, checked at once: a refused
one costs nothing. An accepted rung is kept before it is said, so a rung the
player saw accepted is never lost. Letters in the end word's place are shown
by a symbol and in words; ``--hard`` hides what
:data:`~ladders.play.rules.HARD_MODE` says.
"""

from __future__ import annotations

import sys

from ...errors import LadderError
from ...moves.metrics import METRICS
from ...play.challenge import invitation
from ...play.daily import METRIC
from ...play.rounds import MAX_TAKEN, judge
from ...play.rules import HARD_MODE, as_seen, moves_in_words, player_reason
from ...play.spelling import game_rule
from ...words.languages import LANGUAGES
from ...words.normalise import normalise_word
from ...words.society import language_of
from .games import Game
from .messages import COMMANDS, checked_line, say
from .prompt import Prompt

__all__ = ["MAX_RUNGS", "opening_lines", "play_lines", "play_rung"]

MAX_RUNGS = 40
"""A round ends (given up) after this many accepted rungs."""


def opening_lines(game: Game, terminal: bool) -> list[str]:
    """The lines before the first rung: the puzzle and the commands, what hard mode hides, an archive day."""
    played = game.played
    language = language_of(game.lexicon)
    kind = "a challenge" if game.challenge is not None else "practice"
    title = f"ladders ({kind}{'' if language == 'en' else f', {LANGUAGES[language].name}'})" \
        if game.date is None else f"ladders #{game.number} · {game.date.strftime('%A')} {game.date.isoformat()}"
    if game.challenge is not None:
        stop = "challenge rounds are not kept"
    elif game.number is None:
        stop = "practice rounds are not kept"
    else:
        stop = ("Ctrl-Z then Enter" if sys.platform == "win32" else "Ctrl-D") if terminal else "the end of input"
        stop += " stops and keeps the round for later"
    spelling = game.lexicon.spelling
    moves = "" if game.metric == METRIC else f" ({moves_in_words(game.metric)})"
    lines = [f"{title}: {spelling(played.start)} → {spelling(played.end)}, par {played.steps}{moves}. "
             f"{COMMANDS.capitalize()}; {stop}."]
    if rule := game_rule(game.lexicon):  # German ß as ss: said once, before the first rung
        lines.append(rule)
    if game.hard:
        lines.append(HARD_MODE)
    if game.challenge is not None:
        lines.append(invitation(game.challenge) + (" A challenge: it does not change your streak or statistics."
                                                   if game.date is not None else ""))
    elif game.date is not None and not game.on_day:
        lines.append("archive: it does not change your streak or statistics")
    return lines + game.notices


def play_lines(game: Game, prompt: Prompt) -> str:
    """Play lines until the round is ``solved``, ``gave_up``, or ``stopped`` by the end of input."""
    for line in prompt.lines():
        text = normalise_word(line)
        if not text:
            continue
        if text == "!":
            sure = prompt.confirm("give up and see the answers? (y/n) ")
            if sure is None:
                return "stopped"
            if sure:
                return "gave_up"
            say("playing on")
        elif text == "?":
            _hint(game)
        elif text == "<":
            _undo(game)
        elif play_rung(game, text):
            return "solved"
        elif len(game.played.rungs) >= MAX_RUNGS:
            say(f"{MAX_RUNGS} rungs: the round ends here")
            return "gave_up"
    return "stopped"


def play_rung(game: Game, word: str) -> bool:
    """Judge *word* as the next rung (folded as the word list keeps words: French *tête* as ``tete``) and say so;
    whether it solved the round."""
    try:
        verdict = judge(game.played, game.lexicon.fold(word), METRICS[game.metric], lexicon=game.lexicon,
                        detours=True)
    except LadderError as error:
        say(f"✗ {player_reason(error)} (refused: costs nothing)")
        return False
    if not verdict.accepted:
        say(f"✗ {verdict.message} (refused: costs nothing)")
        return False
    game.played, game.level = verdict.round, 0
    game.keep()  # kept before it is said: a rung the player saw accepted is never lost
    say(checked_line(as_seen(verdict.as_json(), hard=game.hard), game.lexicon.spelling))
    return game.played.solved


def _hint(game: Game) -> None:
    """The next hint: each new level is one more hint; asking again at the last level repeats it for free."""
    from ...play.hints import next_hint  # start-up time: only a hint needs it
    level = min(game.level + 1, 3)
    try:
        message = next_hint(game.played, level, METRICS[game.metric], lexicon=game.lexicon).message
    except LadderError as error:
        say(f"no hint: {player_reason(error)}")
        return
    game.hints += int(game.level < 3)
    game.level = level
    game.keep()
    say(f"hint {level}: {message}")


def _undo(game: Game) -> None:
    """Take back the last rung: it still counts as a step (and shows, crossed out, in the share text)."""
    played = game.played
    if not played.rungs:
        say("nothing to take back yet")
        return
    if len(played.undone) >= MAX_TAKEN:
        say(f"no more taking back: {MAX_TAKEN} words are taken back already")
        return
    game.played, game.level = played.undo(), 0
    game.keep()
    say(f"took back {played.rungs[-1]!r}: it still counts as a step; the next word follows {game.played.last!r}")
