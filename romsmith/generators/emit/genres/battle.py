"""A battle scene as C: its backdrop map, its battlers, spells and item uses, its rewards and its
rs_battle block (include/genre/rs_battle.h), and its rs_scene entry.

Spells and item uses are indices into the block's own lists, in the scene's order; a battler's
known spells come first in its `spells` slots, the rest RS_BATTLE_NO_SPELL, with each foe's
weights in the same slots.
"""

from __future__ import annotations

from romsmith.generators.emit._ctext import NONE, hex_rows
from romsmith.generators.emit._gfx import scene_map
from romsmith.generators.spec.genres.battle import KNOWN, BattleScene
from romsmith.generators.spec.text import c_string

KIND = {"damage": "RS_SPELL_DAMAGE", "heal": "RS_SPELL_HEAL", "poison": "RS_SPELL_POISON", "sleep": "RS_SPELL_SLEEP"}
TARGET = {"one": "RS_TARGET_ONE", "all": "RS_TARGET_ALL"}
USE = {"heal": "RS_USE_HEAL", "mana": "RS_USE_MANA", "revive": "RS_USE_REVIVE", "damage": "RS_USE_DAMAGE"}
LOSE = {"retry": "RS_LOSE_RETRY", "save": "RS_LOSE_SAVE", "place": "RS_LOSE_PLACE"}


def write_scene(wr, i: int, sc: BattleScene) -> str:
    """Emit battle `i`'s backdrop and block through the writer `wr`; its rs_scene entry."""
    ts = wr.tilesets[sc.theme]
    entries, coll = scene_map(ts, wr.rows[sc.id])
    w, h = 2 * sc.width, 2 * sc.height
    wr.emit(
        f'#include "genre/rs_battle.h"\n'
        f"/* scene {i}: {c_string(sc.id)}, a battle, {w}x{h} tiles of backdrop, theme {c_string(sc.theme)} */\n"
        f"static const u16 scene{i}_map[{w * h}] = {{\n{hex_rows(entries, '0x%04X', 16)}\n}};\n"
        f"static const u8 scene{i}_collision[{w * h}] = {{\n{hex_rows(coll, '%d', 32)}\n}};"
    )
    book = {sp.id: n for n, sp in enumerate(sc.spells)}
    spells, n_spells = wr.table("rs_spell", f"scene{i}_spells", [_spell(sp) for sp in sc.spells])
    party, n_party = wr.table("rs_battler", f"scene{i}_party", [_battler(wr, b, book) for b in sc.party])
    foes, n_foes = wr.table("rs_battler", f"scene{i}_foes", [_battler(wr, f, book, f.ai) for f in sc.foes])
    uses, n_uses = wr.table(
        "rs_battle_item",
        f"scene{i}_item_uses",
        [f"{{.item = {wr.ids.item[u.item]}, .use = {USE[u.use]}, .power = {u.power}}}" for u in sc.items],
    )
    rewards, n_rewards = wr.effects(f"scene{i}_rewards", sc.rewards)
    swift, n_swift = wr.effects(f"scene{i}_swift", sc.swift.rewards if sc.swift else [])
    fields = [
        f".party = {party}, .foes = {foes}, .spells = {spells}, .items = {uses}, .rewards = {rewards}",
        f".party_count = {n_party}, .foe_count = {n_foes}, .spell_count = {n_spells}, .item_count = {n_uses}, "
        f".reward_count = {n_rewards}",
        f".can_run = {int(sc.can_run)}, .lose = {LOSE[sc.lose]}, .seed = {sc.seed}, .win_flag = {wr.flag_ref(sc.flag)}",
        _place(wr, "next", sc.next, sc.next_x, sc.next_y),
        _place(wr, "lose", sc.lose_to if sc.lose == "place" else None, sc.lose_x, sc.lose_y),
        f".swift_rounds = {sc.swift.rounds if sc.swift else 0}, .swift = {swift}, .swift_count = {n_swift}",
    ]
    wr.emit(f"static const rs_battle scene{i}_battle = {{\n    " + ",\n    ".join(fields) + ",\n};")
    return (
        f"[{wr.ids.scene[sc.id]}] = {{.name = {c_string(sc.name)}, .width = {w}, .height = {h}, "
        f".tileset = {wr.themes.index(sc.theme)}, .map = scene{i}_map, .collision = scene{i}_collision, "
        f".actors = NULL, .actor_count = 0, .warp_count = 0, .trigger_count = 0, .gate_count = 0, "
        f".warps = NULL, .triggers = NULL, .gates = NULL, .enter_dialogue = RS_NONE, .enter_flag = RS_NONE, "
        f".music = {wr.songs.index(wr.tracks[sc.id])}, .map_x = {wr.cells[sc.id][0]}, .map_y = {wr.cells[sc.id][1]}, "
        f".cutscene = {wr.cut_index.get(('scene', sc.id), NONE)}, .cutscene_flag = {wr.ids.cut_flag.get(sc.id, NONE)}, "
        f".genre = RS_GENRE_BATTLE, .genre_data = &scene{i}_battle}}"
    )


def _spell(sp) -> str:
    return (
        f"{{.name = {c_string(sp.name)}, .kind = {KIND[sp.kind]}, .target = {TARGET[sp.target]}, "
        f".mp = {sp.mp}, .power = {sp.power}}}"
    )


def _battler(wr, b, book: dict, ai=None) -> str:
    known = [s for s in b.spells if s in book][:KNOWN]
    slots = [str(book[s]) for s in known] + ["RS_BATTLE_NO_SPELL"] * (KNOWN - len(known))
    weights = [str(ai.spells.get(s, 0) if ai else 0) for s in known] + ["0"] * (KNOWN - len(known))
    return (
        f"{{.name = {c_string(b.name)}, .sprite = {wr.ids.sprite[b.sprite]}, .hp = {b.hp}, .mp = {b.mp}, "
        f".attack = {b.attack}, .defense = {b.defense}, .speed = {b.speed}, .spells = {{{', '.join(slots)}}}, "
        f".w_attack = {ai.attack if ai else 0}, .w_defend = {ai.defend if ai else 0}, .w_spell = {{{', '.join(weights)}}}}}"
    )


def _place(wr, what: str, scene: str | None, x: int | None, y: int | None) -> str:
    """Where an end leads: a scene and a tile (its cell's; the scene's middle cell when none is
    given, as for a warp with no way back, which the checks hold to be walkable)."""
    if not scene:
        return f".{what}_scene = RS_NONE, .{what}_x = 0, .{what}_y = 0"
    target = next(s for s in wr.g.scenes if s.id == scene)
    cx, cy = (x, y) if x is not None and y is not None else (target.width // 2, target.height // 2)
    return f".{what}_scene = {wr.ids.scene[scene]}, .{what}_x = {2 * cx}, .{what}_y = {2 * cy}"
