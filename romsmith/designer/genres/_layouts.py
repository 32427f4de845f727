"""The layout marker a genre's plan writes into a level scene's purpose ("layout 123456"): the
plan, character and world writers lay out the same level from it, whatever else the plan says (a
mixed game gives a segment's plan the game's own title)."""

from __future__ import annotations

import random
import re

_MARKER = re.compile(r"\blayout (\d+)")


def layout_marker(rng: random.Random) -> str:
    """What the plan puts in a level scene's purpose to seed its layout."""
    return f"layout {rng.randrange(10**9)}"


def layout_of(plan: dict, index: int) -> str | None:
    """The number of scene `index`'s layout marker; None when its purpose has none (a model's plan)."""
    scenes = plan.get("scenes", [])
    found = _MARKER.search(str(scenes[index].get("purpose", ""))) if index < len(scenes) else None
    return found.group(1) if found else None
