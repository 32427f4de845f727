"""The battle scene in the generators: its schema, its checks (what it names, what fits the
engine, and whether the greedy party can win it, with the numbers when it cannot), encounters
that lead to it, its backdrop and its C block."""

from __future__ import annotations

import copy

import pytest
from battle_game import arena_spec, rpg_spec

from romsmith.generators import validate_spec


def codes(report) -> list[str]:
    return [e.code for e in report.errors]


def errors(report, code: str) -> list:
    return [e for e in report.errors if e.code == code]


def test_the_rpg_and_the_arena_are_valid(pack):
    for spec in (rpg_spec(), arena_spec()):
        report = validate_spec(spec, pack)
        assert report.ok, [(e.path, e.message) for e in report.errors]


@pytest.mark.parametrize(
    "edit, path, code",
    [
        (lambda b: b["party"].extend(copy.deepcopy(b["party"][:2])), "/scenes/1/party", "schema_too_long"),
        (lambda b: b.update(foes=[]), "/scenes/1/foes", "schema_too_short"),
        (lambda b: b.update(lose="place"), "/scenes/1", "schema_value_error"),
        (lambda b: b["party"][0].update(hp=1000), "/scenes/1/party/0/hp", "schema_less_than_equal"),
        (lambda b: b.update(width=20), "/scenes/1/width", "schema_less_than_equal"),
    ],
)
def test_the_schema_keeps_a_battle_to_the_engine_s_limits(pack, edit, path, code):
    spec = rpg_spec()
    edit(spec["scenes"][1])
    found = [e for e in validate_spec(spec, pack).errors if e.path == path]
    assert [e.code for e in found] == [code], [(e.path, e.code) for e in validate_spec(spec, pack).errors]


def test_what_a_battle_names_must_exist_and_fit(pack):
    spec = rpg_spec()
    battle = spec["scenes"][1]
    battle["party"][1]["spells"].append("meteor")
    battle["foes"][0]["sprite"] = "puny_slim"
    battle["foes"][1]["ai"]["spells"] = {"fire": 2}
    battle["party"][0]["sprite"] = "puny_great_dragon"
    battle["items"].append({"item": "ether", "use": "mana", "power": 10})
    battle["rewards"].append({"op": "heal"})
    report = validate_spec(spec, pack)
    by = {(e.path, e.code): e.message for e in report.errors}
    assert "meteor" in by["/scenes/1/party/1/spells/3", "unknown_spell"]
    assert "puny_slime" in by["/scenes/1/foes/0/sprite", "unknown_sprite"]
    assert "does not know" in by["/scenes/1/foes/1/ai/spells/fire", "unknown_spell"]
    assert "16x16" in by["/scenes/1/party/0/sprite", "sprite_size"]
    assert ("/scenes/1/items/1/item", "undeclared_item") in by
    assert ("/scenes/1/rewards/1/op", "battle_reward") in by


def test_an_unwinnable_battle_is_refused_with_its_numbers(pack):
    spec = rpg_spec()
    lich = spec["scenes"][2]["foes"][0]
    lich.update(hp=900, attack=60, defense=30)
    [issue] = errors(validate_spec(spec, pack), "battle_unwinnable")
    assert issue.path == "/scenes/2" and issue.owner == "world"
    assert "battle 'lich_fight' cannot be won" in issue.message
    assert "Lich 900 hp atk 60 def 30" in issue.message and "falls in round" in issue.message
    assert "of the foes' 900 hp" in issue.message and "Ana 60 hp atk 14" in issue.message


def test_a_battle_that_lasts_past_the_rounds_allowed_is_refused(pack):
    spec = rpg_spec()
    spec["scenes"][2]["foes"][0].update(hp=999, attack=1, defense=250, spells=[], ai={"attack": 1})
    spec["scenes"][2]["spells"] = [s for s in spec["scenes"][2]["spells"] if s["kind"] != "damage"]
    for member in spec["scenes"][2]["party"]:
        member["spells"] = [s for s in member.get("spells", []) if s in ("heal", "doze")]
    [issue] = errors(validate_spec(spec, pack), "battle_unwinnable")
    assert "has not won after 30 rounds" in issue.message


