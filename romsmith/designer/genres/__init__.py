"""The designer's genres: how it writes a game of each way to play. One line per genre.

Each genre module has a `GENRE` (`_contract.Genre`) with the four game tasks: `plan` (scenes,
cast and outline from the idea), `cast`, `world` and `story` (their parts from the plan). The
plan task picks the genre the idea asks for (`romsmith.lexicon`: `Idea.genre`) and writes it into
the plan (`"genre"`), so the other tasks follow the same one. A genre the designer cannot write
yet falls back to the adventure, and the plan says so (`"genre_asked"`). An idea that asks for
several genres is a chain of these genres' games (`designer._mix`).
"""

from __future__ import annotations

from romsmith.designer.genres import adventure, battle, platformer, puzzle, shooter, story
from romsmith.designer.genres._contract import Genre

GENRES: dict[str, Genre] = {
    "adventure": adventure.GENRE,
    "story": story.GENRE,
    "battle": battle.GENRE,
    "shooter": shooter.GENRE,
    "puzzle": puzzle.GENRE,
    "platformer": platformer.GENRE,
}
DEFAULT = "adventure"


def genre_named(name: str | None) -> Genre:
    """The genre called `name`, or the adventure when the designer has none by that name."""
    return GENRES.get(name or DEFAULT, GENRES[DEFAULT])
