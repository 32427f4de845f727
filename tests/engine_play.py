"""Helpers for the engine tests: build the fixture game, drive it in mGBA, read the state block.

The fixture's own definition (romsmith/rom_build/engine/fixture/make_fixture.py) is imported so that
positions, flags and dialogue ids come from the game data rather than being copied here; its C
content is not kept in the repository but written by that module where a build needs it.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import threading
from pathlib import Path

from romsmith.rom_build import abi

ROOT = Path(__file__).resolve().parent.parent
FIXTURE_DIR = ROOT / "romsmith" / "rom_build" / "engine" / "fixture"

MODE = abi.MODES  # title, play, dialogue, pause, win, gameover, error, cutscene
FEET_X, FEET_W, FEET_Y = 3, 10, 8
ENGINE = ROOT / "romsmith" / "rom_build" / "engine"
STATE_H = ENGINE / "include" / "state.h"
TEXT_H = ENGINE / "src" / "text.h"
RS_DATA_H = ENGINE / "include" / "rs_data.h"
TEXT_SCREENBLOCK = 27  # BG0 map (video.h VID_TEXT_SB)
SOUNDCNT_X = 0x84  # I/O register offsets (GBATEK): master enable, bits 0-3 channels playing
SOUND1CNT_L, SOUND4CNT_H = 0x60, 0x7C


def _enum(prefix: str, header: Path = STATE_H, known: dict | None = None) -> dict[str, int]:
    """An enum of a header (e.g. RS_SFX_* of state.h), names without the prefix, values counted
    as C does; a value may be a number, a name of `known` or this enum, or a sum of them."""
    body = re.search(r"enum\s*{([^}]*%s[^}]*)}" % prefix, header.read_text()).group(1)
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    names = dict(known or {})
    out, value = {}, -1
    for name, given in re.findall(r"%s(\w+)(?:\s*=\s*([\w\s+]+?))?\s*(?:,|$)" % prefix, body):
        if given:
            value = sum(int(t, 0) if t[0].isdigit() else names[t] for t in given.replace(" ", "").split("+"))
        else:
            value += 1
        out[name] = names[prefix + name] = value
    return out


SFX = {name.upper(): n for name, n in abi.SFX.items()}
ICON = _enum("RS_ICON_", RS_DATA_H)
TILE = _enum("TT_", TEXT_H, {"RS_ICON_COUNT": ICON["COUNT"]})
MARKS = {TILE["CHECK"]: "+", TILE["BOX"]: "-", TILE["CURSOR"]: ">", TILE["ROOM"]: "o", TILE["ROOM_HERE"]: "@"}
SONG_WIN, SONG_GAMEOVER = abi.const("RS_SONG_WIN"), abi.const("RS_SONG_GAMEOVER")


_FIXTURE_LOCK = threading.Lock()


def fixture():
    """The fixture definition module (make_fixture.py) with its art helper importable. Loaded
    under a lock: tests write fixtures from several threads, and a second thread must not take
    the module from sys.modules while the first is still running it."""
    with _FIXTURE_LOCK:
        if "make_fixture" in sys.modules:
            return sys.modules["make_fixture"]
        sys.path.insert(0, str(FIXTURE_DIR))
        try:
            spec = importlib.util.spec_from_file_location("make_fixture", FIXTURE_DIR / "make_fixture.py")
            module = importlib.util.module_from_spec(spec)
            sys.modules["make_fixture"] = module
            try:
                spec.loader.exec_module(module)
            except BaseException:
                del sys.modules["make_fixture"]
                raise
        finally:
            sys.path.remove(str(FIXTURE_DIR))
        return module


def write_fixture(dest: Path) -> Path:
    """The fixture's generated content (game_data.c, game_ids.h), written by make_fixture.py into `dest`."""
    dest.mkdir(parents=True, exist_ok=True)
    fixture().emit(str(dest))
    return dest


class Player:
    """An Emulator with game-level moves: walk to a pixel position, talk, read extras."""

    def __init__(self, emu):
        self.emu = emu

    def state(self) -> dict:
        s = self.emu.state()
        assert s is not None, "no state block in EWRAM"
        return s

    def fired(self) -> set[str]:
        """Names of the sound effects started since boot (state block `sfx_fired`)."""
        bits = self.state()["sfx_fired"]
        return {name for name, n in SFX.items() if bits >> n & 1 and n}

    def channels_on(self) -> int:
        """SOUNDCNT_X bits 0-3: which PSG channels are sounding now (square 1, 2, wave, noise)."""
        return self.emu.io16(SOUNDCNT_X) & 0xF

    def text_tiles(self) -> list[list[int]]:
        """BG0's 30x20 visible tile indices (palette and flip bits dropped), row by row."""
        vram = self.emu._core.memory.vram.u16
        base = TEXT_SCREENBLOCK * 0x800
        return [[vram[base + 2 * (32 * r + c)] & 0x3FF for c in range(30)] for r in range(20)]

    def text_rows(self) -> list[str]:
        """BG0 as text: letters as themselves, item icons '*', ticks '+', open boxes '-', the
        cursor '>', map rooms 'o' and the current one '@', any other tile ' '."""
        icons = range(TILE["ICON0"], TILE["ICON0"] + ICON["COUNT"])

        def char(t: int) -> str:
            if 1 <= t <= 95:
                return chr(31 + t)
            return "*" if t in icons else MARKS.get(t, " ")

        return ["".join(char(t) for t in row) for row in self.text_tiles()]

    def flag(self, index: int) -> bool:
        return bool(self.state()["flags"][index // 32] >> (index % 32) & 1)

    def start(self) -> dict:
        self.emu.run(30)
        self.emu.press("START", 2)
        self.emu.run(5)
        return self.state()

    def walk_to(self, x: int, y: int, *, first: str = "x", limit: int = 900) -> dict:
        """Walk with the d-pad (one axis at a time) until at (x, y), stuck, out of play or warped."""
        still = 0
        last = None
        scene = self.state()["scene"]
        for _ in range(limit):
            s = self.state()
            if s["mode"] != MODE["play"] or s["scene"] != scene:
                return s
            dx, dy = x - s["player_x"], y - s["player_y"]
            if not dx and not dy:
                return s
            pos = (s["player_x"], s["player_y"])
            still = still + 1 if pos == last else 0
            last = pos
            if still > 20:
                return s
            horizontal = ("RIGHT" if dx > 0 else "LEFT") if dx else None
            vertical = ("DOWN" if dy > 0 else "UP") if dy else None
            key = (horizontal or vertical) if first == "x" else (vertical or horizontal)
            self.emu.run(1, keys=(key,))
        return self.state()

    def hold(self, key: str, frames: int) -> dict:
        self.emu.run(frames, keys=(key,))
        return self.state()

    def watch(self, limit: int = 1200) -> dict:
        """Let a cut-scene play out, paging its lines with A, until the game is back in play."""
        for _ in range(limit):
            s = self.state()
            if s["mode"] == MODE["dialogue"]:
                self.emu.press("A")
                self.emu.run(3)
            elif s["mode"] == MODE["cutscene"]:
                self.emu.run(1)
            else:
                return s
        return self.state()

    def close_dialogue(self, limit: int = 40) -> dict:
        """Press A until the dialogue box closes (types each page, then turns it)."""
        for _ in range(limit):
            s = self.state()
            if s["mode"] != MODE["dialogue"]:
                return s
            self.emu.press("A")
            self.emu.run(3)
        return self.state()


def metatile_px(mx: int, my: int) -> tuple[int, int]:
    return mx * 16, my * 16
