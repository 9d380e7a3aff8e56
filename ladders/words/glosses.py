"""Short glosses of our own: for common words WordNet leaves out (articles, pronouns, prepositions, conjunctions),
and for the rare words of the dictionary that it lacks.

WordNet describes nouns, verbs, adjectives and adverbs only, so *the*, *of*,
*she* and *we* have no entry there, and for a few (*a*, *I*, *he*, *in*, *it*)
its only senses are abbreviations (ampere, iodine, helium, inch...). These
glosses were written for this project (MIT, like the code); they come first,
WordNet's senses after them.

The embedded dictionary also holds rare words WordNet 3.0 lacks (*resit*,
*motte*, *paten*, *wist*) that a shortest ladder sometimes cannot do without.
:func:`rare_gloss` reads their glosses, also written for this project, from
``data/own-glosses.tsv`` (read once, on the first look-up that needs it): a
part of speech, what form of another word an inflection is (*hons*: plural of
*hon*), and a gloss that says first when a word is old, regional or slang
("(old) knew"). They were chosen by how often a first answer between two
vocabulary words needs them (``scripts/sheet_figures.py`` measures what is
still undefined).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from .._once import once

__all__ = ["OWN_GLOSSES", "RareGloss", "rare_gloss", "rare_glosses", "RARE_GLOSSES_FILE"]

RARE_GLOSSES_FILE = os.path.join(os.path.dirname(__file__), "data", "own-glosses.tsv")
"""Our glosses of rare dictionary words WordNet lacks: ``word<TAB>part of speech<TAB>form<TAB>gloss`` a line."""

RareGloss = tuple[str, str, str, str | None]
"""A rare word's gloss: (part of speech, gloss, the word it is a form of or itself, what form it is or None)."""

FORM_KINDS = ("plural", "past", "present", "-ing form", "comparative", "superlative")
"""What an inflection in the rare glosses may be of its base, in a reader's words ("plural of hon")."""

_ARTICLE, _PRONOUN, _PREPOSITION, _CONJUNCTION = "article", "pronoun", "preposition", "conjunction"
_DETERMINER, _AUXILIARY, _INTERJECTION, _ADVERB = "determiner", "auxiliary verb", "interjection", "adverb"
_INFORMAL = "informal"

