"""ROM nodes: generate C and tiles, build in the toolchain, boot and screenshot in mGBA."""

from __future__ import annotations

import shutil
from pathlib import Path

from romsmith.generators import spec as S
from romsmith.kernel.errors import RomsmithError
from romsmith.pipeline.graph._common import context, failure_of, stage
from romsmith.pipeline.graph._state import RunState
from romsmith.pipeline.guard import sources_digest


def generate_node(state: RunState, runtime=None) -> dict:
    ctx = context(runtime, state)
    from romsmith.generators import emit_game

    out = Path(state["out_dir"])
    game_dir = out / "build" / "src"
    with stage(ctx, "generate") as info:
        try:
            game_dir.mkdir(parents=True, exist_ok=True)
            with ctx.trace.timed("generate", "tool_call", tool="emit_game", args={"out": str(game_dir)}) as event:
                result = emit_game(ctx.game_spec(state), ctx.pack, game_dir)
                event["args"] = {
                    "out": str(game_dir),
                    "changed": [Path(f).name for f in result.changed],
                    "removed": remove_stale(game_dir, result.files),
                }
                digest = sources_digest(game_dir)
                event["args"]["sources_sha256"] = digest
            if ctx.after_generate is not None:
                ctx.after_generate(str(game_dir))
        except RomsmithError as err:
            return {"failure": failure_of("generate", err), "stages": {"generate": 0.0}}
    return {"game_dir": str(game_dir), "sources_sha256": digest, "stages": {"generate": info["seconds"]}}


def remove_stale(game_dir: Path, kept) -> list[str]:
    """Delete what an earlier emit left in `game_dir` that this one did not produce.

    The folder itself stays: emit_game rewrites a file only when its bytes change, so an unchanged
    file keeps its mtime and the ROM makefile does not recompile it.
    """
    keep = {Path(f).resolve() for f in kept}
    removed = []
    for path in sorted(game_dir.iterdir()):
        if path.resolve() in keep:
            continue
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
        removed.append(path.name)
    return removed


def build_node(state: RunState, runtime=None) -> dict:
    ctx = context(runtime, state)
    from romsmith.rom_build import build_rom, rom_sha256

    spec = ctx.game_spec(state)
    title, code = spec.header(), S.game_code(state["session_id"], spec.title)
    out = Path(state["out_dir"]) / "build" / "rom"
    with stage(ctx, "build", toolchain=state["toolchain"]) as info:
        compiled = sources_digest(state["game_dir"])  # the sources as the compiler finds them
        try:
            result = build_rom(
                state["game_dir"],
                out,
                title=title,
                code=code,
                toolchain=state["toolchain"],
                timeout_s=ctx.settings.build_timeout_s,
            )
        except RomsmithError as err:
            ctx.trace.event(
                "build",
                "build",
                tool=f"build_rom:{state['toolchain']}",
                ok=False,
                error=f"{type(err).__name__}: {err.message}",
            )
            return {"failure": failure_of("build", err), "stages": {"build": 0.0}}
        record = result.to_json()
        record["session_id"] = state["session_id"]
        record["rom_sha256"] = rom_sha256(result.rom_path) if result.ok else None
        # the same before and after the compile, or they changed under it
        record["sources_sha256"] = compiled if sources_digest(state["game_dir"]) == compiled else None
        errors = [d for d in result.diagnostics if d.get("severity") == "error"]
        ctx.trace.event(
            "build",
            "build",
            tool=f"build_rom:{state['toolchain']}",
            ok=result.ok,
            ms=result.seconds * 1000,
            error=None if result.ok else _first_error(errors, result.exit_code),
            args={
                "exit_code": result.exit_code,
                "jobs": result.jobs,
                "image_digest": result.image_digest,
                "rom_sha256": record["rom_sha256"],
                "sources_sha256": record["sources_sha256"],
                "title": title,
                "code": code,
            },
        )
        info["ok"] = result.ok
    update = {"build": record, "stages": {"build": info["seconds"]}}
    if not result.ok:
        update["failure"] = {
            "stage": "build",
            "kind": "compile",
            "message": "the C build failed: " + _first_error(errors, result.exit_code),
            "evidence": {"exit_code": result.exit_code, "errors": errors[:10], "log": str(result.log_path)},
        }
    return update


def _first_error(errors: list[dict], exit_code: int) -> str:
    if not errors:
        return f"the compiler exited with code {exit_code}"
    e = errors[0]
    where = ":".join(str(x) for x in (e.get("file"), e.get("line"), e.get("column")) if x not in (None, ""))
    return f"{where}: {e.get('message')}" if where else str(e.get("message"))


def verify_node(state: RunState, runtime=None) -> dict:
    ctx = context(runtime, state)
    from romsmith.pipeline.screens import capture_scenes
    from romsmith.rom_build import verify_rom
    from romsmith.rom_build.audio import capture_clip

    rom = Path(state["build"]["rom_path"])
    shots = Path(state["out_dir"]) / "screens"
    shots.mkdir(parents=True, exist_ok=True)
    with stage(ctx, "verify") as info:
        try:
            result = verify_rom(
                rom, shots_dir=shots, expect_title=state["build"].get("title"), expect_code=state["build"].get("code")
            )
            record = _verify_record(result)
            scenes = capture_scenes(rom, state["spec"], shots)
            audio = capture_clip(rom, Path(state["out_dir"]) / "music.wav")
        except RomsmithError as err:
            ctx.trace.event(
                "verify", "verify", tool="verify_rom", ok=False, error=f"{type(err).__name__}: {err.message}"
            )
            return {"failure": failure_of("verify", err), "stages": {"verify": 0.0}}
        record["checks"] += [scenes["check"], audio]
        record["scene_shots"] = scenes["shots"]
        record["ok"] = bool(record["ok"] and scenes["check"]["ok"] and audio["ok"])
        from romsmith.playtest import playthrough_check  # informational: never part of record["ok"]

        record["playthrough"] = playthrough_check(
            rom,
            game_dir=state.get("game_dir"),
            shots_dir=shots,
            trace=ctx.trace,
            max_frames=ctx.settings.playtest_frames if state.get("playtest", True) else 0,
        )
        ctx.trace.event(
            "verify",
            "verify",
            tool="verify_rom",
            ok=record["ok"],
            error=None if record["ok"] else "; ".join(c["name"] for c in record["checks"] if not c["ok"]) + " failed",
            args={"sha256": record["sha256"], "frames": record.get("frames_run")},
        )
        info["ok"] = record["ok"]
    update = {"verify": record, "stages": {"verify": info["seconds"]}}
    if not record["ok"]:
        bad = [c for c in record["checks"] if not c["ok"]]
        update["failure"] = {
            "stage": "verify",
            "kind": "boot",
            "message": "the ROM did not pass its boot checks: " + ", ".join(c["name"] for c in bad),
            "evidence": {"checks": bad},
        }
    return update


def _verify_record(result) -> dict:
    if hasattr(result, "to_json"):
        record = result.to_json()
    else:
        record = {k: getattr(result, k, None) for k in ("ok", "checks", "frames_run", "state", "screenshots", "sha256")}
    record["checks"] = [dict(c) for c in (record.get("checks") or [])]
    record["screenshots"] = [str(p) for p in (record.get("screenshots") or [])]
    return record


def route_after(step: str):
    def route(state) -> str:
        return "report" if state.get("failure") else step

    return route
