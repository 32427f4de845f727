"""Where a warp puts the player: shared by the checks, the reachability walk and the C writer."""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.world._grid import beside


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


def routed_in(other: S.Scene, scene_id: str) -> list[tuple[int, int]]:
    """The cells scene `other` leads the player onto in scene `scene_id` without a warp: a story's
    routes, a shooter's or a battle's `next`, each with the cell there."""
    nxt = getattr(other, "next", None)
    if isinstance(nxt, str):
        x, y = getattr(other, "next_x", None), getattr(other, "next_y", None)
        return [(x, y)] if nxt == scene_id and x is not None and y is not None else []
    return [(r.to_x, r.to_y) for r in nxt or [] if r.to == scene_id and r.to_x is not None and r.to_y is not None]
