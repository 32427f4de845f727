"""A story scene in the world: one screen, its rows the theme's floor (the engine shows the
backdrop instead); the player is wherever they came in; its exits are its routes; playing it
through sets the flags its lines, answers and ending set."""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.spec.genres.story import SCREEN_H, SCREEN_W, StoryScene
from romsmith.generators.world.genres._base import WorldGenre


def points(spec: S.GameSpec, scene: StoryScene, pack=None) -> list[tuple[int, int]]:
    return [(SCREEN_W // 2, SCREEN_H // 2)]


def layout(scene: StoryScene, tileset, points) -> list[str]:
    return [tileset.char_for("floor") * SCREEN_W] * SCREEN_H


def reach(scene: StoryScene, rows, tileset, entry, flags, shut) -> set[tuple[int, int]]:
    x, y = entry
    return {(x, y) if 0 <= x < SCREEN_W and 0 <= y < SCREEN_H else (SCREEN_W // 2, SCREEN_H // 2)}


def can_hold(item, flags) -> bool:
    """A line's or route's condition can hold once `flags` can be set (a clear flag always can)."""
    return not item.if_flag or item.if_flag in flags


def exits(scene: StoryScene, cells, flags) -> list:
    return [r for r in scene.next if can_hold(r, flags)]


def sets(scene: StoryScene, cells, flags) -> set[str]:
    lines = [ln for ln in scene.lines if can_hold(ln, flags)]
    effects = [fx for ln in lines for fx in ln.effects]
    for answer in scene.choices:
        effects += answer.effects + [fx for ln in answer.lines if can_hold(ln, flags) for fx in ln.effects]
    out = {fx.id for fx in effects if fx.op == "set_flag"}
    if scene.ending and scene.ending.flag:
        out.add(scene.ending.flag)
    return out


WORLD = WorldGenre(points, layout, reach, exits, sets)
