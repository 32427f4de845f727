"""The local model server's life: started on demand on a free port, ready when /health says so,
stopped when the process that started it exits; or kept warm across runs (`romsmith model serve`).

Every server romsmith starts leaves a record in ROMSMITH_HOME/local-model/servers/<pid>.json
(model, weights, port, threads, whether it is the warm one), removed when it stops; a record whose
process is gone is ignored and deleted. A run reuses, in order: a server it started itself, the
warm server when it serves the same weights, else it starts its own.

OpenMP's default wait policy spins idle threads, which on two busy cores can make generation fall
from about 40 to about 1 token/s. The server process gets OMP_WAIT_POLICY=passive (unless set).
The thread count is the setting `local_threads`, or with 0 (the default) whichever of one thread
and one per core generates faster on this machine now (`_threads`: measured once, remembered for
an hour); benchmarks/bench_local_model.py measures the choices against the active-wait baseline.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import asdict, dataclass
from pathlib import Path

from romsmith.kernel.errors import EnvironmentProblem
from romsmith.models.local._weights import LocalModel, check

SERVE_MODULE = "romsmith.models.local._serve_main"
API_BASE_ENV = "ROMSMITH_LOCAL_API_BASE"  # an OpenAI-compatible server the user runs: used as is
READY_TIMEOUT_S = 120.0


@dataclass
class ServerRecord:
    pid: int
    port: int
    model: str
    path: str
    sha256: str
    threads: int
    ctx: int
    started: float
    log: str
    warm: bool

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"


_lock = threading.RLock()
_mine: dict[str, tuple[ServerRecord, subprocess.Popen, Path]] = {}  # weights path -> server this process started
_atexit_registered = False


def state_dir(home: Path) -> Path:
    folder = Path(home) / "local-model" / "servers"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def records(home: Path) -> list[ServerRecord]:
    """The servers that are running now (stale records are deleted)."""
    out = []
    for path in sorted(state_dir(home).glob("*.json")):
        try:
            record = ServerRecord(**json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError):
            path.unlink(missing_ok=True)
            continue
        if _is_our_server(record.pid):
            out.append(record)
        else:
            path.unlink(missing_ok=True)
    return out


def warm_record(home: Path) -> ServerRecord | None:
    return next((r for r in records(home) if r.warm), None)


def api_base(local: LocalModel, home: Path, *, threads: int, ctx: int) -> str:
    """The OpenAI-compatible base URL serving `local`'s weights, starting a server when none does."""
    override = os.environ.get(API_BASE_ENV)
    if override:
        return override.rstrip("/")
    with _lock:
        mine = _mine.get(str(local.path))
        if mine is not None and mine[1].poll() is None:
            return mine[0].api_base
        warm = warm_record(home)
        if warm is not None and warm.path == str(local.path) and healthy(warm.port):
            return warm.api_base
        if threads > 0:
            record, proc = start(local, home, warm=False, threads=threads, ctx=ctx)
        else:
            record, proc = start_fastest(local, home, warm=False, ctx=ctx)
        _mine[str(local.path)] = (record, proc, Path(home))
        _stop_at_exit()
        return record.api_base


def start(
    local: LocalModel, home: Path, *, warm: bool, threads: int, ctx: int, ready_timeout_s: float = READY_TIMEOUT_S
) -> tuple[ServerRecord, subprocess.Popen]:
    """Check the weights, start a server process on a free port and wait until it answers."""
    digest = check(local)
    state_dir(home)  # creates local-model/, where the logs go
    last: EnvironmentProblem | None = None
    for _attempt in range(2):  # a port taken between our probe and the server's bind: once more
        port = free_port()
        log = Path(home) / "local-model" / f"server-{port}.log"
        cmd = [sys.executable, "-m", SERVE_MODULE, "--model", str(local.path), "--port", str(port)]
        cmd += ["--threads", str(threads), "--ctx", str(ctx)]
        if not warm:
            cmd += ["--parent", str(os.getpid())]
        env = dict(os.environ)
        env.setdefault("OMP_WAIT_POLICY", "passive")
        with open(log, "wb") as log_file:
            proc = subprocess.Popen(
                cmd,
                stdin=subprocess.DEVNULL,
                stdout=log_file,
                stderr=subprocess.STDOUT,
                env=env,
                start_new_session=warm,  # a warm server outlives the shell that started it
            )
        try:
            _wait_ready(proc, port, log, ready_timeout_s)
        except EnvironmentProblem as exc:
            last = exc
            if "bind" in str(exc.details or "").lower():
                continue
            raise
        record = ServerRecord(
            pid=proc.pid,
            port=port,
            model=local.model,
            path=str(local.path),
            sha256=digest,
            threads=threads,
            ctx=ctx,
            started=time.time(),
            log=str(log),
            warm=warm,
        )
        (state_dir(home) / f"{proc.pid}.json").write_text(json.dumps(asdict(record), indent=1), encoding="utf-8")
        return record, proc
    raise last  # type: ignore[misc]


