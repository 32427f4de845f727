"""A platformer scene: a level seen from the side, run and jumped from left to right, laid out
from its `course` (or given as `rows`), ending at its `goal`.

Positions are in 16x16 cells, x to the right and y down, (0, 0) top left; `y` is the row a body
stands in (the ground under it is row y + 1). A level is one to eight screens wide (15 to 127
cells) and 10 to 16 cells high; the camera scrolls along it. The course is a list of sections
laid out left to right from the start (the first four columns and the last five stay flat on
the ground row): the layout generator turns it into rows, and puts ground under every place the
scene's content stands (actors, warps, triggers, the goal).

The physics (gravity, jump, speeds; GB Studio's units and defaults) decide which ledges a jump
reaches; validation flies the level's jumps with them and refuses a level whose goal cannot be
reached, naming the gap and the jump it needs.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field, create_model, model_validator

from romsmith.generators.music import TRACKS
from romsmith.generators.spec._base import Id, _Model
from romsmith.generators.spec._limits import MAX_NAME, MAX_STREAMED_CELLS, MAX_TRIGGERS_PER_SCENE, MAX_WARPS_PER_SCENE
from romsmith.generators.spec._story import Cutscene
from romsmith.generators.spec.genres.adventure import Trigger, Warp
from romsmith.kernel.platformer import DEFAULTS, LIMITS

MIN_LEVEL_W, MAX_LEVEL_W = 15, MAX_STREAMED_CELLS  # cells: one screen; RS_MAX_MAP_W (255 tiles) // 2
MIN_LEVEL_H, MAX_LEVEL_H = 10, 16  # 127 x 16 cells = 8128 tiles, within RS_MAX_MAP_AREA
MAX_SECTIONS = 40
MAX_COINS = 64  # RS_PLAT_MAX_COINS
MAX_CHECKPOINTS = 8  # RS_PLAT_MAX_CHECKPOINTS
FLAT_START, FLAT_END = 4, 5  # columns the layout keeps flat at each end

_PHYSICS_DOC = {
    "walk_vel": "top walking speed",
    "run_vel": "top speed with B held (at least walk_vel)",
    "walk_acc": "speed gained a frame toward walking speed",
    "run_acc": "speed gained a frame toward running speed",
    "dec": "speed lost a frame once the d-pad is let go",
    "jump_vel": "upward speed a jump starts with",
    "grav": "gravity",
    "hold_grav": "gravity while rising with A held, for hold_frames at most (at most grav)",
    "max_fall_vel": "the fastest a fall gets",
    "climb_vel": "speed on a ladder",
    "hold_frames": "frames A held keeps the lighter gravity",
    "coyote_frames": "frames after walking off a ledge that a jump still works",
    "buffer_frames": "frames an A pressed early waits for the ground",
}

Physics = create_model(
    "Physics",
    __base__=_Model,
    __doc__="The level's physics: speeds in 1/4096 pixel per frame, accelerations per frame per frame "
    "(GB Studio's engine fields); a field left out keeps its default.",
    **{
        name: (
            int | None,
            Field(
                default=None,
                ge=LIMITS[name][0],
                le=LIMITS[name][1],
                description=f"{_PHYSICS_DOC[name]} (default {DEFAULTS[name]})",
            ),
        )
        for name in DEFAULTS
    },
)


class Section(_Model):
    """A stretch of the level, `length` cells along it.

    flat      ground
    gap       a pit (falling in costs a heart and puts the player back at the last checkpoint)
    spikes    ground covered in spikes, to jump over
    hill      the ground rises `height` cells for the stretch, then comes down again
    wall      a block `height` cells high to jump onto (one cell wide), then ground
    platforms a pit crossed on floating one-way ledges, `height` cells above the ground row
    ladder    a cliff `height` cells high climbed by a ladder, with ground on top for the stretch
    ledges    one-way ledges `height` cells up over ground, a way above the ground's enemies
    """

    kind: Literal["flat", "gap", "spikes", "hill", "wall", "platforms", "ladder", "ledges"]
    length: int = Field(default=4, ge=1, le=40, description="cells along the level")
    height: int = Field(default=1, ge=1, le=6, description="cells up (hill, wall, platforms, ladder, ledges)")


class Course(_Model):
    """The level's shape, for the layout generator (the same course and seed always give the same rows)."""

    ground: int | None = Field(
        default=None, ge=3, lt=MAX_LEVEL_H, description="the ground's top row; default height - 3"
    )
    sections: list[Section] = Field(default_factory=list, max_length=MAX_SECTIONS, description="from left to right")
    coins: Literal["none", "few", "some", "many"] = Field(default="some", description="coins along the way")
    checkpoints: int = Field(default=1, ge=0, le=MAX_CHECKPOINTS, description="checkpoints spread along the level")
    seed: int = Field(default=0, ge=0, le=2**31 - 1)


