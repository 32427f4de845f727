"""The director's plan: the GameSpec's frame plus the shared ids the domain agents build on.

Only its GameSpec part (`generators.spec.PlanPart`: title, header_title, premise, start_scene) goes
into the GameSpec; the outline (scenes, cast, story) lets the character, world and story agents
work at the same time.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from romsmith.generators import spec as S
from romsmith.kernel.genres import GENRES

_ID = dict(min_length=1, max_length=32, pattern=r"^[a-z0-9_]+$")


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class PlannedScene(_M):
    id: str = Field(**_ID)
    name: str = Field(min_length=1, max_length=S.MAX_NAME)
    theme: str = Field(min_length=1, max_length=32)
    width: int = Field(
        ge=S.MIN_SCENE_W, le=S.MAX_STREAMED_CELLS, description="a top-down scene at most 32; a streamed level more"
    )
    height: int = Field(ge=S.MIN_SCENE_H, le=S.MAX_SCENE_CELLS)
    purpose: str = Field(default="", max_length=200)
    exits: list[str] = Field(
        default_factory=list,
        max_length=8,
        description="ids of the scenes a warp leads to from here; empty means the next scene in the list",
    )
    genre: Literal[GENRES] | None = Field(default=None, description="how this scene plays, when not the game's genre")


ARCHETYPES = ("rescue", "find", "defeat", "deliver", "escort", "collect", "escape", "investigate")


class PlannedActor(_M):
    id: str = Field(**_ID)
    name: str = Field(min_length=1, max_length=S.MAX_NAME)
    role: Literal["player", "npc", "enemy", "boss"]
    scene: str = Field(**_ID)
    concept: str = Field(default="", max_length=60)
    part: str = Field(
        default="",
        max_length=40,
        description="the actor's part in the quest: hero, captive, giver, receiver, escortee, suspect, culprit, witness, guard, boss, foe, helper, keeper",
    )


class StoryOutline(_M):
    goal: str = Field(min_length=1, max_length=200)
    win_flag: str = Field(**_ID)
    obstacle_flag: str = Field(**_ID)
    key_item: str = Field(**_ID)
    treasure: str | None = Field(default=None, min_length=1, max_length=32, pattern=r"^[a-z0-9_]+$")
    archetype: Literal[ARCHETYPES] | None = Field(default=None, description="how the game is won")
    count: int | None = Field(default=None, ge=2, le=8, description="collect: how many")
    culprit: str | None = Field(default=None, max_length=32, description="investigate: the guilty suspect's id")
    peaceful: bool = Field(default=False, description="no enemy and no boss: nothing to fight")


class Plan(S.PlanPart):
    """The orchestrator's part of the GameSpec (title, header_title, premise, start_scene: the
    GameSpec takes only these, see `generators.spec.assemble`) and the outline the others share."""

    start_scene: str = Field(**_ID)
    genre: Literal[GENRES] = Field(default="adventure", description="how the game plays (each scene's unless it says)")
    genre_asked: Literal[GENRES] | None = Field(
        default=None, description="the genre the idea asked for, when the game could not be made in it"
    )
    scenes: list[PlannedScene] = Field(min_length=1, max_length=S.MAX_SCENES)
    cast: list[PlannedActor] = Field(min_length=1, max_length=S.MAX_CAST)
    story: StoryOutline
