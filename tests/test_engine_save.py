"""Battery saves in mGBA: SRAM written at scene entries and save points, CONTINUE after a reset
restores the scene, flags, items and hp, and a damaged slot or one of the older format is never
loaded.

The SRAM is read back with `rom_build.savefile` (engine/include/rs_save.h's layout), so each
check compares what the engine wrote with what it later shows.
"""

from __future__ import annotations

import re
import struct

import pytest
from engine_play import MODE, SFX, Player, fixture

from romsmith.rom_build import savefile

pytestmark = [pytest.mark.docker, pytest.mark.mgba]


HUD_PAPER, INK = (1, 1, 3), (31, 31, 29)  # text.c HUD palette colours 1 and 2 (BGR555 components)


def share(img, rgb5, tol=10) -> float:
    data = img.tobytes()
    px = [data[i : i + 3] for i in range(0, len(data), 3)]
    return sum(all(abs(p - (c << 3)) <= tol for p, c in zip(pixel, rgb5)) for pixel in px) / len(px)


@pytest.fixture
def game(engine_fixture_rom):
    from romsmith.rom_build.emulator import Emulator

    return Player(Emulator(engine_fixture_rom))


def to_the_hut_with_progress(game) -> dict:
    """Start, lose a heart to the slime, take the elder's key, then walk into the hut (scene 2)."""
    fx = fixture()
    game.start()
    slime = fx.SCENES[0]["actors"][3]
    game.walk_to(fx.START[1] * 16, slime["y"] * 8 - 32, first="y")
    game.walk_to(slime["x"] * 8, slime["y"] * 8 - 32)
    hp0 = game.state()["hp"]
    for _ in range(60):
        if game.hold("DOWN", 1)["hp"] < hp0:
            break
    game.emu.run(70)
    elder = fx.SCENES[0]["actors"][0]
    game.walk_to(elder["x"] * 8, elder["y"] * 8 + 40)
    game.walk_to(elder["x"] * 8, elder["y"] * 8)
    game.emu.press("A")
    game.emu.run(2)
    game.close_dialogue()
    door = fx.SCENES[0]["warps"][0]
    game.walk_to(door[0][0] * 16, door[0][1] * 16, first="x")
    game.emu.run(40)
    s = game.state()
    assert s["scene"] == fx.SC["HUT"] and s["hp"] == hp0 - 1
    assert game.flag(fx.F["TALKED_ELDER"]) and s["items"][0] == 1
    return s


def test_the_rom_asks_for_sram_and_a_new_game_saves_on_entering_scenes(game, engine_fixture_rom):
    data = engine_fixture_rom.read_bytes()
    at = data.find(b"SRAM_V113")
    assert at >= 0 and at % 4 == 0  # the id string emulators look for, word-aligned
    game.emu.run(30)
    assert game.state()["save_ok"] == 0  # blank SRAM: no CONTINUE
    assert game.emu._core._native.memory.savedata.type == 1  # mGBA gave it SRAM (SAVEDATA_SRAM)
    s = game.start()
    fx = fixture()
    [first, blank] = savefile.slots(game.emu.save_data())
    assert first.valid and not blank.valid and blank.problem.startswith("no save")
    scene, mx, my, facing = fx.START
    assert (first.serial, first.scene, first.x, first.y, first.facing) == (1, fx.SC[scene], mx * 2, my * 2, facing)
    assert first.ships == 0  # no shooter level: no ships carried
    assert (s["saves"], s["save_ok"], s["save_slot"]) == (1, 1, 0)


def test_play_to_the_second_scene_reset_and_continue(game):
    fx = fixture()
    s = to_the_hut_with_progress(game)
    saved = savefile.newest(game.emu.save_data())
    assert saved.serial == s["saves"] >= 2 and saved.scene == fx.SC["HUT"]
    assert (saved.hp, saved.items, saved.flags) == (s["hp"], s["items"], s["flags"])
    assert saved.visited == s["visited"] == 0b11

    game.emu.reset()  # power off and on: RAM is gone, the battery SRAM stays
    game.emu.run(40)
    t = game.state()
    assert (t["mode"], t["save_ok"], t["cursor"]) == (MODE["title"], 1, 1)  # CONTINUE offered, chosen
    assert t["flags"] == [0] * 8 and t["items"] == [0] * 16
    menu = game.emu.screenshot().crop((64, 104, 176, 144))  # NEW GAME / CONTINUE in the HUD's box
    assert share(menu, HUD_PAPER) > 0.5 and share(menu, INK) > 0.03  # two lines of white letters
    game.emu.press("START", 2)
    game.emu.run(10)
    c = game.state()
    assert (c["mode"], c["scene"]) == (MODE["play"], fx.SC["HUT"])
    assert (c["player_x"], c["player_y"]) == (saved.x * 8, saved.y * 8)
    assert (c["flags"], c["items"], c["hp"], c["hp_max"]) == (s["flags"], s["items"], s["hp"], s["hp_max"])
    assert c["song"] == fx.SONG["calm"]


