"""The horizontal shooter: two or three levels that scroll by themselves, each a run of enemy
waves that gets harder, then harder again in the next level, and a boss at the end of the last.

The idea decides who flies (a craft it names, or the creature it puts in the lead), what they
shoot down (the idea's foes, its asteroids or fleets) and the boss (a flagship it names, a titled
foe, else a big sprite that fits); `shooter_read` reads it, `shooter_waves` lays out the waves,
`shooter_lines` writes the words. The plan carries the concepts; the writers resolve the same
sprites from the same listing, as every genre's writers do. Every level has an optional carrier
(a lone slow foe that never fires) whose pickup, drawn as the ship, gives one more ship; the
first briefing ends with a line saying so.
"""

from __future__ import annotations

import random
import re

from romsmith.designer import _protocol as P
from romsmith.designer._casting import any_sprite, indoor, look, sprite_for, theme_for
from romsmith.designer._echo import Echo
from romsmith.designer._names import LEADERS, Namer
from romsmith.designer._places import name_for
from romsmith.designer._quests import said_word
from romsmith.designer._titles import called, header, plural
from romsmith.designer._writing import Pen
from romsmith.designer.genres import shooter_lines as W
from romsmith.designer.genres import shooter_waves
from romsmith.designer.genres._contract import Genre
from romsmith.designer.genres.shooter_read import on_foot, read_shooter
from romsmith.lexicon import be, category, creature_kind, is_plural, sentence_case, stance

WIN_FLAG = "boss_defeated"
DEFAULT_FOES = {True: ["asteroid", "raider"], False: ["raider", "bat"]}  # in space, elsewhere
DEFAULT_BOSS = {True: "mothership", False: "demon"}  # unless a foe has a big sprite of its own
_NO_LEADER = frozenset({"giant", "rival", "enemy", "boss"})  # what says how foes are, no kind a boss leads
LEVEL_COUNTS = (2, 2, 3, 3)  # a game a player finishes in minutes, not seconds
BIG_FOES = ("dragon", "slime", "golem", "kraken", "demon")  # foes the pack also draws as a 32x32 boss


# ---- the plan --------------------------------------------------------------------------
def plan(request, rng: random.Random) -> dict:
    idea = read_shooter(request.idea, rng)
    limits = request.limits
    levels = min(rng.choice(LEVEL_COUNTS), limits.plan_scenes)
    theme = _theme(idea, request.themes)
    names = W.level_names(theme, levels, rng, limits.name_chars)
    scenes = [
        {
            "id": f"level_{n + 1}",
            "name": names[n] if n < len(names) else f"Level {n + 1}",
            "theme": theme,
            "width": 16,
            "height": 10,
            "purpose": f"shooter level {n + 1} of {levels}" + (": the boss" if n == levels - 1 else ""),
            "exits": [f"level_{n + 2}"] if n < levels - 1 else [],
            "genre": "shooter",
        }
        for n in range(levels)
    ]
    if idea.defended:  # "defend the honey jar": the last stand is fought there, and the story says so
        name_for(scenes[-1], scenes, idea.defended, limits.name_chars)  # the last stand: "Tomato Patch"
        scenes[0]["purpose"] = P.purpose(scenes[0]["purpose"], f"defends {idea.defended}")
    namer = Namer(rng, limits.name_chars)
    hero = namer.keep(idea.hero_name) if idea.hero_name else namer.person(gender="any")
    foes = idea.foes or DEFAULT_FOES[idea.space]
    said = {  # the idea's word for each foe ("owl": "crow"); a name ("Black Jack Malone") keeps the concept
        c: fit
        for c, w in idea.foe_words.items()
        if not _said_as_name(w, request.idea) and (fit := said_word(w, limits.name_chars))
    }
    boss_concept, leader = _boss_of(idea.boss, idea.foes, idea.space, said.get(foes[0], ""))
    named = idea.foe_names.get(foes[0]) if leader else None
    leader = [named, *leader] if named else leader  # "Black Jack Malone" leads his gang himself
    boss = namer.titled(idea.boss_title.title()) if idea.boss_title else namer.monster(boss_concept)
    fits = [n for n in leader if len(n) <= limits.name_chars]
    if fits and not idea.boss_title:
        boss = fits[0]  # "Giant Crow" for the crows, not a demon they never mentioned
    last = scenes[-1]["id"]
    cast = [{"id": "hero", "name": hero, "role": "player", "scene": "level_1", "concept": idea.hero, "part": "hero"}]
    cast += [
        {
            "id": f"foe_{k + 1}",
            "name": namer.foe(said.get(c, c)),
            "role": "enemy",
            "scene": last,
            "concept": c,
            "part": "foe",
        }
        for k, c in enumerate(foes)
    ]
    cast.append({"id": "boss", "name": boss, "role": "boss", "scene": last, "concept": boss_concept, "part": "boss"})
    v = _slots(hero, called(cast[-1]), [said.get(c, c) for c in foes], theme, idea.on_foot, idea.defended)
    title = W.title(v, limits.title_chars, rng)
    goes = "Fight" if idea.on_foot else "Fly"
    return {
        "title": title,
        "header_title": header(title, 12, hero),
        "premise": W.premise(v, rng, Echo(request.idea)),
        "start_scene": "level_1",
        "scenes": scenes,
        "cast": cast,
        "story": {
            "goal": f"{goes} through {levels} level{'s' * (levels > 1)} and shoot down {v['boss']}"[:200],
            "win_flag": WIN_FLAG,
            "obstacle_flag": level_flag(scenes[0]["id"], levels == 1),
            "key_item": "twin_shot",
            "archetype": "defeat",
        },
    }


