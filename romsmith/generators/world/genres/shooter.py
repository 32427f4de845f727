"""A shooter level's world: the map that scrolls behind the ship (it repeats sideways, so it is
scenery, not terrain: nothing on it blocks the ship) and the way on once the level is cleared.

The map is the theme's floor strewn with its decor and a few of its obstacles, seeded by the
scene's id. The theme's first decor tile is kept for the far layer the C writer adds behind
see-through themes (the starfield's distant stars); the map strews the others.
"""

from __future__ import annotations

import random
import zlib

from romsmith.generators.pack import Pack, Tileset
from romsmith.generators.spec import GameSpec, Warp
from romsmith.generators.spec.genres.shooter import ShooterScene
from romsmith.generators.world.genres._base import WorldGenre

DECOR, OBSTACLES = 0.12, 0.02  # shares of the map's cells


def points(spec: GameSpec, scene: ShooterScene, pack: Pack | None = None) -> list[tuple[int, int]]:
    """The player's cell when the level starts the game (the map has nothing that blocks)."""
    return [(a.x, a.y) for a in spec.cast if a.scene == scene.id and a.role == "player"]


def near_decor(tileset: Tileset) -> list[str]:
    """The decor the map strews: every decor tile but the first, which the far layer shows."""
    decor = tileset.chars_of("decor")
    return decor[1:] or decor


def layout(scene: ShooterScene, tileset: Tileset, points: list[tuple[int, int]]) -> list[str]:
    rng = random.Random(zlib.crc32(f"shooter:{scene.id}".encode()))
    floor, decor = tileset.char_for("floor"), near_decor(tileset)
    rocks = tileset.chars_of("obstacle")
    weights = [len(decor) - k for k in range(len(decor))]  # the first listed the most common
    keep = set(points)
    rows = []
    for y in range(scene.height):
        row = []
        for x in range(scene.width):
            roll = rng.random()
            if (x, y) in keep or roll >= DECOR + OBSTACLES:
                row.append(floor)
            elif roll < OBSTACLES and rocks:
                row.append(rng.choice(rocks))
            else:
                row.append(rng.choices(decor, weights)[0] if decor else floor)
        rows.append("".join(row))
    return rows


def reach(scene: ShooterScene, rows, ts: Tileset, start, flags, force_closed=frozenset()) -> set[tuple[int, int]]:
    """The ship flies anywhere: every cell."""
    return {(x, y) for y in range(scene.height) for x in range(scene.width)}


def exits(scene: ShooterScene, cells: set, flags) -> list[Warp]:
    """The way on (`next`), once the level's goal is met (its flag set; a level without a flag
    leads on whenever it is played through)."""
    if not scene.next or (scene.flag and scene.flag not in flags):
        return []
    return [Warp(x=0, y=0, to=scene.next, to_x=scene.next_x, to_y=scene.next_y)]


def sets(scene: ShooterScene, cells: set, flags) -> list[str]:
    """Playing the level through sets its flag (the checks hold the level to being winnable)."""
    return [scene.flag] if scene.flag else []


WORLD = WorldGenre(points, layout, reach, exits, sets)
