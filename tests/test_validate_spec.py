"""Validation: every kind of content mistake fails with the right JSON pointer and code."""

import json
from pathlib import Path

import pytest

from romsmith.generators.checks import validate_spec
from romsmith.generators.emit import emit_game
from romsmith.generators.pack import load_pack
from romsmith.kernel.errors import ContentInvalid

EXAMPLE = Path(__file__).resolve().parent.parent / "romsmith" / "generators" / "examples" / "lost_crown.json"


def example() -> dict:
    return json.loads(EXAMPLE.read_text())


def codes(report):
    return {(e.path, e.code) for e in report.errors}


def test_example_is_valid_without_warnings(pack):
    report = validate_spec(example(), pack)
    assert report.ok, report.text()
    assert report.warnings == []
    assert set(report.rows) == {"village", "house", "castle"}


def test_invented_sprite_id_gets_ranked_suggestions_with_alias(pack):
    data = example()
    data["cast"][0]["sprite"] = "puny_knight"
    report = validate_spec(data, pack)
    [err] = report.errors
    assert (err.path, err.code) == ("/cast/0/sprite", "unknown_sprite")
    assert err.suggestions[0] == "puny_soldier"
    assert "puny_warrior" in err.suggestions
    assert "did you mean puny_soldier (alias: knight)" in err.message
    # the choices are the player's: 16x16 sprites drawn for a player, listed once in the message
    assert f"valid ids for a player: {', '.join(err.choices)}" in err.message
    assert "puny_farmer" in err.choices and "puny_slime" not in err.choices  # a slime is drawn as an enemy only
    assert not {"puny_golem", "puny_great_dragon"} & set(err.choices)  # 32x32: bosses only
    assert all("player" in pack.sprites[c].roles for c in err.choices)
    assert err.owner == "character"


def test_undeclared_flag(pack):
    data = example()
    data["dialogue"][2]["effects"][0]["id"] = "met_the_princess"
    report = validate_spec(data, pack)
    assert ("/dialogue/2/effects/0/id", "undeclared_flag") in codes(report)
    err = next(e for e in report.errors if e.code == "undeclared_flag")
    assert "met_princess" in err.suggestions


def test_warp_to_nowhere(pack):
    data = example()
    data["scenes"][0]["warps"][0]["to"] = "dungeon"
    report = validate_spec(data, pack)
    assert ("/scenes/0/warps/0/to", "unknown_scene") in codes(report)


def test_warp_and_arrival_on_blocking_tiles(pack):
    data = example()
    data["scenes"][2]["warps"][0].update(x=0, y=0)  # castle rows: wall corner
    data["scenes"][1]["warps"][0].update(to="castle", to_x=2, to_y=2)  # a pillar
    report = validate_spec(data, pack)
    assert ("/scenes/2/warps/0", "warp_blocked") in codes(report)
    assert ("/scenes/1/warps/0/to_x", "arrival_blocked") in codes(report)


def test_two_warps_on_one_cell_name_the_one_that_never_fires(pack):
    data = example()
    scene = next(i for i, sc in enumerate(data["scenes"]) if len(sc["warps"]) >= 2)
    first = data["scenes"][scene]["warps"][0]
    data["scenes"][scene]["warps"][1].update(x=first["x"], y=first["y"])
    report = validate_spec(data, pack)
    overlap = [e for e in report.errors if e.code == "warp_overlap"]
    assert [e.path for e in overlap] == [f"/scenes/{scene}/warps/1"]
    assert f"/scenes/{scene}/warps/0" in overlap[0].message
    assert validate_spec(example(), pack).ok


def test_unreachable_scene(pack):
    data = example()
    data["scenes"].append(
        {
            "id": "cave",
            "name": "Dark Cave",
            "theme": "cave",
            "width": 15,
            "height": 10,
            "features": {"border": "wall"},
            "warps": [{"x": 7, "y": 9, "to": "village"}],
        }
    )
    data["cast"].append(
        {"id": "bat", "name": "Bat", "role": "enemy", "sprite": "puny_bat", "scene": "cave", "x": 7, "y": 4}
    )
    report = validate_spec(data, pack)
    assert codes(report) == {("/scenes/3", "unreachable_scene")}


