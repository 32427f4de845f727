"""Where the player's body can stand in a scene, and shortest walks between such spots.

Positions are tile-aligned body positions (tx, ty): the sprite's top-left at pixel (8tx, 8ty).
The engine tests the box x+3..x+12, y+8..y+15 against collision, which for an aligned body is
the two tiles (tx, ty+1) and (tx+1, ty+1); the feet tile (warps, triggers) is (tx+1, ty+1).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable

from romsmith.playtest._romdata import COLL_HAZARD, Scene

_BLOCKING = {1, 2, 3, 4}
HAZARD_COST = 25
MAX_KEPT_STARTS = 32  # distance maps kept per grid (the bot asks again for recent starts as it replans)
STEPS = ((0, 1), (0, -1), (-1, 0), (1, 0))  # by facing: down, up, left, right


def collision(scene: Scene, flags: set[int]) -> list[int]:
    """The scene's collision bytes with the gates whose flag is set opened (map.c)."""
    grid = list(scene.collision)
    for gate in scene.gates:
        if gate.flag in flags:
            for y in range(gate.area.y, min(gate.area.y + gate.area.h, scene.height)):
                for x in range(gate.area.x, min(gate.area.x + gate.area.w, scene.width)):
                    grid[y * scene.width + x] = gate.open_collision
    return grid


def blocked_by_solid(tx: int, ty: int, solids: Iterable[tuple[int, int]]) -> bool:
    """Would a body at (tx, ty) overlap an NPC's feet (the player's whole body counts, actor.c)?"""
    x, y = tx * 8, ty * 8
    return any(abs(x - ax) < 10 and ay - 8 < y < ay + 14 for ax, ay in solids)


class Grid:
    """Standable positions and their step costs for one scene at one set of flags."""

    def __init__(self, scene: Scene, flags: set[int], solids: Iterable[tuple[int, int]] = ()):
        self.scene = scene
        self.width, self.height = scene.width, scene.height
        coll = collision(scene, flags)
        solids = list(solids)
        self._distances: dict[tuple[int, int], dict] = {}  # by start: a grid never changes
        self.cost: dict[tuple[int, int], int] = {}
        for ty in range(self.height - 1):
            row = (ty + 1) * self.width
            for tx in range(self.width - 1):
                a, b = coll[row + tx], coll[row + tx + 1]
                if a in _BLOCKING or b in _BLOCKING or a > COLL_HAZARD or b > COLL_HAZARD:
                    continue
                if solids and blocked_by_solid(tx, ty, solids):
                    continue
                self.cost[(tx, ty)] = HAZARD_COST if COLL_HAZARD in (a, b) else 1

    def standable(self, pos: tuple[int, int]) -> bool:
        return pos in self.cost

    def nearest(self, x: int, y: int) -> tuple[int, int] | None:
        """The standable aligned position closest to pixel position (x, y)."""
        best, best_d = None, None
        for tx in (x // 8, x // 8 + 1, x // 8 - 1):
            for ty in (y // 8, y // 8 + 1, y // 8 - 1):
                if (tx, ty) in self.cost:
                    d = abs(tx * 8 - x) + abs(ty * 8 - y)
                    if best_d is None or d < best_d:
                        best, best_d = (tx, ty), d
        return best

    def distances(self, start: tuple[int, int]) -> dict[tuple[int, int], tuple[int, tuple[int, int] | None]]:
        """Dijkstra from `start`: position -> (cost, previous position). Kept per start (the bot
        asks again for the same start as it replans); callers only read the result."""
        known = self._distances.get(start)
        if known is None:
            if len(self._distances) >= MAX_KEPT_STARTS:  # a whole-scene map each: keep a bounded few
                self._distances.clear()
            known = self._distances[start] = self._dijkstra(start)
        return known

    def _dijkstra(self, start: tuple[int, int]) -> dict[tuple[int, int], tuple[int, tuple[int, int] | None]]:
        done: dict[tuple[int, int], tuple[int, tuple[int, int] | None]] = {}
        heap = [(0, start, None)]
        while heap:
            cost, pos, prev = heapq.heappop(heap)
            if pos in done:
                continue
            done[pos] = (cost, prev)
            for dx, dy in STEPS:
                nxt = (pos[0] + dx, pos[1] + dy)
                step = self.cost.get(nxt)
                if step is not None and nxt not in done:
                    heapq.heappush(heap, (cost + step, nxt, pos))
        return done


def path_to(dist: dict, goal: tuple[int, int]) -> list[tuple[int, int]]:
    """The positions from the start (excluded) to `goal` (included) in a `distances` result."""
    path = []
    pos = goal
    while pos is not None and dist[pos][1] is not None:
        path.append(pos)
        pos = dist[pos][1]
    return path[::-1]


def feet(pos: tuple[int, int]) -> tuple[int, int]:
    return pos[0] + 1, pos[1] + 1


def sword_box(x: int, y: int, facing: int) -> tuple[int, int, int, int]:
    """player.c sword_box(): the swing's hit box for a body at pixel (x, y)."""
    return ((x + 3, y + 12, 10, 18), (x + 3, y - 12, 10, 18), (x - 13, y + 4, 18, 11), (x + 11, y + 4, 18, 11))[facing]


DIR_DX, DIR_DY = (0, 0, -1, 1), (1, -1, 0, 0)  # actor.c rs_dir_dx/rs_dir_dy, facing 0 down .. 3 right


def talk_point_hits(x: int, y: int, facing: int, ax: int, ay: int) -> bool:
    """player.c talk_target(): would A, facing this way from (x, y), talk to a body at (ax, ay)?
    Talking wins over the sword in the engine, so a swing with an NPC there never lands."""
    px, py = x + 8 + DIR_DX[facing] * 12, y + 12 + DIR_DY[facing] * 10
    return overlap((px - 2, py - 2, 4, 4), (ax, ay + 2, 16, 14))


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def strike_spots(grid: Grid, ax: int, ay: int) -> set[tuple[int, int]]:
    """Positions from which some facing's sword reaches an enemy at pixel (ax, ay), with 2 px to spare."""
    body = (ax + 4, ay + 4, 8, 10)
    near = ((tx, ty) for tx in range(ax // 8 - 4, ax // 8 + 5) for ty in range(ay // 8 - 4, ay // 8 + 5))
    return {
        p for p in near if p in grid.cost and any(overlap(sword_box(p[0] * 8, p[1] * 8, f), body) for f in range(4))
    }
