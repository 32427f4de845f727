"""How well a model fills the intent step (the first call a run makes with `intent_model` set),
against the roles a person expects (benchmarks/intent_heldout.json, never tuned on here).

    .venv/bin/python benchmarks/bench_intent_model.py [--model local/smollm2] [--set heldout] [--limit 16]

Each idea goes through the graph's own intent node (`pipeline.graph._intent.intent_node`, the
model under the Intent JSON Schema, its reading kept only when it validates and every role's words
are the idea's). Printed per role field: the accuracy of the model's answer taken as it is (an
answer that does not even parse as an Intent counts wrong everywhere), of what the run uses (the
model's reading when kept, else the offline reader's), and of the offline reader alone (the
baseline, the same script); then how often the model's reading was kept and the seconds a reading.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def read_one(idea: str, model: str, home: Path, n: int) -> dict:
    from romsmith.kernel.trace import TraceWriter, read_trace
    from romsmith.lexicon import Intent
    from romsmith.pipeline.graph._intent import intent_node
    from romsmith.pipeline.graph._state import RunContext

    ctx = RunContext(trace=TraceWriter(home, f"intent-{n}"))
    start = time.perf_counter()
    out = intent_node(
        {"session_id": f"intent-{n}", "prompt": idea, "intent_model": model, "seed": 0}, SimpleNamespace(context=ctx)
    )
    seconds = time.perf_counter() - start
    ctx.trace.close()
    events = read_trace(ctx.trace.path).events
    verdict = next(e for e in events if e.get("tool") == "read_intent")
    answers = [e["answer"]["text"] for e in events if e["kind"] == "llm_call" and e.get("answer")]
    raw = None
    for text in reversed(answers):  # the last answer the model gave, as it is
        try:
            raw = Intent.model_validate({**json.loads(text), "source": model}).to_json()
            raw = raw if raw["heroes"] else None  # no hero: the intent's own rules refuse it
            break
        except (ValueError, TypeError):
            continue
    return {"used": out["intent"], "raw": raw, "kept": not verdict["args"]["fallback"], "seconds": seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="local/smollm2")
    parser.add_argument("--set", default="heldout", choices=["heldout", "tune"])
    parser.add_argument("--limit", type=int, default=0, help="the first N ideas of the set (0: all)")
    parser.add_argument("--threads", type=int, default=1, help="local server threads (0: measured)")
    args = parser.parse_args()
    from _intent_roles import FIELDS, score

    from romsmith.lexicon import read_intent

    ideas = json.loads((ROOT / "benchmarks" / f"intent_{args.set}.json").read_text(encoding="utf-8"))["ideas"]
    ideas = ideas[: args.limit] if args.limit else ideas
    with tempfile.TemporaryDirectory(prefix="bench-intent-") as tmp:
        home = Path(tmp)
        os.environ["ROMSMITH_HOME"] = str(home)
        (home / "romsmith.toml").write_text(f"[romsmith]\nlocal_threads = {args.threads}\n")
        rows = {"model answer": [], "run uses": [], "offline reader": []}
        kept, seconds = 0, []
        for n, e in enumerate(ideas):
            got = read_one(e["idea"], args.model, home, n)
            kept += got["kept"]
            seconds.append(got["seconds"])
            rows["model answer"].append(score(e, got["raw"]) if got["raw"] else dict.fromkeys(FIELDS, False))
            rows["run uses"].append(score(e, got["used"]))
            rows["offline reader"].append(score(e, read_intent(e["idea"]).to_json()))
            print(f"{got['seconds']:6.1f}s  {'kept' if got['kept'] else 'fell back'}  {e['idea']}", flush=True)
        from romsmith.models import local

        local.stop_started()
    print(f"\n== intent role accuracy, {args.model}, {len(ideas)} ideas of intent_{args.set}.json")
    print(f"{'field':<14}" + "".join(f"{name:>16}" for name in rows))
    for field in FIELDS:
        print(f"{field:<14}" + "".join(f"{sum(r[field] for r in rs) / len(rs):16.2f}" for rs in rows.values()))
    print(
        f"model's reading kept in {kept} of {len(ideas)} ideas; "
        f"median {statistics.median(seconds):.1f} s a reading (range {min(seconds):.1f} to {max(seconds):.1f})"
    )


if __name__ == "__main__":
    main()
