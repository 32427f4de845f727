"""Enemies in a platformer level as the engine moves them (src/genre/platformer_foes.c), and the
checks a tried jump of the bot passes against them.

A walker steps a pixel at a time on its ledge and turns round where the ledge ends or a wall
stands; a chaser (and a boss) turns toward a player near it on about its level; one in the air
does not walk. Ignoring the turns has the bot land a jump beside an enemy it expected gone past
the end of the ledge. A landing is judged on past its first frame too: the body slides on as it
brakes, and an enemy a step away walks into it before the bot can act.

Positions are sprite corners in pixels, as the actor table (`actor_t`) and the state block give them.
"""

from __future__ import annotations

from dataclasses import dataclass

from romsmith.kernel.platformer import Physics
from romsmith.playtest import _romdata as rd
from romsmith.playtest.genres._side import LADDER, LEDGE, PLANS, Body, Plan, Tiles, fly, frame
from romsmith.rom_build import abi

FACE_LEFT = abi.enum("RS_FACE_")["left"]  # any other facing walks right
MOVE = abi.enum("RS_MOVE_")
CHASE_DX, CHASE_DY = 96, 40  # a chaser turns toward a player this near, on about its level
BOXES = {1: (3, 2, 10, 14), 2: (6, 4, 20, 28)}  # pbox_16, pbox_32: the box the map stops
SETTLE_FRAMES = 10  # frames past a landing it must stay clear of enemies and spikes
MARGIN = 3  # pixels of ground a tried landing keeps: a tried path can end a pixel or two off


@dataclass(frozen=True)
class Foe:
    """An enemy able to hurt: where it is, which way it walks and how fast (`speed` quarter pixels a
    frame, `acc` the quarters carried over, as actor_speed_pixels counts them)."""

    x: int
    y: int
    d: int  # -1 left, 1 right
    speed: int = 0
    acc: int = 0
    scale: int = 1
    chases: bool = False

    @classmethod
    def of(cls, a: dict) -> Foe | None:
        """The foe an actor table row holds, or None when it cannot hurt (gone, dying, not hostile)."""
        if not a["active"] or a["dying"] or a["kind"] not in (rd.ENEMY, rd.BOSS):
            return None
        boss = a["kind"] == rd.BOSS
        walks = boss or a["move"] != MOVE["idle"]
        return cls(
            x=a["x"],
            y=a["y"],
            d=-1 if a["facing"] == FACE_LEFT else 1,
            speed=a["speed"] if walks else 0,
            acc=a["acc"] & 3,
            scale=2 if a["scale"] == 2 else 1,
            chases=boss or a["move"] == MOVE["chase"],
        )

    @property
    def size(self) -> int:
        return 16 * self.scale


# ---- the map as a walking enemy meets it (platformer_body.c) ----------------------------------
def _ledge_top(tiles: Tiles, tx: int, ty: int) -> bool:
    """A one-way ledge, or a ladder's top: ground from above only (`ledge_top`)."""
    c = tiles.at(tx, ty)
    return c == LEDGE or (c == LADDER and tiles.at(tx, ty - 1) != LADDER)


def holds(tiles: Tiles, x: int, y: int) -> bool:
    """Pixel (x, y) is ground to stand on: a solid tile, or the top row of a ledge (`pbody_holds`)."""
    tx, ty = x >> 3, y >> 3
    return Tiles.solid(tiles.at(tx, ty)) or (y & 7 == 0 and _ledge_top(tiles, tx, ty))


def blocked(tiles: Tiles, foe: Foe, x: int) -> bool:
    """The foe's box at x (its own y) meets a solid tile or the map's side (`pbody_solid_at`)."""
    bx, by, bw, bh = BOXES[foe.scale]
    rows = range((foe.y + by) >> 3, ((foe.y + by + bh - 1) >> 3) + 1)
    columns = range((x + bx) >> 3, ((x + bx + bw - 1) >> 3) + 1)
    return any(Tiles.solid(tiles.at(tx, ty)) for ty in rows for tx in columns)


def on_floor(tiles: Tiles, foe: Foe, x: int) -> bool:
    """Something holds the foe's box up at x: it walks only then (`pbody_floor`)."""
    bx, by, bw, bh = BOXES[foe.scale]
    below = foe.y + by + bh
    return any(holds(tiles, tx * 8, below) for tx in range((x + bx) >> 3, ((x + bx + bw - 1) >> 3) + 1))


