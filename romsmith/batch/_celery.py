"""Batches on many machines: the same games as Celery tasks through Redis.

Two queues. `games` (every worker): write the game's spec, resuming the session from its last
checkpoint when a worker died on it, then make the ROM here when this worker can build, else hand
the game to `build`. `build` (only workers on hosts with Docker or the host compiler, and mGBA):
make the ROM from the settled spec. Tasks are acknowledged late and rejected back to the queue
when their worker process dies, so a game whose worker is killed runs again on the next one;
with `ROMSMITH_CHECKPOINT_URL` (PostgreSQL) it continues from its last node there, and finished
model calls are not repeated. A task id is the game id, and a task whose result is already stored
returns it instead of running again.

A worker sends back the game's files (report, ROM, screens, spec, build log, trace) with its
summary, and the batch writes them into its own folder: workers share no file system.
"""

from __future__ import annotations

import base64
import os
import shutil
import socket
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from celery import Celery, signals

from romsmith.batch._game import Options, failed, play, worker_name, write_leg
from romsmith.batch._jobs import Job, write_json
from romsmith.kernel.config import share_of_cores
from romsmith.kernel.errors import EnvironmentProblem, UsageError

GAMES_QUEUE, BUILD_QUEUE = "games", "build"
MAX_DELIVERIES = 3  # a game that kills its worker this many times fails instead of looping
SHIPPED = ("game.gba", "spec.json", "report.json", "report.html", "build.log", "result.json")
MAX_SHIPPED_BYTES = 32 * 1024 * 1024
KEY = "romsmith:batch:"

app = Celery("romsmith", set_as_current=False)
app.conf.update(
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    task_track_started=True,
    worker_prefetch_multiplier=1,
    worker_cancel_long_running_tasks_on_connection_loss=True,
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    result_expires=7 * 24 * 3600,
    task_default_queue=GAMES_QUEUE,
    broker_connection_retry_on_startup=False,
    worker_hijack_root_logger=False,
    worker_proc_alive_timeout=60,
    # a message whose whole worker host vanished comes back after this long (seconds)
    broker_transport_options={"visibility_timeout": int(os.environ.get("ROMSMITH_VISIBILITY_TIMEOUT_S", "3600"))},
)


def configure(url: str) -> None:
    app.conf.update(broker_url=url, result_backend=url)


def safe_url(url: str) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    return url.replace(f":{parts.password}@", ":***@", 1)


def check_broker(url: str):
    """A Redis client that answers at `url`, or a UsageError/EnvironmentProblem (exit 2)."""
    import redis

    parts = urlsplit(url)
    if parts.scheme not in ("redis", "rediss") or not parts.hostname:
        raise UsageError(
            f"the broker URL '{safe_url(url)}' is not a Redis URL",
            hint="use --broker redis://HOST:6379/0 (or set ROMSMITH_BROKER)",
        )
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=3, socket_timeout=10)
        client.ping()
    except (redis.RedisError, ValueError, OSError) as exc:
        raise EnvironmentProblem(
            f"no Redis answers at {safe_url(url)}: {str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__}",
            hint="start redis-server on that host (or fix --broker / ROMSMITH_BROKER)",
        ) from exc
    return client


# -- the worker side -------------------------------------------------------------------------


def _scratch(job_id: str) -> Path:
    from romsmith.kernel.config import home

    return home() / "batch-games" / job_id


def _builds_here() -> bool:
    return os.environ.get("ROMSMITH_WORKER_BUILDS") == "1"


_warm = threading.Event()
_warming: list[threading.Thread] = []


_HOST = socket.gethostname()


def _build_scratch() -> Path:
    from romsmith.kernel.config import home

    return home() / "build-scratch" / f"{_HOST}-{os.getpid()}"  # a home shared by hosts keeps them apart


@signals.worker_process_init.connect
def _warm_worker_process(**_kwargs) -> None:
    """Load everything once per worker process, in the background: Celery gives a new process a
    few seconds to report itself up, and the imports take longer than that on a busy host. The
    first game waits for it (`_warmed`). Every game of this process builds through the same
    staging folder, in one warm container (`rom_build._staging`)."""
    if _builds_here():
        os.environ["ROMSMITH_BUILD_SCRATCH"] = str(_build_scratch())
    _warming.append(threading.Thread(target=_warm_up, name="romsmith-warm-up", daemon=True))
    _warming[-1].start()


@signals.worker_process_shutdown.connect
def _clear_build_scratch(**_kwargs) -> None:
    """A worker process that ends removes its warm build container and staging folder (one that
    is killed leaves them, for the next process started on this host: `_clear_dead_scratch`)."""
    folder = os.environ.get("ROMSMITH_BUILD_SCRATCH")
    if folder and Path(folder) == _build_scratch():
        from romsmith.rom_build import _staging

        _staging.clear(Path(folder))


