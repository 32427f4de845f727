"""Where a platformer's player can go: the ground it stands on, and which of it a jump, a fall or
a ladder takes it to, computed from the scene's physics.

A level is a grid of 16x16 cells, one kind each: SOLID ('#'), LEDGE ('=', one-way: its top
holds a body falling onto it), LADDER ('H', climbable; its top holds like a ledge), SPIKES ('^',
hurt in the cell's lower half) and AIR (anything else). The sides and the top of the level are
walls; below it is a pit. A *surface* is a run of cells in one row that a body can stand in (the
cell below holds it, nothing in the cell stops or hurts it).

Two surfaces are linked when a ladder joins them or when a jump from one lands on the other:
the jump is flown frame by frame with the engine's arithmetic (`_physics`): the player runs at
the edge (with the run-up the surface gives), jumps with A held (or briefly, or walks off), keeps
the d-pad toward the target until over it, and must land there without touching anything solid
or spiky on the way. A level passes when the surfaces linked to the start include the goal's.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from romsmith.kernel.platformer._physics import (
    BODY_H,
    BODY_W,
    BODY_X,
    BODY_Y,
    CELL,
    ONE_PX,
    Physics,
    across,
    peak,
    reach,
    rise,
    runup_speed,
)

SOLID, LEDGE, LADDER, SPIKES, AIR = "#", "=", "H", "^", "."


@dataclass(frozen=True)
class Surface:
    row: int  # the row a body stands in (the row below holds it)
    x0: int
    x1: int  # inclusive

    def __str__(self) -> str:
        cols = f"column {self.x0}" if self.x0 == self.x1 else f"columns {self.x0}-{self.x1}"
        return f"{cols} of row {self.row}"


@dataclass(frozen=True)
class Gap:
    """The jump a level would need to go on toward its goal, and what the physics give."""

    start: Surface  # the farthest ground reached on the way
    end: Surface  # the ground beyond
    cells: int  # empty cells between them (0: one is above the other)
    up: int  # pixels the feet must rise (negative: a drop)
    across: int  # pixels the body must travel sideways while in the air
    height: int  # the highest this scene's jump lifts the feet
    distance: int  # how far sideways a jump carries the player at that height (-1: never that high)
    blocked: bool  # in range, but something solid or spiky is in the jump's way

    def describe(self) -> str:
        if self.cells:
            what = f"a gap of {self.cells} cell{'s' if self.cells != 1 else ''}"
        else:
            what = f"a climb of {self.up} px" if self.up > 0 else f"a drop of {-self.up} px"
        if self.up > self.height:
            need = f"a jump {self.up} px high, and this scene's jump rises {self.height} px"
        elif self.blocked:
            need = "a jump that something solid or spiky stands in the way of"
        else:
            at = f" while {self.up} px up" if self.up > 0 else ""
            need = f"a jump {self.across} px across{at}, and this scene's jump carries the player {self.distance} px"
        return f"from {self.start} to {self.end} is {what}: it needs {need}"


class Level:
    """A grid of cell kinds and its physics; surfaces and links are computed once."""

    def __init__(self, rows: list[str], physics: Physics | None = None):
        self.rows = rows
        self.h = len(rows)
        self.w = max((len(r) for r in rows), default=0)
        self.physics = physics or Physics()
        self.surfaces = self._surfaces()
        self._at = {(x, s.row): i for i, s in enumerate(self.surfaces) for x in range(s.x0, s.x1 + 1)}
        self._links: dict[int, set[int]] | None = None

    # ---- cells and pixels ---------------------------------------------------------
    def kind(self, x: int, y: int) -> str:
        if y >= self.h:
            return AIR  # the pit
        if x < 0 or x >= self.w or y < 0:
            return SOLID
        row = self.rows[y]
        return row[x] if x < len(row) else AIR

    def holds(self, x: int, y: int) -> bool:
        """Cell (x, y)'s top edge holds a body coming down onto it."""
        k = self.kind(x, y)
        return k in (SOLID, LEDGE) or (k == LADDER and self.kind(x, y - 1) != LADDER)

    def standable(self, x: int, y: int) -> bool:
        return 0 <= x < self.w and 0 <= y < self.h and self.kind(x, y) not in (SOLID, SPIKES) and self.holds(x, y + 1)

    def _box_cells(self, sx: int, sy: int, rising: int = 0):
        x0, x1 = sx + BODY_X, sx + BODY_X + BODY_W - 1
        y0, y1 = sy + BODY_Y - rising, sy + BODY_Y + BODY_H - 1
        for cy in range(y0 // CELL, y1 // CELL + 1):
            for cx in range(x0 // CELL, x1 // CELL + 1):
                yield cx, cy, y1

    def blocked(self, sx: int, sy: int, rising: int = 0) -> bool:
        """The body with its sprite at (sx, sy) meets something solid (or the level's sides), or
        would on its way `rising` pixels higher."""
        return any(self.kind(cx, cy) == SOLID for cx, cy, _ in self._box_cells(sx, sy, rising))

    def hurts(self, sx: int, sy: int) -> bool:
        """...meets spikes (the lower half of a spike cell)."""
        return any(self.kind(cx, cy) == SPIKES and y1 >= cy * CELL + 8 for cx, cy, y1 in self._box_cells(sx, sy))

    def floor_at(self, sx: int, feet: int) -> bool:
        """Pixel row `feet` holds a body whose sprite is at x = sx."""
        x0, x1 = sx + BODY_X, sx + BODY_X + BODY_W - 1
        cy = feet // CELL
        for cx in range(x0 // CELL, x1 // CELL + 1):
            if self.kind(cx, cy) == SOLID or (feet % CELL == 0 and self.holds(cx, cy)):
                return True
        return False

    def safe_spot(self, sx: int, row: int) -> bool:
        """A body can stand with its sprite at (sx, row * 16): held, not stopped, not hurt."""
        sy = row * CELL
        return self.floor_at(sx, sy + CELL) and not self.blocked(sx, sy) and not self.hurts(sx, sy)

    # ---- surfaces -----------------------------------------------------------------
    def _surfaces(self) -> list[Surface]:
        out = []
        for y in range(self.h):
            x = 0
            while x < self.w:
                if not self.standable(x, y):
                    x += 1
                    continue
                x0 = x
                while x < self.w and self.standable(x, y):
                    x += 1
                out.append(Surface(y, x0, x - 1))
        return out

    def surface_at(self, x: int, y: int) -> int | None:
        """The surface a body in cell (x, y) stands on, or the one it falls onto (None: a pit)."""
        for row in range(max(y, 0), self.h):
            if self.kind(x, row) == SOLID:
                return None
            if (x, row) in self._at:
                return self._at[(x, row)]
        return None

    def standing(self, sx: int, sy: int) -> int | None:
        """The surface under a body whose sprite is at (sx, sy): the one its middle is over,
        else the one its box's edge still is (on the lip of a ledge), else where it falls."""
        row = (sy + CELL // 2) // CELL
        for x in ((sx + 8) // CELL, (sx + BODY_X) // CELL, (sx + BODY_X + BODY_W - 1) // CELL):
            if (x, row) in self._at:
                return self._at[(x, row)]
        return self.surface_at((sx + 8) // CELL, row)

    # ---- links ------------------------------------------------------------------------
    def links(self) -> dict[int, set[int]]:
        if self._links is None:
            self._links = {i: set() for i in range(len(self.surfaces))}
            self._ladders()
            top = peak(self.physics) // CELL + 1
            ys = rise(self.physics)
            airborne = next((t for t, y in enumerate(ys) if y < -self.h * CELL), len(ys) - 1)
            far = across(self.physics, self.physics.run_vel)[airborne] // CELL + 1
            for i, a in enumerate(self.surfaces):
                for j, b in enumerate(self.surfaces):
                    if i == j or a.row - b.row > top or _cells_between(a, b) > far:
                        continue
                    if self.jump(a, b):
                        self._links[i].add(j)
        return self._links

    def _ladders(self) -> None:
        for x in range(self.w):
            y = 0
            while y < self.h:
                if self.kind(x, y) != LADDER:
                    y += 1
                    continue
                top = y
                while y < self.h and self.kind(x, y) == LADDER:
                    y += 1
                on = {self._at[(x, r)] for r in range(top - 1, y) if (x, r) in self._at}
                for i in on:
                    self._links[i] |= on - {i}

    def jump(self, a: Surface, b: Surface) -> bool:
        """A jump (or a fall) from a lands on b."""
        ways = (1,) if b.x0 > a.x1 else (-1,) if b.x1 < a.x0 else (1, -1)
        for d in ways:
            for sx0, run_up in self._takeoffs(a, b, d):
                v0 = runup_speed(self.physics, run_up)
                for hold, jumps in ((None, True), (8, True), (1, True), (0, False)):
                    if self._fly(a, b, sx0, d, v0, rise(self.physics, hold, jumps)):
                        return True
        return False

    def _takeoffs(self, a: Surface, b: Surface, d: int) -> list[tuple[int, int]]:
        """Sprite x positions on a to jump from toward b (d: 1 right, -1 left), each with the
        run-up it leaves behind it: a's edge, the last spot not under b, the middle of their overlap."""
        lo, hi = _span(a)
        if d > 0:
            wanted = [hi, b.x0 * CELL - BODY_X - BODY_W]
        else:
            wanted = [lo, (b.x1 + 1) * CELL - BODY_X]
        wanted.append((max(a.x0, b.x0) + min(a.x1, b.x1) + 1) * CELL // 2 - CELL // 2)
        spots = []
        for sx in wanted:
            sx = min(max(sx, lo), hi)
            for _ in range(2 * CELL):  # back off from the edge until standing there is safe
                if lo <= sx <= hi and self.safe_spot(sx, a.row):
                    spot = (sx, sx - lo if d > 0 else hi - sx)
                    if spot not in spots:
                        spots.append(spot)
                    break
                sx -= d
        return spots

    def _landing(self, b: Surface, sx0: int, a: Surface | None = None) -> int | None:
        """The spot over b nearest the take-off where a body can stand (sprite x); when b lies
        under a, one off a's ends (a body over a would land on a again)."""
        lo, hi = _span(b)
        if a is not None and a.row < b.row:
            alo, ahi = _span(a)
            spots = [x for x in range(lo, hi + 1) if not alo <= x <= ahi and self.safe_spot(x, b.row)]
            return min(spots, key=lambda x: abs(x - sx0), default=None)
        if sx0 <= lo:
            order = range(lo, hi + 1)
        elif sx0 >= hi:
            order = range(hi, lo - 1, -1)
        else:
            order = (x for k in range(hi - lo + 1) for x in (sx0 - k, sx0 + k) if lo <= x <= hi)
        return next((x for x in order if self.safe_spot(x, b.row)), None)

    def _fly(self, a: Surface, b: Surface, sx0: int, d: int, v0: int, ys: tuple[int, ...]) -> bool:
        """Fly one jump (heights ys) from sx0 on a toward the nearest spot over b, as the engine
        moves a body: sideways first, then up or down, stopped by walls and landing on the
        first ground under it. True when that ground is b's."""
        target = self._landing(b, sx0, a)
        if target is None:
            return False
        lo, hi = _span(b)
        p = self.physics
        sy0, goal = a.row * CELL, (b.row + 1) * CELL
        x, y, v, frac = sx0, sy0, v0, 0
        top = max(ys)
        for up in ys:
            ny, nx, left = sy0 - up, x, target - x
            still_up = top - up if ny < y else 0  # the rise left before the jump turns
            if left:  # the d-pad toward the target, let go over it
                step = min(v + p.run_acc, p.run_vel)
                n, rest = (frac + step) >> 12, (frac + step) & (ONE_PX - 1)
                nx = x + (min(n, left) if left > 0 else max(-n, left))
                if self.blocked(nx, y):
                    nx, v, frac = x, 0, 0
                elif self.hurts(nx, y) or (
                    self.blocked(nx, ny, still_up) and not self.blocked(x, ny, still_up)
                ):  # wait: the move would hurt, or put a ceiling over the rest of the rise
                    nx, v = x, max(v - p.dec, 0)
                else:
                    v, frac = step, rest
            x = nx
            if ny < y and self.blocked(x, ny):
                return False  # the head meets a ceiling
            if ny > y:
                for feet in range(y + CELL, ny + CELL):
                    if self.floor_at(x, feet):
                        return feet == goal and lo <= x <= hi and not self.hurts(x, feet - CELL)
            y = ny
            if self.hurts(x, y) or y >= self.h * CELL:
                return False
        return False

    # ---- reachability -------------------------------------------------------------
    def reached(self, start: tuple[int, int]) -> set[int]:
        """Surfaces the player gets to from the cell it starts in."""
        first = self.surface_at(*start)
        if first is None:
            return set()
        links, seen, todo = self.links(), {first}, deque([first])
        while todo:
            for j in links[todo.popleft()]:
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
        return seen

    def touches(self, reached: set[int], cell: tuple[int, int]) -> bool:
        """The player's body gets to cell (x, y): standing in it, or jumping straight up into it."""
        x, y = cell
        top = peak(self.physics) // CELL + 1
        for i in reached:
            s = self.surfaces[i]
            if (
                s.x0 <= x <= s.x1
                and 0 <= s.row - y <= top
                and all(self.kind(x, r) != SOLID for r in range(y, s.row + 1))
            ):
                return True
        return False

    def gap(self, reached: set[int], goal: tuple[int, int]) -> Gap | None:
        """The jump that stops the player short of `goal`: between a surface reached and one
        not, on the way to the goal, the one that misses by least."""
        gx = goal[0]
        best, best_key = None, None
        for i in reached:
            a = self.surfaces[i]
            for j, b in enumerate(self.surfaces):
                if j in reached or _dist(b, gx) >= _dist(a, gx):
                    continue
                g = self._gap(a, b)
                short = max(0, g.up - g.height) + max(0, g.across - max(g.distance, 0))
                key = (g.blocked, short, _cells_between(a, b))
                if best_key is None or key < best_key:
                    best, best_key = g, key
        return best

    def _gap(self, a: Surface, b: Surface) -> Gap:
        cells = _cells_between(a, b)
        up = (a.row - b.row) * CELL
        sideways = max(0, cells * CELL - (BODY_W - 2))  # box edge on a's last pixel to its edge on b's first
        distance = reach(self.physics, up)
        height = peak(self.physics)
        blocked = up <= height and sideways <= max(distance, 0)
        return Gap(a, b, cells, up, sideways, height, distance, blocked)


def _span(s: Surface) -> tuple[int, int]:
    """The sprite x positions a body can stand at on s (its box at least a pixel over it)."""
    return s.x0 * CELL - BODY_X - BODY_W + 1, s.x1 * CELL + CELL - 1 - BODY_X


def _cells_between(a: Surface, b: Surface) -> int:
    """Empty columns between two surfaces (0 when their columns meet or overlap)."""
    return max(0, b.x0 - a.x1 - 1, a.x0 - b.x1 - 1)


def _dist(s: Surface, x: int) -> int:
    return 0 if s.x0 <= x <= s.x1 else min(abs(s.x0 - x), abs(s.x1 - x))
