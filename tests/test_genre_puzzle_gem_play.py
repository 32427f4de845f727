"""A designed puzzle game's gems, played in mGBA: the offline designer's pharaoh's tomb (five
rooms, a gem in each, drawn as the room's chest) built in Docker and played room by room with the
solver's moves. Taking every gem gives five Gems (the HUD's line counts them: 'G1'), sets each room's gem flag
and the gems' flag, and the way out tells the better ending; a gem taken stays taken through
undo and SELECT, and is never given twice. Solving without them wins all the same, with no Gem,
no gem flag and the plain ending."""

from __future__ import annotations

import pytest
from puzzle_play import KEYS, Game, build
from test_genre_puzzle_designer import PHARAOH, offline_spec

from romsmith.kernel import puzzle as P
from romsmith.rom_build import abi

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def tomb(toolchain, tmp_path_factory):
    from romsmith.generators.pack import load_pack

    _plan, spec = offline_spec(PHARAOH, 0, load_pack("puny"))
    rom, elf = build(spec, tmp_path_factory.mktemp("gems"))
    return spec, rom, elf


def _flag(state: dict, spec: dict, name: str) -> int:
    n = [f["id"] for f in spec["flags"]].index(name)
    return state["flags"][n // 32] >> n % 32 & 1


def _hud(game: Game, elf) -> str:
    """The HUD's status line as the engine holds it (hud.c's status_text)."""
    from romsmith.playtest._romdata import elf_symbols

    raw = game.emu.read(elf_symbols(elf)["status_text"][0], 19)
    return raw.split(b"\0")[0].decode("ascii")


def _play(game: Game, spec: dict, elf, gems: bool, undo_first: bool = False) -> list[str]:
    """Every room played by the solver's moves (taking its gem on the way, with `gems`); the pages
    of the dialogues that open on the way out."""
    from romsmith.playtest._romdata import load_game

    rom = load_game(game.emu.rom_path, elf)
    shown: list[int] = []
    for index, scene in enumerate(spec["scenes"]):
        board = P.parse(scene["board"])
        assert game.state()["scene"] == index
        state = game.board_state(board)
        if undo_first and index == 0:  # the gem taken, then the step onto it undone and the room restarted
            assert _hud(game, elf).endswith(" G0"), _hud(game, elf)
            reached = P.reach_gem(board, state)
            for move in reached.moves:
                game.press(move)
            assert game.live()["gem"] == 1 and game.state()["items"][0] == 1
            game.press("B")
            assert game.live()["gem"] == 1 and game.state()["items"][0] == 1  # undo leaves it taken
            game.press("SELECT")
            assert game.live()["gem"] == 1 and game.state()["items"][0] == 1  # so does a restart
            assert _hud(game, elf) == f"MOVES 0  {P.covered(board, board.crates)}/{len(board.goals)} G1", _hud(
                game, elf
            )
            state = game.board_state(board)
            assert state.gems == set(board.gems) and state.player == board.start
        found = P.with_gem(board, state) if gems else P.solve(board, state)
        assert found.solved, found.reason
        if not gems:
            assert not P.play(board, found.moves, state).gems  # the plain solution never steps on it
        for n, move in enumerate(found.moves):
            if n < len(found.moves) - 1:
                game.press(move)
                continue
            game.emu.run(1, (KEYS[move],))  # the last step leads out: watch what opens
            for _ in range(600):
                s = game.state()
                if s["mode"] == abi.MODES["win"] or (s["scene"] != index and s["mode"] == abi.MODES["play"]):
                    break
                if s["mode"] == abi.MODES["dialogue"]:
                    if not shown or shown[-1] != s["dialogue"]:
                        shown.append(s["dialogue"])
                    game.emu.run(1, ("A",))
                    game.emu.run(2)
                else:
                    game.emu.run(1)
            if game.state()["mode"] != abi.MODES["win"]:
                game.settle()
    game.emu.run(60)
    assert game.state()["mode"] == abi.MODES["win"]
    return [" ".join(rom.dialogues[d].pages) for d in shown]


def test_taking_every_gem_gives_five_gems_and_the_better_ending(tomb):
    spec, rom, elf = tomb
    assert [sum(row.count("g") for row in s["board"]) for s in spec["scenes"]] == [1] * 5
    assert spec["premise"].endswith("Take the gem from every room's chest for a better ending.")
    game = Game(rom, elf)
    pages = _play(game, spec, elf, gems=True, undo_first=True)
    s = game.state()
    assert s["items"][0] == 5  # one Gem a room, the first never given twice
    assert all(_flag(s, spec, f"level_{k}_gem") for k in range(1, 6)) and _flag(s, spec, "all_gems")
    assert any("5 gems shine" in p for p in pages), pages


def test_solving_without_the_gems_still_wins_and_gives_nothing(tomb):
    spec, rom, elf = tomb
    game = Game(rom, elf)
    pages = _play(game, spec, elf, gems=False)
    s = game.state()
    assert s["items"][0] == 0
    assert not any(_flag(s, spec, f"level_{k}_gem") for k in range(1, 6)) and not _flag(s, spec, "all_gems")
    assert pages and not any("gems shine" in p for p in pages), pages


def test_a_gem_taken_is_kept_by_the_save_and_continue(tomb):
    """The first room's gem taken, the second room entered (the engine saves on entering a scene):
    after a reset, CONTINUE brings back the second room with the Gem held and the gem's flag set,
    and the second room's own gem still lying there."""
    spec, rom, elf = tomb
    game = Game(rom, elf)
    board = P.parse(spec["scenes"][0]["board"])
    for move in P.with_gem(board).moves:
        game.press(move)
    s = game.state()
    assert s["scene"] == 1 and s["items"][0] == 1 and _flag(s, spec, "level_1_gem") and s["save_ok"] == 1
    game.emu.reset()  # power off and on: the battery SRAM stays
    game.emu.run(40)
    t = game.state()
    assert (t["mode"], t["cursor"], t["items"][0]) == (abi.MODES["title"], 1, 0)  # CONTINUE offered
    game.emu.press("START", 2)
    game.emu.run(10)
    game.settle()
    c = game.state()
    assert c["scene"] == 1 and c["items"][0] == 1 and _flag(c, spec, "level_1_gem")
    assert not _flag(c, spec, "level_2_gem") and game.live()["gem"] == 0