def _clear_dead_scratch() -> None:
    """The staging folders (and warm containers) of this host's worker processes that died
    without ending: a folder is named by its host and process id, and no process of that id lives
    here. Other hosts' folders are theirs to clear."""
    from romsmith.rom_build import _staging

    root = _build_scratch().parent
    for folder in root.iterdir() if root.is_dir() else ():
        host, _, pid = folder.name.rpartition("-")
        if host == _HOST and pid.isdigit() and not _alive(int(pid)):
            _staging.clear(folder)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _warm_up() -> None:
    import logging

    from romsmith.batch import _game

    if _builds_here():
        _clear_dead_scratch()
    try:
        _game.warm_up()
    except Exception:
        pass
    finally:
        for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "httpx"):
            logging.getLogger(name).setLevel(logging.WARNING)  # a line per model call drowns the worker's log
        _warm.set()


def _warmed() -> None:
    if _warming:
        _warm.wait(timeout=300)


def _redis():
    import redis

    return redis.Redis.from_url(app.conf.broker_url, socket_timeout=10)


def _progress(task):
    task_id = task.request.id  # stages start on the graph's own threads, where the request is not set

    def report(phase: str, info: dict) -> None:
        if phase == "start":
            task.update_state(
                task_id=task_id, state="PROGRESS", meta={"stage": info.get("stage"), "worker": worker_name()}
            )

    return report


def _stored(task) -> dict | None:
    """The result this task id already stored (a redelivered message of a finished game)."""
    prior = task.AsyncResult(task.request.id)
    return prior.result if prior.state == "SUCCESS" and isinstance(prior.result, dict) else None


def _deliveries(job: Job, kind: str) -> int:
    """How many times this game's task of `kind` was delivered, this one included."""
    return int(_redis().incr(f"{KEY}deliveries:{kind}:{job.id}"))


def _given_up(job: Job, deliveries: int) -> dict:
    return {"summary": failed(job, f"the worker died {deliveries - 1} times running this game; it was given up")}


def _open_task(task, job_data: dict, options_data: dict, limits: dict, leg: str):
    """(a result to return at once or None, the job, its options, this leg's deliveries): a task
    already finished returns its stored result, one delivered too often gives up, and otherwise the
    worker is warmed and the batch's rate limits installed."""
    stored = _stored(task)
    if stored is not None:
        return stored, None, None, 0
    _warmed()
    job, options = Job.from_json(job_data), Options.from_json(options_data)
    deliveries = _deliveries(job, leg)
    if deliveries > MAX_DELIVERIES:
        return _given_up(job, deliveries), job, options, deliveries
    _install_limits(limits)
    return None, job, options, deliveries


@app.task(name="romsmith.game", bind=True)
def game_task(self, job_data: dict, options_data: dict, limits: dict) -> dict:
    early, job, options, deliveries = _open_task(self, job_data, options_data, limits, "game")
    if early is not None:
        return early
    if _builds_here():
        return _play_and_ship(job, options, _progress(self), deliveries=deliveries)
    started = time.perf_counter()
    if job.kind == "idea":
        _write_spec(job, options, _progress(self))
    rom_id = f"{job.id}-rom"
    if _redis().set(f"{KEY}handoff:{job.id}", worker_name(), nx=True, ex=7 * 24 * 3600):
        rom_task.apply_async(
            (job_data, options_data, limits, _trace_text(job.id), time.perf_counter() - started, deliveries),
            task_id=rom_id,
            queue=BUILD_QUEUE,
        )
    return {"handoff": rom_id}


def _write_spec(job: Job, options: Options, progress) -> None:
    """The write leg alone, on a worker that cannot build."""
    write_leg(job, options, _scratch(job.id), progress)


@app.task(name="romsmith.rom", bind=True)
def rom_task(
    self, job_data: dict, options_data: dict, limits: dict, trace_text: str, seconds_before: float, game_deliveries: int
) -> dict:
    early, job, options, deliveries = _open_task(self, job_data, options_data, limits, "rom")
    if early is not None:
        return early
    _adopt_trace(job.id, trace_text)
    shipped = _play_and_ship(job, options, _progress(self), deliveries=game_deliveries + deliveries - 1)
    summary = shipped["summary"]
    summary["seconds"] = round(summary["seconds"] + seconds_before, 3)
    if summary.get("split"):  # the spec was written on the host that handed the game on
        summary["split"]["write"] = round(summary["split"]["write"] + seconds_before, 3)
    return shipped


def _play_and_ship(job: Job, options: Options, progress, *, deliveries: int) -> dict:
    out = _scratch(job.id)
    try:
        summary = play(job, out, options, progress=progress)
        summary["deliveries"] = deliveries
        summary["resumed"] = deliveries > 1  # a worker died on it before: it went on from its checkpoints
        write_json(out / "result.json", summary)
        files = _ship(out, job.id)
    finally:
        shutil.rmtree(out, ignore_errors=True)  # the batch keeps the files it was sent
    return {"summary": summary, "files": files}


