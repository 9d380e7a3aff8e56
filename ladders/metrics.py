"""Deprecated path: the metrics now live in :mod:`ladders.moves.metrics` (and distances in
:mod:`ladders.moves.distances`). This module re-exports them and goes away in version 0.3.
"""

import warnings

from .moves.distances import damerau_distance, hamming_distance, levenshtein_distance
from .moves.metrics import *  # noqa: F403 (the same names, from their new home)
from .moves.metrics import __all__ as _moved

__all__ = [*_moved, "hamming_distance", "levenshtein_distance", "damerau_distance"]

warnings.warn("ladders.metrics is now ladders.moves.metrics (ladders.metrics goes away in 0.3)",
              DeprecationWarning, stacklevel=2)
