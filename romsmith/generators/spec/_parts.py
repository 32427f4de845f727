"""Each agent's part of a GameSpec, its JSON Schema, and the merge of the parts into one spec."""

from __future__ import annotations

from pydantic import BaseModel

from romsmith.generators.spec._base import _Model
from romsmith.generators.spec._cast import Actor
from romsmith.generators.spec._game import GameSpec
from romsmith.generators.spec._story import Dialogue, Flag, Item, Quest, Win
from romsmith.generators.spec.genres import Scene
from romsmith.kernel.owners import OWNERS


class PlanPart(_Model):
    """The orchestrator's part: the game's frame (the director's plan, `pipeline.plan.Plan`, adds
    the outline the other agents share to it)."""

    title: str = GameSpec.model_fields["title"]
    header_title: str | None = GameSpec.model_fields["header_title"]
    premise: str = GameSpec.model_fields["premise"]
    start_scene: str = GameSpec.model_fields["start_scene"]


class CastPart(_Model):
    """The character agent's part: everyone in the game, the player included."""

    cast: list[Actor] = GameSpec.model_fields["cast"]


class WorldPart(_Model):
    """The world agent's part: the scenes, their maps, warps and triggers."""

    scenes: list[Scene] = GameSpec.model_fields["scenes"]


class StoryPart(_Model):
    """The story agent's part: dialogue, flags, items, quests and the win condition."""

    dialogue: list[Dialogue] = GameSpec.model_fields["dialogue"]
    flags: list[Flag] = GameSpec.model_fields["flags"]
    items: list[Item] = GameSpec.model_fields["items"]
    quests: list[Quest] = GameSpec.model_fields["quests"]
    win: Win = GameSpec.model_fields["win"]


PARTS: dict[str, type[_Model]] = {
    "orchestrator": PlanPart,
    "character": CastPart,
    "world": WorldPart,
    "story": StoryPart,
}


def part_model(name: str) -> type[_Model]:
    """The pydantic model of one agent's part ("orchestrator", "character", "world", "story")."""
    try:
        return PARTS[name]
    except KeyError:
        raise KeyError(f"unknown part {name!r}; parts: {', '.join(PARTS)}") from None


def part_schema(name: str) -> dict:
    """JSON Schema of one agent's part, for structured model output."""
    return part_model(name).model_json_schema()


def spec_schema() -> dict:
    """JSON Schema of the whole GameSpec."""
    return GameSpec.model_json_schema()


def assemble(parts: dict[str, dict]) -> dict:
    """Merge the agents' parts ({part name: dict}) into one GameSpec dict. Each part contributes
    only the keys its agent owns, so a stray key cannot overwrite another agent's work."""
    spec: dict = {}
    for name, part in parts.items():
        if part is None:
            continue
        if isinstance(part, BaseModel):
            part = part.model_dump(mode="json")
        for key, value in part.items():
            if OWNERS.get(key) == name:
                spec[key] = value
    return spec
