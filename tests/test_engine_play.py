"""The engine, built with its fixture game in the Docker toolchain, played in mGBA.

Every test boots the same ROM fresh and drives it with scripted input, reading the state
block (engine/include/state.h) plus the engine's appended fields. Positions, flags and ids come from the
fixture definition (romsmith/rom_build/engine/fixture/make_fixture.py).
"""

from __future__ import annotations

import re

import pytest
from engine_play import FEET_W, FEET_X, MODE, SFX, SONG_GAMEOVER, SONG_WIN, SOUND4CNT_H, Player, fixture, write_fixture

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

BOX = (3, 4, 10)  # text box paper, BGR555 components (text.c box palette colour 1)
INK = (31, 31, 29)  # text ink
GOLD = (31, 26, 8)  # title and heading ink


def near(pixel, rgb5, tol=10):
    return all(abs(p - (c << 3)) <= tol for p, c in zip(pixel, rgb5))


def share(img, box, rgb5):
    """Fraction of pixels in box (x0, y0, x1, y1) that show the BGR555 colour rgb5."""
    x0, y0, x1, y1 = box
    px = img.load()
    hits = sum(near(px[x, y], rgb5) for y in range(y0, y1) for x in range(x0, x1))
    return hits / ((x1 - x0) * (y1 - y0))


def distinct_colours(img):
    return len({img.tobytes()[i : i + 3] for i in range(0, len(img.tobytes()), 3)})


@pytest.fixture(scope="module")
def fixture_rom(engine_fixture_rom):
    return engine_fixture_rom


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    return tmp_path_factory.mktemp("engine-shots")


@pytest.fixture
def game(fixture_rom):
    from romsmith.rom_build.emulator import Emulator

    return Player(Emulator(fixture_rom))


def reach(game, x, y, first="x", tries=6):
    """walk_to, retrying when a wandering NPC was in the way."""
    s = game.state()
    for _ in range(tries):
        s = game.walk_to(x, y, first=first)
        if (s["player_x"], s["player_y"]) == (x, y) or s["mode"] != MODE["play"]:
            return s
        game.emu.run(45)
    return s


def test_title_screen_then_start_enters_the_start_scene(game, shots):
    fx = fixture()
    game.emu.run(60)
    s = game.state()
    assert (s["mode"], s["scene"], s["error"]) == (MODE["title"], 0xFFFF, 0)
    title = game.emu.screenshot()
    title.save(shots / "title.png")
    assert distinct_colours(title) > 12
    assert share(title, (16, 24, 224, 80), BOX) > 0.4  # the title panel
    assert share(title, (16, 24, 224, 48), GOLD) > 0.03  # the title in gold
    assert share(title, (16, 48, 224, 64), INK) > 0.02  # the subtitle in white

    s = game.start()
    scene, mx, my, facing = fx.START
    assert s["mode"] == MODE["play"]
    assert s["scene"] == fx.SC[scene]
    assert (s["player_x"], s["player_y"], s["facing"]) == (mx * 16, my * 16, facing)
    assert s["hp"] == s["hp_max"] == 5


