"""The player's body in a platformer level as the engine moves it (src/genre/platformer.c and
platformer_body.c), for the bot to try a jump before making it: the same order of steps each
frame, the same integer arithmetic, the same collision on the level's 8x8 tiles.

The bot reads the body's state from the state block, which rounds its speed to 1/16 pixel a
frame and leaves out the part of a pixel moved; a tried jump can so land a pixel or two off,
and the bot keeps a margin for it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from romsmith.kernel.platformer import ONE_PX, Physics

FLOOR, WALL, WATER, TREE, GATE, HAZARD, LADDER, LEDGE, COUNT = 0, 1, 2, 3, 4, 5, 6, 7, 8  # RS_COLL_*
BX, BY, BW, BH = 3, 2, 10, 14  # the player's box in its 16x16 sprite


class Tiles:
    """A level's collision, one byte per 8x8 tile; walls beside and above, a pit below. The
    tests a body's box needs are tables, one byte a tile: solid, spikes, and the top edges that
    hold a body coming down (a ledge, a ladder's top)."""

    def __init__(self, collision: bytes, width: int, height: int):
        self.c, self.w, self.h = collision, width, height
        self.solid_at = bytes(self.solid(c) for c in collision)
        self.hazard_at = bytes(c == HAZARD for c in collision)
        self.top_at = bytes(
            c == LEDGE or (c == LADDER and (i < width or collision[i - width] != LADDER))
            for i, c in enumerate(collision)
        )

    def at(self, tx: int, ty: int) -> int:
        if ty >= self.h:
            return FLOOR
        if ty < 0 or tx < 0 or tx >= self.w:
            return WALL
        return self.c[ty * self.w + tx]

    @staticmethod
    def solid(c: int) -> bool:
        return c in (WALL, WATER, TREE, GATE) or c >= COUNT

    def _meets(self, table: bytes, x: int, y: int, outside: bool) -> bool:
        w, h = self.w, self.h
        tx0, tx1 = (x + BX) >> 3, (x + BX + BW - 1) >> 3
        for ty in range((y + BY) >> 3, ((y + BY + BH - 1) >> 3) + 1):
            if ty >= h:
                continue
            if ty < 0:
                if outside:
                    return True
                continue
            row = ty * w
            for tx in range(tx0, tx1 + 1):
                if tx < 0 or tx >= w:
                    if outside:
                        return True
                elif table[row + tx]:
                    return True
        return False

    def blocked(self, x: int, y: int) -> bool:
        return self._meets(self.solid_at, x, y, True)

    def hurts(self, x: int, y: int) -> bool:
        return self._meets(self.hazard_at, x, y, False)

    def floor(self, x: int, y: int, through: bool = False) -> bool:
        below = y + BY + BH
        ty = below >> 3
        if ty >= self.h:
            return False
        if ty < 0:
            return True
        row, edge = ty * self.w, not through and below & 7 == 0
        for tx in range((x + BX) >> 3, ((x + BX + BW - 1) >> 3) + 1):
            if tx < 0 or tx >= self.w or self.solid_at[row + tx] or (edge and self.top_at[row + tx]):
                return True
        return False

    def pit(self, y: int) -> bool:
        return y >= self.h * 8


@dataclass
class Body:
    x: int
    y: int
    vx: int = 0  # 1/4096 px a frame
    vy: int = 0
    fx: int = 0
    fy: int = 0
    hold: int = 0
    coyote: int = 0
    buffer: int = 0
    grounded: bool = False

    @classmethod
    def of(cls, s: dict, tiles: Tiles, physics: Physics, motion: dict | None = None) -> Body:
        """The body as the state block shows it and, when given, the genre's exact motion
        (`rs_plat_motion`); without it speeds are the block's, rounded to 1/16 px."""
        body = cls(s["player_x"], s["player_y"], s["vel_x"] * 256, s["vel_y"] * 256)
        body.grounded = tiles.floor(body.x, body.y)
        body.coyote = physics.coyote_frames if body.grounded else 0
        if motion:
            body.vx, body.vy, body.fx, body.fy = motion["vx"], motion["vy"], motion["fx"], motion["fy"]
            body.hold, body.coyote, body.buffer = motion["hold"], motion["coyote"], motion["buffer"]
        return body

    def copy(self) -> Body:
        return replace(self)


def frame(b: Body, t: Tiles, p: Physics, d: int, run: bool, a_held: bool, a_pressed: bool) -> None:
    """One frame of play for body b: d -1/0/1 the d-pad, run B held, A held and newly pressed."""
    b.grounded = t.floor(b.x, b.y)
    if b.grounded:
        b.coyote = p.coyote_frames
    top, acc = (p.run_vel, p.run_acc) if run else (p.walk_vel, p.walk_acc)
    if d:
        v = b.vx * d
        if v < 0:
            v = min(v + acc + p.dec, top)
        elif v < top:
            v = min(v + acc, top)
        elif v > top:
            v = max(v - p.dec, top)
        b.vx = v * d
    elif b.vx > 0:
        b.vx = max(b.vx - p.dec, 0)
    elif b.vx < 0:
        b.vx = min(b.vx + p.dec, 0)
    if a_pressed:
        b.buffer = p.buffer_frames + 1
    if b.buffer:
        if b.grounded or b.coyote:
            b.vy, b.hold, b.coyote, b.buffer, b.grounded = -p.jump_vel, p.hold_frames, 0, 0, False
        else:
            b.buffer -= 1
    if b.grounded and b.vy >= 0:
        b.vy = b.fy = 0
    else:
        if b.vy < 0 and b.hold and a_held:
            b.vy += p.hold_grav
            b.hold -= 1
        else:
            b.vy += p.grav
            b.hold = 0
        b.vy = min(b.vy, p.max_fall_vel)
    b.fx, n = _advance(b.fx, b.vx)
    for _ in range(abs(n)):
        if t.blocked(b.x + (1 if n > 0 else -1), b.y):
            b.vx = b.fx = 0
            break
        b.x += 1 if n > 0 else -1
    b.fy, n = _advance(b.fy, b.vy)
    for _ in range(abs(n)):
        if t.floor(b.x, b.y) if n > 0 else t.blocked(b.x, b.y - 1):
            b.vy = b.fy = 0
            break
        b.y += 1 if n > 0 else -1
    if not b.grounded and b.coyote:
        b.coyote -= 1
    b.grounded = t.floor(b.x, b.y)


def _advance(frac: int, v: int) -> tuple[int, int]:
    frac += v
    n = frac >> 12
    return frac - n * ONE_PX, n


@dataclass(frozen=True)
class Plan:
    """Inputs for the frames of a jump: running toward d for `wait` frames first, then A held for
    `hold` frames (0: no jump, a walk off), the d-pad toward the target for `push` frames, then
    let go (or held back: `brake`)."""

    d: int
    hold: int
    push: int
    brake: bool
    wait: int = 0

    def keys(self, n: int, vx: int) -> tuple[int, bool, bool, bool]:
        """(d-pad, B, A held, A pressed) at frame n of the jump, the body's speed being vx."""
        if n < self.wait:
            return self.d, True, False, False
        n -= self.wait
        if n < self.push:
            d = self.d
        elif self.brake and vx * self.d > 0:
            d = -self.d
        else:
            d = 0
        return d, True, n < self.hold, n == 0 and self.hold > 0


PLANS = [
    Plan(d, hold, push, brake)
    for d in (1, -1)
    for hold in (16, 9, 4, 0)
    for push in (0, 4, 8, 12, 18, 26, 36, 60)
    for brake in (False, True)
    if not (push == 60 and brake)
]
# running on a few frames first: a take-off ahead, tried when none from here lands
LATER = [
    Plan(d, hold, push, brake, wait)
    for wait in (3, 6, 9, 12, 16)
    for d in (1, -1)
    for hold in (16, 9)
    for push in (12, 26, 60)
    for brake in (False, True)
    if not (push == 60 and brake)
]


def fly(b: Body, t: Tiles, p: Physics, plan: Plan, frames: int = 90, below: int | None = None):
    """The body's path under `plan` until it lands (or falls out, or is hurt, or drops lower than
    sprite y `below` on its way down): the list of positions, and how it ended: 'landed', 'hurt',
    'pit', 'missed' or 'flying'."""
    b = b.copy()
    path = []
    airborne = False
    for n in range(frames):
        d, run, held, pressed = plan.keys(n, b.vx)
        frame(b, t, p, d, run, held, pressed)
        path.append((b.x, b.y))
        if t.pit(b.y):
            return path, "pit"
        if t.hurts(b.x, b.y):
            return path, "hurt"
        if below is not None and b.y > below and b.vy > 0:
            return path, "missed"
        if not b.grounded:
            airborne = True
        elif airborne or (plan.hold == 0 and n > plan.wait and b.vx == 0):
            return path, "landed"
    return path, "flying"
