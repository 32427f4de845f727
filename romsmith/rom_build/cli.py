"""`romsmith verify` and `romsmith toolchain build|image|status|stop`.

Imports docker and mgba only inside the commands, so `romsmith --help` stays fast.
"""

from __future__ import annotations

import json
import sys

import click


@click.command()
@click.argument("rom", type=click.Path(dir_okay=False))
@click.option("--frames", default=600, show_default=True, help="Frames to emulate.")
@click.option(
    "--press",
    "presses",
    multiple=True,
    metavar="KEY@FRAME",
    help="Press KEY (A B SELECT START RIGHT LEFT UP DOWN R L) at FRAME; repeatable. Default: START@120.",
)
@click.option(
    "--shots",
    type=click.Path(file_okay=False),
    default=None,
    help="Folder for PNG screenshots (default $ROMSMITH_HOME/shots/<sha>).",
)
@click.option("--title", default=None, help="Expected header title.")
@click.option("--code", default=None, help="Expected 4-character game code.")
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as JSON.")
def verify(rom, frames, presses, shots, title, code, as_json):
    """Boot a ROM in mGBA and check the header, the state block, progress and the screen.

    Exit 0 when every check passes, 1 when the ROM hangs, crashes, shows a blank screen or has
    a bad header (the screenshot path is printed), 2 when mGBA cannot be loaded.

    \b
    Example:
      romsmith verify out/game/game.gba --frames 600 --press START@120 --shots screens/ --json
    """
    from romsmith.rom_build.api import verify as verify_game

    result = verify_game(rom, frames=frames, presses=presses or ("START@120",), shots=shots, title=title, code=code)
    if as_json:
        click.echo(json.dumps(result.to_json(), indent=2))
    else:
        for check in result.checks:
            mark = "ok  " if check.ok else "FAIL"
            click.echo(f"{mark} {check.name}: {json.dumps(check.evidence)}")
        click.echo(f"screenshots: {', '.join(result.screenshots)}")
    err = result.error()
    if err is not None:
        if not as_json:
            click.secho(f"error: {err.message}", fg="red", err=True)
        sys.exit(err.exit_code)


@click.group()
def toolchain():
    """Make or inspect the Docker image that compiles ROMs.

    \b
    Examples:
      romsmith toolchain build
      romsmith toolchain status --json
    """


@toolchain.command()
@click.option("--force", is_flag=True, help="Rebuild even when an image exists.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def build(force, as_json):
    """Pull devkitARM by digest, or bootstrap the local Debian-based image when offline.

    \b
    Example:
      romsmith toolchain build
    """
    from romsmith.rom_build import _toolchain

    client = _toolchain.docker_client()
    log = (lambda msg: click.echo(msg, err=True)) if as_json else click.echo
    image = _toolchain.build_image(client, log=log, force=force)
    info = {"image": image.name, "digest": image.digest, "devkitarm": image.devkitarm}
    click.echo(json.dumps(info, indent=2) if as_json else f"toolchain image: {image.name} ({image.digest})")


@toolchain.command()
@click.option("--force", is_flag=True, help="Rebuild even when an image of the same content exists.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def image(force, as_json):
    """Build romsmith:VERSION, romsmith with Python, mGBA and the ARM compiler, for CI runners.

    Built on the toolchain image; returns at once when an image of the same content exists.
    Then, in a game repository:

    \b
      docker run --rm -v "$PWD":/game -w /game romsmith:VERSION build spec.json --out out

    \b
    Example:
      romsmith toolchain image        (or `make image`)
    """
    from romsmith.rom_build import _image, _toolchain

    client = _toolchain.docker_client()
    log = (lambda msg: click.echo(msg, err=True)) if as_json else click.echo
    info = _image.build(client, log=log, force=force)
    click.echo(
        json.dumps(info, indent=2)
        if as_json
        else f"{info['tag']} (content {info['hash']}, {'built' if info['built'] else 'already built'})"
    )


@toolchain.command()
@click.option("--json", "as_json", is_flag=True, help="Print the status as JSON.")
def status(as_json):
    """Print the image in use, its digest and the compiler version.

    Exit 2 when no daemon answers or no image is built.

    \b
    Example:
      romsmith toolchain status --json
    """
    from romsmith.rom_build import _toolchain

    client = _toolchain.docker_client()
    image = _toolchain.require_image(client)
    compiler = _compiler_in(client, image.ref)
    info = {
        "image": image.name,
        "digest": image.digest,
        "devkitarm": image.devkitarm,
        "compiler": compiler,
        "docker": client.version().get("Version"),
    }
    if as_json:
        click.echo(json.dumps(info, indent=2))
    else:
        for key, value in info.items():
            click.echo(f"{key}: {value}")


@toolchain.command()
@click.option("--json", "as_json", is_flag=True, help="Print the count as JSON.")
def stop(as_json):
    """Stop the warm build containers kept between builds (they also stop when idle).

    \b
    Example:
      romsmith toolchain stop
    """
    from romsmith.rom_build import _docker_runner, _toolchain

    count = _docker_runner.stop_warm_containers(_toolchain.docker_client())
    click.echo(json.dumps({"stopped": count}) if as_json else f"stopped {count} build container(s)")


def _compiler_in(client, image_ref: str) -> str:
    script = '"${DEVKITARM:+$DEVKITARM/bin/}arm-none-eabi-gcc" --version | head -n 1'
    out = client.containers.run(image_ref, ["sh", "-c", script], remove=True, network_mode="none")
    return out.decode("utf-8", "replace").strip()
