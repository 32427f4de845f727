"""What is amended in an intent once its sentence is read (`_reader`): a hero said by a name alone
is a person or a child, of the idea's pronouns' gender; a word for the hero's part ("the hero, a
farmer boy") gives way to who the hero is; roles the sentence did not give come from the
lexicon's term reading (`extract`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import extract
from romsmith.lexicon._intent import Being, Intent, Thing
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import COUNTS
from romsmith.lexicon._words import AGE, CATS, _creature, _fold, _singular, category

# words for the hero's part in the story, not for who the hero is
ROLE_HEROES = frozenset({"hero", "heroine", "protagonist", "main character", "character", "player character"})


# what a given name may also be as a word: a flower or a feeling ("Lily", "Rose", "Hope", "Joy")
_NAMES_AS_WORDS = frozenset({"plant", "feeling"})


def _name_as_word(intent: Intent) -> Intent:
    """A hero said by one capitalised word that WordNet first knows as a flower or a feeling, with
    no article, who does the goal's deed, is a person of that name ("Only Lily can break the
    spell"); the reading as it is else."""
    hero = intent.heroes[0]
    said = (hero.words or "").split()
    if hero.name or len(said) != 1 or not said[0][:1].isupper() or not intent.goal.verb:
        return intent
    first_sense = W.categories(_fold(hero.kind), 1)
    if first_sense and first_sense[0] not in _NAMES_AS_WORDS:
        return intent
    if _fold(said[0]) != _fold(hero.kind):
        return intent
    named = hero.model_copy(update={"kind": "person", "category": "person", "name": said[0]})
    return intent.model_copy(update={"heroes": [named, *intent.heroes[1:]]})


def _named_person(intent: Intent, idea: str) -> Intent:
    """A hero said by a name alone is a person ("Mina must find the healing flower"), a child when
    said little or of an age under 13 ("Little Tom"), a teenager of 13 to 19 ("fourteen-year-old Lumi"): the name is no kind a sprite can be found for. Its gender is the idea's pronouns', when they all agree
    ("to save her village, Mina must ...")."""
    hero = intent.heroes[0]
    said = _fold(hero.kind)
    names = {_fold(hero.name or "")} | set(_fold(hero.name or "").split())
    if not hero.name or said not in names or X.lookup(said) or intent.language != "en":
        return intent  # (German capitalises every noun: "das Raumschiff zerstört die Meteore")
    pronouns = set(re.findall(r"\b(she|her|hers|herself|he|him|his|himself)\b", idea.lower()))
    female, male = pronouns & {"she", "her", "hers", "herself"}, pronouns & {"he", "him", "his", "himself"}
    gender = "female" if female and not male else "male" if male and not female else hero.gender
    words = (hero.words or "").lower().split()
    child = "little" in words or any(AGE.fullmatch(w) and int(_age(w)) < 13 for w in words)  # "Little Tom"
    teen = any(AGE.fullmatch(w) and 13 <= int(_age(w)) <= 19 for w in words)  # "fourteen-year-old Lumi"
    kind = "child" if child else "teenager" if teen else "person"
    person = hero.model_copy(update={"kind": kind, "category": "person", "gender": gender})
    return intent.model_copy(update={"heroes": [person, *intent.heroes[1:]]})


# "you are the younger one": one of beings the idea said before it, as many
_ONE_OF = re.compile(r"\bthe (?:\w+est|\w+er|last|first|other|new|little|only) one\b", re.I)


def _one_of_many(intent: Intent, idea: str) -> Intent:
    """A hero said as "the younger one" is one of the beings said as many before it ("Two rival
    chefs cook for the queen; you are the younger one": a chef); the reading as it is when no
    such beings were said."""
    hero = intent.heroes[0]
    said = _ONE_OF.search(idea)
    if hero.kind != "one" or said is None:
        return intent
    before = re.findall(r"[a-z][a-z'-]*", idea[: said.start()].lower())
    many = [w for w in before if _singular(w) != w and _creature(_singular(w))]
    if not many:
        return intent
    kind = _singular(many[-1])
    one = hero.model_copy(update={"kind": kind, "category": category(kind), "count": 1})
    return intent.model_copy(update={"heroes": [one, *intent.heroes[1:]]})


# "a diver named Tamsin", "a plumber mouse called Gus": someone the idea names, and what they are
_NAMED = re.compile(
    r"\b(?:a|an)\s+((?:[a-z][a-z'-]*\s+){0,3}[a-z][a-z'-]*)\s+(?:named|called)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
)

# what the player has or takes along: "you have", "you've got", "with"
_YOURS = re.compile(r"\b(?:you(?:'ve|\s+have|\s+got|\s+own)|with)\b", re.I)


def _named_instead(intent: Intent, idea: str, read_one: Callable[[str], Intent]) -> Intent:
    """The one being the idea names ("a diver named Tamsin", "you're a plumber mouse named Gus")
    as the hero, when the reading found no one but the player; not a being the goal is about or
    a foe ("rescue a princess named Zelda", "a wizard named Zog attacks")."""
    if intent.hero.kind != "player" or intent.hero.name or intent.language != "en":
        return intent
    said = list(_NAMED.finditer(idea))
    if len(said) != 1 or _YOURS.search(re.split(r"[.!?]", idea[: said[0].start()])[-1]):
        return intent  # "You have a shotgun, a dog called Biscuit and ...": the player's, going along
    words, name = said[0].groups()
    being = read_one(f"A {words} named {name} goes home.").heroes[0]
    if being.kind == "player" or being.name != name or not _creature(being.kind):
        return intent
    others = intent.goal.objects + intent.opponents
    if _has(others, being.kind) or any(_fold(name) in _fold(r.words or r.kind) for r in others):
        return intent
    return intent.model_copy(update={"heroes": [being, *intent.heroes[1:]]})


