"""A platformer level in a GameSpec: its schema, its layout, the checks (a goal out of the
physics' reach is refused, naming the gap and the jump it needs) and the C it becomes."""

from __future__ import annotations

import copy
import re

import pytest

from romsmith.generators.checks import validate_spec
from romsmith.generators.emit import emit_game
from romsmith.generators.world import expand_scenes
from romsmith.kernel.platformer import Physics, peak, reach, runup_speed
from romsmith.rom_build import abi

GROUND = 9  # the course's default ground row for a 12-high level; bodies stand on row 8


def level_game(sections: list[dict], **scene) -> dict:
    """A one-level game: the hero starts at the left, the goal's trigger at the right wins."""
    width = scene.pop("width", 64)
    return {
        "title": "Rooftop Run",
        "premise": "Up and over the roofs.",
        "start_scene": "roofs",
        "scenes": [
            {
                "genre": "platformer",
                "id": "roofs",
                "name": "Rooftops",
                "theme": "rooftops",
                "width": width,
                "height": 12,
                "course": {"sections": sections, "seed": 3},
                "goal": {"look": "flag", "x": width - 3, "y": GROUND - 1},
                "triggers": [{"x": width - 3, "y": GROUND - 1, "effects": [{"op": "set_flag", "id": "won"}]}],
                **scene,
            }
        ],
        "cast": [
            {"id": "cat", "name": "Mimi", "role": "player", "sprite": "puny_cat", "scene": "roofs", "x": 2, "y": 8},
            {
                "id": "rat",
                "name": "Rat",
                "role": "enemy",
                "sprite": "puny_mouse",
                "scene": "roofs",
                "x": 30,
                "y": 8,
                "behaviour": "patrol",
                "damage": 1,
            },
        ],
        "dialogue": [],
        "flags": [{"id": "won", "description": "the goal is reached"}],
        "items": [],
        "quests": [],
        "win": {"flag": "won", "text": "Over the roofs!"},
    }


COURSE = [
    {"kind": "flat", "length": 4},
    {"kind": "gap", "length": 3},
    {"kind": "flat", "length": 5},
    {"kind": "spikes", "length": 2},
    {"kind": "flat", "length": 4},
    {"kind": "hill", "length": 5, "height": 2},
    {"kind": "platforms", "length": 9, "height": 2},
    {"kind": "flat", "length": 4},
    {"kind": "ladder", "length": 5, "height": 4},
    {"kind": "flat", "length": 4},
    {"kind": "ledges", "length": 6, "height": 3},
]


def errors(report) -> dict[str, list]:
    out: dict[str, list] = {}
    for e in report.errors:
        out.setdefault(e.code, []).append(e)
    return out


def test_a_level_of_every_section_validates_and_is_laid_out_as_asked(pack):
    game = level_game(COURSE)
    report = validate_spec(game, pack)
    assert report.ok, [e.message for e in report.errors]
    rows = expand_scenes(report.spec, pack)["roofs"]
    assert len(rows) == 12 and {len(r) for r in rows} == {64} and 64 * 16 >= 4 * 240
    ground = rows[GROUND]
    assert ground[:8] == "#" * 8 and ground[8:11] == "..."  # four flat, four more, then the gap
    legend = {t.char: t for t in pack.tilesets["rooftops"].tiles}
    kinds = {legend[c].kind for r in rows for c in r}
    assert {"spikes", "ledge", "ladder", "goal", "checkpoint", "coin"} <= kinds
    assert legend[rows[GROUND - 1][61]].kind == "goal"
    assert rows[GROUND][30] == "#" and rows[GROUND - 1][30] not in "#%"  # ground under the rat


