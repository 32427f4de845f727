"""A shooter level as C: its map (scenery the view scrolls over, repeating sideways), the far
layer behind a see-through theme, its waves and its rs_shooter block (include/genre/rs_shooter.h),
and its rs_scene entry.

A theme is see-through when its floor is all transparent pixels (the starfield's empty space):
then a far map of its first decor tile (distant stars) drifts behind the map at a quarter of its
speed. Times become frames and speeds the engine's units (spec.genres.shooter). A level's carrier
goes into the wave table in its time's place, as a wave of one that drops its pickup.
"""

from __future__ import annotations

import random
import zlib

from romsmith.generators import spec as S
from romsmith.generators.emit._ctext import NONE, hex_rows
from romsmith.generators.emit._gfx import scene_map
from romsmith.generators.spec.genres import shooter as G
from romsmith.generators.spec.text import c_string
from romsmith.generators.world import arrival

PATH = {"line": "RS_PATH_LINE", "sine": "RS_PATH_SINE", "dive": "RS_PATH_DIVE"}
POWER = {
    "none": "RS_POWER_NONE",
    "twin": "RS_POWER_TWIN",
    "rapid": "RS_POWER_RAPID",
    "repair": "RS_POWER_HEAL",
    "life": "RS_POWER_LIFE",
}
FAR_COLS, FAR_ROWS = 32, 20  # RS_SHOOTER_FAR_ROWS rows of 32 screen entries
FAR_STARS = 0.35  # share of far cells showing the decor
TOP = 8  # RS_SHOOTER_TOP: the play area's top on screen


def write_scene(wr, i: int, sc: G.ShooterScene) -> str:
    """Emit level `i`'s map, waves, far layer and block through the writer `wr`; its rs_scene entry."""
    ts = wr.tilesets[sc.theme]
    entries, coll = scene_map(ts, wr.rows[sc.id])
    w, h = 2 * sc.width, 2 * sc.height
    wr.emit(
        f'#include "genre/rs_shooter.h"\n'
        f"/* scene {i}: {c_string(sc.id)}, shooter level, {w}x{h} tiles repeating sideways, theme {c_string(sc.theme)} */\n"
        f"static const u16 scene{i}_map[{w * h}] = {{\n{hex_rows(entries, '0x%04X', 16)}\n}};\n"
        f"static const u8 scene{i}_collision[{w * h}] = {{\n{hex_rows(coll, '%d', 32)}\n}};"
    )
    rows = [(wave.at, _wave(wr, wave)) for wave in sc.waves]
    rows += [(sc.carrier.at, _carrier(wr, sc.carrier))] if sc.carrier else []
    waves, n = wr.table("rs_wave", f"scene{i}_waves", [row for _, row in _in_order(rows)])
    far = _far_map(wr, i, sc, ts)
    wr.emit(f"static const rs_shooter scene{i}_shooter = {{\n    {_block(wr, sc, waves, n, far)},\n}};")
    return (
        f"[{wr.ids.scene[sc.id]}] = {{.name = {c_string(sc.name)}, .width = {w}, .height = {h}, "
        f".tileset = {wr.themes.index(sc.theme)}, .map = scene{i}_map, .collision = scene{i}_collision, "
        f".actors = NULL, .actor_count = 0, .warp_count = 0, .trigger_count = 0, .gate_count = 0, "
        f".warps = NULL, .triggers = NULL, .gates = NULL, .enter_dialogue = RS_NONE, .enter_flag = RS_NONE, "
        f".music = {wr.songs.index(wr.tracks[sc.id])}, .map_x = {wr.cells[sc.id][0]}, .map_y = {wr.cells[sc.id][1]}, "
        f".cutscene = {wr.cut_index.get(('scene', sc.id), NONE)}, .cutscene_flag = {wr.ids.cut_flag.get(sc.id, NONE)}, "
        f".genre = RS_GENRE_SHOOTER, .genre_data = &scene{i}_shooter}}"
    )


def _in_order(rows: list[tuple[float, str]]) -> list[tuple[float, str]]:
    """The waves' rows by time (the engine sends them in table order); equal times keep their order."""
    return sorted(rows, key=lambda row: row[0])


def _sprite(wr, sprite: str | None) -> str:
    return wr.ids.sprite[sprite] if sprite else NONE


def _wave(wr, wave: G.Wave) -> str:
    return (
        f"{{.frame = {G.frames(wave.at)}, .sprite = {_sprite(wr, wave.enemy)}, .count = {wave.count}, "
        f".path = {PATH[wave.path]}, .y = {TOP + wave.y}, .step_y = {wave.step_y}, .gap = {G.frames(wave.gap)}, "
        f".speed = {G.sixteenths(wave.speed)}, .hp = {wave.hp}, .fire = {G.frames(wave.fire)}, "
        f".amplitude = {wave.amplitude}, .drop = {POWER[wave.drop]}, .points = {wave.points}}}"
    )


