"""Render a validated GameSpec as C source for the engine data ABI (rs_data.h, ABI_VERSION).

Indices: scenes, dialogues, items and quests keep their spec order; flags are the spec's flags,
then one per item (set while held), then one per one-shot trigger. A dialogue with branches
becomes a chain of engine dialogues (branch 1 -> branch 2 -> ... -> default) whose first link
keeps the dialogue's index; the extra links are appended after all spec dialogues.
"""

from __future__ import annotations

from romsmith.generators import music as M
from romsmith.generators import spec as S
from romsmith.generators.emit import _cuts as _ccuts
from romsmith.generators.emit._ctext import FACING, FX, NONE, hex_rows
from romsmith.generators.emit._gfx import WATER_PERIOD, build_sprite, build_tileset, words
from romsmith.generators.emit._menu import item_icon, log_line, map_cells
from romsmith.generators.emit._songs import render_songs
from romsmith.generators.emit.genres import writer_of
from romsmith.generators.pack import Pack
from romsmith.generators.spec.text import c_ident, c_string, wrap

ABI_VERSION = 7  # RS_ABI_VERSION in rs_data.h this writer follows
ACTOR_PREFIX = {"npc": "NPC", "enemy": "ENEMY", "boss": "BOSS"}


class _Ids:
    """Every symbol of game_ids.h, derived from a declared entity."""

    def __init__(self, game: S.GameSpec, sprites: list[str]):
        self.defines: list[tuple[str, int, str]] = []  # name, value, comment
        self.scene = self._ns("SCENE", [s.id for s in game.scenes], "scene")
        self.dialogue = self._ns("DLG", [d.id for d in game.dialogue], "dialogue")
        self.item = self._ns("ITEM", [i.id for i in game.items], "item")
        self.quest = self._ns("QUEST", [q.id for q in game.quests], "quest")
        self.flag = self._ns("FLAG", [f.id for f in game.flags], "flag")
        n = len(game.flags)
        self.item_flag = {}
        for i, it in enumerate(game.items):
            self.item_flag[it.id] = self._define(
                f"ITEMFLAG_{c_ident(it.id)}", n + i, f"set while item {c_string(it.id)} is held"
            )
        n += len(game.items)
        self.once_flag = {}
        for sc in game.scenes:
            for t, tr in enumerate(sc.triggers):
                if tr.once:
                    self.once_flag[(sc.id, t)] = self._define(
                        f"ONCEFLAG_{c_ident(sc.id)}_{t}", n, f"trigger {t} of scene {c_string(sc.id)} has fired"
                    )
                    n += 1
        self.cut_flag = {}
        for sc in game.scenes:
            if sc.cutscene and sc.cutscene.once:
                self.cut_flag[sc.id] = self._define(
                    f"CUTFLAG_{c_ident(sc.id)}", n, f"the entry cut-scene of scene {c_string(sc.id)} has run"
                )
                n += 1
        self.flag_count = n
        self.sprite = self._ns("SPRITE", sprites, "sprite")
        self.actor = {}
        for sc in game.scenes:
            for i, a in enumerate(x for x in game.cast if x.scene == sc.id and x.role != "player"):
                self.actor[a.id] = self._define(
                    f"{ACTOR_PREFIX[a.role]}_{c_ident(a.id)}",
                    i,
                    f"{a.role} {c_string(a.id)}: index in the actors of scene {c_string(sc.id)}",
                )

    def _define(self, name: str, value: int, comment: str) -> str:
        self.defines.append((name, value, comment))
        return name

    def _ns(self, prefix: str, ids: list[str], what: str) -> dict[str, str]:
        return {x: self._define(f"{prefix}_{c_ident(x)}", i, f"{what} {c_string(x)}") for i, x in enumerate(ids)}

    def header(self, banner: str, counts: dict[str, int]) -> str:
        lines = [banner, "#ifndef GAME_IDS_H", "#define GAME_IDS_H", ""]
        lines += [f"#define {name} {value}  /* {comment} */" for name, value, comment in self.defines]
        lines.append("")
        lines += [f"#define GAME_{k.upper()}_COUNT {v}" for k, v in counts.items()]
        lines += ["", "#endif /* GAME_IDS_H */", ""]
        return "\n".join(lines)