# ---- where an enemy walks ------------------------------------------------------------------------
def _heading(foe: Foe, x: int, d: int, player: tuple[int, int] | None) -> int:
    """A chaser's heading: toward a player near it on about its level, else the way it faces."""
    if not foe.chases or player is None:
        return d
    dx = player[0] + 8 - (x + foe.size // 2)
    dy = player[1] + 16 - (foe.y + foe.size)
    if -CHASE_DX < dx < CHASE_DX and -CHASE_DY < dy < CHASE_DY and abs(dx) > 4:
        return -1 if dx < 0 else 1
    return d


def track(foe: Foe, tiles: Tiles, frames: int, player: list[tuple[int, int]] = ()) -> list[int]:
    """The foe's x after 0, 1, ... `frames` of its updates; `player[k]` is where the player is when
    update k runs (a chaser steers by it). A step goes only where the pixel ahead of its feet holds
    it and no wall stops it; else it turns round and stops for that frame, as the engine's `walk`."""
    bx, by, bw, bh = BOXES[foe.scale]
    x, d, acc = foe.x, foe.d, foe.acc
    xs = [x]
    grounded = on_floor(tiles, foe, x)  # its y is held and it steps only onto ground: so is this
    for k in range(frames):
        d = _heading(foe, x, d, player[min(k, len(player) - 1)] if player else None)
        if grounded:
            acc += foe.speed
            for _ in range(acc >> 2):
                lead = x + bx + bw if d > 0 else x + bx - 1
                if not holds(tiles, lead, foe.y + by + bh) or blocked(tiles, foe, x + d):
                    d = -d  # the end of its ledge, or a wall
                    break
                x += d
            acc &= 3
        xs.append(x)
    return xs


def passes(path: list[tuple[int, int]], start: tuple[int, int], foe: Foe, tiles: Tiles) -> bool:
    """The player's body along `path` (from `start`) meets the foe only by coming down on it from
    above (a stomp). Each frame the engine moves the player, tests contact, then moves the foes:
    the body at path[t] meets the foe as `track` has it after t updates."""
    xs = track(foe, tiles, len(path), path)
    k, fy = foe.scale, foe.y
    prev = start
    for t, (px, py) in enumerate(path):
        ex = xs[t]
        if px + 3 < ex + 13 * k and ex + 3 * k < px + 13 and py + 2 < fy + 16 * k and fy + 4 * k < py + 16:
            return py > prev[1] and prev[1] + 16 <= fy + 4 * k + 4
        prev = (px, py)
    return True


# ---- judging a jump ----------------------------------------------------------------------------
def settled(body: Body, tiles: Tiles, physics: Physics, plan: Plan, path: list, frames: int = SETTLE_FRAMES) -> list:
    """`path`, a tried jump from `body` that landed, carried on past the landing while the body
    brakes to a stop (the d-pad held back, let go once that would turn it round)."""
    b = body.copy()
    for n in range(len(path)):
        frame(b, tiles, physics, *plan.keys(n, b.vx))
    out = list(path)
    for _ in range(frames):
        turns = abs(b.vx) <= physics.walk_acc + physics.dec
        frame(b, tiles, physics, 0 if turns else -1 if b.vx > 0 else 1, False, False, False)
        out.append((b.x, b.y))
    return out


def lands_clear(body: Body, tiles: Tiles, physics: Physics, plan: Plan, path: list, foes: list[Foe]) -> bool:
    """A landed jump meets no enemy but to stomp it, in flight or braking after the landing, and
    its slide on from the landing keeps off spikes."""
    landing = len(path)
    path = settled(body, tiles, physics, plan, path)
    if any(tiles.hurts(x, y) for x, y in path[landing:]):
        return False
    return all(passes(path, (body.x, body.y), f, tiles) for f in foes)


def dodge_plans(d: int, back: bool) -> list[Plan]:
    """Jumps toward d to try against an enemy near: the long ones first (only the longest when
    stepping `back` from one too close), then shorter and braked ones, which land short of a pit
    or spikes beyond it, or come down on it as it walks in."""
    first = (
        [Plan(d, 16, 60, False)] if back else [Plan(d, 16, 60, False), Plan(d, 9, 60, False), Plan(d, 16, 26, False)]
    )
    return list(dict.fromkeys(first + [p for p in PLANS if p.d == d and p.hold]))


def steer_way(body: Body, tiles: Tiles, physics: Physics, foes: list[Foe]) -> int:
    """For a body thrown through the air (by a hurt, or a stomp's bounce): the d-pad way, run held,
    whose fall lands clear of pits, spikes and enemies; tried on as thrown, then none, then back,
    one with ground to spare either side first (a tried fall can end a pixel off). On as thrown
    when none lands."""
    way = 1 if body.vx > 0 else -1 if body.vx < 0 else 0
    safe = []
    for order, d in enumerate(dict.fromkeys((way, 0, -way, 1, -1))):
        plan = Plan(d, 0, 90, False)
        path, end = fly(body, tiles, physics, plan)
        if end == "landed" and lands_clear(body, tiles, physics, plan, path, foes):
            x, y = path[-1]
            spare = tiles.floor(x - MARGIN, y) and tiles.floor(x + MARGIN, y)
            safe.append((not spare, order, d))
    return min(safe)[2] if safe else way


def airborne(s: dict) -> bool:
    """The body is off the ground. The state block's `grounded` is the engine's test at the end of
    the frame: a body just thrown upward by a hurt still touches the ground then, so rising counts
    as airborne too."""
    return not s["grounded"] or s["vel_y"] < 0
