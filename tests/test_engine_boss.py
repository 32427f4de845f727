"""A 32x32 boss, its entrance cut-scene, its health bar and name, and the ending, in mGBA.

The debug viewer goes straight to the Dark Woods (enemies do no harm there); the clearing's
trigger runs the boss's entrance (banner, shake, a walk, a line); the fight ends with the
ending cut-scene before the win screen. Actor positions are read from rs_actors in IWRAM (its
address from game.elf), sprite sizes from OAM.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_play import MODE, SONG_WIN, TILE, Player, fixture

from romsmith.playtest._romdata import elf_symbols
from romsmith.rom_build import abi

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

GOLD = (31, 26, 8)  # the title palette's ink: the banner's letters


def share(img, box, rgb5, tol=10) -> float:
    data = img.crop(box).tobytes()
    px = [data[i : i + 3] for i in range(0, len(data), 3)]
    return sum(all(abs(p - (c << 3)) <= tol for p, c in zip(pixel, rgb5)) for pixel in px) / len(px)


def actor_xy(game, elf: Path, index: int) -> tuple[int, int]:
    address = elf_symbols(elf)["rs_actors"][0] + abi.ACTOR_T.size * index
    a = abi.ACTOR_T.unpack(game.emu.read(address, abi.ACTOR_T.size))
    return a["x"], a["y"]


def big_objects(game) -> int:
    """Visible OAM entries drawn 32x32 (square shape, size 2)."""
    oam = game.emu._core.memory.oam.u16
    count = 0
    for i in range(128):
        a0, a1 = oam[8 * i], oam[8 * i + 2]
        count += not (a0 & 0x0200) and a0 >> 14 == 0 and a1 >> 14 == 2
    return count


def test_the_boss_enters_in_a_cut_scene_fights_big_and_the_ending_plays(engine_fixture_rom, tmp_path):
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    elf = Path(engine_fixture_rom).with_name("game.elf")
    game = Player(Emulator(engine_fixture_rom))
    game.emu.run(20, keys=("L", "R"))
    game.emu.run(5)
    for _ in range(fx.SC["WOODS"]):
        game.emu.press("R")
        game.emu.run(3)
    knight = fx.SCENES[fx.SC["WOODS"]]["actors"][fx.KNIGHT]
    for x, y, first in [(256, 256, "x"), (256, 96, "y"), (knight["x"] * 8 - 52, 96, "x")]:
        s = game.walk_to(x, y, first=first)
        if s["mode"] != MODE["play"]:
            break
    assert (s["mode"], s["cutscene"]) == (MODE["cutscene"], fx.CUT["BOSS_ENTRANCE"])

    game.emu.run(20)  # the banner is up and the ground shakes
    s = game.state()
    assert s["banner"] > 0 and s["shake"] > 0 and "RUMBLE" in game.fired()
    assert "Black Knight" in game.text_rows()[3]
    shot = game.emu.screenshot()
    shot.save(tmp_path / "banner.png")
    assert share(shot, (64, 24, 176, 32), GOLD) > 0.05  # the name in gold
    assert big_objects(game) >= 1  # the knight is drawn as one 32x32 object

    for _ in range(300):  # it walks out of the clearing, then speaks
        if game.state()["mode"] == MODE["dialogue"]:
            break
        game.emu.run(1)
    s = game.state()
    assert s["dialogue"] == fx.D["KNIGHT_TAUNT"]
    walk = next(c for c in fx.CUTSCENES["BOSS_ENTRANCE"] if c[0] == "MOVE")
    assert actor_xy(game, elf, fx.KNIGHT) == (walk[2] * 8, walk[3] * 8)
    s = game.watch()
    assert s["mode"] == MODE["play"] and game.flag(fx.F["KNIGHT_TAUNT"])

    hud = game.text_rows()[0]
    assert "Knight" in hud  # its name (the last word fits) and its health bar on the HUD
    bar = game.text_tiles()[0][22:29]
    assert bar.count(TILE["BAR"]) == 7 and s["boss_hp"] == 5

    for swing in range(150):  # swing all around as it closes in
        game.hold(("RIGHT", "UP", "DOWN", "LEFT")[swing % 4], 1)
        game.emu.press("A")
        game.emu.run(16)
        if game.flag(fx.WIN_FLAG):
            break
    assert game.flag(fx.WIN_FLAG) and "HIT" in game.fired()

    for _ in range(120):  # the ending starts after a short beat
        if game.state()["mode"] != MODE["play"]:
            break
        game.emu.run(1)
    s = game.state()
    assert (s["mode"], s["cutscene"]) == (MODE["cutscene"], fx.CUT["ENDING"])
    seen = set()
    for _ in range(600):
        s = game.state()
        seen.add(s["dialogue"])
        if s["mode"] == MODE["win"]:
            break
        if s["mode"] == MODE["dialogue"]:
            game.emu.press("A")
        game.emu.run(2)
    assert fx.D["ENDING"] in seen and s["mode"] == MODE["win"]
    assert s["song"] == SONG_WIN
