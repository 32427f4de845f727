"""What a battle idea names, as the battle designer acts on it: the party (how many, who), the
foes met on the way and the one fought last.

Characters and goals come from the lexicon's reading (`_intent`, and the typed roles of
`romsmith.lexicon.read_intent`), like every genre's. How many are in a party is a battle idea's
own wording ("a party of three", "eine Gruppe von vier Helden", "Mira and her two friends"), so
this module keeps those words, in the lexicon's languages (folded: lower case, no accents).
The foe named last, one at a time ("slimes and a lich"), or a titled one ("the demon king"),
leads; the others are met on the way.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from romsmith.designer._intent import Intent, Person, _valid, read_intent
from romsmith.lexicon import fold
from romsmith.lexicon import read_intent as read_roles

MAX_PARTY = 4
# a number of people, in the lexicon's languages
NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "pair": 2, "trio": 3, "duo": 2, "quartet": 4,
    "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
    "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "due": 2, "tre": 3, "quattro": 4, "cinque": 5,
    "dois": 2, "duas": 2, "quatro": 4, "twee": 2, "drie": 3, "vijf": 5,
}  # fmt: skip
# a party, or its members: "a party of N", "N heroes"
GROUPS = (
    "party|group|team|band|company|crew|fellowship|squad|heroes|adventurers|warriors|gruppe|gefahrten|helden|"
    "abenteurer|groupe|equipe|heros|aventuriers|grupo|equipo|heroes|aventureros|gruppo|squadra|eroi|avventurieri|"
    "equipa|herois|aventureiros|groep|ploeg|avonturiers"
)
# companions of a named hero: "Mira and her two friends" is three
COMPANIONS = "friends|companions|allies|freunde|gefahrten|amis|compagnons|amigos|companeros|amici|compagni|vrienden"
PARTY_WORDS = GROUPS + "|" + COMPANIONS
LEADERS = ("hero", "warrior", "knight", "archer", "wizard", "monk", "ninja", "soldier", "princess", "prince")
BIG_FORMS = {"slime": "giant slime", "dragon": "great dragon", "golem": "golem", "demon": "demon"}


@dataclass
class BattleIdea:
    intent: Intent  # the designer's reading, turned to a fight: the hero leads, the boss is the target
    size: int  # party members, 1..MAX_PARTY
    members: list[Person] = field(default_factory=list)  # the idea's own heroes, the leader first
    foes: list[str] = field(default_factory=list)  # concepts of the foes met on the way
    boss: Person | None = None


def party_size(text: str) -> int | None:
    """The party's size when the idea says it: a number with a party word next to it (companions
    of a named hero count the hero too), else None."""
    folded = fold(text)
    number = r"(\d|" + "|".join(NUMBERS) + r")"
    between = r"(?:\s+\w+){0,2}?\s+"
    for m in re.finditer(rf"(?<![a-z])(?:{PARTY_WORDS})(?:\s+(?:of|von|de|di|van|da))?\s+{number}(?![a-z])", folded):
        return _count(m.group(1))
    for m in re.finditer(rf"(?<![a-z]){number}{between}({PARTY_WORDS})(?![a-z])", folded):
        n = _count(m.group(1))
        return n + 1 if re.fullmatch(COMPANIONS, m.group(2)) else n
    return None


def _count(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def read_battle(text: str, rng: random.Random, given=None) -> BattleIdea:
    """`given`: the roles the director was handed (an intent or its JSON), else the idea read here."""
    base = read_intent(text, rng, given)
    roles = (_valid(given) or read_roles(text)).castable()
    for p in [base.hero, *base.others]:
        if p.name and re.fullmatch(PARTY_WORDS, fold(p.name)):
            p.name = None  # "eine Gruppe von vier Helden": a party word is nobody's name
    people = [p for p in [base.hero, *base.others] if p.concept or p.name]
    members = [p for p in people if not p.foe]
    said = party_size(text)
    heroes = sum(max(1, h.count or 1) for h in roles.heroes if h.category in ("person", "animal") and not h.hostile)
    size = said or max(len(members), heroes, 0) or 3
    size = max(1, min(MAX_PARTY, max(size, len(members[:MAX_PARTY]))))
    foes = list(dict.fromkeys(p.concept for p in base.foes if p.concept))
    for being in [*roles.opponents, *(h for h in roles.heroes if h.category == "monster")]:
        kind = being.kind.split()[-1]
        if kind not in foes and any(kind == p.concept for p in base.others + base.foes):
            foes.append(kind)
    boss = _boss(base, foes)
    if boss is not None and boss.concept in foes and len(foes) > 1:
        foes.remove(boss.concept)
    said_kind = next((h.kind for h in roles.heroes if h.category == "person" and not h.name), "")
    leader = members[0] if members else Person(concept=said_kind if said_kind in LEADERS else "warrior")
    intent = Intent(
        idea=base.idea,
        archetype="defeat",
        peaceful=False,
        hero=leader,
        others=[p for p in base.others if not p.foe and p not in members],
        foes=[_foe(c, base.foes) for c in foes] + ([boss] if boss else []),
        places=base.places,
        goal_place=base.goal_place,
        items=base.items,
        target=boss,
    )
    return BattleIdea(intent, size, members[:size], foes, boss)


def _foe(concept: str, said: list[Person]) -> Person:
    """A foe met on the way, with the idea's word for the many it says ("ghouls": ghoul, drawn
    as a zombie); one it says ("the Locust King") is met once, not on the way."""
    first = next((p for p in said if p.concept == concept), None)
    if first is None or not first.many:
        return Person(concept=concept, foe=True)
    return Person(concept=concept, foe=True, word=first.word, kind=first.kind, many=first.many)


def _boss(base: Intent, foes: list[str]) -> Person | None:
    """Who the last battle is against: a titled or named foe, else the foe named last when there are
    several, else the big form of the only one (a slime leads as a giant slime)."""
    titled = next((p for p in base.foes if p.title), None) or next((p for p in base.foes if p.name), None)
    if titled is not None:
        return titled  # "the demon king", "a goblin warlord named Skarr"
    if len(foes) > 1:
        return next(p for p in reversed(base.foes) if p.concept == foes[-1])
    if foes:
        return Person(concept=BIG_FORMS.get(foes[0], foes[0]), foe=True)
    return None
