"""A level's coins for the platformer strategy: where each one is taken from, judged with the
physics model before any is gone for. Every coin of a level taken gives one more heart (the
first level says so), so the strategy goes for them only when it sees a way to every one; a
level with a coin it cannot take is left to the goal alone.

A coin is taken one of three ways:
  walk  it sits where a body stands on a surface: walking over it takes it;
  hop   it floats over a surface within a jump: stand under it and jump straight up;
  cross it floats over a pit: a jump between the surfaces either side passes through it, either
        way (a jump left is the mirror of one right).
Hops and crossings are flown with the engine's arithmetic (`_side.fly`) before they count.
"""

from __future__ import annotations

from dataclasses import dataclass

from romsmith.kernel.platformer import CELL, Level, Physics, peak
from romsmith.playtest.genres._side import BH, BW, BX, BY, PLANS, Body, Plan, Tiles, fly

HOP = Plan(1, 16, 0, False)  # A held to the top, the d-pad let go: straight up from a stop
COIN_BOX = (2, 2, 12, 12)  # the part of a coin's 16x16 cell the player's box must meet (platformer.c)


@dataclass(frozen=True)
class Coin:
    index: int  # its bit in rs_progress.taken
    x: int  # the pixel of its cell's top-left corner
    y: int
    way: str = ""  # walk, hop or cross ('' when none was found)
    surface: int = -1  # the surface it is taken from (cross: the one jumped from)
    to: int = -1  # cross: the surface the jump lands on

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x + CELL // 2) // CELL, (self.y + CELL // 2) // CELL


def touches(sx: int, sy: int, coin: Coin) -> bool:
    """The player's box with its sprite at (sx, sy) meets the coin (platformer.c `coins`)."""
    cx, cy, cw, ch = coin.x + COIN_BOX[0], coin.y + COIN_BOX[1], COIN_BOX[2], COIN_BOX[3]
    return sx + BX < cx + cw and cx < sx + BX + BW and sy + BY < cy + ch and cy < sy + BY + BH


def takes(path: list[tuple[int, int]], coin: Coin) -> bool:
    return any(touches(x, y, coin) for x, y in path)


def standing_body(x: int, row: int, physics: Physics) -> Body:
    return Body(x=x, y=row * CELL, grounded=True, coyote=physics.coyote_frames)


def plan_ways(coins: list[Coin], level: Level, tiles: Tiles, start: tuple[int, int]) -> list[Coin]:
    """Each coin with the way it is taken from the ground reached from `start` (a cell); a coin
    with none keeps way ''."""
    reached = level.reached(start)
    return [_way(c, level, tiles, reached) for c in coins]


def _way(coin: Coin, level: Level, tiles: Tiles, reached: set[int]) -> Coin:
    cx, cy = coin.cell
    here = level.surface_at(cx, cy)
    if here in reached and level.surfaces[here].row == cy:
        return Coin(coin.index, coin.x, coin.y, "walk", here)
    top = peak(level.physics) // CELL + 1
    for i in sorted(reached, key=lambda i: level.surfaces[i].row):
        s = level.surfaces[i]
        if not (s.x0 <= cx <= s.x1 and 0 < s.row - cy <= top):
            continue
        if any(level.kind(cx, r) == "#" for r in range(cy, s.row + 1)):
            continue
        path, _end = fly(standing_body(coin.x, s.row, level.physics), tiles, level.physics, HOP)
        if takes(path, coin):
            return Coin(coin.index, coin.x, coin.y, "hop", i)
    links = level.links()
    for i in sorted(reached):
        a = level.surfaces[i]
        for j in sorted(links[i]):
            b = level.surfaces[j]
            across = a.x1 < cx < b.x0 or b.x1 < cx < a.x0  # rightwards or leftwards
            if j in reached and across and crossing(a, b, coin, level, tiles) is not None:
                return Coin(coin.index, coin.x, coin.y, "cross", i, j)
    return coin


def crossing(a, b, coin: Coin, level: Level, tiles: Tiles) -> Plan | None:
    """A jump toward b that lands on it through the coin: from a's end on b's side at a stop, or
    running on from further back (the take-off `wait` frames later). b lies right of a or left
    of it; a jump left is the mirror of one right."""
    p = level.physics
    d = 1 if b.x0 > a.x1 else -1
    if d > 0:
        edge = a.x1 * CELL + CELL - 1 - BX - 2  # the box's last pixels over a's right end
    else:
        edge = a.x0 * CELL + 2 - BX - BW + 1  # its first pixels over a's left end
    feet = b.row * CELL
    for back, wait in RUNUPS:
        x = max(edge - back, a.x0 * CELL) if d > 0 else min(edge + back, a.x1 * CELL)
        body = standing_body(x, a.row, p)
        for plan in PLANS:
            if plan.d != 1 or not plan.hold:
                continue
            run = Plan(d, plan.hold, plan.push, plan.brake, wait)
            path, end = fly(body, tiles, p, run, below=feet + 2)
            if end == "landed" and path[-1][1] == feet and takes(path, coin):
                return run
    return None


RUNUPS = ((0, 0), (24, 6), (48, 9), (48, 12), (80, 16))  # (pixels back from the edge, frames run first)


def enters(path: list[tuple[int, int]], areas: list) -> bool:
    """Some point of `path` puts the player's box on one of `areas` (8x8 tile rectangles: a
    level's warps and triggers), or up to six cells over it, as a trigger on the way reaches."""
    for x, y in path:
        tx0, tx1, ty = (x + BX) >> 3, (x + BX + BW - 1) >> 3, (y + BY + BH - 1) >> 3
        for r in areas:
            if tx0 < r.x + r.w and r.x <= tx1 and r.y - 12 <= ty < r.y + r.h:
                return True
    return False
