"""`romsmith build SPEC.json`: the back half of the graph for a hand-written GameSpec."""

from __future__ import annotations

import json
from pathlib import Path

from romsmith.kernel.config import home, load_settings
from romsmith.kernel.errors import UsageError
from romsmith.kernel.trace import TraceWriter, new_session_id


def build_spec(
    spec_path, *, out, toolchain: str | None = None, progress=None, after_generate=None, playtest: bool = True
):
    from romsmith.generators.pack import load_pack
    from romsmith.pipeline.graph import RunContext, report_node
    from romsmith.pipeline.graph._content import validate_node
    from romsmith.pipeline.graph._rom import build_node, generate_node, verify_node
    from romsmith.pipeline.run import Outcome, exit_code_for

    path = Path(spec_path)
    if not path.is_file():
        raise UsageError(f"no spec file at {path}", hint="pass the path of a GameSpec JSON file")
    try:
        spec = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(
            f"{path} is not valid JSON: {exc}", hint="fix the file; `romsmith validate` explains problems"
        ) from exc
    from romsmith.pipeline.run import clear_outputs

    settings = load_settings()
    session_id = new_session_id()
    clear_outputs(Path(out).resolve())
    trace = TraceWriter(home(), session_id)
    state = {
        "session_id": session_id,
        "prompt": f"(spec file {path.name})",
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
