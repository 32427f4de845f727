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


def render_calls(events: list[dict], *, chars: int | None = None) -> str:
    """Every model call of a trace: who asked, the messages sent and the answer received, as the
    trace keeps them (each cut at 8,000 characters; `chars` cuts them shorter for reading)."""
    calls = [e for e in events if e.get("kind") == "llm_call"]
    if not calls:
        return "no model calls"
    out = []
    for e in calls:
        args = e.get("args") or {}
        where = ", ".join(f"{k} {args[k]}" for k in ("item", "round", "attempt") if args.get(k) not in (None, ""))
        mark = "ok" if e.get("ok") else "ERR"
        head = f"#{e.get('seq', '?')} {e.get('node')} {mark} {e.get('model')}" + (f" ({where})" if where else "")
        head += f"  in={e.get('tokens_in')} out={e.get('tokens_out')} {float(e.get('ms') or 0) / 1000:.1f}s"
        out.append(head + (f"  finish={e['finish']}" if e.get("finish") else ""))
        if e.get("error"):
            out.append(f"  error: {e['error']}")
        if "messages" not in e:
            out.append("  (this trace kept no messages for the call)")
        for m in e.get("messages") or []:
            out.append(_text_block(m.get("role", "?"), m, chars))
        if e.get("answer"):
            out.append(_text_block("answer", e["answer"], chars))
        out.append("")
    return "\n".join(out).rstrip()


def _text_block(label: str, kept: dict, chars: int | None) -> str:
    text = str(kept.get("text") or "")
    shown = text if chars is None else text[:chars]
    more = kept.get("chars", len(text)) - len(shown)
    tail = f"\n    [... {more} more characters; sha256 {str(kept.get('sha256'))[:12]}]" if more > 0 else ""
    body = "\n".join("    " + line for line in shown.splitlines() or [""])
    return f"  {label} ({kept.get('chars', len(text))} characters):\n{body}{tail}"
