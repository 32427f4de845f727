"""Each genre's scene checks (`SceneChecks`), one line per genre."""

from __future__ import annotations

from romsmith.generators.checks.genres import adventure, platformer, puzzle, shooter
from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.spec import genre_of

CHECKS: dict[str, SceneChecks] = {
    "adventure": adventure.CHECKS,
    "shooter": shooter.CHECKS,
    "puzzle": puzzle.CHECKS,
    "platformer": platformer.CHECKS,
}


def checks_of(scene) -> SceneChecks:
    """The checks of `scene`'s genre (the schema has refused genres without them)."""
    return CHECKS[genre_of(scene)]
