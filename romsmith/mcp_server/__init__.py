"""`romsmith mcp`: romsmith as Model Context Protocol tools and resources, served over stdio.

    build_server() -> MCPServer     the tools and resources (the official `mcp` SDK)
    serve() -> None                 run it on stdin/stdout until the client closes them

Tools: new_game, validate_spec, build_spec, verify_rom, memory_search, memory_add. Each calls
the same public function as its CLI command and returns the same JSON as the command's `--json`
(as text, and as structured content when it is an object); a romsmith error comes back as a tool
error whose text is the error's JSON (`error`, `message`, `hint`, `exit_code`). Long runs report
progress, one notification per finished stage. Resources: `romsmith://sessions` (recent
sessions), `romsmith://sessions/{session_id}/report` (report.json) and
`romsmith://sessions/{session_id}/trace` (the trace's events, as `romsmith trace show --json`).

The SDK takes about a second to import, so it loads on first use of these names: `romsmith
--help` imports this package (for the `mcp` command's help) and must stay fast.
"""

from __future__ import annotations

__all__ = ["build_server", "serve"]


def __getattr__(name: str):
    if name in __all__:
        from romsmith.mcp_server import _server

        return getattr(_server, name)
    raise AttributeError(f"module 'romsmith.mcp_server' has no attribute {name!r}")
