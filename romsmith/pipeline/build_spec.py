"""`romsmith build SPEC.json`: the back half of the graph for a hand-written GameSpec (a file or a dict)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from romsmith.kernel.config import home, load_settings
from romsmith.kernel.trace import TraceWriter, new_session_id
from romsmith.pipeline.outdir import own_folder


def build_spec(
    spec_path,
    *,
    out,
    toolchain: str | None = None,
    progress=None,
    after_generate=None,
    playtest: bool = True,
    session_id: str | None = None,
):
    from romsmith.generators.api import read_spec

    spec = read_spec(spec_path)  # a dict, a GameSpec, or a JSON file's path (read as validate reads it)
    source = "(spec given as data)" if isinstance(spec_path, Mapping) else f"(spec file {Path(spec_path).name})"
    from romsmith.pipeline.run import clear_outputs

    settings = load_settings()
    session_id = session_id or new_session_id()
    with own_folder(out, session_id):  # one run at a time writes the folder (exit 2 naming the holder)
        clear_outputs(Path(out).resolve())
        return _run(spec, source, out, session_id, settings, toolchain, progress, after_generate, playtest)


def _run(spec, source, out, session_id, settings, toolchain, progress, after_generate, playtest):
    from romsmith.generators.pack import load_pack
    from romsmith.pipeline.graph import RunContext, report_node
    from romsmith.pipeline.graph._content import validate_node
    from romsmith.pipeline.graph._rom import build_node, generate_node, verify_node
    from romsmith.pipeline.guard import exit_code_for
    from romsmith.pipeline.run import Outcome

    trace = TraceWriter(home(), session_id)
    state = {
        "session_id": session_id,
        "prompt": source,
        "model": None,
        "seed": None,
        "out_dir": str(Path(out).resolve()),
        "toolchain": toolchain or settings.toolchain,
        "pack": settings.pack,
        "use_memory": False,
        "playtest": bool(playtest),
        "spec": spec,
        "repair_round": settings.repair_rounds,
        "usage": {},
        "stages": {},
    }
    ctx = RunContext(
        trace=trace,
        pack=load_pack(settings.pack),
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
        for node in (validate_node, generate_node, build_node, verify_node):
            update = node(state, _Runtime(ctx))
            stages = update.pop("stages", {})
            state.update(update)
            state["stages"].update(stages)
            if state.get("failure"):
                break
        state.update(report_node(state, _Runtime(ctx)))
    finally:
        trace.close()
    return Outcome(session_id, Path(state["out_dir"]), state["report"], exit_code_for(state["report"]), trace.path)


class _Runtime:
    def __init__(self, context):
        self.context = context
