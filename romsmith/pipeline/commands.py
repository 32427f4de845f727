"""CLI commands owned by the pipeline: new, resume, build, trace.

Heavy imports (litellm, langgraph, docker, mgba) happen inside the commands, never at import time.
"""

from __future__ import annotations

import json
import sys
import time

import click


class Progress:
    """One line per finished stage: elapsed time, stage, agent, repair round, result."""

    def __init__(self, quiet: bool):
        self.quiet = quiet
        self.t0 = time.perf_counter()
        # on a terminal a running stage shows at once and its finished line overwrites it
        self.live = not quiet and sys.stderr.isatty()

    def announce(self, text: str) -> None:
        if not self.quiet:
            click.echo(text, err=True)

    def __call__(self, phase: str, info: dict) -> None:
        if self.quiet:
            return
        elapsed = time.perf_counter() - self.t0
        if phase == "start":
            if self.live:
                agent = f"  agent {info['agent']}" if info.get("agent") else ""
                click.echo(f"\r[{elapsed:6.1f}s] {info['stage']:<9} ...{agent}\033[K", err=True, nl=False)
            return
        if phase != "end":
            return
        bits = []
        if info.get("agent"):
            bits.append(f"agent {info['agent']}")
        if info.get("round"):
            bits.append(f"repair round {info['round']}")
        if "errors" in info:
            bits.append(f"{info['errors']} error(s)" if info["errors"] else "valid")
        if "calls" in info and info["calls"] > 1:
            bits.append(f"{info['calls']} calls")
        if "ok" in info:
            bits.append("ok" if info["ok"] else "FAILED")
        if "verdict" in info:
            bits.append(info["verdict"])
        if info.get("reading"):
            bits.append(f"read as {info['reading']}")
        line = f"[{elapsed:6.1f}s] {info['stage']:<9} {info.get('seconds', 0):5.2f}s  " + ", ".join(bits)
        click.echo(("\r" + line + "\033[K") if self.live else line, err=True)


def _finish(report, as_json: bool) -> None:
    """Print a GameReport (pipeline.api) the CLI's way and exit with its code."""
    if as_json:
        click.echo(json.dumps(report.to_json(), indent=2, default=str))
    else:
        failure = report.failure
        click.echo(f"session {report.session_id}: {report.out_dir}")
        if failure:
            click.secho(f"  {failure.stage}: {failure.message}", fg="red")
            if failure.hint:
                click.echo(f"  fix: {failure.hint}")
        _fidelity_lines(report)
        _issue_lines(report)
        click.echo(f"  report: {report.report_html}")
        if report.files.get("rom"):
            click.echo(f"  play it: romsmith play {report.out_dir}")
        colour = {"verified": "green", "failed": "red"}.get(report.verdict, "yellow")
        click.secho(report.verdict_line, fg=colour, bold=True)
    sys.exit(report.exit_code)


def _issue_lines(report) -> None:
    """Every validation error of a run that failed on them, and every warning, grouped by code."""
    from romsmith.pipeline.issues_text import lines

    evidence = report.failure.evidence if report.failure and report.failure.stage == "validate" else None
    errors = evidence.get("errors") if isinstance(evidence, dict) else None
    for text, colour in lines(errors or [], report.warnings):
        click.secho(text, fg=colour)


def _fidelity_lines(report) -> None:
    """The genre made and asked for, the fidelity score, then one warning line per genre and term
    of the idea the game lacks."""
    from romsmith.pipeline.genres import summary_line

    genres = getattr(report, "genres", None) or {}
    if genres:
        click.secho(f"  {summary_line(genres)}", fg="yellow" if genres.get("missing") else "green")
        for w in (w for w in report.warnings or [] if isinstance(w, dict) and w.get("code") == "genre_missing"):
            click.secho(f"  warning: {w['message']}", fg="yellow")
    result = report.fidelity or {}
    if "terms" not in result:
        return
    roles = result.get("roles") or []
    unread = result.get("unread") or []
    missed = [r for r in roles if not r.get("ok")]
    missing = [t for t in result["terms"] if not t.get("landed")]
    if result.get("reading"):
        click.echo(f"  idea read as {result['reading']}")
    click.secho(
        f"  fidelity {result['score']:.2f}: {len(roles) - len(missed)} of {len(roles)} roles of the idea in the game",
        fg="green" if not missed and not unread else "yellow",
    )
    for u in unread:  # a being the reading left out: the score cannot vouch for the game
        click.secho(f"  warning: {u['message']}", fg="yellow")
    for r in missed:
        click.secho(
            f"  warning: the idea's {r['role']} '{r['want']}' is not in the game: {r.get('missing')}", fg="yellow"
        )
    for t in missing:
        click.secho(f"  warning: '{t['text']}' is not in the game: {t['missing']}", fg="yellow")
    for pointer in result.get("echoes", []):
        click.secho(f"  warning: {pointer} repeats the idea word for word", fg="yellow")


