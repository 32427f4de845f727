"""Task `world`: each planned scene laid out by features, chained by warps, with the obstacle:
a gate the player sees (bars, rubble) on the cell just inside the exit to the last scene."""

from __future__ import annotations

import random

from romsmith.designer._plan import SIDE_CHEST, SIDE_FLAG, marked
from romsmith.designer._read import Request

_BORDER = {
    "castle": "wall",
    "cave": "wall",
    "village_interior": "wall",
    "forest": "obstacle",
    "grassland": "obstacle",
    "desert": "obstacle",
    "snow": "obstacle",
}
CHEST = "chest"  # the tile drawn on the side chest's cell, found by name in the theme's listed tiles
_AMOUNTS = ("few", "some", "some", "many")
# the music each theme calls for, best first; a boss's lair wants the boss theme
_MUSIC = {
    "grassland": ("field", "village"),
    "forest": ("forest", "mystery", "field"),
    "castle": ("castle", "dungeon"),
    "cave": ("cave", "dungeon", "mystery"),
    "desert": ("desert", "field"),
    "snow": ("snow", "calm"),
    "village_interior": ("village", "calm"),
}
_AREAS = ("north", "south", "northwest", "northeast", "southwest", "southeast")


def world(request: Request, rng: random.Random) -> dict:
    plan = request.plan or {}
    themes = {t.name: t for t in request.themes}
    planned = plan.get("scenes", [])
    obstacle_flag = plan.get("story", {}).get("obstacle_flag")
    scenes = []
    for i, s in enumerate(planned):
        w, h = int(s["width"]), int(s["height"])
        mid = h // 2
        gates, warps = [], []
        if i > 0:
            gates.append("west")
            warps.append({"x": 0, "y": mid, "to": planned[i - 1]["id"]})
        if i > 0 and i == len(planned) - 1 and obstacle_flag and len(planned) > 1:
            # come back in front of the open gate, not onto it
            prev = planned[i - 1]
            warps[-1].update(to_x=int(prev["width"]) - 3, to_y=int(prev["height"]) // 2)
        guarded = bool(obstacle_flag) and len(planned) > 1 and i == len(planned) - 2
        if i < len(planned) - 1:
            gates.append("east")
            warps.append({"x": w - 1, "y": mid, "to": planned[i + 1]["id"]})
        triggers, scene_gates = [], []
        if guarded:  # the exit's inner cell holds the gate; in front of it, say why it is shut
            scene_gates.append({"x": w - 2, "y": mid, "flag": obstacle_flag})
            triggers.append(
                {"x": w - 3, "y": mid, "dialogue": "obstacle_blocked", "unless_flag": obstacle_flag, "once": False}
            )
        if i == len(planned) - 1 and plan.get("story", {}).get("treasure"):
            triggers.append(_treasure_trigger(plan, s, rng))
        trails, props = [], []
        if s is marked(planned, SIDE_CHEST):  # off the road, in a west corner a trail leads to: worth a detour
            chest = (2, rng.choice((2, h - 3)))
            triggers.append(
                {"x": chest[0], "y": chest[1], "dialogue": "side_chest", "unless_flag": SIDE_FLAG, "once": False}
            )
            trails.append({"start": "center", "end": "northwest" if chest[1] == 2 else "southwest"})
            tile = themes[s["theme"]].tile_named(CHEST) if s["theme"] in themes else None
            if tile is not None:  # the player sees where the chest is
                props.append({"x": chest[0], "y": chest[1], "tile": tile.char})
        scene = {
            "id": s["id"],
            "name": s["name"],
            "theme": s["theme"],
            "width": w,
            "height": h,
            "features": _features(s["theme"], gates, rng, trails, props),
            "warps": warps,
            "triggers": triggers,
            "gates": scene_gates,
        }
        track = _music(request, s, plan)
        if track:
            scene["music"] = track
        boss = next((c for c in plan.get("cast", []) if c.get("role") == "boss" and c.get("scene") == s["id"]), None)
        if boss and i > 0:  # the boss shows itself the first time the hero walks in
            scene["cutscene"] = _entrance(boss, mid)
        scenes.append(scene)
    return {"scenes": scenes}


def _entrance(boss: dict, mid: int) -> dict:
    """The boss's entrance: the hero steps in, the boss's name shows, the ground shakes, it speaks."""
    return {
        "once": True,
        "commands": [
            {"op": "move", "actor": "player", "x": 3, "y": mid},
            {"op": "banner", "actor": boss["id"], "frames": 150},
            {"op": "shake", "frames": 40},
            {"op": "wait", "frames": 30},
            {"op": "say", "dialogue": "boss_taunt"},
        ],
    }


def _music(request: Request, scene: dict, plan: dict) -> str | None:
    """The listed track for the scene's mood: the boss theme in the boss's scene, else the theme's."""
    lair = any(c.get("role") == "boss" and c.get("scene") == scene["id"] for c in plan.get("cast", []))
    wanted = (("boss", "battle") if lair else ()) + _MUSIC.get(scene.get("theme", ""), ("field",))
    return next((t for t in wanted if t in request.tracks), None)


def _features(theme: str, gates: list[str], rng: random.Random, trails: list[dict], props: list[dict]) -> dict:
    regions = []
    if theme in ("grassland", "forest", "snow") and rng.random() < 0.6:
        regions.append({"kind": "water", "area": rng.choice(_AREAS), "size": rng.choice(("small", "medium"))})
    if rng.random() < 0.5:
        regions.append({"kind": rng.choice(("decor", "obstacle")), "area": rng.choice(_AREAS), "size": "small"})
    # the main road runs west to east (the start scene's hero stands west); the last scene's ends in the middle
    paths = [{"start": "west", "end": "east" if "east" in gates else "center"}] + trails
    if rng.random() < 0.4:  # a side road for variety
        paths.append({"start": "center", "end": rng.choice(("north", "south", "northwest", "southeast"))})
    buildings = []
    if theme == "grassland" and rng.random() < 0.6:
        buildings.append({"x": rng.randint(3, 6), "y": 2, "w": rng.choice((3, 4)), "h": 3})
    return {
        "border": _BORDER.get(theme, "wall"),
        "gates": gates,
        "obstacles": rng.choice(_AMOUNTS[:3]),
        "decor": rng.choice(_AMOUNTS),
        "regions": regions,
        "paths": paths,
        "buildings": buildings,
        "props": props,
        "seed": rng.randint(1, 2**31 - 1),
    }


def _treasure_trigger(plan: dict, scene: dict, rng: random.Random) -> dict:
    boss = next((c for c in plan.get("cast", []) if c.get("role") == "boss" and c.get("scene") == scene["id"]), None)
    w, h = int(scene["width"]), int(scene["height"])
    x, y = rng.randint(w - 5, w - 3), rng.choice((2, h - 3))
    trigger = {"x": x, "y": y, "dialogue": "treasure_found", "once": False}
    if boss:
        trigger["if_flag"] = f"{boss['id']}_defeated"[:32]
    else:
        trigger["unless_flag"] = plan["story"]["win_flag"]
    return trigger
