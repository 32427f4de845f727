"""The platformer genre in the engine: its fixture game (engine/fixture/platformer_fixture.py)
built in the Docker toolchain and played in mGBA, read through the state block's genre fields
(grounded, vel_x/vel_y in 1/16 px a frame, cam_x, score) as rom_build.abi lays them out."""

from __future__ import annotations

import pytest
from engine_play import MODE, SFX
from platformer_play import Jumper, build, fixture, px

from romsmith.kernel.platformer import Physics, rise
from romsmith.rom_build import abi

pytestmark = [pytest.mark.e2e, pytest.mark.mgba]


@pytest.fixture(scope="module")
def built(toolchain, tmp_path_factory):
    result = build(tmp_path_factory.mktemp("platformer-fixture"))
    assert result.ok, result.log_path.read_text()
    return result


@pytest.fixture
def game(built):
    from romsmith.rom_build.emulator import Emulator

    return Jumper(Emulator(built.rom_path))


def on_ground(game):
    game.start()
    return game.land()


def test_with_no_input_the_player_falls_then_stands_on_the_ground(game):
    fx = fixture()
    s = game.start()
    assert (s["mode"], s["genre"], s["error"]) == (MODE["play"], abi.const("RS_GENRE_PLATFORMER"), 0)
    falling = game.frames(60)
    first_down = next(i for i, f in enumerate(falling) if f["vel_y"] > 0)
    landed = next(i for i, f in enumerate(falling) if f["grounded"])
    assert first_down < landed
    ys = [f["player_y"] for f in falling[: landed + 1]]
    assert ys == sorted(ys) and ys[-1] > ys[0] + 40  # it fell all the way
    assert max(f["vel_y"] for f in falling) <= Physics().max_fall_vel // 256
    rest = falling[landed:]
    assert all(f["vel_y"] == 0 and f["grounded"] == 1 for f in rest)
    assert {f["player_y"] for f in rest} == {px(fx.GROUND) - 16}  # feet on the ground's top
    assert {f["player_x"] for f in falling} == {px(fx.START[0])}


def test_holding_a_longer_jumps_higher_exactly_as_the_physics_say(game, built):
    from romsmith.playtest._romdata import _Rom, load_game

    on_ground(game)
    scene = load_game(built.rom_path, built.rom_path.with_suffix(".elf")).scenes[0]
    block = _Rom(built.rom_path.read_bytes()).read("rs_platformer", scene.genre_data)
    physics = Physics.of(block)
    assert physics == Physics()  # the fixture's block is the defaults, as the engine spells them
    heights = {}
    for hold in (1, 6, 12, 30):
        y0 = game.state()["player_y"]
        path = game.jump(hold)
        heights[hold] = y0 - min(f["player_y"] for f in path)
        flight = len(path) - 1  # the frames before the one it lands in
        assert [y0 - f["player_y"] for f in path[:flight]] == list(rise(physics, hold)[:flight])
        assert path[0]["vel_y"] < 0 and path[-1]["grounded"]
        game.frames(5)
    assert heights[1] < heights[6] < heights[12] < heights[30] <= max(rise(physics))
    assert "JUMP" in game.fired()


def test_the_camera_follows_the_player_across_a_level_four_screens_wide(game, built):
    from romsmith.playtest._romdata import load_game

    fx = fixture()
    run = load_game(built.rom_path, built.rom_path.with_suffix(".elf")).scenes[fx.SC["RUN"]]
    assert run.genre == "platformer" and run.width * 8 >= 4 * 240 and run.width > 64  # streamed
    game.emu.run(20, keys=("L", "R"))  # the debug viewer: its scenes, nothing hurts
    game.emu.run(5)
    game.emu.press("R")
    game.emu.run(5)
    assert game.state()["scene"] == fx.SC["RUN"]
    game.land()
    for _ in range(400):
        if game.state()["player_x"] <= 0:
            break
        game.emu.run(1, keys=("LEFT", "B"))
    assert game.state()["cam_x"] == 0
    trail = game.frames(700, ("RIGHT", "B"))
    cams = [f["cam_x"] for f in trail]
    assert cams == sorted(cams)
    assert cams[-1] == run.width * 8 - 240  # the far end
    for f in trail:  # on screen, in the window around the middle until the camera stops
        on_screen = f["player_x"] + 8 - f["cam_x"]
        assert 0 <= on_screen <= 240
        if 0 < f["cam_x"] < cams[-1]:
            assert 104 <= on_screen <= 136
    assert max(f["vel_x"] for f in trail) == Physics().run_vel // 256
    assert {f["hp_max"] for f in trail} == {trail[0]["hp_max"]}  # a level without coins gives no heart


