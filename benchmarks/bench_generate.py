"""Validate and generate timings for a small and a maximal GameSpec, plus the generated sizes.

    .venv/bin/python benchmarks/bench_generate.py [--repeat N] [--json]

The small spec is romsmith/generators/examples/lost_crown.json; the maximal one has every schema limit at
its maximum (generators.spec.samples.maximal_spec). Times are the best of N runs; "generate" includes
validation (emit_game always validates first). Nothing is compiled here.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path


def best_of(repeat: int, fn) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def measure(name: str, spec: dict, pack, repeat: int) -> dict:
    from romsmith.generators.checks import validate_spec
    from romsmith.generators.emit import emit_game

    t_validate, report = best_of(repeat, lambda: validate_spec(spec, pack))
    assert report.ok, report.text()
    with tempfile.TemporaryDirectory() as tmp:
        t_generate, emitted = best_of(repeat, lambda: emit_game(spec, pack, Path(tmp) / f"run{time.perf_counter_ns()}"))
        t_unchanged, again = best_of(repeat, lambda: emit_game(spec, pack, Path(tmp) / "same"))
        sizes = {f.name: f.stat().st_size for f in again.files}
    return {
        "spec": name,
        "spec_json_bytes": len(json.dumps(spec)),
        "scenes": len(spec["scenes"]),
        "cast": len(spec["cast"]),
        "dialogues": len(spec["dialogue"]),
        "validate_ms": round(t_validate * 1000, 1),
        "generate_ms": round(t_generate * 1000, 1),
        "regenerate_unchanged_ms": round(t_unchanged * 1000, 1),
        "game_data_c_bytes": sizes["game_data.c"],
        "game_ids_h_bytes": sizes["game_ids.h"],
        "tile_bytes": emitted.stats["tile_bytes"],
        "bg_tiles": emitted.stats["bg_tiles"],
        "sprite_tiles": emitted.stats["sprite_tiles"],
        "map_and_collision_bytes": emitted.stats["map_bytes"],
        "engine_dialogues": emitted.stats["dialogues"],
        "flags": emitted.stats["flags"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from romsmith.generators.pack import load_pack
    from romsmith.generators.spec.samples import example_spec, maximal_spec

    t0 = time.perf_counter()
    pack = load_pack("puny")
    load_ms = round((time.perf_counter() - t0) * 1000, 1)
    rows = [
        measure("small (lost_crown)", example_spec(), pack, args.repeat),
        measure("maximal (every limit)", maximal_spec(), pack, args.repeat),
    ]
    if args.json:
        print(json.dumps({"pack_load_ms": load_ms, "results": rows}, indent=2))
        return
    print(f"pack load (manifest + PNG checks): {load_ms} ms")
    keys = [k for k in rows[0] if k != "spec"]
    print(f"{'':28}" + "".join(f"{r['spec']:>24}" for r in rows))
    for key in keys:
        print(f"{key:28}" + "".join(f"{r[key]:>24}" for r in rows))


if __name__ == "__main__":
    main()
