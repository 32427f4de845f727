"""The levels of a designed platformer game: each level's course, where its foes stand and where
it ends, worked out from the plan alone, so the plan, character and world writers agree.

A level is seeded by its scene's layout marker (else the game's title) and its own id, so a mixed
game that renames the plan lays out the levels its plan counted foes on. Difficulty rises with
the level's place in the game: longer levels, wider gaps (never wider than the physics' jump
carries the player with room to spare), more spikes and foes, higher climbs. Every stretch that
asks for a jump has flat ground before it for a run-up and after it to land on, and foes stand
only on flat ground.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field

from romsmith.designer.genres._layouts import layout_of
from romsmith.kernel.platformer import CELL, Physics, peak, reach, runup_speed

HEIGHT, GROUND = 12, 9  # cells; bodies stand on row GROUND - 1
FLAT_START, FLAT_END = 4, 5  # the layout keeps these columns flat at each end (spec.genres.platformer)
RUN_UP = 3  # cells of flat ground before every jump


@dataclass
class Level:
    id: str
    index: int  # 0 first
    width: int
    sections: list[dict] = field(default_factory=list)
    foes: list[int] = field(default_factory=list)  # columns, on the ground row
    checkpoints: int = 1

    @property
    def stand(self) -> int:
        return GROUND - 1

    @property
    def goal(self) -> tuple[int, int]:
        return self.width - 3, self.stand

    @property
    def start(self) -> tuple[int, int]:
        return 2, self.stand


def widest_gap(physics: Physics) -> int:
    """The widest pit (cells) a jump from a run-up of RUN_UP cells clears, at the same height."""
    across = reach(physics, 0, runup_speed(physics, RUN_UP * CELL))
    return max(1, (across + 8) // CELL)


def highest_step(physics: Physics) -> int:
    """The highest step (cells) a jump climbs."""
    return max(1, (peak(physics) - 4) // CELL)


def level_for(plan: dict, index: int, physics: Physics | None = None) -> Level:
    """Level `index` of the plan's levels: the same plan always gives the same level."""
    physics = physics or Physics()
    ids = [s["id"] for s in plan.get("scenes", [])] or ["level_1"]
    count = len(ids)
    level_id = ids[index]
    # seeded by the scene's layout marker, which stays when a mixed game renames the plan; a plan
    # without one (a model's) by its title and premise
    marker = layout_of(plan, index)
    seed = f"layout {marker}" if marker is not None else f"{plan.get('title', '')}|{plan.get('premise', '')}"
    key = f"{seed}|{level_id}|{index}".encode()
    rng = random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))
    hard = index / max(1, count - 1)  # 0 first level, 1 last
    width = 60 + 12 * index + rng.randrange(0, 5)
    level = Level(level_id, index, width, checkpoints=1 + (width >= 80) + (width >= 110))
    gap_max = max(1, min(widest_gap(physics) - 2, 2 + round(2 * hard)))
    step_max = max(1, min(highest_step(physics) - 1, 2))
    x = FLAT_START
    budget = width - FLAT_END
    flats: list[tuple[int, int]] = []
    while True:
        run = rng.randint(RUN_UP + 1, RUN_UP + 4)
        if x + run > budget:
            break
        level.sections.append({"kind": "flat", "length": run})
        flats.append((x, run))
        x += run
        challenge = _challenge(rng, hard, gap_max, step_max)
        if x + challenge["length"] + RUN_UP + 1 > budget:
            break
        level.sections.append(challenge)
        x += challenge["length"]
    level.foes = _foes(rng, flats, 2 + 2 * index)
    return level


def _challenge(rng: random.Random, hard: float, gap_max: int, step_max: int) -> dict:
    kinds = ["gap", "gap", "spikes", "hill", "wall", "platforms", "ledges", "ladder"]
    kind = rng.choice(kinds)
    if kind == "gap":
        return {"kind": "gap", "length": rng.randint(max(1, gap_max - 1), gap_max)}
    if kind == "spikes":
        return {"kind": "spikes", "length": rng.randint(1, max(1, gap_max - 1))}
    if kind == "hill":
        return {"kind": "hill", "length": rng.randint(4, 7), "height": rng.randint(1, step_max)}
    if kind == "wall":
        return {"kind": "wall", "length": rng.randint(2, 4), "height": rng.randint(1, step_max)}
    if kind == "platforms":
        return {
            "kind": "platforms",
            "length": rng.choice((5, 5, 9) if hard > 0.5 else (5,)),
            "height": rng.randint(1, step_max),
        }
    if kind == "ledges":
        return {"kind": "ledges", "length": rng.randint(4, 7), "height": rng.randint(2, 3)}
    return {"kind": "ladder", "length": rng.randint(4, 6), "height": rng.randint(3, 4)}


def _foes(rng: random.Random, flats: list[tuple[int, int]], wanted: int) -> list[int]:
    """Columns for foes: inside flat stretches, off their first and last cells, apart; none in
    the first stretch (where the player lands)."""
    spots = [x + d for x, n in flats[1:] for d in range(1, n - 1)]
    rng.shuffle(spots)
    out: list[int] = []
    for c in spots:
        if len(out) >= wanted:
            break
        if all(abs(c - o) >= 3 for o in out):
            out.append(c)
    return sorted(out)
