"""The compiled game data (`rs_game_data`, rs_data.h) read back from the ROM and its ELF.

The bot plans from what the engine will really run, not from the spec the data came from, so a
generator slip shows up as a game that cannot be finished. Struct layouts are the engine
headers' (`romsmith.rom_build.abi`), checked against the symbol sizes in the ELF.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

from romsmith.kernel.errors import UsageError
from romsmith.rom_build import abi

ROM_BASE = abi.ROM_BASE
NONE = abi.const("RS_NONE")
ACTOR_T_SIZE = abi.ACTOR_T.size
_FX = abi.enum("RS_FX_")
FX_SET_FLAG, FX_CLEAR_FLAG, FX_GIVE_ITEM, FX_TAKE_ITEM = (
    _FX["set_flag"],
    _FX["clear_flag"],
    _FX["give_item"],
    _FX["take_item"],
)
FX_HEAL, FX_OPEN_GATE, FX_WARP, FX_MAX_HP, FX_DIALOGUE = (
    _FX["heal"],
    _FX["open_gate"],
    _FX["warp"],
    _FX["max_hp"],
    _FX["dialogue"],
)
FX_SAVE, FX_CHOICE = (
    _FX["save"],
    _FX["choice"],
)  # a save point; after the dialogue, pick answer i of n: dialogue a + i (labels: dialogue b)
_KIND = abi.enum("RS_ACTOR_")
NPC, ENEMY, BOSS, SIGN = _KIND["npc"], _KIND["enemy"], _KIND["boss"], _KIND["sign"]
COLL_HAZARD = abi.const("RS_COLL_HAZARD")


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
    genre: str = "adventure"
    genre_data: int = 0  # address of the genre's block in the ROM, 0 for its defaults


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
    symbols: dict[str, tuple[int, int]] = field(default_factory=dict)  # the ELF's: a genre's live tables
    rom: _Rom | None = None  # the ROM's bytes: a genre's own block (Scene.genre_data) and what it points to

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

    def read(self, name: str, address: int, index: int = 0) -> dict:
        """Element `index` of an array of the engine struct `name` at `address`."""
        layout = abi.struct(name)
        return layout.unpack(self.rom, self.at(address + layout.size * index))

    def array(self, name: str, address: int, count: int) -> list[dict]:
        return [self.read(name, address, i) for i in range(count if address else 0)]

    def text(self, address: int) -> str:
        if not address:
            return ""
        start = self.at(address)
        return self.rom[start : self.rom.index(b"\0", start)].decode("latin-1")

    def effects(self, address: int, count: int) -> list[Effect]:
        return [Effect(e["op"], e["n"], e["a"], e["b"], e["c"]) for e in self.array("rs_effect", address, count)]


def load_game(rom_path: Path, elf_path: Path, ids_path: Path | None = None) -> Game:
    """Parse the game data of a built ROM; `ids_path` (game_ids.h) names the flags when given."""
    symbols = elf_symbols(elf_path)
    for name in ("rs_game_data", "rs_actors"):
        if name not in symbols:
            raise UsageError(f"{elf_path} has no symbol {name}", hint="pass the ELF of a romsmith engine build")
    address, size = symbols["rs_game_data"]
    _actors_address, actors_size = symbols["rs_actors"]
    game_size = abi.struct("rs_game").size
    if size != game_size or actors_size % ACTOR_T_SIZE:
        raise UsageError(
            f"rs_game_data is {size} bytes, expected {game_size}",
            hint="the ROM was built by another engine version: rebuild it (romsmith build)",
        )
    rom = _Rom(Path(rom_path).read_bytes())
    g = rom.read("rs_game", address)
    dialogues = [
        _dialogue(rom, i, d) for i, d in enumerate(rom.array("rs_dialogue", g["dialogues"], g["dialogue_count"]))
    ]
    item_flags = [it["flag"] for it in rom.array("rs_item", g["items"], g["item_count"])]
    scenes = [_scene(rom, i, sc) for i, sc in enumerate(rom.array("rs_scene", g["scenes"], g["scene_count"]))]
    names = _flag_names(ids_path) if ids_path and Path(ids_path).is_file() else {}
    return Game(
        rom.text(g["title"]),
        scenes,
        dialogues,
        item_flags,
        g["flag_count"],
        g["win_flag"],
        g["start_scene"],
        (g["start_x"], g["start_y"]),
        g["player_hp"],
        g["intro_dialogue"],
        symbols["rs_actors"][0],
        names,
        symbols.get("rs_choice", (0, 0))[0],
        symbols,
        rom,
    )


def _dialogue(rom: _Rom, index: int, d: dict) -> Dialogue:
    pages = [rom.text(rom.unpack("<I", d["pages"] + 4 * i)[0]) for i in range(d["page_count"] if d["pages"] else 0)]
    effects = rom.effects(d["effects"], d["effect_count"])
    return Dialogue(index, rom.text(d["speaker"]), pages, d["cond_flag"], d["cond_set"], d["alt"], effects)


def _rect(r: dict) -> Rect:
    return Rect(r["x"], r["y"], r["w"], r["h"])


def _scene(rom: _Rom, index: int, sc: dict) -> Scene:
    start = rom.at(sc["collision"])
    collision = rom.rom[start : start + sc["width"] * sc["height"]]
    actors = [
        Actor(
            i,
            a["kind"],
            a["move"],
            a["x"],
            a["y"],
            a["hp"],
            a["dialogue"],
            a["show_flag"],
            a["hide_flag"],
            a["defeat_flag"],
        )
        for i, a in enumerate(rom.array("rs_actor", sc["actors"], sc["actor_count"]))
    ]
    warps = [
        Warp(i, _rect(w["from"]), w["scene"], w["to_x"], w["to_y"], w["need_flag"])
        for i, w in enumerate(rom.array("rs_warp", sc["warps"], sc["warp_count"]))
    ]
    triggers = [
        Trigger(
            i,
            _rect(t["area"]),
            t["cond_flag"],
            t["cond_set"],
            t["dialogue"],
            rom.effects(t["effects"], t["effect_count"]),
        )
        for i, t in enumerate(rom.array("rs_trigger", sc["triggers"], sc["trigger_count"]))
    ]
    gates = [
        Gate(_rect(gt["area"]), gt["flag"], gt["open_collision"])
        for gt in rom.array("rs_gate", sc["gates"], sc["gate_count"])
    ]
    genre = abi.GENRES.get(sc["genre"], f"genre {sc['genre']}")
    return Scene(
        index, rom.text(sc["name"]), sc["width"], sc["height"], collision, actors, warps, triggers, gates,
        sc["enter_dialogue"], sc["enter_flag"], genre, sc["genre_data"],
    )  # fmt: skip


def _flag_names(ids_path: Path) -> dict[int, str]:
    """FLAG_*, ITEMFLAG_* and ONCEFLAG_* enum values from a generated game_ids.h."""
    import re

    names: dict[int, str] = {}
    for name, value in re.findall(r"\b((?:ITEM|ONCE)?FLAG_\w+)(?:\s*=\s*|\s+)(\d+)\b", Path(ids_path).read_text()):
        if not name.endswith("_COUNT"):
            names.setdefault(int(value), name)
    return names
