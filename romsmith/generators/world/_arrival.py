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
