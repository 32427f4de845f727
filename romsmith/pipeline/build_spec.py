"""`romsmith build SPEC.json`: a hand-written GameSpec (a file or a dict) through the graph's back
half, entered at validate: validate, generate, build, verify, report, the same nodes and routing
as a run from an idea, with no model and no repair round (a spec that does not validate fails)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from romsmith.kernel.config import Settings, home, load_settings
from romsmith.kernel.trace import TraceWriter, new_session_id
from romsmith.pipeline.graph import RunContext, RunState
from romsmith.pipeline.outdir import clear_outputs, own_folder

# of the graph's steps from validate to report; a build takes five
RECURSION_LIMIT = 25


def build_spec(
    spec_path,
    *,
    out,
    toolchain: str | None = None,
    progress: Callable[[str, dict], None] | None = None,
    after_generate: Callable[[str], None] | None = None,
    playtest: bool = True,
    session_id: str | None = None,
):
    """Build and verify `spec_path` (a dict, a GameSpec, or a JSON file's path read as validate
    reads it) into `out`; returns the run's `pipeline.run.Outcome`."""
    from romsmith.generators.api import read_spec

    spec = read_spec(spec_path)
    source = "(spec given as data)" if isinstance(spec_path, Mapping) else f"(spec file {Path(spec_path).name})"
    settings = load_settings()
    session_id = session_id or new_session_id()
    with own_folder(out, session_id) as owned:  # one run at a time writes the folder (exit 2 naming the holder)
        clear_outputs(owned)
        state = _initial_state(spec, source, owned, session_id, settings, toolchain, playtest)
        return _run(state, settings, progress, after_generate)


def _initial_state(spec, source, out_dir: Path, session_id, settings: Settings, toolchain, playtest) -> RunState:
    return {
        "session_id": session_id,
        "prompt": source,
        "out_dir": str(out_dir),
        "toolchain": toolchain or settings.toolchain,
        "pack": settings.pack,
        "use_memory": False,
        "playtest": bool(playtest),
        "spec": spec,
        "repair_round": settings.repair_rounds,  # no agents to repair it: an invalid spec fails in validate
        "usage": {},
        "stages": {},
    }


def _run(state: RunState, settings: Settings, progress, after_generate):
    from romsmith.generators.pack import load_pack
    from romsmith.pipeline.graph import build_graph
    from romsmith.pipeline.guard import exit_code_for
    from romsmith.pipeline.run import Outcome

    trace = TraceWriter(home(), state["session_id"])
    ctx = RunContext(
        trace=trace,
        pack=load_pack(state["pack"]),
        settings=settings,
        home=home(),
        progress=progress,
        after_generate=after_generate,
    )
    # like a graph run, the trace names its inputs and where its output folder is
    trace.event(
        "session", "tool_call", tool="build", args={k: state[k] for k in ("prompt", "out_dir", "toolchain", "playtest")}
    )
    try:
        final = build_graph(entry="validate").invoke(state, {"recursion_limit": RECURSION_LIMIT}, context=ctx)
    finally:
        trace.close()
    report = final["report"]
    return Outcome(state["session_id"], Path(final["out_dir"]), report, exit_code_for(report), trace.path)
