"""ROM builds that really run in the toolchain container (and on the host for comparison)."""

from __future__ import annotations

import hashlib
import os
import re

import pytest

from romsmith.kernel.errors import BuildTimedOut, DockerUnavailable, ImageMissing
from romsmith.rom_build import build_rom, verify_rom
from romsmith.rom_build._build import TESTPROG_ENGINE, TESTPROG_GAME

pytestmark = pytest.mark.docker


def _build(game, out, **kw):
    kw.setdefault("engine_dir", TESTPROG_ENGINE)
    kw.setdefault("title", "Test Prog")
    kw.setdefault("code", "RSTP")
    return build_rom(game, out, **kw)


def _compiled_sources(log_text: str) -> list[str]:
    """Source files gcc was asked to compile (`-c FILE`) in a build log."""
    return [os.path.basename(m) for m in re.findall(r" -c (\S+)", log_text)]


def test_testprog_builds_in_docker_and_boots(toolchain, tmp_path):
    result = _build(TESTPROG_GAME, tmp_path / "out")
    assert result.ok, result.log_path.read_text()
    assert result.exit_code == 0 and result.toolchain == "docker"
    assert result.image_digest == toolchain.digest
    assert result.compiler and "arm-none-eabi-gcc" in result.compiler
    assert result.header["title"] == "TEST PROG" and result.header["code"] == "RSTP"
    assert result.rom_path.read_bytes()[0xB2] == 0x96
    verdict = verify_rom(result.rom_path, frames=300, expect_title="TEST PROG", expect_code="RSTP")
    assert verdict.ok, verdict.checks
    assert verdict.state["mode"] == 1  # the default script pressed START at frame 120


def test_a_build_keeps_to_the_cores_its_process_is_given(toolchain, tmp_path, monkeypatch):
    monkeypatch.delenv("ROMSMITH_CORES", raising=False)
    assert _build(TESTPROG_GAME, tmp_path / "all").jobs == (os.cpu_count() or 1)
    monkeypatch.setenv("ROMSMITH_CORES", "1")  # what a batch of N workers gives each: cores // N
    one = _build(TESTPROG_GAME, tmp_path / "one")
    assert one.ok and one.jobs == 1


@pytest.mark.parametrize(("value", "expected"), [("1", 1), ("999", "all"), ("0", "all"), ("two", "all"), ("", "all")])
def test_the_cores_setting_is_a_share_of_this_machine_never_more(monkeypatch, value, expected):
    from romsmith.kernel.config import cores

    monkeypatch.setenv("ROMSMITH_CORES", value)
    assert cores() == (os.cpu_count() if expected == "all" else expected)


def _status_of_every_process(container) -> list[dict]:
    """/proc/<pid>/status of every process in a running container, as {field: value} dicts."""
    script = 'for s in /proc/[0-9]*/status; do cat "$s" 2>/dev/null; echo ---; done'
    out = container.exec_run(["sh", "-c", script]).output.decode()
    return [
        dict(line.split(":\t", 1) for line in block.strip().splitlines() if ":\t" in line)
        for block in out.split("---")
        if block.strip()
    ]


