"""The MCP server's stdin and stdout: every request gets an answer, even one the SDK cannot parse.

The SDK parses each line of stdin itself, and a line it cannot parse (an array nested 50,000
deep, an integer of 100,000 digits, text that is not JSON) becomes an error with no request id
attached, so that request was never answered and its client waited for ever. Here each line is
read first within kernel.jsontext's bounds (64 levels, 32-digit integers, nothing a request
needs more of); a line beyond them, or not JSON, is answered at once with a JSON-RPC error saying
what was wrong, under the request's id (found by a linear scan of the top level), and never
reaches the SDK.

As the SDK's own stdio transport does, fd 0 reads the null device and fd 1 goes to stderr while
serving, so a library or a child process can neither eat requests nor corrupt answers.
"""

from __future__ import annotations

import contextlib
import json
import os
import re

import anyio

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
MAX_ID_CHARS = 200
# a string, or a JSON number, or one of the structural characters: linear, one token a match
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|[{}\[\]:,]|true|false|null', re.S)


async def serve(server) -> None:
    """Run the MCPServer `server` on this process's stdin and stdout until stdin closes."""
    from mcp.server.stdio import stdio_server

    with _wire() as (wire_in, wire_out):
        out = _Out(anyio.wrap_file(open(wire_out, "w", encoding="utf-8", closefd=False)))  # noqa: SIM115
        lines = anyio.wrap_file(open(wire_in, encoding="utf-8", errors="replace", closefd=False))  # noqa: SIM115
        async with stdio_server(stdin=_Screened(lines, out), stdout=out) as (read, write):
            low = server._lowlevel_server  # what MCPServer.run_stdio_async runs (the SDK is pinned)
            await low.run(read, write, low.create_initialization_options())


@contextlib.contextmanager
def _wire():
    """(fd of the client's requests, fd for our answers), with fd 0 and fd 1 pointed elsewhere."""
    wire_in, wire_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
        os.dup2(2, 1)
        yield wire_in, wire_out
    finally:
        os.close(null)
        os.dup2(wire_in, 0)
        os.dup2(wire_out, 1)
        os.close(wire_in)
        os.close(wire_out)


class _Out:
    """stdout shared by the SDK's writer and our refusals: one whole line at a time."""

    def __init__(self, file):
        self._file = file
        self._lock = anyio.Lock()

    async def write(self, text: str) -> None:
        async with self._lock:
            await self._file.write(text)

    async def flush(self) -> None:
        async with self._lock:
            await self._file.flush()

    async def answer(self, request_id, code: int, message: str) -> None:
        reply = {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
        async with self._lock:
            await self._file.write(json.dumps(reply) + "\n")
            await self._file.flush()


class _Screened:
    """The lines of stdin the SDK can parse; every other line is answered with an error here."""

    def __init__(self, lines, out: _Out):
        self._lines = lines
        self._out = out

    def __aiter__(self):
        return self._screen()

    async def _screen(self):
        async for line in self._lines:
            problem = refusal(line)
            if problem is None:
                yield line
                continue
            code, message = problem
            await self._out.answer(request_id(line), code, message)


def refusal(line: str) -> tuple[int, str] | None:
    """(JSON-RPC error code, message) for a line the server must not hand to the SDK, else None."""
    from romsmith.kernel.jsontext import JsonRefused, loads

    if not line.strip():
        return None  # blank lines between messages: the SDK skips them
    try:
        message = loads(line, "the request")
    except JsonRefused as exc:
        return INVALID_REQUEST, f"{exc}; romsmith answers requests within these bounds"
    except json.JSONDecodeError as exc:
        return PARSE_ERROR, f"the request is not valid JSON: {exc.msg} (column {exc.colno})"
    if not isinstance(message, dict | list):
        return INVALID_REQUEST, "the request is not a JSON-RPC object"
    return None


def request_id(line: str):
    """The top-level "id" of a JSON-RPC line that may not parse (too deep, huge numbers), or None."""
    depth, key, value_of = 0, None, None
    for match in _TOKEN.finditer(line):
        token = match.group()
        if depth == 1:
            if value_of == '"id"':  # the token right after `"id":`
                if token.startswith('"') and len(token) <= MAX_ID_CHARS:
                    return json.loads(token)
                return int(token) if re.fullmatch(r"-?\d{1,18}", token) else None
            if token == ":":
                value_of, key = key, None
            elif token == ",":
                key = value_of = None
            elif token.startswith('"') and value_of is None:
                key = token
        if token in ("{", "["):
            depth += 1
        elif token in ("}", "]"):
            depth -= 1
    return None
