"""What the idea asks for, as the designer acts on it: the hero (and who goes along), the others
it names and the part each plays, the foes, the places, the things, the goal (its action and the
archetype the plan is won by), the time, the mood and how hard the game is.

The roles come from the idea's intent (`romsmith.lexicon.Intent`): the director is given them as
JSON after the idea line (the `intent` step's reading, a model's or the offline reader's); without
them the idea is read here with `romsmith.lexicon.read_intent`, the same reading. Opponents are
foes, helpers and bystanders friends; a goal the intent leaves open ("other") gets one that suits
what the idea names, chosen by the seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from romsmith.lexicon import (
    CULPRIT,
    Being,
    Idea,
    abstraction,
    category,
    drawn_as,
    extract,
    fold,
    is_plural,
    names_a_thing,
    stance,
)
from romsmith.lexicon import Intent as Roles
from romsmith.lexicon import read_intent as read_roles
from romsmith.lexicon._index import lookup
from romsmith.lexicon._words import CATS, bare_kind

# words that suggest a kind of foe without naming one ("a haunted castle": ghosts)
HINTED_FOES = {"haunted": "ghost", "spooky": "ghost", "cursed": "skeleton", "undead": "zombie", "creepy": "spider"}
ARCHETYPES = ("rescue", "find", "defeat", "deliver", "escort", "collect", "escape", "investigate")
GENTLE = ("deliver", "collect", "escort", "find", "investigate")  # can be played without a fight
MAX_COLLECT = 5  # a collectible's counting chain: one dialogue default plus four branches
# the archetype a goal's action is won by (the plan's `story.archetype`), when it is not one itself
WON_AS = {
    "protect": "defeat",  # waves of the foes come, then their leader
    "tame": "collect",  # treats found on the way, handed to the one to tame
    "catch": "rescue",  # it runs from scene to scene until it is cornered
    "reach": "escape",  # the way there, past every lock, to the far end
    "fix": "collect",  # every part found, then the thing mended
    "make": "deliver",  # every ingredient found, the thing made, then handed over
    "win": "collect",  # a ribbon from each judge, then the prize
    "choose": "investigate",  # clues, then the one right choice
}
OBJECT_CATEGORIES = ("thing", "food", "unknown", "group")
CREATURES = ("person", "animal", "monster", "machine")


@dataclass
class Person:
    concept: str | None = None  # what draws it: the lexicon's character concept, else the idea's kind
    name: str | None = None  # a name the idea gives
    foe: bool = False
    word: str = ""  # the idea's own word for it ("mayor" for the concept king), in English
    title: str = ""  # a title ("Dame"); for a foe, what it is called ("skeleton king": King ...)
    gender: str = "any"
    count: int = 1
    kind: str = ""  # the intent's kind, as the idea says it ("beekeeper")
    many: bool = False  # the idea says more than one ("ghouls", "two trolls")

    @property
    def label(self) -> str:
        return self.name or self.concept or "someone"

    @property
    def full_name(self) -> str:
        """The name with its title ("Dame Rosa"), as the idea gives it."""
        return f"{self.title} {self.name}" if self.title and self.name and not self.foe else self.name or ""


@dataclass
class Item:
    """A thing the idea names: what the goal acts on, or something met on the way."""

    kind: str  # English, singular ("egg", "sea glass")
    words: str = ""  # as the idea says it
    count: int | None = None
    category: str = "thing"

    @property
    def concept(self) -> str:
        return self.kind

    @property
    def text(self) -> str:
        return self.words or self.kind


@dataclass
class Intent:
    idea: Idea
    archetype: str  # how the plan is won: one of ARCHETYPES
    peaceful: bool
    hero: Person
    others: list[Person] = field(default_factory=list)  # friends and bystanders, in the idea's order
    foes: list[Person] = field(default_factory=list)
    places: list[str] = field(default_factory=list)  # place concepts, in order
    goal_place: str | None = None
    items: list[Item] = field(default_factory=list)  # things named: the goal's objects first
    target: Person | Item | None = None  # the goal's object: who to rescue, what to find
    count: int | None = None
    action: str = ""  # the goal's action (`lexicon.ACTIONS`): protect, tame, catch, ...
    objects: list[Item] = field(default_factory=list)  # every thing the goal acts on ("eggs, sugar and butter")
    companions: list[Person] = field(default_factory=list)  # heroes beside the first ("two sisters")
    times: list[str] = field(default_factory=list)  # "night", "winter", "dawn"
    mood: str = "neutral"  # cozy | tense | neutral
    roles: Roles | None = None  # the intent it was read from
    place_words: dict[str, str] = field(default_factory=dict)  # place concept -> the idea's word
    scene_word: tuple[str, str] | None = None  # ("start" | "goal", word): a scene named for the goal's object
    words: set[str] = field(default_factory=set)  # the idea's words in English (and the roles' kinds)
    deed: str = ""  # a mystery's deed when it is no theft, as the idea says it ("poisoned the duke")

    @property
    def night(self) -> bool:
        return any(t in ("night", "dark", "full moon") for t in self.times)


def read_intent(text: str, rng: random.Random, roles: Roles | dict | None = None) -> Intent:
    """The designer's reading of an idea: from `roles` (an intent, or its JSON) when given and
    valid, else from the idea read offline."""
    typed = (_valid(roles) or read_roles(text)).castable()
    return from_roles(text, typed, rng)


def _valid(roles) -> Roles | None:
    if isinstance(roles, Roles):
        return roles
    if isinstance(roles, dict):
        try:
            return Roles.model_validate(roles)
        except ValueError:
            return None
    return None


def concept_of(kind: str) -> str:
    """What draws a kind: the lexicon's character concept of it or of its last word, else the kind."""
    kind = fold(kind).strip()
    for words in (kind, kind.split()[-1] if kind.split() else kind):
        entry = next((e for e in lookup(words) if e.kind == "character"), None)
        if entry is not None:
            return entry.concept
    return kind


