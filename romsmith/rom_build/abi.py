"""The engine's data format in Python: the one mirror of its headers that outside tools read
through (the state block of include/state.h, the game data of include/rs_data.h and
include/genre/, the live actor table of src/actor.h, the question's answers of src/choice.h).

    from romsmith.rom_build import abi
    state = abi.STATE.unpack(ewram, offset)          # every field by its C name
    abi.STATE.offset("debug"), abi.struct("rs_scene").size
    abi.MODES["play"], abi.GENRES[1] == "platformer", abi.const("RS_MAX_ACTORS")

The tables come from the headers (`_abi_tables.py`, written by engine/tools/make_abi.py);
layouts follow the ARM EABI (each field at its natural alignment, a struct as aligned as its
widest field, its size rounded up to that). tests/test_abi.py checks the tables are current and
that arm-none-eabi-gcc places every field where this module says.
"""

from __future__ import annotations

import struct as _struct
from dataclasses import dataclass
from functools import cache

from romsmith.rom_build._abi_tables import DEFINES, ENUMS, STRUCTS

# scalar -> (struct format, size); pointers are 32-bit addresses
_SCALARS = {
    "u8": ("B", 1),
    "s8": ("b", 1),
    "char": ("b", 1),
    "u16": ("H", 2),
    "s16": ("h", 2),
    "u32": ("I", 4),
    "s32": ("i", 4),
    "int": ("i", 4),
    "ptr": ("I", 4),
}

EWRAM_BASE, EWRAM_SIZE = 0x02000000, 0x40000
IWRAM_BASE, IWRAM_SIZE = 0x03000000, 0x8000
ROM_BASE = 0x08000000


@dataclass(frozen=True)
class Field:
    name: str
    ctype: str  # a scalar, "ptr" or a struct name
    count: int  # 1, or an array's length
    offset: int
    size: int  # of one element


class Struct:
    """One C struct laid out as the ARM EABI does."""

    def __init__(self, name: str):
        self.name = name
        self.fields: list[Field] = []
        offset, align = 0, 1
        for field_name, ctype, count in STRUCTS[name]:
            size, field_align = _size_align(ctype)
            offset = _round_up(offset, field_align)
            self.fields.append(Field(field_name, ctype, count, offset, size))
            offset += size * count
            align = max(align, field_align)
        self.align = align
        self.size = _round_up(offset, align)
        self._by_name = {f.name: f for f in self.fields}

    def __repr__(self) -> str:
        return f"Struct({self.name}, {self.size} bytes)"

    def field(self, name: str) -> Field:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"{self.name} has no field {name!r}") from None

    def offset(self, name: str) -> int:
        return self.field(name).offset

    def unpack(self, data: bytes, at: int = 0) -> dict:
        """The struct at `at` of `data` as {field: value}: arrays are lists, nested structs dicts."""
        out = {}
        for f in self.fields:
            values = [_read(f.ctype, data, at + f.offset + i * f.size) for i in range(f.count)]
            out[f.name] = values[0] if f.count == 1 else values
        return out


def _round_up(n: int, align: int) -> int:
    return (n + align - 1) // align * align


def _size_align(ctype: str) -> tuple[int, int]:
    if ctype in _SCALARS:
        size = _SCALARS[ctype][1]
        return size, size
    inner = struct(ctype)
    return inner.size, inner.align


def _read(ctype: str, data: bytes, at: int):
    if ctype in _SCALARS:
        return _struct.unpack_from("<" + _SCALARS[ctype][0], data, at)[0]
    return struct(ctype).unpack(data, at)


@cache
def struct(name: str) -> Struct:
    """The layout of a struct the headers declare (`rs_scene`, `actor_t`, `rs_state`...)."""
    if name not in STRUCTS:
        raise KeyError(f"the engine headers declare no struct {name!r}")
    return Struct(name)


def const(name: str) -> int:
    """An integer #define or enum value of the headers (`RS_MAX_ACTORS`, `RS_GENRE_SHOOTER`)."""
    if name in DEFINES:
        return DEFINES[name]
    if name in ENUMS:
        return ENUMS[name]
    raise KeyError(f"the engine headers define no {name!r}")


def enum(prefix: str) -> dict[str, int]:
    """The enum values named PREFIX*, by the rest of their name in lower case:
    enum("RS_MODE_") -> {"title": 0, "play": 1, ...}."""
    return {k[len(prefix) :].lower(): v for k, v in ENUMS.items() if k.startswith(prefix) and k != prefix + "COUNT"}


ABI_VERSION = DEFINES["RS_ABI_VERSION"]
STATE_MAGIC = DEFINES["RS_STATE_MAGIC"]
STATE = struct("rs_state")
ACTOR_T = struct("actor_t")
MODES = enum("RS_MODE_")  # title, play, dialogue, pause, win, gameover, error, cutscene
ERRORS = enum("RS_ERR_")
SFX = enum("RS_SFX_")
GENRES = {v: k for k, v in enum("RS_GENRE_").items()}  # RS_GENRE_* value -> genre name
