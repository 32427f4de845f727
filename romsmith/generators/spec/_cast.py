"""The character agent's part of a GameSpec: the actors, the player included."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from romsmith.generators.spec._base import Id, Ref, _Model
from romsmith.generators.spec._limits import MAX_DAMAGE, MAX_HP, MAX_NAME, MAX_SCENE_CELLS, MAX_STREAMED_CELLS


class Actor(_Model):
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME)
    role: Literal["player", "npc", "enemy", "boss"]
    sprite: str = Field(
        min_length=1, max_length=32, description="a sprite id from the pack manifest, exactly as listed"
    )
    scene: str = Field(min_length=1, max_length=32, description="id of the scene the actor starts in")
    x: int = Field(ge=0, lt=MAX_STREAMED_CELLS, description="cell column; a top-down scene is at most 32 wide")
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    facing: Literal["down", "up", "left", "right"] = "down"
    behaviour: Literal["still", "wander", "patrol", "chase"] = "still"
    dialogue: str | None = Ref("dialogue")
    hp: int = Field(default=3, ge=1, le=MAX_HP)
    damage: int = Field(
        default=0, ge=0, le=MAX_DAMAGE, description="hit points taken from the player per touch (enemies, bosses)"
    )
    defeat_flag: str | None = Ref("flag set when this enemy or boss is defeated")
    show_flag: str | None = Ref("flag; the actor is present only while it is set")
    hide_flag: str | None = Ref("flag; the actor is gone while it is set")
