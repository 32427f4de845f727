"""Per guideline: how often it was retrieved into a prompt, and how the agent it was given to did.

Read from the traces of an eval's memory-on runs. A `retrieval` event (node memory, tool = the
agent) lists the guideline ids put into that agent's next prompt; the agent's outcome is read from
the first validation of the run: did any error of the first pass fall in that agent's part, and
was any of them an invented id. Written to `attribution.json` (the summary, format in
ARCHITECTURE.md, "Eval") and `attribution.jsonl`, the memory package's attribution file
(`memory/_value.py`): one line per guideline and memory-on run,

    {"id": "g-...", "effect": -1 | 0 | 1, "session_id": ..., "source": "eval", "agent": ..., "paired": ...}

where effect compares the agent's first pass in that run with the memory-off run of the same
idea and seed: +1 clean only with the guideline, -1 clean only without it, 0 no difference.
"""

from __future__ import annotations

from romsmith.eval._metrics import INVENTED_CODES, first_validation

FORMAT_VERSION = 1


def _owner(pointer: str) -> str:
    from romsmith.generators.spec import owner_of

    return owner_of(pointer)


def session_outcomes(events: list[dict]) -> dict:
    """agent -> {"errors": n, "invented": n} of the first pass, and the guidelines each agent got."""
    first = first_validation(events)
    per_agent: dict[str, dict] = {}
    for err in ((first or {}).get("args") or {}).get("errors") or []:
        slot = per_agent.setdefault(_owner(str(err.get("path") or "/")), {"errors": 0, "invented": 0})
        slot["errors"] += 1
        slot["invented"] += err.get("code") in INVENTED_CODES
    retrieved: dict[str, set[str]] = {}
    for event in events:
        if event.get("kind") == "retrieval" and first is not None and event.get("seq", 0) < first.get("seq", 0):
            ids = (event.get("args") or {}).get("ids") or []
            retrieved.setdefault(str(event.get("tool") or ""), set()).update(ids)
    return {"per_agent": per_agent, "retrieved": retrieved, "validated": first is not None}


def attribution(sessions: list[dict], texts: dict[str, dict]) -> dict:
    """`sessions`: [{session_id, arm, model, events, verified}]; `texts`: guideline id -> {text, tools, kind}."""
    rows: dict[str, dict] = {}
    agent_calls: dict[str, int] = {}
    for session in sessions:
        outcome = session_outcomes(session["events"])
        if not outcome["validated"]:
            continue
        for agent, ids in outcome["retrieved"].items():
            agent_calls[agent] = agent_calls.get(agent, 0) + 1
            result = outcome["per_agent"].get(agent, {"errors": 0, "invented": 0})
            for gid in ids:
                row = rows.setdefault(gid, _empty(gid, texts.get(gid)))
                row["retrieved"] += 1
                row["sessions"].add(session["session_id"])
                row["agents"][agent] = row["agents"].get(agent, 0) + 1
                row["first_pass_clean"] += result["errors"] == 0
                row["invented_after"] += result["invented"] > 0
                row["verified_after"] += bool(session.get("verified"))
    guidelines = []
    for row in sorted(rows.values(), key=lambda r: -r["retrieved"]):
        n = row["retrieved"]
        guidelines.append(
            {
                **{k: v for k, v in row.items() if k != "sessions"},
                "sessions": len(row["sessions"]),
                "first_pass_clean_rate": round(row["first_pass_clean"] / n, 4),
                "invented_rate": round(row["invented_after"] / n, 4),
                "verified_rate": round(row["verified_after"] / n, 4),
            }
        )
    return {"version": FORMAT_VERSION, "agent_prompts": agent_calls, "guidelines": guidelines}


def effects(sessions: list[dict], paired: dict[str, list[dict]]) -> list[dict]:
    """Attribution lines for the memory package: `paired` maps a memory-on session id to the
    events of the memory-off run of the same model, idea and seed."""
    lines = []
    for session in sessions:
        off_events = paired.get(session["session_id"])
        if off_events is None:
            continue
        on, off = session_outcomes(session["events"]), session_outcomes(off_events)
        if not on["validated"] or not off["validated"]:
            continue
        for agent, ids in sorted(on["retrieved"].items()):
            clean_on = on["per_agent"].get(agent, {}).get("errors", 0) == 0
            clean_off = off["per_agent"].get(agent, {}).get("errors", 0) == 0
            for gid in sorted(ids):
                lines.append(
                    {
                        "id": gid,
                        "effect": int(clean_on) - int(clean_off),
                        "session_id": session["session_id"],
                        "source": "eval",
                        "agent": agent,
                        "paired": session.get("paired_session"),
                    }
                )
    return lines


def _empty(gid: str, meta: dict | None) -> dict:
    meta = meta or {}
    return {
        "id": gid,
        "text": meta.get("text", ""),
        "kind": meta.get("kind"),
        "tools": meta.get("tools", []),
        "retrieved": 0,
        "sessions": set(),
        "agents": {},
        "first_pass_clean": 0,
        "invented_after": 0,
        "verified_after": 0,
    }