def test_potions_given_before_a_battle_count_and_those_after_do_not(pack):
    spec = rpg_spec()
    lich = spec["scenes"][2]
    lich["party"] = [dict(lich["party"][0], spells=[])]  # Ana alone
    lich["foes"][0].update(hp=110, attack=14, defense=6, spells=[], ai={"attack": 1})  # 3 potions win it, 2 do not
    spec["scenes"][1]["rewards"] = []
    spec["dialogue"][0]["effects"] = [{"op": "set_flag", "id": "met_healer"}]  # the healer gives nothing
    assert errors(validate_spec(spec, pack), "battle_unwinnable")
    given = copy.deepcopy(spec)
    given["dialogue"][0]["effects"] += [{"op": "give_item", "id": "potion"}] * 3
    assert not errors(validate_spec(given, pack), "battle_unwinnable")
    short = copy.deepcopy(spec)
    short["dialogue"][0]["effects"] += [{"op": "give_item", "id": "potion"}] * 2
    [issue] = errors(validate_spec(short, pack), "battle_unwinnable")
    assert "held 2 potion" in issue.message


def test_a_battle_met_only_by_touching_an_enemy_is_reached_and_one_nobody_meets_is_not(pack):
    spec = rpg_spec()
    assert validate_spec(spec, pack).ok  # slime_fight and lich_fight have no warp in
    for a in spec["cast"]:
        if a.get("encounter") == "lich_fight":
            del a["encounter"]
    spec["win"]["flag"] = "slime_a_down"
    report = validate_spec(spec, pack)
    assert [e.path for e in errors(report, "unreachable_scene")] == ["/scenes/2"]


def test_an_encounter_names_a_battle_scene(pack):
    spec = rpg_spec()
    spec["cast"][2]["encounter"] = "meadow"
    spec["cast"][1]["encounter"] = "slime_fight"  # the healer
    report = validate_spec(spec, pack)
    [wrong] = errors(report, "encounter_not_battle")
    assert wrong.path == "/cast/2/encounter" and "slime_fight" in wrong.message
    assert [e.path for e in errors(report, "encounter_role")] == ["/cast/1/encounter"]
    spec["cast"][2]["encounter"] = "dungeon"
    assert ("/cast/2/encounter", "unknown_scene") in [(e.path, e.code) for e in validate_spec(spec, pack).errors]


def test_a_battle_leads_on_to_a_scene_that_exists(pack):
    spec = arena_spec()
    spec["scenes"][0]["next"] = "finale"
    spec["scenes"][1]["lose_to"] = "final"
    report = validate_spec(spec, pack)
    assert ("/scenes/0/next", "unknown_scene") in [(e.path, e.code) for e in report.errors]
    assert [e.path for e in errors(report, "battle_leads_to_itself")] == ["/scenes/1/lose_to"]


def test_the_backdrop_is_the_theme_s_far_band_over_its_floor(pack):
    report = validate_spec(rpg_spec(), pack)
    rows = report.rows["lich_fight"]
    ts = pack.tilesets["graveyard"]
    assert len(rows) == 10 and all(len(r) == 15 for r in rows)
    assert all(not ts.walkable(c) for c in rows[0] + rows[1])  # behind the message box
    assert sum(ts.walkable(c) for r in rows[3:] for c in r) == 15 * 7  # the field the battlers stand on


