"""Helpers for the puzzle genre's engine tests: build a puzzle game from a spec in the Docker
toolchain and drive it in mGBA, reading the state block and the live board (rs_puzzle_live)
through the ABI mirror."""

from __future__ import annotations

from pathlib import Path

from romsmith.kernel import puzzle as P
from romsmith.rom_build import abi

KEYS = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT"}


def build(spec: dict, tmp: Path) -> tuple[Path, Path]:
    """(game.gba, game.elf) of `spec`, emitted and built in Docker."""
    from romsmith.generators import emit_game
    from romsmith.generators.pack import load_pack
    from romsmith.rom_build import build_rom

    emitted = emit_game(spec, load_pack("puny"), tmp / "game")
    result = build_rom(
        tmp / "game", tmp / "out", title=emitted.title, code=emitted.code, toolchain="docker", cache_dir=tmp / "cache"
    )
    assert result.ok, result.log_path.read_text()[-3000:]
    return Path(result.rom_path), Path(result.rom_path).with_name("game.elf")


class Game:
    """A puzzle ROM in mGBA, past its title and the intro."""

    def __init__(self, rom: Path, elf: Path):
        from romsmith.playtest._romdata import elf_symbols
        from romsmith.rom_build.emulator import Emulator

        self.emu = Emulator(rom)
        self.live_address = elf_symbols(elf)["rs_puzzle_live"][0]
        self.layout = abi.struct("rs_puzzle_live_t")
        self.emu.run(30)
        self.emu.run(2, ("START",))
        self.settle()

    def state(self) -> dict:
        return self.emu.state()

    def live(self) -> dict:
        raw = self.layout.unpack(self.emu.read(self.live_address, self.layout.size))
        raw["crates"] = raw["crates"][: raw["crate_count"]]
        return raw

    def settle(self, limit: int = 400) -> None:
        """Close dialogue, let a step, a slide or a warp's fade finish."""
        for _ in range(limit):
            s = self.state()
            if s["mode"] == abi.MODES["win"]:
                return
            if s["mode"] == abi.MODES["dialogue"]:
                self.emu.run(1, ("A",))
                self.emu.run(2)
            elif s["mode"] == abi.MODES["play"] and not self.live()["busy"]:
                self.emu.run(2)  # play runs (not a warp's fade) when its frames count on
                after = self.state()
                live = after["mode"] == abi.MODES["play"] and after["scene_frames"] != s["scene_frames"]
                if live and not self.live()["busy"]:
                    return
            else:
                self.emu.run(1)
        raise AssertionError(f"the game did not settle: {self.state()}")

    def press(self, key: str) -> None:
        """One press of `key` (U/D/L/R or a key name), then wait until play is idle."""
        self.emu.run(1, (KEYS.get(key, key),))
        self.settle()

    def board_state(self, board: P.Board) -> P.State:
        """The engine's board as the rules' State (keys, locks and the gem by cell; `solved` left out)."""
        live, s = self.live(), self.state()
        taken = frozenset(c for n, c in enumerate(board.keys) if live["taken"] >> n & 1)
        opened = frozenset(c for n, c in enumerate(board.locks) if live["opened"] >> n & 1)
        gems = frozenset(board.gems) if live["gem"] else frozenset()
        return P.State(live["player"], frozenset(live["crates"]), taken, opened, s["moves"], s["pushes"], gems=gems)
