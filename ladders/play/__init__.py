"""Play: the rules of a word-ladder game and the daily puzzle, for any front end (the web page, the terminal).

A front end holds the round (the two words and the rungs typed so far) and
asks. Nothing here prints or keeps state between calls; ``state`` reads and
writes the terminal's files when a front end asks it to.

* ``rounds``: judge a typed rung (:func:`~ladders.play.rounds.judge`: a word?
  one move? letters in place? still on a shortest way?) and the next rung.
* ``hints``: progressive hints (the place, the letter, the rung).
* ``share``: the spoiler-free share text.
* ``daily``: the daily puzzle, read from the shipped schedule (the one data file this package ships).
* ``schedule``: how the schedule was drawn, and the rules each day obeys.
* ``records``: a player's records and their rules (streaks, statistics, an export code).
* ``rules``: the game's rules in a player's words (the moves, hard mode, refusals).
* ``spelling``: what one letter is in the spelling a player sees (German ß written ss), said in words.
* ``state``: the terminal's state folder (records, the round in progress), written atomically.
"""

__all__: list[str] = []
