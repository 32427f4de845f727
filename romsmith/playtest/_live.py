"""One entry of the engine's live actor table, as the bot reads it each frame."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Live:
    """One entry of the engine's actor_t table (actor.h)."""

    index: int
    x: int
    y: int
    active: bool
    kind: int
    hp: int
    invuln: int
    dying: int
    scale: int = 1  # 2 for a 32x32 boss
