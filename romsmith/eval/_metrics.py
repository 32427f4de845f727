"""What one eval run measured, from its report.json and its trace.

- first_pass_valid: the first validation (round 0) found no error
- invented_any / invented_rate: sprite ids and themes the first pass named that the pack does not
  have (validator codes unknown_sprite, unknown_theme), as yes/no and per id reference (one per
  actor and per scene)
- text_rejected: texts of the first pass the model-text checks refused (template debris,
  repetition, a title off the idea, a character named like a place)
- items_kept / fallbacks (items shape): the share of the model's answered item fields the game
  kept, and how many it gave up for the layout's values
- intent_kept: with a model reading the idea (setting `intent_model`), whether its reading was
  kept (valid, every role in the idea's own words) rather than replaced by the offline reader's;
  None when no model was asked (role accuracy against expected roles: benchmarks/bench_intent_model.py)
- repair_rounds, verified, fidelity (the report's fidelity score when it has one), tokens, cost,
  seconds (wall time of the run)
"""

from __future__ import annotations

INVENTED_CODES = ("unknown_sprite", "unknown_theme")
TEXT_CODES = ("text_debris", "text_repeat", "title_off_idea", "name_is_place")


# name -> (label, yes/no outcome, lower is better)
METRICS: dict[str, tuple[str, bool, bool]] = {
    "first_pass_valid": ("first-pass valid", True, False),
    "invented_any": ("invented id in first pass", True, True),
    "invented_rate": ("invented ids per id reference", False, True),
    "intent_kept": ("model's intent reading kept", True, False),
    "text_rejected": ("model texts rejected in first pass", False, True),
    "items_kept": ("item fields kept from the model", False, False),
    "fallbacks": ("item fields fallen back", False, True),
    "repair_rounds": ("repair rounds", False, True),
    "verified": ("verified", True, False),
    "fidelity": ("prompt fidelity", False, False),
    "tokens": ("tokens per game", False, True),
    "cost": ("cost per game (USD)", False, True),
    "seconds": ("seconds per game", False, True),
}


def first_validation(events: list[dict]) -> dict | None:
    for event in events:
        if event.get("kind") == "validation" and event.get("tool") == "validate_spec":
            return event
    return None


def intent_kept(events: list[dict]) -> bool | None:
    """Whether a model read the idea and its reading was kept (None: no model was asked)."""
    asked = any(e.get("kind") == "llm_call" and e.get("node") == "intent" for e in events)
    verdict = next((e for e in events if e.get("kind") == "validation" and e.get("tool") == "read_intent"), None)
    if not asked or verdict is None:
        return None
    return not (verdict.get("args") or {}).get("fallback")


def run_metrics(report: dict | None, events: list[dict], spec: dict | None, seconds: float) -> dict:
    report = report or {}
    first = first_validation(events)
    out: dict = {"seconds": round(seconds, 2)}
    if first is not None:
        errors = (first.get("args") or {}).get("errors") or []
        invented = sum(1 for e in errors if e.get("code") in INVENTED_CODES)
        refs = len((spec or {}).get("cast") or []) + len((spec or {}).get("scenes") or [])
        out["first_pass_valid"] = bool(first.get("ok"))
        out["invented_any"] = invented > 0
        out["invented_rate"] = round(invented / refs, 4) if refs else None
        out["invented"] = sorted({str(e.get("value")) for e in errors if e.get("code") in INVENTED_CODES})[:20]
        out["text_rejected"] = sum(1 for e in errors if e.get("code") in TEXT_CODES)
    else:
        out.update(first_pass_valid=False, invented_any=None, invented_rate=None, invented=[], text_rejected=None)
    out["intent_kept"] = intent_kept(events)
    fields = report.get("item_fields") or {}
    answered = (fields.get("kept") or 0) + (fields.get("fallen_back") or 0)
    out["items_kept"] = round(fields["kept"] / answered, 4) if answered else None
    out["fallbacks"] = fields.get("fallen_back") if fields else None
    out["repair_rounds"] = report.get("repair_rounds")
    content_only = report.get("verdict") == "not_built" and not report.get("failure")
    out["verified"] = None if content_only else report.get("verdict") == "verified" if report else False
    fidelity = report.get("fidelity")
    out["fidelity"] = fidelity.get("score") if isinstance(fidelity, dict) else fidelity
    out["tokens"] = (report.get("tokens_in") or 0) + (report.get("tokens_out") or 0) if report else None
    out["cost"] = report.get("cost") if report else None
    out["verdict"] = report.get("verdict") if report else None
    return out
