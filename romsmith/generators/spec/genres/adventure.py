"""An adventure scene: a top-down map walked in four directions, laid out from `features` (or
given as `rows`), with warps to other scenes, triggers, gates opened by flags and an entry
cut-scene.

Positions are in 16x16 cells ("metatiles"), x to the right and y down, (0, 0) top left. A scene
is laid out either by `rows` (one legend character per cell, from the theme's tileset) or,
normally, by `features`, which the seeded layout generator turns into rows.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from romsmith.generators.music import TRACKS
from romsmith.generators.spec._base import Id, Ref, _Model
from romsmith.generators.spec._limits import (
    MAX_EFFECTS,
    MAX_GATES_PER_SCENE,
    MAX_NAME,
    MAX_SCENE_CELLS,
    MAX_TRIGGERS_PER_SCENE,
    MAX_WARPS_PER_SCENE,
    MIN_SCENE_H,
    MIN_SCENE_W,
)
from romsmith.generators.spec._story import Cutscene, Effect

Area = Literal["north", "south", "east", "west", "center", "northwest", "northeast", "southwest", "southeast"]
Side = Literal["north", "south", "east", "west"]
Amount = Literal["none", "few", "some", "many"]


class Region(_Model):
    kind: Literal["water", "obstacle", "wall", "decor", "path", "floor"] = Field(
        description="tile kind filling the region"
    )
    area: Area
    size: Literal["small", "medium", "large"] = "medium"


class PathSpec(_Model):
    start: Area
    end: Area


class Building(_Model):
    """A blocking house (roof and walls) with a door in the middle of its south side."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    w: int = Field(ge=2, le=8)
    h: int = Field(ge=2, le=6)


class Prop(_Model):
    """One tile of the theme on one cell, drawn over the generated layout (e.g. a chest where a
    trigger waits). A blocking prop on a cell the scene's content stands on is cleared again."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    tile: str = Field(min_length=1, max_length=1, description="legend char of a tile of the scene's theme")


class Features(_Model):
    """A short description of a map; the layout generator turns it into rows. Warps, actors and
    triggers of the scene are always connected to each other by walkable ground."""

    border: Literal["wall", "obstacle", "water", "none"] = "wall"
    gates: list[Side] = Field(default_factory=list, description="openings in the border, e.g. where an exit warp is")
    obstacles: Amount = "few"
    decor: Amount = "few"
    regions: list[Region] = Field(default_factory=list, max_length=8)
    paths: list[PathSpec] = Field(default_factory=list, max_length=8)
    buildings: list[Building] = Field(default_factory=list, max_length=6)
    props: list[Prop] = Field(default_factory=list, max_length=8, description="single tiles on chosen cells")
    seed: int = Field(default=0, ge=0, le=2**31 - 1)


class Warp(_Model):
    """Stepping on (x, y) moves the player to scene `to`, at (to_x, to_y) or, when omitted, next
    to that scene's warp leading back here. With `if_flag` it stays shut until that flag is set."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    to: str = Field(min_length=1, max_length=32, description="id of the target scene")
    to_x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    to_y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    if_flag: str | None = Ref("flag that unlocks this warp")


class Trigger(_Model):
    """Stepping on (x, y) shows a dialogue and/or applies effects, when its condition holds.
    At most one condition: if_flag, unless_flag, or once (fires the first time only). For a
    one-shot trigger with a condition, use unless_flag with a flag its dialogue or effects set."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    dialogue: str | None = Ref("dialogue")
    effects: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)
    if_flag: str | None = Ref("flag")
    unless_flag: str | None = Ref("flag")
    once: bool = False
    cutscene: Cutscene | None = Field(
        default=None, description="run when it fires, after its effects (instead of a dialogue: say one inside)"
    )

    @model_validator(mode="after")
    def _one_condition(self):
        if sum(bool(c) for c in (self.if_flag, self.unless_flag, self.once)) > 1:
            raise ValueError("a trigger takes at most one condition: if_flag, unless_flag or once")
        if not self.dialogue and not self.effects and not self.cutscene:
            raise ValueError("a trigger needs a dialogue, effects or a cutscene")
        if self.dialogue and self.cutscene:
            raise ValueError("a trigger with a cutscene says its dialogue inside it (a 'say' command)")
        return self


class Gate(_Model):
    """A visible obstacle (bars, rubble) covering `w` x `h` cells from (x, y): they block until
    `flag` is set, then show `open_tile` and can be walked on. Place it where it cuts the way to
    something (a warp, an actor, a trigger), e.g. on the cell just inside an exit."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    w: int = Field(default=1, ge=1, le=8)
    h: int = Field(default=1, ge=1, le=8)
    flag: str = Field(
        min_length=1, max_length=32, description="the gate opens (for good) when this declared flag is set"
    )
    tile: str | None = Field(
        default=None,
        min_length=1,
        max_length=1,
        description="legend char of the closed look, a blocking tile; default the theme's gate tile",
    )
    open_tile: str | None = Field(
        default=None,
        min_length=1,
        max_length=1,
        description="legend char of the open look, a walkable tile; default the theme's path",
    )


class AdventureScene(_Model):
    """A top-down scene (genre "adventure"): the player walks a tile map in four directions."""

    genre: Literal["adventure"] = Field(default="adventure", description="how the scene plays")
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name")
    theme: str = Field(
        min_length=1,
        max_length=32,
        description="a tileset theme of the pack, e.g. grassland, forest, castle, cave, desert, snow, village_interior",
    )
    width: int = Field(ge=MIN_SCENE_W, le=MAX_SCENE_CELLS, description="in 16x16 cells")
    height: int = Field(ge=MIN_SCENE_H, le=MAX_SCENE_CELLS, description="in 16x16 cells")
    features: Features | None = Field(default=None, description="normal way to lay out the map")
    rows: list[str] | None = Field(
        default=None,
        max_length=MAX_SCENE_CELLS,
        description="alternative to features: `height` strings of `width` tile legend characters of the theme",
    )
    warps: list[Warp] = Field(default_factory=list, max_length=MAX_WARPS_PER_SCENE)
    triggers: list[Trigger] = Field(default_factory=list, max_length=MAX_TRIGGERS_PER_SCENE)
    gates: list[Gate] = Field(
        default_factory=list, max_length=MAX_GATES_PER_SCENE, description="obstacles the player sees, opened by flags"
    )
    cutscene: Cutscene | None = Field(default=None, description="run when the player enters the scene")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track played here, one of: "
        + ", ".join(f"{name} ({mood.description})" for name, mood in TRACKS.items())
        + "; null picks one from the theme (boss where a boss waits)",
    )

    @model_validator(mode="after")
    def _one_layout(self):
        if (self.features is None) == (self.rows is None):
            raise ValueError("give exactly one of `features` or `rows`")
        return self
