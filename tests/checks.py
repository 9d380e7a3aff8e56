"""The one checker every ladder a test produces goes through."""

from __future__ import annotations

from itertools import pairwise

from ladders import DistanceMetric, Ladder, Lexicon, METRICS


def is_one_move(metric: DistanceMetric, a: str, b: str, lexicon: Lexicon) -> bool:
    """True when *b* is one move of *metric* from *a* (asked of the metric's own generator)."""
    return b in set(metric.neighbours(a, lexicon))


def assert_valid_ladder(ladder: Ladder, start: str, end: str, metric: DistanceMetric, lexicon: Lexicon) -> None:
    """Right ends, every word known, one legal move per step, no word twice."""
    words = tuple(ladder.words)
    assert words, "a ladder has at least one word"
    assert words[0] == start, f"{ladder} does not start at {start!r}"
    assert words[-1] == end, f"{ladder} does not end at {end!r}"
    assert ladder.steps == len(words) - 1
    assert ladder.metric == metric.name
    for word in words:
        assert word in lexicon, f"{word!r} in {ladder} is not in the word list"
    for a, b in pairwise(words):
        assert _one_edit(metric.name, a, b) if metric.name in METRICS else is_one_move(metric, a, b, lexicon), (
            f"{a!r} -> {b!r} in {ladder} is not one {metric.name} move")
    assert len(set(words)) == len(words), f"{ladder} repeats a word"


def _one_edit(kind: str, a: str, b: str) -> bool:
    """Whether *b* is one move of the built-in metric *kind* from *a*, by definition (not by the solver's code)."""
    if a == b:
        return False
    if len(a) == len(b):
        differ = [i for i in range(len(a)) if a[i] != b[i]]
        if len(differ) == 1:
            return True
        swap = (kind == "damerau" and len(differ) == 2 and differ[1] == differ[0] + 1
                and a[differ[0]] == b[differ[1]] and a[differ[1]] == b[differ[0]])
        return swap
    if kind == "substitution" or abs(len(a) - len(b)) != 1:
        return False
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))
