"""The terminal game (``ladders play``), one job a module: the command and its arguments (:mod:`.command`), the day
a round plays (:mod:`.days`), a round and how it begins (:mod:`.games`), the prompt (:mod:`.prompt`), the turns
(:mod:`.turns`), the end (:mod:`.ending`), the lines said (:mod:`.messages`), the records' commands
(:mod:`.records_io`), and the things on disk: the state folder (:mod:`.state`) and the records database
(:mod:`.store`). :mod:`ladders.cli.play` is the command table's door to it (and ``ladders daily``, which needs only
:mod:`.days`).

The game's rules are :mod:`ladders.play`'s, which does no I/O; this folder
only asks them, prints what they decide and keeps it, so that nothing a player
earned is lost.
"""
