"""A puzzle scene's world: its board drawn in its theme's tiles, and where the player gets to.

The rows show each cell without its crate (the engine draws the crates), a door shut, a key
and the gem (drawn as the theme's chest) lying there and every exit open, as an adventure scene's rows show its gates open. The theme's
pieces are props found by name (`PIECES`); its floor and wall are the theme's first of those
kinds. Walking in one scene is approximate (crates are ignored; the checks solve the level
itself): the player reaches the cells walls do not cut off, and the exits once the level's
flag is set, which playing the level through sets (whether it can be solved is the checks').
"""

from __future__ import annotations

from romsmith.generators.pack import Tileset
from romsmith.generators.spec import GameSpec
from romsmith.generators.spec.genres.puzzle import PuzzleScene
from romsmith.generators.world.genres._base import WorldGenre
from romsmith.kernel import puzzle as P

# the pieces a puzzle theme draws, by tile name (kind prop)
PIECES = (
    "crate", "crate on goal", "goal", "ice", "switch", "switch door", "switch door open", "key", "lock", "exit",
    "exit open",
)  # fmt: skip
GEM_PIECE = "chest"  # a board's gem: only a board with one needs it
ALWAYS = ("crate", "crate on goal", "goal")  # every board has them
BY_KIND = {
    P.GOAL: ("goal",),
    P.ICE: ("ice",),
    P.SWITCH: ("switch",),
    P.DOOR: ("switch door", "switch door open"),
    P.KEY: ("key",),
    P.LOCK: ("lock",),
    P.EXIT: ("exit", "exit open"),
    P.GEM: (GEM_PIECE,),
}
SHOWN = {P.GOAL: "goal", P.ICE: "ice", P.SWITCH: "switch", P.DOOR: "switch door", P.KEY: "key", P.LOCK: "lock",
         P.GEM: GEM_PIECE}  # fmt: skip


def pieces(ts: Tileset) -> dict[str, str]:
    """The theme's puzzle pieces it has: tile name -> legend char."""
    return {t.name: t.char for t in ts.tiles if t.kind == "prop" and (t.name in PIECES or t.name == GEM_PIECE)}


def pieces_needed(board: P.Board) -> list[str]:
    """The pieces a board shows."""
    kinds = set(board.cells)
    return list(dict.fromkeys([*ALWAYS, *(n for k in BY_KIND if k in kinds for n in BY_KIND[k])]))


def puzzle_themes(tilesets) -> list[str]:
    """Themes that draw every puzzle piece."""
    return [t.theme for t in tilesets if set(PIECES) <= set(pieces(t))]


def scene_points(spec: GameSpec, scene: PuzzleScene, pack=None) -> list[tuple[int, int]]:
    """The start, then the warps: the board itself says what is walkable."""
    board = scene.parsed
    start = [board.xy(board.start)] if board is not None else []
    return start + [(wp.x, wp.y) for wp in scene.warps]


def layout(scene: PuzzleScene, tileset: Tileset, points=()) -> list[str]:
    """The board's rows in the theme's legend characters (no crates, exits open); [] for a board
    the checks refuse."""
    board = scene.parsed
    if board is None:
        return []
    chars = pieces(tileset)
    floor, wall = tileset.char_for("floor"), tileset.char_for("wall")
    shown = {kind: chars.get(name, floor) for kind, name in SHOWN.items()}
    shown.update({P.FLOOR: floor, P.WALL: wall, P.VOID: wall, P.EXIT: chars.get("exit open", floor)})
    return ["".join(shown[board.cells[y * board.width + x]] for x in range(board.width)) for y in range(board.height)]


def reach(scene: PuzzleScene, rows, ts, start, flags, force_closed=frozenset()) -> set[tuple[int, int]]:
    """The cells a player entering the level walks to (it always starts on its '@'): every cell
    inside its walls, the exits only once `solved_flag` is set."""
    board = scene.parsed
    if board is None:
        return set()
    shut = () if scene.solved_flag in flags else (P.EXIT,)
    seen, todo = {board.start}, [board.start]
    while todo:
        cell = todo.pop()
        for d in P.DIRS:
            n = board.next(cell, d)
            if n >= 0 and n not in seen and not board.solid(n) and board.cells[n] not in shut:
                seen.add(n)
                todo.append(n)
    return {board.xy(c) for c in seen}


def exits(scene: PuzzleScene, cells: set, flags) -> list:
    """The warps of the level the player stands on from `cells`, open with `flags`."""
    return [wp for wp in scene.warps if not (wp.if_flag and wp.if_flag not in flags) and (wp.x, wp.y) in cells]


def sets(scene: PuzzleScene, cells, flags) -> list[str]:
    """Playing the level through sets its flag, and taking its gem the gem's (and the gems', the
    last one held). (A level that cannot
    be solved is the checks' one error, `puzzle_unsolvable`, not a trail of unreachable scenes and
    flags behind it; a gem out of reach is `puzzle_gem_unreachable`.)"""
    if scene.parsed is None:
        return []
    gems = [f for f in (scene.gem_flag, scene.gems_flag) if f] if scene.parsed.gems else []
    return [scene.solved_flag] + gems


WORLD = WorldGenre(points=scene_points, layout=layout, reach=reach, exits=exits, sets=sets)
