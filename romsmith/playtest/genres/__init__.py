"""The bot's strategies: how to play a scene of each genre. One line per genre.

A strategy is made once per genre a game meets, with the bot (`_bot.Bot`: the emulator, the game
data, `frames`, `note`, `live`, `flags`, `scene`, `stuck`), and is handed every frame of play in a
scene of its genre (`step(state)`); it hears `flags_changed()` and `scene_entered()`. The bot
keeps what all genres share: the title, dialogue, questions, cut-scenes, game over and the win.
"""

from __future__ import annotations

from typing import Protocol

from romsmith.playtest.genres.adventure import Adventure
from romsmith.playtest.genres.platformer import Platformer
from romsmith.playtest.genres.puzzle import Puzzle
from romsmith.playtest.genres.shooter import Shooter


class Strategy(Protocol):
    def step(self, state: dict) -> None: ...
    def flags_changed(self) -> None: ...
    def scene_entered(self) -> None: ...


STRATEGIES: dict[str, type] = {
    "adventure": Adventure,
    "shooter": Shooter,
    "puzzle": Puzzle,
    "platformer": Platformer,
}


def strategy_for(genre: str) -> type:
    """The strategy class for scenes of `genre`; a genre the bot cannot play yet is played as an
    adventure (walking to its warps and triggers), which the playthrough's steps show."""
    return STRATEGIES.get(genre, Adventure)
