"""What a genre gives the world layer: how its scenes are laid out and walked."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class WorldGenre:
    # (spec, scene, pack or None) -> cells that must stay walkable and connected, most important first
    points: Callable[..., list[tuple[int, int]]]
    # (scene, tileset, points) -> the scene's rows of legend characters
    layout: Callable[..., list[str]]
    # (scene, rows, tileset, entry cell, flags set, indices of gates held shut) -> the cells reached
    reach: Callable[..., set[tuple[int, int]]]
    # (scene, reached cells, flags set) -> the warps the player can take from those cells
    exits: Callable[..., Iterable]
    # (scene, reached cells, flags set) -> flags the scene sets by being played through (a
    # shooter level's goal flag); most genres set flags only through the story and the cast
    sets: Callable[..., Iterable[str]] = lambda scene, cells, flags: ()
