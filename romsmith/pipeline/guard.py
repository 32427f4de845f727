"""The claim guard: the verdict comes from recorded evidence only, never from model text.

`verified` needs a compile that exited 0 in this session (with the toolchain image digest, or the
host compiler's version line), of this run's sources (the sha256 of the generated sources taken
when they were generated, before and after the compile, and again now, all equal), a boot check
that passed, and the same ROM bytes throughout: the sha256 recorded at build time, the one the
boot check ran, and the file itself.
Model text that claims the ROM is built or working is dropped from anything shown to the user
and logged as a `claim` event with ok=false.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

# A claim is a sentence naming the ROM or the build and then an outcome. Sentences are found and
# tested with regexes that have no nested or adjacent unbounded repeats, so the work grows with the
# text's length (the single regex before took 2.3 s for 16,000 characters), and only the first
# MAX_SCREENED characters of model text are looked at (and shown) at all.
MAX_SCREENED = 2000  # a title is at most 30 characters, a premise 300
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_SUBJECT = re.compile(r"\b(?:rom|cartridge|game\s*boy|gba|build|compil\w*|boot\w*|test(?:ed|s)?|verif\w*)\b", re.I)
_OUTCOME = re.compile(
    r"\b(?:built|compiled|verified|works?|working|boots?|passed|succeeded|successful(?:ly)?|ready|tested)\b", re.I
)


def claims(text: str) -> list[str]:
    """The sentences of `text` (cut to MAX_SCREENED) that claim the ROM works."""
    found = []
    for match in _SENTENCE.finditer(text[:MAX_SCREENED]):
        sentence = match.group(0)
        subject = _SUBJECT.search(sentence)
        if subject and _OUTCOME.search(sentence, subject.end()):
            found.append(sentence)
    return found


def sources_digest(game_dir) -> str | None:
    """One sha256 over the generated sources (every file's name and bytes, in name order): taken
    when they are generated, before and after they are compiled, and when the report is written,
    so a verdict belongs to the sources this run made. None when the folder is gone."""
    folder = Path(game_dir)
    if not folder.is_dir():
        return None
    h = hashlib.sha256()
    for path in sorted(folder.iterdir()):
        if path.is_file():
            h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def decide(
    session_id: str, build: dict | None, verify: dict | None, rom_file: Path | None, *, sources: dict | None = None
) -> tuple[str, list[dict]]:
    """(verdict, checks) from the build and verify records, the ROM file itself, and `sources`:
    {"generated": sha256 when generated, "now": sha256 of the generated sources now}."""
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
    generated, now = (sources or {}).get("generated"), (sources or {}).get("now")
    own = bool(generated) and generated == build.get("sources_sha256") == now
    checks.append(
        {
            "name": "sources",
            "ok": own,
            "evidence": {
                "generated_sha256": generated,
                "compiled_sha256": build.get("sources_sha256"),  # None: they changed during the compile
                "now_sha256": now,
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
    return ("verified" if compiled and own and same and booted else "failed"), checks


def screen(text: str, *, verdict: str, trace=None, node: str = "report", field: str = "") -> str:
    """`text` (cut to MAX_SCREENED) without sentences claiming the ROM works; each one dropped is
    logged as a `claim` event."""
    if not text:
        return text
    kept = text[:MAX_SCREENED]
    for sentence in claims(kept):
        if not sentence.strip():
            continue
        kept = kept.replace(sentence, "", 1)
        if trace is not None:
            trace.event(
                node,
                "claim",
                tool="claim_guard",
                ok=False,
                args={"field": field, "text": sentence.strip()[:300], "verdict": verdict},
                error="model text claimed an outcome; only recorded evidence decides it",
            )
    return re.sub(r"\s{2,}", " ", kept).strip()
