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
from romsmith.generators.spec.genres.platformer import PlatformerScene
from romsmith.kernel.genres import DEFAULT, GENRES

SCENES: dict[str, type] = {
    "adventure": AdventureScene,
    "platformer": PlatformerScene,
}


def genre_of(scene) -> str | None:
    """The genre a scene (a dict or a model) names; the default when it names none, None when
    what it names is not a string (then validation reports it)."""
    genre = scene.get("genre", DEFAULT) if isinstance(scene, dict) else getattr(scene, "genre", DEFAULT)
    return genre if isinstance(genre, str) else None


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
