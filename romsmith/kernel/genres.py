"""The ways a scene can play: the engine's genres, by the names spec.json and report.json use.

Every layer that differs by genre (the engine's genre table, the spec's scene union, the checks,
the layout, the C emitter, the designer, the prompts, the playtest bot) has one registry keyed by
these names; tests hold each registry against this list.
"""

from __future__ import annotations

GENRES = ("adventure", "platformer", "shooter", "puzzle", "battle", "story")
DEFAULT = "adventure"