@pytest.mark.parametrize("height", [1, 2, 3])
def test_a_coin_over_a_pit_is_where_a_jump_across_takes_it_not_under_the_ledges(height, pack):
    """Over a pit the coins float three rows above the ground, in the jumps across it; when the
    pit's ledges are that high, three rows above the ledges (under them only a fall takes one)."""
    sections = [{"kind": "flat", "length": 5}, {"kind": "platforms", "length": 9, "height": height}] * 4
    legend = {t.char: t.kind for t in pack.tilesets["rooftops"].tiles}
    over_pits = []
    for seed in range(1, 6):
        game = level_game(sections, width=72)
        game["scenes"][0]["course"].update(coins="many", seed=seed)
        game["cast"] = game["cast"][:1]  # no rat: ground under it would split a pit
        report = validate_spec(game, pack)
        assert report.ok, [e.message for e in report.errors]
        rows = expand_scenes(report.spec, pack)["roofs"]
        ledges = {(x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if legend[c] == "ledge"}
        (ledge_row,) = {y for _x, y in ledges}
        for x in range(72):
            if rows[GROUND][x] == ".":  # a pit's column
                over_pits += [y for y, r in enumerate(rows) if legend[r[x]] == "coin"]
    way = GROUND if ledge_row > GROUND - 3 else ledge_row
    assert over_pits and set(over_pits) == {way - 3}


def test_a_goal_across_a_gap_too_wide_for_the_jump_is_refused_naming_the_gap(pack):
    p = Physics()
    widest = (reach(p, 0, runup_speed(p, 4 * 16)) + 8) // 16
    game = level_game([{"kind": "flat", "length": 4}, {"kind": "gap", "length": widest + 2}])
    found = errors(validate_spec(game, pack))
    (e,) = found["goal_unreachable"]
    assert e.path == "/scenes/0/goal"
    assert f"a gap of {widest + 2} cells" in e.message
    needed = (widest + 2) * 16 - 8
    assert f"a jump {needed} px across" in e.message and f"carries the player {reach(p, 0)} px" in e.message
    assert "win_unreachable" in found  # and so nothing sets the win flag
    game["scenes"][0]["physics"] = {"run_vel": 16384, "run_acc": 2048, "jump_vel": 20000}  # stronger legs
    assert validate_spec(game, pack).ok


def test_a_wall_higher_than_the_jump_is_refused_naming_the_height_it_needs(pack):
    game = level_game([{"kind": "flat", "length": 6}, {"kind": "wall", "length": 4, "height": 4}])
    (e,) = errors(validate_spec(game, pack))["goal_unreachable"]
    assert f"this scene's jump rises {peak(Physics())} px" in e.message and "a jump 64 px high" in e.message
    game["scenes"][0]["physics"] = {"jump_vel": 21000}
    assert validate_spec(game, pack).ok


def test_physics_outside_their_limits_are_refused(pack):
    game = level_game(COURSE, physics={"run_vel": 3000})
    (e,) = errors(validate_spec(game, pack))["physics_out_of_range"]
    assert e.path == "/scenes/0/physics/run_vel" and "walk_vel" in e.message
    game = level_game(COURSE, physics={"jump_vel": 999999})
    report = validate_spec(game, pack)
    assert not report.ok and any(e.path == "/scenes/0/physics/jump_vel" for e in report.errors)


def test_a_level_needs_a_side_view_theme_and_something_at_its_goal(pack):
    game = level_game(COURSE, theme="grassland")
    (e,) = errors(validate_spec(game, pack))["theme_view"]
    assert e.path == "/scenes/0/theme" and "rooftops" in e.choices
    game = level_game(COURSE, triggers=[])
    assert errors(validate_spec(game, pack))["goal_does_nothing"][0].path == "/scenes/0/goal"


def test_content_in_the_air_of_given_rows_is_refused(pack):
    rows = ["." * 20] * 9 + ["#" * 20] * 3
    game = level_game([], width=20, rows=rows, course=None)
    game["cast"][1].update(x=10, y=4)  # four cells over the ground
    found = errors(validate_spec(game, pack))
    assert [e.path for e in found["not_on_ground"]] == ["/cast/1"]


def test_a_level_becomes_a_streamed_map_with_its_block(pack, tmp_path):
    game = level_game(COURSE, physics={"jump_vel": 17000})
    report = validate_spec(game, pack)
    emit_game(report.spec, pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    assert '#include "genre/rs_platformer.h"' in c and ".genre = RS_GENRE_PLATFORMER" in c
    block = re.search(r"static const rs_platformer scene0_platformer = \{(.*?)\};", c).group(1)
    fields = dict(re.findall(r"\.(\w+) = (\w+)", block))
    assert int(fields["jump_vel"]) == 17000 and int(fields["grav"]) == Physics().grav
    assert int(fields["jump_frame"]) < 0xFF and int(fields["fall_frame"]) < 0xFF  # the cat's poses
    assert int(fields["coin_count"]) > 0 and int(fields["checkpoint_count"]) >= 1
    assert re.search(r"\.width = 128, \.height = 24", c)
    from romsmith.generators.emit.genres import platformer as emit

    assert tuple(abi.const("RS_COLL_" + n) for n in ("FLOOR", "WALL", "HAZARD", "LADDER", "LEDGE")) == (
        emit.FLOOR,
        emit.WALL,
        emit.HAZARD,
        emit.LADDER,
        emit.LEDGE,
    )
    goal = re.search(r"\{\.area = \{122, 0, 2, 18\}", c)
    assert goal, "the goal's trigger reaches from the top of the level down to the goal"


@pytest.mark.parametrize("bad", [{"kind": "gap", "length": 0}, {"kind": "moat", "length": 3}])
def test_a_bad_section_is_a_schema_error_at_its_path(pack, bad):
    game = level_game([copy.deepcopy(bad)])
    report = validate_spec(game, pack)
    assert not report.ok and all(e.path.startswith("/scenes/0/course/sections/0") for e in report.errors)


def test_a_trigger_on_the_way_is_passed_by_a_jump_over_it(pack, tmp_path):
    """A line on the way (the boss's beaten line) reaches six cells up from its cell, so a jump
    over the cell still passes it; the goal's trigger keeps its whole column."""
    from romsmith.generators import emit_game

    game = level_game(COURSE)
    game["scenes"][0]["triggers"].append({"x": 20, "y": GROUND - 1, "dialogue": "hello"})
    game["dialogue"] = [*game.get("dialogue", []), {"id": "hello", "speaker": "cat", "pages": ["Hi."]}]
    report = validate_spec(game, pack)
    assert report.ok, report.errors
    emit_game(game, pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    top = GROUND - 1 - 6
    assert re.search(rf"\{{\.area = \{{40, {2 * top}, 2, 14\}}", c), "the line's trigger reaches six cells up"
    assert re.search(r"\{\.area = \{122, 0, 2, 18\}", c), "the goal's trigger keeps its column"
