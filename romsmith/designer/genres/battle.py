"""The turn-based RPG: an adventure overworld whose enemies start battles when they touch the
hero, and a last battle against the idea's boss that wins the game.

The idea decides the party (its size and its heroes: `battle_read`), the foes met on the way and
the one fought last. The plan is an adventure's of the goal "defeat" (the adventure writers lay
out the overworld, its people and its story) plus one battle per overworld scene with enemies,
then the boss's; a battle's `purpose` carries what every writer needs to write it the same way
(the party, whose foes, its place in the order). The cast writer gives each enemy its battle as
an encounter and a flag that keeps it gone once beaten; the world writer writes the battles,
tuned by `battle_tune` to be won by the greedy party with no items, harder one after another;
the story writer declares those flags and the potions the battles give and use.

Every battle but the boss's offers a swift win, optional side content: won by the round the
greedy party wins it in, it also gives an elixir (a member's hp in full) for the battles to
come; the giver, who tells the hero the quest, ends with one line saying so. The swift wins and the line are drawn last, so
each design's battles, numbers and words stay as they were.
"""

from __future__ import annotations

import dataclasses
import random

from romsmith.designer import _protocol as P
from romsmith.designer._cast import cast as adventure_cast
from romsmith.designer._casting import any_sprite, resolve_sprites, sprite_for
from romsmith.designer._layout import graph
from romsmith.designer._names import Namer, led_kind
from romsmith.designer._plan import plan_for
from romsmith.designer._quests import said_word
from romsmith.designer._shape import route
from romsmith.designer._story import story as adventure_story
from romsmith.designer._world import world as adventure_world
from romsmith.designer.genres import battle_tune as T
from romsmith.designer.genres._contract import Genre
from romsmith.designer.genres.battle_read import read_battle

BATTLE_W, BATTLE_H = 15, 10
NAME = 6  # a companion's name, short enough for the party panel to show whole
FOE_NAME = 8  # a battler's name as the messages show it (the hero's, a foe's)
MAX_SPRITES = 15  # the engine's sprite palettes
MAX_SCENES = 16
MAX_PAGES = 8  # a dialogue's pages (spec)
SWIFT_LINES = (  # the giver's last page: the battles' swift wins (battle_tune.swift), to the hero by name
    "Win a battle by the round shown for an elixir, {hero}.",
    "{hero}: win by the round shown for an elixir.",
    "Win fast, {hero}, by the round shown: an elixir.",
)


# ---- the plan ----------------------------------------------------------------------------
def plan(request, rng: random.Random) -> dict:
    reading = read_battle(request.idea, rng, request.roles)
    out = plan_for(reading.intent, request, rng, items_kept=2)  # the potion and the elixir the story adds
    if reading.foes:  # the one barring the way is of the idea's foes, so beating them leads on
        first = next(p for p in reading.intent.foes if p.concept == reading.foes[0])
        name = (said_word(first.word, request.limits.name_chars) or first.concept or "").title()
        for a in out["cast"]:
            if _guardian(a) and a["concept"] != reading.foes[0]:
                a.update(concept=reading.foes[0], name=name[: request.limits.name_chars])
        last = reading.boss.concept if reading.boss is not None else None
        for a in out["cast"]:  # the one fought last is met once, at the end: the others on the way are foes
            if a["role"] == "enemy" and last and a["concept"] == last and last not in reading.foes:
                a.update(concept=reading.foes[0], name=name[: request.limits.name_chars])
    boss = reading.boss
    if boss is not None and boss.word and not boss.name and not boss.title:  # "a lich" is the Lich
        for a in out["cast"]:
            if a["role"] == "boss":
                a["name"] = boss.word.title()[: request.limits.name_chars]
    overworld = [{**s, "genre": "adventure"} for s in out["scenes"]]
    party = "/".join(f"{m.concept or ''}={m.name or ''}" for m in reading.members)
    party = f"party {reading.size} {party}".strip()
    depth = {sid: len(route(graph(out), out["start_scene"], sid)) for sid in (s["id"] for s in overworld)}
    wanted = {}  # battle id -> (depth, the foes' scene) for every battle an actor starts
    for a in out["cast"]:
        if a["role"] in ("enemy", "boss"):
            order = 99 if a["role"] == "boss" else depth.get(a["scene"], 0) + (0.5 if _guardian(a) else 0)
            wanted.setdefault(_battle_of(a), (order, a["scene"]))
    ordered = sorted(wanted.items(), key=lambda kv: kv[1])[-(MAX_SCENES - len(overworld)) :]
    stubs = [_stub(out, bid, scene, party, n) for n, (bid, (_d, scene)) in enumerate(ordered)]
    return {**out, "scenes": overworld + stubs}


def _stub(plan: dict, sid: str, scene: str, party: str, order: int) -> dict:
    theme = next(s["theme"] for s in plan["scenes"] if s["id"] == scene)
    foes = [a for a in plan["cast"] if a["role"] in ("enemy", "boss") and _battle_of(a) == sid]
    kind = "boss" if sid == "battle_boss" else "guardian" if sid == "battle_guardian" else "foes"
    return {
        "id": sid,
        "name": f"Vs {foes[-1]['name'] if foes else 'Foes'}"[:12],
        "theme": theme,
        "width": BATTLE_W,
        "height": BATTLE_H,
        "purpose": P.purpose("battle", kind, f"order {order}", party),
        "exits": [],
        "genre": "battle",
    }