def test_a_pit_hurts_and_puts_the_player_back(game):
    fx = fixture()
    s0 = on_ground(game)
    for _ in range(300):  # over the coins (their heart: one more than at the start), into the pit
        s = game.state()
        if s["hp"] < s["hp_max"]:
            break
        game.emu.run(1, keys=("RIGHT",))
    assert s["hp"] == s0["hp"] and s["hp_max"] == s0["hp_max"] + 1
    assert (s["player_x"], s["player_y"]) == (px(fx.START[0]), px(fx.START[1]))  # where it came in
    game.emu.run(2)
    assert "HURT" in game.fired()


def test_spikes_hurt(game):
    fx = fixture()
    on_ground(game)
    game.run_right(px(fx.PIT[0]) - 20, jumps=[])
    game.jump(16, ("RIGHT", "B"))
    s0 = game.state()
    assert s0["hp"] == s0["hp_max"] and px(fx.PIT[1] + 1) <= s0["player_x"] < px(fx.SPIKES[0])  # over the pit
    for _ in range(200):
        s = game.state()
        if s["hp"] < s0["hp"]:
            break
        game.emu.run(1, keys=("RIGHT",))
    assert s["hp"] == s0["hp"] - 1
    assert px(fx.SPIKES[0]) - 16 < s["player_x"] < px(fx.SPIKES[1] + 1)
    game.emu.run(2)
    assert game.state()["sfx_last"] == SFX["HURT"]


def test_coins_score_the_last_gives_a_heart_and_up_beside_the_villager_talks(game):
    fx = fixture()
    s0 = on_ground(game)
    walk = []
    for _ in range(300):  # walking right over the coins, stopping beside the villager
        s = game.state()
        if s["player_x"] >= px(fx.NPC_AT[0]) - 12:
            break
        game.emu.run(1, keys=("RIGHT",))
        walk.append(game.state())
    game.frames(40)
    s = game.state()
    assert s["score"] == 10 * len(fx.COINS) and "PICKUP" in game.fired()
    last = next(i for i, f in enumerate(walk) if f["score"] == 10 * len(fx.COINS))
    before = [f for f in walk[:last] if f["score"] > 0]
    assert before and before[-1]["score"] == 10 * (len(fx.COINS) - 1)  # every coin but the last: no heart yet
    assert {(f["hp"], f["hp_max"]) for f in walk[:last]} == {(s0["hp"], s0["hp_max"])} == {(5, 5)}
    assert walk[last]["hp_max"] == s0["hp_max"] + 1 and walk[last]["hp"] == walk[last]["hp_max"]  # the last coin's
    assert (s["hp"], s["hp_max"]) == (6, 6)
    assert abs(s["player_x"] - px(fx.NPC_AT[0])) < 20 and s["vel_x"] == 0
    game.emu.press("UP")
    game.emu.run(3)
    assert game.state()["mode"] == MODE["dialogue"]
    game.close_dialogue()
    assert game.flag(fx.F["TALKED"]) and game.state()["mode"] == MODE["play"]


def test_the_coins_heart_comes_once_neither_a_fall_nor_a_game_over_gives_it_again(game):
    """A fall into the pit past the coins puts the player back at the start with the coins still
    taken; so does a game over's restart (the coins' score and heart are kept, not given again)."""
    fx = fixture()
    on_ground(game)
    falls, last_hp, seen = 0, None, []
    for _ in range(2400):  # over the coins and into the pit, again and again until the game is over
        s = game.state()
        falls += last_hp is not None and s["hp"] < last_hp
        last_hp = s["hp"]
        seen.append((s["score"], s["hp_max"]))
        if s["mode"] == MODE["gameover"]:
            break
        game.emu.run(1, keys=("RIGHT", "B"))
    assert s["mode"] == MODE["gameover"] and falls == 6  # five hearts, the coins' one, six falls
    assert max(seen) == (10 * len(fx.COINS), 6) and seen[-1] == max(seen)  # the heart came once
    game.frames(40)
    game.emu.press("START", 2)
    s = game.land()
    assert (s["mode"], s["hp"], s["hp_max"], s["score"]) == (MODE["play"], 6, 6, 10 * len(fx.COINS))
    assert s["player_x"] == px(fx.START[0])  # the level again from where it was entered
    walk = game.frames(100, ("RIGHT",))  # over the coins' cells again: taken, they give nothing
    assert max(f["player_x"] for f in walk) > px(fx.COINS[-1][0]) + 16
    assert {(f["score"], f["hp_max"]) for f in walk} == {(10 * len(fx.COINS), 6)}