def _theme(idea, themes: list) -> str:
    """Open space for a space idea; else the outdoor theme of the idea's first place; else a forest."""
    names = {t.name for t in themes}
    if idea.space and "starfield" in names:
        return "starfield"
    for place in idea.places:
        found = theme_for(place, [t for t in themes if not indoor(t)])
        if found is not None:
            return found.name
    for fallback in ("forest", "grassland", "starfield"):
        if fallback in names:
            return fallback
    return themes[0].name


def _said_as_name(word: str, idea: str) -> bool:
    """Whether the idea says a foe's word only in capitals, as a name ("Black Jack Malone's gang")."""
    found = [m.group(0) for m in re.finditer(rf"\b{re.escape(word)}", idea, re.I)]
    return bool(found) and all(f[:1].isupper() for f in found) and " " in word


def _boss_of(named: str | None, foes: list[str], space: bool, word: str = "") -> tuple[str, list[str]]:
    """The boss's concept and, when it leads the idea's own foes, the names that say so, longest
    first (the first that fits is taken): the idea's boss, else a foe the pack draws big, else the
    leader of the idea's first foe (said in the idea's `word`) of a kind that has one ("Giant
    Crow", "Big Mosquito", "Zombie Lord", "Outlaw Boss", "Mega Robot"), else the flagship in space
    or the demon."""
    if named or not foes:
        return named or DEFAULT_BOSS[space], []
    big = next((c for c in foes if c in BIG_FOES), None)
    if big is not None:
        return big, []
    word = word or foes[0]
    kind = category(word)
    leader = LEADERS.get(kind)
    odd = len(word.split()) > 2 or is_plural(word) or word in _NO_LEADER  # "gingerbread men", "giant"
    if leader is None or odd or (kind == "person" and stance(word) == "friend"):
        return DEFAULT_BOSS[space], []  # a swarm, a misread word, a girl: the stock boss
    said = word.title()
    return foes[0], [leader.format(said), f"Big {said}", said]


def _slots(hero: str, boss: str, foes: list[str], theme: str, foot: bool, defended: str = "") -> dict:
    """The words a shooter's lines are filled with; `foot`: the hero fights on foot, so the lines
    that say flying are left out (shooter_lines picks them by it); `defended`: what the hero
    defends, whose lines say so."""
    many = plural(foes[0].lower())  # "Mosquito": mosquitoes
    place = "deep space" if theme == "starfield" else f"the {theme.replace('_', ' ')}"
    kept = f"the {defended.lower()}" if defended else ""
    return {
        "defended": kept,
        "Defended": sentence_case(kept),
        "is": be(defended) if defended else "is",
        "hero": hero,
        "boss": boss,
        "Boss": boss[:1].upper() + boss[1:],
        "foes": many,
        "Foes": many.title(),
        "Foes_the": f"The {many}",
        "place": place,
        "foot": foot,
    }


def level_flag(scene_id: str, last: bool) -> str:
    """The flag a level sets when it is cleared: the win flag for the last one."""
    return WIN_FLAG if last else P.suffixed(scene_id, "_cleared")


