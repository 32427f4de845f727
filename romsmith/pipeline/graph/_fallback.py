"""When repair is over and errors remain: the items shape gives up each failing field of an item
for the layout's own value (valid: the layout model wrote a valid game), and the report says so
per item ("model's sprite for the frog was invalid; used puny_frog"); the parts shape keeps a
hosted model's text that only the model-text checks refuse, as warnings. What is still invalid
after that fails the run as before."""

from __future__ import annotations

import json

from romsmith.kernel.pointer import value_at
from romsmith.pipeline import items as I
from romsmith.pipeline.graph._items import item_plan
from romsmith.pipeline.graph._repair import round_issues, validation_errors
from romsmith.pipeline.modeltext import CODES as MODEL_TEXT_CODES


def settle(ctx, state, errors: list[dict], warnings: list[dict]) -> dict:
    """The validate update once repair is over: {spec, errors, warnings, fallbacks}."""
    if state.get("shape") == "items" and state.get("layout"):
        return _fall_back(ctx, state, errors, warnings)
    kept = [e for e in errors if e["code"] in MODEL_TEXT_CODES]
    if kept and len(kept) == len(errors):  # a hosted model's text: no layout text to put instead
        demoted = [{**e, "severity": "warning", "message": f"kept the model's text: {e['message']}"} for e in kept]
        return {"errors": [], "warnings": warnings + demoted}
    return {"errors": errors, "warnings": warnings}


def give_up_repeats(ctx, state, errors: list[dict], warnings: list[dict]) -> dict:
    """Items shape, while repair goes on: the fields whose value an earlier round already
    rejected (a small model going round in circles: "Ash Tower", "The_Pirate_R", "Ash Tower")
    fall back now, so only fields still changing are asked again. {} when there are none."""
    if state.get("shape") != "items" or not state.get("layout"):
        return {}
    rejected = {(e["path"], json.dumps(e["value"])) for e in state.get("repair_log", [])}
    again = [e for e in errors if (e["path"], json.dumps(value_at(state["spec"], e["path"]))) in rejected]
    plan = item_plan(state)
    if not _failing_fields(again, state["spec"], plan, state.get("fallbacks") or {}):
        return {}
    return _fall_back(ctx, state, errors, warnings, only=again)


def _fall_back(ctx, state, errors: list[dict], warnings: list[dict], only: list[dict] | None = None) -> dict:
    """Give up the failing fields (those of `only` when given) for the layout's, validate again;
    when errors no field owns remain and the layout alone is valid, give up the items' ids too."""
    plan = item_plan(state)
    kinds = {item.key: item for item in plan}
    drops = {k: list(v) for k, v in (state.get("fallbacks") or {}).items()}
    notes: list[dict] = []
    spec, parsed = state["spec"], None
    for _ in range(1 if only is not None else 3):
        given_up = _failing_fields(only if only is not None else errors, spec, plan, drops)
        if not given_up and errors and only is None and not _layout_errors(state, ctx):
            given_up = _id_fields(state, plan, drops, errors)  # errors no field owns: the ids changed the game
        if not given_up:
            break
        for (key, field), causes in given_up.items():
            drops.setdefault(key, []).append(field)
            notes.append(_note(state, kinds[key], field, causes))
        spec = I.overlay(state["layout"], state.get("items") or {}, plan, drops)
        errors, warnings, parsed = round_issues({**state, "spec": spec, "fallbacks": drops}, ctx.pack)
        if not errors:
            break
    ctx.keep_parsed(spec, parsed)
    ctx.trace.event(
        "validate",
        "validation",
        tool="item_fallback",
        ok=not errors,
        error=None if not errors else f"{len(errors)} error(s) after the fallback",
        args={"round": state.get("repair_round", 0), "fallbacks": drops, "notes": [n["message"] for n in notes]},
    )
    return {"spec": spec, "errors": errors, "warnings": warnings, "fallbacks": drops, "fallback_notes": notes}


def with_notes(state, update: dict) -> dict:
    """The validate update with every fallback warning of the run so far after the validator's
    (they are the state's own record: a later round's validation does not repeat them)."""
    notes = list(state.get("fallback_notes") or []) + list(update.get("fallback_notes") or [])
    return {**update, "warnings": list(update.get("warnings") or []) + notes}


def _failing_fields(errors, spec, plan, drops) -> dict[tuple[str, str], list[dict]]:
    kinds = {item.key: item.kind for item in plan}
    out: dict[tuple[str, str], list[dict]] = {}
    for err in errors:
        key = I.item_of(err["path"], spec, plan)
        field = I.field_of(err["path"], kinds[key]) if key else None
        if field and field not in drops.get(key, []):
            out.setdefault((key, field), []).append({**err, "value": value_at(spec, err["path"])})
    return out


def _id_fields(state, plan, drops, errors) -> dict[tuple[str, str], list[dict]]:
    """Every sprite and theme the items still set, when the errors left are in no item's field
    but the layout alone is valid."""
    written = state.get("items") or {}
    out = {}
    for item in plan:
        field = I.ID_FIELDS.get(item.kind)
        if field and (written.get(item.key) or {}).get(field) and field not in drops.get(item.key, []):
            value = written[item.key][field]
            out[(item.key, field)] = [{**errors[0], "value": value}]
    return out


def _layout_errors(state, ctx) -> bool:
    """Whether the layout itself fails validation (then the items are not to blame)."""
    return bool(validation_errors(state["layout"], ctx.pack)[0])


def _note(state, item: I.Item, field: str, causes: list[dict]) -> dict:
    """The report's warning for one field given up: what the model wrote, why, what is used."""
    used = _used(state, item, field)
    what = {
        "pitch": "the game",
        "scene": f"the scene {item.concept}",
        "place": f"the scene {item.concept}",
        "actor": f"the {item.concept}",
        "line": f"the {item.concept}",
    }[item.kind]
    codes = sorted({c["code"] for c in causes})
    shown = used if used else "the layout's lines"
    return {
        "path": causes[0]["path"],
        "code": "item_fallback",
        "severity": "warning",
        "owner": I.AGENT[item.kind],
        "item": item.key,
        "field": field,
        "model_value": (state.get("items") or {}).get(item.key, {}).get(field),
        "used": used,
        "reason": codes,
        "message": f"model's {field} for {what} was invalid ({', '.join(codes)}); used {shown}",
        "choices": [],
        "suggestions": [],
    }


def _used(state, item: I.Item, field: str) -> str:
    """The layout's value that stands in for a given-up field ('' for a greeting: none is added)."""
    layout = state["layout"]
    if item.kind == "pitch":
        texts = {"title": layout.get("title"), "premise": layout.get("premise")}
        return repr(texts.get(field, (layout.get("win") or {}).get("text")))
    if item.kind in ("scene", "place"):
        return str(layout["scenes"][int(item.key.split(":")[1])].get(field))
    if item.kind == "actor":
        values = dict.fromkeys(str(layout["cast"][t].get(field)) for t in item.targets)
        return ", ".join(values) if field == "sprite" else repr(next(iter(values)))
    return ""
