"""Shared fixtures.

- `romsmith_home` (autouse): every test gets its own empty ROMSMITH_HOME under tmp_path.
- `toolchain` (session): a Docker daemon that answers and the toolchain image, started/built
  when missing. Tests that compile in Docker take this fixture; when the daemon cannot be
  started or the image cannot be built the test FAILS (CI installs everything, so a missing
  daemon there is a bug, not a reason to skip). Yields `rom_build._toolchain.Toolchain`
  (`.name`, `.digest`, `.ref`). Warm build containers started by this test session are
  removed at the end of the session.
- `game_variant`: copies the test program's generated-content folder and applies edits,
  `game_variant(hang_at=30)`, `game_variant(flat=1)`, `game_variant(source="...C text...")`.
- `run_romsmith`: runs the installed `romsmith` command in a subprocess.
- `testprog_rom` (session): the test program built once in Docker with a fixed header,
  as a `rom_build.BuildResult`.
- `engine_fixture_rom` (session): the engine with its fixture game (engine/fixture), built once
  in Docker, as the path of the .gba.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTPROG = ROOT / "romsmith" / "rom_build" / "testprog"


@pytest.fixture(autouse=True)
def romsmith_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "romsmith-home"
    home.mkdir()
    monkeypatch.setenv("ROMSMITH_HOME", str(home))
    return home


def _daemon_answers() -> bool:
    try:
        from romsmith.rom_build import _toolchain

        _toolchain.docker_client(timeout=10)
        return True
    except Exception:
        return False


@pytest.fixture(scope="session")
def toolchain(tmp_path_factory):
    """The Docker daemon and toolchain image, made ready once per session (fails, never skips)."""
    from romsmith.rom_build import _toolchain

    if not _daemon_answers():
        proc = subprocess.run([str(ROOT / "scripts" / "ensure-docker.sh")], capture_output=True, text=True)
        if proc.returncode != 0 or not _daemon_answers():
            pytest.fail(
                f"no Docker daemon and scripts/ensure-docker.sh could not start one:\n{proc.stdout}\n{proc.stderr}"
            )
    client = _toolchain.docker_client()
    image = _toolchain.find_image(client) or _toolchain.build_image(client, log=lambda _m: None)
    yield image
    _remove_session_containers(client, tmp_path_factory.getbasetemp())


def _remove_session_containers(client, base: Path) -> None:
    """The build containers with a folder of this session's temporary tree mounted."""
    from romsmith.rom_build import _docker_runner

    _docker_runner.remove_containers(client, mounted_under=base)


@pytest.fixture
def game_variant(tmp_path):
    """Make a copy of the test program's content folder with changes; returns its path."""
    counter = {"n": 0}

    def make(*, source: str | None = None, extra_files: dict[str, str] | None = None, **fields) -> Path:
        counter["n"] += 1
        folder = tmp_path / f"game{counter['n']}"
        shutil.copytree(TESTPROG / "game", folder)
        data = folder / "game_data.c"
        text = source if source is not None else data.read_text()
        for name, value in fields.items():
            text, count = re.subn(rf"\.{name} = [^,]*,", f".{name} = {value},", text)
            assert count == 1, f"game_data.c has no field .{name}"
        data.write_text(text)
        for name, content in (extra_files or {}).items():
            (folder / name).write_text(content)
        return folder

    return make


@pytest.fixture(scope="session")
def testprog_rom(toolchain, tmp_path_factory):
    """The unmodified test program, built once in Docker (title TEST PROG, code RSTP)."""
    from romsmith.rom_build import build_rom
    from romsmith.rom_build._build import TESTPROG_ENGINE, TESTPROG_GAME

    out = tmp_path_factory.mktemp("testprog-rom")
    result = build_rom(
        TESTPROG_GAME, out, title="Test Prog", code="RSTP", engine_dir=TESTPROG_ENGINE, cache_dir=out / "cache"
    )
    assert result.ok, result.log_path.read_text()
    return result


@pytest.fixture(scope="session")
def engine_fixture_rom(toolchain, tmp_path_factory) -> Path:
    """The engine built with its fixture game (title SHADOW KNGHT, code RSFX)."""
    from engine_play import copy_fixture

    from romsmith.rom_build import build_rom

    base = tmp_path_factory.mktemp("engine-fixture")
    result = build_rom(
        copy_fixture(base / "game"), base / "out", title="SHADOW KNGHT", code="RSFX", cache_dir=base / "cache"
    )
    assert result.ok, result.log_path.read_text()
    return result.rom_path


@pytest.fixture
def run_romsmith():
    """Run the installed `romsmith` command as a user would: run_romsmith("verify", path, env={...})."""

    def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
        exe = Path(sys.executable).parent / "romsmith"
        return subprocess.run(
            [str(exe), *args], capture_output=True, text=True, env={**os.environ, **(env or {})}, timeout=120
        )

    return run
