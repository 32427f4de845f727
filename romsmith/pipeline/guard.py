"""The verdict and the claim guard: the verdict comes from recorded evidence only, never from model text.

`decide(Evidence.of_run(state, rom_file))` is the one place a run's verdict is decided:

- `verified`: every deciding check passed and no failure was recorded. The deciding checks are
  `compile` (a build that exited 0 in this session, with the toolchain image digest, or the host
  compiler's version line), `sources` (this run's generated sources: their sha256 taken when they
  were generated, before and after the compile, and again now, all equal), `same_rom` (the sha256
  recorded at build time, the one the boot check ran and the ROM file to be published are equal),
  then every check of the verify record (boot, scenes) with the record itself passing;
- `failed`: a build ran and something did not hold, or the content could not be made valid;
- `not_built`: nothing was built because the environment stopped the run (exit 2).

Informational checks (the playthrough) are listed after the deciding ones and never change the
verdict. A new piece of evidence is a field of `Evidence` plus a check function in `CHECKS`.

Model text that claims the ROM is built or working is dropped from anything shown to the user
(`screen`) and logged as a `claim` event with ok=false.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from romsmith.rom_build import rom_sha256

VERDICT_LINE = {
    "verified": "verified: the ROM compiled in this run and booted in mGBA",
    "failed": "failed",
    "not_built": "not built",
}

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


@dataclass(frozen=True)
class Evidence:
    """What the verdict is decided from: this run's records and the ROM file, never model text."""

    session_id: str
    build: Mapping | None = None  # the build node's record (BuildRecord)
    verify: Mapping | None = None  # the verify node's record (VerifyRecord)
    rom_sha256: str | None = None  # the ROM file to be published, hashed when the verdict is decided
    sources_generated: str | None = None  # sha256 of the generated sources when they were generated
    sources_now: str | None = None  # and when the verdict is decided
    failure: Mapping | None = None  # the failure the run recorded, if any

    @classmethod
    def of_run(cls, state: Mapping, rom_file: Path | None) -> Evidence:
        """The evidence of a run's state, with `rom_file` (the ROM to publish) and the generated
        sources hashed now."""
        present = rom_file is not None and rom_file.is_file()
        return cls(
            session_id=state["session_id"],
            build=state.get("build"),
            verify=state.get("verify"),
            rom_sha256=rom_sha256(rom_file) if present else None,
            sources_generated=state.get("sources_sha256"),
            sources_now=sources_digest(state["game_dir"]) if state.get("game_dir") else None,
            failure=state.get("failure"),
        )


@dataclass(frozen=True)
class Verdict:
    verdict: str  # verified | failed | not_built
    checks: list[dict] = field(default_factory=list)  # the deciding checks, then informational ones
    exit_code: int = 1  # 0 verified, 1 the work failed, 2 the environment is wrong

    @property
    def line(self) -> str:
        return VERDICT_LINE[self.verdict]


def _compile(e: Evidence) -> dict:
    build = e.build or {}
    compiled = (
        build.get("exit_code") == 0
        and build.get("ok") is True
        and build.get("session_id") == e.session_id
        and bool(build.get("image_digest") if build.get("toolchain") == "docker" else build.get("compiler"))
    )
    evidence = {key: build.get(key) for key in ("exit_code", "toolchain", "image", "image_digest", "compiler")}
    evidence.update(session_id=build.get("session_id"), seconds=build.get("seconds"), log=build.get("log_path"))
    return {"name": "compile", "ok": compiled, "evidence": evidence}


def _sources(e: Evidence) -> dict:
    compiled = (e.build or {}).get("sources_sha256")  # None: they changed during the compile
    own = bool(e.sources_generated) and e.sources_generated == compiled == e.sources_now
    return {
        "name": "sources",
        "ok": own,
        "evidence": {"generated_sha256": e.sources_generated, "compiled_sha256": compiled, "now_sha256": e.sources_now},
    }


def _same_rom(e: Evidence) -> dict:
    built, booted = (e.build or {}).get("rom_sha256"), (e.verify or {}).get("sha256")
    same = bool(e.rom_sha256) and e.rom_sha256 == built == booted
    return {
        "name": "same_rom",
        "ok": same,
        "evidence": {"built_sha256": built, "booted_sha256": booted, "file_sha256": e.rom_sha256},
    }


def _booted(e: Evidence) -> list[dict]:
    return [
        {"name": c.get("name"), "ok": bool(c.get("ok")), "evidence": c.get("evidence")}
        for c in (e.verify or {}).get("checks", [])
    ]


# deciding checks in report order; each maps the evidence to its check(s)
CHECKS: tuple[Callable[[Evidence], dict | list[dict]], ...] = (_compile, _sources, _same_rom, _booted)


def decide(e: Evidence) -> Verdict:
    """The run's verdict, its checks and its exit code: the only place they are decided."""
    failure = e.failure or {}
    environment = failure.get("kind") == "environment"
    if not e.build:
        # nothing was built: the content could not be made valid (failed) or the environment
        # stopped the run before a build (not built)
        verdict = "failed" if failure and not environment else "not_built"
        return Verdict(verdict, [], exit_code_of(verdict, failure))
    checks: list[dict] = []
    for check in CHECKS:
        found = check(e)
        checks += found if isinstance(found, list) else [found]
    booted = bool(e.verify) and e.verify.get("ok") is True
    verdict = "verified" if booted and all(c["ok"] for c in checks) and not failure else "failed"
    informational = [e.verify["playthrough"]] if e.verify and e.verify.get("playthrough") else []
    return Verdict(verdict, checks + informational, exit_code_of(verdict, failure))


def exit_code_of(verdict: str, failure: Mapping | None) -> int:
    if verdict == "verified":
        return 0
    return 2 if (failure or {}).get("kind") == "environment" else 1


def exit_code_for(report: Mapping) -> int:
    """The exit code of a written report (report.json's verdict and failure)."""
    return exit_code_of(report["verdict"], report.get("failure"))


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