@pytest.mark.parametrize("idle", ["60", "0"], ids=["warm", "oneshot"])
def test_container_is_locked_down(toolchain, tmp_path, game_variant, monkeypatch, idle):
    """The container while it compiles: read-only sources, no network, no capabilities,
    no-new-privileges, never root (also when romsmith runs as root), and the output writable."""
    import threading

    import docker

    from romsmith.rom_build import _docker_runner

    monkeypatch.setenv("ROMSMITH_WARM_IDLE_S", idle)
    game = game_variant()
    os.mkfifo(game / "stuck.h")  # gcc waits on it: the build stays inside the container meanwhile
    (game / "stuck.c").write_text('#include "stuck.h"\n')
    out = tmp_path / "out"
    done: dict = {}
    build = threading.Thread(target=lambda: done.setdefault("result", _build(game, out, timeout_s=120)))
    build.start()
    client = docker.from_env()
    container, processes = None, []
    for _ in range(600):  # until the build's container is compiling (a wait, not a timing assert)
        found = [  # low-level listing: other containers may come and go meanwhile
            c["Id"]
            for c in client.api.containers(filters={"label": _docker_runner.LABEL})
            if any(m.get("Source") == str(out) for m in c.get("Mounts") or [])
        ]
        if found:
            container = client.containers.get(found[0])
            processes = _status_of_every_process(container)
            if any(p.get("Name") == "cc1" for p in processes):
                break
        build.join(0.2)
    assert any(p.get("Name") == "cc1" for p in processes), "no build container compiling"
    with open(game / "stuck.h", "w"):
        pass  # release gcc: the header is empty and the build goes on
    build.join(180)
    result = done["result"]
    assert result.ok, result.log_path.read_text()
    assert result.container == ("warm" if idle != "0" else "oneshot")

    mounts = {m["Destination"]: m["RW"] for m in container.attrs["Mounts"]}
    assert mounts == {"/src/rom_build": False, "/src/engine": False, "/src/game": False, "/out": True, "/cache": True}
    host = container.attrs["HostConfig"]
    assert host["NetworkMode"] == "none"
    assert host["ReadonlyRootfs"] is True
    assert host["CapDrop"] == ["ALL"] and not host.get("CapAdd")
    assert host["SecurityOpt"] == ["no-new-privileges:true"]
    assert host["Privileged"] is False
    assert host["Memory"] > 0 and host["PidsLimit"] > 0 and host["NanoCpus"] > 0
    uid, gid = _docker_runner.build_user()
    assert uid != 0 and container.attrs["Config"]["User"] == f"{uid}:{gid}"
    if os.getuid() == 0:
        assert uid == _docker_runner.BUILD_UID
    else:
        assert (uid, gid) == (os.getuid(), os.getgid())
    # what the kernel says about every process in the container, the compiler included
    for p in processes:
        assert p["Uid"].split()[:2] == [str(uid), str(uid)], p
        assert int(p["CapEff"], 16) == 0 and int(p["CapPrm"], 16) == 0 and int(p["CapBnd"], 16) == 0, p
        assert p["NoNewPrivs"] == "1", p
    assert result.rom_path.stat().st_uid == uid  # written by the build user into the output folder


def test_content_only_change_recompiles_only_content(toolchain, tmp_path, game_variant):
    game = game_variant()
    cache = tmp_path / "cache"
    first = _build(game, tmp_path / "out", cache_dir=cache)
    assert first.ok
    assert "main.c" in _compiled_sources(first.log_path.read_text())
    rom_before = first.rom_path.read_bytes()

    data = game / "game_data.c"
    data.write_text(data.read_text().replace("TP_RED, TP_GREEN", "TP_GREEN, TP_RED"))
    second = _build(game, tmp_path / "out", cache_dir=cache)
    assert second.ok
    assert _compiled_sources(second.log_path.read_text()) == ["game_data.c"]
    assert second.rom_path.read_bytes() != rom_before


def test_new_output_folder_reuses_cached_engine_objects(toolchain, tmp_path):
    cache = tmp_path / "cache"
    assert _build(TESTPROG_GAME, tmp_path / "a", cache_dir=cache).ok
    second = _build(TESTPROG_GAME, tmp_path / "b", cache_dir=cache)
    assert second.ok
    assert _compiled_sources(second.log_path.read_text()) == ["game_data.c"]


def test_builds_sharing_a_cold_cache_compile_the_engine_once(toolchain, tmp_path):
    """A batch's workers start their first builds together: one compiles the engine objects, the
    other waits for it and compiles only its game."""
    from concurrent.futures import ThreadPoolExecutor

    from engine_play import write_fixture

    cache = tmp_path / "cache"

    def build(name: str):
        game = write_fixture(tmp_path / name / "game")
        return build_rom(game, tmp_path / name / "out", title="SHADOW KNGHT", code="RSFX", cache_dir=cache)

    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(build, ("a", "b")))
    assert all(r.ok for r in results)
    compiled = sorted((_compiled_sources(r.log_path.read_text()) for r in results), key=len)
    assert compiled[0] == ["game_data.c"] and len(compiled[1]) > 1, compiled


