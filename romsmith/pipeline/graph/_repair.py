"""Validation errors as data, and the repair message each owning agent receives."""

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


def repair_line(err: dict, value, repeated_round: int) -> wire.RepairLine:
    """The repair message's line for one validation error (`Issue.to_dict()`) whose value is `value`."""
    return wire.RepairLine(
        path=err["path"],
        message=err["message"],
        code=err["code"],
        value=value,
        suggestions=err["suggestions"],
        choices=err["choices"],
        repeated_round=repeated_round,
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