def test_locked_warp_needs_a_flag_set_on_this_side(pack):
    data = example()
    del data["scenes"][0]["gates"]
    data["scenes"][0]["warps"][0]["if_flag"] = "met_princess"  # set by Lia in the house
    assert validate_spec(data, pack).ok
    data["scenes"][0]["warps"][0]["if_flag"] = "crown_found"  # only set inside the castle itself
    assert codes(validate_spec(data, pack)) == {("/scenes/2", "unreachable_scene"), ("/win/flag", "win_unreachable")}
    data["scenes"][0]["warps"][0]["if_flag"] = "key_found"
    assert ("/scenes/0/warps/0/if_flag", "undeclared_flag") in codes(validate_spec(data, pack))


def test_gate_opens_only_with_a_flag_set_on_this_side(pack):
    data = example()
    assert data["scenes"][0]["gates"][0] == {"x": 10, "y": 1, "flag": "met_princess"}  # Lia sets it
    data["scenes"][0]["gates"][0]["flag"] = "crown_found"  # only set inside the castle behind it
    assert codes(validate_spec(data, pack)) == {
        ("/scenes/2", "unreachable_scene"),
        ("/win/flag", "win_unreachable"),
        ("/scenes/0/gates/0/flag", "gate_never_opens"),
    }
    data["scenes"][0]["gates"][0]["flag"] = "castle_open"
    assert ("/scenes/0/gates/0/flag", "undeclared_flag") in codes(validate_spec(data, pack))


def test_gate_must_cut_the_way_to_something(pack):
    data = example()
    data["scenes"][0]["gates"][0].update(x=12, y=11)  # open grass: the player walks around it
    report = validate_spec(data, pack)
    assert codes(report) == {("/scenes/0/gates/0", "gate_not_blocking")}
    assert "blocks nothing" in report.errors[0].message


def test_gate_placement_and_looks(pack):
    data = example()
    gate = data["scenes"][0]["gates"][0]
    gate.update(y=0)  # on the warp itself
    assert codes(validate_spec(data, pack)) == {("/scenes/0/gates/0", "gate_overlap")}
    gate.update(y=2)  # where the castle's warp back puts the player
    report = validate_spec(data, pack)
    assert ("/scenes/0/gates/0", "gate_overlap") in codes(report)
    assert "arrival of a warp from 'castle'" in report.errors[0].message
    gate.update(y=1, x=19, w=2)
    assert ("/scenes/0/gates/0", "out_of_bounds") in codes(validate_spec(data, pack))
    gate.update(x=10, w=1, tile=".", open_tile="#")
    assert codes(validate_spec(data, pack)) >= {
        ("/scenes/0/gates/0/tile", "gate_tile"),
        ("/scenes/0/gates/0/open_tile", "gate_tile"),
    }
    gate.update(tile="Z", open_tile=None)
    report = validate_spec(data, pack)
    assert ("/scenes/0/gates/0/tile", "unknown_tile") in codes(report)
    assert "G (iron gate)" in report.errors[0].message
    gate.update(tile="T")  # a tree as the closed look is fine
    assert validate_spec(data, pack).ok


def test_conditions_are_followed_to_a_fixed_point(pack):
    data = example()
    chest = data["dialogue"][3]
    chest["branches"][0]["if_flag"] = "crown_returned"  # the crown only shows once it is returned: never
    assert codes(validate_spec(data, pack)) == {("/win/flag", "win_unreachable")}
    chest["branches"][0]["if_flag"] = "slime_defeated"  # the slime in the village can be beaten
    assert validate_spec(data, pack).ok
    data = example()
    trigger = data["scenes"][2]["triggers"][0]
    trigger.pop("unless_flag")
    trigger["if_flag"] = "crown_returned"  # a trigger waiting for what only it leads to
    assert codes(validate_spec(data, pack)) == {("/win/flag", "win_unreachable")}


def test_an_actor_shown_by_a_flag_counts_once_that_flag_can_be_set(pack):
    data = example()
    data["cast"][4]["show_flag"] = "crown_found"  # the king appears once the crown is found: fine
    assert validate_spec(data, pack).ok
    data["cast"][4]["show_flag"] = "crown_returned"  # ...but he sets that flag himself: never
    assert codes(validate_spec(data, pack)) == {("/win/flag", "win_unreachable")}