def test_builds_compiling_the_same_objects_at_once_into_one_cache_both_succeed(toolchain, tmp_path, monkeypatch):
    """Builds that do not wait for each other (a batch's workers in other processes, a cache the
    first-build lock does not cover) may compile the same engine object at once in containers
    whose shells have the same pids: each object is written under a name of its own."""
    import contextlib
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from engine_play import write_fixture

    from romsmith.rom_build import _build

    monkeypatch.setattr(_build, "_first_build_alone", lambda cache, timeout_s: contextlib.nullcontext(lambda ok: None))
    games = [write_fixture(tmp_path / name / "game") for name in ("a", "b", "c")]

    # Whether two builds reach the same object at once depends on how fast each container starts;
    # each round starts the three together on a cold cache, until one shows two compiling it.
    for round_ in range(3):
        cache, start = tmp_path / f"cache{round_}", threading.Barrier(3)

        def build(game, cache=cache, start=start, round_=round_):
            start.wait()
            out = game.parent / f"out{round_}"
            return build_rom(game, out, title="SHADOW KNGHT", code="RSFX", cache_dir=cache)

        with ThreadPoolExecutor(3) as pool:
            results = list(pool.map(build, games))
        assert all(r.ok for r in results), [r.log_path.read_text()[-2000:] for r in results if not r.ok]
        assert not list(cache.rglob("*.o.*")), "no object's temporary name is left behind"
        if sum("state.c" in _compiled_sources(r.log_path.read_text()) for r in results) >= 2:
            return  # compiled at once, and every build succeeded
    pytest.fail("in three rounds no two builds compiled the same object at once: the race was never tried")


def test_a_process_building_many_games_through_its_scratch_folders_reuses_one_warm_container(
    toolchain, tmp_path, game_variant, monkeypatch
):
    """Batch workers build each game through the same folders (ROMSMITH_BUILD_SCRATCH): one warm
    container serves every build, only changed sources are compiled, and each ROM is the one a
    build in the game's own folders makes."""
    from romsmith.rom_build import _docker_runner, _toolchain

    first, second = game_variant(), game_variant(hang_at="90")
    direct = _build(second, tmp_path / "direct", cache_dir=tmp_path / "cache")
    monkeypatch.setenv("ROMSMITH_BUILD_SCRATCH", str(tmp_path / "scratch"))
    monkeypatch.setenv("ROMSMITH_WARM_IDLE_S", "30")
    try:
        a = _build(first, tmp_path / "a" / "rom", cache_dir=tmp_path / "cache")
        b = _build(second, tmp_path / "b" / "rom", cache_dir=tmp_path / "cache")
        again = _build(second, tmp_path / "c" / "rom", cache_dir=tmp_path / "cache")
        client = _toolchain.docker_client()
        mine = [
            c
            for c in client.api.containers(filters={"label": _docker_runner.LABEL})
            if any(str(tmp_path / "scratch") in m.get("Source", "") for m in c.get("Mounts") or [])
        ]
    finally:
        _docker_runner.remove_containers(_toolchain.docker_client(), mounted_under=tmp_path / "scratch")
    assert a.ok and b.ok and again.ok and (a.container, b.container) == ("warm", "warm") and len(mine) == 1
    # each game's products in its own folder, the ROM byte for byte the direct build's
    assert b.rom_path == tmp_path / "b" / "rom" / "game.gba" and (tmp_path / "b" / "rom" / "game.elf").is_file()
    assert b.rom_path.read_bytes() == direct.rom_path.read_bytes() != a.rom_path.read_bytes()
    assert _compiled_sources(b.log_path.read_text()) == ["game_data.c"]  # only what changed
    assert _compiled_sources(again.log_path.read_text()) == []  # nothing changed: relinked only
    assert again.rom_path.read_bytes() == direct.rom_path.read_bytes()


def test_compile_error_gives_parsed_diagnostics(toolchain, tmp_path, game_variant):
    game = game_variant(hang_at="0 +")  # `.hang_at = 0 +,` is a syntax error
    lines = (game / "game_data.c").read_text().splitlines()
    bad_line = next(i for i, text in enumerate(lines, 1) if ".hang_at" in text)
    result = _build(game, tmp_path / "out")
    assert not result.ok and result.exit_code != 0 and result.rom_path is None
    errors = result.errors
    assert errors, result.log_path.read_text()
    first = errors[0]
    assert first["file"] == str(game / "game_data.c")
    assert first["line"] == bad_line and first["column"] is not None
    assert "expected expression" in first["message"]
    assert "expected expression" in result.log_path.read_text()  # the whole log is kept


