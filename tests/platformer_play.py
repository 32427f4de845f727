"""Helpers for the platformer engine tests and benchmark: the platformer fixture game
(romsmith/rom_build/engine/fixture/platformer_fixture.py) and a player with side-view moves."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from engine_play import _FIXTURE_LOCK, FIXTURE_DIR, MODE, Player
from engine_play import fixture as adventure_fixture

from romsmith.kernel.platformer import CELL


def fixture():
    """The platformer fixture's definition module (it builds on make_fixture's helpers)."""
    adventure_fixture()  # make_fixture, loaded once under the lock
    with _FIXTURE_LOCK:
        if "platformer_fixture" in sys.modules:
            return sys.modules["platformer_fixture"]
        sys.path.insert(0, str(FIXTURE_DIR))
        try:
            return importlib.import_module("platformer_fixture")
        finally:
            sys.path.remove(str(FIXTURE_DIR))


def write_fixture(dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    fixture().emit(str(dest))
    return dest


def build(base: Path, toolchain: str = "docker"):
    """The engine built with the platformer fixture; the BuildResult."""
    from romsmith.rom_build import build_rom

    return build_rom(
        write_fixture(base / "game"), base / "out", title="JUMP HILLS", code="RSPF", toolchain=toolchain,
        cache_dir=base / "cache",
    )  # fmt: skip


class Jumper(Player):
    """A Player that runs and jumps."""

    def frames(self, n: int, keys: tuple[str, ...] = ()) -> list[dict]:
        """Run n frames holding keys; the state after each."""
        out = []
        for _ in range(n):
            self.emu.run(1, keys=keys)
            out.append(self.state())
        return out

    def land(self, limit: int = 200) -> dict:
        for _ in range(limit):
            s = self.state()
            if s["grounded"] and s["mode"] == MODE["play"]:
                return s
            self.emu.run(1)
        return self.state()

    def jump(self, hold: int, keys: tuple[str, ...] = ()) -> list[dict]:
        """A jump with A held for `hold` frames (the d-pad keys held throughout), until it lands."""
        out = self.frames(hold, ("A",) + keys)
        for _ in range(200):
            if out[-1]["grounded"] or out[-1]["mode"] != MODE["play"]:
                break
            out += self.frames(1, keys)
        return out

    def run_right(self, to_x: int, jumps: list[int], limit: int = 1500) -> dict:
        """Run right (B held) to pixel x `to_x`, jumping (A held 16 frames) once at each x in `jumps`."""
        todo = sorted(jumps)
        s = self.state()
        for _ in range(limit):
            s = self.state()
            if s["player_x"] >= to_x or s["mode"] != MODE["play"]:
                return s
            if todo and s["player_x"] >= todo[0] and s["grounded"]:
                todo.pop(0)
                self.frames(16, ("A", "RIGHT", "B"))
            else:
                self.emu.run(1, keys=("RIGHT", "B"))
        return s

    def run_left(self, to_x: int, jumps: list[int], limit: int = 1500) -> dict:
        """Run left (B held) to pixel x `to_x`, jumping (A held 16 frames) once at each x in `jumps`."""
        todo = sorted(jumps, reverse=True)
        s = self.state()
        for _ in range(limit):
            s = self.state()
            if s["player_x"] <= to_x or s["mode"] != MODE["play"]:
                return s
            if todo and s["player_x"] <= todo[0] and s["grounded"]:
                todo.pop(0)
                self.frames(16, ("A", "LEFT", "B"))
            else:
                self.emu.run(1, keys=("LEFT", "B"))
        return s


def px(cell: int) -> int:
    return cell * CELL
