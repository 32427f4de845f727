"""Task `character`: the plan's cast with the sprites that draw their concepts, placed where the
scene's layout leaves room (`_layout`), with stats and the flags their parts need."""

from __future__ import annotations

import random

from romsmith.designer import _protocol as P
from romsmith.designer._casting import resolve_sprites
from romsmith.designer._layout import Layout, actor_cells, layout
from romsmith.designer._shape import route


def cast(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    planned = plan.get("cast", [])
    sprites = resolve_sprites(planned, request.sprites, request.guidelines)
    scenes = {s["id"]: s for s in plan.get("scenes", [])}
    layouts = {sid: layout(plan, sid) for sid in scenes}
    depth = {sid: i for i, sid in enumerate(scenes)}
    story = plan.get("story", {})
    taken: dict[str, list[tuple[int, int]]] = {sid: [] for sid in scenes}
    out = []
    for a in planned:
        sid = a.get("scene") if a.get("scene") in scenes else next(iter(scenes))
        lay = layouts[sid]
        role, part = a.get("role", "npc"), a.get("part", "")
        sprite = sprites.get(a.get("id"))
        x, y = _place(lay, part, role, taken[sid], plan, a, layouts)
        entry = {
            "id": a["id"],
            "name": a.get("name") or a["id"].title(),
            "role": role,
            "sprite": sprite.id if sprite is not None else "",
            "scene": sid,
            "x": x,
            "y": y,
            "facing": "down",
            "behaviour": "still",
            "dialogue": None,
            "hp": 3,
            "damage": 0,
            "defeat_flag": None,
        }
        level = depth.get(sid, 1)
        if role == "player":
            entry.update(hp=rng.choice((5, 6)))
        elif role == "npc":
            entry.update(dialogue=P.talk(a["id"]), behaviour=_npc_moves(part, rng))
            if part == "escortee":
                entry["hide_flag"] = P.ESCORTING
            elif part == "escortee_copy":
                entry["show_flag"] = P.ESCORTING
        elif role == "boss":
            entry.update(behaviour="chase", hp=rng.randint(5, 7), damage=1, defeat_flag=P.beaten(a["id"]))
        elif part == "guard" and a["id"] == "guardian":
            entry.update(behaviour="still", hp=4, damage=1, defeat_flag=story.get("obstacle_flag"), facing="left")
        else:
            moves = ("chase",) if part == "guard" else ("wander", "wander", "patrol", "chase")
            entry.update(behaviour=rng.choice(moves), hp=min(1 + level // 2 + rng.randint(0, 1), 5), damage=1)
        out.append(entry)
    return {"cast": out}


def _npc_moves(part: str, rng: random.Random) -> str:
    if part in ("captive", "keeper", "receiver", "giver", "escortee", "escortee_copy", "helper"):
        return "still"
    return rng.choice(("still", "still", "wander"))


def _place(lay: Layout, part: str, role: str, taken: list, plan: dict, actor: dict, layouts: dict) -> tuple[int, int]:
    if part == "escortee_copy":
        near = _arrival(plan, actor, layouts)
        wanted = sorted(actor_cells(lay, "npc"), key=lambda c: abs(c[0] - near[0]) + abs(c[1] - near[1]))
    elif part == "guard" and actor["id"] == "guardian":
        gate = next((e for e in lay.exits if e.gate), None)
        g = gate.lock if gate else (lay.width // 2, lay.height // 2)
        wanted = sorted(actor_cells(lay, "npc"), key=lambda c: abs(c[0] - g[0]) + abs(c[1] - g[1]))
    elif role == "player":
        wanted = actor_cells(lay, "npc")
    else:
        wanted = actor_cells(lay, "boss" if role == "boss" else "foe" if role == "enemy" else "npc")
    for cell in wanted:
        if all(abs(cell[0] - a) + abs(cell[1] - b) >= 3 for a, b in taken):
            taken.append(cell)
            return cell
    for cell in wanted:
        if cell not in taken:
            taken.append(cell)
            return cell
    return 2, 2


def _arrival(plan: dict, actor: dict, layouts: dict) -> tuple[int, int]:
    """Where the hero walks in with the one they lead: beside the exit back along the way."""
    lead = P.part(plan, "escortee")
    sid = actor["scene"]
    lay = layouts[sid]
    if lead is not None:
        from romsmith.designer._layout import graph

        path = route(graph(plan), lead["scene"], sid)
        prev = path[-2] if len(path) >= 2 else None
        ex = next((e for e in lay.exits if e.to == prev), None)
        if ex is not None:
            return ex.inner
    return lay.width // 2, lay.height // 2
