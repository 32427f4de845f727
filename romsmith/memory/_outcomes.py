"""Which guidelines were retrieved into which run, and whether that run then succeeded.

Each retrieval appends one line to memory/retrievals.jsonl (session, ids). `record_outcome`
folds a session's lines into the guidelines themselves (`retrieved`, `runs_ok`, `runs_failed`),
notes the session in memory/outcomes.jsonl so a second call changes nothing, and drops the
folded lines. The hit rate is runs_ok / (runs_ok + runs_failed) over all guideline-runs.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

from romsmith.memory._vault import now_iso


def _read_jsonl(path: Path) -> list[dict]:
    out = []
    try:
        with open(path, "rb") as fh:
            for raw in fh:
                try:
                    item = json.loads(raw)
                except ValueError:
                    continue  # a damaged line is skipped, as in traces
                if isinstance(item, dict):
                    out.append(item)
    except FileNotFoundError:
        pass
    return out


def _append(path: Path, item: dict) -> None:
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(item, ensure_ascii=False) + "\n")


def log_retrieval(store, session_id: str | None, ids: list[str]) -> None:
    if not ids:
        return
    with store.vault.lock():
        _append(store.dir / "retrievals.jsonl", {"ts": now_iso(), "session_id": session_id, "ids": ids})


def record_outcome(store, session_id: str, ok: bool) -> dict:
    """Fold `session_id`'s retrievals into its guidelines; idempotent per session."""
    log, done_path = store.dir / "retrievals.jsonl", store.dir / "outcomes.jsonl"
    with store.mutex, store.vault.lock():
        if any(o.get("session_id") == session_id for o in _read_jsonl(done_path)):
            return {"session_id": session_id, "ok": ok, "guidelines": [], "already_recorded": True}
        lines = _read_jsonl(log)
        mine = [ln for ln in lines if ln.get("session_id") == session_id]
        counts = Counter(gid for ln in mine for gid in ln.get("ids") or [])
        entries = store.locked_entries()
        changed = []
        for gid, n in counts.items():
            g = entries.get(gid)
            if g is None:
                continue  # evicted or removed since
            g.retrieved += n
            if ok:
                g.runs_ok += 1
            else:
                g.runs_failed += 1
            changed.append(g)
        if changed:
            store.commit(changed)
        _append(done_path, {"ts": now_iso(), "session_id": session_id, "ok": bool(ok), "guidelines": sorted(counts)})
        if mine:
            rest = [ln for ln in lines if ln.get("session_id") != session_id]
            tmp = log.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text("".join(json.dumps(ln, ensure_ascii=False) + "\n" for ln in rest), encoding="utf-8")
            os.replace(tmp, log)
    return {"session_id": session_id, "ok": bool(ok), "guidelines": sorted(counts), "already_recorded": False}


def stats(store) -> dict:
    entries = store.entries()
    by = lambda attr: dict(Counter(getattr(g, attr) for g in entries.values()))  # noqa: E731
    pending = _read_jsonl(store.dir / "retrievals.jsonl")
    runs = _read_jsonl(store.dir / "outcomes.jsonl")
    ok = sum(g.runs_ok for g in entries.values())
    failed = sum(g.runs_failed for g in entries.values())
    top = sorted((g for g in entries.values() if g.retrieved), key=lambda g: -g.retrieved)[:5]
    return {
        "guidelines": len(entries),
        "by_tier": by("tier"),
        "by_status": by("status"),
        "by_kind": by("kind"),
        "retrievals": {
            "recorded": sum(g.retrieved for g in entries.values()),
            "pending": sum(len(ln.get("ids") or []) for ln in pending),
            "guidelines_ever_retrieved": sum(1 for g in entries.values() if g.retrieved),
        },
        "runs_recorded": len(runs),
        "runs_ok": sum(1 for r in runs if r.get("ok")),
        "hit_rate": round(ok / (ok + failed), 4) if ok + failed else None,
        "top_retrieved": [
            {"id": g.id, "retrieved": g.retrieved, "runs_ok": g.runs_ok, "runs_failed": g.runs_failed, "text": g.text}
            for g in top
        ],
        "damaged_files": list(store.vault.damaged),
        "index": store.index.url or str(store.index.path),
    }
