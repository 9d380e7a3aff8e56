"""Base forms of inflected words, the way WordNet's own morphology finds them.

WordNet stores lemmas (*vein*, *walk*, *goose*), not inflected forms (*veins*,
*walked*, *geese*). Its morphology (``morphy``) finds the lemma of a form, for
one part of speech at a time: a form on that part of speech's exception list
(irregular forms: *geese* → *goose*) resolves to the bases listed there;
otherwise the form itself, and what each of the part of speech's suffix rules
makes of it, are kept when they are lemmas. The rules are WordNet's:

=========  ====================================================================
noun       -s, -ses → -s, -xes → -x, -zes → -z, -ches → -ch, -shes → -sh,
           -men → -man, -ies → -y
verb       -s, -ies → -y, -es → -e, -es, -ed → -e, -ed, -ing → -e, -ing
adjective  -er, -est, -er → -e, -est → -e
=========  ====================================================================

One difference from WordNet: a suffix rule never leaves a single letter
(*as* is not the plural of *a*, nor *is* of *i*).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

__all__ = ["SUFFIX_RULES", "base_forms"]

SUFFIX_RULES: Mapping[str, tuple[tuple[str, str], ...]] = {
    "n": (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
          ("men", "man"), ("ies", "y")),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}
"""WordNet's suffix rules per part of speech (n, v, a, r): (ending, replacement)."""


def base_forms(word: str, pos: str, is_lemma: Callable[[str, str], bool],
               exceptions: Mapping[tuple[str, str], Sequence[str]]) -> tuple[str, ...]:
    """The lemmas of *word* as part of speech *pos*, the word itself first when it is one.

    *is_lemma(word, pos)* says whether WordNet has that lemma; *exceptions*
    maps ``(form, pos)`` to the bases WordNet lists for an irregular form.

    >>> lemmas = {("vein", "n"), ("walk", "v"), ("goose", "n"), ("good", "a")}
    >>> known = lambda word, pos: (word, pos) in lemmas
    >>> irregular = {("geese", "n"): ("goose",), ("better", "a"): ("good", "well")}
    >>> base_forms("veins", "n", known, irregular), base_forms("walked", "v", known, irregular)
    (('vein',), ('walk',))
    >>> base_forms("geese", "n", known, irregular), base_forms("better", "a", known, irregular)
    (('goose',), ('good',))
    >>> base_forms("as", "n", lambda word, pos: word == "a", {})
    ()
    """
    irregular = exceptions.get((word, pos))
    if irregular is not None:
        candidates = [word, *irregular]
    else:
        candidates = [word] + [word[: len(word) - len(end)] + new for end, new in SUFFIX_RULES.get(pos, ())
                               if word.endswith(end) and len(word) - len(end) + len(new) >= 2]
    return tuple(dict.fromkeys(form for form in candidates if is_lemma(form, pos)))
