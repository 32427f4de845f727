"""Content nodes: plan, the three domain agents, assemble, validate and repair."""

from __future__ import annotations

import json

from romsmith.kernel.pointer import value_at
from romsmith.models import wire
from romsmith.pipeline.agents import as_json, ask
from romsmith.pipeline.graph._common import context, guidelines, stage, usage_of
from romsmith.pipeline.graph._fallback import give_up_repeats, settle, with_notes
from romsmith.pipeline.graph._items import about, assembled, fan_out, item_feedback, pending
from romsmith.pipeline.graph._repair import repair_messages, round_issues, stalled
from romsmith.pipeline.graph._state import RunState
from romsmith.pipeline.promptkit import system_prompt

DOMAIN_AGENTS = ("character", "world", "story")
PART_MAX_TOKENS = 2048  # a local model's whole part; its schema bounds every array and string too


def _part_model(agent: str):
    if agent == "orchestrator":
        from romsmith.pipeline.plan import Plan

        return Plan
    from romsmith.generators.spec import part_model

    return part_model(agent)


def _draft(state, agent: str, extra: list[dict] | None) -> str:
    """What the agent is working on, for the retrieval query: in a repair round the errors it must
    fix and its last answer; else the director's plan it builds on (nothing for the plan itself)."""
    if extra:
        return " ".join(m["content"] for m in reversed(extra))
    return json.dumps(state["plan"], ensure_ascii=False) if agent != "orchestrator" and state.get("plan") else ""


def part_model_id(state) -> str:
    """Who writes the parts: the run's model, or in the items shape the layout model."""
    return state.get("layout_model") or state["model"] if state.get("shape") == "items" else state["model"]


def plan_genres(plan: dict | None) -> tuple[str, ...]:
    """The genres a plan uses: its own, then any a scene sets, in order."""
    plan = plan or {}
    named = [plan.get("genre") or "adventure"] + [
        s.get("genre") for s in plan.get("scenes") or [] if isinstance(s, dict)
    ]
    return tuple(dict.fromkeys(g for g in named if isinstance(g, str) and g))


def _call_agent(ctx, state, agent: str, user: str, extra: list[dict] | None = None):
    genres = plan_genres(state.get("plan")) if agent != "orchestrator" else ()
    system = system_prompt(agent, ctx.pack, guidelines(ctx, state, agent, _draft(state, agent, extra)), genres)
    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}] + (extra or [])
    from romsmith.models import describe

    model = part_model_id(state)
    info = describe(model)
    schema = _part_model(agent)
    return ask(
        agent=agent,
        model=model,
        messages=messages,
        schema=schema,
        trace=ctx.trace,
        seed=state.get("seed"),
        json_mode=not info.offline,
        # a model served here decodes by the part's JSON Schema; hosted ones keep JSON mode
        response_schema=schema.model_json_schema() if info.local else None,
        max_tokens=PART_MAX_TOKENS if info.local else None,
        args={"round": state.get("repair_round", 0)},
    )


def plan_node(state: RunState, runtime=None) -> dict:
    from romsmith.pipeline.graph._intent import intent_message

    ctx = context(runtime, state)
    user = intent_message(state["prompt"], state.get("intent"))
    with stage(ctx, "plan", agent="orchestrator") as info:
        answer = _call_agent(ctx, state, "orchestrator", user)
        info["calls"] = answer.calls
    plan = _screened(ctx, answer.value)
    return {
        "plan": plan,
        "parts": {"orchestrator": plan},
        "requests": {"orchestrator": user},
        "usage": usage_of("orchestrator", answer),
        "stages": {"plan": info["seconds"]},
    }


def _domain_node(agent: str):
    def node(state: RunState, runtime=None) -> dict:
        ctx = context(runtime, state)
        user = wire.idea_message(state["prompt"], state["plan"])
        with stage(ctx, agent, agent=agent) as info:
            answer = _call_agent(ctx, state, agent, user)
            info["calls"] = answer.calls
        return {
            "parts": {agent: answer.value},
            "requests": {agent: user},
            "usage": usage_of(agent, answer),
            "stages": {agent: info["seconds"]},
        }

    node.__name__ = f"{agent}_node"
    return node


character_node, world_node, story_node = (_domain_node(a) for a in DOMAIN_AGENTS)


def assemble_node(state: RunState, runtime=None) -> dict:
    """The parts merged into one GameSpec; in the items shape that is the layout, and the items
    written so far go over it."""
    from romsmith.generators.spec import assemble

    layout = assemble(state["parts"])  # each part gives only the keys its agent owns: the plan its frame
    if state.get("shape") != "items":
        return {"spec": layout}
    return assembled(context(runtime, state), state, layout)


def route_after_assemble(state: RunState):
    """Items shape: one Send per item still to write; then, as in the parts shape, validate."""
    if state.get("failure"):
        return "report"
    if state.get("shape") == "items" and pending(state):
        return fan_out(state)
    return "validate"


