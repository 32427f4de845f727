"""The shooter strategy's judgement, without an emulator: it reads the live table as the abi lays
it out, plays enemy paths forward as the engine flies them, and steers clear of what would hit the
ship before it lines up with a target."""

from __future__ import annotations

import random

from romsmith.playtest.genres import shooter_sky as sky
from romsmith.rom_build import abi

FP = sky.FP


def test_the_fast_reader_reads_the_live_table_as_the_abi_does():
    rng = random.Random(7)
    for _ in range(20):
        raw = bytes(rng.randrange(256) for _ in range(sky.PLAY.size))
        assert sky.read_play(raw) == abi.struct("rs_shooter_play").unpack(raw)


def mover(**fields) -> dict:
    base = {
        "x": 0,
        "y": 0,
        "vx": 0,
        "vy": 0,
        "on": 1,
        "hp": 1,
        "size": 16,
        "kind": 0,
        "age": 0,
        "cool": 0,
        "line": 0,
        "path": 0,
        "blink": 0,
        "order": 0,
        "reserved": 0,
    }
    base.update(fields)
    return base


def test_a_sine_enemy_is_played_forward_on_the_engine_s_curve():
    wave = {"amplitude": 24}
    m = mover(x=200 * FP, y=60 * FP, line=60 * FP, vx=-16, path=abi.const("RS_PATH_SINE"), age=0)
    boxes = sky.foe_boxes(m, wave, 76 * FP, 64)
    ys = [round(b[1] - 2) for b in boxes]
    assert ys[31] == 60 + 24 and ys[63] == 60  # a quarter turn up to the amplitude, half a turn back
    assert boxes[9][0] == 200 - 10 + 2  # a pixel a frame leftwards, the hit box 2 px inside


def test_the_ship_steers_out_of_a_shot_and_otherwise_toward_its_goal():
    ship = (40.0, 76.0)
    shot = sky.Threat(sky.shot_boxes(mover(x=90 * FP, y=80 * FP, vx=-4 * FP, size=8), 20))
    move = sky.steer(ship, (40.0, 76.0), [shot], 1.5, 20)
    path = sky.ship_path(*ship, move, 20, 1.5, 20)
    assert sky.first_hit(path, [shot], 2.0) is None and move[1] != 0  # out of its line
    assert sky.steer(ship, (40.0, 30.0), [], 1.5, 20) == (0, -1)  # nothing near: up to the target


def test_a_spare_ship_is_worth_taking_until_the_lives_are_full():
    from romsmith.playtest.genres.shooter import POWER, Shooter

    bot = Shooter(bot=None)
    live = {"twin": 1, "rapid": 1}
    full = abi.const("RS_SHOOTER_MAX_LIVES")
    assert bot.wanted(POWER["life"], live, {"lives": 3, "hp": 3, "hp_max": 3})  # hearts full, one more ship
    assert not bot.wanted(POWER["life"], live, {"lives": full, "hp": 1, "hp_max": 3})
    assert not bot.wanted(POWER["heal"], live, {"lives": 3, "hp": 3, "hp_max": 3})
