"""Each genre's scene writer, one line per genre: (writer, scene index, scene) -> the scene's
rs_scene entry, after emitting the scene's own tables through the writer."""

from __future__ import annotations

from collections.abc import Callable

from romsmith.generators.emit.genres import adventure, platformer, puzzle, shooter
from romsmith.generators.spec import genre_of

WRITERS: dict[str, Callable[..., str]] = {
    "adventure": adventure.write_scene,
    "shooter": shooter.write_scene,
    "puzzle": puzzle.write_scene,
    "platformer": platformer.write_scene,
}


def writer_of(scene) -> Callable[..., str]:
    """The scene writer of `scene`'s genre (validation has refused genres without one)."""
    return WRITERS[genre_of(scene)]
