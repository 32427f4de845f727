"""A company of heroes named by a list between commas: "two ghost siblings, Wisp and Ember, who
...", "Two goat kids, Bix and Bo, jump ...", "Wisp and Ember, two ghost siblings, must ...". The
company is one hero with its count and the first name (as "two sisters named Ann and Mae"); the
names read as heroes of their own leave."""

from __future__ import annotations

import re

from romsmith.lexicon._intent import Being
from romsmith.lexicon._vocab import COUNTS
from romsmith.lexicon._words import _creature

_NAME = r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?"
# ", Wisp and Ember," or ", Pip, Tam and Lou," (a comma, or the idea's end, after the last)
_LISTED = re.compile(rf",\s+({_NAME}(?:,\s+{_NAME})*,?\s+(?:and|&)\s+{_NAME})\s*(?:,|$)")
# "Wisp and Ember, two ghost siblings,": the names first, then the count
_LEADING = re.compile(rf"(?:^|[.!?:]\s+)({_NAME}(?:,\s+{_NAME})*,?\s+(?:and|&)\s+{_NAME}),\s+(\w+)\s")
_SPLIT = re.compile(r",\s+|\s+(?:and|&)\s+|,")


def named_company(idea: str, heroes: list[Being]) -> list[Being]:
    """The heroes with a company's names read onto it: the first name and the count of names;
    unchanged when no list of names stands beside a company."""
    for names, company in _after(idea, heroes) + _before(idea, heroes):
        company.name = names[0]
        company.count = max(company.count, len(names))
        return [h for h in heroes if h is company or (h.words or "") not in names]
    return heroes


def _names(said: str) -> list[str]:
    return [n for n in _SPLIT.split(said) if n]


def _after(idea: str, heroes: list[Being]) -> list[tuple[list[str], Being]]:
    """ "two ghost siblings, Wisp and Ember, who": the names right after a company's words."""
    found = []
    for h in heroes:
        if h.count < 2 or h.name or not h.words:
            continue
        at = idea.find(h.words)
        listed = _LISTED.match(idea, at + len(h.words)) if at >= 0 else None
        if listed is None:  # "Two goat kids, Bix and Bo": the company's words end before its noun's last word
            tail = re.match(r"\s*[a-z]+(?=,)", idea[at + len(h.words) :]) if at >= 0 else None
            listed = _LISTED.match(idea, at + len(h.words) + tail.end()) if tail else None
        if listed is not None:
            found.append((_names(listed.group(1)), h))
    return found


def _before(idea: str, heroes: list[Being]) -> list[tuple[list[str], Being]]:
    """ "Wisp and Ember, two ghost siblings, must": the names first, the company after them, read
    as one of the names with the company's kind."""
    lead = _LEADING.search(idea)
    if lead is None or lead.group(2).lower() not in COUNTS:
        return []
    names = _names(lead.group(1))
    kinded = [h for h in heroes if h.name in names and _creature(h.kind) and h.kind != h.name.lower()]
    return [(names, kinded[0])] if kinded else []
