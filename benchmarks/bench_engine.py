"""Engine figures: frame budget with music, effects and 16 actors, the sound code's CPU share,
ROM size and RAM use.

Builds the engine's fixture game (Docker toolchain by default), then in mGBA:
  busy   - the debug scene viewer into Dark Woods (64x64 tiles, 16 actors chasing and
           wandering, its forest song playing, its water swaying), 1,200 frames of walking in a
           square and swinging the sword every 15 frames (swish, hits and defeats on the effect
           channels);
  play   - a normal start: walk to the elder, talk (typewriter blips, the key's pickup, the
           gate's rumble), walk to the gate, 600+ frames;
  dialogue - 200 frames of the elder's pages, A every 20 frames (typed, then hurried);
  shooter - a shooter level in the debug viewer (nothing hurts the ship): 16 enemies of 20 hp
           on screen at once, each firing every half second (the enemy-shot pool full), the ship
           holding A with its pool of 8 shots full, 900 frames; the live counts are printed too.
  puzzle - a generated puzzle game (the largest board, 15x9 cells, with the most crates, 12, and
           two lanes of ice), 900 frames of pushes that slide across the ice, steps taken back
           with B and the level started again with SELECT (each a redraw of every cell).
Then the platformer fixture (engine/fixture/platformer_fixture.py), built the same way:
  platformer - the debug viewer into its Run level (68 cells, 4.5 screens wide, streamed), 12
           slimes walking it, 1,200 frames of running right and left end to end with B held and a
           full jump every 40 frames, the camera streaming columns both ways.
It prints frames run, missed frames (the frame's work overran into the next), the scanlines
from VBlank start to the end of the frame's work, the VBlank interrupt included (228 per
frame: headroom = 1 - worst/228), the sound tick's CPU cycles per frame (timer 3 around the
player in the interrupt) as a share of the 280,896 cycles of a frame, ROM bytes, and
IWRAM/EWRAM use from the linker map.

    .venv/bin/python benchmarks/bench_engine.py [--toolchain host] [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from engine_play import MODE, Player, fixture, write_fixture  # noqa: E402
from platformer_play import build as build_platformer  # noqa: E402
from platformer_play import fixture as platformer_fixture  # noqa: E402

from romsmith.kernel import puzzle as P  # noqa: E402

LINES_PER_FRAME = 228
CYCLES_PER_FRAME = 280896
IWRAM_SECTIONS = (".iwram", ".data", ".bss")
EWRAM_SECTIONS = (".ewram", ".sbss")


def section_sizes(map_text: str) -> dict[str, int]:
    sizes = {}
    for name, size in re.findall(r"^(\.[a-z_]+)\s+0x[0-9a-f]+\s+0x([0-9a-f]+)", map_text, re.M):
        sizes.setdefault(name, int(size, 16))
    return sizes


def sample(game: Player, frames: int, keys_for) -> dict:
    lines, cycles = [], []
    s0 = game.state()
    for i in range(frames):
        game.emu.run(1, keys=keys_for(i))
        state = game.state()
        lines.append(state["loop_lines"])
        cycles.append(state["sound_cycles"])
    s = game.state()
    return {
        "sound_cycles_mean": round(sum(cycles) / len(cycles), 1),
        "sound_cycles_max": max(cycles),
        "sound_cpu_share": round(sum(cycles) / len(cycles) / CYCLES_PER_FRAME, 5),
        "sound_cpu_share_worst": round(max(cycles) / CYCLES_PER_FRAME, 5),
        "song": s["song"],
        "effects_started": (s["sfx_count"] - s0["sfx_count"]) % 256,
        "water_swaps": (s["water_swaps"] - s0["water_swaps"]) % 65536,
        "frames": s["frame"] - s0["frame"],
        "missed": s["missed"] - s0["missed"],
        "loop_lines_mean": round(sum(lines) / len(lines), 1),
        "loop_lines_max": max(lines),
        "headroom": round(1 - max(lines) / LINES_PER_FRAME, 3),
        "actors": s["actors"],
        "scene": s["scene"],
    }


def busy_scene(rom) -> dict:
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    game = Player(Emulator(rom))
    game.emu.run(20, keys=("L", "R"))
    game.emu.run(5)
    for _ in range(fx.SC["WOODS"]):
        game.emu.press("R")
        game.emu.run(3)
    square = ("RIGHT", "DOWN", "LEFT", "UP")
    return sample(game, 1200, lambda i: (square[(i // 60) % 4],) + (("A",) if i % 15 == 0 else ()))


def dialogue(rom) -> dict:
    """The elder's pages with A pressed every 20 frames: each page is first typed a letter a
    frame, then hurried 32 letters a frame, then turned."""
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    game = Player(Emulator(rom))
    game.start()
    elder = fx.SCENES[0]["actors"][0]
    game.walk_to(elder["x"] * 8, elder["y"] * 8 + 40)
    game.walk_to(elder["x"] * 8, elder["y"] * 8)
    out = sample(game, 200, lambda i: ("A",) if i % 20 == 0 else ())
    out["mode"] = next(k for k, v in MODE.items() if v == game.state()["mode"])
    return out


def normal_play(rom) -> dict:
    from romsmith.rom_build.emulator import Emulator

    fx = fixture()
    game = Player(Emulator(rom))
    s0 = game.start()
    elder = fx.SCENES[0]["actors"][0]
    game.walk_to(elder["x"] * 8, elder["y"] * 8 + 40)
    game.walk_to(elder["x"] * 8, elder["y"] * 8)
    game.emu.press("A")
    game.close_dialogue()
    game.walk_to(fx.SCENES[0]["gates"][0][0][0] * 16, fx.SCENES[0]["gates"][0][0][1] * 16, first="y")
    out = sample(game, 300, lambda i: ("RIGHT",) if i < 150 else ())
    s = game.state()
    out["frames"] = s["frame"] - s0["frame"]
    out["missed"] = s["missed"] - s0["missed"]
    out["mode"] = next(k for k, v in MODE.items() if v == s["mode"])
    return out


def shooter_stress_spec() -> dict:
    """A level that fills every pool: four waves of four slow, tough, firing enemies entering a
    second apart (16 on screen), the ship's 8 shots fired every 3 frames."""
    from test_genre_shooter_spec import shooter_spec

    spec = shooter_spec(length=60, goal="survive", boss=None)
    level = spec["scenes"][0]
    level["ship"].update(max_shots=8, fire_every=0.05, shot_speed=120)
    level["waves"] = [
        {"at": 1 + k, "enemy": "puny_raider", "count": 4, "gap": 0.25, "speed": 15, "hp": 20, "fire": 0.5,
         "path": ("line", "sine", "dive", "line")[k], "y": 12 + 34 * k, "amplitude": 8, "step_y": 4}
        for k in range(4)
    ]  # fmt: skip
    return spec


