"""A platformer level as C: its map and side-view collision, its actors, warps and triggers (the
goal's reaching from the top of the level down to it, so jumping past the flag counts), and its
rs_platformer block (include/genre/rs_platformer.h): the physics, the player's jump and fall
poses, the coins and checkpoints the rows show."""

from __future__ import annotations

from romsmith.generators.emit._ctext import FACING, KIND, MOVE, NONE, hex_rows
from romsmith.generators.spec.genres.platformer import MAX_CHECKPOINTS, MAX_COINS, PlatformerScene
from romsmith.generators.spec.text import c_string
from romsmith.generators.world import arrival
from romsmith.kernel.platformer import FIELDS

# RS_COLL_* of each 8x8 row of a cell (top, bottom): a ledge holds on its top edge, spikes hurt
# in their lower half (tests/test_genre_platformer_spec.py holds the numbers to rs_data.h)
FLOOR, WALL, HAZARD, LADDER, LEDGE = 0, 1, 5, 6, 7
COLLISION = {
    "walkable": (FLOOR, FLOOR),
    "blocking": (WALL, WALL),
    "water": (WALL, WALL),
    "ledge": (LEDGE, FLOOR),
    "ladder": (LADDER, LADDER),
    "hazard": (FLOOR, HAZARD),
}
NO_FRAME = 0xFF  # RS_PLAT_NO_FRAME


def write_scene(wr, i: int, sc: PlatformerScene) -> str:
    """Emit level `i`'s map, collision, tables and block through the writer `wr`; its rs_scene entry."""
    ts, legend, rows = wr.tilesets[sc.theme], wr.pack.tilesets[sc.theme].legend, wr.rows[sc.id]
    w, h = 2 * sc.width, 2 * sc.height
    entries, coll = [0] * (w * h), [0] * (w * h)
    for cy, row in enumerate(rows):
        for cx, ch in enumerate(row):
            quad = ts.metatiles[ts.char_index[ch]]
            top, bottom = COLLISION[legend[ch].passable]
            for n, (dx, dy) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
                k = (2 * cy + dy) * w + 2 * cx + dx
                entries[k], coll[k] = quad[n], bottom if dy else top
    wr.emit(
        f"/* scene {i}: {c_string(sc.id)}, a platformer level of {w}x{h} tiles, theme {c_string(sc.theme)} */\n"
        '#include "genre/rs_platformer.h"\n'
        f"static const u16 scene{i}_map[{w * h}] = {{\n{hex_rows(entries, '0x%04X', 16)}\n}};\n"
        f"static const u8 scene{i}_collision[{w * h}] = {{\n{hex_rows(coll, '%d', 32)}\n}};\n"
        f'_Static_assert(sizeof(scene{i}_map) == {w * h} * sizeof(u16) && sizeof(scene{i}_collision) == {w * h}, "scene {i} map size");'
    )
    actors, warps, triggers = _actors(wr, i, sc), _warps(wr, i, sc), wr.triggers(i, sc, lambda x, y: _area(sc, x, y))
    block = _block(wr, i, sc, ts, legend, rows)
    return (
        f"[{wr.ids.scene[sc.id]}] = {{.name = {c_string(sc.name)}, .width = {w}, .height = {h}, .tileset = {wr.themes.index(sc.theme)}, "
        f".map = scene{i}_map, .collision = scene{i}_collision, .actors = {actors[0]}, .actor_count = {actors[1]}, "
        f".warp_count = {warps[1]}, .trigger_count = {triggers[1]}, .gate_count = 0, .warps = {warps[0]}, .triggers = {triggers[0]}, "
        f".gates = NULL, .enter_dialogue = RS_NONE, .enter_flag = RS_NONE, "
        f".music = {wr.songs.index(wr.tracks[sc.id])}, .map_x = {wr.cells[sc.id][0]}, .map_y = {wr.cells[sc.id][1]}, "
        f".cutscene = {wr.cut_index.get(('scene', sc.id), NONE)}, .cutscene_flag = {wr.ids.cut_flag.get(sc.id, NONE)}, "
        f".genre = RS_GENRE_PLATFORMER, .genre_data = &{block}}}"
    )


