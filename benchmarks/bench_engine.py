"""Engine figures: frame budget with 16 actors in the largest scene, ROM size, RAM use.

Builds the engine's fixture game (Docker toolchain by default), then in mGBA:
  busy   - the debug scene viewer into Dark Woods (64x64 tiles, 16 actors chasing and
           wandering), 1,200 frames of walking in a square;
  play   - a normal start: walk to the elder, talk, walk to the gate, 600+ frames.
It prints frames run, missed frames (game loop overran a frame), the scanlines the game loop
took (228 per frame: headroom = 1 - worst/228), ROM bytes, and IWRAM/EWRAM use from the map.

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

from engine_play import MODE, Player, copy_fixture, fixture  # noqa: E402

LINES_PER_FRAME = 228
IWRAM_SECTIONS = (".iwram", ".data", ".bss")
EWRAM_SECTIONS = (".ewram", ".sbss")


def section_sizes(map_text: str) -> dict[str, int]:
    sizes = {}
    for name, size in re.findall(r"^(\.[a-z_]+)\s+0x[0-9a-f]+\s+0x([0-9a-f]+)", map_text, re.M):
        sizes.setdefault(name, int(size, 16))
    return sizes


def sample(game: Player, frames: int, keys_for) -> dict:
    lines = []
    s0 = game.state()
    for i in range(frames):
        game.emu.run(1, keys=keys_for(i))
        lines.append(game.state()["loop_lines"])
    s = game.state()
    return {
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
    return sample(game, 1200, lambda i: (square[(i // 60) % 4],))


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--toolchain", default="docker", choices=("docker", "host"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from romsmith.rom_build import build_rom

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        result = build_rom(
            copy_fixture(tmp / "game"),
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
        }
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"toolchain {figures['toolchain']}")
    print(
        f"ROM {figures['rom_bytes']} bytes; IWRAM {figures['iwram_bytes']} of 29696 "
        f"(code {figures['iwram_code_bytes']}); EWRAM {figures['ewram_bytes']} of 262144"
    )
    for name in ("busy_scene", "normal_play"):
        f = figures[name]
        print(
            f"{name}: {f['frames']} frames, {f['missed']} missed, loop scanlines mean "
            f"{f['loop_lines_mean']} max {f['loop_lines_max']} of {LINES_PER_FRAME} "
            f"(headroom {f['headroom']:.1%}), {f['actors']} actors in scene {f['scene']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
