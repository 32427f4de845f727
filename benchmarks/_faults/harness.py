"""What every fault-injected run is judged by, whatever the fault.

A run ends as an `Outcome`: the verdict (verified / failed / not_built, or `refused` when the run
was turned away before it made a report, e.g. a held output folder), the exit code a user would
see, and the four things that must never happen:

- false verified: `verified` although the fault should have prevented it, or a verified report
  that an independent check disproves (the ROM in the folder is not the one reported, its header
  is not the spec's, or it does not boot);
- a traceback: an exception other than romsmith's own errors escaping, or "Traceback" on stderr;
- a wrong exit code: not 0/1/2 for verified/failed/not_built (2 for a refusal), or not the code
  the fault calls for;
- a guideline lost: a readable guideline in the vault before the run that is gone after it;
- a file leaked: `romsmith play` answering a request with a file from outside the served folder,
  or a request addressed to another host name;
- an orphan: a process a batch started that is still running after the batch was killed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import subprocess
import sys
import time
import traceback as tb
from pathlib import Path

EXIT_FOR = {"verified": 0, "failed": 1, "not_built": 2, "refused": 2}
CRASH = "crash"
ROOT = Path(__file__).resolve().parents[2]
EXE = str(Path(sys.executable).parent / "romsmith")


@dataclasses.dataclass
class Outcome:
    # verified | failed | not_built: the run's report; refused: turned away (exit 2) before making
    # one, e.g. a held output folder; error: one of romsmith's errors instead of a report (a clear
    # message and its exit code); crash: a traceback or no answer at all
    verdict: str
    exit_code: int | None
    traceback: bool = False
    false_verified: bool = False
    wrong_exit: bool = False
    lost: int = 0
    leaked: int = 0
    orphans: int = 0
    note: str = ""
    seconds: float = 0.0


class Bench:
    """The bench's home (ROMSMITH_HOME), its seeded vault, and shared ROMs."""

    def __init__(self, root: Path, rng):
        self.root = root
        self.home = root / "home"
        self.home.mkdir(parents=True, exist_ok=True)
        os.environ["ROMSMITH_HOME"] = str(self.home)
        os.environ["ROMSMITH_WARM_IDLE_S"] = os.environ.get("ROMSMITH_WARM_IDLE_S", "120")
        self.rng = rng
        self.counter = 0
        self.vault = self.home / "memory" / "vault"
        self.spoiled: set[str] = set()  # vault files a fault broke on purpose
        self.kill_window = 20.0  # seconds after start-up in which kill -9 lands (measured by prepare)

    def fresh(self, name: str) -> Path:
        self.counter += 1
        path = self.root / f"{name}-{self.counter:04d}"
        path.mkdir(parents=True)
        return path

    # ---- the vault ----
    def readable_guidelines(self) -> set[str]:
        from romsmith.memory._vault import Guideline

        ids = set()
        if not self.vault.is_dir():
            return ids
        for path in self.vault.glob("*.md"):
            if path.name in self.spoiled or not path.is_file():
                continue
            try:
                ids.add(Guideline.from_markdown(path.read_text(encoding="utf-8"), str(path)).id)
            except Exception:
                continue
        return ids


def in_process(call) -> tuple[object, bool, str]:
    """(result or the RomsmithError raised, traceback?, text): run a romsmith call as the CLI would."""
    from romsmith.kernel.errors import RomsmithError

    try:
        return call(), False, ""
    except RomsmithError as err:
        # an unexpected exception inside a run comes back wrapped, naming the session to resume:
        # still a defect, counted as a traceback
        return err, "stopped on an internal error" in err.message, err.message
    except Exception:
        return None, True, tb.format_exc()


def cli(*args: str, env: dict | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(
        [EXE, *args], capture_output=True, text=True, env={**os.environ, **(env or {})}, timeout=timeout
    )


def judge_report(report, *, expect: set[str], must_not_verify: bool, before: set[str], bench: Bench) -> Outcome:
    """An Outcome from a GameReport (pipeline.api), checked independently when it says verified."""
    verdict, code = report.verdict, report.exit_code
    outcome = Outcome(verdict, code)
    outcome.wrong_exit = code != EXIT_FOR[verdict] or verdict not in expect
    if verdict == "verified":
        problem = disprove(report.out_dir)
        outcome.false_verified = must_not_verify or problem is not None
        outcome.note = problem or ("verified despite the fault" if must_not_verify else "")
    outcome.lost = len(before - bench.readable_guidelines())
    return outcome


def disprove(out_dir: Path) -> str | None:
    """Why a folder's `verified` is false, or None: its game.gba is the reported ROM, carries the
    header of its spec.json and boots."""
    from romsmith.generators.spec import GameSpec
    from romsmith.rom_build import verify_rom
    from romsmith.rom_build._header import read_header

    report = json.loads((out_dir / "report.json").read_text())
    rom = out_dir / "game.gba"
    if not rom.is_file():
        return "verified without a game.gba"
    sha = hashlib.sha256(rom.read_bytes()).hexdigest()
    if sha != (report.get("rom") or {}).get("sha256"):
        return "game.gba is not the ROM the report names"
    spec = GameSpec.model_validate(json.loads((out_dir / "spec.json").read_text()))
    header = read_header(rom)
    if header.get("title") != spec.header():
        return f"ROM header title {header.get('title')!r} is not the spec's {spec.header()!r}"
    booted = verify_rom(rom, frames=300, shots_dir=out_dir / ".bench-shots")
    if not booted.ok:
        return "the ROM does not boot: " + ", ".join(c["name"] for c in booted.failed())
    return None


def timed(fn):
    start = time.perf_counter()
    outcome = fn()
    outcome.seconds = time.perf_counter() - start
    return outcome