def place_of(kind: str) -> str:
    """The lexicon's place concept of a place the idea names, of its last word, else of another
    word of it ("moon colony": space), else the kind."""
    kind = fold(kind).strip()
    words = kind.split()
    for phrase in (kind, *reversed(words)):
        entry = next((e for e in lookup(phrase) if e.kind == "place"), None)
        if entry is not None:
            return entry.concept
    return kind


CHIEFS = frozenset(
    [
        "king",
        "queen",
        "lord",
        "lady",
        "chief",
        "boss",
        "leader",
        "captain",
        "prince",
        "princess",
        "master",
        "emperor",
        "baron",
    ]
)


def _person(being, foe: bool) -> Person:
    kind = fold(being.kind)
    words = kind.split()
    if not foe:
        kind = drawn_as(bare_kind(kind), being.gender)  # a bear cub is drawn as a bear; "Mina" as a woman
        # (a foe's rank becomes its title below)
    title = (being.title or "") if being.name else ""
    modifier = " ".join(words[:-1])
    if foe and len(words) >= 2 and words[-1] in CHIEFS and any(e.kind == "character" for e in lookup(modifier)):
        kind, title = " ".join(words[:-1]), words[-1]  # "the skeleton king": a skeleton called King ...
    concept = concept_of(kind)
    word = kind if kind != concept else ""
    return Person(
        concept=concept if kind != "player" else None,
        name=being.name or None,
        foe=foe,
        word=word,
        title=title,
        gender=being.gender,
        count=being.count,
        kind=kind,
        many=being.count > 1 or _said_many(being.words or being.kind),
    )


def _said_many(words: str) -> bool:
    """Whether the idea's words for a being say more than one ("the ghouls"; not "the lich")."""
    last = words.split()[-1] if words.split() else ""
    return bool(last) and is_plural(last)


