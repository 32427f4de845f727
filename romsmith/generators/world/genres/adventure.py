"""An adventure scene's world: its top-down map, laid out by the seeded generator from its
`features` (or given as `rows`), walked in four directions, with gates that shut cells.

The seeded layout generator turns a scene's short `features` description into rows of legend
characters. The same features and seed always give the same rows. Whatever the description says, the cells
the scene's content stands on (warps, the cell inside each warp, arrivals, actors, triggers) end
up walkable and connected to each other, so a generated map never walls in its own content.
Lakes, woods and scattered rocks leave the ground around each of those cells as it was (a
clearing, an island, a bay): nothing is painted under an actor that would show as a patch.
"""

from __future__ import annotations

import random
import zlib

from romsmith.generators.pack import Pack, Tileset
from romsmith.generators.spec import AdventureScene, Features, GameSpec, Warp
from romsmith.generators.world._arrival import routed_in
from romsmith.generators.world._grid import beside, inward, on_edge, reachable_cells
from romsmith.generators.world.genres._base import WorldGenre

DENSITY = {"none": 0.0, "few": 0.04, "some": 0.08, "many": 0.14}
RADIUS = {"small": 0.14, "medium": 0.22, "large": 0.32}
AREAS = {
    "north": (0.5, 0.2),
    "south": (0.5, 0.8),
    "east": (0.8, 0.5),
    "west": (0.2, 0.5),
    "center": (0.5, 0.5),
    "northwest": (0.2, 0.2),
    "northeast": (0.8, 0.2),
    "southwest": (0.2, 0.8),
    "southeast": (0.8, 0.8),
}


