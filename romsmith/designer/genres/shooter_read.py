"""What a shooter idea names, as the shooter designer acts on it: what the player flies (a craft,
or a creature the idea puts in the lead), what it shoots down, the boss and where.

Characters, places and goals come from the lexicon's reading (`_intent`), like every genre's.
Crafts, rocks and fleets are a shooter's own words: the lexicon's tables read "spaceship" and
"asteroid" as places in space, so this module keeps them, in the lexicon's languages (folded:
lower case, no accents), and finds them as whole words (Japanese and Chinese ones anywhere).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from romsmith.designer._intent import read_intent
from romsmith.lexicon import abstraction, creature_kind, flies_craft, fold, synonyms

# concept -> the words and phrases that name it, `|`-separated; a concept is also the word its
# sprite answers to
CRAFTS = {
    "spaceship": "spaceship|spaceships|space ship|starship|starships|starfighter|starfighters|spacecraft|"
    "rocket|rockets|rocket ship|shuttle|space fighter|raumschiff|raumschiffe|raumgleiter|rakete|vaisseau|"
    "vaisseaux|vaisseau spatial|fusee|navette|nave espacial|naves espaciales|cohete|astronave|astronavi|"
    "nave spaziale|razzo|foguete|ruimteschip|raket|宇宙船|ロケット|飞船|宇宙飞船|火箭",
    "jet": "jet|jets|plane|planes|airplane|airplanes|aeroplane|aircraft|biplane|warplane|fighter jet|"
    "fighter plane|flugzeug|flugzeuge|kampfjet|avion|avions|avion de chasse|caza|aereo|aerei|aviao|avioes|"
    "vliegtuig|straaljager|飛行機|戦闘機|飞机|战斗机",
}
FOES = {
    "asteroid": "asteroid|asteroids|meteor|meteors|meteorite|meteorites|comet|comets|space rock|space rocks|"
    "asteroiden|meteorit|meteoriten|komet|kometen|asteroide|asteroides|meteore|meteores|comete|cometes|"
    "meteoro|meteoros|cometa|asteroidi|meteora|meteoriet|小惑星|隕石|小行星|陨石",
    "raider": "raider|raiders|drone|drones|interceptor|interceptors|invader|invaders|gunship|gunships|"
    "enemy ship|enemy ships|enemy fighters|armada|fleet|squadron|drohne|drohnen|abfangjager|flotte|"
    "envahisseur|envahisseurs|escadrille|dron|invasor|invasores|flota|escuadron|invasori|flotta|"
    "squadriglia|frota|esquadrilha|vloot|indringers|敵機|艦隊|敌机|舰队",
}
BOSSES = {
    "mothership": "mothership|motherships|battleship|flagship|dreadnought|warship|star destroyer|"
    "mutterschiff|schlachtschiff|flaggschiff|vaisseau mere|cuirasse|nave nodriza|acorazado|nave madre|"
    "corazzata|ammiraglia|nave mae|encouracado|moederschip|slagschip|母艦|母舰|旗舰",
}
SPACE_FOES = ("asteroid",)  # foes that put a level in space
FLYERS = ("witch", "fairy", "wizard", "astronaut")  # people who fly by themselves (in a suit)
MOUNT = r"(?<![a-z])(?:([a-z]+) riders?|riding (?:a |an |the |his |her )?([a-z]+))(?![a-z])"
# words that make what follows them a target: "blast the robots" fights robots
SHOOTING = r"(?:blast|blasts|blasting|shoot|shoots|shooting|destroy|destroys|zap|zaps)"
BETWEEN = r"(?:(?:the|a|an|all|down|at|those|these|evil|enemy)\s+)*"


def _found(words: str, text: str, folded: str) -> int | None:
    """Where the first of `words` (`|`-separated phrases) occurs in the idea, or None: Latin ones
    as whole words of the folded idea, Japanese and Chinese ones anywhere in it."""
    best = None
    for phrase in words.split("|"):
        if phrase.isascii():
            m = re.search(rf"(?<![a-z]){re.escape(phrase)}(?![a-z])", folded)
            at = m.start() if m else None
        else:
            at = text.find(phrase)
            at = at if at >= 0 else None
        if at is not None and (best is None or at < best):
            best = at
    return best


def _targets(folded: str) -> set[str]:
    """The words right after a shooting verb (articles between allowed): what is shot at."""
    return set(re.findall(rf"(?<![a-z]){SHOOTING}\s+{BETWEEN}([a-z]+)", folded))


def _where(person, folded: str) -> int:
    """Where the idea first names a person (its own word, else its concept), or the end."""
    for word in (person.word, person.concept):
        m = re.search(rf"(?<![a-z]){re.escape(word)}", folded) if word else None
        if m:
            return m.start()
    return len(folded)


def _mount(folded: str, people: list) -> object | None:
    """The one the idea rides ("a dragon rider", "riding a unicorn"), among `people`."""
    for pair in re.findall(MOUNT, folded):
        word = next(w for w in pair if w)
        for p in people:
            if p.concept and (word in (p.concept, p.word) or word in synonyms("character", p.concept)):
                return p
    return None


@dataclass
class ShooterIdea:
    hero: str  # the concept the player flies: a craft or a character
    hero_name: str | None = None  # a name the idea gives the hero
    foes: list[str] = field(default_factory=list)  # concepts of the waves' enemies, in the idea's order
    boss: str | None = None  # a concept the idea makes the boss (a fleet's flagship, a titled foe)
    boss_title: str = ""  # "the goblin king": the boss's title
    foe_words: dict[str, str] = field(default_factory=dict)  # a foe concept -> the idea's word ("owl": "crow")
    foe_names: dict[str, str] = field(default_factory=dict)  # a foe concept -> the name the idea gives it
    places: list[str] = field(default_factory=list)  # place concepts, in the idea's order
    space: bool = True  # the level flies through space (else over the idea's place)
    defended: str = ""  # what the idea's protect goal defends, no being ("honey jar"): the last stand's place

    @property
    def on_foot(self) -> bool:
        """The player is a person who neither flies a craft nor flies by themselves."""
        return on_foot(self.hero)


def on_foot(concept: str) -> bool:
    """Whether a shooter's player of `concept` fights on foot (a farmer), not in the air."""
    return creature_kind(concept) == "person" and concept not in FLYERS


