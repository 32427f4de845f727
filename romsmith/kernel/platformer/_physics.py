"""The platformer's physics, frame by frame as the engine computes them (src/genre/platformer.c).

Speeds are in 1/4096 pixel per frame and accelerations in 1/4096 pixel per frame per frame, as
GB Studio's engine fields; the defaults are the engine's (include/genre/rs_platformer.h, which
tests/test_genre_platformer_physics.py holds them against). A jump's path is exact: the same
integer steps, so a height this module computes is the height the ROM reaches.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import cache

ONE_PX = 4096  # one pixel per frame
SPEEDS = ("walk_vel", "run_vel", "walk_acc", "run_acc", "dec", "jump_vel", "grav", "hold_grav", "max_fall_vel",
          "climb_vel")  # fmt: skip
FRAMES = ("hold_frames", "coyote_frames", "buffer_frames")
FIELDS = SPEEDS + FRAMES

DEFAULTS = {
    "walk_vel": 6400,
    "run_vel": 10240,
    "walk_acc": 496,
    "run_acc": 784,
    "dec": 272,
    "jump_vel": 16384,
    "grav": 1792,
    "hold_grav": 512,
    "max_fall_vel": 20000,
    "climb_vel": 4000,
    "hold_frames": 16,
    "coyote_frames": 4,
    "buffer_frames": 6,
}

# What a scene may ask for (the engine accepts more: RS_PLAT_MAX_VEL, RS_PLAT_MAX_FRAMES). Speeds
# stay under 7 px a frame, so a body never skips a tile; gravity and jumps keep a jump between a
# hop and about five cells high.
LIMITS = {
    "walk_vel": (2048, 16384),
    "run_vel": (2048, 24576),
    "walk_acc": (64, 4096),
    "run_acc": (64, 4096),
    "dec": (64, 4096),
    "jump_vel": (8192, 24576),
    "grav": (512, 4096),
    "hold_grav": (0, 4096),
    "max_fall_vel": (8192, 28672),
    "climb_vel": (1024, 12288),
    "hold_frames": (0, 30),
    "coyote_frames": (0, 15),
    "buffer_frames": (0, 15),
}

BODY_X, BODY_Y, BODY_W, BODY_H = 3, 2, 10, 14  # the body's box in its 16x16 sprite
CELL = 16


@dataclass(frozen=True)
class Physics:
    walk_vel: int = DEFAULTS["walk_vel"]
    run_vel: int = DEFAULTS["run_vel"]
    walk_acc: int = DEFAULTS["walk_acc"]
    run_acc: int = DEFAULTS["run_acc"]
    dec: int = DEFAULTS["dec"]
    jump_vel: int = DEFAULTS["jump_vel"]
    grav: int = DEFAULTS["grav"]
    hold_grav: int = DEFAULTS["hold_grav"]
    max_fall_vel: int = DEFAULTS["max_fall_vel"]
    climb_vel: int = DEFAULTS["climb_vel"]
    hold_frames: int = DEFAULTS["hold_frames"]
    coyote_frames: int = DEFAULTS["coyote_frames"]
    buffer_frames: int = DEFAULTS["buffer_frames"]

    @classmethod
    def of(cls, fields: dict | None) -> Physics:
        """The physics a scene names (missing fields keep their defaults)."""
        return cls(**{k: int(v) for k, v in (fields or {}).items() if k in FIELDS and v is not None})

    def as_dict(self) -> dict[str, int]:
        return asdict(self)

    def problems(self) -> list[tuple[str, str]]:
        """(field, what is wrong) for every field outside LIMITS or at odds with another."""
        out = []
        for name, (low, high) in LIMITS.items():
            value = getattr(self, name)
            if not low <= value <= high:
                out.append((name, f"{name} is {value}; it must be between {low} and {high}"))
        if self.run_vel < self.walk_vel:
            out.append(("run_vel", f"run_vel ({self.run_vel}) is below walk_vel ({self.walk_vel})"))
        if self.hold_grav > self.grav:
            out.append(("hold_grav", f"hold_grav ({self.hold_grav}) is above grav ({self.grav})"))
        return out


def _step(frac: int, v: int) -> tuple[int, int]:
    """The engine's move(): whole pixels stepped (floor) and the fraction left."""
    frac += v
    n = frac >> 12
    return n, frac - n * ONE_PX


@cache
def rise(physics: Physics, hold: int | None = None, jump: bool = True, frames: int = 240) -> tuple[int, ...]:
    """Feet height above the take-off (pixels, up positive) after each frame of a jump with A held
    for `hold` frames (None: as long as it helps), or of a fall off a ledge (jump=False)."""
    hold = physics.hold_frames + 1 if hold is None else hold
    vy = -physics.jump_vel if jump else 0
    left = physics.hold_frames if jump else 0
    frac, y, out = 0, 0, []
    for t in range(frames):
        if vy < 0 and left and t < hold:
            vy += physics.hold_grav
            left -= 1
        else:
            vy += physics.grav
            left = 0
        vy = min(vy, physics.max_fall_vel)
        n, frac = _step(frac, vy)
        y -= n
        out.append(y)
    return tuple(out)


@cache
def across(physics: Physics, v0: int = 0, frames: int = 240, run: bool = True) -> tuple[int, ...]:
    """Pixels moved after each frame holding the d-pad one way (B held: `run`) from speed v0."""
    top, acc = (physics.run_vel, physics.run_acc) if run else (physics.walk_vel, physics.walk_acc)
    v, frac, x, out = v0, 0, 0, []
    for _ in range(frames):
        v = min(v + acc, top) if v < top else max(v - physics.dec, top) if v > top else v
        n, frac = _step(frac, v)
        x += n
        out.append(x)
    return tuple(out)


def runup_speed(physics: Physics, pixels: int) -> int:
    """The speed the player has after running `pixels` from a standstill (B held)."""
    v, frac, x = 0, 0, 0
    while x < pixels and v < physics.run_vel:
        v = min(v + physics.run_acc, physics.run_vel)
        n, frac = _step(frac, v)
        x += n
    return v


def peak(physics: Physics) -> int:
    """The highest a jump lifts the feet, in pixels."""
    return max(rise(physics))


def reach(physics: Physics, height: int, v0: int | None = None) -> int:
    """How far across (pixels) a jump carries the player while its feet are still at least
    `height` pixels above the take-off (from a full run-up unless v0 is given); -1 when the jump
    never gets that high."""
    ys = rise(physics)
    last = max((t for t, y in enumerate(ys) if y >= height), default=-1)
    if last < 0:
        return -1
    return across(physics, physics.run_vel if v0 is None else v0)[last]
