"""The embedded default: worker processes on this machine, no service.

Each worker process is started once, pays the imports and warm-up once (`_game.warm_up`), then
plays games one after another; its miner thread (`_miner`) mines each finished game's trace while
the next game plays. When a worker dies (killed, out of memory) the pool breaks: a new pool takes
the games that were not finished, and each continues from its last checkpoint. Games whose
mining a dead worker never finished are mined by the batch at its end.

A worker ends when the batch does, even when the batch is killed (kill -9 leaves it no chance to
say so): each worker watches its parent (`_orphan.end_with_parent`) and exits once it is gone,
after removing its warm build container, so no game plays on that nobody records (and the
multiprocessing resource tracker, which waits for every worker, ends too).
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from romsmith.batch._game import Options, failed
from romsmith.batch._jobs import Job
from romsmith.kernel.config import share_of_cores

MAX_POOL_RESTARTS = 3
EXIT_GRACE_S = 120.0  # for a worker to end once its games are played


def _init_worker(env: dict, model: str | None = None, scratch: str | None = None, parent: int | None = None) -> None:
    from romsmith.batch import _orphan

    own_scratch = Path(scratch) / str(os.getpid()) if scratch else None
    if parent is not None:
        _orphan.end_with_parent(parent, cleanup=(lambda: _clear_own(own_scratch)) if own_scratch else None)
    os.environ.update(env)
    if scratch:
        # every game builds through this worker's own folders, in one warm container that
        # serves all its builds and leaves at the batch's end (or idle for a minute)
        os.environ["ROMSMITH_BUILD_SCRATCH"] = str(own_scratch)
        os.environ.setdefault("ROMSMITH_WARM_IDLE_S", "60")
    else:
        os.environ.setdefault("ROMSMITH_WARM_IDLE_S", "0")
    from romsmith.batch import _game

    try:
        _game.warm_up(model)
    except Exception:
        pass  # a part that cannot load fails the game that needs it, with its own message


def _play(job_data: dict, out_dir: str, options_data: dict, limits: dict) -> dict:
    from romsmith.batch import _game, _limits
    from romsmith.batch._jobs import Job
    from romsmith.batch._miner import MINER

    _limits.install_local(limits)
    # the game's trace is mined by this process's miner thread while the next game plays
    return _game.play(
        Job.from_json(job_data), Path(out_dir), _game.Options.from_json(options_data), mine_later=MINER.submit
    )


def run_local(
    jobs: list[Job],
    out: Path,
    options: Options,
    *,
    workers: int,
    on_done: Callable[[dict], None],
    limits: dict[str, float] | None = None,
) -> None:
    """Play `jobs` on `workers` local processes; `on_done(summary)` for each game as it finishes.
    `limits`: seconds between calls per model provider, shared by the workers."""
    pending = {job.id: job for job in jobs}
    env = {k: v for k, v in os.environ.items() if k.startswith("ROMSMITH_")}
    # each worker's own parallel work (compiler jobs, BLAS threads) keeps to its share of the cores
    env.setdefault("ROMSMITH_CORES", str(share_of_cores(min(workers, len(jobs)))))
    limits = {"intervals": limits, "state": str(out / ".rate-limits")} if limits else {}
    try:
        restarts = 0
        while pending:
            context = multiprocessing.get_context("spawn")  # a clean interpreter: no threads inherited
            pool = ProcessPoolExecutor(
                max_workers=min(workers, len(pending)),
                mp_context=context,
                initializer=_init_worker,
                initargs=(
                    env,
                    options.model,
                    str(scratch_root(out)) if options.toolchain == "docker" else None,
                    os.getpid(),
                ),
            )
            try:
                futures = {
                    pool.submit(_play, job.to_json(), str(out / job.folder), options.to_json(), limits): job
                    for job in pending.values()
                }
                broken = False
                while futures and not broken:
                    finished, _ = wait(futures, return_when=FIRST_COMPLETED)
                    for future in finished:
                        job = futures.pop(future)
                        try:
                            summary = future.result()
                        except BrokenProcessPool:
                            broken = True
                            continue
                        except Exception as exc:  # a bug in a game: that game fails, the batch goes on
                            summary = failed(job, f"the worker stopped on {type(exc).__name__}: {exc}"[:500])
                        pending.pop(job.id, None)
                        on_done(summary)
            finally:
                _close(pool)
            if pending and broken:
                restarts += 1
                if restarts > MAX_POOL_RESTARTS:
                    for job in list(pending.values()):
                        on_done(failed(job, f"local workers died {restarts} times; the game was not finished"))
                    return
    finally:
        clear_scratch(out)


def _close(pool: ProcessPoolExecutor, grace_s: float = EXIT_GRACE_S) -> None:
    """Let the workers end (each first finishes mining what it was handed), but not wait for
    ever: a worker still there after `grace_s` is killed. Its games' verdicts are written
    already, and what it had not mined the batch mines at its end (`mine_leftovers`)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # no public handle on them
    pool.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace_s
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.kill()
            process.join(30)  # a killed process is gone at once; a loaded machine may take a while to say so


def scratch_root(out: Path) -> Path:
    """Where the batch's workers stage their builds (`rom_build._staging`), one folder each."""
    return Path(out) / ".build"


def _clear_own(scratch: Path) -> None:
    """A worker's own warm build container and staging folder, when its batch is gone."""
    from romsmith.rom_build import _staging

    if scratch.exists():
        _staging.clear(scratch)


def clear_scratch(out: Path) -> None:
    """After the pool: the workers' warm build containers and staging folders go."""
    from romsmith.rom_build import _staging

    if scratch_root(out).exists():
        _staging.clear(scratch_root(out))


def mine_leftovers(session_ids: list[str], model: str | None) -> int:
    """Mine the traces of `session_ids` that were never mined (a worker, or the whole batch, was
    stopped after a game's verdict and before its mining); returns how many. Called once the
    pool has ended, and with it every worker's miner."""
    from romsmith.batch._miner import unmined
    from romsmith.kernel.config import home, load_settings

    left = unmined(home(), session_ids)
    if not left:
        return 0
    from romsmith.pipeline import memory_loop, run

    settings = load_settings()
    model = model or settings.model
    state = {"model": model, "shape": run.resolve_shape(settings.shape, model), "layout_model": settings.layout_model}
    for trace_path in left:
        try:
            memory_loop.mine_trace(trace_path, memory_loop.mining_model(state))
        except Exception:
            pass  # logged into the session's trace
    return len(left)
