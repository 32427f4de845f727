"""Nodes of the `items` shape: fan the items out (one small model call each), write one item,
and turn validation errors into per-item repair requests (see `pipeline.items`)."""

from __future__ import annotations

import json

from romsmith.kernel.errors import ModelOutputError
from romsmith.pipeline import items as I
from romsmith.pipeline.agents import as_json, ask
from romsmith.pipeline.graph._common import context, guidelines, stage, usage_of
from romsmith.pipeline.promptkit import system_prompt

# what an item task needs from the run's state (a Send carries only its own payload)
_PASSED = ("session_id", "prompt", "model", "seed", "pack", "use_memory", "retrieve", "constrain_ids", "repair_round")


def item_plan(state) -> list[I.Item]:
    return I.plan_items(state.get("layout") or {}, state.get("plan"))


def pending(state) -> list[I.Item]:
    """Items with no answer yet (never written, or sent back by a repair round)."""
    written = state.get("items") or {}
    return [item for item in item_plan(state) if not written.get(item.key)]


def fan_out(state) -> list:
    """One Send per pending item; each carries the repair request for it, when there is one."""
    from langgraph.types import Send

    feedback = state.get("item_feedback") or {}
    base = {k: state.get(k) for k in _PASSED}
    return [
        Send(
            "item",
            {**base, "item": item.key, "kind": item.kind, "brief": item.brief, "feedback": feedback.get(item.key)},
        )
        for item in pending(state)
    ]


def user_message(prompt: str, brief: str) -> str:
    return f"Game idea: {prompt}\n\nWrite {brief}."


def item_node(state, runtime=None) -> dict:
    """Ask the model for one item; a second unusable answer ends the run as `failed`, with the reason."""
    ctx = context(runtime, state)
    key, kind = state["item"], state["kind"]
    agent = I.AGENT[kind]
    user = user_message(state["prompt"], state["brief"])
    extra = []
    feedback = state.get("feedback")
    if feedback:
        extra = [
            {"role": "assistant", "content": as_json(feedback["previous"])},
            {"role": "user", "content": feedback["message"]},
        ]
    # first answers query by the agent's job and the idea alone, so every item of one agent gets
    # the same block and the server's prompt cache keeps it (measured: a block varying per item
    # made each call process ~250 more tokens, 5 to 10 times the time of the answer); a repair
    # queries by its errors, whose own words find the guidelines about them
    draft = " ".join(m["content"] for m in reversed(extra))
    system = system_prompt(f"item:{kind}", ctx.pack, guidelines(ctx, state, agent, draft))
    from romsmith.models import describe

    info = describe(state["model"])
    with stage(ctx, agent, agent=agent, item=key, round=state.get("repair_round", 0)) as stage_info:
        try:
            answer = ask(
                agent=agent,
                model=state["model"],
                messages=[{"role": "system", "content": system}, {"role": "user", "content": user}, *extra],
                schema=I.MODELS[kind],
                trace=ctx.trace,
                seed=state.get("seed"),
                json_mode=not info.offline,
                response_schema=I.item_schema(kind, ctx.pack, constrain_ids=bool(state.get("constrain_ids")))
                if info.schema_output
                else None,
                max_tokens=I.MAX_TOKENS[kind] if info.local else None,
                args={"round": state.get("repair_round", 0), "item": key},
            )
        except ModelOutputError as err:
            stage_info["ok"] = False
            return {
                "failure": {
                    "stage": "items",
                    "kind": "content",
                    "message": f"item {key}: {err.message}",
                    "hint": err.hint,
                    "evidence": err.details,
                }
            }
        stage_info["calls"] = answer.calls
    return {"items": {key: answer.value}, "usage": usage_of(agent, answer)}


def item_feedback(errors: list[dict], spec: dict, state, round_no: int) -> tuple[dict, list[dict], list[dict]]:
    """(feedback per item key, repair-log entries, errors no item owns) for one repair round.

    The message lists each error with the value sent, the closest valid ids and the valid choices,
    as the parts shape's repair messages do."""
    from romsmith.pipeline.graph._repair import repair_messages

    plan = item_plan(state)
    owned: dict[str, list[dict]] = {}
    layout_errors = []
    for err in errors:
        key = I.item_of(err["path"], spec, plan)
        if key is None:
            layout_errors.append(err)
        else:
            owned.setdefault(key, []).append(err)
    feedback, log = {}, []
    kinds = {item.key: item.kind for item in plan}
    for key, errs in owned.items():
        messages = repair_messages(errs, spec, state.get("repair_log", []), round_no)
        lines = [line for message, _entries in messages.values() for line in message.splitlines()[1:]]
        for _message, entries in messages.values():
            log.extend({**e, "item": key} for e in entries)
        previous = (state.get("items") or {}).get(key) or {}
        shape = json.dumps(dict.fromkeys(I.MODELS[kinds[key]].model_fields, "..."))
        head = (
            f"Validation rejected your answer (repair round {round_no}). Fix exactly these problems and send "
            f"the whole JSON object again, {shape}. Copy ids exactly from the list in the instructions; "
            "never make one up."
        )
        feedback[key] = {"previous": previous, "message": head + "\n" + "\n".join(_dedupe(lines))}
    return feedback, log, layout_errors


def _dedupe(lines: list[str]) -> list[str]:
    """Look-alike actors share an item: the same error at /cast/3 and /cast/5 is one line."""
    seen, out = set(), []
    for line in lines:
        key = line.split(": ", 1)[-1]
        if key not in seen:
            seen.add(key)
            out.append(line)
    return out
