"""A battle scene's world: a backdrop of one screen drawn from its theme, and the way on.

The backdrop is the theme's place seen from the battlefield: a band of its walls or
obstacles along the top (the edge of the wood, a cave's rock, a hall's pillars) behind the
foes and the party, then its floor with a little decor, seeded by the scene's id. Nothing on
it is walked, so reaching the battle is reaching all of it; winning sets its flag and opens
its `next`.
"""

from __future__ import annotations

import random
import zlib

from romsmith.generators.pack import Pack, Tileset
from romsmith.generators.spec import GameSpec, Warp
from romsmith.generators.spec.genres.battle import BattleScene
from romsmith.generators.world.genres._base import WorldGenre

FAR_ROWS = 3  # cell rows of the far band (the top two sit under the message box)
DECOR = 0.08  # share of the floor's cells with decor


def points(spec: GameSpec, scene: BattleScene, pack: Pack | None = None) -> list[tuple[int, int]]:
    """The player's cell when the battle starts the game (it is kept floor)."""
    return [(a.x, a.y) for a in spec.cast if a.scene == scene.id and a.role == "player"]


def far_chars(tileset: Tileset) -> list[str]:
    """The blocking tiles the far band is made of: the theme's obstacles, else its walls."""
    blocking = [c for c, t in tileset.legend.items() if t.passable != "walkable" and t.kind in ("obstacle", "wall")]
    obstacles = [c for c in blocking if tileset.legend[c].kind == "obstacle"]
    return obstacles or blocking


def layout(scene: BattleScene, tileset: Tileset, points: list[tuple[int, int]]) -> list[str]:
    rng = random.Random(zlib.crc32(f"battle:{scene.id}".encode()))
    floor = tileset.char_for("floor")
    far = far_chars(tileset) or [floor]
    top = [c for c in tileset.chars_of("wall") if not tileset.walkable(c)] or far  # under the message box
    decor = tileset.chars_of("decor")
    keep = set(points)
    rows = []
    for y in range(scene.height):
        row = []
        for x in range(scene.width):
            if (x, y) in keep:
                row.append(floor)
            elif y < FAR_ROWS - 1:
                row.append(rng.choice(top))
            elif y == FAR_ROWS - 1:
                row.append(rng.choice(far) if rng.random() < 0.7 else floor)
            else:
                row.append(rng.choice(decor) if decor and rng.random() < DECOR else floor)
        rows.append("".join(row))
    return rows


def reach(scene: BattleScene, rows, ts: Tileset, start, flags, force_closed=frozenset()) -> set[tuple[int, int]]:
    """Nothing is walked in a battle: entering it is being everywhere in it."""
    return {(x, y) for y in range(scene.height) for x in range(scene.width)}


def exits(scene: BattleScene, cells: set, flags) -> list[Warp]:
    """The way on (`next`), once the battle is won (its flag set; a battle without a flag leads
    on whenever it is won, which the checks hold it to)."""
    if not scene.next or (scene.flag and scene.flag not in flags):
        return []
    return [Warp(x=0, y=0, to=scene.next, to_x=scene.next_x, to_y=scene.next_y)]


def sets(scene: BattleScene, cells: set, flags) -> list[str]:
    """Winning sets the battle's flag (the checks hold the battle to being winnable) and the
    flags its rewards set."""
    return ([scene.flag] if scene.flag else []) + [fx.id for fx in scene.rewards if fx.op == "set_flag"]


WORLD = WorldGenre(points, layout, reach, exits, sets)
