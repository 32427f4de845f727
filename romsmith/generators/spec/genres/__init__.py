"""The scene of each genre, and `Scene`: any of them, chosen by the scene's `genre`.

    SCENES = {"adventure": AdventureScene}      genre name -> its scene model (one line per genre)

A scene without a `genre` reads as the default genre (`kernel.genres.DEFAULT`), so every
spec written before genres stays valid; a dump always names it. A genre this build does not
implement fails validation with the error code `unknown_genre` naming the genres it does.
"""

from __future__ import annotations

from typing import Annotated, Union

from pydantic import Discriminator, Tag

from romsmith.generators.spec.genres.adventure import AdventureScene
from romsmith.generators.spec.genres.battle import BattleScene
from romsmith.generators.spec.genres.platformer import PlatformerScene
from romsmith.generators.spec.genres.puzzle import PuzzleScene
from romsmith.generators.spec.genres.shooter import ShooterScene
from romsmith.generators.spec.genres.story import StoryScene
from romsmith.kernel.genres import DEFAULT, GENRES

SCENES: dict[str, type] = {
    "adventure": AdventureScene,
    "story": StoryScene,
    "battle": BattleScene,
    "shooter": ShooterScene,
    "puzzle": PuzzleScene,
    "platformer": PlatformerScene,
}


def genre_of(scene) -> str | None:
    """The genre a scene (a dict or a model) names; the default when it names none, None when
    what it names is not a string (then validation reports it)."""
    genre = scene.get("genre", DEFAULT) if isinstance(scene, dict) else getattr(scene, "genre", DEFAULT)
    return genre if isinstance(genre, str) else None


def _model(scene):
    """A scene as its genre's model: itself, or a dict read as one (None when it is not one)."""
    if not isinstance(scene, dict):
        return scene
    model = SCENES.get(genre_of(scene) or "")
    try:
        return model.model_validate(scene) if model else None
    except ValueError:
        return None


def own_sprites(scene) -> list[str]:
    """The sprite ids a scene's genre draws besides the cast (a shooter's ship, enemies and shots):
    the scene model's `own_sprites`, for the genres that have one; none for the rest. A scene may
    be a model or a dict (the scores read specs as dicts)."""
    return list(getattr(_model(scene), "own_sprites", ()))


def scene_foes(scene) -> list[str]:
    """The sprites of what a scene's genre sends against the player besides the cast (a shooter
    level's waves and its boss); none for most genres, whose foes are actors."""
    return list(getattr(_model(scene), "foe_sprites", ()))


def scene_goal(scene) -> dict | None:
    """How playing a scene through sets a flag by itself, for the genres whose scenes do (a
    shooter level: {"kind": "defeat", "who": the boss's name, "sprite": its sprite, "flag": its
    flag}, or kind "survive"); None for the others, whose flags come from the story and the cast."""
    return getattr(_model(scene), "goal_event", None)


def scene_events(scene) -> list[dict]:
    """What playing a scene can do besides its cast's and triggers' events, for the genres whose
    scenes say so themselves (a story scene's answers, lines and ending: {"kind", "where" relative
    to the scene, "who", "sets", "gives", and "options"/"option" for an answer}); [] for the rest."""
    found = getattr(_model(scene), "events", None)
    return found() if callable(found) else []


def scene_facts(scene) -> dict:
    """What a scene's genre states about it for the report (a puzzle level's fewest pushes): the
    scene model's `facts()`, for the genres that have one; {} for the rest and for a scene its
    model does not accept."""
    facts = getattr(_model(scene), "facts", None)
    return facts() if callable(facts) else {}


def unsupported_genre(genre) -> str:
    """The one-sentence error for a scene whose genre this build has no implementation of."""
    supported = ", ".join(SCENES)
    if isinstance(genre, str) and genre in GENRES:
        return f"genre {genre!r} is not implemented in this build of romsmith; genres it supports: {supported}"
    return f"{ascii(genre)[:40]} is not a genre; genres this build supports: {supported}"


Scene = Annotated[
    Union[tuple(Annotated[model, Tag(name)] for name, model in SCENES.items())],  # noqa: UP007 (built from the table)
    Discriminator(
        genre_of,
        custom_error_type="unknown_genre",
        custom_error_message=f"unknown genre; genres this build supports: {', '.join(SCENES)}",
    ),
]


def strip_tags(loc) -> tuple:
    """A pydantic error location without the genre tag it puts after a scene's index
    (('scenes', 0, 'adventure', 'width') -> ('scenes', 0, 'width')), so paths name spec fields."""
    loc = tuple(loc)
    out = []
    for n, part in enumerate(loc):
        if part in SCENES and n >= 2 and loc[n - 2] == "scenes" and isinstance(loc[n - 1], int):
            continue
        out.append(part)
    return tuple(out)