def test_a_continue_from_the_checkpoint_keeps_the_coins_taken_and_the_heart_given_once(game):
    """Every coin (their heart: six of six), then the checkpoint's battery save; after a power
    cycle CONTINUE starts at the checkpoint with six hearts, and the way back over the coins'
    cells finds them taken: no score, no second heart. The save holds the coins taken."""
    from romsmith.rom_build import savefile

    fx = fixture()
    on_ground(game)
    saves = game.state()["saves"]
    s = game.run_right(px(fx.CHECKPOINT[0]) + 4, jumps=[px(fx.PIT[0]) - 20, px(fx.SPIKES[0]) - 24])
    game.emu.run(2)
    s = game.state()
    assert (s["hp"], s["hp_max"], s["score"]) == (6, 6, 10 * len(fx.COINS))
    assert s["saves"] == saves + 1 and s["player_x"] >= px(fx.CHECKPOINT[0]) - 12  # the checkpoint's save

    game.emu.reset()  # power off and on: RAM is gone, the battery SRAM stays
    game.emu.run(40)
    assert (game.state()["save_ok"], game.state()["cursor"]) == (1, 1)  # CONTINUE offered, chosen
    game.emu.press("START", 2)
    c = game.land()
    assert (c["mode"], c["scene"], c["hp"], c["hp_max"]) == (MODE["play"], fx.SC["HILLS"], 6, 6)
    assert abs(c["player_x"] - px(fx.CHECKPOINT[0])) <= 12  # at the checkpoint, where the save was made

    back = game.run_left(px(fx.COINS[0][0]) - 16, jumps=[px(fx.SPIKES[1] + 1) + 9, px(fx.PIT[1] + 1) + 5])
    game.emu.run(2)
    b = game.state()
    assert back["player_x"] <= px(fx.COINS[0][0]) - 16 and b["hp"] == 6  # over every coin's cell, no fall
    assert (b["hp_max"], b["score"]) == (6, c["score"])  # taken: no coin scores, no second heart

    saved = savefile.newest(game.emu.save_data())  # written on entering by CONTINUE
    assert saved.scene == saved.taken_scene == fx.SC["HILLS"] and saved.hp_max == 6
    assert saved.taken == [(1 << len(fx.COINS)) - 1, 0]


def test_reaching_the_goal_wins_and_a_fall_returns_to_the_checkpoint(game):
    fx = fixture()
    on_ground(game)
    jumps = [px(fx.PIT[0]) - 20, px(fx.SPIKES[0]) - 24, px(fx.BLOCK[0]) - 32]
    s = game.run_right(px(fx.PIT2[0]) - 2, jumps=jumps)
    assert s["hp"] == s["hp_max"] == 6 and s["player_x"] >= px(fx.PIT2[0]) - 2  # five, and the coins' heart
    for _ in range(120):  # into the second pit: back to the checkpoint passed on the way
        game.emu.run(1, keys=("RIGHT",))
        s = game.state()
        if s["hp"] < 6:
            break
    assert s["hp"] == 5 and (s["player_x"], s["player_y"]) == (px(fx.CHECKPOINT[0]), px(fx.CHECKPOINT[1]))
    assert s["saves"] >= 1  # the checkpoint wrote the battery save
    game.land()
    game.frames(70)  # the invulnerability after a hurt ends
    s = game.run_right(px(fx.GOAL[0]) + 4, jumps=[px(fx.BLOCK[0]) - 32, px(fx.PIT2[0]) - 24])
    assert game.flag(fx.F["WON"])
    game.frames(60)
    assert game.state()["mode"] == MODE["win"]


def slime(game, built) -> dict:
    """The Hills slime's entry of the live actor table (actor_t)."""
    from romsmith.playtest._romdata import load_game

    address = load_game(built.rom_path, built.rom_path.with_suffix(".elf")).actors_address
    return abi.ACTOR_T.unpack(game.emu.read(address + abi.ACTOR_T.size, abi.ACTOR_T.size), 0)


def test_a_ladder_climbs_to_the_ledges_where_a_stomp_defeats_the_slime(game, built):
    fx = fixture()
    on_ground(game)
    game.run_right(px(fx.PIT[0]) - 20, jumps=[])
    game.jump(16, ("RIGHT", "B"))
    game.run_right(px(fx.SPIKES[0]) - 24, jumps=[])
    game.jump(16, ("RIGHT", "B"))
    for _ in range(300):  # under the ladder
        s = game.state()
        if abs(s["player_x"] - px(fx.LADDER_X)) <= 2:
            break
        game.emu.run(1, keys=("RIGHT",) if s["player_x"] < px(fx.LADDER_X) else ("LEFT",))
    climb = game.frames(120, ("UP",))
    top = climb[-1]
    assert (top["player_x"], top["player_y"], top["grounded"]) == (px(fx.LADDER_X), px(5), 1)  # on the ladder's top
    assert min(f["player_y"] for f in climb) >= px(5) - 1 and top["hp"] == top["hp_max"] == 6  # the coins' heart
    before = top["score"]
    for _ in range(900):  # the slime walks the ledges; jump as it comes near
        s, foe = game.state(), slime(game, built)
        if not foe["active"] or foe["dying"] or s["hp"] < 6:
            break
        near = 14 < foe["x"] - s["player_x"] <= 24 and foe["facing"] == 2 and s["grounded"]
        game.emu.run(1, keys=("A",) if near else ())
    game.land()
    assert game.flag(fx.F["SLIME_DEFEATED"]) and game.state()["hp"] == 6
    assert game.state()["score"] == before + 100 and "DEFEAT" in game.fired()
