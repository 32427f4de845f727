"""A puzzle level's gem (g), in the rules and the checks: walking onto it takes it, a crate passes
over it as over floor, the solver never needs it and can take it on the way (`solve(gem=True)`,
`reach_gem`); validation refuses a gem the player cannot reach (puzzle_gem_unreachable), one
taken only by stranding a crate (puzzle_gem_strands), a gem without its flag or a flag without its
gem, a gem flag that wins, a gems flag without an item or a count (puzzle_gem_flag); the C writer
emits the gem's flag and item and the gems' flag and count. Through the pipeline, a scripted
model's room with a reachable gem is kept as written, and one whose gem is sealed in goes back to
the world agent with the reason."""

from __future__ import annotations

import copy
import json

import pytest

from romsmith.generators.checks import validate_spec
from romsmith.kernel import puzzle as P

POCKET = ["#######", "#g #  #", "#  $ .#", "#@     #", "#######"]  # the gem costs a detour
HIDDEN = ["######", "#g.$@#", "#.$ ##", "######"]  # shut in by the goals' crates: never stepped onto
BEHIND = ["######", "# .$@#", "#g # #", "######"]  # only by pushing the crate past its goal


def game(board=POCKET, **scene) -> dict:
    b = P.parse(board)
    x, y = b.xy(b.start)
    room = {"genre": "puzzle", "id": "hall", "name": "Hall", "theme": "tomb", "board": board, "solved_flag": "solved"}
    room.update({"gem_flag": "gem_taken", "gem_item": "gem", "gems_flag": "all_gems", "gems_needed": 1} | scene)
    return {
        "title": "Crate Rooms",
        "premise": "Push every crate onto a glowing tile.",
        "start_scene": "hall",
        "cast": [{"id": "hero", "name": "Ada", "role": "player", "sprite": "puny_soldier", "scene": "hall", "x": x, "y": y}],
        "scenes": [room],
        "dialogue": [],
        "flags": [{"id": f, "description": f} for f in ("solved", "gem_taken", "all_gems")],
        "items": [{"id": "gem", "name": "Gem", "description": "a gem from a chest"}],
        "quests": [],
        "win": {"flag": "solved", "text": "Every crate is home."},
    }  # fmt: skip


def codes(spec, pack) -> list[str]:
    return [i.code for i in validate_spec(spec, pack).errors]


def test_walking_onto_the_gem_takes_it_and_a_crate_passes_over_it():
    board = P.parse(POCKET)
    gem = board.gems[0]
    assert P.KIND_NAMES[board.cells[gem]] == "gem" and board.text()[1] == "#g #  #"
    state = P.play(board, "UU")
    assert state.gems == {gem} and state.player == gem and board.text(state)[1] == "#@ #  #"
    pushed = P.parse(["#####", "#@$g.#", "#####"])
    after = P.play(pushed, "RR")  # the crate over the gem onto the goal; the player onto the gem
    assert after.crates == {pushed.goals[0]} and after.gems == set(pushed.gems) and after.solved


def test_the_solver_never_needs_the_gem_and_takes_it_when_asked():
    board = P.parse(POCKET)
    plain, taking = P.solve(board), P.solve(board, gem=True)
    assert plain.solved and not P.play(board, plain.moves).gems  # off the solution's way
    assert taking.solved and taking.pushes == plain.pushes and len(taking.moves) > len(plain.moves)
    end = P.play(board, taking.moves)
    assert end.gems == set(board.gems) and end.solved
    reached = P.reach_gem(board)
    assert reached.solved and P.play(board, reached.moves).player == board.gems[0]
    assert not P.reach_gem(P.parse(HIDDEN)).solved and P.solve(P.parse(HIDDEN)).solved
    behind = P.parse(BEHIND)
    assert P.solve(behind).solved and P.reach_gem(behind).solved and not P.solve(behind, gem=True).solved
    assert "gems" in str(_problems(["#####", "#@gg#", "#$. #", "#####"]))


def _problems(rows):
    try:
        P.parse(rows)
    except P.BoardError as bad:
        return bad.problems
    return []


def test_a_reachable_gem_is_valid_and_a_gem_out_of_reach_is_refused_naming_it(pack):
    report = validate_spec(game(), pack)
    assert report.ok and not report.warnings, report.text()
    report = validate_spec(game(HIDDEN), pack)
    [issue] = report.errors
    assert issue.code == "puzzle_gem_unreachable" and issue.path == "/scenes/0/board"
    assert "x=1, y=1" in issue.message and "cannot be reached" in issue.message, issue.message
    assert codes(game(BEHIND), pack) == ["puzzle_gem_strands"]