def _carrier(wr, carrier: G.Carrier) -> str:
    """The carrier as the engine flies it: a wave of one on a straight line that never fires, its
    one enemy leaving the pickup of `gives`."""
    return (
        f"{{.frame = {G.frames(carrier.at)}, .sprite = {_sprite(wr, carrier.enemy)}, .count = 1, "
        f".path = RS_PATH_LINE, .y = {TOP + carrier.y}, .step_y = 0, .gap = 0, "
        f".speed = {G.sixteenths(carrier.speed)}, .hp = {carrier.hp}, .fire = 0, "
        f".amplitude = 0, .drop = {POWER[carrier.gives]}, .points = {carrier.points}}}"
    )


def _block(wr, sc: G.ShooterScene, waves: str, count: int, far: str) -> str:
    ship, boss, powers = sc.ship, sc.boss, sc.power_ups
    nx, ny = _arrival(wr, sc)
    fields = [
        f".ship_sprite = {_sprite(wr, ship.sprite)}, .shot_sprite = {_sprite(wr, ship.shot)}, "
        f".foe_shot_sprite = {_sprite(wr, sc.enemy_shot)}",
        f".lives = {ship.lives}, .ship_speed = {G.sixteenths(ship.speed)}, .shot_speed = {round(ship.shot_speed / G.FPS)}, "
        f".fire_rate = {G.frames(ship.fire_every)}, .max_shots = {ship.max_shots}, .iframes = {G.frames(ship.safe_after_hit)}",
        f".foe_shot_speed = {G.sixteenths(sc.enemy_shot_speed)}, .scroll = {G.sixteenths(sc.scroll)}, .far_scroll = 0",
        f".goal = {'RS_GOAL_BOSS' if sc.goal == 'boss' else 'RS_GOAL_SURVIVE'}, .length = {G.frames(sc.length)}, "
        f".flag = {wr.flag_ref(sc.flag)}",
        f".next_scene = {wr.ids.scene[sc.next] if sc.next else NONE}, .next_x = {nx}, .next_y = {ny}",
        f".wave_count = {count}, .waves = {waves}",
        f".power_sprite = {{{', '.join(_sprite(wr, getattr(powers, k)) for k in G.POWER_UPS)}}}",
        f".boss_sprite = {_sprite(wr, boss.sprite if boss else None)}, .boss_hp = {boss.hp if boss else 0}, "
        f".boss_fire = {G.frames(boss.fire) if boss else 0}, .boss_points = {boss.points if boss else 0}, "
        f".boss_name = {c_string(boss.name) if boss else 'NULL'}",
        f".far_map = {far}",
    ]
    return ",\n    ".join(fields)


def _arrival(wr, sc: G.ShooterScene) -> tuple[int, int]:
    """The arrival tile in the next scene (its cell, doubled), or 0, 0 without one."""
    if not sc.next:
        return 0, 0
    x, y = arrival(wr.g, sc, S.Warp(x=0, y=0, to=sc.next, to_x=sc.next_x, to_y=sc.next_y), wr.rows)
    return 2 * x, 2 * y


def see_through(ts, char: str) -> bool:
    """Whether a tile of the built tileset `ts` is all transparent (its four 8x8 tiles blank)."""
    return all(entry & 0x3FF == 0 for entry in ts.metatiles[ts.char_index[char]])


def _far_map(wr, i: int, sc: G.ShooterScene, ts) -> str:
    """The far layer behind a see-through theme: its first decor tile strewn on its floor."""
    pack_ts = wr.pack.tilesets[sc.theme]
    floor, decor = pack_ts.char_for("floor"), pack_ts.chars_of("decor")
    if not decor or not see_through(ts, floor):
        return "NULL"
    rng = random.Random(zlib.crc32(f"far:{sc.id}".encode()))
    cells = [
        [decor[0] if rng.random() < FAR_STARS else floor for _ in range(FAR_COLS // 2)] for _ in range(FAR_ROWS // 2)
    ]
    entries = [0] * (FAR_COLS * FAR_ROWS)
    for cy, row in enumerate(cells):
        for cx, ch in enumerate(row):
            tl, tr, bl, br = ts.metatiles[ts.char_index[ch]]
            at = 2 * cy * FAR_COLS + 2 * cx
            entries[at], entries[at + 1], entries[at + FAR_COLS], entries[at + FAR_COLS + 1] = tl, tr, bl, br
    wr.emit(f"static const u16 scene{i}_far[{len(entries)}] = {{\n{hex_rows(entries, '0x%04X', 16)}\n}};")
    return f"scene{i}_far"
