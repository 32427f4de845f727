"""Sessions: start a run, resume a killed one, and close the memory loop afterwards.

    outcome = start("a frog seeks the golden fly", model="offline/designer", seed=0)
    outcome.report["verdict"], outcome.exit_code, outcome.out_dir
    outcome = resume(session_id)

Runs are checkpointed (thread id = session id; SQLite in ROMSMITH_HOME, or PostgreSQL with
ROMSMITH_CHECKPOINT_URL, see `pipeline.checkpoints`), so a resumed run skips every node (and so
every model call) that had finished.

A run can also go in two legs, as batch workers do: `start(..., write_only=True)` (or
`resume(..., write_only=True)`) stops once the spec is settled, before the ROM half (generate,
build, verify, report), and `make_rom(session, out=...)` runs that half from the settled spec on
this host, again whole each time it is called: its files live where it ran, and it makes no
model call.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from romsmith import memory, models
from romsmith.kernel.config import home, load_settings
from romsmith.kernel.errors import ModelOutputError, RomsmithError, UsageError
from romsmith.kernel.trace import TraceWriter, new_session_id
from romsmith.models import DEFAULT_MODEL
from romsmith.pipeline.graph import RunState
from romsmith.pipeline.guard import exit_code_for
from romsmith.pipeline.memory_loop import close_memory_loop, invalidate_memory
from romsmith.pipeline.outdir import clear_outputs, own_folder


@dataclass
class Outcome:
    session_id: str
    out_dir: Path
    report: dict
    exit_code: int
    trace_path: Path
    paused: bool = False  # write_only: the spec is settled, the ROM half has not run
    memory_seconds: float = 0.0  # invalidating and mining guidelines around the graph
    mining_seconds: float = 0.0  # of which the memory loop after the report (mining, the outcome)
    mine_with: str | None = None  # mine=False: the model to mine the trace with later (None: memory off)


MAX_IDEA_CHARS = 500

# The first node of the ROM half: the spec is settled (valid, or given up on) when one is next.
ROM_HALF = ("generate", "report")


def checkpointer(state_home: Path):
    from romsmith.pipeline.checkpoints import open_checkpointer

    return open_checkpointer(state_home)


def start(
    prompt: str,
    *,
    model: str | None = None,
    out: str | Path | None = None,
    seed: int = 0,
    use_memory: bool = True,
    retrieve: bool = True,
    toolchain: str | None = None,
    pack: str | None = None,
    progress: Callable[[str, dict], None] | None = None,
    after_generate: Callable[[str], None] | None = None,
    session_id: str | None = None,
    playtest: bool = True,
    write_only: bool = False,
    shape: str | None = None,
    constrain_ids: bool | None = None,
    stop_after: str | None = None,
    corrections: dict | None = None,
) -> Outcome:
    """Run the whole pipeline for one idea (`playtest=False` skips the informational playthrough;
    `write_only` stops once the spec is settled).

    `shape` "parts" has each agent write its whole part, "items" has the model write one small
    answer per call over the layout model's game, "auto" (the setting's default) picks items for
    models served here. `constrain_ids` makes each item's sprite or theme an enum of what the
    validator accepts there (None: for models served here, not for hosted ones). `stop_after="validate"` ends the run with its report (verdict not_built)
    and the memory loop once the content is settled, without a build. `corrections` (hero, goal,
    foes, places: the player's words) replace those roles of the idea's reading."""
    if not prompt or not prompt.strip():
        raise UsageError(
            "the game idea is empty", hint='give one line, e.g. romsmith new "a frog seeks the golden fly"'
        )
    if len(prompt) > MAX_IDEA_CHARS:  # it goes into every prompt, the trace and the memory query
        raise UsageError(
            f"the game idea is {len(prompt)} characters long, more than {MAX_IDEA_CHARS}",
            hint="describe the game in one line; the agents invent the rest",
        )
    settings = load_settings()
    warm_up(use_memory=use_memory and retrieve, model=model or settings.model)
    session_id = session_id or new_session_id()
    out_dir = Path(out or Path("out") / session_id).resolve()
    state: RunState = {
        "session_id": session_id,
        "prompt": prompt.strip(),
        "model": model or settings.model,
        "seed": int(seed),
        "out_dir": str(out_dir),
        "toolchain": toolchain or settings.toolchain,
        "pack": pack or settings.pack,
        "use_memory": bool(use_memory),
        "retrieve": bool(retrieve),
        "playtest": bool(playtest),
        "shape": resolve_shape(shape or settings.shape, model or settings.model),
        "layout_model": settings.layout_model,
        "intent_model": settings.intent_model,
        "corrections": dict(corrections or {}),
        "constrain_ids": resolve_constrain(constrain_ids, model or settings.model),
        "stop_after": stop_after or "",
        "repair_round": 0,
        "parts": {},
        "requests": {},
        "usage": {},
        "stages": {},
    }
    models.preflight(state["model"])
    if state["shape"] == "items":
        models.preflight(state["layout_model"])
    if state["toolchain"] not in ("docker", "host"):
        raise UsageError(f"unknown toolchain '{state['toolchain']}'", hint="use --toolchain docker or --toolchain host")
    return _drive(state, fresh=True, progress=progress, after_generate=after_generate, write_only=write_only)


def resume(
    session: str,
    *,
    progress: Callable[[str, dict], None] | None = None,
    after_generate: Callable[[str], None] | None = None,
    write_only: bool = False,
) -> Outcome:
    """Continue a session from its last checkpoint; finished nodes are not run again."""
    session_id = _session_id(session)
    warm_up(use_memory=True)
    return _drive(
        {"session_id": session_id}, fresh=False, progress=progress, after_generate=after_generate, write_only=write_only
    )


def make_rom(
    session: str,
    *,
    out: str | Path | None = None,
    progress: Callable[[str, dict], None] | None = None,
    after_generate: Callable[[str], None] | None = None,
    mine: bool = True,
) -> Outcome:
    """Run the ROM half (generate, build, verify, report, then the memory loop) from the session's
    settled spec into `out` (default: the session's own folder). No model is called; run again,
    it starts over from the spec, so a host that never saw the session's files can finish it.
    `mine=False` records the outcome but leaves mining the trace to the caller
    (`memory_loop.mine_trace(outcome.trace_path, outcome.mine_with)`), e.g. after the verdict."""
    session_id = _session_id(session)
    warm_up(use_memory=True, model_calls=False)
    rom_out = Path(out).resolve() if out else None
    return _drive(
        {"session_id": session_id},
        fresh=False,
        progress=progress,
        after_generate=after_generate,
        rom_out=rom_out,
        mine=mine,
    )


def saved(session_id: str) -> bool:
    """Whether the checkpoints hold the session `session_id` (started here or on another host)."""
    from romsmith.pipeline.graph import build_graph

    with checkpointer(home()) as saver:
        return bool(build_graph(saver).get_state({"configurable": {"thread_id": session_id}}).values)


def _session_id(session: str) -> str:
    """A session id from an id, prefix or trace path; a full id without a local trace is taken as
    is (with shared checkpoints its trace may be on the host that started it)."""
    import re

    from romsmith.kernel.errors import UsageError
    from romsmith.kernel.trace import find_trace

    try:
        return find_trace(home(), session).stem
    except UsageError:
        if re.fullmatch(r"[0-9]{8}-[0-9]{6}-[0-9a-f]{4}(-[A-Za-z0-9_-]{1,40})?", session):
            return session
        raise


def _settled_point(graph, config):
    """The latest checkpoint where the spec was settled and the ROM half not yet begun."""
    for snapshot in graph.get_state_history(config):
        values = snapshot.values or {}
        if tuple(snapshot.next) in ((n,) for n in ROM_HALF) and "build" not in values and "game_dir" not in values:
            return snapshot
    return None


def _drive(
    state: RunState,
    *,
    fresh: bool,
    progress,
    after_generate,
    write_only: bool = False,
    rom_out: Path | None = None,
    mine: bool = True,
) -> Outcome:
    import time

    from romsmith.generators.pack import load_pack
    from romsmith.pipeline.graph import RunContext, build_graph

    state_home = home()
    settings = load_settings()
    session_id = state["session_id"]
    config = {"configurable": {"thread_id": session_id}, "recursion_limit": 100}
    trace = TraceWriter(state_home, session_id)
    memory_seconds = 0.0
    stack = contextlib.ExitStack()
    try:
        with checkpointer(state_home) as saver:
            graph = build_graph(saver)
            saved = graph.get_state(config)
            if not fresh:
                if not saved.values:
                    raise UsageError(
                        f"session '{session_id}' has no checkpoint to resume", hint="start it again with `romsmith new`"
                    )
                state = dict(saved.values)
            # the run owns its output folder until its report is written and its memory mined
            owned = stack.enter_context(own_folder(rom_out or state["out_dir"], session_id))
            if fresh:
                clear_outputs(owned)
            ctx = RunContext(
                trace=trace,
                pack=load_pack(state.get("pack") or settings.pack),
                settings=settings,
                home=state_home,
                progress=progress,
                after_generate=after_generate,
            )
            if state.get("use_memory", True):
                started = time.perf_counter()
                invalidate_memory(ctx.pack, trace, state_home)
                memory_seconds += time.perf_counter() - started
            if models.describe(state.get("model") or DEFAULT_MODEL).local:
                # one call at a time: the local server has one slot, whose prompt cache keeps the
                # prefix that consecutive calls of one task share
                config["max_concurrency"] = 1
            tool = "new" if fresh else ("make_rom" if rom_out is not None else "resume")
            if rom_out is not None:
                state = {**state, "out_dir": str(rom_out)}
            trace.event(
                "session",
                "tool_call",
                tool=tool,
                args={k: state.get(k) for k in ("prompt", "model", "seed", "out_dir", "toolchain", "use_memory")},
            )
            try:
                final = _advance(graph, config, saved, state, ctx, fresh=fresh, write_only=write_only, rom_out=rom_out)
            except BaseException as exc:
                trace.event(
                    "session",
                    "error",
                    ok=False,
                    error=f"{type(exc).__name__}: {exc}"[:500],
                    args={"resume": f"romsmith resume {session_id}"},
                )
                if isinstance(exc, RomsmithError) and exc.hint and "SESSION" in exc.hint:
                    exc.hint = exc.hint.replace("SESSION", session_id)
                if not isinstance(exc, ModelOutputError) or write_only:
                    raise
                final = _report_unusable_answer(graph, config, state, exc, ctx)
        if write_only:
            return Outcome(session_id, Path(final["out_dir"]), {}, 0, trace.path, paused=True)
        report = final.get("report") or {}
        if not report:
            raise UsageError(
                f"session '{session_id}' ended without a report", hint=f"run `romsmith resume {session_id}`"
            )
        started = time.perf_counter()
        mine_with = close_memory_loop(final, trace, state_home, mine=mine)
        mining = time.perf_counter() - started
        return Outcome(
            session_id,
            Path(final["out_dir"]),
            report,
            exit_code_for(report),
            trace.path,
            memory_seconds=round(memory_seconds + mining, 3),
            mining_seconds=round(mining, 3),
            mine_with=mine_with,
        )
    finally:
        stack.close()
        trace.close()


def _advance(graph, config, saved, state, ctx, *, fresh: bool, write_only: bool, rom_out: Path | None) -> dict:
    """Invoke the graph as far as this call should go; returns the state it ended with."""
    stop = {"interrupt_before": list(ROM_HALF)} if write_only else {}
    if rom_out is not None:
        point = _settled_point(graph, config)
        if point is None:
            raise UsageError(
                f"session '{state['session_id']}' has no settled spec to make a ROM from yet",
                hint=f"run `romsmith resume {state['session_id']}` first",
            )
        clear_outputs(rom_out)
        # a new branch from the settled spec whose files go to this host's folder; the routing
        # after validate is decided again from the same state, so it takes the same way
        fork = graph.update_state(point.config, {"out_dir": str(rom_out)}, as_node="validate")
        return graph.invoke(None, {**config, **fork}, context=ctx)
    if fresh:
        return graph.invoke(state, config, context=ctx, **stop)
    if write_only and _settled_point(graph, config) is not None:
        return dict(saved.values)  # settled before (or finished): a second write leg calls no model
    # `next` leaves out a task whose writes were saved before the kill came, when the next
    # checkpoint was not: `tasks` still lists it, and invoking applies its saved writes
    if saved.next or saved.tasks:
        return graph.invoke(None, config, context=ctx, **stop)
    return dict(saved.values)


def _report_unusable_answer(graph, config, state: dict, exc: ModelOutputError, ctx) -> dict:
    """A model that never gave a usable answer fails the run like any content failure: the report
    node writes a report (verdict failed, exit 1) naming the agent, the problem and its last
    answer, and the memory loop still mines the trace, instead of an error that leaves the folder
    without a report."""
    from langgraph.runtime import Runtime

    from romsmith.pipeline.graph import report_node
    from romsmith.pipeline.graph._common import failure_of

    values = {**state, **dict(graph.get_state(config).values or {})}
    agent = exc.details.get("agent") if isinstance(exc.details, dict) else None
    values["failure"] = {**failure_of("write", exc), "kind": "model_output", "agent": agent}
    values.update(report_node(values, Runtime(context=ctx)))
    return values


def resolve_shape(shape: str, model: str) -> str:
    """ "auto" is "items" for a model served on this machine (small and slow), else "parts"."""
    if shape not in ("auto", "parts", "items"):
        raise UsageError(f"unknown shape '{shape}'", hint="use parts, items or auto")
    if shape != "auto":
        return shape
    return "items" if models.describe(model).local else "parts"


def resolve_constrain(constrain_ids: bool | None, model: str) -> bool:
    """Constrained ids unless told: on for a model served here (a small model picks from an enum
    far better than it copies an id), off for hosted ones (they get free strings)."""
    return bool(models.describe(model).local) if constrain_ids is None else bool(constrain_ids)


def warm_up(*, use_memory: bool, model: str | None = None, model_calls: bool = True) -> None:
    """Start the slow loads a run needs in background threads, so they overlap with setting the
    run up (settings, checkpointer, graph, pack): what the model's first call needs (litellm's
    import, about 4 s, unless the model is embedded; `model_calls=False`: a leg that calls no
    model), for a local model its server (weights checked and loaded while the layout is
    written), and, with memory on, opening the Chroma index and the embedding model for the
    first retrieval."""
    if model_calls:
        _in_background(models.warm_up, model, name="model-warm-up")
    if model and model.startswith("local/"):
        _in_background(_start_local_server, model, name="local-server")
    if use_memory:
        _in_background(memory.warm_up, home(), name="memory-warm-up")


_WARMING: list[threading.Thread] = []
_WARMING_LOCK = threading.Lock()
_WARM_JOIN_S = 60.0


def _in_background(target, arg, *, name: str) -> None:
    """Run `target(arg)` in a thread that the process joins at exit (for up to a minute) before
    the interpreter tears its modules down: a thread stopped in the middle of an import holds
    the import lock for ever, and the teardown's first import (to print an ignored exception)
    then hangs the process. A batch worker whose resumed game had nothing left to do hung so,
    its memory still warming up. A daemon still, so a warm-up stuck past the minute cannot keep
    the process alive."""
    with _WARMING_LOCK:
        _WARMING[:] = [t for t in _WARMING if t.is_alive()]
        thread = threading.Thread(target=target, args=(arg,), name=name, daemon=True)
        _WARMING.append(thread)
    thread.start()


@atexit.register
def _join_warm_ups() -> None:
    deadline = time.monotonic() + _WARM_JOIN_S
    for thread in list(_WARMING):
        thread.join(max(0.0, deadline - time.monotonic()))


def _start_local_server(model: str) -> None:
    """A problem here is left for the first call to report, with its own clear error."""
    try:
        from romsmith.models import local

        local.litellm_route(model)
    except Exception:
        pass
