"""The terminal game's things on disk: the state folder (:mod:`.state`) and the records database (:mod:`.store`).

The game's rules are :mod:`ladders.play`'s, which does no I/O; this folder
only keeps what they decide, so that nothing a player earned is lost.
"""
