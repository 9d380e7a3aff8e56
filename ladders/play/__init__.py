"""Play: the rules of a word-ladder game and the daily puzzle, for any front end (the web page, the terminal).

A front end holds the round (the two words and the rungs typed so far) and
asks; nothing here keeps state between calls or prints.

* ``rounds``: judge a typed rung (:func:`~ladders.play.rounds.judge`: a word?
  one move? letters in place? still on a shortest way?) and the next rung.
* ``hints``: progressive hints (the place, the letter, the rung).
* ``share``: the spoiler-free share text.
* ``daily``: the daily puzzle, read from the shipped schedule (the one file this package reads).
* ``schedule``: how the schedule was drawn, and the rules each day obeys.
"""

__all__: list[str] = []
