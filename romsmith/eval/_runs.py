"""Running an eval: every model x prompt x seed x arm as one session, resumable.

Each arm keeps its own ROMSMITH_HOME under OUT/homes/<model>/<arm>/ (traces, checkpoints and, for
memory-on, the vault), so arms differ only in what they name. The memory-on vault is warmed by
the earlier runs of the same eval: its own runs are mined after each run as usual, and so is
each memory-off run's trace, into the memory-on vault. Finished runs are appended to
OUT/runs.jsonl; a run that was started but not finished is resumed from its checkpoint.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from romsmith.kernel.errors import RomsmithError, UsageError

ARMS = {"memory-off": False, "memory-on": True}  # arm -> use_memory
AA = "aa"


@dataclass(frozen=True)
class RunSpec:
    model: str
    prompt_index: int
    prompt: str
    seed: int
    arm: str

    @property
    def key(self) -> str:
        return f"{self.model}|{self.prompt_index}|{self.seed}|{self.arm}"


def parse_arms(text: str) -> tuple[list[str], bool]:
    """('memory-off,memory-on,aa') -> (['memory-off', 'memory-on'], True)."""
    names = [a.strip() for a in text.split(",") if a.strip()]
    unknown = [a for a in names if a not in ARMS and a != AA]
    if unknown or not [a for a in names if a != AA]:
        raise UsageError(
            f"unknown or missing arm(s) in --arms {text!r}" + (f": {', '.join(unknown)}" if unknown else ""),
            hint="arms: memory-off, memory-on, plus aa for the A/A noise floor, e.g. --arms memory-off,memory-on,aa",
        )
    return [a for a in dict.fromkeys(names) if a != AA], AA in names


def read_prompts(path: Path) -> list[str]:
    """One idea per line (blank lines and # comments skipped), or a JSON list of strings."""
    if not path.is_file():
        raise UsageError(f"no prompts file at {path}", hint="give a text file with one game idea per line")
    text = path.read_text(encoding="utf-8")
    if text.lstrip().startswith("["):
        try:
            prompts = [str(p) for p in json.loads(text)]
        except ValueError as exc:
            raise UsageError(
                f"{path} is not a JSON list of strings ({exc})", hint="one idea per line works too"
            ) from exc
    else:
        prompts = [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    prompts = [p[:300] for p in prompts if p.strip()]
    if not prompts:
        raise UsageError(f"{path} holds no prompt", hint="write one game idea per line")
    return prompts


def parse_shard(text: str | None) -> tuple[int, int]:
    """'1/3' -> (1, 3): this process runs the prompts whose index is 1 modulo 3."""
    if not text:
        return 0, 1
    try:
        index, count = (int(x) for x in text.split("/"))
    except ValueError:
        index, count = -1, 0
    if not 0 <= index < count:
        raise UsageError(f"--shard {text!r} is not I/N with 0 <= I < N", hint="e.g. --shard 0/2 and --shard 1/2")
    return index, count


def plan_runs(
    models: list[str], prompts: list[str], seeds: int, arms: list[str], shard: tuple[int, int] = (0, 1)
) -> list[RunSpec]:
    """Prompt-major order, the arms of one (prompt, seed) next to each other: memory-on then runs
    after the memory-off run of the same prompt and seed. A shard (I, N) keeps the prompts whose
    index is I modulo N; shards share OUT's ledger and keep their own homes (and vaults)."""
    index, count = shard
    return [spec for spec in _all_runs(models, prompts, seeds, arms) if spec.prompt_index % count == index]


def _all_runs(models: list[str], prompts: list[str], seeds: int, arms: list[str]) -> list[RunSpec]:
    return [
        RunSpec(model, i, prompt, seed, arm)
        for model in models
        for i, prompt in enumerate(prompts)
        for seed in range(seeds)
        for arm in arms
    ]


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("_")[:60] or "model"


def arm_home(out: Path, model: str, arm: str, shard: str = "") -> Path:
    path = out / "homes" / slug(model) / (f"{arm}.{shard}" if shard else arm)
    path.mkdir(parents=True, exist_ok=True)
    return path


class Ledger:
    """OUT/runs.jsonl: one line per state change of a run; the last line of a key wins."""

    def __init__(self, out: Path):
        self.path = out / "runs.jsonl"
        self.records: dict[str, dict] = {}
        if self.path.is_file():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    record = json.loads(line)
                    self.records[record["key"]] = record
                except (ValueError, KeyError, TypeError):
                    continue  # a line cut by a kill: that run is redone

    def write(self, record: dict) -> None:
        self.records[record["key"]] = record
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")


def run_all(
    plan: list[RunSpec],
    out: Path,
    *,
    options: dict,
    progress: Callable[[str], None] | None = None,
) -> list[dict]:
    """Run (or resume, or skip when done) every planned run; returns the finished records in plan order."""
    ledger = Ledger(out)
    arms = {spec.arm for spec in plan}
    total = len(plan)
    for number, spec in enumerate(plan, 1):
        record = ledger.records.get(spec.key)
        if record and record.get("status") == "done":
            continue
        record = _one(spec, out, ledger, record, options)
        if spec.arm == "memory-off" and "memory-on" in arms and record.get("trace"):
            _mine_into(Path(record["trace"]), arm_home(out, spec.model, "memory-on", options.get("shard", "")), options)
        if progress:
            progress(_line(number, total, spec, record))
    return [ledger.records[s.key] for s in plan if s.key in ledger.records]


def _one(spec: RunSpec, out: Path, ledger: Ledger, previous: dict | None, options: dict) -> dict:
    from romsmith.eval._metrics import run_metrics
    from romsmith.kernel.trace import new_session_id, read_trace
    from romsmith.pipeline import run as pipeline_run

    home = arm_home(out, spec.model, spec.arm, options.get("shard", ""))
    os.environ["ROMSMITH_HOME"] = str(home)
    base = {
        "key": spec.key,
        "model": spec.model,
        "prompt_index": spec.prompt_index,
        "prompt": spec.prompt,
        "seed": spec.seed,
        "arm": spec.arm,
    }
    start = time.perf_counter()
    outcome, error = None, None
    session = (previous or {}).get("session_id")
    try:
        if previous and previous.get("status") == "started" and session:
            try:
                outcome = pipeline_run.resume(session)
            except UsageError:
                session = None  # nothing to resume: start again below
        if outcome is None:
            session = new_session_id()
            ledger.write({**base, "status": "started", "session_id": session})
            outcome = pipeline_run.start(
                spec.prompt,
                model=spec.model,
                seed=spec.seed,
                use_memory=ARMS[spec.arm],
                out=out / "runs" / session,
                toolchain=options.get("toolchain"),
                playtest=options.get("playtest", False),
                session_id=session,
                shape=options.get("shape", "auto"),
                constrain_ids=options.get("constrain_ids"),
                stop_after=options.get("stop_after"),
            )
    except RomsmithError as err:
        error = f"{type(err).__name__}: {err.message}"
    seconds = time.perf_counter() - start + float((previous or {}).get("seconds_before", 0))
    trace_path = Path(outcome.trace_path) if outcome else home / "traces" / f"{session}.jsonl"
    events = read_trace(trace_path).events if trace_path.is_file() else []
    spec_path = (outcome.out_dir / "spec.json") if outcome else None
    game = json.loads(spec_path.read_text(encoding="utf-8")) if spec_path and spec_path.is_file() else None
    record = {
        **base,
        "status": "done" if outcome else "error",
        "session_id": session,
        "trace": str(trace_path) if trace_path.is_file() else None,
        "out_dir": str(outcome.out_dir) if outcome else None,
        "error": error,
        "metrics": run_metrics(outcome.report if outcome else None, events, game, seconds),
    }
    ledger.write(record)
    return record


def _mine_into(trace: Path, home: Path, options: dict) -> None:
    """A memory-off run's lessons go into the memory-on vault too (a memory problem is noted, never fatal)."""
    try:
        from romsmith import memory

        memory.process_trace(trace, model=options.get("mining_model"), home=home)
    except Exception as exc:
        import warnings

        warnings.warn(f"mining {trace.name} into the memory-on vault failed: {exc}", RuntimeWarning, stacklevel=2)


def _line(number: int, total: int, spec: RunSpec, record: dict) -> str:
    m = record.get("metrics") or {}
    bits = [m.get("verdict") or record.get("status")]
    if "first_pass_valid" in m:
        bits.append("first pass valid" if m["first_pass_valid"] else "first pass invalid")
    if m.get("invented"):
        bits.append("invented " + ", ".join(m["invented"][:3]))
    if m.get("repair_rounds"):
        bits.append(f"{m['repair_rounds']} repair round(s)")
    if record.get("error"):
        bits.append(record["error"][:100])
    idea = spec.prompt if len(spec.prompt) <= 40 else spec.prompt[:37] + "..."
    return (
        f"[{number:>3}/{total}] {spec.model} {spec.arm:<10} seed {spec.seed} {idea!r}: "
        + "; ".join(str(b) for b in bits if b)
        + f" ({m.get('seconds', 0):.1f}s)"
    )
