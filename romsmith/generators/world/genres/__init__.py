"""Each genre's layout and walk (`WorldGenre`), one line per genre."""

from __future__ import annotations

from romsmith.generators.spec import genre_of
from romsmith.generators.world.genres import adventure, platformer, puzzle, shooter
from romsmith.generators.world.genres._base import WorldGenre

WORLDS: dict[str, WorldGenre] = {
    "adventure": adventure.WORLD,
    "shooter": shooter.WORLD,
    "puzzle": puzzle.WORLD,
    "platformer": platformer.WORLD,
}


def world_of(scene) -> WorldGenre:
    """The layout and walk of `scene`'s genre (validation has refused genres without one)."""
    return WORLDS[genre_of(scene)]