def scene_points(spec: GameSpec, scene: AdventureScene, pack: Pack | None = None) -> list[tuple[int, int]]:
    """Cells that must be walkable and connected in `scene`, the most important first: with the
    pack, a 32x32 boss's four cells; cut-scene walks' ends too."""
    pts: list[tuple[int, int]] = []
    for a in spec.cast:
        if a.scene == scene.id and a.role == "player":
            pts.append((a.x, a.y))
    for wp in scene.warps:
        pts += [(wp.x, wp.y), beside(wp.x, wp.y, scene.width, scene.height)]
    for other in spec.scenes:
        for wp in other.warps:
            if wp.to != scene.id:
                continue
            if wp.to_x is not None and wp.to_y is not None:
                pts.append((wp.to_x, wp.to_y))
            elif not any(back.to == other.id for back in scene.warps):
                pts.append((scene.width // 2, scene.height // 2))  # arrival with no warp back
        pts += routed_in(other, scene.id)  # a story's route, a shooter's or a battle's next
    for a in spec.cast:
        if a.scene == scene.id and a.role != "player":
            entry = pack.sprites.get(a.sprite) if pack else None
            two = entry is not None and entry.frame_width == 32
            pts += [(a.x + dx, a.y + dy) for dy in range(1 + two) for dx in range(1 + two)]
    pts += [(t.x, t.y) for t in scene.triggers]
    pts += [cell for g in scene.gates for cell in gate_cells(g)]
    cuts = [scene.cutscene] + [t.cutscene for t in scene.triggers]
    pts += [(c.x, c.y) for cut in cuts if cut for c in cut.commands if c.op == "move" and c.x is not None]
    inside = [(x, y) for x, y in pts if 0 <= x < scene.width and 0 <= y < scene.height]
    return list(dict.fromkeys(inside))


def gate_cells(gate) -> list[tuple[int, int]]:
    return [(x, y) for y in range(gate.y, gate.y + gate.h) for x in range(gate.x, gate.x + gate.w)]


def gate_tiles(gate, tileset: Tileset) -> tuple[str, str]:
    """(closed, open) legend chars of a gate: its own, else the theme's gate tile and path."""
    closed = gate.tile or tileset.char_for("gate")
    return closed, gate.open_tile or tileset.char_for("path")


def expand_layout(scene: AdventureScene, tileset: Tileset, points: list[tuple[int, int]]) -> list[str]:
    """Rows for a scene (its own `rows`, or rows generated from its `features`) with every gate
    shown open: its cells hold the gate's open tile, so the rows are the map once all gates opened."""
    if scene.rows is not None:
        rows = list(scene.rows)
    else:
        rows = _Generator(scene.features or Features(), scene, tileset, points).run()
    if not scene.gates or not rows:
        return rows
    grid = [list(r) for r in rows]
    for g in scene.gates:
        _, open_char = gate_tiles(g, tileset)
        for x, y in gate_cells(g):
            if 0 <= y < len(grid) and 0 <= x < len(grid[y]):
                grid[y][x] = open_char
    return ["".join(r) for r in grid]


class _Generator:
    def __init__(self, f: Features, scene: AdventureScene, ts: Tileset, points):
        self.f, self.ts, self.w, self.h = f, ts, scene.width, scene.height
        self.rng = random.Random(f.seed * 1_000_003 + zlib.crc32(scene.id.encode()))
        self.points = points
        self.grid = [[ts.char_for("floor")] * self.w for _ in range(self.h)]
        self.buildings: list[tuple[int, int, int, int]] = []
        # the ground around every point stays open: blocking regions and obstacles skip it
        self.clear = {(x + dx, y + dy) for x, y in points for dx in (-1, 0, 1) for dy in (-1, 0, 1)}

    def run(self) -> list[str]:
        self._regions()
        self._scatter("obstacle", DENSITY[self.f.obstacles])
        self._scatter("decor", DENSITY[self.f.decor])
        self._paths()
        self._border()
        self._buildings()
        self._props()
        self._points()
        self._connect()
        return ["".join(r) for r in self.grid]

    # -- helpers --
    def _pick(self, kind: str) -> str:
        chars = self.ts.chars_of(kind)
        return self.rng.choice(chars) if chars else self.ts.char_for(kind)

    def _centre(self, area: str) -> tuple[int, int]:
        fx, fy = AREAS[area]
        return min(self.w - 2, max(1, round(fx * (self.w - 1)))), min(self.h - 2, max(1, round(fy * (self.h - 1))))

    def _walkable(self, x: int, y: int) -> bool:
        return self.ts.walkable(self.grid[y][x])

    # -- steps --
    def _regions(self) -> None:
        for region in self.f.regions:
            cx, cy = self._centre(region.area)
            rx = max(1.0, RADIUS[region.size] * self.w)
            ry = max(1.0, RADIUS[region.size] * self.h)
            for y in range(self.h):
                for x in range(self.w):
                    d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2
                    if d <= 1.0 - self.rng.random() * 0.35:
                        char = self._pick(region.kind)
                        if (x, y) not in self.clear or self.ts.walkable(char):
                            self.grid[y][x] = char

    def _scatter(self, kind: str, density: float) -> None:
        floor = self.ts.char_for("floor")
        for y in range(1, self.h - 1):
            for x in range(1, self.w - 1):
                if self.grid[y][x] == floor and self.rng.random() < density:
                    char = self._pick(kind)
                    if (x, y) not in self.clear or self.ts.walkable(char):
                        self.grid[y][x] = char

    def _paths(self) -> None:
        water_kinds = set(self.ts.chars_of("water"))
        for p in self.f.paths:
            (x0, y0), (x1, y1) = self._centre(p.start), self._centre(p.end)
            cells = [(x, y0, True) for x in _span(x0, x1)] + [(x1, y, False) for y in _span(y0, y1)]
            for side in (p.start, p.end):  # a path to a side with an exit runs on to the exit
                if side in self.f.gates:
                    (sx, sy), (ex, ey) = self._centre(side), self._opening_inside(side)
                    cells += [(x, sy, True) for x in _span(sx, ex)] + [(ex, y, False) for y in _span(sy, ey)]
            for x, y, across in cells:
                over_water = self.grid[y][x] in water_kinds
                self.grid[y][x] = self.ts.bridge_char(across) if over_water else self.ts.path_char(across)

    def _opening(self, side: str) -> tuple[int, int]:
        return {
            "north": (self.w // 2, 0),
            "south": (self.w // 2, self.h - 1),
            "west": (0, self.h // 2),
            "east": (self.w - 1, self.h // 2),
        }[side]

    def _opening_inside(self, side: str) -> tuple[int, int]:
        return inward(*self._opening(side), self.w, self.h)

    def _border(self) -> None:
        if self.f.border == "none":
            return
        for y in range(self.h):
            for x in range(self.w):
                if x in (0, self.w - 1) or y in (0, self.h - 1):
                    self.grid[y][x] = self._pick(self.f.border)
        for side in self.f.gates:
            x, y = self._opening(side)
            self.grid[y][x] = self.ts.char_for("path")
            ix, iy = inward(x, y, self.w, self.h)
            if not self._walkable(ix, iy):
                self.grid[iy][ix] = self.ts.char_for("path")

    def _buildings(self) -> None:
        roofs = self.ts.chars_of("roof") or [self.ts.char_for("roof")]
        roof, facade = roofs[0], roofs[1] if len(roofs) > 1 else roofs[0]
        for b in self.f.buildings:
            x0, y0 = min(b.x, self.w - 2), min(b.y, self.h - 2)
            x1, y1 = min(x0 + b.w, self.w - 1), min(y0 + b.h, self.h - 1)
            for y in range(y0, y1):
                for x in range(x0, x1):
                    self.grid[y][x] = facade if y == y1 - 1 else roof
            self.grid[y1 - 1][(x0 + x1) // 2] = self.ts.char_for("door")
            self.buildings.append((x0, y0, x1, y1))

    def _props(self) -> None:
        """Props the theme has, inside the map; validation reports the others."""
        for p in self.f.props:
            if p.tile in self.ts.legend and 0 <= p.x < self.w and 0 <= p.y < self.h:
                self.grid[p.y][p.x] = p.tile

    def _points(self) -> None:
        door, path = self.ts.char_for("door"), self.ts.char_for("path")
        for x, y in self.points:
            if self._walkable(x, y):
                continue
            in_building = any(x0 <= x < x1 and y0 <= y < y1 for x0, y0, x1, y1 in self.buildings)
            walled = self.f.border == "wall" and on_edge(x, y, self.w, self.h)
            self.grid[y][x] = door if (in_building or walled) and self.ts.chars_of("door") else path

    def _connect(self) -> None:
        """Carve the cheapest route from every point the first point cannot reach to the area
        it can, so the scene's content always hangs together."""
        if not self.points:
            return
        cost = [[self._cost(x, y) for x in range(self.w)] for y in range(self.h)]
        reached = _flood(self.grid, self.ts.walkable_chars, self.points[0])
        for target in self.points[1:]:
            if target in reached:
                continue
            route = self._route(target, reached, cost)
            for n, (x, y) in enumerate(route):
                if not self._walkable(x, y):
                    water = self.grid[y][x] in self.ts.chars_of("water")
                    across = _runs_across(route, n)
                    self.grid[y][x] = self.ts.bridge_char(across) if water else self.ts.path_char(across)
                    cost[y][x] = 1
            reached |= _flood(self.grid, self.ts.walkable_chars, target)

    def _cost(self, x: int, y: int) -> int:
        """Walkable 1, obstacles and water 3, walls 12, the map edge 40, buildings 60."""
        if self._walkable(x, y):
            return 1
        if any(x0 <= x < x1 and y0 <= y < y1 for x0, y0, x1, y1 in self.buildings):
            return 60
        if on_edge(x, y, self.w, self.h):
            return 40
        return 3 if self.ts.legend[self.grid[y][x]].kind in ("obstacle", "water") else 12

    def _route(self, start, goal: set, cost) -> list[tuple[int, int]]:
        """Dijkstra from `start` to the nearest cell of `goal`; the cells on the way."""
        import heapq

        best = {start: 0}
        prev: dict = {}
        heap = [(0, start)]
        end = None
        while heap:
            d, cur = heapq.heappop(heap)
            if cur in goal:
                end = cur
                break
            if d > best[cur]:
                continue
            x, y = cur
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if 0 <= nx < self.w and 0 <= ny < self.h:
                    nd = d + cost[ny][nx]
                    if nd < best.get((nx, ny), 1 << 30):
                        best[(nx, ny)] = nd
                        prev[(nx, ny)] = cur
                        heapq.heappush(heap, (nd, (nx, ny)))
        route, cur = [start], end
        while cur is not None and cur != start:
            route.append(cur)
            cur = prev.get(cur)
        return route


def _runs_across(route: list[tuple[int, int]], n: int) -> bool:
    """Whether the route runs east-west at its n-th cell (a bridge there is drawn across)."""
    if len(route) < 2:
        return True
    other = route[n + 1] if n + 1 < len(route) else route[n - 1]
    return other[1] == route[n][1]


def _flood(grid, walkable: frozenset, start) -> set[tuple[int, int]]:
    return reachable_cells(grid, None, start, walkable)


def _span(a: int, b: int) -> range:
    return range(a, b + 1) if a <= b else range(a, b - 1, -1)


def closed_cells(scene: AdventureScene, flags, force_closed=frozenset()) -> frozenset:
    """Cells of `scene` covered by gates that are shut: their flag is not in `flags`, or their
    index is in `force_closed`."""
    return frozenset(
        c for i, g in enumerate(scene.gates) if g.flag not in flags or i in force_closed for c in gate_cells(g)
    )


def reach(scene: AdventureScene, rows, ts: Tileset, start, flags, force_closed=frozenset()) -> set[tuple[int, int]]:
    """The cells a player entering at `start` walks to, four ways over walkable tiles, never
    through a shut gate (flag not in `flags`, or index in `force_closed`)."""
    return reachable_cells(rows, ts, start, blocked=closed_cells(scene, flags, force_closed))


def exits(scene: AdventureScene, cells: set, flags) -> list[Warp]:
    """The warps of `scene` the player stands on from `cells`, open with `flags`."""
    return [wp for wp in scene.warps if not (wp.if_flag and wp.if_flag not in flags) and (wp.x, wp.y) in cells]


WORLD = WorldGenre(points=scene_points, layout=expand_layout, reach=reach, exits=exits)
