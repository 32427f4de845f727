"""The compiled game data (`rs_game_data`, rs_data.h) read back from the ROM and its ELF.

The bot plans from what the engine will really run, not from the spec the data came from, so a
generator slip shows up as a game that cannot be finished. Struct layouts follow the ARM EABI
(natural alignment) and are pinned by the symbol sizes in the ELF.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

from romsmith.kernel.errors import UsageError

ROM_BASE = 0x08000000
NONE = 0xFFFF
GAME_SIZE, ACTOR_T_SIZE = 96, 48
SCENE_SIZE, ACTOR_SIZE = 56, 32
ACTOR_T_SCALE = 44  # offset of actor_t.scale (1: 16x16 body, 2: 32x32)
FX_SET_FLAG, FX_CLEAR_FLAG, FX_GIVE_ITEM, FX_TAKE_ITEM, FX_HEAL, FX_OPEN_GATE, FX_WARP, FX_MAX_HP, FX_DIALOGUE = range(
    1, 10
)
FX_SAVE, FX_CHOICE = 10, 11  # a save point; after the dialogue, pick answer i of n: dialogue a + i (labels: dialogue b)
NPC, ENEMY, BOSS, SIGN = 1, 2, 3, 4
COLL_HAZARD = 5


@dataclass
class Effect:
    op: int
    n: int
    a: int
    b: int
    c: int


@dataclass
class Dialogue:
    index: int
    speaker: str
    pages: list[str]
    cond_flag: int
    cond_set: int
    alt: int
    effects: list[Effect]


@dataclass
class Actor:
    index: int
    kind: int
    move: int
    x: int
    y: int
    hp: int
    dialogue: int
    show_flag: int
    hide_flag: int
    defeat_flag: int


@dataclass
class Rect:
    x: int
    y: int
    w: int
    h: int

    def has(self, tx: int, ty: int) -> bool:
        return self.x <= tx < self.x + self.w and self.y <= ty < self.y + self.h


@dataclass
class Warp:
    index: int
    area: Rect
    scene: int
    to_x: int
    to_y: int
    need_flag: int


@dataclass
class Trigger:
    index: int
    area: Rect
    cond_flag: int
    cond_set: int
    dialogue: int
    effects: list[Effect]


@dataclass
class Gate:
    area: Rect
    flag: int
    open_collision: int


@dataclass
class Scene:
    index: int
    name: str
    width: int
    height: int
    collision: bytes
    actors: list[Actor]
    warps: list[Warp]
    triggers: list[Trigger]
    gates: list[Gate]
    enter_dialogue: int
    enter_flag: int


@dataclass
class Game:
    title: str
    scenes: list[Scene]
    dialogues: list[Dialogue]
    item_flags: list[int]
    flag_count: int
    win_flag: int
    start_scene: int
    start: tuple[int, int]
    player_hp: int
    intro_dialogue: int
    actors_address: int  # rs_actors in IWRAM (live actor_t table)
    flag_names: dict[int, str] = field(default_factory=dict)
    choice_address: int = 0  # rs_choice (choice.h: open, cursor, count, pending, first, labels), 0 if absent

    def flag_name(self, flag: int) -> str:
        return self.flag_names.get(flag, f"flag {flag}")


def elf_symbols(elf_path: Path) -> dict[str, tuple[int, int]]:
    """Global and local symbols of a 32-bit little-endian ELF: name -> (address, size)."""
    data = Path(elf_path).read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 1:
        raise UsageError(f"{elf_path} is not a 32-bit ELF file", hint="pass the game.elf the ROM was linked from")
    (shoff,) = struct.unpack_from("<I", data, 0x20)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x2E)
    sections = [struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize) for i in range(shnum)]
    symbols: dict[str, tuple[int, int]] = {}
    for sec in sections:
        if sec[1] != 2:  # SHT_SYMTAB
            continue
        strtab = sections[sec[6]]
        for off in range(sec[4], sec[4] + sec[5], 16):
            name_off, value, size = struct.unpack_from("<III", data, off)
            end = data.index(b"\0", strtab[4] + name_off)
            symbols.setdefault(data[strtab[4] + name_off : end].decode("latin-1"), (value, size))
    return symbols


class _Rom:
    def __init__(self, rom: bytes):
        self.rom = rom

    def at(self, address: int) -> int:
        offset = address - ROM_BASE
        if not 0 <= offset < len(self.rom):
            raise UsageError(f"address {address:#x} is outside the ROM", hint="pass the ELF built with this ROM")
        return offset

    def unpack(self, fmt: str, address: int):
        return struct.unpack_from(fmt, self.rom, self.at(address))

    def text(self, address: int) -> str:
        if not address:
            return ""
        start = self.at(address)
        return self.rom[start : self.rom.index(b"\0", start)].decode("latin-1")

    def effects(self, address: int, count: int) -> list[Effect]:
        return [Effect(*self.unpack("<BBHHH", address + 8 * i)) for i in range(count if address else 0)]


def load_game(rom_path: Path, elf_path: Path, ids_path: Path | None = None) -> Game:
    """Parse the game data of a built ROM; `ids_path` (game_ids.h) names the flags when given."""
    symbols = elf_symbols(elf_path)
    for name in ("rs_game_data", "rs_actors"):
        if name not in symbols:
            raise UsageError(f"{elf_path} has no symbol {name}", hint="pass the ELF of a romsmith engine build")
    address, size = symbols["rs_game_data"]
    actors_address, actors_size = symbols["rs_actors"]
    if size != GAME_SIZE or actors_size % ACTOR_T_SIZE:
        raise UsageError(
            f"rs_game_data is {size} bytes, expected {GAME_SIZE}",
            hint="the engine's data ABI changed: update romsmith/playtest/_romdata.py",
        )
    rom = _Rom(Path(rom_path).read_bytes())
    g = rom.unpack("<IIIII IHH I IHH I IHH I HHHBBBBHHH".replace(" ", ""), address)[:27]
    (
        _abi,
        title,
        _sub,
        _win,
        _lose,
        scenes_p,
        scene_count,
        _tsc,
        _ts,
        _spr,
        _sprc,
        _palc,
        _pal,
        dlg_p,
        dlg_count,
        item_count,
        items_p,
        flag_count,
        win_flag,
        start_scene,
        sx,
        sy,
        _sf,
        hp,
        _psprite,
        intro,
        _ui,
    ) = g
    dialogues = [_dialogue(rom, i, dlg_p + 20 * i) for i in range(dlg_count)]
    item_flags = [rom.unpack("<IBBH", items_p + 8 * i)[3] for i in range(item_count)]
    scenes = [_scene(rom, i, scenes_p + SCENE_SIZE * i) for i in range(scene_count)]
    names = _flag_names(ids_path) if ids_path and Path(ids_path).is_file() else {}
    return Game(
        rom.text(title),
        scenes,
        dialogues,
        item_flags,
        flag_count,
        win_flag,
        start_scene,
        (sx, sy),
        hp,
        intro,
        actors_address,
        names,
        symbols.get("rs_choice", (0, 0))[0],
    )


def _dialogue(rom: _Rom, index: int, address: int) -> Dialogue:
    speaker, pages_p, count, cond_set, cond_flag, alt, fx_count, _r, fx_p = rom.unpack("<IIBBHHBBI", address)
    pages = [rom.text(rom.unpack("<I", pages_p + 4 * i)[0]) for i in range(count if pages_p else 0)]
    return Dialogue(index, rom.text(speaker), pages, cond_flag, cond_set, alt, rom.effects(fx_p, fx_count))


def _scene(rom: _Rom, index: int, address: int) -> Scene:
    (
        name,
        width,
        height,
        _ts,
        _map,
        coll_p,
        actors_p,
        n_act,
        n_warp,
        n_trig,
        n_gate,
        warps_p,
        trig_p,
        gates_p,
        enter_dlg,
        enter_flag,
    ) = rom.unpack("<IBBHIIIBBBBIIIHH", address)
    start = rom.at(coll_p)
    collision = rom.rom[start : start + width * height]
    actors = []
    for i in range(n_act):
        kind, move, _spr, x, y, _f, _spd, hp, _dmg, dlg, show, hide, defeat = rom.unpack(
            "<BBHBBBBBBHHHH", actors_p + ACTOR_SIZE * i
        )
        actors.append(Actor(i, kind, move, x, y, hp, dlg, show, hide, defeat))
    warps = []
    for i in range(n_warp):
        x, y, w, h, scene, tx, ty, _f, _r, need = rom.unpack("<BBBBHBBBBH", warps_p + 12 * i)
        warps.append(Warp(i, Rect(x, y, w, h), scene, tx, ty, need))
    triggers = []
    for i in range(n_trig):
        x, y, w, h, cond, cond_set, fx_count, dlg, _r, fx_p = rom.unpack("<BBBBHBBHHI", trig_p + 16 * i)
        triggers.append(Trigger(i, Rect(x, y, w, h), cond, cond_set, dlg, rom.effects(fx_p, fx_count)))
    gates = []
    for i in range(n_gate):
        x, y, w, h, flag, open_coll, _r, _tiles = rom.unpack("<BBBBHBBI", gates_p + 12 * i)
        gates.append(Gate(Rect(x, y, w, h), flag, open_coll))
    return Scene(index, rom.text(name), width, height, collision, actors, warps, triggers, gates, enter_dlg, enter_flag)


def _flag_names(ids_path: Path) -> dict[int, str]:
    """FLAG_*, ITEMFLAG_* and ONCEFLAG_* enum values from a generated game_ids.h."""
    import re

    names: dict[int, str] = {}
    for name, value in re.findall(r"\b((?:ITEM|ONCE)?FLAG_\w+)(?:\s*=\s*|\s+)(\d+)\b", Path(ids_path).read_text()):
        if not name.endswith("_COUNT"):
            names.setdefault(int(value), name)
    return names
