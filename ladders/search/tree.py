"""The search tree: nodes that remember how they were reached, grown only when pulled.

A :class:`Node` holds a state (a word, for ladders), its parent node, its depth
in moves and its path cost. :func:`expand` yields a node's children lazily;
:func:`path` reads the way back through the parents. Nodes compare by identity.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Generic, TypeVar

from .._records import Record

__all__ = ["Node", "expand", "path"]

S = TypeVar("S", bound=Hashable)
"""The type of the states (``str``, words, for ladders)."""


class Node(Record, Generic[S]):
    """A state reached in a search, with the node it was reached from.

    >>> root = Node("cold")
    >>> child = Node("cord", root, 1, 1.0)
    >>> path(child), child.depth
    (('cold', 'cord'), 1)
    """

    word: S
    parent: Node[S] | None = None
    depth: int = 0
    cost: float = 0.0

    __eq__ = object.__eq__  # nodes are compared by identity: two nodes of one state are two ways to it
    __hash__ = object.__hash__


def expand(
    node: Node[S],
    neighbours: Callable[[S], Iterable[S]],
    step_cost: Callable[[S, S], float] | None = None,
) -> Iterator[Node[S]]:
    """Yield the children of *node*, one per neighbour of its state (lazy).

    Each child's cost adds ``step_cost(parent_state, child_state)`` (1 per move
    when *step_cost* is None).

    >>> kids = expand(Node("a"), lambda s: s + "b", None)
    >>> [(kid.word, kid.depth, kid.cost) for kid in kids]
    [('a', 1, 1.0), ('b', 1, 1.0)]
    """
    for state in neighbours(node.word):
        cost = 1.0 if step_cost is None else step_cost(node.word, state)
        yield Node(state, node, node.depth + 1, node.cost + cost)


def path(node: Node[S] | None) -> tuple[S, ...]:
    """The states from the root to *node*, in order."""
    states = []
    while node is not None:
        states.append(node.word)
        node = node.parent
    return tuple(reversed(states))
