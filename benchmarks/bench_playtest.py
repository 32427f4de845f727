"""Playtest figures: frames to the win screen, emulated frames per second, wall seconds.

Builds the engine's fixture game, the example GameSpec and the offline designer's games for a
few prompts (Docker toolchain by default), then plays each with the bot and prints one line
per game: outcome, frames played, game frames per wall second, flags set, game overs.

    .venv/bin/python benchmarks/bench_playtest.py [--toolchain host] [--prompts N] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

PROMPTS = [
    ("a knight rescues a princess from a dragon", 0),
    ("desert temple treasure", 1),
    ("Ein Zauberer sucht den verlorenen Stab", 0),
    ("robot uprising in a city", 1),
    ("haunted library ghost", 0),
    ("la sorciere de la foret", 1),
]


def built_games(work: Path, toolchain: str, prompts: int):
    """(name, rom, ids) for each game, built into `work`."""
    from engine_play import write_fixture

    from romsmith.generators.emit import emit_game
    from romsmith.generators.pack import load_pack
    from romsmith.generators.spec import GameSpec
    from romsmith.generators.spec.samples import example_spec
    from romsmith.pipeline.run import start
    from romsmith.rom_build import build_rom

    src = write_fixture(work / "fixture" / "src")
    rom = build_rom(src, work / "fixture" / "rom", title="FIXTURE", code="RFIX", toolchain=toolchain).rom_path
    yield "fixture", rom, src / "game_ids.h"
    spec = example_spec()
    spec = spec if isinstance(spec, GameSpec) else GameSpec.model_validate(spec)
    src = work / "example" / "src"
    emit_game(spec, load_pack("puny"), src)
    rom = build_rom(src, work / "example" / "rom", title="EXAMPLE", code="REXA", toolchain=toolchain).rom_path
    yield "example", rom, src / "game_ids.h"
    for i, (prompt, seed) in enumerate(PROMPTS[:prompts]):
        out = work / f"designer{i}"
        start(
            prompt, model="offline/designer", out=out, seed=seed, use_memory=False, toolchain=toolchain, playtest=False
        )
        yield f"{prompt!r} seed {seed}", out / "build" / "rom" / "game.gba", out / "build" / "src" / "game_ids.h"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--toolchain", default="docker", choices=("docker", "host"))
    parser.add_argument("--prompts", type=int, default=4)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from romsmith.playtest import playtest

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ROMSMITH_HOME"] = str(Path(tmp) / "home")
        for name, rom, ids in built_games(Path(tmp), args.toolchain, args.prompts):
            started = time.perf_counter()
            run = playtest(rom, ids_path=ids)
            seconds = time.perf_counter() - started
            rows.append(
                {
                    "game": name,
                    "outcome": run.outcome,
                    "frames": run.frames,
                    "game_seconds": round(run.frames / 60, 1),
                    "wall_seconds": round(seconds, 2),
                    "frames_per_second": round(run.frames / seconds) if seconds else None,
                    "flags_set": len(run.flags_set),
                    "game_overs": run.game_overs,
                }
            )
            if not args.json:
                r = rows[-1]
                print(
                    f"{r['game']:<50} {r['outcome']:<13} {r['frames']:>6} frames ({r['game_seconds']:>5} s of play) "
                    f"in {r['wall_seconds']:>5} s = {r['frames_per_second']} frames/s, {r['flags_set']} flags, "
                    f"{r['game_overs']} game overs"
                )
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0 if all(r["outcome"] == "win" for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