OWN_GLOSSES: Mapping[str, tuple[str, str]] = {
    # articles and determiners
    "a": (_ARTICLE, "one, any one; used before a noun not yet known to the reader"),
    "an": (_ARTICLE, "the form of 'a' used before a vowel sound"),
    "the": (_ARTICLE, "used before a noun that is known, already named or unique"),
    "this": (_DETERMINER, "the one here or just mentioned"),
    "that": (_DETERMINER, "the one there or already mentioned; also joins a clause to a sentence"),
    "these": (_DETERMINER, "the ones here or just mentioned"),
    "those": (_DETERMINER, "the ones there or already mentioned"),
    "my": (_DETERMINER, "belonging to me"),
    "your": (_DETERMINER, "belonging to you"),
    "his": (_DETERMINER, "belonging to him"),
    "her": (_PRONOUN, "the woman or girl already mentioned (as object); belonging to her"),
    "its": (_DETERMINER, "belonging to it"),
    "our": (_DETERMINER, "belonging to us"),
    "their": (_DETERMINER, "belonging to them"),
    "thy": (_DETERMINER, "old form of 'your' (to one person)"),
    "thine": (_PRONOUN, "old form of 'yours' (to one person)"),
    "whose": (_PRONOUN, "of whom; belonging to which person"),
    "which": (_PRONOUN, "what one of a known set; also introduces a clause about a thing"),
    "what": (_PRONOUN, "which thing; asks about or stands for a thing"),
    "whichever": (_PRONOUN, "any one that; no matter which"),
    "hows": ("noun", "the ways things are done, as in 'the hows and whys'"),
    "ifs": ("noun", "conditions or doubts, as in 'no ifs or buts'"),
    "per": (_PREPOSITION, "for each"),
    "others": (_PRONOUN, "other people or things"),
    "else": (_ADVERB, "other; besides; otherwise"),
    # pronouns
    "i": (_PRONOUN, "the speaker or writer, as subject"),
    "me": (_PRONOUN, "the speaker or writer, as object"),
    "you": (_PRONOUN, "the person or people spoken to"),
    "he": (_PRONOUN, "the man or boy already mentioned"),
    "him": (_PRONOUN, "the man or boy already mentioned, as object"),
    "she": (_PRONOUN, "the woman or girl already mentioned"),
    "it": (_PRONOUN, "the thing already mentioned"),
    "we": (_PRONOUN, "the speaker and others, as subject"),
    "us": (_PRONOUN, "the speaker and others, as object"),
    "they": (_PRONOUN, "the people or things already mentioned"),
    "them": (_PRONOUN, "the people or things already mentioned, as object"),
    "thee": (_PRONOUN, "old form of 'you' (one person, as object)"),
    "ye": (_PRONOUN, "old form of 'you' (several people)"),
    "yours": (_PRONOUN, "the one or ones belonging to you"),
    "ours": (_PRONOUN, "the one or ones belonging to us"),
    "hers": (_PRONOUN, "the one or ones belonging to her"),
    "theirs": (_PRONOUN, "the one or ones belonging to them"),
    "myself": (_PRONOUN, "me, as object of my own action or for emphasis"),
    "yourself": (_PRONOUN, "you, as object of your own action or for emphasis"),
    "yourselves": (_PRONOUN, "you (several), as object of your own action or for emphasis"),
    "himself": (_PRONOUN, "him, as object of his own action or for emphasis"),
    "herself": (_PRONOUN, "her, as object of her own action or for emphasis"),
    "itself": (_PRONOUN, "it, as object of its own action or for emphasis"),
    "ourselves": (_PRONOUN, "us, as object of our own action or for emphasis"),
    "themselves": (_PRONOUN, "them, as object of their own action or for emphasis"),
    "oneself": (_PRONOUN, "one, as object of one's own action"),
    "who": (_PRONOUN, "which person; also introduces a clause about a person"),
    "whom": (_PRONOUN, "which person, as object"),
    "whoever": (_PRONOUN, "any person who; no matter who"),
    "something": (_PRONOUN, "a thing not named or not known"),
    "anything": (_PRONOUN, "any thing at all"),
    "everything": (_PRONOUN, "all things"),
    "nothing": (_PRONOUN, "not anything"),
    "everyone": (_PRONOUN, "every person"),
    "everybody": (_PRONOUN, "every person"),
    "anyone": (_PRONOUN, "any person at all"),
    "anybody": (_PRONOUN, "any person at all"),
    "someone": (_PRONOUN, "a person not named or not known"),
    # prepositions
    "of": (_PREPOSITION, "belonging to, part of, or made from"),
    "to": (_PREPOSITION, "toward; as far as; also marks a verb's plain form (to go)"),
    "for": (_PREPOSITION, "meant for; on behalf of; because of; during"),
    "with": (_PREPOSITION, "together with; having; by means of"),
    "from": (_PREPOSITION, "starting at; out of; sent or given by"),
    "into": (_PREPOSITION, "to the inside of; so as to become"),
    "onto": (_PREPOSITION, "to a place on top of"),
    "in": (_PREPOSITION, "inside; within; during"),
    "at": (_PREPOSITION, "in or near a place or time"),
    "by": (_PREPOSITION, "near; through the act of; not later than"),
    "as": (_CONJUNCTION, "in the way that; while; because; also 'in the role of'"),
    "upon": (_PREPOSITION, "on; on top of"),
    "unto": (_PREPOSITION, "old form of 'to'"),
    "toward": (_PREPOSITION, "in the direction of"),
    "towards": (_PREPOSITION, "in the direction of"),
    "during": (_PREPOSITION, "throughout or at some time in"),
    "without": (_PREPOSITION, "not having; free of"),
    "sans": (_PREPOSITION, "without"),
    "against": (_PREPOSITION, "opposed to; touching or leaning on"),
    "among": (_PREPOSITION, "in the middle of; shared by"),
    "amid": (_PREPOSITION, "in the middle of"),
    "beside": (_PREPOSITION, "at the side of; next to"),
    "via": (_PREPOSITION, "by way of; through"),
    "versus": (_PREPOSITION, "against, as in a contest"),
    "until": (_PREPOSITION, "up to the time of"),
    "til": (_PREPOSITION, "until"),
    "since": (_PREPOSITION, "from a past time until now; also 'because'"),
    # conjunctions
    "and": (_CONJUNCTION, "joins words or clauses: also, as well as"),
    "or": (_CONJUNCTION, "joins alternatives"),
    "nor": (_CONJUNCTION, "and not; used after 'neither' or a negative"),
    "if": (_CONJUNCTION, "on condition that; whether"),
    "than": (_CONJUNCTION, "used to compare: more than, other than"),
    "because": (_CONJUNCTION, "for the reason that"),
    "although": (_CONJUNCTION, "despite the fact that"),
    "albeit": (_CONJUNCTION, "although"),
    "unless": (_CONJUNCTION, "except if"),
    "lest": (_CONJUNCTION, "for fear that; so as to prevent"),
    "whether": (_CONJUNCTION, "introduces a choice between possibilities"),
    "whereas": (_CONJUNCTION, "while on the other hand"),
    "whilst": (_CONJUNCTION, "while"),
    "when": (_CONJUNCTION, "at the time that; at what time"),
    "whenever": (_CONJUNCTION, "at any time that; every time that"),
    "where": (_CONJUNCTION, "at, in or to what place; in the place that"),
    "wherein": (_ADVERB, "in which"),
    "whereby": (_ADVERB, "by which"),
    "how": (_ADVERB, "in what way; to what degree"),
    # auxiliary verbs
    "would": (_AUXILIARY, "past of 'will'; expresses a wish, a condition or a polite request"),
    "could": (_AUXILIARY, "past of 'can'; expresses possibility"),
    "should": (_AUXILIARY, "expresses duty or what is likely"),
    "shall": (_AUXILIARY, "will; expresses the future or an obligation"),
    "shalt": (_AUXILIARY, "old form of 'shall' (with 'thou')"),
    "ought": (_AUXILIARY, "should; expresses duty"),
    "cannot": (_AUXILIARY, "can not"),
    "hath": (_AUXILIARY, "old form of 'has'"),
    "doth": (_AUXILIARY, "old form of 'does'"),
    "hast": (_AUXILIARY, "old form of 'have' (with 'thou')"),
    "gonna": (_INFORMAL, "going to"),
    "wanna": (_INFORMAL, "want to"),
    "gotta": (_INFORMAL, "have got to; must"),
    "outta": (_INFORMAL, "out of"),
    "dunno": (_INFORMAL, "don't know"),
    "gimme": (_INFORMAL, "give me"),
    "lemme": (_INFORMAL, "let me"),
    "ya": (_INFORMAL, "you"),
    # interjections
    "hey": (_INTERJECTION, "calls attention or greets"),
    "ah": (_INTERJECTION, "expresses surprise, pleasure or understanding"),
    "oh": (_INTERJECTION, "expresses surprise or a feeling"),
    "eh": (_INTERJECTION, "asks for something to be repeated or agreed with"),
    "huh": (_INTERJECTION, "expresses surprise or a question"),
    "uh": (_INTERJECTION, "a pause while thinking"),
    "um": (_INTERJECTION, "a pause while thinking"),
    "hmm": (_INTERJECTION, "expresses thought or doubt"),
    "nah": (_INTERJECTION, "no"),
    "nope": (_INTERJECTION, "no"),
    "yep": (_INTERJECTION, "yes"),
    "yup": (_INTERJECTION, "yes"),
    "yeah": (_INTERJECTION, "yes"),
    "aye": (_INTERJECTION, "yes"),
    "yo": (_INTERJECTION, "a greeting or call for attention"),
    "ugh": (_INTERJECTION, "expresses disgust"),
    "oops": (_INTERJECTION, "said after a small mistake"),
    "whoa": (_INTERJECTION, "stop; also expresses surprise"),
    "wow": (_INTERJECTION, "expresses wonder"),
    "gosh": (_INTERJECTION, "expresses surprise"),
    "heck": (_INTERJECTION, "a mild oath"),
    "dang": (_INTERJECTION, "a mild oath"),
    "dammit": (_INTERJECTION, "an oath of annoyance"),
    "duh": (_INTERJECTION, "says something is obvious"),
    "ow": (_INTERJECTION, "expresses sudden pain"),
    "ouch": (_INTERJECTION, "expresses sudden pain"),
    "aha": (_INTERJECTION, "expresses discovery"),
    "phew": (_INTERJECTION, "expresses relief"),
    "whew": (_INTERJECTION, "expresses relief"),
    "oof": (_INTERJECTION, "expresses a blow or dismay"),
    "yikes": (_INTERJECTION, "expresses alarm"),
    "jeez": (_INTERJECTION, "expresses surprise or annoyance"),
    "lo": (_INTERJECTION, "old word: look! see!"),
    "goodnight": (_INTERJECTION, "said when parting at night"),
    "congrats": (_INTERJECTION, "congratulations"),
    "hiya": (_INTERJECTION, "hello"),
    # others
    "anytime": (_ADVERB, "at any time"),
    "ere": (_PREPOSITION, "old word: before"),
    "thru": (_PREPOSITION, "through"),
    "et": (_CONJUNCTION, "Latin 'and', as in 'et cetera'"),
    "multi": ("prefix", "many"),
    "mega": ("prefix", "very large; a million"),
    "hyper": ("prefix", "over; beyond; excessively"),
    "app": ("noun", "a program for a phone or computer"),
    "apps": ("noun", "plural of 'app': programs, especially for phones"),
    "stats": ("noun", "statistics"),
    "legit": (_INFORMAL, "legitimate; genuine"),
    "whats": (_INFORMAL, "what is"),
    "shes": (_INFORMAL, "she is"),
}
"""Our own glosses: word → (part of speech, gloss), for common words WordNet lacks or misreads."""


def rare_gloss(word: str) -> RareGloss | None:
    """Our gloss of a rare dictionary word WordNet lacks (a folded word), or None.

    >>> rare_gloss("wist")[:2], rare_gloss("cat")
    (('verb', '(old) knew'), None)
    """
    return rare_glosses().get(word)


@once
def rare_glosses() -> Mapping[str, RareGloss]:
    """Every rare word's gloss, read from :data:`RARE_GLOSSES_FILE` once per process."""
    found: dict[str, RareGloss] = {}
    with open(RARE_GLOSSES_FILE, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            word, pos, form, gloss = line.rstrip("\n").split("\t")
            found[word] = (pos, gloss, form.partition(" of ")[2], form) if form else (pos, gloss, word, None)
    return found
