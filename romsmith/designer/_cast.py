"""Task `character`: the plan's cast with sprites copied from the listed ids, placed and tuned."""

from __future__ import annotations

import random
import re

from romsmith.designer._plan import (
    CHALLENGE,
    HEALER,
    HOLDER,
    SENT_FLAG,
    THIEF,
    THIEF_FLAG,
    is_helper,
)
from romsmith.designer._read import Request, Sprite
from romsmith.designer._text import Fit


def cast(request: Request, rng: random.Random) -> dict:
    fit = Fit(request.limits)
    plan = request.plan or {}
    scenes = {s["id"]: s for s in plan.get("scenes", [])}
    depth = {sid: i for i, sid in enumerate(scenes)}  # foes grow tougher scene by scene
    # a keeper apart from the guide sends the hero to the holder, and only then the thief turns up
    sent = sum(a.get("role") == "npc" and not is_helper(a.get("id", "")) for a in plan.get("cast", [])) >= 2
    story = plan.get("story", {})
    used: set[str] = set()
    taken: dict[str, list[tuple[int, int]]] = {}
    out, led = [], set()
    for actor in plan.get("cast", []):
        scene = scenes.get(actor.get("scene")) or next(
            iter(scenes.values()), {"id": actor.get("scene"), "width": 20, "height": 15}
        )
        role = actor.get("role", "npc")
        concept = actor.get("concept") or actor.get("name", "")
        sprite = guideline_sprite(concept, role, request) or pick_sprite(concept, role, request.sprites, used, rng)
        used.add(sprite)
        guardian = actor["id"] == "guardian" and role == "enemy"
        kind = "guardian" if guardian else actor["id"] if actor["id"] in (HEALER, THIEF) else role
        x, y = _place(kind, scene, taken.setdefault(scene["id"], []), rng)
        entry = {
            "id": actor["id"],
            "name": fit.name(actor["name"]),
            "role": role,
            "sprite": sprite,
            "scene": scene["id"],
            "x": x,
            "y": y,
            "facing": "down",
            "behaviour": "still",
            "dialogue": None,
            "hp": 3,
            "damage": 0,
            "defeat_flag": None,
        }
        level = depth.get(scene["id"], 1)
        if role == "npc":
            stroll = "still" if actor["id"] == HEALER else rng.choice(["still", "still", "wander"])
            # the holder of the key item waits where the hero was told to find it
            entry.update(
                dialogue=f"{actor['id']}_talk", behaviour="still" if actor["id"] in (HEALER, HOLDER) else stroll
            )
        elif guardian:  # shows up once the keeper has the item, before the gate; beating it opens the gate
            entry.update(
                behaviour="still",
                hp=4,
                damage=1,
                facing="left",
                defeat_flag=story.get("obstacle_flag"),
                show_flag=CHALLENGE,
            )
        elif actor["id"] == THIEF:  # turns up once the keeper sent the hero; beating it earns the key item
            entry.update(
                behaviour=rng.choice(["wander", "chase"]),
                hp=min(3 + level // 2, 5),
                damage=1,
                facing="left",
                defeat_flag=THIEF_FLAG,
                show_flag=SENT_FLAG if sent else None,
            )
        elif role == "enemy":
            lead = scene["id"] not in led  # each scene's first foe is a notch tougher than the rest
            led.add(scene["id"])
            entry.update(
                behaviour=rng.choice(["wander", "wander", "patrol", "chase"]),
                hp=min(level + lead, 6),
                damage=1,
                facing=rng.choice(["down", "left", "right"]),
            )
        elif role == "boss":
            entry.update(
                behaviour="chase",
                hp=rng.randint(5, 7),
                damage=1,
                defeat_flag=story.get("win_flag")
                if story.get("win_flag", "").startswith(actor["id"])
                else f"{actor['id']}_defeated",
            )
        else:
            entry.update(hp=rng.choice((5, 6)), facing="right")
        out.append(entry)
    return {"cast": out}


def big(sprite: Sprite) -> bool:
    """Listed as drawn 32x32 (a big boss)."""
    return "32x32" in sprite.notes


def pick_sprite(concept: str, role: str, sprites: list[Sprite], used: set[str], rng: random.Random) -> str:
    """A listed sprite id: one whose alias or id names the concept, else one made for the role."""
    if not sprites:
        return ""
    from romsmith.designer._words import NEAR_CONCEPT

    words = concept.lower().split()
    words += [NEAR_CONCEPT[w] for w in words if w in NEAR_CONCEPT]
    fitting = [s for s in sprites if role in s.roles] or sprites

    def named(s: Sprite) -> bool:
        stems = set(s.aliases) | set(s.id.split("_")[1:])
        return any(w in stems or w.rstrip("s") in stems for w in words)

    for pool in ([s for s in fitting if named(s)], [s for s in sprites if named(s)]):
        if pool:
            fresh = [s for s in pool if s.id not in used] or pool
            if role == "boss":  # a boss drawn big when one of that name is listed
                fresh = sorted(fresh, key=lambda s: not big(s))
            return fresh[0].id
    fresh = [s for s in fitting if s.id not in used] or fitting
    if role == "boss" and any(big(s) for s in fresh):
        fresh = [s for s in fresh if big(s)]
    return rng.choice(fresh).id


def _place(role: str, scene: dict, taken: list[tuple[int, int]], rng: random.Random) -> tuple[int, int]:
    w, h = int(scene.get("width", 20)), int(scene.get("height", 15))
    mid = h // 2
    if role == "player":
        wanted = [(3, mid)]
    elif role == "guardian":  # in front of the gate on the exit's inner cell (w-2, mid)
        wanted = [(w - 5, mid), (w - 4, mid - 1), (w - 4, mid + 1)]
    elif role == "boss":
        wanted = [(w - 5, mid), (w // 2, mid)]
    elif role == HEALER:  # just inside the entrance, off the road
        wanted = [(3, mid - 2), (3, mid + 2), (4, mid - 3)]
    elif role == THIEF:  # it turns up later: as far from the npcs as the scene allows, so a swing hits it, not them
        wanted = [(x, y) for x in range(3, w - 3) for y in range(2, h - 2) if y != mid]
        rng.shuffle(wanted)
        wanted.sort(key=lambda p: -min((abs(p[0] - a) + abs(p[1] - b) for a, b in taken), default=0))
    else:
        band = range(w // 3, w - 3) if role == "enemy" else range(3, w - 3)
        wanted = [(x, y) for x in band for y in range(2, h - 2) if y != mid and x % 2 == 0]
        rng.shuffle(wanted)
    for x, y in wanted + [(x, y) for x in range(2, w - 2) for y in range(2, h - 2)]:
        if all(abs(x - a) + abs(y - b) >= 3 for a, b in taken):
            taken.append((x, y))
            return x, y
    return 2, 2


def guideline_sprite(concept: str, role: str, request: Request) -> str | None:
    """A retrieved guideline naming this concept and exactly one listed sprite that suits the role wins."""
    listed = {s.id: s for s in request.sprites}
    words = [w for w in concept.lower().split() if len(w) > 2]
    for line in request.guidelines:
        text = line.lower()
        if not any(re.search(rf"\b{re.escape(w)}\b", text) for w in words):
            continue
        named = [i for i in re.findall(r"[a-z0-9_]+", text) if i in listed and role in listed[i].roles]
        if len(set(named)) == 1:
            return named[0]
    return None
