"""The platformer: the designer writes a run of side-view levels for the idea's hero.

The hero is the idea's (named as the idea names it); the foes are the idea's, else ones that
suit the levels' places; the one the idea's goal is about waits at the end of the last level
(caught, rescued, found), where stepping in wins the game once the boss is beaten. The boss is
the idea's main opponent (else one that suits the last level's place), in an arena before the
last goal: it chases the player and takes several stomps, with a moment after each when it cannot
be hurt. Five or six levels, each wider than four screens and wider than the one before, in the
side-view themes that show the idea's places; each ends at a flag whose warp leads to the next
level. `platformer_levels` lays the courses out, harder level by level and as hard as the idea's
mood asks (`tone`, in every level's purpose). A platformer before a mixed game's last segment has
no boss (the game's fight comes in its last segment). The levels' coins are optional: the engine
gives one more heart for every coin of a level taken, and the first level says so as it starts.
"""

from __future__ import annotations

import random
import re

from romsmith.designer import _titles as T
from romsmith.designer._casting import look, resolve_sprites, theme_words
from romsmith.designer._echo import Echo
from romsmith.designer._intent import ARCHETYPES, Person, read_intent
from romsmith.designer._names import Namer
from romsmith.designer._places import theme_naming
from romsmith.designer._quests import said_words
from romsmith.designer.genres._contract import Genre
from romsmith.designer.genres._layouts import layout_marker, tone_marker
from romsmith.designer.genres.platformer_levels import HEIGHT, TONES, level_for
from romsmith.lexicon import creature_kind, fold, sentence_case

WIN = "reached_the_end"
BEATEN, BEATEN_LINE = "boss_beaten", "boss_beaten_line"
COINS = ("some", "some", "many")  # how many coins a level has, one picked a level
COIN_HEART = "coin_heart"  # the first level's line: what gathering a level's coins gives
COIN_LINES = [
    "Gather every coin in a level for one more heart.",
    "Take all the coins of a level: one more heart!",
    "All the coins of a level give {hero} one more heart.",
]
COUNTS = (5, 6, 6)  # levels of a game (a mixed game's platformer before its last segment keeps two)
LEVEL_NAMES = {
    "hills": ["Green Hills", "Windy Ridge", "Cloud Steps", "High Meadow", "Stony Brook", "Sky Pass"],
    "rooftops": ["Rooftops", "Chimney Row", "Slate Peaks", "Gable Run", "Bell Tower", "Weathervane"],
    "caverns": ["Deep Caverns", "Echo Hollow", "Dark Drop", "Gold Seam", "Crystal Vein", "Lava Gate"],
}
FOES = {
    "hills": ["slime", "frog", "crab"],
    "rooftops": ["mouse", "crab", "spider"],
    "caverns": ["spider", "slime", "bat"],
}
BOSSES = {"hills": "giant slime", "rooftops": "gargoyle", "caverns": "great dragon"}  # when the idea has no foe
MUSIC = {"hills": ["field", "village"], "rooftops": ["village", "field"], "caverns": ["cave", "mystery"]}
TITLES = {  # with someone waiting at the end; ALONE without
    "rescue": ["{hero} to the Rescue", "Saving {target}", "{hero} Leaps In"],
    "defeat": ["{hero} Against {target}", "{hero} Leaps In"],
    "find": ["{hero} and {target}", "The Way to {target}", "After {target}", "{hero} Jumps Ahead"],
}
ALONE = ["{hero} Jumps Ahead", "{hero}'s Long Run", "Over {place}", "The Last Flag"]
PREMISES = [
    "{target} is somewhere past {places}. {hero} runs, climbs and jumps to get there.",
    "Beyond {places} waits {target}. {hero} will not stop until the last flag.",
    "{hero} sets off across {places}, one jump at a time, after {target}.",
]


def side_view(theme) -> bool:
    return "side view" in [p.strip() for p in str(getattr(theme, "notes", "") or "").split(";")]


