"""Prompt files from prompts/, filled with the pack's valid ids and the engine's limits.

A system prompt is the static prefix (the same for every run with this pack, so providers can
cache it) followed, last, by the retrieved-guidelines block from romsmith.memory.
"""

from __future__ import annotations

import functools
import re

from romsmith.kernel.config import project_root
from romsmith.kernel.errors import UsageError

AGENT_PROMPTS = {
    "orchestrator": "orchestrator",
    "character": "domains/character",
    "world": "domains/world",
    "story": "domains/story",
}
MAX_PLAN_SCENES = 4
_SLOT = re.compile(r"\{\{\s*(\w+)\s*\}\}")


@functools.lru_cache(maxsize=16)
def _read(name: str) -> str:
    path = project_root() / "prompts" / f"{name}.md"
    if not path.is_file():
        raise UsageError(f"prompt file {path} is missing", hint="restore prompts/ from the repository")
    return path.read_text(encoding="utf-8")


def sprite_lines(pack) -> str:
    """The pack's sprites the engine can draw, grouped by kind (Pack.sprite_catalogue)."""
    from romsmith.generators import spec as S

    return pack.sprite_catalogue(S.SPRITE_FRAME_SIZES)


def theme_lines(pack) -> str:
    return pack.theme_catalogue()


def track_lines() -> str:
    from romsmith.generators.music import TRACKS

    return "\n".join(f"- {name}: {mood.description}" for name, mood in TRACKS.items())


def slots(pack) -> dict[str, str]:
    from romsmith.generators import spec as S

    return {
        "sprites": sprite_lines(pack),
        "themes": theme_lines(pack),
        "tracks": track_lines(),
        "max_plan_scenes": str(min(MAX_PLAN_SCENES, S.MAX_SCENES)),
        "min_w": str(S.MIN_SCENE_W),
        "max_w": str(S.MAX_SCENE_CELLS),
        "min_h": str(S.MIN_SCENE_H),
        "max_h": str(S.MAX_SCENE_CELLS),
        "max_cast": str(min(12, S.MAX_CAST)),
        "max_title": str(S.MAX_TITLE),
        "max_name": str(S.MAX_NAME),
        "max_hp": str(min(S.MAX_HP, 10)),
        "page_chars": str(S.MAX_PAGE_CHARS),
        "max_pages": str(S.MAX_PAGES),
    }


def static_prefix(agent: str, pack) -> str:
    """The agent's prompt with every {{slot}} filled; raises if a slot has no value."""
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

    return _SLOT.sub(fill, text).rstrip() + "\n"


def system_prompt(agent: str, pack, guidelines_block: str = "") -> str:
    """Static prefix, then the retrieved-guidelines block last (omitted when empty)."""
    prefix = static_prefix(agent, pack)
    return prefix + ("\n" + guidelines_block.strip() + "\n" if guidelines_block.strip() else "")
