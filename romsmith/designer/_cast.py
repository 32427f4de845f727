"""Task `character`: the plan's cast with the sprites that draw their concepts, placed where the
scene's layout leaves room (`_layout`), with stats and the flags their parts need."""

from __future__ import annotations

import random

from romsmith.designer import _protocol as P
from romsmith.designer._casting import look, resolve_sprites
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
        big = sprite is not None and look(sprite).big
        x, y = _place(lay, part, role, taken[sid], plan, a, layouts, 2 if big else 1)
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


def _place(
    lay: Layout, part: str, role: str, taken: list, plan: dict, actor: dict, layouts: dict, size: int = 1
) -> tuple[int, int]:
    """A cell for the actor: the best of `wanted` at least 3 steps from the others, else the best
    free one. `taken` holds every cell a placed body covers (a 32x32 boss, `size` 2, covers the
    cell and the three right and below), so two actors never share a cell."""
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

    def body(cell: tuple[int, int]) -> list[tuple[int, int]]:
        return [(cell[0] + dx, cell[1] + dy) for dy in range(size) for dx in range(size)]

    def fits(cell: tuple[int, int]) -> bool:
        return all(lay.free(*c) and c not in taken for c in body(cell))

    spread = [c for c in wanted if fits(c) and all(abs(c[0] - a) + abs(c[1] - b) >= 3 for a, b in taken)]
    anywhere = [(x, y) for y in range(1, lay.height - 1) for x in range(1, lay.width - 1)]
    cell = next(iter(spread), None) or next((c for c in wanted + anywhere if fits(c)), None)
    if cell is None:  # a scene with no free ground left: any cell no body covers
        cell = next((c for c in anywhere if not set(body(c)) & set(taken)), (1, 1))
    taken.extend(body(cell))
    return cell


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
