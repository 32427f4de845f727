"""The engine's battery save read back from SRAM bytes (layout: engine/include/rs_save.h).

slots(sram) -> [Slot, Slot]     both slots, each with `valid` and, if not, `problem`
newest(sram) -> Slot | None     what CONTINUE would load
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

MAGIC = 0x56535352
VERSION = 2  # 1 ended at `visited` (80 bytes): such a slot is not loaded; +23 `ships` was 0 at first
SLOT_SIZE = 256
SLOTS = 2
_FORMAT = "<IHHIIHBBBBBB8I16BI2IHHI"
SIZE = struct.calcsize(_FORMAT)  # 92, rs_save.h


@dataclass
class Slot:
    index: int
    valid: bool
    problem: str = ""
    serial: int = 0
    game: int = 0
    scene: int = 0
    x: int = 0
    y: int = 0
    facing: int = 0
    hp: int = 0
    hp_max: int = 0
    flags: list[int] = field(default_factory=list)
    items: list[int] = field(default_factory=list)
    visited: int = 0
    taken: list[int] = field(default_factory=list)
    taken_scene: int = 0xFFFF
    ships: int = 0  # a shooter level's ships at its start, carried into it; 0 its own

    def flag(self, index: int) -> bool:
        return bool(self.flags[index // 32] >> (index % 32) & 1) if self.flags else False


def fnv1a(data: bytes) -> int:
    h = 2166136261
    for byte in data:
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


def slots(sram: bytes) -> list[Slot]:
    return [_slot(sram, i) for i in range(SLOTS)]


def newest(sram: bytes) -> Slot | None:
    good = [s for s in slots(sram) if s.valid]
    return max(good, key=lambda s: s.serial) if good else None


def _slot(sram: bytes, index: int) -> Slot:
    raw = sram[index * SLOT_SIZE : index * SLOT_SIZE + SIZE]
    if len(raw) < SIZE:
        return Slot(index, False, "no SRAM")
    v = struct.unpack(_FORMAT, raw)
    magic, version, size, serial, game, scene, x, y, facing, hp, hp_max, ships = v[:12]
    flags, items, visited, taken = list(v[12:20]), list(v[20:36]), v[36], list(v[37:39])
    taken_scene, checksum = v[39], v[41]  # v[40]: reserved2
    slot = Slot(index, False, "", serial, game, scene, x, y, facing, hp, hp_max, flags, items, visited, taken)
    slot.taken_scene, slot.ships = taken_scene, ships
    if magic != MAGIC:
        slot.problem = "no save (magic)"
    elif (version, size) != (VERSION, SIZE):
        slot.problem = f"version {version} size {size}"
    elif checksum != fnv1a(raw[: SIZE - 4]):
        slot.problem = "checksum"
    else:
        slot.valid = True
    return slot
