"""Engine figures: frame budget with music, effects and 16 actors, the sound code's CPU share,
ROM size and RAM use.

Builds the engine's fixture game (Docker toolchain by default), then in mGBA:
  busy   - the debug scene viewer into Dark Woods (64x64 tiles, 16 actors chasing and
           wandering, its forest song playing, its water swaying), 1,200 frames of walking in a
           square and swinging the sword every 15 frames (swish, hits and defeats on the effect
           channels);
  play   - a normal start: walk to the elder, talk (typewriter blips, the key's pickup, the
           gate's rumble), walk to the gate, 600+ frames;
  dialogue - 200 frames of the elder's pages, A every 20 frames (typed, then hurried).
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
    p = figures["platformer"]
    print(
        f"platformer: camera x {p['cam_x_min']}..{p['cam_x_max']} (streamed), ROM {figures['platformer_rom_bytes']} bytes"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