def _guardian(actor: dict) -> bool:
    """The enemy who bars the way to the goal: its defeat opens it (the story's flag)."""
    return actor.get("part") == "guard" and actor.get("id") == "guardian"


def _battle_of(actor: dict) -> str:
    """The battle an enemy or the boss starts when it touches the hero (its encounter): the boss
    and the guardian each have their own, the others one per scene."""
    if actor["role"] == "boss":
        return "battle_boss"
    return "battle_guardian" if _guardian(actor) else P.cut(f"battle_{actor['scene']}", 32)


def down_flag(actor: dict) -> str:
    """The flag that keeps a beaten enemy gone (bosses and guardians have their own)."""
    return P.suffixed(actor["id"], "_down")


def _battles(plan: dict) -> list[dict]:
    return [s for s in plan.get("scenes", []) if s.get("genre") == "battle"]


def _overworld(request):
    """The request as the adventure writers read it: the plan without its battles."""
    plan = request.plan or {}
    scenes = [s for s in plan.get("scenes", []) if s.get("genre") != "battle"]
    return dataclasses.replace(request, plan={**plan, "scenes": scenes})


def _marked(stub: dict, word: str) -> str:
    return next((m.split(" ", 1)[1] for m in P.markers(stub) if m.startswith(word + " ")), "")


