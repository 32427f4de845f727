"""Mining one session's trace into guideline candidates (four signal kinds), then ingesting them.

- failure: one per distinct failed tool call / validation error / build / verify (same kind, tool,
  field and code count once, with every event in the provenance); compressed by the model with
  prompts/memory/compress.md;
- discrepancy: a write nothing checked afterwards, or a success claim without a passing verify
  before it; fixed phrasing, no model;
- success_pattern: on a clean run (no failure, a passing verify), by the model;
- postmortem: the whole run in one deterministic sentence, when anything failed.
"""

from __future__ import annotations

import dataclasses
import json
import re
import time
import warnings
from collections import Counter
from pathlib import Path

from romsmith.kernel.owners import OWNERS
from romsmith.kernel.trace import read_trace
from romsmith.memory import _model, _scope, offline
from romsmith.memory._ingest import Candidate
from romsmith.memory.offline import field_name

FAILURE_KINDS = ("tool_call", "validation", "build", "verify", "error")
_WRITE = re.compile(r"write|save|emit|put|create|generate", re.I)
_CHECK = re.compile(r"read|load|check|verify|validate|stat|open|build", re.I)
_SESSION = re.compile(r"\b\d{8}-\d{6}-[0-9a-f]{4}\b")
_FS_PATH = re.compile(
    r"(?<![\w`/])(?:[A-Za-z]:)?(?:/[\w.-]+){2,}\.\w+|(?<![\w`])(?:/(?:tmp|home|work|var|usr|root)[\w./-]*)"
)
_STEP = re.compile(r"\b(step|seq|sequence|event)\s*#?\d+\b", re.I)


@dataclasses.dataclass
class MineReport:
    session_id: str
    trace: str
    events: int = 0
    damaged_lines: int = 0
    failures: int = 0
    candidates: int = 0
    created: list[str] = dataclasses.field(default_factory=list)
    merged: list[str] = dataclasses.field(default_factory=list)
    promoted: list[str] = dataclasses.field(default_factory=list)
    confirmed: list[str] = dataclasses.field(default_factory=list)  # set aside by a rule change, mined again
    genres: list[str] = dataclasses.field(default_factory=list)  # recorded on every candidate
    evicted: list[str] = dataclasses.field(default_factory=list)
    summaries: list[str] = dataclasses.field(default_factory=list)
    kinds: dict = dataclasses.field(default_factory=dict)
    postmortem: str | None = None
    model: str = _model.OFFLINE
    model_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost: float = 0.0
    notes: list[str] = dataclasses.field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


def sanitise(text: str) -> str:
    """No session ids, file paths or step numbers in a guideline, whatever the model wrote."""
    text = _SESSION.sub("", text)
    text = _FS_PATH.sub("a file", text)
    text = _STEP.sub(r"\1", text)
    text = re.sub(r"^\s*(?:[-*•]|\d+[.)])\s*", "", text.strip()).strip().strip('"').strip()
    return " ".join(text.split())


def _failure_records(e: dict) -> list[dict]:
    """One record per failure; a validation event may carry several errors in args.errors."""
    args = e.get("args") if isinstance(e.get("args"), dict) else {}
    items = args.get("errors") if isinstance(args.get("errors"), list) else [args]
    out = []
    for item in items:
        item = item if isinstance(item, dict) else {}
        out.append(
            {
                "kind": e.get("kind"),
                "tool": e.get("tool"),
                "node": e.get("node"),
                "error": str(item.get("message") or e.get("error") or "")[:500],
                "field": item.get("path") or item.get("pointer"),
                "code": item.get("code"),
                "value": item.get("value"),
                "choices": (item.get("choices") or [])[:12],
                "suggestions": (item.get("suggestions") or [])[:5],
                # the items shape names what the item was about and the layout's own valid value
                "concept": item.get("concept"),
                "layout": item.get("layout") if _listed(item.get("layout"), item.get("choices")) else None,
                "fixed": None,
                "pointer": f"{e.get('session_id')}:{e.get('seq')}",
            }
        )
    return out


def _listed(value, choices) -> bool:
    """A value the record may offer as the fix: plain, and one of the valid choices when listed."""
    return isinstance(value, (str, int)) and value != "" and (not choices or str(value) in map(str, choices))


def _is_failure(e: dict) -> bool:
    # memory's own problems (logged by the pipeline after mining) are not lessons for the agents
    return e.get("ok") is False and e.get("kind") in FAILURE_KINDS and e.get("node") != "memory"


