"""The markers a genre's plan writes into a level scene's purpose: its layout ("layout 123456"),
from which the plan, character and world writers lay out the same level whatever else the plan
says (a mixed game gives a segment's plan the game's own title), and its tone ("tone gentle"),
how hard the idea's mood asks the level to be."""

from __future__ import annotations

import random
import re
from collections.abc import Collection

from romsmith.designer._plan import TONE
from romsmith.designer._protocol import markers

_MARKER = re.compile(r"\blayout (\d+)")


def layout_marker(rng: random.Random) -> str:
    """What the plan puts in a level scene's purpose to seed its layout."""
    return f"layout {rng.randrange(10**9)}"


def layout_of(plan: dict, index: int) -> str | None:
    """The number of scene `index`'s layout marker; None when its purpose has none (a model's plan)."""
    scenes = plan.get("scenes", [])
    found = _MARKER.search(str(scenes[index].get("purpose", ""))) if index < len(scenes) else None
    return found.group(1) if found else None


def tone_marker(mood: str) -> str:
    """What the plan puts in a level scene's purpose for the idea's mood (cozy: gentle, tense: hard)."""
    return f"tone {TONE.get(mood, 'normal')}"


def tone_of(plan: dict, index: int, tones: Collection[str]) -> str:
    """The tone marked in scene `index`'s purpose when it is one of `tones`; else normal."""
    scenes = plan.get("scenes", [])
    marked = [m[5:] for m in markers(scenes[index]) if m.startswith("tone ")] if index < len(scenes) else []
    return marked[0] if marked and marked[0] in tones else "normal"
