"""Who plays which part, where, and what the story outline says, for each archetype: rescue,
find, defeat, deliver, escort, collect, escape, investigate. Every character the idea names gets
a place in the cast (as the part it asks for, else as a friend or a foe on the way)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from romsmith.designer import _protocol as P
from romsmith.designer._casting import look, resolve_sprites, sprite_for, stem
from romsmith.designer._intent import Intent, Item, Person
from romsmith.designer._names import LEADERS, Namer, fit
from romsmith.designer._places import Planned, add_marker
from romsmith.designer._themes import wants
from romsmith.lexicon import CULPRIT, abstraction, category, creature_kind, stance

ENGINE_ITEMS = 16  # RS_MAX_ITEMS (generators.spec.MAX_ITEMS; a test keeps the two equal)
MAX_ITEMS = 12  # of the engine's 16: room for the keys the steps add
MAX_SPRITES = 15  # different sprites in one game: the engine's sprite palettes
MAX_IN_SCENE = 14  # actors in one scene, of the engine's 16 (room to spare)
PARCELS = ("letter", "parcel", "cake", "flower", "potion", "book")
CAPTIVES = ("princess", "child", "prince", "girl", "boy", "old woman", "cat", "dog")
GIVERS = ("elder", "farmer", "merchant", "old woman", "monk", "king", "queen", "sailor")
PEOPLE = (
    "farmer",
    "merchant",
    "monk",
    "chef",
    "doctor",
    "teacher",
    "sailor",
    "woman",
    "man",
    "maiden",
    "elder",
    "old woman",
)


def _being(word: str) -> bool:
    """Whether a word can call a foe: not a place, a group ("army") or a happening ("fight")."""
    return category(word) not in ("unknown", "place", "group") and abstraction(word) != "happening"


def said_word(word: str, limit: int) -> str:
    """The idea's own word for a foe as it can name it: whole when short enough to be shown whole,
    else its last word ("pickpocket rat": rat); "" for one that calls no foe ("boss fight",
    "crab army") or that the lexicon cannot place."""
    word = word if len(word) <= limit else (word.split() or [""])[-1]
    return word if word and len(word) <= limit and _being(word.split()[-1]) else ""


def said_words(foes: list[Person], limit: int) -> dict[str, str]:
    """The idea's own word for each foe's concept, where it can name it ("owl": "crow"); of two
    foes of one concept, the first said."""
    return {f.concept: w for f in reversed(foes) if f.concept and (w := said_word(f.word or f.kind, limit))}


@dataclass
class Built:
    cast: list[dict] = field(default_factory=list)
    outline: dict = field(default_factory=dict)
    items: dict[str, str] = field(default_factory=dict)  # item id -> display name


class Quest:
    """The cast and outline of one game, filled by an archetype's builder."""

    def __init__(
        self,
        intent: Intent,
        planned: Planned,
        sprites: list,
        limits,
        rng: random.Random,
        tone: str = "normal",
        *,
        items_kept: int = 0,
    ):
        self.i, self.p, self.sprites, self.limits, self.rng = intent, planned, sprites, limits, rng
        self.items_kept = items_kept  # items a genre adds after the plan (a battle's potion)
        self.built = Built()
        self.ids: set[str] = set()
        self.placed: set[int] = set()  # ids of the intent's people already cast
        self.used_terms: set[int] = set()  # ids of the idea's things already in the game
        self.combat = not intent.peaceful
        self.tone = tone  # gentle | normal | hard
        self.opened: set[str] = set()  # locks something already opens
        self.copies: dict[str, str] = {}  # actor id -> the actor it is a copy of

    # ---- actors ----
    def add(
        self, ident: str, role: str, scene: str, concept: str, part: str, name: str | None = None, copy_of: str = ""
    ) -> dict:
        """An actor of the plan; `copy_of` another actor's id when it is that one met again
        elsewhere (it takes its name once everyone is named)."""
        base = P.snake(ident, "actor")
        ident, n = base, 1
        while ident in self.ids:
            n += 1
            ident = f"{base}_{n}"
        self.ids.add(ident)
        actor = {"id": ident, "name": name or "", "role": role, "scene": scene, "concept": concept, "part": part}
        self.built.cast.append(actor)
        if copy_of:
            self.copies[ident] = copy_of
        return actor

    def person(self, ident: str, who: Person | None, role: str, scene: str, part: str, default: str) -> dict:
        if who is not None:
            self.placed.add(id(who))
            concept = who.concept or default
            # the idea's own word when a sprite answers to it ("mayor"): names take its title
            if who.word and sprite_for(who.word, role, self.sprites) is not None:
                concept = who.word
            elif who.kind and sprite_for(concept, role, self.sprites, big=role == "boss") is None:
                concept = who.kind  # nothing draws it in this part: the nearest to the idea's own word
            name = who.full_name if role != "enemy" else None
            actor = self.add(ident, role, scene, concept, part, name)
            if who.title and who.foe:
                actor["_title"] = who.title  # named below, then dropped: no field of the plan
            return actor
        return self.add(ident, role, scene, default, part)

    def target_person(self) -> Person | None:
        return self.i.target if isinstance(self.i.target, Person) else None

    def target_item(self) -> Item | None:
        return self.i.target if isinstance(self.i.target, Item) else None

    def pick(self, options) -> str:
        return self.rng.choice(list(options))

    # ---- items ----
    def item(self, concept: str, name: str | None = None) -> str:
        ident = P.snake(concept, "item")
        self.built.items.setdefault(ident, fit(name or concept.title(), self.limits.name_chars))
        return ident

    def key_item(self) -> str:
        theme = self.p.by_id(self.p.goal)["theme"]
        name = wants(theme).get("key", "Old Key")
        return self.item(name.lower(), name)

    def thing_item(self, t: Item) -> str:
        """An item for a thing the idea names, called as the idea calls it (in English, one of it)."""
        self.used_terms.add(id(t))
        return self.item(t.kind, t.kind.title())

    def wanted_item(self, held: bool = False) -> str:
        """The item the goal is about: the goal's thing, else another the idea names, else the goal
        place's treasure; `held`: only a thing that can be taken ("who took the murder" cannot)."""
        named = [self.target_item(), *(x for x in self.i.items if id(x) not in self.used_terms)]
        t = next((x for x in named if x is not None and (not held or takeable(x.kind))), None)
        if t is not None:
            return self.thing_item(t)
        return self.item(wants(self.p.by_id(self.p.goal)["theme"]).get("treasure", "gem"))

    def item_room(self) -> int:
        """Items the game can still hold: the engine's limit less the items so far and a key for
        each lock (the writers add the keys after the plan)."""
        from romsmith.designer._steps import keys

        held = set(self.built.items) | {ident for ident, _name in keys({"scenes": self.p.scenes}).values()}
        return ENGINE_ITEMS - len(held) - self.items_kept

    def gifts(self) -> None:
        """Things the idea names that the quest does not use: found in chests on the way."""
        spots = [s for s in self.p.outdoor if s != self.p.goal] or [self.p.start]
        kept = (x for x in self.i.items if id(x) not in self.used_terms and takeable(x.kind))  # no "Mystery" in a chest
        for n, t in enumerate(kept):
            if len(self.built.items) >= MAX_ITEMS or self.item_room() <= 0:
                break
            ident = self.thing_item(t)
            if ident not in (self.built.outline.get("key_item"), self.built.outline.get("treasure")):
                self.chest(spots[n % len(spots)], P.cut(f"gift_{ident}", 30))

    # ---- shared pieces ----
    def hero(self) -> dict:
        h = self.i.hero
        default = {"investigate": "detective", "escape": "warrior", "deliver": "postman"}.get(self.i.archetype)
        default = default or self.pick(("warrior", "archer", "knight", "girl", "boy", "wizard"))
        return self.person("hero", h if (h.concept or h.name) else None, "player", self.p.start, "hero", default)

    def lock(self, scene_id: str, flag: str) -> None:
        add_marker(self.p.by_id(scene_id), f"locked {flag}")

    def chest(self, scene_id: str, chest_id: str) -> str:
        add_marker(self.p.by_id(scene_id), f"chest {chest_id}")
        return chest_id

    def boss(self, scene: str, who: Person | None = None) -> dict | None:
        if not self.combat:
            return None
        if who is None:  # the idea's foe drawn biggest leads
            free = [f for f in self.i.foes if id(f) not in self.placed]
            drawn_big = [f for f in free if f.concept and self._big(f.concept)]
            who = (drawn_big or free or [None])[0]
        theme = self.p.by_id(scene)["theme"]
        concept = self.pick(wants(theme).get("bosses", ["orc"]))
        return self.person("boss", who, "boss", scene, "boss", concept)

    def _big(self, concept: str) -> bool:
        found = sprite_for(concept, "boss", self.sprites, big=True)
        return found is not None and look(found).big

    def foes(self) -> None:
        """Plain foes on the way: the idea's own foes first, in every scene but the start."""
        if not self.combat:
            return
        named = [f for f in self.i.foes if id(f) not in self.placed]
        for f in named:  # a foe only a big frame draws can only be a boss: the goal's, when free
            small = sprite_for(f.concept or "", "enemy", self.sprites) if f.concept else None
            bossless = not any(a["role"] == "boss" for a in self.built.cast)
            if f.concept and small is None and bossless and self._big(f.concept):
                self.boss(self.p.goal, f)
        named = [f for f in named if id(f) not in self.placed]
        scenes = [s for s in self.p.outdoor if s != self.p.start] + [r for r in self.p.rooms if r != self.p.start]
        for f in (f for f in named if f.title and scenes):  # the goblin king leads its goblins
            self.person(f"{f.concept}_{f.title}", f, "enemy", scenes[-1], "foe", f.concept or "orc")
        idea_kinds = [f.concept for f in self.i.foes if f.concept and f.kind != CULPRIT]  # whoever did it: one
        for depth, sid in enumerate(scenes):
            theme = self.p.by_id(sid)["theme"]
            kinds = idea_kinds or wants(theme).get("foes", ["slime", "bat"])
            extra = {"gentle": 0, "hard": 1}.get(self.tone, self.rng.random() < 0.5)
            for k in range(1 + (depth >= 1) + extra):
                concept = kinds[(depth + k) % len(kinds)]
                self.add(f"{concept}_{depth}_{k}", "enemy", sid, concept, "foe")
        for f in named:
            self.placed.add(id(f))

    def friends(self) -> None:
        """Everyone the idea names who has no part yet: met on the way."""
        spots = self.p.middle() + [self.p.start] + list(self.p.rooms)
        for n, who in enumerate(o for o in self.i.others + self.i.foes if id(o) not in self.placed):
            role = "enemy" if who.foe and self.combat else "npc"
            scene = spots[n % len(spots)]
            self.person(who.label, who, role, scene, "foe" if role == "enemy" else "friend", "villager")

    def furnish(self) -> None:
        """A scene with nobody and nothing in it gets someone to meet, or a chest to rest by."""
        busy = {a["scene"] for a in self.built.cast}
        for n, sid in enumerate(s["id"] for s in self.p.scenes):
            scene = self.p.by_id(sid)
            if sid in busy or P.chest_ids(scene) or P.exit_id(scene):
                continue
            if self.rng.random() < 0.7:
                self.add(f"local_{n + 1}", "npc", sid, self.pick(PEOPLE), "friend")
            else:
                self.chest(sid, f"rest_{n + 1}")

    def companions(self) -> None:
        """Who goes along with the hero ("two sisters"): met at the start, then beside the hero
        in every scene on the way (shown once they have joined)."""
        from romsmith.designer._shape import route

        links = {s["id"]: list(s.get("exits", [])) for s in self.p.scenes}
        for n, who in enumerate(self.i.companions[:1]):
            first = self.person(f"companion_{n + 1}", who, "npc", self.p.start, "companion", "girl")
            for k, sid in enumerate(route(links, self.p.start, self.p.goal)[1:], start=1):
                self.add(f"{first['id']}_{k}", "npc", sid, first["concept"], "companion_copy", copy_of=first["id"])

    def helper(self) -> None:
        """Someone on the road to rest with (a save point)."""
        if self.p.middle():
            self.add(
                "healer", "npc", self.p.middle()[-1], self.pick(("monk", "doctor", "old woman", "fairy")), "helper"
            )

    def fit_scenes(self, most: int = MAX_IN_SCENE) -> None:
        """At most `most` actors in a scene (the engine shows 16 besides the player): plain foes
        leave a crowded scene first, the last placed first, then the followers of a wave (its
        leader stays: beating it brings the next wave), then a boss's minions."""
        for sid in {a["scene"] for a in self.built.cast}:
            here = [a for a in self.built.cast if a["scene"] == sid and a["role"] != "player"]
            spare = [a for part in ("foe", "wave", "minion") for a in reversed(here) if a["part"] == part]
            for a in spare[: max(0, len(here) - most)]:
                self.built.cast.remove(a)

    def trim_sprites(self, most: int = MAX_SPRITES) -> None:
        """At most `most` different sprites (the engine's sprite palettes): plain foes take the
        kinds already drawn most, the fewest-drawn first; then keepers of locks (anyone can keep
        a gate) take the people already drawn most."""
        for _ in range(len(self.built.cast)):
            drawn = resolve_sprites(self.built.cast, self.sprites)
            users: dict[str, list[dict]] = {}
            for a in self.built.cast:
                if a["id"] in drawn:
                    users.setdefault(drawn[a["id"]].id, []).append(a)
            if len(users) <= most:
                return
            if not (
                self._share(users, ("foe", "minion", "wave", "wave_leader"), "enemy")
                or self._share(users, ("keeper",), "npc")
            ):
                return

    def _share(self, users: dict[str, list[dict]], parts: tuple[str, ...], role: str) -> bool:
        """Draw the actors of the fewest-drawn sprite all of whose actors play `parts` as the most
        drawn sprite of `role`; False when there is no such pair."""
        movable = [s for s, actors in users.items() if all(a["part"] in parts for a in actors)]
        if not movable:
            return False
        rare = min(movable, key=lambda s: (len(users[s]), s))
        common = max(  # the sprite's own name draws it every time ("outlaw" may be a thief or a raider)
            (
                s
                for s in users
                if s != rare and any(a["role"] == role for a in users[s]) and self._draws(stem(s), role, s)
            ),
            key=lambda s: (len(users[s]), s),
            default=None,
        )
        if common is None:
            return False
        concept = stem(common)
        for a in users[rare]:
            a["concept"] = concept
        return True

    def _name_bosses(self, namer: Namer) -> set[str]:
        """A boss of the idea's foes called by the idea's word: one lich is the Lich (the
        skeletons drawn for it on the way are not liches), many ghouls are led by the Ghoul Lord;
        a boss the idea names ("the frost giant Ymar") keeps its name. Returns the concepts of
        the creatures the idea says are one."""
        lone = set()
        for a in self.built.cast:
            if a["role"] != "boss" or a.get("_title") or a["id"] in self.copies:
                continue
            who = next((f for f in self.i.foes if a["concept"] in (f.concept, f.kind, f.word)), None)
            word = said_word(who.word or who.kind, self.limits.name_chars) if who is not None else ""
            if not word or (category(word) == "person" and stance(word) == "friend"):
                continue  # "your little sisters", misread as foes, lead nobody
            if not a["name"]:
                led = LEADERS.get(creature_kind(word) or category(word), "{}").format(word.title())
                a["name"] = namer.monster(led if who.many and len(led) <= self.limits.name_chars else word)
            if not who.many and category(who.concept or "") != "person":
                lone.add(who.concept)  # (a person's men keep the word: Duchess, not the concept's Princess)
        return lone

    def _draws(self, concept: str, role: str, sprite: str) -> bool:
        found = sprite_for(concept, role, self.sprites)
        return found is not None and found.id == sprite

    # ---- names ----
    def name_everyone(self, namer: Namer, guidelines: list[str] = ()) -> None:
        sprites = resolve_sprites(self.built.cast, self.sprites, guidelines)
        for a in self.built.cast:
            if a["name"]:
                a["name"] = namer.keep(a["name"])
        said = said_words(self.i.foes, self.limits.name_chars)
        lone = self._name_bosses(namer)
        for a in self.built.cast:
            title = a.pop("_title", "")
            if a["name"] or a["id"] in self.copies:
                continue
            sprite = sprites.get(a["id"])
            if title:
                a["name"] = namer.titled(
                    title.title(),
                    "male"
                    if title in ("king", "prince")
                    else "female"
                    if title in ("queen", "princess", "witch")
                    else "any",
                )
                continue
            seen = look(sprite) if sprite is not None else None
            kind = creature_kind(a["concept"]) or ("person" if sprite is None else "")
            if a["role"] == "enemy" and said.get(a["concept"]) and a["concept"] not in lone:
                a["name"] = namer.foe(said[a["concept"]])  # the idea's "crow", drawn as an owl
            elif a["role"] == "enemy":
                a["name"] = namer.foe(a["concept"] if stance(a["concept"]) else stem(sprite.id) if sprite else "foe")
            elif a["role"] == "boss":
                a["name"] = namer.monster(
                    a["concept"] if creature_kind(a["concept"]) else stem(sprite.id) if sprite else "beast"
                )
            elif kind in ("animal", "monster", "machine"):
                a["name"] = namer.pet()
            else:
                a["name"] = namer.person(a["concept"], seen.gender if seen else "any", seen.age if seen else "adult")
        by_id = {a["id"]: a for a in self.built.cast}
        for ident, lead in self.copies.items():
            if ident in by_id and lead in by_id:
                by_id[ident]["name"] = by_id[lead]["name"]


def takeable(kind: str) -> bool:
    """Whether a thing can be taken and handed back: not a happening or a notion ("the murder",
    "the mystery"), a person, a group or a place ("the guest", "the colony")."""
    head = kind.split()[-1] if kind.split() else kind
    return not abstraction(head) and category(head) not in ("person", "group", "place")
