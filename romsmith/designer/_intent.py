"""What the idea asks for, as the designer acts on it: the hero, the others it names and the part
each plays, the foes, the places, the things, the goal (an archetype) and the mood.

The idea is read with `romsmith.lexicon.extract` (the same reading the fidelity check scores); an
idea that names no goal gets one that suits what it does name, chosen by the seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from romsmith.lexicon import Idea, Term, extract, fold, stance
from romsmith.lexicon._concepts import NEAR_PLACES

# words that suggest a kind of foe without naming one ("a haunted castle": ghosts)
HINTED_FOES = {"haunted": "ghost", "spooky": "ghost", "cursed": "skeleton", "undead": "zombie", "creepy": "spider"}
ARCHETYPES = ("rescue", "find", "defeat", "deliver", "escort", "collect", "escape", "investigate")
GENTLE = ("deliver", "collect", "escort", "find", "investigate")  # can be played without a fight
MAX_COLLECT = 5  # a collectible's counting chain: one dialogue default plus four branches


@dataclass
class Person:
    concept: str | None = None  # the lexicon's character concept (what draws it)
    name: str | None = None  # a name the idea gives
    foe: bool = False
    word: str = ""  # the idea's own word for it ("mayor" for the concept king), in English
    title: str = ""  # a foe wearing a title: "skeleton king" is a skeleton called King ...

    @property
    def label(self) -> str:
        return self.name or self.concept or "someone"


@dataclass
class Intent:
    idea: Idea
    archetype: str
    peaceful: bool
    hero: Person
    others: list[Person] = field(default_factory=list)  # friends and neutrals, in the idea's order
    foes: list[Person] = field(default_factory=list)
    places: list[str] = field(default_factory=list)  # place concepts, in order
    goal_place: str | None = None
    items: list[Term] = field(default_factory=list)
    target: Person | Term | None = None  # the goal's object: who to rescue, what to find
    count: int | None = None

    def near_places(self, place: str) -> tuple[str, ...]:
        return NEAR_PLACES.get(place, ())


def read_intent(text: str, rng: random.Random) -> Intent:
    idea = extract(text)
    hero_term = idea.hero
    people = _people(idea)
    hero = next((p for p, t in people if t is hero_term), None) or Person()
    others = [p for p, _t in people if p is not hero]
    goal = next((t for t in idea.of_kind("goal") if t.concept == idea.archetype), None)
    defeat_targets = {t.of for t in idea.of_kind("goal") if t.concept == "defeat" and t.of}
    for p in others:
        p.foe = p.concept in defeat_targets or (stance(p.concept or "") == "foe" and not p.name)
    archetype = idea.archetype or _default_archetype(idea, others, rng)
    foes = [p for p in others if p.foe]
    friends = [p for p in others if not p.foe]
    hinted = {HINTED_FOES[w] for w in re.findall(r"[a-z]+", fold(text)) if w in HINTED_FOES}
    foes += [Person(concept=c, foe=True) for c in sorted(hinted) if c not in {p.concept for p in foes}]
    if archetype in ("rescue", "escort") and goal is not None and goal.of:
        # the one to save or lead is a friend, even a dragon
        for p in foes:
            if goal.of in (p.concept, p.name):
                p.foe = False
                friends.insert(0, p)
        foes = [p for p in foes if goal.of not in (p.concept, p.name)]
    peaceful = idea.peaceful or (
        archetype in GENTLE and not foes and (archetype == "investigate" or rng.random() < 0.4)
    )
    if peaceful and archetype == "defeat":
        archetype = "rescue" if friends else "find"
    places = [t.concept for t in idea.of_kind("place")]
    goal_place = _goal_place(idea, goal)
    target = _target(goal, friends + foes, idea)
    count = goal.count if goal is not None and goal.count else None
    if archetype == "collect":
        count = min(max(count or rng.choice((3, 3, 4, 5)), 2), MAX_COLLECT)
    return Intent(
        idea=idea,
        archetype=archetype,
        peaceful=peaceful,
        hero=hero,
        others=friends,
        foes=foes,
        places=places,
        goal_place=goal_place,
        items=idea.of_kind("item"),
        target=target,
        count=count,
    )


def _people(idea: Idea) -> list[tuple[Person, Term]]:
    """One Person per character concept or name; a name takes the character it is attached to."""
    out: list[tuple[Person, Term]] = []
    named = {t.of for t in idea.of_kind("name") if t.of and not t.title}
    for t in idea.terms:
        if t.kind == "name" and t.title:  # "the goblin king": the goblin wears the title
            foe = next((p for p, term in reversed(out) if term.kind == "character" and p.concept == t.of), None)
            if foe is not None:
                foe.title = t.concept.lower()
            continue
        if t.kind == "name":
            out.append((Person(concept=t.of, name=t.concept), t))
        elif t.kind == "character" and t.known:
            if t.concept in named:
                continue  # drawn as the named one
            word = t.text.lower() if idea.language == "en" else ""
            out.append((Person(concept=t.concept, word=word if word != t.concept else ""), t))
    return out


def _default_archetype(idea: Idea, others: list[Person], rng: random.Random) -> str:
    """A goal that suits an idea that names none: foes ask for a fight, things for a search."""
    if any(p.foe for p in others):
        options = ["defeat", "defeat", "rescue", "escape", "find"]
    elif idea.of_kind("item"):
        options = ["find", "find", "collect", "deliver"]
    elif idea.peaceful:
        options = ["collect", "deliver", "escort", "find", "investigate"]
    else:
        options = list(ARCHETYPES)
    return rng.choice(options)


def _goal_place(idea: Idea, goal: Term | None) -> str | None:
    places = idea.of_kind("place")
    if not places:
        return None
    if goal is not None:
        after = [p for p in places if p.position > goal.position]
        if after:
            return after[0].concept
    return places[-1].concept


def _target(goal: Term | None, people: list[Person], idea: Idea) -> Person | Term | None:
    if goal is None or not goal.of:
        return None
    person = next((p for p in people if goal.of in (p.concept, p.name)), None)
    if person is not None:
        return person
    return next((t for t in idea.terms if t.kind in ("item", "place") and t.concept == goal.of), None)