def test_undefined_symbol_names_symbol_and_object(toolchain, tmp_path, game_variant):
    game = game_variant(extra="ENEMY_SLIME")
    data = game / "game_data.c"
    data.write_text(
        data.read_text().replace('#include "game_ids.h"', '#include "game_ids.h"\nextern const u16 ENEMY_SLIME[];')
    )
    result = _build(game, tmp_path / "out")
    assert not result.ok
    undefined = [d for d in result.errors if d["symbol"]]
    assert undefined, result.log_path.read_text()
    assert undefined[0]["symbol"] == "ENEMY_SLIME"
    assert undefined[0]["object"].startswith(str(tmp_path / "out"))
    assert undefined[0]["object"].endswith("game_data.c.o")
    assert undefined[0]["file"] == str(game / "game_data.c")


@pytest.mark.parametrize("idle", ["300", "0"], ids=["warm", "oneshot"])
def test_timeout_kills_the_container(toolchain, tmp_path, game_variant, monkeypatch, idle):
    import docker

    from romsmith.rom_build import _docker_runner

    monkeypatch.setenv("ROMSMITH_WARM_IDLE_S", idle)
    game = game_variant()
    os.mkfifo(game / "stuck.h")  # gcc blocks forever opening a FIFO nobody writes
    (game / "stuck.c").write_text('#include "stuck.h"\n')
    out = tmp_path / "out"
    with pytest.raises(BuildTimedOut, match=r"build timed out after 3 s"):
        _build(game, out, timeout_s=3)
    client = docker.from_env()
    # one listing call that carries the mounts: other sessions' containers may vanish meanwhile
    left = [
        c
        for c in client.api.containers(all=True, filters={"label": _docker_runner.LABEL})
        if any(m.get("Source") == str(out) for m in c.get("Mounts") or [])
    ]
    assert left == []


def test_container_cleanup_matches_folders_not_name_prefixes(toolchain, tmp_path):
    """Removing the containers of one folder (tmp/pytest-1) leaves those of tmp/pytest-10."""
    import docker

    from romsmith.rom_build import _docker_runner

    client = docker.from_env()
    ids = {}
    for name in ("pytest-1", "pytest-10"):
        (tmp_path / name / "out").mkdir(parents=True)
        ids[name] = client.containers.run(
            toolchain.ref,
            ["sleep", "120"],
            detach=True,
            labels={_docker_runner.LABEL: "1"},
            volumes={str(tmp_path / name / "out"): {"bind": "/out", "mode": "rw"}},
            network_mode="none",
        ).id
    try:
        assert _docker_runner.remove_containers(client, mounted_under=tmp_path / "pytest-1") == 1
        left = {c["Id"] for c in client.api.containers(all=True, filters={"label": _docker_runner.LABEL})}
        assert ids["pytest-1"] not in left and ids["pytest-10"] in left
    finally:
        _docker_runner.remove_containers(client, mounted_under=tmp_path)


def test_container_cleanup_survives_a_container_removing_itself(toolchain, tmp_path):
    """A warm container may remove itself between the listing and the removal (its idle timer
    ran out): the cleanup goes on instead of failing with NotFound. The daemon is real; the test
    only removes the container at that moment, as its timer would."""
    import docker

    from romsmith.rom_build import _docker_runner

    client = docker.from_env()
    (tmp_path / "out").mkdir()
    gone = client.containers.run(
        toolchain.ref,
        ["sleep", "120"],
        detach=True,
        labels={_docker_runner.LABEL: "1"},
        volumes={str(tmp_path / "out"): {"bind": "/out", "mode": "rw"}},
        network_mode="none",
    )
    listing = client.api.containers

    def listing_then_vanish(*args, **kwargs):
        found = listing(*args, **kwargs)
        gone.remove(force=True)  # gone right after the daemon listed it
        return found

    client.api.containers = listing_then_vanish
    assert _docker_runner.remove_containers(client, mounted_under=tmp_path) == 0