@click.command()
@click.argument("prompt")
@click.option("--model", default=None, help="any litellm model id (default offline/designer, no key needed)")
@click.option(
    "--out", "out", default=None, type=click.Path(file_okay=False), help="output folder (default out/SESSION)"
)
@click.option("--seed", default=0, show_default=True, type=int, help="same prompt and seed give the same game")
@click.option("--no-memory", is_flag=True, help="no retrieved guidelines, no mining afterwards")
@click.option(
    "--toolchain", type=click.Choice(["docker", "host"]), default=None, help="where to compile (default docker)"
)
@click.option("--no-playtest", is_flag=True, help="skip playing the ROM to its win screen (an informational check)")
@click.option("--json", "as_json", is_flag=True, help="print report.json instead of progress lines")
@click.option(
    "--shape",
    type=click.Choice(["auto", "parts", "items"]),
    default=None,
    help="parts: each agent writes its whole part; items: one small answer per call over a laid-out game "
    "(auto, the default: items for local models)",
)
@click.option(
    "--constrain-ids/--free-ids",
    default=None,
    help="each sprite id and theme an enum of what the validator accepts (default: on for local models)",
)
@click.option(
    "--hero", default=None, help="who the hero is, when the reading shown has it wrong ('a penguin named Pip')"
)
@click.option("--goal", default=None, help="what the hero must do, when the reading has it wrong ('deliver the mail')")
@click.option("--foe", "foes", multiple=True, help="a foe the game must have (repeatable), replacing the reading's")
@click.option(
    "--place", "places", multiple=True, help="a place the game must show (repeatable), replacing the reading's"
)
def new(
    prompt, model, out, seed, no_memory, toolchain, as_json, no_playtest, shape, constrain_ids, hero, goal, foes, places
):
    """Turn a one-line game idea into a built and booted GBA ROM.

    \b
    Examples:
      romsmith new "a knight rescues the princess from a haunted castle"
      romsmith new "a frog seeks the golden fly" --seed 3 --out out/frog
      romsmith new "space pirates" --model gpt-4o-mini --json
      romsmith new "a robot in the snow" --model local/smollm2
      romsmith new "a robot in the snow" --model gpt-4o-mini --shape items --constrain-ids
      romsmith new "a penguin delivers the mail" --foe "the walruses" --place "the harbour"

    The first progress line shows how the idea was read (hero, goal, foes, places, genre); when
    a role is wrong, say it again with --hero, --goal, --foe or --place.

    Exit code 0 when the ROM is verified, 1 when the work failed, 2 when the environment is wrong.
    """
    from romsmith.kernel.config import load_settings
    from romsmith.kernel.trace import new_session_id
    from romsmith.pipeline.api import new_game

    session_id = new_session_id()
    progress = Progress(as_json)
    progress.announce(
        f"session {session_id}: model {model or load_settings().model}, seed {seed}"
        + (", memory off" if no_memory else "")
    )
    report = new_game(
        prompt,
        model=model,
        out=out,
        seed=seed,
        memory=not no_memory,
        toolchain=toolchain,
        progress=progress,
        session_id=session_id,
        playtest=not no_playtest,
        shape=shape,
        constrain_ids=constrain_ids,
        corrections={"hero": hero, "goal": goal, "foes": list(foes), "places": list(places)},
        said_as={"hero": "--hero", "goal": "--goal", "foes": "--foe", "places": "--place"},
    )
    _finish(report, as_json)


@click.command()
@click.argument("session")
@click.option("--json", "as_json", is_flag=True, help="print report.json instead of progress lines")
def resume(session, as_json):
    """Continue a run that was killed, without redoing its finished model calls.

    \b
    Example:
      romsmith resume 20261129-120501-a3f9
    """
    from romsmith.pipeline.api import resume as resume_run

    _finish(resume_run(session, progress=Progress(as_json)), as_json)


@click.command()
@click.argument("spec_path", type=click.Path(dir_okay=False))
@click.option("--out", "out", required=True, type=click.Path(file_okay=False), help="output folder")
@click.option(
    "--toolchain", type=click.Choice(["docker", "host"]), default=None, help="where to compile (default docker)"
)
@click.option("--no-playtest", is_flag=True, help="skip playing the ROM to its win screen (an informational check)")
@click.option("--json", "as_json", is_flag=True, help="print report.json instead of progress lines")
def build(spec_path, out, toolchain, as_json, no_playtest):
    """Validate, generate, build, verify and report a GameSpec file (no model involved).

    \b
    Example:
      romsmith build romsmith/generators/examples/lost_crown.json --out out/crown
    """
    from romsmith.pipeline.api import build as build_game

    report = build_game(spec_path, out=out, toolchain=toolchain, progress=Progress(as_json), playtest=not no_playtest)
    _finish(report, as_json)


@click.group()
def trace():
    """Read session traces.

    \b
    Example:
      romsmith trace show 20261129-120501-a3f9
    """


@trace.command("show")
@click.argument("session")
@click.option("--json", "as_json", is_flag=True, help="print the events as a JSON list")
@click.option("--calls", is_flag=True, help="print every model call: the messages sent and the answer")
@click.option("--chars", type=click.IntRange(min=1), default=None, help="with --calls: cut each text to N characters")
def trace_show(session, as_json, calls, chars):
    """Print a session's timeline: one line per event; with --calls, what each model was asked
    and what it answered.

    \b
    Examples:
      romsmith trace show 20261129-120501-a3f9
      romsmith trace show 20261129-120501-a3f9 --calls --chars 400
    """
    from romsmith.kernel.config import home
    from romsmith.kernel.trace import find_trace, read_trace
    from romsmith.pipeline.timeline import render, render_calls

    read = read_trace(find_trace(home(), session))
    if as_json:
        events = [e for e in read.events if e.get("kind") == "llm_call"] if calls else read.events
        click.echo(json.dumps({"events": events, "damaged": read.damaged}, indent=2, default=str))
        return
    click.echo(render_calls(read.events, chars=chars) if calls else render(read.events, read.damaged))