def test_walking_moves_the_player_and_walls_stop_it(game):
    fx = fixture()
    s0 = game.start()
    s = game.hold("RIGHT", 20)
    assert s["player_x"] > s0["player_x"] + 20 and s["facing"] == 3
    s = game.hold("RIGHT", 300)
    # the first blocking metatile to the right on the player's row
    row = fx.SCENES[0]["grid"][(s0["player_y"] + 8) // 16]
    col = next(c for c in range(s0["player_x"] // 16 + 1, len(row)) if fx.METATILES[row[c]][2] != 0)
    assert s["player_x"] == col * 16 - FEET_X - FEET_W
    assert game.hold("RIGHT", 30)["player_x"] == s["player_x"]
    assert s["player_y"] == s0["player_y"]


def test_a_beside_an_npc_opens_its_dialogue_and_sets_its_flag(game, shots):
    fx = fixture()
    game.start()
    elder = fx.SCENES[0]["actors"][0]
    ex, ey = elder["x"] * 8, elder["y"] * 8
    reach(game, ex, ey + 40)
    s = game.walk_to(ex, ey)  # stops against the elder
    assert s["player_y"] > ey and s["mode"] == MODE["play"]
    game.emu.press("A")
    game.emu.run(30)
    s = game.state()
    assert s["mode"] == MODE["dialogue"]
    assert s["dialogue"] == fx.D["ELDER_FIRST"]
    assert "BLIP" in game.fired()  # the typewriter blips
    shot = game.emu.screenshot()
    shot.save(shots / "dialogue.png")
    assert share(shot, (8, 120, 232, 152), BOX) > 0.5  # box over the bottom rows
    assert share(shot, (8, 108, 232, 156), INK) > 0.02  # typed text
    assert share(shot, (0, 16, 240, 88), BOX) < 0.05  # the scene stays visible above (the name tab aside)
    assert not game.flag(fx.F["TALKED_ELDER"])  # effects run when it closes

    s = game.close_dialogue()
    assert s["mode"] == MODE["play"] and s["dialogue"] == 0xFFFF
    assert game.flag(fx.F["TALKED_ELDER"]) and game.flag(fx.F["GATE_OPEN"])
    assert s["items"][0] == 1  # the Old Key
    assert {"PICKUP", "GATE"} <= game.fired()  # the key is received, the gate grinds open
    assert game.channels_on() & 0b1001  # square 1 (pickup) and the noise (gate) sound now

    game.emu.press("A")  # second talk: the alternate text
    game.emu.run(5)
    assert game.state()["dialogue"] == fx.D["ELDER_AFTER"]
    game.emu.press("B")  # B closes at once
    game.emu.run(2)
    assert game.state()["mode"] == MODE["play"]


def test_the_gate_blocks_until_its_flag_then_the_warp_changes_scene(game):
    fx = fixture()
    game.start()
    (gx, gy, _w, _h), _flag, _open = fx.SCENES[0]["gates"][0]
    lane_y = gy * 16
    reach(game, fx.START[1] * 16, lane_y, first="y")
    s = game.walk_to(fx.SCENES[0]["warps"][1][0][0] * 16 + 8, lane_y)
    assert s["scene"] == 0 and s["player_x"] == gx * 16 - FEET_X - FEET_W  # shut gate

    elder = fx.SCENES[0]["actors"][0]
    reach(game, elder["x"] * 8, lane_y, first="x")
    game.walk_to(elder["x"] * 8, elder["y"] * 8)
    game.emu.press("A")
    game.emu.run(2)
    game.close_dialogue()
    assert game.flag(fx.F["GATE_OPEN"])

    reach(game, elder["x"] * 8, lane_y, first="y")
    s = game.walk_to(fx.SCENES[0]["warps"][1][0][0] * 16 + 8, lane_y)
    game.emu.run(40)  # fade out, load, fade in
    s = game.state()
    woods = fx.SC["WOODS"]
    assert s["scene"] == woods
    _rect, _target, (tx, ty), facing = fx.SCENES[0]["warps"][1]
    assert (s["player_x"], s["player_y"], s["facing"]) == (tx * 16, ty * 16, facing)
    assert s["mode"] == MODE["dialogue"] and s["dialogue"] == fx.D["WOODS_INTRO"]
    assert s["actors"] == len(fx.SCENES[woods]["actors"]) == 16


def test_door_warp_into_the_hut_and_back(game):
    fx = fixture()
    game.start()
    door = fx.SCENES[0]["warps"][0]
    game.walk_to(door[0][0] * 16, door[0][1] * 16, first="x")
    game.emu.run(30)
    s = game.state()
    assert s["scene"] == fx.SC["HUT"]
    assert (s["player_x"], s["player_y"]) == (door[2][0] * 16, door[2][1] * 16)
    healer = fx.SCENES[1]["actors"][0]  # effects: heal, flag, item
    s = game.walk_to(healer["x"] * 8, healer["y"] * 8, first="x")
    assert s["player_y"] > healer["y"] * 8
    game.emu.press("A")
    game.emu.run(2)
    assert game.state()["dialogue"] == fx.D["HEALER"]
    s = game.close_dialogue()
    assert game.flag(fx.F["HEALED"]) and s["items"][1] == 1 and s["hp"] == s["hp_max"]
    back = fx.SCENES[1]["warps"][0]
    game.walk_to(back[0][0] * 16, back[0][1] * 16 - 24, first="x")
    game.walk_to(back[0][0] * 16, back[0][1] * 16, first="y")
    game.emu.run(30)
    s = game.state()
    assert s["scene"] == fx.SC["MEADOW"]
    assert (s["player_x"], s["player_y"]) == (back[2][0] * 16, back[2][1] * 16)


def test_touching_an_enemy_costs_hp_and_the_sword_removes_it(game, shots):
    fx = fixture()
    game.start()
    slime = fx.SCENES[0]["actors"][3]
    sx, sy = slime["x"] * 8, slime["y"] * 8
    before = game.state()["actors"]
    reach(game, fx.START[1] * 16, sy - 32, first="y")
    reach(game, sx, sy - 32)
    hp0 = game.state()["hp"]
    for _ in range(40):
        s = game.hold("DOWN", 1)
        if s["hp"] < hp0:
            break
    assert s["hp"] == hp0 - 1
    game.emu.run(1)  # effects start at the next VBlank
    assert game.state()["sfx_last"] == SFX["HURT"] and game.channels_on() & 1  # on square 1
    assert game.emu.io16(0x60) == 0x2C  # its falling pitch sweep
    game.emu.run(8)
    assert game.state()["player_y"] < sy - 16  # knocked back
    game.emu.run(60)  # invulnerability ends

    for swing in range(12):
        game.hold("DOWN", 1)
        game.emu.press("A")
        if swing == 0:
            game.emu.run(1)
            s = game.state()
            assert s["sfx_last"] == SFX["SWORD"] and game.channels_on() & 8  # a swish on the noise channel
            assert game.emu.io16(SOUND4CNT_H) & 0xFF == 0x10
        game.emu.run(4)
        if swing == 0:
            game.emu.screenshot().save(shots / "sword.png")
        game.emu.run(14)
        if game.flag(fx.F["SLIME_MEADOW"]):
            break
    game.emu.run(30)
    s = game.state()
    assert game.flag(fx.F["SLIME_MEADOW"])  # its defeat flag
    assert {"SWORD", "HIT", "DEFEAT"} <= game.fired()  # 2 hp: one hit, then the defeat
    assert s["actors"] == before - 1
    assert s["hp"] > 0 and s["mode"] == MODE["play"]


def test_debug_entry_visits_every_scene_and_select_shows_the_win_screen(game, shots):
    fx = fixture()
    game.emu.run(40, keys=("L", "R"))
    s = game.state()
    assert (s["mode"], s["debug"], s["scene"]) == (MODE["play"], 1, 0)
    seen = []
    for index in range(len(fx.SCENES)):
        game.emu.run(10)
        s = game.state()
        assert s["scene"] == index and s["error"] == 0
        shot = game.emu.screenshot()
        shot.save(shots / f"scene{index}.png")
        assert distinct_colours(shot) > 8
        seen.append(shot.tobytes())
        game.emu.press("R")
    assert len(set(seen)) == len(fx.SCENES)
    game.emu.run(5)
    assert game.state()["scene"] == 0  # wrapped around
    game.emu.press("L")
    game.emu.run(5)
    assert game.state()["scene"] == len(fx.SCENES) - 1

    game.emu.press("SELECT")  # sets the win flag
    game.emu.run(5)
    assert game.flag(fx.WIN_FLAG)
    game.emu.run(50)  # after a short beat
    assert game.state()["mode"] == MODE["win"]
    assert game.state()["song"] == SONG_WIN and game.channels_on() & 0b0110  # the fanfare
    win = game.emu.screenshot()
    win.save(shots / "win.png")
    assert share(win, (24, 40, 216, 112), BOX) > 0.4
    assert share(win, (24, 40, 216, 112), INK) > 0.03  # the win text
    assert share(win, (24, 24, 216, 40), GOLD) > 0.02  # the heading
    game.emu.run(40)
    game.emu.press("START")
    game.emu.run(5)
    assert game.state()["mode"] == MODE["title"]


def test_sixteen_actors_in_the_largest_scene_never_miss_a_frame(game):
    fx = fixture()
    game.emu.run(20, keys=("L", "R"))
    game.emu.run(5)
    woods = fx.SC["WOODS"]
    for _ in range(woods):
        game.emu.press("R")
        game.emu.run(3)
    s0 = game.state()
    assert s0["scene"] == woods and s0["actors"] == 16
    assert len(fx.SCENES[woods]["grid"]) * 2 == 64  # the largest map size
    assert s0["song"] == fx.SONG["forest"]
    count0 = s0["sfx_count"]
    for i in range(20):  # 1,200 frames of walking about, swinging the sword, the music playing
        for _ in range(4):
            game.emu.run(14, keys=(("RIGHT", "DOWN", "LEFT", "UP")[i % 4],))
            game.emu.press("A")
    s = game.state()
    assert s["frame"] - s0["frame"] >= 1200
    assert (s["sfx_count"] - count0) % 256 >= 40 and s["song"] == fx.SONG["forest"]
    assert s["missed"] == 0
    assert 0 < s["loop_lines_max"] < 228
    assert 0 < s["sound_cycles_max"] < 280896 // 50  # the sound tick: under 2% of a frame's cycles


@pytest.mark.parametrize(
    "field, value, press_start, code, arg",
    [
        ("start_scene", 9, False, 2, 9),  # RS_ERR_SCENE, at boot
        ("dialogue_count", 0, True, 4, 0),  # RS_ERR_DIALOGUE: the elder's dialogue 0
        ("sprite_count", 0, True, 5, 0),  # RS_ERR_SPRITE: the player's sheet
    ],
)
def test_out_of_range_indices_show_the_error_screen(toolchain, tmp_path, field, value, press_start, code, arg):
    from romsmith.rom_build import build_rom
    from romsmith.rom_build.emulator import Emulator

    game_dir = write_fixture(tmp_path / "game")
    data = game_dir / "game_data.c"
    text, count = re.subn(rf"\.{field} = \d+,", f".{field} = {value},", data.read_text())
    assert count == 1
    data.write_text(text)
    result = build_rom(game_dir, tmp_path / "out", title="BAD INDEX", code="RSFE", cache_dir=tmp_path / "cache")
    assert result.ok, result.log_path.read_text()
    game = Player(Emulator(result.rom_path))
    game.emu.run(30)
    if press_start:
        game.emu.press("START", 2)
        game.emu.run(10)
    s = game.state()
    assert (s["mode"], s["error"], s["error_arg"]) == (MODE["error"], code, arg)
    shot = game.emu.screenshot()
    assert share(shot, (24, 48, 216, 104), BOX) > 0.4  # the error panel is drawn
    frame = s["frame"]
    game.emu.run(10)
    assert game.state()["frame"] == frame + 10  # still alive, still counting


def test_pause_and_game_over_then_continue(game):
    fx = fixture()
    game.start()
    game.emu.press("START")
    game.emu.run(3)
    assert game.state()["mode"] == MODE["pause"]
    x0 = game.state()["player_x"]
    game.hold("LEFT", 20)
    assert game.state()["player_x"] == x0  # the world waits
    game.emu.press("START")
    game.emu.run(3)
    assert game.state()["mode"] == MODE["play"]

    slime = fx.SCENES[0]["actors"][3]
    sx, sy = slime["x"] * 8, slime["y"] * 8
    reach(game, fx.START[1] * 16, sy - 32, first="y")
    reach(game, sx, sy - 32)
    hp = game.state()["hp"]
    for _ in range(hp):  # walk into it until no hearts remain
        for _ in range(90):
            s = game.hold("DOWN", 1)
            if s["hp"] < hp or s["mode"] != MODE["play"]:
                break
        hp = s["hp"]
        game.emu.run(62)
    s = game.state()
    assert s["hp"] == 0 and s["mode"] == MODE["gameover"]
    assert s["song"] == SONG_GAMEOVER
    game.emu.run(30)
    game.emu.press("START")
    game.emu.run(5)
    s = game.state()
    scene, mx, my, _facing = fx.START
    assert s["mode"] == MODE["play"] and s["hp"] == s["hp_max"]
    assert (s["scene"], s["player_x"], s["player_y"]) == (fx.SC[scene], mx * 16, my * 16)
    assert s["song"] == fx.SONG[fx.SCENES[fx.SC[scene]]["music"]]  # the scene's music again


def _warp_line(fx, scene: int, index: int, need_flag: int = 0xFFFF) -> str:
    """The fixture's C initialiser of a warp (make_fixture.py writes them so), with `need_flag`."""
    (x, y, w, h), target, (tx, ty), facing = fx.SCENES[scene]["warps"][index]
    need = "0xFFFF" if need_flag == 0xFFFF else str(need_flag)
    return "{{%d, %d, %d, %d}, %d, %d, %d, %d, 0, %s}," % (
        x * 2,
        y * 2,
        w * 2,
        h * 2,
        fx.SC[target],
        tx * 2,
        ty * 2,
        facing,
        need,
    )


def test_a_warp_that_needs_a_flag_stays_shut_until_the_flag_is_set(toolchain, tmp_path):
    """The hut's door made to need TALKED_ELDER (every fixture warp needs none): walking onto it
    does nothing until the elder has been talked to, then it leads into the hut."""
    from romsmith.rom_build import build_rom
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    data = write_fixture(tmp_path / "game") / "game_data.c"
    text = data.read_text()
    assert text.count(_warp_line(fx, 0, 0)) == 1
    data.write_text(text.replace(_warp_line(fx, 0, 0), _warp_line(fx, 0, 0, fx.F["TALKED_ELDER"])))
    result = build_rom(data.parent, tmp_path / "out", title="SHADOW KNGHT", code="RSFW", cache_dir=tmp_path / "cache")
    assert result.ok, result.log_path.read_text()
    game = Player(Emulator(result.rom_path))
    game.start()
    door = fx.SCENES[0]["warps"][0]
    door_x, door_y = door[0][0] * 16, door[0][1] * 16
    elder = fx.SCENES[0]["actors"][0]
    ex, ey = elder["x"] * 8, elder["y"] * 8

    s = reach(game, door_x, door_y)
    game.emu.run(40)
    s = game.state()
    assert (s["scene"], s["player_x"], s["player_y"]) == (fx.SC["MEADOW"], door_x, door_y), "shut without the flag"
    assert not game.flag(fx.F["TALKED_ELDER"])

    reach(game, ex, ey + 40, first="y")
    game.walk_to(ex, ey)
    game.emu.press("A")
    game.emu.run(2)
    game.close_dialogue()
    assert game.flag(fx.F["TALKED_ELDER"])
    reach(game, ex, ey + 40)
    game.walk_to(door_x, door_y, first="x")  # once: walking on after the warp would move in the hut
    arrival = (fx.SC["HUT"], door[2][0] * 16, door[2][1] * 16)
    for _ in range(12):  # fade out, load, fade in
        game.emu.run(10)
        s = game.state()
        if (s["scene"], s["player_x"], s["player_y"]) == arrival:
            break
    assert (s["scene"], s["player_x"], s["player_y"]) == arrival
