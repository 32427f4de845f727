"""The claim guard: the verdict comes from recorded evidence only, never from model text.

`verified` needs a compile that exited 0 in this session (with the toolchain image digest, or the
host compiler's version line), a boot check that passed, and the same ROM bytes throughout: the
sha256 recorded at build time, the one the boot check ran, and the file in the output folder.
Model text that claims the ROM is built or working is dropped from anything shown to the user
and logged as a `claim` event with ok=false.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

CLAIM = re.compile(
    r"[^.!?\n]*\b(?:rom|cartridge|game\s*boy|gba|build|compil\w*|boot\w*|test(?:ed|s)?|verif\w*)\b[^.!?\n]*"
    r"\b(?:built|compiled|verified|works?|working|boots?|passed|succeeded|successful(?:ly)?|ready|tested)\b[^.!?\n]*[.!?]?",
    re.I,
)


def decide(session_id: str, build: dict | None, verify: dict | None, rom_file: Path | None) -> tuple[str, list[dict]]:
    """(verdict, checks) from the build and verify records and the ROM file itself."""
    checks: list[dict] = []
    if not build:
        return "not_built", checks
    compiled = (
        build.get("exit_code") == 0
        and build.get("ok") is True
        and build.get("session_id") == session_id
        and bool(build.get("image_digest") if build.get("toolchain") == "docker" else build.get("compiler"))
    )
    checks.append(
        {
            "name": "compile",
            "ok": compiled,
            "evidence": {
                "exit_code": build.get("exit_code"),
                "toolchain": build.get("toolchain"),
                "image": build.get("image"),
                "image_digest": build.get("image_digest"),
                "compiler": build.get("compiler"),
                "session_id": build.get("session_id"),
                "seconds": build.get("seconds"),
                "log": build.get("log_path"),
            },
        }
    )
    on_disk = hashlib.sha256(rom_file.read_bytes()).hexdigest() if rom_file and rom_file.is_file() else None
    built_sha = build.get("rom_sha256")
    same = bool(on_disk) and on_disk == built_sha and bool(verify) and verify.get("sha256") == on_disk
    checks.append(
        {
            "name": "same_rom",
            "ok": same,
            "evidence": {
                "built_sha256": built_sha,
                "booted_sha256": (verify or {}).get("sha256"),
                "file_sha256": on_disk,
            },
        }
    )
    for check in (verify or {}).get("checks", []):
        checks.append({"name": check.get("name"), "ok": bool(check.get("ok")), "evidence": check.get("evidence")})
    booted = bool(verify) and verify.get("ok") is True and all(c["ok"] for c in checks)
    return ("verified" if compiled and same and booted else "failed"), checks


def screen(text: str, *, verdict: str, trace=None, node: str = "report", field: str = "") -> str:
    """`text` without sentences claiming the ROM works; each one dropped is logged as a `claim` event."""
    if not text:
        return text
    kept = text
    for match in CLAIM.finditer(text):
        sentence = match.group(0).strip()
        if not sentence:
            continue
        kept = kept.replace(match.group(0), "")
        if trace is not None:
            trace.event(
                node,
                "claim",
                tool="claim_guard",
                ok=False,
                args={"field": field, "text": sentence[:300], "verdict": verdict},
                error="model text claimed an outcome; only recorded evidence decides it",
            )
    return re.sub(r"\s{2,}", " ", kept).strip()
