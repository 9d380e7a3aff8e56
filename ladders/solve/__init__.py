"""Questions about a pair of words, from one checked request record down to the searches.

* ``query``: :class:`~ladders.solve.query.Query`, the one checked request
  every question starts from, and its reasons for "no ladder".
* ``ladder``: the :class:`~ladders.solve.ladder.Ladder` record.
* ``find``: one ladder by a search strategy.
* ``streams``: every ladder shortest first, or those of one exact length.
* ``shortest``: every shortest ladder, how many there are, ladders of N steps.
* ``costs``: cost models, what "best" means.
* ``constraints``: the best ladder under a cost, avoiding words, through a word, drawn with a seed.
* ``check``: a ladder someone wrote, checked.
* ``score``: a proposed ladder graded: par, the gap to par, the rarest word, Carroll's marks; and an open
  chain (LisanBench's longest valid prefix).
* ``chain``: the old path of :func:`~ladders.solve.score.score_chain` (deprecated).
* ``layers``: every word reachable from one word, by distance.
* ``api``: :func:`make_ladder` and :func:`all_ladders`, the thin facade.
* ``answer``: :func:`~ladders.solve.answer.answer`, what a person sees for a pair (the commonest shortest
  ladder, the count, the commoner ladder, or why there is none): every front end asks it.
* ``batch``: many pairs, one answer each.
* ``score_lines``: many answers as JSON lines, one score each.

Importing this package imports none of its modules: each is loaded when used.

More modules than most: each question about a pair is a module of its own, loaded only when asked (start-up
time), all over the one :class:`~ladders.solve.query.Query`; they share that record and one layer of the
import contract, so they stay one package.
"""
