"""`romsmith mcp` answers every request, on raw stdio: one the SDK cannot parse (nested too deep,
an integer of 100,000 digits, not JSON) gets a JSON-RPC error under its id, and a bad argument
gets romsmith's own error text, never the SDK's bare "Error executing tool"."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from romsmith.mcp_server._stdio import INVALID_REQUEST, PARSE_ERROR, refusal, request_id

EXE = str(Path(sys.executable).parent / "romsmith")
DEEP = "[" * 50_000 + "]" * 50_000


def _call(n: int, tool: str, arguments: str) -> str:
    return f'{{"jsonrpc":"2.0","id":{n},"method":"tools/call","params":{{"name":"{tool}","arguments":{arguments}}}}}'


class Server:
    def __init__(self, home: Path):
        self.proc = subprocess.Popen(
            [EXE, "mcp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "ROMSMITH_HOME": str(home)},
        )

    def send(self, line: str) -> None:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def answer(self, timeout: float = 120) -> dict:
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        assert ready, "the request was never answered"
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(60)


@pytest.fixture
def server(tmp_path):
    started = Server(tmp_path / "home")
    started.send(
        json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "t", "version": "1"},
                },
            }
        )
    )
    assert started.answer()["id"] == 0
    started.send('{"jsonrpc":"2.0","method":"notifications/initialized"}')
    yield started
    started.close()


@pytest.mark.slow
def test_requests_the_sdk_cannot_parse_are_answered_with_an_error(server):
    server.send(_call(1, "validate_spec", '{"spec":{"cast":' + DEEP + "}}"))
    deep = server.answer()
    assert deep["id"] == 1 and deep["error"]["code"] == INVALID_REQUEST
    assert "nests deeper than 64 levels" in deep["error"]["message"]
    server.send(_call(2, "memory_search", '{"query":"sprite ids","k":' + "9" * 100_000 + "}"))
    huge = server.answer()
    assert huge["id"] == 2 and "an integer of 100000 digits" in huge["error"]["message"]
    server.send('{"jsonrpc":"2.0","id":3,"method":"tools/list"')  # cut short
    cut = server.answer()
    assert cut["id"] == 3 and cut["error"]["code"] == PARSE_ERROR
    server.send(json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/list"}))
    assert server.answer()["id"] == 4, "the server goes on answering"


@pytest.mark.slow
def test_bad_arguments_come_back_as_romsmith_errors(server):
    calls = {
        5: ("memory_add", {"text": "Use sprite ids from the pack list", "tools": ["../../etc"]}),
        6: ("validate_spec", {"path": "x" * 100_000}),
        7: ("memory_search", {"query": "   "}),
    }
    for n, (tool, arguments) in calls.items():
        server.send(_call(n, tool, json.dumps(arguments)))
    answers = {a["id"]: a for a in (server.answer() for _ in calls)}
    for n in calls:
        result = answers[n]["result"]
        data = json.loads(result["content"][0]["text"])
        assert result["isError"] and data["error"] == "UsageError" and data["exit_code"] == 2, data
    assert "is not a name" in json.loads(answers[5]["result"]["content"][0]["text"])["message"]


def test_the_id_of_a_request_that_does_not_parse_is_found():
    assert request_id(_call(9, "validate_spec", '{"spec":' + DEEP + "}")) == 9
    assert request_id('{"params":{"id":5,"x":' + DEEP + '},"id":"late"}') == "late"
    assert request_id('{"jsonrpc":"2.0","method":"x","params":{"id":1}}') is None
    assert request_id('{"id":{"a":1}}') is None and request_id("not json") is None
    assert refusal('{"jsonrpc":"2.0","id":1,"method":"tools/list"}') is None
    assert refusal("   \n") is None
    assert refusal('{"k":' + "9" * 40 + "}")[0] == INVALID_REQUEST
