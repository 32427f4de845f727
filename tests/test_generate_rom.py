"""Generated content builds in the Docker toolchain and runs in mGBA."""

from generators import emit_game
from generators.pack import load_pack
from generators.samples import example_spec, maximal_spec


def build(spec, tmp_path, toolchain):
    from rom_build import build_rom

    emitted = emit_game(spec, load_pack("puny"), tmp_path / "game")
    result = build_rom(tmp_path / "game", tmp_path / "out", title=emitted.title, code=emitted.code,
                       toolchain="docker", cache_dir=tmp_path / "cache")
    assert result.ok, result.log_path.read_text()[-3000:]
    return emitted, result


def debug_tour(rom_path, scenes: int) -> list[dict]:
    """Boot holding L+R (the engine's scene tour), visit every scene with R; states and shots."""
    from rom_build.emulator import Emulator

    emu = Emulator(rom_path)
    emu.run(30, keys=("L", "R"))
    emu.run(60)
    seen = []
    for _ in range(scenes):
        state = emu.state()
        shot = emu.screenshot()
        seen.append({"scene": state["scene"], "error": state["error"], "mode": state["mode"],
                     "colours": len(shot.getcolors(1 << 16) or [])})
        emu.run(2, keys=("R",))
        emu.run(60)
    return seen


def test_example_spec_builds_boots_and_visits_every_scene(toolchain, tmp_path):
    from rom_build import verify_rom

    emitted, result = build(example_spec(), tmp_path, toolchain)
    verified = verify_rom(result.rom_path, shots_dir=tmp_path / "shots", expect_title="LOST CROWN", expect_code=emitted.code)
    assert verified.ok, verified.checks
    assert verified.state["error"] == 0
    tour = debug_tour(result.rom_path, 3)
    assert [s["scene"] for s in tour] == [0, 1, 2]
    assert all(s["error"] == 0 and s["mode"] == 1 and s["colours"] > 8 for s in tour), tour


def test_example_plays_through_a_warp_and_a_dialogue_effect(toolchain, tmp_path):
    from rom_build.emulator import Emulator

    _, result = build(example_spec(), tmp_path, toolchain)
    emu = Emulator(result.rom_path)
    emu.run(60)
    emu.press("START", 5)
    emu.run(60)

    def settle():
        for _ in range(40):
            if emu.state()["mode"] == 1:
                return emu.state()
            emu.press("A", 3)
            emu.run(20)
        return emu.state()

    def walk(key, done, limit=400):
        for _ in range(limit):
            emu.run(1, keys=(key,))
            if done(emu.state()):
                break
        return emu.state()

    state = settle()  # past the intro made from the premise
    assert (state["scene"], state["player_x"], state["player_y"]) == (0, 10 * 16, 8 * 16)
    walk("UP", lambda s: s["player_y"] <= 7 * 16)
    walk("LEFT", lambda s: s["player_x"] <= 5 * 16)
    state = walk("UP", lambda s: s["scene"] != 0, 120)
    emu.run(60)
    state = emu.state()
    assert (state["scene"], state["player_x"], state["player_y"]) == (1, 7 * 16, 8 * 16)  # beside the house door
    walk("UP", lambda s: s["player_y"] <= 5 * 16, 200)  # stop below the princess at (7, 4)
    emu.run(10, keys=("UP",))
    emu.press("A", 3)
    emu.run(20)
    assert emu.state()["mode"] == 2
    state = settle()
    assert state["flags"][0] & 1, "princess_talk's set_flag met_princess (flag 0) did not run"


def test_maximal_spec_builds_and_every_scene_loads(toolchain, tmp_path):
    from rom_build import verify_rom

    emitted, result = build(maximal_spec(), tmp_path, toolchain)
    assert emitted.stats["flags"] == 256
    verified = verify_rom(result.rom_path, expect_title=emitted.title, expect_code=emitted.code)
    assert verified.ok, verified.checks
    tour = debug_tour(result.rom_path, 16)
    assert [s["scene"] for s in tour] == list(range(16))
    assert all(s["error"] == 0 for s in tour), tour