def test_no_daemon_is_docker_unavailable(tmp_path, monkeypatch, run_romsmith):
    dead = f"unix://{tmp_path}/no-docker.sock"
    monkeypatch.setenv("DOCKER_HOST", dead)
    with pytest.raises(DockerUnavailable) as info:
        _build(TESTPROG_GAME, tmp_path / "out")
    assert info.value.exit_code == 2
    assert f"Docker daemon not reachable at {dead}" in info.value.message
    assert "make docker" in info.value.hint and "--toolchain host" in info.value.hint
    cli = run_romsmith("toolchain", "status", env={"DOCKER_HOST": dead})
    assert cli.returncode == 2
    assert "Docker daemon not reachable" in cli.stderr


def test_missing_image_names_the_build_command(toolchain, tmp_path, monkeypatch):
    from romsmith.rom_build import _toolchain

    monkeypatch.setattr(_toolchain, "LOCAL_IMAGE", "romsmith/gba-toolchain:does-not-exist")
    monkeypatch.setattr(_toolchain, "DEVKITARM_DIGEST", "sha256:" + "0" * 64)
    with pytest.raises(ImageMissing) as info:
        _build(TESTPROG_GAME, tmp_path / "out")
    assert "romsmith toolchain build" in info.value.hint


def test_host_toolchain_builds_the_same_sources(toolchain, tmp_path):
    docker_build = _build(TESTPROG_GAME, tmp_path / "docker")
    host_build = _build(TESTPROG_GAME, tmp_path / "host", toolchain="host")
    assert host_build.ok and host_build.toolchain == "host"
    assert host_build.image is None and host_build.image_digest is None
    assert verify_rom(host_build.rom_path, frames=120).ok
    if host_build.compiler == docker_build.compiler:  # same GCC: the ROMs are byte-identical
        digest = lambda r: hashlib.sha256(r.rom_path.read_bytes()).hexdigest()  # noqa: E731
        assert digest(host_build) == digest(docker_build)


def test_folders_replaced_between_builds_still_build(toolchain, tmp_path, monkeypatch):
    """A warm container bound to a deleted folder must not be reused for its namesake."""
    import shutil

    monkeypatch.setenv("ROMSMITH_WARM_IDLE_S", "60")
    out, cache = tmp_path / "out", tmp_path / "cache"
    assert _build(TESTPROG_GAME, out, cache_dir=cache).ok
    shutil.rmtree(out)
    shutil.rmtree(cache)
    again = _build(TESTPROG_GAME, out, cache_dir=cache)
    assert again.ok, again.log_path.read_text()
    assert again.rom_path.is_file()


def test_toolchain_status_reports_image_digest_and_compiler(toolchain, run_romsmith):
    import json

    cli = run_romsmith("toolchain", "status", "--json")
    assert cli.returncode == 0, cli.stderr
    status = json.loads(cli.stdout)
    assert status["image"] == toolchain.name and status["digest"] == toolchain.digest
    assert "arm-none-eabi-gcc" in status["compiler"]


def test_runtime_places_code_and_state_as_the_contract_says(testprog_rom):
    """gba.ld: state block first in EWRAM, IRQ dispatcher and *.iwram.c code in IWRAM, main in ROM."""
    text = testprog_rom.map_path.read_text()

    def address(symbol: str) -> int:
        match = re.search(rf"^\s+0x([0-9a-f]+)\s+{symbol}$", text, re.M)
        assert match, f"{symbol} not in the map"
        return int(match.group(1), 16)

    assert address("rs_state_block") == 0x02000000
    assert 0x03000000 <= address("rs_irq_dispatch") < 0x03008000
    assert 0x03000000 <= address("tp_draw_stripes") < 0x03008000
    assert 0x08000000 <= address("main") < 0x0A000000


def test_toolchain_build_is_idempotent(toolchain, run_romsmith):
    import json

    cli = run_romsmith("toolchain", "build", "--json")
    assert cli.returncode == 0, cli.stderr
    assert json.loads(cli.stdout)["digest"] == toolchain.digest
    assert "toolchain image present" in cli.stderr
