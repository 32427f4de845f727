"""The whole graph with the bundled model through the local server: no script, no mock.

A run with the defaults (constrained ids, repair on) is verified: no answer ever carries an id
the validator rejects, and the trace holds every call's messages and answer. A boss the model
keeps naming after a place is repaired once with the rule and then falls back to the layout's
name, with a warning. A server killed mid-run, a 500, an empty and a truncated answer are each a
clear error or a retry, and `romsmith resume` finishes the run. One server thread throughout.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from local_shim import Shim

from romsmith.kernel.trace import read_trace
from romsmith.models import local

pytestmark = pytest.mark.e2e  # a local model server and whole runs

IDEA = "a cat finds a fish"
EXE = str(Path(sys.executable).parent / "romsmith")


def _settings(home: Path, repair_rounds: int = 3) -> None:
    (home / "romsmith.toml").write_text(f"[romsmith]\nrepair_rounds = {repair_rounds}\nlocal_threads = 1\n")


def _romsmith(*args: str, env: dict | None = None, timeout: int = 900) -> subprocess.CompletedProcess:
    return subprocess.run(
        [EXE, *args], capture_output=True, text=True, env={**os.environ, **(env or {})}, timeout=timeout
    )


def _json(proc: subprocess.CompletedProcess) -> dict:
    return json.loads(proc.stdout)


def _calls(home: Path, session: str) -> list[dict]:
    events = read_trace(home / "traces" / f"{session}.jsonl").events
    return [e for e in events if e["kind"] == "llm_call" and e.get("model") == "local/smollm2"]


def _check_verdict(report: dict, out: Path) -> None:
    """verified only with a ROM that compiled and booted; failed only with the validator's or
    compiler's reason, and then no ROM."""
    if report["verdict"] == "verified":
        assert (out / "game.gba").is_file()
        assert {c["name"]: c["ok"] for c in report["checks"]}.get("compile") is True
        assert all(c["ok"] for c in report["checks"] if not c.get("informational"))
    else:
        assert report["verdict"] == "failed", report
        failure = report["failure"]
        assert failure["stage"] in ("validate", "items", "build", "verify")
        assert failure["message"]  # the validator's / compiler's own words
        if failure["stage"] == "validate":
            assert "/" in failure["message"]  # JSON pointers of the offending values
        assert not (out / "game.gba").exists()


ID_CODES = ("unknown_sprite", "sprite_size", "unknown_theme", "theme_genre", "sprite_role")


