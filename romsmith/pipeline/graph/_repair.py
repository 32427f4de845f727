"""Validation errors as data (the validator's and the model-text checks'), whether a repair round
changed anything, and the repair message each owning agent receives."""

from __future__ import annotations

import json

from romsmith.generators.checks import validate_spec
from romsmith.generators.spec import GameSpec, owner_of
from romsmith.kernel.pointer import value_at
from romsmith.models import wire

PART_SHAPE = {
    "orchestrator": '{"title": ..., "premise": ..., "start_scene": ..., "scenes": [...], "cast": [...], "story": {...}}',
    "character": '{"cast": [...]}',
    "world": '{"scenes": [...]}',
    "story": '{"dialogue": [...], "flags": [...], "items": [...], "quests": [...], "win": {...}}',
}


def validation_errors(spec: dict, pack) -> tuple[list[dict], list[dict], GameSpec | None]:
    """(errors, warnings, parsed) of `spec`: the issues as `Issue.to_dict()` records (JSON-pointer
    paths, owners), and the GameSpec it parsed into (None when the schema refused it)."""
    report = validate_spec(spec, pack)
    return [e.to_dict() for e in report.errors], [w.to_dict() for w in report.warnings], report.spec


def round_issues(state, pack) -> tuple[list[dict], list[dict], GameSpec | None]:
    """`validation_errors` of the state's spec plus the model-text checks (`pipeline.modeltext`)
    of the texts a model wrote: in the items shape those of the items it answered (not the ones
    given up for the layout's), in the parts shape every text unless the offline designer wrote
    it; none for a spec file (`romsmith build`, no model)."""
    errors, warnings, parsed = validation_errors(state["spec"], pack)
    paths = model_text_paths(state)
    if paths is None or paths:
        from romsmith.pipeline.modeltext import text_issues

        errors += text_issues(state["spec"], state.get("prompt") or "", paths)
    return errors, warnings, parsed


def model_text_paths(state) -> list[str] | None:
    """The pointers of the texts a model wrote (None: all of them; [] none)."""
    if not state.get("prompt") or not state.get("model"):
        return []
    if state.get("shape") == "items":
        from romsmith.pipeline.items import text_paths

        return text_paths(state["spec"], state.get("items") or {}, state.get("fallbacks") or {}, state.get("layout"))
    # the offline designer's text is written by rules (tested on their own), a model's is checked
    return [] if str(state["model"]).split("/", 1)[0] == "offline" else None


def stalled(state, errors: list[dict]) -> bool:
    """Whether the last repair round changed nothing: the same paths fail with the same codes and
    the same values as before it (repairing again would only repeat it)."""
    round_no = state.get("repair_round", 0)
    if not round_no or not errors:
        return False
    before = {
        (e["path"], e["code"], json.dumps(e["value"])) for e in state.get("repair_log", []) if e["round"] == round_no
    }
    now = {(e["path"], e["code"], json.dumps(value_at(state["spec"], e["path"]))) for e in errors}
    return now == before


TEXT_CODES = ("text_unsafe_char", "text_bad_char", "text_too_long", "text_debris", "text_repeat", "title_off_idea")


def repair_line(err: dict, value, repeated_round: int) -> wire.RepairLine:
    """The repair message's line for one validation error (`Issue.to_dict()`) whose value is `value`;
    a text error states its rule and leaves the rejected text out."""
    text = err["code"] in TEXT_CODES or err["code"] == "name_is_place"
    return wire.RepairLine(
        path=err["path"],
        message=err.get("rule") or err["message"] if text else err["message"],
        code=err["code"],
        value=None if text else value,
        suggestions=err["suggestions"],
        choices=err["choices"],
        repeated_round=0 if text else repeated_round,
    )


def repair_messages(
    errors: list[dict], spec: dict, log: list[dict], round_no: int
) -> dict[str, tuple[str, list[dict]]]:
    """agent -> (repair message, log entries), for every agent owning a failing path."""
    seen = {(e["path"], json.dumps(e["value"])): e["round"] for e in log}
    lines: dict[str, list[wire.RepairLine]] = {}
    entries: dict[str, list[dict]] = {}
    for err in errors:
        agent = owner_of(err["path"])
        value = value_at(spec, err["path"])
        repeated = seen.get((err["path"], json.dumps(value)), 0)
        lines.setdefault(agent, []).append(repair_line(err, value, repeated))
        entries.setdefault(agent, []).append(
            {
                "round": round_no,
                "agent": agent,
                "path": err["path"],
                "value": value,
                "code": err["code"],
                "repeated": bool(repeated),
            }
        )
    return {
        agent: (wire.repair_message(round_no, PART_SHAPE[agent], agent_lines), entries[agent])
        for agent, agent_lines in lines.items()
    }
