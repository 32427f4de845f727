"""Where the player can go: warp arrivals, reachable cells across scenes, nearest free cells."""

from __future__ import annotations

from collections import deque

from romsmith.generators import spec as S
from romsmith.generators.layout import beside, gate_cells, reachable_cells
from romsmith.generators.pack import Pack


def arrival(spec: S.GameSpec, scene: S.Scene, wp: S.Warp, rows: dict) -> tuple[int, int]:
    """Where warp `wp` of `scene` puts the player: (to_x, to_y), else beside the target's first
    warp leading back to `scene`, else the target's walkable cell nearest its middle."""
    if wp.to_x is not None and wp.to_y is not None:
        return wp.to_x, wp.to_y
    target = next(s for s in spec.scenes if s.id == wp.to)
    back = next((w for w in target.warps if w.to == scene.id), None)
    if back is not None:
        return beside(back.x, back.y, target.width, target.height)
    return target.width // 2, target.height // 2


def nearest_walkable(rows, ts, x, y):
    h, w = len(rows), len(rows[0])
    seen, todo = {(x, y)}, deque([(x, y)])
    while todo:
        cx, cy = todo.popleft()
        if ts.walkable(rows[cy][cx]):
            return cx, cy
        for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen:
                seen.add((nx, ny))
                todo.append((nx, ny))
    return None


def near(cells: set, x: int, y: int) -> bool:
    """An actor at (x, y) can be met when the player can stand on or next to it."""
    return any(c in cells for c in ((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))


def closed_cells(scene: S.Scene, flags, force_closed=frozenset()) -> frozenset:
    """Cells of `scene` covered by gates that are shut: their flag is not in `flags`, or their
    index is in `force_closed`."""
    return frozenset(
        c for i, g in enumerate(scene.gates) if g.flag not in flags or i in force_closed for c in gate_cells(g)
    )


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
        ts = pack.tilesets[sc.theme]
        shut = closed_cells(sc, flags, {i for s, i in force_closed if s == sid})
        cells = reachable_cells(rows[sid], ts, (x, y), blocked=shut)
        if not cells:
            continue
        reached.setdefault(sid, set()).update(cells)
        for wp in sc.warps:
            if wp.if_flag and wp.if_flag not in flags:
                continue
            if (wp.x, wp.y) in cells and wp.to in rows and (wp.to_x is None) == (wp.to_y is None):
                ax, ay = arrival(spec, sc, wp, rows)
                tsc = scenes[wp.to]
                if 0 <= ax < tsc.width and 0 <= ay < tsc.height:
                    todo.append((wp.to, ax, ay))
    return reached