def _ship(out: Path, job_id: str) -> dict[str, str]:
    from romsmith.kernel.config import home

    paths = [out / name for name in SHIPPED] + sorted((out / "screens").glob("*.png"))
    files, total = {}, 0
    for path in paths:
        if path.is_file():
            data = path.read_bytes()
            total += len(data)
            if total > MAX_SHIPPED_BYTES:
                break
            files[str(path.relative_to(out))] = base64.b64encode(data).decode()
    trace = home() / "traces" / f"{job_id}.jsonl"
    if trace.is_file():
        files["trace.jsonl"] = base64.b64encode(trace.read_bytes()).decode()
    return files


def _trace_text(job_id: str) -> str:
    from romsmith.kernel.config import home

    path = home() / "traces" / f"{job_id}.jsonl"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _adopt_trace(job_id: str, text: str) -> None:
    """The write leg's trace from the host that wrote the spec, so mining here sees the whole game."""
    from romsmith.kernel.config import home
    from romsmith.kernel.trace import traces_dir

    path = traces_dir(home()) / f"{job_id}.jsonl"
    if text and not path.exists():
        path.write_text(text, encoding="utf-8")


_LIMITS_INSTALLED: list = [None]


def _install_limits(limits: dict) -> None:
    from romsmith.batch import _limits

    if _LIMITS_INSTALLED[0] != limits:
        _limits.install({"intervals": limits} if limits else None, redis_url=app.conf.broker_url)
        _LIMITS_INSTALLED[0] = limits


# -- the batch side ---------------------------------------------------------------------------


class Client:
    """Sends a batch's games to the workers and collects what they send back."""

    def __init__(self, url: str, *, wait_for_workers_s: float = 10.0):
        self.url = url
        self.safe_url = safe_url(url)
        check_broker(url)
        from romsmith.batch._shared import check_shared_state

        check_shared_state()
        configure(url)
        self.worker_count = self._workers(wait_for_workers_s)

    def _workers(self, wait_s: float) -> int:
        deadline = time.monotonic() + wait_s
        while True:
            queues = app.control.inspect(timeout=1.0).active_queues() or {}
            builders = [w for w, qs in queues.items() if any(q.get("name") == BUILD_QUEUE for q in qs)]
            if builders:
                return len(queues)
            if time.monotonic() > deadline:
                what = "no romsmith worker" if not queues else "no worker that can build (queue 'build')"
                raise EnvironmentProblem(
                    f"{what} is listening on {self.safe_url}",
                    hint=f"start one on a host with Docker and mGBA: romsmith worker --broker {self.safe_url}",
                )
            time.sleep(0.5)

    def run(self, *, jobs: list[Job], out: Path, options: Options, limits: dict, on_done) -> None:
        waiting: dict[str, Job] = {}
        for job in jobs:
            game_task.apply_async((job.to_json(), options.to_json(), limits), task_id=job.id, queue=GAMES_QUEUE)
            waiting[job.id] = job
        while waiting:
            for task_id, job in list(waiting.items()):
                result = app.AsyncResult(task_id)
                if not result.ready():
                    continue
                del waiting[task_id]
                if result.successful() and isinstance(result.result, dict) and "handoff" in result.result:
                    waiting[result.result["handoff"]] = job
                    continue
                on_done(self._receive(job, result, out))
            if waiting:
                time.sleep(0.25)

    def _receive(self, job: Job, result, out: Path) -> dict:
        folder = out / job.folder
        if not result.successful():
            summary = failed(job, f"the worker raised {type(result.result).__name__}: {result.result}"[:500])
        else:
            summary = result.result["summary"]
            for name, data in (result.result.get("files") or {}).items():
                target = (folder / name).resolve()
                if not target.is_relative_to(folder.resolve()):
                    continue  # a name that would leave the game's folder is not written
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(base64.b64decode(data))
        folder.mkdir(parents=True, exist_ok=True)
        write_json(folder / "result.json", summary)
        return summary


def start_worker(url: str, *, queues: list[str], concurrency: int, name: str | None) -> None:
    """Run a Celery worker in this process until it is stopped (Ctrl-C or SIGTERM)."""
    configure(url)
    os.environ["ROMSMITH_WORKER_BUILDS"] = "1" if BUILD_QUEUE in queues else "0"
    # each worker process builds through its own staging folder in one warm container, which
    # removes itself a minute after its last build
    os.environ.setdefault("ROMSMITH_WARM_IDLE_S", "60")
    # each worker process's own parallel work (compiler jobs, BLAS threads) keeps to its share
    os.environ.setdefault("ROMSMITH_CORES", str(share_of_cores(concurrency)))
    argv = ["worker", "-Q", ",".join(queues), "-c", str(concurrency), "--loglevel", "INFO", "-P", "prefork"]
    if name:
        argv += ["-n", name]
    app.worker_main(argv)