def read_shooter(idea: str, rng: random.Random) -> ShooterIdea:
    intent = read_intent(idea, rng)
    folded = fold(idea)
    crafts = sorted((at, c) for c, w in CRAFTS.items() if (at := _found(w, idea, folded)) is not None)
    foes_named = sorted((at, c) for c, w in FOES.items() if (at := _found(w, idea, folded)) is not None)
    boss_named = next((c for c, w in BOSSES.items() if _found(w, idea, folded) is not None), None)
    lead = intent.hero.concept or ""
    words = {lead, intent.hero.word} - {""}
    if words & _targets(folded) or any(w + "s" in _targets(folded) for w in words):
        intent.foes.insert(0, intent.hero)  # "blast the robots": the robots are the foes
        lead = ""
    mount = _mount(folded, intent.foes + intent.others)
    if mount is not None:  # "a dragon rider": the dragon flies, the rider on it
        intent.foes = [p for p in intent.foes if p is not mount]
        lead = mount.concept
    others = [p for p in intent.foes + intent.others if p.concept]
    if not lead and not crafts and len(others) >= 2:  # "the dragon shoots down the bats": who comes first flies
        first = min(others, key=lambda p: _where(p, folded))
        intent.foes = [p for p in intent.foes if p is not first]
        lead = first.concept
    if crafts and lead and creature_kind(lead) != "person" and _where(intent.hero, folded) != crafts[0][0]:
        intent.foes.insert(0, intent.hero)  # a craft flies: the creature in the lead is what it fights
        lead = ""
    if creature_kind(lead) == "person" and (flies_craft(lead) or flies_craft(intent.hero.word)):
        lead = ""  # a pilot: the craft is what flies; any other person in the lead is on foot
    hero = crafts[0][1] if crafts else lead
    foes = [p.concept for p in intent.foes if p.concept and p.concept != hero]
    foes += [c for _at, c in foes_named if c not in foes]
    titled = next((p for p in intent.foes if p.title), None)
    boss = boss_named or (titled.concept if titled else None)
    places = list(intent.places)
    space = (
        "space" in places
        or (bool(crafts) and crafts[0][1] == "spaceship")
        or any(c in SPACE_FOES for _at, c in foes_named)
        or boss_named is not None
    )
    if not hero:  # no craft, no lead character: a craft that suits where it flies
        hero = "spaceship" if space or not places else "jet"
    return ShooterIdea(
        hero=hero,
        hero_name=intent.hero.name,
        foes=list(dict.fromkeys(foes))[:3],
        foe_words={c: w for p in reversed(intent.foes) if (c := p.concept) and (w := p.word or p.kind)},
        foe_names={c: p.name for p in reversed(intent.foes) if (c := p.concept) and p.name},
        boss=boss,
        boss_title=titled.title if titled else "",
        places=places,
        space=space or (not places and hero == "spaceship"),
        defended=_defended(intent),
    )


def _defended(intent) -> str:
    """What a protect goal defends when it is a place or a thing ("defends the honey jar"), as the
    reading names it; "" for another goal, a being (whom a level could not show) or a notion."""
    which = intent.scene_word
    if intent.action != "protect" or which is None or which[0] != "start" or abstraction(which[1]):
        return ""
    if set(which[1].split()) & set(intent.times):
        return ""  # not "keep winter going": a season is no place a level is
    return which[1]
