"""Validation errors as data, and the repair message each owning agent receives."""

from __future__ import annotations

import json

from romsmith.kernel.pointer import value_at

PART_SHAPE = {
    "orchestrator": '{"title": ..., "premise": ..., "start_scene": ..., "scenes": [...], "cast": [...], "story": {...}}',
    "character": '{"cast": [...]}',
    "world": '{"scenes": [...]}',
    "story": '{"dialogue": [...], "flags": [...], "items": [...], "quests": [...], "win": {...}}',
}
MAX_CHOICES = 40


def _field(err, name, default=None):
    return err.get(name, default) if isinstance(err, dict) else getattr(err, name, default)


def validation_errors(spec: dict, pack) -> tuple[list[dict], list[dict]]:
    """(errors, warnings) from romsmith.generators.validate as plain dicts with JSON-pointer paths."""
    from romsmith.generators.validate import validate_spec

    report = validate_spec(spec, pack)
    errors = [_as_dict(e) for e in (_field(report, "errors") or [])]
    warnings = [_as_dict(w) for w in (_field(report, "warnings") or [])]
    return errors, warnings


def _as_dict(err) -> dict:
    return {
        "path": str(_field(err, "path", "/") or "/"),
        "code": str(_field(err, "code", "invalid")),
        "message": str(_field(err, "message", "")),
        "choices": [str(c) for c in (_field(err, "choices") or [])],
        "suggestions": [str(s) for s in (_field(err, "suggestions") or [])],
    }


def repair_messages(
    errors: list[dict], spec: dict, log: list[dict], round_no: int
) -> dict[str, tuple[str, list[dict]]]:
    """agent -> (repair message, log entries), for every agent owning a failing path."""
    from romsmith.generators.spec import owner_of

    seen = {(e["path"], json.dumps(e["value"])): e["round"] for e in log}
    by_agent: dict[str, list[str]] = {}
    entries: dict[str, list[dict]] = {}
    for err in errors:
        agent = owner_of(err["path"])
        value = value_at(spec, err["path"])
        repeated = seen.get((err["path"], json.dumps(value)))
        line = f"- at {err['path']}: {err['message']} [{err['code']}]."
        if value is not None and not isinstance(value, (dict, list)):
            line += f" You sent: {json.dumps(value)}."
        if err["suggestions"]:
            line += " Closest: " + ", ".join(err["suggestions"][:5]) + "."
        if err["choices"]:
            choices = err["choices"][:MAX_CHOICES]
            line += (
                " Valid choices: " + ", ".join(choices) + (" ..." if len(err["choices"]) > MAX_CHOICES else "") + "."
            )
        if repeated:
            line += (
                f" You repeated the same invalid value {json.dumps(value)} that round {repeated} already rejected;"
                " it is still not valid. Pick one of the valid choices exactly as written."
            )
        by_agent.setdefault(agent, []).append(line)
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
    out = {}
    for agent, lines in by_agent.items():
        head = (
            f"Validation rejected your answer (repair round {round_no}). Fix exactly these problems and send "
            f"your whole JSON object again, {PART_SHAPE[agent]}, changing nothing else. Copy ids exactly from "
            "the lists in the instructions; never make one up."
        )
        out[agent] = (head + "\n" + "\n".join(lines), entries[agent])
    return out
