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
- `run_romsmith`: runs the installed `romsmith` command in a subprocess (for what only a new
  process shows: exit codes with threads left running, bytes on argv, start-up imports).
- `romsmith_cli`: runs `romsmith.cli.main` in this process, with its output captured; the result
  has `returncode`, `stdout`, `stderr` like `run_romsmith`'s, and `.json()` (exit 0 asserted).
- `local_memory_index` (autouse): ROMSMITH_CHROMA_URL/_COLLECTION unset, so memory uses the index
  under ROMSMITH_HOME unless a test points it at a server itself.
- `clean_script`: the scripted model's queues empty before and after the test.
- `pack` (session): the puny pack, loaded once.

Markers (pyproject): tests that take `toolchain` (directly or through a ROM fixture) are marked
`e2e` here; files that build, boot or run whole games mark themselves `e2e`, and unit tests that
take seconds `slow`. `make test-fast` runs the rest.
- `testprog_rom` (session): the test program built once in Docker with a fixed header,
  as a `rom_build.BuildResult`.
- `engine_fixture_rom` (session): the engine with its fixture game (engine/fixture), built once
  in Docker, as the path of the .gba.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTPROG = ROOT / "romsmith" / "rom_build" / "testprog"


E2E_FIXTURES = {"toolchain", "testprog_rom", "engine_fixture_rom"}


def pytest_collection_modifyitems(config, items):
    """A test that needs the Docker toolchain builds a ROM: it is end to end, whatever its file says.
    With ROMSMITH_TEST_SHARD=INDEX/COUNT only that shard's files run (tests/_shards.py)."""
    for item in items:
        if E2E_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.e2e)
    spec = os.environ.get("ROMSMITH_TEST_SHARD")
    if spec:
        import _shards

        try:
            kept, dropped = _shards.select(items, spec)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
        items[:] = kept
        config.hook.pytest_deselected(items=dropped)


@pytest.fixture(autouse=True)
def romsmith_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "romsmith-home"
    home.mkdir()
    monkeypatch.setenv("ROMSMITH_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def local_memory_index(monkeypatch):
    monkeypatch.delenv("ROMSMITH_CHROMA_URL", raising=False)
    monkeypatch.delenv("ROMSMITH_CHROMA_COLLECTION", raising=False)


@pytest.fixture
def clean_script():
    from romsmith.models import scripted

    scripted.reset()
    yield
    scripted.reset()


@pytest.fixture(scope="session")
def pack():
    from romsmith.generators.pack import load_pack

    return load_pack("puny")


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
    from engine_play import write_fixture

    from romsmith.rom_build import build_rom

    base = tmp_path_factory.mktemp("engine-fixture")
    result = build_rom(
        write_fixture(base / "game"), base / "out", title="SHADOW KNGHT", code="RSFX", cache_dir=base / "cache"
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


@dataclass
class CliResult:
    returncode: int
    stdout: str
    stderr: str

    def json(self):
        """The --json output of a command that succeeded."""
        assert self.returncode == 0, self.stderr
        return json.loads(self.stdout)


@pytest.fixture
def romsmith_cli():
    """Run `romsmith ARGS...` in this process: romsmith_cli("memory", "stats", "--json").json()."""
    from click.testing import CliRunner

    from romsmith.cli import main

    def run(*args: str) -> CliResult:
        runner = CliRunner()
        shown = warnings.showwarning  # main() installs its one-line printer; the test's stays
        with runner.isolation() as (out, err, _):
            try:
                main(list(args))
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                warnings.showwarning = shown
            return CliResult(code, out.getvalue().decode(), err.getvalue().decode())

    return run