def test_the_c_block_holds_the_battle(pack, tmp_path):
    from romsmith.generators import emit_game

    emit_game(rpg_spec(), pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    block = c[c.index("static const rs_battle scene2_battle") :].split("};", 1)[0]
    assert ".party_count = 3, .foe_count = 1, .spell_count = 5, .item_count = 1" in block
    assert ".win_flag = FLAG_LICH_DOWN" in block and ".seed = 11" in block and ".lose = RS_LOSE_RETRY" in block
    assert ".genre = RS_GENRE_BATTLE, .genre_data = &scene2_battle" in c
    assert ".encounter = 1, .encounter_scene = SCENE_LICH_FIGHT" in c
    party = c[c.index("static const rs_battler scene2_party") :].split("};", 1)[0]
    assert '.name = "Bo"' in party and ".spells = {0, 1, 2, RS_BATTLE_NO_SPELL}" in party
    foes = c[c.index("static const rs_battler scene2_foes") :].split("};", 1)[0]
    assert (
        ".spells = {4, RS_BATTLE_NO_SPELL" in foes and ".w_attack = 3, .w_defend = 0, .w_spell = {1, 0, 0, 0}" in foes
    )


def test_an_adventure_game_s_c_does_not_change(pack, tmp_path):
    """Games without encounters are written as before: no encounter field on any actor."""
    from romsmith.generators import emit_game
    from romsmith.generators.spec.samples import example_spec

    emit_game(example_spec(), pack, tmp_path)
    assert ".encounter" not in (tmp_path / "game_data.c").read_text()


def swift_rpg(**swift) -> dict:
    """The RPG whose slime battle offers a swift win: an elixir within `rounds` rounds."""
    spec = rpg_spec()
    spec["items"].append({"id": "elixir", "name": "Elixir", "description": "Heals in full.", "icon": "potion"})
    spec["scenes"][1]["swift"] = {"rounds": 2, "rewards": [{"op": "give_item", "id": "elixir"}], **swift}
    return spec


@pytest.mark.parametrize(
    "swift, words",
    [
        ({"rounds": 0}, ["swift.rounds is 0", "give 1 to 30"]),
        ({"rounds": 31}, ["swift.rounds is 31", "give 1 to 30"]),
        ({"rewards": []}, ["swift.rewards gives no item", "add a give_item effect"]),
        ({"rewards": [{"op": "set_flag", "id": "met_healer"}]}, ["swift.rewards gives no item"]),
        (
            {"rewards": [{"op": "give_item", "id": "elixir"}, {"op": "heal"}]},
            ["swift.rewards[1] is 'heal'", "gives an item or sets a flag"],
        ),
    ],
)
def test_a_swift_win_out_of_bounds_is_refused_naming_the_field_and_the_fix(pack, swift, words):
    report = validate_spec(swift_rpg(**swift), pack)
    found = [e for e in report.errors if e.path == "/scenes/1/swift"]
    assert len(found) == 1, [(e.path, e.message) for e in report.errors]
    assert all(w in found[0].message for w in words), found[0].message


def test_a_swift_win_s_item_must_be_declared(pack):
    spec = swift_rpg(rewards=[{"op": "give_item", "id": "ether"}])
    by = {(e.path, e.code) for e in validate_spec(spec, pack).errors}
    assert ("/scenes/1/swift/rewards/0/id", "undeclared_item") in by, by


def test_a_swift_win_is_valid_and_written_into_the_c_block(pack, tmp_path):
    from romsmith.generators import emit_game

    spec = swift_rpg()
    report = validate_spec(spec, pack)
    assert report.ok, [(e.path, e.message) for e in report.errors]
    emit_game(spec, pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    block = c[c.index("static const rs_battle scene1_battle") :].split("};", 1)[0]
    assert ".swift_rounds = 2, .swift = scene1_swift, .swift_count = 1" in block
    assert "rs_effect scene1_swift[] = {\n    {.op = RS_FX_GIVE_ITEM, .n = 1, .a = ITEM_ELIXIR}," in c
    plain = c[c.index("static const rs_battle scene2_battle") :].split("};", 1)[0]
    assert ".swift_rounds = 0, .swift = NULL, .swift_count = 0" in plain
