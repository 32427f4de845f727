"""`romsmith memory ...`: look after the guideline vault by hand.

Imports nothing heavy at module level; the store (numpy model, chromadb) loads when a command runs.
"""

from __future__ import annotations

import getpass
import json
from pathlib import Path

import click


def _emit(data, as_json: bool, human) -> None:
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        human(data)


def _store():
    from romsmith.memory import open_store

    return open_store()


@click.group()
def memory():
    """Guidelines mined from past runs: a Markdown vault indexed by Chroma.

    \b
    Examples:
      romsmith memory search "sprite ids for the cast" --k 5 --tool character
      romsmith memory add "Use only sprite ids listed in the pack manifest" --tool character
      romsmith memory revoke g-1a2b3c4d5e6f --reason "the pack now has that sprite"
      romsmith memory stats --json
      romsmith memory graduate --out lessons.patch
      romsmith memory graduate --apply
    """


@memory.command()
@click.argument("text")
@click.option("--tool", "tools", multiple=True, help="tag with a tool or agent name (repeatable)")
@click.option("--session", default=None, help="the session this guideline came from")
@click.option("--json", "as_json", is_flag=True, help="print {id, merged}")
def add(text, tools, session, as_json):
    """Add a guideline by hand (a near-duplicate merges into the existing one).

    Example: romsmith memory add "Check the directory exists before writing a file" --tool emit
    """
    from romsmith.memory import add as add_guideline

    result = add_guideline(text, tools=tools, session=session)
    _emit(
        result.to_json(),
        as_json,
        lambda d: click.echo(f"{'merged into' if d['merged'] else 'added'} {d['id']}"),
    )


@memory.command()
@click.argument("query")
@click.option("--k", default=None, type=click.IntRange(1, 1000), help="how many (default top_k = 12)")
@click.option("--tool", default=None, help="guarantee hits tagged with this tool or agent")
@click.option("--all", "show_all", is_flag=True, help="lift the relevance floor: show the nearest even if unrelated")
@click.option("--genre", "genres", multiple=True, help="prefer lessons learned in this scene genre (repeatable)")
@click.option("--json", "as_json", is_flag=True, help="print [{id, text, score, tier, tools}] best first")
def search(query, k, tool, show_all, genres, as_json):
    """Search guidelines by meaning and by exact words, best first.

    A query about something the vault does not hold gets nothing (setting `relevance_floor`), one
    only partly about it gets its best few (below `relevance_full`); --all shows the nearest
    guidelines anyway.

    Example: romsmith memory search "which sprite id for the hero" --k 5 --json
    """
    from romsmith.kernel import args
    from romsmith.memory import MAX_TEXT_CHARS

    args.text(query, "the query", max_chars=MAX_TEXT_CHARS, hint='ask in a line, e.g. "sprite ids for the cast"')
    found = _store().retrieve(query, k, tool, floor=not show_all, genres=list(genres) or None)
    data = [{key: h[key] for key in ("id", "text", "score", "tier", "tools")} for h in found.hits]

    def human(rows):
        for h in rows:
            click.echo(f"{h['score']:.3f}  {h['id']}  [{h['tier']}]  {h['text']}")
        if found.declined:
            click.echo(
                f"{'no other guidelines' if rows else 'no guidelines'}: the query is not about what the vault holds "
                f"(confidence {found.confidence:.3f} < relevance_floor {found.floor}); --all shows the nearest"
            )
        elif found.fewer:
            click.echo(
                f"only the best {len(rows)}: the query is only partly about what the vault holds "
                f"(confidence {found.confidence:.3f} < relevance_full {found.full}); --all shows more"
            )
        elif not rows:
            click.echo("no guidelines")

    _emit(data, as_json, human)


@memory.command(name="list")
@click.option("--status", type=click.Choice(["active", "needs_review", "revoked", "graduated"]), default=None)
@click.option("--tier", type=click.Choice(["tactical", "strategic"]), default=None)
@click.option("--json", "as_json", is_flag=True)
def list_(status, tier, as_json):
    """List guidelines, most often seen first.

    Example: romsmith memory list --status needs_review
    """
    entries = [
        g
        for g in _store().entries().values()
        if (status is None or g.status == status) and (tier is None or g.tier == tier)
    ]
    entries.sort(key=lambda g: (-g.hit_count, g.id))

    def human(rows):
        for g in rows:
            click.echo(f"{g['id']}  {g['tier']:<9} {g['status']:<12} hits={g['hit_count']:<3} {g['text'][:90]}")

    _emit([g.to_json() for g in entries], as_json, human)


