"""Checkpointing: a run killed midway resumes without redoing finished model calls."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pipeline_helpers import designer, script_game

from romsmith.kernel.trace import read_trace
from romsmith.models import scripted
from romsmith.pipeline.run import resume, start

pytestmark = pytest.mark.usefixtures("clean_script")

IDEA = "a frog seeks the golden fly"


class Killed(Exception):
    """Stands in for the process dying in the middle of the story agent's call."""


def _die(messages):
    # The agents run side by side: die only once the other two have answered and had a moment to
    # have their answers checkpointed, as a process dying later in the step would find them.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not all(scripted.calls(t) for t in ("character", "world")):
        time.sleep(0.05)
    time.sleep(1.0)
    raise Killed("power cut")


def test_resume_after_a_crash_redoes_only_the_unfinished_call(toolchain, tmp_path):
    script_game(story=[_die, designer("story")])
    with pytest.raises(Killed):
        start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False, session_id="crash-1")
    assert [len(scripted.calls(t)) for t in ("plan", "character", "world", "story")] == [1, 1, 1, 1]
    assert not (tmp_path / "out" / "report.json").exists()

    outcome = resume("crash-1")
    assert [len(scripted.calls(t)) for t in ("plan", "character", "world", "story")] == [1, 1, 1, 2]
    assert outcome.report["verdict"] == "verified" and outcome.exit_code == 0
    assert outcome.report["session_id"] == "crash-1"
    events = read_trace(outcome.trace_path).events
    assert [e["tool"] for e in events if e["node"] == "session" and e["kind"] == "tool_call"] == ["new", "resume"]
    crash = [e for e in events if e["node"] == "session" and e["kind"] == "error"]
    assert (
        len(crash) == 1 and "power cut" in crash[0]["error"] and "romsmith resume crash-1" in crash[0]["args"]["resume"]
    )


def test_resume_of_an_unknown_session_is_a_usage_error():
    from romsmith.kernel.errors import UsageError

    with pytest.raises(UsageError):
        resume("no-such-session")


def _romsmith(*args, env):
    return [str(Path(sys.executable).parent / "romsmith"), *args]


def _build_containers(client, rom_out: Path) -> list[str]:
    """Ids of the build containers writing `rom_out` (low-level listing: no inspect races)."""
    from romsmith.rom_build import _docker_runner

    return [
        c["Id"]
        for c in client.api.containers(filters={"label": _docker_runner.LABEL})
        if any(m.get("Destination") == "/out" and m.get("Source") == str(rom_out) for m in c.get("Mounts") or [])
    ]


def test_killing_the_process_during_the_build_and_resuming_finishes_the_run(toolchain, tmp_path, romsmith_home):
    """One-shot build containers live exactly as long as a build: the kill lands while this run's
    container is up, and the trace proves the build never finished. The orphaned container is
    stopped by the resumed build, which writes the same folder."""
    import docker

    env = {**os.environ, "ROMSMITH_HOME": str(romsmith_home), "ROMSMITH_WARM_IDLE_S": "0"}
    out = tmp_path / "out"
    rom_out = out / "build" / "rom"
    client = docker.from_env()
    proc = subprocess.Popen(
        _romsmith("new", IDEA, "--no-memory", "--no-playtest", "--out", str(out), "--json", env=env),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    deadline = time.monotonic() + 240  # waiting for the build to start, not a timing assert
    building = []
    while time.monotonic() < deadline and proc.poll() is None and not building:
        building = _build_containers(client, rom_out)
        if building:
            os.killpg(proc.pid, signal.SIGKILL)  # the container is compiling this very moment
        else:
            time.sleep(0.05)
    proc.wait(timeout=30)
    assert building, "the run was killed while its build container ran"
    [trace] = (romsmith_home / "traces").glob("*.jsonl")
    session = trace.stem
    events = read_trace(trace).events
    assert any(e.get("tool") == "emit_game" for e in events), "generated before the kill"
    assert not [e for e in events if e["kind"] in ("build", "verify")], "the build never finished in this run"
    assert not (out / "report.json").exists() and not (out / "game.gba").exists()
    llm_calls_before = [e for e in events if e["kind"] == "llm_call"]

    done = subprocess.run(
        _romsmith("resume", session, "--json", env=env), env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert report["verdict"] == "verified" and report["session_id"] == session
    assert next(c for c in report["checks"] if c["name"] == "sources")["ok"]
    llm_calls_after = [e for e in read_trace(trace).events if e["kind"] == "llm_call"]
    assert llm_calls_after == llm_calls_before, "no model call was made again"
    assert (out / "game.gba").is_file()
    assert building[0] not in _build_containers(client, rom_out), "the orphaned build container is gone"


def _mtimes(folder: Path, pattern: str) -> dict[str, int]:
    return {p.name: p.stat().st_mtime_ns for p in sorted(folder.glob(pattern))}


def test_a_second_run_of_the_same_spec_into_the_same_folder_rewrites_no_generated_file(toolchain, tmp_path):
    out = tmp_path / "out"
    script_game()
    first = start(IDEA, model="scripted/test", out=out, use_memory=False)
    assert first.report["verdict"] == "verified"
    sources = _mtimes(out / "build" / "src", "*")
    objects = _mtimes(out / "build" / "rom", "obj/**/*.o")
    spec = (out / "spec.json").read_text()
    assert {"game_data.c", "game_ids.h"} <= set(sources) and objects
    (out / "build" / "src" / "stale.c").write_text("#error left from an older emit\n")

    script_game()
    second = start(IDEA, model="scripted/test", out=out, use_memory=False)
    assert second.report["verdict"] == "verified", second.report.get("failure")
    assert (out / "spec.json").read_text() == spec
    assert _mtimes(out / "build" / "src", "*") == sources, "unchanged sources keep their mtimes"
    assert _mtimes(out / "build" / "rom", "obj/**/*.o") == objects, "and their objects are not recompiled"
    emit = next(e for e in read_trace(second.trace_path).events if e.get("tool") == "emit_game")
    assert emit["args"]["changed"] == [] and emit["args"]["removed"] == ["stale.c"]
