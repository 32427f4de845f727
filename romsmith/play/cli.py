"""`romsmith play OUT`: serve a game's output folder so its report can run the ROM."""

from __future__ import annotations

import click


@click.command()
@click.argument("out", type=click.Path(file_okay=False))
@click.option(
    "--port",
    default=None,
    type=click.IntRange(0, 65535),
    help="port on 127.0.0.1 (default 8470, or a free one when taken; 0 = any free port)",
)
@click.option("--open", "open_browser", is_flag=True, help="open the report in the default browser")
def play(out, port, open_browser):
    """Serve OUT (the output folder of `new` or `build`) on 127.0.0.1 and play the game in its report.

    The in-browser emulator needs a page served with cross-origin isolation, which report.html
    opened as a file cannot have; this serves the folder with those headers. Saves stay in the
    browser, kept per address, so the same port finds them again. Ctrl-C stops the server.

    \b
    Examples:
      romsmith play out/game
      romsmith play out/frog --port 9000 --open
    """
    import signal

    from romsmith.play import serve

    # Ctrl-C stops the server even where the shell that started it ignores SIGINT (a background
    # job of a script), which Python would otherwise inherit and never raise KeyboardInterrupt for
    signal.signal(signal.SIGINT, signal.default_int_handler)
    server = serve(out, port=port)
    click.echo(f"Playing {server.out} at {server.url}", nl=True)
    click.echo("Ctrl-C stops the server.", err=True)
    if open_browser:
        import webbrowser

        webbrowser.open(server.url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        click.echo("stopped", err=True)
    finally:
        server.stop()
