"""What the shooter strategy sees ahead: where every enemy, enemy shot and the boss will be in
the next frames (the engine's paths, include/genre/rs_shooter.h and src/genre/shooter_fleet.c,
played forward), and which way to steer the ship so its hit box stays clear of them.

Positions are screen pixels (floats); the live table's are 1/16 px.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from romsmith.rom_build import abi

FP = 16
TOP, BOTTOM = abi.const("RS_SHOOTER_TOP"), abi.const("RS_SHOOTER_BOTTOM")
SCREEN_W = 240
PATH = abi.enum("RS_PATH_")
DIVE_X, SWOOP_FRAMES, MAX_SWOOP = 168, 32, 40  # shooter_fleet.c
BOSS_X = abi.const("RS_SHOOTER_BOSS_X")
QUARTER = (0, 6, 12, 19, 25, 31, 37, 43, 49, 54, 60, 65, 71, 76, 81, 85, 90, 94, 98, 102, 106, 109, 112,
           115, 117, 120, 122, 123, 125, 126, 126, 127, 127)  # fmt: skip
SHIP_BOX = (4, 5, 8, 6)  # the ship's hit box inside its 16x16 sprite
MOVES = [(dx, dy) for dy in (0, -1, 1) for dx in (0, -1, 1)]


PLAY = abi.struct("rs_shooter_play")
_CODES = {"u8": "B", "s8": "b", "u16": "H", "s16": "h", "u32": "I", "s32": "i"}


def _compiled(layout: abi.Struct) -> tuple[struct.Struct, list[str]]:
    """A struct.Struct reading every scalar field of `layout` at its offset (the abi's layout,
    read in one call: the live table is read every other frame)."""
    fmt, names, at = "<", [], 0
    for f in layout.fields:
        fmt += "x" * (f.offset - at) + _CODES[f.ctype] * f.count
        names += [f.name] if f.count == 1 else [f"{f.name}.{i}" for i in range(f.count)]
        at = f.offset + f.size * f.count
    return struct.Struct(fmt + "x" * (layout.size - at)), names


_MOVER, _MOVER_NAMES = _compiled(abi.struct("rs_mover"))
_POOLS = [(f.name, f.offset, f.count) for f in PLAY.fields if f.ctype == "rs_mover"]
_REST = [f for f in PLAY.fields if f.ctype != "rs_mover"]


def read_play(raw: bytes) -> dict:
    """rs_shooter_live as the abi lays it out ({pool: [mover dicts]}, the ship, the phase...), the
    same as abi.struct("rs_shooter_play").unpack but read a pool at a time."""
    out: dict = {}
    for name, offset, count in _POOLS:
        movers = [dict(zip(_MOVER_NAMES, v)) for v in _MOVER.iter_unpack(raw[offset : offset + _MOVER.size * count])]
        out[name] = movers if count > 1 or name != "boss" else movers[0]
    for f in _REST:
        out[f.name] = struct.unpack_from("<" + _CODES[f.ctype], raw, f.offset)[0]
    return out


def sine(t: int) -> int:
    """The engine's sine: 128 steps a turn, -127..127."""
    t &= 127
    if t < 32:
        return QUARTER[t]
    if t < 64:
        return QUARTER[64 - t]
    if t < 96:
        return -QUARTER[t - 64]
    return -QUARTER[128 - t]


def _shift(v: int, n: int) -> int:
    return v >> n  # Python's >> on negatives floors, as the ARM's arithmetic shift does


@dataclass
class Threat:
    """Boxes of one thing that hurts, frame by frame ahead: boxes[t] = (x, y, w, h) at t+1."""

    boxes: list[tuple[float, float, float, float]]


