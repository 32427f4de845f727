"""Actors never spawn on one cell: data that puts five slimes on one spot (validation refuses it,
so the fixture's C is edited to get it) still shows five bodies apart, on open ground, near it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from engine_play import Player, fixture, write_fixture

from romsmith.playtest._romdata import elf_symbols
from romsmith.rom_build import abi

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

FEET = (3, 8, 10, 8)  # actor.h FEET_X, FEET_Y, FEET_W, FEET_H


def actor_state(game, elf: Path, index: int) -> tuple[int, int, int]:
    """(x, y, active) of rs_actors[index] in IWRAM."""
    address = elf_symbols(elf)["rs_actors"][0] + abi.ACTOR_T.size * index
    a = abi.ACTOR_T.unpack(game.emu.read(address, abi.ACTOR_T.size))
    return a["x"], a["y"], a["active"]


def test_stacked_spawns_are_spread_onto_free_ground(toolchain, tmp_path):
    from romsmith.rom_build import build_rom
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    woods = fx.SC["WOODS"]
    actors = fx.SCENES[woods]["actors"]
    stacked = [i for i, a in enumerate(actors) if a["kind"] == 2][:5]  # five slimes
    x0, y0 = actors[stacked[0]]["x"], actors[stacked[0]]["y"]
    game_dir = write_fixture(tmp_path / "game")
    data = game_dir / "game_data.c"
    text = data.read_text()
    table = re.search(r"scene_%d_actors\[\] = \{\n(.*?)\n\};" % woods, text, re.S)
    rows = table.group(1).split("\n")
    for i in stacked:  # kind, move (idle: they stay where they spawn), sprite, x, y, ...
        rows[i] = re.sub(r"\{(\d+), \d+, (\d+), \d+, \d+,", rf"{{\1, 0, \2, {x0}, {y0},", rows[i], count=1)
    data.write_text(text[: table.start(1)] + "\n".join(rows) + text[table.end(1) :])
    result = build_rom(game_dir, tmp_path / "out", title="STACKED", code="RSST", cache_dir=tmp_path / "cache")
    assert result.ok, result.log_path.read_text()
    elf = Path(result.rom_path).with_name("game.elf")

    game = Player(Emulator(result.rom_path))
    game.emu.run(20, keys=("L", "R"))
    game.emu.run(5)
    for _ in range(woods):
        game.emu.press("R")
        game.emu.run(3)
    assert game.state()["scene"] == woods and game.state()["actors"] == len(actors)
    bodies = [actor_state(game, elf, i) for i in stacked]
    assert all(active for _x, _y, active in bodies)
    spots = {(x, y) for x, y, _a in bodies}
    assert len(spots) == 5 and (x0 * 8, y0 * 8) in spots  # one keeps the spot, four move off it
    feet_x, feet_y, feet_w, feet_h = FEET
    for (ax, ay), (bx, by) in ((a, b) for a in spots for b in spots if a < b):
        apart = ax + feet_w <= bx or bx + feet_w <= ax or ay + feet_h <= by or by + feet_h <= ay
        assert apart, f"bodies at {(ax, ay)} and {(bx, by)} overlap"
    grid = fx.SCENES[woods]["grid"]
    for x, y in spots:
        assert (x - x0 * 8) % 16 == 0 and (y - y0 * 8) % 16 == 0  # on the rings of 16 px around it
        assert max(abs(x - x0 * 8), abs(y - y0 * 8)) <= 4 * 16
        cell = grid[(y + feet_y) // 16][(x + feet_x) // 16]
        assert fx.METATILES[cell][2] in (0,), f"a body stands on {cell!r}"  # open ground
