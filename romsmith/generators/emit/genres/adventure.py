"""An adventure scene as C: its map and collision (gates drawn shut), its actors (with patrol
paths), warps and triggers, and its rs_scene entry."""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.emit._ctext import FACING, KIND, MOVE, NONE, hex_rows
from romsmith.generators.emit._gfx import scene_map
from romsmith.generators.spec.text import c_ident, c_string
from romsmith.generators.world import arrival
from romsmith.generators.world.genres.adventure import gate_cells, gate_tiles


def write_scene(wr, i: int, sc: S.AdventureScene) -> str:
    """Emit scene `i`'s map, collision and tables through the writer `wr`; its rs_scene entry."""
    ts = wr.tilesets[sc.theme]
    entries_map, coll = scene_map(ts, wr.rows[sc.id])
    w, h = 2 * sc.width, 2 * sc.height
    gates = _gates(wr, i, sc, ts, entries_map, coll)
    wr.emit(
        f"/* scene {i}: {c_string(sc.id)}, {w}x{h} tiles, theme {c_string(sc.theme)} */\n"
        f"static const u16 scene{i}_map[{w * h}] = {{\n{hex_rows(entries_map, '0x%04X', 16)}\n}};\n"
        f"static const u8 scene{i}_collision[{w * h}] = {{\n{hex_rows(coll, '%d', 32)}\n}};\n"
        f'_Static_assert(sizeof(scene{i}_map) == {w * h} * sizeof(u16) && sizeof(scene{i}_collision) == {w * h}, "scene {i} map size");'
    )
    actors, warps, triggers = _actors(wr, i, sc), _warps(wr, i, sc), wr.triggers(i, sc)
    return (
        f"[{wr.ids.scene[sc.id]}] = {{.name = {c_string(sc.name)}, .width = {w}, .height = {h}, .tileset = {wr.themes.index(sc.theme)}, "
        f".map = scene{i}_map, .collision = scene{i}_collision, .actors = {actors[0]}, .actor_count = {actors[1]}, "
        f".warp_count = {warps[1]}, .trigger_count = {triggers[1]}, .gate_count = {gates[1]}, .warps = {warps[0]}, .triggers = {triggers[0]}, "
        f".gates = {gates[0]}, .enter_dialogue = RS_NONE, .enter_flag = RS_NONE, "
        f".music = {wr.songs.index(wr.tracks[sc.id])}, .map_x = {wr.cells[sc.id][0]}, .map_y = {wr.cells[sc.id][1]}, "
        f".cutscene = {wr.cut_index.get(('scene', sc.id), NONE)}, .cutscene_flag = {wr.ids.cut_flag.get(sc.id, NONE)}}}"
    )


def _gates(wr, i: int, sc: S.AdventureScene, ts, entries: list[int], coll: list[int]) -> tuple[str, int]:
    """Draw each gate shut into the scene's map (its closed tile, RS_COLL_GATE) and emit the
    open look the engine puts back when its flag is set. The rows hold the open map."""
    lines, w = [], 2 * sc.width
    for k, g in enumerate(sc.gates):
        closed, open_char = gate_tiles(g, wr.pack.tilesets[sc.theme])
        shut, opened = ts.metatiles[ts.char_index[closed]], ts.metatiles[ts.char_index[open_char]]
        open_tiles = [0] * (4 * g.w * g.h)
        for cx, cy in gate_cells(g):
            for n, (dx, dy) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
                tx, ty = 2 * cx + dx, 2 * cy + dy
                entries[ty * w + tx] = shut[n]
                coll[ty * w + tx] = 4  # RS_COLL_GATE
                open_tiles[(ty - 2 * g.y) * 2 * g.w + (tx - 2 * g.x)] = opened[n]
        name = f"scene{i}_gate{k}_open"
        wr.emit(f"static const u16 {name}[{len(open_tiles)}] = {{\n{hex_rows(open_tiles, '0x%04X', 16)}\n}};")
        lines.append(
            f"{{.area = {{{2 * g.x}, {2 * g.y}, {2 * g.w}, {2 * g.h}}}, .flag = {wr.ids.flag[g.flag]}, "
            f".open_collision = RS_COLL_FLOOR, .open_tiles = {name}}}"
        )
    return wr.table("rs_gate", f"scene{i}_gates", lines, "RS_MAX_GATES", f"scene {i} has too many gates")


