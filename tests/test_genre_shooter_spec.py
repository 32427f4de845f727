"""A shooter level in the GameSpec: its limits are the engine's, the checks refuse what the engine
could not play (naming the wave, the moment or the boss), reachability counts the level's goal,
and the C writer gives the engine its block."""

from __future__ import annotations

import copy
import re

import pytest

from romsmith.generators import emit_game, validate_spec
from romsmith.generators.checks.genres.shooter import crowd
from romsmith.generators.spec.genres import shooter as G
from romsmith.rom_build import abi


def shooter_spec(**level) -> dict:
    """A one-level shooter game: the level's fields overridden by `level`."""
    scene = {
        "genre": "shooter",
        "id": "belt",
        "name": "The Belt",
        "theme": "starfield",
        "length": 20,
        "goal": "boss",
        "flag": "won",
        "ship": {"sprite": "puny_starship", "shot": "puny_laser", "max_shots": 3},
        "enemy_shot": "puny_plasma",
        "power_ups": {"twin": "puny_power_twin", "rapid": "puny_power_rapid", "repair": "puny_power_repair"},
        "waves": [
            {"at": 3, "enemy": "puny_asteroid", "count": 1, "y": 68, "hp": 3, "points": 100},
            {"at": 6, "enemy": "puny_raider", "count": 4, "path": "sine", "y": 40, "fire": 1.0, "drop": "twin"},
            {"at": 10, "enemy": "puny_raider", "count": 4, "path": "dive", "y": 20, "step_y": 20},
        ],
        "boss": {"name": "Mothership", "sprite": "puny_mothership", "hp": 6, "fire": 1.5},
    }
    scene.update(level)
    return {
        "title": "Asteroid Run",
        "premise": "Clear the belt and bring down the mothership.",
        "start_scene": "belt",
        "scenes": [scene],
        "cast": [
            {
                "id": "pilot",
                "name": "Nova",
                "role": "player",
                "sprite": "puny_starship",
                "scene": "belt",
                "x": 2,
                "y": 5,
                "hp": 3,
            }
        ],
        "flags": [{"id": "won", "description": "the mothership is down"}],
        "win": {"flag": "won", "text": "The belt is clear!"},
    }


def errors(spec, pack) -> dict[str, str]:
    return {e.code: f"{e.path}: {e.message}" for e in validate_spec(spec, pack).errors}


def test_the_spec_s_limits_are_the_engine_s():
    assert abi.const("RS_SHOOTER_MAX_WAVES") == G.MAX_WAVES
    assert abi.const("RS_SHOOTER_MAX_WAVE") == G.MAX_WAVE
    assert abi.const("RS_SHOOTER_MAX_FOES") == G.MAX_FOES
    assert abi.const("RS_SHOOTER_MAX_SHOTS") == G.MAX_SHOTS
    assert abi.const("RS_SHOOTER_MAX_LENGTH") == G.MAX_SECONDS * G.FPS
    assert abi.const("RS_SHOOTER_BOTTOM") - abi.const("RS_SHOOTER_TOP") == G.PLAY_H
    assert len(G.POWER_UPS) == abi.const("RS_POWER_KINDS")
    assert abi.const(f"RS_POWER_{G.POWER_UPS[-1].upper()}") == len(G.POWER_UPS)  # life, the last kind
    assert abi.const("RS_SHOOTER_MAX_LIVES") == G.MAX_LIVES


def test_a_shooter_level_is_valid_and_its_goal_wins_the_game(pack):
    report = validate_spec(shooter_spec(), pack)
    assert not report.errors, report.errors
    level = report.spec.scenes[0]
    goal = {"kind": "defeat", "who": "Mothership", "sprite": "puny_mothership", "flag": "won"}
    assert level.genre == "shooter" and level.goal_event == goal
    assert level.foe_sprites == ["puny_asteroid", "puny_raider", "puny_mothership"]
    assert set(level.own_sprites) >= {"puny_asteroid", "puny_raider", "puny_mothership", "puny_laser"}


def test_a_wave_after_the_level_ends_is_refused_with_its_time(pack):
    spec = shooter_spec()
    spec["scenes"][0]["waves"].append({"at": 19, "enemy": "puny_raider", "count": 4, "gap": 0.5})
    found = errors(spec, pack)
    assert "wave_after_end" in found
    assert "/scenes/0/waves/3/at" in found["wave_after_end"] and "20.5 s" in found["wave_after_end"]
    assert "ends at 20 s" in found["wave_after_end"]


