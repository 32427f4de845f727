"""The world of a GameSpec: each scene's map and where the player can go, for the checks and
the C writer alike.

    expand_layout(scene, tileset, points) -> rows    a scene's map, laid out by its genre
    expand_scenes(spec, pack) -> {scene id: rows}
    scene_points(spec, scene, pack)                  cells its content needs walkable and connected
    explore(spec, pack, rows, start, flags)          cells reached in each scene, across warps
    arrival(spec, scene, warp, rows)                 where a warp puts the player
    world_of(scene)                                  its genre's layout and walk (`WorldGenre`)

Modules: `_grid` (cell geometry every genre shares), `_arrival`, `_explore` (the walk across
scenes), `_layout` (rows by genre), `genres` (each genre's layout and walk: `genres.WORLDS`).
"""

from __future__ import annotations

from romsmith.generators.world._arrival import arrival, routed_in
from romsmith.generators.world._explore import explore
from romsmith.generators.world._grid import beside, inward, near, nearest_walkable, on_edge, reachable_cells
from romsmith.generators.world._layout import expand_layout, expand_scenes, scene_points
from romsmith.generators.world.genres import world_of

__all__ = [
    "arrival",
    "beside",
    "expand_layout",
    "expand_scenes",
    "explore",
    "inward",
    "near",
    "nearest_walkable",
    "on_edge",
    "reachable_cells",
    "routed_in",
    "scene_points",
    "world_of",
]