@memory.command()
@click.argument("gid", metavar="ID")
@click.option("--json", "as_json", is_flag=True)
def show(gid, as_json):
    """Show one guideline with its front matter.

    Example: romsmith memory show g-1a2b3c4d5e6f
    """
    g = _store().get(gid)
    _emit(g.to_json(), as_json, lambda d: click.echo(g.to_markdown()))


@memory.command()
@click.argument("gid", metavar="ID")
@click.option("--reason", required=True, help="why it is wrong (kept in the vault)")
@click.option("--by", default=None, help="who revokes it (default: the current user)")
@click.option("--json", "as_json", is_flag=True)
def revoke(gid, reason, by, as_json):
    """Revoke a guideline: kept in the vault with who and why, never retrieved again.

    Example: romsmith memory revoke g-1a2b3c4d5e6f --reason "the pack now has that sprite"
    """
    g = _store().revoke(gid, reason, by or _user())
    _emit(
        {"id": g.id, "status": g.status, "revoked_reason": g.revoked_reason, "revoked_by": g.revoked_by},
        as_json,
        lambda d: click.echo(f"revoked {d['id']} ({d['revoked_reason']})"),
    )


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


@memory.command()
@click.option("--json", "as_json", is_flag=True)
def reindex(as_json):
    """Rebuild the Chroma index from the vault (after hand edits, or to change embedding model).

    Example: romsmith memory reindex
    """
    report = _store().reindex()
    _emit(
        report,
        as_json,
        lambda d: click.echo(
            f"indexed {d['indexed']} of {d['guidelines']} guidelines into {d['index']}"
            + (f"; unreadable files: {', '.join(d['damaged'])}" if d["damaged"] else "")
        ),
    )


@memory.command()
@click.option("--json", "as_json", is_flag=True)
def stats(as_json):
    """Counts by tier, status and kind; retrievals; the hit rate of retrieved guidelines.

    Example: romsmith memory stats --json
    """
    from romsmith.memory import stats as _stats

    data = _stats()

    def human(d):
        click.echo(f"guidelines: {d['guidelines']}  tiers: {d['by_tier']}  status: {d['by_status']}")
        click.echo(f"kinds: {d['by_kind']}")
        r = d["retrievals"]
        click.echo(
            f"retrievals: {r['recorded']} recorded, {r['pending']} pending; "
            f"{r['guidelines_ever_retrieved']} guidelines ever retrieved"
        )
        rate = "n/a" if d["hit_rate"] is None else f"{d['hit_rate']:.0%}"
        click.echo(f"runs recorded: {d['runs_recorded']} ({d['runs_ok']} ok); hit rate: {rate}")

    _emit(data, as_json, human)


@memory.command()
@click.argument("trace", type=click.Path(path_type=Path))
@click.option("--model", default=None, help="model for compress/summarise (default: settings.model)")
@click.option("--json", "as_json", is_flag=True)
def mine(trace, model, as_json):
    """Mine one trace (a .jsonl file, or a session id) into the vault.

    Example: romsmith memory mine .romsmith/traces/20261129-120501-a3f9.jsonl
    """
    from romsmith.kernel.config import home
    from romsmith.kernel.trace import TraceWriter, find_trace
    from romsmith.memory import process_trace

    path = trace if trace.is_file() else find_trace(home(), str(trace))
    writer = TraceWriter.appending(path)  # the mining's model calls join the session's record
    try:
        report = process_trace(path, model=model or _store().settings.model, trace=writer)
    finally:
        writer.close()

    def human(d):
        click.echo(
            f"{d['session_id']}: {d['events']} events, {d['failures']} failures, "
            f"{d['candidates']} candidates -> {len(d['created'])} new, {len(d['merged'])} merged, "
            f"{len(d['promoted'])} promoted, {len(d['evicted'])} evicted; "
            f"{d['tokens_in']} tokens in, {d['tokens_out']} out, ${d['cost']:.5f}"
        )
        for note in d["notes"]:
            click.echo(f"note: {note}")

    _emit(report.to_json(), as_json, human)


PROMPTS_OPTION = click.option(
    "--prompts",
    "prompts_dir",
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    help="prompt folder (default: the project's prompts/)",
)


def _prompts(path: Path | None) -> Path:
    from romsmith.kernel.config import project_root

    return path or project_root() / "prompts"


