"""Local models: a GGUF file served by llama.cpp (xllamacpp) on 127.0.0.1, reached like any hosted
model through litellm's OpenAI-compatible provider.

    from romsmith.models import local
    local.litellm_route("local/smollm2")  # {"model": "openai/smollm2", "api_base": ..., "api_key": ...}
    local.serve("local/smollm2")          # a warm server for later runs (`romsmith model serve`)
    local.running()                       # the servers running now
    local.stop_warm()

`local/smollm2` is the bundled SmolLM2-135M-Instruct (sha256 checked before every load);
`local/PATH.gguf` any GGUF file. A run starts the server it needs on demand and stops it when it
exits, unless a warm server already serves the same weights. ROMSMITH_LOCAL_API_BASE points every
`local/` model at an OpenAI-compatible server the user runs instead.
"""

from __future__ import annotations

from pathlib import Path

from romsmith.models.local._schema import wire_schema
from romsmith.models.local._server import API_BASE_ENV, ServerRecord, healthy, records, stop, stop_started, warm_record
from romsmith.models.local._weights import BUNDLED, LocalModel, check, is_local, resolve

API_KEY = "romsmith-local"  # the server checks none; the OpenAI client wants one


def _home(home: Path | None) -> Path:
    from romsmith.kernel.config import home as default_home

    return Path(home) if home is not None else default_home()


def litellm_route(model: str, *, home: Path | None = None) -> dict:
    """litellm.completion arguments reaching `model`'s server (started when none serves it)."""
    from romsmith.kernel.config import load_settings
    from romsmith.models.local._server import api_base

    local = resolve(model)
    settings = load_settings()
    base = api_base(local, _home(home), threads=threads_for(settings.local_threads), ctx=settings.local_ctx)
    return {"model": f"openai/{local.alias}", "api_base": base, "api_key": API_KEY}


def threads_for(setting: int) -> int:
    """The server's thread count: the setting, or 0 (the setting's default) for "measure": one
    thread and one per core are timed once and the faster serves (`_server.start_fastest`;
    benchmarks/bench_local_model.py has the figures)."""
    return max(0, setting)


def serve(
    model: str = "local/smollm2", *, threads: int | None = None, ctx: int | None = None, home: Path | None = None
) -> ServerRecord:
    """Start the warm server for `model` (stopping a warm one serving other weights); returns its record."""
    from romsmith.kernel.config import load_settings
    from romsmith.models.local._server import start, start_fastest

    local = resolve(model)
    state_home = _home(home)
    settings = load_settings()
    current = warm_record(state_home)
    if current is not None:
        if current.path == str(local.path) and healthy(current.port):
            return current
        stop(current, state_home)
    threads = threads or threads_for(settings.local_threads)
    if threads > 0:
        record, _proc = start(local, state_home, warm=True, threads=threads, ctx=ctx or settings.local_ctx)
    else:
        record, _proc = start_fastest(local, state_home, warm=True, ctx=ctx or settings.local_ctx)
    return record


def running(home: Path | None = None) -> list[ServerRecord]:
    return records(_home(home))


def stop_warm(home: Path | None = None) -> ServerRecord | None:
    """Stop the warm server; returns its record, or None when there was none."""
    state_home = _home(home)
    record = warm_record(state_home)
    if record is not None:
        stop(record, state_home)
    return record


__all__ = [
    "API_BASE_ENV",
    "BUNDLED",
    "LocalModel",
    "ServerRecord",
    "check",
    "healthy",
    "is_local",
    "litellm_route",
    "resolve",
    "running",
    "serve",
    "stop_started",
    "stop_warm",
    "wire_schema",
]
