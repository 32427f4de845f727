"""System prompts: the task line, then prompts/<agent>.md with its {{slots}} filled from the run's
pack and the GameSpec's limits, written in the wire format (`romsmith.models.wire`), then what
each of the plan's genres asks of that agent (prompts/genres/<genre>.md, its `## <agent>`
section). The orchestrator's `{{genres}}` slot lists every genre's `## orchestrator` section, so
the director can pick the way to play the idea asks for.

A system prompt is the static prefix (the same for every run with this pack and genres, so
providers can cache it) followed, last, by the retrieved-guidelines block from romsmith.memory.
"""

from __future__ import annotations

import functools
import re

from romsmith.generators import spec as S
from romsmith.generators.music import TRACKS
from romsmith.kernel.config import project_root
from romsmith.kernel.errors import UsageError
from romsmith.kernel.genres import GENRES
from romsmith.models import wire

AGENT_PROMPTS = {
    "intent": "intent",
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
AGENT_TASK = {"intent": "intent", "orchestrator": "plan", "character": "character", "world": "world", "story": "story"}
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


@functools.lru_cache(maxsize=16)
def genre_sections(genre: str) -> dict[str, str]:
    """prompts/genres/<genre>.md as {section: text} (`## orchestrator`, `## world`, ...); {} when
    the genre has no file."""
    path = project_root() / "prompts" / "genres" / f"{genre}.md"
    if not path.is_file():
        return {}
    sections: dict[str, list[str]] = {}
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = sections.setdefault(line[3:].strip(), [])
        elif current is not None:
            current.append(line)
    return {name: "\n".join(lines).strip() for name, lines in sections.items()}


def genres_block() -> str:
    """Every genre's note for the director, in kernel.genres order."""
    notes = [genre_sections(g).get("orchestrator", "") for g in GENRES]
    return "\n".join(n for n in notes if n)


def catalogue(pack) -> tuple[list[wire.Sprite], list[wire.Theme]]:
    """The pack's sprites the engine can draw (grouped by kind; actors' sizes and the shots a genre
    fires) and its themes with their tiles."""
    return pack.catalogue(S.SPRITE_FRAME_SIZES + S.SHOT_FRAME_SIZES)


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
        "genres": genres_block(),
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


def static_prefix(agent: str, pack, genres: tuple[str, ...] = ()) -> str:
    """The task line and the agent's prompt with every {{slot}} filled (raises if a slot has no
    value), then the `## <agent>` section of each of `genres` that has one."""
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

    body = _SLOT.sub(fill, text).rstrip()
    section = agent.split(":", 1)[0] if agent.startswith("item:") else agent
    for genre in dict.fromkeys(genres):
        note = genre_sections(genre).get(section)
        if note:
            body += f"\n\n## This game's {genre} scenes\n" + _SLOT.sub(fill, note)
    return wire.task_line(AGENT_TASK[agent]) + "\n" + body + "\n"


def system_prompt(agent: str, pack, guidelines_block: str = "", genres: tuple[str, ...] = ()) -> str:
    """Static prefix (with the notes of the plan's `genres`), then the retrieved-guidelines block
    last (omitted when empty)."""
    prefix = static_prefix(agent, pack, tuple(genres))
    return prefix + ("\n" + guidelines_block.strip() + "\n" if guidelines_block.strip() else "")
