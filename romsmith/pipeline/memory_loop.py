"""The memory loop around a run: before it, guidelines naming what the pack or the GameSpec no
longer has, or mined from a validator rule whose version changed, are set aside
(`invalidate_memory`); after it, the trace is mined into guidelines scoped by the run's scene
genres and the rules they came from, and the outcome recorded (`close_memory_loop`). A memory
problem never fails the run: it is a trace event of node `memory`."""

from __future__ import annotations

from pathlib import Path

from romsmith import memory
from romsmith.generators.checks.rules import rule_versions
from romsmith.generators.pack import Pack
from romsmith.generators.spec.refs import pack_refs, schema_pointers
from romsmith.kernel.config import load_settings
from romsmith.kernel.trace import TraceWriter
from romsmith.models import DEFAULT_MODEL
from romsmith.pipeline.genres import run_genres
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
    review_rules(trace, state_home)


def review_rules(trace: TraceWriter, state_home: Path) -> None:
    """Set aside the guidelines mined from a validator rule whose version changed
    (`generators.checks.rules`) and restore those whose rules match again; a memory problem never
    fails the run."""
    try:
        result = memory.review_rules(rule_versions(), home=state_home)
        if result["needs_review"] or result["restored"]:
            trace.event("memory", "tool_call", tool="memory.review_rules", args=result)
    except Exception as exc:
        trace.event("memory", "error", tool="memory.review_rules", ok=False, error=f"{type(exc).__name__}: {exc}"[:500])


def close_memory_loop(state: RunState, trace: TraceWriter, state_home: Path, *, mine: bool = True) -> str | None:
    """Mine the trace into guidelines (unless `mine` is False: the caller mines it later with
    `mine_trace`) and record the outcome; a memory problem never fails the run. Returns the model
    the trace is mined with (None: memory off)."""
    if not state.get("use_memory", True):
        return None
    ok = state.get("report", {}).get("verdict") == "verified"
    model = mining_model(state)
    # the run's genres go into the trace, so mining it now or later scopes its lessons by them
    genres = run_genres(state.get("spec"), state.get("plan"))
    trace.event("memory", "tool_call", tool="memory.scope", args={"genres": genres})
    calls = [("record_outcome", lambda: memory.record_outcome(state["session_id"], ok, home=state_home))]
    if mine:
        calls.insert(0, ("process_trace", lambda: mine_trace(trace.path, model, home=state_home, trace=trace)))
    for name, call in calls:
        try:
            call()
        except Exception as exc:
            trace.event("memory", "error", tool=f"memory.{name}", ok=False, error=f"{type(exc).__name__}: {exc}")
    return model


def mining_model(state: RunState) -> str:
    """The model that words a session's mined lessons."""
    settings = load_settings()
    # in the items shape the run's model only names things; the layout model words the lessons
    # (a 135M model's own wording of a failure is no guideline)
    default = state.get("layout_model") if state.get("shape") == "items" else state.get("model")
    model = settings.mining_model or default or DEFAULT_MODEL
    if model.startswith("scripted/"):
        model = DEFAULT_MODEL  # a scripted model only answers what a test queued for the game tasks
    return model


def mine_trace(trace_path: Path, model: str, *, home: Path | None = None, trace: TraceWriter | None = None):
    """Mine one session's trace into the memory of `home` (its model calls logged to `trace`, or
    to a writer of the session opened here) -> MineReport. Mining a trace twice adds nothing.
    Lessons record the genres the trace's `memory.scope` event names and the validator rule
    versions of `generators.checks.rules`."""
    if trace is not None:
        return memory.process_trace(trace_path, model=model, home=home, trace=trace, rule_versions=rule_versions())
    from romsmith.kernel.config import home as default_home

    writer = TraceWriter.appending(Path(trace_path))
    try:
        return memory.process_trace(
            trace_path, model=model, home=home or default_home(), trace=writer, rule_versions=rule_versions()
        )
    except Exception as exc:
        writer.event("memory", "error", tool="memory.process_trace", ok=False, error=f"{type(exc).__name__}: {exc}")
        raise
    finally:
        writer.close()
