"""The memory loop around a run: before it, guidelines naming what the pack or the GameSpec no
longer has are set aside (`invalidate_memory`); after it, the trace is mined into guidelines and
the outcome recorded (`close_memory_loop`). A memory problem never fails the run: it is a trace
event of node `memory`."""

from __future__ import annotations

from pathlib import Path

from romsmith import memory
from romsmith.generators.pack import Pack
from romsmith.generators.refs import pack_refs, schema_pointers
from romsmith.kernel.config import load_settings
from romsmith.kernel.trace import TraceWriter
from romsmith.models import DEFAULT_MODEL
from romsmith.pipeline.graph import RunState


def invalidate_memory(pack: Pack, trace: TraceWriter, state_home: Path) -> None:
    """Flag guidelines naming pack ids or GameSpec fields that no longer exist (needs_review, not
    retrieved) and restore those whose names came back; a memory problem never fails the run."""
    try:
        for scope, refs in ((f"pack:{pack.id}", pack_refs(pack)), ("schema", schema_pointers())):
            result = memory.invalidate(refs, scope=scope, home=state_home)
            if result["needs_review"] or result["restored"]:
                trace.event(
                    "memory",
                    "tool_call",
                    tool="memory.invalidate",
                    args={
                        "scope": scope,
                        "gone": result["gone"][:20],
                        "needs_review": result["needs_review"],
                        "restored": result["restored"],
                    },
                )
    except Exception as exc:
        trace.event("memory", "error", tool="memory.invalidate", ok=False, error=f"{type(exc).__name__}: {exc}"[:500])


def close_memory_loop(state: RunState, trace: TraceWriter, state_home: Path) -> None:
    """Mine the trace into guidelines and record the outcome; a memory problem never fails the run."""
    if not state.get("use_memory", True):
        return
    ok = state.get("report", {}).get("verdict") == "verified"
    settings = load_settings()
    # in the items shape the run's model only names things; the layout model words the lessons
    # (a 135M model's own wording of a failure is no guideline)
    default = state.get("layout_model") if state.get("shape") == "items" else state.get("model")
    model = settings.mining_model or default or DEFAULT_MODEL
    if model.startswith("scripted/"):
        model = DEFAULT_MODEL  # a scripted model only answers what a test queued for the game tasks
    for name, call in (
        ("process_trace", lambda: memory.process_trace(trace.path, model=model, home=state_home, trace=trace)),
        ("record_outcome", lambda: memory.record_outcome(state["session_id"], ok, home=state_home)),
    ):
        try:
            call()
        except Exception as exc:
            trace.event("memory", "error", tool=f"memory.{name}", ok=False, error=f"{type(exc).__name__}: {exc}")
