"""Helpers shared by the graph's nodes: the live context, stage timing, guideline retrieval."""

from __future__ import annotations

import time
from contextlib import contextmanager

from romsmith.kernel.errors import EnvironmentProblem, RomsmithError
from romsmith.pipeline.graph._state import RunContext, RunState

AGENT_TASK = {"orchestrator": "plan", "character": "character", "world": "world", "story": "story"}
# What each agent writes, as the retrieval query's head: guidelines are about these jobs.
AGENT_JOB = {
    "orchestrator": "Plan the game: title, premise, start scene, scene themes and sizes, cast roles, story flags.",
    "character": "Write the cast: copy sprite ids from the pack manifest, roles, scenes, positions, behaviour, hp.",
    "world": "Lay out the scenes: themes from the pack, features, gates, warps between scenes, triggers.",
    "story": "Write the story: dialogue pages, effects, flags, items, quests and the win flag.",
}


def failure_of(stage_name: str, err: RomsmithError) -> dict:
    """The state's `failure` record for an error that ended the run at `stage_name`."""
    kind = "environment" if isinstance(err, EnvironmentProblem) else stage_name
    return {
        "stage": stage_name,
        "kind": kind,
        "message": err.message,
        "hint": err.hint,
        "error": type(err).__name__,
        "exit_code": err.exit_code,
        "evidence": err.details if isinstance(err.details, (dict, list, str)) else None,
    }


def context(runtime, state: RunState) -> RunContext:
    """The run's context; built from the state when the graph runs without one (Studio, resume)."""
    ctx = getattr(runtime, "context", None) if runtime is not None else None
    if ctx is None:
        ctx = RunContext()
    if ctx.home is None or ctx.settings is None:
        from romsmith.kernel.config import home, load_settings

        ctx.home = ctx.home or home()
        ctx.settings = ctx.settings or load_settings()
    if ctx.trace is None:
        from romsmith.kernel.trace import TraceWriter

        ctx.trace = TraceWriter(ctx.home, state["session_id"])
    if ctx.pack is None:
        from romsmith.generators.pack import load_pack

        ctx.pack = load_pack(state.get("pack") or ctx.settings.pack)
    return ctx


@contextmanager
def stage(ctx: RunContext, name: str, **info):
    """Time a stage; tell the progress printer when it starts and ends. Yields a dict of result fields."""
    if ctx.progress:
        ctx.progress("start", {"stage": name, **info})
    start = time.perf_counter()
    result: dict = {}
    try:
        yield result
    except BaseException:
        result["ok"] = False
        raise
    finally:
        seconds = time.perf_counter() - start
        result["seconds"] = seconds
        if ctx.progress:
            ctx.progress("end", {"stage": name, **info, **result})


DRAFT_CHARS = 1200  # of the draft in a retrieval query: the embedder reads the first 256 tokens anyway


def guidelines(ctx: RunContext, state, agent: str, draft: str = "") -> str:
    """The retrieved-guidelines block for one agent call, or '' (memory off, empty, or not installed).

    The query is the agent's task and the game idea, then `draft`: what the agent is working on
    now (the director's plan it was given, or in a repair round the errors and its last answer),
    whose own words (an invented id, a field name) find the guidelines about that hazard.
    """
    if not state.get("use_memory", True) or not state.get("retrieve", True):
        return ""
    try:
        from romsmith.memory import retrieve_block
    except ImportError as exc:
        ctx.trace.event(
            agent, "retrieval", tool="memory.retrieve_block", ok=False, error=f"memory retrieval unavailable: {exc}"
        )
        return ""
    query = f"{AGENT_JOB[agent]} Game idea: {state.get('prompt', '')}"
    if draft:
        query += f"\nDraft: {' '.join(draft.split())[:DRAFT_CHARS]}"
    from romsmith.pipeline.genres import run_genres

    genres = run_genres(state.get("spec"), state.get("plan"))  # the run's scene genres: their lessons first
    block, _hits = retrieve_block(
        query, tool=agent, session_id=state["session_id"], trace=ctx.trace, home=ctx.home, genres=genres
    )
    return block or ""


def usage_of(agent: str, answer) -> dict:
    return {
        agent: {
            "calls": answer.calls,
            "tokens_in": answer.tokens_in,
            "tokens_out": answer.tokens_out,
            "cost": answer.cost,
        }
    }
