"""Builds through one fixed pair of folders per process, so one warm container serves them all.

A warm build container is bound to its folders, and a batch worker builds a new game folder for
every game: each game would start (and remove) a container of its own, which costs more than
compiling its content. With ROMSMITH_BUILD_SCRATCH=FOLDER (batch workers set it), `build_rom`
copies the game's sources into FOLDER/game, builds into FOLDER/out in the warm container bound to
these folders, and copies the ROM, its ELF and map into the real output folder. A source is
copied only when its bytes changed, so it alone gets a new mtime and make recompiles exactly
what changed; the products are deleted before every build, so a ROM is never one from an
earlier game.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

ENV = "ROMSMITH_BUILD_SCRATCH"
PRODUCTS = ("game.gba", "game.elf", "game.map")


def scratch() -> Path | None:
    value = os.environ.get(ENV, "").strip()
    return Path(value).resolve() if value else None


def clear(folder: Path) -> None:
    """Remove the build containers bound to folders under `folder`, then `folder` itself: a
    process's (or a whole batch's) staging, once its builds are over."""
    try:
        from romsmith.rom_build import _docker_runner, _toolchain

        _docker_runner.remove_containers(_toolchain.docker_client(timeout=10), mounted_under=Path(folder))
    except Exception:
        pass  # an idle warm container removes itself within a minute anyway
    shutil.rmtree(folder, ignore_errors=True)


def stage(game: Path, folder: Path) -> tuple[Path, Path]:
    """Mirror `game` into folder/game and clear folder/out's products; returns both folders."""
    src, out = folder / "game", folder / "out"
    src.mkdir(parents=True, exist_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    wanted = {p.relative_to(game) for p in game.rglob("*") if p.is_file()}
    for path in sorted(src.rglob("*"), reverse=True):  # files before their folders
        rel = path.relative_to(src)
        if path.is_dir():
            if not any(w.parts[: len(rel.parts)] == rel.parts for w in wanted):
                shutil.rmtree(path)
        elif rel not in wanted:
            path.unlink()
    for rel in wanted:
        source, copy = game / rel, src / rel
        data = source.read_bytes()
        if not copy.is_file() or copy.read_bytes() != data:
            copy.parent.mkdir(parents=True, exist_ok=True)
            tmp = copy.with_name(copy.name + ".staging")
            tmp.write_bytes(data)
            tmp.replace(copy)
    for name in PRODUCTS:
        (out / name).unlink(missing_ok=True)
    return src, out


def deliver(built: Path, out: Path) -> None:
    """Copy what the build made in `built` into the real output folder `out`."""
    for name in PRODUCTS:
        (out / name).unlink(missing_ok=True)
        if (built / name).is_file():
            shutil.copyfile(built / name, out / name)