def _signature(r: dict) -> tuple:
    field = re.sub(r"/\d+(?=/|$)", "/*", r["field"] or "")
    error = "" if r["code"] else re.sub(r"\d+|'[^']*'|\"[^\"]*\"", "#", r["error"])[:120]
    # an invented id is one lesson per thing it was about: "for a frog use ...", "for a bat use ..."
    about = str(r.get("concept") or "").lower() if _invented(r) else ""
    return (r["kind"], r["tool"] or r["node"], field, r["code"] or "", error, about)


def _invented(r: dict) -> bool:
    return bool(re.match(r"(unknown|undeclared)_", str(r.get("code") or "")))


def _fixes(events: list[dict]) -> dict[str, object]:
    """path -> the value a repair wrote there that passed (validation events' `fixed`)."""
    out: dict[str, object] = {}
    for e in events:
        fixed = (e.get("args") or {}).get("fixed") if e.get("kind") == "validation" else None
        if isinstance(fixed, dict):
            out.update({str(k): v for k, v in fixed.items() if isinstance(v, (str, int))})
    return out


def _tags(r: dict) -> list[str]:
    tags = {r["tool"], r["node"]}
    first = (r["field"] or "").strip("/").split("/")[0]
    tags.add(OWNERS.get(first))
    return sorted(t for t in tags if t)


def failure_candidates(
    events: list[dict],
    session: str,
    model: str,
    report: MineReport,
    token_cap: int = 60,
    trace=None,
    rule_versions: dict | None = None,
) -> list[Candidate]:
    groups: dict[tuple, list[dict]] = {}
    fixes = _fixes(events)
    for e in events:
        if _is_failure(e):
            for r in _failure_records(e):
                r["fixed"] = fixes.get(str(r["field"]))
                groups.setdefault(_signature(r), []).append(r)
    report.failures = sum(len(g) for g in groups.values())
    out = []
    for records in groups.values():
        first = records[0]
        payload = {
            k: first[k]
            for k in ("kind", "tool", "node", "error", "field", "code", "value", "choices", "suggestions")
            + ("concept", "layout", "fixed")
            if first[k] not in (None, "", [])
        }
        first_seg = (first["field"] or "").strip("/").split("/")[0]
        if OWNERS.get(first_seg):
            payload["agent"] = OWNERS[first_seg]
        payload["occurrences"] = len(records)
        payload["token_cap"] = token_cap  # the guideline is cut at this many tokens: essentials first
        user = "The failure:\n```json\n" + json.dumps(payload, ensure_ascii=False, default=str) + "\n```"
        text = _complete("compress", user, model, report, trace)
        values = {str(r["value"]) for r in records if isinstance(r["value"], (str, int)) and r["value"] != ""}
        if _invented(first) and model != _model.OFFLINE and any(_quotes(text, v) for v in values):
            # a guideline quoting the invented id primes the next model with it: the fixed wording
            report.notes.append(f"compress by '{model}' quoted the invented id; used the offline answer")
            text = _complete("compress", user, _model.OFFLINE, report, trace)
        fix = offline.valid_fix(payload) if _invented(first) else None
        refs = sorted(
            values
            | ({fix} if fix else set())
            | ({re.sub(r"/\d+(?=/|$)", "/*", first["field"])} if first["field"] else set())
        )
        out.append(
            Candidate(
                text=text,
                kind="failure",
                tools=_tags(first),
                session=session,
                provenance=[r["pointer"] for r in records],
                refs=refs,
                rules=[_scope.tag(first["code"], (rule_versions or {}).get(first["code"], 1))] if first["code"] else [],
            )
        )
    return out


def _quotes(text: str, value: str) -> bool:
    return bool(value) and re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text) is not None


def _complete(task: str, user: str, model: str, report: MineReport, trace=None) -> str:
    try:
        reply = _model.complete(task, user, model, trace=trace)
        report.model_calls += model != _model.OFFLINE
    except Exception as exc:  # the run is over; a model problem must not lose the lesson
        report.notes.append(f"{task} by '{model}' failed ({exc}); used the offline answer")
        warnings.warn(report.notes[-1], RuntimeWarning, stacklevel=2)
        reply = _model.complete(task, user, _model.OFFLINE, trace=trace)
    report.tokens_in += reply.tokens_in
    report.tokens_out += reply.tokens_out
    report.cost += reply.cost
    return sanitise(reply.text)