@memory.command()
@click.option("--apply", "do_apply", is_flag=True, help="write the prompt files and mark the guidelines graduated")
@click.option(
    "--out",
    type=click.Path(path_type=Path, dir_okay=False),
    help="write the diff to this new .patch file (an existing file is refused unless --force)",
)
@click.option("--force", is_flag=True, help="with --out: replace a file that is already there")
@PROMPTS_OPTION
@click.option("--json", "as_json", is_flag=True)
def graduate(do_apply, out, force, prompts_dir, as_json):
    """Propose moving proven strategic guidelines into the agents' prompts, as a unified diff.

    A guideline qualifies when it is strategic, has specific content and a good outcome record
    (runs it was retrieved into mostly verified, or positive attributed effects). Without --apply
    nothing changes: review the diff, then run again with --apply. `memory ungraduate ID` reverts.
    --out writes the diff to a new file (nothing is written when no guideline qualifies).

    \b
    Examples:
      romsmith memory graduate                      # print the proposed patch
      romsmith memory graduate --out lessons.patch  # write it for review
      romsmith memory graduate --apply
    """
    from romsmith.memory import _graduate

    if out:
        _check_patch_path(out, force)  # before anything is applied
    store = _store()
    prompts = _prompts(prompts_dir)
    the_plan = _graduate.plan(store, prompts)
    diff = the_plan.diff()
    written = bool(out and diff)
    if written:
        _write_patch(out, diff, force)
    pointers = _graduate.apply(store, prompts, the_plan) if do_apply else {}
    data = {
        "proposed": the_plan.moves,
        "skipped": the_plan.skipped,
        "applied": bool(do_apply),
        "graduated": pointers,
        "patch": str(out) if written else None,
        "diff": diff,
    }

    def human(d):
        if d["diff"] and not out:
            click.echo(d["diff"], nl=False)
        for gid, why in d["skipped"].items():
            click.echo(f"skipped {gid}: {why}")
        if not d["proposed"]:
            click.echo("no guideline qualifies for graduation" + (f"; {out} was not written" if out else ""))
        elif d["applied"]:
            for gid, pointer in d["graduated"].items():
                click.echo(f"graduated {gid} -> {pointer}")
        else:
            where = f"patch written to {out}; " if written else ""
            click.echo(f"{where}{len(d['proposed'])} guideline(s) proposed; run with --apply to write them")

    _emit(data, as_json, human)


def _check_patch_path(out: Path, force: bool) -> None:
    """Refuse --out before any work: an existing file (without --force), a folder, or a missing folder."""
    from romsmith.kernel.errors import UsageError
    from romsmith.kernel.files import FileRefused, check_path, describe

    try:
        check_path(out)
    except FileRefused as exc:
        raise UsageError(str(exc), hint="pass --out a shorter path") from None
    kind = describe(out)
    if kind == "nothing" and not out.parent.is_dir():
        raise UsageError(
            f"cannot write the patch to {out}: no folder {out.parent}", hint="pass --out a path in a folder that exists"
        )
    if kind == "a directory":
        raise UsageError(f"--out {out} is a directory", hint="pass --out the name of a new .patch file")
    if kind != "nothing" and not force:
        raise UsageError(
            f"--out {out} already exists ({kind}); it is left as it is",
            hint="pass a new file name, or --force to replace it",
        )


def _write_patch(out: Path, diff: str, force: bool) -> None:
    from romsmith.kernel.errors import UsageError
    from romsmith.kernel.files import FileRefused, write_new

    try:
        write_new(out, diff, force=force, what="patch")
    except FileRefused as exc:
        hint = (
            "pass a new file name, or --force to replace it"
            if exc.reason == "exists"
            else "pass --out a path in a folder you can write"
        )
        raise UsageError(str(exc), hint=hint) from None


@memory.command()
@click.argument("gid", metavar="ID")
@PROMPTS_OPTION
@click.option("--json", "as_json", is_flag=True)
def ungraduate(gid, prompts_dir, as_json):
    """Take a graduated guideline out of its prompt and make it retrievable again.

    Example: romsmith memory ungraduate g-1a2b3c4d5e6f
    """
    from romsmith.memory import _graduate

    result = _graduate.ungraduate(_store(), _prompts(prompts_dir), gid)

    def human(d):
        line = "its line removed from " + d["prompt"] if d["line_removed"] else "its prompt line was already gone"
        click.echo(f"{d['id']} is active again; {line}")

    _emit(result, as_json, human)
