"""The MCP server: tools over romsmith's public functions, resources over sessions' records."""

from __future__ import annotations

import functools
import itertools
import json
from collections.abc import Callable
from typing import Annotated, Any

import anyio
import anyio.from_thread
import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp_types import CallToolResult, TextContent
from pydantic import Field

from romsmith import __version__
from romsmith import memory as guidelines
from romsmith.generators import api as content_api
from romsmith.kernel.errors import RomsmithError, UsageError
from romsmith.kernel.genres import GENRES
from romsmith.mcp_server import _sessions
from romsmith.pipeline import api as game_api
from romsmith.rom_build import api as rom_api

INSTRUCTIONS = (
    "romsmith turns a one-line game idea into a Game Boy Advance ROM that was really compiled and "
    "booted. new_game runs the whole pipeline; validate_spec checks a GameSpec and lists every "
    "error with its JSON pointer and suggestions; build_spec builds one; verify_rom boots a ROM; "
    "memory_search/memory_add read and write the guidelines mined from earlier runs. A report's "
    "verdict is 'verified' only when the ROM compiled in that run and booted in mGBA."
)
MAX_TEXT = guidelines.MAX_TEXT_CHARS  # an idea, a query, a guideline: one line, not a document

# one run at a time: a run drives the compiler container and the emulator
_RUN_LOCK = anyio.Lock()


def _result(data: Any) -> CallToolResult:
    """The tool's answer: the CLI's --json text, and the same object as structured content."""
    text = json.dumps(data, indent=2, ensure_ascii=False, default=str)
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=_object(data))


def _object(data: Any) -> dict | None:
    return data if isinstance(data, dict) else None


def _error(err: RomsmithError) -> CallToolResult:
    data = err.to_json()
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(data, indent=2, default=str))],
        structured_content=data,
        is_error=True,
    )


async def _call(ctx: Context | None, operation: Callable[..., Any], *, runs: bool = False, **kwargs) -> CallToolResult:
    """Run a blocking romsmith function in a worker thread; with `runs`, forward its stage
    progress to the client and hold the run lock."""
    if runs:
        kwargs["progress"] = _progress_to(ctx)
    work = functools.partial(operation, **kwargs)
    try:
        if runs:
            async with _RUN_LOCK:
                value = await anyio.to_thread.run_sync(work)
        else:
            value = await anyio.to_thread.run_sync(work)
    except RomsmithError as err:
        return _error(err)
    except Exception as exc:  # a defect: said as romsmith says errors, not as the SDK's bare line
        return _error(
            RomsmithError(
                f"{getattr(operation, '__name__', 'the tool')} stopped on an internal error: {type(exc).__name__}: {exc}"[
                    :500
                ],
                hint="this is a bug in romsmith; the same call from the command line shows where",
            )
        )
    return _result(value.to_json() if hasattr(value, "to_json") else [v.to_json() for v in value])


def _progress_to(ctx: Context | None) -> Callable[[str, dict], None]:
    done = itertools.count(1)

    def progress(phase: str, info: dict) -> None:
        if phase != "end" or ctx is None:
            return
        bits = [info.get("stage", "?")]
        if info.get("agent"):
            bits.append(f"agent {info['agent']}")
        if "errors" in info:
            bits.append(f"{info['errors']} error(s)" if info["errors"] else "valid")
        if "ok" in info:
            bits.append("ok" if info["ok"] else "FAILED")
        if info.get("verdict"):
            bits.append(info["verdict"])
        try:  # called from the worker thread that runs the pipeline
            anyio.from_thread.run(ctx.report_progress, next(done), None, ", ".join(bits))
        except Exception:
            pass  # progress is a courtesy: a closed session must not stop the run

    return progress


def _spec_argument(spec: dict | None, path: str | None) -> dict | str:
    if (spec is None) == (path is None):
        raise UsageError(
            "give exactly one of `spec` and `path`",
            hint='pass {"spec": {...the GameSpec...}} or {"path": "spec.json"}',
        )
    return spec if spec is not None else path


