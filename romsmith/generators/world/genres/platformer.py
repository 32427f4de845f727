"""A platformer level's world: its rows laid out from the course, and where the player can go in
it, jump by jump, with the level's physics (`romsmith.kernel.platformer`).

The layout generator lays the course's sections out from the left (the first FLAT_START and last
FLAT_END columns stay flat on the ground row), then puts ground under every place the scene's
content stands, then spreads checkpoints, coins, clouds and bushes, and draws the goal. The same
course and seed always give the same rows. Nothing here makes a level passable: validation flies
its jumps and names the one that fails.
"""

from __future__ import annotations

import random
import zlib
from functools import lru_cache

from romsmith.generators.pack import Pack, Tileset
from romsmith.generators.spec import GameSpec
from romsmith.generators.spec.genres.platformer import FLAT_END, FLAT_START, MAX_COINS, PlatformerScene
from romsmith.generators.world.genres._base import WorldGenre
from romsmith.kernel.platformer import AIR, CELL, LADDER, LEDGE, SOLID, SPIKES, Level, Physics, peak

COINS = {"none": 0.0, "few": 0.08, "some": 0.16, "many": 0.3}
KIND_OF_PASSABLE = {"blocking": SOLID, "water": SOLID, "ledge": LEDGE, "ladder": LADDER, "hazard": SPIKES}


# ---- the tiles a level is drawn with -------------------------------------------------
def tiles_of(ts: Tileset) -> dict[str, str | None]:
    """The legend char of each part of a level in this theme (None: the theme has none)."""

    def kind(k: str) -> str | None:
        return next((t.char for t in ts.tiles if t.kind == k), None)

    walls = [t for t in ts.tiles if t.passable == "blocking"]

    def wall(name: str) -> str | None:
        return next((t.char for t in walls if t.name == name), walls[0].char if walls else None)

    sky = next((t.char for t in ts.tiles if t.kind == "floor" and t.passable == "walkable"), ts.tiles[0].char)
    decor = [t.char for t in ts.tiles if t.kind == "decor" and t.passable == "walkable"]
    return {
        "sky": sky,
        "ground": wall("ground"),
        "earth": wall("earth"),
        "block": wall("stone block"),
        "ledge": kind("ledge"),
        "ladder": kind("ladder"),
        "spikes": kind("spikes"),
        "coin": kind("coin"),
        "goal": kind("goal"),
        "checkpoint": kind("checkpoint"),
        "door": kind("door"),
        "cloud": decor[0] if decor else None,
        "bush": decor[1] if len(decor) > 1 else None,
    }


def cell_kinds(rows: list[str], ts: Tileset) -> tuple[str, ...]:
    """The rows as the physics model reads them: solid, ledge, ladder, spikes or air per cell."""
    kinds = {t.char: KIND_OF_PASSABLE.get(t.passable, AIR) for t in ts.tiles}
    return tuple("".join(kinds.get(ch, AIR) for ch in row) for row in rows)


@lru_cache(maxsize=64)
def level_of(kinds: tuple[str, ...], physics: Physics) -> Level:
    return Level(list(kinds), physics)


def level(scene: PlatformerScene, rows: list[str], ts: Tileset) -> Level:
    return level_of(cell_kinds(rows, ts), Physics.of(scene.physics_fields()))


# ---- content ------------------------------------------------------------------------
def scene_points(spec: GameSpec, scene: PlatformerScene, pack: Pack | None = None) -> list[tuple[int, int]]:
    """Cells the scene's content stands in, which the layout puts ground under: the player's
    start, warps, arrivals, actors (a 32x32 one's two lower cells), triggers and the goal."""
    pts: list[tuple[int, int]] = []
    for a in spec.cast:
        if a.scene == scene.id and a.role == "player":
            pts.append((a.x, a.y))
    pts += [(wp.x, wp.y) for wp in scene.warps]
    for other in spec.scenes:
        for wp in other.warps:
            if wp.to == scene.id and wp.to_x is not None and wp.to_y is not None:
                pts.append((wp.to_x, wp.to_y))
    for a in spec.cast:
        if a.scene == scene.id and a.role != "player":
            entry = pack.sprites.get(a.sprite) if pack else None
            if entry is not None and entry.frame_width == 32:
                pts += [(a.x, a.y + 1), (a.x + 1, a.y + 1)]
            else:
                pts.append((a.x, a.y))
    pts += [(t.x, t.y) for t in scene.triggers]
    pts.append((scene.goal.x, scene.goal.y))
    inside = [(x, y) for x, y in pts if 0 <= x < scene.width and 0 <= y < scene.height - 1]
    return list(dict.fromkeys(inside))


