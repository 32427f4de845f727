"""The shooter designer's levels: waves of enemies that get harder within a level and from one
level to the next (more of them, tougher, faster, firing sooner and more often, diving), a boss
at the end of the last level, power-ups dropped now and then, and in every level a carrier: one
slow enemy that never fires and takes several hits, whose pickup gives one more ship to a player
who chooses to chase it.

It keeps the engine's rules the way a careful writer would, from the schema's descriptions and
the prompt (it never reads the validator): every wave has come in before the level ends, the
screen never holds more enemies than the engine flies at once, and every enemy flies inside the
play area.
"""

from __future__ import annotations

import random

PLAY_BOTTOM = 136  # the lowest y a 16x16 enemy flies at (the play area is 152 px high)
MAX_AT_ONCE = 14  # the engine flies 16 at once; a margin for enemies that turn and linger
CROSSING = 256  # px an enemy flies from the right edge until it is gone on the left
FPS = 60
DROPS = ("twin", "rapid", "repair")
CARRIER_SPEED = (36, 44)  # px per second: slow, so a player sees it coming and can choose
CARRIER_FROM = 0.35  # it comes this far into a level, or the first moment after that it fits


def level(index: int, levels: int, foes: list[str], rng: random.Random, drops: dict[str, str | None]) -> dict:
    """Level `index` (0-based) of `levels`: its length in seconds and its waves."""
    hardness = (index + 1) / levels  # 1/3 .. 1 over three levels; 1 for a single level
    length = 48 + 12 * index  # seconds: two levels and a boss take a player about three minutes
    waves: list[dict] = []
    at, n = 2.0, 0
    while True:
        wave = _wave(n, index, hardness, foes[n % len(foes)], at, rng, drops)
        if wave["at"] + (wave["count"] - 1) * wave["gap"] > length - 3:
            break
        if _fits(waves + [wave]):
            waves.append(wave)
            n += 1
            at = wave["at"] + max(3.0, rng.uniform(4.2, 5.4) - 1.2 * hardness)
        else:
            at += 1.0
    return {"length": length, "waves": _ramped(waves)}


def _weight(wave: dict) -> float:
    """How hard a wave is: hits it takes times how often its enemies fire, at its speed."""
    fire = 1 / wave["fire"] if wave.get("fire") else 0
    return wave["count"] * wave.get("hp", 1) * (1 + fire) * wave.get("speed", 60) / 60


def _ramped(waves: list[dict]) -> list[dict]:
    """The waves with the second half of the level never easier than the first: the draws of
    speed and toughness can make a late wave lighter, so the lightest late wave takes one more hit
    until the late half weighs at least the early half (hits change nothing of who fits on screen)."""
    half = len(waves) // 2
    early, late = waves[:half], waves[half:]
    if not early or not late:
        return waves

    def mean(part: list[dict]) -> float:
        return sum(map(_weight, part)) / len(part)

    while mean(late) < mean(early):
        lightest = min(late, key=_weight)
        lightest["hp"] = lightest.get("hp", 1) + 1
    return waves


def _wave(n: int, index: int, hardness: float, enemy: str, at: float, rng: random.Random, drops) -> dict:
    """The n-th wave of a level: tougher the later it comes and the harder the level."""
    late = min(1.0, n / 6)  # how far into the level
    paths = ["line", "sine"] + (["dive"] if index > 0 or late > 0.5 else [])
    path = paths[n % len(paths)] if n < len(paths) else rng.choice(paths)
    count = min(8, 3 + index + rng.randint(0, 1) + int(2 * late))
    y, step, amplitude = _lane(path, count, rng)
    fires = index > 0 or late > 0.4
    wave = {
        "at": round(at, 1),
        "enemy": enemy,
        "count": count,
        "path": path,
        "y": y,
        "step_y": step,
        "gap": round(rng.uniform(0.45, 0.7), 2),
        "speed": int(50 + 12 * index + rng.randint(0, 14) + 10 * late),
        "hp": 1 + int(rng.random() < 0.25 * index + 0.3 * late * hardness),
        "fire": round(max(1.4, 3.4 - 1.2 * hardness - 0.8 * late + rng.uniform(-0.2, 0.3)), 1) if fires else 0,
        "amplitude": amplitude,
        "points": 100 * (1 + index),
    }
    kind = DROPS[(n // 3) % len(DROPS)]
    if n % 3 == 2 and drops.get(kind):
        wave["drop"] = kind
    return wave


def carrier(index: int, length: float, waves: list[dict], enemy: str, rng: random.Random) -> dict | None:
    """Level `index`'s carrier: one `enemy` on a straight line, tougher level by level, entering
    where the screen has room for it and gone before the level ends (None if nowhere fits)."""
    speed = rng.randint(*CARRIER_SPEED)
    made = {
        "enemy": enemy,
        "y": rng.randint(12, PLAY_BOTTOM - 12),
        "speed": speed,
        "hp": 4 + 2 * index + rng.randint(0, 1),
        "points": 500 * (1 + index),
        "gives": "life",
    }
    crossing = CROSSING / speed
    at = round(CARRIER_FROM * length, 1)
    while at + crossing + 2 < length:
        if _fits(waves + [{"at": at, "count": 1, "gap": 0.1, "speed": speed}]):
            return {"at": at, **made}
        at = round(at + 0.5, 1)
    return None


def _lane(path: str, count: int, rng: random.Random) -> tuple[int, int, int]:
    """(y, step_y, amplitude) that keep every enemy of the wave inside the play area."""
    if path == "sine":
        amplitude = rng.choice((16, 24, 32))
        return rng.randint(amplitude + 4, PLAY_BOTTOM - amplitude - 4), 0, amplitude
    step = rng.choice((0, 0, 14, -14, 18, -18))
    span = step * (count - 1)
    low, high = max(4, 4 - span), min(PLAY_BOTTOM - 4, PLAY_BOTTOM - 4 - span)
    if low > high:
        step, low, high = 0, 4, PLAY_BOTTOM - 4
    return rng.randint(low, high), step, 24


def _fits(waves: list[dict]) -> bool:
    """Whether the screen never holds more than MAX_AT_ONCE of these waves' enemies."""
    spans = []
    for w in waves:
        crossing = CROSSING / (w["speed"] / FPS)
        for k in range(w["count"]):
            start = round(w["at"] * FPS) + k * round(w["gap"] * FPS)
            spans.append((start, start + crossing))
    return all(sum(1 for s, e in spans if s <= start < e) <= MAX_AT_ONCE for start, _ in spans)


def boss(levels: int, rng: random.Random) -> dict:
    """The last level's boss: tougher after more levels."""
    return {
        "hp": 18 + 6 * (levels - 1) + rng.randint(0, 4),
        "fire": round(1.2 - 0.1 * (levels - 1), 1),
        "points": 5000 * levels,
    }
