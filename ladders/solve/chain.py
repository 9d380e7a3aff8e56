"""Deprecated (goes in 0.3): open chains are graded in :mod:`ladders.solve.score`, beside ladders.

``ladders.score_chain`` and ``ladders.ChainScore`` are the names to use; this
module's names still work and warn that they moved.
"""

from __future__ import annotations

from typing import Any

__all__ = ["score_chain", "ChainScore"]  # noqa: F822  (served by __getattr__, with the warning)


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import warnings  # imported on use: only a caller of the old path needs it

    from . import score
    warnings.warn(f"ladders.solve.chain is deprecated and goes in 0.3; use ladders.{name} "
                  f"(ladders.solve.score.{name})", DeprecationWarning, stacklevel=2)
    return getattr(score, name)