def test_a_save_point_writes_where_the_player_stands(game):
    fx = fixture()
    to_the_hut_with_progress(game)
    before = game.state()["saves"]
    healer = fx.SCENES[1]["actors"][0]  # heals, then saves
    game.walk_to(healer["x"] * 8, healer["y"] * 8, first="x")
    game.emu.press("A")
    game.emu.run(2)
    s = game.close_dialogue()
    game.emu.run(2)
    assert game.state()["saves"] == before + 1 and "SAVE" in game.fired()
    assert game.state()["sfx_last"] == SFX["SAVE"]
    saved = savefile.newest(game.emu.save_data())
    assert saved.hp == s["hp"] == s["hp_max"] and saved.flag(fx.F["HEALED"])
    assert (saved.x, saved.y) == ((s["player_x"] + 4) // 8, (s["player_y"] + 4) // 8)


def test_a_save_with_one_flipped_byte_is_ignored(game, engine_fixture_rom):
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    to_the_hut_with_progress(game)
    sram = bytearray(game.emu.save_data())
    newest = savefile.newest(sram)
    older = next(x for x in savefile.slots(sram) if x.valid and x is not newest and x.index != newest.index)
    assert older.scene == fx.SC["MEADOW"] and newest.scene == fx.SC["HUT"]

    sram[newest.index * savefile.SLOT_SIZE + 40] ^= 0x01  # one bit of the flags
    assert savefile.slots(sram)[newest.index].problem == "checksum"
    damaged = Player(Emulator(engine_fixture_rom, save=bytes(sram)))
    damaged.emu.run(40)
    assert damaged.state()["save_ok"] == 1 and damaged.state()["save_slot"] == older.index
    damaged.emu.press("START", 2)
    damaged.emu.run(10)
    s = damaged.state()
    assert s["scene"] == fx.SC["MEADOW"] and s["flags"] == older.flags  # the older, intact save

    sram[older.index * savefile.SLOT_SIZE + 17] ^= 0x80  # and one in the scene of the other
    starts_a_new_game(engine_fixture_rom, sram)


def starts_a_new_game(rom, sram: bytearray) -> Player:
    """The game booted with this SRAM offers no CONTINUE, and START begins a new game: at the
    start, no flags, no items. The player, for what it saves next."""
    from romsmith.rom_build.emulator import Emulator

    fresh = Player(Emulator(rom, save=bytes(sram)))
    fresh.emu.run(40)
    assert fresh.state()["save_ok"] == 0 and fresh.state()["cursor"] == 0  # no CONTINUE
    fresh.emu.press("START", 2)
    fresh.emu.run(10)
    s = fresh.state()
    fx = fixture()
    scene, mx, my, _facing = fx.START
    assert (s["scene"], s["player_x"], s["player_y"]) == (fx.SC[scene], mx * 16, my * 16)  # a new game
    assert s["flags"] == [0] * 8 and s["items"] == [0] * 16
    return fresh


def as_version_1(slot: bytes) -> bytes:
    """A save slot as the engine's first save format wrote it: the same fields up to `visited`,
    then the checksum at +76 (80 bytes), erased SRAM after it."""
    head = bytearray(slot[:76])
    struct.pack_into("<HH", head, 4, 1, 80)  # version, size
    raw = bytes(head) + struct.pack("<I", savefile.fnv1a(bytes(head)))
    return raw + b"\xff" * (savefile.SLOT_SIZE - len(raw))


def test_a_save_of_the_older_format_is_ignored_and_a_new_game_starts(game, engine_fixture_rom):
    fx = fixture()
    to_the_hut_with_progress(game)
    sram = bytearray(game.emu.save_data())
    size = savefile.SLOT_SIZE
    for slot in savefile.slots(sram):
        assert slot.valid and savefile.VERSION == 2
        sram[slot.index * size : (slot.index + 1) * size] = as_version_1(
            sram[slot.index * size : (slot.index + 1) * size]
        )
    assert [x.problem for x in savefile.slots(sram)] == ["version 1 size 80"] * 2
    old = starts_a_new_game(engine_fixture_rom, sram)
    scene, _mx, _my, _facing = fx.START
    first = savefile.newest(old.emu.save_data())  # its first save in the current format
    assert (first.index, first.serial, first.scene, first.taken_scene) == (0, 1, fx.SC[scene], 0xFFFF)


OTHER_GAMES = {
    # the same engine and header, another game's title in its data
    "title": lambda text: text.replace(
        '.title = "The Legend of the Shadow Knight"', '.title = "The Legend of the Shadow Night"', 1
    ),
    # the same title, one more flag in its tables
    "tables": lambda text: re.sub(
        r"\.flag_count = (\d+),", lambda m: f".flag_count = {int(m.group(1)) + 1},", text, count=1
    ),
}


@pytest.mark.parametrize("other", sorted(OTHER_GAMES))
def test_a_save_written_by_another_game_is_ignored(game, engine_fixture_rom, tmp_path, other):
    from engine_play import write_fixture

    from romsmith.rom_build import build_rom
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    to_the_hut_with_progress(game)
    sram = bytes(game.emu.save_data())
    assert savefile.newest(sram) is not None
    again = Player(Emulator(engine_fixture_rom, save=sram))
    again.emu.run(40)
    assert again.state()["save_ok"] == 1, "its own game takes the save"

    data = write_fixture(tmp_path / "game") / "game_data.c"
    text = data.read_text()
    changed = OTHER_GAMES[other](text)
    assert changed != text
    data.write_text(changed)
    result = build_rom(data.parent, tmp_path / "out", title="SHADOW KNGHT", code="RSFX", cache_dir=tmp_path / "cache")
    assert result.ok, result.log_path.read_text()
    foreign = Player(Emulator(result.rom_path, save=sram))
    foreign.emu.run(40)
    s = foreign.state()
    assert s["save_ok"] == 0 and s["cursor"] == 0  # no CONTINUE
    foreign.emu.press("START", 2)
    foreign.emu.run(10)
    s = foreign.state()
    scene, mx, my, _facing = fx.START
    assert (s["scene"], s["player_x"], s["player_y"]) == (fx.SC[scene], mx * 16, my * 16)  # a new game
    assert s["items"] == [0] * 16