def build_server() -> MCPServer:
    server = MCPServer(name="romsmith", instructions=INSTRUCTIONS, version=__version__)

    @server.tool()
    async def new_game(
        idea: Annotated[str, Field(min_length=1, max_length=MAX_TEXT, description="the game in one line")],
        model: Annotated[str | None, Field(description="any litellm model id (default offline/designer)")] = None,
        seed: Annotated[int, Field(ge=0, le=2**31 - 1, description="same idea and seed, same game")] = 0,
        out: Annotated[str | None, Field(description="output folder (default out/SESSION)")] = None,
        memory: Annotated[bool, Field(description="use and feed the guideline memory")] = True,
        playtest: Annotated[bool, Field(description="play the ROM to its win screen (informational)")] = True,
        hero: Annotated[
            str | None, Field(max_length=MAX_TEXT, description="the hero said again, e.g. 'a penguin named Pip'")
        ] = None,
        goal: Annotated[
            str | None, Field(max_length=MAX_TEXT, description="the goal said again, e.g. 'deliver the mail'")
        ] = None,
        foes: Annotated[
            list[Annotated[str, Field(max_length=200)]] | None,
            Field(max_length=6, description="the foes said again, e.g. ['the walruses']"),
        ] = None,
        places: Annotated[
            list[Annotated[str, Field(max_length=200)]] | None,
            Field(max_length=6, description="the places said again, e.g. ['the harbour']"),
        ] = None,
        ctx: Context | None = None,
    ) -> CallToolResult:
        """Turn a one-line game idea into a built and booted GBA ROM (like `romsmith new --json`).

        Returns report.json plus out_dir and trace; verdict 'verified' means the ROM compiled in
        this run and booted in mGBA. Takes a minute or more; progress comes per stage. The
        report's `fidelity.reading` says how the idea was read; when a role is wrong, call again
        with `hero`, `goal`, `foes` or `places` (like `romsmith new --hero/--goal/--foe/--place`)."""
        said = {"hero": hero, "goal": goal, "foes": foes, "places": places}
        return await _call(
            ctx,
            game_api.new_game,
            runs=True,
            idea=idea,
            model=model,
            seed=seed,
            out=out,
            memory=memory,
            playtest=playtest,
            corrections={k: v for k, v in said.items() if v} or None,
            said_as={k: f"`{k}`" for k in said},
        )

    @server.tool()
    async def validate_spec(
        spec: Annotated[dict[str, Any] | None, Field(description="the GameSpec as an object")] = None,
        path: Annotated[str | None, Field(description="or the path of a GameSpec JSON file")] = None,
        pack: Annotated[str | None, Field(description="pack name or folder (default puny)")] = None,
    ) -> CallToolResult:
        """Check a GameSpec against the schema, the sprite pack and the engine's limits (like
        `romsmith validate --json`): {ok, errors, warnings}, each issue with its JSON pointer
        (`path`), a code, the message, the valid `choices` and ranked `suggestions`."""
        try:
            target = _spec_argument(spec, path)
        except UsageError as err:
            return _error(err)
        return await _call(None, content_api.validate, spec=target, pack=pack)

    @server.tool()
    async def build_spec(
        out: Annotated[str, Field(min_length=1, description="output folder")],
        spec: Annotated[dict[str, Any] | None, Field(description="the GameSpec as an object")] = None,
        path: Annotated[str | None, Field(description="or the path of a GameSpec JSON file")] = None,
        playtest: Annotated[bool, Field(description="play the ROM to its win screen (informational)")] = True,
        ctx: Context | None = None,
    ) -> CallToolResult:
        """Validate, generate, build, verify and report a GameSpec with no model involved (like
        `romsmith build --json`): report.json plus out_dir and trace."""
        try:
            target = _spec_argument(spec, path)
        except UsageError as err:
            return _error(err)
        return await _call(ctx, game_api.build, runs=True, spec=target, out=out, playtest=playtest)

    @server.tool()
    async def verify_rom(
        rom: Annotated[str, Field(min_length=1, description="path of a .gba file")],
        frames: Annotated[int, Field(ge=1, le=100_000, description="frames to emulate")] = 600,
        presses: Annotated[
            list[Annotated[str, Field(max_length=20)]], Field(max_length=200, description="KEY@FRAME, e.g. START@120")
        ] = ["START@120"],  # noqa: B006 (the schema's default; never mutated)
        shots: Annotated[str | None, Field(description="folder for PNG screenshots")] = None,
    ) -> CallToolResult:
        """Boot a ROM in mGBA and check the header, the state block, progress and the screen
        (like `romsmith verify --json`): {ok, checks, screenshots, sha256, ...}."""
        return await _call(None, rom_api.verify, rom=rom, frames=frames, presses=tuple(presses), shots=shots)

    @server.tool()
    async def memory_search(
        query: Annotated[str, Field(min_length=1, max_length=MAX_TEXT)],
        k: Annotated[int | None, Field(ge=1, le=1000, description="how many (default 12)")] = None,
        tool: Annotated[str | None, Field(max_length=100, description="guarantee hits tagged with this tool")] = None,
        genres: Annotated[
            list[Annotated[str, Field(max_length=40)]],
            Field(
                max_length=len(GENRES),
                description="prefer lessons learned in these scene genres (" + ", ".join(GENRES) + ")",
            ),
        ] = [],  # noqa: B006 (the schema's default; never mutated)
    ) -> CallToolResult:
        """Search the guidelines mined from earlier runs, best first (like `romsmith memory
        search --genre ... --json`): [{id, text, score, tier, tools}]. A lesson learned only in
        other genres than `genres` ranks lower; no genres, no preference."""
        return await _call(None, guidelines.search, query=query, k=k, tool=tool, genres=list(genres) or None)

    @server.tool()
    async def memory_add(
        text: Annotated[str, Field(min_length=1, max_length=MAX_TEXT)],
        tools: Annotated[list[Annotated[str, Field(max_length=100)]], Field(max_length=20)] = [],  # noqa: B006
        session: Annotated[str | None, Field(max_length=100)] = None,
    ) -> CallToolResult:
        """Add a guideline by hand; a near-duplicate merges into the existing one (like
        `romsmith memory add --json`): {id, merged}."""
        return await _call(None, guidelines.add, text=text, tools=tuple(tools), session=session)

    _sessions.register(server)
    return server


def serve() -> None:
    """Serve over stdin/stdout until the client closes them (fd 1 points at stderr while serving,
    so stray output of a library or a child process cannot corrupt the protocol; a request the
    SDK could not parse is answered with an error, see _stdio)."""
    from romsmith.mcp_server import _stdio

    anyio.run(_stdio.serve, build_server())
