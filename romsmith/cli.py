"""The `romsmith` command line.

Commands live in the package that owns them and are imported only when used, so `romsmith --help`
stays fast (litellm, chromadb and docker are never imported at start-up). Each command module
exposes a click command or group; it must itself import heavy libraries inside its functions.

Exit codes: 0 success, 1 the work failed, 2 the environment or the invocation is wrong.
"""

from __future__ import annotations

import errno
import importlib
import json
import sys
import warnings

import click

from romsmith.kernel.errors import RomsmithError

# name -> "module:attribute"; the owning package registers its commands here.
COMMANDS: dict[str, str] = {
    "new": "romsmith.pipeline.commands:new",
    "resume": "romsmith.pipeline.commands:resume",
    "build": "romsmith.pipeline.commands:build",
    "trace": "romsmith.pipeline.commands:trace",
    "validate": "romsmith.generators.cli:validate",
    "pack": "romsmith.generators.cli:pack",
    "verify": "romsmith.rom_build.cli:verify",
    "toolchain": "romsmith.rom_build.cli:toolchain",
    "memory": "romsmith.memory.cli:memory",
    "play": "romsmith.play.cli:play",
    "mcp": "romsmith.mcp_server.cli:mcp",
    "batch": "romsmith.batch.cli:batch",
    "worker": "romsmith.batch.cli:worker",
    "models": "romsmith.models.cli:models",
    "model": "romsmith.models.cli:model",
    "eval": "romsmith.eval.cli:eval_command",
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use."""

    def __init__(self, *args, lazy: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self._lazy = lazy

    def list_commands(self, ctx):
        return sorted(set(super().list_commands(ctx)) | set(self._lazy))

    def get_command(self, ctx, name):
        if name in self._lazy:
            module_name, attr = self._lazy[name].split(":")
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError as exc:
                if exc.name and (exc.name == module_name or module_name.startswith(exc.name + ".")):
                    return None  # the owning part is not installed in this checkout
                raise
            return getattr(module, attr, None)
        return super().get_command(ctx, name)


@click.group(cls=LazyGroup, lazy=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="romsmith", prog_name="romsmith")
def cli():
    """Turn a one-line game idea into a Game Boy Advance ROM that was really built and booted.

    \b
    Examples:
      romsmith new "a knight rescues the princess from a haunted castle"
      romsmith new "a frog seeks the golden fly" --model gpt-4o-mini --out out/frog
      romsmith validate spec.json
      romsmith verify out/game/game.gba --shots screens/
      romsmith play out/game
      romsmith memory search "sprite ids" --k 5
      romsmith batch ideas.txt --out out/night --seeds 3 --workers 2

    State lives in $ROMSMITH_HOME (default ./.romsmith).
    """


def fail(err: RomsmithError, as_json: bool) -> NoReturn:  # noqa: F821
    """Print a RomsmithError the one way the CLI prints errors, then exit with its code."""
    if as_json:
        click.echo(json.dumps(err.to_json(), indent=2))
    else:
        click.secho(f"error: {err.message}", fg="red", err=True)
        if err.hint:
            click.echo(f"  fix: {err.hint}", err=True)
    sys.exit(err.exit_code)


def _show_warning(message, category, filename, lineno, file=None, line=None):
    """Warnings meant for users (index rebuilt, fallbacks) as one line, without source lines."""
    click.echo(f"warning: {message}", err=True)


def main(argv: list[str] | None = None) -> None:
    if argv is None:  # the `romsmith` console script (tests pass argv and keep their process)
        try:
            _main(None)
        except SystemExit as exc:
            _exit_now(exc.code)
        _exit_now(0)
    _main(argv)


def _exit_now(code) -> NoReturn:  # noqa: F821
    """Exit as Python would (wait for non-daemon threads, run atexit handlers, flush the streams)
    but skip tearing down every module, which takes 2-3 s once litellm, langgraph and chromadb are
    loaded. Everything romsmith writes (traces, vault, report, checkpoints) is closed by then."""
    import atexit
    import os
    import threading

    if isinstance(code, str):
        click.echo(code, err=True)
        code = 1
    # what Py_Finalize does first: stop executor workers, join non-daemon threads, run atexit
    shutdown_threads = getattr(threading, "_shutdown", None)
    if shutdown_threads is not None:
        shutdown_threads()
    run_exit_functions = getattr(atexit, "_run_exitfuncs", None)
    if run_exit_functions is not None:
        run_exit_functions()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code or 0)


def _check_encoding(args: list[str]) -> None:
    """Bytes that are not UTF-8 reach Python as lone surrogates and fail deep inside a command;
    refuse them here, naming the argument."""
    from romsmith.kernel.errors import UsageError

    for n, arg in enumerate(args, 1):
        bad = next((i for i, ch in enumerate(arg) if 0xDC80 <= ord(ch) <= 0xDCFF), None)
        if bad is not None:
            raise UsageError(
                f"argument {n} ({arg[:24]!a}) is not valid UTF-8: byte 0x{ord(arg[bad]) - 0xDC00:02X} "
                f"at character {bad}",
                hint="pass text as UTF-8 (check the encoding of the terminal or the script that runs romsmith)",
            )


def _main(argv: list[str] | None) -> None:
    args = argv if argv is not None else sys.argv[1:]
    as_json = "--json" in args
    warnings.showwarning = _show_warning
    try:
        _check_encoding(args)
        cli.main(args=argv, prog_name="romsmith", standalone_mode=False)
    except RomsmithError as err:
        fail(err, as_json)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)  # bad invocation: exit code 2
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except OSError as exc:
        if exc.errno != errno.ENAMETOOLONG:
            raise
        # a path argument no command checked itself: said in words, not as a traceback
        from romsmith.kernel.errors import UsageError
        from romsmith.kernel.files import shown

        where = f" ({shown(exc.filename)})" if exc.filename else ""
        fail(UsageError(f"a path is longer than the system allows{where}", hint="pass a shorter path"), as_json)


if __name__ == "__main__":
    main()