def _screened(ctx, plan: dict) -> dict:
    """The plan with outcome claims removed from the title and premise (they are shown in the ROM)."""
    from romsmith.pipeline.guard import screen

    plan = dict(plan)
    for key in ("title", "premise"):
        if plan.get(key):
            kept = screen(plan[key], verdict="pending", trace=ctx.trace, node="orchestrator", field=key)
            plan[key] = kept or ("Untitled Quest" if key == "title" else "")
    return plan


def validate_node(state: RunState, runtime=None) -> dict:
    ctx = context(runtime, state)
    with stage(ctx, "validate", round=state.get("repair_round", 0)) as info:
        errors, warnings, parsed = round_issues(state, ctx.pack)
        ctx.keep_parsed(state["spec"], parsed)
        ctx.trace.event(
            "validate",
            "validation",
            tool="validate_spec",
            ok=not errors,
            error=None
            if not errors
            else f"{len(errors)} error(s): " + "; ".join(f"{e['path']} {e['code']}" for e in errors[:5]),
            args={
                "round": state.get("repair_round", 0),
                "errors": [
                    {**e, "value": _scalar(value_at(state["spec"], e["path"])), **about(state, e["path"], _scalar)}
                    for e in errors[:20]
                ],
                **_fixed(state, errors),
            },
        )
        update = {"errors": errors, "warnings": warnings}
        rounds = state.get("repair_round", 0)
        over = "spent" if rounds >= ctx.settings.repair_rounds else "stalled" if stalled(state, errors) else ""
        if errors and over:
            update.update(settle(ctx, state, errors, warnings))  # repair is over: fall back where it can
        elif errors:
            update.update(give_up_repeats(ctx, state, errors, warnings))  # values rejected before
        update = with_notes(state, update)
        errors = update["errors"]
        info["errors"] = len(errors)
    update["stages"] = {"validate": state.get("stages", {}).get("validate", 0) + info["seconds"]}
    if errors and over:
        why = f"after {rounds} repair round(s)" if over == "spent" else f"repair round {rounds} changed nothing"
        update["failure"] = {
            "stage": "validate",
            "kind": "content",
            "message": f"the content is still invalid ({why}): {len(errors)} error(s): "
            + "; ".join(f"{e['path'] or '/'} {e['code']}" for e in errors[:6])
            + ("; ..." if len(errors) > 6 else ""),
            "evidence": {"errors": errors},
        }
    return update


def route_after_validate(state: RunState) -> str:
    if state.get("failure"):
        return "report"
    if state.get("errors"):
        return "repair"
    return "report" if state.get("stop_after") == "validate" else "generate"


def repair_node(state: RunState, runtime=None) -> dict:
    """One repair round: each agent owning a failing path gets its errors, the paths and the valid choices."""
    ctx = context(runtime, state)
    round_no = state.get("repair_round", 0) + 1
    errors, update, item_log = state["errors"], {}, []
    if state.get("shape") == "items":
        # errors in what an item wrote go back to that item (its call runs after assemble)
        feedback, item_log, errors = item_feedback(state["errors"], state["spec"], state, round_no)
        update = {"items": dict.fromkeys(feedback), "item_feedback": feedback}
    plans = repair_messages(errors, state["spec"], state.get("repair_log", []), round_no)
    parts, usage, log = {}, {}, list(item_log)
    with stage(ctx, "repair", round=round_no, agent=",".join(plans) or "items") as info:
        for agent, (message, entries) in plans.items():
            previous = state["parts"][agent]
            extra = [{"role": "assistant", "content": as_json(previous)}, {"role": "user", "content": message}]
            answer = _call_agent(ctx, {**state, "repair_round": round_no}, agent, state["requests"][agent], extra)
            parts[agent] = _screened(ctx, answer.value) if agent == "orchestrator" else answer.value
            usage.update(usage_of(agent, answer))
            log.extend(entries)
        info["agents"] = list(plans)
    update = {
        **update,
        "parts": parts,
        "usage": usage,
        "repair_round": round_no,
        "repair_log": log,
        "stages": {"repair": state.get("stages", {}).get("repair", 0) + info["seconds"]},
    }
    if "orchestrator" in parts:
        update["plan"] = parts["orchestrator"]
    return update


def _fixed(state, errors: list[dict]) -> dict:
    """{"fixed": {path: value}} for the paths the last round rejected that pass now: what the repair
    wrote that worked, for the lessons mined from this trace; {} in the first round."""
    if not state.get("repair_round"):
        return {}
    failing = {e["path"] for e in errors}
    fixed = {}
    for e in state.get("errors") or []:
        value = _scalar(value_at(state["spec"], e["path"])) if e["path"] not in failing else None
        if value not in (None, ""):
            fixed[e["path"]] = value
    return {"fixed": fixed} if fixed else {}


def _scalar(value):
    """The offending value for the trace when it is short and plain; None for objects and lists."""
    return value if isinstance(value, (str, int, float, bool)) and len(str(value)) <= 80 else None