def foe_boxes(m: dict, wave: dict | None, ship_y: int, horizon: int) -> list[tuple]:
    """An enemy's hit boxes for the next `horizon` frames, its path played forward."""
    x, y, vx, vy, line, age = m["x"], m["y"], m["vx"], m["vy"], m["line"], m["age"]
    inset, size = m["size"] // 8, m["size"]
    amp = ((wave or {}).get("amplitude") or abi.const("RS_SHOOTER_AMPLITUDE")) if wave else 0
    out = []
    for _ in range(horizon):
        age += 1
        x += vx
        if m["path"] == PATH["sine"]:
            y = line + _shift(amp * sine(age), 3)
        elif m["path"] == PATH["dive"]:
            if not line and x // FP < DIVE_X:
                vy = max(-MAX_SWOOP, min(MAX_SWOOP, int((ship_y - y) / SWOOP_FRAMES)))
                vx = int(vx * 3 / 2)
                line = 1
            y += vy
        out.append((x / FP + inset, y / FP + inset, size - 2 * inset, size - 2 * inset))
    return out


def boss_boxes(b: dict, horizon: int) -> list[tuple]:
    x, y, age, size = b["x"], b["y"], b["age"], b["size"]
    inset = size // 8
    amp = (BOTTOM - TOP - size) // 2 - 4
    moving = b["vx"] != 0
    out = []
    for _ in range(horizon):
        age += 1
        if moving:
            x += b["vx"]
            if x // FP <= BOSS_X:
                moving, age = False, 0
        else:
            y = b["line"] + _shift(amp * sine(age >> 1), 3)
        out.append((x / FP + inset, y / FP + inset, size - 2 * inset, size - 2 * inset))
    return out


def shot_boxes(s: dict, horizon: int) -> list[tuple]:
    return [((s["x"] + s["vx"] * t) / FP + 2, (s["y"] + s["vy"] * t) / FP + 2, 4, 4) for t in range(1, horizon + 1)]


def threats(live: dict, waves: list[dict], horizon: int) -> list[Threat]:
    out = []
    for m in live["foes"]:
        if m["on"] == 1:
            wave = waves[m["kind"]] if m["kind"] < len(waves) else None
            out.append(Threat(foe_boxes(m, wave, live["ship_y"], horizon)))
    if live["boss"]["on"] == 1:
        out.append(Threat(boss_boxes(live["boss"], horizon)))
    for s in live["foe_shots"]:
        if s["on"]:
            out.append(Threat(shot_boxes(s, horizon)))
    return out


def _overlap(a: tuple, b: tuple, margin: float) -> bool:
    return (
        a[0] - margin < b[0] + b[2]
        and b[0] < a[0] + a[2] + margin
        and a[1] - margin < b[1] + b[3]
        and b[1] < a[1] + a[3] + margin
    )


def ship_path(x: float, y: float, move: tuple[int, int], hold: int, speed: float, horizon: int) -> list[tuple]:
    """The ship's top-left for the next frames, steering `move` for `hold` frames, then still."""
    dx, dy = move
    step = speed * (181 / 256 if dx and dy else 1)
    out = []
    for t in range(horizon):
        if t < hold:
            x = min(max(x + dx * step, 0), SCREEN_W - 16)
            y = min(max(y + dy * step, TOP), BOTTOM - 16)
        out.append((x, y))
    return out


def first_hit(path: list[tuple], near: list[Threat], margin: float) -> int | None:
    """The first frame ahead at which the ship's box (grown by `margin`) meets a threat."""
    bx, by, bw, bh = SHIP_BOX
    for t, (x, y) in enumerate(path):
        box = (x + bx, y + by, bw, bh)
        for threat in near:
            if _overlap(box, threat.boxes[t], margin):
                return t
    return None


def steer(ship: tuple[float, float], goal: tuple[float, float], near: list[Threat], speed: float, horizon: int):
    """The move (dx, dy) whose path keeps clear longest and, among the safe ones, ends nearest
    the goal; plans that hold a move for the whole horizon and ones that stop early both count."""
    best, best_key = (0, 0), None
    for move in MOVES:
        for hold in (horizon, 6):
            path = ship_path(ship[0], ship[1], move, hold, speed, horizon)
            hit = first_hit(path, near, 2.0)
            if hit is None and first_hit(path[:8], near, 5.0) is not None:
                hit = horizon + 0.5  # safe, but closer than it needs to be
            end = path[min(7, len(path) - 1)]
            distance = abs(end[1] - goal[1]) + 0.25 * abs(end[0] - goal[0])
            key = (-(hit if hit is not None else horizon + 1), distance)
            if best_key is None or key < best_key:
                best, best_key = move, key
    return best
