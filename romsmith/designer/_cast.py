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
    taken: dict[str, list[tuple[int, int]]] = {sid: [] for sid in scenes}
    waves = max((_wave_of(a["id"]) for a in planned), default=0)
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
        entry.update(_stats(a, plan, role, part, depth.get(sid, 1), rng, waves))
        out.append(entry)
    return {"cast": out}


# hit points by how hard the game is: (plain foe's base, boss, boss when it comes back, hero)
HP = {"gentle": (1, (5, 6), (6, 7), 8), "normal": (2, (7, 8), (9, 10), 6), "hard": (3, (9, 10), (10, 10), 6)}
STILL = ("captive", "keeper", "receiver", "giver", "escortee", "escortee_copy", "helper", "captive_copy")
STILL += ("judge", "mender", "companion", "companion_copy", "runner")


def _wave_of(actor_id: str) -> int:
    """The wave a foe comes in (`wave_W_K`), 0 for any other actor."""
    parts = actor_id.split("_")
    return int(parts[1]) if len(parts) == 3 and parts[0] == "wave" and parts[1].isdigit() else 0


def _stats(a: dict, plan: dict, role: str, part: str, level: int, rng: random.Random, waves: int) -> dict:
    """Behaviour, hit points, damage and the flags an actor's part needs (`_protocol`)."""
    tone = P.tone(plan)
    foe_hp, boss_hp, again_hp, hero_hp = HP.get(tone, HP["normal"])
    ident = a["id"]
    if role == "player":
        return {"hp": hero_hp}
    if role == "npc":
        out = {"dialogue": P.talk(ident), "behaviour": _npc_moves(part, rng)}
        out.update(_npc_flags(a, plan))
        return out
    if role == "boss":
        if part == "boss_again":
            first = P.part(plan, "boss")
            shown = P.beaten(first["id"]) if first else None
            return {
                "behaviour": "chase",
                "hp": rng.randint(*again_hp),
                "damage": 1 + (tone == "hard"),
                "defeat_flag": P.beaten(ident),
                "show_flag": shown,
            }
        out = {"behaviour": "chase", "hp": rng.randint(*boss_hp), "damage": 1, "defeat_flag": P.beaten(ident)}
        lair = P.waves_in(plan, a.get("scene", ""))
        if lair:
            out["show_flag"] = P.wave(lair)  # the foes' chief comes after their last wave
        return out
    wave = _wave_of(ident)
    if wave:
        return {
            "behaviour": "chase",
            "hp": foe_hp + wave - 1,
            "damage": 1,
            # the first wave comes on the alarm at a defended home, at once to a lair
            "show_flag": P.wave(wave - 1) if wave > 1 or P.action(plan) == "protect" else None,
            "defeat_flag": P.wave(wave) if part == "wave_leader" else None,
        }
    if part == "minion":
        first = P.part(plan, "boss")
        return {"behaviour": "chase", "hp": foe_hp, "damage": 1, "show_flag": P.beaten(first["id"]) if first else None}
    if part == "guard" and (ident == "guardian" or ident.startswith("guardian_")):
        return {
            "behaviour": "still",
            "hp": foe_hp + 3,
            "damage": 1,
            "defeat_flag": P.keeper_of(ident, plan),
            "facing": "left",
        }
    moves = ("chase",) if part == "guard" else ("wander", "wander", "patrol", "chase")
    return {"behaviour": rng.choice(moves), "hp": min(foe_hp + level // 2 + rng.randint(0, 1), 6), "damage": 1}


def _npc_flags(a: dict, plan: dict) -> dict:
    """When someone is there: the one led or freed leaves with the hero and waits further on; the
    one who runs is gone once it has run on."""
    part, ident = a.get("part", ""), a["id"]
    if part in ("escortee", "captive"):
        return {"hide_flag": P.ESCORTING}
    if part in ("escortee_copy", "captive_copy"):
        return {"show_flag": P.ESCORTING}
    if part == "companion_copy":
        return {"show_flag": P.TOGETHER}
    if part == "runner":
        runners = [x["id"] for x in P.parts(plan, "runner")]
        n = runners.index(ident) if ident in runners else 0
        out = {"show_flag": P.ran(n)} if n else {}
        if n < len(runners) - 1:
            out["hide_flag"] = P.ran(n + 1)
        return out
    return {}


def _npc_moves(part: str, rng: random.Random) -> str:
    if part in STILL:
        return "still"
    return rng.choice(("still", "still", "wander"))


def _place(
    lay: Layout, part: str, role: str, taken: list, plan: dict, actor: dict, layouts: dict, size: int = 1
) -> tuple[int, int]:
    """A cell for the actor: the best of `wanted` at least 3 steps from the others, else the best
    free one. `taken` holds every cell a placed body covers (a 32x32 boss, `size` 2, covers the
    cell and the three right and below), so two actors never share a cell."""
    if part in LEADS:
        near = _arrival(plan, actor, layouts, LEADS[part])
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


LEADS = {"escortee_copy": "escortee", "captive_copy": "captive", "companion_copy": "companion"}


def _arrival(plan: dict, actor: dict, layouts: dict, lead_part: str) -> tuple[int, int]:
    """Where the hero walks in with the one who goes along: beside the exit back along the way."""
    lead = P.part(plan, lead_part)
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