def test_the_bundled_model_makes_a_verified_game_and_never_answers_an_id_the_validator_rejects(
    romsmith_home, tmp_path, toolchain, pack
):
    from romsmith.generators.checks.choices import sprite_choices, theme_choices

    _settings(romsmith_home)
    out = tmp_path / "game"
    proc = _romsmith(
        "new", IDEA, "--model", "local/smollm2", "--no-memory", "--no-playtest", "--out", str(out), "--json"
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = _json(proc)
    _check_verdict(report, out)
    assert report["verdict"] == "verified" and report["constrain_ids"] is True
    assert report["shape"] == "items" and report["layout_model"] == "offline/designer"
    calls = _calls(romsmith_home, report["session_id"])
    assert len(calls) >= report["items_written"] >= 10
    assert all(c["ok"] and c["tokens_out"] > 0 and c["cost"] == 0.0 for c in calls)
    events = read_trace(romsmith_home / "traces" / f"{report['session_id']}.jsonl").events
    checked = [e for e in events if e["kind"] == "validation" and e.get("tool") == "validate_spec"]
    assert checked and not [x for e in checked for x in e["args"]["errors"] if x["code"] in ID_CODES]
    assert not [w for w in report["warnings"] if w["code"] in ID_CODES]
    spec = json.loads((out / "spec.json").read_text())
    for call in calls:  # every id the model answered is one of that item's choices
        item, answer = (call.get("args") or {}).get("item") or "", json.loads(call["answer"]["text"])
        if item.startswith("actor:") and "sprite" in answer:
            assert answer["sprite"] in sprite_choices(pack, spec["cast"][int(item[6:])]["role"]), (item, answer)
        if item.startswith("scene:") and "theme" in answer:
            assert answer["theme"] in theme_choices(pack, spec["scenes"][int(item[6:])]["genre"]), (item, answer)
    for call in calls:  # what was asked and answered is in the trace
        assert [m["role"] for m in call["messages"]][:2] == ["system", "user"]
        assert all(m["chars"] >= len(m["text"]) and len(m["sha256"]) == 64 for m in call["messages"])
        assert call["answer"]["text"].lstrip().startswith("{")
    shown = _romsmith("trace", "show", report["session_id"], "--calls", "--chars", "200")
    assert shown.returncode == 0 and shown.stdout.count("  answer (") == len(calls) + 4  # + the layout's 4


def test_a_repair_round_that_changes_nothing_ends_repair_and_the_items_fall_back(romsmith_home, tmp_path):
    """The real model answers every item; its boss is named after a place, and every repair is
    answered with the item's first answer again (a small model copying itself): one round, then
    each failing field takes the layout's value with a warning, and the game is valid."""
    from romsmith.pipeline.run import start

    _settings(romsmith_home)
    record = local.serve("local/smollm2", threads=1)
    shim = Shim(record.api_base).start()
    first: dict[str, dict] = {}

    def copy_itself(body: dict, content: str):
        messages = body.get("messages") or []
        asked = messages[-1]["content"] if messages else ""
        brief = asked.split("Write ", 1)[-1].split("\n", 1)[0]
        if "Answer with only" in asked:  # a repair: the first answer again, nothing changed
            wanted = re.findall(r'"(\w+)": "\.\.\."', asked.split("Answer with only", 1)[1])
            return json.dumps({k: v for k, v in first.get(brief, {}).items() if k in wanted})
        if "task: actor" in messages[0]["content"] and "final boss" in asked:
            content = json.dumps({**json.loads(content), "name": "Ash Tower"})  # what SmolLM2 named the ghost
        if messages[0]["content"].startswith("<!-- task: ") and "Write " in asked:
            first.setdefault(brief, json.loads(content))
        return content

    shim.rewrite = copy_itself
    os.environ[local.API_BASE_ENV] = shim.api_base
    try:
        outcome = start(
            "a knight rescues the princess from a haunted castle",
            model="local/smollm2",
            use_memory=False,
            stop_after="validate",
            out=tmp_path / "g",
        )
    finally:
        del os.environ[local.API_BASE_ENV]
        shim.stop()
        local.stop_warm()
    report = outcome.report
    assert not report["failure"] and report["verdict"] == "not_built"  # valid, ready to build
    assert report["repair_rounds"] == 1  # the round changed nothing: repair ended there
    notes = [w for w in report["warnings"] if w["code"] == "item_fallback"]
    boss = [n for n in notes if n["field"] == "name" and n["model_value"] == "Ash Tower"]
    assert boss and boss[0]["reason"] == ["name_is_place"] and boss[0]["used"] != "'Ash Tower'"
    assert "was invalid (name_is_place); used" in boss[0]["message"]
    assert report["item_fields"]["fallen_back"] == len(notes)
    repairs = [b for b in shim.seen if "Answer with only" in b["body"]["messages"][-1]["content"]]
    told = next(b for b in repairs if "final boss" in b["body"]["messages"][-1]["content"])
    ask = told["body"]["messages"][-1]["content"]
    assert "not a place" in ask and "Ash Tower" not in ask.split("Answer with only", 1)[1]
    assert [m["role"] for m in told["body"]["messages"]] == ["system", "user"]
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert "Ash Tower" not in [a["name"] for a in spec["cast"]]


def test_server_killed_mid_run_then_resume_finishes(romsmith_home, tmp_path):
    _settings(romsmith_home, repair_rounds=0)
    out = tmp_path / "game"
    run = subprocess.Popen(
        [EXE, "new", IDEA, "--model", "local/smollm2", "--no-memory", "--no-playtest", "--out", str(out), "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        record = _wait_for_busy_server(romsmith_home, after_calls=3, run=run)
        os.kill(record.pid, signal.SIGKILL)
        stdout, stderr = run.communicate(timeout=300)
    finally:
        run.kill()
    assert run.returncode == 2, stderr[-3000:]
    error = json.loads(stdout)
    assert "stopped answering" in error["message"]
    session = next(p.stem for p in (romsmith_home / "traces").glob("*.jsonl"))
    assert f"romsmith resume {session}" in error["hint"]
    written_before = _finished_items(romsmith_home, session)
    assert written_before, "the kill came before any item was written"

    resumed = _romsmith("resume", session, "--json")
    assert resumed.returncode in (0, 1, 2), resumed.stderr[-3000:]
    report = _json(resumed)
    assert report["verdict"] in ("failed", "not_built", "verified")
    if report["verdict"] != "not_built":
        _check_verdict(report, out)
    events = read_trace(romsmith_home / "traces" / f"{session}.jsonl").events
    resumed_at = next(e["seq"] for e in events if e["kind"] == "tool_call" and e.get("tool") == "resume")
    after = [e for e in events if e["kind"] == "llm_call" and e["seq"] > resumed_at]
    asked_again = {(c.get("args") or {}).get("item") for c in after} & written_before
    assert not asked_again, f"finished items were asked again after resume: {asked_again}"


def _finished_items(home: Path, session: str) -> set[str]:
    """Items whose answer was accepted: an answered call not followed by a parse problem or a
    failed call for that item (the call the kill cut off has an item but no answer)."""
    state: dict[str, bool] = {}
    for e in read_trace(home / "traces" / f"{session}.jsonl").events:
        item = (e.get("args") or {}).get("item")
        if not item:
            continue
        if e["kind"] == "llm_call":
            state[item] = bool(e["ok"])
        elif e["kind"] == "validation" and e.get("tool") == "parse_answer":
            state[item] = False
    return {item for item, done in state.items() if done}


def _busy(pid: int, window_s: float = 0.1) -> bool:
    """The server is working on an answer: it spends at least 40% of a core over `window_s`
    (an idle llama.cpp server spends none). Its /slots may not answer while it computes."""

    def cpu_ticks() -> int:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime

    try:
        before = cpu_ticks()
        time.sleep(window_s)
        return (cpu_ticks() - before) / os.sysconf("SC_CLK_TCK") >= 0.4 * window_s
    except (OSError, IndexError, ValueError):
        return False


def _wait_for_busy_server(home: Path, after_calls: int, run: subprocess.Popen) -> local.ServerRecord:
    """The run's own server, once it has answered `after_calls` calls and is busy with the next."""
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and run.poll() is None:
        servers = local.running(home)
        traces = list((home / "traces").glob("*.jsonl")) if (home / "traces").is_dir() else []
        done = len(_calls(home, traces[0].stem)) if traces else 0
        if servers and done >= after_calls and _busy(servers[0].pid):
            return servers[0]
        time.sleep(0.02)
    if run.poll() is not None:
        pytest.fail(f"the run ended (exit {run.returncode}) before its local server was seen busy")
    pytest.fail("the run never got its local server busy")


def test_http_faults_are_repaired_or_stop_the_run_clearly_and_resume_finishes(romsmith_home, tmp_path):
    _settings(romsmith_home, repair_rounds=0)
    record = local.serve("local/smollm2")
    shim = Shim(record.api_base).start()
    env = {local.API_BASE_ENV: shim.api_base}
    # the pitch answers; the first scene gets an empty answer, then a truncated one (each a precise
    # retry), then the third request for it is a 500: the run stops, naming the fix
    shim.faults.extend([None, "empty", "truncated", "500"])
    out = tmp_path / "game"
    try:
        proc = _romsmith(
            "new",
            IDEA,
            "--model",
            "local/smollm2",
            "--no-memory",
            "--no-playtest",
            "--out",
            str(out),
            "--json",
            env=env,
        )
        assert proc.returncode == 2, proc.stderr[-3000:]
        error = _json(proc)
        assert "answered HTTP 500: injected server error" in error["message"]
        assert "romsmith resume" in error["hint"] and "SESSION" not in error["hint"]
        faults = [s["fault"] for s in shim.seen]
        assert faults[:4] == [None, "empty", "truncated", "500"]  # a call already begun may still end
        retries = [s["body"]["messages"][-1]["content"] for s in shim.seen[2:4]]
        assert "empty" in retries[0] and "cut off" in retries[1]
        session = next(p.stem for p in (romsmith_home / "traces").glob("*.jsonl"))

        resumed = _romsmith("resume", session, "--json", env=env)
        assert resumed.returncode in (0, 1), resumed.stderr[-3000:]
        report = _json(resumed)
        assert report["verdict"] in ("verified", "failed")
        assert report["items_written"] >= 10
        assert len(shim.seen) > 4 and shim.seen[4]["body"]["messages"][1]["content"].startswith("Game idea:")
    finally:
        shim.stop()
        local.stop_warm()
