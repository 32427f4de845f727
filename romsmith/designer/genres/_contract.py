"""What a designer genre provides: one writer per game task, each `(request, rng) -> dict`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Writer = Callable[..., dict]


@dataclass(frozen=True)
class Genre:
    name: str
    plan: Writer  # the idea -> the plan (scenes, cast, outline; "genre": name)
    cast: Writer  # the plan -> the character agent's part
    world: Writer  # the plan -> the world agent's part
    story: Writer  # the plan -> the story agent's part
    view: str = "top"  # the themes it lays its scenes out in: seen from above, or from the side
