"""build_rom: generated content + engine + runtime → a ROM with a fixed, read-back header."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import time
from pathlib import Path

from romsmith.kernel.config import cores, home, load_settings
from romsmith.kernel.errors import UsageError
from romsmith.rom_build import _diagnostics, _header

ROM_BUILD_DIR = Path(__file__).resolve().parent
DEFAULT_ENGINE = ROM_BUILD_DIR / "engine"
TESTPROG_ENGINE = ROM_BUILD_DIR / "testprog" / "engine"
TESTPROG_GAME = ROM_BUILD_DIR / "testprog" / "game"


@dataclasses.dataclass
class BuildResult:
    ok: bool
    exit_code: int
    rom_path: Path | None
    map_path: Path | None
    log_path: Path
    diagnostics: list[dict]
    toolchain: str  # "docker" | "host"
    image: str | None  # image name, None on the host
    image_digest: str | None  # image id (sha256:...), None on the host
    compiler: str | None  # first line of `arm-none-eabi-gcc --version`
    seconds: float
    title: str | None = None
    code: str | None = None
    header: dict | None = None
    container: str | None = None  # "warm" | "oneshot" | None
    jobs: int | None = None  # make -jN: the cores this build was allowed

    @property
    def errors(self) -> list[dict]:
        return _diagnostics.errors(self.diagnostics)

    def to_json(self) -> dict:
        out = dataclasses.asdict(self)
        for key in ("rom_path", "map_path", "log_path"):
            out[key] = str(out[key]) if out[key] else None
        return out


def build_rom(
    game_dir,
    out_dir,
    *,
    title: str,
    code: str,
    toolchain: str = "docker",
    timeout_s: float | None = None,
    engine_dir=None,
    cache_dir=None,
    jobs: int | None = None,
) -> BuildResult:
    """Compile `game_dir` (generated *.c/*.h) with the engine into `out_dir`/game.gba.

    Compile or link errors give ok=False with parsed diagnostics; a missing daemon or image
    raises DockerUnavailable/ImageMissing; a build past `timeout_s` is killed (BuildTimedOut).
    On success the header is written (title, code, maker, logo, complement) and read back.
    """
    if toolchain not in ("docker", "host"):
        raise UsageError(f"unknown toolchain {toolchain!r}", hint="use --toolchain docker or --toolchain host")
    game = _existing_dir(game_dir, "game content folder")
    engine = _existing_dir(engine_dir or DEFAULT_ENGINE, "engine folder")
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    cache = Path(cache_dir).resolve() if cache_dir else home() / "cache" / "obj"
    cache.mkdir(parents=True, exist_ok=True)
    timeout_s = float(timeout_s if timeout_s is not None else load_settings().build_timeout_s)
    jobs = jobs or cores()
    title = _header.normalise_title(title)
    (out / "game.gba").unlink(missing_ok=True)  # never report a ROM left from an earlier build

    started = time.perf_counter()
    with _first_build_alone(cache, timeout_s) as built:
        if toolchain == "docker":
            exit_code, log, path_map, image, container = _run_docker_staged(engine, game, out, cache, jobs, timeout_s)
        else:
            exit_code, log, path_map = _run_host(engine, game, out, cache, jobs, timeout_s)
            image, container = _host_image(), None
        built(exit_code == 0)
    seconds = time.perf_counter() - started

    log_path = out / "build.log"
    log_path.write_text(log, encoding="utf-8")
    diagnostics = _attach_sources(_diagnostics.parse(log, path_map), game, engine)
    compiler = _compiler_line(log)
    rom = out / "game.gba"
    ok = exit_code == 0 and rom.is_file()
    header = _header.fix_header(rom, title=title, code=code) if ok else None
    return BuildResult(
        ok=ok,
        exit_code=exit_code,
        rom_path=rom if ok else None,
        map_path=out / "game.map" if (out / "game.map").is_file() else None,
        log_path=log_path,
        diagnostics=diagnostics,
        toolchain=toolchain,
        image=image.name if image else None,
        image_digest=image.digest if image else None,
        compiler=compiler,
        seconds=round(seconds, 3),
        title=title,
        code=code,
        header=header,
        container=container,
        jobs=jobs,
    )


@contextlib.contextmanager
def _first_build_alone(cache: Path, timeout_s: float):
    """The first build into an object cache compiles the whole engine; other builds sharing the
    cache (a batch's workers) wait for it, then compile only their game, instead of all compiling
    the same engine objects at once. Yields `built(ok)`: a successful build marks the cache warm
    (a stamp beside it), after which builds no longer wait for each other."""
    stamp = cache.parent / f".{cache.name}.warm"
    marked = []
    if stamp.exists():
        yield marked.append
        return
    from filelock import FileLock, Timeout

    lock = FileLock(str(cache.parent / f".{cache.name}.first-build.lock"))
    try:
        lock.acquire(timeout=timeout_s + 60)
    except Timeout:  # a stuck first build: build anyway
        yield marked.append
        return
    try:
        if stamp.exists():  # warmed while this build waited
            lock.release()
        yield marked.append
        if marked and marked[-1]:
            stamp.touch()
    finally:
        if lock.is_locked:
            lock.release()


def _run_docker_staged(engine, game, out, cache, jobs, timeout_s):
    """`_run_docker`, through this process's fixed folders when ROMSMITH_BUILD_SCRATCH is set
    (`_staging`), with the log's paths mapped back to the real ones."""
    from romsmith.rom_build import _staging

    folder = _staging.scratch()
    if folder is None:
        return _run_docker(engine, game, out, cache, jobs, timeout_s)
    src, built = _staging.stage(game, folder)
    exit_code, log, path_map, image, container = _run_docker(engine, src, built, cache, jobs, timeout_s)
    _staging.deliver(built, out)
    real = {str(src): str(game), str(built): str(out)}
    return exit_code, log, {k: real.get(v, v) for k, v in path_map.items()}, image, container


def _run_docker(engine, game, out, cache, jobs, timeout_s):
    from romsmith.rom_build import _docker_runner, _toolchain

    client = _toolchain.docker_client()
    image = _toolchain.require_image(client)
    mounts = _docker_runner.Mounts(ROM_BUILD_DIR, engine, game, out, cache)
    command = _docker_runner.make_command(jobs, ["compiler", "all"])
    exit_code, log, mode = _docker_runner.run(client, image.ref, mounts, command, timeout_s)
    return exit_code, log, mounts.path_map(), image, mode


@dataclasses.dataclass(frozen=True)
class _HostImage:
    name: str
    digest: None = None


def _host_image() -> _HostImage | None:
    """Inside the romsmith image the host compiler is the image's own: the report names it."""
    name = os.environ.get("ROMSMITH_IMAGE")
    return _HostImage(name) if name else None


def _run_host(engine, game, out, cache, jobs, timeout_s):
    from romsmith.rom_build import _host_runner

    _host_runner.compiler_version()  # a clear error when the host compiler is missing
    exit_code, log = _host_runner.run(
        ROM_BUILD_DIR, engine, game, out, cache, jobs=jobs, extra=["compiler", "all"], timeout_s=timeout_s
    )
    return exit_code, log, {}


def _existing_dir(path, what: str) -> Path:
    resolved = Path(path).resolve()
    if not resolved.is_dir():
        from romsmith.kernel.files import describe

        found = describe(resolved)
        said = "does not exist" if found == "nothing" else f"is {found}, not a folder"
        raise UsageError(f"{what} {resolved} {said}", hint="pass an existing folder")
    return resolved


def _compiler_line(log: str) -> str | None:
    match = re.search(r"^compiler: (.+)$", log, re.M)
    return match.group(1).strip() if match else None


def _attach_sources(diagnostics: list[dict], game: Path, engine: Path) -> list[dict]:
    """Linker records name an object (foo.c.o); point `file` at the source that made it."""
    for record in diagnostics:
        name = record.get("file")
        if record.get("object") and name and "/" not in name:
            for folder in (game, engine / "src"):
                if (folder / name).is_file():
                    record["file"] = str(folder / name)
                    break
    return diagnostics
