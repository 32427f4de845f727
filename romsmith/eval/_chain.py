"""Why memory did or did not help: the chain from a mined lesson to the model's next answer.

For the memory-on runs, per item that names an id (an actor's sprite, a scene's theme) in the
first pass: was an id guideline (one about sprite ids or themes) in that item's prompt, and did
the item still invent an id; and did it copy an invented id that the guideline itself quotes as
the example of what not to write. Read from the traces: a `retrieval` event (node memory) comes
right before the `llm_call` of the item it was made for (items run one at a time on a local
server), and the first `validate_spec` event names each invented value at /cast/<i>/sprite or
/scenes/<i>/theme.
"""

from __future__ import annotations

import re

from romsmith.eval._metrics import INVENTED_CODES, first_validation

_ID_ITEM = re.compile(r"^(actor|scene):(\d+)$")
_ID_WORDS = re.compile(r"sprite|theme", re.I)


def _item_errors(events: list[dict]) -> dict[str, str]:
    """item key -> the invented value of its first pass (actor:<i>, scene:<i>)."""
    out = {}
    for err in ((first_validation(events) or {}).get("args") or {}).get("errors") or []:
        if err.get("code") not in INVENTED_CODES:
            continue
        match = re.match(r"^/(cast|scenes)/(\d+)/(sprite|theme)$", str(err.get("path")))
        if match:
            out[f"{'actor' if match.group(1) == 'cast' else 'scene'}:{match.group(2)}"] = str(err.get("value"))
    return out


def _prompts(events: list[dict]) -> dict[str, list[str]]:
    """item key (first pass) -> guideline ids retrieved into its prompt."""
    out: dict[str, list[str]] = {}
    pending: list[str] | None = None
    first = first_validation(events)
    for event in events:
        if first is not None and event.get("seq", 0) >= first.get("seq", 0):
            break
        if event.get("kind") == "retrieval":
            pending = list((event.get("args") or {}).get("ids") or [])
        elif event.get("kind") == "llm_call":
            item = (event.get("args") or {}).get("item")
            if item and item not in out:
                out[item] = pending or []
            pending = None
    return out


def chain(sessions: list[dict], texts: dict[str, dict], off_sessions: list[dict]) -> dict:
    """Counts along mined -> retrieved -> in the prompt -> followed, for the id items."""
    id_guidelines = {gid for gid, meta in texts.items() if _ID_WORDS.search(meta.get("text", ""))}
    with_g = without_g = invented_with = invented_without = copied = 0
    for session in sessions:
        invented = _item_errors(session["events"])
        for item, ids in _prompts(session["events"]).items():
            if not _ID_ITEM.match(item):
                continue
            got = [g for g in ids if g in id_guidelines]
            value = invented.get(item)
            if got:
                with_g += 1
                invented_with += value is not None
                quoted = " ".join(texts.get(g, {}).get("text", "") for g in got)
                copied += bool(value) and f"`{value}`" in quoted
            else:
                without_g += 1
                invented_without += value is not None
    off_items = off_invented = 0
    for session in off_sessions:
        invented = _item_errors(session["events"])
        for item in _prompts(session["events"]):
            if _ID_ITEM.match(item):
                off_items += 1
                off_invented += item in invented
    return {
        "guidelines_mined": len(texts),
        "id_guidelines_mined": len(id_guidelines),
        "id_items_with_id_guideline": with_g,
        "id_items_without_id_guideline": without_g,
        "invented_rate_with_id_guideline": _rate(invented_with, with_g),
        "invented_rate_without_id_guideline": _rate(invented_without, without_g),
        "invented_rate_memory_off": _rate(off_invented, off_items),
        "invented_copied_from_guideline": copied,
    }


def _rate(n: int, d: int) -> float | None:
    return round(n / d, 4) if d else None
