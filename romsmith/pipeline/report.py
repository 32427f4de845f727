"""The output folder: game.gba, spec.json, report.json, build.log, screens/, music.wav, report.html.

Everything here is computed from the run's records; the verdict is `guard.decide`'s, taken as it is.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from romsmith.pipeline.fidelity import assess
from romsmith.pipeline.genres import assess_genres
from romsmith.pipeline.guard import Evidence, decide, screen


def totals(usage: dict) -> dict:
    return {
        "calls": sum(u.get("calls", 0) for u in usage.values()),
        "tokens_in": sum(u.get("tokens_in", 0) for u in usage.values()),
        "tokens_out": sum(u.get("tokens_out", 0) for u in usage.values()),
        "cost": round(sum(u.get("cost", 0.0) for u in usage.values()), 6),
    }


def write_outputs(state: dict, trace=None, pack=None) -> dict:
    """Copy the artefacts into the output folder, decide the verdict, write report.json and report.html
    (with the run's `pack` for the cast's sprites)."""
    out = Path(state["out_dir"])
    out.mkdir(parents=True, exist_ok=True)
    build = state.get("build")
    rom_file = out / "game.gba"
    rom_file.unlink(missing_ok=True)  # never leave a ROM from an earlier run next to this report
    if build and build.get("log_path") and Path(build["log_path"]).is_file():
        shutil.copyfile(build["log_path"], out / "build.log")
    if state.get("spec"):
        (out / "spec.json").write_text(json.dumps(state["spec"], indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    # the verdict is decided on the very bytes that would become game.gba: a copy of the built
    # ROM, put in place (atomically) only when verified; the ROM of a failed run stays in build/rom
    staged = _stage(build, rom_file)
    evidence = Evidence.of_run(state, staged)
    decided = decide(evidence)
    verdict, checks = decided.verdict, decided.checks
    if staged is not None:
        if verdict == "verified":
            os.replace(staged, rom_file)
        else:
            staged.unlink()
    spec = dict(state.get("spec") or {})
    for key in ("premise", "title"):
        if spec.get(key):
            spec[key] = screen(spec[key], verdict=verdict, trace=trace, field=key)
    if trace is not None:
        # romsmith claims success only with evidence; a failed run makes no claim, it records the verdict
        summary = {"verdict": verdict, "checks": {c["name"]: c["ok"] for c in checks}}
        if verdict == "verified":
            trace.event(
                "report", "claim", tool="claim_guard", ok=True, args={**summary, "rom_sha256": evidence.rom_sha256}
            )
        else:
            trace.event(
                "report",
                "tool_call",
                tool="claim_guard",
                ok=True,
                args=summary,
                error=(state.get("failure") or {}).get("message"),
            )
    report = {
        "verdict": verdict,
        "verdict_line": decided.line,
        "checks": checks,
        "rom": _rom_info(rom_file, build, evidence.rom_sha256) if verdict == "verified" else None,
        "session_id": state["session_id"],
        "model": state.get("model"),
        "prompt": state.get("prompt"),
        "seed": state.get("seed"),
        "toolchain": state.get("toolchain"),
        "shape": state.get("shape") or "parts",
        "layout_model": state.get("layout_model") if state.get("shape") == "items" else None,
        "items_written": sum(1 for v in (state.get("items") or {}).values() if v),
        "constrain_ids": bool(state.get("constrain_ids")),
        **dict(totals(state.get("usage", {})).items()),
        "usage": state.get("usage", {}),
        "stages": {k: round(v, 3) for k, v in (state.get("stages") or {}).items()},
        "repair_rounds": state.get("repair_round", 0),
        "repairs": state.get("repair_log", []),
        "failure": state.get("failure") or None,
        "warnings": list(state.get("warnings", [])),
        "screens": [str(Path(p).relative_to(out)) for p in _screens(out)],
        "files": {
            "rom": "game.gba" if rom_file.exists() else None,
            "spec": "spec.json",
            "log": "build.log" if (out / "build.log").exists() else None,
            "audio": "music.wav" if (out / "music.wav").exists() else None,
            "html": "report.html",
        },
    }
    report["title"] = spec.get("title")
    report["genres"], asked = assess_genres(state.get("prompt"), state.get("spec"))
    report["intent"] = state.get("intent")
    missing = (report["genres"] or {}).get("missing", [])
    report["fidelity"], more = assess(state.get("prompt"), state.get("spec"), pack, state.get("intent"), missing)
    report["warnings"] += asked + more
    (out / "report.json").write_text(
        json.dumps(report, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8"
    )
    from romsmith.pipeline.report_html import render

    (out / "report.html").write_text(render(report, spec, out, pack), encoding="utf-8")
    return report


def _stage(build: dict | None, rom_file: Path) -> Path | None:
    """A copy of the built ROM next to `rom_file`, not yet under its name; None without a built ROM."""
    built = Path(build["rom_path"]) if build and build.get("ok") and build.get("rom_path") else None
    if built is None or not built.is_file():
        return None
    staged = rom_file.with_name(f".{rom_file.name}.{os.getpid()}.tmp")
    shutil.copyfile(built, staged)
    return staged


def _screens(out: Path) -> list[Path]:
    folder = out / "screens"
    if not folder.is_dir():
        return []
    order = {"title": 0, "win": 2, "playthrough_play": 2, "playthrough_win": 2, "playthrough_stuck": 2, "final": 3}
    ours = [p for p in folder.glob("*.png") if p.stem in order or p.stem.startswith("scene_")]
    return sorted(ours, key=lambda p: (order.get(p.stem, 1), p.name))  # title, scenes, win, final


def _rom_info(rom_file: Path, build: dict | None, sha256: str | None) -> dict:
    return {
        "path": str(rom_file),
        "sha256": sha256,
        "bytes": rom_file.stat().st_size,
        "title": (build or {}).get("title"),
        "code": (build or {}).get("code"),
    }
