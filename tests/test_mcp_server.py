"""`romsmith mcp` driven by the official SDK's own client over stdio, as a coding agent drives it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

pytestmark = pytest.mark.e2e  # the MCP server over stdio in its own process

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "romsmith")
EXAMPLE = ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json"
TOOLS = {"new_game", "validate_spec", "build_spec", "verify_rom", "memory_search", "memory_add"}


def _with_server(home: Path, cwd: Path, script):
    """Start `romsmith mcp`, initialise a client session, run `script(session)`, return its value."""

    async def main():
        params = StdioServerParameters(
            command=EXE, args=["mcp"], env={**os.environ, "ROMSMITH_HOME": str(home)}, cwd=cwd
        )
        with open(cwd / "server.err", "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
                await session.initialize()
                with anyio.fail_after(600):
                    return await script(session)

    return anyio.run(main)


def _json(result) -> object:
    assert result.content and result.content[0].type == "text"
    return json.loads(result.content[0].text)


def test_tools_validate_build_and_resources_over_stdio(toolchain, tmp_path):
    bad = json.loads(EXAMPLE.read_text())
    bad["cast"][0]["sprite"] = "puny_knight"  # an invented id, as models write them
    bad["scenes"][0]["theme"] = "grasland"
    progress: list[tuple[float, str]] = []

    async def on_progress(value, total, message):
        progress.append((value, message))

    async def script(session):
        listed = await session.list_tools()
        invalid = await session.call_tool("validate_spec", {"spec": bad})
        built = await session.call_tool(
            "build_spec",
            {"path": str(EXAMPLE), "out": str(tmp_path / "crown"), "playtest": False},
            progress_callback=on_progress,
        )
        session_id = _json(built)["session_id"]
        booted = await session.call_tool(
            "verify_rom",
            {"rom": str(tmp_path / "crown" / "game.gba"), "frames": 300, "shots": str(tmp_path / "shots")},
        )
        report = await session.read_resource(f"romsmith://sessions/{session_id}/report")
        trace = await session.read_resource(f"romsmith://sessions/{session_id}/trace")
        sessions = await session.read_resource("romsmith://sessions")
        templates = await session.list_resource_templates()
        neither = await session.call_tool("build_spec", {"out": str(tmp_path / "x")})
        missing = await session.call_tool("verify_rom", {"rom": str(tmp_path / "none.gba")})
        out_of_bounds = await session.call_tool("verify_rom", {"rom": "x.gba", "frames": 10**9})
        return listed, invalid, built, booted, report, trace, sessions, templates, neither, missing, out_of_bounds

    listed, invalid, built, booted, report, trace, sessions, templates, neither, missing, out_of_bounds = _with_server(
        tmp_path / "home", tmp_path, script
    )

    tools = {tool.name: tool for tool in listed.tools}
    assert set(tools) == TOOLS
    assert "idea" in tools["new_game"].input_schema["properties"]
    assert tools["verify_rom"].input_schema["properties"]["frames"]["maximum"] == 100_000

    assert not invalid.is_error
    found = _json(invalid)
    assert found["ok"] is False and invalid.structured_content == found
    by_path = {e["path"]: e for e in found["errors"]}
    assert by_path["/cast/0/sprite"]["suggestions"][0] == "puny_soldier"
    assert by_path["/scenes/0/theme"]["suggestions"][0] == "grassland"
    bad_file = tmp_path / "bad.json"
    bad_file.write_text(json.dumps(bad))
    cli = subprocess.run([EXE, "validate", str(bad_file), "--json"], capture_output=True, text=True, timeout=120)
    assert json.loads(cli.stdout) == found, "the tool returns what `romsmith validate --json` prints"

    assert not built.is_error
    answer = _json(built)
    assert answer["verdict"] == "verified", answer.get("failure")
    on_disk = json.loads((tmp_path / "crown" / "report.json").read_text())
    assert {k: v for k, v in answer.items() if k not in ("out_dir", "trace")} == on_disk
    assert answer["out_dir"] == str(tmp_path / "crown")
    stages = " | ".join(message for _value, message in progress)
    assert [value for value, _m in progress] == sorted(value for value, _m in progress) and len(progress) >= 4
    for stage in ("validate", "generate", "build", "verify"):
        assert stage in stages, stages

    assert not booted.is_error and _json(booted)["ok"] is True
    cli = subprocess.run(
        [
            EXE,
            "verify",
            str(tmp_path / "crown" / "game.gba"),
            "--frames",
            "300",
            "--shots",
            str(tmp_path / "shots"),
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert json.loads(cli.stdout) == _json(booted), "the tool returns what `romsmith verify --json` prints"

    assert json.loads(report.contents[0].text) == on_disk
    events = json.loads(trace.contents[0].text)["events"]
    assert {e["node"] for e in events} >= {"validate", "build", "verify", "report"}
    assert any(
        s["session_id"] == answer["session_id"] and s["verdict"] == "verified"
        for s in json.loads(sessions.contents[0].text)
    )
    assert {t.uri_template for t in templates.resource_templates} == {
        "romsmith://sessions/{session_id}/report",
        "romsmith://sessions/{session_id}/trace",
    }

    for failed, error in ((neither, "UsageError"), (missing, "UsageError")):
        assert failed.is_error
        data = _json(failed)
        assert data["error"] == error and data["exit_code"] == 2 and data["hint"], data
    assert out_of_bounds.is_error and "frames" in out_of_bounds.content[0].text


def test_memory_tools_add_then_find(tmp_path):
    async def script(session):
        added = await session.call_tool(
            "memory_add", {"text": "Give every enemy a scene it can reach", "tools": ["world"]}
        )
        found = await session.call_tool("memory_search", {"query": "enemy scene reachable", "k": 3})
        return added, found

    added, found = _with_server(tmp_path / "home", tmp_path, script)
    assert not added.is_error and not found.is_error
    guideline = _json(added)
    assert set(guideline) == {"id", "merged"} and guideline["merged"] is False
    hits = _json(found)
    assert hits[0]["id"] == guideline["id"] and hits[0]["tools"] == ["world"]


def test_memory_search_prefers_the_genres_asked_for_like_the_command_line(tmp_path):
    from romsmith.memory._ingest import Candidate
    from romsmith.memory.store import Store

    jump = "A gap wider than 4 cells is out of jump reach; put a ledge in the middle of wider gaps."
    bullets = "Enemy bullets faster than 3 pixels per frame cannot be dodged; slow them down near the player."
    results, _ = Store(tmp_path / "home").ingest(
        [Candidate(text=jump, genres=["platformer"]), Candidate(text=bullets, genres=["shooter"])]
    )
    ids = {"jump": results[0].id, "bullets": results[1].id}
    query = {"query": "how fast may enemy bullets fly and how wide may a jump gap be", "k": 2}

    async def script(session):
        out = {}
        for genres in ([], ["shooter"], ["platformer"]):
            found = await session.call_tool("memory_search", {**query, "genres": genres})
            assert not found.is_error, found.content
            out[",".join(genres)] = {h["id"]: h["score"] for h in _json(found)}
        return out

    scores = _with_server(tmp_path / "home", tmp_path, script)
    assert set(scores[""]) == set(ids.values())
    assert scores["shooter"][ids["bullets"]] == scores[""][ids["bullets"]] > scores["platformer"][ids["bullets"]]
    assert scores["platformer"][ids["jump"]] == scores[""][ids["jump"]] > scores["shooter"][ids["jump"]]


def test_new_game_turns_an_idea_into_a_verified_rom_over_stdio(toolchain, tmp_path):
    progress: list[str] = []

    async def on_progress(value, total, message):
        progress.append(message or "")

    async def script(session):
        made = await session.call_tool(
            "new_game",
            {
                "idea": "a fox delivers a letter to the lighthouse",
                "out": str(tmp_path / "fox"),
                "memory": False,
                "foes": ["the seagulls"],  # a role said again, as `romsmith new --foe`
            },
            progress_callback=on_progress,
        )
        empty = await session.call_tool("new_game", {"idea": ""})
        nothing = await session.call_tool("new_game", {"idea": "a fox delivers a letter", "hero": "the"})
        return made, empty, nothing

    made, empty, nothing = _with_server(tmp_path / "home", tmp_path, script)
    assert not made.is_error
    answer = _json(made)
    assert answer["verdict"] == "verified", answer.get("failure")
    on_disk = json.loads((tmp_path / "fox" / "report.json").read_text())
    assert {k: v for k, v in answer.items() if k not in ("out_dir", "trace")} == on_disk
    assert (tmp_path / "fox" / "game.gba").is_file() and answer["prompt"] == "a fox delivers a letter to the lighthouse"
    stages = " | ".join(progress)
    for stage in ("plan", "validate", "build", "verify"):
        assert stage in stages, stages
    assert empty.is_error  # the schema bounds the idea before any run starts
    assert [o["kind"] for o in answer["intent"]["opponents"]] == ["seagull"]
    assert answer["intent"]["source"].endswith(", corrected")
    assert (
        nothing.is_error and "say `hero` again" in nothing.content[0].text
    )  # said before any run, as the tool says it