def test_scene_walled_off_inside_is_unreachable(pack):
    data = example()
    rows = data["scenes"][2]["rows"]
    rows[8] = "#######" + "#" + "#######"  # wall the hall off from its door
    data["scenes"][2]["rows"] = rows
    report = validate_spec(data, pack)
    assert ("/scenes/2/warps/0", "warp_blocked") not in codes(report)
    # the door cell itself is still walkable, but nothing inside the hall can be reached
    assert ("/win/flag", "win_unreachable") in codes(report)


def test_actor_in_a_wall_gets_the_nearest_free_cell(pack):
    data = example()
    data["cast"][4].update(x=0, y=2)
    report = validate_spec(data, pack)
    [err] = report.errors
    assert (err.path, err.code) == ("/cast/4", "actor_blocked")
    assert err.suggestions == ["x=1, y=2"]


def test_actors_must_not_share_a_cell_or_stand_on_a_warp(pack):
    data = example()
    data["cast"][2].update(x=13, y=6)  # onto the elder
    data["cast"][3].update(x=7, y=9)  # onto the house's door warp
    report = validate_spec(data, pack)
    assert codes(report) == {("/cast/2", "actor_overlap"), ("/cast/3", "actor_on_warp")}


def test_ids_that_are_not_snake_case_are_errors_with_a_fix(pack):
    data = example()
    data["flags"].append({"id": "Crown-Found"})
    data["cast"][1]["id"] = "hero "  # strips to 'hero', the player's id
    report = validate_spec(data, pack)
    assert codes(report) == {("/flags/4/id", "bad_id"), ("/cast/1/id", "duplicate_id")}
    err = next(e for e in report.errors if e.code == "bad_id")
    assert err.suggestions == ["crown_found"] and "FLAG_<ID>" in err.message


@pytest.mark.parametrize(
    "key, hostile, fix",
    [
        ("scenes", "*/int pwned_by_spec=42;/*", "int_pwned_by_spec_42"),
        ("scenes", '*/asm("nop");/*', "asm_nop"),
        ("dialogue", '_Pragma("GCC poison u32")', "pragma_gcc_poison_u32"),
        ("cast", "\u00e9ld\u00e9r", "ldr"),
        ("flags", "2nd_door", "flag_2nd_door"),
        ("items", "key\n#define u32 char", "key_define_u32_char"),
    ],
)
def test_hostile_ids_are_rejected_not_warned(pack, tmp_path, key, hostile, fix):
    data = example()
    data[key][1 if key == "cast" else 0]["id"] = hostile
    report = validate_spec(data, pack)
    bad = [e for e in report.errors if e.code == "bad_id"]
    assert [e.path for e in bad] == [f"/{key}/{1 if key == 'cast' else 0}/id"]
    assert bad[0].suggestions == [fix]
    assert not report.ok
    with pytest.raises(ContentInvalid) as info:
        emit_game(data, pack, tmp_path / "game")
    assert "bad_id" in {d["code"] for d in info.value.details}
    assert not (tmp_path / "game").exists()  # nothing reached the C files


def test_duplicate_scene_ids_are_reported_not_crashed_on(pack):
    data = example()
    data["scenes"][1]["id"] = "village"  # a 15x10 room now shares the 20x15 village's id
    report = validate_spec(data, pack)
    assert ("/scenes/1/id", "duplicate_id") in codes(report)


def test_quote_in_dialogue(pack):
    data = example()
    data["dialogue"][1]["pages"][0] = 'He said "run" \\ and left.'
    report = validate_spec(data, pack)
    [err] = report.errors
    assert (err.path, err.code) == ("/dialogue/1/pages/0", "text_unsafe_char")
    assert err.suggestions == ["He said 'run' / and left."]


def test_non_ascii_and_overlong_text(pack):
    data = example()
    data["dialogue"][0]["pages"] = ["Caf\u00e9", "abcdefghij " * 10]  # 2 words a line: 5 lines
    report = validate_spec(data, pack)
    assert codes(report) == {("/dialogue/0/pages/0", "text_bad_char"), ("/dialogue/0/pages/1", "text_too_long")}


def test_music_track_must_exist(pack):
    data = example()
    data["scenes"][0]["music"] = "vilage"
    data["scenes"][1]["music"] = "calm"
    report = validate_spec(data, pack)
    [err] = report.errors
    assert (err.path, err.code, err.owner) == ("/scenes/0/music", "unknown_track", "world")
    assert err.suggestions[0] == "village" and "boss" in err.choices


