"""The puzzle genre in the engine, played in mGBA and read through the ABI mirror (the state block
and rs_puzzle_live): a push moves a crate one cell, a push into a wall does nothing, undo puts
the crates and the player back, SELECT starts the level again, every goal covered opens the exit
and its warp leads on; each level played by the solver's moves, the engine's board held against
the rules' after every step (ice, switches and doors, keys and locks, the gem included)."""

from __future__ import annotations

import pytest
from puzzle_play import Game, build

from romsmith.kernel import puzzle as P
from romsmith.rom_build import abi

pytestmark = pytest.mark.e2e

ENTRY = ["#########", "#   #   #", "# @$ .  e", "#g  #   #", "#########"]
SLIDE = ["#########", "#@  $ s #", "#  ######", "#  $~~d.#", "#  ######", "#   e####", "#########"]
LOCKED = ["#######", "#k#   #", "# l$ .#", "#@#####", "#######"]


def spec() -> dict:
    boards = {"entry": ENTRY, "slide": SLIDE, "locked": LOCKED}
    themes = {"entry": "tomb", "slide": "vault", "locked": "warehouse"}
    scenes, order = [], list(boards)
    for n, sid in enumerate(order):
        board = P.parse(boards[sid])
        warps = []
        if n + 1 < len(order):
            after = P.parse(boards[order[n + 1]])
            (ex, ey), (ax, ay) = board.xy(board.of_kind(P.EXIT)[0]), after.xy(after.start)
            warps.append({"x": ex, "y": ey, "to": order[n + 1], "to_x": ax, "to_y": ay})
        scenes.append(
            {
                "genre": "puzzle", "id": sid, "name": sid.title(), "theme": themes[sid], "board": boards[sid],
                "solved_flag": f"{sid}_solved", "warps": warps,
            } | ({"gem_flag": f"{sid}_gem", "gem_item": "gem"} if P.parse(boards[sid]).gems else {})
        )  # fmt: skip
    start = P.parse(ENTRY)
    sx, sy = start.xy(start.start)
    return {
        "title": "Crate Rules",
        "premise": "Push every crate onto a glowing tile.",
        "start_scene": "entry",
        "cast": [
            {
                "id": "hero",
                "name": "Ada",
                "role": "player",
                "sprite": "puny_soldier",
                "scene": "entry",
                "x": sx,
                "y": sy,
            }
        ],
        "scenes": scenes,
        "dialogue": [],
        "flags": [{"id": f"{sid}_solved", "description": f"{sid} is solved"} for sid in order]
        + [{"id": "entry_gem", "description": "the entry's gem is taken"}],
        "items": [{"id": "gem", "name": "Gem"}],
        "quests": [],
        "win": {"flag": "locked_solved", "text": "Every crate is home."},
    }


@pytest.fixture(scope="module")
def rom(toolchain, tmp_path_factory):
    return build(spec(), tmp_path_factory.mktemp("puzzle"))


def test_a_push_moves_the_crate_one_cell_a_wall_stops_it_and_undo_puts_it_back(rom):
    game = Game(*rom)
    board = P.parse(ENTRY)
    s = game.state()
    puzzle = {name: n for n, name in abi.GENRES.items()}["puzzle"]
    assert (s["genre"], s["goals"], s["on_goals"], s["moves"]) == (puzzle, 1, 0, 0)
    assert game.live()["crates"] == [board.at(3, 2)] and game.live()["player"] == board.at(2, 2)
    game.press("R")  # push: the crate one cell right, the player into its cell
    live, s = game.live(), game.state()
    assert live["crates"] == [board.at(4, 2)] and live["player"] == board.at(3, 2)
    assert (s["player_x"], s["player_y"], s["moves"], s["pushes"], s["undo"]) == (48, 32, 1, 1, 1)
    game.press("B")  # undo: the crate and the player back where they were
    live, s = game.live(), game.state()
    assert live["crates"] == [board.at(3, 2)] and live["player"] == board.at(2, 2)
    assert (s["player_x"], s["player_y"], s["moves"], s["pushes"], s["undo"]) == (32, 32, 0, 0, 0)
    for key in "DRU":  # round below it, then push it up against the wall
        game.press(key)
    assert game.live()["crates"] == [board.at(3, 1)]
    before = (game.live(), game.state()["moves"], game.state()["pushes"])
    game.press("U")  # into the wall: nothing moves, nothing counts
    assert (game.live(), game.state()["moves"], game.state()["pushes"]) == before
    game.press("B")  # the push up taken back: the crate down again, the player below it
    assert game.live()["crates"] == [board.at(3, 2)] and game.live()["player"] == board.at(3, 3)
    game.press("SELECT")  # the level from the start, nothing left to undo
    live, s = game.live(), game.state()
    assert live["crates"] == [board.at(3, 2)] and live["player"] == board.at(2, 2) and s["undo"] == 0


def test_every_level_plays_as_the_rules_say_and_covered_goals_open_the_way_on(rom):
    game = Game(*rom)
    win = abi.MODES["win"]
    for index, rows in enumerate((ENTRY, SLIDE, LOCKED)):
        board = P.parse(rows)
        assert game.state()["scene"] == index
        found = P.solve(board, gem=True)  # the gem taken on the way, where the level has one
        state = board.initial()
        assert game.board_state(board) == state
        for n, move in enumerate(found.moves):
            state = P.step(board, state, move)
            game.press(move)
            if game.state()["scene"] != index or game.state()["mode"] == win:
                assert n == len(found.moves) - 1, f"left level {index} before its last move"
                break
            assert game.board_state(board) == P.State(
                state.player, state.crates, state.taken, state.opened, state.moves, state.pushes, gems=state.gems
            ), f"level {index} after move {n} ({move})"
            s = game.state()
            flag = s["flags"][0] >> index & 1
            assert s["on_goals"] == P.covered(board, state.crates) and flag == int(state.solved)
        assert state.solved and state.pushes == found.pushes and state.gems == set(board.gems)
    assert game.state()["items"][0] == 1  # the entry's gem
    game.emu.run(60)
    assert game.state()["mode"] == win