class Goal(_Model):
    """Where the level ends. Put a trigger (what reaching it does, e.g. set the win flag) or a warp
    (to the next level) on the same cell: reaching the goal is stepping there."""

    look: Literal["flag", "door", "rescue"] = Field(
        default="flag", description="a flag pole, a door, or nothing drawn (a rescued character stands there)"
    )
    x: int = Field(ge=0, lt=MAX_LEVEL_W)
    y: int = Field(ge=0, lt=MAX_LEVEL_H, description="the row the player stands in there")


class LevelWarp(Warp):
    __doc__ = Warp.__doc__
    x: int = Field(ge=0, lt=MAX_LEVEL_W)
    y: int = Field(ge=0, lt=MAX_LEVEL_H)
    to_x: int | None = Field(default=None, ge=0, lt=MAX_LEVEL_W)
    to_y: int | None = Field(default=None, ge=0, lt=MAX_LEVEL_W)


class LevelTrigger(Trigger):
    __doc__ = Trigger.__doc__
    x: int = Field(ge=0, lt=MAX_LEVEL_W)
    y: int = Field(ge=0, lt=MAX_LEVEL_H)


class PlatformerScene(_Model):
    """A side-view level (genre "platformer"): run, jump, climb and stomp from the left to the goal."""

    VIEW: ClassVar[str] = "side"  # the pack tilesets it takes (manifest `view`)

    genre: Literal["platformer"] = Field(default="platformer", description="how the scene plays")
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name")
    theme: str = Field(
        min_length=1, max_length=32, description="a side-view tileset theme of the pack, e.g. hills, rooftops, caverns"
    )
    width: int = Field(ge=MIN_LEVEL_W, le=MAX_LEVEL_W, description="in 16x16 cells; 60 and more is four screens")
    height: int = Field(ge=MIN_LEVEL_H, le=MAX_LEVEL_H, description="in 16x16 cells")
    course: Course | None = Field(default=None, description="normal way to lay out the level")
    rows: list[str] | None = Field(
        default=None,
        max_length=MAX_LEVEL_H,
        description="alternative to course: `height` strings of `width` tile legend characters of the theme",
    )
    physics: Physics | None = Field(default=None, description="null: the engine's defaults")
    goal: Goal
    warps: list[LevelWarp] = Field(default_factory=list, max_length=MAX_WARPS_PER_SCENE)
    triggers: list[LevelTrigger] = Field(default_factory=list, max_length=MAX_TRIGGERS_PER_SCENE)
    cutscene: Cutscene | None = Field(default=None, description="run when the player enters the level")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track played here, one of: " + ", ".join(TRACKS) + "; null picks one from the theme",
    )

    @model_validator(mode="after")
    def _one_layout(self):
        if (self.course is None) == (self.rows is None):
            raise ValueError("give exactly one of `course` or `rows`")
        return self

    def physics_fields(self) -> dict[str, int]:
        """The physics the level asks for, defaults filled in."""
        given = self.physics.model_dump(exclude_none=True) if self.physics else {}
        return {**DEFAULTS, **given}