def test_emitted_songs_follow_the_named_tracks_and_the_title(pack, tmp_path):
    from romsmith.generators.emit._writer import scene_tracks
    from romsmith.generators.spec import GameSpec

    data = example()
    data["scenes"][1]["music"] = "calm"
    tracks = scene_tracks(GameSpec.model_validate(data))
    assert tracks["house"] == "calm" and tracks["village"] == "field"  # grassland's mood
    c = (tmp_path / "game_data.c").read_text() if emit_game(data, pack, tmp_path) else ""
    assert "track 'title'" in c and "track 'calm'" in c
    assert c.count("static const rs_song songs[]") == 1


def test_cut_scenes_name_only_what_exists_where_they_run(pack):
    data = example()
    data["scenes"][2]["cutscene"] = {
        "commands": [
            {"op": "move", "actor": "king", "x": 7, "y": 4},
            {"op": "move", "actor": "elder", "x": 7, "y": 4},  # the elder is in the village
            {"op": "say"},  # no dialogue
            {"op": "say", "dialogue": "kings_talk"},
            {"op": "move", "actor": "player", "x": 0, "y": 0},  # into the castle wall
            {"op": "music", "track": "bosss"},
        ]
    }
    data["win"]["ending"] = [{"op": "face", "actor": "king", "facing": "down"}, {"op": "fade_out", "frames": 60}]
    report = validate_spec(data, pack)
    got = codes(report)
    base = "/scenes/2/cutscene/commands"
    assert (f"{base}/1/actor", "cutscene_actor") in got
    assert (f"{base}/2", "cutscene_command") in got
    assert (f"{base}/3/dialogue", "unknown_dialogue") in got
    assert (f"{base}/4", "cutscene_blocked") in got
    assert (f"{base}/5/track", "unknown_track") in got
    assert ("/win/ending/0/actor", "cutscene_actor") in got  # the ending moves only the player
    assert not any(p.startswith(f"{base}/0") for p, _c in got)
    assert next(e for e in report.errors if e.path == f"{base}/1/actor").choices == ["player", "king"]


def test_a_32x32_sprite_is_for_bosses_and_stands_on_four_free_cells(pack):
    big = next(s for s in pack.sprite_ids if pack.sprites[s].frame_width == 32)
    data = example()
    data["cast"][2]["sprite"] = big  # the slime, an enemy
    assert ("/cast/2/sprite", "sprite_size") in codes(validate_spec(data, pack))
    data = example()
    data["cast"][2].update(role="boss", sprite=big, x=12, y=5)  # its 2x2 reaches the elder at (13, 6)
    report = validate_spec(data, pack)
    assert ("/cast/2", "actor_overlap") in codes(report)


def test_a_scene_cut_scene_is_emitted_with_its_once_flag(pack, tmp_path):
    data = example()
    data["scenes"][2]["cutscene"] = {
        "commands": [{"op": "shake", "frames": 20}, {"op": "say", "dialogue": "king_talk"}],
    }
    emit_game(data, pack, tmp_path)
    c, h = (tmp_path / "game_data.c").read_text(), (tmp_path / "game_ids.h").read_text()
    assert "#define CUTFLAG_CASTLE" in h
    assert "{.op = RS_CMD_SHAKE, .actor = 0, .x = 3, .y = 0, .arg = 20}" in c
    assert "{.op = RS_CMD_FLAG, .arg = CUTFLAG_CASTLE}" in c  # closes by setting its flag
    assert ".cutscene = 0, .cutscene_flag = CUTFLAG_CASTLE}" in c


def test_tile_legend_checked_against_theme(pack):
    data = example()
    data["scenes"][2]["rows"][3] = "#....:...:..T.#"  # T is a grassland tree, not a castle tile
    data["scenes"][2]["rows"][4] = "#....:...:....##"
    report = validate_spec(data, pack)
    assert ("/scenes/2/rows/3", "unknown_tile") in codes(report)
    assert ("/scenes/2/rows/4", "rows_width") in codes(report)
    err = next(e for e in report.errors if e.code == "unknown_tile")
    assert "P" in err.choices and "T" not in err.choices


