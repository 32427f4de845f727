"""Nodes of the `items` shape: fan the items out (one small model call each), write one item,
and turn validation errors into per-item repair requests (see `pipeline.items`).

A repair asks only for the failing fields of an item, in a fresh call (the model never sees its
rejected answer, which a small model copies back): an id field becomes a choice among the
validator's closest valid ids and the layout's own, a text field is asked again with the rule it
broke. What a repair cannot fix falls back to the layout's value (`_fallback`).
"""

from __future__ import annotations

import json

from romsmith.kernel.errors import ModelOutputError
from romsmith.pipeline import items as I
from romsmith.pipeline.agents import ask
from romsmith.pipeline.graph._common import context, guidelines, stage, usage_of
from romsmith.pipeline.promptkit import system_prompt

# what an item task needs from the run's state (a Send carries only its own payload)
_PASSED = ("session_id", "prompt", "model", "seed", "pack", "use_memory", "retrieve", "repair_round")
ID_CODES = ("unknown_sprite", "unknown_theme", "sprite_size", "theme_genre")
MAX_OPTIONS = 4  # of a repair choice: the closest valid ids and the layout's own


def item_plan(state) -> list[I.Item]:
    return I.plan_items(state.get("layout") or {}, state.get("plan"))


def pending(state) -> list[I.Item]:
    """Items with no answer yet (never written, or sent back by a repair round)."""
    written = state.get("items") or {}
    return [item for item in item_plan(state) if not written.get(item.key)]


def assembled(ctx, state, layout: dict) -> dict:
    """The assemble node's update in the items shape: the layout, the items over it and, the first
    time with constrained ids, what each item's id field may hold."""
    plan = item_plan({**state, "layout": layout})
    update = {"layout": layout, "spec": I.overlay(layout, state.get("items") or {}, plan, state.get("fallbacks"))}
    if state.get("constrain_ids") and state.get("item_choices") is None:
        update["item_choices"] = I.item_choices(layout, plan, ctx.pack)
    return update


def fan_out(state) -> list:
    """One Send per pending item; each carries its choices and the repair request for it, if any."""
    from langgraph.types import Send

    feedback = state.get("item_feedback") or {}
    choices = state.get("item_choices") or {}
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
                "choices": choices.get(item.key),
                "layout_value": I.layout_value(state.get("layout") or {}, item),
                "role": I.role_of(state.get("layout") or {}, item),
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
    """Ask the model for one item (a repair: its failing fields). A first answer still unusable
    after its retry ends the run as `failed`, with the reason; an unusable repair leaves the
    item's last answer, for the fallback."""
    ctx = context(runtime, state)
    key, kind = state["item"], state["kind"]
    agent = I.AGENT[kind]
    feedback = state.get("feedback") or {}
    choices = dict(state.get("choices") or {})
    fields = None
    if feedback:
        fields = list(feedback["fields"])
        choices.update({f: ask_for["options"] for f, ask_for in feedback["fields"].items() if ask_for.get("options")})
    model = I.item_model(kind, choices, fields)
    # every call of an item, its repairs too, queries by the agent's job and the idea alone, so
    # every item of one agent gets the same block and the server's prompt cache keeps it
    # (measured: a block varying per item made each call process ~250 more tokens, 5 to 10 times
    # the time of the answer; a repair that queried by its errors made a warmed vault's repairs
    # take 4.5 times as long as without memory). A repair needs no lesson to find its answer: its
    # feedback already offers the validator's own choices or states the rule.
    block = guidelines(ctx, state, agent)
    hint = "" if feedback else _hint(ctx, state, key, block) or _look_alike(ctx, state)
    user = user_message(state["prompt"], state["brief"], block, hint)
    if feedback:
        user += "\n" + feedback["message"]
    prompt_key = "item:actor_choice" if kind == "actor" and choices.get("sprite") else f"item:{kind}"
    from romsmith.models import describe

    info = describe(state["model"])
    with stage(ctx, agent, agent=agent, item=key, round=state.get("repair_round", 0)) as stage_info:
        try:
            answer = ask(
                agent=agent,
                model=state["model"],
                messages=[
                    {"role": "system", "content": system_prompt(prompt_key, ctx.pack)},
                    {"role": "user", "content": user},
                ],
                schema=model,
                trace=ctx.trace,
                seed=state.get("seed"),
                json_mode=not info.offline,
                response_schema=I.item_schema(model) if info.schema_output else None,
                max_tokens=I.MAX_TOKENS[kind] if info.local else None,
                args={"round": state.get("repair_round", 0), "item": key},
            )
        except ModelOutputError as err:
            stage_info["ok"] = False
            if feedback:  # a repair the model could not answer: its last answer stands, and an
                # unchanged round ends repair with the layout's values (`_fallback`)
                ctx.trace.event(agent, "tool_call", tool="item_repair", ok=False, error=err.message, args={"item": key})
                return {"items": {key: feedback.get("previous") or {}}}
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
    value = {**(feedback.get("previous") or {}), **answer.value} if feedback else answer.value
    return {"items": {key: value}, "usage": usage_of(agent, answer)}


def _hint(ctx, state, key: str, block: str) -> str:
    """The retrieved lesson for this item's id field, as `I.id_hint` words it ('' without one)."""
    from romsmith.models import wire

    kind = state["kind"]
    if not block or kind not in I.FIELD or not state.get("concept"):
        return ""
    item = I.Item(key, kind, I.AGENT[kind], state.get("brief", ""), concept=state["concept"])
    listed = (state.get("choices") or {}).get(I.FIELD[kind])
    valid = set(listed or (ctx.pack.sprite_ids if kind == "actor" else ctx.pack.themes))
    return I.id_hint(item, wire.read_guidelines(block), valid)


