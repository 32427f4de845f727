"""Where the player can go across scenes: each scene's genre says which cells a player entering
at a cell reaches and which exits they can take from there; warps carry them to other scenes, and
an enemy with an encounter to the battle it starts."""

from __future__ import annotations

from collections import deque

from romsmith.generators import spec as S
from romsmith.generators.pack import Pack
from romsmith.generators.world._arrival import arrival
from romsmith.generators.world._grid import near
from romsmith.generators.world.genres import world_of


def explore(
    spec: S.GameSpec, pack: Pack, rows: dict, start, flags: set = frozenset(), force_closed=frozenset()
) -> dict[str, set]:
    """Walkable cells the player can reach in each scene, following warps from `start` (a warp
    locked by a flag only when that flag is in `flags`), never through a shut gate (one whose
    flag is not in `flags`, or whose (scene id, gate index) is in `force_closed`)."""
    scenes: dict = {}
    for s in spec.scenes:
        scenes.setdefault(s.id, s)
    reached: dict[str, set] = {}
    todo = deque([start])
    while todo:
        sid, x, y = todo.popleft()
        if sid not in rows or (x, y) in reached.get(sid, set()):
            continue
        sc = scenes[sid]
        genre = world_of(sc)
        shut = {i for s, i in force_closed if s == sid}
        cells = genre.reach(sc, rows[sid], pack.tilesets[sc.theme], (x, y), flags, shut)
        if not cells:
            continue
        reached.setdefault(sid, set()).update(cells)
        for a in spec.cast:  # an enemy met here leads to its encounter's scene (and back)
            shown = not a.show_flag or a.show_flag in flags
            if a.encounter in rows and a.scene == sid and shown and near(cells, a.x, a.y):
                todo.append((a.encounter, 0, 0))
        for wp in genre.exits(sc, cells, flags):
            if wp.to in rows and (wp.to_x is None) == (wp.to_y is None):
                ax, ay = arrival(spec, sc, wp, rows)
                tsc = scenes[wp.to]
                if 0 <= ax < tsc.width and 0 <= ay < tsc.height:
                    todo.append((wp.to, ax, ay))
    return reached
