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
"""

from __future__ import annotations

from romsmith.mcp_server._server import build_server, serve

__all__ = ["build_server", "serve"]
