"""The romsmith graph: intent (the idea's roles), plan, then character/world/story in parallel, assemble, validate, repair,
generate, build, verify, report.

In the `items` shape (small models) the parts are the layout model's, and assemble fans out one
`item` task per small answer the run's model writes (a title, a scene's name and theme, an
actor's name and sprite, an npc's greeting), each checkpointed on its own; repair sends only the
failing items back (`pipeline.items`).

    from romsmith.pipeline.graph import build_graph
    graph = build_graph(checkpointer)        # compiled LangGraph StateGraph
    graph.invoke(initial_state, {"configurable": {"thread_id": session_id}}, context=RunContext(...))

`pipeline.run` wraps this with sessions, traces, the SQLite checkpointer and the memory loop;
`pipeline.build_spec` enters the same graph at validate with a hand-written spec
(`build_graph(entry="validate")`, no checkpointer: a build is short and starts over).
"""

from __future__ import annotations

import functools

from romsmith.kernel.trace import STAGES
from romsmith.pipeline.graph._state import RunContext, RunState


def report_node(state: RunState, runtime=None) -> dict:
    from romsmith.pipeline.graph._common import context, stage
    from romsmith.pipeline.report import write_outputs

    ctx = context(runtime, state)
    with stage(ctx, "report") as info:
        report = write_outputs(dict(state), trace=ctx.trace, pack=ctx.pack)
        info["verdict"] = report["verdict"]
    return {"report": report}


def build_graph(checkpointer=None, *, entry: str = "plan"):
    """The compiled graph; pass a checkpointer to make runs resumable.

    `entry="validate"` enters it with a whole spec already in the state (`romsmith build`): the
    same nodes and edges from validate on, the agents never reached. The graph is compiled once
    per entry and process; each call gets a copy bound to its own checkpointer (a batch worker
    asks three times a game, and compiling costs far more than copying)."""
    if entry not in ("plan", "validate"):
        raise ValueError(f"the graph is entered at plan or validate, not {entry!r}")
    compiled = _compiled(entry)
    return compiled.copy({"checkpointer": checkpointer}) if checkpointer is not None else compiled


@functools.cache
def _compiled(entry: str):
    from langgraph.graph import END, START, StateGraph

    from romsmith.pipeline.graph import _content as C
    from romsmith.pipeline.graph import _intent as N
    from romsmith.pipeline.graph import _items as I
    from romsmith.pipeline.graph import _rom as R

    g = StateGraph(RunState, context_schema=RunContext)
    g.add_node("intent", N.intent_node)
    g.add_node("plan", C.plan_node)
    g.add_node("character", C.character_node)
    g.add_node("world", C.world_node)
    g.add_node("story", C.story_node)
    g.add_node("assemble", C.assemble_node)
    g.add_node("item", I.item_node)
    g.add_node("validate", C.validate_node)
    g.add_node("repair", C.repair_node)
    g.add_node("generate", R.generate_node)
    g.add_node("build", R.build_node)
    g.add_node("verify", R.verify_node)
    g.add_node("report", report_node)
    g.add_edge(START, "intent" if entry == "plan" else entry)
    g.add_edge("intent", "plan")
    for agent in C.DOMAIN_AGENTS:
        g.add_edge("plan", agent)
    g.add_edge(list(C.DOMAIN_AGENTS), "assemble")
    g.add_conditional_edges("assemble", C.route_after_assemble, ["item", "validate", "report"])
    g.add_edge("item", "assemble")
    g.add_conditional_edges("validate", C.route_after_validate, ["repair", "generate", "report"])
    g.add_edge("repair", "assemble")
    g.add_conditional_edges("generate", R.route_after("build"), ["build", "report"])
    g.add_conditional_edges("build", R.route_after("verify"), ["verify", "report"])
    g.add_edge("verify", "report")
    g.add_edge("report", END)
    return g.compile()


__all__ = ["STAGES", "RunContext", "RunState", "build_graph"]
