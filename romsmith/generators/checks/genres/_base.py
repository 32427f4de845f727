"""What a genre gives the checks: the checks of one of its scenes, in three steps."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class SceneChecks:
    # (checker, scene index, scene, tileset) -> False when no map can be made of the scene
    layout: Callable[..., bool]
    # (checker, scene index, scene) once every scene's rows are known: its own content
    content: Callable[..., None]
    # (checker, scene index, scene, start, Progress) after reachability, for a reached scene
    progress: Callable[..., None]
    # (tileset, pack) -> whether a scene of the genre can use that theme; None: every theme of the pack
    # (`checks.choices.theme_choices` reads it, for the validator and the models' enums alike)
    themes: Callable[..., bool] | None = None
