"""Deprecated path: the lexicon now lives in :mod:`ladders.words.lexicon`. This module re-exports
it and goes away in version 0.3.
"""

import warnings

from .words.lexicon import WILDCARD, Lexicon

__all__ = ["Lexicon", "WILDCARD"]

warnings.warn("ladders.lexicon is now ladders.words.lexicon (ladders.lexicon goes away in 0.3)",
              DeprecationWarning, stacklevel=2)
