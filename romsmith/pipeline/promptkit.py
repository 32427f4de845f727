"""System prompts: the task line, then prompts/<agent>.md with its {{slots}} filled from the run's
pack and the GameSpec's limits, written in the wire format (`romsmith.models.wire`).

A system prompt is the static prefix (the same for every run with this pack, so providers can
cache it) followed, last, by the retrieved-guidelines block from romsmith.memory.
"""

from __future__ import annotations

import functools
import re

from romsmith.generators import spec as S
from romsmith.generators.music import TRACKS
from romsmith.kernel.config import project_root
from romsmith.kernel.errors import UsageError
from romsmith.models import wire

AGENT_PROMPTS = {
    "orchestrator": "orchestrator",
    "character": "domains/character",
    "world": "domains/world",
    "story": "domains/story",
    # the items shape: one small answer per call (pipeline.items)
    "item:pitch": "items/pitch",
    "item:scene": "items/scene",
    "item:place": "items/place",
    "item:actor": "items/actor",
    "item:line": "items/line",
}
AGENT_TASK = {"orchestrator": "plan", "character": "character", "world": "world", "story": "story"}
AGENT_TASK.update({name: name.split(":", 1)[1] for name in AGENT_PROMPTS if name.startswith("item:")})
MAX_PLAN_SCENES = 7  # a hub or a loop of outdoor scenes and a room or two behind doors
_SLOT = re.compile(r"\{\{\s*(\w+)\s*\}\}")

LIMITS = wire.Limits(
    plan_scenes=min(MAX_PLAN_SCENES, S.MAX_SCENES),
    scene_min_width=S.MIN_SCENE_W,
    scene_max_width=S.MAX_SCENE_CELLS,
    scene_min_height=S.MIN_SCENE_H,
    scene_max_height=S.MAX_SCENE_CELLS,
    cast=min(12, S.MAX_CAST),
    title_chars=S.MAX_TITLE,
    name_chars=S.MAX_NAME,
    hp=min(S.MAX_HP, 10),
    page_cols=S.TEXT_COLS,
    page_lines=S.TEXT_LINES,
    page_chars=S.MAX_PAGE_CHARS,
    pages=S.MAX_PAGES,
)


@functools.lru_cache(maxsize=16)
def _read(name: str) -> str:
    path = project_root() / "prompts" / f"{name}.md"
    if not path.is_file():
        raise UsageError(f"prompt file {path} is missing", hint="restore prompts/ from the repository")
    return path.read_text(encoding="utf-8")


def catalogue(pack) -> tuple[list[wire.Sprite], list[wire.Theme]]:
    """The pack's sprites the engine can draw (grouped by kind) and its themes with their tiles."""
    return pack.catalogue(S.SPRITE_FRAME_SIZES)


def tracks() -> list[tuple[str, str]]:
    """The music tracks a scene may name, with what each sounds like."""
    return [(name, mood.description) for name, mood in TRACKS.items()]


def slots(pack) -> dict[str, str]:
    """Every {{slot}} a prompt file may use: the catalogue and limits blocks, and each limit alone
    for the prose (the same numbers the limits block lists)."""
    sprites, themes = catalogue(pack)
    L = LIMITS
    return {
        "sprites": wire.sprites_block(sprites),
        "themes": wire.themes_block(themes),
        "tiles": wire.tiles_block(themes),
        "tracks": wire.tracks_block(tracks()),
        "limits": wire.limits_block(L),
        "max_plan_scenes": str(L.plan_scenes),
        "min_w": str(L.scene_min_width),
        "max_w": str(L.scene_max_width),
        "min_h": str(L.scene_min_height),
        "max_h": str(L.scene_max_height),
        "max_cast": str(L.cast),
        "max_title": str(L.title_chars),
        "max_name": str(L.name_chars),
        "max_hp": str(L.hp),
        "page_chars": str(L.page_chars),
        "max_pages": str(L.pages),
    }


def static_prefix(agent: str, pack) -> str:
    """The task line and the agent's prompt with every {{slot}} filled; raises if a slot has no value."""
    text = _read(AGENT_PROMPTS[agent])
    values = slots(pack)

    def fill(match):
        key = match.group(1)
        if key not in values:
            raise UsageError(
                f"prompt {AGENT_PROMPTS[agent]}.md uses an unknown slot {{{{{key}}}}}",
                hint="slots: " + ", ".join(sorted(values)),
            )
        return values[key]

    return wire.task_line(AGENT_TASK[agent]) + "\n" + _SLOT.sub(fill, text).rstrip() + "\n"


def system_prompt(agent: str, pack, guidelines_block: str = "") -> str:
    """Static prefix, then the retrieved-guidelines block last (omitted when empty)."""
    prefix = static_prefix(agent, pack)
    return prefix + ("\n" + guidelines_block.strip() + "\n" if guidelines_block.strip() else "")
