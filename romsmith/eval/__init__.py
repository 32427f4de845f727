"""`romsmith eval`: what repair and memory do, measured over prompts x seeds x arms.

    from romsmith.eval import evaluate
    summary = evaluate(prompts, seeds=3, models=["local/smollm2"], arms="memory-off,memory-on,aa",
                       out=Path("out/eval"))
    summary["arms"]["memory-on"]["invented_rate"], summary["comparisons"], summary["aa"]

OUT holds runs.jsonl (the ledger a killed eval resumes from), summary.json, attribution.json (per
guideline: retrieved how often, and the outcome when it was), eval.html, and each run's homes/ and
runs/ folders.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from romsmith.eval._runs import Ledger, parse_arms, plan_runs, read_prompts, run_all
from romsmith.eval._summary import summarise

__all__ = ["evaluate", "parse_arms", "read_prompts"]


def evaluate(
    prompts: list[str],
    *,
    seeds: int,
    models: list[str],
    arms: str,
    out: Path,
    options: dict | None = None,
    progress: Callable[[str], None] | None = None,
    command: str = "romsmith eval",
    run: bool = True,
) -> dict:
    """Run (or resume) the eval in `out` and write summary.json, attribution.json and eval.html.
    With `run=False` only the runs already finished are summarised (an eval still going on)."""
    from romsmith.kernel.errors import UsageError
    from romsmith.models import preflight

    arm_names, with_aa = parse_arms(arms)
    if seeds < 1:
        raise UsageError("--seeds must be at least 1", hint="e.g. --seeds 3")
    if with_aa and seeds < 2:
        raise UsageError("the A/A arm splits runs by seed and needs --seeds 2 or more", hint="e.g. --seeds 3")
    for model in models:
        preflight(model)
    out = _folder(out)
    options = dict(options or {})
    if run:
        _write(
            out / "eval.json",
            json.dumps(
                {"prompts": prompts, "seeds": seeds, "models": models, "arms": arms, "options": options}, indent=1
            ),
        )
    from romsmith.eval._runs import parse_shard

    shard = parse_shard(options.get("shard"))
    if shard[1] > 1:
        options["shard"] = f"{shard[0]}of{shard[1]}"  # names this shard's homes
    plan = plan_runs(models, prompts, seeds, arm_names)
    if run:
        records = run_all(plan_runs(models, prompts, seeds, arm_names, shard), out, options=options, progress=progress)
        done = Ledger(out).records  # every shard's runs finished so far
        records = [done[s.key] for s in plan if done.get(s.key, {}).get("status") == "done"]
    else:
        ledger = Ledger(out)
        records = [ledger.records[s.key] for s in plan if ledger.records.get(s.key, {}).get("status") == "done"]
    summary = summarise(records, models=models, arms=arm_names, with_aa=with_aa)
    # the vaults learn the attributed effects once the whole eval is in (a shard alone is not)
    summary["attribution"], summary["memory_chain"] = _write_attribution(records, out, into_vault=run and shard[1] == 1)
    _write(out / "summary.json", json.dumps(summary, indent=1, ensure_ascii=False, default=str))
    from romsmith.eval._html import render

    _write(out / "eval.html", render(summary, title="romsmith eval", command=command))
    return summary


def _folder(out: Path) -> Path:
    """The eval's folder, made when missing; UsageError when it is a file or cannot be written."""
    from romsmith.kernel.errors import UsageError
    from romsmith.kernel.files import FileRefused, folder_for_writing

    try:
        return folder_for_writing(Path(out), "eval's output folder").resolve()
    except FileRefused as exc:
        raise UsageError(str(exc), hint="pass --out a folder you can write") from None


def _write(path: Path, text: str) -> None:
    """One of the eval's own files, renamed into place (a link there is replaced, not followed)."""
    from romsmith.kernel.files import write_new

    write_new(path, text, force=True)


def _write_attribution(records: list[dict], out: Path, *, into_vault: bool) -> tuple[str, dict]:
    """attribution.json(l) from the memory-on runs' traces; returns its path and the memory chain
    (mined, retrieved into the prompt, followed: `_chain.py`)."""
    from romsmith.eval._attribution import attribution, effects
    from romsmith.eval._chain import chain
    from romsmith.kernel.trace import read_trace

    sessions, texts = [], {}
    off_runs = {
        (r["model"], r["prompt_index"], r["seed"]): r
        for r in records
        if r.get("arm") == "memory-off" and r.get("trace") and Path(r["trace"]).is_file()
    }
    paired: dict[str, list[dict]] = {}
    for record in records:
        if record.get("arm") != "memory-on" or not record.get("trace") or not Path(record["trace"]).is_file():
            continue
        events = read_trace(Path(record["trace"])).events
        off = off_runs.get((record["model"], record["prompt_index"], record["seed"]))
        sessions.append(
            {
                "session_id": record["session_id"],
                "model": record["model"],
                "events": events,
                "verified": (record.get("metrics") or {}).get("verified"),
                "paired_session": off["session_id"] if off else None,
                "home": str(Path(record["trace"]).parent.parent),
            }
        )
        if off is not None:
            paired[record["session_id"]] = read_trace(Path(off["trace"])).events
    homes = {Path(r["trace"]).parent.parent for r in records if r.get("arm") == "memory-on" and r.get("trace")}
    for home in homes:
        texts.update(_guideline_texts(home))
    data = attribution(sessions, texts)
    path = out / "attribution.json"
    _write(path, json.dumps(data, indent=1, ensure_ascii=False))
    lines = effects(sessions, paired)
    _write_lines(out / "attribution.jsonl", lines, replace_all=True)
    for home in {s["home"] for s in sessions} if into_vault else ():  # the vault ranks by them from now on
        ours = {s["session_id"] for s in sessions if s["home"] == home}
        _write_lines(Path(home) / "memory" / "attribution.jsonl", [x for x in lines if x["session_id"] in ours])
    off_sessions = [{"events": events} for events in paired.values()]
    return str(path), chain(sessions, texts, off_sessions)


def _write_lines(path: Path, lines: list[dict], *, replace_all: bool = False) -> None:
    """Write eval attribution lines, replacing earlier eval lines of the same sessions (a resumed
    eval summarises again) and keeping every other writer's lines."""
    kept = []
    sessions = {x["session_id"] for x in lines}
    if path.is_file() and not replace_all:
        for raw in path.read_text(encoding="utf-8").splitlines():
            try:
                item = json.loads(raw)
            except ValueError:
                continue
            if not (item.get("source") == "eval" and item.get("session_id") in sessions):
                kept.append(raw)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = kept + [json.dumps(x, ensure_ascii=False) for x in lines]
    _write(path, "\n".join(body) + ("\n" if body else ""))


def _guideline_texts(home: Path) -> dict:
    try:
        from romsmith import memory

        store = memory.open_store(home)
        return {
            gid: {"text": g.text, "tools": list(getattr(g, "tools", []) or []), "kind": getattr(g, "kind", None)}
            for gid, g in store.vault.entries().items()
        }
    except Exception:
        return {}
