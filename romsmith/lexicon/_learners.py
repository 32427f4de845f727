"""An idea in a learner's English said plainly before it is read: "must to find" is "must find",
"for to cure" is "to cure", "want catch" is "want to catch", "he need" is "he needs". Many
people write their ideas in a second language; the clause reader expects a verb after a modal
and "to" before a purpose. One roundabout native form is said plainly too: "Truffle the pig is
the only one who can sniff out the crown" is "Truffle the pig can sniff out the crown". An age said in brackets ("My son (5) drew ...") is
left out."""

from __future__ import annotations

import re

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._words import _verb_lemma

_MUST_TO = re.compile(r"\b(must|should|can)\s+to\s+(?=\w)", re.I)
_FOR_TO = re.compile(r"\bfor\s+to\s+(?=\w)", re.I)
# a subject's verb without its "s" at a clause's start: "He need find the sword" (not "who broke it want to")
_THIRD = re.compile(r"((?:^|[.,;!?]\s+|\b(?:and|but|so|then)\s+)(?:he|she|it))\s+(need|want)\b", re.I)
_ONLY_ONE = re.compile(  # also past a description between commas: "Brother Anselm, a half-deaf old monk, is ..."
    r"(^|[,.;!?]\s+(?:and|but|so)?\s*)([A-Z][\w' -]{1,40}?(?:,\s+[^,.;!?]{2,40},)?)\s+(?:is|are)\s+the\s+only\s+"
    r"(?:one|ones|creature|person|people)s?\s+(?:who|that)\s+can\s+"
)
_WANT_VERB = re.compile(r"\b(want|wants|need|needs|wanted|needed)\s+([a-z]+)\b")
# someone's age said in brackets: "My son (5) drew a monster", "Leo (age 7) wants"
_AGE_SAID = re.compile(r"\s*\((?:age\s+)?\d{1,2}(?:\s*(?:yo|y/o|years?(?:\s+old)?))?\)", re.I)


def plain_english(idea: str) -> str:
    """The idea with a learner's verb forms made plain (see the module docstring)."""
    text = _MUST_TO.sub(r"\1 ", _AGE_SAID.sub("", idea))
    text = _FOR_TO.sub("to ", text)
    text = _THIRD.sub(r"\1 \2s", text)
    text = _ONLY_ONE.sub(lambda m: f"{m.group(1)}{m.group(2)} can ", text)
    return _WANT_VERB.sub(lambda m: f"{m.group(1)} to {m.group(2)}" if _plain_verb(m.group(2)) else m.group(0), text)


def _plain_verb(word: str) -> bool:
    """A verb's own form that WordNet knows mostly as a verb ("find", "repair", "catch"; not
    "help", "water" or "food")."""
    return _verb_lemma(word) == word and W.mostly_verb(word)