# words that make an animal sought someone missed, to be reached and brought home ("the runaway
# circus tiger", "his lost dog"), not prey or a prize ("a frog seeks the golden fly")
MISSED = frozenset({"lost", "missing", "runaway", "escaped", "stray", "stolen", "kidnapped"})
MISSED |= frozenset({"his", "her", "their", "my", "your", "our"})  # someone's own


def _missed(words: str) -> bool:
    return bool(MISSED & set(re.findall(r"[a-z]+", fold(words))))


def from_roles(text: str, roles: Roles, rng: random.Random) -> Intent:
    idea = extract(text)
    roles = _categorised(roles)
    first = roles.heroes[0]
    hero = _person(first, False) if first.kind != "player" else Person()
    lone_foe = roles.goal.action == "other" and not roles.opponents and not hero.name and len(roles.heroes) == 1
    if lone_foe and hero.concept and stance(hero.concept) == "foe":  # "dragon": a dragon to face, not to be
        hero, roles = Person(), roles.model_copy(update={"opponents": [first.model_copy(update={"hostile": True})]})
    companions = [_person(b, False) for b in roles.heroes[1:2]]
    if not companions and first.count > 1 and first.kind != "player":
        companions = [Person(concept=hero.concept, word=hero.word, gender=hero.gender, kind=hero.kind)]
    foes = [_person(b, True) for b in roles.opponents]
    others = [_person(b, False) for b in roles.helpers + roles.bystanders]
    named = {p.kind for p in foes + others} | {hero.kind}
    for o in roles.goal.objects:  # the one rescued, led, tamed or caught: a friend, even a dragon
        if o.category in CREATURES and fold(o.kind) not in named:
            being = Being(kind=o.kind, category=o.category, count=o.count or 1, words=o.words)
            (foes if roles.goal.action == "defeat" else others).append(_person(being, roles.goal.action == "defeat"))
            named.add(fold(o.kind))
    for t in idea.of_kind("character"):  # a foe the idea names that the roles left out ("lots of skeletons")
        listed = {p.concept for p in foes + others} | {hero.concept}
        if t.known and stance(t.concept) == "foe" and not t.hero and t.concept not in listed:
            foes.append(Person(concept=t.concept, foe=True, kind=t.concept))
    for p in others:  # a creature the tables know as a foe, named by nobody, is one
        if p.concept and stance(p.concept) == "foe" and not p.name and roles.goal.action not in ("rescue", "escort"):
            p.foe = True
    foes += [p for p in others if p.foe]
    others = [p for p in others if not p.foe and p.kind not in {f.kind for f in foes}]
    hinted = {HINTED_FOES[w] for w in re.findall(r"[a-z]+", fold(text)) if w in HINTED_FOES}
    foes += [Person(concept=c, foe=True, kind=c) for c in sorted(hinted) if c not in {p.concept for p in foes}]
    objects = [
        Item(fold(o.kind), o.words, o.count, o.category)
        for o in roles.goal.objects
        if o.category in OBJECT_CATEGORIES or (o.category == "place" and roles.goal.action in ("fix", "make"))
    ]
    action = roles.goal.action
    archetype = _archetype(action, roles, idea, foes, others, objects, rng)
    if archetype == "find" and _listed_things(objects):
        archetype = "collect"  # "find the map, the compass and the key": every one is needed, as in a gathering
    target = _target(roles, foes + others, objects)
    if archetype == "deliver" and _beings_carried(roles.goal) and isinstance(target, Person):
        archetype = "escort"  # "carry the baby prince to his grandmother's castle": he goes along, not a parcel
    sought = [o for o in roles.goal.objects if o.category == "person" or (o.category == "animal" and _missed(o.words))]
    if archetype == "find" and isinstance(target, Person) and sought:  # finding someone: reaching them, then home
        archetype = "rescue"
        action = "rescue" if action == "find" else action  # the words then say whom, not a key found
    peaceful = (idea.peaceful or roles.mood == "cozy") and not roles.opponents
    peaceful = peaceful or (archetype in GENTLE and not foes and (archetype == "investigate" or rng.random() < 0.4))
    if peaceful and archetype == "defeat":
        archetype = "rescue" if others else "find"
        action = archetype
    places_named = {w for p in roles.places for w in fold(p.kind).split()}
    items = objects + [
        Item(t.concept, t.text)
        for t in idea.of_kind("item")
        if not any(t.concept in o.kind.split() for o in objects) and t.concept not in places_named
    ]
    places = list(dict.fromkeys(place_of(p.kind) for p in roles.places))
    place_words = {place_of(p.kind): p.kind for p in reversed(roles.places)}
    words = set(re.findall(r"[a-z]+", fold(text))) | {t.concept for t in idea.terms}
    words |= {w for b in roles.heroes + roles.opponents + roles.helpers for w in fold(b.kind).split()}
    words |= {w for p in roles.places for w in fold(p.kind).split()} | {t.kind for t in roles.time}
    count = next((o.count for o in objects if o.count), None)
    if archetype == "collect":
        count = min(len(objects), MAX_COLLECT) if len(objects) >= 2 else count or rng.choice((3, 3, 4, 5))
        count = min(max(count, 2), MAX_COLLECT)
    return Intent(
        scene_word=_scene_word(action, roles),
        idea=idea,
        archetype=archetype,
        peaceful=peaceful,
        hero=hero,
        others=others,
        foes=foes,
        places=places,
        goal_place=_goal_place(roles, places),
        items=items,
        target=target,
        count=count,
        action=action if action != "other" else archetype,
        objects=objects,
        companions=companions,
        times=[t.kind for t in roles.time],
        mood=roles.mood,
        roles=roles,
        place_words=place_words,
        words=words,
        deed=_deed(roles, text) if archetype == "investigate" else "",
    )


