"""Nodes of the `items` shape: fan the items out (one small model call each), write one item,
and turn validation errors into per-item repair requests (see `pipeline.items`)."""

from __future__ import annotations

import json
import re

from romsmith.kernel.errors import ModelOutputError
from romsmith.pipeline import items as I
from romsmith.pipeline.agents import as_json, ask
from romsmith.pipeline.graph._common import context, guidelines, stage, usage_of
from romsmith.pipeline.graph._repair import repair_line
from romsmith.pipeline.promptkit import system_prompt

# what an item task needs from the run's state (a Send carries only its own payload)
_PASSED = ("session_id", "prompt", "model", "seed", "pack", "use_memory", "retrieve", "constrain_ids", "repair_round")


_LISTED = ("unknown_sprite", "unknown_theme")  # codes whose choices the item prompts list


def _short(err: dict) -> str:
    """The validator's message without the list of every valid id it ends with (listed in the
    item's system prompt already) for the codes in _LISTED."""
    message = err["message"]
    if err["code"] in _LISTED:
        message = re.split(r"\s+valid (?:ids|themes): ", message, maxsplit=1)[0].rstrip()
    return message


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
            {
                **base,
                "item": item.key,
                "kind": item.kind,
                "brief": item.brief,
                "concept": item.concept,
                "feedback": feedback.get(item.key),
            },
        )
        for item in pending(state)
    ]


def user_message(prompt: str, brief: str, block: str = "", hint: str = "") -> str:
    """The idea, the retrieved guidelines (memory on), then what to write, and last the lesson
    about this item's own field when one was retrieved: a small model heeds what is next to its
    answer, and the system prompt stays the same for every run, so the server's cache keeps it."""
    from romsmith.models import wire

    text = wire.idea_message(prompt) + (f"\n\n{block.strip()}" if block.strip() else "")
    return f"{text}\n\nWrite {brief}." + (f"\n{hint}." if hint else "")


def about(state, path: str, scalar) -> dict:
    """For a validation error in what an item wrote (items shape): the item's concept and the
    layout's own value at that path, which is valid; a lesson mined from the trace offers it as the
    id to use ("for a frog use sprite `puny_frog`"). {} for the parts shape and the layout's errors."""
    if state.get("shape") != "items" or not state.get("layout"):
        return {}
    plan = item_plan(state)
    key = I.item_of(path, state["spec"], plan)
    if key is None:
        return {}
    from romsmith.kernel.pointer import value_at

    layout = scalar(value_at(state["layout"], path))
    concept = I.concept_at(path, state["layout"], state.get("plan"))
    return {k: v for k, v in (("item", key), ("concept", concept), ("layout", layout)) if v}


def item_node(state, runtime=None) -> dict:
    """Ask the model for one item; a second unusable answer ends the run as `failed`, with the reason."""
    ctx = context(runtime, state)
    key, kind = state["item"], state["kind"]
    agent = I.AGENT[kind]
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
    block = guidelines(ctx, state, agent, draft)
    user = user_message(state["prompt"], state["brief"], block, _hint(ctx, state, key, block))
    system = system_prompt(f"item:{kind}", ctx.pack)
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


def _hint(ctx, state, key: str, block: str) -> str:
    """The retrieved lesson for this item's id field, as `I.id_hint` words it ('' without one)."""
    from romsmith.models import wire

    kind = state["kind"]
    if not block or kind not in I.FIELD or not state.get("concept"):
        return ""
    item = I.Item(key, kind, I.AGENT[kind], state.get("brief", ""), concept=state["concept"])
    valid = set(I.drawable_sprites(ctx.pack)) if item.kind == "actor" else set(ctx.pack.themes)
    return I.id_hint(item, wire.read_guidelines(block), valid)


def item_feedback(errors: list[dict], spec: dict, state, round_no: int) -> tuple[dict, list[dict], list[dict]]:
    """(feedback per item key, repair-log entries, errors no item owns) for one repair round.

    The message lists each error with the value sent, the closest valid ids and the valid choices,
    in the wire format the parts shape's repair messages use; a scene's enemies share one item, so
    the same error at /cast/3 and /cast/5 is told once."""
    from romsmith.kernel.pointer import value_at
    from romsmith.models import wire

    plan = item_plan(state)
    kinds = {item.key: item.kind for item in plan}
    seen = {(e["path"], json.dumps(e["value"])): e["round"] for e in state.get("repair_log", [])}
    owned: dict[str, list[wire.RepairLine]] = {}
    told: set[tuple] = set()
    layout_errors, log = [], []
    for err in errors:
        key = I.item_of(err["path"], spec, plan)
        if key is None:
            layout_errors.append(err)
            continue
        value = value_at(spec, err["path"])
        repeated = seen.get((err["path"], json.dumps(value)), 0)
        log.append(
            {
                "round": round_no,
                "agent": I.AGENT[kinds[key]],
                "item": key,
                "path": err["path"],
                "value": value,
                "code": err["code"],
                "repeated": bool(repeated),
            }
        )
        field = err["path"].rsplit("/", 1)[-1]
        if (key, field, err["code"], json.dumps(value)) in told:
            continue
        told.add((key, field, err["code"], json.dumps(value)))
        # the pack's ids are listed in the item's system prompt already: listed again (in the
        # choices and at the end of the message) they made each repair call ~800 tokens longer
        # (30-40 s on a busy 2-core machine)
        listed = {**err, "choices": [], "message": _short(err)} if err["code"] in _LISTED else err
        owned.setdefault(key, []).append(repair_line(listed, value, repeated))
    feedback = {}
    for key, lines in owned.items():
        shape = json.dumps(dict.fromkeys(I.MODELS[kinds[key]].model_fields, "..."))
        previous = (state.get("items") or {}).get(key) or {}
        feedback[key] = {"previous": previous, "message": wire.repair_message(round_no, shape, lines)}
    return feedback, log, layout_errors
