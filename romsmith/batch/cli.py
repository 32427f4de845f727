"""CLI commands owned by the batch package: `romsmith batch` and `romsmith worker`.

Heavy imports (litellm, langgraph, celery) happen inside the commands.
"""

from __future__ import annotations

import json
import sys

import click


@click.command()
@click.argument("source", type=click.Path(exists=False))
@click.option("--out", "out", required=True, type=click.Path(file_okay=False), help="the batch's output folder")
@click.option("--seeds", default=1, show_default=True, type=int, help="seeds per idea (0..N-1); a spec is built once")
@click.option("--workers", default=2, show_default=True, type=int, help="local worker processes (without --broker)")
@click.option("--model", default=None, help="any litellm model id (default offline/designer, no key needed)")
@click.option(
    "--broker",
    default=None,
    metavar="redis://HOST:6379/0",
    help="send the games to Celery workers through this Redis (default $ROMSMITH_BROKER; none: local workers)",
)
@click.option(
    "--rate-limit",
    "rate_limits",
    multiple=True,
    metavar="PROVIDER=N/UNIT",
    help="at most N model calls per s, m or h to a provider, over all workers (repeatable), e.g. openai=60/m",
)
@click.option(
    "--toolchain", type=click.Choice(["docker", "host"]), default=None, help="where to compile (default docker)"
)
@click.option("--no-playtest", is_flag=True, help="skip playing each ROM to its win screen (informational)")
@click.option("--no-memory", is_flag=True, help="no retrieved guidelines, no mining afterwards")
@click.option(
    "--wait-workers",
    default=30.0,
    show_default=True,
    type=float,
    help="with --broker: seconds to wait for a worker that can build to answer",
)
@click.option("--json", "as_json", is_flag=True, help="print summary.json at the end")
def batch(
    source, out, seeds, workers, model, broker, rate_limits, toolchain, no_playtest, no_memory, wait_workers, as_json
):
    """Make every idea (one a line in SOURCE) x seed, or every GameSpec in the folder SOURCE.

    A role the reading gets wrong can be said again on the idea's line, as `romsmith new
    --hero/--goal/--foe/--place` says it: "a penguin delivers the mail | foe: the walruses".

    Each game gets a folder under OUT with its report, ROM and screens; OUT/summary.json holds
    every game's verdict, reason, seconds, tokens and cost, and OUT/index.html is a gallery of the
    title screens linking to the reports. Running the same batch into the same OUT again finishes
    the games that are missing.

    \b
    Examples:
      romsmith batch ideas.txt --out out/night --seeds 3 --workers 2
      romsmith batch specs/ --out out/specs --toolchain host
      romsmith batch ideas.txt --out out/team --broker redis://buildhost:6379/0
      romsmith batch ideas.txt --out out/gpt --model gpt-4o-mini --rate-limit openai=60/m

    Exit code 0 when every game is verified, 1 when a game failed, 2 when the environment is wrong
    (checked before anything is written).
    """
    from romsmith.batch._run import exit_code, run_batch

    summary = run_batch(
        source,
        out,
        seeds=seeds,
        workers=workers,
        model=model,
        broker=broker,
        toolchain=toolchain,
        playtest=not no_playtest,
        use_memory=not no_memory,
        rate_limits=rate_limits,
        progress=lambda line: click.echo(line, err=True),
        wait_for_workers_s=wait_workers,
    )
    if as_json:
        click.echo(json.dumps(summary, indent=2, default=str))
    sys.exit(exit_code(summary))


@click.command()
@click.option(
    "--broker", default=None, metavar="redis://HOST:6379/0", help="the Redis of the batches (default $ROMSMITH_BROKER)"
)
@click.option(
    "--queues",
    default=None,
    help="games, build or games,build (default: both when this host can build and boot ROMs, else games)",
)
@click.option("--concurrency", default=1, show_default=True, type=int, help="games played at once on this host")
@click.option("--name", default=None, help="the worker's node name (default romsmith@HOST)")
def worker(broker, queues, concurrency, name):
    """Play batch games sent through Redis by `romsmith batch --broker`, until stopped.

    A worker takes the `games` queue (writing specs with the model) and, when this host has the
    toolchain (Docker and the toolchain image, or the host compiler) and mGBA, the `build` queue
    too. Each worker process loads everything once, then plays game after game. Set the same
    ROMSMITH_CHECKPOINT_URL (PostgreSQL) on every worker so a game whose worker died continues
    from its last checkpoint on another host.

    \b
    Examples:
      romsmith worker --broker redis://buildhost:6379/0
      ROMSMITH_CHECKPOINT_URL=postgresql://romsmith@dbhost/romsmith romsmith worker --concurrency 2
      romsmith worker --queues games          # a host without Docker: specs only

    Exit code 2 when Redis, PostgreSQL or a requested queue's tools are missing.
    """
    from romsmith.batch._worker import serve

    serve(broker, queues=queues, concurrency=concurrency, name=name, say=lambda line: click.echo(line, err=True))
