"""A puzzle scene as C: its map (each cell without its crate, the void outside the walls blank,
its exits drawn shut as gates over the level's flag), its warps and triggers, its rs_puzzle block
(include/genre/rs_puzzle.h: the board's cells, the crates, the start, the looks the engine draws
crates, opened locks and open doors with, the fewest pushes, the gem's flag and item) and its
rs_scene entry."""

from __future__ import annotations

from romsmith.generators.emit._ctext import NONE, hex_rows
from romsmith.generators.emit._gfx import scene_map
from romsmith.generators.emit.genres.adventure import _warps
from romsmith.generators.spec.genres.puzzle import PuzzleScene
from romsmith.generators.spec.text import c_string
from romsmith.generators.world.genres.puzzle import pieces
from romsmith.kernel import puzzle as P

RS_COLL_WALL, RS_COLL_GATE = 1, 4
LOOKS = ("crate", "crate on goal", None, "switch door open")  # RS_PUZ_LOOK_*: None is the theme's floor


def write_scene(wr, i: int, sc: PuzzleScene) -> str:
    """Emit scene `i`'s map, block and tables through the writer `wr`; its rs_scene entry."""
    board, ts = sc.parsed, wr.tilesets[sc.theme]
    pack_ts = wr.pack.tilesets[sc.theme]
    chars = pieces(pack_ts)
    entries, coll = scene_map(ts, wr.rows[sc.id])
    w, h = 2 * board.width, 2 * board.height
    gates = _exits(wr, i, sc, board, ts, chars, entries, coll)
    for cell, kind in enumerate(board.cells):
        if kind == P.VOID:  # outside the walls: nothing drawn
            _paint(board, cell, w, entries, coll, (0, 0, 0, 0), RS_COLL_WALL)
    looks = [ts.metatiles[ts.char_index[chars[name] if name else pack_ts.char_for("floor")]] for name in LOOKS]
    found = P.solve(board)
    crates = f"scene{i}_crates" if board.crates else "NULL"
    wr.emit(
        f"/* scene {i}: {c_string(sc.id)}, a {board.width}x{board.height} puzzle, theme {c_string(sc.theme)} */\n"
        '#include "genre/rs_puzzle.h"\n'
        f"static const u16 scene{i}_map[{w * h}] = {{\n{hex_rows(entries, '0x%04X', 16)}\n}};\n"
        f"static const u8 scene{i}_collision[{w * h}] = {{\n{hex_rows(coll, '%d', 32)}\n}};\n"
        f"static const u8 scene{i}_cells[{len(board.cells)}] = {{\n{hex_rows(board.cells, '%d', 32)}\n}};\n"
        + (f"static const u8 {crates}[] = {{{', '.join(map(str, board.crates))}}};\n" if board.crates else "")
        + f"static const rs_puzzle scene{i}_puzzle = {{.cells = scene{i}_cells, .crates = {crates}, "
        f".width = {board.width}, .height = {board.height}, .start = {board.start}, .crate_count = {len(board.crates)}, "
        f".solved_flag = {wr.ids.flag[sc.solved_flag]}, .min_pushes = {found.pushes or 0}, "
        f".gem_flag = {wr.ids.flag[sc.gem_flag] if sc.gem_flag else NONE}, "
        f".gem_item = {wr.ids.item[sc.gem_item] if sc.gem_item else NONE}, "
        f".gems_flag = {wr.ids.flag[sc.gems_flag] if sc.gems_flag else NONE}, .gems_needed = {sc.gems_needed}, "
        f".looks = {{{', '.join(f'0x{e:04X}' for look in looks for e in look)}}}}};"
    )
    warps, triggers = _warps(wr, i, sc), wr.triggers(i, sc)
    return (
        f"[{wr.ids.scene[sc.id]}] = {{.name = {c_string(sc.name)}, .width = {w}, .height = {h}, .tileset = {wr.themes.index(sc.theme)}, "
        f".map = scene{i}_map, .collision = scene{i}_collision, .actors = NULL, .actor_count = 0, "
        f".warp_count = {warps[1]}, .trigger_count = {triggers[1]}, .gate_count = {gates[1]}, .warps = {warps[0]}, .triggers = {triggers[0]}, "
        f".gates = {gates[0]}, .enter_dialogue = RS_NONE, .enter_flag = RS_NONE, "
        f".music = {wr.songs.index(wr.tracks[sc.id])}, .map_x = {wr.cells[sc.id][0]}, .map_y = {wr.cells[sc.id][1]}, "
        f".cutscene = {wr.cut_index.get(('scene', sc.id), NONE)}, .cutscene_flag = {wr.ids.cut_flag.get(sc.id, NONE)}, "
        f".genre = RS_GENRE_PUZZLE, .genre_data = &scene{i}_puzzle}}"
    )


def _paint(board: P.Board, cell: int, w: int, entries: list[int], coll: list[int], look, collision: int) -> None:
    x, y = board.xy(cell)
    for n, (dx, dy) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
        at = (2 * y + dy) * w + 2 * x + dx
        entries[at] = look[n]
        coll[at] = collision


def _exits(wr, i: int, sc: PuzzleScene, board: P.Board, ts, chars, entries, coll) -> tuple[str, int]:
    """Each exit drawn shut (RS_COLL_GATE) as a gate over the level's flag, its open look kept."""
    cells = board.of_kind(P.EXIT)
    if not cells:
        return "NULL", 0
    shut = ts.metatiles[ts.char_index[chars["exit"]]]
    opened = ts.metatiles[ts.char_index[chars["exit open"]]]
    name = f"scene{i}_exit_open"
    wr.emit(f"static const u16 {name}[4] = {{{', '.join(f'0x{e:04X}' for e in opened)}}};")
    lines = []
    for cell in cells:
        _paint(board, cell, 2 * board.width, entries, coll, shut, RS_COLL_GATE)
        x, y = board.xy(cell)
        lines.append(
            f"{{.area = {{{2 * x}, {2 * y}, 2, 2}}, .flag = {wr.ids.flag[sc.solved_flag]}, "
            f".open_collision = RS_COLL_FLOOR, .open_tiles = {name}}}"
        )
    return wr.table("rs_gate", f"scene{i}_gates", lines, "RS_MAX_GATES", f"scene {i} has too many exits")
