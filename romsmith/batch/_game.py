"""One batch game, run by a worker: write the spec (or take the given one), make the ROM, sum it up.

An idea runs in the pipeline's two legs with the job id as session id: the write leg starts the
session, or resumes it from its last checkpoint when one exists (a game whose worker died), and
stops once the spec is settled; the ROM leg then generates, builds, verifies and reports it on
this host. So a re-run never repeats a finished model call, and a game can finish on a host that
never saw its earlier files.
"""

from __future__ import annotations

import dataclasses
import json
import os
import socket
import time
from pathlib import Path

from romsmith.batch._jobs import Job, write_json

RESULT = "result.json"  # the game's summary, written last into its folder


@dataclasses.dataclass(frozen=True)
class Options:
    model: str | None = None
    toolchain: str | None = None
    playtest: bool = True
    use_memory: bool = True

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> Options:
        return cls(**{k: v for k, v in (data or {}).items() if k in {f.name for f in dataclasses.fields(cls)}})


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def warm_up(model: str | None = None) -> None:
    """What every game needs, loaded once per worker process instead of once per game: what the
    model's calls need (litellm only for a model that is not embedded), LangGraph and the graph,
    the pack, the verifier's mGBA bindings, the memory index and embedding model (when there are
    guidelines)."""
    from romsmith import models
    from romsmith.generators.pack import load_pack
    from romsmith.kernel.config import home, load_settings
    from romsmith.pipeline.graph import build_graph

    models.warm_up(model or load_settings().model)
    build_graph()
    load_pack(load_settings().pack)
    try:
        import mgba.core  # noqa: F401 - the verifier's bindings; a missing library is reported per game
    except Exception:
        pass
    from romsmith import memory

    memory.warm_up(home())


class _Stages:
    """The progress callback's stage times (summed per stage), passed on to `inner`."""

    def __init__(self, inner=None):
        self.inner = inner
        self.seconds: dict[str, float] = {}

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "end" and info.get("stage"):
            self.seconds[info["stage"]] = self.seconds.get(info["stage"], 0.0) + float(info.get("seconds") or 0.0)
        if self.inner is not None:
            self.inner(phase, info)


def play(job: Job, out_dir: Path, options: Options, progress=None, *, mine_later=None) -> dict:
    """Run `job` into `out_dir` and return its summary (also written to out_dir/result.json).

    `mine_later(trace_path, model)`: called once the summary is written, to mine the game's trace
    off its critical path; without it the game's trace is mined before its summary is written."""
    from romsmith.kernel.errors import RomsmithError

    started = time.perf_counter()
    out_dir = Path(out_dir).resolve()
    resumed, write_s, outcome = False, 0.0, None
    stages = _Stages(progress)
    try:
        if job.kind == "spec":
            outcome = _build_spec(job, out_dir, options, stages)  # no memory: nothing to mine
        else:
            outcome, resumed, write_s = _make_game(job, out_dir, options, stages, mine=mine_later is None)
    except RomsmithError as err:
        summary = failed(job, f"{err.message}" + (f" ({err.hint})" if err.hint else ""), time.perf_counter() - started)
        summary["exit_code"] = err.exit_code
    else:
        summary = summarise(job, outcome, time.perf_counter() - started, resumed=resumed)
        summary["split"], summary["inside"] = split(summary["seconds"], write_s, stages.seconds, outcome)
    out_dir.mkdir(parents=True, exist_ok=True)
    write_json(out_dir / RESULT, summary)
    if mine_later is not None and outcome is not None and outcome.mine_with:
        mine_later(outcome.trace_path, outcome.mine_with)
    return summary


# Stages on a game's path, in order: `write` is the write leg (plan, the parts, validate, repairs
# and their retrievals) less its validate rounds; `memory` the memory loop after the report
# (mining the trace, recording the outcome; only the record when the trace is mined later).
SPLIT = ("write", "validate", "generate", "build", "verify", "report", "memory", "other")


