"""A story scene as C: its backdrop (a tileset and a 30x20 map of its own), the portraits of who
stands on its stage (once per game), its lines, answers and routes, and its rs_story block
(include/genre/rs_story.h)."""

from __future__ import annotations

import numpy as np

from romsmith.generators.emit._ctext import hex_rows
from romsmith.generators.emit._gfx import build_picture, words
from romsmith.generators.pack.images import load_indexed, split_8x8, tile_4bpp
from romsmith.generators.spec.genres.story import StoryScene
from romsmith.generators.spec.text import c_ident, c_string, wrap

SCREEN_TILES = (30, 20)
NOBODY = "RS_STORY_NOBODY"
ENDINGS = {None: "RS_END_NONE", "good": "RS_END_GOOD", "other": "RS_END_OTHER"}
PORTRAIT_PALETTES = 13  # OBJ banks 13 and 14 show the portraits


def write_scene(wr, i: int, sc: StoryScene) -> str:
    """Emit scene `i`'s backdrop, portraits, lines and block through the writer `wr`; its rs_scene entry."""
    tileset, entries = _backdrop(wr, sc.theme)
    w, h = SCREEN_TILES
    wr.emit(
        f"/* scene {i}: {c_string(sc.id)}, a story scene before the backdrop of {c_string(sc.theme)} */\n"
        '#include "genre/rs_story.h"\n'
        f"static const u16 scene{i}_map[{w * h}] = {{\n{hex_rows(entries, '0x%04X', 16)}\n}};"
    )
    cast = {a.id: a for a in wr.g.cast}
    stage = [_portrait(wr, cast[who].sprite) if who in cast else "NULL" for who in sc.stage]
    stage += ["NULL"] * (2 - len(stage))
    faces = [_face(wr, sc, k) for k in range(2)]
    lines = [_line(wr, i, f"l{k}", ln, sc, cast) for k, ln in enumerate(sc.lines)]
    answers = []
    for a, answer in enumerate(sc.choices):
        first = len(lines)
        lines += [_line(wr, i, f"a{a}l{k}", ln, sc, cast) for k, ln in enumerate(answer.lines)]
        fx, n = wr.effects(f"scene{i}_answer{a}_effects", answer.effects)
        answers.append(
            f"{{.label = {c_string(answer.label)}, .effects = {fx}, .first_reply = {first}, "
            f".reply_count = {len(answer.lines)}, .effect_count = {n}}}"
        )
    line_table, line_count = wr.table(
        "rs_story_line", f"scene{i}_lines", lines, "RS_STORY_MAX_LINES", f"scene {i} lines"
    )
    answer_table, answer_count = wr.table(
        "rs_story_answer", f"scene{i}_answers", answers, "RS_STORY_MAX_ANSWERS", f"scene {i} answers"
    )
    route_table, route_count = wr.table(
        "rs_story_route", f"scene{i}_routes", _routes(wr, sc), "RS_STORY_MAX_ROUTES", f"scene {i} routes"
    )
    end = sc.ending
    wr.emit(
        f"static const rs_story scene{i}_story = {{.left = {stage[0]}, .right = {stage[1]}, "
        f".lines = {line_table}, .line_count = {line_count}, .script_count = {len(sc.lines)}, "
        f".answers = {answer_table}, .routes = {route_table}, "
        f".ending_title = {c_string(end.title) if end else 'NULL'}, .end_flag = {wr.flag_ref(end.flag if end else None)}, "
        f".answer_count = {answer_count}, .route_count = {route_count}, .ending = {ENDINGS[end.kind if end else None]}, "
        f".left_face = {faces[0]}, .right_face = {faces[1]}}};\n"
        f'_Static_assert({wr.sprite_palette_count} <= {PORTRAIT_PALETTES}, "portraits need OBJ banks 13 and 14");'
    )
    return (
        f"[{wr.ids.scene[sc.id]}] = {{.name = {c_string(sc.name)}, .width = {w}, .height = {h}, .tileset = {tileset}, "
        f".map = scene{i}_map, .collision = {_floor(wr)}, .actors = NULL, .actor_count = 0, "
        f".warp_count = 0, .trigger_count = 0, .gate_count = 0, .warps = NULL, .triggers = NULL, .gates = NULL, "
        f".enter_dialogue = RS_NONE, .enter_flag = RS_NONE, "
        f".music = {wr.songs.index(wr.tracks[sc.id])}, .map_x = {wr.cells[sc.id][0]}, .map_y = {wr.cells[sc.id][1]}, "
        f".cutscene = RS_NONE, .cutscene_flag = RS_NONE, .genre = RS_GENRE_STORY, .genre_data = &scene{i}_story}}"
    )


def _shared(wr) -> dict:
    return wr.shared.setdefault("story", {"backdrops": {}, "portraits": {}, "floor": None})


