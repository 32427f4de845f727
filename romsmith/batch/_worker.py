"""`romsmith worker`: check this host, pick the queues it can serve, then run a Celery worker."""

from __future__ import annotations

import os
import socket
from collections.abc import Callable

from romsmith.kernel.errors import EnvironmentProblem, UsageError

MAX_CONCURRENCY = 64


def serve(
    broker: str | None, *, queues: str | None, concurrency: int, name: str | None, say: Callable[[str], None]
) -> None:
    from romsmith.batch import _celery
    from romsmith.batch._shared import check_shared_state
    from romsmith.kernel.postgres import redact
    from romsmith.pipeline.checkpoints import checkpoint_url

    url = broker or os.environ.get("ROMSMITH_BROKER")
    if not url:
        raise UsageError("no broker given", hint="pass --broker redis://HOST:6379/0 or set ROMSMITH_BROKER")
    if not 1 <= concurrency <= MAX_CONCURRENCY:
        raise UsageError(f"--concurrency {concurrency} is out of range", hint=f"use 1 to {MAX_CONCURRENCY}")
    _celery.check_broker(url)
    check_shared_state()
    chosen = _queues(queues, say)
    say(
        f"romsmith worker {name or 'romsmith@' + socket.gethostname()}: queues {','.join(chosen)}, "
        f"concurrency {concurrency}, broker {_celery.safe_url(url)}, checkpoints "
        + (
            redact(checkpoint_url())
            if checkpoint_url()
            else "in this host's ROMSMITH_HOME (set ROMSMITH_CHECKPOINT_URL to share them)"
        )
        + ", memory "
        + (
            redact(os.environ["ROMSMITH_MEMORY_URL"])
            if os.environ.get("ROMSMITH_MEMORY_URL")
            else "in this host's ROMSMITH_HOME (set ROMSMITH_MEMORY_URL to share it)"
        )
    )
    _celery.start_worker(url, queues=chosen, concurrency=concurrency, name=name)


def _queues(requested: str | None, say) -> list[str]:
    from romsmith.batch._celery import BUILD_QUEUE, GAMES_QUEUE

    wanted = [q.strip() for q in requested.split(",") if q.strip()] if requested else None
    if wanted is not None and (not wanted or set(wanted) - {GAMES_QUEUE, BUILD_QUEUE}):
        raise UsageError(f"--queues '{requested}' names an unknown queue", hint="use games, build or games,build")
    problem = build_problem()
    if wanted is None:
        if problem:
            say(f"this host cannot build ROMs ({problem}); serving the games queue only")
            return [GAMES_QUEUE]
        return [GAMES_QUEUE, BUILD_QUEUE]
    if BUILD_QUEUE in wanted and problem:
        raise EnvironmentProblem(
            f"this host cannot serve the build queue: {problem}", hint="run `make setup` here, or use --queues games"
        )
    return wanted


def build_problem() -> str | None:
    """Why this host cannot build and boot ROMs, or None when it can."""
    from romsmith.kernel.config import load_settings
    from romsmith.kernel.errors import RomsmithError

    try:
        if load_settings().toolchain == "host":
            from romsmith.rom_build._host_runner import compiler_version

            compiler_version()
        else:
            from romsmith.rom_build import _toolchain

            _toolchain.require_image(_toolchain.docker_client(timeout=10))
        from romsmith.rom_build.emulator import load_mgba

        load_mgba()
    except RomsmithError as err:
        return err.message
    return None
