"""The platformer's physics and where they let the player go, shared by every layer that needs
them: the spec's limits and defaults, the checks (is the goal reachable?), the designer (lay
out only levels that are), the playtest bot (plan the jumps) and the tests that hold it all
against the engine.

    physics = Physics.of({"jump_vel": 14000})       # the rest: the engine's defaults
    rise(physics)                                     # feet height after each frame of a full jump
    level = Level(["....", "#..#"], physics)          # cells: '#' solid, '=' ledge, 'H' ladder, '^' spikes
    reached = level.reached((0, 0))                   # surfaces the player gets to from a start cell
    level.touches(reached, (3, 0)), level.gap(reached, (3, 0)).describe()
"""

from romsmith.kernel.platformer._physics import (
    CELL,
    DEFAULTS,
    FIELDS,
    FRAMES,
    LIMITS,
    ONE_PX,
    SPEEDS,
    Physics,
    across,
    peak,
    reach,
    rise,
    runup_speed,
)
from romsmith.kernel.platformer._reach import AIR, LADDER, LEDGE, SOLID, SPIKES, Gap, Level, Surface

__all__ = [
    "AIR",
    "CELL",
    "DEFAULTS",
    "FIELDS",
    "FRAMES",
    "LADDER",
    "LEDGE",
    "LIMITS",
    "ONE_PX",
    "SOLID",
    "SPEEDS",
    "SPIKES",
    "Gap",
    "Level",
    "Physics",
    "Surface",
    "across",
    "peak",
    "reach",
    "rise",
    "runup_speed",
]