def _backdrop(wr, theme: str) -> tuple[int, list[int]]:
    """The theme's backdrop as a tileset of its own (once per game) and its screen entries."""
    done = _shared(wr)["backdrops"]
    if theme not in done:
        ts, entries = build_picture(wr.pack.backdrop_path(theme), f"backdrop {theme}")
        done[theme] = (wr.add_tileset(f"backdrop {theme}", ts), entries)
    return done[theme]


def _floor(wr) -> str:
    """One screen of floor collision, shared by every story scene (nobody walks there)."""
    shared = _shared(wr)
    if shared["floor"] is None:
        w, h = SCREEN_TILES
        wr.emit(f"static const u8 story_floor[{w * h}] = {{0}};  /* all RS_COLL_FLOOR */")
        shared["floor"] = "story_floor"
    return shared["floor"]


def _portrait(wr, sprite: str) -> str:
    """`&portrait_<sprite>` emitted once per game, or NULL when the sprite has none."""
    done = _shared(wr)["portraits"]
    if sprite in done:
        return done[sprite]
    entry = wr.pack.portraits.get(sprite)
    if entry is None:
        done[sprite] = "NULL"
        return "NULL"
    img = load_indexed(wr.pack.portrait_path(sprite))
    size, tiles = entry.size, []
    for e in range(len(entry.expressions)):
        face = img.pixels[:, e * size : (e + 1) * size]
        for qy in (0, size // 2):
            for qx in (0, size // 2):
                quarter = np.ascontiguousarray(face[qy : qy + size // 2, qx : qx + size // 2])
                tiles += [tile_4bpp(b) for b in split_8x8(quarter)]
    name = f"portrait_{c_ident(sprite).lower()}"
    wr.emit(
        f"/* {c_string(sprite)}'s portrait: {', '.join(entry.expressions)} */\n"
        f"static const u32 {name}_tiles[{len(tiles) * 8}] __attribute__((aligned(4))) = {{\n{hex_rows(words(tiles), '0x%08X', 8)}\n}};\n"
        f"static const u16 {name}_palette[16] = {{\n{hex_rows(img.palette, '0x%04X', 8)}\n}};\n"
        f"static const rs_portrait {name} = {{.tiles = {name}_tiles, .palette = {name}_palette, "
        f".expression_count = {len(entry.expressions)}}};"
    )
    done[sprite] = f"&{name}"
    return done[sprite]


def _expression(wr, cast: dict, who: str | None, expression: str) -> int:
    entry = wr.pack.portraits.get(cast[who].sprite) if who in cast else None
    return entry.expressions.index(expression) if entry and expression in entry.expressions else 0


def _face(wr, sc: StoryScene, slot: int) -> int:
    """The picture a stage member shows before they speak: their first line's expression."""
    if slot >= len(sc.stage):
        return 0
    who = sc.stage[slot]
    first = next((ln for ln in sc.lines if ln.speaker == who), None)
    return _expression(wr, {a.id: a for a in wr.g.cast}, who, first.expression) if first else 0


def _line(wr, i: int, key: str, ln, sc: StoryScene, cast: dict) -> str:
    speaker = c_string(cast[ln.speaker].name) if ln.speaker in cast else "NULL"
    slot = str(sc.stage.index(ln.speaker)) if ln.speaker in sc.stage else NOBODY
    cond = (wr.flag_ref(ln.if_flag), 1) if ln.if_flag else (wr.flag_ref(ln.unless_flag), 0)
    fx, n = wr.effects(f"scene{i}_{key}_effects", ln.effects)
    return (
        f"{{.speaker = {speaker}, .text = {c_string(chr(10).join(wrap(ln.text)))}, .effects = {fx}, "
        f".cond_flag = {cond[0]}, .cond_set = {cond[1]}, .slot = {slot}, "
        f".expression = {_expression(wr, cast, ln.speaker, ln.expression)}, .effect_count = {n}}}"
    )


def _routes(wr, sc: StoryScene) -> list[str]:
    """Its routes in order; an other ending's one route is its retry (the start scene by default)."""
    if sc.ending:
        if sc.ending.kind != "other":
            return []
        retry = sc.ending.retry or wr.g.start_scene
        player = next(a for a in wr.g.cast if a.role == "player")
        x, y = (player.x, player.y) if retry == player.scene else (0, 0)
        return [_route(wr, retry, None, x, y)]
    out = []
    for r in sc.next:
        cond = (r.if_flag, 1) if r.if_flag else (r.unless_flag, 0) if r.unless_flag else (None, 0)
        out.append(_route(wr, r.to, cond, r.to_x or 0, r.to_y or 0))
    return out


def _route(wr, to: str, cond, x: int, y: int) -> str:
    flag, want = cond or (None, 0)
    return (
        f"{{.cond_flag = {wr.flag_ref(flag)}, .cond_set = {want}, .facing = RS_FACE_DOWN, "
        f".scene = {wr.ids.scene[to]}, .to_x = {2 * x}, .to_y = {2 * y}}}"
    )
