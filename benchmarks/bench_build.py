"""Build and boot timings, printed (no asserts): `python benchmarks/bench_build.py [--engine D --game D]`.

Figures, each the median of --repeat runs:
  cold build          empty object cache, no warm container: container start + full compile
  warm full build     everything recompiled, in the warm container kept between builds
  content-only        one generated file changed (the engine objects come from the cache), in the
                      warm container and, for comparison, in a fresh container per build
  host plain gcc      the same sources compiled by plain arm-none-eabi-gcc commands on the host,
                      one after the other (no make, no container)
  host make           `--toolchain host` (the same makefile as in the container, on the host)
  verify 600 frames   `verify_rom` of the built ROM, in-process and as the `romsmith verify` command
Targets (issue 2): warm full <= 1.5x host plain gcc, content-only < 1 s, verify 600 frames < 1 s.
Default sources: the real engine with its fixture content (romsmith/rom_build/engine, the content written by
fixture/make_fixture.py into a temporary folder), then the small test program (romsmith/rom_build/testprog); or pass --engine/--game.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from romsmith.rom_build import _docker_runner, _toolchain, build_rom, verify_rom  # noqa: E402

RUNTIME = ROOT / "romsmith" / "rom_build" / "runtime"
ARCH = [
    "-mcpu=arm7tdmi",
    "-mtune=arm7tdmi",
    "-O2",
    "-std=gnu11",
    "-ffunction-sections",
    "-fdata-sections",
    "-fno-strict-aliasing",
    "-fomit-frame-pointer",
]


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def median_of(repeat: int, fn) -> float:
    return statistics.median(timed(fn) for _ in range(repeat))


def host_plain_gcc(engine: Path, game: Path, work: Path) -> None:
    """Compile every source with its own gcc command, link, objcopy: no make, no cache."""
    objs = work / "plain"
    shutil.rmtree(objs, ignore_errors=True)
    objs.mkdir(parents=True)
    includes = [f"-I{engine / 'include'}", f"-I{game}", f"-I{RUNTIME}"]
    sources = [
        RUNTIME / "crt0.s",
        RUNTIME / "rs_sys.c",
        *sorted((engine / "src").glob("*.c")),
        *sorted((engine / "src").glob("*.s")),
        *sorted(game.glob("*.c")),
    ]
    outputs = []
    for index, src in enumerate(sources):
        mode = ["-marm", "-mlong-calls"] if src.name.endswith(".iwram.c") else ["-mthumb"]
        obj = objs / f"{index}-{src.name}.o"
        subprocess.run(["arm-none-eabi-gcc", *ARCH, *mode, *includes, "-c", str(src), "-o", str(obj)], check=True)
        outputs.append(str(obj))
    elf = objs / "game.elf"
    subprocess.run(
        [
            "arm-none-eabi-gcc",
            "-mcpu=arm7tdmi",
            "-mthumb",
            "-nostartfiles",
            "-T",
            str(RUNTIME / "gba.ld"),
            "-Wl,--gc-sections",
            "-Wl,--no-warn-rwx-segments",
            *outputs,
            "-o",
            str(elf),
            "-Wl,--start-group",
            "-lc",
            "-lgcc",
            "-Wl,--end-group",
        ],
        check=True,
    )
    subprocess.run(["arm-none-eabi-objcopy", "-O", "binary", str(elf), str(objs / "game.gba")], check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", type=Path, default=None)
    parser.add_argument("--game", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if args.engine and args.game:
        workloads = [(args.engine, args.game)]
    else:
        workloads = []
        engine = ROOT / "romsmith" / "rom_build" / "engine"
        maker = engine / "fixture" / "make_fixture.py"
        if (engine / "src").is_dir() and maker.is_file():
            fixture = Path(tempfile.mkdtemp(prefix="bench-fixture-"))
            subprocess.run([sys.executable, str(maker), str(fixture)], check=True, capture_output=True)
            workloads.append((engine, fixture))
        workloads.append(
            (
                ROOT / "romsmith" / "rom_build" / "testprog" / "engine",
                ROOT / "romsmith" / "rom_build" / "testprog" / "game",
            )
        )
    for engine, game in workloads:
        bench(engine, game, args.repeat)


def bench(engine_dir: Path, game_src: Path, repeat: int) -> None:
    """Print the figures for one engine + content pair."""
    client = _toolchain.docker_client()
    image = _toolchain.require_image(client)
    work = Path(tempfile.mkdtemp(prefix="romsmith-bench-"))
    os.environ.setdefault("ROMSMITH_HOME", str(work / "home"))
    game = work / "game"
    game.mkdir()
    for source in [*game_src.glob("*.c"), *game_src.glob("*.h")]:
        shutil.copy(source, game)
    out, cache = work / "out", work / "cache"
    cache.mkdir()
    data_file = sorted(game.glob("*.c"))[0]
    original = data_file.read_text()

    def build(**kw):
        result = build_rom(game, out, title="BENCH", code="RSBN", engine_dir=engine_dir, cache_dir=cache, **kw)
        if not result.ok:
            sys.exit(f"build failed:\n{result.log_path.read_text()}")
        return result

    def clear_objects():
        """Empty the object caches but keep the folders, so the warm container stays valid."""
        shutil.rmtree(out / "obj", ignore_errors=True)
        for entry in cache.iterdir():
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()

    def cold():
        _docker_runner.stop_warm_containers_for(client, out)
        clear_objects()
        build()

    counter = {"n": 0}

    def content_only():
        counter["n"] += 1
        data_file.write_text(original + f"\nconst int bench_marker_{counter['n']} = {counter['n']};\n")
        build()

    def warm_full():
        clear_objects()
        build()

    figures = {"image": image.name, "sources": str(engine_dir), "cpus": os.cpu_count()}
    figures["cold_build_s"] = median_of(min(3, repeat), cold)
    build()  # make sure the warm container is up
    figures["warm_full_build_s"] = median_of(repeat, warm_full)
    figures["content_only_rebuild_s"] = median_of(repeat, content_only)
    os.environ["ROMSMITH_WARM_IDLE_S"] = "0"  # the alternative: a fresh container per build
    figures["content_only_oneshot_s"] = median_of(repeat, content_only)
    del os.environ["ROMSMITH_WARM_IDLE_S"]
    figures["host_plain_gcc_s"] = median_of(repeat, lambda: host_plain_gcc(engine_dir, game, work))
    figures["host_make_full_s"] = median_of(repeat, lambda: (clear_objects(), build(toolchain="host")))
    rom = build().rom_path
    figures["verify_600_frames_s"] = median_of(repeat, lambda: verify_rom(rom, frames=600))
    romsmith = Path(sys.executable).parent / "romsmith"
    figures["romsmith_verify_cli_s"] = median_of(
        repeat,
        lambda: subprocess.run(
            [str(romsmith), "verify", str(rom), "--frames", "600", "--json"], check=True, capture_output=True
        ),
    )
    figures["docker_over_host_ratio"] = figures["warm_full_build_s"] / figures["host_plain_gcc_s"]
    _docker_runner.stop_warm_containers_for(client, out)
    shutil.rmtree(work, ignore_errors=True)

    print(f"toolchain image      {figures['image']}  ({figures['cpus']} CPUs, sources {figures['sources']})")
    print(f"cold build           {figures['cold_build_s']:.3f} s")
    print(f"warm full build      {figures['warm_full_build_s']:.3f} s   (target <= 1.5x host plain gcc)")
    print(f"content-only rebuild {figures['content_only_rebuild_s']:.3f} s   (target < 1 s)")
    print(f"  one container/build {figures['content_only_oneshot_s']:.3f} s   (instead of the warm container)")
    print(f"host plain gcc       {figures['host_plain_gcc_s']:.3f} s")
    print(f"host make (-j)       {figures['host_make_full_s']:.3f} s")
    print(f"Docker/host ratio    {figures['docker_over_host_ratio']:.2f}x")
    print(f"verify 600 frames    {figures['verify_600_frames_s']:.3f} s   in-process")
    print(f"romsmith verify      {figures['romsmith_verify_cli_s']:.3f} s   600 frames, whole command (target < 1 s)")
    print(json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in figures.items()}))


if __name__ == "__main__":
    main()