def render_game(game: S.GameSpec, pack: Pack, rows: dict[str, list[str]], *, provenance: str) -> tuple[str, str, dict]:
    player = next(a for a in game.cast if a.role == "player")
    own = [sid for sc in game.scenes for sid in S.own_sprites(sc)]  # a genre's ships, shots...
    sprite_ids = list(dict.fromkeys([player.sprite] + [a.sprite for a in game.cast] + own))
    ids = _Ids(game, sprite_ids)
    themes = list(dict.fromkeys(sc.theme for sc in game.scenes))
    tilesets = {t: build_tileset(pack, t) for t in themes}
    sprites = [build_sprite(pack, s, poses=s == player.sprite) for s in sprite_ids]  # the hero jumps in side view
    w = _Writer(game, pack, rows, ids, tilesets, sprites, themes)
    body = w.render(player)
    c_text = (
        _banner(
            "game_data.c",
            game.title,
            provenance,
            f"C (gnu11) tables for the engine data ABI {ABI_VERSION} (romsmith/rom_build/engine/include/rs_data.h): "
            "4bpp 8x8 tiles as little-endian u32 words (8 per tile), palettes as 16 BGR555 colours, "
            "maps as GBA screen entries, collision as one RS_COLL_* byte per 8x8 tile.",
        )
        + "\n"
        + body
    )
    counts = {
        "scene": len(game.scenes),
        "dialogue": len(w.links),
        "flag": ids.flag_count,
        "item": len(game.items),
        "sprite": len(sprites),
    }
    # the ids header names only what it depends on, so a text edit leaves it (and its users) unchanged
    h_text = ids.header(
        _banner(
            "game_ids.h",
            game.title,
            provenance.split(", ", 1)[-1],
            "C preprocessor constants: indices into the tables of game_data.c, one per declared entity.",
        ),
        counts,
    )
    stats = {
        "bg_tiles": w.bg_tiles,
        "sprite_tiles": sum(len(s.tiles) for s in sprites),
        "tile_bytes": 32 * (w.bg_tiles + sum(len(s.tiles) for s in sprites)),
        "map_bytes": sum(3 * 4 * len(r) * len(r[0]) for r in rows.values()),
        "dialogues": len(w.links),
        "flags": ids.flag_count,
    }
    return c_text, h_text, stats