def _actors(wr, i: int, sc: S.AdventureScene) -> tuple[str, int]:
    lines = []
    for a in (x for x in wr.g.cast if x.scene == sc.id and x.role != "player"):
        path, n = "NULL", 0
        if a.behaviour == "patrol":
            pts = patrol_path(wr.rows[sc.id], wr.pack.tilesets[sc.theme], a.x, a.y)
            path, n = f"scene{i}_path_{c_ident(a.id).lower()}", len(pts)
            wr.emit(f"static const rs_point {path}[] = {{" + ", ".join(f"{{{2 * x}, {2 * y}}}" for x, y in pts) + "};")
        dlg = wr.ids.dialogue[a.dialogue] if a.dialogue else NONE
        defeat = wr.ids.flag[a.defeat_flag] if a.defeat_flag and a.role in ("enemy", "boss") else NONE
        lines.append(
            f"[{wr.ids.actor[a.id]}] = {{.kind = {KIND[a.role]}, .move = {MOVE[a.behaviour]}, .sprite = {wr.ids.sprite[a.sprite]}, "
            f".x = {2 * a.x}, .y = {2 * a.y}, .facing = {FACING[a.facing]}, .speed = 0, .hp = {a.hp}, .damage = {a.damage}, "
            f".dialogue = {dlg}, .show_flag = {wr.flag_ref(a.show_flag)}, .hide_flag = {wr.flag_ref(a.hide_flag)}, "
            f".defeat_flag = {defeat}, .path = {path}, .path_len = {n}, "
            + (f".encounter = 1, .encounter_scene = {wr.ids.scene[a.encounter]}, " if a.encounter else "")
            + f".name = {c_string(a.name) if a.role == 'boss' else 'NULL'}}}"
        )
    return wr.table("rs_actor", f"scene{i}_actors", lines, "RS_MAX_ACTORS", f"scene {i} has too many actors")


def _warps(wr, i: int, sc: S.AdventureScene) -> tuple[str, int]:
    lines = []
    for wp in sc.warps:
        ax, ay = arrival(wr.g, sc, wp, wr.rows)
        target = next(s for s in wr.g.scenes if s.id == wp.to)
        facing = _facing_into(target, ax, ay, wp, sc)
        lines.append(
            f"{{.from = {{{2 * wp.x}, {2 * wp.y}, 2, 2}}, .scene = {wr.ids.scene[wp.to]}, .to_x = {2 * ax}, .to_y = {2 * ay}, "
            f".facing = {facing}, .need_flag = {wr.ids.flag[wp.if_flag] if wp.if_flag else NONE}}}"
        )
    return wr.table("rs_warp", f"scene{i}_warps", lines)


def _facing_into(target: S.AdventureScene, ax: int, ay: int, wp: S.Warp, src: S.AdventureScene) -> str:
    """Face away from the warp the player arrives next to (into the room), else down."""
    back = next((w for w in target.warps if w.to == src.id), None)
    if wp.to_x is None and back is not None:
        dx, dy = ax - back.x, ay - back.y
        return {(0, 1): "RS_FACE_DOWN", (0, -1): "RS_FACE_UP", (1, 0): "RS_FACE_RIGHT", (-1, 0): "RS_FACE_LEFT"}.get(
            (dx, dy), "RS_FACE_DOWN"
        )
    return "RS_FACE_DOWN"


def patrol_path(rows: list[str], ts, x: int, y: int) -> list[tuple[int, int]]:
    """Back and forth along the longest free run (up to 4 cells) right, left, down or up."""
    best = [(x, y)]
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        run = [(x, y)]
        for step in range(1, 5):
            nx, ny = x + dx * step, y + dy * step
            if not (0 <= ny < len(rows) and 0 <= nx < len(rows[0])) or not ts.walkable(rows[ny][nx]):
                break
            run.append((nx, ny))
        if len(run) > len(best):
            best = run
    return [best[0], best[-1]] if len(best) > 1 else best