def test_a_prop_draws_its_tile_on_its_cell_and_a_wrong_one_is_named(pack):
    data = example()
    data["scenes"][0]["features"]["props"] = [{"x": 5, "y": 3, "tile": "$"}]
    report = validate_spec(data, pack)
    assert report.ok, report.text()
    assert pack.tilesets["grassland"].legend[report.rows["village"][3][5]].name == "chest"
    data["scenes"][0]["features"]["props"] = [{"x": 5, "y": 3, "tile": "P"}, {"x": 25, "y": 3, "tile": "$"}]
    report = validate_spec(data, pack)
    assert codes(report) == {
        ("/scenes/0/features/props/0/tile", "unknown_tile"),  # P is a castle pillar
        ("/scenes/0/features/props/1", "out_of_bounds"),  # the village is 20 cells wide
    }
    err = next(e for e in report.errors if e.code == "unknown_tile")
    assert "$" in err.choices and "P" not in err.choices and "chest" in err.message


def test_unknown_theme_suggests(pack):
    data = example()
    data["scenes"][0]["theme"] = "grass"
    report = validate_spec(data, pack)
    err = next(e for e in report.errors if e.code == "unknown_theme")
    assert err.path == "/scenes/0/theme" and err.suggestions[0] == "grassland"


def test_player_rules(pack):
    data = example()
    data["cast"][1]["role"] = "player"
    assert ("/cast", "player_count") in codes(validate_spec(data, pack))
    data = example()
    data["cast"][0]["role"] = "npc"
    assert ("/cast", "player_count") in codes(validate_spec(data, pack))
    data = example()
    data["start_scene"] = "house"
    assert ("/cast/0/scene", "player_not_in_start") in codes(validate_spec(data, pack))


def test_win_flag_must_be_settable_by_something_reachable(pack):
    data = example()
    data["dialogue"][4]["branches"][0]["effects"] = [{"op": "take_item", "id": "crown"}]
    report = validate_spec(data, pack)
    assert codes(report) == {("/win/flag", "win_unreachable")}


def test_all_errors_are_collected_including_schema_errors(pack):
    data = example()
    data["cast"][0]["sprite"] = "puny_knight"
    data["cast"][1]["role"] = "villager"  # schema error: this entry is left out of the content checks
    data["scenes"][0]["warps"][0]["to"] = "nowhere"
    data["dialogue"][0]["pages"][0] = 'a "quote"'
    del data["win"]
    report = validate_spec(data, pack)
    assert {
        ("/cast/0/sprite", "unknown_sprite"),
        ("/cast/1/role", "schema_literal_error"),
        ("/scenes/0/warps/0/to", "unknown_scene"),
        ("/dialogue/0/pages/0", "text_unsafe_char"),
        ("/win", "schema_missing"),
    } <= codes(report)
    role = next(e for e in report.errors if e.code == "schema_literal_error")
    assert role.choices == ["player", "npc", "enemy", "boss"]
    # references to the broken actor's dialogue must not raise false alarms
    assert not any(e.code == "unknown_dialogue" for e in report.errors)
    assert report.by_owner().keys() >= {"character", "world", "story"}


def test_warnings_do_not_fail(pack):
    data = example()
    del data["cast"][1]["dialogue"]
    data["dialogue"].append({"id": "spare", "pages": ["Nobody says this."]})
    report = validate_spec(data, pack)
    assert report.ok
    assert {w.code for w in report.warnings} >= {"npc_silent", "unused_dialogue"}


def test_invalid_spec_never_reaches_the_compiler(pack, tmp_path):
    data = example()
    data["cast"][0]["sprite"] = "puny_knight"
    with pytest.raises(ContentInvalid) as info:
        emit_game(data, pack, tmp_path / "game")
    assert info.value.details[0]["code"] == "unknown_sprite"
    assert not (tmp_path / "game").exists()


def test_validate_cli(romsmith_cli, tmp_path):
    ok = romsmith_cli("validate", str(EXAMPLE))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = example()
    bad["cast"][0]["sprite"] = "puny_knight"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    out = romsmith_cli("validate", str(path), "--json")
    assert out.returncode == 1
    report = json.loads(out.stdout)
    assert report["ok"] is False
    assert report["errors"][0]["path"] == "/cast/0/sprite"
    assert report["errors"][0]["owner"] == "character"
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert romsmith_cli("validate", str(broken)).returncode == 1
    assert romsmith_cli("validate", str(tmp_path / "missing.json")).returncode == 2


