"""CLI commands of the content part: `romsmith validate` and `romsmith pack ...`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click


@click.command()
@click.argument("spec_path", metavar="SPEC.json")
@click.option("--pack", "pack_name", default=None, help="pack name or folder (default: the configured pack, puny)")
@click.option("--json", "as_json", is_flag=True, help="print the report as JSON")
def validate(spec_path: str, pack_name: str | None, as_json: bool) -> None:
    """Check a GameSpec against the schema, the sprite pack and the engine's limits.

    Every error is listed with its JSON pointer, a code and, where it helps, the valid choices
    and ranked suggestions. Exit code 1 when there is any error.

    \b
    Example:
      romsmith validate romsmith/generators/examples/lost_crown.json
      romsmith validate spec.json --json
    """
    from romsmith.generators.api import validate as validate_game

    report = validate_game(spec_path, pack=pack_name)
    if as_json:
        click.echo(json.dumps(report.to_json(), indent=2))
    else:
        for issue in report.errors:
            click.secho(f"error   {issue.path or '/'}: {issue.message}  [{issue.code}]", fg="red")
        for issue in report.warnings:
            click.secho(f"warning {issue.path or '/'}: {issue.message}  [{issue.code}]", fg="yellow")
        click.echo(
            f"{len(report.errors)} error(s), {len(report.warnings)} warning(s)"
            + ("" if report.errors else f": {spec_path} is valid")
        )
    sys.exit(1 if report.errors else 0)


@click.group()
def pack() -> None:
    """Inspect sprite packs: check a manifest, render a contact sheet.

    \b
    Examples:
      romsmith pack check puny
      romsmith pack sheet puny --out sheet.png
    """


@pack.command()
@click.argument("name", default="puny")
@click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
def check(name: str, as_json: bool) -> None:
    """Validate a pack's manifest and PNGs (files, sizes, colours, ids); exit 1 on problems.

    \b
    Example:
      romsmith pack check packs/mypack
    """
    from romsmith.generators.pack import load_pack
    from romsmith.kernel.errors import ContentInvalid

    try:
        loaded = load_pack(name, use_cache=False)  # a check decodes every PNG again
    except ContentInvalid as err:
        # a manifest that cannot be read at all has no per-field details: its message is the problem
        problems = err.details or [{"path": "/", "code": "unreadable_manifest", "message": err.message}]
        if as_json:
            click.echo(json.dumps({"ok": False, "message": err.message, "problems": problems}, indent=2))
        else:
            for p in problems:
                click.secho(f"error   {p['path']}: {p['message']}  [{p['code']}]", fg="red", err=True)
            click.echo(f"{len(problems)} problem(s) in pack {name}", err=True)
        sys.exit(1)
    summary = {
        "id": loaded.id,
        "root": str(loaded.root),
        "sprites": loaded.sprite_ids,
        "themes": loaded.themes,
        "ok": True,
    }
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    else:
        click.echo(
            f"pack {loaded.id} at {loaded.root}: {len(loaded.sprite_ids)} sprites, themes {', '.join(loaded.themes)}: ok"
        )


@pack.command()
@click.argument("name", default="puny")
@click.option("--out", "out", default="pack_sheet.png", show_default=True, help="new PNG file to write")
@click.option("--force", is_flag=True, help="replace the --out file when it is already there")
@click.option("--scale", default=3, show_default=True, help="pixel scale of the large previews")
@click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
def sheet(name: str, out: str, force: bool, scale: int, as_json: bool) -> None:
    """Render a contact sheet PNG of every sprite frame and tile of a pack.

    An existing --out file is left as it is unless --force; the sheet is written beside it and
    renamed into place.

    \b
    Example:
      romsmith pack sheet puny --out puny.png --scale 4
    """
    from romsmith.generators.pack import load_pack
    from romsmith.generators.pack.sheet import render_sheet
    from romsmith.kernel.errors import UsageError
    from romsmith.kernel.files import FileRefused, folder_for_writing, writing

    path = Path(out)
    loaded = load_pack(name)
    try:
        folder_for_writing(path.parent, "sheet's folder")
        with writing(path, force=force, what="sheet") as tmp:
            render_sheet(loaded, tmp, scale=scale)
    except FileRefused as exc:
        hint = "pass another --out, or --force to replace it" if exc.reason == "exists" else "pass another --out"
        raise UsageError(str(exc), hint=hint) from None
    click.echo(json.dumps({"sheet": str(path)}) if as_json else f"wrote {path}")