# a deed that takes something: the case is who took it, the thing to be handed back
THEFT = frozenset(
    {"steal", "steals", "stealing", "stole", "stolen", "take", "takes", "taking", "took", "taken", "nick", "nicked"}
    | {"swipe", "swiped", "swiping", "pinch", "pinched", "snatch", "snatched", "rob", "robbed", "robbing", "pilfered"}
)
CASE_WORDS = frozenset({"case", "mystery", "puzzle", "riddle"})  # the case itself, no deed in it
DEED_WORDS = 4  # at most: a longer deed would say the idea back (`_echo`)
# "who did it": no deed to tell; a pronoun says of whom only in the idea ("who locked her in the attic")
VAGUE = frozenset({"it", "them", "this", "that", "so", "there", "here", "her", "him", "me", "us", "you", "everyone"})


def _deed(roles: Roles, text: str) -> str:
    """What the culprit did, as the idea says it, when it is no theft and says to what: "who
    poisoned the duke" -> "poisoned the duke", "who kidnapped the mayor's poodle" -> "kidnapped the
    mayor's poodle"; a happening the case is about, "solve the murder" -> "is behind the murder";
    "" for a theft, "who did it", or a deed of more words."""
    culprit = next((o for o in roles.goal.objects if o.kind == CULPRIT), None)
    asked = roles.goal.objects[0].kind if roles.goal.objects and culprit is None else ""
    if asked and abstraction(asked) == "happening" and " " not in asked and asked not in CASE_WORDS:
        return f"is behind the {asked}"  # "solve the murder", "the disappearance": no thing was taken
    words = (culprit.words if culprit is not None else "").split()[1:]  # past "who"
    if len(words) < 2 or THEFT & {fold(w) for w in words[:2]} or fold(words[-1]) in VAGUE:
        return ""
    said = re.search(r"\b" + r"(?:'s|s'|')?\s+".join(re.escape(w) for w in words) + r"\b", text, re.I)
    deed = said.group(0) if said else " ".join(words)
    return deed if len(deed.split()) <= DEED_WORDS and ";" not in deed else ""


