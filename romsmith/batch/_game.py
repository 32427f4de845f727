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


def warm_up() -> None:
    """What every game needs, loaded once per worker process instead of once per game: litellm and
    our providers, LangGraph and the graph, the pack, the verifier's mGBA bindings, the memory index
    and embedding model (when there are guidelines)."""
    from romsmith.generators.pack import load_pack
    from romsmith.kernel.config import home, load_settings
    from romsmith.models import ensure_registered
    from romsmith.models._env import encoding
    from romsmith.pipeline.graph import build_graph

    ensure_registered()
    encoding()
    build_graph()
    load_pack(load_settings().pack)
    try:
        import mgba.core  # noqa: F401 - the verifier's bindings; a missing library is reported per game
    except Exception:
        pass
    from romsmith import memory

    memory.warm_up(home())


def play(job: Job, out_dir: Path, options: Options, progress=None) -> dict:
    """Run `job` into `out_dir` and return its summary (also written to out_dir/result.json)."""
    from romsmith.kernel.errors import RomsmithError

    started = time.perf_counter()
    out_dir = Path(out_dir).resolve()
    resumed = False
    try:
        if job.kind == "spec":
            outcome = _build_spec(job, out_dir, options, progress)
        else:
            outcome, resumed = _make_game(job, out_dir, options, progress)
    except RomsmithError as err:
        summary = failed(job, f"{err.message}" + (f" ({err.hint})" if err.hint else ""), time.perf_counter() - started)
        summary["exit_code"] = err.exit_code
    else:
        summary = summarise(job, outcome, time.perf_counter() - started, resumed=resumed)
    out_dir.mkdir(parents=True, exist_ok=True)
    write_json(out_dir / RESULT, summary)
    return summary


def _make_game(job: Job, out_dir: Path, options: Options, progress):
    from romsmith.pipeline import run

    resumed = run.saved(job.id)
    if resumed:
        written = run.resume(job.id, write_only=True, progress=progress)
    else:
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
        )
    outcome = run.make_rom(job.id, out=out_dir, progress=progress)
    outcome.memory_seconds += written.memory_seconds
    return outcome, resumed


def _build_spec(job: Job, out_dir: Path, options: Options, progress):
    from romsmith.pipeline.build_spec import build_spec

    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "input-spec.json"
    path.write_text(json.dumps(job.spec, indent=2, ensure_ascii=False), encoding="utf-8")
    return build_spec(
        path, out=out_dir, toolchain=options.toolchain, progress=progress, playtest=options.playtest, session_id=job.id
    )


def summarise(job: Job, outcome, seconds: float, *, resumed: bool = False) -> dict:
    report = outcome.report
    failure = report.get("failure") or {}
    events = _events(outcome.trace_path)
    model_s = sum((e.get("ms") or 0) for e in events if e.get("kind") == "llm_call") / 1000
    retrieval_s = sum((e.get("ms") or 0) for e in events if e.get("kind") == "retrieval") / 1000
    stages = report.get("stages") or {}
    split = {
        "model": round(model_s, 3),
        "build": round(stages.get("build", 0.0), 3),
        "verify": round(stages.get("verify", 0.0), 3),
        "memory": round(retrieval_s + getattr(outcome, "memory_seconds", 0.0), 3),
    }
    split["other"] = round(max(0.0, seconds - sum(split.values())), 3)
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
        "split": split,
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