# ---- sprites: the same choice in every writer ------------------------------------------
def sprites(plan: dict, listed: list) -> dict:
    """The listed sprites of the hero, each foe, the boss, the shots and the power-ups."""
    cast = plan.get("cast", [])
    part = {a.get("part"): a for a in cast}
    hero_concept = str(part.get("hero", {}).get("concept") or "spaceship")
    hero = sprite_for(hero_concept, "player", listed) or any_sprite("player", listed, set(), "hero", kinds=("machine",))
    used = {hero.id} if hero else set()
    foes = []
    for a in (x for x in cast if x.get("part") == "foe"):
        found = sprite_for(str(a.get("concept")), "enemy", listed, used)
        found = found if found is not None and found.id not in used else None
        concept = str(a.get("concept"))
        # a wasp the pack lacks: another animal; a zeppelin: another machine, not a slime
        kinds = (creature_kind(concept) or ("machine" if category(concept) == "machine" else "monster"),)
        found = found or any_sprite("enemy", listed, used, str(a.get("id")), kinds=kinds)
        if found is not None:
            foes.append(found.id)
            used.add(found.id)
    foe_concepts = [str(a.get("concept")) for a in cast if a.get("part") == "foe"]
    boss_concept = str(part.get("boss", {}).get("concept") or "mothership")
    led = foes[0] if foes and foe_concepts[:1] == [boss_concept] else None  # the boss leads these foes
    boss = _boss(boss_concept, foe_concepts, listed, led)
    shots = [s for s in listed if "shot" in s.roles]
    pickups = [s for s in listed if "pickup" in s.roles]
    return {
        "hero": hero.id if hero else None,
        "foes": foes,
        "boss": boss.id if boss else None,
        "shot": _named(shots, "laser", 0),
        "foe_shot": _named(shots, "plasma", 1),
        "powers": {kind: _named(pickups, kind, None) for kind in ("twin", "rapid", "repair")},
    }


def _boss(concept: str, foes: list[str], listed: list, led: str | None = None):
    """The boss's sprite: the one that draws its concept (a big one first: the great dragon for a
    dragon; a goblin king is a goblin), else a big one of a foe's kind, else the flagship. A boss
    that leads the foes drawn as `led` and has no large frame of its own is drawn as they are."""
    found = sprite_for(concept, "boss", listed, big=True)
    leader = _leader_sprite(concept, led, listed) if led and not (found and look(found).big) else None
    if leader is not None:
        return leader  # the outlaws' leader is an outlaw
    if found is not None:
        return found
    for wanted in (*foes, "mothership"):
        found = sprite_for(wanted, "boss", listed, big=True)
        if found is not None and look(found).big:
            return found
    return any_sprite("boss", listed, set(), concept, kinds=("monster", "machine"))


def _leader_sprite(concept: str, foe_id: str, listed: list):
    """The sprite of a boss that leads the foes of `concept` and has no large frame of its own:
    the foes' own sprite (the outlaws' leader is drawn as an outlaw, not as a goblin); a machine
    no sprite draws keeps the flagship's large frame (the zeppelins' leader)."""
    if creature_kind(concept) == "machine" or (
        category(concept) == "machine" and not sprite_for(concept, "enemy", listed)
    ):
        return None
    return next((s for s in listed if s.id == foe_id), None)


def _named(sprites: list, word: str, fallback: int | None) -> str | None:
    """The sprite whose id or aliases say `word`, else the one at `fallback` in the list."""
    for s in sprites:
        if word in s.id or word in " ".join(s.aliases):
            return s.id
    return sprites[fallback].id if fallback is not None and len(sprites) > fallback else None