def expand_layout(scene: PlatformerScene, tileset: Tileset, points: list[tuple[int, int]]) -> list[str]:
    if scene.rows is not None:
        return list(scene.rows)
    return _Course(scene, tileset, points).run()


class _Course:
    def __init__(self, scene: PlatformerScene, ts: Tileset, points):
        self.w, self.h, self.scene = scene.width, scene.height, scene
        self.course = scene.course
        ground = self.course.ground if self.course.ground is not None else self.h - 3
        self.g = min(max(ground, 3), self.h - 1)
        self.top: list[int | None] = [self.g] * self.w  # the ground's top row in each column, None: a pit
        self.cells: dict[tuple[int, int], str] = {}  # drawn over sky and ground
        self.points = points
        self.busy = set(points) | {(x, y - 1) for x, y in points}
        self.t = tiles_of(ts)
        self.rng = random.Random(self.course.seed * 1_000_003 + zlib.crc32(scene.id.encode()))
        self.jump = peak(Physics.of(scene.physics_fields()))  # the highest a jump lifts the feet (px)

    def run(self) -> list[str]:
        x = FLAT_START
        for section in self.course.sections:
            n = min(section.length, self.w - FLAT_END - x)
            if n <= 0:
                break
            getattr(self, "_" + section.kind)(x, n, section.height)
            x += n
        self._points()
        self._goal()
        self._checkpoints()
        self._coins()
        self._decor()
        return self._rows()

    def _put(self, x: int, y: int, role: str) -> None:
        char = self.t[role]
        if char and 0 <= x < self.w and 0 <= y < self.h:
            self.cells[(x, y)] = char

    # -- sections --
    def _flat(self, x: int, n: int, h: int) -> None:
        return

    def _gap(self, x: int, n: int, h: int) -> None:
        for c in range(x, x + n):
            self.top[c] = None

    def _spikes(self, x: int, n: int, h: int) -> None:
        for c in range(x, x + n):
            self._put(c, self.g - 1, "spikes" if self.t["spikes"] else "sky")
            if not self.t["spikes"]:
                self.top[c] = None  # a theme without spikes: a pit instead

    def _hill(self, x: int, n: int, h: int) -> None:
        for c in range(x, x + n):
            self.top[c] = max(2, self.g - h)

    def _wall(self, x: int, n: int, h: int) -> None:
        for y in range(max(2, self.g - h), self.g):
            self._put(x, y, "block")

    def _platforms(self, x: int, n: int, h: int) -> None:
        self._gap(x, n, h)
        row = max(2, self.g - h)
        starts = list(range(x + 1, x + n - 1, 4)) or [x + n // 2]
        for s in starts:
            for c in (s, s + 1):
                if c < x + n:
                    self._put(c, row, "ledge" if self.t["ledge"] else "block")

    def _ladder(self, x: int, n: int, h: int) -> None:
        top = max(2, self.g - h)
        for c in range(x + 1, x + n):
            self.top[c] = top
        for y in range(top, self.g):
            self._put(x, y, "ladder" if self.t["ladder"] else "block")

    def _ledges(self, x: int, n: int, h: int) -> None:
        row = max(2, self.g - h)
        for c in range(x + 1, x + n - 1) if n >= 3 else range(x, x + n):
            self._put(c, row, "ledge" if self.t["ledge"] else "block")

    # -- content, goal, extras --
    def _points(self) -> None:
        """Ground under every point: the column raised or lowered to it, or a ledge under a point
        high above the ground; nothing solid or spiky left where the body stands."""
        for x, y in self.points:
            under = self.cells.get((x, y + 1))
            if under in (self.t["ledge"], self.t["block"]) and under is not None:
                pass
            elif self.top[x] is not None and y + 1 < self.top[x] - 1 and self.t["ledge"]:
                for c in (x - 1, x, x + 1):
                    if 0 <= c < self.w and (c, y + 1) not in self.cells:
                        self._put(c, y + 1, "ledge")
            else:
                self.top[x] = y + 1
            for yy in (y, y - 1):
                self.cells.pop((x, yy), None)

    def _goal(self) -> None:
        goal = self.scene.goal
        look = {"flag": "goal", "door": "door"}.get(goal.look)
        if look and self.t[look]:
            self._put(goal.x, goal.y, look)

    def _free(self, x: int, y: int) -> bool:
        return (x, y) not in self.cells and (x, y) not in self.busy and (self.top[x] is None or y < self.top[x])

    def _checkpoints(self) -> None:
        n = self.course.checkpoints
        if not self.t["checkpoint"]:
            return
        span = self.w - FLAT_START - FLAT_END
        for i in range(n):
            want = FLAT_START + span * (i + 1) // (n + 1)
            for c in sorted(range(FLAT_START, self.w - FLAT_END), key=lambda c, want=want: abs(c - want)):
                if self.top[c] is not None and self._free(c, self.top[c] - 1) and self._flat_around(c):
                    self._put(c, self.top[c] - 1, "checkpoint")
                    break

    def _flat_around(self, c: int) -> bool:
        return all(0 <= d < self.w and self.top[d] == self.top[c] for d in (c - 1, c + 1))

    def _coins(self) -> None:
        density, placed = COINS[self.course.coins], 0
        if not self.t["coin"]:
            return
        for c in range(FLAT_START, self.w - FLAT_END):
            if placed >= MAX_COINS or self.rng.random() >= density:
                continue
            base = self.top[c] if self.top[c] is not None else self._way_over_pit(c)
            y = base - 1 if self.top[c] is not None and self.rng.random() < 0.6 else base - 3
            if y >= 1 and self._free(c, y) and (c, y + 1) not in self.cells:
                self._put(c, y, "coin")
                placed += 1

    def _way_over_pit(self, c: int) -> int:
        """The row a coin over pit column c goes three rows above: the ground's, or that of the
        ledges across the pit when they are that high (three up or more) and a jump from the ground
        lands on them: level with them or under them, a coin would be taken only by falling into
        the pit. Ledges out of the jump's reach are not the way across: the pit is jumped."""
        lo = hi = c
        while lo > 0 and self.top[lo - 1] is None:
            lo -= 1
        while hi < self.w - 1 and self.top[hi + 1] is None:
            hi += 1
        holds = (self.t["ledge"], self.t["block"])
        rows = [y for (x, y), ch in self.cells.items() if lo <= x <= hi and ch in holds and ch is not None]
        way = min(rows, default=self.g)
        return way if way <= self.g - 3 and (self.g - way) * CELL <= self.jump else self.g

    def _decor(self) -> None:
        for c in range(self.w):
            if self.t["cloud"] and self.rng.random() < 0.12:
                y = self.rng.randrange(1, max(2, self.g - 5))
                if self._free(c, y):
                    self._put(c, y, "cloud")
            t = self.top[c]
            if self.t["bush"] and t is not None and self.rng.random() < 0.1 and self._free(c, t - 1):
                self._put(c, t - 1, "bush")

    def _rows(self) -> list[str]:
        rows = []
        for y in range(self.h):
            row = []
            for x in range(self.w):
                if (x, y) in self.cells:
                    row.append(self.cells[(x, y)])
                elif self.top[x] is not None and y >= self.top[x]:
                    row.append(self.t["ground"] if y == self.top[x] else self.t["earth"])
                else:
                    row.append(self.t["sky"])
            rows.append("".join(row))
        return rows


# ---- where the player goes ------------------------------------------------------------
def reach(scene: PlatformerScene, rows, ts: Tileset, start, flags, force_closed=frozenset()) -> set[tuple[int, int]]:
    """The cells a player entering at `start` gets to: every cell of the ground jumps and ladders
    take it to, and the air above it a jump straight up reaches."""
    lv = level(scene, rows, ts)
    cells: set[tuple[int, int]] = set()
    top = peak(lv.physics) // 16 + 1
    for i in lv.reached(tuple(start)):
        s = lv.surfaces[i]
        for x in range(s.x0, s.x1 + 1):
            for y in range(s.row, max(s.row - top, 0) - 1, -1):
                if lv.kind(x, y) == SOLID:
                    break
                cells.add((x, y))
    return cells


def exits(scene: PlatformerScene, cells: set, flags) -> list:
    """The warps of the level the player can step on from `cells`, open with `flags`."""
    return [wp for wp in scene.warps if not (wp.if_flag and wp.if_flag not in flags) and (wp.x, wp.y) in cells]


WORLD = WorldGenre(points=scene_points, layout=expand_layout, reach=reach, exits=exits)