def _named_foe(intent: Intent, idea: str) -> Intent:
    """A foe the idea names right after saying what it is ("the dragon Smaug", "the frost giant
    Ymar", "a wizard named Zog") has that name: a capitalised word no table or WordNet knows, or
    any capitalised word after "named" or "called"."""
    foes = []
    for foe in intent.opponents:
        said = (foe.words or foe.kind).strip()
        found = None if foe.name or not said else re.search(rf"(?i:\b{re.escape(said)})\s+{_FOE_NAME}", idea)
        name = found.group(2) if found else ""
        if name and (found.group(1) or not any(X.lookup(_fold(w)) or W.is_noun(_fold(w)) for w in name.split())):
            foe = foe.model_copy(update={"name": name[:24]})
        foes.append(foe)
    return intent.model_copy(update={"opponents": foes}) if foes != intent.opponents else intent


# a name after a foe's words: "Smaug", "named Zog", "called Old Grim"
_FOE_NAME = r"((?:named|called)\s+)?([A-Z][a-z-]+(?:\s+[A-Z][a-z-]+)?)\b(?!['’])"  # not "Mia's"


def _age(said: str) -> int:
    """The years of an age said so ("8-year-old", "eight-year-old"; 99 when not a number)."""
    first = said.split("-")[0]
    return int(first) if first.isdigit() else COUNTS.get(first, 99)


def _drop_role_word(intent: Intent, idea: str) -> None:
    """ "The hero, a farmer boy, must fight ...": the farmer boy, not a hero and a farmer boy; "the
    landlord, a fat greedy rat, visits ...": one rat (what the apposition says the first is)."""
    if len(intent.heroes) < 2 or (intent.heroes[0].count or 1) > 1 or (intent.heroes[1].count or 1) > 1:
        return
    first, second = intent.heroes[0].words, intent.heroes[1].words
    said = re.search(  # "the landlord, a fat greedy rat, visits": not a list ("a knight, a wizard, and a thief")
        rf"\b(the|his|her|their|its|my|our) {re.escape(first.split(' ', 1)[-1])}\s*,\s*(a|an) "
        rf"{re.escape(second.split(' ', 1)[-1])}\s*,(?!\s*(and|or|a|an|the)\b)",
        idea,
        re.I,
    )
    role = intent.heroes[0].kind in ROLE_HEROES and re.search(
        rf"{re.escape(first)}\s*,\s*{re.escape(second)}", idea, re.I
    )
    if first and second and (said or role) and not intent.heroes[0].name:
        intent.heroes[:] = intent.heroes[1:]


def _fill_from_terms(intent: Intent, idea: str, set_aside: set[str] = frozenset(), ordered: bool = False) -> None:
    """Roles the sentence did not give, from the lexicon's term reading (`extract`): the goal's
    archetype and object, the hero; for verb-last languages also the foes its tables know. A hero
    named only in the words the reader set aside is none ("like Pokemon but ...")."""
    terms = extract(idea)
    hero = terms.hero
    if hero is not None and (_fold(hero.text) in set_aside or ordered):
        hero = None  # (an order's words name whom it is about, not who gives it: "stack the crates so ...")
    if hero is not None and hero.kind == "name" and hero.title:
        hero = None  # "face the skeleton king": a foe's title, nobody's name
    kind = (hero.of or hero.concept if hero.kind == "name" else hero.concept) if hero is not None else None
    if hero is not None and (hero.kind != "name" or hero.of) and _has(intent.opponents + intent.helpers, kind or ""):
        hero = None  # "blast the robots", "help the owl find ...": whom an order is about, not who gives it
    roles = intent.places + intent.goal.objects + intent.opponents + intent.helpers + intent.bystanders
    if hero is not None and hero.kind != "name" and any(_fold(hero.text) in _fold(r.words) for r in roles if r.words):
        hero = None  # "catch the moonlight moths", "hide from the Clockwork Hounds": what the order is about
    named = {(b.name or "").lower() for b in intent.helpers + intent.opponents}
    if (
        hero is not None
        and hero.kind == "name"
        and (any(hero.concept.lower() in r.words.lower() for r in roles) or hero.concept.lower() in named)
    ):
        hero = None  # "defend Earth's last colony ship", "out of Castle Drear": a place's or a thing's name
    if hero is not None and hero.kind == "name" and _fold(hero.concept) == _fold(intent.hero.name or ""):
        hero = None  # "as Mira, find the cat": the player already has that name
    if (intent.hero.kind == "player" or terms.language in ("ja", "zh")) and hero is not None:
        intent.heroes[0] = Being(
            kind=(kind or "hero")[:40],
            category=category(kind or "") if category(kind or "") in CATS else "unknown",
            name=hero.concept[:24] if hero.kind == "name" else None,
            words=hero.text[:80],
        )
    goal = next((t for t in terms.of_kind("goal") if t.concept == terms.archetype), None)
    if intent.goal.action == "other" and goal is not None and not intent.goal.verb:
        intent.goal.action = goal.concept
        intent.goal.words = goal.text[:80]
        if goal.of and not intent.goal.objects:
            intent.goal.objects = [
                Thing(
                    kind=goal.of[:40],
                    category=category(goal.of) if category(goal.of) in CATS else "unknown",
                    words=goal.of[:80],
                )
            ]
    if terms.language in ("ja", "zh") and not intent.opponents:
        for t in terms.of_kind("character"):
            if X.stance(t.concept) == "foe" and not t.hero:
                intent.opponents.append(
                    Being(kind=t.concept, category=category(t.concept), hostile=True, words=t.text[:80])
                )
