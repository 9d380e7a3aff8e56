"""Play: the rules of a word-ladder game, for any front end (the web page now, a terminal game later).

Pure Python with no I/O: a front end holds the round (the two words and the
rungs typed so far), asks :func:`~ladders.play.rounds.judge` about each new
rung and :func:`~ladders.play.rounds.hint` for the next one, and shows what
they say. Nothing here keeps state between calls.
"""

__all__: list[str] = []