class _Writer:
    def __init__(self, game, pack, rows, ids: _Ids, tilesets, sprites, themes):
        self.g, self.pack, self.rows, self.ids = game, pack, rows, ids
        self.tilesets, self.sprites, self.themes = tilesets, sprites, themes
        self.out: list[str] = []
        self.links = self._dialogue_links()
        self.tracks = scene_tracks(game)
        self.songs = list(dict.fromkeys(["title", *self.tracks.values(), *_ccuts.tracks(game)]))
        self.cuts = _ccuts.collect(game)
        self.cut_index = {cut.key: i for i, cut in enumerate(self.cuts)}
        self.cells = map_cells(game)
        self.tileset_entries: list[str] = []
        self.tileset_index: dict[str, int] = {}
        self.bg_tiles = 0
        self.shared: dict[str, dict] = {}  # a genre's tables emitted once per game (story portraits)

    # ---- dialogue chains ----
    def _dialogue_links(self) -> list[dict]:
        """Engine dialogues: one per spec dialogue (its first branch or its default), then the
        rest of each branch chain, then each question's answers and its list of labels, then the
        intro built from the premise."""
        g, ids = self.g, self.ids
        links = [None] * len(g.dialogue)
        for i, d in enumerate(g.dialogue):
            chain = [(b.pages, b.effects, self._cond(b), b.choices) for b in d.branches]
            chain.append((d.pages, d.effects, None, d.choices))
            prev = None
            for n, (pages, effects, cond, choices) in enumerate(chain):
                link = {
                    "speaker": d.speaker,
                    "pages": pages,
                    "effects": effects,
                    "cond": cond,
                    "alt": NONE,
                    "comment": c_string(d.id) + (f" branch {n}" if cond else " default"),
                    "choices": choices,
                }
                if n == 0:
                    links[i] = link
                    index = ids.dialogue[d.id]
                else:
                    links.append(link)
                    index = str(len(links) - 1)
                if prev is not None:
                    prev["alt"] = index
                prev = link
        for link in [x for x in links if x["choices"]]:
            # the answers are consecutive dialogues (picked by index), their labels the pages of one more
            first = len(links)
            for c, choice in enumerate(link["choices"]):
                links.append(_plain(link["speaker"], choice.pages, choice.effects, f"{link['comment']} answer {c}"))
            links.append(_plain("", [c.label for c in link["choices"]], [], f"{link['comment']} answer labels"))
            n = len(link["choices"])
            link["extra"] = [f"{{.op = RS_FX_CHOICE, .n = {n}, .a = {first}, .b = {len(links) - 1}}}"]
        self.intro = NONE
        if g.premise:
            links.append(_plain("", _paginate(g.premise), [], "intro (premise)"))
            self.intro = str(len(links) - 1)
        return links

    def flag_ref(self, flag: str | None) -> str:
        return self.ids.flag[flag] if flag else NONE

    def _cond(self, b: S.Branch):
        if b.if_flag:
            return self.ids.flag[b.if_flag], 1
        if b.unless_flag:
            return self.ids.flag[b.unless_flag], 0
        return self.ids.item_flag[b.if_item], 1

    def effects(self, name: str, effects: list[S.Effect], extra: list[str] = ()) -> tuple[str, int]:
        lines = []
        for fx in effects:
            a = {
                "set_flag": self.ids.flag,
                "clear_flag": self.ids.flag,
                "give_item": self.ids.item,
                "take_item": self.ids.item,
            }.get(fx.op)
            arg = a[fx.id] if a else "0"
            lines.append(f"{{.op = {FX[fx.op]}, .n = {1 if 'item' in fx.op else 0}, .a = {arg}}}")
        lines += list(extra)
        return self.table("rs_effect", name, lines)

    def triggers(self, i: int, sc, area=lambda x, y: f"{{{2 * x}, {2 * y}, 2, 2}}") -> tuple[str, int]:
        """Scene `i`'s rs_trigger table (adventure, platformer and puzzle scenes have triggers);
        `area` gives a trigger's box in 8x8 tiles from its cell (a 2x2-tile cell by default)."""
        lines = []
        for t, tr in enumerate(sc.triggers):
            extra, cond = [], (NONE, 0)
            if tr.if_flag:
                cond = (self.ids.flag[tr.if_flag], 1)
            elif tr.unless_flag:
                cond = (self.ids.flag[tr.unless_flag], 0)
            elif tr.once:
                flag = self.ids.once_flag[(sc.id, t)]
                cond, extra = (flag, 0), [f"{{.op = RS_FX_SET_FLAG, .n = 0, .a = {flag}}}"]
            fx, n = self.effects(f"scene{i}_trigger{t}_effects", tr.effects, extra)
            dlg = self.ids.dialogue[tr.dialogue] if tr.dialogue else NONE
            cut = self.cut_index.get(("trigger", sc.id, t), NONE)
            lines.append(
                f"{{.area = {area(tr.x, tr.y)}, .cond_flag = {cond[0]}, .cond_set = {cond[1]}, "
                f".effect_count = {n}, .dialogue = {dlg}, .cutscene = {cut}, .effects = {fx}}}"
            )
        return self.table("rs_trigger", f"scene{i}_triggers", lines)

    def emit(self, text: str) -> None:
        self.out.append(text)

    def table(
        self, ctype: str, name: str, lines: list[str], limit: str | None = None, what: str = ""
    ) -> tuple[str, int]:
        """Emit a static array of initialiser lines ("NULL", 0 when empty), with a static assert
        on its length when `limit` names the engine's maximum."""
        if not lines:
            return "NULL", 0
        text = f"static const {ctype} {name}[] = {{\n    " + ",\n    ".join(lines) + ",\n};"
        if limit:
            text += f'\n_Static_assert(sizeof({name}) / sizeof({name}[0]) <= {limit}, "{what}");'
        self.emit(text)
        return name, len(lines)

    # ---- sections ----
    def render(self, player: S.Actor) -> str:
        self.emit(
            '#include "rs_data.h"\n#include "game_ids.h"\n\n'
            f'_Static_assert(RS_ABI_VERSION == {ABI_VERSION}, "generated for engine data ABI {ABI_VERSION}");'
        )
        self.render_tilesets()
        self.render_sprites()
        self.render_dialogue()
        self.render_items()
        self.render_quests()
        seed = M.seed_of(self.g.title)
        self.emit(render_songs([M.compose(track, seed) for track in self.songs]))
        self.render_cutscenes()
        self.render_scenes()
        self.render_tileset_table()
        self.render_root(player)
        return "\n\n".join(self.out) + "\n"

    def render_tilesets(self) -> None:
        for theme in self.themes:
            self.add_tileset(theme, self.tilesets[theme])

    def add_tileset(self, name: str, ts) -> int:
        """Emit a tileset's tables once (the themes', then any a genre draws itself, e.g. a story
        scene's backdrop); its index in the game's tileset table."""
        if name in self.tileset_index:
            return self.tileset_index[name]
        i = self.tileset_index[name] = len(self.tileset_entries)
        n = len(ts.tiles)
        self.bg_tiles += n
        self.emit(
            f"/* tileset {i}: {'theme ' if name in self.tilesets else ''}{c_string(name)}, {n} tiles after flip-aware dedup */\n"
            f"static const u32 tileset{i}_tiles[{n * 8}] __attribute__((aligned(4))) = {{\n{hex_rows(words(ts.tiles), '0x%08X', 8)}\n}};\n"
            f"static const u16 tileset{i}_palettes[16] = {{\n{hex_rows(ts.palette, '0x%04X', 8)}\n}};\n"
            f'_Static_assert({n} <= RS_MAX_BG_TILES, "tileset {i} has too many tiles");'
        )
        anim = ""
        if ts.anim_count:
            self.emit(
                f"/* its water sways: {len(ts.anim) // ts.anim_count} frames of {ts.anim_count} tiles */\n"
                f"static const u32 tileset{i}_anim[{len(ts.anim) * 8}] __attribute__((aligned(4))) = {{\n"
                f"{hex_rows(words(ts.anim), '0x%08X', 8)}\n}};"
            )
            anim = (
                f", .anim = tileset{i}_anim, .anim_first = {ts.anim_first}, .anim_count = {ts.anim_count}, "
                f".anim_frames = {len(ts.anim) // ts.anim_count}, .anim_period = {WATER_PERIOD}"
            )
        self.tileset_entries.append(
            f"{{.tiles = tileset{i}_tiles, .tile_count = {n}, .palette_count = 1, .palettes = tileset{i}_palettes{anim}}}"
        )
        return i

    def render_tileset_table(self) -> None:
        self.emit("static const rs_tileset tilesets[] = {\n    " + ",\n    ".join(self.tileset_entries) + ",\n};")

    def render_sprites(self) -> None:
        palettes: list[tuple[int, ...]] = []
        entries = []
        for i, sp in enumerate(self.sprites):
            if sp.palette not in palettes:
                palettes.append(sp.palette)
            pal = palettes.index(sp.palette)
            self.emit(
                f"/* sprite {i}: {c_string(sp.id)}, {sp.frame_count} frames of {sp.px}x{sp.px} "
                f"({(sp.px // 8) ** 2} tiles each, rows from the top left) */\n"
                f"static const u32 sprite{i}_tiles[{len(sp.tiles) * 8}] __attribute__((aligned(4))) = {{\n{hex_rows(words(sp.tiles), '0x%08X', 8)}\n}};"
            )
            entries.append(
                f"[{self.ids.sprite[sp.id]}] = {{.tiles = sprite{i}_tiles, .frame_count = {sp.frame_count}, .walk_frames = {sp.walk_frames}, .size = {sp.size}, "
                f".palette = {pal}, .dir_frame = {{{', '.join(map(str, sp.dir_frame))}}}, .dir_flip = {{{', '.join(map(str, sp.dir_flip))}}}}}"
            )
        self.sprite_palette_count = len(palettes)
        self.emit(
            f"static const u16 sprite_palettes[{16 * len(palettes)}] = {{\n{hex_rows([c for p in palettes for c in p], '0x%04X', 8)}\n}};\n"
            f'_Static_assert({len(palettes)} <= RS_MAX_SPRITE_PALETTES, "too many sprite palettes");'
        )
        self.emit("static const rs_sprite sprites[] = {\n    " + ",\n    ".join(entries) + ",\n};")

    def render_dialogue(self) -> None:
        entries = []
        for i, link in enumerate(self.links):
            pages = [c_string("\n".join(wrap(p))) for p in link["pages"]]
            self.emit(f"static const char *const dialogue{i}_pages[] = {{\n    " + ",\n    ".join(pages) + ",\n};")
            fx, n = self.effects(f"dialogue{i}_effects", link["effects"], link.get("extra", []))
            flag, cond_set = link["cond"] or (NONE, 0)
            speaker = c_string(link["speaker"]) if link["speaker"] else "NULL"
            entries.append(
                f"/* {i}: {link['comment']} */\n    {{.speaker = {speaker}, .pages = dialogue{i}_pages, .page_count = {len(pages)}, "
                f".cond_set = {cond_set}, .cond_flag = {flag}, .alt = {link['alt']}, .effect_count = {n}, .effects = {fx}}}"
            )
        if entries:
            self.emit("static const rs_dialogue dialogues[] = {\n    " + ",\n    ".join(entries) + ",\n};")

    def render_items(self) -> None:
        entries = [
            f"[{self.ids.item[it.id]}] = {{.name = {c_string(it.name)}, .max_count = 0, .icon = {item_icon(it)}, .flag = {self.ids.item_flag[it.id]}}}"
            for it in self.g.items
        ]
        if entries:
            self.emit(
                "static const rs_item items[] = {\n    " + ",\n    ".join(entries) + ",\n};\n"
                '_Static_assert(sizeof(items) / sizeof(items[0]) <= RS_MAX_ITEMS, "too many items");'
            )

    def render_cutscenes(self) -> None:
        entries = []
        for i, cut in enumerate(self.cuts):
            actors = [a.id for a in self.g.cast if cut.scene and a.scene == cut.scene.id and a.role != "player"]

            def index(actor_id: str, actors=actors) -> str:
                return "RS_CUT_PLAYER" if actor_id == "player" else str(actors.index(actor_id))

            lines = [_ccuts.command(c, index, self.ids, self.songs.index) for c in cut.commands]
            if cut.key[0] == "scene" and cut.key[1] in self.ids.cut_flag:
                lines.append(f"{{.op = RS_CMD_FLAG, .arg = {self.ids.cut_flag[cut.key[1]]}}}")
            name, n = self.table("rs_cmd", f"cut{i}", lines, "RS_MAX_CUTSCENE", f"cut-scene {i} commands")
            entries.append(f"{{.cmds = {name}, .count = {n}}}")
        if entries:
            self.table("rs_cutscene", "cutscenes", entries)

    def render_quests(self) -> None:
        """The pause menu's log: each step as one line (log_line) done while its flag is set."""
        entries = []
        for q, quest in enumerate(self.g.quests):
            steps = [
                f"{{.text = {c_string(log_line(st.text))}, .flag = {self.ids.flag[st.flag]}}}" for st in quest.steps
            ]
            name, n = self.table("rs_quest_step", f"quest{q}_steps", steps, "RS_MAX_QUEST_STEPS", f"quest {q} steps")
            entries.append(
                f"[{self.ids.quest[quest.id]}] = {{.name = {c_string(quest.name)}, .steps = {name}, .step_count = {n}}}"
            )
        if entries:
            self.table("rs_quest", "quests", entries, "RS_MAX_QUESTS", "too many quests")

    def render_scenes(self) -> None:
        """Each scene's tables, written by its genre (`genres.WRITERS`), then the rs_scene array."""
        entries = [writer_of(sc)(self, i, sc) for i, sc in enumerate(self.g.scenes)]
        self.emit("static const rs_scene scenes[] = {\n    " + ",\n    ".join(entries) + ",\n};")

    def render_root(self, player: S.Actor) -> None:
        g, ids = self.g, self.ids
        self.emit(
            "const rs_game rs_game_data = {\n"
            f"    .abi = RS_ABI_VERSION,\n    .title = {c_string(g.title)},\n    .subtitle = NULL,\n"
            f"    .win_text = {c_string(g.win.text)},\n    .lose_text = NULL,\n"
            f"    .scenes = scenes, .scene_count = {len(g.scenes)},\n"
            f"    .tileset_count = {len(self.tileset_entries)}, .tilesets = tilesets,\n"
            f"    .sprites = sprites, .sprite_count = {len(self.sprites)},\n"
            f"    .sprite_palette_count = {self.sprite_palette_count}, .sprite_palettes = sprite_palettes,\n"
            f"    .dialogues = {'dialogues' if self.links else 'NULL'}, .dialogue_count = {len(self.links)},\n"
            f"    .item_count = {len(g.items)}, .items = {'items' if g.items else 'NULL'},\n"
            f"    .flag_count = {ids.flag_count}, .win_flag = {ids.flag[g.win.flag]},\n"
            f"    .start_scene = {ids.scene[player.scene]}, .start_x = {2 * player.x}, .start_y = {2 * player.y},\n"
            f"    .start_facing = {FACING[player.facing]}, .player_hp = {player.hp}, .player_sprite = {ids.sprite[player.sprite]},\n"
            f"    .intro_dialogue = {self.intro}, .ui_color = 0,\n"
            f"    .songs = songs, .song_count = {len(self.songs)}, .title_song = 0,\n"
            f"    .quests = {'quests' if g.quests else 'NULL'}, .quest_count = {len(g.quests)},\n"
            f"    .cutscenes = {'cutscenes' if self.cuts else 'NULL'}, .cutscene_count = {len(self.cuts)}, "
            f".ending = {self.cut_index.get(('ending',), NONE)},\n}};\n"
            f'_Static_assert({ids.flag_count} <= RS_MAX_FLAGS, "too many flags");'
        )