def shooter(toolchain: str, tmp: Path) -> dict:
    from romsmith.generators import emit_game
    from romsmith.generators.pack import load_pack
    from romsmith.playtest._romdata import elf_symbols
    from romsmith.rom_build import abi, build_rom
    from romsmith.rom_build.emulator import Emulator

    emitted = emit_game(shooter_stress_spec(), load_pack("puny"), tmp / "shooter")
    result = build_rom(tmp / "shooter", tmp / "shooter_out", title=emitted.title, code=emitted.code,
                       toolchain=toolchain, cache_dir=tmp / "cache")  # fmt: skip
    if not result.ok:
        raise SystemExit(result.log_path.read_text())
    play = abi.struct("rs_shooter_play")
    at = elf_symbols(Path(result.rom_path).with_name("game.elf"))["rs_shooter_live"][0]
    game = Player(Emulator(result.rom_path))
    game.emu.run(20, keys=("L", "R"))
    game.emu.run(300, keys=("A", "UP"))  # every wave in, the pools filling
    peak = {"foes": 0, "shots": 0, "foe_shots": 0}

    def keys(i: int) -> tuple:
        live = play.unpack(game.emu.read(at, play.size))
        peak["foes"] = max(peak["foes"], sum(f["on"] == 1 for f in live["foes"]))
        peak["shots"] = max(peak["shots"], sum(s["on"] for s in live["shots"]))
        peak["foe_shots"] = max(peak["foe_shots"], sum(s["on"] for s in live["foe_shots"]))
        return ("A", "UP" if (i // 40) % 2 else "DOWN")

    out = sample(game, 900, keys)
    out.update(peak_foes=peak["foes"], peak_shots=peak["shots"], peak_foe_shots=peak["foe_shots"],
               shot_cap=abi.const("RS_SHOOTER_MAX_SHOTS"), foe_cap=abi.const("RS_SHOOTER_MAX_FOES"),
               foe_shot_cap=abi.const("RS_SHOOTER_MAX_FOE_SHOTS"))  # fmt: skip
    return out


PUZZLE_BOARD = [
    "###############",
    "#*#*#*#*#*#*# #",
    "#             #",
    "#@$~~~~~~~~~. #",
    "#             #",
    "# $~~~~~~~~~. #",
    "#k          s #",
    "#*#*#*#l#*# #d#",
    "#######e#######",
]
PUZZLE_KEYS = ["RIGHT", "B", "RIGHT", "SELECT", "DOWN", "DOWN", "RIGHT", "B", "B", "UP", "SELECT", "DOWN"]


def puzzle_game(tmp: Path, toolchain: str) -> Path:
    """The largest puzzle board built as a one-room game (its exit's trigger wins)."""
    from romsmith.generators import emit_game
    from romsmith.generators.pack import load_pack
    from romsmith.rom_build import build_rom

    spec = {
        "title": "Crate Bench",
        "start_scene": "hall",
        "cast": [{"id": "hero", "name": "Ada", "role": "player", "sprite": "puny_soldier", "scene": "hall", "x": 1, "y": 3}],
        "scenes": [
            {
                "genre": "puzzle", "id": "hall", "name": "Hall", "theme": "vault", "board": PUZZLE_BOARD,
                "solved_flag": "solved", "triggers": [{"x": 7, "y": 8, "effects": [{"op": "set_flag", "id": "out"}]}],
            }
        ],
        "flags": [{"id": "solved", "description": "solved"}, {"id": "out", "description": "out"}],
        "win": {"flag": "out", "text": "Out."},
    }  # fmt: skip
    emitted = emit_game(spec, load_pack("puny"), tmp / "puzzle")
    result = build_rom(
        tmp / "puzzle", tmp / "puzzle_out", title=emitted.title, code=emitted.code, toolchain=toolchain,
        cache_dir=tmp / "cache",
    )  # fmt: skip
    if not result.ok:
        raise SystemExit(result.log_path.read_text()[-3000:])
    return Path(result.rom_path)


def puzzle(rom) -> dict:
    from romsmith.rom_build.emulator import Emulator

    game = Player(Emulator(rom))
    game.emu.run(30)
    game.emu.run(2, keys=("START",))
    game.emu.run(60)
    out = sample(game, 900, lambda i: (PUZZLE_KEYS[i // 12 % len(PUZZLE_KEYS)],) if i % 12 == 0 else ())
    out["crates"] = len(P.parse(PUZZLE_BOARD).crates)
    return out


def platformer_run(rom) -> dict:
    """The Run level's twelve slimes while the player runs its length both ways, jumping."""
    from romsmith.rom_build.emulator import Emulator

    fx = platformer_fixture()
    game = Player(Emulator(rom))
    game.emu.run(20, keys=("L", "R"))
    game.emu.run(5)
    for _ in range(fx.SC["RUN"]):
        game.emu.press("R")
        game.emu.run(3)
    cams = []

    def keys(i: int) -> tuple:
        s = game.state()
        cams.append(s["cam_x"])
        way = "RIGHT" if (i // 450) % 2 == 0 else "LEFT"  # to the far end, all the way back, on again
        return (way, "B") + (("A",) if i % 40 < 16 else ())

    out = sample(game, 1200, keys)
    out["cam_x_min"], out["cam_x_max"] = min(cams), max(cams)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--toolchain", default="docker", choices=("docker", "host"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from romsmith.rom_build import build_rom

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        result = build_rom(
            write_fixture(tmp / "game"),
            tmp / "out",
            title="SHADOW KNGHT",
            code="RSFX",
            toolchain=args.toolchain,
            cache_dir=tmp / "cache",
        )
        if not result.ok:
            print(result.log_path.read_text(), file=sys.stderr)
            return 1
        sizes = section_sizes(Path(result.map_path).read_text())
        figures = {
            "toolchain": result.toolchain,
            "rom_bytes": Path(result.rom_path).stat().st_size,
            "iwram_bytes": sum(sizes.get(s, 0) for s in IWRAM_SECTIONS),
            "iwram_code_bytes": sizes.get(".iwram", 0),
            "ewram_bytes": sum(sizes.get(s, 0) for s in EWRAM_SECTIONS),
            "busy_scene": busy_scene(result.rom_path),
            "normal_play": normal_play(result.rom_path),
            "dialogue": dialogue(result.rom_path),
            "shooter": shooter(args.toolchain, tmp),
            "puzzle": puzzle(puzzle_game(tmp, args.toolchain)),
        }
        plat = build_platformer(tmp / "platformer", toolchain=args.toolchain)
        if not plat.ok:
            print(plat.log_path.read_text(), file=sys.stderr)
            return 1
        figures["platformer_rom_bytes"] = Path(plat.rom_path).stat().st_size
        figures["platformer"] = platformer_run(plat.rom_path)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"toolchain {figures['toolchain']}")
    print(
        f"ROM {figures['rom_bytes']} bytes; IWRAM {figures['iwram_bytes']} of 29696 "
        f"(code {figures['iwram_code_bytes']}); EWRAM {figures['ewram_bytes']} of 262144"
    )
    s = figures["shooter"]
    print(
        f"shooter: {s['frames']} frames, {s['missed']} missed, loop scanlines mean {s['loop_lines_mean']} "
        f"max {s['loop_lines_max']} of {LINES_PER_FRAME} (headroom {s['headroom']:.1%}); at most "
        f"{s['peak_foes']} of {s['foe_cap']} enemies, {s['peak_shots']} of {s['shot_cap']} shots and "
        f"{s['peak_foe_shots']} of {s['foe_shot_cap']} enemy shots at once; worst frame "
        f"{s['loop_lines_max'] / figures['busy_scene']['loop_lines_max']:.2f}x the busy adventure scene's"
    )
    for name in ("busy_scene", "normal_play", "dialogue", "platformer"):
        f = figures[name]
        print(
            f"{name}: {f['frames']} frames, {f['missed']} missed, loop scanlines mean "
            f"{f['loop_lines_mean']} max {f['loop_lines_max']} of {LINES_PER_FRAME} "
            f"(headroom {f['headroom']:.1%}), {f['actors']} actors in scene {f['scene']}"
        )
        print(
            f"  sound: song {f['song']}, {f['effects_started']} effects started, {f['water_swaps']} water "
            f"frames swapped; tick cycles mean "
            f"{f['sound_cycles_mean']} max {f['sound_cycles_max']} = {f['sound_cpu_share']:.3%} of the CPU "
            f"(worst frame {f['sound_cpu_share_worst']:.3%})"
        )
    f = figures["puzzle"]
    print(
        f"puzzle: {f['frames']} frames, {f['missed']} missed, worst loop scanlines {f['loop_lines_max']} of "
        f"{LINES_PER_FRAME} (headroom {f['headroom']:.1%}, mean {f['loop_lines_mean']}; "
        f"{f['loop_lines_max'] / figures['busy_scene']['loop_lines_max']:.2f}x the busy adventure scene's worst), "
        f"{f['crates']} crates: pushes sliding over the ice, steps taken back, restarts"
    )
    p = figures["platformer"]
    print(
        f"platformer: camera x {p['cam_x_min']}..{p['cam_x_max']} (streamed), ROM {figures['platformer_rom_bytes']} bytes"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