def discrepancy_candidates(events: list[dict], session: str) -> list[Candidate]:
    out, seen = [], set()
    for i, e in enumerate(events):
        ptr = f"{session}:{e.get('seq')}"
        if e.get("kind") == "claim":
            cand = _claim_discrepancy(e, events[:i], session, ptr)
            if cand and (cand.text, tuple(cand.tools)) not in seen:
                seen.add((cand.text, tuple(cand.tools)))
                out.append(cand)
        elif e.get("kind") == "tool_call" and e.get("ok") is not False and _WRITE.search(str(e.get("tool") or "")):
            target = _write_target(e.get("args"))
            if target and not _checked_later(target, events[i + 1 :]):
                key = ("write", e.get("tool"))
                if key not in seen:
                    seen.add(key)
                    out.append(
                        Candidate(
                            text=f"After `{e.get('tool')}` writes a file, read it back or build from it before relying "
                            "on it; a past run wrote output that nothing checked afterwards.",
                            kind="discrepancy",
                            tools=sorted({e.get("tool"), e.get("node")} - {None}),
                            session=session,
                            provenance=[ptr],
                        )
                    )
    return out


def _claim_discrepancy(e: dict, before: list[dict], session: str, ptr: str) -> Candidate | None:
    """A success claim with no passing verify before it, or one the claim guard had to drop."""
    args = e.get("args") if isinstance(e.get("args"), dict) else {}
    if str(args.get("verdict", "")).lower() in ("failed", "not_built") and e.get("ok") is not False:
        return None  # recording a failure is not a success claim
    if e.get("ok") is False and args.get("field"):
        field = str(args["field"])
        owner = OWNERS.get(field.strip("/").split("/")[0])
        return Candidate(
            text=f"Never write in `{field}` that the game works, was tested or runs; only the recorded "
            "build and boot evidence may say so.",
            kind="discrepancy",
            tools=sorted({e.get("tool"), e.get("node"), owner} - {None}),
            session=session,
            provenance=[ptr],
        )
    verified = any(p.get("kind") == "verify" and p.get("ok") is True for p in before)
    if e.get("ok") is False or not verified:
        return Candidate(
            text="Claim success only after the verifier passed on the exact ROM being reported; "
            "a past run claimed success without that evidence.",
            kind="discrepancy",
            tools=sorted({"report", e.get("tool"), e.get("node")} - {None}),
            session=session,
            provenance=[ptr],
        )
    return None


def _write_target(args) -> str | None:
    if isinstance(args, dict):
        for key in ("path", "file", "out", "dest", "target", "out_dir"):
            if isinstance(args.get(key), str) and args[key]:
                return args[key]
    return None


def _checked_later(target: str, later: list[dict]) -> bool:
    """A later build or verify reads generated output whatever its arguments say; another tool
    counts when it passed and names the file or its folder."""
    parent = str(Path(target).parent)
    for e in later:
        if e.get("kind") in ("build", "verify"):
            return True
        blob = json.dumps(e.get("args"), default=str)
        if (
            e.get("ok") is True
            and (target in blob or parent in blob)
            and (
                e.get("kind") == "validation"
                or (e.get("kind") == "tool_call" and _CHECK.search(str(e.get("tool") or "")))
            )
        ):
            return True
    return False


def is_clean(events: list[dict]) -> bool:
    failed = any(_is_failure(e) for e in events)  # a claim the guard dropped is a discrepancy, not a failure
    return not failed and any(e.get("kind") == "verify" and e.get("ok") is True for e in events)


def success_candidate(events: list[dict], session: str, model: str, report: MineReport, trace=None) -> Candidate:
    idea = next(
        (
            str((e.get("args") or {}).get("prompt"))
            for e in events
            if isinstance(e.get("args"), dict) and e["args"].get("prompt")
        ),
        "",
    )
    steps = [
        {"agent": e.get("node") if e.get("kind") == "llm_call" else (e.get("tool") or e.get("node")), "ok": e.get("ok")}
        for e in events
        if e.get("kind") in ("llm_call", "tool_call", "validation", "build", "verify")
        and e.get("node") not in ("session", "memory")
    ][:60]
    payload = {
        "idea": idea[:300],
        "steps": steps,
        "llm_calls": sum(1 for e in events if e.get("kind") == "llm_call"),
        "repairs": sum(1 for e in events if "repair" in str(e.get("node") or "")),
    }
    text = _complete(
        "success_pattern",
        "The run:\n```json\n" + json.dumps(payload, ensure_ascii=False) + "\n```",
        model,
        report,
        trace,
    )
    tools = sorted({s["agent"] for s in steps if s["agent"]})[:12]
    return Candidate(
        text=text,
        kind="success_pattern",
        tools=tools,
        session=session,
        provenance=[f"{session}:{events[-1].get('seq')}"],
    )