def test_sprite_sheets_of_a_scene_must_fit_the_obj_tile_space(tmp_path):
    import shutil

    from PIL import Image

    src = Path(__file__).resolve().parent.parent / "packs" / "puny"
    dst = tmp_path / "bigwalk"
    shutil.copytree(src, dst)
    manifest = json.loads((dst / "manifest.json").read_text())
    for s in manifest["sprites"]:  # four walk frames per direction: 16 frames, 64 tiles a 16x16 sheet
        sheet = Image.open(dst / s["file"])
        double = Image.new("RGBA", (2 * sheet.width, sheet.height))
        double.paste(sheet, (0, 0))
        double.paste(sheet, (sheet.width, 0))
        double.save(dst / s["file"])
        s["frames"] = {
            d: [2 * i, 2 * i + 1, 8 + 2 * i, 9 + 2 * i] for i, d in enumerate(["down", "up", "left", "right"])
        }
    (dst / "manifest.json").write_text(json.dumps(manifest))
    big = load_pack(dst)
    data = example()
    assert validate_spec(data, big).ok
    for i, sprite in enumerate(big.sprite_ids[1:15], start=1):  # 15 sheets of 64 tiles: 960 > 896
        data["cast"].append(
            {
                "id": f"extra{i}",
                "name": "Extra",
                "role": "npc",
                "sprite": sprite,
                "scene": "village",
                "x": i + 1,
                "y": 13,
                "dialogue": "signpost",
            }
        )
    report = validate_spec(data, big)
    assert ("/scenes/0", "too_many_sprite_tiles") in codes(report)
    assert validate_spec(data, pack_puny()).ok  # the same scene fits with two-frame walk cycles


def pack_puny():
    return load_pack("puny")


def _walled_yard() -> dict:
    """A yard whose east strip is cut off by a wall with one gate; the next scene's warp back
    lands inside that strip, so only the whole-game check can tell that the gate matters."""
    wall = "#" * 15
    inner = "#...........#.#"
    yard = [wall] + [inner] * 3 + ["#.............."] + [inner] * 4 + [wall]
    hall = [wall] + ["#.............#"] * 8 + [wall]
    hall[5] = "..............#"
    return {
        "title": "Yard",
        "start_scene": "yard",
        "scenes": [
            {
                "id": "yard",
                "name": "Yard",
                "theme": "grassland",
                "width": 15,
                "height": 10,
                "rows": yard,
                "warps": [{"x": 14, "y": 4, "to": "hall"}],
                "gates": [{"x": 12, "y": 4, "flag": "gate_open"}],
            },
            {
                "id": "hall",
                "name": "Hall",
                "theme": "grassland",
                "width": 15,
                "height": 10,
                "rows": hall,
                "warps": [{"x": 0, "y": 5, "to": "yard", "to_x": 13, "to_y": 4}],
            },
        ],
        "cast": [
            {"id": "hero", "name": "Hero", "role": "player", "sprite": "puny_soldier", "scene": "yard", "x": 2, "y": 4},
            {
                "id": "elder",
                "name": "Elder",
                "role": "npc",
                "sprite": "puny_elder",
                "scene": "yard",
                "x": 4,
                "y": 2,
                "dialogue": "elder_talk",
            },
            {
                "id": "sage",
                "name": "Sage",
                "role": "npc",
                "sprite": "puny_mage",
                "scene": "hall",
                "x": 7,
                "y": 3,
                "dialogue": "sage_talk",
            },
        ],
        "dialogue": [
            {"id": "elder_talk", "pages": ["Go on."], "effects": [{"op": "set_flag", "id": "gate_open"}]},
            {"id": "sage_talk", "pages": ["You made it."], "effects": [{"op": "set_flag", "id": "won"}]},
        ],
        "flags": [{"id": "gate_open"}, {"id": "won"}],
        "win": {"flag": "won", "text": "Done."},
    }


def test_a_gate_whose_far_side_is_entered_from_behind_it_still_matters(pack):
    data = _walled_yard()
    report = validate_spec(data, pack)
    assert report.ok, report.text()
    data["dialogue"][0]["effects"] = []  # nothing opens it now
    assert codes(validate_spec(data, pack)) == {
        ("/scenes/1", "unreachable_scene"),
        ("/win/flag", "win_unreachable"),
        ("/scenes/0/gates/0/flag", "gate_never_opens"),
    }
    data = _walled_yard()
    data["scenes"][0]["rows"][2] = "#.............#"  # a gap in the wall: the gate no longer matters
    assert codes(validate_spec(data, pack)) == {("/scenes/0/gates/0", "gate_not_blocking")}
