"""Generated content builds in the Docker toolchain and runs in mGBA."""

from romsmith.generators import emit_game
from romsmith.generators.pack import load_pack
from romsmith.generators.spec.samples import example_spec, maximal_spec


def build(spec, tmp_path, toolchain):
    from romsmith.rom_build import build_rom

    emitted = emit_game(spec, load_pack("puny"), tmp_path / "game")
    result = build_rom(
        tmp_path / "game",
        tmp_path / "out",
        title=emitted.title,
        code=emitted.code,
        toolchain="docker",
        cache_dir=tmp_path / "cache",
    )
    assert result.ok, result.log_path.read_text()[-3000:]
    return emitted, result


def debug_tour(rom_path, scenes: int) -> list[dict]:
    """Boot holding L+R (the engine's scene tour), visit every scene with R; states and shots."""
    from romsmith.rom_build.emulator import Emulator

    emu = Emulator(rom_path)
    emu.run(30, keys=("L", "R"))
    emu.run(60)
    seen = []
    for _ in range(scenes):
        state = emu.state()
        shot = emu.screenshot()
        seen.append(
            {
                "scene": state["scene"],
                "error": state["error"],
                "mode": state["mode"],
                "colours": len(shot.getcolors(1 << 16) or []),
            }
        )
        emu.run(2, keys=("R",))
        emu.run(60)
    return seen


def test_example_spec_builds_boots_and_visits_every_scene(toolchain, tmp_path):
    from romsmith.rom_build import verify_rom

    emitted, result = build(example_spec(), tmp_path, toolchain)
    verified = verify_rom(
        result.rom_path, shots_dir=tmp_path / "shots", expect_title="LOST CROWN", expect_code=emitted.code
    )
    assert verified.ok, verified.checks
    assert verified.state["error"] == 0
    tour = debug_tour(result.rom_path, 3)
    assert [s["scene"] for s in tour] == [0, 1, 2]
    assert all(s["error"] == 0 and s["mode"] == 1 and s["colours"] > 8 for s in tour), tour


def test_example_plays_through_to_the_win_screen(toolchain, tmp_path):
    """Locked warp, door warps, a dialogue effect, a trigger with a branch, an item check, the win."""
    from romsmith.rom_build.emulator import Emulator

    _, result = build(example_spec(), tmp_path, toolchain)
    emu = Emulator(result.rom_path)
    emu.run(60)
    emu.press("START", 5)
    emu.run(60)

    def settle():
        for _ in range(40):
            if emu.state()["mode"] != 2:
                return emu.state()
            emu.press("A", 3)
            emu.run(20)
        return emu.state()

    def walk(key, done, limit=400):
        for _ in range(limit):
            emu.run(1, keys=(key,))
            if done(emu.state()):
                break
        emu.run(30)
        return emu.state()

    def talk(key):
        emu.run(8, keys=(key,))
        emu.press("A", 3)
        emu.run(20)
        assert emu.state()["mode"] == 2
        return settle()

    def cell(state):
        return state["scene"], state["player_x"] // 16, state["player_y"] // 16

    state = settle()  # past the intro made from the premise
    assert cell(state) == (0, 10, 8)
    state = walk("UP", lambda s: s["scene"] != 0, 240)
    assert state["scene"] == 0, "the castle gate opened before Lia was met"
    walk("DOWN", lambda s: s["player_y"] >= 7 * 16)
    walk("LEFT", lambda s: s["player_x"] <= 5 * 16)
    state = walk("UP", lambda s: s["scene"] != 0, 120)
    assert cell(state) == (1, 7, 8)  # beside the house door, inside
    walk("UP", lambda s: s["player_y"] <= 5 * 16, 200)  # below Lia at (7, 4)
    state = talk("UP")
    assert state["flags"][0] & 1, "princess_talk did not set met_princess (flag 0)"
    state = walk("DOWN", lambda s: s["scene"] != 1, 300)
    assert cell(state) == (0, 5, 7)  # out of the house door
    walk("RIGHT", lambda s: s["player_x"] >= 10 * 16)
    state = walk("UP", lambda s: s["scene"] != 0, 300)
    assert cell(state) == (2, 7, 8)  # the gate is open now
    state = walk("RIGHT", lambda s: s["mode"] == 2 or s["player_x"] >= 12 * 16)  # the chest trigger at (12, 8)
    state = settle()
    assert state["flags"][0] & 2, "the chest's branch did not set crown_found (flag 1)"
    walk("LEFT", lambda s: s["player_x"] <= 7 * 16)
    walk("UP", lambda s: s["player_y"] <= 3 * 16, 300)  # below King Rolf at (7, 2)
    state = talk("UP")
    assert state["flags"][0] & 4, "the king's item branch did not set crown_returned (flag 2)"
    emu.run(60)
    assert emu.state()["mode"] == 4  # the win screen


def test_maximal_spec_builds_and_every_scene_loads(toolchain, tmp_path):
    from romsmith.rom_build import verify_rom

    emitted, result = build(maximal_spec(), tmp_path, toolchain)
    assert emitted.stats["flags"] == 256
    verified = verify_rom(result.rom_path, expect_title=emitted.title, expect_code=emitted.code)
    assert verified.ok, verified.checks
    tour = debug_tour(result.rom_path, 16)
    assert [s["scene"] for s in tour] == list(range(16))
    assert all(s["error"] == 0 for s in tour), tour