# ---- plan ------------------------------------------------------------------------------
def plan(request, rng: random.Random) -> dict:
    limits = request.limits
    intent = read_intent(request.idea, rng)
    themes = [t for t in request.themes if side_view(t)] or list(request.themes)
    count = min(rng.choice(COUNTS), max(1, limits.plan_scenes))  # a mix's last segment may have fewer
    tone = tone_marker(intent.mood)
    chosen = [theme_naming(p, themes) for p in intent.places] + _named(request.idea, themes)
    chosen = list(dict.fromkeys(t for t in chosen if t is not None)) or [rng.choice(themes)]
    levels, used_names = [], set()
    for k in range(count):
        theme = chosen[min(k * len(chosen) // count, len(chosen) - 1)]
        names = [n for n in LEVEL_NAMES.get(theme.name, []) if n not in used_names and len(n) <= limits.name_chars]
        name = names[0] if names else f"Stage {k + 1}"
        used_names.add(name)
        levels.append(
            {
                "id": f"level_{k + 1}",
                "name": name,
                "theme": theme.name,
                "purpose": f"level {k + 1} of {count}; {layout_marker(rng)}; {tone}",
            }
        )
    namer = Namer(rng, limits.name_chars)
    hero = intent.hero
    cast = [
        {
            "id": "hero",
            "role": "player",
            "concept": hero.concept or "",
            "name": _name(namer, hero.name, hero.concept),
            "scene": levels[0]["id"],
            "part": "hero",
        }
    ]
    target = intent.target if isinstance(intent.target, Person) else next((p for p in intent.others if p.concept), None)
    boss = None if request.segment else _boss(intent, namer, levels[-1], limits.name_chars)
    if target is not None and target.foe and boss is not None:
        target = None  # the foe the goal is about is the boss: beating it is the goal
    if target is not None and target.concept and target.concept != hero.concept:
        cast.append(
            {
                "id": "goal_friend",
                "role": "npc",
                "concept": target.concept,
                "name": _name(namer, target.name, target.concept),
                "scene": levels[-1]["id"],
                "part": "goal",
            }
        )
    waiting = len(cast) > 1
    if boss is not None:
        cast.append(boss)
    main_foe = boss is not None and bool(intent.foes) and not waiting  # the idea's foe, the goal's
    v = {
        "hero": cast[0]["name"],
        "target": cast[1]["name"] if waiting or main_foe else "the last flag",
        "places": " and ".join(dict.fromkeys(lv["name"] for lv in levels[:2])),
        "place": levels[-1]["name"],
    }
    title = _title(intent.archetype if waiting or main_foe else None, v, limits.title_chars, rng)
    premise = _premise(v, rng, Echo(request.idea))
    foes = [p for p in intent.foes if p.concept]
    lone = boss is not None and len(foes) == 1 and foes[0].count == 1  # "the dragon": the boss, not every foe
    foe_words = [p.concept for p in foes if not lone] or FOES.get(levels[0]["theme"], ["slime"])
    said = said_words(foes, limits.name_chars)  # "owl": "pigeon"
    for k, layout in enumerate(_levels({"title": title, "premise": premise, "scenes": levels, "cast": cast})):
        levels[k].update(width=layout.width, height=HEIGHT)
        for j, _col in enumerate(layout.foes):
            word = foe_words[(k + j) % len(foe_words)]
            cast.append(
                {
                    "id": f"foe_{k + 1}_{j + 1}",
                    "role": "enemy",
                    "concept": word,
                    "name": (said.get(word) or word).title()[: limits.name_chars],
                    "scene": levels[k]["id"],
                    "part": "foe",
                }
            )
    archetype = intent.archetype if intent.archetype in ARCHETYPES else "find"
    return {
        "title": title,
        "header_title": T.header(title, 12, v["hero"]),
        "premise": premise,
        "start_scene": levels[0]["id"],
        "scenes": levels,
        "cast": cast,
        "story": {
            "goal": f"Reach the end of {levels[-1]['name']}.",
            "win_flag": WIN,
            "obstacle_flag": WIN,
            "key_item": "coin",
            "archetype": archetype,
        },
    }


def _boss(intent, namer: Namer, last_level: dict, name_chars: int) -> dict:
    """The boss of the last level: the idea's main opponent, named as the idea names it, else one
    that suits the level's place."""
    foe = next((p for p in intent.foes if p.concept), None)
    concept = foe.concept if foe is not None else BOSSES.get(last_level["theme"], "giant slime")
    name = namer.keep(foe.name) if foe is not None and foe.name else concept.title()[:name_chars]
    return {"id": "boss", "role": "boss", "concept": concept, "name": name, "scene": last_level["id"], "part": "boss"}


def _named(idea: str, themes: list) -> list:
    """Themes whose place words the idea uses ("the rooftops of Paris": rooftops)."""
    words = set(re.findall(r"[a-z]+", fold(idea)))
    return [t for t in themes if any(set(w.split()) <= words for w in theme_words(t) if w != "side view")]


def _name(namer: Namer, given: str | None, concept: str | None) -> str:
    if given:
        return namer.keep(given)
    if creature_kind(concept or "") in ("animal", "monster", "machine"):
        return namer.pet()
    return namer.person(concept or "")


def _title(archetype: str | None, v: dict, limit: int, rng: random.Random) -> str:
    options = [t.format(**v) for t in (TITLES.get(archetype or "", TITLES["find"]) if archetype else ALONE)]
    fits = [t for t in options if len(t) <= limit]
    return rng.choice(fits) if fits else v["hero"][:limit]


def _premise(v: dict, rng: random.Random, echo: Echo) -> str:
    options = [sentence_case(p.format(**v)) for p in PREMISES]  # "the last flag is ..." when nobody waits
    rng.shuffle(options)
    return next((p for p in options if not echo(p)), options[0])[:300]


def _levels(plan: dict) -> list:
    """Every level of the plan, as `platformer_levels` lays it out (from its scenes' layout markers)."""
    return [level_for(plan, k) for k in range(len(plan.get("scenes", [])))]


# ---- cast ------------------------------------------------------------------------------
def cast(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    planned = plan.get("cast", [])
    sprites = resolve_sprites(planned, request.sprites, request.guidelines)
    levels = {lv.id: lv for lv in _levels(plan)}
    placed: dict[str, int] = {}
    out = []
    for a in planned:
        lv = levels.get(a.get("scene")) or next(iter(levels.values()))
        role = a.get("role", "npc")
        sprite = sprites.get(a.get("id"))
        entry = {
            "id": a["id"],
            "name": a.get("name") or a["id"].title(),
            "role": role,
            "sprite": sprite.id if sprite is not None else "",
            "scene": lv.id,
            "facing": "right" if role == "player" else "left",
            "behaviour": "still",
            "hp": 1,
            "damage": 0,
        }
        if role == "player":
            entry.update(x=lv.start[0], y=lv.start[1], hp=rng.choice((4, 5)) + TONES[lv.tone].hearts)
        elif role == "npc":
            entry.update(x=lv.goal[0], y=lv.goal[1], dialogue="goal_friend_talk")
        elif role == "boss":
            big = sprite is not None and look(sprite).big  # a 32x32 body stands a row higher
            x = lv.boss if lv.boss is not None else lv.width // 2
            hp = TONES[lv.tone].boss_hp
            entry.update(x=x, y=lv.stand - big, behaviour="chase", hp=hp, damage=1, defeat_flag=BEATEN)
        else:
            n = placed.get(lv.id, 0)
            placed[lv.id] = n + 1
            col = lv.foes[n % len(lv.foes)] if lv.foes else lv.width // 2
            entry.update(x=col, y=lv.stand, behaviour="patrol", damage=1)  # walks its ground, turns at the ends
        out.append(entry)
    return {"cast": out}


# ---- world -----------------------------------------------------------------------------
def world(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    levels = _levels(plan)
    planned = plan.get("scenes", [])
    friend = next((a for a in plan.get("cast", []) if a.get("part") == "goal"), None)
    bosses = {a.get("scene") for a in plan.get("cast", []) if a.get("role") == "boss"}
    scenes = []
    for k, (lv, s) in enumerate(zip(levels, planned, strict=False)):
        last = k == len(levels) - 1
        gx, gy = lv.goal
        scene = {
            "genre": "platformer",
            "id": lv.id,
            "name": s["name"],
            "theme": s["theme"],
            "width": lv.width,
            "height": HEIGHT,
            "course": {
                "sections": lv.sections,
                "coins": rng.choice(COINS),
                "checkpoints": lv.checkpoints,
                "seed": rng.randint(1, 2**31 - 1),
            },
            "goal": {"look": "rescue" if last and friend else "flag", "x": gx, "y": gy},
            "music": next((t for t in MUSIC.get(s["theme"], ["field"]) if t in request.tracks), None),
            "warps": [],
            "triggers": [],
        }
        if last:
            trigger = {"x": gx, "y": gy, "effects": [{"op": "set_flag", "id": WIN}]}
            if friend is not None:
                trigger["dialogue"] = "goal_friend_talk"
            if lv.id in bosses:  # the goal wins once the boss is beaten; the line says so on the way there
                trigger["if_flag"] = BEATEN
                scene["triggers"].append({"x": gx - 2, "y": gy, "if_flag": BEATEN, "dialogue": BEATEN_LINE})
            scene["triggers"].append(trigger)
        else:
            nxt = levels[k + 1]
            scene["warps"].append({"x": gx, "y": gy, "to": nxt.id, "to_x": nxt.start[0], "to_y": nxt.start[1]})
        scenes.append(scene)
    _tell_coin_heart(scenes)
    return {"scenes": scenes}


def _tell_coin_heart(scenes: list[dict]) -> None:
    """The first level starts with the line on the levels' coins (the story's COIN_HEART), when
    they have coins to gather: a player who is not told would take them for points alone."""
    if scenes and any((sc.get("course") or {}).get("coins", "none") != "none" for sc in scenes):
        scenes[0]["cutscene"] = {"commands": [{"op": "say", "dialogue": COIN_HEART}], "once": True}


def coins_told() -> bool:
    """Whether the world writer's levels have coins (it picks from COINS), so the story writes
    the line the first level says."""
    return any(c != "none" for c in COINS)


# ---- story -----------------------------------------------------------------------------
def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    cast = plan.get("cast", [])
    hero = next((a.get("name") for a in cast if a.get("role") == "player"), "Hero")
    friend = next((a for a in cast if a.get("part") == "goal"), None)
    boss = next((T.called(a) for a in cast if a.get("role") == "boss"), None)  # "the Dragon", "Vex"
    levels = plan.get("scenes", [])
    last = levels[-1]["name"] if levels else "the end"
    dialogue = []
    if friend is not None:
        lines = [
            f"{friend['name']}: You made it all the way here, {hero}!",
            f"{hero} has caught up with {friend['name']} at last.",
        ]
        dialogue.append({"id": "goal_friend_talk", "speaker": friend["name"], "pages": [rng.choice(lines)]})
    steps = [{"text": f"Reach the end of {last}"[:28], "flag": WIN}]
    flags = [{"id": WIN, "description": f"the end of {last} is reached"}]
    if boss is not None:
        lines = [f"{boss} is beaten! On to the flag.", f"{boss} will not stand in {hero}'s way again!"]
        lines = [sentence_case(line) for line in lines]  # "The Dragon is beaten!"
        dialogue.append({"id": BEATEN_LINE, "speaker": hero, "pages": [rng.choice(lines)]})
        steps.insert(0, {"text": f"Beat {boss}"[:28], "flag": BEATEN})
        flags.insert(0, {"id": BEATEN, "description": f"{boss} is beaten"})
    win_text = rng.choice(
        [
            f"{hero} and {friend['name']} are together at last. What a run!",
            f"{friend['name']} and {hero}, side by side again!",
            f"Every jump was worth it: {hero} found {friend['name']}!",
        ]
        if friend is not None
        else [
            f"{hero} crossed every level. What a run!",
            f"Ledge by ledge, {hero} made it to {last}!",
            f"{hero} did it: the end of {last}, reached in one piece!",
        ]
    )
    if coins_told():  # drawn last: the lines before it stay as they were
        line = sentence_case(rng.choice(COIN_LINES).format(hero=hero))
        dialogue.append({"id": COIN_HEART, "speaker": "", "pages": [line]})
    return {
        "dialogue": dialogue,
        "flags": flags,
        "items": [],
        "quests": [{"id": "main_quest", "name": "The Long Run", "steps": steps}],
        "win": {"flag": WIN, "text": win_text},
    }


GENRE = Genre("platformer", plan=plan, cast=cast, world=world, story=story, view="side")
