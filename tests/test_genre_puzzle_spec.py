"""A puzzle scene in the spec: validation solves every level and names why one cannot be solved
or is too big to check, names each board problem's cell, keeps actors off boards and warps on a
level's start; the C writer emits the map without crates, the exits as gates over the level's
flag and the rs_puzzle block with the fewest pushes; the report states each level's pushes; a
model's unsolvable room goes back to the world agent with the reason."""

from __future__ import annotations

import copy

import pytest

from romsmith.generators.checks import validate_spec
from romsmith.kernel import puzzle as P

FIRST = ["#######", "#    ##", "# . $ #", "#  #  e", "# @$ .#", "#######"]  # 4 pushes
LAST = ["########", "#@ $ . #", "#  $ . #", "####e###"]


def game(first=FIRST, last=LAST) -> dict:
    b1, b2 = P.parse(first), P.parse(last)
    (x1, y1), (x2, y2) = b1.xy(b1.start), b2.xy(b2.start)
    (e1x, e1y), (e2x, e2y) = b1.xy(b1.of_kind(P.EXIT)[0]), b2.xy(b2.of_kind(P.EXIT)[0])
    return {
        "title": "Crate Rooms",
        "premise": "Push every crate onto a glowing tile.",
        "start_scene": "hall",
        "cast": [{"id": "hero", "name": "Ada", "role": "player", "sprite": "puny_soldier", "scene": "hall", "x": x1, "y": y1}],
        "scenes": [
            {
                "genre": "puzzle", "id": "hall", "name": "Hall", "theme": "tomb", "board": first,
                "solved_flag": "hall_solved", "warps": [{"x": e1x, "y": e1y, "to": "store", "to_x": x2, "to_y": y2}],
            },
            {
                "genre": "puzzle", "id": "store", "name": "Store", "theme": "warehouse", "board": last,
                "solved_flag": "store_solved",
                "triggers": [{"x": e2x, "y": e2y, "effects": [{"op": "set_flag", "id": "out"}], "once": True}],
            },
        ],
        "dialogue": [],
        "flags": [{"id": f, "description": f} for f in ("hall_solved", "store_solved", "out")],
        "items": [],
        "quests": [],
        "win": {"flag": "out", "text": "Out at last."},
    }  # fmt: skip


def errors(spec, pack) -> list:
    return validate_spec(spec, pack).errors


def test_a_solvable_puzzle_game_is_valid_and_states_its_fewest_pushes(pack):
    report = validate_spec(game(), pack)
    assert report.ok, report.text()
    assert not report.warnings, report.text()
    assert [s.facts() for s in report.spec.scenes] == [
        {"min_pushes": 4, "solution_moves": len(P.solve(P.parse(FIRST)).moves)},
        {"min_pushes": P.solve(P.parse(LAST)).pushes, "solution_moves": len(P.solve(P.parse(LAST)).moves)},
    ]
    from romsmith.pipeline.genres import genres_of

    assert [s.get("min_pushes") for s in genres_of(game())] == [4, P.solve(P.parse(LAST)).pushes]


@pytest.mark.parametrize(
    "board, code, says",
    [
        (
            ["######", "#$  .#", "#@   #", "######"],
            "puzzle_unsolvable",
            "the crate at x=1, y=1 can never be pushed onto a goal",
        ),
        (
            ["#######", "#@$ l.#", "#  ####", "# k#", "####"],
            "puzzle_unsolvable",
            "no order of pushes puts a crate on every goal",
        ),
        (["######", "#@$.e#", "######"], "puzzle_unsolvable", "never with a way left open to an exit"),
        (["#####", "#@$ #", "# e #", "#####"], "puzzle_unsolvable", "no goal"),
        (["#######", "#@$?.e#", "#######"], "puzzle_board_char", "'?' at x=3, y=1 is not a board piece"),
        (["#######", "#@$@.e#", "#######"], "puzzle_player", "exactly one player"),
        (["#" * 16, "#@$." + " " * 10 + "e#", "#" * 16], "puzzle_board_size", "at most 15x9"),
        (["######  ", "#@$.e# .", "######  "], "puzzle_outside", "the goal at x=7, y=1 is outside the walls"),
        (["#######", "#@$.d e", "#######"], "puzzle_door", "doors (d) but no switch"),
    ],
)
def test_a_level_that_cannot_be_played_is_refused_naming_why(pack, board, code, says):
    spec = one_room(board)
    found = [e for e in errors(spec, pack) if e.code == code]
    assert found and found[0].path == "/scenes/0/board", errors(spec, pack)
    assert says in found[0].message


def one_room(board: list[str]) -> dict:
    """A game of one room (its flag wins), the player on its start when the board reads."""
    spec = game()
    spec["scenes"] = [dict(spec["scenes"][0], board=board, warps=[])]
    spec["win"]["flag"] = "hall_solved"
    try:
        b = P.parse(board)
    except P.BoardError:
        return spec
    spec["cast"][0].update(zip(("x", "y"), b.xy(b.start), strict=True))
    return spec


def test_a_level_the_solver_cannot_finish_within_its_budget_is_too_big(pack, monkeypatch):
    from romsmith.generators.checks.genres import puzzle as checks

    monkeypatch.setattr(checks, "SOLVE_BUDGET", 3)
    found = [e for e in errors(game(), pack) if e.code == "puzzle_too_big"]
    assert found and "gave up after 3 positions" in found[0].message and "too big to check" in found[0].message