# ---- the cast: the player alone (enemies fly in waves) ----------------------------------
def cast(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    hero = next((a for a in plan.get("cast", []) if a.get("part") == "hero"), {"id": "hero", "name": "Ace"})
    drawn = sprites(plan, request.sprites)
    return {
        "cast": [
            {
                "id": hero["id"],
                "name": hero.get("name") or "Ace",
                "role": "player",
                "sprite": drawn["hero"] or "",
                "scene": plan.get("start_scene") or "level_1",
                "x": 2,
                "y": 5,
                "facing": "right",
                "behaviour": "still",
                "hp": 3,
            }
        ]
    }


# ---- the world: the levels ---------------------------------------------------------------
def world(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    scenes = plan.get("scenes", [])
    drawn = sprites(plan, request.sprites)
    boss = next((a for a in plan.get("cast", []) if a.get("part") == "boss"), {"name": "Boss"})
    foes = drawn["foes"] or [drawn["hero"]]
    out, made_levels = [], []
    for n, sc in enumerate(scenes):
        last = n == len(scenes) - 1
        made = shooter_waves.level(n, len(scenes), foes[: n + 2] if not last else foes, rng, drawn["powers"])
        made_levels.append(made)
        level = {
            "genre": "shooter",
            "id": sc["id"],
            "name": sc["name"],
            "theme": sc["theme"],
            "width": 16,
            "height": 10,
            "length": made["length"],
            "goal": "boss" if last else "survive",
            "flag": level_flag(sc["id"], last),
            "next": None if last else scenes[n + 1]["id"],
            "ship": {"sprite": drawn["hero"], "shot": drawn["shot"], "lives": 3},
            "enemy_shot": drawn["foe_shot"],
            "power_ups": {**drawn["powers"], "life": drawn["hero"]},
            "waves": made["waves"],
            "cutscene": {"commands": [{"op": "say", "dialogue": briefing_id(sc["id"])}], "once": True},
        }
        if last:
            level["boss"] = {
                "name": boss.get("name") or "Boss",
                "sprite": drawn["boss"],
                **shooter_waves.boss(len(scenes), rng),
            }
        out.append(level)
    if carriers_fly(drawn):  # drawn after every level: the waves stay as they were
        for n, (level, m) in enumerate(zip(out, made_levels, strict=True)):
            found = shooter_waves.carrier(n, m["length"], m["waves"], drawn["foes"][0], rng)
            level.update(carrier=found) if found else None
    return {"scenes": out}


def carriers_fly(drawn: dict) -> bool:
    """Whether the levels have a carrier: it flies the first foe and leaves a spare drawn as the
    ship, and the pack always draws both (a ship or a flying creature, else any machine; a foe,
    else any creature of its kind), as the story writer, who sees no sprites, takes for given."""
    return bool(drawn["hero"] and drawn["foes"])


def briefing_id(scene_id: str) -> str:
    return P.suffixed(scene_id, "_briefing")


# ---- the story: briefings, flags, the log, the win ----------------------------------------
def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    pen = Pen(request.limits, rng, Echo(request.idea))
    scenes = plan.get("scenes", [])
    part = {a.get("part"): a for a in plan.get("cast", [])}
    foes = [str(a.get("name") or a.get("concept")) for a in plan.get("cast", []) if a.get("part") == "foe"]
    hero = str(part.get("hero", {}).get("name") or "Ace")
    boss = called(part["boss"]) if part.get("boss", {}).get("name") else "the boss"  # "the Giant Crow"
    foot = on_foot(str(part.get("hero", {}).get("concept") or "spaceship"))
    defended = P.game_marker(plan, "defends") if scenes else ""
    v = _slots(hero, boss, foes or ["raider"], scenes[0]["theme"] if scenes else "starfield", foot, defended)
    speaker = pen.name(rng.choice(W.COMMANDERS))
    dialogue = [
        {"id": briefing_id(sc["id"]), "speaker": speaker, "pages": pen.pages(W.briefing(n, len(scenes), v, rng))}
        for n, sc in enumerate(scenes)
    ]
    flags = [
        {"id": level_flag(sc["id"], n == len(scenes) - 1), "description": f"{sc['name']} is cleared"[:80]}
        for n, sc in enumerate(scenes)
    ]
    flags[-1]["description"] = f"{sentence_case(boss)} is shot down"[:80]
    steps = [{"text": f"Clear {sc['name']}", "flag": f["id"]} for sc, f in zip(scenes[:-1], flags)]
    steps.append({"text": f"Shoot down {boss}", "flag": WIN_FLAG})
    win = {"flag": WIN_FLAG, "text": pen.pages(W.win_text(v, rng))[0]}
    concept = next((str(a.get("concept")) for a in plan.get("cast", []) if a.get("part") == "foe"), "")
    if dialogue and concept:  # the world's carriers fly this foe; drawn last, so the rest stays as it was
        dialogue[0]["pages"] += pen.pages(W.carrier_line(concept, rng))
    return {
        "dialogue": dialogue,
        "flags": flags,
        "items": [],
        "quests": [{"id": "mission", "name": "The Mission", "steps": steps}],
        "win": win,
    }


GENRE = Genre("shooter", plan=plan, cast=cast, world=world, story=story)