def _look_alike(ctx, state) -> str:
    """For an item whose id is an enum of its choices: the few of them that fit what it depicts,
    the layout's own pick first (the whole enum is in the answer format, not the prompt)."""
    from romsmith.generators.checks.choices import sprite_suggestions

    kind, listed = state["kind"], (state.get("choices") or {}).get(I.ID_FIELDS.get(state["kind"], ""))
    concept = state.get("concept") or ""
    if not listed or not concept:
        return ""
    if kind == "actor":
        found = [s.id for s in sprite_suggestions(ctx.pack, concept, state.get("role") or "npc", k=4)]
        what = f"Sprites that look like a{'n' if concept[0] in 'aeiou' else ''} {concept}"
    else:
        found = [s.id for s in ctx.pack.suggest_theme(concept, k=4)]
        what = f"Themes that fit {concept}"
    fits = [v for v in dict.fromkeys([state.get("layout_value"), *found]) if v in listed][:3]
    return f"{what}: {', '.join(fits)}" if fits else ""


def item_feedback(errors: list[dict], spec: dict, state, round_no: int) -> tuple[dict, list[dict], list[dict]]:
    """(feedback per item key, repair-log entries, errors no item owns) for one repair round.

    Feedback names the failing fields of each item and, per field, either the options to choose
    from (an id: the validator's closest valid ids, then the layout's own) or the rule the text
    broke; the enemies of a scene share one item, so the same error at /cast/3 and /cast/5 is
    told once."""
    from romsmith.kernel.pointer import value_at

    plan = item_plan(state)
    kinds = {item.key: item.kind for item in plan}
    seen = {(e["path"], json.dumps(e["value"])): e["round"] for e in state.get("repair_log", [])}
    asks: dict[str, dict[str, dict]] = {}
    layout_errors, log = [], []
    for err in errors:
        key = I.item_of(err["path"], spec, plan)
        if key is None:
            layout_errors.append(err)
            continue
        value = value_at(spec, err["path"])
        log.append(
            {
                "round": round_no,
                "agent": I.AGENT[kinds[key]],
                "item": key,
                "path": err["path"],
                "value": value,
                "code": err["code"],
                "repeated": bool(seen.get((err["path"], json.dumps(value)), 0)),
            }
        )
        field = I.field_of(err["path"], kinds[key])
        slot = asks.setdefault(key, {}).setdefault(field, {})
        if field == I.ID_FIELDS.get(kinds[key]):
            slot["options"] = _options(state, key, field, err)
        else:
            slot.setdefault("rules", []).append(rule_of(err, kinds[key], field))
    feedback = {}
    for key, fields in asks.items():
        shape = json.dumps(dict.fromkeys(fields, "..."))
        lines = [
            f"- {f}: choose one of {', '.join(a['options'])}."
            if a.get("options")
            else f"- {f}: {'; '.join(dict.fromkeys(a['rules']))}."
            for f, a in fields.items()
        ]
        previous = (state.get("items") or {}).get(key) or {}
        message = f"Answer with only {shape}:\n" + "\n".join(lines)
        feedback[key] = {"previous": previous, "fields": fields, "message": message}
    return feedback, log, layout_errors


def _options(state, key: str, field: str, err: dict) -> list[str]:
    """What a repair of an id field chooses from: the validator's closest ids that the item may
    hold, then the layout's own value (valid: the layout model wrote a valid game)."""
    allowed = ((state.get("item_choices") or {}).get(key) or {}).get(field) or err.get("choices") or []
    layout = _layout_value(state, key, field)
    options = [s for s in err.get("suggestions") or [] if s in allowed] + ([layout] if layout else [])
    return list(dict.fromkeys(options))[:MAX_OPTIONS] or list(allowed)[:MAX_OPTIONS]


def _layout_value(state, key: str, field: str):
    """The layout's value of an item's field (the first target's, for an actor item)."""
    layout = state.get("layout") or {}
    index = int(key.split(":")[1]) if key.split(":")[1].isdigit() else -1
    if key.startswith("actor:") and 0 <= index < len(layout.get("cast") or []):
        return layout["cast"][index].get(field)
    if key.startswith("scene:") and 0 <= index < len(layout.get("scenes") or []):
        return layout["scenes"][index].get(field)
    return None


RULES = {  # field -> what the text must be, said instead of the rejected text
    "title": f"a short title of at most {I.S.MAX_TITLE} characters",
    "premise": f"one sentence of at most {I.PREMISE_CHARS} characters",
    "win_text": f"at most {I.GREETING_CHARS} characters, so it fits the text box",
    "greeting": f"one or two short sentences, at most {I.GREETING_CHARS} characters",
    "name": f"a name of at most {I.S.MAX_NAME} characters",
}
CODE_RULES = {
    "text_unsafe_char": "no double quotes and no backslashes",
    "text_bad_char": "plain ASCII letters, digits and punctuation only",
}


def rule_of(err: dict, kind: str, field: str) -> str:
    """The rule a rejected text broke, in words that do not repeat the text: the model-text
    checks give their own (`rule`), the validator's codes theirs, else the field's."""
    return err.get("rule") or CODE_RULES.get(err["code"]) or RULES.get(field) or err["message"]
