"""A puzzle scene: one block-pushing level on a board of 16x16 cells, written in the usual
Sokoban notation, solved when every goal holds a crate.

The board is at most 15 cells wide and 9 high (one screen below the HUD); (0, 0) is its top-left
cell, x to the right and y down, as everywhere in a spec. Solving it sets `solved_flag`, which
opens its exits ('e'; put a warp on one to lead on) or, as the game's win flag, wins the game.
The checks solve every level (romsmith.kernel.puzzle) and refuse one that cannot be solved or is
too big to check, naming why; a warp into the level lands on its '@'. A board may hold one gem
('g'), never needed to solve it: walking onto it takes it for good, setting `gem_flag` and giving
one `gem_item` (and `gems_flag` once `gems_needed` are held); the checks refuse a gem the player
cannot reach, or only in ways that leave the
level unsolvable.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from romsmith.generators.music import TRACKS
from romsmith.generators.spec._base import Id, _Model
from romsmith.generators.spec._limits import MAX_NAME, MAX_TRIGGERS_PER_SCENE, MAX_WARPS_PER_SCENE
from romsmith.generators.spec._story import Cutscene
from romsmith.generators.spec.genres.adventure import Trigger, Warp
from romsmith.kernel import puzzle

# a row keeps its spaces: a board's leading spaces are cells (the model base strips others)
Row = Annotated[str, StringConstraints(strip_whitespace=False, max_length=32)]
BOARD_DOC = (
    "the level, one string per row of cells in Sokoban notation: "
    + puzzle.LEGEND
    + f"; at most {puzzle.MAX_W} cells wide and {puzzle.MAX_H} high, walled in; "
    "every goal needs a crate pushed onto it"
)


class PuzzleScene(_Model):
    """A block-pushing level (genre "puzzle"): the player pushes every crate onto a goal."""

    genre: Literal["puzzle"] = Field(default="puzzle", description="how the scene plays")
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name")
    theme: str = Field(
        min_length=1,
        max_length=32,
        description="a pack theme with puzzle pieces (crates, goals...), e.g. tomb, warehouse, vault",
    )
    board: list[Row] = Field(min_length=1, max_length=16, description=BOARD_DOC)
    crate_name: str | None = Field(
        default=None,
        max_length=24,  # said in the level's words only: no name field of the engine holds it
        description="what the crates stand for in the idea's words ('book cart', 'flour sack'): the level's "
        "words call them so, and they are drawn as the theme's crates; null for plain crates",
    )
    solved_flag: str = Field(
        min_length=1,
        max_length=32,
        description="a declared flag set once every goal holds a crate: it opens the exits (e); "
        "make it the win flag to win the game by solving this level",
    )
    gem_flag: str | None = Field(
        default=None,
        max_length=32,
        description="a declared flag set when the player takes the board's gem (g), which keeps it taken; "
        "needed when the board has a gem, and neither the solved_flag nor the win flag (no gem is needed to win)",
    )
    gem_item: str | None = Field(
        default=None,
        max_length=32,
        description="a declared item, one given when the player takes the board's gem (g); null gives none",
    )
    gems_flag: str | None = Field(
        default=None,
        max_length=32,
        description="a declared flag set when taking the gem brings the gem_items held to gems_needed "
        "(every room's gem taken: a better ending's branch can ask for it); needs gem_item",
    )
    gems_needed: int = Field(default=0, ge=0, le=99, description="the gem_items held that set gems_flag")
    warps: list[Warp] = Field(
        default_factory=list,
        max_length=MAX_WARPS_PER_SCENE,
        description="on an exit (e) to lead on once solved, or on a floor cell to leave at any time",
    )
    triggers: list[Trigger] = Field(default_factory=list, max_length=MAX_TRIGGERS_PER_SCENE)
    cutscene: Cutscene | None = Field(default=None, description="run when the player enters the level")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track played here, one of: " + ", ".join(TRACKS) + "; null picks one from the theme",
    )

    @property
    def width(self) -> int:
        """Cells across: the board's longest row."""
        return max((len(r) for r in self.board), default=0)

    @property
    def height(self) -> int:
        return len(self.board)

    @cached_property
    def parsed(self) -> puzzle.Board | None:
        """The board read (romsmith.kernel.puzzle.parse); None when it has problems (the checks name them)."""
        try:
            return puzzle.parse(self.board)
        except puzzle.BoardError:
            return None

    @property
    def goal_event(self) -> dict:
        """What playing the level through does (generators.spec.scene_goal): it is solved, in its
        room, and its flag set, by pushing its crates (`pushed`: what they stand for) home."""
        return {"kind": "solve", "who": f"{self.name} of the {self.theme.replace('_', ' ')}", "sprite": "",
                "flag": self.solved_flag, "pushed": self.crate_name or "crate"}  # fmt: skip

    def facts(self) -> dict:
        """What the report states about the level: the fewest pushes that solve it, and one
        solution's steps."""
        board = self.parsed
        found = puzzle.solve(board) if board is not None else None
        if found is None or not found.solved:
            return {}
        return {"min_pushes": found.pushes, "solution_moves": len(found.moves)}
