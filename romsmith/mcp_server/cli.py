"""`romsmith mcp`: serve romsmith to a coding agent over the Model Context Protocol."""

from __future__ import annotations

import click


@click.command()
def mcp():
    """Serve romsmith's tools and resources over the Model Context Protocol on stdin/stdout.

    Tools: new_game, validate_spec, build_spec, verify_rom, memory_search, memory_add (each
    returns what the matching command prints with --json). Resources: romsmith://sessions,
    romsmith://sessions/{session_id}/report, romsmith://sessions/{session_id}/trace.

    \b
    Example (a client's server entry):
      {"command": "romsmith", "args": ["mcp"], "env": {"ROMSMITH_HOME": "/path/to/.romsmith"}}
    """
    from romsmith.mcp_server import serve

    serve()