def start_fastest(local: LocalModel, home: Path, *, warm: bool, ctx: int) -> tuple[ServerRecord, subprocess.Popen]:
    """A server with the thread count that generates faster here now: the one remembered from a
    measurement within the hour, else each candidate started and timed on a short answer, the
    faster kept running and the other stopped (`_threads`)."""
    from romsmith.models.local import _threads

    options = _threads.candidates()
    known = _threads.remembered(home, str(local.path))
    if known is not None or len(options) == 1:
        return start(local, home, warm=warm, threads=known or options[0], ctx=ctx)
    speeds: dict[int, float] = {}
    best: tuple[ServerRecord, subprocess.Popen] | None = None
    for threads in options:
        record, proc = start(local, home, warm=warm, threads=threads, ctx=ctx)
        speeds[threads] = _threads.tokens_per_second(record.api_base)
        if best is None or speeds[threads] > speeds[best[0].threads]:
            if best is not None:
                _retire(*best, home)
            best = (record, proc)
        else:
            _retire(record, proc, home)
    assert best is not None
    _threads.remember(home, str(local.path), speeds, best[0].threads)
    return best


def _retire(record: ServerRecord, proc: subprocess.Popen, home: Path) -> None:
    _terminate(proc)
    (state_dir(home) / f"{record.pid}.json").unlink(missing_ok=True)


def _wait_ready(proc: subprocess.Popen, port: int, log: Path, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = _tail(log)
            raise EnvironmentProblem(
                f"the local model server exited with code {proc.returncode} while loading ({_last_line(tail)})",
                hint=f"see {log}; check the weights file and free memory",
                details=tail,
            )
        if healthy(port):
            return
        time.sleep(0.1)
    _terminate(proc)
    raise EnvironmentProblem(
        f"the local model server did not answer on port {port} within {timeout_s:g} s",
        hint=f"see {log}; a large model needs more time and memory",
        details=_tail(log),
    )


def healthy(port: int, timeout_s: float = 1.0) -> bool:
    """True when llama.cpp's /health answers 200 (it answers 503 while the model loads)."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=timeout_s) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError, ValueError):
        return False


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stop(record: ServerRecord, home: Path, timeout_s: float = 10.0) -> None:
    """Stop one server (SIGTERM, then SIGKILL) and delete its record."""
    if _is_our_server(record.pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(record.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        while _is_our_server(record.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _is_our_server(record.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(record.pid, signal.SIGKILL)
    (state_dir(home) / f"{record.pid}.json").unlink(missing_ok=True)


def _stop_at_exit() -> None:
    global _atexit_registered
    if not _atexit_registered:
        atexit.register(stop_started)
        _atexit_registered = True


def stop_started() -> None:
    """Stop the servers this process started (never the warm one); runs at exit."""
    with _lock:
        for record, proc, home in list(_mine.values()):
            _terminate(proc)
            with contextlib.suppress(OSError):
                (state_dir(home) / f"{record.pid}.json").unlink(missing_ok=True)
        _mine.clear()


def started_by_me(path: Path) -> ServerRecord | None:
    mine = _mine.get(str(path))
    return mine[0] if mine is not None and mine[1].poll() is None else None


def _terminate(proc: subprocess.Popen) -> None:
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


def _is_our_server(pid: int) -> bool:
    """The pid is alive and is a romsmith local server (a reused pid is not)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    state = stat.rsplit(")", 1)[-1].split()[0] if ")" in stat else ""
    return SERVE_MODULE.encode() in cmdline and state != "Z"


def _tail(log: Path, lines: int = 30) -> str:
    try:
        return "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _last_line(text: str) -> str:
    for line in reversed(text.splitlines()):
        if line.strip():
            return line.strip()[:200]
    return "no output"
