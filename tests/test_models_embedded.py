"""Embedded models (offline/designer, scripted/...) answer in the calling process without importing
litellm, and a provider sees exactly what litellm would hand it as a custom provider.
Cost: one interpreter start, and litellm imported once in this process (about 4 s)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

MESSAGES = [
    {"role": "system", "content": "<!-- task: plan -->\nWrite the plan."},
    {"role": "user", "content": "a frog"},
]
CASES = [
    {},
    {"seed": 3},
    {"seed": 1, "temperature": 0.5, "max_tokens": 100},
    {"json_mode": True},
    {"schema": {"type": "object", "properties": {"a": {"type": "string"}}}, "args": {"schema_name": "part"}},
]


def test_an_offline_call_does_not_import_litellm():
    code = (
        "import sys, json\n"
        "from romsmith.models import complete\n"
        "r = complete('offline/designer', [{'role': 'system', 'content': '<!-- task: success_pattern -->'},"
        " {'role': 'user', 'content': 'The run: {\"steps\": []}'}], temperature=0)\n"
        "print(json.dumps(['litellm' in sys.modules, r.text, r.tokens_in, r.tokens_out, r.extra]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    imported, text, tokens_in, tokens_out, extra = json.loads(proc.stdout)
    assert imported is False
    assert text.startswith("A clean run") and tokens_in > 0 and tokens_out > 0 and extra == {"finish": "stop"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: ",".join(c) or "plain")
def test_a_provider_gets_what_litellm_would_pass_it_and_the_reply_counts_the_same(case, romsmith_home):
    from romsmith.kernel.trace import TraceWriter, read_trace
    from romsmith.models import complete, scripted
    from romsmith.models._call import _usage
    from romsmith.models._env import litellm
    from romsmith.models._providers import ensure_registered

    scripted.reset()
    trace = TraceWriter(romsmith_home, "20261201-000000-e0e0")
    scripted.enqueue('{"a": "b"}', '{"a": "b"}')
    reply = complete("scripted/x", MESSAGES, trace=trace, node="plan", **case)
    direct = scripted.history[-1]["params"]
    # the same call as litellm made it to the registered custom provider
    ensure_registered()
    kwargs = {"model": "scripted/x", "messages": MESSAGES, "num_retries": 0}
    kwargs.update({k: case[k] for k in ("seed", "max_tokens") if k in case})
    if "temperature" in case:
        kwargs["temperature"] = case["temperature"]
    if case.get("json_mode"):
        kwargs["response_format"] = {"type": "json_object"}
    if "schema" in case:
        kwargs["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": "part", "schema": case["schema"], "strict": True},
        }
    response = litellm().completion(**kwargs)
    assert direct == scripted.history[-1]["params"]
    assert reply.text == response.choices[0].message.content == '{"a": "b"}'
    trace.close()
    (event,) = [e for e in read_trace(trace.path).events if e["kind"] == "llm_call"]
    assert event["ok"] and event["finish"] == "stop" and event["cost"] == 0.0
    via_litellm = _usage(response, MESSAGES, response.choices[0].message.content)
    assert (event["tokens_in"], event["tokens_out"]) == (reply.tokens_in, reply.tokens_out) == via_litellm


def test_a_provider_error_reaches_the_caller_unchanged_and_is_traced(romsmith_home):
    from romsmith.kernel.trace import TraceWriter, read_trace
    from romsmith.models import complete, scripted

    scripted.reset()
    trace = TraceWriter(romsmith_home, "20261201-000000-e0e1")
    scripted.enqueue(ValueError("no answer for you"))
    with pytest.raises(ValueError, match="no answer for you"):
        complete("scripted/x", MESSAGES, trace=trace, node="plan")
    trace.close()
    (event,) = [e for e in read_trace(trace.path).events if e["kind"] == "llm_call"]
    assert event["ok"] is False and event["error"] == "ValueError: no answer for you"