def test_more_enemies_at_once_than_the_engine_flies_is_refused_naming_the_moment(pack):
    spec = shooter_spec(length=30)
    spec["scenes"][0]["waves"] = [
        {"at": 1 + k * 0.5, "enemy": "puny_raider", "count": 5, "gap": 0.2, "speed": 20} for k in range(4)
    ]
    found = errors(spec, pack)
    assert "too_many_foes" in found, found
    assert "waves 0, 1, 2, 3" in found["too_many_foes"] and f"flies {G.MAX_FOES} at once" in found["too_many_foes"]
    assert found["too_many_foes"].startswith("/scenes/0/waves: at 3.3 s, 20 enemies")


def test_crowd_counts_enemies_on_screen_together():
    level = G.ShooterScene.model_validate(shooter_spec()["scenes"][0])
    most, frame, waves = crowd(level)
    assert 1 <= most <= G.MAX_FOES and frame >= G.frames(3) and waves


def test_an_enemy_outside_the_play_area_is_refused(pack):
    spec = shooter_spec()
    spec["scenes"][0]["waves"][1].update(y=10, amplitude=24)  # a sine 24 px above y 10
    spec["scenes"][0]["waves"][2].update(y=100, step_y=20)  # the 3rd of 4 at y 140
    found = validate_spec(spec, pack).errors
    off = [e for e in found if e.code == "wave_off_screen"]
    assert {e.path for e in off} == {"/scenes/0/waves/1/y", "/scenes/0/waves/2/y"}
    assert any("y=10±24" in e.message for e in off) and any("enemy 3 would fly at y=140" in e.message for e in off)


def test_a_boss_goal_needs_a_boss_and_a_survived_level_never_sees_one(pack):
    assert "boss_missing" in errors(shooter_spec(boss=None), pack)
    found = errors(shooter_spec(goal="survive"), pack)
    assert "boss_unreachable" in found and "never comes" in found["boss_unreachable"]
    assert not errors(shooter_spec(goal="survive", boss=None), pack)


def test_sprites_must_exist_and_be_the_size_a_shooter_draws(pack):
    spec = shooter_spec()
    spec["scenes"][0]["waves"][0]["enemy"] = "puny_asteriod"
    spec["scenes"][0]["ship"]["shot"] = "puny_raider"  # 16x16, not a shot
    spec["scenes"][0]["boss"]["sprite"] = "puny_laser"
    found = errors(spec, pack)
    assert "puny_asteroid" in found["unknown_sprite"]  # the near miss is suggested
    sizes = [e for e in validate_spec(spec, pack).errors if e.code == "sprite_size"]
    assert {e.path for e in sizes} == {"/scenes/0/ship/shot", "/scenes/0/boss/sprite"}


def test_actors_placed_in_a_level_are_refused(pack):
    spec = shooter_spec()
    spec["cast"].append(
        {"id": "rock", "name": "Rock", "role": "enemy", "sprite": "puny_asteroid", "scene": "belt", "x": 8, "y": 5}
    )
    found = errors(spec, pack)
    assert "cast_in_shooter" in found and found["cast_in_shooter"].startswith("/cast/1/scene")


def test_a_level_leads_on_to_the_next_once_cleared(pack):
    spec = shooter_spec()
    first = copy.deepcopy(spec["scenes"][0])
    first.update(id="rim", name="The Rim", goal="survive", boss=None, flag="rim_clear", next="belt")
    spec["scenes"].insert(0, first)
    spec["start_scene"] = "rim"
    spec["cast"][0]["scene"] = "rim"
    spec["flags"].append({"id": "rim_clear"})
    assert not validate_spec(spec, pack).errors
    spec["scenes"][0]["next"] = None  # nothing leads to the belt: its boss and the win are out of reach
    found = errors(spec, pack)
    assert "unreachable_scene" in found and "win_unreachable" in found


