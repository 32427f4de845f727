"""Rate limits per model provider: slots shared by every worker process (a locked file on one
machine, Redis across hosts) keep a provider's calls at least one interval apart, and the model
gateway waits for its slot before each call. Cost: a few seconds and one Redis start-up."""

from __future__ import annotations

import itertools
import subprocess
import sys
import time

import pytest
from services import redis_server

from romsmith.kernel.errors import UsageError

TAKE = """
import json, sys
from romsmith.batch import _limits
intervals = {"offline": float(sys.argv[2])}
slots = _limits.RedisSlots(sys.argv[1], intervals) if sys.argv[1].startswith("redis") else _limits.FileSlots(sys.argv[1], intervals)
print(json.dumps([slots.take("offline")[0] for _ in range(int(sys.argv[3]))]))
"""


def _slots_from_processes(where: str, interval: float, each: int, processes: int = 2) -> list[float]:
    import json

    procs = [
        subprocess.Popen(
            [sys.executable, "-c", TAKE, where, str(interval), str(each)], stdout=subprocess.PIPE, text=True
        )
        for _ in range(processes)
    ]
    out = []
    for proc in procs:
        stdout, _ = proc.communicate(timeout=120)
        assert proc.returncode == 0
        out += json.loads(stdout)
    return sorted(out)


def test_parse_reads_provider_rates_and_rejects_nonsense():
    from romsmith.batch._limits import parse

    assert parse(["openai=60/m", "Anthropic = 2/s", "offline=3600/h"]) == {
        "openai": 1.0,
        "anthropic": 0.5,
        "offline": 1.0,
    }
    for bad in ("openai", "openai=fast", "openai=0/m", "openai=5/d"):
        with pytest.raises(UsageError, match="is not PROVIDER=N/UNIT"):
            parse([bad])


def test_local_workers_share_the_slots_of_a_provider(tmp_path):
    slots = _slots_from_processes(str(tmp_path / "limits"), 0.05, 6)
    gaps = [b - a for a, b in itertools.pairwise(slots)]
    assert len(slots) == 12 and min(gaps) >= 0.05 - 1e-6, gaps


@pytest.mark.e2e  # a Redis server
def test_hosts_share_the_slots_of_a_provider_through_redis():
    with redis_server() as url:
        slots = _slots_from_processes(url, 0.05, 6)
    gaps = [b - a for a, b in itertools.pairwise(slots)]
    assert len(slots) == 12 and min(gaps) >= 0.05 - 1e-6, gaps


@pytest.mark.slow  # waits out a provider rate
def test_the_model_gateway_waits_for_the_providers_slot(tmp_path, romsmith_home):
    from romsmith.batch import _limits
    from romsmith.kernel.trace import TraceWriter, read_trace
    from romsmith.models import _call, complete, set_call_gate

    trace = TraceWriter(romsmith_home, "20261201-000000-beef")
    messages = [{"role": "system", "content": "<!-- task: summarise -->"}, {"role": "user", "content": "- a\n- b"}]
    complete("offline/designer", messages)  # first-call loads (tokenizer, designer) happen before the clock matters
    _limits.install({"intervals": {"offline": 1.0}, "state": str(tmp_path / "limits")})
    gate, slots, released = _call._call_gate, [], []
    take = gate.slots.take

    def recorded_take(provider):  # the slot each call was given
        slot, wait = take(provider)
        slots.append(slot)
        return slot, wait

    def timed_gate(model):  # when the gateway may send each call
        waited = gate(model)
        released.append(time.time())
        return waited

    gate.slots.take = recorded_take
    set_call_gate(timed_gate)
    try:
        for _ in range(3):
            complete("offline/designer", messages, trace=trace, node="memory")
    finally:
        set_call_gate(None)
        trace.close()
    calls = [e for e in read_trace(trace.path).events if e["kind"] == "llm_call"]
    assert len(calls) == 3 and all(e["ok"] for e in calls)
    # the slots are one interval apart, and no call went out before its slot came (a busy
    # machine may send one late, never early); a later one had to wait and its event says so
    assert len(slots) == 3 and all(b - a >= 1.0 - 1e-6 for a, b in itertools.pairwise(slots)), slots
    assert all(sent >= slot - 0.002 for slot, sent in zip(slots, released, strict=True)), (slots, released)
    assert "wait_ms" not in calls[0] and any(e.get("wait_ms", 0) > 0 for e in calls[1:])
