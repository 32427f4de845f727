"""An idea in a learner's English said plainly before it is read: "must to find" is "must find",
"for to cure" is "to cure", "want catch" is "want to catch". Many
people write their ideas in a second language; the clause reader expects a verb after a modal
and "to" before a purpose."""

from __future__ import annotations

import re

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._words import _verb_lemma

_MUST_TO = re.compile(r"\b(must|should|can)\s+to\s+(?=\w)", re.I)
_FOR_TO = re.compile(r"\bfor\s+to\s+(?=\w)", re.I)
_WANT_VERB = re.compile(r"\b(want|wants|need|needs|wanted|needed)\s+([a-z]+)\b")


def plain_english(idea: str) -> str:
    """The idea with a learner's verb forms made plain (see the module docstring)."""
    text = _MUST_TO.sub(r"\1 ", idea)
    text = _FOR_TO.sub("to ", text)
    return _WANT_VERB.sub(lambda m: f"{m.group(1)} to {m.group(2)}" if _plain_verb(m.group(2)) else m.group(0), text)


def _plain_verb(word: str) -> bool:
    """A verb's own form that WordNet knows mostly as a verb ("find", "repair", "catch"; not
    "help", "water" or "food")."""
    return _verb_lemma(word) == word and W.mostly_verb(word)