def split(seconds: float, write_s: float, stages: dict[str, float], outcome) -> tuple[dict, dict]:
    """(`split`: where the game's seconds went, stage by stage, adding up to them; `inside`: the
    model calls' and the guideline retrievals' own seconds, summed over calls that may overlap
    (the parts are written in parallel), so they are not a share of the game's seconds)."""
    out = dict.fromkeys(SPLIT, 0.0)
    out["validate"] = stages.get("validate", 0.0)
    out["write"] = max(0.0, write_s - out["validate"]) if write_s else 0.0
    for name in ("generate", "build", "verify", "report"):
        out[name] = stages.get(name, 0.0)
    out["memory"] = getattr(outcome, "mining_seconds", 0.0)
    out["other"] = max(0.0, seconds - sum(out.values()))
    events = _events(outcome.trace_path)
    inside = {
        "model": sum((e.get("ms") or 0) for e in events if e.get("kind") == "llm_call" and e.get("node") != "memory"),
        "retrieval": sum((e.get("ms") or 0) for e in events if e.get("kind") == "retrieval"),
    }
    return {k: round(v, 3) for k, v in out.items()}, {k: round(v / 1000, 3) for k, v in inside.items()}


def write_leg(job: Job, options: Options, out_dir: Path, progress) -> tuple:
    """(the outcome, whether it resumed): the game's write leg (plan, parts, validate, repairs) as
    session `job.id`, resumed when a checkpoint of it exists; the local and the Celery workers both
    write a game this way."""
    from romsmith.pipeline import run

    if run.saved(job.id):
        return run.resume(job.id, write_only=True, progress=progress), True
    written = run.start(
        job.prompt,
        model=options.model,
        out=out_dir,
        seed=job.seed or 0,
        use_memory=options.use_memory,
        toolchain=options.toolchain,
        progress=progress,
        session_id=job.id,
        playtest=options.playtest,
        write_only=True,
        corrections=job.corrections or None,
    )
    return written, False


def _make_game(job: Job, out_dir: Path, options: Options, progress, *, mine: bool = True):
    from romsmith.pipeline import run

    started = time.perf_counter()
    written, resumed = write_leg(job, options, out_dir, progress)
    write_s = time.perf_counter() - started
    outcome = run.make_rom(job.id, out=out_dir, progress=progress, mine=mine)
    outcome.memory_seconds += written.memory_seconds
    return outcome, resumed, write_s


def _build_spec(job: Job, out_dir: Path, options: Options, progress):
    from romsmith.pipeline.build_spec import build_spec

    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "input-spec.json"
    path.write_text(json.dumps(job.spec, indent=2, ensure_ascii=False), encoding="utf-8")
    return build_spec(
        path,
        out=out_dir,
        toolchain=options.toolchain,
        progress=progress,
        playtest=options.playtest,
        session_id=job.id,
    )


def summarise(job: Job, outcome, seconds: float, *, resumed: bool = False) -> dict:
    report = outcome.report
    failure = report.get("failure") or {}
    out = Path(outcome.out_dir)
    return {
        **_identity(job),
        "verdict": report.get("verdict"),
        "reason": failure.get("message") or report.get("verdict_line"),
        "seconds": round(seconds, 3),
        "tokens": int(report.get("tokens_in", 0) + report.get("tokens_out", 0)),
        "tokens_in": report.get("tokens_in", 0),
        "tokens_out": report.get("tokens_out", 0),
        "calls": report.get("calls", 0),
        "cost": report.get("cost", 0.0),
        "title": report.get("title"),
        "exit_code": outcome.exit_code,
        "split": {},
        "inside": {},
        "resumed": resumed,
        "worker": worker_name(),
        "title_screen": "screens/title.png" if (out / "screens" / "title.png").is_file() else None,
        "report": "report.html" if (out / "report.html").is_file() else None,
    }


def failed(job: Job, reason: str, seconds: float = 0.0, verdict: str = "failed") -> dict:
    """The summary of a game that ended without a report (an error before or around the pipeline)."""
    return {
        **_identity(job),
        "verdict": verdict,
        "reason": reason,
        "seconds": round(seconds, 3),
        "tokens": 0,
        "tokens_in": 0,
        "tokens_out": 0,
        "calls": 0,
        "cost": 0.0,
        "title": None,
        "exit_code": 1,
        "split": {},
        "inside": {},
        "resumed": False,
        "worker": worker_name(),
        "title_screen": None,
        "report": None,
    }


def _identity(job: Job) -> dict:
    return {
        "id": job.id,
        "n": job.n,
        "folder": job.folder,
        "kind": job.kind,
        "prompt": job.prompt,
        "seed": job.seed,
        "spec": job.spec_name,
    }


def _events(trace_path) -> list[dict]:
    from romsmith.kernel.trace import read_trace

    try:
        return read_trace(Path(trace_path)).events
    except OSError:
        return []