# ---- cast ------------------------------------------------------------------------------
def cast(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    out = adventure_cast(_overworld(request), rng)
    battles = {s["id"] for s in _battles(plan)}
    planned = {a.get("id"): a for a in plan.get("cast", [])}
    for a in out["cast"]:
        battle = _battle_of({**a, **planned.get(a["id"], {})}) if a["role"] in ("enemy", "boss") else None
        if battle in battles:
            a["encounter"] = battle
            a["defeat_flag"] = a.get("defeat_flag") or down_flag(a)
    return out


# ---- world -----------------------------------------------------------------------------
def world(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    out = adventure_world(_overworld(request), rng)
    stubs = _battles(plan)
    if not stubs:
        return out
    drawn = resolve_sprites(plan.get("cast", []), request.sprites, request.guidelines)
    namer = Namer(rng, NAME)
    for a in plan.get("cast", []):
        namer.keep(a.get("name") or "")
    party = _party(plan, stubs[0], drawn, request.sprites, namer)
    for n, stub in enumerate(stubs):
        out["scenes"].append(_battle(plan, stub, n, len(stubs), party, drawn, request, rng))
    return out


def _party(plan: dict, stub: dict, drawn: dict, listed: list, namer: Namer) -> list[tuple[str, str, str]]:
    """(name, sprite, part) of each member: the hero leads; the idea's heroes, then the parts a
    party lacks, fill it. A new sprite only while the game has palettes for it."""
    count, _, listed_members = _marked(stub, "party").partition(" ")
    size = int(count) if count.isdigit() else 3
    # names may hold spaces ("Old Tom"): members are split at "/" and each at its first "="
    named = [tuple(m.partition("=")[::2]) for m in listed_members.split("/") if m]
    hero = next((a for a in plan.get("cast", []) if a.get("role") == "player"), {"name": "Hero", "concept": "warrior"})
    used = {s.id for s in drawn.values()}
    lead = drawn.get(hero.get("id"))
    members = [(_short(hero["name"], FOE_NAME), lead.id if lead else "", T.part_of(str(hero.get("concept") or "")))]
    wanted = [(c, n) for c, n in named[1:]] + [(T.PART_CONCEPT[p], "") for p in T.FILL]
    for concept, name in wanted:
        if len(members) >= size:
            break
        part = T.part_of(concept)
        if part in [m[2] for m in members] and not name:
            continue  # the filling parts: one of each
        sprite = sprite_for(concept, "player", listed, used) or any_sprite("player", listed, used, concept)
        if sprite is not None and sprite.id not in used and len(used) >= MAX_SPRITES - plan.get("palettes_taken", 0):
            sprite = next((s for s in listed if s.id in used and "player" in s.roles), sprite)
        used.add(sprite.id if sprite else "")
        member_name = _short(namer.keep(name) if name else namer.person(concept), NAME)
        members.append((member_name, sprite.id if sprite else members[0][1], part))
    return members


def _short(name: str, limit: int) -> str:
    """A name of at most `limit` letters: itself, its last word, or its first letters."""
    if len(name) <= limit:
        return name
    last = name.split()[-1]
    return last if len(last) <= limit else name[:limit]


def _battle(plan: dict, stub: dict, order: int, count: int, party: list, drawn: dict, request, rng) -> dict:
    boss = "boss" in P.markers(stub)
    level = order
    met = [a for a in plan.get("cast", []) if a["role"] in ("enemy", "boss") and _battle_of(a) == stub["id"]]
    met.sort(key=lambda a: -sum(b["concept"] == a["concept"] for b in met))  # the most seen kind first
    kinds = list(dict.fromkeys(_kind(a, drawn) for a in met if a["id"] in drawn))
    if boss:
        minion = next((a for a in plan.get("cast", []) if a["role"] == "enemy" and a["id"] in drawn), None)
        foes = [(*kinds[-1], True)] if kinds else []
        if minion is not None and len(party) >= 3:
            foes.insert(0, (*_kind(minion, drawn), False))
    elif "guardian" in P.markers(stub):
        foes = [(*kinds[0], True)] if kinds else []
    else:
        size = min(4, 1 + min(2, level) + (len(party) >= 4))
        foes = [(*kinds[k % len(kinds)], False) for k in range(size)] if kinds else []
    foes = _numbered(foes)
    battle = {
        "genre": "battle",
        "id": stub["id"],
        "name": stub["name"],
        "theme": stub["theme"],
        "party": [T.member(name, sprite, part, level) for name, sprite, part in party],
        "spells": T.spells(level),
        "items": [{"item": T.POTION, "use": "heal", "power": 30 + 8 * level}, T.elixir_use()],
        "rewards": [] if boss else [{"op": "give_item", "id": T.POTION}],
        "can_run": not boss,
        "lose": "save",
        "seed": rng.randint(0, 65535),
        "music": next((t for t in (("boss",) if boss else ("battle",)) if t in request.tracks), None),
    }
    _keep_known(battle)
    tuned, outcome = T.tune(battle, foes, T.target(order, count, boss))
    while not outcome.won and len(foes) > 1:  # a battle the greedy party cannot win: fewer foes
        foes = foes[1:]
        tuned, outcome = T.tune(battle, foes, T.target(order, count, boss))
    if outcome.won and not boss:  # drawn last: no dice, so the battle stays as it was
        tuned["swift"] = T.swift(outcome)
    return tuned


def _kind(actor: dict, drawn: dict) -> tuple[str, str, str]:
    return _battler(actor["name"]), drawn[actor["id"]].id, actor["concept"]


def _battler(name: str) -> str:
    """A foe's name as a battle shows it: a leader too long for it is the Big one of its kind
    ("Giant Rat": Big Rat), else the kind itself; another long name its last word when that is a
    word, not a name already cut ("Insect Gym L"), else its first letters."""
    led = led_kind(name)
    last = name.split()[-1] if name.split() else ""
    fits = [n for n in (name, f"Big {led}" if led else "", led, last) if len(n) >= 3 and len(n) <= FOE_NAME]
    return fits[0] if fits else name[:FOE_NAME]


def _numbered(foes: list[tuple]) -> list[tuple]:
    """Foes of one name get a letter each ('Slime A', 'Slime B') so the messages tell them apart."""
    names = [f[0] for f in foes]
    out = []
    for n, (name, sprite, concept, boss) in enumerate(foes):
        if names.count(name) > 1:
            letter = chr(ord("A") + names[:n].count(name))
            name = f"{name[: FOE_NAME - 2]} {letter}"
        out.append((name[:FOE_NAME], sprite, concept, boss))
    return out


def _keep_known(battle: dict) -> None:
    """Only the spells someone in the battle knows stay in its book."""
    known = {s for b in battle["party"] for s in b["spells"]} | {"shade", "mend", "venom"}
    battle["spells"] = [s for s in battle["spells"] if s["id"] in known]


# ---- story -----------------------------------------------------------------------------
def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    out = adventure_story(_overworld(request), rng)
    battles = {s["id"] for s in _battles(plan)}
    flags = {f["id"] for f in out.get("flags", [])}
    for a in plan.get("cast", []):
        beaten = a.get("role") == "enemy" and _battle_of(a) in battles and not _guardian(a)
        if beaten and down_flag(a) not in flags:
            out.setdefault("flags", []).append({"id": down_flag(a), "description": f"{a['name']} beaten"[:80]})
            flags.add(down_flag(a))
    items = out.setdefault("items", [])
    if not any(it["id"] == T.POTION for it in items):
        items.append({"id": T.POTION, "name": "Potion", "description": "Heals a friend in battle.", "icon": "potion"})
    if battles and not any(it["id"] == T.ELIXIR for it in items):  # the swift wins' gift
        items.append({"id": T.ELIXIR, "name": "Elixir", "description": "Heals a friend in full.", "icon": "potion"})
    giver = next((d for d in out.get("dialogue", []) if d["id"] == P.talk("giver")), None)
    if giver is not None and len(giver.get("effects", [])) < 4:
        giver.setdefault("effects", []).append({"op": "give_item", "id": T.POTION})
    told = giver or next(iter(out.get("dialogue", [])), None)
    if told is not None and len(told["pages"]) < MAX_PAGES and any(s["id"] != "battle_boss" for s in _battles(plan)):
        hero = next((str(a.get("name") or "") for a in plan.get("cast", []) if a.get("role") == "player"), "")
        told["pages"].append(rng.choice(SWIFT_LINES).format(hero=hero or "friend"))  # drawn last: the rest stays
    return out


GENRE = Genre("battle", plan=plan, cast=cast, world=world, story=story)
