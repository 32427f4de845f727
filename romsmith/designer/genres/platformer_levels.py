"""The levels of a designed platformer game: each level's course, where its foes stand and where
it ends, worked out from the plan alone, so the plan, character and world writers agree.

A level is seeded by its scene's layout marker (else the game's title) and its own id, so a mixed
game that renames the plan lays out the levels its plan counted foes on. Difficulty rises with
the level's place in the game: longer levels, wider gaps (never wider than the physics' jump
carries the player with room to spare), more spikes and foes, higher climbs. Every stretch that
asks for a jump has flat ground before it for a run-up and after it to land on, and foes stand
only on flat ground.

The idea's mood sets the game's tone ("tone gentle" in a level scene's purpose; `TONES`): a gentle
game has fewer foes, narrower gaps and fewer spikes, a hard one more foes and wider gaps. A level
whose scene the plan's cast puts a boss in ends in its arena: a low wall the boss turns back at (a
wall rather than a pit: a bounce off the boss near the edge does not cost a fall), then a long
flat stretch running on into the final flat, where it stands in the middle, apart from the foes
(who stand only before the wall).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field

from romsmith.designer.genres._layouts import layout_of, tone_of
from romsmith.kernel.platformer import CELL, Physics, peak, reach, runup_speed

HEIGHT, GROUND = 12, 9  # cells; bodies stand on row GROUND - 1
FLAT_START, FLAT_END = 4, 5  # the layout keeps these columns flat at each end (spec.genres.platformer)
RUN_UP = 3  # cells of flat ground before every jump
ARENA = 12  # cells of flat ground between the wall before a boss and the final flat
FENCE = {"kind": "wall", "length": 2, "height": 1}  # before a boss's arena: the boss turns back at it
MAX_FOES = 13  # a level's actors (RS_MAX_ACTORS 16) also hold the boss and the one waiting at the goal


@dataclass(frozen=True)
class Tone:
    """How hard a game's levels are: foes a level (`foes` + `more_foes` * its index), the widest
    gap (`gap` + 2 * how far along it is, at most `gap_margin` cells short of the widest jump),
    the challenge kinds drawn from, the player's extra hearts and the boss's hit points."""

    foes: int
    more_foes: int
    gap: int
    gap_margin: int
    kinds: tuple[str, ...]
    hearts: int
    boss_hp: int


KINDS = ("gap", "gap", "spikes", "hill", "wall", "platforms", "ledges", "ladder")
TONES = {
    "gentle": Tone(1, 1, 1, 3, KINDS + ("gap", "gap", "hill", "hill", "wall", "platforms", "ledges", "ladder"), 2, 2),
    "normal": Tone(2, 2, 2, 2, KINDS, 0, 3),
    "hard": Tone(3, 2, 3, 1, KINDS, 0, 4),
}


@dataclass
class Level:
    id: str
    index: int  # 0 first
    width: int
    sections: list[dict] = field(default_factory=list)
    foes: list[int] = field(default_factory=list)  # columns, on the ground row
    checkpoints: int = 1
    boss: int | None = None  # the boss's column (its left one) in the arena, when the level has one
    tone: str = "normal"

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


def has_boss(plan: dict, level_id: str) -> bool:
    """Whether the plan's cast puts a boss in the level (then the level ends in its arena)."""
    return any(a.get("role") == "boss" and a.get("scene") == level_id for a in plan.get("cast", []))


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
    tone = TONES[tone_of(plan, index, TONES)]
    width = 60 + 12 * index + rng.randrange(0, 5)
    level = Level(
        level_id, index, width, checkpoints=1 + (width >= 80) + (width >= 110), tone=tone_of(plan, index, TONES)
    )
    gap_max = max(1, min(widest_gap(physics) - tone.gap_margin, tone.gap + round(2 * hard)))
    step_max = max(1, min(highest_step(physics) - 1, 2))
    arena = has_boss(plan, level_id)
    x = FLAT_START
    budget = width - FLAT_END - (FENCE["length"] + ARENA + RUN_UP + 1 if arena else 0)
    flats: list[tuple[int, int]] = []
    while True:
        run = rng.randint(RUN_UP + 1, RUN_UP + 4)
        if x + run > budget:
            break
        level.sections.append({"kind": "flat", "length": run})
        flats.append((x, run))
        x += run
        challenge = _challenge(rng, tone.kinds, hard, gap_max, step_max)
        if x + challenge["length"] + RUN_UP + 1 > budget:
            break
        level.sections.append(challenge)
        x += challenge["length"]
    level.foes = _foes(rng, flats, min(MAX_FOES, tone.foes + tone.more_foes * index))
    if arena:
        level.boss = _arena(level, x)
    return level


def _arena(level: Level, x: int) -> int:
    """Lay the boss's arena out from column x, where the course stopped short of it: a run-up, the
    wall that turns the boss back, and the flat stretch up to the final flat. The boss's column:
    the arena's middle, far enough from the wall that the player lands clear of it."""
    fence = level.width - FLAT_END - ARENA - FENCE["length"]
    level.sections += [
        {"kind": "flat", "length": fence - x},  # at least RUN_UP + 1 cells: the course kept them
        dict(FENCE),
        {"kind": "flat", "length": ARENA},
    ]
    return fence + FENCE["length"] + (ARENA + FLAT_END) // 2


def _challenge(rng: random.Random, kinds: tuple[str, ...], hard: float, gap_max: int, step_max: int) -> dict:
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
