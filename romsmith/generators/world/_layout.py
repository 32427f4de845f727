"""A scene's rows, whatever its genre: each genre lays out its own scenes (`genres.WORLDS`)."""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.pack import Pack, Tileset
from romsmith.generators.world.genres import world_of


def scene_points(spec: S.GameSpec, scene: S.Scene, pack: Pack | None = None) -> list[tuple[int, int]]:
    """Cells that must be walkable and connected in `scene`, the most important first."""
    return world_of(scene).points(spec, scene, pack)


def expand_layout(scene: S.Scene, tileset: Tileset, points: list[tuple[int, int]]) -> list[str]:
    """The scene's rows of legend characters, laid out by its genre around `points`."""
    return world_of(scene).layout(scene, tileset, points)


def expand_scenes(spec: S.GameSpec, pack: Pack) -> dict[str, list[str]]:
    """Rows for every scene whose theme the pack has."""
    out = {}
    for scene in spec.scenes:
        if scene.theme in pack.tilesets:
            out[scene.id] = expand_layout(scene, pack.tilesets[scene.theme], scene_points(spec, scene, pack))
    return out
