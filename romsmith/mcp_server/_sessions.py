"""The server's resources: a session's report.json and trace, found through ROMSMITH_HOME/traces."""

from __future__ import annotations

import json
from pathlib import Path

from mcp.server.mcpserver import MCPServer

from romsmith.kernel.config import home
from romsmith.kernel.errors import UsageError
from romsmith.kernel.trace import find_trace, read_trace

RECENT = 50  # sessions listed by romsmith://sessions


def out_dir_of(events: list[dict]) -> Path | None:
    """The output folder a session wrote to, as its `session` event recorded it."""
    for event in events:
        if event.get("node") == "session" and (event.get("args") or {}).get("out_dir"):
            return Path(event["args"]["out_dir"])
    return None


def report_of(session_id: str) -> dict:
    path = find_trace(home(), session_id)
    out = out_dir_of(read_trace(path).events)
    report = out / "report.json" if out else None
    if report is None or not report.is_file():
        raise UsageError(
            f"session {session_id} has no report.json"
            + (f" in {out}" if out else " (its trace names no output folder)"),
            hint=f"finish it with `romsmith resume {session_id}`, or read its trace",
        )
    data = json.loads(report.read_text(encoding="utf-8"))
    if data.get("session_id") != path.stem:
        raise UsageError(
            f"{report} now holds another session's report", hint="the folder was reused; read the trace instead"
        )
    return data


def register(server: MCPServer) -> None:
    @server.resource("romsmith://sessions", name="sessions", mime_type="application/json")
    def sessions() -> str:
        """The most recent sessions: id, output folder and verdict, newest first."""
        folder = home() / "traces"
        rows = []
        for path in sorted(folder.glob("*.jsonl"), reverse=True)[:RECENT] if folder.is_dir() else []:
            events = read_trace(path).events
            out = out_dir_of(events)
            report = (out / "report.json") if out else None
            verdict = None
            if report and report.is_file():
                try:
                    verdict = json.loads(report.read_text(encoding="utf-8")).get("verdict")
                except (OSError, ValueError):
                    pass
            rows.append({"session_id": path.stem, "out_dir": str(out) if out else None, "verdict": verdict})
        return json.dumps(rows, indent=2)

    @server.resource("romsmith://sessions/{session_id}/report", name="report", mime_type="application/json")
    def report(session_id: str) -> str:
        """A session's report.json: verdict, checks with evidence, ROM, tokens, cost."""
        return json.dumps(report_of(session_id), indent=2, ensure_ascii=False)

    @server.resource("romsmith://sessions/{session_id}/trace", name="trace", mime_type="application/json")
    def trace(session_id: str) -> str:
        """A session's trace: every model call, validation, build, verify and claim event."""
        read = read_trace(find_trace(home(), session_id))
        return json.dumps({"events": read.events, "damaged": read.damaged}, indent=2, default=str)
