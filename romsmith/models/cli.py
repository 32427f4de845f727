"""CLI commands of the model layer: `romsmith models` and `romsmith model serve|status|stop`."""

from __future__ import annotations

import json
import time

import click


@click.command("models")
@click.option("--json", "as_json", is_flag=True, help="print the list as JSON")
@click.option("--no-hosted", is_flag=True, help="leave out hosted models (skips importing litellm)")
def models(as_json, no_hosted):
    """List the models this machine can use now, and how each is reached.

    \b
    Offline and local models always; Ollama's when its server answers; hosted
    providers' chat models when their API key is set.
    Examples:
      romsmith models
      romsmith models --json
    """
    from romsmith.models._catalogue import catalogue

    rows = catalogue(hosted=not no_hosted)
    if as_json:
        click.echo(json.dumps({"models": rows}, indent=2))
        return
    width = max(len(r["model"]) for r in rows)
    for row in rows:
        mark = "" if row["ready"] else "  [not ready]"
        note = f"  ({row['note']})" if row.get("note") else ""
        click.echo(f"{row['model']:<{width}}  {row['reached']}{note}{mark}")


@click.group("model")
def model():
    """Keep a local model server warm across runs.

    \b
    Examples:
      romsmith model serve                  # local/smollm2 on a free port
      romsmith model serve local/models/qwen2.5-0.5b.gguf --threads 2
      romsmith model status --json
      romsmith model stop
    """


@model.command("serve")
@click.argument("name", default="local/smollm2")
@click.option(
    "--threads",
    type=int,
    default=None,
    help="CPU threads (default: setting local_threads; 0 = one or one per core, whichever is measured faster)",
)
@click.option("--ctx", type=int, default=None, help="context window in tokens (default: setting local_ctx)")
@click.option("--json", "as_json", is_flag=True, help="print the server's record as JSON")
def serve(name, threads, ctx, as_json):
    """Start a warm llama.cpp server for a local model; runs use it until `romsmith model stop`."""
    from romsmith.kernel.errors import UsageError
    from romsmith.models import local

    if not local.is_local(name):
        raise UsageError(f"'{name}' is not a local model", hint="use local/smollm2 or local/PATH.gguf")
    if threads is not None and threads < 1:
        raise UsageError("--threads must be at least 1", hint="use --threads 1 on a busy 2-core machine")
    record = local.serve(name, threads=threads, ctx=ctx)
    if as_json:
        click.echo(json.dumps(_record_json(record), indent=2))
        return
    click.echo(f"serving {record.model} at {record.api_base} (pid {record.pid}, {record.threads} thread(s))")
    click.echo(f"  weights {record.path} sha256 {record.sha256[:16]}...  log {record.log}")


@model.command("status")
@click.option("--json", "as_json", is_flag=True, help="print the servers as JSON")
def status(as_json):
    """Show the local model servers running now (the warm one, and those runs started)."""
    from romsmith.models import local

    rows = [_record_json(r) for r in local.running()]
    if as_json:
        click.echo(json.dumps({"servers": rows}, indent=2))
        return
    if not rows:
        click.echo("no local model server is running (runs start one on demand; `romsmith model serve` keeps one)")
        return
    for row in rows:
        kind = "warm" if row["warm"] else "run's own"
        state = "healthy" if row["healthy"] else "NOT ANSWERING"
        click.echo(
            f"{row['model']}  {row['api_base']}  pid {row['pid']}  {kind}  {state}  up {row['uptime_s']:.0f}s"
            f"  {row['threads']} thread(s)"
        )


@model.command("stop")
@click.option("--json", "as_json", is_flag=True, help="print what was stopped as JSON")
def stop(as_json):
    """Stop the warm local model server."""
    from romsmith.models import local

    record = local.stop_warm()
    if as_json:
        click.echo(json.dumps({"stopped": _record_json(record, live=False) if record else None}, indent=2))
        return
    click.echo(f"stopped {record.model} (pid {record.pid})" if record else "no warm local model server was running")


def _record_json(record, *, live: bool = True) -> dict:
    from dataclasses import asdict

    from romsmith.models import local

    out = {**asdict(record), "api_base": record.api_base, "uptime_s": round(time.time() - record.started, 1)}
    if live:
        out["healthy"] = local.healthy(record.port)
    return out
