"""A readable timeline of a trace for `romsmith trace show`."""

from __future__ import annotations


def render(events: list[dict], damaged: int = 0) -> str:
    if not events:
        return "no events" + (f" ({damaged} damaged line(s) skipped)" if damaged else "")
    lines = [f"session {events[0].get('session_id')}: {len(events)} events"]
    tokens_in = tokens_out = 0
    cost = 0.0
    for e in events:
        mark = "ok " if e.get("ok") else "ERR"
        ms = f"{e['ms']:8.1f}ms" if isinstance(e.get("ms"), (int, float)) else " " * 10
        detail = e.get("tool") or ""
        if e.get("kind") == "llm_call":
            tokens_in += e.get("tokens_in") or 0
            tokens_out += e.get("tokens_out") or 0
            cost += e.get("cost") or 0.0
            detail += f" in={e.get('tokens_in')} out={e.get('tokens_out')} ${e.get('cost') or 0:.5f}"
        if e.get("error"):
            detail += f"  {str(e['error'])[:160]}"
        clock = str(e.get("ts", ""))[11:23]
        lines.append(f"{e.get('seq', '?'):>4} {clock} {mark} {e.get('node')!s:<10} {e.get('kind')!s:<10} {ms} {detail}")
    lines.append(
        f"tokens in {tokens_in}, out {tokens_out}, cost ${cost:.5f}"
        + (f"; {damaged} damaged line(s) skipped" if damaged else "")
    )
    return "\n".join(lines)