def test_a_theme_without_puzzle_pieces_is_refused_with_the_themes_that_have_them(pack):
    spec = game()
    spec["scenes"][0]["theme"] = "grassland"
    found = [e for e in errors(spec, pack) if e.code == "theme_genre"]  # the choices a model is offered
    assert found and found[0].path == "/scenes/0/theme"
    assert set(found[0].choices) == {"tomb", "warehouse", "vault"} and "not used by puzzle scenes" in found[0].message


def test_boards_hold_only_the_player_who_starts_on_its_start_and_warps_land_there(pack):
    spec = game()
    spec["cast"].append(
        {"id": "cat", "name": "Cat", "role": "npc", "sprite": "puny_cat", "scene": "store", "x": 2, "y": 1}
    )
    spec["cast"][0]["x"] = 4
    spec["scenes"][0]["warps"][0]["to_x"] = 5
    by_code = {e.code: e for e in errors(spec, pack)}
    assert by_code["puzzle_actor"].path == "/cast/1/scene"
    assert by_code["puzzle_start"].path == "/cast/0" and by_code["puzzle_start"].suggestions == ["x=2, y=4"]
    assert by_code["puzzle_arrival"].path == "/scenes/0/warps/0/to_x"
    assert by_code["puzzle_arrival"].suggestions == ["to_x=1, to_y=1"]


def test_a_puzzle_scene_needs_its_board_and_flag(pack):
    spec = game()
    del spec["scenes"][1]["solved_flag"]
    spec["scenes"][0]["solved_flag"] = "nobody_declared_this"
    report = validate_spec(spec, pack)
    paths = {e.path: e.code for e in report.errors}
    assert paths["/scenes/1/solved_flag"].startswith("schema_")
    assert paths["/scenes/0/solved_flag"] == "undeclared_flag"


def test_a_level_that_changes_nothing_when_solved_is_warned_about(pack):
    spec = game()
    spec["scenes"][1]["triggers"] = []
    spec["win"]["flag"] = "store_solved"
    assert not [w for w in validate_spec(spec, pack).warnings if w.code == "puzzle_leads_nowhere"]
    spec["scenes"][0]["warps"] = []
    spec["scenes"][1]["triggers"] = []
    warned = [w for w in validate_spec(spec, pack).warnings if w.code == "puzzle_leads_nowhere"]
    assert warned and warned[0].path == "/scenes/0"


def test_the_c_writer_emits_the_board_its_block_and_exits_as_gates(pack, tmp_path):
    from romsmith.generators import emit_game

    spec = game(first=["  #####", "###   #", "# @$. e", "#######"])
    b = P.parse(spec["scenes"][0]["board"])
    emitted = emit_game(copy.deepcopy(spec), pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    assert ".genre = RS_GENRE_PUZZLE, .genre_data = &scene0_puzzle" in c
    assert (
        f".width = 7, .height = 4, .start = {b.start}, .crate_count = 1, .solved_flag = FLAG_HALL_SOLVED, "
        f".min_pushes = {P.solve(b).pushes}" in c
    )
    assert f"static const u8 scene0_crates[] = {{{b.crates[0]}}};" in c
    assert ".flag = FLAG_HALL_SOLVED, .open_collision = RS_COLL_FLOOR, .open_tiles = scene0_exit_open" in c
    rows = c.split("static const u16 scene0_map[112] = {")[1].split("};")[0]
    entries = [int(v, 16) for v in rows.replace(",", " ").split()]
    assert entries[0:4] == [0, 0, 0, 0] and entries[14:18] == [0, 0, 0, 0]  # the void outside the walls: blank
    assert emitted.stats["flags"] >= 3


@pytest.mark.usefixtures("clean_script")
def test_a_model_s_unsolvable_room_goes_back_to_the_world_agent_with_the_reason(tmp_path):
    """Through the pipeline with a scripted model: the world agent is told how a puzzle room is
    written, its room with a crate stuck in a corner is refused naming that crate, and the
    repair it is sent says so; its second answer validates."""
    from pipeline_helpers import designer, script_game, user_messages

    from romsmith.models import scripted
    from romsmith.pipeline.run import start

    def stuck(value):  # a crate of the first room moved into a corner that is no goal
        board = [list(row) for row in value["scenes"][0]["board"]]
        corner = next(
            (x, y)
            for y in range(1, len(board) - 1)
            for x in range(1, len(board[y]) - 1)
            if board[y][x] == " "
            and "#" in (board[y - 1][x], board[y + 1][x])
            and "#" in (board[y][x - 1], board[y][x + 1])
        )  # any corner: a room's gem may lie in one
        crate = next((x, y) for y, row in enumerate(board) for x, ch in enumerate(row) if ch == "$")
        board[crate[1]][crate[0]], board[corner[1]][corner[0]] = " ", "$"
        value["scenes"][0]["board"] = ["".join(row) for row in board]
        stuck.at = corner
        return value

    script_game(world=[designer("world", edit=stuck), designer("world")])
    idea = "push the crates onto the glowing tiles to open the pharaoh's tomb"
    outcome = start(idea, model="scripted/test", out=tmp_path / "out", use_memory=False, stop_after="validate")
    calls = scripted.calls("world")
    assert len(calls) == 2
    system = calls[0]["messages"][0]["content"]
    assert "Sokoban notation" in system and "`solved_flag`" in system and '"board"' in system
    repair = user_messages(calls[1])[-1]
    assert "/scenes/0/board" in repair and "cannot be solved" in repair
    assert f"the crate at x={stuck.at[0]}, y={stuck.at[1]} can never be pushed onto a goal" in repair
    assert not outcome.report.get("failure"), outcome.report.get("failure")
    assert {r["agent"] for r in outcome.report["repairs"]} == {"world"}  # the one error, no trail behind it
    assert len(scripted.calls("character")) == len(scripted.calls("story")) == 1