def _actors(wr, i: int, sc: PlatformerScene) -> tuple[str, int]:
    lines = []
    for a in (x for x in wr.g.cast if x.scene == sc.id and x.role != "player"):
        dlg = wr.ids.dialogue[a.dialogue] if a.dialogue else NONE
        defeat = wr.ids.flag[a.defeat_flag] if a.defeat_flag and a.role in ("enemy", "boss") else NONE
        lines.append(
            f"[{wr.ids.actor[a.id]}] = {{.kind = {KIND[a.role]}, .move = {MOVE[a.behaviour]}, .sprite = {wr.ids.sprite[a.sprite]}, "
            f".x = {2 * a.x}, .y = {2 * a.y}, .facing = {FACING[a.facing]}, .speed = 0, .hp = {a.hp}, .damage = {a.damage}, "
            f".dialogue = {dlg}, .show_flag = {wr.flag_ref(a.show_flag)}, .hide_flag = {wr.flag_ref(a.hide_flag)}, "
            f".defeat_flag = {defeat}, .path = NULL, .path_len = 0, "
            f".name = {c_string(a.name) if a.role == 'boss' else 'NULL'}}}"
        )
    return wr.table("rs_actor", f"scene{i}_actors", lines, "RS_MAX_ACTORS", f"scene {i} has too many actors")


JUMP_ROWS = 6  # cells above a trigger that still pass it: above the default jump's peak (about 4 cells)


def _area(sc: PlatformerScene, x: int, y: int) -> str:
    """A warp's or trigger's tiles: for the goal the whole column down to it, else its cell and
    the JUMP_ROWS cells above it, so a player who jumps over the cell still passes it (a line on
    the way to the goal is not skipped by a jump)."""
    if (x, y) == (sc.goal.x, sc.goal.y):
        return f"{{{2 * x}, 0, 2, {2 * y + 2}}}"
    top = max(0, y - JUMP_ROWS)
    return f"{{{2 * x}, {2 * top}, 2, {2 * (y - top + 1)}}}"


def _warps(wr, i: int, sc: PlatformerScene) -> tuple[str, int]:
    lines = []
    for wp in sc.warps:
        ax, ay = arrival(wr.g, sc, wp, wr.rows)
        lines.append(
            f"{{.from = {_area(sc, wp.x, wp.y)}, .scene = {wr.ids.scene[wp.to]}, .to_x = {2 * ax}, .to_y = {2 * ay}, "
            f".facing = RS_FACE_RIGHT, .need_flag = {wr.ids.flag[wp.if_flag] if wp.if_flag else NONE}}}"
        )
    return wr.table("rs_warp", f"scene{i}_warps", lines)


def _block(wr, i: int, sc: PlatformerScene, ts, legend, rows: list[str]) -> str:
    """The level's rs_platformer: physics, the player's poses, coins, checkpoints; its name."""
    cells = [(x, y, legend[ch].kind) for y, row in enumerate(rows) for x, ch in enumerate(row)]
    coins = [(x, y) for x, y, kind in cells if kind == "coin"][:MAX_COINS]
    marks = [(x, y) for x, y, kind in cells if kind == "checkpoint"][:MAX_CHECKPOINTS]
    coins_name, _ = wr.table("rs_point", f"scene{i}_coins", [f"{{{2 * x}, {2 * y}}}" for x, y in coins])
    marks_name, _ = wr.table("rs_point", f"scene{i}_checkpoints", [f"{{{2 * x}, {2 * y}}}" for x, y in marks])
    player = next(a for a in wr.g.cast if a.role == "player")
    poses = next((sp.poses for sp in wr.sprites if sp.id == player.sprite), {})
    sky = next((ch for ch, t in legend.items() if t.kind == "floor" and t.passable == "walkable"), rows[0][0])
    physics = sc.physics_fields()
    name = f"scene{i}_platformer"
    wr.emit(
        f"static const rs_platformer {name} = {{"
        + ", ".join(f".{field} = {physics[field]}" for field in FIELDS)
        + f", .jump_frame = {poses.get('jump', NO_FRAME)}, .fall_frame = {poses.get('fall', NO_FRAME)}, "
        f".coin_count = {len(coins)}, .checkpoint_count = {len(marks)}, .coins = {coins_name}, .checkpoints = {marks_name}, "
        f".coin_clear = {{{', '.join('0x%04X' % e for e in ts.metatiles[ts.char_index[sky]])}}}}};"
    )
    return name