def test_a_gem_needs_its_flag_and_the_flag_a_gem_of_its_own(pack):
    assert codes(game(gem_flag=None), pack) == ["puzzle_gem_flag"]
    plain = ["#######", "#  #  #", "#  $ .#", "#@     #", "#######"]
    assert codes(game(plain), pack) == ["puzzle_gem_flag"]
    assert codes(game(gem_flag="solved"), pack) == ["puzzle_gem_flag"]
    assert codes(game(gems_needed=0), pack) == ["puzzle_gem_flag"]
    assert codes(game(gem_item=None), pack) == ["puzzle_gem_flag"]
    assert codes(game(gems_flag="solved"), pack) == ["puzzle_gem_flag"]
    assert not codes(game(gem_item=None, gems_flag=None), pack)  # a gem may give nothing but its flag
    spec = game(gem_item="ruby")
    assert codes(spec, pack) == ["undeclared_item"]
    bad = copy.deepcopy(game())
    bad["flags"] = bad["flags"][:1]
    assert "undeclared_flag" in codes(bad, pack)


def test_the_c_writer_emits_the_gems_flag_and_item(pack, tmp_path):
    from romsmith.generators import emit_game

    emit_game(game(), pack, tmp_path / "game")
    text = "\n".join(p.read_text() for p in (tmp_path / "game").rglob("*.c"))
    assert ".gem_flag = FLAG_GEM_TAKEN, .gem_item = ITEM_GEM, .gems_flag = FLAG_ALL_GEMS, .gems_needed = 1" in text


# A model's first room as the world prompt asks for it (its example, 4 pushes), with a gem in the
# corner the player walks to first; sealed: the gem's one way in is a crate resting on its goal
# (pushed in, it covers the gem for good).
REACHABLE = ["#######", "#g   ##", "# . $ #", "#  #  e", "# @$ .#", "#######"]
SEALED = ["#######", "#g*  ##", "###.$ #", "#  #  e", "# @$ .#", "#######"]
PHARAOH = "push the crates onto the glowing tiles to open the pharaoh's tomb"


def model_room(board):
    """The world agent's answer with its first room written as a model writes it: the board, the
    gem's flag and item, the gems' flag and count, the exit's warp onto the next room's start."""

    def edit(value: dict) -> dict:
        nxt = P.parse(value["scenes"][1]["board"])
        to_x, to_y = nxt.xy(nxt.start)
        value["scenes"][0] = {
            "genre": "puzzle", "id": "level_1", "name": "Outer Hall", "theme": "tomb", "board": board,
            "solved_flag": "level_1_solved", "gem_flag": "level_1_gem", "gem_item": "gem",
            "gems_flag": "all_gems", "gems_needed": 5,
            "warps": [{"x": 6, "y": 3, "to": "level_2", "to_x": to_x, "to_y": to_y}],
        }  # fmt: skip
        return value

    return edit


def on_start(value: dict) -> dict:
    """The character agent's player on the model's first room's '@' (x=2, y=4)."""
    value["cast"][0].update(x=2, y=4)
    return value


def run(tmp_path, *world):
    from pipeline_helpers import designer, script_game

    from romsmith.pipeline.run import start

    script_game(character=[designer("character", edit=on_start)], world=[designer("world", edit=e) for e in world])
    return start(PHARAOH, model="scripted/test", out=tmp_path / "out", use_memory=False, stop_after="validate")


@pytest.mark.usefixtures("clean_script")
def test_a_model_s_room_with_a_reachable_gem_validates_and_the_game_carries_it(tmp_path, pack):
    from romsmith.generators import emit_game
    from romsmith.models import scripted

    outcome = run(tmp_path, model_room(REACHABLE))
    assert not outcome.report.get("failure"), outcome.report.get("failure")
    assert len(scripted.calls("world")) == 1 and not outcome.report["repairs"]  # accepted as written
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    room = spec["scenes"][0]
    assert room["board"] == REACHABLE and room["board"][1][1] == "g"
    assert (room["gem_flag"], room["gem_item"], room["gems_flag"], room["gems_needed"]) == (
        "level_1_gem", "gem", "all_gems", 5,
    )  # fmt: skip
    assert validate_spec(spec, pack).ok
    emit_game(spec, pack, tmp_path / "game")
    text = "\n".join(p.read_text() for p in (tmp_path / "game").rglob("*.c"))
    assert ".gem_flag = FLAG_LEVEL_1_GEM, .gem_item = ITEM_GEM, .gems_flag = FLAG_ALL_GEMS, .gems_needed = 5" in text


@pytest.mark.usefixtures("clean_script")
def test_a_model_s_sealed_in_gem_is_refused_and_the_reason_goes_back_for_repair(tmp_path):
    from pipeline_helpers import user_messages

    from romsmith.models import scripted

    outcome = run(tmp_path, model_room(SEALED), model_room(REACHABLE))
    assert not outcome.report.get("failure"), outcome.report.get("failure")
    [refused] = outcome.report["repairs"]  # the one error, no trail behind it
    assert (refused["agent"], refused["path"], refused["code"]) == (
        "world",
        "/scenes/0/board",
        "puzzle_gem_unreachable",
    )
    assert refused["value"] == SEALED
    first, second = scripted.calls("world")
    assert "`gem_flag`" in first["messages"][0]["content"]  # the world agent is told how a gem is written
    repair = user_messages(second)[-1]
    assert "at /scenes/0/board: the gem (g) at x=1, y=1" in repair and "cannot be reached" in repair
    assert "[puzzle_gem_unreachable]" in repair
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert spec["scenes"][0]["board"] == REACHABLE  # the repaired room is the one kept
