"""Task `world`: every planned scene laid out by features (`_layout` says where exits, doors,
gates, chests and the way out are), with its warps, its gates, the triggers of locks and chests,
and props the player sees (a chest tile on every chest)."""

from __future__ import annotations

import random

from romsmith.designer import _protocol as P
from romsmith.designer._casting import indoor
from romsmith.designer._layout import Layout, layout
from romsmith.designer._themes import wants

WALLED = ("castle", "cave", "space_station")
CHEST = "chest"
_AREA_OF = {"north": "north", "south": "south", "east": "east", "west": "west"}


def world(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    themes = {t.name: t for t in request.themes}
    scenes = []
    layouts = {s["id"]: layout(plan, s["id"]) for s in plan.get("scenes", [])}
    for s in plan.get("scenes", []):
        lay = layouts[s["id"]]
        theme = themes.get(s["theme"])
        room = P.is_room(s) or (theme is not None and indoor(theme))
        warps, gates, triggers, props = [], [], [], []
        for ex in lay.exits:
            warp = {"x": ex.cell[0], "y": ex.cell[1], "to": ex.to}
            back = next((e for e in layouts[ex.to].exits if e.to == s["id"]), None) if ex.to in layouts else None
            if back is not None and back.gate is not None:  # arrive in front of the gate, not on it
                warp.update(to_x=back.lock[0], to_y=back.lock[1])
            if ex.locked and ex.gate is None:
                warp["if_flag"] = ex.locked  # a locked door
            warps.append(warp)
            if ex.locked and ex.gate is not None:
                gates.append({"x": ex.gate[0], "y": ex.gate[1], "flag": ex.locked})
            if ex.locked and ex.lock is not None:
                triggers.append(
                    {"x": ex.lock[0], "y": ex.lock[1], "dialogue": P.lock_talk(ex.locked), "unless_flag": ex.locked}
                )
        chest_tile = theme.tile_named(CHEST) if theme is not None and hasattr(theme, "tile_named") else None
        for spot in lay.chests:
            triggers.append(
                {"x": spot.cell[0], "y": spot.cell[1], "dialogue": spot.id, "unless_flag": P.opened(spot.id)}
            )
            if chest_tile is not None:
                props.append({"x": spot.cell[0], "y": spot.cell[1], "tile": chest_tile.char})
        if lay.way_out is not None:
            x, y = lay.way_out.cell
            triggers.append({"x": x, "y": y, "dialogue": lay.way_out.id})
        lair = next((a for a in plan.get("cast", []) if a.get("role") == "boss" and a.get("scene") == s["id"]), None)
        wanted = (("boss", "battle") if lair else ()) + tuple(wants(s["theme"]).get("music", ["field"]))
        if lair is not None and s["id"] != plan.get("start_scene"):
            entrance = {"cutscene": _entrance(lair)}
        else:
            entrance = {}
        scenes.append(
            {
                **entrance,
                "music": next((t for t in wanted if t in request.tracks), None),
                "id": s["id"],
                "name": s["name"],
                "theme": s["theme"],
                "width": lay.width,
                "height": lay.height,
                "features": _features(lay, s["theme"], room, rng, props),
                "warps": warps,
                "triggers": triggers,
                "gates": gates,
            }
        )
    return {"scenes": scenes}


def _entrance(boss: dict) -> dict:
    """The boss shows itself the first time the hero walks in: its name, a shake, a taunt."""
    return {
        "once": True,
        "commands": [
            {"op": "banner", "actor": boss["id"], "frames": 150},
            {"op": "shake", "frames": 40},
            {"op": "wait", "frames": 30},
            {"op": "say", "actor": boss["id"], "dialogue": P.taunt(boss["id"])},
        ],
    }


def _features(lay: Layout, theme: str, room: bool, rng: random.Random, props: list[dict]) -> dict:
    sides = sorted({e.side for e in lay.exits if e.side in _AREA_OF})
    if lay.way_out is not None:
        w, _h = lay.width, lay.height
        x, y = lay.way_out.cell
        sides.append("east" if x >= w - 2 else "west" if x <= 1 else "north" if y <= 1 else "south")
    paths = [{"start": _AREA_OF[s], "end": "center"} for s in dict.fromkeys(sides)]
    for spot in lay.chests:
        paths.append({"start": "center", "end": _corner(lay, spot.cell)})
    regions = []
    if not room and theme not in WALLED and rng.random() < 0.5:
        regions.append({"kind": "water", "area": rng.choice(("northeast", "southwest", "southeast")), "size": "small"})
    if rng.random() < 0.5:
        regions.append(
            {"kind": rng.choice(("decor", "obstacle")), "area": rng.choice(("north", "south")), "size": "small"}
        )
    return {
        "border": "wall" if room or theme in WALLED else "obstacle",
        "gates": sorted(set(sides)),
        "obstacles": "few" if room else rng.choice(("few", "some", "some")),
        "decor": rng.choice(("few", "some", "many")),
        "regions": regions,
        "paths": paths[:8],
        "buildings": lay.buildings,
        "props": props,
        "seed": rng.randint(1, 2**31 - 1),
    }


def _corner(lay: Layout, cell: tuple[int, int]) -> str:
    x, y = cell
    ns = "north" if y < lay.height / 2 else "south"
    ew = "west" if x < lay.width / 2 else "east"
    return ns + ew
