"""`run_batch`: check everything a batch needs, then play its games and keep its results current.

Every check that can fail on the environment (the model, the toolchain, the broker, the
checkpoint database) runs before anything is written, so a batch that cannot start leaves its
output folder as it was. Then the batch owns its folder as a run owns its own
(`pipeline.outdir.own_folder`, an flock the kernel releases when the batch ends or is killed): a
second batch, or a run, into the same folder exits 2 naming the holder. The jobs are planned
again once the folder is held, since a batch that held it meanwhile may have written it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from romsmith.batch import _jobs, _limits
from romsmith.batch._game import Options
from romsmith.batch._results import Results, earlier_results
from romsmith.kernel.errors import UsageError

MAX_WORKERS = 64


def run_batch(
    source: str | Path,
    out: str | Path,
    *,
    seeds: int = 1,
    workers: int = 2,
    model: str | None = None,
    broker: str | None = None,
    toolchain: str | None = None,
    playtest: bool = True,
    use_memory: bool = True,
    rate_limits: list[str] | tuple[str, ...] = (),
    progress: Callable[[str], None] | None = None,
    wait_for_workers_s: float = 10.0,
) -> dict:
    """Play every game of the batch; returns the summary (also in OUT/summary.json)."""
    from romsmith.kernel.config import load_settings
    from romsmith.kernel.trace import new_session_id

    if not 1 <= workers <= MAX_WORKERS:
        raise UsageError(f"--workers {workers} is out of range", hint=f"use 1 to {MAX_WORKERS}")
    settings = load_settings()
    model = model or settings.model
    toolchain = toolchain or settings.toolchain
    intervals = _limits.parse(rate_limits)
    broker = broker or os.environ.get("ROMSMITH_BROKER") or None
    from romsmith.kernel import args

    args.path(source, "source", "an ideas file or a folder of GameSpec files")
    items = _jobs.read_source(source, seeds)
    out = args.path(out, "out", "the batch's output folder").resolve()
    jobs, batch_id, continued = _jobs.plan_jobs(items, out, model, new_session_id())
    options = Options(model=model, toolchain=toolchain, playtest=playtest, use_memory=use_memory)

    _preflight_model(model, jobs)
    if broker:
        from romsmith.batch import _celery

        client = _celery.Client(broker, wait_for_workers_s=wait_for_workers_s)  # checks Redis, Postgres, workers
    else:
        client = None
        _preflight_local(toolchain)

    from romsmith.pipeline.outdir import own_folder

    say = progress or (lambda _line: None)
    with own_folder(out, batch_id, kind="batch"):
        jobs, batch_id, continued = _jobs.plan_jobs(items, out, model, batch_id)  # as it is now
        return _play_all(
            jobs,
            items,
            out,
            options,
            client=client,
            meta={
                "batch_id": batch_id,
                "source": str(source),
                "model": model,
                "seeds": seeds,
                "mode": "celery" if broker else "local",
                "workers": client.worker_count if client else workers,
                "broker": client.safe_url if client else None,
            },
            continued=continued,
            limits=intervals,
            say=say,
        )


def _play_all(jobs, items, out: Path, options: Options, *, client, meta: dict, continued: bool, limits, say) -> dict:
    """The batch in its held folder: the manifest, then every game not done yet, then the summary."""
    batch_id, model, workers = meta["batch_id"], meta["model"], meta["workers"]
    _jobs.write_manifest(out, jobs, items, batch_id=batch_id, model=model, source=meta["source"])
    results = Results(out, jobs, meta=meta, earlier=earlier_results(out, jobs) if continued else None)
    todo = [j for j in jobs if not results.done(j.id)]
    say(
        f"batch {batch_id}: {len(jobs)} game(s)"
        + (f", {len(jobs) - len(todo)} already done" if len(todo) < len(jobs) else "")
        + f", model {model}, "
        + (f"Celery on {client.safe_url} ({client.worker_count} worker(s))" if client else f"{workers} local worker(s)")
    )
    results.write()

    def on_done(summary: dict) -> None:
        results.add(summary)
        say(progress_line(summary, results.counts()))

    if client:
        client.run(jobs=todo, out=out, options=options, limits=limits, on_done=on_done)
    else:
        from romsmith.batch._local import mine_leftovers, run_local

        run_local(todo, out, options, workers=workers, on_done=on_done, limits=limits)
        if options.use_memory:  # so no lesson of the batch is lost, this run's or an earlier one's
            left = mine_leftovers([j.id for j in jobs if j.kind == "idea"], model)
            if left:
                say(f"mined {left} game(s) whose worker stopped before mining them")
    data = results.write()
    say(closing_line(data, out))
    return data


def exit_code(summary: dict) -> int:
    """0 when every game is verified, else the worst game's code (1 work failed, 2 environment)."""
    codes = [g.get("exit_code", 1) for g in summary["games"] if g.get("verdict") != "verified"]
    return max(codes, default=0) or (1 if summary["verified"] < summary["total"] else 0)


def progress_line(summary: dict, counts: dict) -> str:
    width = len(str(counts["total"]))
    line = (
        f"[{counts['done']:>{width}}/{counts['total']}] {summary['verdict'] or '?':<9} {summary['folder']}"
        f"  {summary.get('seconds', 0):.1f} s  {summary.get('tokens', 0):,} tokens  ${summary.get('cost', 0.0):.4f}"
        + ("  (resumed)" if summary.get("resumed") else "")
        + f"  {summary.get('worker', '')}"
    )
    if summary["verdict"] != "verified" and summary.get("reason"):
        line += f"\n        {summary['reason']}"
    return line


def closing_line(data: dict, out: Path) -> str:
    rate = data.get("verified_per_hour")
    return (
        f"{data['done']}/{data['total']} games: {data['verified']} verified, {data['failed']} failed, "
        f"{data['not_built']} not built in {data['seconds']:.1f} s"
        + (f" ({rate:.0f} verified games/hour)" if rate else "")
        + f"\ngallery: {out / 'index.html'}\nsummary: {out / 'summary.json'}"
    )


def _preflight_model(model: str, jobs) -> None:
    if any(j.kind == "idea" for j in jobs):
        from romsmith.models import preflight

        preflight(model)


def _preflight_local(toolchain: str) -> None:
    """The checks a local worker would fail on for every game, made once before anything is written."""
    if toolchain not in ("docker", "host"):
        raise UsageError(f"unknown toolchain '{toolchain}'", hint="use --toolchain docker or --toolchain host")
    if toolchain == "docker":
        from romsmith.rom_build import _toolchain

        _toolchain.require_image(_toolchain.docker_client(timeout=10))
    else:
        from romsmith.rom_build._host_runner import compiler_version

        compiler_version()
    from romsmith.batch._shared import check_shared_state

    check_shared_state()
