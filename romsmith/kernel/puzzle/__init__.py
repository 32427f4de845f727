"""Block-pushing puzzles: a board read from its text, the rules of a step, and a solver.

    board = parse(["#####", "#@$.#", "#####"])    # BoardError names each problem's cell
    state = step(board, board.initial(), "R")       # None when the step is blocked
    found = solve(board)                            # found.pushes, found.moves ("R"), found.reason
    with_gem(board), solve(board, gem=True)         # a solution taking the board's gem on the way
    reach_gem(board)                                # the fewest pushes to the gem

The engine's puzzle genre (src/genre/puzzle.c) plays the same rules; the checks solve every level
with `solve`, the designer makes levels it solves, and the playtest bot plays its moves.
"""

from __future__ import annotations

from romsmith.kernel.puzzle._board import (
    DIRS,
    DOOR,
    EXIT,
    FLOOR,
    GEM,
    GOAL,
    ICE,
    KEY,
    KIND_NAMES,
    LEGEND,
    LOCK,
    MAX_CRATES,
    MAX_EXITS,
    MAX_GEMS,
    MAX_H,
    MAX_KEYS,
    MAX_W,
    SWITCH,
    VOID,
    WALL,
    Board,
    BoardError,
    State,
    covered,
    crate_can_enter,
    doors_open,
    parse,
    play,
    step,
)
from romsmith.kernel.puzzle._solve import (
    BUDGET,
    Solution,
    dead_cells,
    push_distances,
    reach_gem,
    solve,
    with_gem,
)

__all__ = [
    "BUDGET",
    "DIRS",
    "DOOR",
    "EXIT",
    "FLOOR",
    "GEM",
    "GOAL",
    "ICE",
    "KEY",
    "KIND_NAMES",
    "LEGEND",
    "LOCK",
    "MAX_CRATES",
    "MAX_EXITS",
    "MAX_GEMS",
    "MAX_H",
    "MAX_KEYS",
    "MAX_W",
    "SWITCH",
    "VOID",
    "WALL",
    "Board",
    "BoardError",
    "Solution",
    "State",
    "covered",
    "crate_can_enter",
    "dead_cells",
    "doors_open",
    "parse",
    "play",
    "push_distances",
    "reach_gem",
    "solve",
    "step",
    "with_gem",
]