# where a goal's object is a place the game names for it: home when it is defended or escaped
SCENE_OF_OBJECT = {"protect": "start", "escape": "start", "reach": "goal", "win": "goal", "find": "goal"}


def _scene_word(action: str, roles: Roles) -> tuple[str, str] | None:
    """The scene named for the goal's object ("The Hive" defended, "Talent Show" won), when the
    object is a place, or what is defended or won."""
    where = SCENE_OF_OBJECT.get(action)
    for o in roles.goal.objects:  # (categories as `_categorised` settled them)
        placeish = o.category in ("place", "group") or action in ("protect", "win")
        if where and placeish and o.category not in CREATURES:
            return where, o.kind
    return None


def _category(thing) -> str:
    """A role's category, from the lexicon when the reading left it open (a model's intent may)."""
    if thing.category != "unknown":
        return thing.category
    found = category(thing.kind)
    return found if found in CATS else "unknown"


def _categorised(roles: Roles) -> Roles:
    """The roles with every goal object's category known: a model's intent may leave it open, and
    the game would not know "little brother" is someone to rescue or "coral reef" where to go."""
    objects = [o.model_copy(update={"category": _category(o)}) for o in roles.goal.objects]
    return roles.model_copy(update={"goal": roles.goal.model_copy(update={"objects": objects})})


def _archetype(action: str, roles: Roles, idea: Idea, foes, others, objects, rng: random.Random) -> str:
    if action in ARCHETYPES:
        if action == "collect" and not objects and idea.archetype in ARCHETYPES:
            return idea.archetype
        return action
    if action == "catch" and any(p.foe for p in foes) and not others:
        return "defeat"  # a thief caught is a thief beaten
    if action in WON_AS:
        return WON_AS[action]
    if idea.archetype in ARCHETYPES:
        return idea.archetype
    return _default_archetype(idea, foes, rng)


def _listed_things(objects: list[Item]) -> bool:
    """Whether the goal lists two or more different things and nothing else ("her glasses, her
    keys and her phone"), so a search for them is won with every one."""
    kinds = {o.kind for o in objects}
    named = all(o.category in ("thing", "food") and names_a_thing(re.split(r"[ -]", o.kind)[-1]) for o in objects)
    return len(kinds) >= 2 and named  # (not a word misread among them: "the master key, get")


def _beings_carried(goal) -> bool:
    """Whether a goal takes beings somewhere ("carry the wounded knight back to the castle",
    "return the lost lamb to its fold"): every object a creature; not one fed ("feed the hungry
    alley cats": they are whom the food goes to)."""
    creatures = bool(goal.objects) and all(o.category in CREATURES for o in goal.objects)
    return creatures and goal.verb not in ("feed", "serve", "pay")


def _default_archetype(idea: Idea, foes: list[Person], rng: random.Random) -> str:
    """A goal that suits an idea that names none: foes ask for a fight, things for a search."""
    if foes:
        options = ["defeat", "defeat", "rescue", "escape", "find"]
    elif idea.of_kind("item"):
        options = ["find", "find", "collect", "deliver"]
    elif idea.peaceful:
        options = ["collect", "deliver", "escort", "find", "investigate"]
    else:
        options = list(ARCHETYPES)
    return rng.choice(options)


def _goal_place(roles: Roles, places: list[str]) -> str | None:
    """Where the goal is: the object of an escape or a defence when it is a place, else the
    last place named."""
    if not places:
        return None
    for o in roles.goal.objects:
        if o.category == "place":
            return place_of(o.kind)
    return places[-1]


def _target(roles: Roles, people: list[Person], objects: list[Item]) -> Person | Item | None:
    for o in roles.goal.objects:
        kind = fold(o.kind)
        kinds = (kind, drawn_as(bare_kind(kind)))  # "the baby prince": a friend drawn as a baby (`_person`)
        person = next(
            (p for p in people if p.kind in kinds or p.concept in kinds or (p.name and fold(p.name) == kind)), None
        )
        if person is not None:
            return person
    return objects[0] if objects else None