def test_the_c_block_has_the_waves_in_time_order_in_frames_and_a_far_layer_in_space(pack, tmp_path):
    spec = shooter_spec()
    spec["scenes"][0]["waves"].reverse()
    emit_game(spec, pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    assert ".genre = RS_GENRE_SHOOTER, .genre_data = &scene0_shooter" in c
    frames = [int(f) for f in re.findall(r"\{\.frame = (\d+),", c)]
    assert frames == [180, 360, 600]  # 3, 6 and 10 seconds
    assert ".far_map = scene0_far" in c and ".max_shots = 3" in c and ".boss_hp = 6" in c
    spec["scenes"][0]["theme"] = "grassland"  # an opaque floor: nothing would show behind it
    emit_game(spec, pack, tmp_path)
    assert ".far_map = NULL" in (tmp_path / "game_data.c").read_text()


@pytest.mark.parametrize("field, value", [("length", 500), ("width", 40), ("height", 12)])
def test_the_schema_holds_a_level_to_the_engine(pack, field, value):
    found = validate_spec(shooter_spec(**{field: value}), pack).errors
    assert any(e.path == f"/scenes/0/{field}" for e in found), found


def test_a_level_s_own_sprites_count_toward_the_scene_s_sprite_tiles(pack):
    enemies = [s.id for s in pack.manifest.sprites if "enemy" in s.roles and s.frame_width == 16][:30]
    spec = shooter_spec(length=120)
    spec["scenes"][0]["waves"] = [{"at": 2 + 3 * k, "enemy": sid, "count": 1} for k, sid in enumerate(enemies)]
    found = errors(spec, pack)
    assert "too_many_sprite_tiles" in found and "scene 'belt'" in found["too_many_sprite_tiles"]
    assert "too_many_sprites" in found  # and more sheets than the engine has palettes


CARRIER = {"at": 12, "enemy": "puny_asteroid", "y": 30, "speed": 40, "hp": 5, "points": 700, "gives": "life"}
SPARE = {"twin": "puny_power_twin", "rapid": "puny_power_rapid", "repair": "puny_power_repair", "life": "puny_starship"}


def test_a_carrier_is_a_wave_of_one_in_its_time_s_place_that_drops_a_spare_ship(pack, tmp_path):
    spec = shooter_spec(carrier=dict(CARRIER), power_ups=SPARE)
    report = validate_spec(spec, pack)
    assert not report.errors and not [w for w in report.warnings if "carrier" in w.path], report
    emit_game(spec, pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    frames = [int(f) for f in re.findall(r"\{\.frame = (\d+),", c)]
    assert frames == [180, 360, 600, 720]  # after the waves at 3, 6 and 10 s
    row = re.search(r"\{\.frame = 720,[^}]*\}", c).group(0)
    for field in (".count = 1", ".path = RS_PATH_LINE", ".y = 38", ".speed = 11", ".hp = 5", ".fire = 0",
                  ".drop = RS_POWER_LIFE", ".points = 700"):  # fmt: skip
        assert field in row, row
    sprites = re.search(r"\.power_sprite = \{([^}]*)\}", c).group(1).split(", ")
    assert len(sprites) == abi.const("RS_POWER_KINDS")  # the spare is drawn as the ship
    assert sprites[-1] != "RS_NONE" and sprites[-1] == re.search(r"\.ship_sprite = (\w+)", c).group(1)
    emit_game(shooter_spec(), pack, tmp_path)  # no carrier: the waves as they were, no spare drawn
    c = (tmp_path / "game_data.c").read_text()
    assert "RS_POWER_LIFE" not in c and re.search(r"\.power_sprite = \{[^}]*, RS_NONE\}", c)


def test_a_carrier_still_flying_when_the_level_ends_is_refused_with_its_times(pack):
    found = errors(shooter_spec(carrier={**CARRIER, "at": 15}, power_ups=SPARE), pack)
    assert "carrier_after_end" in found, found  # 256 px at 41.25 px/s: gone at 21.2 s, after 20 s
    message = found["carrier_after_end"]
    assert message.startswith("/scenes/0/carrier/at: the carrier enters at 15 s and has flown off at 21.2 s")
    assert "the level ends at 20 s" in message and "send it before 12.8 s" in message
    assert not errors(shooter_spec(carrier={**CARRIER, "at": 12.5}, power_ups=SPARE), pack)


def test_a_carrier_whose_gift_has_no_sprite_is_refused(pack):
    found = errors(shooter_spec(carrier=dict(CARRIER)), pack)  # power_ups names no life sprite
    assert found["carrier_gives_nothing"].startswith("/scenes/0/carrier/gives: the carrier gives 'life'")
    assert "power_ups.life names no sprite" in found["carrier_gives_nothing"]
    assert not errors(shooter_spec(carrier={**CARRIER, "gives": "repair"}), pack)  # the repair kit is named


@pytest.mark.parametrize("field, value", [("hp", 1), ("hp", 21), ("speed", 200), ("y", 137), ("gives", "bomb")])
def test_the_schema_holds_a_carrier_to_its_limits(pack, field, value):
    found = validate_spec(shooter_spec(carrier={**CARRIER, field: value}, power_ups=SPARE), pack).errors
    assert any(e.path == f"/scenes/0/carrier/{field}" for e in found), found


def test_the_carrier_counts_among_the_enemies_on_screen(pack):
    spec = shooter_spec(length=30, carrier={**CARRIER, "at": 1.2, "speed": 20}, power_ups=SPARE)
    spec["scenes"][0]["waves"] = [
        {"at": 1 + k * 0.5, "enemy": "puny_raider", "count": 4, "gap": 0.2, "speed": 20} for k in range(4)
    ]
    found = errors(spec, pack)
    assert "waves 0, 1, 2, 3 and the carrier would be on screen" in found["too_many_foes"], found
    spec["scenes"][0]["carrier"] = None  # the waves alone fill the pool and no more
    assert "too_many_foes" not in errors(spec, pack)