def postmortem(events: list[dict], session: str) -> Candidate | None:
    failed = [e for e in events if _is_failure(e)]
    if not failed:
        return None
    verified = any(e.get("kind") == "verify" and e.get("ok") is True for e in events)
    records = [r for e in failed for r in _failure_records(e)]
    common = Counter(_describe(r) for r in records).most_common(2)
    what = "; ".join(f"{d} ({n}x)" if n > 1 else d for d, n in common)
    outcome = "ended verified after repairs" if verified else "ended without a verified ROM"
    text = (
        f"Postmortem of a past run that {outcome}: most frequent failure was {what}. Settle that first in the next run."
    )
    tags = sorted({t for r in records for t in _tags(r)})
    return Candidate(
        text=text,
        kind="postmortem",
        tools=tags,
        session=session,
        provenance=[f"{session}:{e.get('seq')}" for e in failed][:50],
    )


def _describe(r: dict) -> str:
    if r["field"]:
        return f"{r['kind']} of `{field_name(r['field'])}`" + (f" ({r['code']})" if r["code"] else "")
    where = r["tool"] or r["node"]
    return f"{r['kind']} in `{where}`" if where else f"a failed {r['kind']}"


def _seq(e: dict) -> int:
    return e.get("seq") if isinstance(e.get("seq"), int) else 0


def _pointer_seq(pointer: str) -> int:
    tail = pointer.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def _mined_path(store) -> Path:
    return store.dir / "mined.json"


def _read_mined(store) -> dict:
    try:
        data = json.loads(_mined_path(store).read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (FileNotFoundError, ValueError):
        return {}


def _note_mined(store, session: str, upto: int) -> None:
    """Remember how far a session was mined, so mining it again adds nothing twice."""
    import os

    with store.vault.lock():
        data = _read_mined(store)
        data[session] = max(upto, int(data.get(session, 0)))
        tmp = _mined_path(store).with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=0), encoding="utf-8")
        os.replace(tmp, _mined_path(store))


def run_genres(events: list[dict]) -> list[str]:
    """The genres the last `memory.scope` event of a trace names (the pipeline writes one as it
    closes the memory loop, so a trace mined later still knows them)."""
    for e in reversed(events):
        if e.get("node") == "memory" and e.get("tool") == "memory.scope" and isinstance(e.get("args"), dict):
            return _scope.genres(e["args"].get("genres") if isinstance(e["args"].get("genres"), list) else [])
    return []


def mine(
    trace_path: Path, model: str, store, trace=None, *, genres=None, rule_versions: dict | None = None
) -> MineReport:
    """Mine one trace into `store`; model calls are traced to `trace` (a TraceWriter) when given.
    Every candidate records `genres` (None: the trace's `memory.scope` event's), a failure with a
    code its rule at `rule_versions`' version (`_scope`)."""
    start = time.perf_counter()
    read = read_trace(trace_path)
    events = sorted(read.events, key=_seq)
    session = next((str(e["session_id"]) for e in events if e.get("session_id")), Path(trace_path).stem)
    report = MineReport(
        session_id=session, trace=str(trace_path), events=len(events), damaged_lines=read.damaged, model=model
    )
    prior = int(_read_mined(store).get(session, 0)) if store is not None else 0
    # memory's own events (its model calls, logged to this trace) are not new work to mine
    fresh = [e for e in events if _seq(e) > prior and e.get("node") != "memory"] if prior else events
    pm = postmortem(events, session)
    report.postmortem = pm.text if pm else None
    cands: list[Candidate] = []
    if prior and not fresh:
        report.notes.append(f"session {session} was already mined (up to event {prior}); nothing new")
    else:
        cap = store.settings.guideline_token_cap if store is not None else 60
        cands = failure_candidates(fresh, session, model, report, cap, trace, rule_versions)
        cands += [
            c
            for c in discrepancy_candidates(events, session)
            if not prior or any(_pointer_seq(p) > prior for p in c.provenance)
        ]
        if is_clean(events):
            cands.append(success_candidate(events, session, model, report, trace))
        if pm:
            cands.append(pm)
    scope = _scope.genres(genres) if genres is not None else run_genres(events)
    for c in cands:
        c.genres = list(scope)
    report.genres = scope
    report.candidates = len(cands)
    report.kinds = dict(Counter(c.kind for c in cands))
    if cands and store is not None:
        results, evicted = store.ingest(cands, model=model, trace=trace)
        report.created = [r.id for r in results if not r.merged]
        report.merged = [r.id for r in results if r.merged]
        report.promoted = sorted({r.id for r in results if r.promoted})
        report.confirmed = sorted({r.id for r in results if r.confirmed})
        report.evicted, report.summaries = evicted["evicted"], evicted["summaries"]
    if store is not None and events:
        _note_mined(store, session, max(_seq(e) for e in events))
    report.seconds = round(time.perf_counter() - start, 4)
    return report