def scene_tracks(game: S.GameSpec) -> dict[str, str]:
    """Each scene's music track: the one it names, else the mood of its theme (boss where a boss is)."""
    bosses = {a.scene for a in game.cast if a.role == "boss"}
    return {sc.id: sc.music or M.track_for(sc.theme, sc.id in bosses) for sc in game.scenes}


def _banner(name: str, title: str, provenance: str, fmt: str) -> str:
    """The header comment of a generated file: what made it, from what, in which format."""
    text = (
        f"{name} - generated by romsmith (generators.emit); do not edit.\n"
        f"Source: GameSpec {c_string(title)} ({provenance}).\nFormat: {fmt}"
    )
    return "/* " + text.replace("\n", "\n * ") + "\n */"


def _plain(speaker: str, pages: list[str], effects: list, comment: str) -> dict:
    """An engine dialogue without a condition or answers."""
    return {
        "speaker": speaker,
        "pages": pages,
        "effects": effects,
        "cond": None,
        "alt": NONE,
        "comment": comment,
        "choices": [],
    }


def _paginate(text: str) -> list[str]:
    """Text boxes of at most TEXT_LINES lines; the boxes share the lines evenly, so the last
    box never holds a lone line (or a lone word) after full ones."""
    lines = wrap(text)
    boxes = -(-len(lines) // S.TEXT_LINES)
    out, start = [], 0
    for i in range(boxes):
        size = -(-(len(lines) - start) // (boxes - i))
        out.append("\n".join(lines[start : start + size]))
        start += size
    return out
